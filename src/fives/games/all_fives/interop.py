"""All Fives's actions: each tile on each end (and the opening play), draw and pass; chance
draws tiles and the lot.

A tile's chance id is its tile number (0 to 27, the lot after them), so the adapter lists a
deal or a draw from the boneyard's bit mask directly (`DrawSpace.outcome_pairs`): one lookup
per byte of the mask in tables of ready ``(id, 1 / count)`` pairs, made once per count."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from fives.core import Options, State
from fives.games.all_fives import AllFivesState
from fives.games.all_fives.codes import DEAL_PHASE, DRAW, DRAW_PHASE, LOT, PASS, play_action
from fives.games.all_fives.layout import END_NAMES, NUM_TILES
from fives.interop.actions import InteropTable, Spaces, TableSpace

#: A byte's pairs: for each byte value, the (tile, probability) pairs of its set bits.
_ByteTable = tuple[tuple[tuple[int, float], ...], ...]

#: _PAIRS[count]: for each of the mask's four bytes, the pairs of each byte value (built once per count).
_PAIRS: dict[int, tuple[_ByteTable, _ByteTable, _ByteTable, _ByteTable]] = {}


def _pairs(count: int) -> tuple[_ByteTable, _ByteTable, _ByteTable, _ByteTable]:
    chance = 1 / count  # as the adapter converts Fraction(1, count): numerator / denominator
    pair = [(tile, chance) for tile in range(32)]
    b0, b1, b2, b3 = (
        tuple(tuple(pair[8 * k + i] for i in range(8) if byte >> i & 1) for byte in range(256))
        for k in range(4)
    )
    _PAIRS[count] = (b0, b1, b2, b3)
    return b0, b1, b2, b3


class DrawSpace(TableSpace):
    """The chance outcomes: the tiles by number, then the lot of each player."""

    def outcome_pairs(self, state: State[Any]) -> list[tuple[int, float]] | None:
        if not isinstance(state, AllFivesState) or state.phase not in (DEAL_PHASE, DRAW_PHASE):
            return None  # the lot (once a round): converted from our list
        bones = state.boneyard
        count = bones.bit_count()
        if not count or bones >> NUM_TILES:
            return None  # not a chance node of ours (our list says why)
        b0, b1, b2, b3 = _PAIRS.get(count) or _pairs(count)
        return [*b0[bones & 255], *b1[bones >> 8 & 255], *b2[bones >> 16 & 255], *b3[bones >> 24]]


def build(options: Options, params: Mapping[str, int]) -> Spaces:
    ends = len(END_NAMES) + 1  # W, E, N, S and the opening play
    plays = [play_action(t, e) for t in range(NUM_TILES) for e in range(ends)]
    lots = [LOT + p for p in range(options.get_int("players"))]
    return Spaces(TableSpace([*plays, DRAW, PASS]), DrawSpace([*range(NUM_TILES), *lots]))


#: ``single``: one round instead of the match (it still ends early when the target is reached).
TABLE = InteropTable(build, single={"round_limit": 1})
