"""The hub: the registry of this process's live rooms and what their sessions share.

A room's moves, clocks, rules timer, presence and computer players belong to its session
(`fives.server.session.Session`, one per room, made here).  The hub keeps the rooms in memory
(rebuilt from the database on first use, the least recently used idle ones dropped: `evict`,
which ends the session's tasks), catches up
with changes another process stored (several processes may serve the same PostgreSQL database:
a change arrives by LISTEN/NOTIFY, `fives.server.listen`, and is replayed here: `sync`), and
holds what every session shares: the settings, the store and its group commit, the computer
players' worker scheduler, the per-address limits and the background tasks.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import re
import secrets
from collections.abc import Callable
from typing import Any, TypeVar

from fives.ai.levels import PLAY_LEVELS
from fives.core import FivesError, Message

from . import rated, turns
from .ai_sched import ComputerRooms, Scheduler, join_processes, room_kind
from .ai_worker import make_pool
from .commit import GroupCommit
from .config import Settings
from .limits import ConnectionCount, RateLimit, TokenGuard
from .room import FINISHED, PLAYING, SEAT_AI, SEAT_JOINED, SEAT_LEFT, WAITING, Outbox, Room, RoomError
from .seen import LastSeen
from .session import Session
from .store import Store

log = logging.getLogger("fives.server")
T = TypeVar("T")
#: room ids are `secrets.token_urlsafe`: URL-safe base64
_ROOM_ID = re.compile(r"[A-Za-z0-9_-]+")

#: the level a computer seat stored with something else (an agent spec an older server
#: accepted) plays at
SAFE_LEVEL = "easy"


class Hub:
    def __init__(self, settings: Settings, store: Store) -> None:
        self.settings = settings
        self.store = store
        self.commits = GroupCommit(store)
        self.rooms: dict[str, Room] = {}
        self._loading: dict[str, asyncio.Lock] = {}
        #: rooms another process changed while this one was loading them (`notified`)
        self._changed_while_loading: set[str] = set()
        self.scheduler = Scheduler(settings.ai_workers, make_pool)
        self.computer_rooms = ComputerRooms(
            settings.max_computer_rooms_per_client,
            settings.exempt_loopback,
            self._kind,
            settings.max_computer_games_per_client,
        )
        self._bad_levels: set[tuple[str, int, str]] = set()
        self._tasks: set[asyncio.Task[Any]] = set()
        self.closing = False
        self._seeds = None if settings.test_seed is None else random.Random(settings.test_seed)
        self.guard = TokenGuard(settings.token_failures_per_minute, 60.0)
        self.connections = ConnectionCount(settings.max_connections_per_client, settings.exempt_loopback)
        #: when a person last had each room open (the lobby drops rooms nobody had open for a day)
        self.seen = LastSeen(store, settings)
        self.connect_rate = RateLimit(
            settings.connections_per_minute,
            60.0,
            "too_many_connections",
            "connections",  # the catalog's server-rate names them
            exempt_loopback=settings.exempt_loopback,
        )
        #: turn notifications (`fives.server.notify`), set by the app when it starts
        self.notifier: Any = None
        self.room_limit = RateLimit(
            settings.rooms_per_minute,
            60.0,
            "too_many_rooms",
            "rooms",
            exempt_loopback=settings.exempt_loopback,
        )

    def new_seed(self) -> int:
        """A fresh room seed: secret and unpredictable (tests may fix the sequence)."""
        if self._seeds is not None:
            return self._seeds.randrange(2**62)
        return secrets.randbelow(2**62)

    # ----------------------------------------------------------------- life cycle
    async def start(self) -> None:
        """Rebuild every unfinished room from the database and resume its computer players (and
        rate the rated games a crash left unrated: `fives.server.rated.rate_pending`)."""
        await self.db(rated.rate_pending, self.store)
        for room_id in await self.db(self.store.room_ids, ("waiting", PLAYING)):
            with contextlib.suppress(RoomError):
                await self.room(room_id)
        if self.settings.clock_checkpoint_seconds > 0:
            self.spawn(self._checkpoints())
        if self.settings.seen_refresh_seconds > 0:
            self.spawn(self.seen.refresh(self.rooms.values))
        if self.settings.turn_sweep_seconds > 0:
            self.spawn(self._sweep_turns())

    async def stop(self) -> None:
        self.closing = True
        for room in self.rooms.values():
            self.session(room).stop()  # its tasks end, its connections close
        for task in list(self._tasks):
            task.cancel()
        # the thinking is abandoned, never replaced by a move the agent did not choose: the
        # workers end now, and after the restart the computer players think again
        await asyncio.to_thread(join_processes, self.scheduler.close())

    async def db(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run a storage call in a worker thread (the event loop never waits on the disk)."""
        return await asyncio.to_thread(fn, *args, **kwargs)

    def spawn(self, coro: Any) -> asyncio.Task[Any]:
        task: asyncio.Task[Any] = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    # ----------------------------------------------------------------- rooms
    async def room(self, room_id: str) -> Room:
        """The live room (rebuilt from the database on first use); 404 when there is none."""
        room = self.rooms.get(room_id)
        if room is not None:
            self._used(room)
            return room
        if len(room_id) > 32 or not _ROOM_ID.fullmatch(room_id):  # NUL: PostgreSQL cannot look it up
            raise RoomError("no_room", Message("server-no-room"))
        lock = self._loading.setdefault(room_id, asyncio.Lock())
        async with lock:
            room = self.rooms.get(room_id)
            if room is not None:
                return room
            loaded = await self.db(self.store.load_room, room_id)
            if loaded is None:
                self._loading.pop(room_id, None)
                self._changed_while_loading.discard(room_id)
                raise RoomError("no_room", Message("server-no-room-id", room=repr(room_id)))
            row, seats, moves = loaded
            try:  # a replay of every stored move: off the event loop (a long game takes 250 ms)
                room = await asyncio.to_thread(Room.build, row, seats, moves, self.settings.clock.time())
            except (FivesError, ValueError) as exc:
                self._loading.pop(room_id, None)
                self._changed_while_loading.discard(room_id)
                log.error("room %s does not replay: %s", room_id, exc)
                raise RoomError(
                    "broken_room", Message("server-broken-room", room=room_id, error=str(exc))
                ) from None
            self.rooms[room_id] = room
            self.session(room)  # made now: every person's seat is away until connected
            self._loading.pop(room_id, None)
        async with room.lock:
            if room_id in self._changed_while_loading:  # read before that change was stored
                self._changed_while_loading.discard(room_id)
                await self.pull(room)
            await self.session(room).settle()
        self._trim()
        return room

    def session(self, room: Room) -> Session:
        """The room's session (made on first use)."""
        session = room.session
        if session is None:
            session = room.session = Session(self, room)
        assert isinstance(session, Session)
        return session

    def add(self, room: Room) -> None:
        self.rooms[room.id] = room
        self.session(room)
        self._trim()

    def evict(self, room: Room) -> None:
        """Drop ``room`` from memory (it is rebuilt from the database on its next use); its
        session's tasks end (`Session.close`)."""
        if self.rooms.get(room.id) is room:
            del self.rooms[room.id]
        self.session(room).close()

    def _used(self, room: Room) -> None:
        """Mark ``room`` as the most recently used (the dict keeps the order of use)."""
        if self.rooms.pop(room.id, None) is not None:
            self.rooms[room.id] = room

    def _trim(self) -> None:
        """Keep memory bounded: drop the least recently used idle rooms beyond `max_live_rooms`
        (they are rebuilt from the database on their next use)."""
        excess = len(self.rooms) - self.settings.max_live_rooms
        if excess <= 0:
            return
        for room in list(self.rooms.values()):
            if excess <= 0:
                break
            if self.session(room).idle():
                self.evict(room)
                excess -= 1

    def notified(self, room_id: str) -> None:
        """Another process changed ``room_id`` (`fives.server.listen`): a live room with a
        connection here catches up; one without is dropped, since the process that made the
        change runs it (its clocks and computer players) and following it would read the room
        again after every move (it is rebuilt here on its next use); a room being loaded
        catches up once it is loaded."""
        room = self.rooms.get(room_id)
        if room is not None:
            if not room.outboxes and not room.lock.locked():
                self.evict(room)
            else:
                self.spawn(self.sync(room_id))
        elif room_id in self._loading:
            self._changed_while_loading.add(room_id)

    async def sync(self, room_id: str) -> None:
        """Catch up with changes another process stored (moves, seats, status)."""
        room = self.rooms.get(room_id)
        if room is None:
            return
        async with room.lock:
            changed = await self.pull(room)
            if changed:
                session = self.session(room)
                await session.settle()
                session.broadcast(info=True)

    async def pull(self, room: Room) -> bool:
        """Load ``room``'s rows and moves again and follow them (moves another process took back
        too); whether anything changed.  The caller holds the room's lock."""
        loaded = await self.db(self.store.load_room, room.id)
        if loaded is None:
            return False
        row, seats, moves = loaded
        row.updated_at = room.row.updated_at
        changed = row != room.row or seats != room.seats
        room.row, room.seats = row, seats
        common = 0  # moves another process took back (an undo, `fives.server.solo`) go here too
        while common < min(len(moves), len(room.moves)) and (
            (moves[common].player, moves[common].action) == room.moves[common]
        ):
            common += 1
        if common < len(room.moves):
            room.rollback(common)
            changed = True
        new = moves[room.state.move_number :]
        if new:
            room.replay([(m.player, m.action) for m in new])
            changed = True
        if changed:
            # the turns go on from what the process that made the moves stored, as after a
            # rebuild: a turn that began while this process was not looking must not keep the
            # start it had here (a seat moving again, or on turn again, would run out early)
            room.restore_turns(self.settings.clock.time())
        return changed

    # ----------------------------------------------------------------- computer levels, clocks
    def _kind(self, room_id: str) -> str | None:
        """Whether (and how) the computer plays in the room now (`ai_sched.room_kind`); None
        when it is over (or no longer in memory)."""
        room = self.rooms.get(room_id)
        if room is None or room.row.status not in (PLAYING, WAITING):
            return None
        return room_kind([seat.status for seat in room.seats], SEAT_AI)

    def play_level(self, room: Room, seat: int, level: str | None) -> str:
        """The level ``seat`` (-1: the room's time-out takeover) plays at: its own when it is a
        named one, else `SAFE_LEVEL` (a spec stored by an older server is never run: its budget
        may be endless)."""
        name = (level or SAFE_LEVEL).strip().lower()
        if name in PLAY_LEVELS:
            return name
        key = (room.id, seat, level or "")
        if key not in self._bad_levels:
            if len(self._bad_levels) > 10000:
                self._bad_levels.clear()
            self._bad_levels.add(key)
            log.warning(
                "room %s: %s has the level %r, which is not a named level; it plays at %s",
                room.id,
                f"seat {seat}" if seat >= 0 else "the time-out takeover",
                level,
                SAFE_LEVEL,
            )
        return SAFE_LEVEL

    async def _sweep_turns(self) -> None:
        """Every `turn_sweep_seconds`: `sweep_turns`."""
        clock = self.settings.clock
        while not self.closing:
            await clock.sleep_until(clock.time() + self.settings.turn_sweep_seconds)
            try:
                await self.sweep_turns()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("the turn-based clocks could not be looked up; trying again later")

    async def sweep_turns(self) -> list[str]:
        """Bring back the turn-based rooms whose move clock ran out (dropped from memory, or run
        by a process that stopped): rebuilt, their clock is armed and times out at once.
        Returns their ids."""
        due = await self.db(turns.due_rooms, self.store, self.settings.clock.time())
        for room_id in due:
            if room_id not in self.rooms:
                with contextlib.suppress(RoomError):
                    await self.room(room_id)
        return due

    async def _checkpoints(self) -> None:
        """Store the thinking time of running turns every `clock_checkpoint_seconds`, so that a
        server killed between two moves restarts the clocks from at most that long before."""
        while not self.closing:
            await asyncio.sleep(self.settings.clock_checkpoint_seconds)
            for room in list(self.rooms.values()):
                if room.has_clock() and (room.turn_started or any(s.turn_used for s in room.seats)):
                    await self.session(room).checkpoint()

    # ----------------------------------------------------------------- connections
    def touch(self, room: Room) -> None:
        """A person opened or closed the room: remember when (`LastSeen`)."""
        if not self.closing:
            self.spawn(self.seen.touch([room.id]))

    def connect(self, room: Room, outbox: Outbox) -> Session:
        session = self.session(room)
        session.connect(outbox)
        return session

    def disconnect(self, room: Room, outbox: Outbox) -> None:
        self.session(room).disconnect(outbox)
        if room.row.status == FINISHED and not room.outboxes and not room.lock.locked():
            self.evict(room)  # finished games are read back from the database

    def seat_holders(self, room: Room) -> dict[int, int]:
        """How many connections hold each seat."""
        counts: dict[int, int] = {}
        for outbox in room.outboxes:
            for seat in outbox.seats:
                counts[seat] = counts.get(seat, 0) + 1
        return counts


__all__ = ["SEAT_JOINED", "SEAT_LEFT", "Hub"]
