"""Fair use of the computer players' workers (issue 21, item 10) and no move the agent did not
choose (item 5): the order in which jobs get a worker (a person's opponent first, rooms in
turn), the worker kept for people's games, the cap on games between computer players only per
address, and what happens when a worker dies or an agent fails."""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Callable
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fives.server.ai_sched import (
    COMPUTERS,
    WITH_COMPUTER,
    ComputerRooms,
    JobQueue,
    Scheduler,
    SchedulerClosed,
)
from fives.server.ai_worker import Job, think
from fives.server.room import RoomError

from .conftest import connect, create, hub_room, serve
from .reliability import record_figures


# ----------------------------------------------------------------------------- the queue
@given(st.lists(st.tuples(st.sampled_from("abcde"), st.booleans()), max_size=40))
def test_queue_serves_people_first_then_rooms_in_turn(pushes: list[tuple[str, bool]]) -> None:
    queue: JobQueue[tuple[str, bool, int]] = JobQueue()
    for number, (key, urgent) in enumerate(pushes):
        queue.push(key, urgent, (key, urgent, number))
    popped = []
    while (item := queue.pop()) is not None:
        popped.append(item)
    assert len(popped) == len(pushes) and len(queue) == 0

    def expected(urgent: bool) -> list[tuple[str, bool, int]]:
        """Round r serves the r-th job of every room that has one, rooms in order of arrival."""
        per_key: dict[str, list[tuple[str, bool, int]]] = {}
        for number, (key, is_urgent) in enumerate(pushes):
            if is_urgent == urgent:
                per_key.setdefault(key, []).append((key, is_urgent, number))
        order: list[tuple[str, bool, int]] = []
        for r in range(max((len(v) for v in per_key.values()), default=0)):
            order += [jobs[r] for jobs in per_key.values() if len(jobs) > r]
        return order

    assert popped == expected(True) + expected(False)


def test_queue_without_background_serves_only_urgent_jobs() -> None:
    queue: JobQueue[str] = JobQueue()
    queue.push("bots", False, "b1")
    assert queue.pop(background=False) is None
    queue.push("people", True, "p1")
    assert queue.pop(background=False) == "p1"
    assert queue.remove("b1") and not queue.remove("b1") and len(queue) == 0


# ----------------------------------------------------------------------------- the scheduler
class FakePool:
    """Jobs that end when the test says so."""

    def __init__(self) -> None:
        self.jobs: list[tuple[Any, Future[Any]]] = []
        self.down = False

    def submit(self, fn: Callable[..., Any], /, *args: Any) -> Future[Any]:
        if self.down:
            raise BrokenProcessPool("a worker died")
        future: Future[Any] = Future()
        future.set_running_or_notify_cancel()
        self.jobs.append((args[0], future))
        return future

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        self.down = True

    def finish(self, name: str, value: Any = "done") -> None:
        for job, future in self.jobs:
            if job == name and not future.done():
                future.set_result(value)
                return
        raise AssertionError(f"{name} is not running")

    def running(self) -> list[str]:
        return [job for job, future in self.jobs if not future.done()]


def test_scheduler_keeps_a_worker_for_people_and_lets_rooms_take_turns() -> None:
    async def scenario() -> None:
        shared = FakePool()  # each worker has a pool of its own; here they are seen as one
        pools: list[FakePool] = []

        def make(workers: int) -> FakePool:
            pools.append(shared)
            return shared

        scheduler = Scheduler(2, make)

        def job(key: str, urgent: bool, name: str) -> asyncio.Task[Any]:
            return asyncio.ensure_future(scheduler.run(key, urgent, lambda x: x, name))

        bots = [job("A", False, "A1"), job("A", False, "A2"), job("B", False, "B1"), job("C", False, "C1")]
        await asyncio.sleep(0)
        pool = pools[0]
        assert pool.running() == ["A1"]  # games between computers never hold both workers
        person = job("P", True, "P1")
        await asyncio.sleep(0)
        assert pool.running() == ["A1", "P1"]  # a person's opponent starts at once
        person2 = job("Q", True, "Q1")
        await asyncio.sleep(0)
        pool.finish("A1")
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        assert pool.running() == ["P1", "Q1"]  # people first, even on the bots' worker
        pool.finish("P1")
        pool.finish("Q1")
        assert await person == "done" and await person2 == "done"
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        assert pool.running() == ["B1"]  # the next room in turn, not A's second job
        pool.finish("B1")
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        assert pool.running() == ["C1"]
        pool.finish("C1")
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        assert pool.running() == ["A2"]
        pool.finish("A2")
        assert [await task for task in bots] == ["done"] * 4
        assert [(g.key, g.urgent) for g in scheduler.granted] == [
            ("A", False),
            ("P", True),
            ("Q", True),
            ("B", False),
            ("C", False),
            ("A", False),
        ]
        assert scheduler.running == 0 and scheduler.background_running == 0

    asyncio.run(scenario())


