"""Fair use of the computer players' worker processes, between people.

Every job for the workers (a computer player's move, a hint, an analysis) waits here for a free
worker instead of in the pool's own first-come queue, so that no person can crowd out the others:

- a job that a person waits for (a room with a person's seat, a hint) goes before a game between
  computer players only (and an analysis);
- within each of the two, computer time is shared between **people**, not rooms (issue 33): a
  room's jobs take the share of its creator (`Scheduler.bill`: the address, `person_of`, an IPv6
  address's /64; accounts behind one address share it, as an account costs nothing to make), a
  hint the share of the room's person, an analysis that of whoever asks; a room billed to nobody
  (a seek's, or resumed after a restart) is a person of its own until a player hands one of its
  seats to the computer (then theirs: `fives.server.operations`);
- the people take turns by weighted fair queuing (`JobQueue`): each job costs its budget in
  seconds (one ``max`` search as many as 33 ``easy`` moves), the person served the fewest
  seconds since they began to wait goes first, one who comes back starts at the time now (no
  credit saved up while away); within one person's share their rooms take turns;
- nobody takes their last free worker with a job longer than `Scheduler.CHEAP_SECONDS`: with two
  or more workers, one address with any number of rooms against ``max`` leaves a worker to the
  others, so another person's ``easy`` reply or hint finds one free, or waits at most for a cheap
  job (with one worker, for the search that runs);
- games between computer players only never hold every worker: with two or more workers one is
  kept for the people's games;
- a job is handed to a worker only when one is free, and its worker counts as busy until the
  job has really ended (an abandoned job's search runs on until its budget is spent);
- each worker is a process of its own (a pool of one), so that a room's jobs can go to the
  worker that keeps its agents (`fives.server.ai_worker`): to that one when it is free, else to
  a free one, which builds the agents again and holds them from then on.

`ComputerRooms` caps, per address, the games of the computer running at once, counted as the
rooms are now (a seat a clock, an absence or a leave handed to the computer is the computer's):
``max_computer_rooms_per_client`` (2) games between computer players only and
``max_computer_games_per_client`` (8) games in which the computer plays a seat.  A person may
play several games against the computer at once; the caps bound memory and kept agents, the
shares keep the workers fair.  On shutdown `Scheduler.close` ends the worker processes at once
(SIGKILL): their thinking is abandoned and done again after the restart.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import time
from collections import OrderedDict, deque
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from fives.core import Message

from .limits import is_loopback
from .room import RoomError

log = logging.getLogger("fives.server")
T = TypeVar("T")
Item = TypeVar("Item")


class SchedulerClosed(Exception):
    """The server is shutting down: the job was not run."""


def person_of(address: str) -> str:
    """The person an address stands for, in the fair shares of computer time: an IPv4 address,
    or an IPv6 address's /64 network (one subscriber's: a host picks any address in it)."""
    try:
        parsed = ipaddress.ip_address(address)
    except ValueError:
        return address
    if isinstance(parsed, ipaddress.IPv6Address):
        if parsed.ipv4_mapped is not None:
            return str(parsed.ipv4_mapped)
        return str(ipaddress.IPv6Network((parsed, 64), strict=False))
    return str(parsed)


@dataclass
class _Line(Generic[Item]):
    """One class of jobs (urgent, or background): per person their rooms' jobs, and each
    person's virtual time (the budget seconds they were served, from where they came in)."""

    #: person -> room -> the room's jobs with their costs, in order
    people: OrderedDict[str, OrderedDict[str, deque[tuple[Item, float]]]] = field(default_factory=OrderedDict)
    #: person -> virtual time: when they last waited, the seconds of budget they were served
    used: OrderedDict[str, float] = field(default_factory=OrderedDict)
    #: the virtual time now: the start of the job served last
    clock: float = 0.0
    #: per person, the turn when each of their rooms was served last
    served: dict[str, OrderedDict[str, int]] = field(default_factory=dict)


