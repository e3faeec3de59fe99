"""Make 5: the sorter's expected final score as the evaluation, expectimax agents and levels.

- ``evaluate``: `fives.ai.make5_ai.estimate` of the current board (the sorter's expected score
  of this game, 0 to 25) mapped to [-1, 1] for the seat: the sorter wants it high, the Chaot low
  (the generic MCTS and greedy agents use it).  Finished games of the match count through the
  totals, squashed.
- ``make5:depth=D,beam=B,width=W``: `fives.ai.make5_ai.Make5Agent` (either role); ``depth=0``
  is the greedy agent (one ply with the evaluation).
- Levels: easy = greedy; medium = one round of expectimax over its 3 best moves (the Chaot: its
  3 best runways, the sorter's 2 best replies); hard = one round over all its moves (the
  Chaot's view of the sorter's reply: the 6 best); max = two rounds (beam 3).
"""

from __future__ import annotations

import math
from typing import Any

from fives.ai import Agent
from fives.ai.levels import number_param
from fives.ai.make5_ai import Make5Agent, estimate
from fives.core import Game, State
from fives.core.errors import FivesError
from fives.games.make5 import MAKE_FIVE, Make5State

LEVELS = {
    "easy": "make5:depth=0",
    "medium": "make5:depth=1,beam=2,width=3",
    "hard": "make5:depth=1",
    "max": "make5:depth=2,beam=3",
}


def evaluate(state: State[Any], player: int) -> float:
    assert isinstance(state, Make5State)
    totals = state.totals
    lead = float(totals[player] - totals[1 - player])
    if state.sorter in (0, 1) and state.phase in ("sort", "draw", "place"):
        expected = estimate(state.board, state.bag)
        lead += expected if state.sorter == player else -expected
    return math.tanh(lead / MAKE_FIVE)


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
    return Make5Agent(depth=depth, beam=beam or 6, width=width or 0)


AGENTS = {"make5": make5}
