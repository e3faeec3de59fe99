"""Limits: bounded connections and memory per client, and a flood of messages from one client
slows only that client.  Over real sockets on 127.0.0.1; loop counts and times are bounded.

- An address may hold at most `max_connections_per_client` websockets; one more is answered
  ``too_many_connections`` and closed (1008) with the reason; closing one makes room again.
- An address may have at most `max_open_requests_per_client` HTTP requests open at once; one
  more is answered 429 ``too_many_open_requests``; the others, and other addresses, are served.
- A client that sends without reading is cut off once `max_queued_messages` answers wait for it
  ("too slow"): the server never queues more for it, and its memory stays flat.
- A client flooding messages is read at `messages_per_second` (a token bucket per connection;
  TCP pushes back on it), while another client's round trips stay fast.
"""

from __future__ import annotations

import asyncio
import json
import statistics
import threading
import time
from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import httpx
import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect as ws_connect

from fives.server.limits import ConnectionCount, HttpPace, OpenRequests, RateLimit
from fives.server.room import Outbox

from .conftest import connect, create, serve
from .procs import Server
from .reliability import db_kind, loopback_only, record_figures, thread_server  # noqa: F401

pytestmark = pytest.mark.usefixtures("loopback_only")


def _room(base: str, game: str = "make5", seats: int = 2) -> tuple[str, list[str]]:
    data = httpx.post(
        f"{base}/api/rooms", json={"game": game, "seats": [{"kind": "local"}] * seats}, timeout=30
    )
    body = data.json()
    return body["room"]["id"], [t["token"] for t in body["tokens"]]


def _ping(ws: Any) -> float:
    started = time.perf_counter()
    ws.send('{"type": "ping"}')
    while json.loads(ws.recv(timeout=30))["type"] != "pong":
        pass
    return time.perf_counter() - started


def test_connections_per_address_are_capped(sqlite_url: str) -> None:
    with thread_server(sqlite_url, max_connections_per_client=6, exempt_loopback=False) as server:
        room, _tokens = _room(server.url)
        url = f"{server.ws_url}/ws/rooms/{room}"
        with ExitStack() as stack:
            # max_queue=None: these clients do not read the room's news; a bounded client buffer
            # would keep them from seeing the server's answer to their close
            opened = [stack.enter_context(ws_connect(url, open_timeout=10, max_queue=None)) for _ in range(6)]
            for ws in opened:
                ws.send(json.dumps({"type": "hello", "spectate": True}))
                _ping(ws)
            with ws_connect(url, open_timeout=10) as extra:
                error = json.loads(extra.recv(timeout=10))
                assert error["code"] == "too_many_connections" and "at most 6" in error["reason"]
                with pytest.raises(ConnectionClosed) as closed:
                    extra.recv(timeout=10)
                assert closed.value.rcvd is not None and closed.value.rcvd.code == 1008
            for ws in opened:  # the six are still served
                assert _ping(ws) < 10
            # another address (a local proxy's X-Forwarded-For) is not affected
            with ws_connect(
                url, open_timeout=10, additional_headers={"X-Forwarded-For": "198.51.100.7"}
            ) as b:
                b.send(json.dumps({"type": "hello", "spectate": True}))
                assert _ping(b) < 10
                assert server.app.state.hub.connections.open == {"127.0.0.1": 6, "198.51.100.7": 1}
            opened.pop().close()
            time.sleep(0.2)
            with ws_connect(url, open_timeout=10) as again:  # room again
                again.send(json.dumps({"type": "hello", "spectate": True}))
                assert _ping(again) < 10
        for _ in range(100):  # all counted out again
            if not server.app.state.hub.connections.open:
                break
            time.sleep(0.05)
        assert server.app.state.hub.connections.open == {}
    record_figures("limits_connections", per_address=6, refused=1)


ROOM = {"game": "make5", "seats": [{"kind": "local"}, {"kind": "local"}]}