class JobQueue(Generic[Item]):
    """Jobs waiting for a worker: urgent ones (a person waits) before the others; within each
    class the people share by weighted fair queuing (start-time fair queuing with each job's
    budget as its cost): the person who has been served the fewest seconds of budget since they
    began to wait goes first (one who comes back starts from the time now, never with credit
    saved up); ties in order of arrival.  Within one person's share their rooms (keys) take
    turns: the room served longest ago (or never) first, each room's own jobs in order.  A
    job pushed without a person is its room's own (each room a person, as before people were
    told apart)."""

    #: people (and each one's rooms) whose share or last turn is remembered, per class
    REMEMBERED = 10000
    #: the least cost a job counts (seconds): a job of no budget still takes a turn
    LEAST_COST = 0.01

    def __init__(self) -> None:
        self._lines: tuple[_Line[Item], _Line[Item]] = (_Line(), _Line())
        self._turns = 0

    def __len__(self) -> int:
        return sum(
            len(jobs) for line in self._lines for rooms in line.people.values() for jobs in rooms.values()
        )

    def push(self, key: str, urgent: bool, item: Item, person: str | None = None, cost: float = 1.0) -> None:
        line = self._lines[0 if urgent else 1]
        who = key if person is None else person
        rooms = line.people.get(who)
        if rooms is None:  # begins to wait: from the virtual time now (no credit saved up)
            rooms = line.people[who] = OrderedDict()
            line.used[who] = max(line.used.get(who, line.clock), line.clock)
            line.used.move_to_end(who)
            if len(line.used) > self.REMEMBERED:
                self._forget(line)
        rooms.setdefault(key, deque()).append((item, max(cost, self.LEAST_COST)))

    @staticmethod
    def _forget(line: _Line[Item]) -> None:
        """Forget the share of the person who waited longest ago and waits no more."""
        for who in line.used:
            if who not in line.people:
                del line.used[who]
                line.served.pop(who, None)
                return

    def _next_room(
        self, line: _Line[Item], person: str, rooms: OrderedDict[str, deque[tuple[Item, float]]]
    ) -> tuple[str, deque[tuple[Item, float]]]:
        served: dict[str, int] = line.served.get(person, {})
        key = min(rooms, key=lambda k: served.get(k, -1))  # ties: the first to arrive
        return key, rooms[key]

    def pop(
        self, background: bool = True, allowed: Callable[[str, float], bool] | None = None
    ) -> Item | None:
        """The next job: of the urgent line, else (when ``background`` is allowed) of the other
        line; of the person with the least virtual time there whose next job ``allowed(person,
        cost)`` lets start; of their room whose last turn is longest ago."""
        for line in self._lines[: 2 if background else 1]:
            for who in sorted(line.people, key=lambda p: line.used[p]):  # stable: ties by arrival
                rooms = line.people[who]
                key, jobs = self._next_room(line, who, rooms)
                item, cost = jobs[0]
                if allowed is not None and not allowed(who, cost):
                    continue
                jobs.popleft()
                if not jobs:
                    del rooms[key]
                if not rooms:
                    del line.people[who]
                line.clock = max(line.clock, line.used[who])
                line.used[who] += cost
                self._turns += 1
                served = line.served.setdefault(who, OrderedDict())
                served[key] = self._turns
                served.move_to_end(key)
                if len(served) > self.REMEMBERED:
                    served.popitem(last=False)
                return item
        return None

    def remove(self, item: Item) -> bool:
        for line in self._lines:
            for who, rooms in line.people.items():
                for key, jobs in rooms.items():
                    for entry in jobs:
                        if entry[0] == item:
                            jobs.remove(entry)
                            if not jobs:
                                del rooms[key]
                            if not rooms:
                                del line.people[who]
                            return True
        return False

    def drain(self) -> list[Item]:
        items = [
            item
            for line in self._lines
            for rooms in line.people.values()
            for jobs in rooms.values()
            for item, _ in jobs
        ]
        for line in self._lines:
            line.people.clear()
        return items


class Pool(Protocol):
    def submit(self, fn: Callable[..., Any], /, *args: Any) -> Future[Any]: ...

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None: ...


@dataclass(eq=False)
class Ticket:
    key: str
    urgent: bool
    granted: asyncio.Future[None]
    person: str = ""
    cost: float = 1.0
    holding: bool = False
    #: the worker granted
    slot: int = -1


@dataclass
class Grant:
    """One job handed to a worker (kept for tests and the log): its room and class, the worker,
    whether that worker held the room's agents (``kept``), whose share it took and its cost."""

    key: str
    urgent: bool
    #: `time.monotonic()` when the worker was granted
    at: float = field(default_factory=time.monotonic)
    slot: int = 0
    kept: bool = False
    person: str = ""
    cost: float = 1.0


