"""Hütchenspieler (The Shell Game): the memory game of the "Five!" set, 2 to 4 players.

Each player owns 8 stones of one colour: two each of dot, line, triangle and square.  The
starting player is drawn by lot (option ``first``).  Turns go round twice in seating order from
the starting player; the player whose turn it is is the *shuffler*, the others are *seekers*:

1. The shuffler lays out four of their own stones, one of each symbol, face up in a row, in an
   order of their choice (``dot line triangle square``).
2. The seekers memorise the row (``memorize_seconds`` of live time, the server's business); the
   shuffler ends the memorising by turning the stones face down (``turn``).
3. The shuffler makes exactly 3 shuffle moves in round one and 4 in round two, one stone each:
   the stone at position ``i`` (1-4, from the left) goes into gap ``g`` (0-4; gap ``g`` lies
   right of stone ``g``: 0 is the left end, 4 the right end), written ``i>g``.  A move that
   leaves the row as it was (``i>i`` and ``i>i-1``) is not a move.
4. The shuffler asks the seekers in clockwise order, starting with the left neighbour (the next
   player), each time for a symbol not yet revealed (``ask triangle``); the asked seeker turns a
   face-down stone (its position, ``3``): the sought symbol goes to the seeker, any other symbol
   back to the shuffler.  The seeker who turns the third stone plays for the last two at once:
   right, both are theirs; wrong, both stay with the shuffler.  With two players the one seeker
   is asked every time; with three the order is seeker 1, 2, 1; with four 1, 2, 3.

After every player has been shuffler twice the player with the most stones in front of them (own
stones still held plus stones won) wins; equal most is a shared win.

Positions stay numbered as they were after the shuffle while stones are turned: a turned stone
leaves its place empty.  After the turn, no view shows a symbol of a face-down stone or the
layout, the shuffler's neither (as at the table, where the shuffler too sees the stones face
down): only the shuffle moves, which everyone follows with their own eyes.  The shuffler still
knows the row (they laid it out and moved it), so ``resample_hidden`` keeps it for them.
"""

from __future__ import annotations

import random
import re
from itertools import permutations
from typing import Any, ClassVar, NamedTuple, TypeVar

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
    TimedPhase,
    first_player_option,
    uniform,
)
from fives.core.errors import FormatError, OptionError
from fives.core.message import Text
from fives.core.undo import snapshot_functions

SYMBOLS = ("dot", "line", "triangle", "square")
LETTERS = "dlts"
ROW = 4
GAPS = ROW + 1
STONES_PER_SYMBOL = 2

#: Every order of the four symbols; a layout action is an index into this table.
LAYOUTS: tuple[tuple[int, ...], ...] = tuple(permutations(range(ROW)))
_LAYOUT_INDEX = {p: i for i, p in enumerate(LAYOUTS)}

# Action encoding (ints, distinct ranges).
LAY = 0  # LAY + index into LAYOUTS
TURN = 100  # end of memorising: the stones are turned face down
MOVE = 200  # MOVE + GAPS * stone (0-based position) + gap
ASK = 300  # ASK + symbol
PICK = 400  # PICK + position (0-based)
START = 500  # chance: START + starting player

PHASES = ("lot", "lay", "memorize", "shuffle", "ask", "pick", "over")
LOT, LAYING, MEMO, SHUFFLE, ASKING, PICKING, OVER = range(7)
_HIDDEN_PHASES = (SHUFFLE, ASKING, PICKING)

# ASCII digits only, and a few (\d takes the digits of every script; int() refuses 4301 of them)
_MOVE_RE = re.compile(r"^([0-9]{1,3})\s*>\s*([0-9]{1,3})$")
_PICK_RE = re.compile(r"^(?:(?:pick|stone|turn)\s*)?([0-9]{1,3})$")
_START_RE = re.compile(r"^p([0-9]{1,3}) starts$")


def symbol_index(word: str) -> int | None:
    """The symbol named by ``word`` (full name or first letter), else None."""
    if word in SYMBOLS:
        return SYMBOLS.index(word)
    if len(word) == 1 and word in LETTERS:
        return LETTERS.index(word)
    return None


