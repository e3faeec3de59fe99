"""Abräumen's observation: the board, one plane of stones (the Gymnasium environment's
observation), and the stones left.  One player, nothing hidden: the observation is the
information state.  Row ``r`` is rank ``r + 1``, column ``c`` file ``"abcdef"[c]``; the stones'
colours do not matter for the rules and are left out."""

from __future__ import annotations

from typing import Any

from fives.core import Options, State
from fives.games.abraeumen import SIZE, STONES, AbraeumenState
from fives.interop.observation import Encoder, Layout, ObservationTable, Vector, bit_indices, hot


class AbraeumenEncoder(Encoder):
    def __init__(self, options: Options) -> None:
        self.layout = Layout(
            [
                ("stones", (SIZE, SIZE), "1 where a stone lies"),
                ("left", (1,), "stones on the board / 32"),
            ]
        )
        self.stones = self.layout["stones"].offset
        self.left = self.layout["left"].offset

    def write(self, state: State[Any], player: int | None, out: Vector) -> None:
        assert isinstance(state, AbraeumenState)
        ones: list[int] = []
        bit_indices(state.occupied, self.stones, ones)
        hot(out, ones)
        out[self.left] = len(ones) / STONES


OBSERVATION = ObservationTable(AbraeumenEncoder)
