"""Levels below the best: an agent that plays a stronger one's moves, but at a set rate falls
back on a beginner's habit (showing its lowest stone).

Two-player Zahlenpoker has an exact equilibrium, and an equilibrium gains only from the other
player's mistakes: against it, every move in the support of its own mix is worth exactly the game
value.  Search agents of different budgets all come close to it and differ little from each other
(issue 34: easy, medium and hard were all 15-21% of their choices strictly worse), and even
uniformly random moves lose little against it (the equilibrium scores 0.53 against ``random``,
docs/ai/zahlenpoker.md), so a ladder of levels made of budgets or of random slips is flat.

A *predictable* habit is what a strong player punishes: always showing the lowest stone loses
almost every game against the equilibrium (0.985).  `HabitAgent` plays its ``base`` agent's move,
but with probability ``rate`` the habit's instead: its lowest stone (a steal takes the highest
shown stone, as `ExtremeAgent` does).  In a round where both players play a mix of the base and
the habit, the stronger side's edge grows with the difference of their rates, in any player
count, so levels that differ in the rate are ordered.  The habit's draws come from the game's rng,
so a game is reproducible for its seed.
"""

from __future__ import annotations

import random
from typing import Any

from fives.ai.search.agent import Agent
from fives.core import State
from fives.games.zahlenpoker.ai.regret import ExtremeAgent


class HabitAgent:
    """``base``'s moves; with probability ``rate`` its lowest stone instead (see the module)."""

    def __init__(self, base: Agent, rate: float) -> None:
        self.base = base
        self.rate = rate
        self.habit = ExtremeAgent(highest=False)
        self.name = f"{base.name}+lowest={rate:g}"

    def choose(self, observation: State[Any], player: int, rng: random.Random) -> Any:
        if self.rate > 0 and rng.random() < self.rate:
            return self.habit.choose(observation, player, rng)
        return self.base.choose(observation, player, rng)
