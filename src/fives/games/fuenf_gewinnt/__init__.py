"""Fünf gewinnt (Five wins): five in a row on an unbounded surface, with the "Five!" stones.

Two players, White (P1) and Black (P2), 16 stones each, played with the unmarked sides.  The
starting player is chosen by lot (a chance event) unless the option ``first`` fixes it.

Placement: the starting player puts the first stone in the middle, cell ``0,0``; from then on
the players take turns, and every new stone must touch a stone already on the surface along a
side (corner contact is not enough).  Coordinates are whole numbers relative to the first
stone: x grows to the right, y grows upwards.

The first player to have a connected straight row of five or more stones of their colour
(horizontal, vertical or diagonal) wins at once.

Afterplay: when all 32 stones are placed without a row, a turn lifts one of your own stones
that has at least one free side and puts it on another free cell that touches the playing area
along a side.  If the lifting splits the stones into several orthogonally connected groups,
the playing area is the largest group (ties: the one with the most stones of the mover, then
the one holding the leftmost, then lowest, cell); all other groups, of both colours, are cut
off, captured and leave the game.  Captures are judged when the stone is lifted, so putting it
back cannot save a group (option ``reconnect``: groups that the placed stone joins to the
playing area survive).  A player who cannot move passes.  A player left with fewer than five
stones loses (option ``few_stones_lose``: they play on and can only defend; when neither
player has five stones the game is drawn).  The third occurrence of a position with the same
player to move, and the end of the afterplay limit (option ``afterplay_limit``, turns of both
players counted together) are draws.

Actions are tuples of ints: ``(x, y)`` places a stone, ``(fx, fy, tx, ty)`` moves one in the
afterplay, ``()`` passes, ``(p,)`` is the chance outcome "player p starts".
"""

from __future__ import annotations

import re
from bisect import bisect_left, insort
from fractions import Fraction
from typing import Any, ClassVar, NamedTuple, Self, cast

from fives.core import (
    CHANCE,
    TERMINAL,
    FormatError,
    Game,
    GameInfo,
    Message,
    NotationError,
    Options,
    OptionSpec,
    Outcome,
    State,
    first_player_option,
    message_from_json,
    uniform,
)
from fives.core.message import Text
from fives.core.undo import Snapshot, snapshot_functions

from .board import (
    LINE_LOW,
    LINE_MASKS,
    LINE_WINDOW,
    LOCAL,
    MARGIN,
    NEAR,
    ROW,
    STRIDE,
    WINDOW_LOW,
    X_MARGIN,
    X_SPAN,
    Cell,
    cell_text,
    find_row,
    is_connected,
    local_facts,
    local_key,
    neighbours,
    row_through,
    small_groups,
    split_after_lift,
    spread,
)

Action = tuple[int, ...]

STONES_EACH = 16
COLOURS = ("white", "black")
LETTERS = ("W", "B")
PASS: Action = ()
REPETITIONS = 3
DEFAULT_LIMIT = 100

#: the last column and row of the bitboard window where a stone may be (see `_put`)
_X_TOP = X_SPAN - MARGIN
_Y_TOP = STRIDE - MARGIN - 1
_NUM = r"\(?\s*(-?[0-9]{1,6})\s*[, ;]\s*(-?[0-9]{1,6})\s*\)?"  # ASCII digits (\d takes every script's)
_PLACE = re.compile(rf"^{_NUM}$")
_MOVE = re.compile(rf"^{_NUM}\s*(?:>|->|=>|to)\s*{_NUM}$")


#: The cells of one row of the bitboard (one x, every y of the window).
_ROW = (1 << STRIDE) - 1
assert X_SPAN <= 64  # `FuenfGewinntState.extent` folds at most 64 rows

#: `_private_bits` of each tuple of private cells met so far.
_PRIVATE_BITS: dict[tuple[Cell, ...], int] = {}


def _private_bits(private: tuple[Cell, ...]) -> int:
    """The cells ``private`` (side offsets of a stone, `local_facts`) as a bitboard around bit
    ``WINDOW_LOW`` (shift it left by the stone's bit less ``WINDOW_LOW``)."""
    bits = sum(1 << (WINDOW_LOW + dx * STRIDE + dy) for dx, dy in private)
    _PRIVATE_BITS[private] = bits
    return bits


class Saved(NamedTuple):
    """The fields an action may change, saved before it and put back by its undo, by name
    (`fives.core.undo`).  The rest is undone incrementally (see `Undo`)."""

    first: int | None
    to_move: int | None
    turns: int
    result: tuple[tuple[int, ...], dict[str, Any] | str, tuple[Cell, ...]] | None