def move_action(stone: int, gap: int) -> int:
    """The action moving the stone at 1-based position ``stone`` into gap ``gap`` (0-4)."""
    return MOVE + GAPS * (stone - 1) + gap


def is_noop(stone0: int, gap: int) -> bool:
    """A move of the stone at 0-based position ``stone0`` into ``gap`` that changes nothing."""
    return gap in (stone0, stone0 + 1)


T = TypeVar("T")


def shuffled(row: tuple[T, ...], stone0: int, gap: int) -> tuple[T, ...]:
    """``row`` after its stone at 0-based position ``stone0`` is moved into ``gap``."""
    rest = list(row)
    item = rest.pop(stone0)
    rest.insert(gap - 1 if gap > stone0 else gap, item)
    return tuple(rest)


MOVES: tuple[int, ...] = tuple(
    MOVE + GAPS * s + g for s in range(ROW) for g in range(GAPS) if not is_noop(s, g)
)


class Saved(NamedTuple):
    """What an action may change, saved before it and put back by its undo, by name
    (`fives.core.undo`).  ``counts`` and ``results`` are lists, but never changed in place once
    saved: a pick changes copies of them (so a snapshot costs no copy)."""

    phase: int
    first: int
    turn: int
    layout: tuple[int, ...]
    order: tuple[int, ...]
    taken: tuple[int, ...]
    moves: tuple[int, ...]
    asked: int
    picks: int
    counts: list[int]
    results: list[tuple[int, ...]]


save_state, restore_state = snapshot_functions(Saved)


