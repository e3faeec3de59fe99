"""Fünf gewinnt's observation: the stones in the frame of the action ids (`interop`: one cell left
of and below the stones' bounding box, ``EXTENT`` cells each way, x-major), so that a plane's cell
``(i, j)`` is the cell the placement id ``1 + i * EXTENT + j`` names, and the stones in hand, the
captured stones, the afterplay and whose turn.  Nothing is hidden: the observation is the
information state (the repetition count of a position is left out).

Colours are seen from the seat: plane 0 holds the seat's stones, plane 1 the other's (a
spectator: White's, then Black's).  Axis 1 of a plane is x (the frame's column), axis 2 is y."""

from __future__ import annotations

from typing import Any

from fives.core import Options, State
from fives.games.fuenf_gewinnt import STONES_EACH, FuenfGewinntState
from fives.games.fuenf_gewinnt.interop import CELLS, EXTENT
from fives.interop.observation import Encoder, Layout, ObservationTable, Vector, hot


class FuenfGewinntEncoder(Encoder):
    def __init__(self, options: Options) -> None:
        self.layout = Layout(
            [
                ("stones", (2, EXTENT, EXTENT), "the stones of each colour (0: the seat's) in the frame"),
                ("in_hand", (2,), "stones still to place / 16 (0: the seat)"),
                ("captured", (2,), "stones captured in the afterplay / 16 (0: the seat's)"),
                ("afterplay", (1,), "1 once every stone is placed"),
                ("turns", (1,), "afterplay turns played / afterplay_limit (the draw limit)"),
                ("to_move", (2,), "the player to move (0: the seat); none before the lot"),
            ]
        )
        lay = self.layout
        self.stones = lay["stones"].offset
        self.in_hand = lay["in_hand"].offset
        self.captured = lay["captured"].offset
        self.afterplay = lay["afterplay"].offset
        self.turns = lay["turns"].offset
        self.to_move = lay["to_move"].offset
        self.limit = max(1, options.get_int("afterplay_limit"))

    def write(self, state: State[Any], player: int | None, out: Vector) -> None:
        assert isinstance(state, FuenfGewinntState)
        me = player or 0
        board = state.board
        ones: list[int] = []
        if board:
            box = state.extent()
            assert box is not None
            low_x, low_y, high_x, high_y = box
            ox = low_x - 1
            oy = low_y - 1
            base = self.stones - ox * EXTENT - oy
            planes = (base, base + CELLS) if me == 0 else (base + CELLS, base)
            if high_x - ox < EXTENT and high_y - oy < EXTENT:
                ones = [planes[colour] + x * EXTENT + y for (x, y), colour in board.items()]
            else:  # wider than the rules allow (a state changed by hand): the frame's part only
                ones = [
                    planes[colour] + x * EXTENT + y
                    for (x, y), colour in board.items()
                    if x - ox < EXTENT and y - oy < EXTENT
                ]
        if state.to_move is not None and state.result is None:
            ones.append(self.to_move + (state.to_move != me))
        in_hand, captured = state.in_hand, state.captured
        if not in_hand[0] and not in_hand[1]:
            ones.append(self.afterplay)
        hot(out, ones)
        out[self.in_hand] = in_hand[me] / STONES_EACH
        out[self.in_hand + 1] = in_hand[1 - me] / STONES_EACH
        out[self.captured] = captured[me] / STONES_EACH
        out[self.captured + 1] = captured[1 - me] / STONES_EACH
        out[self.turns] = min(1.0, state.turns / self.limit)


OBSERVATION = ObservationTable(FuenfGewinntEncoder)
