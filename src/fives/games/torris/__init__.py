"""Torris: the tower-building game of the "Five!" set, for two players.

Setup.  The 32 stones (16 white, 16 black; four each of dot, line, triangle and square per
colour) lie face down in a 4 x 8 grid whose colours alternate like a checkerboard; a1 (White's
lower left corner) is white.  The symbols are then turned face up: chance draws them one
square at a time in the fixed order a1, b1, ..., h1, a2, ..., h4, each uniform over the stones
of that square's colour not yet drawn.  Then the starting player is drawn by lot (option
``first``).  Player 1 (P1) plays White, player 2 (P2) plays Black.

A move.  The top stone of a tower (a single stone is a tower of height 1) whose top is of your
colour moves in a straight line along a rank or a file exactly as many steps as its symbol
says: dot 1, line 2, triangle 3, square 4.  Steps count occupied spaces only: empty spaces are
jumped over and not counted.  The stone lands on the tower it reaches with its last step (of
either colour) and must climb: a stone standing at level h (the top of a tower of height h) may
land only on a tower of height h or more, so that it stands at level h + 1 or higher.  Only top
stones move; a stone that cannot climb cannot move.

Closing up.  When the moving stone was alone on its space (no tower remains there), the stones
and towers directly behind it (on the side opposite to the direction of movement, in the same
line) move forward by one space in the direction of movement, so the gap is closed.  With the
default option ``closing=run``, "directly behind" is the unbroken run of occupied spaces next to
the vacated space: it stops at the first empty space or the edge.  With ``closing=compact``
every tower behind the vacated space in that line slides forward, so the rear part of the line
has no gaps at all.  When a tower remains, there is no gap and nothing closes up.

Blocked players and the end.  A player who cannot move passes: the opponent keeps moving until
the blocked player can move again.  A player who can move must move (zugzwang).  When neither
can move, each tower scores its height to the owner of its top stone; most points wins; on
equal points the player with the highest tower wins; with equal highest towers the next highest
decide, and so on, and equal towers all the way down are a draw (option ``tiebreak=next``; with
``tiebreak=draw`` equal highest towers are a draw at once).

Notation: a move is ``from-to`` (``c3-e3``), squares a1..h4 (files a-h, ranks 1-4).  Chance
outcomes are ``a1=dot`` (the symbol turned up on a1) and ``white starts`` / ``black starts``.
"""

from __future__ import annotations

import math
import random
import re
from fractions import Fraction
from typing import Any, ClassVar, NamedTuple

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
    chance_rng,
    first_player_option,
)
from fives.core.errors import FormatError
from fives.core.message import Text
from fives.core.undo import snapshot_functions

RANKS = 4
FILES_N = 8
SQUARES = RANKS * FILES_N
FILES = "abcdefgh"
WHITE, BLACK = 0, 1
COLOURS = ("white", "black")
COLOUR_LETTERS = "WB"
#: Symbols in step order: index + 1 is the number of steps.
SYMBOLS = ("dot", "line", "triangle", "square")
SYMBOL_LETTERS = "dlts"
PER_SYMBOL = 4  # of each symbol per colour
PER_COLOUR = len(SYMBOLS) * PER_SYMBOL
STONES = 2 * PER_COLOUR
#: A face-down stone (setup not finished) of colour c is ``FACE_DOWN + c``; face up: ``4 * c + symbol``.
FACE_DOWN = 8
#: Action ranges: moves ``from * 32 + to``; setup draws ``SYMBOL_BASE + square * 4 + symbol``;
#: the lot ``LOT_BASE + player``.
SYMBOL_BASE = SQUARES * SQUARES
LOT_BASE = SYMBOL_BASE + SQUARES * len(SYMBOLS)
DIRECTIONS = ((0, 1), (0, -1), (1, 0), (-1, 0))  # (d_rank, d_file)
DIRECTION_NAMES = {(0, 1): "right", (0, -1): "left", (1, 0): "up", (-1, 0): "down"}

Tower = tuple[int, ...]

_MOVE = re.compile(r"^([a-h][1-4])\s*[-x ]?\s*([a-h][1-4])$")
_STONE = re.compile(r"[WB][dlts?]")


def square_name(index: int) -> str:
    return f"{FILES[index % FILES_N]}{index // FILES_N + 1}"


