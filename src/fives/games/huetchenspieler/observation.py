"""Hütchenspieler's observation: the phase, the roles, the row on the table as everyone sees it
now (the symbols only while the row is memorised, and of stones already turned), the symbol
asked, and every player's stones.  After the turn no one sees a face-down symbol, the shuffler
neither (as the views show it).

The recall (the information state's part after the observation) is the public history of this
turn: the shuffle moves made, which every player follows with their own eyes.  The row as laid
out is not recalled, by the game's rules: once the stones are turned no view holds it, the
shuffler's neither (the information-state strings do not recall it, and `resample_hidden`
redraws it for a seeker), so remembering it is the player's own task, as at the table: a
learner with a memory of its past observations saw it face up while it was memorised.
(Earlier turns count only through the stones they gave: in the observation.)

Player fields are seen from the seat: entry 0 is the seat itself, 1 the next player, and so on
(a spectator: player order).  Symbols: dot, line, triangle, square; positions 1-4 from the left."""

from __future__ import annotations

from typing import Any

import numpy as np

from fives.core import Options, State
from fives.games.huetchenspieler import (
    GAPS,
    MEMO,
    MOVE,
    PHASES,
    ROW,
    STONES_PER_SYMBOL,
    HuetchenspielerState,
)
from fives.interop.observation import Encoder, Layout, ObservationTable, Vector, hot, seats

#: The most shuffle moves of a turn (four in the second round).
MOVES = ROW


class HuetchenspielerEncoder(Encoder):
    def __init__(self, options: Options) -> None:
        n = self.players = options.get_int("players")
        self.layout = Layout(
            [
                ("phase", (len(PHASES),), "the phase: " + ", ".join(PHASES)),
                ("shuffler", (n,), "the shuffler of this turn"),
                ("seeker", (n,), "the seeker asked now"),
                ("round", (2,), "the round (three shuffle moves in the first, four in the second)"),
                ("turn", (1,), f"turns finished / {2 * n}"),
                ("moves_made", (1,), "shuffle moves made this turn / 4"),
                ("face_down", (ROW,), "1 where a face-down stone lies in the row"),
                ("row", (ROW, ROW), "the symbol seen at each position (memorised, or turned)"),
                ("taker", (ROW, n), "who took the turned stone at each position"),
                ("asked", (ROW,), "the symbol asked now"),
                ("stones", (n, n, ROW), "stones each player holds, by colour and symbol / 2"),
            ]
        )
        self.recall = Layout(
            [("moves", (MOVES, ROW, GAPS), "this turn's shuffle moves: the stone moved and its gap")],
            start=self.layout.size,
        )
        self.off = {f.name: f.offset for f in (*self.layout.fields, *self.recall.fields)}
        self.rel = [seats(n, p) for p in range(n)]
        # where counts[i] goes for each seat (holder and colour seen from the seat)
        self.stones_at = [
            np.array(
                [
                    self.off["stones"] + (rel[h] * n + rel[c]) * ROW + s
                    for h in range(n)
                    for c in range(n)
                    for s in range(ROW)
                ],
                np.intp,
            )
            for rel in self.rel
        ]

    def write(self, state: State[Any], player: int | None, out: Vector) -> None:
        assert isinstance(state, HuetchenspielerState)
        off = self.off
        me = player or 0
        rel = self.rel[me]
        phase = state.phase
        ones = [off["phase"] + phase]
        n = self.players
        if 0 < phase < len(PHASES) - 1:  # playing: not the lot, not the end
            ones.append(off["shuffler"] + rel[(state.first + state.turn) % n])
            ones.append(off["round"] + state.turn // n)
            if phase >= MEMO + 2:  # asking or picking: a seeker
                ones.append(off["seeker"] + rel[state.seeker_for(state.picks)])
        layout, order, taken = state.layout, state.order, state.taken
        row, taker, down = off["row"], off["taker"], off["face_down"]
        for pos in range(len(order)):
            t = taken[pos]
            if t >= 0:
                ones.append(row + pos * ROW + layout[order[pos]])
                ones.append(taker + pos * n + rel[t])
            else:
                ones.append(down + pos)
                if phase == MEMO:
                    ones.append(row + pos * ROW + layout[order[pos]])
        if state.asked >= 0:
            ones.append(off["asked"] + state.asked)
        hot(out, ones)
        out[self.stones_at[me]] = np.array(state.counts, np.float32) * (1 / STONES_PER_SYMBOL)
        out[off["turn"]] = min(1.0, state.turn / (2 * n))
        out[off["moves_made"]] = len(state.moves) / MOVES

    def write_recall(self, state: State[Any], player: int | None, out: Vector) -> None:
        assert isinstance(state, HuetchenspielerState)
        moves = self.off["moves"]
        per_move = ROW * GAPS
        hot(out, [moves + k * per_move + action - MOVE for k, action in enumerate(state.moves[:MOVES])])


OBSERVATION = ObservationTable(HuetchenspielerEncoder)
