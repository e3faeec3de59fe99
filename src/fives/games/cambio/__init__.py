"""Cambio: push cubes into a 5 x 5 tray until a line shows only your symbol (a cousin of Quixo).

The tray holds 25 cubes and one spare cube is in hand.  Every cube has one face per player
symbol (P1 circle ``O``, P2 triangle ``A``, P3 square ``S``) and neutral faces (``.``).
Squares are named like a chess board: files a-e from left to right, ranks 1-5 from bottom to
top.

Setup (option ``setup``):

- ``manual`` (the rulebook's): the four corners are neutral.  With two players P1 places five
  cubes showing P2's symbol on free non-corner squares, one per action, then P2 places four
  showing P1's symbol; with three players P1 places four of P2's, P2 four of P3's, P3 four of
  P1's.  The remaining squares are filled with neutral cubes.  A placement is written as the
  square, e.g. ``c3``.  The rulebook advises against three or more of a symbol in one row,
  column or (winning) diagonal: option ``setup_advice`` ``warn`` shows a warning naming the line,
  ``enforce`` makes such placements illegal while any other placement exists.
- ``random`` (the rulebook's "alternative setup", a casual random tray): chance places the same
  cubes, each on a uniformly random free non-corner square (one chance node per cube).

Play: P1 moves first.  The mover puts the spare cube, own symbol up, at either end of any row
or column and pushes the whole line along one place; the cube pushed out at the far end becomes
the spare.  A push may not push off a cube showing another player's symbol (only neutral cubes or
the mover's own).  Notation: entry square and direction, ``a3>`` (enters a3, pushes right, e3
leaves), ``e3<``, ``c5v``, ``c1^``.  A player without a legal push passes (``pass``).

End: after every push, lines are judged (lines left over from the setup count too).  Two players
need a line of five (rows, columns, the two long diagonals); three players need four in a row
(rows, columns and every diagonal of length >= 4).  If exactly one player has a line, that
player wins, even when it is not the mover (option ``own_line_rule`` = ``forbidden`` instead
forbids pushes that make only other players' lines).  If several players have lines at once,
those players share the result (with two players: a draw).  If every player passes in
succession, the game is drawn; so is the third occurrence of the same tray with the same player
to move (option ``repetition``) and reaching ``max_pushes`` pushes.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, ClassVar, NamedTuple, cast

from fives.core import (
    CHANCE,
    TERMINAL,
    Game,
    GameInfo,
    IllegalActionError,
    Message,
    NotationError,
    Options,
    OptionSpec,
    Outcome,
    State,
    message_from_json,
    uniform,
)
from fives.core.errors import FormatError
from fives.core.message import Text
from fives.core.undo import Snapshot, snapshot_functions

SIZE = 5
FILES = "abcde"
FULL = (1 << 25) - 1
CORNERS = (1 << 0) | (1 << 4) | (1 << 20) | (1 << 24)
NON_CORNER = FULL & ~CORNERS
#: The squares at the edge of the tray: the only squares a cube can leave from.
BORDER = sum(1 << (r * SIZE + c) for r in range(SIZE) for c in range(SIZE) if r in (0, 4) or c in (0, 4))

#: One letter per player symbol in views and snapshots (neutral cubes are ".").
SYMBOLS = ("O", "A", "S")
SYMBOL_NAMES = ("circle", "triangle", "square")
NEUTRAL = "."
EMPTY = "-"  # a free square during the setup (it will receive a neutral cube)

PUSH_COUNT = 20
PLACE_BASE = 20  # actions 20..44: put a cube on square (action - 20)
PASS = 45
DIRECTIONS = "><^v"


def bit(rank: int, file: int) -> int:
    return 1 << (rank * SIZE + file)


def square_name(index: int) -> str:
    return f"{FILES[index % SIZE]}{index // SIZE + 1}"


def square_index(name: str) -> int:
    return (int(name[1]) - 1) * SIZE + FILES.index(name[0])


def _pushes() -> tuple[tuple[int, int, int, int, int, int, str], ...]:
    """(line mask, left shift, right shift, entry bit, exit bit, entry square, direction)."""
    result = []
    for r in range(SIZE):  # 0..4: enter on file a, push right
        mask = sum(bit(r, c) for c in range(SIZE))
        result.append((mask, 1, 0, bit(r, 0), bit(r, 4), r * SIZE, ">"))
    for r in range(SIZE):  # 5..9: enter on file e, push left
        mask = sum(bit(r, c) for c in range(SIZE))
        result.append((mask, 0, 1, bit(r, 4), bit(r, 0), r * SIZE + 4, "<"))
    for c in range(SIZE):  # 10..14: enter on rank 1, push up
        mask = sum(bit(r, c) for r in range(SIZE))
        result.append((mask, SIZE, 0, bit(0, c), bit(4, c), c, "^"))
    for c in range(SIZE):  # 15..19: enter on rank 5, push down
        mask = sum(bit(r, c) for r in range(SIZE))
        result.append((mask, 0, SIZE, bit(4, c), bit(0, c), 4 * SIZE + c, "v"))
    return tuple(result)


PUSHES = _pushes()
#: (line mask, left shift, right shift, entry bit, exit bit) of each push, as the bitboard code reads it
PUSH_MOVES = tuple((m, ls, rs, entry, exit_) for m, ls, rs, entry, exit_, _, _ in PUSHES)
PUSH_NAMES = tuple(f"{square_name(sq)}{d}" for _, _, _, _, _, sq, d in PUSHES)
PUSH_BY_NAME = {name: i for i, name in enumerate(PUSH_NAMES)}
EXIT_SQUARE = tuple((e.bit_length() - 1) for _, _, _, _, e, _, _ in PUSHES)
_EXITS = tuple(e for _, _, _, _, e, _, _ in PUSHES)

# Bit tricks for lines: a set bit marks the first square of a complete line.
FILE_A = sum(bit(r, 0) for r in range(SIZE))
FILES_AB = sum(bit(r, c) for r in range(SIZE) for c in (0, 1))
FILES_DE = sum(bit(r, c) for r in range(SIZE) for c in (3, 4))
DIAG_UP = sum(bit(i, i) for i in range(SIZE))  # a1-e5
DIAG_DOWN = sum(bit(SIZE - 1 - i, i) for i in range(SIZE))  # a5-e1


def has_line_of_five(b: int) -> bool:
    """True when ``b`` covers a whole row, column or long diagonal (two players)."""
    h = b & (b >> 1)
    v = b & (b >> 5)
    return bool(
        (h & (h >> 2) & (b >> 4) & FILE_A)
        | (v & (v >> 10) & (b >> 20))
        | ((b & DIAG_UP) == DIAG_UP)
        | ((b & DIAG_DOWN) == DIAG_DOWN)
    )


def has_line_of_four(b: int) -> bool:
    """True when ``b`` covers four consecutive squares of a row, column or diagonal (three players)."""
    h = b & (b >> 1)
    v = b & (b >> 5)
    u = b & (b >> 6)
    d = b & (b >> 4)
    return bool(
        (h & (h >> 2) & FILES_AB) | (v & (v >> 10)) | (u & (u >> 12) & FILES_AB) | (d & (d >> 8) & FILES_DE)
    )


def _segment(squares: list[tuple[int, int]]) -> tuple[str, int]:
    mask = sum(bit(r, c) for r, c in squares)
    (r0, c0), (r1, c1) = squares[0], squares[-1]
    if r0 == r1:
        kind = "row"
    elif c0 == c1:
        kind = "column"
    else:
        kind = "diagonal"
    return f"{kind} {square_name(r0 * SIZE + c0)}-{square_name(r1 * SIZE + c1)}", mask


def _line_name(name: str) -> Message:
    """A line named by `_segment` ("row a2-e2") as a message ("Reihe a2-e2")."""
    kind, ends = name.split(" ", 1)
    return Message("cambio-line-name", kind=kind, ends=ends)


def push_words(action: int) -> Message:
    """A push as a player says it: "row 2 from the left" (its notation, a2>, enters on a2)."""
    name = PUSH_NAMES[action]
    square, direction = name[:2], name[2]
    if direction in "<>":
        return Message(
            "cambio-push-line", kind="row", line=square[1], side="left" if direction == ">" else "right"
        )
    return Message(
        "cambio-push-line", kind="column", line=square[0], side="bottom" if direction == "^" else "top"
    )


def _windows(length: int) -> tuple[tuple[str, int], ...]:
    """Every winning line of ``length`` consecutive squares, named by its end squares."""
    result = []
    for dr, dc in ((0, 1), (1, 0), (1, 1), (-1, 1)):
        for r in range(SIZE):
            for c in range(SIZE):
                squares = [(r + k * dr, c + k * dc) for k in range(length)]
                if all(0 <= rr < SIZE and 0 <= cc < SIZE for rr, cc in squares):
                    result.append(_segment(squares))
    return tuple(result)


def _line_json(name: str) -> dict[str, str]:
    """A line named by `_segment` ("row a2-e2") as data: ``{"kind": "row", "ends": "a2-e2"}``."""
    kind, ends = name.split(" ", 1)
    return {"kind": kind, "ends": ends}


#: Winning lines by number of players: 12 lines of five, 28 lines of four.
WIN_LINES = {2: _windows(5), 3: _windows(4)}
HAS_LINE = {2: has_line_of_five, 3: has_line_of_four}


def _advice_lines(players: int) -> tuple[tuple[str, int], ...]:
    """Whole rows, whole columns and the diagonals that can hold a winning line."""
    result = [_segment([(r, c) for c in range(SIZE)]) for r in range(SIZE)]
    result += [_segment([(r, c) for r in range(SIZE)]) for c in range(SIZE)]
    diagonals = [[(i, i) for i in range(5)], [(4 - i, i) for i in range(5)]]
    if players == 3:
        diagonals += [
            [(i, i + 1) for i in range(4)],  # b1-e4
            [(i + 1, i) for i in range(4)],  # a2-d5
            [(3 - i, i) for i in range(4)],  # a4-d1
            [(4 - i, i + 1) for i in range(4)],  # b5-e2
        ]
    result += [_segment(d) for d in diagonals]
    return tuple(result)


ADVICE_LINES = {2: _advice_lines(2), 3: _advice_lines(3)}


def setup_steps(players: int) -> tuple[int, ...]:
    """Whose symbol each setup placement shows, in order (`setup_placer` says who places it)."""
    if players == 2:
        return (1,) * 5 + (0,) * 4
    return (1,) * 4 + (2,) * 4 + (0,) * 4


def setup_placer(players: int, owner: int) -> int:
    """The player who places the cubes showing ``owner``'s symbol: the previous player."""
    return (owner - 1) % players


