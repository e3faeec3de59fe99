"""The game protocol: `GameInfo` (metadata as data), `Game` and `State`.

A `Game` is a stateless description (metadata, options, `new_state`).  A `State` is one
position of one game, mutable, with an explicit acting player (or chance, or several players
acting simultaneously), legal actions, `apply` (checked) and `push`/`pop` (unchecked, for
search), terminal detection, outcome, per-player views and JSON.

Conventions (as in OpenSpiel): players are numbered from 0; `CHANCE` is the chance player,
`SIMULTANEOUS` means several players act at once (each submits separately; a submitted choice
stays hidden until the rules reveal it), `TERMINAL` means the game is over.
"""

from __future__ import annotations

import copy
import functools
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Collection, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, ClassVar, Generic, Self, TypeVar

from .chance import chance_rng, sample_outcome
from .errors import FormatError, IllegalActionError, NotationError
from .message import Message, Text, message_json
from .nodes import CHANCE, SIMULTANEOUS, TERMINAL
from .options import Options, OptionSpec, validate_options

A = TypeVar("A", bound=Hashable)
T = TypeVar("T")
JSON = dict[str, Any]


@dataclass(frozen=True)
class TimedPhase:
    """Live time that a game's rules give in a position (`State.timed_phase`): the server runs
    a timer of ``seconds`` and, when it runs out, plays ``action`` (notation) for ``player``."""

    what: str
    seconds: float
    player: int
    action: str


@dataclass(frozen=True)
class GameInfo:
    """Everything about a game that is known without playing it, declared as data."""

    id: str
    name: str
    name_de: str
    description: Text
    min_players: int
    max_players: int
    chance: bool
    hidden_information: bool
    simultaneous: bool
    options: tuple[OptionSpec, ...] = ()
    default_players: int | None = None
    teams: bool = False
    notation: Text = ""
    #: a rematch moves every person one seat on (the second player begins): for games whose
    #: rules always let the first seat begin (no ``first`` option)
    rotate_seats_between_games: bool = False
    #: options that make a short game that still passes every phase (a new round or game inside
    #: the match, the match's end), for tests whose cost grows with the square of a game's length
    #: (every viewer's log at every move); empty where a default game is already short
    quick_options: tuple[tuple[str, Any], ...] = ()
    #: where the game is listed to players: by this number, then by id (a game found in its own
    #: package without one comes after the built-in games)
    order: int = 1000
    #: the players may agree a draw (issue 35: an offer every other person accepts): for games
    #: whose rules know a draw or a shared result; a game that always has a winner says False
    agreed_draws: bool = False

    def player_option(self) -> OptionSpec:
        default = self.default_players or self.min_players
        return OptionSpec(
            "players",
            int,
            default,
            Message("option-players-description"),
            minimum=self.min_players,
            maximum=self.max_players,
        )

    def all_options(self) -> tuple[OptionSpec, ...]:
        return (self.player_option(), *self.options)

    def to_json(self) -> JSON:
        return {
            "id": self.id,
            "name": self.name,
            "name_de": self.name_de,
            "description": str(self.description),
            # the texts as catalog messages ({key, args}), which the page renders in its language
            "description_message": message_json(self.description),
            "notation_message": message_json(self.notation),
            "min_players": self.min_players,
            "max_players": self.max_players,
            "chance": self.chance,
            "hidden_information": self.hidden_information,
            "simultaneous": self.simultaneous,
            "teams": self.teams,
            "agreed_draws": self.agreed_draws,
            "options": [spec.to_json() for spec in self.all_options()],
        }


def winner_return(winners: Collection[int], player: int, num_players: int) -> float:
    """``player``'s return when ``winners`` win a game of ``num_players`` (two or more), zero-sum:
    a loser gets ``-1/(n-1)``, each of ``k`` winners ``(n-k)/(k(n-1))`` (two players: 1 / -1;
    three: a sole winner 1, two winners 1/4 each, a loser -1/2); nobody or everybody winning is a
    draw (0).  `Outcome.returns` by default, and the AI's engines that judge finished games on
    their own boards."""
    k = len(winners)
    if k == 0 or k == num_players:
        return 0.0
    if player in winners:
        return (num_players - k) / (k * (num_players - 1))
    return -1.0 / (num_players - 1)


