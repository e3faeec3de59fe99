"""The hub: every live room of this process, their moves, seats, computer players and clocks.

The hub is the authority.  A move is judged (`Room.judge`), applied through the protocol,
followed by every chance event it leads to, committed to the database (together with the
moves of other rooms that arrive meanwhile: `fives.server.commit`), and only then
acknowledged and broadcast: each connection receives its own seats' views (or the public
view), never a snapshot.  Computer players think in worker processes.  Several processes may
serve the same PostgreSQL database: a move stored by another process arrives by
LISTEN/NOTIFY (`fives.server.listen`) and is replayed here (`sync`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import re
import secrets
import time
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from fives.ai.levels import PLAY_LEVELS, weaker_level
from fives.core import FivesError, IllegalActionError, Message

from .ai_sched import ComputerRooms, Scheduler, SchedulerClosed, join_processes
from .ai_worker import Job, make_pool, think
from .commit import GroupCommit
from .config import Settings
from .limits import ConnectionCount, RateLimit, TokenGuard
from .room import (
    FINISHED,
    PLAYING,
    SEAT_AI,
    SEAT_JOINED,
    SEAT_LEFT,
    GameTimer,
    Outbox,
    Room,
    RoomError,
    encode,
    phase_timer,
)
from .seen import LastSeen
from .store import Conflict, MoveAppend, Store

log = logging.getLogger("fives.server")
T = TypeVar("T")
#: room ids are `secrets.token_urlsafe`: URL-safe base64
_ROOM_ID = re.compile(r"[A-Za-z0-9_-]+")

#: the level a computer seat stored with something else (an agent spec an older server
#: accepted) plays at
SAFE_LEVEL = "easy"
#: tries of one level's agent when its worker dies, each with a fresh pool, before a weaker
#: level plays the move
WORKER_TRIES = 2
#: seconds before a computer player whose every level failed tries again
RETRY_SECONDS = 30.0


class Hub:
    def __init__(self, settings: Settings, store: Store) -> None:
        self.settings = settings
        self.store = store
        self.commits = GroupCommit(store)
        self.rooms: dict[str, Room] = {}
        self._loading: dict[str, asyncio.Lock] = {}
        self.scheduler = Scheduler(settings.ai_workers, make_pool)
        self.computer_rooms = ComputerRooms(
            settings.max_computer_rooms_per_client, settings.exempt_loopback, self._in_play
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
            "new connections",
            exempt_loopback=settings.exempt_loopback,
        )
        self.room_limit = RateLimit(
            settings.rooms_per_minute,
            60.0,
            "too_many_rooms",
            "new rooms",
            exempt_loopback=settings.exempt_loopback,
        )

    def new_seed(self) -> int:
        """A fresh room seed: secret and unpredictable (tests may fix the sequence)."""
        if self._seeds is not None:
            return self._seeds.randrange(2**62)
        return secrets.randbelow(2**62)

    # ----------------------------------------------------------------- life cycle
    async def start(self) -> None:
        """Rebuild every unfinished room from the database and resume its computer players."""
        for room_id in await self.db(self.store.room_ids, ("waiting", PLAYING)):
            with contextlib.suppress(RoomError):
                await self.room(room_id)
        if self.settings.clock_checkpoint_seconds > 0:
            self.spawn(self._checkpoints())
        if self.settings.seen_refresh_seconds > 0:
            self.spawn(self.seen.refresh(self.rooms.values))

    async def stop(self) -> None:
        self.closing = True
        for room in self.rooms.values():
            for task in [*room.thinking.values(), room.clock_task, room.timer_task]:
                if task is not None:
                    task.cancel()
            for outbox in room.outboxes:
                outbox.close("the server is shutting down")
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
            raise RoomError("no_room", "there is no room with this id", 404)
        lock = self._loading.setdefault(room_id, asyncio.Lock())
        async with lock:
            room = self.rooms.get(room_id)
            if room is not None:
                return room
            loaded = await self.db(self.store.load_room, room_id)
            if loaded is None:
                self._loading.pop(room_id, None)
                raise RoomError("no_room", f"there is no room {room_id!r}", 404)
            row, seats, moves = loaded
            try:  # a replay of every stored move: off the event loop (a long game takes 250 ms)
                room = await asyncio.to_thread(Room.build, row, seats, moves)
            except (FivesError, ValueError) as exc:
                self._loading.pop(room_id, None)
                log.error("room %s does not replay: %s", room_id, exc)
                raise RoomError("broken_room", f"room {room_id} cannot be rebuilt: {exc}", 500) from None
            self.rooms[room_id] = room
            self._loading.pop(room_id, None)
        async with room.lock:
            await self._settle(room)
        self._trim()
        return room

    def add(self, room: Room) -> None:
        self.rooms[room.id] = room
        self._trim()

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
        for room_id, room in list(self.rooms.items()):
            if excess <= 0:
                break
            idle = (
                not room.outboxes
                and not room.thinking
                and room.clock_task is None
                and room.timer_task is None
                and not room.lock.locked()
            )
            if idle:
                del self.rooms[room_id]
                excess -= 1

    async def sync(self, room_id: str) -> None:
        """Catch up with changes another process stored (moves, seats, status)."""
        room = self.rooms.get(room_id)
        if room is None:
            return
        async with room.lock:
            changed = await self._pull(room)
            if changed:
                await self._settle(room)
                self.broadcast(room, info=True)

    async def _pull(self, room: Room) -> bool:
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
        return changed

    # ----------------------------------------------------------------- moves
    async def submit(
        self,
        room: Room,
        seat: int,
        move_number: int,
        text: str,
        reply: Callable[[dict[str, Any]], None] | None = None,
        by: str = "person",
    ) -> dict[str, Any]:
        """Judge, apply, commit, then acknowledge (``reply``, before anyone sees the new position)
        and broadcast; returns the answer for the submitter.  ``by`` is ``person``, ``computer``
        (only for a seat the computer plays) or ``server`` (a move the rules make automatic)."""
        async with room.lock:
            for _attempt in range(3):
                computer_seat = room.seats[seat].status == SEAT_AI
                if by == "person" and computer_seat:
                    raise RoomError(
                        "taken_over", f"seat {seat} is played by the computer now; rejoin first", 409
                    )
                if by == "computer" and not computer_seat:
                    raise RoomError("not_computer", f"seat {seat} is no longer played by the computer", 409)
                if room.row.status == FINISHED:  # the last move, sent again, is still acknowledged
                    duplicate = _duplicate_of(room, seat, move_number, text)
                    if duplicate is not None:
                        if reply is not None:
                            reply(duplicate)
                        return duplicate
                if room.row.status != PLAYING:
                    raise RoomError(
                        "not_playing",
                        "the game is over" if room.row.status == FINISHED else "the game has not started yet",
                        409,
                    )
                verdict = room.judge(seat, move_number, text)
                timer = room.timer
                if (
                    verdict.kind == "apply"
                    and timer is not None
                    and timer.move_number == room.state.move_number
                    and time.time() < timer.deadline - 0.05
                ):
                    left = timer.deadline - time.time()
                    raise RoomError(
                        "wait",
                        f"the {timer.what} time is not over: {left:.1f} of {timer.seconds:g} seconds left",
                        409,
                    )
                if verdict.kind == "duplicate":
                    answer = _ack(room, seat, verdict.index, duplicate=True)
                    if reply is not None:
                        reply(answer)
                    return answer
                length = room.state.move_number
                try:
                    first = room.apply(seat, text)
                except IllegalActionError as exc:
                    reason: str = f"{exc.action!r} is not allowed: {exc.reason}"  # a game's old text
                    if isinstance(exc.reason, Message):
                        reason = Message("server-illegal", move=repr(exc.action), reason=exc.reason)
                    raise RoomError("illegal", reason, 422) from None
                started = room.turn_started.get(seat)
                used = room.seats[seat].clock_used
                seat_values = self._charge(room, seat)
                for other, turn in room.turn_values(time.time(), _clock_acting(room)).items():
                    seat_values.setdefault(other, {})["turn_used"] = turn
                try:
                    await self._store(room, length, seat_values)
                except Conflict:  # another process stored this move number first: catch up, retry
                    _restore_turn(room, seat, started, used)
                    if await self._pull(room):
                        self._after_change(room)
                    continue
                except asyncio.CancelledError:
                    raise
                except Exception:
                    _restore_turn(room, seat, started, used)
                    log.exception("room %s: a move could not be stored", room.id)
                    raise RoomError(
                        "storage", "the move could not be stored, so it was not applied; try again", 503
                    ) from None
                for other, values in seat_values.items():
                    room.seats[other].turn_used = values.get("turn_used", room.seats[other].turn_used)
                back = by == "person" and room.seats[seat].status == SEAT_LEFT
                if back:  # a person who left and moves again is back (`leave`, issue 21 item 8)
                    try:
                        await self.set_seat(room, seat, status=SEAT_JOINED)
                    except asyncio.CancelledError:
                        raise
                    except Exception:  # the move is stored; the seat stays `left` until the next one
                        log.exception("room %s: seat %d could not be marked as back", room.id, seat)
                answer = _ack(room, seat, first, duplicate=False)
                if reply is not None:
                    reply(answer)
                self._after_change(room, broadcast=not back)
                if back:
                    self.broadcast(room, info=True)
                return answer
            raise RoomError("conflict", "the game changed while your move was being stored; try again", 409)

    async def _store(
        self, room: Room, length: int, seat_values: dict[int, dict[str, Any]] | None = None
    ) -> None:
        """Commit the actions after the first ``length``; when that fails they are taken back, so
        memory holds what the database holds.  A cancellation waits for the commit's outcome
        (it runs on in its thread) instead of guessing it."""
        commit = asyncio.ensure_future(self._commit(room, length, seat_values))
        try:
            await asyncio.shield(commit)
        except asyncio.CancelledError:
            await asyncio.wait([commit])
            if commit.cancelled() or commit.exception() is not None:
                room.rollback(length)
            raise
        except BaseException:
            room.rollback(length)
            raise

    async def _commit(
        self, room: Room, length: int, seat_values: dict[int, dict[str, Any]] | None = None
    ) -> None:
        values: dict[str, Any] = {}
        outcome = room.state.outcome()
        if outcome is not None:
            values = {"status": FINISHED, "result": outcome.to_json()}
        await self.commits.append(
            MoveAppend(room.id, length, tuple(room.moves[length:]), values, seat_values)
        )
        if values:
            room.row.status, room.row.result = FINISHED, values["result"]

    async def _settle(self, room: Room) -> None:
        """Resolve due chance events (after a restart or a seat change), then resume play."""
        if room.row.status == PLAYING and room.state.is_chance_node():
            length = room.state.move_number
            while room.state.is_chance_node():
                room.resolve_chance()
            try:
                await self._store(room, length)
            except Conflict:
                if await self._pull(room):
                    self._after_change(room)
                    return
        self._after_change(room, broadcast=False)

    def _after_change(self, room: Room, broadcast: bool = True) -> None:
        self._arm_timer(room)
        self._arm_clock(room)
        if broadcast:
            self.broadcast(room)
        self._schedule_ai(room)

    # ----------------------------------------------------------------- broadcasting
    def broadcast(self, room: Room, info: bool = False) -> None:
        """Send each connection the room's news: its own seats' views, or the public view."""
        views: dict[int | None, dict[str, Any]] = {}
        texts: dict[tuple[bool, tuple[int, ...]], str] = {}
        about = encode({"type": "room", "room": room.info()}) if info and room.outboxes else None
        for outbox in list(room.outboxes):
            if about is not None:
                outbox.send(about)
            audience = room.audience(outbox)
            text = texts.get(audience)
            if text is None:
                text = texts[audience] = encode(room.state_message(outbox, views))
            outbox.send(text)

    # ----------------------------------------------------------------- computer players
    def _schedule_ai(self, room: Room) -> None:
        if room.row.status != PLAYING or self.closing:
            return
        waiting = room.timer.seat if room.timer is not None else None
        for seat in room.state.acting_players():
            if room.seats[seat].status == SEAT_AI and seat not in room.thinking and seat != waiting:
                room.thinking[seat] = self.spawn(self._ai_move(room, seat))

    def _in_play(self, room_id: str) -> bool:
        room = self.rooms.get(room_id)
        return room is not None and room.row.status == PLAYING

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

    async def _ai_move(self, room: Room, seat: int) -> None:
        number = room.state.move_number
        rng_seed = random.Random(f"{room.row.seed}:{number}:{seat}").getrandbits(62)
        try:
            level = self.play_level(room, seat, room.seats[seat].level)
            text = await self._think(room, seat, level, rng_seed)
            if text is None:
                return
            if room.state.move_number != number and seat not in room.state.acting_players():
                return
            await self.submit(room, seat, number, text, by="computer")
        except SchedulerClosed:
            return  # shutting down: thought again after the restart
        except RoomError as exc:
            log.info("room %s: computer move of seat %d not applied: %s", room.id, seat, exc.message)
        finally:
            if room.thinking.get(seat) is asyncio.current_task():
                del room.thinking[seat]
            if not self.closing:
                self._schedule_ai(room)

    async def _think(self, room: Room, seat: int, level: str, rng_seed: int) -> str | None:
        """The move ``seat``'s agent chooses, in a worker.  A worker that dies is replaced by a
        fresh pool; an agent that keeps failing hands the move to the next weaker level's; never
        a random move.  None when the server shuts down meanwhile."""
        urgent = any(s.status != SEAT_AI for s in room.seats)  # a person waits for this move
        moves = tuple(room.moves)
        while not self.closing:
            current: str | None = level
            while current is not None:
                job = Job(room.row.game, room.row.options, room.row.seed, moves, seat, current, rng_seed)
                for _try in range(WORKER_TRIES):
                    try:
                        return await self.scheduler.run(room.id, urgent, think, job)
                    except BrokenProcessPool:
                        if self.closing:
                            return None
                        log.warning(
                            "room %s: the worker thinking for seat %d (%s) died; trying again in a fresh one",
                            room.id,
                            seat,
                            current,
                        )
                    except (asyncio.CancelledError, SchedulerClosed):
                        raise
                    except Exception:
                        log.exception(
                            "room %s: the computer player of seat %d (%s) failed", room.id, seat, current
                        )
                        break
                current = weaker_level(current)
                if current is not None:
                    log.error(
                        "room %s: seat %d plays this move at the weaker level %s", room.id, seat, current
                    )
            log.error(
                "room %s: no level could choose a move for seat %d; trying again in %g s",
                room.id,
                seat,
                RETRY_SECONDS,
            )
            await asyncio.sleep(RETRY_SECONDS)
            if len(room.moves) != len(moves) or room.seats[seat].status != SEAT_AI:
                return None  # the game went on meanwhile (a person took the seat back)
        return None

    # ----------------------------------------------------------------- clocks
    def _arm_timer(self, room: Room) -> None:
        """Start the live time a game's rules give (e.g. memorising), once per position."""
        found = phase_timer(room.state) if room.row.status == PLAYING else None
        number = room.state.move_number
        if found is None:
            if room.timer_task is not None:
                room.timer_task.cancel()
            room.timer, room.timer_task = None, None
            return
        if room.timer is not None and room.timer.move_number == number:
            return
        what, seconds, seat, action = found
        seconds *= self.settings.timer_scale
        room.timer = GameTimer(number, what, seconds, time.time() + seconds, seat, action)
        room.timer_task = self.spawn(self._timer(room, room.timer))

    async def _timer(self, room: Room, timer: GameTimer) -> None:
        await asyncio.sleep(max(0.0, timer.deadline - time.time()))
        try:
            await self.submit(room, timer.seat, timer.move_number, timer.action, by="server")
        except RoomError as exc:
            log.info(
                "room %s: the %s time ended but %r was not played: %s", room.id, timer.what, timer.action, exc
            )

    def _arm_clock(self, room: Room) -> None:
        """Run the clocks of the people who must act now: per move, and the game's time bank."""
        now = time.time()
        acting = room.human_acting() if room.timer is None else frozenset()
        for seat in [s for s in room.turn_started if s not in acting]:
            del room.turn_started[seat]
        for seat in acting:
            room.turn_started.setdefault(seat, now)
        deadlines = room.deadlines()
        key = (room.state.move_number, acting)
        if not deadlines:
            if room.clock_task is not None:
                room.clock_task.cancel()
            room.clock_task, room.clock_armed, room.deadline = None, None, None
            return
        if room.clock_armed == key and room.clock_task is not None:
            return
        if room.clock_task is not None:
            room.clock_task.cancel()
        room.clock_armed = key
        room.deadline = min(deadlines.values())
        room.clock_task = self.spawn(self._clock(room, key))

    def _charge(self, room: Room, seat: int) -> dict[int, dict[str, Any]]:
        """The thinking time of ``seat``'s move, added to its bank's use (stored with the move)."""
        start = room.turn_started.pop(seat, None)
        if start is None or not room.row.game_clock_seconds:
            return {}
        used = room.seats[seat].clock_used + (time.time() - start)
        room.seats[seat].clock_used = used
        return {seat: {"clock_used": used}}

    async def _clock(self, room: Room, key: tuple[int, frozenset[int]]) -> None:
        assert room.deadline is not None
        await asyncio.sleep(max(0.0, room.deadline - time.time()))
        async with room.lock:
            if room.clock_armed != key:
                return
            level = self.play_level(room, -1, room.row.timeout_level)
            now = time.time()
            for seat, deadline in sorted(room.deadlines().items()):
                if deadline <= now + 0.05 and room.seats[seat].status != SEAT_AI:
                    log.info(
                        "room %s: seat %d ran out of time; the computer (%s) takes over", room.id, seat, level
                    )
                    values: dict[str, Any] = {"status": SEAT_AI, "level": level, "turn_used": 0.0}
                    start = room.turn_started.pop(seat, now)
                    if room.row.game_clock_seconds:
                        values["clock_used"] = room.seats[seat].clock_used + (now - start)
                    await self.set_seat(room, seat, **values)
            room.clock_task, room.clock_armed, room.deadline = None, None, None
            self._after_change(room, broadcast=False)
            self.broadcast(room, info=True)

    async def _checkpoints(self) -> None:
        """Store the thinking time of running turns every `clock_checkpoint_seconds`, so that a
        server killed between two moves restarts the clocks from at most that long before."""
        while not self.closing:
            await asyncio.sleep(self.settings.clock_checkpoint_seconds)
            for room in list(self.rooms.values()):
                if room.has_clock() and (room.turn_started or any(s.turn_used for s in room.seats)):
                    await self._checkpoint(room)

    async def _checkpoint(self, room: Room) -> None:
        async with room.lock:
            turns = room.turn_values(time.time(), frozenset(room.turn_started))
            if not turns:
                return
            try:
                await self.db(self.store.save_turns, room.id, turns)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("room %s: the clocks could not be stored; trying again later", room.id)
                return
            for seat, used in turns.items():
                room.seats[seat].turn_used = used

    # ----------------------------------------------------------------- seats
    async def set_seat(
        self, room: Room, seat: int, room_values: dict[str, Any] | None = None, **values: Any
    ) -> None:
        """Change a seat (and optionally the room) in the database, then in memory."""
        await self.db(self.store.update_seat, room.id, seat, room_values, **values)
        row = room.seats[seat]
        for key, value in values.items():
            setattr(row, key, value)
        for key, value in (room_values or {}).items():
            setattr(room.row, key, value)
        room.row.updated_at = time.time()

    def connect(self, room: Room, outbox: Outbox) -> None:
        room.outboxes.add(outbox)
        room.away_seconds()  # its seats are here
        if outbox.seats and not self.closing:
            self.spawn(self.seen.touch([room.id]))

    def disconnect(self, room: Room, outbox: Outbox) -> None:
        room.outboxes.discard(outbox)
        room.away_seconds()  # seats no other connection holds are away from now
        if outbox.seats and not self.closing:
            self.spawn(self.seen.touch([room.id]))
        if room.row.status == FINISHED and not room.outboxes and not room.lock.locked():
            self.rooms.pop(room.id, None)  # finished games are read back from the database

    def seat_holders(self, room: Room) -> dict[int, int]:
        """How many connections hold each seat."""
        counts: dict[int, int] = {}
        for outbox in room.outboxes:
            for seat in outbox.seats:
                counts[seat] = counts.get(seat, 0) + 1
        return counts


