"""Torris's board as the engine and the learned value see it: a plain list of 32 towers (tuples of
stones, bottom first, as in `fives.games.torris`), its occupancy bits, and the landing-square
tables indexed by them."""

from __future__ import annotations

from fives.games.torris import LINES, SQUARES

Tower = tuple[int, ...]


def _targets_table(i: int, steps: int, directions: tuple[int, int], bits: int) -> tuple[int, ...]:
    """Where a stone on ``i`` with ``steps`` lands in the two ``directions`` (indices into
    `LINES`) when the occupied squares of its line are ``bits``."""
    found = []
    for d in directions:
        count = steps
        for j in LINES[i][d]:
            if bits >> j & 1:
                count -= 1
                if not count:
                    found.append(j)
                    break
    return tuple(found)


def _file_bits(nibble: int, file: int) -> int:
    return sum(1 << (8 * rank + file) for rank in range(4) if nibble >> rank & 1)


#: Landing squares by square and symbol (``4 * square + symbol``): along the rank, indexed by the
#: rank's byte of the occupancy bits; along the file, keyed by the file's occupancy bits shifted
#: down by the file (``occupied >> file & FILE_MASK``).
RANK_TARGETS = [
    [_targets_table(i, symbol + 1, (0, 1), byte << (i & 24)) for byte in range(256)]
    for i in range(SQUARES)
    for symbol in range(4)
]
FILE_MASK = 0x01010101
FILE_TARGETS = [
    {
        _file_bits(nibble, 0): _targets_table(i, symbol + 1, (2, 3), _file_bits(nibble, i & 7))
        for nibble in range(16)
    }
    for i in range(SQUARES)
    for symbol in range(4)
]


def occupancy(towers: list[Tower]) -> int:
    """The occupied squares as bits."""
    bits = 0
    for i, tower in enumerate(towers):
        if tower:
            bits |= 1 << i
    return bits