@dataclass(frozen=True)
class Outcome:
    """The result of a finished game.

    ``winners`` are the players who won (several on a shared win, e.g. a partnership or a draw
    between some of the players; all players for a full draw; none when nobody wins, e.g. an
    unsolved puzzle).  ``scores`` are the points of each player as the rulebook counts them.
    ``returns`` are the utilities for AI and ratings; when not given they are zero-sum: with
    n players and k winners each winner gets (n-k)/(k(n-1)) and each loser -1/(n-1), so a
    two-player win is +1/-1 and a draw 0/0.
    """

    winners: frozenset[int]
    scores: tuple[float, ...]
    reason: Text
    explicit_returns: tuple[float, ...] | None = None
    details: Mapping[str, Any] = field(default_factory=dict)

    def returns(self, num_players: int) -> tuple[float, ...]:
        if self.explicit_returns is not None:
            return self.explicit_returns
        if num_players == 1:
            return (1.0 if self.winners else -1.0,)
        return tuple(winner_return(self.winners, p, num_players) for p in range(num_players))

    def data(self) -> JSON:
        """The outcome as data, its reason a message (what a view holds; `to_json` says it in
        English, as a record and the API do)."""
        return {
            "winners": sorted(self.winners),
            "scores": list(self.scores),
            "reason": self.reason,
            "reason_message": message_json(self.reason),
            "details": dict(self.details),
        }

    def to_json(self) -> JSON:
        return {**self.data(), "reason": str(self.reason)}


class Game(ABC, Generic[A]):
    """A game: metadata, options and fresh states.  Subclasses set ``info``."""

    info: ClassVar[GameInfo]

    @property
    def id(self) -> str:
        return self.info.id

    def validate_options(self, options: Mapping[str, object] | None = None) -> Options:
        opts = validate_options(self.info.all_options(), options, self.info.id)
        self._check_options(opts)
        return opts

    def _check_options(self, options: Options) -> None:
        """Cross-option checks; raise `OptionError` with a clear message."""

    def new_state(self, options: Mapping[str, object] | None = None, seed: int | None = None) -> State[A]:
        """A fresh state at the start of the game; ``seed`` drives every chance event."""
        opts = options if isinstance(options, Options) else self.validate_options(options)
        if seed is None:
            seed = random.SystemRandom().randrange(2**63)
        state = self._new_state(opts, seed)
        state.start = None
        return state

    def state_from_snapshot(
        self, snapshot: JSON, options: Mapping[str, object] | None = None, seed: int | None = None
    ) -> State[A]:
        """A state set up from a position snapshot (custom start positions, e.g. puzzles, tests)."""
        opts = options if isinstance(options, Options) else self.validate_options(options)
        if seed is None:
            seed = 0
        try:
            state = self._from_snapshot(opts, seed, snapshot)
        except FormatError:
            raise
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise FormatError(f"{self.id}: malformed position: {exc}") from None
        state.start = copy.deepcopy(snapshot)
        return state

    #: Why this game has no position-only form (`State.position`); None where it has one.
    position_unavailable: ClassVar[str | None] = None

    def has_positions(self) -> bool:
        """Whether `State.position` and `from_position` work: the game rebuilds a position from its
        snapshot (`_from_snapshot`) and has not said otherwise (`position_unavailable`)."""
        return self.position_unavailable is None and type(self)._from_snapshot is not Game._from_snapshot

    def from_position(self, position: JSON) -> State[A]:
        """The state of a `State.position`: same position, legal actions, player to move, returns and
        views (but its ``last`` move and log start here), continuing identically under the same
        chance outcomes; its history is empty, so give `sample_chance` an ``rng`` of your own."""
        if position.get("game") != self.id:
            raise FormatError(f"{self.id}: a position of {position.get('game')!r}")
        if not self.has_positions():
            raise FormatError(f"{self.id}: {self.position_unavailable or 'no position-only form'}")
        return self.state_from_snapshot(position["position"], position.get("options"), int(position["seed"]))

    @abstractmethod
    def _new_state(self, options: Options, seed: int) -> State[A]: ...

    def _from_snapshot(self, options: Options, seed: int, snapshot: JSON) -> State[A]:
        raise FormatError(f"{self.id}: custom start positions are not supported")

    @abstractmethod
    def max_length(self, options: Options) -> int:
        """An upper bound on the number of actions (chance outcomes included) in one game."""

    def teams(self, options: Options) -> tuple[tuple[int, ...], ...]:
        """The sides that share a result; by default every player plays alone."""
        return tuple((p,) for p in range(options.get_int("players")))

    def __repr__(self) -> str:
        return f"<Game {self.id}>"


