"""Replays of a finished game against another player's round trip (issue 21, item 7).

A long finished All Fives game (4 players, a high target: about 3,800 actions) is written into a
fresh SQLite database, and a real `fives serve` is started on it (loopback).  Another room has
a player on a websocket who sends a ``ping`` every 10 ms and times the ``pong``.  First calm,
then while ``clients`` concurrent HTTP clients from one address (``X-Forwarded-For``, so the
server's per-address limits apply) ask for the public replay at random move numbers (``--same``:
always the middle one), the finished game and its ``record.json``, in turn, as fast as they are
answered.

Printed: the ping's median, 90th percentile and maximum, calm and under the replay load; the
replay requests answered per second and their median time.

    .venv/bin/python -m benchmarks.evidence.replay_load [--seconds 10] [--clients 4] [--same]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

import httpx
import websockets

import fives.games
from fives.core import State, random_step
from fives.server.config import database_url
from fives.server.launch import ServerProcess
from fives.server.store import RoomRow, SeatRow, Store

ADDRESS = "203.0.113.9"  # the replaying clients' address (documentation range)


def long_game(actions: int = 3796) -> State[Any]:
    """A finished 4-player All Fives game of about ``actions`` actions (random play)."""
    game = fives.games.load("all_fives")
    best: State[Any] | None = None
    for seed in range(40):
        state = game.new_state({"players": 4, "target": 2600}, seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            random_step(state, rng)
        if best is None or abs(state.move_number - actions) < abs(best.move_number - actions):
            best = state
        if abs(best.move_number - actions) < 150:
            break
    assert best is not None
    return best


def store_finished(url: str, state: State[Any]) -> str:
    """Write ``state`` as a finished room with four local seats; returns its id."""
    store = Store(database_url(url))
    store.migrate()
    room_id = uuid.uuid4().hex[:12]
    outcome = state.outcome()
    assert outcome is not None
    row = RoomRow(
        room_id, "all_fives", state.options.to_json(), state.seed, "finished", result=outcome.to_json()
    )
    seats = [SeatRow(p, "local", f"P{p + 1}", "joined") for p in range(state.num_players)]
    store.create_room(row, seats)
    replay = state._initial()
    entries = []
    for player, action in state.history:
        replay.push(action, player)
        entries.append((player, replay.action_to_string(action, player)))  # as `Room._record` stores it
    store.append_moves(room_id, 0, entries)
    store.dispose()
    return room_id


async def pinger(url: str, stop: asyncio.Event, rtts: list[float]) -> None:
    async with httpx.AsyncClient(base_url=url) as client:
        answer = await client.post("/api/rooms", json={"game": "abraeumen", "seats": [{"kind": "local"}]})
        data = answer.json()
    room, token = data["room"]["id"], data["tokens"][0]["token"]
    async with websockets.connect(url.replace("http", "ws") + f"/ws/rooms/{room}") as ws:
        await ws.send(json.dumps({"type": "hello", "tokens": [token]}))
        while not stop.is_set():
            sent = time.perf_counter()
            await ws.send('{"type":"ping"}')
            while json.loads(await ws.recv())["type"] != "pong":
                pass
            rtts.append((time.perf_counter() - sent) * 1000)
            await asyncio.sleep(0.01)


async def replayer(
    url: str, room: str, moves: int, stop: asyncio.Event, times: list[float], seed: int, same: bool
) -> None:
    rng = random.Random(seed)
    paths = [f"/api/finished/{room}", f"/api/finished/{room}/record.json"]
    async with httpx.AsyncClient(base_url=url, headers={"X-Forwarded-For": ADDRESS}, timeout=60) as client:
        for i in range(1_000_000):
            if stop.is_set():
                return
            move = moves // 2 if same else rng.randrange(moves + 1)
            path = f"/api/finished/{room}/replay?move={move}" if i % 3 else paths[i // 3 % 2]
            started = time.perf_counter()
            answer = await client.get(path)
            assert answer.status_code == 200, answer.text
            times.append((time.perf_counter() - started) * 1000)


def summary(values: list[float]) -> str:
    ordered = sorted(values)
    p90 = ordered[int(0.9 * (len(ordered) - 1))]
    median = statistics.median(ordered)
    return f"median {median:.1f} ms, p90 {p90:.1f} ms, max {ordered[-1]:.1f} ms ({len(ordered)})"


async def measure(
    url: str, room: str, moves: int, seconds: float, clients: int, same: bool
) -> dict[str, Any]:
    stop = asyncio.Event()
    calm: list[float] = []
    task = asyncio.create_task(pinger(url, stop, calm))
    await asyncio.sleep(3)
    loaded: list[float] = []
    times: list[float] = []
    stop.set()
    await task
    stop = asyncio.Event()
    task = asyncio.create_task(pinger(url, stop, loaded))
    await asyncio.sleep(0.5)
    loaded.clear()
    started = time.perf_counter()
    replays = [
        asyncio.create_task(replayer(url, room, moves, stop, times, seed, same)) for seed in range(clients)
    ]
    await asyncio.sleep(seconds)
    stop.set()
    await asyncio.gather(task, *replays)
    elapsed = time.perf_counter() - started
    return {
        "calm_ping": summary(calm),
        "loaded_ping": summary(loaded),
        "replay_requests": summary(times),
        "replays_per_second": round(len(times) / elapsed, 1),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument("--same", action="store_true", help="every replay at the same move (else at random)")
    args = parser.parse_args()
    state = long_game()
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{folder}/replay.sqlite3"
        room = store_finished(url, state)
        server = ServerProcess(url, log=Path(folder) / "serve.log", extra_args=("--log-level", "warning"))
        with server:
            figures = asyncio.run(
                measure(server.url, room, state.move_number, args.seconds, args.clients, args.same)
            )
    where = "the middle move" if args.same else "random moves"
    print(f"All Fives game of {state.move_number} actions; {args.clients} clients replaying at {where}")
    for key, value in figures.items():
        print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
