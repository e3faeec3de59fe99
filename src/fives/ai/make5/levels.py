"""Make 5: expectimax agents and levels.

- ``make5:depth=D,beam=B,width=W``: `fives.ai.make5.engine.Make5Agent` (either role); ``depth=0``
  is the greedy agent (one ply with the evaluation).
- Levels: easy = greedy; medium = one round of expectimax over its 3 best moves (the Chaot: its
  3 best runways, the sorter's 2 best replies); hard = one round over all its moves (the
  Chaot's view of the sorter's reply: the 6 best); max = two rounds (beam 3).
"""

from __future__ import annotations

from typing import Any

from fives.ai.make5.engine import Make5Agent
from fives.ai.search.agent import Agent
from fives.ai.spec import AgentFactory, AgentParams
from fives.core import Game, OptionSpec

LEVELS = {
    "easy": "make5:depth=0",
    "medium": "make5:depth=1,beam=2,width=3",
    "hard": "make5:depth=1",
    "max": "make5:depth=2,beam=3",
}


def make5(params: AgentParams, game: Game[Any], players: int) -> Agent:
    return Make5Agent(
        depth=params.get_int("depth"), beam=params.get_int("beam"), width=params.get_int("width")
    )


AGENTS = {
    "make5": AgentFactory(
        make5,
        (
            OptionSpec("depth", int, 1, "rounds of expectimax after its own move (0: greedy)", minimum=0),
            OptionSpec("beam", int, 6, "the sorter's best moves searched", minimum=1),
            OptionSpec("width", int, 0, "its own best moves searched", minimum=1, default_text="all"),
        ),
        "expectimax, either role",
    )
}