#: the instance attributes of each `State` class, in order (`State._attribute_names`)
_ATTRIBUTE_NAMES: dict[type, tuple[str, ...]] = {}


class State(ABC, Generic[A]):
    """One position of a game.  Subclasses implement the abstract methods; everything else
    (checking, parsing, undo, views, records) is provided here on top of them.

    Subclasses list their mutable containers in ``_mutable`` so that `clone` copies them
    (shallowly); containers nested inside should be immutable (tuples), or the subclass
    overrides `clone`.
    """

    _mutable: ClassVar[tuple[str, ...]] = ()

    def __init__(self, game: Game[A], options: Options, seed: int) -> None:
        self.game = game
        self.options = options
        self.seed = seed
        self.num_players = options.get_int("players")
        self.history: list[tuple[int, A]] = []
        self._tokens: list[object] = []
        self.start: JSON | None = None

    # ----------------------------------------------------------------- to implement
    @abstractmethod
    def current_player(self) -> int:
        """The player to act, or CHANCE, SIMULTANEOUS or TERMINAL."""

    @abstractmethod
    def _legal_actions(self, player: int) -> list[A]:
        """Legal actions of ``player`` (an acting player; never called at chance nodes)."""

    @abstractmethod
    def _apply(self, player: int, action: A) -> object:
        """Carry out a legal action of ``player`` (CHANCE for chance outcomes).  May return an
        undo token for `_undo`."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once the game is over, else None."""

    @abstractmethod
    def action_to_string(self, action: A, player: int | None = None) -> str:
        """The notation of ``action``: a function of the action and the player alone (not of
        the position), unique among the legal actions ignoring case and surrounding blanks."""

    def action_label(self, action: A, player: int | None = None) -> Text:
        """What a player reads for ``action`` on a move button and in the log: its notation, or,
        where the notation holds words ("pass", "steal P2"), a `Message` whose English text is
        the notation itself and which the page and the terminal render in the reader's language
        (keys ``move-*``).  Like the notation, a function of the action and the player alone."""
        return self.action_to_string(action, player)

    @abstractmethod
    def _view(self, player: int | None) -> JSON:
        """What ``player`` may know of the position (``None``: a spectator), JSON-ready."""

    @abstractmethod
    def snapshot(self) -> JSON:
        """The whole position (hidden parts included), JSON-ready; equal positions give equal
        snapshots."""

    # ----------------------------------------------------------------- optional hooks
    def _acting_players(self) -> tuple[int, ...]:
        """At SIMULTANEOUS nodes: the players who still have to act."""
        raise NotImplementedError

    def chance_outcomes(self) -> list[tuple[A, Fraction]]:
        """At a chance node: every outcome with its exact probability (they sum to 1)."""
        raise IllegalActionError("chance", Message("core-no-chance-node"))

    def _undo(self, player: int, action: A, token: object) -> bool:
        """Reverse the last `_apply`; return False when not supported (then the state is
        rebuilt by replay, which is correct but slow)."""
        return False

    def _parse_syntax(self, text: str, player: int) -> A | None:
        """Read ``text`` (lower case, blanks collapsed) as an action, legal or not.  Raise
        `NotationError` for malformed text (any text at all: never another exception; a
        well-formed action that can never be legal may raise `IllegalActionError`); return None
        when only the legal list decides."""
        return None

    def timed_phase(self) -> TimedPhase | None:
        """The live time the rules give in this position (e.g. memorising a row before it is
        turned face down), or None (the default: the players take their own time)."""
        return None

    def _explain_illegal(self, action: A, player: int) -> Text:
        """Why a well-formed ``action`` is not legal now."""
        return Message("core-not-legal")

    def _describe(self, index: int, viewer: int | None) -> Text | None:
        """How action number ``index`` of the history appears to ``viewer`` (None: hide it).
        Games with hidden information override this."""
        player, action = self.history[index]
        return self._entry_text(index, player, action)

    def log_settled(self) -> int:
        """How many leading history entries have a settled log line: `_describe` gives the same
        text for every viewer whatever actions follow (while none of them is taken back), so a
        view may keep it (`ViewLog`) instead of describing it again.  With the default
        `_describe` every entry is settled; a game that overrides `_describe` says how many
        of its entries are (the default 0, describing every line each time, is always right)."""
        if type(self)._describe is State._describe:
            return len(self.history)
        return 0

    def scores(self) -> tuple[float, ...]:
        """The running score of each player (final scores once the game is over)."""
        outcome = self.outcome()
        if outcome is not None:
            return outcome.scores
        return tuple(0.0 for _ in range(self.num_players))

    def resample_hidden(self, observer: int | None, rng: random.Random) -> Self:
        """A state the ``observer`` cannot tell from this one: every fact hidden from them is
        drawn anew, consistent with all they know.  Perfect-information games return a clone."""
        if self.game.info.hidden_information:
            raise NotImplementedError(f"{self.game.id} must implement resample_hidden")
        return self.clone()

    # ----------------------------------------------------------------- provided
    def is_terminal(self) -> bool:
        return self.current_player() == TERMINAL

    def is_chance_node(self) -> bool:
        return self.current_player() == CHANCE

    def is_simultaneous_node(self) -> bool:
        return self.current_player() == SIMULTANEOUS

    def acting_players(self) -> tuple[int, ...]:
        """The players who may act now (empty at chance and terminal nodes)."""
        player = self.current_player()
        if player >= 0:
            return (player,)
        if player == SIMULTANEOUS:
            return self._acting_players()
        return ()

    @property
    def move_number(self) -> int:
        """How many actions (chance outcomes included) have been applied."""
        return len(self.history)

    def legal_actions(self, player: int | None = None) -> list[A]:
        """Legal actions of ``player`` (default: the one acting player, or chance outcomes);
        empty once the game is over."""
        current = self.current_player()
        if current >= 0 and (player is None or player == current):
            return self._legal_actions(current)  # the common case, kept fast for search
        if current == TERMINAL:
            return []
        p = self._resolve_player(player, "legal_actions")
        if p == CHANCE:
            return [a for a, _ in self.chance_outcomes()]
        return self._legal_actions(p)

    def returns(self) -> tuple[float, ...]:
        outcome = self.outcome()
        if outcome is None:
            return tuple(0.0 for _ in range(self.num_players))
        return outcome.returns(self.num_players)

    def apply(self, action: A, player: int | None = None) -> None:
        """Apply a legal action; raise `IllegalActionError` (state unchanged) otherwise."""
        p = self._resolve_player(player, self._safe_name(action))
        legal = self.legal_actions(p)
        if action not in legal:
            raise IllegalActionError(self._safe_name(action), self._reason(action, p))
        self.push(action, p)

    def push(self, action: A, player: int | None = None) -> None:
        """Apply an action known to be legal, without checking (for search)."""
        if player is None:
            player = self.current_player()
        token = self._apply(player, action)
        self.history.append((player, action))
        self._tokens.append(token)

    def pop(self) -> tuple[int, A]:
        """Take back the last action; returns (player, action)."""
        if not self.history:
            raise IllegalActionError("undo", Message("core-nothing-to-undo"))
        player, action = self.history.pop()
        token = self._tokens.pop()
        if not self._undo(player, action, token):
            self._rebuild()
        return player, action

    def apply_string(self, text: str, player: int | None = None) -> A:
        """Parse ``text`` against the legal actions and apply it; returns the action."""
        action = self.parse_action(text, player)
        self.push(action, self._resolve_player(player, text))
        return action

    def parse_action(self, text: str, player: int | None = None) -> A:
        """Resolve notation against the legal actions (the one source of legality)."""
        if not isinstance(text, str):
            raise NotationError(repr(text), Message("core-not-text"))
        p = self._resolve_player(player, text)
        key = normalize_notation(text)
        if not key:
            raise NotationError(text, Message("core-empty-input"))
        legal = self.legal_actions(p)
        failure: IllegalActionError | None = None
        try:  # the usual case, without a table of every legal action's notation
            candidate = self._parse_syntax(key, p)
        except IllegalActionError as error:  # malformed, or only the table knows it: raised below if so
            candidate, failure = None, error
        except Exception:  # a parser's slip (e.g. int('²')) is still only text that is not a move
            candidate = None
            failure = NotationError(text, Message("core-not-notation"))
        if candidate is not None and candidate in legal:
            return candidate
        table = {normalize_notation(self.action_to_string(a, p)): a for a in legal}
        found = table.get(key)
        if found is not None:
            return found
        if failure is not None:
            raise failure
        if candidate is not None:
            raise IllegalActionError(text, self._explain(candidate, p), legal=list(table))
        raise NotationError(text, Message("core-not-legal-here", count=len(legal)), legal=list(table))

    def legal_strings(self, player: int | None = None) -> list[str]:
        if self.current_player() == TERMINAL:
            return []
        p = self._resolve_player(player, "legal_actions")
        return [self.action_to_string(a, p) for a in self.legal_actions(p)]

    def sample_chance(self, rng: random.Random | None = None) -> A:
        """Draw a chance outcome: with ``rng``, or else determined by the seed and move number,
        so that a seed and the players' actions replay a game exactly."""
        if rng is None:
            rng = chance_rng(self.seed, len(self.history))
        return sample_outcome(self.chance_outcomes(), rng)

    def clone(self) -> Self:
        """An independent copy (history included).

        Made attribute by attribute (`_attribute_names`), never through the ``__dict__`` (as
        `copy.copy` does): in CPython 3.11 an object whose ``__dict__`` was read looks up every
        attribute through that dict for the rest of its life, and both the original and the copy
        played up to 44% slower per step (docs/research.md, the adapter's speed)."""
        cls = type(self)
        new = cls.__new__(cls)
        for name in self._attribute_names():
            setattr(new, name, getattr(self, name))
        new.history = list(self.history)
        new._tokens = list(self._tokens)
        for name in self._mutable:
            setattr(new, name, copy.copy(getattr(self, name)))
        return new

    def _attribute_names(self) -> tuple[str, ...]:
        """The instance attributes of this state's class, in the order a new state sets them:
        learned once per class from a throwaway `Game.new_state`, so that no live state's
        ``__dict__`` is read.  A state class sets every attribute in ``__init__`` (none later,
        none depending on the options; tests/test_clone.py checks it along random games)."""
        cls = type(self)
        names = _ATTRIBUTE_NAMES.get(cls)
        if names is None:
            fresh = self.game.new_state(self.options, self.seed)
            if type(fresh) is not cls:  # a state the game does not make: copy what it holds
                return tuple(vars(self))
            names = _ATTRIBUTE_NAMES[cls] = tuple(vars(fresh))
        return names

    def __getstate__(self) -> JSON:
        """What pickle keeps: every attribute, read one by one (not the ``__dict__``, see `clone`)."""
        return {name: getattr(self, name) for name in self._attribute_names()}

    def __setstate__(self, values: JSON) -> None:
        """An unpickled state sets its attributes one by one, so CPython keeps them inline."""
        for name, value in values.items():
            setattr(self, name, value)

    def view(self, player: int | None = None, log_cache: ViewLog | None = None) -> JSON:
        """What ``player`` (None: a spectator) may know, JSON-ready, with the common fields.

        ``log_cache``, kept by the caller for this one viewer of this one game, holds the log
        lines already described (see `ViewLog`); the view is the same with or without it."""
        if player is not None and not 0 <= player < self.num_players:
            raise ValueError(f"no player {player} in a {self.num_players}-player game")
        current = self.current_player()
        outcome = self.outcome() if current == TERMINAL else None
        acting = self.acting_players()
        legal: list[str] = []
        labels: dict[str, Any] = {}  # notation -> its label's message, where it has one
        if player is not None and player in acting:
            # Only a game whose notation holds words labels its moves: the others' labels are the
            # notation itself, not worth a second notation per legal move (hundreds in Fünf gewinnt).
            labelled = type(self).action_label is not State.action_label
            for action in self._legal_actions(player):
                text = self.action_to_string(action, player)
                legal.append(text)
                if labelled:
                    label = self.action_label(action, player)
                    if isinstance(label, Message):
                        labels[text] = label.to_json()
        if log_cache is None:
            log = self._log_lines(player, 0, len(self.history))
        else:
            log = log_cache.lines(self, player)
        return {
            "game": self.game.id,
            "options": self.options.to_json(),
            "viewer": player,
            "move_number": len(self.history),
            # the players' moves (chance events not counted), and the viewer's own (Undo needs one)
            "player_moves": sum(1 for p, _ in self.history if p != CHANCE),
            "own_moves": None if player is None else sum(1 for p, _ in self.history if p == player),
            "to_move": "chance" if current == CHANCE else list(acting),
            "terminal": current == TERMINAL,
            "outcome": outcome.data() if outcome is not None else None,
            "scores": list(self.scores()),
            "legal": legal,
            "labels": labels,
            "log": log,
            "messages": (
                [message_json(line) for line in log]
                if log_cache is None
                else log_cache.each("json", log, message_json)
            ),
            "position": self._view(player),
        }

    def to_json(self) -> JSON:
        """The state as JSON: its record (which replays it) and a snapshot of the position."""
        from .record import record_of

        data = record_of(self).to_json()
        data["position"] = self.snapshot()
        return data

    def position(self) -> JSON:
        """A compact, position-only form for replay buffers: the game, options, seed and the
        snapshot of the position (hidden parts included), without the history that `to_json`,
        ``serialize`` and pickle keep, so its size does not grow with the moves played
        (docs/research.md, "Positions for replay buffers").  `Game.from_position` rebuilds it;
        `FormatError` where the game has no such form (`Game.has_positions`)."""
        if not self.game.has_positions():
            raise FormatError(
                f"{self.game.id}: {self.game.position_unavailable or 'no position-only form'}; "
                "keep the record (to_json, pickle) instead"
            )
        return {
            "game": self.game.id,
            "options": self.options.to_json(),
            "seed": self.seed,
            "position": self.snapshot(),
        }

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return self.game.id == other.game.id and self.snapshot() == other.snapshot()

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        return f"<{type(self).__name__} move {len(self.history)}>"

    # ----------------------------------------------------------------- helpers
    def _log_lines(self, viewer: int | None, start: int, stop: int) -> list[Text]:
        """The log lines of history entries ``start`` to ``stop`` as ``viewer`` sees them."""
        lines = []
        for index in range(start, stop):
            text = self._describe(index, viewer)
            if text is not None:
                lines.append(text)
        return lines

    def player_name(self, player: int) -> Text:
        if player == CHANCE:
            return Message("chance")
        return Message("player", n=player + 1)

    def _entry_text(self, index: int, player: int, action: A) -> Text:
        """Default log line: who did what, in notation."""
        return Message("core-move", player=self.player_name(player), move=self.action_label(action, player))

    def _prefix_state(self, index: int) -> State[A]:
        """The state before history entry ``index`` (by replay)."""
        state = self._initial()
        for p, a in self.history[:index]:
            state.push(a, p)
        return state

    def _initial(self) -> State[A]:
        if self.start is None:
            return self.game.new_state(self.options, self.seed)
        return self.game.state_from_snapshot(self.start, self.options, self.seed)

    def _rebuild(self) -> None:
        fresh = self._prefix_state(len(self.history))
        history = self.history
        for name in self._attribute_names():  # not through ``__dict__``: see `clone`
            setattr(self, name, getattr(fresh, name))
        self.history = history

    def _resolve_player(self, player: int | None, action_name: str) -> int:
        current = self.current_player()
        if current == TERMINAL:
            raise IllegalActionError(action_name, Message("core-game-over"))
        if current == CHANCE:
            if player not in (None, CHANCE):
                raise IllegalActionError(action_name, Message("core-chance-due"))
            return CHANCE
        if current == SIMULTANEOUS:
            acting = self._acting_players()
            if player is None:
                raise IllegalActionError(action_name, Message("core-name-player"))
            if player not in acting:
                raise IllegalActionError(
                    action_name,
                    Message(
                        "core-nothing-to-do",
                        player=self.player_name(player),
                        waiting=[self.player_name(q) for q in acting],
                    ),
                )
            return player
        if player is not None and player != current:
            raise IllegalActionError(
                action_name,
                Message("core-not-your-turn", current=self.player_name(current), player=self._who(player)),
            )
        return current

    def _who(self, player: int) -> Text:
        if 0 <= player < self.num_players or player == CHANCE:
            return self.player_name(player)
        return Message("player-number", n=player)

    def _safe_name(self, action: A) -> str:
        try:
            return self.action_to_string(action)
        except Exception:  # an action of another shape than this game's
            return repr(action)

    def _explain(self, action: A, player: int) -> Text:
        try:
            return self._explain_illegal(action, player)
        except Exception:  # the explanation must not turn a refusal into a crash
            return Message("core-not-legal")

    def _reason(self, action: A, player: int) -> Text:
        if player == CHANCE:
            return Message("core-not-chance")
        try:
            return self._explain_illegal(action, player)
        except Exception:
            return Message("core-not-an-action")


