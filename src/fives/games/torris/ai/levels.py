"""Torris's levels and its own search agent (``torris:``, `fives.games.torris.ai.engine`)."""

from __future__ import annotations

from typing import Any

from fives.ai.search.agent import Agent
from fives.ai.spec import AgentFactory, AgentParams, budget, count_param, fraction, positive, seconds_param
from fives.core import Game, OptionSpec
from fives.games.torris.ai.engine import TorrisAgent

LEVELS = {
    "easy": "greedy",
    "medium": "torris:seconds=0.05,vmix=1",
    # no hard: the search at 1.5 s scored 0.600 (0.446-0.754) over 40 games against itself at 0.5 s,
    # not told apart (docs/ai/torris.md), so the strongest level is the 0.5 s search, offered as max
    # (a seat asking for hard plays it)
    "max": "torris:seconds=0.5,vmix=1",
}


def torris(params: AgentParams, game: Game[Any], players: int) -> Agent:
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
    (`fives.games.torris.ai.value`) mixed into each playout's result (0 to 1; default 0), ``vcut=`` cut
    the playouts after that many moves and take the learned value there (default 0: never),
    ``legacy=1`` to expand new nodes as commit 4283797 did (slower; the baseline "today's hard" of
    issue 34's measurements is ``torris:seconds=1.5,vmix=1,legacy=1``)."""
    return TorrisAgent(
        budget(params),
        exploration=params.get_float("c"),
        greedy=params.get_float("greedy"),
        margin_weight=params.get_float("margin"),
        solve_moves=params.get_int("solvemoves"),
        solve_share=params.get_float("share"),
        solve_nodes=params.get_int("solve"),
        leaf_moves=params.get_int("leafmoves"),
        leaf_nodes=params.get_int("leafnodes"),
        leaf_ratio=params.get_float("leafratio"),
        bias=params.get_float("bias"),
        reuse=params.get_bool("reuse"),
        reply_depth=params.get_int("reply"),
        value_mix=params.get_float("vmix"),
        value_cut=params.get_int("vcut"),
        legacy=params.get_bool("legacy"),
    )


def _count(name: str, default: int, description: str) -> OptionSpec:
    return OptionSpec(name, int, default, description, minimum=1)


#: the defaults are `TorrisAgent`'s (tests/ai/test_plugins.py checks that they agree)
AGENTS = {
    "torris": AgentFactory(
        torris,
        (
            seconds_param(),
            count_param("sims", "UCT simulations a move"),
            positive("c", 0.7, "UCB exploration"),
            fraction("greedy", 1.0, "share of playout moves chosen by the move score"),
            _count("solve", 20000, "the solver's node budget at the root with a count budget"),
            _count("solvemoves", 22, "how few moves (both sides) make the solver try at the root"),
            fraction("share", 0.4, "the share of the time the root's solver may use"),
            _count("leafmoves", 16, "how few moves make the solver try at a new node"),
            _count("leafnodes", 300, "the solver's node budget at a new node"),
            positive("leafratio", 6.0, "solver nodes a simulation that the leaf solves may use in all"),
            positive("margin", 0.02, "the weight of the point margin in a playout's value"),
            positive("bias", 0.15, "the weight of a move's gain in points in the selection"),
            OptionSpec(
                "reply", int, 2, "tree levels that take a move's gain net of the best answer", minimum=0
            ),
            OptionSpec("reuse", bool, True, "keep the tree between moves"),
            fraction("vmix", 0.0, "the share of the learned value in a playout's result"),
            OptionSpec("vcut", int, 0, "cut playouts after that many moves", minimum=1, default_text="never"),
            OptionSpec(
                "legacy", bool, False, "expand nodes as commit 4283797 did (the baseline of issue 34)"
            ),
        ),
        "exact endgame solver plus UCT on Torris's own engine",
    )
}
