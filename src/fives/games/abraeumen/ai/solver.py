"""An exact solver for Abräumen (peg solitaire on the 6 x 6 square with free corners).

Everything works on the 36-bit occupancy bitboard of `fives.games.abraeumen` (bit ``r * 6 + c``
for file ``c`` and rank ``r + 1``); the hot path never builds a `State`.

Method (see docs/ai/abraeumen_solver.md for the measurements):

* **Move generation by shifts.**  For each of the four directions one expression of shifts and
  masks gives every stone that can jump that way; the jump is applied with one ``xor``.
* **Depth-first search with a transposition table of dead positions.**  A position from which
  no sequence of jumps leaves one stone is stored and never searched twice.  The table lives in
  the module and is shared by all calls (dead is dead, whatever was asked), so hints during a
  game get faster as the game goes on; it is emptied when it reaches 2 million entries.
* **Symmetry.**  The square has the 8 symmetries of the dihedral group D4.  The canonical key
  of a position is the least of its 8 images; each image is computed from the three 12-bit
  chunks (two ranks each) of the bitboard with precomputed tables (21 look-ups).  Positions with
  20 or more stones are stored under their canonical key (and as they are); smaller ones only as
  they are, because there the 8 images cost more than the rare symmetric transpositions save.
  The targeted search (one given end square) keys on the pair (position, end square).
* **Position classes (colour-class invariant).**  Colour the squares by ``(r + c) mod 3`` and,
  independently, by ``(r - c) mod 3``.  A jump touches three squares in a line, one of each
  colour, and changes every colour count by one, so the parities of ``n0 + n1`` and ``n1 + n2``
  never change, for either colouring.  A single stone on square s has the class of s, so the
  last stone can only end on the (at most four) squares whose class equals that of the
  position; a position whose class matches no square is unsolvable at once.  From the start
  these are b2, e2, b5 and e5.
* **Move ordering and restarts.**  Jumps that bring stones nearer to the possible end squares
  (and to the centre) are tried first: from the start the first dive succeeds with a few hundred
  nodes.  Because the search time is heavy-tailed in the ordering, the search restarts with five
  orderings (towards all end squares, towards each one) under growing node budgets; the dead
  positions found stay in the table, so a restart loses only unfinished branches.
* **Beam and level search (numpy).**  What the first dive (20,000 nodes) does not settle goes to
  vectorised searches over whole levels (all positions after k jumps, sorted uint64 arrays): a
  beam search (the 1,000, then 4,000 best positions per level by a score of distances and
  isolated stones) finds the solutions the depth-first search wanders for, and for at most 26
  stones an exhaustive level search lists every reachable position, which proves unsolvability
  at about 0.15 µs a position instead of about 2 µs.  A solution is
  traced back through the levels.  Only if that grows past 8 million positions do the old
  restarts and the unbounded depth-first search run.
* **Coset pagoda (targeted search only).**  A stone on a square with (even, even) coordinates
  only ever jumps to such a square, so the number of stones on each of the four cosets of
  that lattice never grows (a 0/1 pagoda function in Conway's sense); an end square on an
  emptied coset is out of reach.
* Tried and dropped (measured, see the doc): products of one-dimensional pagoda functions and
  Fibonacci ("golden") pagodas centred on the end squares pruned under 0.1 % of the nodes,
  because the four possible end squares are spread over the board; a "reach" test (the squares
  that could ever be filled fall apart into parts that never interact) pruned 10-30 % of the
  nodes but cost more time than it saved.
"""

from __future__ import annotations

import itertools
import random
import time
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from fives.ai.plugin import SolveRequest
from fives.core import Message, State
from fives.games.abraeumen import FULL, JUMP_INDEX, JUMPS, SIZE, START, AbraeumenState, square_name

__all__ = [
    "SQUARE_MAP",
    "Hint",
    "SolverAgent",
    "candidate_end_squares",
    "canonical",
    "clear_tables",
    "end_square_solutions",
    "hint",
    "is_solvable",
    "legal_masks",
    "map_action",
    "notation",
    "position_class",
    "replay_occupancy",
    "solvable_end_squares",
    "solve",
    "solve_report",
    "solve_to",
    "table_size",
    "transform",
    "transforms",
]

