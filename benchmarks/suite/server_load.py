"""Server load test: a real `fives serve` on loopback, many concurrent games over websockets.

A `fives serve` subprocess is started on a free port of 127.0.0.1 with a fresh database (a
temporary SQLite file, or the PostgreSQL URL given).  For each game one room with two `local`
seats is created over HTTP; each seat is driven by its own websocket client (asyncio, the
`websockets` package), all clients in this one process.  Once every client is connected and
has its first view, all games start at once: the client whose seat must act sends a random
legal move (from its view's ``legal`` list) until the game has made ``moves`` moves (or ends).

Two ways to drive it:

- as fast as possible (``rate`` 0, the default): a client moves the moment its turn comes, so
  every game always has one move in flight.  This finds the most moves/s the server sustains,
  but its latency is fixed by that throughput (Little's law: latency = games / moves/s, e.g.
  200 games at 1,000 moves/s = 200 ms), whatever the server does;
- paced (``rate`` R moves/s in all): each game moves at most every ``games / R`` seconds (its
  first move at a random offset, so the games do not move in step); a move whose time has come
  is sent as soon as the seat may move.  This measures the latency at a given load, e.g. the
  goal's 1,000 moves/s; if the server cannot keep up, the moves/s fall below R.

Figures:

- moves/s: moves acknowledged by the server, divided by the time from the start signal until
  the last game finished (sustained over the whole run, every game concurrent);
- latency: from the moment a client sends a move until the ``state`` message with the new
  position reaches the *other* seat's websocket (both clients share one clock); p50 and p99;
- CPU: the server process's and the clients' CPU seconds per second of the run (how much of a
  core each got on a shared machine), and moves per server CPU-second.

Each simulated game uses its own client address, sent as ``X-Forwarded-For`` (uvicorn trusts it
from 127.0.0.1, as from a local reverse proxy), so the per-address limits of the server (64
websockets, 60 new rooms a minute) apply per game as they would to real players.  Everything
is bounded: a fixed number of moves per game and an overall time limit; the server is stopped
at the end in every case.
"""

from __future__ import annotations

import asyncio
import json
import random
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import websockets

from fives.server.launch import ServerProcess


class Server(ServerProcess):
    """``fives serve`` on loopback for the load test, quiet unless it fails."""

    def __init__(self, database: str, log: Path) -> None:
        super().__init__(database, log=log, extra_args=("--log-level", "warning"))


@dataclass
class Pair:
    """One game: its room, its two clients' shared bookkeeping."""

    index: int
    room: str
    tokens: list[str]
    address: str
    moves_left: int
    sent_at: float | None = None  # when the pending move was sent
    sent_number: int = -1  # the move number it was chosen at
    sent_by: int = -1
    acked: int = 0
    done: asyncio.Event = field(default_factory=asyncio.Event)
    interval: float = 0.0  # paced: seconds between this game's moves (0 = as fast as possible)
    next_at: float = 0.0  # paced: when the next move may be sent (perf_counter)


@dataclass
class LoadResult:
    database: str
    games: int
    moves_per_game: int
    moves: int
    seconds: float
    moves_per_second: float
    p50_ms: float
    p99_ms: float
    max_ms: float
    latencies: int
    errors: int
    unfinished: int
    game: str
    rate: float  # the offered moves/s when paced, 0 = as fast as possible
    server_cpu_share: float  # server CPU seconds per second of the run (1.0 = one whole core)
    client_cpu_share: float  # the same for this process (the clients)
    moves_per_server_cpu_second: float


