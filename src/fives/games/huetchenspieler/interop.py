"""Hütchenspieler's actions: layouts, the turn, shuffle moves, asks and picks; chance draws who
shuffles first."""

from __future__ import annotations

from collections.abc import Mapping

from fives.core import Options
from fives.games.huetchenspieler import ASK, LAY, LAYOUTS, MOVES, PICK, ROW, START, TURN
from fives.interop.actions import InteropTable, Spaces, TableSpace


def build(options: Options, params: Mapping[str, int]) -> Spaces:
    player = [*(LAY + i for i in range(len(LAYOUTS))), TURN, *MOVES]
    player += [ASK + s for s in range(ROW)] + [PICK + p for p in range(ROW)]
    return Spaces(TableSpace(player), TableSpace([START + p for p in range(options.get_int("players"))]))


TABLE = InteropTable(build)
