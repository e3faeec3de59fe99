"""All Fives: the double-six tiles, the layout with its one spinner, and the sum of the ends.

Tiles are numbered 0..27 in the order 0-0, 0-1, ..., 0-6, 1-1, ..., 6-6 and written low half
first (``3-6``).  The layout has four places to play on: the two ends of the straight line,
``W`` (west, left) and ``E`` (east, right), and the spinner's two side arms ``N`` and ``S``.
The opening tile lies in the middle with its lower half towards W and its higher half towards E
(for a double both sides show the same number).

The spinner is the first double of the round (the opening tile if it is a double).  Its side
arms N and S may be started only when both straight sides of the spinner are occupied: for an
opening spinner, when W and E each hold a tile; for a spinner played on an end, when the line
continues past it on that end.  Later doubles are ordinary crosswise doubles.

The sum of the scoring ends (:meth:`Layout.total`): every straight end counts its open number,
twice when the end tile is a double (doubles lie crosswise and show both halves); each begun
side arm counts its outer end the same way; an unbegun side arm counts nothing; a double in the
interior (the spinner included) counts nothing.  A lone opening double counts its two halves
once (it is both ends at the same time).
"""

from __future__ import annotations

import re
from typing import NamedTuple

W, E, N, S, OPEN = 0, 1, 2, 3, 4
END_NAMES = "WENS"
STRAIGHT = (W, E)
ARMS = (N, S)

#: The 28 tiles as (low, high).
TILES: tuple[tuple[int, int], ...] = tuple((a, b) for a in range(7) for b in range(a, 7))
NUM_TILES = len(TILES)
ALL_TILES = (1 << NUM_TILES) - 1
TILE_INDEX: dict[tuple[int, int], int] = {}
for _i, (_a, _b) in enumerate(TILES):
    TILE_INDEX[(_a, _b)] = _i
    TILE_INDEX[(_b, _a)] = _i
#: PIP_MASK[v]: the tiles that show the number v on one of their halves.
PIP_MASK: tuple[int, ...] = tuple(
    sum(1 << t for t, (a, b) in enumerate(TILES) if v in (a, b)) for v in range(7)
)
DOUBLES_MASK = sum(1 << t for t, (a, b) in enumerate(TILES) if a == b)
PIPS: tuple[int, ...] = tuple(a + b for a, b in TILES)
_TILE_RE = re.compile(r"^\s*\[?\s*([0-6])\s*[-|:/]\s*([0-6])\s*\]?\s*$")


def tile_name(tile: int) -> str:
    a, b = TILES[tile]
    return f"{a}-{b}"


def parse_tile(text: str) -> int | None:
    """The tile written ``a-b`` (either order; ``|`` ``:`` ``/`` also separate), or None."""
    match = _TILE_RE.match(text)
    if match is None:
        return None
    return TILE_INDEX[(int(match.group(1)), int(match.group(2)))]


def is_double(tile: int) -> bool:
    a, b = TILES[tile]
    return a == b


#: _BYTE_TILES[k][b]: the tiles of the bits of byte ``b`` at bit ``8 * k`` (for `tiles_of`).
_BYTE_TILES: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(8 * k + i for i in range(8) if byte >> i & 1) for byte in range(256)) for k in range(4)
)


def tiles_of(mask: int) -> list[int]:
    """The tiles of a bit mask, in tile order (four table lookups, one per byte of the 28 bits:
    a full boneyard is listed at every chance node of the OpenSpiel adapter)."""
    if not mask >> 32:
        b0, b1, b2, b3 = _BYTE_TILES
        return [*b0[mask & 255], *b1[mask >> 8 & 255], *b2[mask >> 16 & 255], *b3[mask >> 24]]
    result = []
    while mask:
        low = mask & -mask
        result.append(low.bit_length() - 1)
        mask ^= low
    return result


def pip_total(mask: int) -> int:
    return sum(PIPS[t] for t in tiles_of(mask))


def tile_rank(tile: int) -> tuple[int, int, int]:
    """Order for "the highest double leads": doubles above all others, then by pips, then by the
    higher half."""
    a, b = TILES[tile]
    return (1 if a == b else 0, a + b, b)