async def _client(
    pair: Pair,
    seat: int,
    ws_url: str,
    start: asyncio.Event,
    ready: list[int],
    latencies: list[float],
    errors: list[str],
    rng: random.Random,
) -> None:
    headers = {"X-Forwarded-For": pair.address}
    async with websockets.connect(
        ws_url, additional_headers=headers, open_timeout=30, close_timeout=2, max_queue=None
    ) as ws:
        await ws.send(json.dumps({"type": "hello", "tokens": [pair.tokens[seat]]}))
        view: dict[str, Any] | None = None
        number = -1
        acting = False
        while view is None:
            message = json.loads(await ws.recv())
            if message["type"] == "state":
                view = message["views"][0]["view"]
                number = message["move_number"]
                acting = seat in message["acting_seats"] and message["status"] == "playing"
        ready[0] += 1
        await start.wait()

        async def maybe_move() -> None:
            if not acting or pair.moves_left <= 0 or pair.sent_at is not None or view is None:
                return
            legal = view.get("legal") or []
            if not legal:
                return
            pair.moves_left -= 1
            pair.sent_by = seat
            pair.sent_number = number
            pair.sent_at = time.perf_counter()  # (pending: the other client does not finish meanwhile)
            if pair.interval > 0:
                wait = pair.next_at - pair.sent_at
                if wait > 0:
                    await asyncio.sleep(wait)
                    pair.sent_at = time.perf_counter()
            if pair.interval > 0:  # no catching up in bursts after a late move
                pair.next_at = max(pair.next_at + pair.interval, pair.sent_at)
            await ws.send(json.dumps({"type": "move", "move_number": number, "action": rng.choice(legal)}))

        await maybe_move()
        while not pair.done.is_set():
            try:
                raw = await asyncio.wait_for(ws.recv(), timeout=0.5)
            except TimeoutError:
                continue
            message = json.loads(raw)
            kind = message["type"]
            if kind == "ack":
                pair.acked += 1
            elif kind == "error":
                errors.append(f"{message.get('code')}: {message.get('reason')}")
                pair.sent_at = None  # the move was refused: try another (moves_left bounds the tries)
                await maybe_move()
            elif kind == "state":
                number = message["move_number"]
                view = message["views"][0]["view"]
                playing = message["status"] == "playing"
                acting = seat in message["acting_seats"] and playing
                if pair.sent_at is not None and number > pair.sent_number and seat != pair.sent_by:
                    latencies.append(time.perf_counter() - pair.sent_at)
                    pair.sent_at = None
                if not playing or (pair.moves_left <= 0 and pair.sent_at is None):
                    pair.done.set()
                    break
                await maybe_move()


async def _create(client: httpx.AsyncClient, game: str, index: int, moves: int) -> Pair:
    address = f"10.{(index >> 16) & 255}.{(index >> 8) & 255}.{index & 255}"
    response = await client.post(
        "/api/rooms", json={"game": game}, headers={"X-Forwarded-For": address}, timeout=60
    )
    response.raise_for_status()
    body = response.json()
    tokens = [t["token"] for t in sorted(body["tokens"], key=lambda t: t["seat"])]
    return Pair(index, body["room"]["id"], tokens, address, moves)


async def drive(
    url: str,
    game: str,
    games: int,
    moves: int,
    limit: float,
    seed: int,
    server_cpu: Callable[[], float],
    rate: float = 0.0,
) -> dict[str, Any]:
    """Create ``games`` rooms, connect two clients each, play; bounded by ``limit`` seconds;
    ``rate`` > 0 paces the games to that many moves/s in all."""
    latencies: list[float] = []
    errors: list[str] = []
    ready = [0]
    start = asyncio.Event()
    async with httpx.AsyncClient(base_url=url) as client:
        pairs = []
        for first in range(0, games, 20):  # rooms in small batches, not one burst of hundreds
            batch = range(first, min(games, first + 20))
            pairs += await asyncio.gather(*(_create(client, game, i, moves) for i in batch))
    ws_base = url.replace("http://", "ws://")
    tasks = [
        asyncio.create_task(
            _client(
                pair,
                seat,
                f"{ws_base}/ws/rooms/{pair.room}",
                start,
                ready,
                latencies,
                errors,
                random.Random(seed * 1_000_003 + pair.index * 2 + seat),
            )
        )
        for pair in pairs
        for seat in (0, 1)
    ]
    connect_deadline = time.monotonic() + min(limit, 60)
    while ready[0] < len(tasks) and time.monotonic() < connect_deadline:
        failed = [t for t in tasks if t.done() and t.exception() is not None]
        if failed:
            break
        await asyncio.sleep(0.05)
    cpu_server, cpu_client = server_cpu(), time.process_time()
    began = time.perf_counter()
    if rate > 0:
        offsets = random.Random(seed)
        for pair in pairs:
            pair.interval = games / rate
            pair.next_at = began + offsets.uniform(0, pair.interval)
    start.set()
    done, pending = await asyncio.wait(tasks, timeout=limit)
    elapsed = time.perf_counter() - began
    cpu_server, cpu_client = server_cpu() - cpu_server, time.process_time() - cpu_client
    for task in pending:
        task.cancel()
    await asyncio.gather(*pending, return_exceptions=True)
    for task in done:
        if not task.cancelled() and task.exception() is not None:
            errors.append(f"client failed: {task.exception()!r}")
    return {
        "moves": sum(p.acked for p in pairs),
        "seconds": elapsed,
        "latencies": latencies,
        "errors": errors,
        "unfinished": sum(1 for p in pairs if not p.done.is_set()),
        "connected": ready[0],
        "server_cpu": cpu_server,
        "client_cpu": cpu_client,
    }


