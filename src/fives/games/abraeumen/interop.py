"""Abräumen's actions: one id per jump of its jump table; no chance."""

from __future__ import annotations

from collections.abc import Mapping

from fives.core import Options
from fives.games.abraeumen import JUMPS
from fives.interop.actions import InteropTable, Spaces, TableSpace


def build(options: Options, params: Mapping[str, int]) -> Spaces:
    return Spaces(TableSpace(range(len(JUMPS))), TableSpace(()))


TABLE = InteropTable(build)
