"""Zahlenpoker (Number Poker): the bluffing game of the "Five!" set, for 2 to 4 players.

Each player holds 8 stones, two each of the values 1, 2, 3 and 4.  Every round each taking part
secretly chooses one stone (a simultaneous move), then all are revealed at once.

Winning a round (the general rule): *the highest value shown by exactly one player wins*; that
player keeps their stone (it is set beside them as won).  Every other shown stone leaves the game.
Equal highest values cancel each other, then the next highest value shown by exactly one player
wins, and so on; a round can have no winner.

Empty hand: once per game a player may show an empty hand instead of a stone (their stones stay
in hand).  With exactly one empty hand in a round, that player steals one shown stone of their
choice (a second, sequential decision after the reveal) and wins it; the other shown stones then
decide a second winner by the normal rule.  Two or more empty hands block each other: they have
no effect (each of them still counts as that player's one empty hand), and the shown stones
resolve by the normal rule.

End: a player *can play* while they hold a stone, or (option ``empty_without_stones``) while
their empty hand is unused.  Option ``leftover`` decides what happens when hands differ in size:
``unopposed`` (default) -- the players who can play continue among themselves; when fewer than
two can play, a lone player's remaining stones are won (each would be shown unopposed);
``kept`` -- the game ends as soon as one player cannot play, stones left in hand count as won;
``void`` -- the game ends as soon as one player cannot play, stones left in hand are lost.  The
game also ends when no player taking part holds a stone.  Most stones won wins; a tie is
broken by the sum of their values; then it is a draw between the tied players.

Notation: ``1``..``4`` show a stone, ``empty`` the empty hand, ``steal P2`` takes the stone
shown by P2 (``steal 4@P2`` is accepted too).
"""

from __future__ import annotations

import random
import re
from typing import Any, ClassVar, NamedTuple, Self

from fives.core import (
    SIMULTANEOUS,
    TERMINAL,
    FormatError,
    Game,
    GameInfo,
    IllegalActionError,
    Message,
    NotationError,
    Options,
    OptionSpec,
    Outcome,
    State,
)
from fives.core.message import Text
from fives.core.undo import snapshot_functions

VALUES = (1, 2, 3, 4)
START_HAND = (2, 2, 2, 2)  # counts of the values 1, 2, 3, 4
EMPTY = 0  # the action "show the empty hand"; 1..4 show a stone of that value
STEAL = 10  # STEAL + p steals the stone shown by player p
OUT = -1  # in a reveal: the player did not take part
LEFTOVER_MODES = ("unopposed", "kept", "void")
_STEAL_TEXT = re.compile(r"^steal\s*(?:([1-4])\s*@\s*)?p?\s*([1-9])$")
_EMPTY_WORDS = ("empty", "empty hand", "e", "0", "leer")
_VALUE_TEXTS = tuple(str(v) for v in VALUES)

Hand = tuple[int, int, int, int]


