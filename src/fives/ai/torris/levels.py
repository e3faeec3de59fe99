"""Torris's levels and its own search agent (``torris:``, `fives.ai.torris.engine`)."""

from __future__ import annotations

from typing import Any

from fives.ai.search.agent import Agent
from fives.ai.search.budget import Budget
from fives.ai.spec import number_param
from fives.ai.torris.engine import TorrisAgent
from fives.core import FivesError, Game

LEVELS = {
    "easy": "greedy",
    "medium": "alphabeta:seconds=0.3",
    "hard": "torris:seconds=1.5,vmix=1",
    "max": "torris:seconds=5,vmix=1",
}


def _fraction(spec: str, params: dict[str, str], key: str) -> float | None:
    if key not in params:
        return None
    try:
        value = float(params.pop(key))
    except ValueError:
        raise FivesError(f"agent spec {spec!r}: {key} must be a number") from None
    if not 0.0 <= value <= 1.0:
        raise FivesError(f"agent spec {spec!r}: {key} must be between 0 and 1")
    return value


def torris(spec: str, params: dict[str, str], game: Game[Any], players: int) -> Agent:
    """``torris:seconds=S`` and/or ``sims=N`` (UCT simulations; default one second), ``c=`` UCB
    exploration, ``greedy=`` share of playout moves chosen by the move score (0 to 1), ``solve=``
    the solver's node budget with a count budget, ``solvemoves=`` how few moves (both sides
    together) make the solver try at the root, ``share=`` the share of the time it may use there,
    ``leafmoves=``/``leafnodes=`` the same for new nodes in the tree, ``leafratio=`` how many solver
    nodes per simulation those leaf solves may use in all, ``margin=`` the weight of the
    point margin in a playout's value, ``bias=`` the weight of a move's gain in points in the
    selection (fading with its visits), ``reply=`` how many levels of the tree (from the root)
    take that gain net of the opponent's best answer (0 for none), ``reuse=0`` to search afresh
    at every move instead of keeping the tree, ``vmix=`` the share of the learned value
    (`fives.ai.torris.value`) mixed into each playout's result (0 to 1; default 0), ``vcut=`` cut
    the playouts after that many moves and take the learned value there (default 0: never)."""
    seconds = number_param(spec, params, "seconds", float)
    sims = number_param(spec, params, "sims", int)
    budget = Budget(seconds=seconds, nodes=sims) if seconds or sims else Budget(seconds=1.0)
    options: dict[str, Any] = {}
    c = number_param(spec, params, "c", float)
    if c is not None:
        options["exploration"] = c
    if "reuse" in params:
        reuse = params.pop("reuse")
        if reuse not in ("0", "1"):
            raise FivesError(f"agent spec {spec!r}: write reuse=1 (keep the tree) or reuse=0")
        options["reuse"] = reuse == "1"
    if "reply" in params:
        reply = params.pop("reply")
        if not reply.isdigit():
            raise FivesError(f"agent spec {spec!r}: reply must be a whole number of levels (0 or more)")
        options["reply_depth"] = int(reply)
    greedy = _fraction(spec, params, "greedy")
    if greedy is not None:
        options["greedy"] = greedy
    mix = _fraction(spec, params, "vmix")
    if mix is not None:
        options["value_mix"] = mix
    share = _fraction(spec, params, "share")
    if share is not None:
        options["solve_share"] = share
    solve = number_param(spec, params, "solve", int)
    if solve is not None:
        options["solve_nodes"] = solve
    for key, option, kind in (
        ("solvemoves", "solve_moves", int),
        ("leafmoves", "leaf_moves", int),
        ("leafnodes", "leaf_nodes", int),
        ("leafratio", "leaf_ratio", float),
        ("margin", "margin_weight", float),
        ("bias", "bias", float),
        ("vcut", "value_cut", int),
    ):
        value = number_param(spec, params, key, kind)
        if value is not None:
            options[option] = value
    return TorrisAgent(budget, **options)


AGENTS = {"torris": torris}
