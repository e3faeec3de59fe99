"""The geometry of Fünf gewinnt (see `fives.games.fuenf_gewinnt`): cells, groups, rows, and the
bitboards that make move generation fast.

Cells are ``(x, y)`` tuples; a board is a dict ``cell -> colour``.  The rules themselves (which
group is the playing area when a lifting splits the stones) are `split_after_lift`; the bitboard
helpers find the same groups faster and defer to it whenever the largest group is not unique.
"""

from __future__ import annotations

from collections.abc import Iterable

Cell = tuple[int, int]

ROW = 5
SIDES: tuple[Cell, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1))
LINES: tuple[Cell, ...] = ((1, 0), (0, 1), (1, 1), (1, -1))


def cell_text(cell: Cell) -> str:
    return f"{cell[0]},{cell[1]}"


def neighbours(cell: Cell) -> tuple[Cell, Cell, Cell, Cell]:
    x, y = cell
    return ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))


def _group(start: Cell, cells: dict[Cell, int] | set[Cell], skip: Cell) -> set[Cell]:
    """The orthogonally connected group of ``start`` among ``cells``, not passing ``skip``."""
    seen = {start}
    todo = [start]
    while todo:
        x, y = todo.pop()
        for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if n in cells and n not in seen and n != skip:
                seen.add(n)
                todo.append(n)
    return seen


#: The eight cells around a cell, in order around it; consecutive ones share a side.
RING: tuple[Cell, ...] = ((1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1))


def _locally_joined(board: dict[Cell, int], cell: Cell) -> bool:
    """True when the side neighbours of ``cell`` are joined to each other through the eight cells
    around it (then lifting the stone on ``cell`` cannot split a connected board)."""
    x, y = cell
    occ = [(x + dx, y + dy) in board for dx, dy in RING]
    if all(occ):
        return True
    start = occ.index(False)
    runs = 0
    in_run = has_side = False
    for k in range(1, 9):
        i = (start + k) % 8
        if occ[i]:
            in_run = True
            has_side = has_side or i % 2 == 0
        elif in_run:
            runs += has_side
            in_run = has_side = False
    runs += in_run and has_side
    return runs <= 1


def split_after_lift(board: dict[Cell, int], lifted: Cell, mover: int) -> tuple[set[Cell], list[set[Cell]]]:
    """Lift the stone on ``lifted``: (the playing area, the groups cut off from it).

    The board must be orthogonally connected.  The playing area is the largest group of the
    remaining stones; on equal size the group with the most stones of ``mover``; then the group
    holding the smallest cell in (x, y) order (the leftmost, then lowest, stone).
    """
    occupied = [n for n in neighbours(lifted) if n in board]
    rest_size = len(board) - 1
    if not occupied:
        return set(), []
    if len(occupied) == 1 or _locally_joined(board, lifted):
        return set(board) - {lifted}, []
    first = _group(occupied[0], board, lifted)
    if len(first) == rest_size:
        return first, []
    groups = [first]
    for n in occupied[1:]:
        if not any(n in g for g in groups):
            groups.append(_group(n, board, lifted))
    groups.sort(
        key=lambda g: (-len(g), -sum(1 for c in g if board[c] == mover), min(g)),
    )
    return groups[0], groups[1:]


#: Bitboards: cell (x, y) is bit ``(x - x0) * STRIDE + (y - y0)`` of a Python int, for an origin
#: (x0, y0) kept such that every stone is at least ``MARGIN`` cells (``X_MARGIN`` to the left)
#: inside the window (a connected board of 32 stones spans at most 32 cells).  Bits in increasing
#: order are cells in (x, y) order.
STRIDE = 48
MARGIN = 2
X_MARGIN = ROW
X_SPAN = 44
#: A row of five through a cell lies within ``ROW - 1`` cells of it: shifting a colour's board
#: right by ``p - LINE_LOW`` and masking with ``LINE_WINDOW`` keeps that square around bit ``p``
#: (at bit ``LINE_LOW``), and each of the four `LINE_MASKS` picks the eight cells of one line.
LINE_LOW = (ROW - 1) * (STRIDE + 1)
LINE_WINDOW = (1 << (2 * LINE_LOW + 1)) - 1
LINE_MASKS: tuple[int, ...] = tuple(
    sum(1 << (LINE_LOW + k * (dx * STRIDE + dy)) for k in range(1 - ROW, ROW) if k) for dx, dy in LINES
)


