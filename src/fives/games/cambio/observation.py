"""Cambio's observation: the tray as one plane per player's symbol and one of neutral cubes, whose
turn, the setup and the draw counters.  Nothing is hidden in Cambio: the observation is the
information state (the repetition count of a tray is left out).

Player fields are seen from the seat: entry 0 is the seat itself, 1 the next player, and so on
(a spectator: player order).  A plane's row ``r`` is rank ``r + 1``, its column ``c`` file
``"abcde"[c]``."""

from __future__ import annotations

from typing import Any

from fives.core import Options, State
from fives.games.cambio import CORNERS, SIZE, CambioState
from fives.interop.observation import Encoder, Layout, ObservationTable, Vector, bit_indices, hot, seats

SQUARES = SIZE * SIZE


class CambioEncoder(Encoder):
    def __init__(self, options: Options) -> None:
        n = self.players = options.get_int("players")
        self.layout = Layout(
            [
                ("symbols", (n, SIZE, SIZE), "1 where a cube shows the symbol of player k (0: the seat)"),
                ("neutral", (SIZE, SIZE), "1 where a neutral cube lies (in the setup: the corners)"),
                ("to_move", (n,), "the player to act (0: the seat); none at a chance node or the end"),
                ("setup", (1,), "1 while the starting cubes are placed"),
                ("placing", (n,), "in the setup: whose symbol the next cube shows (0: the seat)"),
                ("pushes", (1,), "pushes made / max_pushes (the draw limit)"),
                ("passes", (1,), "passes in succession / players (all pass: a draw)"),
            ]
        )
        lay = self.layout
        self.symbols = lay["symbols"].offset
        self.neutral = lay["neutral"].offset
        self.to_move = lay["to_move"].offset
        self.setup = lay["setup"].offset
        self.placing = lay["placing"].offset
        self.pushes = lay["pushes"].offset
        self.passes = lay["passes"].offset
        self.max_pushes = max(1, options.get_int("max_pushes"))
        self.rel = [seats(n, p) for p in range(n)]
        self.full = (1 << SQUARES) - 1

    def write(self, state: State[Any], player: int | None, out: Vector) -> None:
        assert isinstance(state, CambioState)
        n = self.players
        rel = self.rel[player or 0]
        ones: list[int] = []
        taken = 0
        for q, board in enumerate(state.boards):
            taken |= board
            bit_indices(board, self.symbols + rel[q] * SQUARES, ones)
        if state.step < state.setup_length:
            bit_indices(CORNERS, self.neutral, ones)
            ones.append(self.setup)
            ones.append(self.placing + rel[state.steps[state.step]])
        else:
            bit_indices(self.full & ~taken, self.neutral, ones)
        actor = state.actor
        if 0 <= actor < n:
            ones.append(self.to_move + rel[actor])
        hot(out, ones)
        out[self.pushes] = min(1.0, state.pushes / self.max_pushes)
        out[self.passes] = state.passes / n


OBSERVATION = ObservationTable(CambioEncoder)
