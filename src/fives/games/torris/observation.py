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
if FACE_DOWN != KINDS:  # a stone's number indexes the tables below: face up 0-7, then face down
    raise ImportError("torris: face-down stones must be numbered right after the face-up kinds")


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
        self.kind = [
            [*range(KINDS), KINDS, KINDS + 1],
            [*((s + 4) % KINDS for s in range(KINDS)), KINDS + 1, KINDS],
        ]
        # whose points a tower with this stone on top gives: 0 the seat's, 1 the other's, 2 none
        self.owner = [[0] * 4 + [1] * 4 + [2, 2], [1] * 4 + [0] * 4 + [2, 2]]
        # where a stone on top (a face-down one: its colour's plane) or second goes, per seat
        self.top_at = [
            [self.top + k * SQUARES for k in kinds[:KINDS]]
            + [self.face_down + (c != me) * SQUARES for c in range(2)]
            for me, kinds in enumerate(self.kind)
        ]
        self.second_at = [[self.second + k * SQUARES for k in kinds[:KINDS]] for kinds in self.kind]

    def write(self, state: State[Any], player: int | None, out: Vector) -> None:
        assert isinstance(state, TorrisState)
        me = player or 0
        top_at, second_at, kind = self.top_at[me], self.second_at[me], self.kind[me]
        ones: list[int] = []
        append = ones.append
        heights = [0.0] * SQUARES
        points = [0, 0, 0]  # the seat's, the other's, face down (unused)
        owner = self.owner[me]
        up = [0] * (KINDS + 2)  # stones face up by kind (then face down by colour)
        unit = 1 / STONES
        for sq, tower in enumerate(state.towers):
            if tower:
                height = len(tower)
                heights[sq] = height * unit
                stone = tower[-1]
                append(top_at[stone] + sq)  # a face-down stone: its colour's plane
                points[owner[stone]] += height
                up[kind[stone]] += 1
                if height > 1:
                    stone = tower[-2]
                    append(second_at[stone] + sq)
                    up[kind[stone]] += 1
                    if height > 2:
                        lower = self.lower
                        for stone in tower[:-2]:
                            k = kind[stone]
                            out[lower + k * SQUARES + sq] += 1 / PER_SYMBOL
                            up[k] += 1
        if state.turn is not None:
            append(self.turn + (state.turn != me))
        hot(out, ones)
        out[self.height : self.height + SQUARES] = heights
        out[self.hidden : self.hidden + KINDS] = [(PER_SYMBOL - n) / PER_SYMBOL for n in up[:KINDS]]
        out[self.points] = points[0] * unit
        out[self.points + 1] = points[1] * unit


OBSERVATION = ObservationTable(TorrisEncoder)
