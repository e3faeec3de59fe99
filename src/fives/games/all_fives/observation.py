"""All Fives's observation: the seat's own hand, the tiles on the table and its open ends, how
many tiles every hand and the boneyard hold, whose turn, the phase and the scores.  The other
hands stay hidden (only their sizes are public), and so do the boneyard's tiles.

The recall (the information state's part after the observation) is this round's public history,
the seat's own actions in it: who played each tile on the table and in which order, and for each
player the numbers that were open when they drew or passed (they held no tile showing them
then), and their draws and passes.  It is a fixed-size summary, not the whole sequence: the order
of draws and passes among the plays is left out (the numbers they show are kept), and earlier
rounds count only through the scores (their hands were revealed at their end and are gone).

Player fields are seen from the seat: entry 0 is the seat itself, 1 the next player, and so on
(a spectator: player order; no hand).  Sides (partnerships with four players, else the players):
entry 0 is the seat's side.  Tiles are numbered 0-27 (0-0, 0-1, ..., 6-6); ends W, E, N, S."""

from __future__ import annotations

from typing import Any

from fives.core import Options, State
from fives.games.all_fives import AllFivesState
from fives.games.all_fives.codes import DRAW, PASS, PHASE_NAMES, PLAY, PLAY_PHASE
from fives.games.all_fives.layout import NUM_TILES, Layout, build_layout
from fives.interop.observation import Encoder, ObservationTable, Vector, bit_indices, hot, seats
from fives.interop.observation import Layout as Fields

ENDS = 4
NUMBERS = 7
#: The largest sum of the scoring ends (four ends, each a double six).
MOST_ENDS = ENDS * 12


class AllFivesEncoder(Encoder):
    def __init__(self, options: Options) -> None:
        n = self.players = options.get_int("players")
        self.sides = 2 if n == 4 else n
        self.target = max(1, options.get_int("target"))
        self.rounds = max(1, options.get_int("round_limit"))
        self.layout = Fields(
            [
                ("hand", (NUM_TILES,), "the seat's own tiles (a spectator: none)"),
                ("table", (NUM_TILES,), "the tiles on the table"),
                ("ends", (ENDS, NUMBERS), "the number a tile must show to be played at W, E, N, S"),
                ("double_ends", (ENDS,), "1 where the outer tile of an end is a double"),
                ("spinner", (NUM_TILES,), "the spinner (the round's first double)"),
                ("must_play", (NUM_TILES,), "the tile the seat must play now (a drawn playable tile)"),
                ("hand_sizes", (n,), "tiles in each hand / 28"),
                ("boneyard", (1,), "tiles in the boneyard / 28"),
                ("to_move", (n,), "the player to play or draw"),
                ("phase", (len(PHASE_NAMES),), "the phase: " + ", ".join(PHASE_NAMES)),
                ("scores", (self.sides,), "each side's score / target", 0.0, 2.0),
                ("sum", (1,), f"the sum of the scoring ends / {MOST_ENDS}"),
                ("round", (1,), "rounds finished / round_limit"),
            ]
        )
        self.recall = Fields(
            [
                ("played_by", (n, NUM_TILES), "the tiles each player played this round"),
                (
                    "play_order",
                    (NUM_TILES,),
                    "when each tile on the table was played: its place (from 1) / 28",
                ),
                ("lacked", (n, NUMBERS), "the numbers open when the player drew or passed this round"),
                ("draws", (n,), "draws of each player this round / 28"),
                ("passes", (n,), "passes of each player this round / 28"),
            ],
            start=self.layout.size,
        )
        self.off = {f.name: f.offset for f in (*self.layout.fields, *self.recall.fields)}
        self.rel = [seats(n, p) for p in range(n)]

    def write(self, state: State[Any], player: int | None, out: Vector) -> None:
        assert isinstance(state, AllFivesState)
        off = self.off
        n = self.players
        rel = self.rel[player or 0]
        ones: list[int] = []
        if player is not None:
            bit_indices(state.hands[player], off["hand"], ones)
            if state.forced >= 0 and state.to_move == player and state.phase == PLAY_PHASE:
                ones.append(off["must_play"] + state.forced)
        layout = state.layout
        table = off["table"]
        ones.extend(table + tile for tile, _ in layout.placed)
        ends = off["ends"]
        for e, value in enumerate(layout.values()):
            if value >= 0:
                ones.append(ends + e * NUMBERS + value)
        doubles = off["double_ends"]
        ones.extend(doubles + e for e, d in enumerate(layout.doubles) if d)
        if layout.spinner >= 0:
            ones.append(off["spinner"] + layout.spinner)
        phase = state.phase
        ones.append(off["phase"] + phase)
        if phase == PLAY_PHASE or phase == PLAY_PHASE + 1:  # play or draw: someone is to move
            ones.append(off["to_move"] + rel[state.to_move])
        hot(out, ones)
        sizes = off["hand_sizes"]
        for p, hand in enumerate(state.hands):
            out[sizes + rel[p]] = hand.bit_count() / NUM_TILES
        out[off["boneyard"]] = state.boneyard.bit_count() / NUM_TILES
        scores = off["scores"]
        me = (player or 0) % self.sides if n == 4 else (player or 0)
        for s, score in enumerate(state.side_scores):
            out[scores + (s - me) % self.sides] = min(2.0, score / self.target)
        out[off["sum"]] = layout.total() / MOST_ENDS
        out[off["round"]] = min(1.0, (state.round - 1) / self.rounds)

    def write_recall(self, state: State[Any], player: int | None, out: Vector) -> None:
        assert isinstance(state, AllFivesState)
        off = self.off
        rel = self.rel[player or 0]
        played, order, lacked = off["played_by"], off["play_order"], off["lacked"]
        draws, passes = off["draws"], off["passes"]
        ones: list[int] = []
        entries = state.history[state.round_start :]
        placed = state.layout.placed
        # a position set up from a snapshot: its plays before the history, by no one we know
        before = len(placed) - sum(1 for p, a in entries if p >= 0 and PLAY <= a < DRAW)
        table = build_layout(list(placed[:before])) if before > 0 else Layout()
        for plays, (tile, _) in enumerate(placed[: max(0, before)]):
            out[order + tile] = (plays + 1) / NUM_TILES
        plays = max(0, before)
        for p, action in entries:
            if p < 0:
                continue
            if action in (DRAW, PASS):
                ones.extend(lacked + rel[p] * NUMBERS + v for v in table.open_values())
                out[(draws if action == DRAW else passes) + rel[p]] += 1 / NUM_TILES
            elif action >= PLAY:
                tile, end = divmod(action - PLAY, 5)
                table = table.place(tile, end)
                ones.append(played + rel[p] * NUM_TILES + tile)
                plays += 1
                out[order + tile] = plays / NUM_TILES
        hot(out, ones)


OBSERVATION = ObservationTable(AllFivesEncoder)
