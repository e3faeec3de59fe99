"""Zahlenpoker: the two-player equilibrium, a search agent for three and four players, baselines.

- ``equilibrium``: the exact two-player equilibrium of `fives.games.zahlenpoker.ai.solver` (default
  options only);
- ``rm``: simultaneous-move MCTS with regret matching on a compact model of the public state,
  for any player count and options (``rm:sims=N``, ``rm:seconds=S``, ``gamma=`` exploration);
- ``model``: for three and four players, a best response by search to a Bayesian model of each
  opponent learnt from its revealed choices (`fives.games.zahlenpoker.ai.model`; ``model:sims=N``,
  ``model:seconds=S``, ``c=`` UCB exploration);
- ``best``: the equilibrium where it applies (two players, default options), otherwise ``rm``
  (``best:sims=N`` / ``best:seconds=S`` set its budget, `BEST_SECONDS` by default);
- ``lowest=P`` (any of the above): show the lowest stone in a share P of the moves instead
  (`fives.games.zahlenpoker.ai.mistakes.HabitAgent`), the weak levels' beginner's habit;
- ``highest`` / ``lowest``: baselines that always show their highest / lowest stone (never the
  empty hand while they hold a stone; a steal takes the highest shown stone).
"""

from __future__ import annotations

from typing import Any

from fives.ai.search.agent import Agent
from fives.ai.spec import AgentFactory, AgentParams, budget, count_param, fraction, positive, seconds_param
from fives.core import FivesError, Game
from fives.games.zahlenpoker.ai.mistakes import HabitAgent
from fives.games.zahlenpoker.ai.model import ModelSearchAgent
from fives.games.zahlenpoker.ai.regret import BestAgent, ExtremeAgent, RegretSearchAgent, many_player_agent
from fives.games.zahlenpoker.ai.solver import EquilibriumAgent

#: Two players (issue 34): the equilibrium gains only from mistakes, and searches of any budget
#: come close to it, so only two strengths can be told apart: easy, the equilibrium with a
#: beginner's habit (its lowest stone in 3 moves of 4), which the others punish, and max, the
#: equilibrium.  medium and hard (``rm:sims=100``, ``rm:sims=800``) could not be told apart from
#: each other nor from max, so two players are offered easy and max only (a seat asking for
#: medium or hard plays max, `fives.ai.levels.level_spec`).  docs/ai/zahlenpoker.md, "Levels and
#: budgets (issue 34)".
LEVELS = {"easy": "best:sims=100,lowest=0.75", "max": "best"}
#: More players have no equilibrium, and only two strengths could be told apart either (issue 34):
#: easy, the cheap search with the beginner's habit, and the searches without it, whatever their
#: budget.  medium (``rm:sims=400``, 0.04 s a move) beats easy (head to head 0.756 with three
#: players, 0.787 with four), but nothing stronger could be told apart from medium: with three
#: players the opponent model at 0.5 s scored 0.562 over 36 games (0.575 over 30 before) and at
#: 3 s 0.531 over 24 against it; with four the search at 0.5 s 0.506 over 30 and at 3 s 0.431
#: over 12.  max beats easy: 0.865 over 24 with three players, 0.750 with four.  So three and four
#: players offer easy and max only (medium and hard play max), max a search of 0.5 s a move: with
#: three players the opponent model (measured stronger than ``rm`` against random), with four
#: ``rm`` (the model was not).  A longer think buys nothing measurable, and a long think is what
#: one address could use to hold up the others (issue 34, item 4).  docs/ai/zahlenpoker.md,
#: "Levels and budgets (issue 34)".
_EASY = "rm:sims=100,lowest=0.75"
LEVELS_BY_PLAYERS = {
    3: {"easy": _EASY, "max": "model:seconds=0.5"},
    4: {"easy": _EASY, "max": "rm:seconds=0.5"},
}
#: ``best``'s time a move where the equilibrium does not apply (two players with options it does
#: not cover): 0.5 s, as the many-player levels (the searches' budget made no measurable difference
#: with two, three or four players; it was 3 s)
BEST_SECONDS = 0.5


def _erring(params: AgentParams, agent: Agent) -> Agent:
    """``agent``, or with ``lowest=`` given above 0, a `HabitAgent` that shows its lowest stone at
    that rate instead."""
    rate = params.get_float("lowest")
    return HabitAgent(agent, rate) if rate > 0 else agent


def equilibrium(params: AgentParams, game: Game[Any], players: int) -> Agent:
    if players != 2:
        raise FivesError(f"agent spec {params.spec!r}: the equilibrium is computed for two players only")
    return _erring(params, EquilibriumAgent())


def best(params: AgentParams, game: Game[Any], players: int) -> Agent:
    return _erring(
        params,
        BestAgent(many_player_agent(params.given_int("sims"), params.given_float("seconds"), BEST_SECONDS)),
    )


def rm(params: AgentParams, game: Game[Any], players: int) -> Agent:
    return _erring(params, RegretSearchAgent(budget(params), min(params.get_float("gamma"), 1.0)))


def model(params: AgentParams, game: Game[Any], players: int) -> Agent:
    return _erring(params, ModelSearchAgent(budget(params), params.get_float("c")))


def highest(params: AgentParams, game: Game[Any], players: int) -> Agent:
    return ExtremeAgent(highest=True)


def lowest(params: AgentParams, game: Game[Any], players: int) -> Agent:
    return ExtremeAgent(highest=False)


_SIMS = count_param("sims", "simulations a move")
_MISTAKES = fraction("lowest", 0.0, "the share of moves in which it shows its lowest stone instead")

AGENTS = {
    "equilibrium": AgentFactory(equilibrium, (_MISTAKES,), "the exact two-player equilibrium"),
    "best": AgentFactory(
        best,
        (_SIMS, seconds_param(BEST_SECONDS), _MISTAKES),
        "the equilibrium where it applies, otherwise rm",
    ),
    "rm": AgentFactory(
        rm,
        (_SIMS, seconds_param(), positive("gamma", 0.15, "exploration (above 1: 1)"), _MISTAKES),
        "simultaneous-move MCTS with regret matching",
    ),
    "model": AgentFactory(
        model,
        (_SIMS, seconds_param(), positive("c", 0.7, "UCB exploration"), _MISTAKES),
        "a best response by search to a model of each opponent",
    ),
    "highest": AgentFactory(highest, description="always its highest stone"),
    "lowest": AgentFactory(lowest, description="always its lowest stone"),
}