save_state, restore_state = snapshot_functions(Saved)

#: The undo token: the `Saved` fields, the stones the action captured (cell, colour) and the
#: position it counted in ``seen`` (None: none).  The stones, with ``in_hand``, ``captured`` and
#: the structures kept with them (`_put`, `_take`), and the repetition counter ``seen`` are the
#: incremental part: copying them for every action would cost more than reversing it, so
#: `FuenfGewinntState._undo` takes back the placed or moved stone, puts back the captured ones
#: and counts the position down.
Undo = tuple[Snapshot, list[tuple[Cell, int]] | tuple[()], tuple[int | None, ...] | None]


class FuenfGewinntState(State[Action]):
    """Stones in a dict ``(x, y) -> colour`` (0 white, 1 black); the board is always connected.

    Kept up to date with the board, for fast move generation: ``_free`` (each free cell that
    touches a stone along a side -> how many stones it touches), ``_frontier`` (those cells in
    (x, y) order), ``_stones`` (each colour's cells in (x, y) order), and the bitboards ``_occ``
    (all stones) and ``_own`` (each colour's) with their origin ``_x0, _y0`` (see `STRIDE`).
    Stones change only through `_put` and `_take`.  See docs/perf.md for how moves are generated.
    """

    _mutable: ClassVar[tuple[str, ...]] = (
        "board",
        "in_hand",
        "captured",
        "seen",
        "_free",
        "_frontier",
        "_own",
    )

    def __init__(self, game: Game[Action], options: Options, seed: int) -> None:
        super().__init__(game, options, seed)
        first = options.get_str("first")
        self.board: dict[Cell, int] = {}
        self.in_hand = [STONES_EACH, STONES_EACH]
        self.captured = [0, 0]
        self.first: int | None = None if first == "lot" else int(first) - 1
        self.to_move: int | None = self.first
        self.turns = 0  # afterplay turns (moves and passes) played
        self.limit = options.get_int("afterplay_limit")
        self.reconnect = options.get_bool("reconnect")
        self.few_stones_lose = options.get_bool("few_stones_lose")
        # (winners, reason, winning row) once the game is over
        #: the winners, why (a message's JSON form: data; an English text in a snapshot of before
        #: issue 23) and the row of five
        self.result: tuple[tuple[int, ...], dict[str, Any] | str, tuple[Cell, ...]] | None = None
        self.seen: dict[tuple[int | None, ...], int] = {}
        self._free: dict[Cell, int] = {}
        self._frontier: list[Cell] = []
        self._stones: tuple[list[Cell], list[Cell]] = ([], [])
        #: lifted cell -> the groups (bitboards) its lifting cuts off, as `moves` found them for the
        #: stones of ``_cuts_of``, in this position (None: `moves` did not run since the last action)
        self._cuts: dict[Cell, tuple[int, ...]] | None = None
        self._cuts_of = 0
        #: the stones as a bitboard (see `STRIDE`) and its origin
        self._occ = 0
        self._own = [0, 0]  # the stones of each colour
        self._x0 = -X_SPAN // 2
        self._y0 = -STRIDE // 2
        #: `extent` of the stones, once asked, until a stone is taken (a cache: `_put` widens it,
        #: `_take` empties it; never saved)
        self._box: tuple[int, int, int, int] | None = None

    def clone(self) -> Self:
        new = super().clone()
        new._stones = (list(self._stones[0]), list(self._stones[1]))
        return new

    # ------------------------------------------------------------------ stones
    def _put(self, cell: Cell, colour: int) -> None:
        """Put a stone of ``colour`` on the free cell ``cell``."""
        board = self.board
        free = self._free
        frontier = self._frontier
        if free.pop(cell, 0):
            del frontier[bisect_left(frontier, cell)]
        board[cell] = colour
        insort(self._stones[colour], cell)
        x, y = cell
        box = self._box
        if box is not None and not (box[0] <= x <= box[2] and box[1] <= y <= box[3]):
            self._box = (min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y))
        i = x - self._x0
        j = y - self._y0
        if X_MARGIN <= i <= _X_TOP and MARGIN <= j <= _Y_TOP:
            bit = 1 << (i * STRIDE + j)
            self._occ |= bit
            self._own[colour] |= bit
        else:
            self._reorigin()
        for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            count = free.get(n)
            if count:
                free[n] = count + 1
            elif n not in board:
                free[n] = 1
                insort(frontier, n)

    def _take(self, cell: Cell) -> int:
        """Take the stone off ``cell``; returns its colour."""
        board = self.board
        free = self._free
        frontier = self._frontier
        colour = board.pop(cell)
        self._box = None
        stones = self._stones[colour]
        del stones[bisect_left(stones, cell)]
        x, y = cell
        bit = 1 << ((x - self._x0) * STRIDE + y - self._y0)
        self._occ ^= bit
        self._own[colour] ^= bit
        touching = 0
        for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            count = free.get(n)  # a side neighbour of a stone is a stone or a frontier cell
            if count is None:
                touching += 1
            elif count > 1:
                free[n] = count - 1
            else:
                del free[n]
                del frontier[bisect_left(frontier, n)]
        if touching:
            free[cell] = touching
            insort(frontier, cell)
        return colour

    def _reorigin(self) -> None:
        """Move the bitboard's origin so that every stone is well inside the window again."""
        xs = [x for x, _ in self.board]
        ys = [y for _, y in self.board]
        self._x0 = min(xs) - X_MARGIN
        self._y0 = (min(ys) + max(ys) - STRIDE) // 2
        self._occ = 0
        self._own = [0, 0]
        for cell, colour in self.board.items():
            bit = self._bit(cell)
            self._occ |= bit
            self._own[colour] |= bit

    def _index(self) -> None:
        """Set up ``_free``, ``_frontier``, ``_stones`` and the bitboards from ``board``."""
        board = self.board
        self.board = {}
        self._free = {}
        self._frontier = []
        self._stones = ([], [])
        self._occ = 0
        self._own = [0, 0]
        for cell, colour in sorted(board.items()):
            self._put(cell, colour)

    # ------------------------------------------------------------------ queries
    @property
    def afterplay(self) -> bool:
        return self.in_hand[0] == 0 and self.in_hand[1] == 0

    def stones_on_board(self, colour: int) -> int:
        return len(self._stones[colour])

    def stones_of(self, colour: int) -> list[Cell]:
        """The stones of ``colour`` (0 or 1) in (x, y) order: a copy of the list kept with the
        board."""
        return list(self._stones[colour])

    def player_name(self, player: int) -> Text:
        if player in (0, 1):
            return Message("colour-player", colour=COLOURS[player])
        return super().player_name(player)

    def _entry_text(self, index: int, player: int, action: Action) -> Text:
        if player == CHANCE and len(action) == 1:  # the lot: who starts
            return Message("colour-starts", player=self.player_name(action[0]))
        name = self.player_name(player)
        if len(action) == 2:
            return Message("fuenf-place", player=name, cell=f"{action[0]},{action[1]}")
        if len(action) == 4:
            return Message(
                "fuenf-move",
                player=name,
                **{"from": f"{action[0]},{action[1]}"},
                to=f"{action[2]},{action[3]}",
            )
        return Message("log-pass", player=name)

    def current_player(self) -> int:
        if self.result is not None:
            return TERMINAL
        if self.to_move is None:
            return CHANCE
        return self.to_move

    def chance_outcomes(self) -> list[tuple[Action, Fraction]]:
        return uniform([(0,), (1,)])

    def placements(self) -> list[Action]:
        """Free cells that touch a stone along a side (only ``0,0`` on an empty surface)."""
        if not self.board:
            return [(0, 0)]
        return list(self._frontier)

    def has_free_side(self, cell: Cell) -> bool:
        board = self.board
        return any(n not in board for n in neighbours(cell))

    def destinations(self, lifted: Cell, player: int) -> list[Cell]:
        """Where the stone lifted from ``lifted`` may go: free cells touching the playing area, in
        (x, y) order.

        The cut-off groups never touch the playing area along a side (else they would belong to
        it), so with or without ``reconnect`` these are the free cells touching the playing area.
        """
        area = self._occ ^ self._bit(lifted)
        for group in self._cut_bits(lifted, player):
            area ^= group
        return self._cells_of(self._frontier_bits() & spread(area))

    def moves(self, player: int) -> list[Action]:
        """Every afterplay move of ``player``: stones in (x, y) order, each with its `destinations`
        (the frontier of the board, less the free cells that touch only the lifted stone and the
        groups it cuts off)."""
        lifted, _ranks, frontier, lost = self.move_table(player)
        result: list[Action] = [cell + d for cell in lifted for d in frontier]
        for i in reversed(lost):
            del result[i]
        return result

    def extent(self) -> tuple[int, int, int, int] | None:
        """The stones' bounding box, ``(min x, min y, max x, max y)`` (None on an empty surface),
        from the sorted stones and the bitboard (the columns folded onto one row) rather than a
        pass over the board; from the board itself where the two disagree in number (a state
        changed by hand).  Kept until a stone is taken (a stone put widens it)."""
        board = self.board
        first, second = self._stones
        if not board:
            return None
        if len(board) != len(first) + len(second):
            xs, ys = zip(*board, strict=True)
            return min(xs), min(ys), max(xs), max(ys)
        box = self._box
        if box is not None:
            return box
        if first and second:
            low, high = min(first[0][0], second[0][0]), max(first[-1][0], second[-1][0])
        else:
            low, high = (first or second)[0][0], (first or second)[-1][0]
        f = self._occ
        f |= f >> (32 * STRIDE)  # X_SPAN rows (44) fold onto one in six steps
        f |= f >> (16 * STRIDE)
        f |= f >> (8 * STRIDE)
        f |= f >> (4 * STRIDE)
        f |= f >> (2 * STRIDE)
        f |= f >> STRIDE
        f &= _ROW
        box = self._box = (low, self._y0 + (f & -f).bit_length() - 1, high, self._y0 + f.bit_length() - 1)
        return box

    def move_table(self, player: int) -> tuple[list[Cell], list[int], list[Cell], list[int]]:
        """`moves` of ``player`` as a table: the stones that can be lifted (in (x, y) order), the
        place of each among all stones of ``player`` (in (x, y) order), the frontier of the board
        (in (x, y) order; the state's own list, not to be changed) and the places, in ascending
        order, of the pairs (stone, frontier cell) that are not moves among all such pairs, stone
        by stone (``i * len(frontier) + j``)."""
        occ = self._occ
        off = (
            self._x0 * STRIDE + self._y0 + WINDOW_LOW
        )  # cell (x, y) is bit x * STRIDE + y - off + WINDOW_LOW
        frontier = self._frontier
        frontier_bits = -1  # the frontier as a bitboard, when first needed
        width = len(frontier)
        many = occ.bit_count() > 3  # a leaf is cut off alone (`Local`)
        lifted: list[Cell] = []  # the stones that can be lifted
        lost: list[int] = []  # places of the lost destinations among all stones' frontier copies
        cuts: dict[Cell, tuple[int, ...]] = {}  # only the stones whose lifting cuts groups off
        base = -width  # where the destinations of the stone start in the result
        facts_of = LOCAL.get
        mine = self._own[player]
        ranks: list[int] = []
        for rank, cell in enumerate(self._stones[player]):
            shift = cell[0] * STRIDE + cell[1] - off
            key = (occ >> shift) & NEAR  # `local_key`, written out
            free_side, runs, private, leaf = facts_of(key) or local_facts(key)
            if not free_side:
                continue  # the stone cannot be lifted
            base += width
            lifted.append(cell)
            ranks.append(rank)
            if len(runs) > 1:
                p = shift + WINDOW_LOW
                if leaf and many:
                    # the leaf alone is cut off: the lost destinations are the free cells that
                    # touch only the lifted stone or only the leaf, the `private` cells of both
                    offset, dx, dy = leaf
                    q = p + offset
                    cuts[cell] = (1 << q,)
                    key = (occ >> (q - WINDOW_LOW)) & NEAR
                    x, y = cell
                    here = [bisect_left(frontier, (x + ex, y + ey)) for ex, ey in private]
                    x += dx
                    y += dy
                    here += [
                        bisect_left(frontier, (x + ex, y + ey))
                        for ex, ey in (facts_of(key) or local_facts(key))[2]
                    ]
                    here.sort()
                    lost += [base + i for i in here]
                    continue
                cut = small_groups(occ, p, runs, mine)
                if cut:
                    cuts[cell] = cut
                    if frontier_bits < 0:
                        frontier_bits = self._frontier_bits()
                    area = occ ^ (1 << p)
                    for group in cut:
                        area ^= group
                    gone = frontier_bits & ~((area << 1) | (area >> 1) | (area << STRIDE) | (area >> STRIDE))
                    while gone:
                        low = gone & -gone
                        lost.append(base + (frontier_bits & (low - 1)).bit_count())
                        gone ^= low
                    continue
            if private:
                x, y = cell
                lost += [base + bisect_left(frontier, (x + dx, y + dy)) for dx, dy in private]
        self._cuts = cuts
        self._cuts_of = player
        return lifted, ranks, frontier, lost

    def move_bits(self, player: int) -> tuple[int, int, list[tuple[int, int]]]:
        """`moves` of ``player`` as bitboards, for a caller that wants them as a mask rather than
        as hundreds of tuples (the PettingZoo environment's action mask): the bitboard's origin
        ``(x0, y0)`` (bit ``i * STRIDE + j`` is the cell ``(x0 + i, y0 + j)``) and, for each stone
        that has a move, in (x, y) order, its place among all stones of ``player`` in (x, y)
        order and its destinations as a bitboard.  The same moves as `moves` (tests compare them
        along random games), found as `move_table` finds them but without a list of cells."""
        occ = self._occ
        off = self._x0 * STRIDE + self._y0 + WINDOW_LOW
        front = self._frontier_bits()
        many = occ.bit_count() > 3
        cuts: dict[Cell, tuple[int, ...]] = {}
        facts_of = LOCAL.get
        masks = _PRIVATE_BITS
        mine = self._own[player]
        result: list[tuple[int, int]] = []
        for rank, cell in enumerate(self._stones[player]):
            shift = cell[0] * STRIDE + cell[1] - off
            key = (occ >> shift) & NEAR
            free_side, runs, private, leaf = facts_of(key) or local_facts(key)
            if not free_side:
                continue
            dest = front
            if len(runs) > 1:
                p = shift + WINDOW_LOW
                if leaf and many:
                    q = p + leaf[0]
                    cuts[cell] = (1 << q,)
                    key = (occ >> (q - WINDOW_LOW)) & NEAR
                    gone = (masks.get(private) or _private_bits(private)) << shift
                    other = (facts_of(key) or local_facts(key))[2]
                    gone |= (masks.get(other) or _private_bits(other)) << (q - WINDOW_LOW)
                    dest ^= gone  # free cells touching a stone: all in the frontier
                    if dest:
                        result.append((rank, dest))
                    continue
                cut = small_groups(occ, p, runs, mine)
                if cut:
                    cuts[cell] = cut
                    area = occ ^ (1 << p)
                    for group in cut:
                        area ^= group
                    dest &= (area << 1) | (area >> 1) | (area << STRIDE) | (area >> STRIDE)
                    if dest:
                        result.append((rank, dest))
                    continue
            if private:
                dest ^= (masks.get(private) or _private_bits(private)) << shift  # in the frontier
            if dest:
                result.append((rank, dest))
        self._cuts = cuts
        self._cuts_of = player
        return self._x0, self._y0, result

    def _cut_bits(self, cell: Cell, player: int) -> tuple[int, ...]:
        """The groups (bitboards) cut off by lifting the stone on ``cell``."""
        p = (cell[0] - self._x0) * STRIDE + cell[1] - self._y0
        key = local_key(self._occ, p)
        runs = (LOCAL.get(key) or local_facts(key))[1]
        if len(runs) <= 1:
            return ()
        return small_groups(self._occ, p, runs, self._own[player])

    def _may_row(self, cell: Cell, colour: int) -> bool:
        """False when no line through ``cell`` holds four more stones of ``colour`` within four
        cells of it (then there is no row of five through it; `row_through` says for sure).
        Written out for the four `LINE_MASKS` and a row of five (``ROW - 1 == 4``)."""
        p = (cell[0] - self._x0) * STRIDE + cell[1] - self._y0
        near = (self._own[colour] >> (p - LINE_LOW)) & LINE_WINDOW
        a, b, c, d = LINE_MASKS
        return (
            (near & a).bit_count() >= 4
            or (near & b).bit_count() >= 4
            or (near & c).bit_count() >= 4
            or (near & d).bit_count() >= 4
        )

    def _bit(self, cell: Cell) -> int:
        return 1 << ((cell[0] - self._x0) * STRIDE + cell[1] - self._y0)

    def _frontier_bits(self) -> int:
        """The free cells touching a stone along a side, as a bitboard (``_frontier``)."""
        occ = self._occ
        return ((occ << 1) | (occ >> 1) | (occ << STRIDE) | (occ >> STRIDE)) & ~occ

    def _cells_of(self, bits: int) -> list[Cell]:
        """The cells of a bitboard, in (x, y) order."""
        cells = []
        while bits:
            low = bits & -bits
            x, y = divmod(low.bit_length() - 1, STRIDE)
            cells.append((self._x0 + x, self._y0 + y))
            bits ^= low
        return cells

    def _legal_actions(self, player: int) -> list[Action]:
        if self.in_hand[0] or self.in_hand[1]:
            return self.placements()
        return self.moves(player) or [PASS]

    # ------------------------------------------------------------------ moves
    def _apply(self, player: int, action: Action) -> object:
        cuts = self._cuts
        self._cuts = None
        saved = save_state(self)
        if player == CHANCE:
            self.first = self.to_move = action[0]
            return (saved, (), None)
        size = len(action)
        if size == 2 and (self.in_hand[0] + self.in_hand[1] > 1):  # a placement, not the last
            cell = (action[0], action[1])
            self._put(cell, player)
            self.in_hand[player] -= 1
            self.to_move = 1 - player
            if len(self._stones[player]) >= ROW and self._may_row(cell, player):
                self._row(cell, player)
            return (saved, (), None)  # still placing: no end but a row, no repetition
        captured: list[tuple[Cell, int]] = []
        placed: Cell | None = None
        if size == 2:
            placed = (action[0], action[1])
            self._put(placed, player)
            self.in_hand[player] -= 1
        else:
            self.turns += 1
            if size == 4:
                lifted = (action[0], action[1])
                placed = (action[2], action[3])
                # `moves` found the groups of this position (it lists only stones that cut some off)
                if cuts is not None and self._cuts_of == player:
                    cut = cuts.get(lifted, ())
                else:
                    cut = self._cut_bits(lifted, player)
                groups = [self._cells_of(bits) for bits in cut] if cut else []
                self._take(lifted)
                for group in groups:
                    if self.reconnect and any(n in group for n in neighbours(placed)):
                        continue
                    for cell in group:
                        colour = self._take(cell)
                        self.captured[colour] += 1
                        captured.append((cell, colour))
                self._put(placed, player)
        self.to_move = 1 - player
        if placed is not None and len(self._stones[player]) >= ROW and self._may_row(placed, player):
            self._row(placed, player)
        if self.result is None:
            self._judge_end()
        key = self._position_key()
        count = self.seen.get(key, 0) + 1
        self.seen[key] = count
        if self.result is None and count >= REPETITIONS:
            self.result = ((), Message("fuenf-repetition", count=count).to_json(), ())
        return (saved, captured, key)

    def _row(self, placed: Cell, player: int) -> None:
        """End the game if the stone just put on ``placed`` completes a row."""
        row = row_through(self.board, placed)
        if row:
            self.result = (
                (player,),
                Message("fuenf-row", player=self.player_name(player), stones=len(row)).to_json(),
                tuple(row),
            )

    def _position_key(self) -> tuple[int | None, ...]:
        """The position (player to move and stones) as a key for ``seen``: the bitboards shifted so
        that the first stone in (x, y) order is bit 0, with that stone's cell."""
        occ = self._occ
        if not occ:
            return (self.to_move,)
        shift = (occ & -occ).bit_length() - 1
        x, y = divmod(shift, STRIDE)
        return (self.to_move, self._x0 + x, self._y0 + y, self._own[0] >> shift, self._own[1] >> shift)

    def _judge_end(self) -> None:
        """Draws and losses that are not a row of five (called in the afterplay only)."""
        counts = [len(self._stones[0]), len(self._stones[1])]
        if counts[0] >= ROW and counts[1] >= ROW and self.turns < self.limit:
            return
        short = [p for p in (0, 1) if counts[p] < ROW]
        if len(short) == 2:
            self.result = ((), Message("fuenf-both-few").to_json(), ())
        elif short and self.few_stones_lose:
            loser = short[0]
            self.result = ((1 - loser,), Message("fuenf-few", player=self.player_name(loser)).to_json(), ())
        elif self.turns >= self.limit:
            self.result = ((), Message("fuenf-limit", turns=self.limit).to_json(), ())

    def _undo(self, player: int, action: Action, token: object) -> bool:
        self._cuts = None  # a cache: emptied, not saved
        saved, captured, key = cast(Undo, token)
        restore_state(saved, self)
        if key is not None:
            count = self.seen[key] - 1
            if count:
                self.seen[key] = count
            else:
                del self.seen[key]
        if len(action) == 2:
            self._take((action[0], action[1]))
            self.in_hand[player] += 1
        elif len(action) == 4:
            self._take((action[2], action[3]))
            for cell, colour in captured:
                self._put(cell, colour)
                self.captured[colour] -= 1
            self._put((action[0], action[1]), player)
        return True

    # ------------------------------------------------------------------ notation
    def action_to_string(self, action: Action, player: int | None = None) -> str:
        if len(action) == 1:
            return f"{COLOURS[action[0]]} starts"
        if len(action) == 2:
            return f"{action[0]},{action[1]}"
        if len(action) == 4:
            return f"{action[0]},{action[1]}>{action[2]},{action[3]}"
        return "pass"

    def _parse_syntax(self, text: str, player: int) -> Action | None:
        if player == CHANCE:
            return None
        if text == "pass":
            return PASS
        match = _PLACE.match(text)
        if match is not None:
            return (int(match.group(1)), int(match.group(2)))
        match = _MOVE.match(text)
        if match is not None:
            return tuple(int(g) for g in match.groups())
        raise NotationError(text, Message("fuenf-syntax"))

    def _explain_illegal(self, action: Action, player: int) -> Text:
        board = self.board
        if len(action) == 2:
            cell = (action[0], action[1])
            if self.afterplay:
                return Message("fuenf-all-placed")
            if not board:
                return Message("fuenf-first-middle")
            if cell in board:
                return Message("fuenf-not-free", cell=cell_text(cell))
            return Message("fuenf-no-contact", cell=cell_text(cell))
        if len(action) == 4:
            src, dst = (action[0], action[1]), (action[2], action[3])
            if not self.afterplay:
                return Message("fuenf-place-now")
            if board.get(src) != player:
                return Message("fuenf-no-own-stone", colour=COLOURS[player], cell=cell_text(src))
            if not self.has_free_side(src):
                return Message("fuenf-no-free-side", cell=cell_text(src))
            if dst == src:
                return Message("fuenf-elsewhere")
            area, _ = split_after_lift(board, src, player)
            if dst in area or (self.reconnect and dst in board):
                return Message("fuenf-not-free", cell=cell_text(dst))
            return Message("fuenf-cut-off", cell=cell_text(dst), lifted=cell_text(src))
        if action == PASS:
            return Message("fuenf-pass-only")
        return Message("core-not-an-action")

    # ------------------------------------------------------------------ results
    def outcome(self) -> Outcome | None:
        if self.result is None:
            return None
        winners, reason, row = self.result
        return Outcome(
            winners=frozenset(winners),
            scores=tuple(1.0 if p in winners else 0.0 for p in (0, 1)),
            reason=message_from_json(reason),
            details={
                "row": [list(c) for c in row],
                "stones": [self.stones_on_board(0), self.stones_on_board(1)],
                "captured": list(self.captured),
                "afterplay_turns": self.turns,
            },
        )

    # ------------------------------------------------------------------ views
    def stone_list(self) -> list[list[Any]]:
        return [[x, y, LETTERS[c]] for (x, y), c in sorted(self.board.items())]

    def _view(self, player: int | None) -> dict[str, Any]:
        row = [list(c) for c in self.result[2]] if self.result is not None else []
        last = None
        for p, action in reversed(self.history):
            if p != CHANCE:
                last = self.action_to_string(action, p)
                break
        return {
            "stones": self.stone_list(),
            "colours": list(COLOURS),
            "in_hand": list(self.in_hand),
            "on_board": [self.stones_on_board(0), self.stones_on_board(1)],
            "captured": list(self.captured),
            "phase": "afterplay" if self.afterplay else "placement",
            "placed": 2 * STONES_EACH - sum(self.in_hand),
            "afterplay_turns": self.turns,
            "afterplay_limit": self.limit,
            "first": self.first,
            "last": last,
            "row": row,
        }

    def snapshot(self) -> dict[str, Any]:
        return {
            "stones": self.stone_list(),
            "in_hand": list(self.in_hand),
            "captured": list(self.captured),
            "first": self.first,
            "to_move": self.to_move,
            "afterplay_turns": self.turns,
            "result": None
            if self.result is None
            else {
                "winners": list(self.result[0]),
                "reason": self.result[1],
                "row": [list(c) for c in self.result[2]],
            },
        }


