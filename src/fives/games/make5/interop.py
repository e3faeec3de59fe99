"""Make 5's actions: pass, the moves between runways and the placements; chance draws colours
and the lot."""

from __future__ import annotations

from collections.abc import Mapping

from fives.core import Options
from fives.games.make5 import COLOURS, DRAW_BASE, LOT_BASE, PASS, PLACE_BASE, PLACES, RUNWAYS, move_action
from fives.interop.actions import InteropTable, Spaces, TableSpace


def build(options: Options, params: Mapping[str, int]) -> Spaces:
    moves = [move_action(r, k, t) for r in range(RUNWAYS) for k in range(PLACES) for t in range(RUNWAYS)]
    player = [PASS, *moves, *(PLACE_BASE + t for t in range(RUNWAYS))]
    chance = [*(DRAW_BASE + c for c in range(COLOURS)), LOT_BASE, LOT_BASE + 1]
    return Spaces(TableSpace(player), TableSpace(chance))


#: ``single``: one game instead of the match.
TABLE = InteropTable(build, single={"games": 1})
