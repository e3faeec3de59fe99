"""Torris's observation: the towers as planes (the top stone, the stone under it, the stones
further down, face-down stones, heights), the stones not yet turned up, whose turn and the
points.  Nothing is hidden from a player (a face-down stone is unknown to both, and its draw is a
chance event): the observation is the information state.

Colours are seen from the seat: kind ``k`` of a plane is colour ``k // 4`` (0: the seat's
colour, 1: the other's; a spectator: 0 is White) and symbol ``k % 4`` (dot, line, triangle,
square).  A plane's row ``r`` is rank ``r + 1``, its column ``c`` file ``"abcdefgh"[c]``."""

from __future__ import annotations

from typing import Any

from fives.core import Options, State
from fives.games.torris import FACE_DOWN, FILES_N, PER_SYMBOL, RANKS, SQUARES, STONES, SYMBOLS, TorrisState
from fives.interop.observation import Encoder, Layout, ObservationTable, Vector, hot

KINDS = 2 * len(SYMBOLS)


class TorrisEncoder(Encoder):
    def __init__(self, options: Options) -> None:
        board = (RANKS, FILES_N)
        self.layout = Layout(
            [
                (
                    "top",
                    (KINDS, *board),
                    "the top stone of each tower, by kind (colour from the seat, symbol)",
                ),
                ("second", (KINDS, *board), "the stone right under the top, by kind"),
                ("lower", (KINDS, *board), "stones further down each tower, by kind / 4", 0.0, 1.0),
                ("face_down", (2, *board), "a face-down stone of each colour (0: the seat's)"),
                ("height", board, "the height of each tower / 32"),
                ("hidden", (2, len(SYMBOLS)), "stones of each colour and symbol not yet face up / 4"),
                ("turn", (2,), "whose turn it is by alternation (0: the seat); none before the lot"),
                ("points", (2,), "the points the towers give each player now / 32"),
            ]
        )
        lay = self.layout
        self.top = lay["top"].offset
        self.second = lay["second"].offset
        self.lower = lay["lower"].offset
        self.face_down = lay["face_down"].offset
        self.height = lay["height"].offset
        self.hidden = lay["hidden"].offset
        self.turn = lay["turn"].offset
        self.points = lay["points"].offset
        # kind of a face-up stone as seen by seat 0 / seat 1 (colours swapped)
        self.kind = [list(range(KINDS)), [(s + 4) % KINDS for s in range(KINDS)]]

    def write(self, state: State[Any], player: int | None, out: Vector) -> None:
        assert isinstance(state, TorrisState)
        me = player or 0
        kind = self.kind[me]
        top, second, lower = self.top, self.second, self.lower
        ones: list[int] = []
        append = ones.append
        points = [0, 0]
        left = [PER_SYMBOL] * KINDS
        heights = self.height
        for sq, tower in enumerate(state.towers):
            if not tower:
                continue
            stone = tower[-1]
            height = len(tower)
            out[heights + sq] = height / STONES
            if stone >= FACE_DOWN:  # alone on its square
                append(self.face_down + (stone - FACE_DOWN != me) * SQUARES + sq)
                continue
            k = kind[stone]
            append(top + k * SQUARES + sq)
            points[k >= 4] += height
            left[k] -= 1
            if height > 1:
                k = kind[tower[-2]]
                append(second + k * SQUARES + sq)
                left[k] -= 1
                for stone in tower[:-2]:
                    k = kind[stone]
                    out[lower + k * SQUARES + sq] += 1 / PER_SYMBOL
                    left[k] -= 1
        if state.turn is not None:
            append(self.turn + (state.turn != me))
        hot(out, ones)
        hidden = self.hidden
        for k in range(KINDS):
            out[hidden + k] = left[k] / PER_SYMBOL
        out[self.points] = points[0] / STONES
        out[self.points + 1] = points[1] / STONES


OBSERVATION = ObservationTable(TorrisEncoder)
