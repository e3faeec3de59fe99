"""Make 5: expectimax agents and levels.

- ``make5:depth=D,beam=B,width=W``: `fives.games.make5.ai.engine.Make5Agent` (either role); ``depth=0``
  is the greedy agent (one ply with the evaluation).
  ``exact=K``: with at most K tokens left in the bag the search goes to the end of the game at
  full width (exact); ``seconds=S``: CPU cap of a search deeper than one round (one round is
  searched first and stands when the deeper search runs out of time).
- Levels: easy = greedy; medium = one round of expectimax over its 3 best moves (the Chaot: its
  3 best runways, the sorter's 2 best replies); hard = one round over all its moves (the
  Chaot's view of the sorter's reply: the 6 best); max = two rounds (beam 3) within 1.2 s CPU.
  Medium and hard search exactly when one token is left in the bag, max when two are.
"""

from __future__ import annotations

from typing import Any

from fives.ai.search.agent import Agent
from fives.ai.spec import AgentFactory, AgentParams, positive
from fives.core import Game, OptionSpec
from fives.games.make5.ai.engine import Make5Agent

LEVELS = {
    "easy": "make5:depth=0",
    "medium": "make5:depth=1,beam=2,width=3,exact=1",
    "hard": "make5:depth=1,exact=1",
    "max": "make5:depth=2,beam=3,exact=2,seconds=1.2",
}


def make5(params: AgentParams, game: Game[Any], players: int) -> Agent:
    return Make5Agent(
        depth=params.get_int("depth"),
        beam=params.get_int("beam"),
        width=params.get_int("width"),
        exact=params.get_int("exact"),
        seconds=params.given_float("seconds"),
    )


AGENTS = {
    "make5": AgentFactory(
        make5,
        (
            OptionSpec("depth", int, 1, "rounds of expectimax after its own move (0: greedy)", minimum=0),
            OptionSpec("beam", int, 6, "the sorter's best moves searched", minimum=1),
            OptionSpec("width", int, 0, "its own best moves searched", minimum=1, default_text="all"),
            OptionSpec(
                "exact", int, 0, "tokens left in the bag from which it searches exactly to the end", minimum=0
            ),
            positive("seconds", 1.0, "CPU cap of a search deeper than one round (default: none)"),
        ),
        "expectimax, either role",
    )
}
