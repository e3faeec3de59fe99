"""One room in memory: its stored rows, the live game state, and the rules for accepting a move.

A `Room` is rebuilt from the database by replaying its seed and stored moves.  It decides
whether a submission ``(seat, move_number, text)`` is new (apply it), a repetition of a move
already applied (acknowledge it again, apply nothing) or stale (refuse it, naming why).
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import secrets
import time
from dataclasses import dataclass, field
from typing import Any

from fives.core import CHANCE, SIMULTANEOUS, Message, State, ViewLog
from fives.core.game import normalize_notation
from fives.core.message import english
from fives.games import load
from fives.i18n import localize_view

from .errors import POLICY_CLOSE
from .errors import RoomError as RoomError
from .store import MoveRow, RoomRow, SeatRow

#: who sits on a seat: a person at the creator's screen, a person with an invite link, anyone
#: from the lobby, or the computer
SEAT_KINDS = ("local", "invite", "open", "ai")
#: room statuses: waiting for people to take seats, being played, over
WAITING, PLAYING, FINISHED = "waiting", "playing", "finished"
#: room visibility: listed in the lobby (and the finished games), or reached by its link only
OPEN, PRIVATE = "open", "private"
#: seat statuses
SEAT_WAITING, SEAT_JOINED, SEAT_LEFT, SEAT_AI = "waiting", "joined", "left", "ai"
#: a room's absence rules when it does not set them (`fives.server.presence`)
DEFAULT_GRACE_SECONDS = 60.0
DEFAULT_CLAIM_SECONDS = 300.0


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


@dataclass(frozen=True)
class GameTimer:
    """Live time the rules give before ``seat`` may (and then, automatically, will) play ``action``."""

    move_number: int
    what: str
    seconds: float
    deadline: float
    seat: int
    action: str

    def to_json(self) -> dict[str, Any]:
        return {
            "what": self.what,
            "seat": self.seat,
            "action": self.action,
            "seconds": self.seconds,
            "deadline": self.deadline,
            "remaining": max(0.0, self.deadline - time.time()),
        }


def phase_timer(state: State[Any]) -> tuple[str, float, int, str] | None:
    """Live time that is part of a game's rules: (what, seconds, player, action that ends it),
    as the game's `State.timed_phase` declares it (e.g. Hütchenspieler: the seekers memorise the
    face-up row, then the server plays the shuffler's ``turn``)."""
    phase = state.timed_phase()
    if phase is None:
        return None
    return phase.what, phase.seconds, phase.player, phase.action


@dataclass(frozen=True)
class Verdict:
    """What to do with a submission: ``apply`` it, or it is a ``duplicate`` of move ``index``."""

    kind: str
    index: int = -1


def encode(message: dict[str, Any]) -> str:
    """A message as sent: compact JSON, ASCII only (text echoed from a client, e.g. a lone
    surrogate escaped as \\ud800, can always be sent and never breaks the connection)."""
    return json.dumps(message, separators=(",", ":"), default=english)


#: `encode` for the items of a list (the same JSON)
_encode_item = json.JSONEncoder(separators=(",", ":"), default=english).encode
#: marks the place of a view's log in a state message being encoded (`Room.state_text`): a
#: control character and a secret of this process, so no text of a player can look the same
_MARK = f"\x00{secrets.token_hex(8)}:"


class Outbox:
    """A connection's bounded queue of outgoing messages (a slow reader is cut off, not waited
    for); a message is a dict, or already `encode`d text (a broadcast encodes each distinct
    message once for all the connections that receive it)."""

    def __init__(self, seats: frozenset[int], hashes: dict[int, str], limit: int) -> None:
        self.seats = seats
        self.hashes = hashes
        self.queue: asyncio.Queue[dict[str, Any] | str | None] = asyncio.Queue(limit)
        self.closed_reason: str | None = None
        #: the websocket close code it ends with (`fives.server.errors.CODES`)
        self.closed_code = POLICY_CLOSE

    def send(self, message: dict[str, Any] | str) -> None:
        if self.closed_reason is not None:
            return
        try:
            self.queue.put_nowait(message)
        except asyncio.QueueFull:
            self.close("too many unread messages: the connection is too slow")

    def close(self, reason: str, code: int = POLICY_CLOSE) -> None:
        if self.closed_reason is None:
            self.closed_reason, self.closed_code = reason, code
            while True:  # make room for the end marker
                try:
                    self.queue.put_nowait(None)
                    return
                except asyncio.QueueFull:
                    self.queue.get_nowait()