def _middleware(app: Any, kind: type) -> Any:
    """The instance of middleware ``kind`` in a started app's stack."""
    layer = app.middleware_stack
    while layer is not None and not isinstance(layer, kind):
        layer = getattr(layer, "app", None)
    assert layer is not None, kind
    return layer


def test_open_http_requests_per_address_are_capped(sqlite_url: str) -> None:
    """Four requests of one address are held open (their bodies arrive slowly): a fifth is
    answered 429 at once, saying which limit; the four are answered in full once their bodies
    arrive, and another address is served meanwhile."""
    a, b = {"X-Forwarded-For": "203.0.113.20"}, {"X-Forwarded-For": "198.51.100.20"}
    release = threading.Event()

    def slow_body() -> Iterator[bytes]:
        text = json.dumps(ROOM).encode()
        yield text[:10]
        release.wait(60)
        yield text[10:]

    with thread_server(sqlite_url, max_open_requests_per_client=4) as server:
        answers: list[httpx.Response] = []

        def hold() -> None:
            with httpx.Client(base_url=server.url, timeout=60, headers=a) as h:
                answers.append(
                    h.post("/api/rooms", content=slow_body(), headers={"content-type": "application/json"})
                )

        httpx.get(f"{server.url}/api/games", timeout=30)  # the app builds its middleware stack
        counter = _middleware(server.app, OpenRequests)
        threads = [threading.Thread(target=hold, daemon=True) for _ in range(4)]
        for t in threads:
            t.start()
        for _ in range(600):
            if counter.open.get("203.0.113.20") == 4:
                break
            time.sleep(0.05)
        assert counter.open == {"203.0.113.20": 4}
        with httpx.Client(base_url=server.url, timeout=30) as h:
            refused = h.get("/api/lobby", headers=a)
            assert refused.status_code == 429
            assert refused.json() == {
                "error": "too_many_open_requests",
                "detail": "at most 4 HTTP requests open at once per address; wait for an answer first",
            }
            assert "content-security-policy" in refused.headers  # refusals carry the headers too
            assert h.post("/api/rooms", json={"game": "nope"}, headers=a).status_code == 429
            # another address is served meanwhile, and so is loopback (exempt, as the operator's)
            assert h.get("/api/lobby", headers=b).status_code == 200
            assert h.post("/api/rooms", json=ROOM, headers=b).status_code == 201
            assert h.get("/api/lobby").status_code == 200
            assert counter.open == {"203.0.113.20": 4}
            release.set()
            for t in threads:
                t.join(timeout=60)
            assert [r.status_code for r in answers] == [201] * 4  # the held requests were served
            for _ in range(200):  # counted out (just after each answer was sent)
                if not counter.open:
                    break
                time.sleep(0.05)
            assert counter.open == {}
            assert h.get("/api/lobby", headers=a).status_code == 200  # room again
    record_figures("limits_open_requests", per_address=4, held=4, refused=2)


def test_the_tables_kept_per_address_stay_bounded() -> None:
    """What the limits remember per client address is bounded however many addresses come: the
    pace buckets and the new-room counts keep the most recent `clients`, the open-request and
    websocket counters only addresses with something open."""

    async def app(scope: Any, receive: Any, send: Any) -> None:
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b""})

    async def send(message: Any) -> None:
        pass

    pace = HttpPace(app, rate=100, burst=10, clients=50)
    opened = OpenRequests(pace, limit=2)
    rooms = RateLimit(5, 60.0, "too_many_rooms", "new rooms", clients=50)
    sockets = ConnectionCount(3)

    async def run() -> None:
        for n in range(500):
            address = f"203.0.{n // 250}.{n % 250}"
            await opened({"type": "http", "client": (address, 1)}, None, send)
            rooms.hit(address)
            sockets.enter(address)
            sockets.leave(address)

    asyncio.run(run())
    assert len(pace._buckets) == 50 and len(rooms._events) == 50
    assert "203.0.1.249" in pace._buckets and "203.0.0.0" not in pace._buckets  # the most recent
    assert opened.open == {} and sockets.open == {}


