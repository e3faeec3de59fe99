"""Torris's reasons for a hint, from what its search weighs: the opponent left without a move,
an opposing tower taken, the lead in points, one's own tower raised, the rows closed up."""

from __future__ import annotations

from typing import Any

from fives.core import Message, State
from fives.games.torris import SQUARES, TorrisState, square_name, stone_colour


def reason(state: State[Any], player: int, action: Any) -> Message | None:
    if not isinstance(state, TorrisState) or not isinstance(action, int) or action >= SQUARES * SQUARES:
        return None
    if not state.setup_done():
        return None
    src, dst = divmod(action, SQUARES)
    target = state.towers[dst]
    before = state.points()
    after = state.clone()
    after.push(action, player)
    if after.is_terminal():
        return None  # won, drawn or lost: the generic words say which
    opponent = 1 - player
    points = after.points()
    score = {"mine": points[player], "theirs": points[opponent]}
    square = square_name(dst)
    if not after.moves_of(opponent):
        return Message("advice-torris-no-move", player=state.player_name(opponent), square=square)
    if target and stone_colour(target[-1]) == opponent:
        return Message(
            "advice-torris-takes",
            player=state.player_name(opponent),
            height=len(target),
            square=square,
            **score,
        )
    moved_alone = len(state.towers[src]) == 1
    closed = sum(1 for a, b in zip(state.towers, after.towers, strict=True) if a != b) - 2
    if moved_alone and closed > 0:
        return Message("advice-torris-closes", count=closed, square=square, **score)
    if points[player] - points[opponent] > before[player] - before[opponent]:
        return Message("advice-torris-raises", height=len(target) + 1, square=square, **score)
    return None
