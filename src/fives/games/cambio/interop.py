"""Cambio's actions: the pushes, the setup placements and the pass; chance places the starting
cubes only with ``setup=random``."""

from __future__ import annotations

from collections.abc import Mapping

from fives.core import Options
from fives.games.cambio import PASS, PLACE_BASE, PUSH_COUNT
from fives.interop.actions import InteropTable, Spaces, TableSpace


def build(options: Options, params: Mapping[str, int]) -> Spaces:
    placements = [PLACE_BASE + sq for sq in range(25)]
    chance = placements if options.get_str("setup") == "random" else []
    return Spaces(TableSpace([*range(PUSH_COUNT), *placements, PASS]), TableSpace(chance))


TABLE = InteropTable(build)
