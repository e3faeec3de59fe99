"""Make 5's observation: the runways as one plane per colour, the bag, the drawn token, the phase,
the roles and the match.  Nothing is hidden (the bag's contents are counts both players know):
the observation is the information state.

A plane's row ``k`` is place ``k + 1`` of every runway (the scoring row ``k + 1``), its column
``r`` runway ``"abcde"[r]``.  Player fields are seen from the seat: entry 0 is the seat itself,
1 the other player (a spectator: player order)."""

from __future__ import annotations

from typing import Any

from fives.core import Options, State
from fives.games.make5 import COLOURS, MAKE_FIVE, PER_COLOUR, PHASES, PLACES, RUNWAYS, Make5State
from fives.interop.observation import Encoder, Layout, ObservationTable, Vector, hot

_PHASE = {name: k for k, name in enumerate(PHASES)}


class Make5Encoder(Encoder):
    def __init__(self, options: Options) -> None:
        self.games = max(1, options.get_int("games"))
        most = float(MAKE_FIVE * (self.games + 2))  # a decider adds two games
        self.layout = Layout(
            [
                ("tokens", (COLOURS, PLACES, RUNWAYS), "1 where a token of colour c lies (RYGBW)"),
                ("bag", (COLOURS,), "tokens of each colour still in the bag / 5"),
                ("drawn", (COLOURS,), "the colour the Chaot has drawn and must place"),
                ("phase", (len(PHASES),), "the phase: " + ", ".join(PHASES)),
                ("sorter", (2,), "who sorts in this game (0: the seat); none before the lot"),
                ("game", (1,), "games finished / games of the match"),
                ("totals", (2,), "match points of each player (0: the seat) / 25", 0.0, most / MAKE_FIVE),
            ]
        )
        lay = self.layout
        self.tokens = lay["tokens"].offset
        self.bag = lay["bag"].offset
        self.drawn = lay["drawn"].offset
        self.phase = lay["phase"].offset
        self.sorter = lay["sorter"].offset
        self.game = lay["game"].offset
        self.totals = lay["totals"].offset
        #: _CELL[runway][place]: the cell's entry in a colour's plane
        self.cell = [[k * RUNWAYS + r for k in range(PLACES)] for r in range(RUNWAYS)]

    def write(self, state: State[Any], player: int | None, out: Vector) -> None:
        assert isinstance(state, Make5State)
        base = self.tokens
        plane = PLACES * RUNWAYS
        cell = self.cell
        ones = [
            base + colour * plane + cells[k]
            for cells, lane in zip(cell, state.board, strict=True)
            for k, colour in enumerate(lane)
        ]
        if state.drawn >= 0:
            ones.append(self.drawn + state.drawn)
        ones.append(self.phase + _PHASE[state.phase])
        me = player or 0
        if state.sorter >= 0:
            ones.append(self.sorter + (state.sorter != me))
        hot(out, ones)
        bag = self.bag
        for c, count in enumerate(state.bag):
            out[bag + c] = count / PER_COLOUR
        out[self.game] = min(1.0, state.game_index / max(self.games, state.planned))
        totals = state.totals
        out[self.totals] = totals[me] / MAKE_FIVE
        out[self.totals + 1] = totals[1 - me] / MAKE_FIVE


OBSERVATION = ObservationTable(Make5Encoder)
