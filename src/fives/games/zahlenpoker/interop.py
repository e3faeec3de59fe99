"""Zahlenpoker's actions: the empty hand, each value and a steal from each player; no chance."""

from __future__ import annotations

from collections.abc import Mapping

from fives.core import Options
from fives.games.zahlenpoker import EMPTY, STEAL, VALUES
from fives.interop.actions import InteropTable, Spaces, TableSpace


def build(options: Options, params: Mapping[str, int]) -> Spaces:
    steals = [STEAL + p for p in range(options.get_int("players"))]
    return Spaces(TableSpace([EMPTY, *VALUES, *steals]), TableSpace(()))


TABLE = InteropTable(build)
