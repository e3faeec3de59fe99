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
from fives.ai.search.budget import Budget
from fives.ai.spec import number_param
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


def equilibrium(spec: str, params: dict[str, str], game: Game[Any], players: int) -> Agent:
    if players != 2:
        raise FivesError(f"agent spec {spec!r}: the equilibrium is computed for two players only")
    return EquilibriumAgent()


def best(spec: str, params: dict[str, str], game: Game[Any], players: int) -> Agent:
    sims = number_param(spec, params, "sims", int)
    seconds = number_param(spec, params, "seconds", float)
    return BestAgent(many_player_agent(sims, seconds))


def rm(spec: str, params: dict[str, str], game: Game[Any], players: int) -> Agent:
    sims = number_param(spec, params, "sims", int)
    seconds = number_param(spec, params, "seconds", float)
    gamma = number_param(spec, params, "gamma", float)
    budget = Budget(seconds=seconds, nodes=sims) if sims or seconds else Budget(seconds=1.0)
    return RegretSearchAgent(budget, 0.15 if gamma is None else min(gamma, 1.0))


def model(spec: str, params: dict[str, str], game: Game[Any], players: int) -> Agent:
    sims = number_param(spec, params, "sims", int)
    seconds = number_param(spec, params, "seconds", float)
    c = number_param(spec, params, "c", float)
    budget = Budget(seconds=seconds, nodes=sims) if sims or seconds else Budget(seconds=1.0)
    return ModelSearchAgent(budget, 0.7 if c is None else c)


def highest(spec: str, params: dict[str, str], game: Game[Any], players: int) -> Agent:
    return ExtremeAgent(highest=True)


def lowest(spec: str, params: dict[str, str], game: Game[Any], players: int) -> Agent:
    return ExtremeAgent(highest=False)


AGENTS = {
    "equilibrium": equilibrium,
    "best": best,
    "rm": rm,
    "model": model,
    "highest": highest,
    "lowest": lowest,
}