def _rss(pid: int) -> int:
    """Resident memory of a process in KiB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


@pytest.mark.slow
def test_a_flood_of_messages_slows_only_the_flooder(sqlite_url: str, tmp_path: Any) -> None:
    with Server(sqlite_url, log=tmp_path / "serve.log") as server:
        assert server.proc is not None
        room, tokens = _room(server.url)
        quiet_room, quiet_tokens = _room(server.url, "zahlenpoker", 3)
        url = f"ws://127.0.0.1:{server.port}/ws/rooms"
        with (
            ws_connect(f"{url}/{quiet_room}", open_timeout=10) as quiet,
            ws_connect(f"{url}/{room}", open_timeout=10) as neighbour,
        ):
            quiet.send(json.dumps({"type": "hello", "tokens": [quiet_tokens[0]]}))
            neighbour.send(json.dumps({"type": "hello", "tokens": [tokens[1]]}))
            for _ in range(5):
                _ping(quiet)
                _ping(neighbour)
            baseline = [_ping(quiet) for _ in range(30)]
            rss_before = _rss(server.proc.pid)

            # the flooder: moves out of turn, malformed messages and pings, as fast as it can,
            # reading its answers in another thread so that it is not cut off for being slow
            sent = 700
            answered = [0]
            flood_seconds = [0.0]

            def flood() -> None:
                with ws_connect(f"{url}/{room}", open_timeout=10) as ws:
                    ws.send(json.dumps({"type": "hello", "tokens": [tokens[0]]}))

                    def reader() -> None:
                        try:
                            while answered[0] < sent:
                                if json.loads(ws.recv(timeout=60))["type"] in ("error", "pong"):
                                    answered[0] += 1
                        except (ConnectionClosed, TimeoutError):
                            pass

                    thread = threading.Thread(target=reader, daemon=True)
                    thread.start()
                    started = time.perf_counter()
                    bad = ['{"type": "move", "move_number": 0, "action": "zz"}', "{oops", '{"type": "ping"}']
                    for n in range(sent):
                        ws.send(bad[n % 3])
                    thread.join(timeout=120)
                    flood_seconds[0] = time.perf_counter() - started

            flooder = threading.Thread(target=flood, daemon=True)
            flooder.start()
            time.sleep(0.5)
            during: list[float] = []
            neighbour_during: list[float] = []
            for _ in range(30):
                if not flooder.is_alive():
                    break
                during.append(_ping(quiet))
                neighbour_during.append(_ping(neighbour))
                time.sleep(0.05)
            flooder.join(timeout=120)
            rss_after = _rss(server.proc.pid)

            assert _ping(quiet) < 5
            rss_end = _rss(server.proc.pid)

    assert answered[0] == sent, "every flooded message was answered (slowly)"
    rate = sent / flood_seconds[0]
    base, under = statistics.median(baseline), statistics.median(during)
    # the flooder was slowed to the server's pace: ~100 messages a second after a burst of 200
    assert rate < 100 * 1.5 + 200 / flood_seconds[0], rate
    assert flood_seconds[0] >= (sent - 200) / 100 * 0.8
    # the others were not: round trips stay within a small multiple of the calm ones
    assert len(during) >= 10
    assert under < max(0.2, 5 * base), (base, under)
    assert statistics.median(neighbour_during) < max(0.2, 5 * base)
    assert rss_after - rss_before < 50_000 and rss_end - rss_before < 80_000, (rss_before, rss_after, rss_end)
    record_figures(
        "limits_flood",
        flood_messages=sent,
        flood_seconds=round(flood_seconds[0], 2),
        flooder_rate_per_second=round(rate, 1),
        other_client_ping_ms_calm_median=round(base * 1000, 2),
        other_client_ping_ms_flood_median=round(under * 1000, 2),
        other_client_ping_ms_flood_max=round(max(during) * 1000, 2),
        same_room_ping_ms_flood_median=round(statistics.median(neighbour_during) * 1000, 2),
        server_rss_growth_kib=rss_end - rss_before,
    )


def test_a_client_that_does_not_read_is_cut_off_with_bounded_memory(
    sqlite_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each message asks for an answer of about 8 KB; the client never reads.  Once the socket's
    buffers are full, `max_queued_messages` answers wait, then the server gives up on it."""
    most = [0]
    send = Outbox.send

    def counted(self: Outbox, message: dict[str, Any]) -> None:
        send(self, message)
        most[0] = max(most[0], self.queue.qsize())

    monkeypatch.setattr(Outbox, "send", counted)
    with thread_server(
        sqlite_url, max_queued_messages=32, messages_per_second=2000, message_burst=2000
    ) as server:
        room, tokens = _room(server.url)
        hub = server.app.state.hub
        live = hub.rooms[room]
        with ws_connect(f"{server.ws_url}/ws/rooms/{room}", open_timeout=10, max_queue=1) as mute:
            mute.send(json.dumps({"type": "hello", "tokens": [tokens[1]]}))
            for _ in range(200):
                if live.outboxes:
                    break
                time.sleep(0.05)
            assert len(live.outboxes) == 1
            cut, started, sent = False, time.perf_counter(), 0
            try:
                while time.perf_counter() - started < 30 and sent < 5000:
                    mute.send(json.dumps({"type": "x" * 8000}))
                    sent += 1
                    if not live.outboxes:
                        cut = True
                        break
            except (ConnectionClosed, OSError):
                cut = True
        assert cut, f"the server kept the client after {sent} unread answers"
        biggest = most[0]
        assert 16 <= biggest <= 32  # the queue filled up to its limit, never beyond
        with ws_connect(f"{server.ws_url}/ws/rooms/{room}", open_timeout=10) as other:
            other.send(json.dumps({"type": "hello", "tokens": [tokens[0]]}))
            assert _ping(other) < 5  # the server goes on
    record_figures("limits_non_reader", messages_sent_before_cut=sent, most_queued=biggest, queue_limit=32)


