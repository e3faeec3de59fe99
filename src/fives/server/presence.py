"""Presence and absence: who is here, who is away, and what the others may do about an away seat.

A person's seat is *here* while a connection holds it, else *away* (since the moment its last
connection closed, or its heartbeat stopped: `fives.server.ws`).  Arrivals and departures reach
the other connections as one small ``presence`` message per room, coalesced to at most one every
`Settings.presence_interval_seconds`, never as the whole room and state.  This bookkeeping, the
away-since times and the message that is due, is a part of the room's session (`Presence`,
`fives.server.session.Session.presence`), which cancels the message when the room closes.

A turn-based room (`fives.server.turns`) has no absence: the game waits for its players, and
its move clock of days decides.

In a room without a clock, once a seat has been away for the room's ``away_grace_seconds``
(default 60) any other player of the room may let the computer play it (`operations.takeover`);
its person keeps the token and takes the seat back by connecting again.  In a two-player game
the other player may instead claim the win once the seat has been away ``claim_win_seconds``
(default 300): the game ends, the result says so (``"ended": "claimed"``).  With three or more
players nobody can end the game early: the computer plays an absent seat.  In a room with a
clock the clock decides, as before (the computer takes over a seat whose time runs out).

A rated room keeps the standard windows (`fives.server.rated.check_create`), and its absent
seat's loss rests on an absence seen here: the seats a connection has held since the session
began are `Presence.seen`; a claim over a seat whose person never came (`Presence.never_here`)
ends the game unrated, and the computer taking such a seat over makes the room unrated
(`fives.server.session.Session.unrate_if_never_here`).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any, Protocol

from fives.core import Message

from . import rated
from .config import Settings
from .room import FINISHED, PLAYING, SEAT_AI, SEAT_LEFT, SEAT_WAITING, Room, RoomError, encode

if TYPE_CHECKING:
    from .hub import Hub

#: the bounds of a room's absence rules (a day)
MAX_ABSENCE_SECONDS = 86400.0


def check_rules(grace: float | None, claim: float | None) -> None:
    """Refuse absence rules out of bounds (RoomError ``bad_absence``)."""
    for name, value in (("away_grace_seconds", grace), ("claim_win_seconds", claim)):
        if value is not None and not 1 <= value <= MAX_ABSENCE_SECONDS:
            raise RoomError(
                "bad_absence", Message("server-bad-absence", name=name, most=f"{MAX_ABSENCE_SECONDS:.0f}")
            )


class Services(Protocol):
    """What presence needs of the registry (`fives.server.hub.Hub`)."""

    settings: Settings

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]: ...


class Presence:
    """One room's presence, the part of its session (`fives.server.session.Session.presence`)
    that knows since when each person's seat is away and sends the coalesced ``presence``
    message.  Made with the session, before anyone connects: every person's seat is away from
    then until a connection holds it."""

    def __init__(self, services: Services, room: Room) -> None:
        self.services = services
        self.room = room
        #: since when each person's seat has had no connection (`time.time`)
        self.away_since: dict[int, float] = {}
        #: the seats a connection has held since the session began: only their absence is real
        #: enough for a rated claim (`claim`)
        self.seen: set[int] = set()
        #: when the last ``presence`` message went out (`time.monotonic`), and the one that is due
        self.sent = 0.0
        self.task: asyncio.Task[None] | None = None
        self.away_seconds()

    def away_seconds(self, now: float | None = None) -> dict[str, float]:
        """Seconds each person's seat without a connection has been away (a seat nobody took yet
        is not away), by seat number as text; `away_since` is brought up to date."""
        now = self.services.settings.clock.time() if now is None else now
        room = self.room
        held = room.held_seats()
        self.seen |= held
        if room.row.pace == "turn_based":  # the game waits for you: what counts is the move clock
            self.away_since.clear()
            return {}
        for seat in room.seats:
            if seat.kind == "ai" or seat.status == SEAT_WAITING or seat.seat in held:
                self.away_since.pop(seat.seat, None)
            else:
                self.away_since.setdefault(seat.seat, now)
        return {str(seat): round(max(0.0, now - since), 1) for seat, since in sorted(self.away_since.items())}

    def message(self) -> dict[str, Any]:
        """The small message that tells every connection who is here and who is away."""
        room = self.room
        return {
            "type": "presence",
            "room": room.id,
            "connected": sorted(room.held_seats()),
            "away": self.away_seconds(),
            "spectators": sum(1 for o in room.outboxes if not o.seats),
        }

    def changed(self) -> None:
        """Someone arrived or left: send ``presence`` to every connection, at once when none was
        sent within the interval, else once when it has passed (a churn costs one message per
        interval)."""
        if self.task is not None:
            return  # one is due already and will say the latest
        wait = self.sent + self.services.settings.presence_interval_seconds - time.monotonic()
        if wait <= 0:
            self.send()
        else:
            self.task = self.services.spawn(self._later(wait))

    async def _later(self, wait: float) -> None:
        try:
            await asyncio.sleep(wait)
        finally:
            self.task = None
        self.send()

    def send(self) -> None:
        room = self.room
        self.sent = time.monotonic()
        if room.outboxes:
            text = encode(self.message())
            for outbox in list(room.outboxes):
                outbox.send(text)

    def close(self) -> None:
        """The session ends: the message that is due is not sent."""
        if self.task is not None:
            self.task.cancel()
            self.task = None

    def never_here(self, seat: int) -> bool:
        """Whether ``seat`` is a person's seat of a live rated room that no connection has held
        since the session began: its person never came, so the computer taking it over (or a
        claim over it) ends the rating, not the game (`fives.server.rated`)."""
        room = self.room
        if not room.row.rated or room.row.pace == "turn_based" or room.seats[seat].kind == "ai":
            return False
        self.away_seconds()  # `seen` up to date
        return seat not in self.seen

    def check_takeover(self, seat: int) -> None:
        """May the others let the computer play ``seat`` now?  A vacant seat (left, or never
        taken) always; a seat that is taken but away once the grace time has passed, in a room
        without a clock.  Raises RoomError ``seat_taken`` or ``not_away``, saying why and when."""
        room = self.room
        target = room.seats[seat]
        if target.status in (SEAT_LEFT, SEAT_WAITING):
            return
        if target.status == SEAT_AI:
            raise RoomError("seat_taken", Message("server-computer-already", seat=str(seat)))
        if room.row.pace == "turn_based":
            raise RoomError("not_away", Message("server-away-clock", seat=str(seat)))
        gone = self.away_seconds().get(str(seat))
        if gone is None:
            raise RoomError("seat_taken", Message("server-seat-here", seat=str(seat)))
        if room.has_clock():
            raise RoomError("not_away", Message("server-away-clock", seat=str(seat)))
        grace = room.grace_seconds()
        if gone < grace:
            raise RoomError(
                "not_away",
                Message("server-away-grace", seat=str(seat), gone=f"{gone:.0f}", grace=f"{grace:.0f}"),
            )


async def claim(hub: Hub, room: Room, token: str | None) -> int:
    """The other player of a two-player game claims the win over a seat away for the room's
    ``claim_win_seconds``: the game ends with that result.  Returns the claimer's seat."""
    session = hub.session(room)
    async with room.lock:
        if not token:
            raise RoomError("no_token", Message("server-no-token"))
        claimer = room.seat_of(token)
        if claimer is None:
            raise RoomError("bad_token", Message("server-bad-token"))
        if room.row.status != PLAYING:
            raise RoomError("not_playing", Message("server-not-playing"))
        if len(room.seats) != 2:
            raise RoomError("no_claim", Message("server-claim-two-players"))
        if room.has_clock():
            raise RoomError("no_claim", Message("server-claim-clock"))
        absent = room.seats[1 - claimer.seat]
        if absent.kind == "ai" or claimer.status == SEAT_AI:
            raise RoomError("no_claim", Message("server-claim-people"))
        if absent.kind == "local" and claimer.kind == "local":
            raise RoomError("no_claim", Message("server-claim-one-screen"))
        gone = session.presence.away_seconds().get(str(absent.seat))
        limit = room.claim_seconds()
        if gone is None or gone < limit:
            so_far = (
                Message("server-is-here") if gone is None else Message("server-away-for", gone=f"{gone:.0f}")
            )
            raise RoomError(
                "not_away",
                Message("server-claim-too-early", seat=str(absent.seat), so_far=so_far, limit=f"{limit:.0f}"),
            )
        # a rated claim rests on an absence seen here: a seat whose person never came ends the
        # game unrated, as a game that never began (`fives.server.rated`)
        unrated = session.presence.never_here(absent.seat)
        result: dict[str, Any] = {
            "winners": [claimer.seat],
            "scores": list(room.view(None).get("scores") or []),
            "reason": f"{absent.name} was away for {gone:.0f} s; {claimer.name} claimed the win",
            "details": {},
            "ended": "claimed",
            "by": claimer.seat,
            "absent": absent.seat,
            "away_seconds": round(gone),
        }
        if unrated:
            result["unrated"] = "never_connected"
            result["reason"] = f"{absent.name} never came to the table; the game ended unrated"
            await hub.db(hub.store.update_room, room.id, status=FINISHED, result=result, rated=False)
            room.row.rated = False
        else:
            await hub.db(hub.store.update_room, room.id, status=FINISHED, result=result)
        room.row.status, room.row.result = FINISHED, result
        room.row.updated_at = hub.settings.clock.time()
        if room.row.rated:  # the absent player loses rating (`fives.server.rated`)
            await rated.rate_finished(hub, room.id)
        session.resume(broadcast=False)  # no clock, no timer, no computer move any more
        session.broadcast(info=True)
        return claimer.seat


def record_json(room: Room, record: dict[str, Any]) -> dict[str, Any]:
    """A finished room's record; a game that ended early says how (``ended``) beside its moves,
    which replay as they are (`fives replay`: the game is not over by its rules, so ``result``
    stays null)."""
    result = room.row.result or {}
    if result.get("ended"):
        record = dict(record)
        keys = ("ended", "by", "absent", "winners", "reason", "reason_message", "resigned")
        record["ended"] = {key: result[key] for key in keys if key in result}
    return record
