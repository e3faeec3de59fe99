"""Spectator churn (issue 21 item 9): one address opening and closing websockets as fast as it can
must not flood the players of the room.  Over real sockets on 127.0.0.1 (uvicorn in a thread).

- Arrivals and departures reach the players as one small ``presence`` message per room and
  `presence_interval_seconds`, never as the whole room and state: however fast the churn, a
  player receives a few small messages a second.
- An address may open `connections_per_minute` websockets a minute; more are refused
  (``too_many_connections``) before they cost the room anything.
"""

from __future__ import annotations

import contextlib
import json
import threading
import time

import httpx
import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect as ws_connect

from .reliability import loopback_only, record_figures, thread_server  # noqa: F401

pytestmark = pytest.mark.usefixtures("loopback_only")

CHURN_SECONDS = 2.0


def _room(base: str) -> tuple[str, list[str]]:
    data = httpx.post(
        f"{base}/api/rooms", json={"game": "zahlenpoker", "seats": [{"kind": "local"}] * 2}, timeout=30
    )
    body = data.json()
    return body["room"]["id"], [t["token"] for t in body["tokens"]]


def _churn(url: str, seconds: float, headers: dict[str, str] | None = None) -> tuple[int, int]:
    """Connect, say hello as a spectator and disconnect, as fast as possible: (cycles served,
    connections refused)."""
    served = refused = 0
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        with ws_connect(url, open_timeout=10, additional_headers=headers or {}) as ws:
            with contextlib.suppress(ConnectionClosed):  # a refused one is closed at once
                ws.send(json.dumps({"type": "hello", "spectate": True}))
            first = json.loads(ws.recv(timeout=10))
            if first["type"] == "error":
                assert first["code"] == "too_many_connections", first
                refused += 1
            else:
                served += 1
    return served, refused


def _listen(url: str, token: str, stop: threading.Event, got: list[tuple[str, int]]) -> None:
    with ws_connect(url, open_timeout=10, max_queue=None) as ws:
        ws.send(json.dumps({"type": "hello", "tokens": [token]}))
        while not stop.is_set():
            try:
                text = ws.recv(timeout=0.2)
            except TimeoutError:
                continue
            got.append((json.loads(text)["type"], len(text)))


def test_spectator_churn_reaches_the_players_as_a_few_small_messages(sqlite_url: str) -> None:
    # loopback is spared the connection rate (exempt_loopback): the churn runs at full speed
    with thread_server(sqlite_url, presence_interval_seconds=0.5) as server:
        room, tokens = _room(server.url)
        url = f"{server.ws_url}/ws/rooms/{room}"
        stop = threading.Event()
        got: list[tuple[str, int]] = []
        player = threading.Thread(target=_listen, args=(url, tokens[0], stop, got), daemon=True)
        player.start()
        time.sleep(1.0)
        before = len(got)
        started = time.monotonic()
        served, _ = _churn(url, CHURN_SECONDS)
        elapsed = time.monotonic() - started
        time.sleep(0.7)  # the last coalesced presence
        stop.set()
        player.join(10)
    during = got[before:]
    kinds = {kind for kind, _ in during}
    per_second = len(during) / elapsed
    bytes_per_second = sum(size for _, size in during) / elapsed
    assert served / elapsed > 20, served  # a real churn
    assert kinds == {"presence"}, kinds  # never the room or the state again
    assert per_second <= 1 / 0.5 + 1.5, per_second
    assert max(size for _, size in during) < 200
    record_figures(
        "presence_churn",
        churn_cycles_per_second=round(served / elapsed),
        player_messages_per_second=round(per_second, 1),
        player_bytes_per_second=round(bytes_per_second),
    )


def test_connections_per_address_and_minute_are_limited(sqlite_url: str) -> None:
    with thread_server(sqlite_url, connections_per_minute=30, exempt_loopback=False) as server:
        room, _tokens = _room(server.url)
        url = f"{server.ws_url}/ws/rooms/{room}"
        churner = {"X-Forwarded-For": "203.0.113.9"}
        served, refused = _churn(url, CHURN_SECONDS, churner)
        assert served == 30 and refused > 0, (served, refused)
        # another address is served meanwhile
        with ws_connect(url, open_timeout=10, additional_headers={"X-Forwarded-For": "198.51.100.9"}) as ws:
            ws.send(json.dumps({"type": "hello", "spectate": True}))
            assert json.loads(ws.recv(timeout=10))["type"] == "welcome"
    record_figures("presence_connection_rate", per_minute=30, served=served, refused=refused)