def test_scheduler_counts_a_cancelled_job_until_its_worker_is_free() -> None:
    async def scenario() -> None:
        pool = FakePool()
        scheduler = Scheduler(1, lambda workers: pool)
        first = asyncio.ensure_future(scheduler.run("A", True, lambda x: x, "A1"))
        waiting = asyncio.ensure_future(scheduler.run("B", True, lambda x: x, "B1"))
        third = asyncio.ensure_future(scheduler.run("C", True, lambda x: x, "C1"))
        await asyncio.sleep(0)
        waiting.cancel()  # still in the queue: leaves it
        first.cancel()  # running: the worker stays busy until its search ends
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        assert pool.running() == ["A1"] and scheduler.running == 1 and len(scheduler.queue) == 1
        pool.finish("A1")
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        assert pool.running() == ["C1"]
        pool.finish("C1", "c")
        assert await third == "c"
        assert waiting.cancelled() and first.cancelled()

    asyncio.run(scenario())


def test_scheduler_replaces_a_broken_pool_and_refuses_work_once_closed() -> None:
    async def scenario() -> None:
        pools: list[FakePool] = []

        def make(workers: int) -> FakePool:
            pools.append(FakePool())
            return pools[-1]

        scheduler = Scheduler(1, make)
        running = asyncio.ensure_future(scheduler.run("A", True, lambda x: x, "A1"))
        await asyncio.sleep(0)
        pools[0].jobs[0][1].set_exception(BrokenProcessPool("killed"))
        with pytest.raises(BrokenProcessPool):
            await running
        again = asyncio.ensure_future(scheduler.run("A", True, lambda x: x, "A1"))
        queued = asyncio.ensure_future(scheduler.run("B", True, lambda x: x, "B1"))
        await asyncio.sleep(0)
        assert len(pools) == 2 and pools[1].running() == ["A1"]  # a fresh pool
        scheduler.close()
        assert pools[1].down
        with pytest.raises(SchedulerClosed):
            await queued
        with pytest.raises(SchedulerClosed):
            await scheduler.run("C", True, lambda x: x, "C1")
        again.cancel()

    asyncio.run(scenario())


# ----------------------------------------------------------------------------- the cap
def test_computer_rooms_are_capped_per_address_and_a_failed_creation_counts_nothing() -> None:
    kinds: dict[str, str] = {}
    rooms = ComputerRooms(2, True, kinds.get, games_limit=8)

    def make(client: str, room: str, kind: str) -> None:
        with rooms.admit(client, kind) as admitted:
            kinds[room] = kind
            admitted(room)

    make("10.0.0.1", "r1", COMPUTERS)
    make("10.0.0.1", "r2", COMPUTERS)
    with pytest.raises(RoomError) as refused, rooms.admit("10.0.0.1", COMPUTERS):
        pass
    assert refused.value.code == "too_many_computer_rooms" and refused.value.status == 429
    make("10.0.0.1", "r3", WITH_COMPUTER)  # a game with a person counts under the other cap
    make("10.0.0.2", "r4", COMPUTERS)  # another address
    with (
        rooms.admit("127.0.0.1", COMPUTERS),
        rooms.admit("127.0.0.1", COMPUTERS),
        rooms.admit("127.0.0.1", COMPUTERS),
    ):
        pass  # loopback is exempt, as for the other capacity limits
    with pytest.raises(ValueError, match="failed"), rooms.admit("10.0.0.2", COMPUTERS):
        raise ValueError("the creation failed")
    assert rooms.count("10.0.0.2") == 1
    del kinds["r1"]  # a game that ended frees its place
    make("10.0.0.1", "r5", COMPUTERS)
    assert rooms.counts("10.0.0.1") == (2, 3)


def test_a_third_game_between_computers_from_one_address_is_refused(sqlite_url: str) -> None:
    bots = [{"kind": "ai", "level": "random"}] * 2
    with serve(sqlite_url, exempt_loopback=False, max_computer_rooms_per_client=2) as client:
        first = create(client, "fuenf_gewinnt", bots)["room"]["id"]
        create(client, "fuenf_gewinnt", bots)
        hub = client.app.state.hub
        rooms_before = len(hub.rooms)
        refused = client.post("/api/rooms", json={"game": "fuenf_gewinnt", "seats": bots})
        assert refused.status_code == 429 and refused.json()["error"] == "too_many_computer_rooms"
        assert len(hub.rooms) == rooms_before  # nothing was created
        create(client, "fuenf_gewinnt", [{"kind": "local"}, {"kind": "ai", "level": "random"}])
        hub_room(client, first).row.status = "finished"  # a game that ended frees its place
        create(client, "fuenf_gewinnt", bots)