def test_room_creation_is_rate_limited_per_address(sqlite_url: str) -> None:
    with serve(sqlite_url, rooms_per_minute=5) as client:
        body = {"game": "make5", "seats": [{"kind": "local"}, {"kind": "local"}]}
        answers = [client.post("/api/rooms", json=body) for _ in range(7)]
        assert [a.status_code for a in answers] == [201] * 5 + [429] * 2
        refused = answers[-1].json()
        assert refused["error"] == "too_many_rooms" and "at most 5 new rooms" in refused["detail"]
        assert client.get("/api/lobby").status_code == 200  # everything else goes on
    record_figures("limits_rooms", per_minute=5, refused=2)


def test_idle_rooms_leave_memory_and_come_back_from_the_database(db_url: str) -> None:
    """At most `max_live_rooms` rooms stay in memory: the least recently used idle ones are
    dropped (a room with a connection stays), and rebuilt unchanged on their next use."""
    with serve(db_url, max_live_rooms=4, test_seed=2) as client:
        hub = client.app.state.hub
        body = {"game": "make5", "seats": [{"kind": "local"}, {"kind": "local"}]}
        first = create(client, "make5", body["seats"])
        room, token = first["room"]["id"], first["token"]
        seat = hub.rooms[room].state.acting_players()[0]
        view = client.get(f"/api/rooms/{room}/me", headers={"X-Seat-Token": token[seat]}).json()["view"]
        moved = client.post(
            f"/api/rooms/{room}/moves",
            json={"move_number": view["move_number"], "action": view["legal"][0]},
            headers={"X-Seat-Token": token[seat]},
        )
        assert moved.status_code == 200
        views = {s: hub.rooms[room].state.view(s) for s in (0, 1, None)}
        number = hub.rooms[room].state.move_number
        assert number > view["move_number"]
        kept = create(client, "make5", body["seats"])
        with connect(client, kept["room"]["id"], [kept["token"][0]]) as conn:
            conn.state()
            for _ in range(10):
                create(client, "make5", body["seats"])
                assert len(hub.rooms) <= 4
            assert kept["room"]["id"] in hub.rooms  # connected: never dropped
            assert room not in hub.rooms
            info = client.get(f"/api/rooms/{room}").json()  # rebuilt from the database
            assert info["move_number"] == number
            assert {s: hub.rooms[room].state.view(s) for s in (0, 1, None)} == views
    record_figures(f"limits_live_rooms_{db_kind(db_url)}", max_live_rooms=4, rooms_created=12)