class Scheduler:
    """Hands jobs to ``workers`` worker processes in a fair order (see the module)."""

    #: rooms whose worker (and whose person) is remembered
    REMEMBERED = 10000
    #: a job of at most this budget (seconds: ``easy``, ``medium``, a hint) may take a person's
    #: last free worker; a longer one leaves it to the others (with two or more workers)
    CHEAP_SECONDS = 1.0

    def __init__(self, workers: int, make_pool: Callable[[int], Pool]) -> None:
        self.workers = max(1, workers)
        #: the person whose share each room's jobs take (`bill`; a room not billed is its own)
        self.payers: OrderedDict[str, str] = OrderedDict()
        #: the workers each person holds now
        self.held: dict[str, int] = {}
        #: workers that games between computer players only may hold at once
        self.background_limit = max(1, self.workers - 1)
        self._make_pool = make_pool
        #: one pool of one process per worker, started on its first job
        self._pools: list[Pool | None] = [None] * self.workers
        self._busy = [False] * self.workers
        #: the worker that ran each room's (key's) last job, and so keeps its agents
        self.holders: OrderedDict[str, int] = OrderedDict()
        self.queue: JobQueue[Ticket] = JobQueue()
        self.running = 0
        self.background_running = 0
        self.closed = False
        #: the latest jobs handed to a worker, in order
        self.granted: deque[Grant] = deque(maxlen=1000)

    def pool(self, slot: int = 0) -> Pool:
        """Worker ``slot``'s pool (started when it has none)."""
        if self.closed:
            raise SchedulerClosed("the server is shutting down")
        pool = self._pools[slot]
        if pool is None:
            pool = self._pools[slot] = self._make_pool(1)
        return pool

    def _broken(self, slot: int, pool: Pool) -> None:
        """Forget a pool whose worker died: the next job of that worker starts a fresh one."""
        if self._pools[slot] is pool:
            self._pools[slot] = None
            with contextlib.suppress(Exception):
                pool.shutdown(wait=False, cancel_futures=True)

    def bill(self, key: str, person: str) -> None:
        """``key``'s room's jobs take ``person``'s share from now on (its creator's)."""
        self.payers[key] = person
        self.payers.move_to_end(key)
        if len(self.payers) > self.REMEMBERED:
            self.payers.popitem(last=False)

    def payer(self, key: str) -> str:
        """The person whose share ``key``'s jobs take: the one billed, else the room itself."""
        return self.payers.get(key, f"room:{key}")

    async def run(
        self,
        key: str,
        urgent: bool,
        fn: Callable[..., T],
        *args: Any,
        person: str | None = None,
        cost: float = 1.0,
    ) -> T:
        """``fn(*args)`` in a worker once it is this job's turn in ``person``'s share (default:
        the room's payer), counting ``cost`` (its budget, seconds) against the share;
        `SchedulerClosed` on shutdown, `BrokenProcessPool` when its worker died (the next job
        gets a fresh pool)."""
        if self.closed:
            raise SchedulerClosed("the server is shutting down")
        loop = asyncio.get_running_loop()
        who = self.payer(key) if person is None else person
        ticket = Ticket(key, urgent, loop.create_future(), who, cost)
        self.queue.push(key, urgent, ticket, who, cost)
        self._dispatch()
        try:
            await ticket.granted
        except BaseException:
            if ticket.holding:
                self._release(ticket)
            else:
                self.queue.remove(ticket)
            raise
        slot = ticket.slot
        try:
            pool = self.pool(slot)
            future = pool.submit(fn, *args)
        except BrokenProcessPool:
            self._release(ticket)
            self._broken(slot, pool)
            raise
        except BaseException:
            self._release(ticket)
            raise

        def done(_: Future[Any]) -> None:
            with contextlib.suppress(RuntimeError):  # the loop is closed: nothing to release
                loop.call_soon_threadsafe(self._release, ticket)

        future.add_done_callback(done)
        try:
            result: T = await asyncio.wrap_future(future)
        except BrokenProcessPool:
            self._broken(slot, pool)
            raise
        return result

    def drop(self, key: str, fn: Callable[..., Any], *args: Any) -> None:
        """``key``'s room is over: its worker runs ``fn(*args)`` (to drop what it keeps for the
        room), after the job it may be running, outside the turns (it takes no time)."""
        slot = self.holders.pop(key, None)
        pool = None if slot is None or self.closed else self._pools[slot]
        if pool is not None:
            with contextlib.suppress(Exception):  # a broken pool keeps nothing anyway
                pool.submit(fn, *args)

    def _slot_for(self, key: str) -> tuple[int, bool]:
        """The free worker for a job of ``key``: the one that holds its agents when it is free
        (``True``), else the first free one."""
        holder = self.holders.get(key)
        if holder is not None and not self._busy[holder]:
            return holder, True
        return self._busy.index(False), False

    def _allowed(self, person: str, cost: float) -> bool:
        """Whether ``person`` may start a job of ``cost`` now: never onto their last worker with
        a long one (with two or more workers), so that someone else's job finds one free or
        waits at most a cheap job's budget."""
        return self.workers < 2 or cost <= self.CHEAP_SECONDS or self.held.get(person, 0) + 1 < self.workers

    def _dispatch(self) -> None:
        while self.running < self.workers and not self.closed:
            background = self.background_running < self.background_limit
            ticket = self.queue.pop(background=background, allowed=self._allowed)
            if ticket is None:
                return
            if ticket.granted.done():  # cancelled while it waited
                continue
            slot, kept = self._slot_for(ticket.key)
            ticket.holding, ticket.slot = True, slot
            self.held[ticket.person] = self.held.get(ticket.person, 0) + 1
            self._busy[slot] = True
            self.holders[ticket.key] = slot
            self.holders.move_to_end(ticket.key)
            if len(self.holders) > self.REMEMBERED:
                self.holders.popitem(last=False)
            self.running += 1
            if not ticket.urgent:
                self.background_running += 1
            grant = Grant(
                ticket.key, ticket.urgent, slot=slot, kept=kept, person=ticket.person, cost=ticket.cost
            )
            self.granted.append(grant)
            ticket.granted.set_result(None)

    def _release(self, ticket: Ticket) -> None:
        if not ticket.holding:
            return
        ticket.holding = False
        self.held[ticket.person] -= 1
        if not self.held[ticket.person]:
            del self.held[ticket.person]
        self._busy[ticket.slot] = False
        self.running -= 1
        if not ticket.urgent:
            self.background_running -= 1
        self._dispatch()

    def close(self) -> list[Any]:
        """Refuse new jobs, fail the waiting ones and kill the workers (SIGKILL: they ignore
        SIGTERM and SIGINT, see `ai_worker`); returns their processes, for `join_processes`."""
        self.closed = True
        for ticket in self.queue.drain():
            if not ticket.granted.done():
                ticket.granted.set_exception(SchedulerClosed("the server is shutting down"))
        pools, self._pools = self._pools, [None] * self.workers
        processes: list[Any] = []
        for pool in pools:
            if pool is None:
                continue
            # the executor does not end running workers itself (its shutdown only stops idle
            # ones, later), so they are ended here, through its table of processes
            ended: list[Any] = list((getattr(pool, "_processes", None) or {}).values())
            for process in ended:
                with contextlib.suppress(Exception):
                    process.kill()
            with contextlib.suppress(Exception):
                pool.shutdown(wait=False, cancel_futures=True)
            processes += ended
        return processes


