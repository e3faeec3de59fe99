"""Fair use of the computer players' worker processes.

Every job for the workers (a computer player's move, an Abräumen hint) waits here for a free
worker instead of in the pool's own first-come queue, so that no room can crowd out the others:

- a job that a person waits for (a room with a person's seat, a hint) goes before a game between
  computer players only;
- within each of the two, rooms take turns (round robin): a room with a job running goes to the
  back of the line;
- games between computer players only never hold every worker: with two or more workers one is
  kept for the people's games;
- a job is handed to a worker only when one is free, and its worker counts as busy until the
  job has really ended (an abandoned job's search runs on until its budget is spent);
- each worker is a process of its own (a pool of one), so that a room's jobs can go to the
  worker that keeps its agents (`fives.server.ai_worker`): to that one when it is free, else to
  a free one, which builds the agents again and holds them from then on.

`ComputerRooms` caps the games between computer players only that one address may have running.
On shutdown `Scheduler.close` ends the worker processes at once (SIGKILL): their thinking is
abandoned and done again after the restart.
"""

from __future__ import annotations

import asyncio
import contextlib
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


class JobQueue(Generic[Item]):
    """Jobs waiting for a worker: urgent ones (a person waits) before the others, and within
    each class the rooms (keys) in turn: the room served longest ago (or never) first, rooms
    in their order of arrival, each room's own jobs in order."""

    #: rooms whose last turn is remembered, per class
    REMEMBERED = 10000

    def __init__(self) -> None:
        self._lines: tuple[OrderedDict[str, deque[Item]], OrderedDict[str, deque[Item]]] = (
            OrderedDict(),
            OrderedDict(),
        )
        self._served: tuple[OrderedDict[str, int], OrderedDict[str, int]] = (OrderedDict(), OrderedDict())
        self._turns = 0

    def __len__(self) -> int:
        return sum(len(jobs) for line in self._lines for jobs in line.values())

    def push(self, key: str, urgent: bool, item: Item) -> None:
        line = self._lines[0 if urgent else 1]
        line.setdefault(key, deque()).append(item)

    def pop(self, background: bool = True) -> Item | None:
        """The next job: of the urgent line, else (when ``background`` is allowed) of the other
        line; of the room there whose last turn is longest ago."""
        for line, served in list(zip(self._lines, self._served, strict=True))[: 2 if background else 1]:
            if not line:
                continue
            key = min(line, key=lambda k: served.get(k, -1))  # ties: the first to arrive
            jobs = line[key]
            item = jobs.popleft()
            if not jobs:
                del line[key]
            self._turns += 1
            served[key] = self._turns
            served.move_to_end(key)
            if len(served) > self.REMEMBERED:
                served.popitem(last=False)
            return item
        return None

    def remove(self, item: Item) -> bool:
        for line in self._lines:
            for key, jobs in line.items():
                if item in jobs:
                    jobs.remove(item)
                    if not jobs:
                        del line[key]
                    return True
        return False

    def drain(self) -> list[Item]:
        items = [item for line in self._lines for jobs in line.values() for item in jobs]
        for line in self._lines:
            line.clear()
        return items


class Pool(Protocol):
    def submit(self, fn: Callable[..., Any], /, *args: Any) -> Future[Any]: ...

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None: ...


@dataclass(eq=False)
class Ticket:
    key: str
    urgent: bool
    granted: asyncio.Future[None]
    holding: bool = False
    #: the worker granted
    slot: int = -1


@dataclass
class Grant:
    """One job handed to a worker (kept for tests and the log): its room and class, the worker,
    and whether that worker held the room's agents (``kept``)."""

    key: str
    urgent: bool
    #: `time.monotonic()` when the worker was granted
    at: float = field(default_factory=time.monotonic)
    slot: int = 0
    kept: bool = False


class Scheduler:
    """Hands jobs to ``workers`` worker processes in a fair order (see the module)."""

    #: rooms whose worker is remembered
    REMEMBERED = 10000

    def __init__(self, workers: int, make_pool: Callable[[int], Pool]) -> None:
        self.workers = max(1, workers)
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

    async def run(self, key: str, urgent: bool, fn: Callable[..., T], *args: Any) -> T:
        """``fn(*args)`` in a worker once it is this job's turn; `SchedulerClosed` on shutdown,
        `BrokenProcessPool` when its worker died (the next job gets a fresh pool)."""
        if self.closed:
            raise SchedulerClosed("the server is shutting down")
        loop = asyncio.get_running_loop()
        ticket = Ticket(key, urgent, loop.create_future())
        self.queue.push(key, urgent, ticket)
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

    def _dispatch(self) -> None:
        while self.running < self.workers and not self.closed:
            ticket = self.queue.pop(background=self.background_running < self.background_limit)
            if ticket is None:
                return
            if ticket.granted.done():  # cancelled while it waited
                continue
            slot, kept = self._slot_for(ticket.key)
            ticket.holding, ticket.slot = True, slot
            self._busy[slot] = True
            self.holders[ticket.key] = slot
            self.holders.move_to_end(ticket.key)
            if len(self.holders) > self.REMEMBERED:
                self.holders.popitem(last=False)
            self.running += 1
            if not ticket.urgent:
                self.background_running += 1
            self.granted.append(Grant(ticket.key, ticket.urgent, slot=slot, kept=kept))
            ticket.granted.set_result(None)

    def _release(self, ticket: Ticket) -> None:
        if not ticket.holding:
            return
        ticket.holding = False
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


@dataclass
class ComputerRooms:
    """The games between computer players only that each address has running, capped at
    ``limit`` per address (loopback exempt when ``exempt_loopback``)."""

    limit: int
    exempt_loopback: bool
    #: whether the room is still being played
    alive: Callable[[str], bool]
    rooms: dict[str, list[str]] = field(default_factory=dict)
    pending: dict[str, int] = field(default_factory=dict)

    def count(self, client: str) -> int:
        rooms = [room for room in self.rooms.get(client, []) if self.alive(room)]
        if rooms:
            self.rooms[client] = rooms
        else:
            self.rooms.pop(client, None)
        return len(rooms) + self.pending.get(client, 0)

    @contextlib.contextmanager
    def admit(self, client: str, computer_only: bool) -> Iterator[Callable[[str], None]]:
        """Around the creation of a room: refuses (429 ``too_many_computer_rooms``) a game
        between computer players only beyond the cap; call the yielded function with the new
        room's id.  A refused or failed creation counts nothing."""
        exempt = not computer_only or (self.exempt_loopback and is_loopback(client))
        if exempt:
            yield lambda room_id: None
            return
        running = self.count(client)
        if running >= self.limit:
            raise RoomError(
                "too_many_computer_rooms",
                Message("server-too-many-computer-rooms", running=str(running), limit=str(self.limit)),
            )
        self.pending[client] = self.pending.get(client, 0) + 1
        created: list[str] = []
        try:
            yield created.append
        finally:
            self.pending[client] -= 1
            if not self.pending[client]:
                del self.pending[client]
            if created:
                self.rooms.setdefault(client, []).extend(created)
                if len(self.rooms) > 10000:  # bounded: forget the oldest address
                    self.rooms.pop(next(iter(self.rooms)))


__all__ = ["ComputerRooms", "Grant", "JobQueue", "Scheduler", "SchedulerClosed", "join_processes"]