_SYNTAX = re.compile(r"^([a-e][1-5])\s*([<>^v])$")
_SQUARE = re.compile(r"^([a-e][1-5])$")

_LEGAL_CACHE: dict[int, tuple[int, ...]] = {}


def _side_table(group: int) -> tuple[int, dict[int, tuple[int, ...]]]:
    """For the five pushes of one direction: the mask of their exit squares, and for every set of
    blocked exit squares the pushes that stay legal."""
    pushes = range(5 * group, 5 * group + 5)
    exits = [_EXITS[i] for i in pushes]
    table = {}
    for subset in range(32):
        blocked = sum(e for k, e in enumerate(exits) if subset >> k & 1)
        table[blocked] = tuple(i for i, e in zip(pushes, exits, strict=True) if not blocked & e)
    return sum(exits), table


_SIDES = tuple(_side_table(g) for g in range(4))


def _exit_legal(blocked: int) -> tuple[int, ...]:
    """The pushes whose exit square is not in ``blocked`` (another player's cubes on the border)."""
    (m0, t0), (m1, t1), (m2, t2), (m3, t3) = _SIDES
    found = t0[blocked & m0] + t1[blocked & m1] + t2[blocked & m2] + t3[blocked & m3]
    _LEGAL_CACHE[blocked] = found
    return found


