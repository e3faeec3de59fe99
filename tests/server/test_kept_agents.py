"""Agents live as long as their seat (issue 23, part 3): a worker keeps one agent per (room,
computer seat) and feeds it only the moves since its last turn; the scheduler sends a room's jobs
to the worker that keeps its agents when that worker is free, and elsewhere (built again) when not."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import fives.games
from fives.ai.levels import make_agent
from fives.core import CHANCE
from fives.server import ai_worker
from fives.server.ai_sched import Scheduler
from fives.server.ai_worker import Job, think

from .conftest import connect, create, serve
from .test_ai_scheduler import FakePool


def game_moves(game_id: str, seed: int, length: int) -> list[tuple[int, str]]:
    """``length`` random actions of a game (chance's included), in notation."""
    state = fives.games.load(game_id).new_state(None, seed)
    rng = random.Random(seed)
    moves: list[tuple[int, str]] = []
    while len(moves) < length and not state.is_terminal():
        if state.current_player() == CHANCE:
            action, player = state.sample_chance(), CHANCE
        else:
            player = state.acting_players()[0]
            action = rng.choice(state.legal_actions(player))
        moves.append((player, state.action_to_string(action, player)))
        state.push(action, player)
    return moves


def acting(game_id: str, seed: int, moves: list[tuple[int, str]]) -> int | None:
    state = fives.games.load(game_id).new_state(None, seed)
    for player, text in moves:
        state.push(state.parse_action(text, player), player)
    if state.is_terminal() or state.current_player() == CHANCE:
        return None
    return state.acting_players()[0]


class Recorder:
    """An agent that counts what it is shown and plays the first legal move."""

    name = "recorder"
    built = 0

    def __init__(self) -> None:
        Recorder.built += 1
        self.views: list[dict[str, Any]] = []

    def observe(self, view: dict[str, Any]) -> None:
        self.views.append(view)

    def choose(self, observation: Any, player: int, rng: random.Random) -> Any:
        return observation.legal_actions(player)[0]


@pytest.fixture
def recorder(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    Recorder.built = 0
    monkeypatch.setattr(ai_worker, "make_agent", lambda level, game, players: Recorder())
    ai_worker.forget("room")
    yield
    ai_worker.forget("room")


def job(moves: list[tuple[int, str]], seat: int, level: str = "easy", room: str = "room") -> Job:
    return Job("fuenf_gewinnt", {}, 3, tuple(moves), seat, level, 7, room)


def test_a_seat_keeps_its_agent_and_sees_only_the_moves_since_its_last_turn(recorder: None) -> None:
    moves = game_moves("fuenf_gewinnt", 3, 12)
    seat = acting("fuenf_gewinnt", 3, moves[:4])
    assert seat is not None and acting("fuenf_gewinnt", 3, moves[:6]) == seat
    think(job(moves[:4], seat))
    kept = ai_worker.kept_agent("room", seat)
    assert kept is not None and isinstance(kept.agent, Recorder)
    assert len(kept.agent.views) == 4
    think(job(moves[:6], seat))
    assert ai_worker.kept_agent("room", seat) is kept and Recorder.built == 1
    assert len(kept.agent.views) == 6  # two more moves observed, not six again
    assert kept.moves == moves[:6] and kept.state.move_number == 6


def test_the_agent_is_built_again_when_the_game_or_level_changed_under_it(recorder: None) -> None:
    moves = game_moves("fuenf_gewinnt", 3, 12)
    seat = acting("fuenf_gewinnt", 3, moves[:6])
    assert seat is not None
    think(job(moves[:6], seat))
    think(job(moves[:4], seat))  # two moves were taken back
    assert Recorder.built == 2
    think(job(moves[:6], seat, level="medium"))  # the seat's level changed
    assert Recorder.built == 3
    think(job(moves[:6], seat, room=""))  # a job of no room keeps nothing
    assert Recorder.built == 4 and ai_worker.kept_agent("", seat) is None


def test_a_failing_agent_is_not_kept(recorder: None, monkeypatch: pytest.MonkeyPatch) -> None:
    moves = game_moves("fuenf_gewinnt", 3, 4)
    seat = acting("fuenf_gewinnt", 3, moves)
    assert seat is not None

    def broken(self: Recorder, observation: Any, player: int, rng: random.Random) -> Any:
        raise RuntimeError("the agent failed")

    monkeypatch.setattr(Recorder, "choose", broken)
    with pytest.raises(RuntimeError):
        think(job(moves, seat))
    assert ai_worker.kept_agent("room", seat) is None


@settings(max_examples=25, deadline=None)
@given(st.lists(st.integers(0, 30), min_size=1, max_size=6), st.integers(0, 3))
def test_a_kept_memoryless_agent_plays_as_one_built_for_the_move(lengths: list[int], seed: int) -> None:
    """Jobs of one seat at any moves (forward, taken back): the kept `easy` agent's move is the
    move a new agent chooses, and its state is the game's."""
    moves = game_moves("fuenf_gewinnt", seed, 30)
    game = fives.games.load("fuenf_gewinnt")
    ai_worker.forget("prop")
    for length in lengths:
        seat = acting("fuenf_gewinnt", seed, moves[:length])
        if seat is None:
            continue
        kept_job = Job("fuenf_gewinnt", {}, seed, tuple(moves[:length]), seat, "easy", length, "prop")
        fresh = Job("fuenf_gewinnt", {}, seed, tuple(moves[:length]), seat, "easy", length)
        assert think(kept_job) == think(fresh)
        kept = ai_worker.kept_agent("prop", seat)
        assert kept is not None and kept.moves == moves[:length]
        assert kept.state.move_number == length
        assert make_agent("easy", game, 2).name == kept.agent.name
    ai_worker.forget("prop")


def test_a_room_s_jobs_go_to_the_worker_that_keeps_its_agents_when_it_is_free() -> None:
    async def scenario() -> None:
        pools: list[FakePool] = []

        def make(workers: int) -> FakePool:
            assert workers == 1  # a pool of one process per worker
            pools.append(FakePool())
            return pools[-1]

        scheduler = Scheduler(3, make)

        def run(key: str, name: str) -> asyncio.Task[Any]:
            return asyncio.ensure_future(scheduler.run(key, True, lambda x: x, name))

        async def settle() -> None:
            for _ in range(3):
                await asyncio.sleep(0)

        a1, b1 = run("A", "A1"), run("B", "B1")
        await settle()
        assert [p.running() for p in pools] == [["A1"], ["B1"]]
        pools[0].finish("A1")
        pools[1].finish("B1")
        await a1, await b1
        b2 = run("B", "B2")  # worker 0 is free too, but worker 1 keeps B's agents
        await settle()
        assert pools[1].running() == ["B2"] and not pools[0].running()
        a2 = run("A", "A2")
        await settle()
        assert pools[0].running() == ["A2"]
        c1 = run("C", "C1")
        await settle()
        a3 = run("A", "A3")  # worker 0 is busy: A's agents are built again on the free one
        await settle()
        assert len(pools) == 3 and pools[2].running() == ["C1"]
        assert not a3.done() and len(scheduler.queue) == 1  # no worker free at all: it waits
        pools[1].finish("B2")
        await settle()
        assert pools[1].running() == ["A3"]
        assert scheduler.holders["A"] == 1  # worker 1 keeps A's agents from now on
        for pool, name in ((pools[0], "A2"), (pools[2], "C1"), (pools[1], "A3")):
            pool.finish(name)
        await asyncio.gather(b2, a2, c1, a3)
        kept = [(g.key, g.slot, g.kept) for g in scheduler.granted]
        assert kept == [
            ("A", 0, False),
            ("B", 1, False),
            ("B", 1, True),
            ("A", 0, True),
            ("C", 2, False),
            ("A", 1, False),
        ]
        assert scheduler.running == 0

    asyncio.run(scenario())


def test_in_real_play_the_computer_seat_keeps_its_agent_in_its_worker(db_url: str) -> None:
    """A person against the computer, two workers: every computer move after the first goes to
    the worker that keeps the seat's agent, which is built once and then only fed the new moves."""
    with serve(db_url, ai_workers=2) as client:
        hub = client.app.state.hub
        data = create(
            client,
            "fuenf_gewinnt",
            [{"kind": "local"}, {"kind": "ai", "level": "easy"}],
            options={"first": "1"},
        )
        room, token = data["room"]["id"], data["token"][0]
        with connect(client, room, [token]) as conn:
            state = conn.state()
            for _turn in range(4):
                action = state["views"][0]["view"]["legal"][0]
                conn.send({"type": "move", "move_number": state["move_number"], "action": action})
                conn.kind("ack")
                state = conn.until(
                    lambda m, n=state["move_number"]: m["type"] == "state" and m["move_number"] >= n + 2,
                    timeout=60,
                )
        grants = [g for g in hub.scheduler.granted if g.key == room]
        assert len(grants) == 4
        assert len({g.slot for g in grants}) == 1 and [g.kept for g in grants] == [False, True, True, True]
        kept, built = client.portal.call(hub.scheduler.run, room, True, ai_worker.stats)
        assert (kept, built) == (3, 1)


def test_the_lifecycle_benchmark_plays_kept_against_rebuilt(capsys: pytest.CaptureFixture[str]) -> None:
    """`benchmarks/evidence/agent_lifecycle.py` (the figures in docs/ai.md) at a tiny size."""
    from benchmarks.evidence import agent_lifecycle

    agent_lifecycle.main(["fuenf_gewinnt", "--games", "2", "--level", "easy"])
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 4 and "kept against rebuilt" in lines[0]
    assert "seed 1 kept seat 0" in lines[1] and "seed 1 kept seat 1" in lines[2]  # one seed, both seats
    assert "'games': 2" in lines[3] and "kept_cpu_per_move" in lines[3]
    assert "'seeds_better_equal_worse'" in lines[3] and "'kept_by_seat'" in lines[3]
    agent_lifecycle.main(["fuenf_gewinnt", "--games", "2", "--level", "hard", "--seconds", "0.01"])
    assert "both fg:seconds=0.01" in capsys.readouterr().out  # the level at a think time of its own


def test_a_finished_room_s_agents_are_dropped_by_the_worker_that_keeps_them() -> None:
    async def scenario() -> None:
        pools: list[FakePool] = []

        def make(workers: int) -> FakePool:
            pools.append(FakePool())
            return pools[-1]

        scheduler = Scheduler(2, make)
        first = asyncio.ensure_future(scheduler.run("A", True, lambda x: x, "A1"))
        other = asyncio.ensure_future(scheduler.run("B", True, lambda x: x, "B1"))
        await asyncio.sleep(0)
        pools[0].finish("A1")
        await first
        scheduler.drop("A", ai_worker.forget, "forget A")
        assert pools[0].running() == ["forget A"] and pools[1].running() == ["B1"]
        assert "A" not in scheduler.holders and scheduler.running == 1  # it takes no turn
        scheduler.drop("A", ai_worker.forget, "again")  # nobody keeps A any more: nothing
        assert len(pools[0].jobs) == 2
        pools[1].finish("B1")
        await other

    asyncio.run(scenario())