def join_processes(processes: list[Any], timeout: float = 5.0) -> None:
    """Wait (up to ``timeout`` in all) until ``processes`` have ended."""
    deadline = time.monotonic() + timeout
    for process in processes:
        with contextlib.suppress(Exception):
            process.join(max(0.0, deadline - time.monotonic()))


#: what a room is to the caps of `ComputerRooms`: no computer plays a seat (``PEOPLE``), the
#: computer plays a seat beside a person (``WITH_COMPUTER``), or every seat (``COMPUTERS``)
PEOPLE, WITH_COMPUTER, COMPUTERS = "people", "with_computer", "computers"


def room_kind(statuses: list[str], computer: str) -> str:
    """The kind of a room whose seats have ``statuses`` (``computer``: a computer's)."""
    played = sum(status == computer for status in statuses)
    if not played:
        return PEOPLE
    return COMPUTERS if played == len(statuses) else WITH_COMPUTER


@dataclass
class ComputerRooms:
    """The games of the computer that each address has running, counted as they are *now*:
    a room is the address's that created it, and a seat that a clock, an absence or a leave
    handed to the computer since counts as a computer's (a hot-seat room whose seats all went
    to the computer is a game between computer players).  Capped per address (loopback exempt
    when ``exempt_loopback``): ``limit`` games between computer players only, ``games_limit``
    games in which the computer plays at least one seat (against a person too)."""

    limit: int
    exempt_loopback: bool
    #: the room's kind now (`room_kind`), None when it is no longer being played
    kind_of: Callable[[str], str | None]
    games_limit: int = 8
    #: each address's rooms, while they are played
    rooms: dict[str, list[str]] = field(default_factory=dict)
    #: the address that created each room
    owners: dict[str, str] = field(default_factory=dict)
    pending: dict[str, list[str]] = field(default_factory=dict)

    def counts(self, client: str, besides: str = "") -> tuple[int, int]:
        """``client``'s games between computers only and games with a computer (the rooms being
        created included; ``besides``: a room not counted)."""
        kinds: list[str] = []
        rooms: list[str] = []
        for room in self.rooms.get(client, []):
            kind = self.kind_of(room)
            if kind is None:
                self.owners.pop(room, None)
                continue
            rooms.append(room)
            if room != besides:
                kinds.append(kind)
        if rooms:
            self.rooms[client] = rooms
        else:
            self.rooms.pop(client, None)
        kinds += self.pending.get(client, [])
        return kinds.count(COMPUTERS), kinds.count(COMPUTERS) + kinds.count(WITH_COMPUTER)

    def count(self, client: str) -> int:
        """``client``'s games between computer players only."""
        return self.counts(client)[0]

    def _check(self, client: str, kind: str, besides: str = "") -> None:
        """429 ``too_many_computer_rooms`` when one more room of ``kind`` is beyond a cap."""
        if kind == PEOPLE or (self.exempt_loopback and is_loopback(client)):
            return
        computers, games = self.counts(client, besides)
        running, limit = (computers, self.limit) if kind == COMPUTERS else (games, self.games_limit)
        if kind == COMPUTERS and games >= self.games_limit:
            running, limit = games, self.games_limit
        if running >= limit:
            raise RoomError(
                "too_many_computer_rooms",
                Message("server-too-many-computer-rooms", running=str(running), limit=str(limit)),
            )

    @contextlib.contextmanager
    def admit(self, client: str, kind: str) -> Iterator[Callable[[str], None]]:
        """Around the creation of a room of ``kind``: refuses (429 ``too_many_computer_rooms``)
        a game of the computer beyond a cap; call the yielded function with the new room's id.
        A refused or failed creation counts nothing."""
        self._check(client, kind)
        self.pending.setdefault(client, []).append(kind)
        created: list[str] = []
        try:
            yield created.append
        finally:
            self.pending[client].remove(kind)
            if not self.pending[client]:
                del self.pending[client]
            if created:
                self.rooms.setdefault(client, []).extend(created)
                self.owners.update(dict.fromkeys(created, client))
                if len(self.rooms) > 10000:  # bounded: forget the oldest address
                    for room in self.rooms.pop(next(iter(self.rooms))):
                        self.owners.pop(room, None)

    def adopt(self, room: str, client: str) -> None:
        """``room``, whose creator is not known, is ``client``'s from now on."""
        if room not in self.owners:
            self.rooms.setdefault(client, []).append(room)
            self.owners[room] = client

    def inherit(self, room: str, new: str) -> None:
        """``new`` (a rematch of ``room``) is its creator's too."""
        client = self.owners.get(room)
        if client is not None and new not in self.owners:
            self.rooms.setdefault(client, []).append(new)
            self.owners[new] = client

    def handover(self, room: str, kind: str) -> None:
        """Before a person hands a seat of ``room`` to the computer (leaving it, or taking over
        an absent one's), which makes the room ``kind``: 429 ``too_many_computer_rooms`` when
        that is beyond its creator's caps.  (A clock that runs out hands the seat over anyway:
        the game goes on, and the room counts from then on.)"""
        client = self.owners.get(room)
        if client is not None and kind != self.kind_of(room):
            self._check(client, kind, besides=room)


__all__ = [
    "COMPUTERS",
    "PEOPLE",
    "WITH_COMPUTER",
    "ComputerRooms",
    "Grant",
    "JobQueue",
    "Scheduler",
    "SchedulerClosed",
    "join_processes",
    "person_of",
    "room_kind",
]