#: What the cells around a stone say about lifting it (`local_facts`): whether it has a free side;
#: one occupied side neighbour (as a bit offset) for each run of occupied cells in the ring of
#: eight around it (side neighbours in one run are joined through the ring, see `_locally_joined`:
#: with fewer than two runs, lifting splits nothing); the free side cells that touch no other
#: stone, in (x, y) order (they are no destination when the lifting splits nothing); and, when
#: there are exactly two runs and one of them is a side neighbour touching no other stone (a
#: "leaf"), its bit offset and its side ``dx, dy`` (else ``()``): then lifting cuts off just that
#: stone, unless the board holds only three stones (two groups of one, a tie).
Local = tuple[bool, tuple[int, ...], tuple[Cell, ...], tuple[int, ...]]


#: Shifting the board right by ``p - WINDOW_LOW`` puts bit ``p`` at bit ``WINDOW_LOW`` and keeps
#: every cell within two columns and two rows of it at a non-negative bit; masking with ``NEAR``
#: then keeps the 13 cells within two steps of it (``|dx| + |dy| <= 2``), all that `local_facts`
#: reads.
WINDOW_LOW = 2 * STRIDE + 2


def _key_bit(dx: int, dy: int) -> int:
    return WINDOW_LOW + dx * STRIDE + dy


NEAR = sum(1 << _key_bit(dx, dy) for dx in range(-2, 3) for dy in range(-2, 3) if abs(dx) + abs(dy) <= 2)


def local_key(occ: int, p: int) -> int:
    """The 13 cells within two steps of bit ``p`` (see `NEAR`), the key of `LOCAL`."""
    return (occ >> (p - WINDOW_LOW)) & NEAR


_SIDES_MASK = sum(1 << _key_bit(dx, dy) for dx, dy in SIDES)
#: Each side cell, in (x, y) order, with the key bits of itself and of its other neighbours.
_PRIVATE_MASKS = tuple(
    (
        (dx, dy),
        sum(1 << _key_bit(dx + ex, dy + ey) for ex, ey in ((0, 0), *SIDES) if (dx + ex, dy + ey) != (0, 0)),
    )
    for dx, dy in sorted(SIDES)
)
#: Each side cell as a `Local` leaf, with its key bit and the key bits of its other three neighbours.
_LEAF_MASKS = tuple(
    (
        (dx * STRIDE + dy, dx, dy),
        1 << _key_bit(dx, dy),
        sum(1 << _key_bit(dx + ex, dy + ey) for ex, ey in SIDES if (dx + ex, dy + ey) != (0, 0)),
    )
    for dx, dy in SIDES
)
_RUNS: dict[int, tuple[int, ...]] = {}


def _ring_runs(key: int) -> tuple[int, ...]:
    """The ring ``runs`` of `Local` (remembered by the ring's eight bits)."""
    ring = [bool(key >> _key_bit(dx, dy) & 1) for dx, dy in RING]
    ring_key = sum(bit << k for k, bit in enumerate(ring))
    known = _RUNS.get(ring_key)
    if known is not None:
        return known
    runs: list[int] = []
    if all(ring):
        runs.append(STRIDE)
    else:
        start = ring.index(False)
        rep: int | None = None
        for k in range(1, 9):
            i = (start + k) % 8
            if ring[i]:
                if rep is None and i % 2 == 0:
                    rep = RING[i][0] * STRIDE + RING[i][1]
            elif rep is not None:
                runs.append(rep)
                rep = None
        if rep is not None:
            runs.append(rep)
    _RUNS[ring_key] = result = tuple(runs)
    return result


