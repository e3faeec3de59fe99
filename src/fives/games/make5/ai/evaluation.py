"""Make 5: the sorter's expected final score as the evaluation.

- ``evaluate``: `fives.games.make5.ai.engine.estimate` of the current board (the sorter's expected score
  of this game, 0 to 25) mapped to [-1, 1] for the seat: the sorter wants it high, the Chaot low
  (the generic MCTS and greedy agents use it).  Finished games of the match count through the
  totals, squashed.
"""

from __future__ import annotations

import math
from typing import Any

from fives.core import State
from fives.games.make5 import MAKE_FIVE, Make5State
from fives.games.make5.ai.engine import estimate


def evaluate(state: State[Any], player: int) -> float:
    assert isinstance(state, Make5State)
    totals = state.totals
    lead = float(totals[player] - totals[1 - player])
    if state.sorter in (0, 1) and state.phase in ("sort", "draw", "place"):
        expected = estimate(state.board, state.bag)
        lead += expected if state.sorter == player else -expected
    return math.tanh(lead / MAKE_FIVE)