# ----------------------------------------------------------------------------- in the hub
def test_a_person_s_opponent_does_not_wait_behind_games_between_computers(sqlite_url: str) -> None:
    """Five games between computer players keep the only worker busy; the person's `easy`
    opponent gets the worker next, after at most the one search that was running (first come,
    first served it waited behind the five)."""
    # the bots think 0.5 s a move (max since issue 34: medium's 0.08 s would let several of their
    # searches pass while the person's move is still on its way to the queue)
    bots = [{"kind": "ai", "level": "max"}] * 2
    with serve(sqlite_url, max_computer_rooms_per_client=10) as client:
        hub = client.app.state.hub
        background = [create(client, "fuenf_gewinnt", bots)["room"]["id"] for _ in range(5)]
        deadline = time.monotonic() + 120
        while min(hub_room(client, r).state.move_number for r in background) < 3:  # past the openings
            assert time.monotonic() < deadline
            time.sleep(0.1)
        data = create(
            client,
            "fuenf_gewinnt",
            [{"kind": "local"}, {"kind": "ai", "level": "easy"}],
            options={"first": "1"},
        )
        room, token = data["room"]["id"], data["token"][0]
        ahead: list[int] = []
        with connect(client, room, [token]) as conn:
            state = conn.state()
            for _turn in range(3):
                seen = len(hub.scheduler.granted)
                conn.send(
                    {
                        "type": "move",
                        "move_number": state["move_number"],
                        "action": state["views"][0]["view"]["legal"][0],
                    }
                )
                conn.kind("ack")
                state = conn.until(
                    lambda m, n=state["move_number"]: m["type"] == "state" and m["move_number"] >= n + 2,
                    timeout=60,
                )
                grants = [g.key for g in list(hub.scheduler.granted)[seen:]]
                assert room in grants
                assert grants.index(room) <= 1, grants  # at most one game between computers first
                ahead.append(grants.index(room))
        assert {g.key for g in hub.scheduler.granted} >= set(background)  # they did play meanwhile
        record_figures(
            "computer players: a person's opponent beside 5 games between computers, 1 worker",
            person_moves=len(ahead),
            computer_games_served_first=ahead,
            grants=len(hub.scheduler.granted),
        )


def move_against_max(client: Any) -> str:
    """A Fünf gewinnt room against the computer at ``max``: the person moves, then waits until
    the computer has answered (it is the person's turn again); returns the room."""
    data = create(
        client,
        "fuenf_gewinnt",
        [{"kind": "local"}, {"kind": "ai", "level": "max"}],
        options={"first": "1"},
    )
    room: str = data["room"]["id"]
    with connect(client, room, [data["token"][0]]) as conn:
        state = conn.state()
        action = state["views"][0]["view"]["legal"][0]
        conn.send({"type": "move", "move_number": state["move_number"], "action": action})
        conn.kind("ack")
        conn.until(lambda m: m["type"] == "state" and m["acting_seats"] == [0], timeout=60)
    return room


def test_a_dying_worker_is_retried_and_a_failing_agent_hands_over_to_a_weaker_level(sqlite_url: str) -> None:
    asked: list[str] = []

    async def flaky(key: str, urgent: bool, fn: Callable[..., Any], job: Job, **share: Any) -> str:
        asked.append(job.level)
        if job.level == "max":
            raise BrokenProcessPool("the worker died")
        if job.level in ("hard", "medium"):
            raise RuntimeError("the agent failed")
        assert urgent
        return think(job)

    with serve(sqlite_url) as client:
        hub = client.app.state.hub
        hub.scheduler.run = flaky
        room = move_against_max(client)
        live = hub_room(client, room)
        assert asked == ["max", "max", "hard", "medium", "easy"]
        number = next(i for i, (player, _) in enumerate(live.moves) if player == 1)
        rng_seed = random.Random(f"{live.row.seed}:{number}:1").getrandbits(62)
        moves = tuple(live.moves[:number])
        job = Job(live.row.game, live.row.options, live.row.seed, moves, 1, "easy", rng_seed)
        assert live.moves[number] == (1, think(job))  # the easy agent's move, never a random one


def test_when_every_level_fails_the_computer_tries_again_later_never_at_random(
    sqlite_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("fives.server.computer.RETRY_SECONDS", 0.2)
    asked: list[str] = []

    async def failing(key: str, urgent: bool, fn: Callable[..., Any], job: Job, **share: Any) -> str:
        asked.append(job.level)
        if len(asked) <= 4:
            raise RuntimeError("the agent failed")
        return think(job)

    with serve(sqlite_url) as client:
        client.app.state.hub.scheduler.run = failing
        move_against_max(client)
    assert asked == ["max", "hard", "medium", "easy", "max"]
