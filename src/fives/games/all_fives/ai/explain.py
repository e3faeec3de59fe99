"""All Fives' reason for a hint: the points a play scores at the open ends."""

from __future__ import annotations

from typing import Any

from fives.core import Message, State


def reason(state: State[Any], player: int, action: Any) -> Message | None:
    after = state.clone()
    before = state.scores()[player]
    after.push(action, player)
    gain = after.scores()[player] - before
    if gain > 0 and not after.is_terminal():
        return Message("advice-all-fives-scores", points=int(gain))
    return None
