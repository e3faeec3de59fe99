"""Make 5: expectimax agents and levels.

- ``make5:depth=D,beam=B,width=W``: `fives.ai.make5.engine.Make5Agent` (either role); ``depth=0``
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

from fives.ai.make5.engine import Make5Agent
from fives.ai.search.agent import Agent
from fives.ai.spec import number_param
from fives.core import Game
from fives.core.errors import FivesError

LEVELS = {
    "easy": "make5:depth=0",
    "medium": "make5:depth=1,beam=2,width=3,exact=1",
    "hard": "make5:depth=1,exact=1",
    "max": "make5:depth=2,beam=3,exact=2,seconds=1.2",
}


def make5(spec: str, params: dict[str, str], game: Game[Any], players: int) -> Agent:
    depth = 1
    if "depth" in params:
        try:
            depth = int(params.pop("depth"))
        except ValueError:
            raise FivesError(f"agent spec {spec!r}: depth must be an int") from None
        if depth < 0:
            raise FivesError(f"agent spec {spec!r}: depth must be 0 or more")
    beam = number_param(spec, params, "beam", int)
    width = number_param(spec, params, "width", int)
    exact = number_param(spec, params, "exact", int)
    seconds = number_param(spec, params, "seconds", float)
    return Make5Agent(depth=depth, beam=beam or 6, width=width or 0, exact=exact or 0, seconds=seconds)


AGENTS = {"make5": make5}
