"""Hütchenspieler's reasons for a hint, from what the seat can know: the shuffler knows its row
and judges a shuffle move (and a question) by how many symbols a seeker who follows 80% of the
moves would still find (`fives.games.huetchenspieler.ai.seeker`); a seeker has only its own memory of
the face-up row and the shuffle moves it watched: the hint's seeker is shown the seat's views from
the game's start (`fives.ai.advice.remember`), and the reason follows the row the seat's own view
showed face up through the public shuffle moves (`followed`, replayed from the history, which
every position drawn for the seat shares), so a pick of the stone the symbol was followed to is
named as such; where the seat never saw the row (a game begun later), the hint says it guesses."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from fives.core import Message, State
from fives.games.huetchenspieler import (
    ASK,
    GAPS,
    LAY,
    MEMO,
    MOVE,
    PICK,
    PICKING,
    ROW,
    SYMBOLS,
    TURN,
    HuetchenspielerState,
    shuffled,
)
from fives.games.huetchenspieler.ai.seeker import _after_move, findability, memories, shifted, smart_question

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
        if followed(state, player) == action - PICK:  # where the seat followed the symbol to
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


def followed(state: HuetchenspielerState, player: int) -> int | None:
    """Where (0-based) the asked symbol lies for ``player`` after following this turn's row from
    where the seat saw it face up through every shuffle move: replayed from the game's start, the
    row read from the seat's own view (so from nothing the seat did not see); None where the
    seat never saw this turn's row (a game begun from a later position) or nothing is asked."""
    if state.asked < 0 or not state.history:
        return None
    replay = state._prefix_state(0)
    seen: tuple[int, ...] | None = None
    for who, done in state.history:
        replay.push(done, who)
        if isinstance(replay, HuetchenspielerState) and replay.phase == MEMO and replay.turn == state.turn:
            layout = replay.view(player)["position"]["layout"]
            seen = None if layout is None else tuple(SYMBOLS.index(symbol) for symbol in layout)
    if seen is None:
        return None
    row = seen
    for move in state.moves:
        stone0, gap = divmod(move - MOVE, GAPS)
        row = shuffled(row, stone0, gap)
    return row.index(state.asked)


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
