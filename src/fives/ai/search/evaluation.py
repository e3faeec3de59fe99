"""Position evaluation for search: the types of a game's own knowledge, and the default.

A game's `fives.ai.plugin.AIPlugin` may give

- ``evaluate(state, player) -> float`` in [-1, 1], the value of a non-terminal position for
  ``player`` (the game's own knowledge: threats, material, mobility ...);
- ``order(state, player, actions) -> list``: the actions sorted best first (move ordering).

Without one, positions are judged by the running scores (`score_evaluation`).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from fives.core import State

Evaluate = Callable[[State[Any], int], float]
Order = Callable[[State[Any], int, list[Any]], list[Any]]


def score_evaluation(state: State[Any], player: int) -> float:
    """Terminal: the true return.  Otherwise the player's running score against the best of the
    others, squashed into (-1, 1)."""
    if state.is_terminal():
        return state.returns()[player]
    scores = state.scores()
    if len(scores) < 2:
        return 0.0
    mine = scores[player]
    best_other = max(s for p, s in enumerate(scores) if p != player)
    scale = max(1.0, abs(mine) + abs(best_other))
    return math.tanh(2.0 * (mine - best_other) / scale)


def judged_by(evaluate: Evaluate) -> Evaluate:
    """``evaluate`` (a game's judgement of unfinished positions) with finished ones judged by
    their true returns."""

    def judge(state: State[Any], player: int) -> float:
        if state.is_terminal():
            return state.returns()[player]
        return evaluate(state, player)

    return judge
