"""Abräumen (Clear the board): the one-player jumping puzzle of the "Five!" set.

A 6 x 6 square: the 16 white stones form the inner 4 x 4, a row of black stones lies along
each side, the four corners are free (32 stones).  A move jumps one stone orthogonally over a
neighbouring stone onto the free space right behind it (inside the square); the jumped stone
is removed.  The game ends when no jump is possible; the puzzle is solved when one stone is
left.  Colours do not matter for the rules; they are kept so the board looks like the real one.

Squares are named like a chess board: files a-f from left to right, ranks 1-6 from bottom to
top.  A jump is written ``from-to``, e.g. ``c1-a1`` (the stone on c1 jumps over b1 onto a1).
"""

from __future__ import annotations

import re
from typing import Any, ClassVar, NamedTuple

from fives.core import (
    TERMINAL,
    Game,
    GameInfo,
    IllegalActionError,
    Message,
    NotationError,
    Options,
    Outcome,
    State,
)
from fives.core.errors import FormatError
from fives.core.message import Text
from fives.core.undo import snapshot_functions

SIZE = 6
FILES = "abcdef"
CORNERS = (0, SIZE - 1, SIZE * (SIZE - 1), SIZE * SIZE - 1)
FULL = (1 << (SIZE * SIZE)) - 1
START = FULL & ~sum(1 << c for c in CORNERS)
INNER_WHITE = sum(1 << (r * SIZE + c) for r in range(1, 5) for c in range(1, 5))
STONES = 32


def square_name(index: int) -> str:
    return f"{FILES[index % SIZE]}{index // SIZE + 1}"


def square_index(name: str) -> int:
    return (int(name[1]) - 1) * SIZE + FILES.index(name[0])


def _jumps() -> tuple[tuple[int, int, int], ...]:
    result = []
    for r in range(SIZE):
        for c in range(SIZE):
            for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0)):
                r2, c2 = r + 2 * dr, c + 2 * dc
                if 0 <= r2 < SIZE and 0 <= c2 < SIZE:
                    result.append((r * SIZE + c, (r + dr) * SIZE + c + dc, r2 * SIZE + c2))
    return tuple(result)


#: Every jump on the board as (from, over, to); an action is an index into this table.
JUMPS = _jumps()
JUMP_INDEX = {(f, t): i for i, (f, _, t) in enumerate(JUMPS)}
_JUMP_MASKS = tuple((1 << f, 1 << o, 1 << t) for f, o, t in JUMPS)
_SQUARE = re.compile(r"^([a-f][1-6])\s*[-x ]?\s*([a-f][1-6])$")


class Saved(NamedTuple):
    """What a jump changes, saved before it and put back by its undo, by name
    (`fives.core.undo`)."""

    occupied: int
    white: int


save_state, restore_state = snapshot_functions(Saved)