class ViewLog:
    """The log of one viewer of one game, kept between views (`State.view` ``log_cache``):
    the lines of settled entries (`State.log_settled`) are described once, the others each
    time, so a view of a long game costs no more than one of a short game.  Keep one per
    viewer (each seat, and the spectators): lines may hold what only that viewer may know.
    When actions are taken back, `clear` it."""

    __slots__ = ("_covered", "_json", "_kept", "_lines")

    def __init__(self) -> None:
        self._covered = 0  # history entries whose lines are in _lines
        self._lines: list[Text] = []
        self._kept: dict[str, list[Any]] = {}  # `each`: values of the settled lines, by use
        self._json: dict[str, tuple[int, str]] = {}  # `json_text`: how many, and their JSON

    def clear(self) -> None:
        self._covered, self._lines, self._kept, self._json = 0, [], {}, {}

    def lines(self, state: State[Any], viewer: int | None) -> list[Text]:
        length = len(state.history)
        if self._covered > length:  # actions were taken back without `clear`: start again
            self.clear()
        settled = min(state.log_settled(), length)
        if settled > self._covered:
            self._lines += state._log_lines(viewer, self._covered, settled)
            self._covered = settled
        return self._lines + state._log_lines(viewer, self._covered, length)

    def each(self, use: str, lines: list[Text], make: Callable[[Text], T]) -> list[T]:
        """``[make(line) for line in lines]``, where ``lines`` is what `lines` just returned: the
        values of its settled lines are made once and kept under ``use`` (one name per kind of
        value: the lines' message JSON, their texts in a language), so that a view of a long
        game costs no more than one of a short game in these either."""
        kept = self._kept.setdefault(use, [])
        settled = len(self._lines)
        if len(kept) < settled:
            kept += [make(line) for line in self._lines[len(kept) : settled]]
        return kept + [make(line) for line in lines[settled:]]

    def json_text(self, use: str, values: list[Any], dumps: Callable[[Any], str]) -> str:
        """The JSON array of ``values`` (each item by ``dumps``), where ``values`` is what `lines`
        or `each` (under ``use``) just returned: the JSON of the settled items is made once and
        kept, so that sending the whole log with every move costs no more in a long game."""
        settled = len(self._lines)
        count, text = self._json.get(use, (0, ""))
        if count < settled:
            more = ",".join(dumps(value) for value in values[count:settled])
            text = f"{text},{more}" if count else more
            self._json[use] = (settled, text)
        tail = ",".join(dumps(value) for value in values[settled:])
        return f"[{text}{',' if text and tail else ''}{tail}]"


def normalize_notation(text: str) -> str:
    """Case and blanks do not matter in notation: lower case, inner blanks collapsed."""
    return " ".join(text.strip().lower().split())


def first_player_option(players: int = 2) -> OptionSpec:
    """The common option: who starts, by lot (a chance event) or a fixed player (1-based)."""
    return OptionSpec(
        "first",
        str,
        "lot",
        Message("option-first-description"),
        choices=("lot", *(str(p) for p in range(1, players + 1))),
    )


@functools.lru_cache(maxsize=256)
def _one_in(count: int) -> Fraction:
    """``Fraction(1, count)``, made once per count (a Fraction is immutable, so it is shared)."""
    return Fraction(1, count)


def uniform(actions: Sequence[A]) -> list[tuple[A, Fraction]]:
    """Equal chances for each of ``actions`` (one shared Fraction: a uniform draw's list is told
    apart by identity, e.g. by the OpenSpiel adapter, without comparing fractions)."""
    p = _one_in(len(actions))
    return [(a, p) for a in actions]