def load_result(
    out: dict[str, Any], database: str, games: int, moves: int, game: str, rate: float
) -> LoadResult:
    """The figures of one `drive` run."""
    lat = out["latencies"]
    seconds = out["seconds"]
    return LoadResult(
        database=database,
        games=games,
        moves_per_game=moves,
        moves=out["moves"],
        seconds=seconds,
        moves_per_second=out["moves"] / seconds if seconds > 0 else 0.0,
        p50_ms=1000 * percentile(lat, 0.50),
        p99_ms=1000 * percentile(lat, 0.99),
        max_ms=1000 * max(lat) if lat else float("nan"),
        latencies=len(lat),
        errors=len(out["errors"]),
        unfinished=out["unfinished"],
        game=game,
        rate=rate,
        server_cpu_share=out["server_cpu"] / seconds if seconds > 0 else 0.0,
        client_cpu_share=out["client_cpu"] / seconds if seconds > 0 else 0.0,
        moves_per_server_cpu_second=out["moves"] / out["server_cpu"] if out["server_cpu"] > 0 else 0.0,
    )


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def run_load(
    database: str | None,
    *,
    games: int = 200,
    moves: int = 60,
    limit: float = 120.0,
    game: str = "make5",
    seed: int = 1,
    log: Path | None = None,
    rate: float = 0.0,
) -> LoadResult:
    """One load test against a fresh server; ``database`` None = a temporary SQLite file;
    ``rate`` > 0: paced to that many moves/s in all (see the module's text)."""
    with tempfile.TemporaryDirectory(prefix="fives-bench-") as tmp:
        url = database or f"sqlite:///{tmp}/bench.sqlite3"
        server = Server(url, log or Path(tmp) / "serve.log")
        server.start()
        try:
            out = asyncio.run(drive(server.url, game, games, moves, limit, seed, server.cpu_seconds, rate))
        finally:
            server.stop()
    kind = "postgresql" if url.startswith("postgresql") else "sqlite"
    return load_result(out, kind, games, moves, game, rate)


@dataclass
class ProxiedResult:
    """One run through the proxy: the load figures and each server process's CPU share."""

    processes: int
    load: LoadResult
    process_cpu_shares: list[float]


def run_proxied(
    database: str,
    processes: int,
    haproxy: str,
    *,
    games: int = 200,
    moves: int = 60,
    limit: float = 120.0,
    game: str = "make5",
    seed: int = 1,
    rate: float = 0.0,
) -> ProxiedResult:
    """The load test through HAProxy (`deploy/haproxy.cfg`) in front of ``processes`` `fives
    serve` processes on one PostgreSQL ``database`` (a fresh schema is the caller's business);
    the configuration's unused server lines point at a closed port (down for the proxy)."""
    from fives.server.launch import ProxyProcess, free_port

    with tempfile.TemporaryDirectory(prefix="fives-bench-") as tmp:
        servers = [Server(database, Path(tmp) / f"serve{i + 1}.log") for i in range(processes)]
        try:
            for server in servers:
                server.start()
            backends = [f"127.0.0.1:{s.port}" for s in servers]
            backends += [f"127.0.0.1:{free_port()}" for _ in range(3 - processes)]
            with ProxyProcess(haproxy, backends, Path(tmp) / "haproxy.log") as proxy:
                time.sleep(3)  # the health checks take the unused server lines out (2 s)
                snapshots: list[list[float]] = []

                def cpu() -> float:
                    snapshots.append([s.cpu_seconds() for s in servers])
                    return sum(snapshots[-1])

                out = asyncio.run(drive(proxy.url, game, games, moves, limit, seed, cpu, rate))
        finally:
            for server in servers:
                server.stop()
    result = load_result(out, "postgresql", games, moves, game, rate)
    seconds = out["seconds"]
    first, last = snapshots[0], snapshots[-1]
    shares = [(b - a) / seconds if seconds > 0 else 0.0 for a, b in zip(first, last, strict=True)]
    return ProxiedResult(processes, result, shares)