class AbraeumenState(State[int]):
    """Stones as a 36-bit occupancy bitboard, plus which of them are white."""

    def __init__(self, game: Game[int], options: Options, seed: int) -> None:
        super().__init__(game, options, seed)
        self.occupied = START
        self.white = INNER_WHITE

    # --- protocol
    def current_player(self) -> int:
        return 0 if self._has_jump() else TERMINAL

    def _has_jump(self) -> bool:
        occ = self.occupied
        for f, o, t in _JUMP_MASKS:  # noqa: SIM110 - a plain loop is faster here
            if occ & f and occ & o and not occ & t:
                return True
        return False

    def _legal_actions(self, player: int) -> list[int]:
        occ = self.occupied
        return [i for i, (f, o, t) in enumerate(_JUMP_MASKS) if occ & f and occ & o and not occ & t]

    def _apply(self, player: int, action: int) -> object:
        f, o, t = _JUMP_MASKS[action]
        token = save_state(self)
        white = self.white
        self.occupied = (self.occupied & ~(f | o)) | t
        moved_white = t if white & f else 0
        self.white = (white & ~(f | o)) | moved_white
        return token

    def _undo(self, player: int, action: int, token: object) -> bool:
        assert isinstance(token, tuple)
        restore_state(token, self)
        return True

    def stones(self) -> int:
        return self.occupied.bit_count()

    def outcome(self) -> Outcome | None:
        if self._has_jump():
            return None
        left = self.stones()
        solved = left == 1
        return Outcome(
            winners=frozenset({0}) if solved else frozenset(),
            scores=(float(left),),
            reason=Message("abraeumen-solved") if solved else Message("abraeumen-stuck", stones=left),
            explicit_returns=(1.0 if solved else -(left - 1) / (STONES - 1),),
            details={"stones_left": left, "solved": solved},
        )

    def scores(self) -> tuple[float, ...]:
        return (float(self.stones()),)

    def action_to_string(self, action: int, player: int | None = None) -> str:
        f, _, t = JUMPS[action]
        return f"{square_name(f)}-{square_name(t)}"

    def _entry_text(self, index: int, player: int, action: int) -> Text:
        f, _, t = JUMPS[action]
        return Message(
            "abraeumen-jump", player=self.player_name(player), **{"from": square_name(f)}, to=square_name(t)
        )

    def _parse_syntax(self, text: str, player: int) -> int | None:
        match = _SQUARE.match(text)
        if match is None:
            raise NotationError(text, Message("abraeumen-syntax"))
        src, dst = square_index(match.group(1)), square_index(match.group(2))
        action = JUMP_INDEX.get((src, dst))
        if action is None:
            raise IllegalActionError(text, Message("abraeumen-straight"))
        return action

    def _explain_illegal(self, action: int, player: int) -> Text:
        f, o, t = JUMPS[action]
        if not self.occupied >> f & 1:
            return Message("abraeumen-no-stone", square=square_name(f))
        if not self.occupied >> o & 1:
            return Message("abraeumen-no-stone-over", square=square_name(o))
        if self.occupied >> t & 1:
            return Message("abraeumen-not-free", square=square_name(t))
        return Message("core-not-legal")

    def rows(self) -> list[str]:
        """The board, ``rows[0]`` being rank 1: ``W`` white, ``B`` black, ``.`` free."""
        result = []
        for r in range(SIZE):
            line = ""
            for c in range(SIZE):
                i = r * SIZE + c
                line += "." if not self.occupied >> i & 1 else ("W" if self.white >> i & 1 else "B")
            result.append(line)
        return result

    def _view(self, player: int | None) -> dict[str, Any]:
        return {"rows": self.rows(), "stones": self.stones()}

    def snapshot(self) -> dict[str, Any]:
        return {"rows": self.rows()}


class Abraeumen(Game[int]):
    info: ClassVar[GameInfo] = GameInfo(
        id="abraeumen",
        order=20,
        name="Clear the Board",
        name_de="Abräumen",
        description=Message("game-abraeumen-description"),
        min_players=1,
        max_players=1,
        chance=False,
        hidden_information=False,
        simultaneous=False,
        notation=Message("game-abraeumen-notation"),
    )

    def _new_state(self, options: Options, seed: int) -> AbraeumenState:
        return AbraeumenState(self, options, seed)

    def _from_snapshot(self, options: Options, seed: int, snapshot: dict[str, Any]) -> AbraeumenState:
        rows = snapshot["rows"]
        if (
            not isinstance(rows, list)
            or len(rows) != SIZE
            or not all(isinstance(r, str) and len(r) == SIZE and set(r) <= set("WB.") for r in rows)
        ):
            raise FormatError("abraeumen: 'rows' must be 6 strings of 6 characters W, B or .")
        state = AbraeumenState(self, options, seed)
        state.occupied = state.white = 0
        for r, line in enumerate(rows):
            for c, ch in enumerate(line):
                if ch != ".":
                    state.occupied |= 1 << (r * SIZE + c)
                if ch == "W":
                    state.white |= 1 << (r * SIZE + c)
        return state

    def max_length(self, options: Options) -> int:
        return STONES - 1


GAME = Abraeumen()