class HuetchenspielerState(State[int]):
    """The match: whose turn, the row on the table, and every player's stones.

    ``counts[(holder * n + colour) * 4 + symbol]`` is how many stones of that colour and symbol
    ``holder`` owns; the shuffler's stones on the table still count as theirs until a seeker
    takes them.  ``layout`` is the face-up row as laid out; ``order[pos]`` is which laid-out
    stone (an index into ``layout``) lies at position ``pos`` now; ``taken[pos]`` is the player
    who took the stone there once it is turned, -1 while it is face down.
    """

    _mutable: ClassVar[tuple[str, ...]] = ("counts", "results")

    def __init__(self, game: Game[int], options: Options, seed: int) -> None:
        super().__init__(game, options, seed)
        n = self.num_players
        first = options.get_str("first")
        self.first = -1 if first == "lot" else int(first) - 1
        self.phase = LOT if self.first < 0 else LAYING
        self.turn = 0
        self.layout: tuple[int, ...] = ()
        self.order: tuple[int, ...] = ()
        self.taken: tuple[int, ...] = ()
        self.moves: tuple[int, ...] = ()
        self.asked = -1
        self.picks = 0
        self.counts = [0] * (n * n * ROW)
        for p in range(n):
            for s in range(ROW):
                self.counts[(p * n + p) * ROW + s] = STONES_PER_SYMBOL
        #: One entry per turned stone (or pair): (turn, seeker, asked, pos, symbol, taker, pos2, symbol2).
        self.results: list[tuple[int, ...]] = []
        #: How many results came with a custom start position (not from this history).
        self.base = 0

    # ----------------------------------------------------------------- derived facts
    @property
    def shuffler(self) -> int:
        return (self.first + self.turn) % self.num_players

    @property
    def round(self) -> int:
        """0 for the first round (three shuffle moves), 1 for the second (four)."""
        return self.turn // self.num_players

    def moves_required(self) -> int:
        return 3 + self.round

    def seeker_for(self, pick: int) -> int:
        """The seeker asked for the ``pick``-th stone (0, 1, 2) of this turn."""
        n = self.num_players
        return (self.shuffler + 1 + pick % (n - 1)) % n

    def row(self) -> tuple[int, ...]:
        """The symbol at each position of the row (hidden facts included)."""
        return tuple(self.layout[i] for i in self.order)

    def face_down(self) -> list[int]:
        return [p for p, t in enumerate(self.taken) if t < 0]

    def stones(self, player: int) -> int:
        n = self.num_players
        return sum(self.counts[player * n * ROW : (player + 1) * n * ROW])

    def held(self, holder: int, colour: int, symbol: int) -> int:
        return self.counts[(holder * self.num_players + colour) * ROW + symbol]

    def _transfer(self, shuffler: int, symbol: int, taker: int) -> None:
        """Move one stone's count from ``shuffler`` to ``taker``, in place: only on the copy of
        ``counts`` that `_pick` made for this action (`Saved`)."""
        n = self.num_players
        self.counts[(shuffler * n + shuffler) * ROW + symbol] -= 1
        self.counts[(taker * n + shuffler) * ROW + symbol] += 1

    # ----------------------------------------------------------------- protocol
    def current_player(self) -> int:
        if self.phase == LOT:
            return CHANCE
        if self.phase == OVER:
            return TERMINAL
        if self.phase == PICKING:
            return self.seeker_for(self.picks)
        return self.shuffler

    def chance_outcomes(self) -> list[tuple[int, Any]]:
        if self.phase != LOT:
            raise IllegalActionError("chance", Message("core-no-chance-node"))
        return uniform([START + p for p in range(self.num_players)])

    def _legal_actions(self, player: int) -> list[int]:
        phase = self.phase
        if phase == LAYING:
            if all(self.held(player, player, s) > 0 for s in range(ROW)):
                return [LAY + i for i in range(len(LAYOUTS))]
            return []
        if phase == MEMO:
            return [TURN]
        if phase == SHUFFLE:
            return list(MOVES)
        if phase == ASKING:
            revealed = {self.layout[self.order[p]] for p, t in enumerate(self.taken) if t >= 0}
            return [ASK + s for s in range(ROW) if s not in revealed]
        if phase == PICKING:
            return [PICK + p for p in self.face_down()]
        return []

    def _apply(self, player: int, action: int) -> object:
        token = save_state(self)
        if action >= START:
            self.first = action - START
            self.phase = LAYING
        elif action >= PICK:
            self._pick(player, action - PICK)
        elif action >= ASK:
            self.asked = action - ASK
            self.phase = PICKING
        elif action >= MOVE:
            stone0, gap = divmod(action - MOVE, GAPS)
            self.order = shuffled(self.order, stone0, gap)
            self.moves = (*self.moves, action)
            if len(self.moves) == self.moves_required():
                self.phase = ASKING
        elif action == TURN:
            self.phase = SHUFFLE
        else:
            self.layout = LAYOUTS[action - LAY]
            self.order = tuple(range(ROW))
            self.taken = (-1,) * ROW
            self.moves = ()
            self.picks = 0
            self.phase = MEMO
        return token

    def _pick(self, seeker: int, pos: int) -> None:
        shuffler = self.shuffler
        symbol = self.layout[self.order[pos]]
        right = symbol == self.asked
        taker = seeker if right else shuffler
        down = self.face_down()
        taken = list(self.taken)
        taken[pos] = taker
        if taker != shuffler:
            self.counts = list(self.counts)  # the saved list is never changed
            self._transfer(shuffler, symbol, taker)
        pos2 = symbol2 = -1
        if len(down) == 2:  # the third stone: the last two at once
            pos2 = down[0] if down[1] == pos else down[1]
            symbol2 = self.layout[self.order[pos2]]
            taken[pos2] = taker
            if taker != shuffler:
                self._transfer(shuffler, symbol2, taker)
        self.results = [*self.results, (self.turn, seeker, self.asked, pos, symbol, taker, pos2, symbol2)]
        self.taken = tuple(taken)
        self.asked = -1
        self.picks += 1
        if pos2 >= 0:
            self.turn += 1
            self.layout = self.order = self.taken = self.moves = ()
            self.picks = 0
            self.phase = OVER if self.turn == 2 * self.num_players else LAYING
        else:
            self.phase = ASKING

    def _undo(self, player: int, action: int, token: object) -> bool:
        assert isinstance(token, tuple)
        restore_state(token, self)
        return True

    def scores(self) -> tuple[float, ...]:
        return tuple(float(self.stones(p)) for p in range(self.num_players))

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        totals = [self.stones(p) for p in range(self.num_players)]
        best = max(totals)
        winners = frozenset(p for p, t in enumerate(totals) if t == best)
        names = Message("list-and", items=[self.player_name(p) for p in sorted(winners)])
        if len(winners) == 1:
            reason = Message("huetchen-most", players=names, stones=best)
        else:
            reason = Message("huetchen-share", players=names, stones=best)
        return Outcome(
            winners=winners,
            scores=tuple(float(t) for t in totals),
            reason=reason,
            details={"stones": totals, "won": self._won(), "turns": self._results_json()},
        )

    def _won(self) -> list[int]:
        """Stones each player holds of the other players' colours."""
        n = self.num_players
        return [sum(self.held(p, c, s) for c in range(n) if c != p for s in range(ROW)) for p in range(n)]

    # ----------------------------------------------------------------- notation
    def action_to_string(self, action: int, player: int | None = None) -> str:
        if action >= START:
            return f"P{action - START + 1} starts"
        if action >= PICK:
            return str(action - PICK + 1)
        if action >= ASK:
            return f"ask {SYMBOLS[action - ASK]}"
        if action >= MOVE:
            stone0, gap = divmod(action - MOVE, GAPS)
            return f"{stone0 + 1}>{gap}"
        if action == TURN:
            return "turn"
        return " ".join(SYMBOLS[s] for s in LAYOUTS[action - LAY])

    def action_label(self, action: int, player: int | None = None) -> Text:
        if ASK <= action < PICK:
            return Message("move-ask", symbol=SYMBOLS[action - ASK])
        if action == TURN:
            return Message("move-turn")
        if LAY <= action < LAY + len(LAYOUTS):
            a, b, c, d = (Message("symbol", symbol=SYMBOLS[s]) for s in LAYOUTS[action - LAY])
            return Message("move-layout", a=a, b=b, c=c, d=d)
        return self.action_to_string(action, player)

    def _parse_syntax(self, text: str, player: int) -> int | None:
        if text == "turn":
            return TURN
        match = _MOVE_RE.match(text)
        if match is not None:
            stone, gap = int(match.group(1)), int(match.group(2))
            if not 1 <= stone <= ROW or not 0 <= gap <= ROW:
                raise NotationError(text, Message("huetchen-shuffle-syntax"))
            if is_noop(stone - 1, gap):
                raise IllegalActionError(text, Message("huetchen-noop", before=stone - 1, stone=stone))
            return move_action(stone, gap)
        match = _PICK_RE.match(text)
        if match is not None:
            pos = int(match.group(1))
            if not 1 <= pos <= ROW:
                raise NotationError(text, Message("huetchen-positions"))
            return PICK + pos - 1
        match = _START_RE.match(text)
        if match is not None:
            p = int(match.group(1))
            if not 1 <= p <= self.num_players:
                raise NotationError(text, Message("huetchen-players", players=self.num_players))
            return START + p - 1
        words = text.split()
        if len(words) == 2 and words[0] == "ask":
            symbol = symbol_index(words[1])
            if symbol is None:
                raise NotationError(text, Message("huetchen-symbols"))
            return ASK + symbol
        if len(words) == 1 and len(words[0]) == ROW:
            words = list(words[0])
        if len(words) == ROW:
            symbols = [symbol_index(w) for w in words]
            if None in symbols:
                raise NotationError(text, Message("huetchen-layout-names"))
            layout = tuple(s for s in symbols if s is not None)
            if len(set(layout)) != ROW:
                raise NotationError(text, Message("huetchen-layout-once"))
            return LAY + _LAYOUT_INDEX[layout]
        raise NotationError(text, Message("huetchen-syntax"))

    def _explain_illegal(self, action: int, player: int) -> Text:
        phase = self.phase
        if phase == ASKING and ASK <= action < PICK:
            return Message("huetchen-revealed", symbol=_the(SYMBOLS[action - ASK]))
        if phase == PICKING and PICK <= action < START:
            return Message("huetchen-turned", position=action - PICK + 1)
        if phase == LAYING and action < TURN:
            return Message("huetchen-lacks", player=self.player_name(player))
        need = {
            LAYING: lambda: Message("huetchen-need-lay"),
            MEMO: lambda: Message("huetchen-need-memo"),
            SHUFFLE: lambda: Message(
                "huetchen-need-shuffle", move=len(self.moves) + 1, moves=self.moves_required()
            ),
            ASKING: lambda: Message("huetchen-need-ask"),
            PICKING: lambda: Message("huetchen-need-pick", player=self.player_name(self.current_player())),
        }
        what = need.get(phase)
        return Message("huetchen-not-now", need=what() if what is not None else Message("core-game-over"))

    # ----------------------------------------------------------------- views and log
    def log_settled(self) -> int:
        return len(self.history)  # a line depends only on its action and what happened up to it

    def _describe(self, index: int, viewer: int | None) -> Text | None:
        player, action = self.history[index]
        name = self.player_name(player)
        if action >= START:
            return Message("huetchen-starts", player=self.player_name(action - START))
        if action >= PICK:
            number = self.base + sum(1 for _, a in self.history[:index] if PICK <= a < START)
            return self._result_text(self.results[number])
        if action >= ASK:
            return Message(
                "huetchen-asks", player=name, symbol=Message("symbol", symbol=SYMBOLS[action - ASK])
            )
        if action >= MOVE:
            stone0, gap = divmod(action - MOVE, GAPS)
            where = "left" if gap == 0 else "right" if gap == ROW else "between"
            return Message(
                "huetchen-shuffles", player=name, stone=stone0 + 1, gap=gap, where=where, next=gap + 1
            )
        if action == TURN:
            return Message("huetchen-turn-down", player=name)
        return Message("huetchen-lays", player=name)  # the row itself shows the symbols

    def _result_text(self, result: tuple[int, ...]) -> Message:
        _turn, seeker, asked, pos, symbol, taker, pos2, symbol2 = result
        name = self.player_name(seeker)
        verdict = "right" if taker == seeker else "wrong"
        turned = Message(
            "huetchen-turns",
            player=name,
            position=pos + 1,
            symbol=Message("symbol", symbol=SYMBOLS[symbol]),
            verdict=verdict,
            asked=_the(SYMBOLS[asked]),
        )
        if pos2 >= 0:
            both = Message(
                "huetchen-both",
                position=pos2 + 1,
                symbol=_the(SYMBOLS[symbol2]),
                player=self.player_name(taker),
            )
            return Message("huetchen-result", turned=turned, then=both)
        return Message(
            "huetchen-result", turned=turned, then=Message("huetchen-goes", player=self.player_name(taker))
        )

    def _results_json(self) -> list[dict[str, Any]]:
        n = self.num_players
        out = []
        for turn, seeker, asked, pos, symbol, taker, pos2, symbol2 in self.results:
            out.append(
                {
                    "turn": turn + 1,
                    "round": turn // n + 1,
                    "shuffler": (self.first + turn) % n,
                    "seeker": seeker,
                    "asked": SYMBOLS[asked],
                    "position": pos + 1,
                    "symbol": SYMBOLS[symbol],
                    "taker": taker,
                    "last": None if pos2 < 0 else {"position": pos2 + 1, "symbol": SYMBOLS[symbol2]},
                }
            )
        return out

    def _view(self, player: int | None) -> dict[str, Any]:
        n = self.num_players
        playing = self.phase not in (LOT, OVER)
        shuffler = self.shuffler if playing else None
        sees_all = self.phase == MEMO  # face down for everyone after the turn, the shuffler too
        row = []
        for pos in range(len(self.order)):
            taker = self.taken[pos]
            symbol = self.layout[self.order[pos]]
            shown = sees_all or taker >= 0
            row.append(
                {
                    "position": pos + 1,
                    "symbol": SYMBOLS[symbol] if shown else None,
                    "taker": taker if taker >= 0 else None,
                }
            )
        seeker = self.seeker_for(self.picks) if self.phase in (ASKING, PICKING) else None
        last = None
        if self.history:
            last = _kind(self.history[-1][1])
        return {
            "phase": PHASES[self.phase],
            "first": self.first if self.first >= 0 else None,
            "round": self.round + 1 if playing else None,
            "turn": self.turn + 1 if playing else None,
            "turns": 2 * n,
            "shuffler": shuffler,
            "seeker": seeker,
            "moves_required": self.moves_required() if playing else None,
            "moves": [self.action_to_string(m) for m in self.moves],
            "memorize_seconds": self.options.get_int("memorize_seconds"),
            "layout": [SYMBOLS[s] for s in self.layout] if sees_all and self.layout else None,
            "row": row,
            "asked": SYMBOLS[self.asked] if self.asked >= 0 else None,
            "stones": [
                {
                    "total": self.stones(p),
                    "own": {SYMBOLS[s]: self.held(p, p, s) for s in range(ROW)},
                    "won": [sum(self.held(p, c, s) for s in range(ROW)) if c != p else 0 for c in range(n)],
                }
                for p in range(n)
            ],
            "reveals": self._results_json(),
            "last": last,
        }

    def snapshot(self) -> dict[str, Any]:
        n = self.num_players
        return {
            "first": self.first if self.first >= 0 else None,
            "phase": PHASES[self.phase],
            "turn": self.turn,
            "layout": [SYMBOLS[s] for s in self.layout],
            "order": list(self.order),
            "taken": [t if t >= 0 else None for t in self.taken],
            "moves": [self.action_to_string(m) for m in self.moves],
            "asked": SYMBOLS[self.asked] if self.asked >= 0 else None,
            "stones": [[[self.held(h, c, s) for s in range(ROW)] for c in range(n)] for h in range(n)],
            "results": [list(r) for r in self.results],
        }

    def timed_phase(self) -> TimedPhase | None:
        """Rule 2: the seekers memorise the face-up row for ``memorize_seconds``; then the
        shuffler turns it face down (the server plays ``turn`` when the time is up)."""
        if self.phase != MEMO:
            return None
        seconds = float(self.options.get_int("memorize_seconds"))
        return TimedPhase("memorize", seconds, self.shuffler, self.action_to_string(TURN, self.shuffler))

    def resample_hidden(self, observer: int | None, rng: random.Random) -> HuetchenspielerState:
        """Redraw the symbols of the face-down stones for anyone but the shuffler, once turned."""
        clone = self.clone()
        if self.phase not in _HIDDEN_PHASES or observer == self.shuffler:
            return clone
        down = self.face_down()
        symbols = [self.layout[self.order[p]] for p in down]
        rng.shuffle(symbols)
        layout = list(self.layout)
        for pos, symbol in zip(down, symbols, strict=True):
            layout[self.order[pos]] = symbol
        clone.layout = tuple(layout)
        return clone


