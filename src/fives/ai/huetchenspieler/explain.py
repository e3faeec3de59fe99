"""Hütchenspieler's reasons for a hint, from what the seat can know: the shuffler knows its row
and judges a shuffle move (and a question) by how many symbols a seeker who follows 80% of the
moves would still find (`fives.ai.huetchenspieler.seeker`); a seeker has only its own memory of
the face-up row and the shuffle moves it watched: the hint's seeker is shown the seat's views from
the game's start (`fives.ai.advice.remember`) and ``state`` is drawn from its memory (its
``recall``), so a pick where the asked symbol lies in that position is named as followed from the
row the seat saw; where the memory cannot tell (a row never seen), the hint says it guesses."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from fives.ai.huetchenspieler.seeker import _after_move, findability, memories, shifted, smart_question
from fives.core import Message, State
from fives.games.huetchenspieler import (
    ASK,
    GAPS,
    LAY,
    MOVE,
    PICK,
    PICKING,
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
        if state.row()[action - PICK] == state.asked:  # where the seat's memory puts it
            return Message(
                "advice-huetchen-found",
                symbol=Message("symbol-the", symbol=symbol),
                moves=len(state.moves),
                position=action - PICK + 1,
            )
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


def pick_values(state: State[Any], player: int, actions: Sequence[Any]) -> list[float] | None:
    """The values of a seeker's picks in ``state`` (a position drawn from what the seat knows and
    remembers), in stones: each stone at stake (one, two for the third stone) that the pick wins
    counts +1/4, each it leaves to the shuffler -1/4 (the four stones of a turn span [-1, 1]).
    None for any other decision (the look-ahead judges those)."""
    if not isinstance(state, HuetchenspielerState) or state.phase != PICKING or state.asked < 0:
        return None
    if player == state.shuffler or not all(isinstance(a, int) and a >= PICK for a in actions):
        return None
    stake = 2 if len(state.face_down()) == 2 else 1
    row = state.row()
    return [stake / ROW if row[action - PICK] == state.asked else -stake / ROW for action in actions]