def legal_pushes(blocked: int) -> tuple[int, ...]:
    """The pushes whose exit square is not in ``blocked`` (other players' cubes on the border), in
    action order; shared with the AI's bitboard engines (`fives.games.cambio.ai`)."""
    found = _LEGAL_CACHE.get(blocked)
    return _exit_legal(blocked) if found is None else found


def pushed(boards: tuple[int, ...], player: int, action: int) -> tuple[int, ...]:
    """The boards after ``player`` pushes ``action`` (shared with the AI's engines; `_apply` keeps an
    unrolled copy that also finds the spare and the boards that changed, checked against this one by
    the tests)."""
    mask, ls, rs, entry, _ = PUSH_MOVES[action]
    if len(boards) == 3:  # the AI's hot path, unrolled
        b0, b1, b2 = boards
        s0 = b0 & mask
        s1 = b1 & mask
        s2 = b2 & mask
        b0 = (b0 ^ s0) | (((s0 << ls) >> rs) & mask)
        b1 = (b1 ^ s1) | (((s1 << ls) >> rs) & mask)
        b2 = (b2 ^ s2) | (((s2 << ls) >> rs) & mask)
        if player == 0:
            return (b0 | entry, b1, b2)
        if player == 1:
            return (b0, b1 | entry, b2)
        return (b0, b1, b2 | entry)
    new = []
    for q, b in enumerate(boards):
        seg = b & mask
        b = (b ^ seg) | (((seg << ls) >> rs) & mask)
        if q == player:
            b |= entry
        new.append(b)
    return tuple(new)


def holders(boards: tuple[int, ...]) -> list[int]:
    """The players whose symbol forms a winning line on ``boards``."""
    has_line = HAS_LINE[len(boards)]
    return [q for q, b in enumerate(boards) if has_line(b)]


#: the winners and why, as data: the reason is a message's JSON form (``{"key", "args"}``, made
#: into a `Message` by `outcome`), or an English text in a snapshot of before issue 23
Result = tuple[frozenset[int], dict[str, Any] | str]