def _kind(action: int) -> str:
    if action >= START:
        return "start"
    if action >= PICK:
        return "pick"
    if action >= ASK:
        return "ask"
    if action >= MOVE:
        return "move"
    return "turn" if action == TURN else "lay"


def _the(symbol: str) -> Message:
    """A symbol with its article ("the dot", "der Punkt", "das Dreieck")."""
    return Message("symbol-the", symbol=symbol)


def _memorize_option() -> OptionSpec:
    return OptionSpec(
        "memorize_seconds",
        int,
        15,
        Message("option-huetchenspieler-memorize-seconds-description"),
        minimum=10,
        maximum=20,
    )


class Huetchenspieler(Game[int]):
    info: ClassVar[GameInfo] = GameInfo(
        id="huetchenspieler",
        order=50,
        name="The Shell Game",
        name_de="Hütchenspieler",
        description=Message("game-huetchenspieler-description"),
        min_players=2,
        max_players=4,
        chance=True,
        hidden_information=True,
        agreed_draws=True,  # the rules know a draw or a shared win (issue 35)
        simultaneous=False,
        options=(first_player_option(4), _memorize_option()),
        notation=Message("game-huetchenspieler-notation"),
    )

    def _check_options(self, options: Options) -> None:
        first = options.get_str("first")
        if first != "lot" and int(first) > options.get_int("players"):
            raise OptionError(
                Message(
                    "option-first-too-high",
                    game="huetchenspieler",
                    first=first,
                    players=options.get_int("players"),
                )
            )

    def _new_state(self, options: Options, seed: int) -> HuetchenspielerState:
        return HuetchenspielerState(self, options, seed)

    def _from_snapshot(self, options: Options, seed: int, snapshot: dict[str, Any]) -> HuetchenspielerState:
        state = HuetchenspielerState(self, options, seed)
        n = state.num_players
        phase = snapshot["phase"]
        if phase not in PHASES:
            raise FormatError(f"huetchenspieler: unknown phase {phase!r}; phases are {', '.join(PHASES)}")
        state.phase = PHASES.index(phase)
        first = snapshot["first"]
        state.first = -1 if first is None else int(first)
        if (state.first < 0) != (state.phase == LOT) or state.first >= n:
            raise FormatError(
                "huetchenspieler: 'first' is null exactly in the lot phase, else a player 0..n-1"
            )
        state.turn = int(snapshot["turn"])
        if not 0 <= state.turn <= 2 * n or (state.turn == 2 * n) != (state.phase == OVER):
            raise FormatError(f"huetchenspieler: 'turn' must be 0..{2 * n - 1} (or {2 * n} when over)")
        table = state.phase in (MEMO, SHUFFLE, ASKING, PICKING)
        layout = tuple(SYMBOLS.index(s) for s in snapshot["layout"])
        order = tuple(int(i) for i in snapshot["order"])
        taken = tuple(-1 if t is None else int(t) for t in snapshot["taken"])
        if table:
            if sorted(layout) != list(range(ROW)) or sorted(order) != list(range(ROW)) or len(taken) != ROW:
                raise FormatError("huetchenspieler: a row of four different symbols is on the table")
        elif layout or order or taken:
            raise FormatError("huetchenspieler: no row lies on the table in this phase")
        state.layout, state.order, state.taken = layout, order, taken
        state.moves = tuple(_move_of(m) for m in snapshot["moves"])
        required = state.moves_required() if state.phase != OVER else 0
        if not table and state.moves:
            raise FormatError("huetchenspieler: shuffle moves are only listed while a row is on the table")
        if state.phase == SHUFFLE and len(state.moves) >= required:
            raise FormatError(f"huetchenspieler: {required} shuffle moves end the shuffle")
        if state.phase in (ASKING, PICKING) and len(state.moves) != required:
            raise FormatError(f"huetchenspieler: this turn has exactly {required} shuffle moves")
        if state.phase in (MEMO, SHUFFLE) and any(t >= 0 for t in taken):
            raise FormatError("huetchenspieler: no stone is turned before the shuffle is over")
        asked = snapshot["asked"]
        state.asked = -1 if asked is None else SYMBOLS.index(asked)
        if (state.asked >= 0) != (state.phase == PICKING):
            raise FormatError("huetchenspieler: 'asked' names a symbol exactly in the pick phase")
        state.picks = sum(1 for t in taken if t >= 0)
        stones = snapshot["stones"]
        count = [0] * (n * n * ROW)
        for h in range(n):
            for c in range(n):
                for s in range(ROW):
                    value = int(stones[h][c][s])
                    if value < 0:
                        raise FormatError("huetchenspieler: stone counts cannot be negative")
                    count[(h * n + c) * ROW + s] = value
        for c in range(n):
            for s in range(ROW):
                if sum(count[(h * n + c) * ROW + s] for h in range(n)) != STONES_PER_SYMBOL:
                    raise FormatError(
                        f"huetchenspieler: there must be exactly two {SYMBOLS[s]} stones of P{c + 1}'s colour"
                    )
        state.counts = count
        if state.phase == LAYING and not state._legal_actions(state.shuffler):
            raise FormatError("huetchenspieler: the shuffler needs a stone of their colour of every symbol")
        state.results = [tuple(int(x) for x in r) for r in snapshot["results"]]
        state.base = len(state.results)
        return state

    def max_length(self, options: Options) -> int:
        n = options.get_int("players")
        # the lot, then per turn: layout, turn, up to 4 shuffle moves, 3 asks and 3 picks
        return 1 + 2 * n * 12


def _move_of(text: str) -> int:
    match = _MOVE_RE.match(text.strip())
    if match is None:
        raise FormatError(f"huetchenspieler: {text!r} is not a shuffle move (stone>gap)")
    stone, gap = int(match.group(1)), int(match.group(2))
    if not 1 <= stone <= ROW or not 0 <= gap <= ROW or is_noop(stone - 1, gap):
        raise FormatError(f"huetchenspieler: {text!r} is not a shuffle move")
    return move_action(stone, gap)


GAME = Huetchenspieler()
