"""Zahlenpoker: the two-player equilibrium, a search agent for three and four players, baselines.

- ``equilibrium``: the exact two-player equilibrium of `fives.ai.zahlenpoker.solver` (default
  options only);
- ``rm``: simultaneous-move MCTS with regret matching on a compact model of the public state,
  for any player count and options (``rm:sims=N``, ``rm:seconds=S``, ``gamma=`` exploration);
- ``model``: for three and four players, a best response by search to a Bayesian model of each
  opponent learnt from its revealed choices (`fives.ai.zahlenpoker.model`; ``model:sims=N``,
  ``model:seconds=S``, ``c=`` UCB exploration);
- ``best``: the equilibrium where it applies (two players, default options), otherwise ``rm``
  (``best:sims=N`` / ``best:seconds=S`` set its budget, 3 s by default);
- ``highest`` / ``lowest``: baselines that always show their highest / lowest stone (never the
  empty hand while they hold a stone; a steal takes the highest shown stone).
"""

from __future__ import annotations

from typing import Any

from fives.ai.search.agent import Agent
from fives.ai.spec import AgentFactory, AgentParams, budget, count_param, positive, seconds_param
from fives.ai.zahlenpoker.model import ModelSearchAgent
from fives.ai.zahlenpoker.regret import BestAgent, ExtremeAgent, RegretSearchAgent, many_player_agent
from fives.ai.zahlenpoker.solver import EquilibriumAgent
from fives.core import FivesError, Game

LEVELS = {
    "easy": "rm:sims=100",
    "medium": "rm:sims=800",
    "hard": "rm:seconds=1.5",
    "max": "best",
}
#: With three players the opponent model measured stronger than ``rm`` against random (and even
#: head to head); with four it did not (docs/ai/zahlenpoker.md), so four players keep ``LEVELS``.
LEVELS_BY_PLAYERS = {3: {**LEVELS, "hard": "model:seconds=1.5", "max": "model:seconds=3"}}


def equilibrium(params: AgentParams, game: Game[Any], players: int) -> Agent:
    if players != 2:
        raise FivesError(f"agent spec {params.spec!r}: the equilibrium is computed for two players only")
    return EquilibriumAgent()


def best(params: AgentParams, game: Game[Any], players: int) -> Agent:
    return BestAgent(many_player_agent(params.given_int("sims"), params.given_float("seconds")))


def rm(params: AgentParams, game: Game[Any], players: int) -> Agent:
    return RegretSearchAgent(budget(params), min(params.get_float("gamma"), 1.0))


def model(params: AgentParams, game: Game[Any], players: int) -> Agent:
    return ModelSearchAgent(budget(params), params.get_float("c"))


def highest(params: AgentParams, game: Game[Any], players: int) -> Agent:
    return ExtremeAgent(highest=True)


def lowest(params: AgentParams, game: Game[Any], players: int) -> Agent:
    return ExtremeAgent(highest=False)


_SIMS = count_param("sims", "simulations a move")

AGENTS = {
    "equilibrium": AgentFactory(equilibrium, description="the exact two-player equilibrium"),
    "best": AgentFactory(
        best,
        (_SIMS, seconds_param(3.0)),
        "the equilibrium where it applies, otherwise rm",
    ),
    "rm": AgentFactory(
        rm,
        (_SIMS, seconds_param(), positive("gamma", 0.15, "exploration (above 1: 1)")),
        "simultaneous-move MCTS with regret matching",
    ),
    "model": AgentFactory(
        model,
        (_SIMS, seconds_param(), positive("c", 0.7, "UCB exploration")),
        "a best response by search to a model of each opponent",
    ),
    "highest": AgentFactory(highest, description="always its highest stone"),
    "lowest": AgentFactory(lowest, description="always its lowest stone"),
}