def _clock_acting(room: Room) -> frozenset[int]:
    """The seats whose clocks run in the room's position (none while a rules timer runs)."""
    if room.row.status == PLAYING and phase_timer(room.state) is not None:
        return frozenset()
    return room.human_acting()


def _restore_turn(room: Room, seat: int, started: float | None, used: float) -> None:
    """Undo `Hub._charge` after a move that was not stored."""
    room.seats[seat].clock_used = used
    if started is not None:
        room.turn_started[seat] = started


def _duplicate_of(room: Room, seat: int, move_number: int, text: str) -> dict[str, Any] | None:
    """The ack of the move ``seat`` already made since ``move_number``, if ``text`` is that move."""
    try:
        verdict = room.judge(seat, move_number, text)
    except RoomError:
        return None
    return _ack(room, seat, verdict.index, duplicate=True) if verdict.kind == "duplicate" else None


def _ack(room: Room, seat: int, index: int, duplicate: bool) -> dict[str, Any]:
    _player, action = room.moves[index]
    return {
        "type": "ack",
        "room": room.id,
        "seat": seat,
        "move_number": index,
        "action": action,
        "duplicate": duplicate,
        "now": room.state.move_number,
    }


__all__ = ["SEAT_JOINED", "SEAT_LEFT", "Hub"]
