"""Fünf gewinnt's reasons for a hint: completes five, makes a double threat (two cells that
complete a five at once) or parries the opponent's (in the placement), blocks the opponent's
row, or builds one's own.

A row here is a window of five cells in a straight line holding stones of one colour only
(the windows of `fives.games.fuenf_gewinnt.ai.evaluation`)."""

from __future__ import annotations

from typing import Any

from fives.core import Message, State
from fives.core.message import Text
from fives.games.fuenf_gewinnt import FuenfGewinntState
from fives.games.fuenf_gewinnt.ai.evaluation import Cell, stones_in, through
from fives.games.fuenf_gewinnt.ai.tactics import double_threats, fours, threatened_double


def longest(board: dict[Cell, int], cell: Cell, colour: int) -> int:
    """The most stones of ``colour`` in a window of five through ``cell`` that holds no other
    colour (``cell`` itself not counted)."""
    return max(0, *stones_in(board, colour, through(cell), skip=cell))


def reason(state: State[Any], player: int, action: Any) -> Message | None:
    if not isinstance(state, FuenfGewinntState) or len(action) not in (2, 4):
        return None
    after = state.clone()
    after.push(action, player)
    cell: Cell = (action[-2], action[-1])
    colour = after.board.get(cell)
    if colour is None:
        return None
    where = f"{cell[0]},{cell[1]}"
    if after.is_terminal() and player in after.outcome().winners:  # type: ignore[union-attr]
        return Message("advice-five-completes", cell=where)
    opponent = state.player_name(1 - player)
    if state.current_player() == player and not state.afterplay:  # the afterplay: seconds
        threat = _threat_reason(state, player, action, opponent)
        if threat is not None:
            return threat
    board = dict(state.board)
    if len(action) == 4:
        board.pop((action[0], action[1]), None)
    theirs = max(longest(board, cell, c) for c in set(board.values()) if c != colour) if board else 0
    mine = longest(board, cell, colour) + 1
    if theirs >= 3 and theirs >= mine - 1:
        return Message("advice-five-blocks", player=opponent, count=theirs, cell=where)
    if mine >= 2:
        return Message("advice-five-builds", count=mine, cell=where)
    return None


def _threat_reason(state: FuenfGewinntState, player: int, action: Any, opponent: Text) -> Message | None:
    """A double threat made (two five-completing cells at once), or the opponent's parried."""
    work = state.clone()
    if double_threats(work, player, [action]):
        work.push(action, player)
        cells = sorted(fours(work.board, player)[0])
        return Message(
            "advice-five-open-four", cells=" / ".join(f"{x},{y}" for x, y in cells), player=opponent
        )
    if not fours(work.board, 1 - player)[0] and threatened_double(work, player):  # a four: a block
        work.push(action, player)
        if not _opponent_forces(work, player):
            return Message("advice-five-parries", player=opponent, cell=f"{action[-2]},{action[-1]}")
    return None


def _opponent_forces(after: FuenfGewinntState, player: int) -> bool:
    """After ``player``'s move: whether the opponent, to move, has a winning double threat."""
    opponent = 1 - player
    return bool(double_threats(after, opponent, after.legal_actions(opponent)))