def square_index(name: str) -> int:
    name = name.strip().lower()
    if len(name) != 2 or name[0] not in FILES or name[1] not in "1234":
        raise ValueError(f"no square {name!r} (files a-h, ranks 1-4)")
    return (int(name[1]) - 1) * FILES_N + FILES.index(name[0])


def square_colour(index: int) -> int:
    """The colour of a square in the setup checkerboard: a1 is white."""
    return WHITE if (index // FILES_N + index % FILES_N) % 2 == 0 else BLACK


def stone_colour(stone: int) -> int:
    return stone - FACE_DOWN if stone >= FACE_DOWN else stone // 4


def stone_text(stone: int) -> str:
    if stone >= FACE_DOWN:
        return COLOUR_LETTERS[stone - FACE_DOWN] + "?"
    return COLOUR_LETTERS[stone // 4] + SYMBOL_LETTERS[stone % 4]


def tower_text(tower: Tower) -> str:
    """A tower bottom to top, two letters a stone (``Wd`` white dot, ``Bs`` black square)."""
    return "".join(stone_text(s) for s in tower)


def parse_tower(text: str) -> Tower:
    if len(text) % 2:
        raise FormatError(f"torris: bad tower {text!r} (two letters a stone, e.g. WdBs)")
    stones = []
    for i in range(0, len(text), 2):
        part = text[i : i + 2]
        if _STONE.fullmatch(part) is None:
            raise FormatError(f"torris: bad stone {part!r} in tower {text!r} (use W/B and d, l, t, s or ?)")
        colour = COLOUR_LETTERS.index(part[0])
        stones.append(FACE_DOWN + colour if part[1] == "?" else 4 * colour + SYMBOL_LETTERS.index(part[1]))
    if any(s >= FACE_DOWN for s in stones) and len(stones) != 1:
        raise FormatError(f"torris: a face-down stone must lie alone on its square, not in {text!r}")
    return tuple(stones)


def _coords(index: int) -> tuple[int, int]:
    return index // FILES_N, index % FILES_N


def _direction(src: int, dst: int) -> tuple[int, int] | None:
    (r1, f1), (r2, f2) = _coords(src), _coords(dst)
    if src == dst or (r1 != r2 and f1 != f2):
        return None
    return ((r2 > r1) - (r2 < r1), (f2 > f1) - (f2 < f1))


def _line(index: int, direction: tuple[int, int]) -> list[int]:
    """The squares from ``index`` (exclusive) to the edge in ``direction``."""
    r, f = _coords(index)
    dr, df = direction
    result = []
    r, f = r + dr, f + df
    while 0 <= r < RANKS and 0 <= f < FILES_N:
        result.append(r * FILES_N + f)
        r, f = r + dr, f + df
    return result


#: For each square and direction, the squares ahead up to the edge.
LINES: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(_line(i, d)) for d in DIRECTIONS) for i in range(SQUARES)
)
_DIR_INDEX = {d: k for k, d in enumerate(DIRECTIONS)}


def close_gap(towers: list[tuple[int, ...]], vacated: int, behind: tuple[int, ...], compact: bool) -> int:
    """Closing up (Nachrücken) on ``towers`` itself: the towers on ``behind`` (the squares behind the
    vacated one, away from the move, nearest first) move up one place each as far as the first empty
    square; with ``compact`` every tower on that line moves up, closing every gap.  Returns the square
    left empty (-1 with ``compact``, which may empty several).  Shared by the rules and the search
    engine (`fives.games.torris.ai.engine`)."""
    if compact:
        moving = [towers[j] for j in behind if towers[j]]
        for k, j in enumerate((vacated, *behind)):
            towers[j] = moving[k] if k < len(moving) else ()
        return -1
    front = vacated
    for j in behind:
        if not towers[j]:
            break
        towers[front] = towers[j]
        towers[j] = ()
        front = j
    return front


def _opposite(direction: tuple[int, int]) -> tuple[int, int]:
    return (-direction[0], -direction[1])


class Saved(NamedTuple):
    """What an action may change, saved before it and put back by its undo, by name
    (`fives.core.undo`).  ``towers`` is a list, but never changed in place once saved: an action
    that moves or turns a stone changes a copy (so a snapshot costs no copy of the towers)."""

    towers: list[Tower]
    turn: int | None
    passed: tuple[int, ...]
    hidden: int