@dataclass
class Room:
    row: RoomRow
    seats: list[SeatRow]
    state: State[Any]
    #: (player, notation) of every applied action, as stored
    moves: list[tuple[int, str]] = field(default_factory=list)
    #: the players who could act before each action, and now (last entry)
    acting_at: list[frozenset[int]] = field(default_factory=list)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    outboxes: set[Outbox] = field(default_factory=set)
    #: when each person who must act now began to (for the clocks); the time so far is stored
    #: (`SeatRow.turn_used`) with each move and at checkpoints, and a rebuilt room goes on from it
    turn_started: dict[int, float] = field(default_factory=dict)
    #: each viewer's log lines kept between views (`fives.core.ViewLog`; one per seat, and
    #: one for spectators, as lines may hold what only that seat may know)
    view_logs: dict[int | None, ViewLog] = field(default_factory=dict)
    #: the room's `fives.server.session.Session`, which owns its moves, its clock, rules timer,
    #: presence and computer players, and their tasks (made by the registry,
    #: `fives.server.hub.Hub.session`)
    session: object | None = field(default=None, repr=False, compare=False)

    @classmethod
    def build(
        cls, row: RoomRow, seats: list[SeatRow], moves: list[MoveRow], now: float | None = None
    ) -> Room:
        state = load(row.game).new_state(row.options, row.seed)
        room = cls(row, seats, state)  # the state of `initial_state`
        room.acting_at.append(frozenset(state.acting_players()))
        room.replay([(m.player, m.action) for m in moves])
        room.restore_turns(time.time() if now is None else now)
        return room

    def restore_turns(self, now: float) -> None:
        """The running turns of a room (re)built from its rows: a live turn goes on with the
        thinking time it had used (the time the server was down is not charged); a turn-based
        one runs from its stored start (`fives.server.turns`: days, not thinking time).  The
        clock is armed for the seats that are really on turn (`Session.resume`)."""
        if self.row.pace == "turn_based":
            self.turn_started = {
                s.seat: s.turn_since for s in self.seats if s.to_move and s.turn_since is not None
            }
        else:
            self.turn_started = {s.seat: now - s.turn_used for s in self.seats if s.turn_used > 0}

    @property
    def id(self) -> str:
        return self.row.id

    def initial_state(self) -> State[Any]:
        """The game's state before its first action (a new one each time)."""
        return load(self.row.game).new_state(self.row.options, self.row.seed)

    def replay(self, entries: list[tuple[int, str]]) -> None:
        """Apply stored actions (already checked when they were first accepted)."""
        for player, text in entries:
            self.state.push(self.state.parse_action(text, player), player)
            self.moves.append((player, text))
            self.acting_at.append(frozenset(self.state.acting_players()))

    def apply(self, seat: int, text: str) -> int:
        """Apply a person's or agent's move, then every chance event that follows; returns the
        number of the first new action.  Raises IllegalActionError (state unchanged)."""
        first = self.state.move_number
        action = self.state.apply_string(text, seat)
        self._record(seat, action)
        while self.state.current_player() == CHANCE:
            self.resolve_chance()
        return first

    def resolve_chance(self) -> None:
        outcome = self.state.sample_chance()
        self.state.push(outcome, CHANCE)
        self._record(CHANCE, outcome)

    def _record(self, player: int, action: Any) -> None:
        self.moves.append((player, self.state.action_to_string(action, player)))
        self.acting_at.append(frozenset(self.state.acting_players()))

    def rollback(self, length: int) -> None:
        """Take back every action after the first ``length`` (a failed commit)."""
        if self.state.move_number > length:
            self.view_logs.clear()
        while self.state.move_number > length:
            self.state.pop()
            self.moves.pop()
            self.acting_at.pop()

    # ----------------------------------------------------------------- submissions
    def judge(self, seat: int, move_number: int, text: str) -> Verdict:
        """Decide on a submission made while the seat saw move ``move_number``."""
        current = self.state.move_number
        if move_number > current:
            raise RoomError("ahead", Message("server-ahead", move=str(move_number), current=str(current)))
        if move_number < 0:
            raise RoomError("bad_message", Message("server-negative-move"))
        for index in range(move_number, current):
            player, done = self.moves[index]
            if player == seat:
                if normalize_notation(done) == normalize_notation(text):
                    return Verdict("duplicate", index)
                raise RoomError(
                    "stale",
                    Message(
                        "server-stale-moved",
                        seat=str(seat),
                        index=str(index),
                        done=repr(done),
                        current=str(current),
                    ),
                )
        if move_number < current and not (
            seat in self.acting_at[move_number] and seat in self.state.acting_players()
        ):
            raise RoomError(
                "stale",
                Message("server-stale", move=str(move_number), current=str(current)),
            )
        return Verdict("apply")

    # ----------------------------------------------------------------- seats
    def seat_of(self, token: str) -> SeatRow | None:
        """The seat whose token this is."""
        digest = token_hash(token)
        for seat in self.seats:
            if seat.token_hash is not None and hmac.compare_digest(seat.token_hash, digest):
                return seat
        return None

    def invited_by(self, ticket: str) -> SeatRow | None:
        """The seat this invitation ticket was made for (used or not)."""
        digest = token_hash(ticket)
        for seat in self.seats:
            if seat.invite_hash is not None and hmac.compare_digest(seat.invite_hash, digest):
                return seat
        return None

    def holds(self, outbox: Outbox, seat: int) -> bool:
        """Whether the connection still holds ``seat`` (its token was not revoked)."""
        digest = outbox.hashes.get(seat)
        current = self.seats[seat].token_hash
        return digest is not None and current is not None and hmac.compare_digest(digest, current)

    def held_seat(self, outbox: Outbox, named: object) -> int:
        """The seat a websocket message names (``named``; none: the connection's only seat),
        checked to be held by the connection; RoomError ``bad_message`` or ``not_your_seat``."""
        seat = named
        if seat is None and len(outbox.seats) == 1:
            (seat,) = outbox.seats
        if not isinstance(seat, int) or isinstance(seat, bool):
            raise RoomError("bad_message", Message("server-name-seat"))
        if seat not in outbox.seats or not self.holds(outbox, seat):
            raise RoomError("not_your_seat", Message("server-not-held", seat=str(seat)))
        return seat

    def human_acting(self) -> frozenset[int]:
        if self.row.status != PLAYING:
            return frozenset()
        return frozenset(s for s in self.state.acting_players() if self.seats[s].status != SEAT_AI)

    # ----------------------------------------------------------------- presence
    def held_seats(self) -> set[int]:
        """The seats a connection holds now."""
        return {seat for outbox in self.outboxes for seat in outbox.seats if self.holds(outbox, seat)}

    def grace_seconds(self) -> float:
        value = self.row.away_grace_seconds
        return DEFAULT_GRACE_SECONDS if value is None else value

    def claim_seconds(self) -> float:
        value = self.row.claim_win_seconds
        return DEFAULT_CLAIM_SECONDS if value is None else value

    # ----------------------------------------------------------------- clocks
    def deadlines(self) -> dict[int, float]:
        """When each person who must act now runs out of time (per move, or of the game's bank)."""
        result: dict[int, float] = {}
        for seat, start in self.turn_started.items():
            limits = []
            if self.row.clock_seconds:
                limits.append(start + self.row.clock_seconds)
            if self.row.game_clock_seconds:
                limits.append(start + max(0.0, self.row.game_clock_seconds - self.seats[seat].clock_used))
            if limits:
                result[seat] = min(limits)
        return result

    def has_clock(self) -> bool:
        return bool(self.row.clock_seconds or self.row.game_clock_seconds)

    def turn_values(self, now: float, acting: frozenset[int]) -> dict[int, float]:
        """The thinking time so far of each seat's turn where it differs from the stored one: the
        time since its turn began for a seat of ``acting`` whose turn runs on, else 0."""
        if not self.has_clock():
            return {}
        changed: dict[int, float] = {}
        for s in self.seats:
            start = self.turn_started.get(s.seat) if s.seat in acting else None
            used = 0.0 if start is None else max(0.0, now - start)
            if used != s.turn_used:
                changed[s.seat] = used
        return changed

    def clock_json(self, deadline: float | None, now: float | None = None) -> dict[str, Any] | None:
        """The clocks as the players see them; ``deadline``: when the clock task of the session
        ends the next turn (None: none runs)."""
        if not self.row.clock_seconds and not self.row.game_clock_seconds:
            return None
        now = time.time() if now is None else now
        deadlines = self.deadlines()
        banks = None
        if self.row.game_clock_seconds:
            banks = [
                max(
                    0.0,
                    self.row.game_clock_seconds - s.clock_used - (now - self.turn_started.get(s.seat, now)),
                )
                for s in self.seats
            ]
        return {
            "per_move": self.row.clock_seconds,
            "per_game": self.row.game_clock_seconds,
            "deadline": deadline,
            "remaining": None if deadline is None else max(0.0, deadline - now),
            "deadlines": {str(seat): d for seat, d in sorted(deadlines.items())},
            "bank": banks,
        }

    # ----------------------------------------------------------------- messages
    def info(self, away: dict[str, float]) -> dict[str, Any]:
        """Public facts about the room (no tokens, no hidden game data); ``away``: the seconds
        each away seat has been away (`fives.server.presence.Presence.away_seconds`)."""
        return {
            "id": self.id,
            "game": self.row.game,
            "options": self.state.options.to_json(),
            "status": self.row.status,
            "seats": [seat_info(s) for s in self.seats],
            "connected": sorted({s for o in self.outboxes for s in o.seats}),
            "spectators": sum(1 for o in self.outboxes if not o.seats),
            "away": away,
            "away_grace_seconds": self.grace_seconds(),
            "claim_win_seconds": self.claim_seconds(),
            "move_number": self.state.move_number,
            "to_move": self.to_move(),
            "visibility": self.row.visibility,
            "rated": self.row.rated,
            "clock_seconds": self.row.clock_seconds,
            "game_clock_seconds": self.row.game_clock_seconds,
            "timeout_level": self.row.timeout_level,
            "pace": self.row.pace,
            "rematch_of": self.row.rematch_of,
            "rematch": self.row.rematch,
            "result": self.row.result,
            "created_at": self.row.created_at,
            "updated_at": self.row.updated_at,
        }

    def to_move(self) -> list[int]:
        """The seats that must act now (public: the public view's ``to_move``); none while the
        room waits for people, is over, or chance is to move."""
        if self.row.status != PLAYING or self.state.current_player() == CHANCE:
            return []
        return sorted(self.state.acting_players())

    def view(self, seat: int | None) -> dict[str, Any]:
        """``state.view(seat)``, with the log lines kept from the seat's earlier views."""
        log = self.view_logs.get(seat)
        if log is None:
            log = self.view_logs[seat] = ViewLog()
        return self.state.view(seat, log)

    def audience(self, outbox: Outbox) -> tuple[bool, tuple[int, ...]]:
        """What the state message of ``outbox`` depends on: whether it is a spectator's, and the
        seats it still holds (connections with the same audience get the same message)."""
        return not outbox.seats, tuple(sorted(s for s in outbox.seats if self.holds(outbox, s)))

    def state_message(
        self,
        outbox: Outbox | None,
        cache: dict[int | None, dict[str, Any]] | None = None,
        *,
        clock: dict[str, Any] | None,
        timer: dict[str, Any] | None,
    ) -> dict[str, Any]:
        """The message for one connection: its own seats' views, or the public view (``cache``
        keeps the views computed for other connections of the same broadcast), with the session's
        ``clock`` and rules ``timer`` (`fives.server.session.Session.state_message`).  A connection
        holding several seats (hot-seat: people sharing one screen) also gets the public view,
        last: the page shows it while the screen passes from one person to the next."""
        cache = {} if cache is None else cache

        def view(seat: int | None) -> dict[str, Any]:
            """The seat's view with its texts in the other languages (`fives.i18n`) beside it."""
            if seat not in cache:
                seen = self.view(seat)
                texts = localize_view(seen, self.view_logs[seat])
                cache[seat] = {"seat": seat, "view": seen, "i18n": texts}
            return cache[seat]

        seats = list(self.audience(outbox)[1]) if outbox is not None else []
        if outbox is None or not outbox.seats:
            views: list[dict[str, Any]] = [view(None)]
        else:
            views = [view(s) for s in seats]
            if len(seats) > 1:
                views.append(view(None))
        acting = self.human_acting()
        return {
            "type": "state",
            "room": self.id,
            "status": self.row.status,
            "move_number": self.state.move_number,
            "simultaneous": self.state.current_player() == SIMULTANEOUS,
            "acting_seats": [s for s in seats if s in acting],
            "clock": clock,
            "timer": timer,
            "views": views,
        }

    def state_text(
        self,
        outbox: Outbox | None,
        cache: dict[int | None, dict[str, Any]] | None = None,
        *,
        clock: dict[str, Any] | None,
        timer: dict[str, Any] | None,
    ) -> str:
        """`state_message`, encoded (`encode`: the same text), with the JSON of each view's log
        (the lines, their messages, their texts in the other languages) made from its viewer's
        `ViewLog`, which keeps the JSON of the settled lines: every state message holds the
        whole log, and encoding it again with every move cost a long game more than the rest."""
        message = self.state_message(outbox, cache, clock=clock, timer=timer)
        fragments: dict[str, str] = {}

        def mark(kept: ViewLog, use: str, values: list[Any]) -> str:
            token = f"{_MARK}{len(fragments)}"
            fragments[_encode_item(token)] = kept.json_text(use, values, _encode_item)
            return token

        views = []
        for entry in message["views"]:
            kept, view = self.view_logs[entry["seat"]], entry["view"]
            marked = {**view, "log": mark(kept, "lines", view["log"])}
            marked["messages"] = mark(kept, "json", view["messages"])
            texts = {
                lang: {**found, "log": mark(kept, f"text-{lang}", found["log"])}
                for lang, found in entry["i18n"].items()
            }
            views.append({**entry, "view": marked, "i18n": texts})
        text = encode({**message, "views": views})
        for token, fragment in fragments.items():
            text = text.replace(token, fragment, 1)
        return text


def seat_info(seat: SeatRow) -> dict[str, Any]:
    info: dict[str, Any] = {
        "seat": seat.seat,
        "kind": seat.kind,
        "name": seat.name,
        "status": seat.status,
        "level": seat.level,
    }
    if seat.resigned:  # three or more players: the computer plays it to the end (`fives.server.resign`)
        info["resigned"] = True
    return info