def _player_field(value: object, name: str) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or value not in (0, 1):
        raise FormatError(f"fuenf_gewinnt: {name!r} must be 0 (white), 1 (black) or null")
    assert isinstance(value, int)
    return value


class FuenfGewinnt(Game[Action]):
    info: ClassVar[GameInfo] = GameInfo(
        id="fuenf_gewinnt",
        order=30,
        name="Five Wins",
        name_de="Fünf gewinnt",
        description=Message("game-fuenf_gewinnt-description"),
        min_players=2,
        max_players=2,
        chance=True,
        hidden_information=False,
        agreed_draws=True,  # the rules know a draw or a shared win (issue 35)
        simultaneous=False,
        options=(
            first_player_option(),
            OptionSpec(
                "afterplay_limit",
                int,
                DEFAULT_LIMIT,
                Message("option-fuenf_gewinnt-afterplay-limit-description"),
                minimum=0,
                maximum=10_000,
            ),
            OptionSpec(
                "reconnect",
                bool,
                False,
                Message("option-fuenf_gewinnt-reconnect-description"),
            ),
            OptionSpec(
                "few_stones_lose",
                bool,
                True,
                Message("option-fuenf_gewinnt-few-stones-lose-description"),
            ),
        ),
        notation=Message("game-fuenf_gewinnt-notation"),
    )

    def _new_state(self, options: Options, seed: int) -> FuenfGewinntState:
        return FuenfGewinntState(self, options, seed)

    def _from_snapshot(self, options: Options, seed: int, snapshot: dict[str, Any]) -> FuenfGewinntState:
        state = FuenfGewinntState(self, options, seed)
        board: dict[Cell, int] = {}
        for entry in snapshot["stones"]:
            x, y, letter = entry
            if isinstance(x, bool) or isinstance(y, bool) or not isinstance(x, int) or not isinstance(y, int):
                raise FormatError("fuenf_gewinnt: stone coordinates must be whole numbers")
            if letter not in LETTERS:
                raise FormatError("fuenf_gewinnt: a stone's colour must be 'W' or 'B'")
            if (x, y) in board:
                raise FormatError(f"fuenf_gewinnt: two stones on {x},{y}")
            board[(x, y)] = LETTERS.index(letter)
        if not is_connected(board):
            raise FormatError("fuenf_gewinnt: the stones must form one orthogonally connected area")
        counts = [sum(1 for c in board.values() if c == p) for p in (0, 1)]
        in_hand = [int(n) for n in snapshot.get("in_hand", [0, 0])]
        captured = snapshot.get("captured")
        if captured is None:
            captured = [STONES_EACH - counts[p] - in_hand[p] for p in (0, 1)]
        captured = [int(n) for n in captured]
        if len(in_hand) != 2 or len(captured) != 2:
            raise FormatError("fuenf_gewinnt: 'in_hand' and 'captured' need one number per colour")
        for p in (0, 1):
            if min(in_hand[p], captured[p]) < 0 or counts[p] + in_hand[p] + captured[p] != STONES_EACH:
                raise FormatError(
                    f"fuenf_gewinnt: {COLOURS[p]} stones on the surface, in hand and captured must make 16"
                )
        state.board = board
        state._index()
        state.in_hand = in_hand
        state.captured = captured
        state.first = _player_field(snapshot.get("first", 0), "first")
        state.to_move = _player_field(snapshot.get("to_move", 0), "to_move")
        turns = snapshot.get("afterplay_turns", 0)
        if isinstance(turns, bool) or not isinstance(turns, int) or turns < 0:
            raise FormatError("fuenf_gewinnt: 'afterplay_turns' must be a whole number >= 0")
        state.turns = turns
        result = snapshot.get("result")
        if result is not None:
            state.result = (
                tuple(int(p) for p in result["winners"]),
                reason if isinstance(reason := result["reason"], dict) else str(reason),
                tuple((int(c[0]), int(c[1])) for c in result["row"]),
            )
            return state
        if state.to_move is None:
            if board:
                raise FormatError("fuenf_gewinnt: only the empty start position may wait for the lot")
            return state
        if not state.afterplay:
            if any(captured):
                raise FormatError("fuenf_gewinnt: no stone is captured before the afterplay")
            mover = state.to_move
            if in_hand[mover] - in_hand[1 - mover] not in (0, 1):
                raise FormatError("fuenf_gewinnt: in the placement the players alternate; check 'in_hand'")
            if not board and (in_hand[mover] != STONES_EACH or in_hand[1 - mover] != STONES_EACH):
                raise FormatError("fuenf_gewinnt: an empty surface means no stone was placed yet")
        for p in (0, 1):
            if find_row(board, p):
                raise FormatError(f"fuenf_gewinnt: {COLOURS[p]} already has a row of five; give a 'result'")
        if state.afterplay:
            state._judge_end()
            state.seen[state._position_key()] = 1
        return state

    def max_length(self, options: Options) -> int:
        lot = 1 if options.get_str("first") == "lot" else 0
        return lot + 2 * STONES_EACH + options.get_int("afterplay_limit")


GAME = FuenfGewinnt()
