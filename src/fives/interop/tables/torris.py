"""Torris's actions: the straight moves along a rank or a file; chance draws the symbols and
the lot."""

from __future__ import annotations

from collections.abc import Mapping

from fives.core import Options
from fives.games.torris import FILES_N, LOT_BASE, SQUARES, SYMBOL_BASE, SYMBOLS

from ..actions import InteropTable, Spaces, TableSpace


def _straight(s: int, d: int) -> bool:  # along a rank or a file: the only moves there are
    return s != d and (s // FILES_N == d // FILES_N or s % FILES_N == d % FILES_N)


def build(options: Options, params: Mapping[str, int]) -> Spaces:
    moves = [s * SQUARES + d for s in range(SQUARES) for d in range(SQUARES) if _straight(s, d)]
    draws = [SYMBOL_BASE + sq * len(SYMBOLS) + sym for sq in range(SQUARES) for sym in range(len(SYMBOLS))]
    return Spaces(TableSpace(moves), TableSpace([*draws, LOT_BASE, LOT_BASE + 1]))


TABLE = InteropTable(build)