save_state, restore_state = snapshot_functions(Saved)


class TorrisState(State[int]):
    """The 32 squares as a list of towers (tuples of stones, bottom first) and the player whose
    turn it is by alternation (``turn``; None until the lot is drawn)."""

    _mutable: ClassVar[tuple[str, ...]] = ("towers",)

    def __init__(self, game: Game[int], options: Options, seed: int) -> None:
        super().__init__(game, options, seed)
        self.towers: list[Tower] = [(FACE_DOWN + square_colour(i),) for i in range(SQUARES)]
        first = options.get_str("first")
        self.turn: int | None = None if first == "lot" else int(first) - 1
        #: The legal moves of each colour in this position, generated when first asked for.
        self._moves: list[tuple[int, ...] | None] = [None, None]
        #: How many squares still hold a face-down stone (the setup is done at 0).
        self.hidden = SQUARES
        #: History indices of the moves made while the other player was blocked (they passed).
        self.passed: tuple[int, ...] = ()

    # ----------------------------------------------------------------- rules
    def _next_face_down(self) -> int | None:
        for i, tower in enumerate(self.towers):
            if tower and tower[0] >= FACE_DOWN:
                return i
        return None

    def setup_done(self) -> bool:
        return not self.hidden

    def moves_of(self, colour: int) -> tuple[int, ...]:
        """Every legal move of ``colour`` (``from * 32 + to``), ignoring whose turn it is."""
        moves = self._moves[colour]
        if moves is None:
            moves = self._moves[colour] = self._generate(colour)
        return moves

    def _generate(self, colour: int) -> tuple[int, ...]:
        """The moves of ``colour`` (`tower_moves`; this is the hot path of every search)."""
        return tuple(tower_moves(self.towers, colour))

    def landing(self, index: int, direction: tuple[int, int]) -> int | None:
        """The square the top stone on ``index`` reaches in ``direction`` (climbing not checked)."""
        tower = self.towers[index]
        steps = tower[-1] % 4 + 1
        count = 0
        for j in LINES[index][_DIR_INDEX[direction]]:
            if self.towers[j]:
                count += 1
                if count == steps:
                    return j
        return None

    def close_up(self, vacated: int, direction: tuple[int, int]) -> None:
        """Close the gap left on ``vacated`` by a stone that moved in ``direction``."""
        behind = LINES[vacated][_DIR_INDEX[_opposite(direction)]]
        close_gap(self.towers, vacated, behind, self.options.get_str("closing") == "compact")

    def current_player(self) -> int:
        if self.turn is None or self.hidden:
            return CHANCE
        if self.moves_of(self.turn):
            return self.turn
        if self.moves_of(1 - self.turn):
            return 1 - self.turn
        return TERMINAL

    def blocked(self) -> list[int]:
        """The players who cannot move now (both once the game is over)."""
        if not self.setup_done():
            return []
        return [c for c in (WHITE, BLACK) if not self.moves_of(c)]

    def chance_outcomes(self) -> list[tuple[int, Fraction]]:
        square = self._next_face_down()
        if square is None:
            if self.turn is None:
                return [(LOT_BASE + WHITE, Fraction(1, 2)), (LOT_BASE + BLACK, Fraction(1, 2))]
            raise IllegalActionError("chance", Message("core-no-chance-node"))
        colour = self.towers[square][0] - FACE_DOWN
        left = self.remaining(colour)
        total = sum(left)
        return [(SYMBOL_BASE + square * 4 + sym, Fraction(n, total)) for sym, n in enumerate(left) if n > 0]

    def sample_chance(self, rng: random.Random | None = None) -> int:
        """As `State.sample_chance` (the same draw from the same random numbers: a pick below the
        least common denominator of the probabilities), in whole numbers, without fractions."""
        if rng is None:
            rng = chance_rng(self.seed, len(self.history))
        square = self._next_face_down()
        if square is None:
            if self.turn is None:
                return LOT_BASE + rng.randrange(2)
            return super().sample_chance(rng)
        left = self.remaining(self.towers[square][0] - FACE_DOWN)
        unit = math.gcd(*left)
        pick = rng.randrange(sum(left) // unit)
        total = 0
        for sym, n in enumerate(left):
            total += n // unit
            if pick < total:
                return SYMBOL_BASE + square * 4 + sym
        raise AssertionError("unreachable: the counts add up")

    def remaining(self, colour: int) -> list[int]:
        """How many stones of each symbol of ``colour`` are not yet face up."""
        left = [PER_SYMBOL] * len(SYMBOLS)
        for tower in self.towers:
            for stone in tower:
                if stone < FACE_DOWN and stone // 4 == colour:
                    left[stone % 4] -= 1
        return left

    def _legal_actions(self, player: int) -> list[int]:
        return list(self.moves_of(player))

    def _apply(self, player: int, action: int) -> object:
        token = save_state(self)
        self._moves = [None, None]
        if action >= LOT_BASE:
            self.turn = action - LOT_BASE
            return token
        towers = self.towers = list(self.towers)  # the saved list is never changed
        if action >= SYMBOL_BASE:
            square, sym = divmod(action - SYMBOL_BASE, 4)
            colour = towers[square][0] - FACE_DOWN
            towers[square] = (4 * colour + sym,)
            self.hidden -= 1
            return token
        if player != self.turn:
            self.passed = (*self.passed, len(self.history))
        src, dst = divmod(action, SQUARES)
        tower = towers[src]
        towers[src] = tower[:-1]
        towers[dst] = (*towers[dst], tower[-1])
        if len(tower) == 1:
            direction = _direction(src, dst)
            assert direction is not None
            self.close_up(src, direction)
        self.turn = 1 - player
        return token

    def _undo(self, player: int, action: int, token: object) -> bool:
        assert isinstance(token, tuple)
        restore_state(token, self)
        self._moves = [None, None]  # a cache: emptied, not saved
        return True

    # ----------------------------------------------------------------- scoring
    def tower_heights(self, colour: int) -> list[int]:
        """Heights of the towers owned by ``colour`` (top stone of that colour), highest first."""
        return sorted(
            (len(t) for t in self.towers if t and stone_colour(t[-1]) == colour and t[-1] < FACE_DOWN),
            reverse=True,
        )

    def points(self) -> tuple[int, int]:
        return (sum(self.tower_heights(WHITE)), sum(self.tower_heights(BLACK)))

    def scores(self) -> tuple[float, ...]:
        if not self.setup_done():
            return (0.0, 0.0)
        white, black = self.points()
        return (float(white), float(black))

    def outcome(self) -> Outcome | None:
        if self.current_player() != TERMINAL:
            return None
        points = self.points()
        heights = (self.tower_heights(WHITE), self.tower_heights(BLACK))
        details: dict[str, Any] = {
            "points": {"white": points[0], "black": points[1]},
            "towers": {"white": heights[0], "black": heights[1]},
        }
        scores = (float(points[0]), float(points[1]))
        if points[0] != points[1]:
            winner = WHITE if points[0] > points[1] else BLACK
            reason = Message("torris-points", player=_side(winner), won=max(points), lost=min(points))
            return Outcome(frozenset({winner}), scores, reason, details=details)
        if self.options.get_str("tiebreak") == "draw":
            compare = [(heights[0][:1], heights[1][:1])]
        else:
            compare = [(heights[0][: k + 1], heights[1][: k + 1]) for k in range(max(map(len, heights)))]
        for white, black in compare:
            if white != black:
                winner = WHITE if white > black else BLACK
                k = len(white)
                reason = Message("torris-highest", points=points[0], player=_side(winner), rank=k)
                details["tiebreak"] = k
                return Outcome(frozenset({winner}), scores, reason, details=details)
        reason = Message("torris-draw", points=points[0])
        return Outcome(frozenset({WHITE, BLACK}), scores, reason, details=details)

    # ----------------------------------------------------------------- notation
    def action_to_string(self, action: int, player: int | None = None) -> str:
        if action >= LOT_BASE:
            return f"{COLOURS[action - LOT_BASE]} starts"
        if action >= SYMBOL_BASE:
            square, sym = divmod(action - SYMBOL_BASE, 4)
            return f"{square_name(square)}={SYMBOLS[sym]}"
        src, dst = divmod(action, SQUARES)
        return f"{square_name(src)}-{square_name(dst)}"

    def action_label(self, action: int, player: int | None = None) -> Text:
        if SYMBOL_BASE <= action < LOT_BASE:
            square, sym = divmod(action - SYMBOL_BASE, 4)
            symbol = Message("symbol", symbol=SYMBOLS[sym])
            return Message("move-torris-draw", square=square_name(square), symbol=symbol)
        return self.action_to_string(action, player)

    def _parse_syntax(self, text: str, player: int) -> int | None:
        if player == CHANCE:
            return None
        match = _MOVE.match(text)
        if match is None:
            raise NotationError(text, Message("torris-syntax"))
        src, dst = square_index(match.group(1)), square_index(match.group(2))
        if _direction(src, dst) is None:
            raise IllegalActionError(text, Message("torris-straight-to"))
        return src * SQUARES + dst

    def _explain_illegal(self, action: int, player: int) -> Text:
        if action >= SYMBOL_BASE:
            return Message("torris-chance-outcome")
        src, dst = divmod(action, SQUARES)
        direction = _direction(src, dst)
        if direction is None:
            return Message("torris-straight")
        tower = self.towers[src]
        name = square_name(src)
        if not tower:
            return Message("torris-no-stone", square=name)
        top = tower[-1]
        if stone_colour(top) != player:
            return Message("torris-not-yours", square=name, player=_side(stone_colour(top)))
        steps = top % 4 + 1
        stone = Message("torris-stone", symbol=SYMBOLS[top % 4])
        landing = self.landing(src, direction)
        way = DIRECTION_NAMES[direction]
        if landing is None:
            return Message("torris-too-few", stone=stone, square=name, steps=steps, direction=way)
        if landing != dst:
            return Message(
                "torris-lands",
                stone=stone,
                square=name,
                steps=steps,
                direction=way,
                landing=square_name(landing),
            )
        if len(self.towers[dst]) < len(tower):
            return Message(
                "torris-climb",
                square=name,
                level=len(tower),
                target=square_name(dst),
                stones=len(self.towers[dst]),
            )
        return Message("core-not-legal")

    def log_settled(self) -> int:
        return len(
            self.history
        )  # a line (or none) depends only on its action and whether the other player passed then

    def _describe(self, index: int, viewer: int | None) -> Text | None:
        player, action = self.history[index]
        if player == CHANCE:
            # the setup is shown on the board, not listed: its 32 draws have no line, and the lot
            # that follows them says it in one
            if action >= LOT_BASE:
                return Message("torris-setup", player=_side(action - LOT_BASE))
            first = self.options.get_str("first")
            draws = sum(1 for p, a in self.history[: index + 1] if p == CHANCE and a < LOT_BASE)
            if first != "lot" and draws == SQUARES:  # no lot follows: the last draw says it
                return Message("torris-setup-first", player=_side(int(first) - 1))
            return None
        src, dst = divmod(action, SQUARES)
        line = Message("log-move-to", player=_side(player), **{"from": square_name(src)}, to=square_name(dst))
        if index in self.passed:
            return Message("torris-blocked", player=_side(1 - player), line=line)
        return line

    # ----------------------------------------------------------------- views
    def board_rows(self) -> list[list[str]]:
        """The towers as text, ``rows[0]`` being rank 1, each bottom stone first."""
        return [[tower_text(self.towers[r * FILES_N + f]) for f in range(FILES_N)] for r in range(RANKS)]

    def _view(self, player: int | None) -> dict[str, Any]:
        # Perfect information: players may lift any tower to look, so every stone is shown.
        current = self.current_player()
        blocked = self.blocked()
        notes = []
        if current >= 0 and self.turn is not None and current != self.turn:
            notes.append(Message("torris-blocked-again", player=_side(self.turn), other=_side(current)))
        white, black = self.points() if self.setup_done() else (0, 0)
        return {
            "board": self.board_rows(),
            "heights": [[len(self.towers[r * FILES_N + f]) for f in range(FILES_N)] for r in range(RANKS)],
            "turn": None if self.turn is None else COLOURS[self.turn],
            "to_move": COLOURS[current] if current >= 0 else None,
            "blocked": [COLOURS[c] for c in blocked],
            "points": {"white": white, "black": black},
            "notes": notes,
            "colours": {"P1": "white", "P2": "black"},
        }

    def snapshot(self) -> dict[str, Any]:
        return {
            "board": self.board_rows(),
            "turn": None if self.turn is None else COLOURS[self.turn],
        }


def _side(colour: int) -> Message:
    """White or Black, as the log and the results name them."""
    return Message("colour-player", colour=COLOURS[colour])


class Torris(Game[int]):
    info: ClassVar[GameInfo] = GameInfo(
        id="torris",
        order=40,
        name="Torris",
        name_de="Torris",
        description=Message("game-torris-description"),
        min_players=2,
        max_players=2,
        chance=True,
        hidden_information=False,
        agreed_draws=True,  # the rules know a draw or a shared win (issue 35)
        simultaneous=False,
        options=(
            first_player_option(2),
            OptionSpec(
                "closing",
                str,
                "run",
                Message("option-torris-closing-description"),
                choices=("run", "compact"),
            ),
            OptionSpec(
                "tiebreak",
                str,
                "next",
                Message("option-torris-tiebreak-description"),
                choices=("next", "draw"),
            ),
        ),
        notation=Message("game-torris-notation"),
    )

    def _new_state(self, options: Options, seed: int) -> TorrisState:
        return TorrisState(self, options, seed)

    def _from_snapshot(self, options: Options, seed: int, snapshot: dict[str, Any]) -> TorrisState:
        board = snapshot["board"]
        if (
            not isinstance(board, list)
            or len(board) != RANKS
            or not all(isinstance(r, list) and len(r) == FILES_N for r in board)
            or not all(isinstance(t, str) for r in board for t in r)
        ):
            raise FormatError("torris: 'board' must be 4 lists (rank 1 first) of 8 tower strings")
        state = TorrisState(self, options, seed)
        state.towers = [parse_tower(t) for row in board for t in row]
        state.hidden = sum(1 for tower in state.towers if tower and tower[0] >= FACE_DOWN)
        counts = [[0] * len(SYMBOLS) for _ in COLOURS]
        per_colour = [0, 0]
        for tower in state.towers:
            for stone in tower:
                per_colour[stone_colour(stone)] += 1
                if stone < FACE_DOWN:
                    counts[stone // 4][stone % 4] += 1
        for c in (WHITE, BLACK):
            if per_colour[c] > PER_COLOUR or max(counts[c]) > PER_SYMBOL:
                raise FormatError(
                    f"torris: at most {PER_COLOUR} {COLOURS[c]} stones, {PER_SYMBOL} of each symbol"
                )
        turn = snapshot.get("turn")
        if turn is not None:
            if turn not in COLOURS:
                raise FormatError("torris: 'turn' must be 'white', 'black' or null")
            state.turn = COLOURS.index(turn)
        elif options.get_str("first") == "lot":
            state.turn = None
        return state

    def max_length(self, options: Options) -> int:
        # Setup: one draw per square and the lot.  Moves: the sum of the levels of all stones
        # (level 1 = bottom) rises by at least one with every move (the moving stone climbs,
        # closing up moves whole towers), starts at 32 and can never exceed 1 + 2 + ... + 32.
        return SQUARES + 1 + STONES * (STONES + 1) // 2 - STONES


GAME = Torris()


def tower_moves(towers: list[Tower], colour: int) -> list[int]:
    """The moves (``from * 32 + to``) of ``colour`` on ``towers``: squares in order, each with its
        targets in the order of `DIRECTIONS` (a stone lands on the ``steps``-th occupied square of a line,
    on a tower at least as high as its own). Shared with
        the search engine of `fives.games.torris.ai.engine`, which keeps its positions as such lists."""
    result: list[int] = []
    low, high = 4 * colour, 4 * colour + 4  # the face-up stones of ``colour``
    for i, tower in enumerate(towers):
        if not tower:
            continue
        top = tower[-1]
        if not low <= top < high:
            continue
        height = len(tower)
        steps = top - low + 1
        base = i * SQUARES
        for line in LINES[i]:
            count = steps
            for j in line:
                landing = towers[j]
                if landing:
                    count -= 1
                    if not count:
                        if len(landing) >= height:
                            result.append(base + j)
                        break
    return result
