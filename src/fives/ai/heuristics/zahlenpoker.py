"""Zahlenpoker: the two-player equilibrium, a search agent for three and four players, baselines.

- ``equilibrium``: the exact two-player equilibrium of `fives.ai.zahlenpoker_solver` (default
  options only);
- ``best``: the equilibrium where it applies (two players, default options), otherwise the
  many-player search agent (``best:sims=N`` sets that agent's budget);
- ``highest`` / ``lowest``: baselines that always show their highest / lowest stone (never the
  empty hand while they hold a stone; a steal takes the highest shown stone).
"""

from __future__ import annotations

import random
from typing import Any

from fives.ai import Agent
from fives.ai.budget import Budget
from fives.ai.levels import number_param
from fives.ai.mcts import MCTSAgent
from fives.ai.zahlenpoker_solver import EquilibriumAgent
from fives.core import FivesError, Game, State
from fives.games.zahlenpoker import EMPTY, STEAL, ZahlenpokerState

LEVELS = {
    "easy": "mcts:sims=60",
    "medium": "mcts:sims=400",
    "hard": "mcts:seconds=1.5",
    "max": "best",
}


def _steal_highest(state: ZahlenpokerState) -> int:
    assert state.reveal is not None
    victim = max((p for p, v in enumerate(state.reveal) if v > 0), key=lambda p: (state.reveal or ())[p])
    return STEAL + victim


class ExtremeAgent:
    """Always shows the highest (or the lowest) stone it holds."""

    def __init__(self, highest: bool) -> None:
        self.highest = highest
        self.name = "highest" if highest else "lowest"

    def choose(self, observation: State[Any], player: int, rng: random.Random) -> Any:
        assert isinstance(observation, ZahlenpokerState)
        if observation.reveal is not None:
            return _steal_highest(observation)
        legal = observation.legal_actions(player)
        stones = [a for a in legal if a != EMPTY]
        if not stones:
            return legal[0]
        return max(stones) if self.highest else min(stones)


def uses_equilibrium(observation: State[Any]) -> bool:
    """Whether the two-player equilibrium covers this game (two players, default options)."""
    return (
        isinstance(observation, ZahlenpokerState)
        and observation.num_players == 2
        and observation.leftover == "unopposed"
        and not observation.empty_without_stones
    )


class BestAgent:
    """The equilibrium where it applies, else the many-player agent."""

    def __init__(self, many: Agent) -> None:
        self.name = "best"
        self.equilibrium = EquilibriumAgent()
        self.many = many

    def choose(self, observation: State[Any], player: int, rng: random.Random) -> Any:
        if uses_equilibrium(observation):
            return self.equilibrium.choose(observation, player, rng)
        return self.many.choose(observation, player, rng)


def many_player_agent(sims: int | None = None, seconds: float | None = None) -> Agent:
    """The agent for three and four players (and for options the equilibrium does not cover)."""
    budget = Budget(seconds=seconds, nodes=sims) if sims or seconds else Budget(seconds=1.5)
    return MCTSAgent(budget)


def equilibrium(spec: str, params: dict[str, str], game: Game[Any], players: int) -> Agent:
    if players != 2:
        raise FivesError(f"agent spec {spec!r}: the equilibrium is computed for two players only")
    return EquilibriumAgent()


def best(spec: str, params: dict[str, str], game: Game[Any], players: int) -> Agent:
    sims = number_param(spec, params, "sims", int)
    seconds = number_param(spec, params, "seconds", float)
    return BestAgent(many_player_agent(sims, seconds))


def highest(spec: str, params: dict[str, str], game: Game[Any], players: int) -> Agent:
    return ExtremeAgent(highest=True)


def lowest(spec: str, params: dict[str, str], game: Game[Any], players: int) -> Agent:
    return ExtremeAgent(highest=False)


AGENTS = {"equilibrium": equilibrium, "best": best, "highest": highest, "lowest": lowest}
