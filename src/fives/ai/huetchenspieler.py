"""A computer player for Hütchenspieler that follows the shuffle with fallible attention.

As a seeker it never reads the hidden row: it memorises the face-up layout from its view while
the stones are shown, then follows each shuffle move from the view's move list.  Each move is
followed correctly with probability ``attention`` (set by the level); otherwise it loses track
of the moved stone: it can no longer tell that stone from one other stone of the row (their
beliefs are averaged).  Turned stones narrow the belief down.  Asked for a symbol it turns the
face-down stone it believes most likely to show it.

As shuffler it lays out, shuffles and asks at random (its own row is no secret to it).

Levels: ``careless`` (0.5), ``normal`` (0.8), ``sharp`` (0.97).  The agent is stateful: call
`observe` with its seat's view after every action (the CLI does); `choose` also catches up from
the view it is given.  Lapses are drawn from the agent's own seeded random source, so a game is
reproducible for a fixed seed.
"""

from __future__ import annotations

import random
from typing import Any

from fives.core import State
from fives.games.huetchenspieler import PICK, ROW, SYMBOLS, shuffled

LEVELS: dict[str, float] = {"careless": 0.5, "normal": 0.8, "sharp": 0.97}

Belief = list[tuple[float, ...]]  # belief[position][symbol]: how likely that symbol lies there


class HuetchenspielerAgent:
    """A seeker with an attention model (and a random shuffler)."""

    def __init__(self, level: str | float = "normal", seed: int = 0) -> None:
        if isinstance(level, str):
            if level not in LEVELS:
                raise ValueError(f"unknown level {level!r}; levels are: {', '.join(LEVELS)}")
            self.attention = LEVELS[level]
            self.name = f"huetchenspieler-{level}"
        else:
            if not 0.0 <= level <= 1.0:
                raise ValueError("attention is a probability from 0 to 1")
            self.attention = float(level)
            self.name = f"huetchenspieler-{level:g}"
        self.rng = random.Random(f"huetchenspieler-agent:{seed}")
        self.turn: int | None = None
        self.seen = 0
        self.belief: Belief = _uniform()
        self.lapses = 0

    # ----------------------------------------------------------------- memory
    def observe(self, view: dict[str, Any]) -> None:
        """Take in the seat's view: memorise a face-up row, follow new shuffle moves."""
        position = view["position"]
        phase = position["phase"]
        turn = position["turn"]
        if view["viewer"] == position["shuffler"]:  # its own row is no secret to it
            return
        if phase == "memorize" and position["layout"] is not None:
            if self.turn != turn:
                self.turn = turn
                self.seen = 0
                self.belief = [_one_hot(SYMBOLS.index(s)) for s in position["layout"]]
            return
        if phase not in ("shuffle", "ask", "pick"):
            return
        if self.turn != turn:  # the face-up row was missed: nothing to go on
            self.turn = turn
            self.seen = 0
            self.belief = _uniform()
        moves: list[str] = position["moves"]
        for move in moves[self.seen :]:
            self._follow(move)
        self.seen = len(moves)

    def _follow(self, move: str) -> None:
        stone, gap = (int(x) for x in move.split(">"))
        stone0 = stone - 1
        moved = tuple(self.belief)
        after = list(shuffled(moved, stone0, gap))
        if self.rng.random() >= self.attention:
            self.lapses += 1
            landed = gap - 1 if gap > stone0 else gap
            other = self.rng.choice([p for p in range(ROW) if p != landed])
            mixed = tuple((a + b) / 2 for a, b in zip(after[landed], after[other], strict=True))
            after[landed] = after[other] = mixed
        self.belief = after

    def guess(self, position: dict[str, Any]) -> list[float]:
        """For each position, how likely the asked symbol lies there (turned stones ruled out)."""
        asked = SYMBOLS.index(position["asked"])
        gone = {SYMBOLS.index(c["symbol"]) for c in position["row"] if c["taker"] is not None}
        result = []
        for pos, cell in enumerate(position["row"]):
            if cell["taker"] is not None:
                result.append(-1.0)
                continue
            row = [0.0 if s in gone else p for s, p in enumerate(self.belief[pos])]
            total = sum(row)
            result.append(row[asked] / total if total > 0 else 0.0)
        return result

    # ----------------------------------------------------------------- acting
    def choose(self, observation: State[Any], player: int, rng: random.Random) -> Any:
        view = observation.view(player)
        self.observe(view)
        legal = observation.legal_actions(player)
        position = view["position"]
        if position["phase"] == "pick":
            chances = self.guess(position)
            best = max(chances)
            choices = [PICK + p for p, c in enumerate(chances) if c == best and PICK + p in legal]
            return rng.choice(choices)
        return rng.choice(legal)


def _one_hot(symbol: int) -> tuple[float, ...]:
    return tuple(1.0 if s == symbol else 0.0 for s in range(ROW))


def _uniform() -> Belief:
    return [tuple(1.0 / ROW for _ in range(ROW)) for _ in range(ROW)]


__all__ = ["LEVELS", "HuetchenspielerAgent"]
