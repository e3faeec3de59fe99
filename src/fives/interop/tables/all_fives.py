"""All Fives's actions: each tile on each end (and the opening play), draw and pass; chance
draws tiles and the lot."""

from __future__ import annotations

from collections.abc import Mapping

from fives.core import Options
from fives.games.all_fives.codes import DRAW, LOT, PASS, play_action
from fives.games.all_fives.layout import END_NAMES, NUM_TILES

from ..actions import InteropTable, Spaces, TableSpace


def build(options: Options, params: Mapping[str, int]) -> Spaces:
    ends = len(END_NAMES) + 1  # W, E, N, S and the opening play
    plays = [play_action(t, e) for t in range(NUM_TILES) for e in range(ends)]
    lots = [LOT + p for p in range(options.get_int("players"))]
    return Spaces(TableSpace([*plays, DRAW, PASS]), TableSpace([*range(NUM_TILES), *lots]))


#: ``single``: one round instead of the match (it still ends early when the target is reached).
TABLE = InteropTable(build, single={"round_limit": 1})
