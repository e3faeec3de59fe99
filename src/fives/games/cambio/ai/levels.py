"""Cambio's agents and levels.

With three players the levels medium/hard/max are Cambio's own MCTS with tactics
(`fives.games.cambio.ai.mcts.CambioMCTSAgent`, spec ``cambio_mcts:seconds=1.5``, or ``sims=N``, ``c=``
exploration, ``careful=`` plies with anti-decisive pruning, ``noise=`` the weight of the random model
at the root, ``risk=`` the margin of its filter (``risk=1``: no filter), ``evidence=`` the log-odds
of random opponents, from their pushes, that turn the filter on, ``guard=``, ``doubt=``, ``span=`` a
looser filter before that evidence, off in the levels, ``prune=1`` the solver in the tree and
``leaf=1`` the table of the playouts' mean values instead of a playout (both on in max, off by default),
``legacy=1`` the agent as it was before issue 34's speed-up, `fives.games.cambio.ai.mcts_legacy`);
``cambio:seconds=1.5`` (``nodes=``, ``depth=``, ``blunder=``, ``range=``) is its paranoid alpha-beta.
Two players: ``duel:seconds=0.5`` (``nodes=``, ``depth=``), the alpha-beta on the bitboards of
`fives.games.cambio.ai.duel`.
"""

from __future__ import annotations

from typing import Any

from fives.ai.search.agent import Agent
from fives.ai.spec import AgentFactory, AgentParams, budget, count_param, positive, seconds_param
from fives.core import FivesError, Game, OptionSpec
from fives.games.cambio.ai.duel import duel_agent
from fives.games.cambio.ai.engine import BLUNDER, EVAL_RANGE, cambio_agent
from fives.games.cambio.ai.mcts import DOUBT, EVIDENCE, GUARD, NOISE, RISK, SPAN, CambioMCTSAgent
from fives.games.cambio.ai.mcts_legacy import LegacyCambioMCTSAgent


def _cambio(params: AgentParams, game: Game[Any], players: int) -> Agent:
    return cambio_agent(
        params.given_float("seconds"),
        params.given_int("nodes"),
        params.given_int("depth"),
        params.get_float("blunder"),
        params.get_float("range"),
    )


def _duel(params: AgentParams, game: Game[Any], players: int) -> Agent:
    if players != 2:
        raise FivesError("duel plays two-player Cambio")
    return duel_agent(params.given_float("seconds"), params.given_int("nodes"), params.given_int("depth"))


def _cambio_mcts(params: AgentParams, game: Game[Any], players: int) -> Agent:
    options: dict[str, Any] = {
        "exploration": params.get_float("c"),
        "careful_depth": params.get_int("careful"),
        "noise": params.get_float("noise"),
        "risk": params.get_float("risk"),
        "evidence": params.get_float("evidence"),
        "guard": params.get_float("guard"),
        "doubt": params.get_float("doubt"),
        "span": params.get_int("span"),
    }
    if params.get_bool("legacy"):
        return LegacyCambioMCTSAgent(budget(params), **options)
    return CambioMCTSAgent(
        budget(params),
        reuse=params.get_bool("reuse"),
        prune=params.get_bool("prune"),
        leaf=params.get_bool("leaf"),
        **options,
    )


AGENTS = {
    "cambio": AgentFactory(
        _cambio,
        (
            seconds_param(),
            count_param("nodes", "nodes a move"),
            OptionSpec("depth", int, 32, "the deepest iteration (plies)", minimum=1),
            positive("blunder", BLUNDER, "the chance that an opponent makes a push that loses for itself"),
            positive("range", EVAL_RANGE, "the range of the evaluation"),
        ),
        "paranoid alpha-beta",
    ),
    "duel": AgentFactory(
        _duel,
        (
            seconds_param(),
            count_param("nodes", "nodes a move"),
            OptionSpec("depth", int, 64, "the deepest iteration (plies)", minimum=1),
        ),
        "alpha-beta on two-player Cambio's bitboards",
    ),
    "cambio_mcts": AgentFactory(
        _cambio_mcts,
        (
            seconds_param(),
            count_param("sims", "simulations a move"),
            positive("c", 0.7, "UCB exploration"),
            OptionSpec("careful", int, 2, "plies with anti-decisive pruning", minimum=1),
            positive("noise", NOISE, "the weight of the random model at the root"),
            positive("risk", RISK, "the margin of the root's filter (1: no filter)"),
            positive("evidence", EVIDENCE, "the log-odds of random opponents that turn the filter on"),
            positive(
                "guard",
                GUARD,
                "the margin of the root's filter while the others' pushes tell neither way (1: none)",
            ),
            positive("doubt", DOUBT, "the log-odds of careful opponents that end the guard"),
            OptionSpec("span", int, SPAN, "the guard holds for this many of one's first pushes", minimum=1),
            OptionSpec(
                "prune",
                bool,
                False,
                "deeper in the tree, leave out a push once the next player is proven to win after it",
            ),
            OptionSpec("leaf", bool, False, "a table of the playouts' mean value instead of a playout"),
            OptionSpec("reuse", bool, True, "keep the subtree of the position reached since the last move"),
            OptionSpec(
                "legacy",
                bool,
                False,
                "the agent of commit 1c74694, before issue 34's speed-up (the old hard)",
            ),
        ),
        "Cambio's own MCTS with tactics",
    ),
}

#: the levels by player count (issue 34: easy and medium reply in under 0.1 CPU s, hard in 0.5, max in
#: 1.5; the measurements are in docs/ai/cambio.md)
LEVELS_BY_PLAYERS = {
    # no hard with 2 or 3 players: the search at 1.5 s was not told apart from itself at 0.5 s (two
    # players: 0.54 over 12 games; three: head to head 0.56 over 9; docs/ai/cambio.md), so the
    # strongest level is the 0.5 s search, offered as max (a seat asking for hard plays it)
    2: {
        "easy": "greedy",
        "medium": "duel:seconds=0.08",
        "max": "duel:seconds=0.5",
    },
    # three players: max (and hard) is the 0.5 s search with the solver in the tree and the leaf table
    # (head to head against the old hard at 1.5 s: docs/ai/cambio.md, fourth pass)
    3: {
        "easy": "mcts:seconds=0.05",
        "medium": "cambio_mcts:seconds=0.08",
        "max": "cambio_mcts:seconds=0.5,prune=1,c=0.5,leaf=1",
    },
}
