"""Hütchenspieler's reasons for a hint, from what the seat can know: the shuffler knows its row
and judges a shuffle move (and a question) by how many symbols a seeker who follows 80% of the
moves would still find (`fives.ai.huetchenspieler.seeker`); a seeker has only its own memory of
the face-up row and the shuffle moves it watched, so the hint says where to follow the symbol to,
not where it is."""

from __future__ import annotations

import random
from typing import Any

from fives.ai.huetchenspieler.seeker import _after_move, findability, memories, shifted, smart_question
from fives.core import Message, State
from fives.games.huetchenspieler import (
    ASK,
    GAPS,
    LAY,
    MOVE,
    PICK,
    ROW,
    SYMBOLS,
    TURN,
    HuetchenspielerState,
    shuffled,
)

#: the attention of the seeker a shuffle move is judged against (the smart shuffler's model)
MODEL_ATTENTION = 0.8


def reason(state: State[Any], player: int, action: Any) -> Message | None:
    if not isinstance(state, HuetchenspielerState) or not isinstance(action, int):
        return None
    if action >= PICK:
        after = state.clone()
        after.push(action, player)
        if after.is_terminal():
            return None  # the last pick: the generic words say how the game ends
        symbol = SYMBOLS[state.asked] if state.asked >= 0 else None
        if symbol is None:
            return None
        return Message(
            "advice-huetchen-follow",
            symbol=Message("symbol-the", symbol=symbol),
            count=len(state.face_down()),
            moves=len(state.moves),
            position=action - PICK + 1,
        )
    if action >= ASK:
        # the smart shuffler's question: the one after which the seekers win the fewest stones
        if not state.layout or smart_question(state, MODEL_ATTENTION, random.Random(0)) != action:
            return None
        return Message("advice-huetchen-ask", symbol=Message("symbol", symbol=SYMBOLS[action - ASK]))
    if action >= MOVE:
        stone0, gap = divmod(action - MOVE, GAPS)
        if not state.layout:
            return None
        dist = _after_move(memories(state.layout, state.moves, MODEL_ATTENTION), action, MODEL_ATTENTION)
        found = findability(dist, shuffled(state.row(), stone0, gap), list(range(ROW)), list(range(ROW)))
        return Message(
            "advice-huetchen-shuffle",
            stones=len(shifted(stone0, gap)),
            found=round(found, 1),
        )
    if action == TURN:
        return None
    if action >= LAY:
        return Message("advice-huetchen-lay")
    return None
