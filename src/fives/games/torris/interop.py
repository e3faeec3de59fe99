"""Torris's actions: the straight moves along a rank or a file; chance draws the symbols and
the lot.

A draw's chance id is ``square * 4 + symbol`` (the lot after them), so the adapter lists a draw
from the towers directly (`DrawSpace.outcome_pairs`), with ``count / total`` as the probability
instead of our list's `Fraction`s (the same floats: both are the correctly rounded quotient)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from fives.core import Options, State
from fives.games.torris import FACE_DOWN, FILES_N, LOT_BASE, SQUARES, SYMBOL_BASE, SYMBOLS, TorrisState
from fives.interop.actions import InteropTable, Spaces, TableSpace


def _straight(s: int, d: int) -> bool:  # along a rank or a file: the only moves there are
    return s != d and (s // FILES_N == d // FILES_N or s % FILES_N == d % FILES_N)


class DrawSpace(TableSpace):
    """The chance outcomes: each symbol on each square (a face-down stone turned up), the lot."""

    def outcome_pairs(self, state: State[Any]) -> list[tuple[int, float]] | None:
        if not isinstance(state, TorrisState):
            return None
        for square, tower in enumerate(state.towers):
            if tower and tower[0] >= FACE_DOWN:  # the next face-down stone (`chance_outcomes`)
                left = state.remaining(tower[0] - FACE_DOWN)
                total = sum(left)
                if not total:
                    return None  # not a state of the rules (our list says why)
                first = square * len(SYMBOLS)
                return [(first + symbol, count / total) for symbol, count in enumerate(left) if count > 0]
        return None  # the lot or no chance node: converted from our list


def build(options: Options, params: Mapping[str, int]) -> Spaces:
    moves = [s * SQUARES + d for s in range(SQUARES) for d in range(SQUARES) if _straight(s, d)]
    draws = [SYMBOL_BASE + sq * len(SYMBOLS) + sym for sq in range(SQUARES) for sym in range(len(SYMBOLS))]
    return Spaces(TableSpace(moves), DrawSpace([*draws, LOT_BASE, LOT_BASE + 1]))


TABLE = InteropTable(build)
