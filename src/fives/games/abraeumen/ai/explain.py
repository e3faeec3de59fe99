"""Abräumen's reasons for a hint and its value of a position for the analysis: the exact solver
says whether one stone can still be left."""

from __future__ import annotations

from typing import Any

from fives.core import Message, State
from fives.games.abraeumen import AbraeumenState
from fives.games.abraeumen.ai.solver import is_solvable


def reason(state: State[Any], player: int, action: Any) -> Message | None:
    if not isinstance(state, AbraeumenState):
        return None
    after = state.clone()
    after.push(action, player)
    if after.occupied.bit_count() == 1:
        return Message("advice-abraeumen-last")
    if is_solvable(after.occupied):
        return Message("advice-abraeumen-solvable")
    return Message("advice-abraeumen-lost")


def value(state: State[Any], player: int) -> float | None:
    """1 while one stone can still be left, else 0 (exact)."""
    if not isinstance(state, AbraeumenState):
        return None
    if state.occupied.bit_count() == 1:
        return 1.0
    return 1.0 if is_solvable(state.occupied) else 0.0
