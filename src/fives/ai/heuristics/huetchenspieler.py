"""Hütchenspieler: a memory game, so the levels are seekers of growing attention.

Generic search sees a redrawn row (the seat may not know the true one) and could only guess;
the seeker of `fives.ai.huetchenspieler` remembers the face-up row and follows each shuffle move
with the probability its level sets.
"""

from __future__ import annotations

from typing import Any

from fives.ai import Agent
from fives.ai.huetchenspieler import HuetchenspielerAgent
from fives.ai.levels import number_param
from fives.core import Game

LEVELS = {
    "easy": "seeker:attention=0.5",
    "medium": "seeker:attention=0.8",
    "hard": "seeker:attention=0.97",
    "max": "seeker:attention=0.995",
}


def seeker(spec: str, params: dict[str, str], game: Game[Any], players: int) -> Agent:
    attention = number_param(spec, params, "attention", float)
    seed = number_param(spec, params, "seed", int)
    return HuetchenspielerAgent(0.8 if attention is None else min(attention, 1.0), seed or 0)


AGENTS = {"seeker": seeker}