class RoundResult(NamedTuple):
    """One finished round: what each player showed (OUT, EMPTY or a value), who stole from whom,
    who kept their stone by the normal rule, and whether two or more empty hands blocked."""

    shown: tuple[int, ...]
    thief: int  # -1: nobody stole
    victim: int  # -1: nobody was stolen from
    keeper: int  # -1: no winner by the normal rule
    blocked: bool

    def to_json(self) -> dict[str, Any]:
        return {
            "shown": [_shown_json(v) for v in self.shown],
            "thief": None if self.thief < 0 else self.thief,
            "victim": None if self.victim < 0 else self.victim,
            "keeper": None if self.keeper < 0 else self.keeper,
            "blocked": self.blocked,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> RoundResult:
        def idx(v: Any) -> int:
            return -1 if v is None else int(v)

        return cls(
            tuple(_shown_value(v) for v in data["shown"]),
            idx(data["thief"]),
            idx(data["victim"]),
            idx(data["keeper"]),
            bool(data["blocked"]),
        )


def _shown_json(value: int) -> int | str | None:
    if value == OUT:
        return None
    if value == EMPTY:
        return "empty"
    return value


def _shown_value(data: Any) -> int:
    if data is None:
        return OUT
    if data == "empty":
        return EMPTY
    if isinstance(data, int) and data in VALUES:
        return data
    raise FormatError(f"zahlenpoker: a shown stone must be 1-4, 'empty' or null, not {data!r}")


def round_winner(shown: dict[int, int]) -> int | None:
    """The normal rule: the player whose value is the highest shown by exactly one player
    (``shown`` maps players to values 1-4); None when every value is shown more than once."""
    for value in reversed(VALUES):
        holders = [p for p, v in shown.items() if v == value]
        if len(holders) == 1:
            return holders[0]
    return None


def hand_values(hand: Hand) -> list[int]:
    """The stones of a hand as a sorted list of values."""
    return [v for v in VALUES for _ in range(hand[v - 1])]


def _remove(hand: Hand, value: int) -> Hand:
    counts = list(hand)
    counts[value - 1] -= 1
    return (counts[0], counts[1], counts[2], counts[3])


class Saved(NamedTuple):
    """What a reveal or a steal may change, saved before it and put back by its undo, by name
    (`fives.core.undo`).  The lists are never changed in place once saved: an action changes
    copies of them (so a snapshot costs no copy).

    A hidden choice (any but the last of a round) takes no snapshot: its token is None and its
    undo clears that player's pending choice.  A snapshot then would hold the other players'
    pending choices, and `ZahlenpokerState.resample_hidden` redraws those on a copy for an
    observer who must not know them: popping such a choice would put the real ones back.  The
    last choice of a round saves the state before it (every choice in it is revealed by that
    action)."""

    hands: list[Hand]
    empty_used: list[bool]
    won: list[tuple[int, ...]]
    pending: list[int | None]
    rounds: list[RoundResult]
    participants: tuple[int, ...]
    over: bool
    reveal: tuple[int, ...] | None
    thief: int


save_state, restore_state = snapshot_functions(Saved)


class ZahlenpokerState(State[int]):
    """Hands as counts of each value; a submitted choice stays in ``pending`` (and its stone in
    the hand) until the reveal, so nothing public depends on it."""

    _mutable: ClassVar[tuple[str, ...]] = ("hands", "empty_used", "won", "pending", "rounds")

    def __init__(self, game: Game[int], options: Options, seed: int) -> None:
        super().__init__(game, options, seed)
        n = self.num_players
        self.leftover = options.get_str("leftover")
        self.empty_without_stones = options.get_bool("empty_without_stones")
        self.hands: list[Hand] = [START_HAND] * n
        self.empty_used: list[bool] = [False] * n
        self.won: list[tuple[int, ...]] = [()] * n
        self.pending: list[int | None] = [None] * n
        self.rounds: list[RoundResult] = []
        self.participants: tuple[int, ...] = ()
        self.over = False
        self.reveal: tuple[int, ...] | None = None  # during the steal decision
        self.thief = -1
        self._start_round()

    # ------------------------------------------------------------------ rules
    def can_play(self, player: int) -> bool:
        """A player can take part in a round while they hold a stone, or (with the option
        ``empty_without_stones``) while their empty hand is unused."""
        if sum(self.hands[player]) > 0:
            return True
        return self.empty_without_stones and not self.empty_used[player]

    def _start_round(self) -> None:
        """Decide who takes part in the next round, or that the game is over."""
        able = tuple(p for p in range(self.num_players) if self.can_play(p))
        if self.leftover == "unopposed":
            players = able
            enough = len(players) >= 2
        else:
            players = tuple(range(self.num_players))
            enough = len(able) == self.num_players
        if enough and any(sum(self.hands[p]) > 0 for p in players):
            self.participants = players
            self.over = False
        else:
            self.participants = ()
            self.over = True

    def _choices(self, player: int) -> list[int]:
        hand = self.hands[player]
        actions = [EMPTY] if not self.empty_used[player] else []
        actions += [v for v in VALUES if hand[v - 1] > 0]
        return actions

    def _reveal(self) -> None:
        n = self.num_players
        shown = tuple(OUT if choice is None else choice for choice in self.pending)
        self.pending = [None] * n
        empties = [p for p in range(n) if shown[p] == EMPTY]
        if empties:
            self.empty_used = [used or shown[p] == EMPTY for p, used in enumerate(self.empty_used)]
        self.hands = [_remove(hand, shown[p]) if shown[p] > 0 else hand for p, hand in enumerate(self.hands)]
        if len(empties) == 1:
            self.reveal = shown
            self.thief = empties[0]
        else:
            self._resolve(shown, -1, -1, blocked=len(empties) >= 2)

    def _resolve(self, shown: tuple[int, ...], thief: int, victim: int, blocked: bool) -> None:
        won = self.won = list(self.won)  # the saved list is never changed
        if thief >= 0:
            won[thief] = (*won[thief], shown[victim])
        rest = {p: v for p, v in enumerate(shown) if v > 0 and p != victim}
        keeper = round_winner(rest)
        if keeper is not None:
            won[keeper] = (*won[keeper], shown[keeper])
        self.rounds = [
            *self.rounds,
            RoundResult(shown, thief, victim, -1 if keeper is None else keeper, blocked),
        ]
        self.reveal = None
        self.thief = -1
        self._start_round()

    # ------------------------------------------------------------------ protocol
    def current_player(self) -> int:
        if self.over:
            return TERMINAL
        if self.reveal is not None:
            return self.thief
        return SIMULTANEOUS

    def _acting_players(self) -> tuple[int, ...]:
        return tuple(p for p in self.participants if self.pending[p] is None)

    def _legal_actions(self, player: int) -> list[int]:
        if self.reveal is not None:
            return [STEAL + p for p, v in enumerate(self.reveal) if v > 0]
        return self._choices(player)

    def _apply(self, player: int, action: int) -> object:
        if action >= STEAL:
            token = save_state(self)
            assert self.reveal is not None
            self._resolve(self.reveal, self.thief, action - STEAL, blocked=False)
            return token
        pending = list(self.pending)  # the saved list is never changed
        pending[player] = action
        for p in self.participants:  # a loop, not any(): this runs at every choice of a search
            if pending[p] is None:
                self.pending = pending
                return None  # a hidden choice: its token holds no snapshot (see `Saved`)
        token = save_state(self)  # still without this choice: the last of the round
        self.pending = pending
        self._reveal()
        return token

    def _undo(self, player: int, action: int, token: object) -> bool:
        if token is None:
            pending = self.pending = list(self.pending)  # the saved list is never changed
            pending[player] = None
            return True
        assert isinstance(token, tuple)
        restore_state(token, self)
        return True

    def counted(self) -> list[tuple[int, ...]]:
        """The stones that count for each player: won, plus the stones left in hand at the end
        when the ``leftover`` option credits them."""
        if self.over and self.leftover in ("unopposed", "kept"):
            return [self.won[p] + tuple(hand_values(self.hands[p])) for p in range(self.num_players)]
        return list(self.won)

    def scores(self) -> tuple[float, ...]:
        return tuple(float(len(stones)) for stones in self.counted())

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        counted = self.counted()
        counts = [len(s) for s in counted]
        sums = [sum(s) for s in counted]
        best = max(counts)
        tied = [p for p in range(self.num_players) if counts[p] == best]
        names = Message("list-and", items=[self.player_name(p) for p in tied])
        reason: Message
        if len(tied) == 1:
            winners = tied
            reason = Message("zahlenpoker-most", players=names, count=len(tied), stones=best)
        else:
            top = max(sums[p] for p in tied)
            winners = [p for p in tied if sums[p] == top]
            if len(winners) == 1:
                reason = Message(
                    "zahlenpoker-sum",
                    players=names,
                    stones=best,
                    player=self.player_name(winners[0]),
                    sum=top,
                )
            else:
                drawn = Message("list-and", items=[self.player_name(p) for p in winners])
                reason = Message("zahlenpoker-draw-sum", players=drawn, stones=best, sum=top)
        return Outcome(
            winners=frozenset(winners),
            scores=tuple(float(c) for c in counts),
            reason=reason,
            details={
                "stones": counts,
                "sums": sums,
                "won": [list(s) for s in self.won],
                "left_in_hand": [hand_values(h) for h in self.hands],
                "leftover": self.leftover,
                "rounds": [r.to_json() for r in self.rounds],
            },
        )

    # ------------------------------------------------------------------ notation
    def action_to_string(self, action: int, player: int | None = None) -> str:
        if action == EMPTY:
            return "empty"
        if action in VALUES:
            return str(action)
        if STEAL <= action < STEAL + 4:
            return f"steal P{action - STEAL + 1}"
        raise ValueError(f"not a Zahlenpoker action: {action!r}")

    def action_label(self, action: int, player: int | None = None) -> Text:
        if action == EMPTY:
            return Message("move-empty")
        if STEAL <= action < STEAL + 4:
            return Message("move-steal", player=Message("player", n=action - STEAL + 1))
        return self.action_to_string(action, player)

    def _parse_syntax(self, text: str, player: int) -> int | None:
        if text in _EMPTY_WORDS:
            return EMPTY
        if text in _VALUE_TEXTS:  # not isdigit(): it takes '²', which int() refuses
            return int(text)
        match = _STEAL_TEXT.match(text)
        if match is None:
            raise NotationError(text, Message("zahlenpoker-syntax"))
        victim = int(match.group(2)) - 1
        if victim >= self.num_players:
            raise IllegalActionError(
                text,
                Message(
                    "zahlenpoker-no-player", player=Message("player", n=victim + 1), players=self.num_players
                ),
            )
        if match.group(1) is not None and self.reveal is not None:
            value = int(match.group(1))
            if self.reveal[victim] != value:
                raise IllegalActionError(
                    text,
                    Message("zahlenpoker-not-shown", player=Message("player", n=victim + 1), value=value),
                )
        return STEAL + victim

    def _explain_illegal(self, action: int, player: int) -> Text:
        if action >= STEAL:
            victim = action - STEAL
            if self.reveal is None:
                return Message("zahlenpoker-steal-when")
            if victim == player:
                return Message("zahlenpoker-self")
            return Message("zahlenpoker-no-stone", player=self.player_name(victim))
        if self.reveal is not None:
            return Message("zahlenpoker-thief-first", player=self.player_name(self.thief))
        if action == EMPTY:
            return Message("zahlenpoker-empty-used")
        return Message("zahlenpoker-none-left", value=action)

    # ------------------------------------------------------------------ views
    def _pending_count(self) -> int:
        return sum(1 for c in self.pending if c is not None)

    def log_settled(self) -> int:
        return len(self.history) - self._pending_count()  # the choices not yet revealed change

    def _entry_text(self, index: int, player: int, action: int) -> Text:
        name = self.player_name(player)
        if action == EMPTY:
            return Message("zahlenpoker-shows-empty", player=name)
        if STEAL <= action < STEAL + 4:
            return Message("zahlenpoker-steals", player=name, victim=self.player_name(action - STEAL))
        return Message("zahlenpoker-shows", player=name, value=action)

    def _describe(self, index: int, viewer: int | None) -> Text | None:
        player, action = self.history[index]
        hidden_from = len(self.history) - self._pending_count()
        if index >= hidden_from and viewer != player:
            return Message("zahlenpoker-chose", player=self.player_name(player))
        return self._entry_text(index, player, action)

    def _view(self, player: int | None) -> dict[str, Any]:
        n = self.num_players
        own = None
        mine = None if player is None else self.pending[player]
        if mine is not None:
            own = self.action_to_string(mine, player)
        phase = "over" if self.over else ("steal" if self.reveal is not None else "choose")
        return {
            "players": n,
            "phase": phase,
            "round": len(self.rounds) + (0 if self.over else 1),
            "participants": list(self.participants),
            "hands": [hand_values(h) for h in self.hands],
            "empty_used": list(self.empty_used),
            "chosen": [self.pending[p] is not None for p in range(n)],
            "my_choice": own,
            "reveal": None if self.reveal is None else [_shown_json(v) for v in self.reveal],
            "thief": None if self.thief < 0 else self.thief,
            "won": [list(s) for s in self.won],
            "counted": [list(s) for s in self.counted()],
            "rounds": [r.to_json() for r in self.rounds],
            "leftover": self.leftover,
            "empty_without_stones": self.empty_without_stones,
        }

    def snapshot(self) -> dict[str, Any]:
        return {
            "hands": [list(h) for h in self.hands],
            "empty_used": list(self.empty_used),
            "won": [list(s) for s in self.won],
            "pending": [None if c is None else self.action_to_string(c) for c in self.pending],
            "reveal": None if self.reveal is None else [_shown_json(v) for v in self.reveal],
            "thief": None if self.thief < 0 else self.thief,
            "rounds": [r.to_json() for r in self.rounds],
        }

    def resample_hidden(self, observer: int | None, rng: random.Random) -> Self:
        """Redraw every submitted, not yet revealed choice of the other players (any choice
        their hand allows); the history entries of those choices are redrawn with them (a
        position set up from a snapshot may hold pending choices that have no history entry)."""
        new = self.clone()
        entries = {
            player: index
            for index, (player, _) in enumerate(new.history)
            if index >= len(new.history) - new._pending_count()
        }
        for player, pending in enumerate(new.pending):
            if pending is None or player == observer:
                continue
            choice = rng.choice(new._choices(player))
            new.pending[player] = choice
            if player in entries:
                new.history[entries[player]] = (player, choice)
        return new


class Zahlenpoker(Game[int]):
    info: ClassVar[GameInfo] = GameInfo(
        id="zahlenpoker",
        order=60,
        name="Number Poker",
        name_de="Zahlenpoker",
        description=Message("game-zahlenpoker-description"),
        min_players=2,
        max_players=4,
        chance=False,
        hidden_information=True,
        agreed_draws=True,  # the rules know a draw or a shared win (issue 35)
        simultaneous=True,
        default_players=3,
        options=(
            OptionSpec(
                "leftover",
                str,
                "unopposed",
                Message("option-zahlenpoker-leftover-description"),
                choices=LEFTOVER_MODES,
            ),
            OptionSpec(
                "empty_without_stones",
                bool,
                False,
                Message("option-zahlenpoker-empty-without-stones-description"),
                choices=(False, True),
            ),
        ),
        notation=Message("game-zahlenpoker-notation"),
    )

    def _new_state(self, options: Options, seed: int) -> ZahlenpokerState:
        return ZahlenpokerState(self, options, seed)

    def _from_snapshot(self, options: Options, seed: int, snapshot: dict[str, Any]) -> ZahlenpokerState:
        state = ZahlenpokerState(self, options, seed)
        n = state.num_players

        def per_player(key: str, default: Any) -> list[Any]:
            value = snapshot.get(key, [default] * n)
            if not isinstance(value, list) or len(value) != n:
                raise FormatError(f"zahlenpoker: {key!r} must be a list with one entry per player")
            return value

        hands = []
        for h in per_player("hands", list(START_HAND)):
            if not (
                isinstance(h, list) and len(h) == 4 and all(isinstance(c, int) and 0 <= c <= 2 for c in h)
            ):
                raise FormatError("zahlenpoker: a hand is a list of 4 counts (of the values 1-4), each 0-2")
            hands.append((h[0], h[1], h[2], h[3]))
        state.hands = hands
        state.empty_used = [bool(x) for x in per_player("empty_used", False)]
        won = per_player("won", [])
        if not all(isinstance(s, list) and all(isinstance(v, int) and v in VALUES for v in s) for s in won):
            raise FormatError("zahlenpoker: 'won' lists the values 1-4 won by each player")
        state.won = [tuple(s) for s in won]
        state.rounds = [RoundResult.from_json(r) for r in snapshot.get("rounds", [])]
        state._start_round()
        reveal = snapshot.get("reveal")
        if reveal is not None:
            state.reveal = tuple(_shown_value(v) for v in reveal)
            state.thief = int(snapshot["thief"])
            if len(state.reveal) != n or state.reveal[state.thief] != EMPTY:
                raise FormatError(
                    "zahlenpoker: 'reveal' needs one entry per player and the thief's empty hand"
                )
            state.participants = tuple(p for p in range(n) if state.reveal[p] != OUT)
            state.over = False
        pending = per_player("pending", None)
        for p, text in enumerate(pending):
            if text is None:
                continue
            choice = EMPTY if text == "empty" else int(text)
            if state.reveal is not None or p not in state.participants or choice not in state._choices(p):
                raise FormatError(f"zahlenpoker: P{p + 1} cannot have chosen {text!r} here")
            state.pending[p] = choice
        if state.participants and all(state.pending[p] is not None for p in state.participants):
            raise FormatError("zahlenpoker: every player has chosen; the round would already be revealed")
        return state

    def max_length(self, options: Options) -> int:
        # each player makes at most 9 choices (8 stones and the empty hand) and steals at most once
        return 10 * options.get_int("players")


GAME = Zahlenpoker()