class Saved(NamedTuple):
    """What an action may change: saved before it and put back by its undo, by name
    (`fives.core.undo`).  The repetition counter ``seen`` is the incremental part: the token is
    ``(saved, key)``, and the undo counts the position ``key`` down (None: none was counted)."""

    boards: tuple[int, ...]
    spare: int
    step: int
    to_move: int
    pushes: int
    passes: int
    result: Result | None
    dirty: bool


save_state, restore_state = snapshot_functions(Saved)


class CambioState(State[int]):
    """The tray as one 25-bit board per player symbol (neutral cubes are the rest).

    ``step`` counts setup placements made; the game is in play once ``step == len(steps)``.
    ``seen`` counts how often each (tray, player to move) occurred in play, for repetition.
    """

    _mutable: ClassVar[tuple[str, ...]] = ("seen",)

    def __init__(self, game: Game[int], options: Options, seed: int) -> None:
        super().__init__(game, options, seed)
        n = self.num_players
        self.boards: tuple[int, ...] = (0,) * n
        self.steps = setup_steps(n)
        self.setup_length = len(self.steps)
        self.random_setup = options.get_str("setup") == "random"
        self.enforce = options.get_str("setup_advice") == "enforce"
        self.forbid_other_lines = options.get_str("own_line_rule") == "forbidden"
        self.use_repetition = options.get_bool("repetition")
        self.max_pushes = options.get_int("max_pushes")
        self.has_line = HAS_LINE[n]
        self.step = 0
        self.first_step = 0
        self.to_move = 0
        self.spare = -1  # the face the spare cube showed when it left the tray (-1 neutral)
        self.pushes = 0
        self.passes = 0
        self.result: Result | None = None
        # True while a line may be on the tray that the last push did not make (after the setup, or
        # in a custom position): then every board is checked after the next push
        self.dirty = False
        self.seen: dict[int, int] = {}
        self.actor = self._actor()

    # ----------------------------------------------------------------- phases
    def _actor(self) -> int:
        if self.result is not None:
            return TERMINAL
        if self.step < len(self.steps):
            return CHANCE if self.random_setup else setup_placer(self.num_players, self.steps[self.step])
        return self.to_move

    def in_setup(self) -> bool:
        return self.step < len(self.steps)

    def current_player(self) -> int:
        return self.actor

    def _key(self) -> int:
        key = self.to_move
        for b in self.boards:
            key = (key << 25) | b
        return key

    # ----------------------------------------------------------------- legal actions
    def _placements(self) -> list[int]:
        occupied = 0
        for b in self.boards:
            occupied |= b
        free = NON_CORNER & ~occupied
        squares = [sq for sq in range(25) if free >> sq & 1]
        if self.enforce:
            owner = self.steps[self.step]
            good = [sq for sq in squares if not self._advice_breaches(owner, sq)]
            if good:
                squares = good
        return [PLACE_BASE + sq for sq in squares]

    def _advice_breaches(self, owner: int, square: int) -> list[str]:
        """The lines that would hold three or more of ``owner``'s symbol after a placement there."""
        board = self.boards[owner] | (1 << square)
        return [
            name
            for name, mask in ADVICE_LINES[self.num_players]
            if mask >> square & 1 and (board & mask).bit_count() >= 3
        ]

    def _legal_actions(self, player: int) -> list[int]:
        if self.step < self.setup_length:
            return self._placements()
        boards = self.boards
        if len(boards) == 2:
            blocked = boards[1 - player] & BORDER
        else:
            blocked = (boards[0] | boards[1] | boards[2]) & ~boards[player] & BORDER
        legal = _LEGAL_CACHE.get(blocked)
        if legal is None:
            legal = _exit_legal(blocked)
        if self.forbid_other_lines:
            legal = tuple(a for a in legal if not self._makes_only_other_lines(player, a))
        if not legal:
            return [PASS]
        return list(legal)

    def chance_outcomes(self) -> list[tuple[int, Fraction]]:
        if self.actor != CHANCE:
            raise IllegalActionError("chance", Message("core-no-chance-node"))
        return uniform(self._placements())

    def line_holders(self) -> list[int]:
        """The players whose symbol forms a winning line."""
        return holders(self.boards)

    def _makes_only_other_lines(self, player: int, action: int) -> bool:
        found = holders(pushed(self.boards, player, action))
        return bool(found) and player not in found

    # ----------------------------------------------------------------- apply / undo
    def _apply(self, player: int, action: int) -> object:
        boards = self.boards
        token = save_state(self)
        key: int | None = None
        if action < PUSH_COUNT:
            # the hot path, unrolled: shift the pushed line of every board one place along
            mask, ls, rs, entry, exit_ = PUSH_MOVES[action]
            has_line = self.has_line
            to_move = self.to_move = player + 1 if player + 1 < self.num_players else 0
            if len(boards) == 2:
                b0, b1 = boards
                s0 = b0 & mask
                s1 = b1 & mask
                b0 = (b0 ^ s0) | (((s0 << ls) >> rs) & mask)
                b1 = (b1 ^ s1) | (((s1 << ls) >> rs) & mask)
                if player:
                    b1 |= entry
                else:
                    b0 |= entry
                self.spare = 0 if s0 & exit_ else (1 if s1 & exit_ else -1)
                self.boards = (b0, b1)
                if self.dirty:
                    line = has_line(b0) or has_line(b1)
                else:  # only a board that changed can hold a new line
                    if player:
                        line = has_line(b1) or (s0 != 0 and has_line(b0))
                    else:
                        line = has_line(b0) or (s1 != 0 and has_line(b1))
                key = (((to_move << 25) | b0) << 25) | b1
            else:
                b0, b1, b2 = boards
                s0 = b0 & mask
                s1 = b1 & mask
                s2 = b2 & mask
                b0 = (b0 ^ s0) | (((s0 << ls) >> rs) & mask)
                b1 = (b1 ^ s1) | (((s1 << ls) >> rs) & mask)
                b2 = (b2 ^ s2) | (((s2 << ls) >> rs) & mask)
                if player == 0:
                    b0 |= entry
                elif player == 1:
                    b1 |= entry
                else:
                    b2 |= entry
                self.spare = 0 if s0 & exit_ else (1 if s1 & exit_ else (2 if s2 & exit_ else -1))
                self.boards = (b0, b1, b2)
                if self.dirty:
                    line = has_line(b0) or has_line(b1) or has_line(b2)
                else:  # only a board that changed can hold a new line
                    line = (
                        ((s0 != 0 or player == 0) and has_line(b0))
                        or ((s1 != 0 or player == 1) and has_line(b1))
                        or ((s2 != 0 or player == 2) and has_line(b2))
                    )
                key = (((((to_move << 25) | b0) << 25) | b1) << 25) | b2
            self.pushes += 1
            self.passes = 0
            self.dirty = False
            if line:
                key = None
                self.result = self._line_result(player, action, self.line_holders())
            else:
                count = self.seen.get(key, 0) + 1
                self.seen[key] = count
                if count >= 3 and self.use_repetition:
                    self.result = (frozenset(range(self.num_players)), Message("cambio-repetition").to_json())
                elif self.pushes >= self.max_pushes:
                    self.result = (
                        frozenset(range(self.num_players)),
                        Message("cambio-pushes", pushes=self.pushes).to_json(),
                    )
            self.actor = TERMINAL if self.result is not None else to_move
            return token, key
        elif action == PASS:
            self.passes += 1
            self.to_move = (player + 1) % self.num_players
            if self.passes >= self.num_players:
                self.result = (
                    frozenset(range(self.num_players)),
                    Message("cambio-all-passed").to_json(),
                )
            else:
                key = self._count_position()
        else:
            owner = self.steps[self.step]
            placed = list(boards)
            placed[owner] |= 1 << (action - PLACE_BASE)
            self.boards = tuple(placed)
            self.step += 1
            if self.step == len(self.steps):
                self.to_move = 0
                self.dirty = bool(self.line_holders())
                key = self._count_position()
        self.actor = self._actor()
        return token, key

    def _count_position(self) -> int:
        key = self._key()
        count = self.seen.get(key, 0) + 1
        self.seen[key] = count
        if count >= 3 and self.use_repetition and self.result is None:
            self.result = (frozenset(range(self.num_players)), Message("cambio-repetition").to_json())
        return key

    def _line_result(self, player: int, action: int, holders: list[int]) -> Result:
        push = push_words(action)
        names = [self.player_label(q) for q in holders]
        if len(holders) == 1:
            winner = holders[0]
            if winner == player:
                return frozenset(holders), Message("cambio-line", players=names, push=push).to_json()
            by = self.player_label(player)
            return frozenset(holders), Message(
                "cambio-line-for", push=push, player=by, players=names
            ).to_json()
        if len(holders) == self.num_players:
            return frozenset(holders), Message("cambio-draw-lines", push=push, players=names).to_json()
        return frozenset(holders), Message("cambio-shared", push=push, players=names).to_json()

    def _undo(self, player: int, action: int, token: object) -> bool:
        saved, key = cast(tuple[Snapshot, int | None], token)
        restore_state(saved, self)
        if key is not None:
            count = self.seen[key] - 1
            if count:
                self.seen[key] = count
            else:
                del self.seen[key]
        self.actor = self._actor()
        return True

    # ----------------------------------------------------------------- results
    def outcome(self) -> Outcome | None:
        if self.result is None:
            return None
        winners, reason = self.result
        k = len(winners)
        lines = self.lines()
        return Outcome(
            winners=winners,
            scores=tuple(1.0 / k if q in winners else 0.0 for q in range(self.num_players)),
            reason=message_from_json(reason),
            details={
                "lines": [[_line_json(name) for name in lines.get(q, [])] for q in range(self.num_players)],
                "pushes": self.pushes,
            },
        )

    def lines(self) -> dict[int, list[str]]:
        """The winning lines each player's symbol forms now (players without one left out)."""
        result: dict[int, list[str]] = {}
        for q, b in enumerate(self.boards):
            names = [name for name, mask in WIN_LINES[self.num_players] if b & mask == mask]
            if names:
                result[q] = names
        return result

    def player_label(self, player: int) -> Text:
        return Message(
            "cambio-label",
            player=self.player_name(player),
            symbol=Message("symbol", symbol=SYMBOL_NAMES[player]),
        )

    # ----------------------------------------------------------------- notation
    def action_to_string(self, action: int, player: int | None = None) -> str:
        if action < PUSH_COUNT:
            return PUSH_NAMES[action]
        if action == PASS:
            return "pass"
        return square_name(action - PLACE_BASE)

    def action_label(self, action: int, player: int | None = None) -> Text:
        return Message("move-pass") if action == PASS else self.action_to_string(action, player)

    def _parse_syntax(self, text: str, player: int) -> int | None:
        if text == "pass":
            return PASS
        match = _SQUARE.match(text)
        if match is not None:
            return PLACE_BASE + square_index(match.group(1))
        match = _SYNTAX.match(text)
        if match is None:
            if self.in_setup():
                raise NotationError(text, Message("cambio-syntax-setup"))
            raise NotationError(text, Message("cambio-syntax-push"))
        name = f"{match.group(1)}{match.group(2)}"
        action = PUSH_BY_NAME.get(name)
        if action is None:
            edge = {">": "a", "<": "e", "^": "1", "v": "5"}[match.group(2)]
            kind = "file" if match.group(2) in "<>" else "rank"
            raise NotationError(
                text, Message("cambio-enters", direction=match.group(2), kind=kind, edge=edge)
            )
        return action

    def _explain_illegal(self, action: int, player: int) -> Text:
        if action == PASS:
            if self.in_setup():
                return Message("cambio-no-pass-setup")
            return Message("cambio-pass-only")
        if action >= PLACE_BASE:
            return self._explain_placement(action - PLACE_BASE)
        if self.in_setup():
            return Message("cambio-setup-unfinished")
        name = PUSH_NAMES[action]
        exit_sq = EXIT_SQUARE[action]
        for q, b in enumerate(self.boards):
            if q != player and b >> exit_sq & 1:
                return Message(
                    "cambio-push-off",
                    push=name,
                    symbol=Message("symbol-the", symbol=SYMBOL_NAMES[q]),
                    letter=SYMBOLS[q],
                    square=square_name(exit_sq),
                )
        if self.forbid_other_lines and self._makes_only_other_lines(player, action):
            return Message("cambio-other-only", push=name)
        return Message("core-not-legal")

    def _explain_placement(self, square: int) -> Text:
        name = square_name(square)
        if not self.in_setup():
            return Message("cambio-setup-over")
        if CORNERS >> square & 1:
            return Message("cambio-corner", square=name)
        for q, b in enumerate(self.boards):
            if b >> square & 1:
                symbol = Message("symbol", symbol=SYMBOL_NAMES[q])
                return Message("cambio-occupied", square=name, symbol=symbol, letter=SYMBOLS[q])
        breaches = self._advice_breaches(self.steps[self.step], square)
        if self.enforce and breaches:
            lines = [_line_name(line) for line in breaches]
            return Message("cambio-advice", square=name, letter=SYMBOLS[self.steps[self.step]], lines=lines)
        return Message("core-not-legal")

    def log_settled(self) -> int:
        return len(self.history)  # a line depends only on its action and the fixed order of setup steps

    def _describe(self, index: int, viewer: int | None) -> Text | None:
        player, action = self.history[index]
        text = self.action_to_string(action, player)
        if PLACE_BASE <= action < PASS:
            step = self.first_step + index
            if step < len(self.steps) and player == CHANCE:
                # a random setup is shown on the tray, not listed: one line where it begins
                return (
                    None if index and self.history[index - 1][0] == CHANCE else Message("cambio-random-setup")
                )
            if step < len(self.steps):
                symbol = Message("symbol", symbol=SYMBOL_NAMES[self.steps[step]])
                return Message("cambio-place", player=self.player_name(player), symbol=symbol, square=text)
        if action == PASS:
            return Message("log-pass", player=self.player_name(player))
        return Message("cambio-push", player=self.player_name(player), push=push_words(action))

    # ----------------------------------------------------------------- views
    def rows(self) -> list[str]:
        """The tray, ``rows[0]`` being rank 1: a symbol letter, ``.`` neutral, ``-`` free (setup)."""
        setup = self.in_setup()
        result = []
        for r in range(SIZE):
            line = ""
            for c in range(SIZE):
                sq = r * SIZE + c
                ch = EMPTY if setup and not CORNERS >> sq & 1 else NEUTRAL
                for q, b in enumerate(self.boards):
                    if b >> sq & 1:
                        ch = SYMBOLS[q]
                line += ch
            result.append(line)
        return result

    def warnings(self) -> list[dict[str, Any]]:
        """During the setup: every row, column or diagonal with three or more of one symbol."""
        if not self.in_setup():
            return []
        result = []
        for q, b in enumerate(self.boards):
            for name, mask in ADVICE_LINES[self.num_players]:
                count = (b & mask).bit_count()
                if count >= 3:
                    symbol = Message("symbol", symbol=SYMBOL_NAMES[q])
                    text = Message(
                        "cambio-warning", count=count, symbol=symbol, letter=SYMBOLS[q], line=_line_name(name)
                    )
                    result.append(
                        {
                            "symbol": SYMBOLS[q],
                            "line": name,
                            "count": count,
                            "text": text,
                            "message": text.to_json(),
                        }
                    )
        return result

    def _setup_view(self) -> dict[str, Any] | None:
        if not self.in_setup():
            return None
        owner = self.steps[self.step]
        left = 0
        for s in self.steps[self.step :]:
            if s != owner:
                break
            left += 1
        placer = setup_placer(self.num_players, owner)
        return {
            "placer": "chance" if self.random_setup else placer,
            "symbol": SYMBOLS[owner],
            "owner": owner,
            "left": left,
            "placements_left": len(self.steps) - self.step,
        }

    def _view(self, player: int | None) -> dict[str, Any]:
        phase = "over" if self.result is not None else ("setup" if self.in_setup() else "play")
        pushes: list[str] = []
        if phase == "play":
            pushes = [PUSH_NAMES[a] for a in self._legal_actions(self.to_move) if a < PUSH_COUNT]
        return {
            "rows": self.rows(),
            "players": self.num_players,
            "symbols": list(SYMBOLS[: self.num_players]),
            "symbol_names": list(SYMBOL_NAMES[: self.num_players]),
            "line_length": 5 if self.num_players == 2 else 4,
            "phase": phase,
            "setup": self._setup_view(),
            "warnings": self.warnings(),
            "to_move": self.to_move if phase == "play" else None,
            "spare": NEUTRAL if self.spare < 0 else SYMBOLS[self.spare],
            "last": self.action_to_string(self.history[-1][1]) if self.history else None,
            "legal_pushes": pushes,
            "pushes": self.pushes,
            "max_pushes": self.max_pushes,
            "passes_in_succession": self.passes,
            "repetition": self.seen.get(self._key(), 0) if phase != "setup" else 0,
            "lines": {SYMBOLS[q]: names for q, names in self.lines().items()},
        }

    def snapshot(self) -> dict[str, Any]:
        seen = sorted([self._key_text(key), count] for key, count in self.seen.items())
        return {
            "rows": self.rows(),
            "setup_step": self.step,
            "to_move": self.to_move,
            "spare": NEUTRAL if self.spare < 0 else SYMBOLS[self.spare],
            "pushes": self.pushes,
            "passes": self.passes,
            "seen": seen,
            "result": None
            if self.result is None
            else {"winners": sorted(self.result[0]), "reason": self.result[1]},
        }

    def _key_text(self, key: int) -> str:
        n = self.num_players
        boards = [(key >> (25 * (n - 1 - q))) & FULL for q in range(n)]
        mover = key >> (25 * n)
        tray = ""
        for sq in range(25):
            ch = NEUTRAL
            for q, b in enumerate(boards):
                if b >> sq & 1:
                    ch = SYMBOLS[q]
            tray += ch
        return f"{tray}:{mover + 1}"