# --- geometry ---------------------------------------------------------------------------------

_COLS_0_3 = sum(1 << (r * SIZE + c) for r in range(SIZE) for c in range(SIZE - 2))
_COLS_2_5 = sum(1 << (r * SIZE + c) for r in range(SIZE) for c in range(2, SIZE))
_ROWS_0_3 = sum(1 << i for i in range(SIZE * (SIZE - 2)))
_ROWS_2_5 = _ROWS_0_3 << (2 * SIZE)
_LINE_H = 0b111  # from, over, to along a rank
_LINE_V = 1 | 1 << SIZE | 1 << (2 * SIZE)  # along a file


def _map_square(g: int, index: int) -> int:
    """The image of square ``index`` under symmetry ``g`` (0 = identity, 0..7 = D4)."""
    r, c = divmod(index, SIZE)
    m = SIZE - 1
    if g & 4:  # transpose first
        r, c = c, r
    if g & 1:  # mirror left-right
        c = m - c
    if g & 2:  # mirror top-bottom
        r = m - r
    return r * SIZE + c


#: ``SQUARE_MAP[g][i]``: the image of square i under symmetry g (g = 0 is the identity).
SQUARE_MAP: tuple[tuple[int, ...], ...] = tuple(
    tuple(_map_square(g, i) for i in range(SIZE * SIZE)) for g in range(8)
)


def transform(g: int, occupied: int) -> int:
    """The image of a bitboard under symmetry ``g`` (slow reference version, one square at a time)."""
    result = 0
    squares = SQUARE_MAP[g]
    for i in range(SIZE * SIZE):
        if occupied >> i & 1:
            result |= 1 << squares[i]
    return result


_CHUNK = 12  # two ranks


def _chunk_table(g: int, chunk: int) -> list[int]:
    return [transform(g, v << (chunk * _CHUNK)) for v in range(1 << _CHUNK)]


_T = [[_chunk_table(g, k) for k in range(3)] for g in range(8)]
(_A1, _B1, _C1), (_A2, _B2, _C2), (_A3, _B3, _C3) = _T[1], _T[2], _T[3]
(_A4, _B4, _C4), (_A5, _B5, _C5), (_A6, _B6, _C6), (_A7, _B7, _C7) = _T[4], _T[5], _T[6], _T[7]
_MASK12 = (1 << _CHUNK) - 1


def transforms(occupied: int) -> list[int]:
    """The 8 images of a bitboard under the symmetries of the square (index = symmetry)."""
    a, b, c = occupied & _MASK12, occupied >> 12 & _MASK12, occupied >> 24
    return [occupied] + [t[0][a] | t[1][b] | t[2][c] for t in _T[1:]]


def canonical(occupied: int) -> int:
    """The canonical key of a position: the least of its 8 images under D4."""
    a, b, c = occupied & _MASK12, occupied >> 12 & _MASK12, occupied >> 24
    return min(
        occupied,
        _A1[a] | _B1[b] | _C1[c],
        _A2[a] | _B2[b] | _C2[c],
        _A3[a] | _B3[b] | _C3[c],
        _A4[a] | _B4[b] | _C4[c],
        _A5[a] | _B5[b] | _C5[c],
        _A6[a] | _B6[b] | _C6[c],
        _A7[a] | _B7[b] | _C7[c],
    )


# --- invariants -------------------------------------------------------------------------------

