"""Position evaluation for search, and where a game's own evaluation is found.

A game's evaluation module ``fives.ai.<game_id>.evaluation`` may define

- ``evaluate(state, player) -> float`` in [-1, 1], the value of a non-terminal position for
  ``player`` (the game's own knowledge: threats, material, mobility ...);
- ``order(state, player, actions) -> list``: the actions sorted best first (move ordering).

Without one, positions are judged by the running scores (`score_evaluation`).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache
from types import ModuleType
from typing import Any

from fives.core import State
from fives.core.plugins import optional_module

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


@cache
def game_module(game_id: str, part: str) -> ModuleType | None:
    """``fives.ai.<game_id>.<part>`` (``evaluation`` or ``levels``), or None where the game has none."""
    return optional_module(f"fives.ai.{game_id}.{part}")


def evaluator_for(game_id: str) -> Evaluate:
    module = game_module(game_id, "evaluation")
    found = getattr(module, "evaluate", None)
    if found is None:
        return score_evaluation

    def evaluate(state: State[Any], player: int) -> float:
        if state.is_terminal():
            return state.returns()[player]
        value: float = found(state, player)
        return value

    return evaluate


def order_for(game_id: str) -> Order | None:
    module = game_module(game_id, "evaluation")
    found: Order | None = getattr(module, "order", None)
    return found