def local_facts(key: int) -> Local:
    """The `Local` facts of a `local_key` (remembered in `LOCAL`)."""
    runs = _ring_runs(key)
    leaf: tuple[int, ...] = ()
    if len(runs) == 2:
        for side, bit, others in _LEAF_MASKS:
            if key & bit and not key & others:
                leaf = side
                break
    facts = (
        key & _SIDES_MASK != _SIDES_MASK,
        runs,
        tuple(side for side, mask in _PRIVATE_MASKS if not key & mask),
        leaf,
    )
    LOCAL[key] = facts
    return facts


#: `local_facts` of each `local_key` met so far (at most 2 ** 13).
LOCAL: dict[int, Local] = {}


def spread(bits: int) -> int:
    """``bits`` and the cells touching them along a side."""
    return bits | (bits << 1) | (bits >> 1) | (bits << STRIDE) | (bits >> STRIDE)


def small_groups(occ: int, p: int, runs: tuple[int, ...], mine: int) -> tuple[int, ...]:
    """The groups (bitboards) cut off when the stone on bit ``p`` of the connected board ``occ``
    is lifted by the player whose stones are ``mine``: all groups of the rest but the playing
    area, which is chosen as `split_after_lift` (the rule) chooses it.

    Every group of the rest holds a side neighbour of the lifted stone, so it holds one of the
    ring ``runs`` (`local_facts`).  The groups grow from them side by side, one step a round, and
    merge when they meet; the search stops as soon as at most one is still growing, so only the
    small groups are explored (the one still growing is the rest of the board).
    """
    rest = occ ^ (1 << p)
    if len(runs) == 2:  # the common case: two groups at most
        a, b = 1 << (p + runs[0]), 1 << (p + runs[1])
        while True:
            new = (a | (a << 1) | (a >> 1) | (a << STRIDE) | (a >> STRIDE)) & rest
            if new & b:
                return ()
            if new == a:
                break
            a, b = b, new
        other = rest ^ a
        size, others = a.bit_count(), other.bit_count()
        if size != others:
            return (a,) if size < others else (other,)
        groups = [a, other]
    else:
        live = [1 << (p + r) for r in runs]
        done: list[int] = []
        while len(live) > 1:
            grown: list[tuple[int, bool]] = []
            for bits in live:
                new = spread(bits) & rest
                complete = new == bits
                keep: list[tuple[int, bool]] = []
                for other, other_complete in grown:
                    if other & new:
                        new |= other
                        complete = False
                    else:
                        keep.append((other, other_complete))
                keep.append((new, complete))
                grown = keep
            live = [bits for bits, complete in grown if not complete]
            done += [bits for bits, complete in grown if complete]
        groups = done
        if live:
            big = rest
            for bits in done:
                big ^= bits
            if big.bit_count() > max((bits.bit_count() for bits in done), default=0):
                return tuple(done)
            groups = [*done, big]
    # the rule: the largest group, then the one with most stones of the mover, then the one
    # holding the lowest bit (the smallest cell in (x, y) order)
    groups.sort(key=lambda g: (-g.bit_count(), -(g & mine).bit_count(), g & -g))
    return tuple(groups[1:])


def row_through(board: dict[Cell, int], cell: Cell) -> list[Cell]:
    """The longest straight row of at least five stones of one colour through ``cell`` ([] if none)."""
    colour = board[cell]
    best: list[Cell] = []
    for dx, dy in LINES:
        line = [cell]
        for sign in (1, -1):
            x, y = cell[0] + sign * dx, cell[1] + sign * dy
            while board.get((x, y)) == colour:
                line.append((x, y))
                x, y = x + sign * dx, y + sign * dy
        if len(line) >= ROW and len(line) > len(best):
            best = sorted(line)
    return best


def find_row(board: dict[Cell, int], colour: int) -> list[Cell]:
    """Some row of five or more of ``colour`` anywhere on the board ([] if none)."""
    for cell, c in board.items():
        if c == colour:
            row = row_through(board, cell)
            if row:
                return row
    return []


def is_connected(cells: Iterable[Cell]) -> bool:
    group = set(cells)
    if not group:
        return True
    start = next(iter(group))
    return len(_group(start, group, (1 << 62, 1 << 62))) == len(group)