_COLOUR_P = [sum(1 << i for i in range(SIZE * SIZE) if (i // SIZE + i % SIZE) % 3 == k) for k in range(3)]
_COLOUR_M = [sum(1 << i for i in range(SIZE * SIZE) if (i // SIZE - i % SIZE) % 3 == k) for k in range(3)]


def position_class(occupied: int) -> int:
    """The position class (4 bits), invariant under jumps: parities of colour-count sums."""
    p = [(occupied & m).bit_count() for m in _COLOUR_P]
    q = [(occupied & m).bit_count() for m in _COLOUR_M]
    return (
        ((p[0] + p[1]) & 1) | ((p[1] + p[2]) & 1) << 1 | ((q[0] + q[1]) & 1) << 2 | ((q[1] + q[2]) & 1) << 3
    )


def candidate_end_squares(occupied: int) -> list[int]:
    """The squares a last stone could end on, by the position class alone."""
    cls = position_class(occupied)
    return [i for i in range(SIZE * SIZE) if position_class(1 << i) == cls]


# --- move generation --------------------------------------------------------------------------


def _moves(occ: int) -> list[int]:
    """Every jump in ``occ`` as the xor mask that applies it."""
    empty = FULL & ~occ
    result = []
    m = occ & occ >> 1 & empty >> 2 & _COLS_0_3  # towards file f
    while m:
        low = m & -m
        result.append(low * _LINE_H)
        m ^= low
    m = occ & occ << 1 & empty << 2 & _COLS_2_5  # towards file a
    while m:
        low = m & -m
        result.append((low >> 2) * _LINE_H)
        m ^= low
    m = occ & occ >> SIZE & empty >> 2 * SIZE & _ROWS_0_3  # towards rank 6
    while m:
        low = m & -m
        result.append(low * _LINE_V)
        m ^= low
    m = occ & occ << SIZE & empty << 2 * SIZE & _ROWS_2_5  # towards rank 1
    while m:
        low = m & -m
        result.append((low >> 2 * SIZE) * _LINE_V)
        m ^= low
    return result


_ACTION_OF_MASK: dict[tuple[int, int], int] = {}
for _i, (_f, _o, _t) in enumerate(JUMPS):
    _ACTION_OF_MASK[(1 << _f | 1 << _o | 1 << _t, 1 << _t)] = _i


def _action(occ: int, mask: int) -> int:
    """The action index of the jump ``mask`` played in ``occ`` (the landing square is the empty one)."""
    return _ACTION_OF_MASK[(mask, mask & ~occ)]


def legal_masks(occupied: int) -> list[tuple[int, int]]:
    """(action, xor mask) of every legal jump."""
    return [(_action(occupied, m), m) for m in _moves(occupied)]


# --- search -----------------------------------------------------------------------------------

#: Dead positions (no jump sequence leaves one stone), shared by all calls: each as it is, and
#: under its canonical key too when it has `_CANONICAL_FROM` or more stones.
_DEAD: set[int] = set()
#: For each end square, positions from which the last stone cannot end there (stored as they are).
_DEAD_TO: dict[int, set[int]] = {}
_DEAD_LIMIT = 2_000_000
#: Positions with at least this many stones are stored under their canonical (D4) key, smaller
#: ones as they are: the 8 images cost more than the rare symmetric transpositions save there
#: (measured on 31 positions from random play: CPU time 4.4 s instead of 7.4 s with canonical
#: keys at every depth, about as many positions searched).
_CANONICAL_FROM = 20


_ORDER_SHIFT = 40  # an ordered move is ``rank << 40 | direction << 36 | xor mask``; sorting orders them
_LOW36 = (1 << 36) - 1


_Tables = tuple[dict[int, int], dict[int, int], dict[int, int], dict[int, int]]


def clear_tables() -> None:
    """Forget every dead position (benchmarks use this to measure from a cold start)."""
    _DEAD.clear()
    _DEAD_TO.clear()


def table_size() -> int:
    """How many dead-position entries the tables hold."""
    return len(_DEAD) + sum(len(d) for d in _DEAD_TO.values())


def _order_tables(targets: list[int]) -> _Tables:
    """Move ordering: jumps that bring stones towards the possible end squares (and the centre) first.

    One table per direction (towards file f, file a, rank 6, rank 1), from the bit of the square
    that the move generator yields (the lowest of the three) to the ordered move.
    """

    def weight(i: int) -> int:
        r, c = divmod(i, SIZE)
        near = min(abs(r - t // SIZE) + abs(c - t % SIZE) for t in targets)
        return 20 * near + abs(2 * r - SIZE + 1) + abs(2 * c - SIZE + 1)

    tables: _Tables = ({}, {}, {}, {})
    for f, o, t in JUMPS:
        rank = weight(t) - weight(f) - weight(o) + 1000
        direction = (0 if t > f else 1) if abs(t - f) == 2 else (2 if t > f else 3)
        tables[direction][1 << min(f, t)] = rank << _ORDER_SHIFT | direction << 36 | 1 << f | 1 << o | 1 << t
    return tables


class _OutOfBudget(Exception):
    pass


#: Node budgets of the restarts of the targeted search (see `solve_to`).
_RESTART_BUDGETS: tuple[int, ...] = (20_000, 200_000)
#: Node budgets of the restarts before the level search takes over (see `_solution_masks`).
_DIVE_BUDGETS: tuple[int, ...] = (20_000,)
#: How many of the move orderings are dived before a level search.
_LEVEL_DIVES = 1


def _solution_masks(occupied: int) -> list[int] | None:
    """The xor masks of a solution, or None.

    The time a depth-first search needs to find a solution depends enormously on the move
    ordering (0.02 s with one, 2.7 s with another on the same 23-stone position), so the search
    restarts: it tries move orderings towards all possible end squares and towards each one in
    turn, each with a node budget (`_RESTART_BUDGETS`, one round per budget).  Dead positions found
    by an aborted try stay in the table, so a restart loses only its unfinished branches.  A
    position the dives cannot settle is searched level by level (`_level_search`, numpy arrays,
    every position reachable from it); only if that grows too large does the depth-first search
    run without a budget.
    """
    targets = candidate_end_squares(occupied)
    if occupied == 0 or not targets:
        return None
    if occupied in _DEAD or canonical(occupied) in _DEAD:
        return None
    orders = [targets] + ([[t] for t in targets] if len(targets) > 1 else [])
    level_search = occupied.bit_count() <= _LEVEL_MAX_STONES
    for budget in _DIVE_BUDGETS:
        for order in orders[:_LEVEL_DIVES] if level_search else orders:
            try:
                return _dive(occupied, order, budget)
            except _OutOfBudget:
                pass
    for width in _BEAM_WIDTHS:
        masks = _beam(occupied, width)
        if masks is not None:
            return masks
    if level_search:
        try:
            masks = _level_search(occupied)
        except _OutOfBudget:
            pass
        else:
            if masks is None:
                _DEAD.add(occupied)
                _DEAD.add(canonical(occupied))
            return masks
    for budget in _RESTART_BUDGETS[1:]:
        for order in orders:
            try:
                return _dive(occupied, order, budget)
            except _OutOfBudget:
                pass
    return _dive(occupied, targets, None)


# --- level-by-level search (numpy) ---------------------------------------------------------------

_U64 = np.uint64
_Board = npt.NDArray[np.uint64]
#: (shift to the jumped stone, squares a jump in that direction can start from as seen by the
#: move generator, the three squares of the line at bit 0, offset of that bit) per direction.
_DIRECTIONS = (
    (1, _COLS_0_3, _LINE_H, 0),
    (-1, _COLS_2_5, _LINE_H, 2),
    (SIZE, _ROWS_0_3, _LINE_V, 0),
    (-SIZE, _ROWS_2_5, _LINE_V, 2 * SIZE),
)
#: The xor masks of all jumps (for predecessors: ``q & line == 1 << to`` means q ^ line jumps to q).
_ALL_LINES = [(1 << f | 1 << o | 1 << t, 1 << t) for f, o, t in JUMPS]
#: The level search gives up (and the unbounded depth-first search takes over) when the positions
#: held reach this many: about 8 bytes each, so at most a few hundred MB.
_LEVEL_LIMIT = 8_000_000
#: The level search runs only on positions with at most this many stones (more would need too many
#: levels; with more stones the dives almost always find a solution quickly).
_LEVEL_MAX_STONES = 26
#: Widths of the beam searches tried before the level search.
_BEAM_WIDTHS = (1_000, 4_000)


def _unique(level: _Board) -> _Board:
    """``level`` sorted, without repeats (``np.unique`` hashes, which measured 100 times slower)."""
    level.sort()
    if len(level) > 1:
        keep = np.empty(len(level), dtype=bool)
        keep[0] = True
        np.not_equal(level[1:], level[:-1], out=keep[1:])
        level = level[keep]
    return level


def _children(level: _Board) -> _Board:
    """Every position one jump from a position of ``level`` (sorted, without repeats).

    Per direction one shift expression marks the stones that can jump; the marks are taken off
    one lowest bit at a time for all positions at once (as many rounds as the most marks of one
    position), which measured 3.4 times faster than listing them with ``unpackbits``.
    """
    empty = _U64(FULL) ^ level
    found: list[_Board] = []
    for s, valid, line, offset in _DIRECTIONS:
        if s > 0:
            marks = level & (level >> _U64(s)) & (empty >> _U64(2 * s)) & _U64(valid)
        else:
            marks = level & (level << _U64(-s)) & (empty << _U64(-2 * s)) & _U64(valid)
        source = level
        while True:
            left = marks != 0
            marks, source = marks[left], source[left]
            if len(marks) == 0:
                break
            low = marks & (~marks + _U64(1))
            found.append(source ^ ((low >> _U64(offset)) * _U64(line)))
            marks = marks ^ low
    if not found:
        return np.empty(0, dtype=_U64)
    return _unique(np.concatenate(found))


def _level_search(occupied: int) -> list[int] | None:
    """The xor masks of a solution, or None, by listing every position reachable from ``occupied``.

    Level k holds (as a sorted numpy array) every position reachable with k jumps; the puzzle is
    solvable exactly when the last level (one stone) is not empty.  Vectorised, a position costs
    about 0.15 µs instead of about 2 µs in the depth-first search, and unlike it the level search
    pays nothing for wandering into large dead regions.  Raises _OutOfBudget when the levels grow
    past `_LEVEL_LIMIT` positions.
    """
    levels: list[_Board] = [np.array([occupied], dtype=_U64)]
    held = 1
    for _ in range(occupied.bit_count() - 1):
        level = _children(levels[-1])
        if len(level) == 0:
            return None
        held += len(level)
        if held > _LEVEL_LIMIT:
            raise _OutOfBudget
        levels.append(level)
    path = _trace(levels, int(levels[-1][0]))
    return [a ^ b for a, b in itertools.pairwise(path)]


def _beam(occupied: int, width: int) -> list[int] | None:
    """The xor masks of a solution found by a beam search, or None (which proves nothing).

    Like the level search, but each level keeps only the ``width`` positions with the lowest
    score (`_score`).  The solvable positions on which the depth-first search wanders longest
    (0.5-10 s) are solved this way in 15-30 ms with a width of 1,000.
    """
    weights = _beam_weights(tuple(candidate_end_squares(occupied)))
    levels: list[_Board] = [np.array([occupied], dtype=_U64)]
    for _ in range(occupied.bit_count() - 1):
        level = _children(levels[-1])
        if len(level) == 0:
            return None
        if len(level) > width:
            level = np.sort(level[np.argpartition(_score(level, weights), width)[:width]])
        levels.append(level)
    path = _trace(levels, int(levels[-1][0]))
    return [a ^ b for a, b in itertools.pairwise(path)]


_NOT_FILE_A = FULL & ~sum(1 << (r * SIZE) for r in range(SIZE))
_NOT_FILE_F = FULL & ~sum(1 << (r * SIZE + SIZE - 1) for r in range(SIZE))
_BEAM_WEIGHTS: dict[tuple[int, ...], npt.NDArray[np.int64]] = {}
#: Weight of a stone without an orthogonal neighbour in the beam score.
_ISOLATED = 8


def _beam_weights(targets: tuple[int, ...]) -> npt.NDArray[np.int64]:
    """Per square: twice the distance to the nearest possible end square plus the distance to the centre."""
    if targets not in _BEAM_WEIGHTS:
        weights = np.zeros(SIZE * SIZE, dtype=np.int64)
        for i in range(SIZE * SIZE):
            r, c = divmod(i, SIZE)
            near = min(abs(r - t // SIZE) + abs(c - t % SIZE) for t in targets)
            weights[i] = 2 * near + abs(2 * r - SIZE + 1) + abs(2 * c - SIZE + 1)
        _BEAM_WEIGHTS[targets] = weights
    return _BEAM_WEIGHTS[targets]


def _bits(level: _Board) -> npt.NDArray[np.uint8]:
    """One row of 36 zeros and ones per position."""
    return np.unpackbits(level.view(np.uint8).reshape(-1, 8), axis=1, bitorder="little")[:, : SIZE * SIZE]


def _score(level: _Board, weights: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """The beam score (lower is better): weighted stones plus `_ISOLATED` per isolated stone."""
    east = (level >> _U64(1)) & _U64(_NOT_FILE_F)
    west = (level << _U64(1)) & _U64(_NOT_FILE_A)
    north = level >> _U64(SIZE)
    south = (level << _U64(SIZE)) & _U64(FULL)
    isolated = level & ~(east | west | north | south)
    result: npt.NDArray[np.int64] = _bits(level) @ weights + _ISOLATED * _bits(isolated).sum(
        axis=1, dtype=np.int64
    )
    return result


def _trace(levels: list[_Board], occ: int) -> list[int]:
    """The positions of a path from the position of ``levels[0]`` to ``occ``, one of the last level.

    Each step back picks a predecessor that lies in the level above, so it is reachable too.
    """
    path = [occ]
    for above in reversed(levels[:-1]):
        for line, to in _ALL_LINES:
            if occ & line == to:
                parent = occ ^ line
                i = int(np.searchsorted(above, _U64(parent)))
                if i < len(above) and int(above[i]) == parent:
                    occ = parent
                    path.append(occ)
                    break
        else:  # pragma: no cover - every position of a level has a parent in the level above
            raise AssertionError("broken level search")
    path.reverse()
    return path


def _dive(occupied: int, order: list[int], budget: int | None, target: int | None = None) -> list[int] | None:
    """Depth-first search with the dead-position table, moves ordered towards ``order``.

    Raises _OutOfBudget after ``budget`` new nodes (None: no limit).  The search is one closure
    so that the tables it reads every node are fast cell variables; move generation and the
    canonical key are written out in it for speed.
    """
    n0 = occupied.bit_count()
    east, west, north, south = _order_tables(order)
    nodes_left = -1 if budget is None else budget
    dead = _DEAD
    any_dead = _DEAD
    targeted = target is not None
    final = 0
    coset = FULL
    canonical_from = _CANONICAL_FROM
    if target is not None:  # dead-for-this-square positions, stored as they are
        dead = _DEAD_TO.setdefault(target, set())
        final = 1 << target
        coset = _coset(target)
        canonical_from = SIZE * SIZE + 1
    a1, b1, c1, a2, b2, c2, a3, b3, c3 = _A1, _B1, _C1, _A2, _B2, _C2, _A3, _B3, _C3
    a4, b4, c4, a5, b5, c5 = _A4, _B4, _C4, _A5, _B5, _C5
    a6, b6, c6, a7, b7, c7 = _A6, _B6, _C6, _A7, _B7, _C7
    full, mask12, low36 = FULL, _MASK12, _LOW36
    cols03, cols25, rows03, rows25 = _COLS_0_3, _COLS_2_5, _ROWS_0_3, _ROWS_2_5
    path: list[int] = []

    def search(occ: int, n: int) -> bool:
        if n == 1:
            return not targeted or occ == final
        if occ in dead:
            return False
        if targeted and (occ in any_dead or not occ & coset):
            return False
        key = occ
        if n >= canonical_from:
            a, b, c = occ & mask12, occ >> 12 & mask12, occ >> 24
            key = min(
                occ,
                a1[a] | b1[b] | c1[c],
                a2[a] | b2[b] | c2[c],
                a3[a] | b3[b] | c3[c],
                a4[a] | b4[b] | c4[c],
                a5[a] | b5[b] | c5[c],
                a6[a] | b6[b] | c6[c],
                a7[a] | b7[b] | c7[c],
            )
            if key in dead:
                return False
        nonlocal nodes_left
        nodes_left -= 1
        if nodes_left == 0:
            raise _OutOfBudget
        empty = full ^ occ
        ms = []
        m = occ & occ >> 1 & empty >> 2 & cols03
        while m:
            low = m & -m
            ms.append(east[low])
            m ^= low
        m = occ & occ << 1 & empty << 2 & cols25
        while m:
            low = m & -m
            ms.append(west[low >> 2])
            m ^= low
        m = occ & occ >> 6 & empty >> 12 & rows03
        while m:
            low = m & -m
            ms.append(north[low])
            m ^= low
        m = occ & occ << 6 & empty << 12 & rows25
        while m:
            low = m & -m
            ms.append(south[low >> 12])
            m ^= low
        ms.sort()
        n -= 1
        for v in ms:
            if search(occ ^ (v & low36), n):
                path.append(v & low36)
                return True
        if len(dead) >= _DEAD_LIMIT:
            dead.clear()
            any_dead.clear()
        dead.add(occ)
        if key != occ:
            dead.add(key)
        return False

    if not search(occupied, n0):
        return None
    path.reverse()
    return path


def _to_actions(occupied: int, masks: list[int]) -> list[int]:
    actions = []
    occ = occupied
    for m in masks:
        actions.append(_action(occ, m))
        occ ^= m
    return actions


def solve(occupied: int = START) -> list[int] | None:
    """A winning sequence of jumps (action indices into ``JUMPS``) down to one stone, or None."""
    masks = _solution_masks(occupied)
    return None if masks is None else _to_actions(occupied, masks)


def is_solvable(occupied: int) -> bool:
    """Whether some sequence of jumps leaves exactly one stone."""
    return _solution_masks(occupied) is not None


# --- search for a given end square --------------------------------------------------------------

#: Squares of each of the four cosets of the lattice of even coordinates.  A stone on a coset
#: square only ever jumps to a square of the same coset, so a coset's stone count never grows
#: (a 0/1 pagoda function): an end square on an empty coset is out of reach.
_COSETS = [
    sum(1 << (r * SIZE + c) for r in range(SIZE) for c in range(SIZE) if (r % 2, c % 2) == (a, b))
    for a in range(2)
    for b in range(2)
]


def _coset(square: int) -> int:
    return next(m for m in _COSETS if m >> square & 1)


def solve_to(occupied: int, target: int) -> list[int] | None:
    """A winning sequence (action indices) that leaves the last stone on square ``target``, or None.

    The same search as `solve`, with moves ordered towards ``target``, its own table of positions
    dead for this square, and the coset pagoda; positions dead for every square count too.
    """
    if target not in candidate_end_squares(occupied):
        return None
    path: list[int] | None = None
    for budget in (*_RESTART_BUDGETS, None):
        try:
            path = _dive(occupied, [target], budget, target)
            break
        except _OutOfBudget:
            if _solution_masks(occupied) is None:  # dead for every square: settle it quickly
                return None
    return None if path is None else _to_actions(occupied, path)


def replay_occupancy(occupied: int, actions: list[int]) -> int:
    """The bitboard after playing ``actions`` (which must be legal) from ``occupied``."""
    for action in actions:
        f, o, t = JUMPS[action]
        occupied ^= 1 << f | 1 << o | 1 << t
    return occupied


def map_action(g: int, action: int) -> int:
    """The image of a jump under symmetry ``g``."""
    f, _, t = JUMPS[action]
    return JUMP_INDEX[(SQUARE_MAP[g][f], SQUARE_MAP[g][t])]


def end_square_solutions(occupied: int = START) -> dict[int, list[int]]:
    """For every square the last stone can end on, one winning sequence ending there.

    One search to any end square comes first (it settles an unsolvable position at once and
    gives one end square).  The symmetries that fix the position map an end square's solution
    onto the solutions for its whole orbit, so only one end square per orbit is searched.
    """
    first = solve(occupied)
    if first is None:
        return {}
    images = transforms(occupied)
    stabiliser = [g for g in range(8) if images[g] == occupied]
    result: dict[int, list[int]] = {}
    searched: set[int] = set()
    last = replay_occupancy(occupied, first)
    targets = [last.bit_length() - 1] + [t for t in candidate_end_squares(occupied) if 1 << t != last]
    for target in targets:
        if target in searched:
            continue
        searched.update(SQUARE_MAP[g][target] for g in stabiliser)
        solution = first if 1 << target == last else solve_to(occupied, target)
        if solution is None:
            continue
        for g in stabiliser:
            image = SQUARE_MAP[g][target]
            if image not in result:
                result[image] = [map_action(g, a) for a in solution]
    return dict(sorted(result.items()))


def solvable_end_squares(occupied: int = START) -> list[int]:
    """Every square on which the last stone can end, in increasing order (its length is the count)."""
    return list(end_square_solutions(occupied))


# --- the hint ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Hint:
    """The puzzle's hint: can it still be solved, and with which jump (an action index)."""

    solvable: bool
    best: int | None
    message: str

    @property
    def words(self) -> Message:
        """The message in words for a person (`message` is the API's English)."""
        if self.best is None:
            return Message("abraeumen-hint-solved" if self.solvable else "abraeumen-hint-lost")
        return Message("abraeumen-hint-solvable", jump=_jump_name(self.best))


def hint(state: State[Any] | int) -> Hint:
    """Whether the puzzle can still be solved from ``state`` and, if so, a jump that keeps it solvable.

    ``state`` is an Abräumen state or its occupancy bitboard.
    """
    occupied = _occupancy(state)
    if occupied.bit_count() == 1:
        return Hint(True, None, "solved: one stone is left")
    masks = _solution_masks(occupied)
    if masks is None:
        return Hint(False, None, "no longer solvable")
    best = _action(occupied, masks[0])
    return Hint(True, best, f"still solvable, best jump {_jump_name(best)}")


def solve_report(request: SolveRequest) -> str:
    """What ``fives solve abraeumen`` prints: a full solution from the start (or from
    ``request.state``) with its time and, with ``request.end_squares``, every square the last
    stone can end on."""
    occupied = START if request.state is None else _occupancy(request.state)
    started = time.perf_counter()
    solution = solve(occupied)
    elapsed = time.perf_counter() - started
    if solution is None:
        lines = [f"no longer solvable ({elapsed:.2f} s)"]
    else:
        lines = [f"a solution in {len(solution)} jumps ({elapsed:.2f} s):", notation(solution)]
    if request.end_squares:
        squares = solvable_end_squares(occupied)
        names = ", ".join(square_name(s) for s in squares)
        lines.append(f"the last stone can end on {len(squares)} squares: {names}")
    return "\n".join(lines)


def notation(actions: list[int]) -> str:
    """A jump sequence in the game's notation, e.g. ``"d1-f1 b1-d1 ..."``."""
    return " ".join(_jump_name(a) for a in actions)


def _occupancy(state: State[Any] | int) -> int:
    if isinstance(state, int):
        return state
    if not isinstance(state, AbraeumenState):
        raise TypeError(f"the Abräumen solver needs an Abräumen position, not {type(state).__name__}")
    return state.occupied


def _jump_name(action: int) -> str:
    f, _, t = JUMPS[action]
    return f"{square_name(f)}-{square_name(t)}"


class SolverAgent:
    """Plays a jump that keeps the puzzle solvable; once it is lost, the jump after which the
    most jumps are possible (ties at random), to keep clearing stones."""

    name = "solver"

    def choose(self, observation: State[Any], player: int, rng: random.Random) -> Any:
        occupied = _occupancy(observation)
        h = hint(occupied)
        if h.best is not None:
            return h.best
        options = legal_masks(occupied)
        most = max(len(_moves(occupied ^ m)) for _, m in options)
        return rng.choice([a for a, m in options if len(_moves(occupied ^ m)) == most])