def test_an_http_flood_slows_only_that_client(sqlite_url: str) -> None:
    """One address floods the API (several connections at once); it is served at its pace, while
    another address (told apart by a local proxy's X-Forwarded-For) is answered at once."""
    flood = 120
    with thread_server(sqlite_url, requests_per_second=40, request_burst=20) as server:
        calm = [0.0]
        done = [0]

        def flooder() -> None:
            with httpx.Client(
                base_url=server.url, timeout=60, headers={"X-Forwarded-For": "203.0.113.9"}
            ) as h:
                for _ in range(flood // 4):
                    assert h.get("/api/lobby").status_code == 200
                    done[0] += 1

        threads = [threading.Thread(target=flooder, daemon=True) for _ in range(4)]
        started = time.perf_counter()
        for t in threads:
            t.start()
        time.sleep(0.3)
        latencies = []
        with httpx.Client(base_url=server.url, timeout=60, headers={"X-Forwarded-For": "198.51.100.4"}) as h:
            for _ in range(20):
                t0 = time.perf_counter()
                assert h.get("/api/lobby").status_code == 200
                latencies.append(time.perf_counter() - t0)
                time.sleep(0.02)
        calm[0] = statistics.median(latencies)
        for t in threads:
            t.join(timeout=60)
        seconds = time.perf_counter() - started
    assert done[0] == flood  # all served, none refused
    assert seconds >= (flood - 20) / 40 * 0.8, seconds  # at the flooder's pace
    assert calm[0] < 0.2, calm[0]  # the other address did not wait for it
    record_figures(
        "limits_http_flood",
        flood_requests=flood,
        flood_seconds=round(seconds, 2),
        pace_per_second=40,
        other_client_ms_median=round(calm[0] * 1000, 2),
        other_client_ms_max=round(max(latencies) * 1000, 2),
    )


def test_loopback_clients_are_spared_the_capacity_limits_but_not_the_token_guard(sqlite_url: str) -> None:
    """The operator's own tools (a load test) and a local proxy that forwards no address connect
    from loopback: no cap on websockets or new rooms for them; wrong tokens count all the same."""
    with (
        thread_server(
            sqlite_url, max_connections_per_client=2, rooms_per_minute=2, token_failures_per_minute=3
        ) as server,
        httpx.Client(base_url=server.url, timeout=30) as http,
    ):
        body = {"game": "make5", "seats": [{"kind": "local"}, {"kind": "local"}]}
        assert [http.post("/api/rooms", json=body).status_code for _ in range(4)] == [201] * 4
        room = http.post("/api/rooms", json=body).json()["room"]["id"]
        with ExitStack() as stack:
            sockets = [
                stack.enter_context(ws_connect(f"{server.ws_url}/ws/rooms/{room}", max_queue=None))
                for _ in range(4)
            ]
            for ws in sockets:
                ws.send(json.dumps({"type": "hello", "spectate": True}))
                assert _ping(ws) < 10
        remote = {"X-Forwarded-For": "203.0.113.50"}  # the same from a remote address: limited
        assert [http.post("/api/rooms", json=body, headers=remote).status_code for _ in range(3)] == [
            201,
            201,
            429,
        ]
        codes = [
            http.get(f"/api/rooms/{room}/me", headers={"X-Seat-Token": f"guess{n}"}).status_code
            for n in range(4)
        ]
        assert codes == [403, 403, 403, 429]
