"""Fünf gewinnt: threat-based evaluation and move ordering.

Every window of five cells in a straight line (4 directions) that holds stones of one colour
only is a potential row; its value grows steeply with the number of stones in it (1, 4, 16,
80, ...).  Four in a window is a threat to win at the next move, two such threats cannot both
be blocked; open threes (three in a window with room on both sides) come next.  The position's
value is the difference of both sides' totals, with the side to move counting extra (it moves
first).  Move ordering tries winning cells first, then blocks of the opponent's fours, then
cells by how much they raise both sides' windows (attack and defence).
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Iterator
from typing import Any

from fives.core import State
from fives.games.fuenf_gewinnt import FuenfGewinntState

Cell = tuple[int, int]
DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))
WEIGHTS = (0, 1, 4, 16, 80, 10_000)
#: what one more stone adds to a window holding 0..4
STEPS = tuple(WEIGHTS[n + 1] - WEIGHTS[n] for n in range(5))
TEMPO = 1.5
SCALE = 150.0


def windows(board: dict[Cell, int], colour: int) -> Iterator[tuple[int, int, int, int]]:
    """Every window of five through a stone of ``colour``, once each: its first cell and its
    direction ``(sx, sy, dx, dy)`` (the scan `window_counts` and `tactics.fours` share)."""
    seen: set[tuple[int, int, int, int]] = set()
    for (x, y), c in board.items():
        if c != colour:
            continue
        for dx, dy in DIRECTIONS:
            for k in range(5):
                key = (x - k * dx, y - k * dy, dx, dy)
                if key not in seen:
                    seen.add(key)
                    yield key


def stones_in(
    board: dict[Cell, int], colour: int, starts: Iterable[tuple[int, int, int, int]], skip: Cell | None = None
) -> Iterator[int]:
    """For each window of five (its first cell and direction ``(sx, sy, dx, dy)``): the stones of
    ``colour`` in it, -1 when it holds a stone of the other colour (``skip``: a cell not looked
    at).  One generator for all the windows: cheaper than a call for each."""
    get = board.get
    for sx, sy, dx, dy in starts:
        count = 0
        for i in range(5):
            at = (sx + i * dx, sy + i * dy)
            v = get(at)
            if v is None or at == skip:
                continue
            if v != colour:
                count = -1
                break
            count += 1
        yield count


#: a window's first cell relative to a cell in it, and its direction: the 20 windows through it
_THROUGH = tuple((k * dx, k * dy, dx, dy) for dx, dy in DIRECTIONS for k in range(5))


def through(cell: Cell) -> list[tuple[int, int, int, int]]:
    """The 20 windows of five through ``cell``."""
    x, y = cell
    return [(x - ox, y - oy, dx, dy) for ox, oy, dx, dy in _THROUGH]


def window_counts(board: dict[Cell, int], colour: int) -> list[int]:
    """How many open windows of five hold 0..5 stones of ``colour`` (and none of the other)."""
    counts = [0] * 6
    for count in stones_in(board, colour, windows(board, colour)):
        if count > 0:
            counts[count] += 1
    return counts


def threat_value(board: dict[Cell, int], colour: int) -> float:
    return float(sum(w * n for w, n in zip(WEIGHTS, window_counts(board, colour), strict=True)))


def evaluate(state: State[Any], player: int) -> float:
    assert isinstance(state, FuenfGewinntState)
    board = state.board
    mine = threat_value(board, player)
    theirs = threat_value(board, 1 - player)
    to_move = state.current_player()
    if to_move == player:
        mine *= TEMPO
    elif to_move == 1 - player:
        theirs *= TEMPO
    material = 0.0
    if state.afterplay:
        material = 4.0 * (state.stones_on_board(player) - state.stones_on_board(1 - player))
    return math.tanh((mine - theirs + material) / SCALE)


def cell_gain(board: dict[Cell, int], cell: Cell, colour: int) -> int:
    """How much placing ``colour`` on ``cell`` raises its windows (a five counts hugely)."""
    gain = 0
    for count in stones_in(board, colour, through(cell)):
        if count >= 0:
            gain += STEPS[count]
    return gain


def order(state: State[Any], player: int, actions: list[Any]) -> list[Any]:
    if not isinstance(state, FuenfGewinntState) or len(actions) < 2:
        return actions
    board = state.board

    def priority(action: tuple[int, ...]) -> int:
        if len(action) == 2:
            cell = (action[0], action[1])
        elif len(action) == 4:
            cell = (action[2], action[3])
        else:
            return 0
        return cell_gain(board, cell, player) + cell_gain(board, cell, 1 - player)

    return sorted(actions, key=priority, reverse=True)


def features(state: State[Any]) -> Iterator[Hashable]:
    assert isinstance(state, FuenfGewinntState)
    yield from state.board.items()
    yield ("in_hand", tuple(state.in_hand))