def _parse_tray(text: str, players: int, allowed: str) -> tuple[int, ...]:
    if len(text) != 25 or not set(text) <= set(allowed):
        raise FormatError(f"cambio: a tray must be 25 characters of {allowed!r}")
    boards = [0] * players
    for sq, ch in enumerate(text):
        if ch in SYMBOLS:
            boards[SYMBOLS.index(ch)] |= 1 << sq
    return tuple(boards)


class Cambio(Game[int]):
    info: ClassVar[GameInfo] = GameInfo(
        id="cambio",
        order=10,
        name="Cambio",
        name_de="Cambio",
        description=Message("game-cambio-description"),
        min_players=2,
        max_players=3,
        chance=True,  # only with setup=random
        hidden_information=False,
        agreed_draws=True,  # the rules know a draw or a shared win (issue 35)
        simultaneous=False,
        options=(
            OptionSpec(
                "setup",
                str,
                "manual",
                Message("option-cambio-setup-description"),
                choices=("manual", "random"),
            ),
            OptionSpec(
                "setup_advice",
                str,
                "warn",
                Message("option-cambio-setup-advice-description"),
                choices=("warn", "enforce"),
            ),
            OptionSpec(
                "own_line_rule",
                str,
                "opponent_wins",
                Message("option-cambio-own-line-rule-description"),
                choices=("opponent_wins", "forbidden"),
            ),
            OptionSpec(
                "repetition",
                bool,
                True,
                Message("option-cambio-repetition-description"),
            ),
            OptionSpec(
                "max_pushes",
                int,
                200,
                Message("option-cambio-max-pushes-description"),
                minimum=20,
                maximum=10000,
            ),
        ),
        notation=Message("game-cambio-notation"),
        # the rulebook lets player A (the first seat) set up first and push first, and the game
        # has no ``first`` option: a rematch passes the first move on by moving everybody one
        # seat on (the second player becomes player A)
        rotate_seats_between_games=True,
    )

    def _new_state(self, options: Options, seed: int) -> CambioState:
        return CambioState(self, options, seed)

    def _from_snapshot(self, options: Options, seed: int, snapshot: dict[str, Any]) -> CambioState:
        """A position: ``rows`` (rank 1 first; symbol letters, ``.`` neutral, ``-`` free during the
        setup) and optionally ``setup_step`` (default: setup done), ``to_move``, ``spare``,
        ``pushes``, ``passes``, ``seen`` and ``result`` as in `CambioState.snapshot`."""
        state = CambioState(self, options, seed)
        n = state.num_players
        rows = snapshot["rows"]
        if not isinstance(rows, list) or len(rows) != SIZE or not all(isinstance(r, str) for r in rows):
            raise FormatError("cambio: 'rows' must be 5 strings of 5 characters")
        tray = "".join(rows)
        step = int(snapshot.get("setup_step", len(state.steps)))
        if not 0 <= step <= len(state.steps):
            raise FormatError(f"cambio: 'setup_step' must be 0..{len(state.steps)}")
        allowed = NEUTRAL + "".join(SYMBOLS[:n]) + (EMPTY if step < len(state.steps) else "")
        state.boards = _parse_tray(tray, n, allowed)
        for sq in range(25):
            if step == len(state.steps):
                break
            if CORNERS >> sq & 1 and tray[sq] != NEUTRAL:
                raise FormatError("cambio: during the setup the corners hold neutral cubes ('.')")
            if not CORNERS >> sq & 1 and tray[sq] == NEUTRAL:
                raise FormatError("cambio: during the setup a square without a symbol is free ('-')")
        state.step = state.first_step = step
        state.to_move = int(snapshot.get("to_move", 0))
        if not 0 <= state.to_move < n:
            raise FormatError("cambio: 'to_move' must be a player number from 0")
        spare = snapshot.get("spare", NEUTRAL)
        state.spare = -1 if spare == NEUTRAL else SYMBOLS[:n].index(spare)
        state.pushes = int(snapshot.get("pushes", 0))
        state.passes = int(snapshot.get("passes", 0))
        for key_text, count in snapshot.get("seen", []):
            tray_text, _, mover = str(key_text).partition(":")
            boards = _parse_tray(tray_text, n, NEUTRAL + "".join(SYMBOLS[:n]))
            key = int(mover) - 1
            for b in boards:
                key = (key << 25) | b
            state.seen[key] = int(count)
        state.dirty = bool(state.line_holders())
        result = snapshot.get("result")
        if result is not None:
            reason = result["reason"]  # a message's JSON form; an English text before issue 23
            state.result = (
                frozenset(int(w) for w in result["winners"]),
                reason if isinstance(reason, dict) else str(reason),
            )
        elif step == len(state.steps) and not state.seen:
            state.seen[state._key()] = 1
        state.actor = state._actor()
        return state

    def max_length(self, options: Options) -> int:
        n = options.get_int("players")
        pushes = options.get_int("max_pushes")
        # the setup, the pushes, and at most n passes before each push and at the end
        return len(setup_steps(n)) + pushes + n * (pushes + 1)


GAME = Cambio()
