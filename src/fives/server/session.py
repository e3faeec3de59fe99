"""A room's session: it owns the room's moves, clocks, rules timer, computer players and broadcasts.

One move goes through `Session.play`, in this order (Colyseus's ``Room`` and boardgame.io's
``Master.onUpdate`` are the models; here the commit comes before the acknowledgement):

1. **authenticate**: the seat is the mover's (a person's seat is not the computer's, a
   computer's move is for a seat it still plays); a finished game acknowledges its last move
   sent again, and refuses anything else;
2. **judge**: new (apply it), a repetition of a move already applied (acknowledge it again,
   apply nothing) or stale (refused, saying why); a rules timer that runs holds the move back;
3. **apply**: through the protocol, followed by every chance event it leads to;
4. **clock**: the thinking time of the move is charged to the seat's bank, every running
   turn's time is brought up to date;
5. **commit**: to the database (with the moves of other rooms that arrive meanwhile:
   `fives.server.commit`); a move another process stored first is caught up with and the move
   judged again, a failed commit takes the move back (memory holds what the database holds);
6. **acknowledge**: the mover's answer (``ack``), before anyone sees the new position;
7. **broadcast**: each connection receives its own seats' views (or the public view), then the
   clocks and timers are armed again and the computer players whose turn it is start thinking.

The session is made by the registry (`fives.server.hub.Hub.session`), which gives it the
services it shares with every room (`Services`: settings, storage, workers).  The room's data
(`fives.server.room.Room`) keeps the game and its connections; the session owns every task and
timer of the room: the computer players' thinking, the clock, the rules timer and the presence
(`fives.server.presence.Presence`), and `Session.close` is the one place that ends them all (the
registry calls it when it drops the room, `Session.idle` tells it when it may, and at shutdown).
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import random
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from typing import Any, Protocol

from fives.core import IllegalActionError, Message

from . import draws, notify, rated, resign, turns
from .ai_sched import Scheduler, SchedulerClosed
from .ai_worker import forget
from .commit import GroupCommit
from .computer import RETRY_SECONDS, WORKER_TRIES, think_for
from .config import Settings
from .presence import Presence
from .room import (
    FINISHED,
    PLAYING,
    SEAT_AI,
    SEAT_JOINED,
    SEAT_LEFT,
    SEAT_WAITING,
    WAITING,
    GameTimer,
    Outbox,
    Room,
    RoomError,
    encode,
    phase_timer,
)
from .store import Conflict, MoveAppend, Store

log = logging.getLogger("fives.server")

#: a rules timer's time when only computers use it (a person sees them say "ready")
COMPUTER_READY_SECONDS = 1.5
#: who makes a move: a person, the computer (only for a seat the computer plays) or the server
#: (a move the rules make automatic, e.g. when a rules timer ends)
MOVERS = ("person", "computer", "server")


class Services(Protocol):
    """What every room's session shares (the registry, `fives.server.hub.Hub`, gives it)."""

    settings: Settings
    store: Store
    commits: GroupCommit
    scheduler: Scheduler

    @property
    def closing(self) -> bool: ...

    def spawn(self, coro: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]: ...

    async def db(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any: ...

    def play_level(self, room: Room, seat: int, level: str | None) -> str: ...

    async def pull(self, room: Room) -> bool: ...

    def touch(self, room: Room) -> None: ...


@dataclass
class Charge:
    """A move's thinking time: the values stored with the move, and what undoes them."""

    seat: int
    started: float | None
    used: float
    values: dict[int, dict[str, Any]]

    def undo(self, room: Room) -> None:
        """The move was not stored: its seat's clock is as it was."""
        room.seats[self.seat].clock_used = self.used
        if self.started is not None:
            room.turn_started[self.seat] = self.started

    def keep(self, room: Room) -> None:
        """The move is stored: every turn's time, and whose turn it is, as stored with it."""
        for other, values in self.values.items():
            room.seats[other].turn_used = values.get("turn_used", room.seats[other].turn_used)
        turns.keep(room, self.values)


class Session:
    """One room's session: its move pipeline (`play`), and the tasks and timers of the room,
    which it alone starts and cancels (`close`)."""

    def __init__(self, services: Services, room: Room) -> None:
        self.services = services
        self.room = room
        #: the clock of play (`fives.server.clock`: wall time that tests may move forward)
        self.clock = services.settings.clock
        #: the computer players thinking now, by seat
        self.thinking: dict[int, asyncio.Task[None]] = {}
        #: the clock: its task ends the turns of the people who must act now at ``deadline``
        #: (the earliest of theirs); armed for (move number, the seats whose clocks run)
        self.clock_task: asyncio.Task[None] | None = None
        self.clock_armed: tuple[int, frozenset[int]] | None = None
        self.deadline: float | None = None
        #: live time that the game's rules give (Hütchenspieler's memorising: see `phase_timer`)
        #: and the task that plays its action when it ends
        self.timer: GameTimer | None = None
        self.timer_task: asyncio.Task[None] | None = None
        #: the seekers who said they are ready to end the timer early (`fives.server.ready`),
        #: for the timer of that move number only
        self.ready: tuple[int, frozenset[int]] = (-1, frozenset())
        #: who is here and who is away, and the coalesced ``presence`` message
        self.presence = Presence(services, room)
        #: a rated room's seats were checked (`fives.server.rated.confirm`) by this session
        self.rated_confirmed = False

    # ----------------------------------------------------------------- the move
    async def play(
        self,
        seat: int,
        move_number: int,
        text: str,
        reply: Callable[[dict[str, Any]], None] | None = None,
        by: str = "person",
    ) -> dict[str, Any]:
        """Authenticate, judge, apply, clock, commit, acknowledge (``reply``, before anyone sees
        the new position) and broadcast one move; returns the answer for the mover.  ``by`` is one
        of `MOVERS`."""
        room = self.room
        caught_up = unrated = False
        async with room.lock:
            for _attempt in range(3):
                self._authenticate(seat, by)
                if room.row.status == FINISHED:  # the last move, sent again, is still acknowledged
                    duplicate = _duplicate_of(room, seat, move_number, text)
                    if duplicate is not None:
                        return _acknowledge(duplicate, reply)
                if room.row.status != PLAYING:
                    raise RoomError(
                        "not_playing",
                        Message("server-game-over" if room.row.status == FINISHED else "server-not-started"),
                    )
                unrated = await self.confirm_rated() or unrated
                try:
                    verdict = room.judge(seat, move_number, text)
                except RoomError as exc:
                    # ahead of this process: another one stored moves it has not caught up with
                    # (a notification still on its way); the database says where the game is
                    if exc.code != "ahead" or caught_up or not await self.services.pull(room):
                        raise
                    caught_up = True
                    self.resume()
                    continue
                if verdict.kind == "duplicate":
                    return _acknowledge(_ack(room, seat, verdict.index, duplicate=True), reply)
                self._check_timer()
                length = room.state.move_number
                first = self._apply(seat, text)
                charge = self._charge(seat)
                try:
                    await self.commit(length, charge.values)
                except Conflict:  # another process stored this move number first: catch up, retry
                    charge.undo(room)
                    if await self.services.pull(room):
                        self.resume()
                    continue
                except asyncio.CancelledError:
                    raise
                except Exception:
                    charge.undo(room)
                    log.exception("room %s: a move could not be stored", room.id)
                    raise RoomError("storage", Message("server-storage")) from None
                charge.keep(room)
                notify.turns_changed(self.services, room, charge.values, moved=seat)
                back = await self._back(seat, by) or unrated
                answer = _acknowledge(_ack(room, seat, first, duplicate=False), reply)
                self.resume(broadcast=not back)
                if back:
                    self.broadcast(info=True)
                return answer
            raise RoomError("conflict", Message("server-conflict"))

    def _authenticate(self, seat: int, by: str) -> None:
        computer_seat = self.room.seats[seat].status == SEAT_AI
        if by == "person" and computer_seat:
            raise RoomError("taken_over", Message("server-taken-over", seat=str(seat)))
        if by == "computer" and not computer_seat:
            raise RoomError("not_computer", Message("server-not-computer", seat=str(seat)))

    def _check_timer(self) -> None:
        """A rules timer that runs holds every move of its position back."""
        timer = self.timer
        if timer is not None and timer.move_number == self.room.state.move_number:
            left = timer.deadline - self.clock.time()
            if left > 0.05:
                raise RoomError(
                    "wait",
                    Message("server-wait", what=timer.what, left=f"{left:.1f}", seconds=f"{timer.seconds:g}"),
                )

    def _apply(self, seat: int, text: str) -> int:
        try:
            return self.room.apply(seat, text)
        except IllegalActionError as exc:
            reason = Message("server-illegal", move=repr(exc.action), reason=exc.reason)
            raise RoomError("illegal", reason) from None

    def _charge(self, seat: int) -> Charge:
        """The thinking time of ``seat``'s move, added to its bank's use, and every running turn's
        time so far (stored with the move)."""
        room = self.room
        now = self.clock.time()
        charge = Charge(seat, room.turn_started.get(seat), room.seats[seat].clock_used, {})
        start = room.turn_started.pop(seat, None)
        if start is not None and room.row.game_clock_seconds:
            used = room.seats[seat].clock_used + (now - start)
            room.seats[seat].clock_used = used
            charge.values[seat] = {"clock_used": used}
        for other, turn in room.turn_values(now, _clock_acting(room)).items():
            charge.values.setdefault(other, {})["turn_used"] = turn
        # whose turn it is now, stored with the move ("Your turn", turn-based clocks)
        for other, values in turns.seat_values(room, now, moved=seat).items():
            charge.values.setdefault(other, {}).update(values)
        return charge

    async def confirm_rated(self) -> bool:
        """Before a rated room's first move (in this session): a room where a person's seat holds
        no account, or an account sits twice, becomes unrated (`fives.server.rated`); returns
        whether it just did."""
        room = self.room
        if not room.row.rated or self.rated_confirmed:
            return False
        try:
            stays = await self.services.db(rated.confirm, self.services.store, room.id, self.clock.time())
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("room %s: its seats' accounts could not be read", room.id)
            raise RoomError("storage", Message("server-storage")) from None
        self.rated_confirmed = True
        if not stays:
            room.row.rated = False
        return not stays

    async def _back(self, seat: int, by: str) -> bool:
        """A person who left and moves again is back (`leave`, issue 21 item 8)."""
        if by != "person" or self.room.seats[seat].status != SEAT_LEFT:
            return False
        try:
            await self.set_seat(seat, status=SEAT_JOINED)
        except asyncio.CancelledError:
            raise
        except Exception:  # the move is stored; the seat stays `left` until the next one
            log.exception("room %s: seat %d could not be marked as back", self.room.id, seat)
        return True

    async def commit(self, length: int, seat_values: dict[int, dict[str, Any]] | None = None) -> None:
        """Commit the actions after the first ``length``; when that fails they are taken back, so
        memory holds what the database holds.  A cancellation waits for the commit's outcome
        (it runs on in its thread) instead of guessing it.  A rated game that this commit ends
        is rated (`fives.server.rated`)."""
        room = self.room
        was = room.row.status
        commit = asyncio.ensure_future(self._append(length, seat_values))
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
        if room.row.status == FINISHED and room.row.rated and was != FINISHED:
            await rated.rate_finished(self.services, room.id)  # once, after the result is stored

    async def _append(self, length: int, seat_values: dict[int, dict[str, Any]] | None) -> None:
        room = self.room
        values: dict[str, Any] = {}
        outcome = room.state.outcome()
        if outcome is not None:
            # a seat resigned (three or more players) counts as lost (`fives.server.resign`)
            values = {"status": FINISHED, "result": resign.mark_result(room, outcome.to_json())}
        await self.services.commits.append(
            MoveAppend(room.id, length, tuple(room.moves[length:]), values, seat_values)
        )
        if values:
            room.row.status, room.row.result = FINISHED, values["result"]
            self.services.scheduler.drop(room.id, forget, room.id)  # the agents are done

    # ----------------------------------------------------------------- after a change
    async def settle(self) -> None:
        """Resolve due chance events (after a restart or a seat change), then resume play.
        The caller holds the room's lock."""
        room = self.room
        if room.row.status == PLAYING and room.state.is_chance_node():
            length = room.state.move_number
            while room.state.is_chance_node():
                room.resolve_chance()
            try:
                await self.commit(length)
            except Conflict:
                if await self.services.pull(room):
                    self.resume()
                    return
        self.resume(broadcast=False)

    def resume(self, broadcast: bool = True) -> None:
        """After any change: arm the rules timer and the clocks for the new position, broadcast it
        (unless the caller does), and let the computer players whose turn it is think."""
        self._arm_timer()
        self._arm_clock()
        if broadcast:
            self.broadcast()
        self._schedule_computers()
        if turns.seat_values(self.room, self.clock.time()) and not self.services.closing:
            self.services.spawn(self._store_turns())

    async def _store_turns(self) -> None:
        """Store whose turn it is after a change that was not a move (a seat handed to the
        computer, a player back, a game that starts or ends): under the room's lock, so that
        it never overtakes a later move's own values."""
        async with self.room.lock:
            await self._save_turns()

    async def _save_turns(self) -> None:
        """`_store_turns` for a caller that holds the room's lock."""
        room = self.room
        values = turns.seat_values(room, self.clock.time())
        if not values:
            return
        try:
            await self.services.db(turns.save_seat_values, self.services.store, room.id, values)
        except asyncio.CancelledError:
            raise
        except Exception:  # the next change stores them; a restart recomputes them
            log.exception("room %s: whose turn it is could not be stored", room.id)
            return
        turns.keep(room, values)
        notify.turns_changed(self.services, room, values)

    async def unrate_if_never_here(self, seat: int) -> None:
        """The computer takes over ``seat`` (a player's takeover, or its clock ran out): when its
        person never came to the table (`Presence.never_here`), the rated room becomes unrated,
        as a game that never began; an absent seat's loss must rest on an absence seen here."""
        room = self.room
        if self.presence.never_here(seat):
            log.info("room %s: seat %d never came; the game is not rated", room.id, seat)
            await self.services.db(self.services.store.update_room, room.id, rated=False)
            room.row.rated = False

    async def start_if_ready(self) -> None:
        """A waiting room whose every seat is taken starts.  The caller holds the room's lock."""
        room = self.room
        if room.row.status == WAITING and all(s.status != SEAT_WAITING for s in room.seats):
            await self.services.db(self.services.store.update_room, room.id, status=PLAYING)
            room.row.status = PLAYING
            await self.settle()

    def broadcast(self, info: bool = False) -> None:
        """Send each connection the room's news: its own seats' views, or the public view."""
        room = self.room
        views: dict[int | None, dict[str, Any]] = {}
        texts: dict[tuple[bool, tuple[int, ...]], str] = {}
        about = encode({"type": "room", "room": self.info()}) if info and room.outboxes else None
        for outbox in list(room.outboxes):
            if about is not None:
                outbox.send(about)
            audience = room.audience(outbox)
            text = texts.get(audience)
            if text is None:
                text = texts[audience] = self.state_text(outbox, views)
            outbox.send(text)

    def info(self) -> dict[str, Any]:
        """Public facts about the room, who is away included (`Room.info`)."""
        return {**self.room.info(self.presence.away_seconds()), **draws.info(self.room)}

    def state_message(
        self, outbox: Outbox | None, cache: dict[int | None, dict[str, Any]] | None = None
    ) -> dict[str, Any]:
        """The state message for one connection (`Room.state_message`) with the clock and the
        rules timer as they run now."""
        return self.room.state_message(outbox, cache, **self._timing())

    def state_text(self, outbox: Outbox, cache: dict[int | None, dict[str, Any]]) -> str:
        """`state_message` encoded, its logs' JSON kept between moves (`Room.state_text`)."""
        return self.room.state_text(outbox, cache, **self._timing())

    def _timing(self) -> dict[str, Any]:
        timer = None
        if self.timer is not None:
            timer = {**self.timer.to_json(), "ready": self.ready_seats()}
        return {"clock": self.room.clock_json(self.deadline, self.clock.time()), "timer": timer}

    def ready_seats(self) -> list[int]:
        """The seats that said they are ready to end the running timer early."""
        number, seats = self.ready
        return sorted(seats) if self.timer is not None and number == self.timer.move_number else []

    # ----------------------------------------------------------------- seats and connections
    async def set_seat(self, seat: int, room_values: dict[str, Any] | None = None, **values: Any) -> None:
        """Change a seat (and optionally the room) in the database, then in memory."""
        room = self.room
        await self.services.db(self.services.store.update_seat, room.id, seat, room_values, **values)
        row = room.seats[seat]
        for key, value in values.items():
            setattr(row, key, value)
        for key, value in (room_values or {}).items():
            setattr(room.row, key, value)
        room.row.updated_at = self.clock.time()

    def connect(self, outbox: Outbox) -> None:
        self.room.outboxes.add(outbox)
        self.presence.away_seconds()  # its seats are here
        if outbox.seats:
            self.services.touch(self.room)

    def disconnect(self, outbox: Outbox) -> None:
        self.room.outboxes.discard(outbox)
        self.presence.away_seconds()  # seats no other connection holds are away from now
        if outbox.seats:
            self.services.touch(self.room)

    def idle(self) -> bool:
        """Whether nothing of the room runs or waits: no connection, no computer thinking, no
        clock, no rules timer, no move being made (the registry may drop an idle room)."""
        room = self.room
        return (
            not room.outboxes
            and not self.thinking
            # a turn-based clock runs for days: its room may go (`fives.server.turns.due_rooms`
            # brings it back when the time is up)
            and (self.clock_task is None or turns.turn_based(room))
            and self.timer_task is None
            and not room.lock.locked()
        )

    def close(self) -> None:
        """The one place that ends the session's tasks: the computer players' thinking, the
        clock, the rules timer and the presence message that is due.  The registry calls it when
        it drops the room (`fives.server.hub.Hub.evict`) and when the server shuts down (`stop`).
        (A request that still holds a dropped room may make a move there, which arms them again,
        as before: the move is stored, and the room rebuilt from the database catches up.)"""
        tasks = [*self.thinking.values(), self.clock_task, self.timer_task]
        self.thinking.clear()
        self.clock_task = self.timer_task = None
        self.clock_armed = self.deadline = self.timer = None  # armed afresh if it ever resumes
        for task in tasks:
            if task is not None:
                task.cancel()
        self.presence.close()

    def stop(self) -> None:
        """The server shuts down: every task of the room ends, every connection closes."""
        self.close()
        for outbox in self.room.outboxes:
            outbox.close("the server is shutting down")

    # ----------------------------------------------------------------- computer players
    def _schedule_computers(self) -> None:
        room = self.room
        if room.row.status != PLAYING or self.services.closing:
            return
        waiting = self.timer.seat if self.timer is not None else None
        for seat in room.state.acting_players():
            if room.seats[seat].status == SEAT_AI and seat not in self.thinking and seat != waiting:
                self.thinking[seat] = self.services.spawn(self._computer_move(seat))

    async def _computer_move(self, seat: int) -> None:
        room = self.room
        number = room.state.move_number
        rng_seed = random.Random(f"{room.row.seed}:{number}:{seat}").getrandbits(62)
        try:
            level = self.services.play_level(room, seat, room.seats[seat].level)
            text = await self._think(seat, level, rng_seed)
            if text is None:
                return
            if room.state.move_number != number and seat not in room.state.acting_players():
                return
            await self.play(seat, number, text, by="computer")
        except SchedulerClosed:
            return  # shutting down: thought again after the restart
        except RoomError as exc:
            log.info("room %s: computer move of seat %d not applied: %s", room.id, seat, exc.message)
        finally:
            if self.thinking.get(seat) is asyncio.current_task():
                del self.thinking[seat]
            if not self.services.closing:
                self._schedule_computers()

    async def _think(self, seat: int, level: str, rng_seed: int) -> str | None:
        return await think_for(self.services, self.room, seat, level, rng_seed)

    # ----------------------------------------------------------------- clocks
    def _arm_timer(self) -> None:
        """Start the live time a game's rules give (e.g. memorising), once per position."""
        room = self.room
        found = phase_timer(room.state) if room.row.status == PLAYING else None
        number = room.state.move_number
        if found is None:
            if self.timer_task is not None:
                self.timer_task.cancel()
            self.timer, self.timer_task = None, None
            return
        if self.timer is not None and self.timer.move_number == number:
            return
        what, seconds, seat, action = found
        seconds *= self.services.settings.timer_scale
        # computer seekers are ready at once; with no person among the seekers the time is a moment
        others = [s for s in room.seats if s.seat != seat]
        self.ready = (number, frozenset(s.seat for s in others if s.status == SEAT_AI))
        if all(s.status == SEAT_AI for s in others):
            seconds = min(seconds, COMPUTER_READY_SECONDS * self.services.settings.timer_scale)
        self.timer = GameTimer(number, what, seconds, self.clock.time() + seconds, seat, action)
        self.timer_task = self.services.spawn(self._timer(self.timer))

    def end_timer(self) -> None:
        """The rules timer ends now (every seeker is ready: `fives.server.ready`): its task is
        cancelled and a move of its position is no longer held back."""
        if self.timer is not None:
            self.timer = dataclasses.replace(self.timer, deadline=self.clock.time() - 1.0)
        if self.timer_task is not None:
            self.timer_task.cancel()
            self.timer_task = None

    async def _timer(self, timer: GameTimer) -> None:
        await self.clock.sleep_until(timer.deadline)
        try:
            await self.play(timer.seat, timer.move_number, timer.action, by="server")
        except RoomError as exc:
            log.info(
                "room %s: the %s time ended but %r was not played: %s",
                self.room.id,
                timer.what,
                timer.action,
                exc,
            )

    def _arm_clock(self) -> None:
        """Run the clocks of the people who must act now: per move, and the game's time bank."""
        room = self.room
        now = self.clock.time()
        acting = room.human_acting() if self.timer is None else frozenset()
        for seat in [s for s in room.turn_started if s not in acting]:
            del room.turn_started[seat]
        for seat in acting:
            room.turn_started.setdefault(seat, turns.turn_start(room, seat, now))
        deadlines = room.deadlines()
        key = (room.state.move_number, acting)
        if not deadlines:
            if self.clock_task is not None:
                self.clock_task.cancel()
            self.clock_task, self.clock_armed, self.deadline = None, None, None
            return
        if self.clock_armed == key and self.clock_task is not None:
            return
        if self.clock_task is not None:
            self.clock_task.cancel()
        self.clock_armed = key
        self.deadline = min(deadlines.values())
        self.clock_task = self.services.spawn(self._clock(key))

    async def _clock(self, key: tuple[int, frozenset[int]]) -> None:
        room = self.room
        assert self.deadline is not None
        await self.clock.sleep_until(self.deadline)
        async with room.lock:
            if self.clock_armed != key:
                return
            # a seat is timed out only on the room as stored: a process whose copy is behind (a
            # missed notification, a room rebuilt at a restart) must not hand a seat to the
            # computer for a turn it already played through another process
            if await self.services.pull(room):
                self.clock_task, self.clock_armed, self.deadline = None, None, None
                self.resume(broadcast=False)
                self.broadcast(info=True)
                return
            level = self.services.play_level(room, -1, room.row.timeout_level)
            now = self.clock.time()
            for seat, deadline in sorted(room.deadlines().items()):
                if deadline <= now + 0.05 and room.seats[seat].status != SEAT_AI:
                    if turns.turn_based(room) and len(room.seats) == 2:
                        await self._lost_on_time(seat)
                        break
                    log.info(
                        "room %s: seat %d ran out of time at move %d; the computer (%s) takes over",
                        room.id,
                        seat,
                        room.state.move_number,
                        level,
                    )
                    await self.unrate_if_never_here(seat)
                    values: dict[str, Any] = {"status": SEAT_AI, "level": level, "turn_used": 0.0}
                    start = room.turn_started.pop(seat, now)
                    if room.row.game_clock_seconds:
                        values["clock_used"] = room.seats[seat].clock_used + (now - start)
                    await self.set_seat(seat, **values)
            self.clock_task, self.clock_armed, self.deadline = None, None, None
            self.resume(broadcast=False)
            await self._save_turns()
            self.broadcast(info=True)

    async def _lost_on_time(self, seat: int) -> None:
        """A two-player turn-based game whose person ``seat`` let the days run out: lost
        (`fives.server.turns`).  The caller holds the room's lock."""
        room = self.room
        log.info("room %s: seat %d did not move in time; the game is lost", room.id, seat)
        result = turns.timeout_result(room, seat, list(room.view(None).get("scores") or []))
        await self.services.db(self.services.store.update_room, room.id, status=FINISHED, result=result)
        room.row.status, room.row.result = FINISHED, result
        room.row.updated_at = self.clock.time()

    async def checkpoint(self) -> None:
        """Store the thinking time of the running turns (`Hub` calls it every
        `clock_checkpoint_seconds`; a turn-based turn runs from its stored start instead)."""
        room = self.room
        if turns.turn_based(room):
            return
        async with room.lock:
            used_now = room.turn_values(self.clock.time(), frozenset(room.turn_started))
            if not used_now:
                return
            try:
                await self.services.db(self.services.store.save_turns, room.id, used_now)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("room %s: the clocks could not be stored; trying again later", room.id)
                return
            for seat, used in used_now.items():
                room.seats[seat].turn_used = used


def _clock_acting(room: Room) -> frozenset[int]:
    """The seats whose clocks run in the room's position (none while a rules timer runs)."""
    if room.row.status == PLAYING and phase_timer(room.state) is not None:
        return frozenset()
    return room.human_acting()


def _acknowledge(answer: dict[str, Any], reply: Callable[[dict[str, Any]], None] | None) -> dict[str, Any]:
    if reply is not None:
        reply(answer)
    return answer


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


__all__ = ["MOVERS", "RETRY_SECONDS", "WORKER_TRIES", "Services", "Session"]
