"""Zahlenpoker's observation: every hand (hands are public: each stone shown leaves it), the empty
hands used, the stones won, who takes part and who has chosen, the seat's own secret choice, the
reveal awaiting a steal and the phase.  What the others chose in a round stays hidden until the
reveal: only *that* they have chosen is shown.

The recall (the information state's part after the observation) is the public history, which
holds the seat's own past actions: what each player showed in every finished round, who stole
from whom and who kept a stone (at most 9 rounds: a player takes part in at most 8 rounds with a
stone and one with the empty hand, and a round takes every player who can play).

Player fields are seen from the seat: entry 0 is the seat itself, 1 the next player, and so on
(a spectator: player order).  A shown value is one of 6: not taking part, the empty hand, 1-4."""

from __future__ import annotations

from typing import Any

from fives.core import Options, State
from fives.games.zahlenpoker import START_HAND, VALUES, ZahlenpokerState
from fives.interop.observation import Encoder, Layout, ObservationTable, Vector, hot, seats

#: The most rounds a game has (see the module docstring).
MAX_ROUNDS = sum(START_HAND) + 1
#: What a player may show: OUT, EMPTY, 1..4 (entry ``value + 1``).
SHOWN = len(VALUES) + 2
PHASES = ("choose", "steal", "over")


class ZahlenpokerEncoder(Encoder):
    def __init__(self, options: Options) -> None:
        n = self.players = options.get_int("players")
        self.layout = Layout(
            [
                ("hands", (n, len(VALUES)), "stones of each value in each hand / 2"),
                ("empty_used", (n,), "1 when the player's empty hand is used"),
                ("won", (n, len(VALUES)), "stones of each value won / 2", 0.0, float(n)),
                ("taking_part", (n,), "1 for each player taking part in this round"),
                ("chosen", (n,), "1 for each player who has chosen this round (not what)"),
                ("my_choice", (SHOWN,), "the seat's own choice this round (not taking part, empty, 1-4)"),
                ("reveal", (n, SHOWN), "the stones shown, while the one empty hand decides its steal"),
                ("thief", (n,), "the player who steals now"),
                ("phase", (len(PHASES),), "the phase: " + ", ".join(PHASES)),
                ("round", (1,), f"rounds finished / {MAX_ROUNDS}"),
            ]
        )
        self.recall = Layout(
            [
                ("shown", (MAX_ROUNDS, n, SHOWN), "what each player showed in each finished round"),
                ("stole", (MAX_ROUNDS, n), "who stole in each finished round"),
                ("stolen", (MAX_ROUNDS, n), "whose stone was stolen in each finished round"),
                ("kept", (MAX_ROUNDS, n), "who kept a stone by the normal rule in each finished round"),
            ],
            start=self.layout.size,
        )
        lay, rec = self.layout, self.recall
        self.off = {f.name: f.offset for f in (*lay.fields, *rec.fields)}
        self.rel = [seats(n, p) for p in range(n)]

    def write(self, state: State[Any], player: int | None, out: Vector) -> None:
        assert isinstance(state, ZahlenpokerState)
        n = self.players
        off = self.off
        me = player or 0
        rel = self.rel[me]
        hands, won, values = off["hands"], off["won"], len(VALUES)
        ones: list[int] = []
        counts = [0] * (2 * n * values)  # the hands, then the stones won, seen from the seat
        for p in range(n):
            r = rel[p]
            counts[r * values : (r + 1) * values] = state.hands[p]
            base = (n + r) * values - 1
            for v in state.won[p]:
                counts[base + v] += 1
            if state.empty_used[p]:
                ones.append(off["empty_used"] + r)
            if state.pending[p] is not None:
                ones.append(off["chosen"] + r)
        for p in state.participants:
            ones.append(off["taking_part"] + rel[p])
        if player is not None:
            mine = state.pending[player]
            if mine is not None:
                ones.append(off["my_choice"] + mine + 1)
        reveal = state.reveal
        if reveal is not None:
            base = off["reveal"]
            ones.extend(base + rel[p] * SHOWN + v + 1 for p, v in enumerate(reveal))
            ones.append(off["thief"] + rel[state.thief])
        ones.append(off["phase"] + (2 if state.over else (1 if reveal is not None else 0)))
        hot(out, ones)
        out[hands : hands + n * values] = counts[: n * values]
        out[won : won + n * values] = counts[n * values :]
        out[hands : hands + n * values] *= 0.5
        out[won : won + n * values] *= 0.5
        out[off["round"]] = min(1.0, len(state.rounds) / MAX_ROUNDS)

    def write_recall(self, state: State[Any], player: int | None, out: Vector) -> None:
        assert isinstance(state, ZahlenpokerState)
        n = self.players
        off = self.off
        rel = self.rel[player or 0]
        shown, stole, stolen, kept = off["shown"], off["stole"], off["stolen"], off["kept"]
        ones: list[int] = []
        for k, result in enumerate(state.rounds[:MAX_ROUNDS]):
            row = shown + k * n * SHOWN
            ones.extend(row + rel[p] * SHOWN + v + 1 for p, v in enumerate(result.shown))
            if result.thief >= 0:
                ones.append(stole + k * n + rel[result.thief])
            if result.victim >= 0:
                ones.append(stolen + k * n + rel[result.victim])
            if result.keeper >= 0:
                ones.append(kept + k * n + rel[result.keeper])
        hot(out, ones)


OBSERVATION = ObservationTable(ZahlenpokerEncoder)