class Layout(NamedTuple):
    """The tiles on the table in one round; immutable (every placement makes a new one).

    ``placed`` is the order of play as (tile, end); ``arms[e]`` the tiles of arm ``e`` in order
    outward; ``ends[e]`` the open number of arm ``e`` (-1: nothing there yet); ``doubles[e]``
    whether the outer tile of arm ``e`` is a double; ``spinner`` the spinner tile (-1: none yet),
    ``spinner_arm`` where it lies (-1 the middle, W or E) and ``spinner_index`` its place on that
    arm; ``ready`` whether its side arms may be started.
    """

    placed: tuple[tuple[int, int], ...] = ()
    center: int = -1
    arms: tuple[tuple[int, ...], ...] = ((), (), (), ())
    ends: tuple[int, ...] = (-1, -1, -1, -1)
    doubles: tuple[bool, ...] = (False, False, False, False)
    spinner: int = -1
    spinner_arm: int = -1
    spinner_index: int = -1
    ready: bool = False

    @property
    def empty(self) -> bool:
        return self.center < 0

    def end_value(self, end: int) -> int:
        """The number a tile must show to be played at ``end`` (-1: not playable there)."""
        if self.empty:
            return -1
        if end in STRAIGHT:
            return self.ends[end]
        if not self.ready:
            return -1
        if self.arms[end]:
            return self.ends[end]
        return TILES[self.spinner][0]

    def values(self) -> tuple[int, int, int, int]:
        """`end_value` of W, E, N and S at once (all -1 on an empty table)."""
        ends = self.ends
        if not self.ready:
            return (ends[0], ends[1], -1, -1)
        arms = self.arms
        spin = TILES[self.spinner][0]
        return (ends[0], ends[1], ends[2] if arms[2] else spin, ends[3] if arms[3] else spin)

    def open_values(self) -> list[int]:
        return [v for v in (self.end_value(e) for e in range(4)) if v >= 0]

    def playable_mask(self) -> int:
        """The tiles that could be played now (every tile on an empty table)."""
        if self.empty:
            return ALL_TILES
        mask = 0
        for v in set(self.open_values()):
            mask |= PIP_MASK[v]
        return mask

    def ends_for(self, tile: int) -> list[int]:
        """The places where ``tile`` can be played (``[OPEN]`` on an empty table)."""
        if self.empty:
            return [OPEN]
        a, b = TILES[tile]
        return [e for e in range(4) if self.end_value(e) in (a, b)]

    def can_place(self, tile: int, end: int) -> bool:
        if self.empty:
            return end == OPEN
        return end != OPEN and self.end_value(end) in TILES[tile]

    def place(self, tile: int, end: int) -> Layout:
        """The layout after ``tile`` is played at ``end`` (assumed legal)."""
        a, b = TILES[tile]
        double = a == b
        placed = (*self.placed, (tile, end))
        if end == OPEN:
            if double:
                return Layout(
                    placed, tile, ((), (), (), ()), (a, a, -1, -1), (True, True, False, False), tile, -1
                )
            return Layout(placed, tile, ((), (), (), ()), (a, b, -1, -1), (False, False, False, False))
        value = self.end_value(end)
        outer = b if a == value else a
        arms = list(self.arms)
        arms[end] = (*arms[end], tile)
        ends = list(self.ends)
        ends[end] = outer
        doubles = list(self.doubles)
        doubles[end] = double
        spinner, spinner_arm, spinner_index, ready = (
            self.spinner,
            self.spinner_arm,
            self.spinner_index,
            self.ready,
        )
        if spinner < 0 and double:
            spinner, spinner_arm, spinner_index = tile, end, len(arms[end]) - 1
        elif spinner >= 0 and not ready and end in STRAIGHT:
            if spinner_arm < 0:
                ready = bool(arms[W]) and bool(arms[E])
            else:
                ready = end == spinner_arm and len(arms[end]) > spinner_index + 1
        return Layout(
            placed,
            self.center,
            tuple(arms),
            tuple(ends),
            tuple(doubles),
            spinner,
            spinner_arm,
            spinner_index,
            ready,
        )

    def total(self) -> int:
        """The sum of the scoring ends (see the module docstring)."""
        if self.empty:
            return 0
        if is_double(self.center) and not self.arms[W] and not self.arms[E]:
            return 2 * TILES[self.center][0]
        total = 0
        for e in range(4):
            if e in ARMS and not self.arms[e]:
                continue
            total += self.ends[e] * (2 if self.doubles[e] else 1)
        return total

    def arm_pairs(self, end: int) -> list[list[int]]:
        """The tiles of arm ``end`` outward, each as [inner number, outer number]."""
        if self.empty:
            return []
        if end in STRAIGHT:
            c = TILES[self.center]
            value = c[0] if end == W else c[1]
        else:
            value = TILES[self.spinner][0] if self.spinner >= 0 else -1
        pairs = []
        for tile in self.arms[end]:
            a, b = TILES[tile]
            outer = b if a == value else a
            pairs.append([value, outer])
            value = outer
        return pairs


def build_layout(plays: list[tuple[int, int]]) -> Layout:
    """The layout after the plays ``(tile, end)`` in order; ValueError if one is not possible."""
    layout = Layout()
    seen = 0
    for tile, end in plays:
        if seen >> tile & 1:
            raise ValueError(f"tile {tile_name(tile)} is played twice")
        if not layout.can_place(tile, end):
            where = "the middle" if end == OPEN else f"end {END_NAMES[end]}"
            raise ValueError(f"{tile_name(tile)} cannot be played at {where}")
        seen |= 1 << tile
        layout = layout.place(tile, end)
    return layout


def placement_name(tile: int, end: int) -> str:
    return tile_name(tile) if end == OPEN else f"{tile_name(tile)}@{END_NAMES[end]}"


def parse_placement(text: str) -> tuple[int, int] | None:
    """``3-6`` (the opening) or ``3-6@E``; None when malformed."""
    head, sep, tail = text.partition("@")
    tile = parse_tile(head)
    if tile is None:
        return None
    if not sep:
        return tile, OPEN
    where = tail.strip().upper()
    if len(where) != 1 or where not in END_NAMES:
        return None
    return tile, END_NAMES.index(where)
