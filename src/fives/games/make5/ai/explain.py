"""Make 5's advice: the levels that answer within the hint's budget (``max``, two rounds of
expectimax, may think for several seconds), and the reason: what the rows score after the move."""

from __future__ import annotations

from typing import Any

from fives.core import Message, State
from fives.games.make5 import PLACES, Board, Make5State, board_score, row_colours

#: one round of expectimax over every move: well under 2 s
HINT_LEVEL = "hard"
#: an analysis judges every move of a game: the quicker round over the best moves
ANALYSIS_LEVEL = "medium"


def _gathered(board: Board) -> list[int]:
    """Per row, the most tokens of one colour in it."""
    result = []
    for row in range(PLACES):
        colours = row_colours(board, row)
        result.append(max((colours.count(c) for c in set(colours)), default=0))
    return result


def reason(state: State[Any], player: int, action: Any) -> Message | None:
    if not isinstance(state, Make5State):
        return None
    before = board_score(state.board)
    after = state.clone()
    after.push(action, player)
    if after.game_index != state.game_index or after.is_terminal():
        return None  # the game ended with it: the result says what it scored
    score = board_score(after.board)
    if player == state.sorter:
        if score > before:
            return Message("advice-make5-raises", before=before, after=score)
        was, now = _gathered(state.board), _gathered(after.board)
        grown = [row for row in range(PLACES) if now[row] > was[row] and now[row] >= 2]
        if grown:
            row = max(grown, key=lambda r: now[r])
            return Message("advice-make5-gathers", count=now[row], row=row + 1)
        return None
    if score <= before:
        return Message("advice-make5-spoils", points=score)
    return Message("advice-make5-least", points=score)
