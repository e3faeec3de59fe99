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
from fives.games.fuenf_gewinnt.board import LINE_LOW, LINE_MASKS, LINE_WINDOW, STRIDE

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


#: the four directions as steps between the bits of the state's bitboards (cell ``(x, y)`` is bit
#: ``(x - x0) * STRIDE + (y - y0)``): right, up, up-right, down-right
BIT_STEPS = (STRIDE, 1, STRIDE + 1, STRIDE - 1)


def window_sums(own: int, other: int, step: int) -> tuple[int, int, int, int]:
    """For the windows of five with direction ``step`` on bitboards (a window is named by the bit
    of its first cell): the windows holding a stone of ``other`` (bit set), and the number of
    ``own`` stones in each, bit-sliced (ones, twos, fours), all windows at once.

    Cells outside the window of the bitboards alias to rows next to the edges, which hold no
    stone (`fives.games.fuenf_gewinnt.board.MARGIN`): a window with a stone in it is counted
    right (`window_counts` on the board is the reference, tested)."""
    s2, s3, s4 = 2 * step, 3 * step, 4 * step
    blocked = other | (other >> step) | (other >> s2) | (other >> s3) | (other >> s4)
    x2, x3, x4, x5 = own >> step, own >> s2, own >> s3, own >> s4
    ones = own ^ x2
    twos = own & x2
    carry = ones & x3
    ones ^= x3
    twos |= carry  # twos and carry are never both set after three cells
    carry = ones & x4
    ones ^= x4
    fours = twos & carry
    twos ^= carry
    carry = ones & x5
    ones ^= x5
    fours |= twos & carry
    twos ^= carry
    return blocked, ones, twos, fours


def bit_counts(own: int, other: int) -> list[int]:
    """`window_counts` from the bitboards of the two colours (the same numbers, faster)."""
    counts = [0] * 6
    for step in BIT_STEPS:
        blocked, ones, twos, fours = window_sums(own, other, step)
        free = ~blocked
        ones &= free
        twos &= free
        fours &= free
        counts[1] += (ones & ~(twos | fours)).bit_count()
        counts[2] += (twos & ~(ones | fours)).bit_count()
        counts[3] += (ones & twos).bit_count()
        counts[4] += (fours & ~ones).bit_count()
        counts[5] += (fours & ones).bit_count()
    return counts


def bit_threat_value(own: int, other: int) -> float:
    return float(sum(w * n for w, n in zip(WEIGHTS, bit_counts(own, other), strict=True)))


def evaluate(state: State[Any], player: int) -> float:
    assert isinstance(state, FuenfGewinntState)
    own = state._own
    mine = bit_threat_value(own[player], own[1 - player])
    theirs = bit_threat_value(own[1 - player], own[player])
    to_move = state.current_player()
    if to_move == player:
        mine *= TEMPO
    elif to_move == 1 - player:
        theirs *= TEMPO
    material = 0.0
    if state.afterplay:
        material = 4.0 * (state.stones_on_board(player) - state.stones_on_board(1 - player))
    return math.tanh((mine - theirs + material) / SCALE)


def legacy_evaluate(state: State[Any], player: int) -> float:
    """`evaluate` by scanning the board's windows, as at commit 4283797 (the same values, about
    20 times slower): the baseline of issue 34 (``fg:legacy=1``)."""
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


def legacy_order(state: State[Any], player: int, actions: list[Any]) -> list[Any]:
    """`order` by scanning the board for every move, as at commit 4283797 (``fg:legacy=1``)."""
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


def cell_gain(board: dict[Cell, int], cell: Cell, colour: int) -> int:
    """How much placing ``colour`` on ``cell`` raises its windows (a five counts hugely)."""
    gain = 0
    for count in stones_in(board, colour, through(cell)):
        if count >= 0:
            gain += STEPS[count]
    return gain


#: the eight cells of each line around a cell (offsets -4..4 but 0) as bits of `LINE_WINDOW`
_LINE_CELLS = tuple(
    tuple(1 << (LINE_LOW + k * step) for k in range(-4, 5) if k)
    for step in (STRIDE, 1, STRIDE + 1, STRIDE - 1)
)
#: the direction's line of `LINE_MASKS` and the gain of a stone on its middle cell, by the stones
#: on the line (`_line_gain`)
_LINE_GAINS: dict[tuple[int, int, int], int] = {}


def _line_gain(line: int, mine: int, theirs: int) -> int:
    """`cell_gain` for both colours along one line, from its eight cells (remembered)."""
    cells = [1 if mine & bit else -1 if theirs & bit else 0 for bit in _LINE_CELLS[line]]
    cells.insert(4, 0)
    gain = 0
    for start in range(5):
        window = cells[start : start + 5]
        if -1 not in window:
            gain += STEPS[window.count(1)]
        if 1 not in window:
            gain += STEPS[window.count(-1)]
    _LINE_GAINS[(line, mine, theirs)] = gain
    return gain


def bit_gain(state: FuenfGewinntState, cell: Cell) -> int:
    """``cell_gain`` of ``cell`` for both colours, from the bitboards: the four lines of nine
    cells through it, each remembered by its stones (cells past the edge of the bitboards alias
    to cells near the other edge: this is ordering, not judging)."""
    shift = (cell[0] - state._x0) * STRIDE + cell[1] - state._y0 - LINE_LOW
    own = state._own
    if shift >= 0:
        a, b = own[0] >> shift & LINE_WINDOW, own[1] >> shift & LINE_WINDOW
    else:
        a, b = own[0] << -shift & LINE_WINDOW, own[1] << -shift & LINE_WINDOW
    gains = _LINE_GAINS
    total = 0
    for line, mask in enumerate(LINE_MASKS):
        mine, theirs = a & mask, b & mask
        gain = gains.get((line, mine, theirs))
        total += _line_gain(line, mine, theirs) if gain is None else gain
    return total


def order(state: State[Any], player: int, actions: list[Any]) -> list[Any]:
    if not isinstance(state, FuenfGewinntState) or len(actions) < 2:
        return actions
    gains: dict[Cell, int] = {}  # in the afterplay many moves share a destination

    def priority(action: tuple[int, ...]) -> int:
        if len(action) == 2:
            cell = (action[0], action[1])
        elif len(action) == 4:
            cell = (action[2], action[3])
        else:
            return 0
        gain = gains.get(cell)
        if gain is None:
            gain = gains[cell] = bit_gain(state, cell)
        return gain

    return sorted(actions, key=priority, reverse=True)


def features(state: State[Any]) -> Iterator[Hashable]:
    assert isinstance(state, FuenfGewinntState)
    yield from state.board.items()
    yield ("in_hand", tuple(state.in_hand))
