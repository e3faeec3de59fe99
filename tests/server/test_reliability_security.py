"""Issue 21, item 12: lobby flooding (open rooms per address), the API documentation pages (off
by default), the websocket's ``Origin``, and the statuses the OpenAPI schema documents.  Real
sockets on 127.0.0.1 where the client's address matters (a local proxy's ``X-Forwarded-For``)."""

from __future__ import annotations

import json
from typing import Any

import httpx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect as ws_connect

from fives.server.limits import OpenRooms
from fives.server.origin import origin_allowed, parse_origin
from fives.server.room import RoomError

from .conftest import serve
from .reliability import db_kind, loopback_only, record_figures, thread_server  # noqa: F401

pytestmark = pytest.mark.usefixtures("loopback_only")

OPEN = {"game": "make5", "seats": [{"kind": "local"}, {"kind": "open"}]}
LOCAL = {"game": "make5", "seats": [{"kind": "local"}, {"kind": "local"}]}


def address(n: str) -> dict[str, str]:
    return {"X-Forwarded-For": n}


# --------------------------------------------------------------------- open rooms per address
def test_open_rooms_per_address_are_capped(db_url: str) -> None:
    """At most `max_open_rooms_per_client` rooms waiting for players (or listed to watch) per
    address; a private room (played by people on one screen, or against the computer) does not
    count; another address is not affected; the refusal changes nothing."""
    with (
        thread_server(db_url, exempt_loopback=False, max_open_rooms_per_client=3) as server,
        httpx.Client(base_url=server.url, timeout=30) as http,
    ):
        a, b = address("203.0.113.10"), address("198.51.100.20")
        rooms = [http.post("/api/rooms", json=OPEN, headers=a) for _ in range(3)]
        assert [r.status_code for r in rooms] == [201] * 3
        before = len(http.get("/api/lobby").json()["open"])
        refused = http.post("/api/rooms", json=OPEN, headers=a)
        assert refused.status_code == 429, refused.text
        body = refused.json()
        assert body["error"] == "too_many_open_rooms" and "at most 3" in body["detail"], body
        assert body["i18n"]["de"]
        assert "content-security-policy" in refused.headers
        assert len(http.get("/api/lobby").json()["open"]) == before  # nothing was created
        # rooms that wait for nobody are not capped; another address is not affected
        assert http.post("/api/rooms", json=LOCAL, headers=a).status_code == 201
        ai = {"game": "make5", "seats": [{"kind": "local"}, {"kind": "ai", "level": "easy"}]}
        assert http.post("/api/rooms", json=ai, headers=a).status_code == 201
        assert http.post("/api/rooms", json=OPEN, headers=b).status_code == 201
        # a room that starts is listed to watch while it is played, so it still counts
        first = rooms[0].json()["room"]["id"]
        assert http.post(f"/api/rooms/{first}/join", json={}, headers=b).status_code == 200
        assert first in [room["id"] for room in http.get("/api/lobby").json()["playing"]]
        assert http.post("/api/rooms", json=OPEN, headers=a).status_code == 429


def test_open_rooms_stop_counting_after_their_lifetime(sqlite_url: str) -> None:
    """A room nobody joined stops counting after `open_room_seconds` (a day by default), so a
    player whose friends never came is not shut out for good."""
    with serve(sqlite_url, exempt_loopback=False, max_open_rooms_per_client=2) as client:
        now = [1000.0]
        client.app.state.open_rooms.clock = lambda: now[0]  # type: ignore[attr-defined]
        assert [client.post("/api/rooms", json=OPEN).status_code for _ in range(3)] == [201, 201, 429]
        now[0] += 86400 - 1
        assert client.post("/api/rooms", json=OPEN).status_code == 429
        now[0] += 2
        assert [client.post("/api/rooms", json=OPEN).status_code for _ in range(3)] == [201, 201, 429]


def test_loopback_is_spared_the_open_room_cap_unless_the_exemption_is_off(sqlite_url: str) -> None:
    for exempt, expected in ((True, [201] * 4), (False, [201, 201, 429, 429])):
        with (
            thread_server(sqlite_url, exempt_loopback=exempt, max_open_rooms_per_client=2) as server,
            httpx.Client(base_url=server.url, timeout=30) as http,
        ):
            assert [http.post("/api/rooms", json=OPEN).status_code for _ in range(4)] == expected


def flood(db_url: str, body: dict[str, Any], seed: int) -> tuple[str, int, dict[str, Any]]:
    """A genuine room from one address, then 60 rooms of ``body`` from each of two other
    addresses: (the genuine room, how many of the 120 were created, the lobby after)."""
    with (
        thread_server(db_url, exempt_loopback=False, test_seed=seed) as server,
        httpx.Client(base_url=server.url, timeout=30) as http,
    ):
        genuine = http.post("/api/rooms", json=body, headers=address("192.0.2.1")).json()["room"]["id"]
        created = 0
        for flooder in ("203.0.113.66", "198.51.100.66"):
            for _ in range(60):
                answer = http.post("/api/rooms", json=body, headers=address(flooder))
                assert answer.status_code in (201, 429), answer.text
                created += answer.status_code == 201
        # a private game on one screen is not listed, so it is not capped
        assert http.post("/api/rooms", json=LOCAL, headers=address("203.0.113.66")).status_code == 201
        lobby: dict[str, Any] = http.get("/api/lobby").json()
    return genuine, created, lobby


def test_two_flooding_addresses_no_longer_hide_a_genuine_room(db_url: str) -> None:
    """The attack of the issue: two addresses create 60 open rooms each (the lobby lists the 100
    newest rooms); with the default cap of 10 each, a genuine room is still listed."""
    genuine, created, lobby = flood(db_url, OPEN, 4)
    listed = [room["id"] for room in lobby["open"]]
    assert genuine in listed
    assert created == 20
    record_figures(
        f"security_lobby_flood_{db_kind(db_url)}",
        attempted=120,
        created=created,
        genuine_listed=True,
        listed=len(listed),
    )


def test_games_opened_to_spectators_cannot_hide_a_genuine_game_either(db_url: str) -> None:
    """Games on one screen opened to spectators are listed under the games being played: two
    addresses creating 60 each fill no more than their cap of that list, and a genuine game is
    still listed to watch."""
    genuine, created, lobby = flood(db_url, {**LOCAL, "visibility": "open"}, 5)
    assert created == 20
    assert genuine in [room["id"] for room in lobby["playing"]]


# --------------------------------------------------------------------- websocket Origin
def test_the_origin_rule() -> None:
    host = "games.example.org"
    assert origin_allowed(None, host)  # not from a web page
    assert origin_allowed("https://games.example.org", host)
    assert origin_allowed("https://GAMES.example.org:443", "games.example.org:443")
    assert origin_allowed("http://127.0.0.1:8000", "127.0.0.1:8000")
    assert origin_allowed("http://[::1]:8000", "[::1]:8000")
    for page in (
        "https://evil.example",
        "https://games.example.org.evil.example",
        "http://games.example.org:8000",  # another port
        "http://127.0.0.1:8001",
        "null",  # a sandboxed frame or a file
        "",
        "file://",
        "chrome-extension://abc",
        "https://user@games.example.org",
        "https://games.example.org/path",
    ):
        assert not origin_allowed(page, host), page
    assert not origin_allowed("https://games.example.org", None)
    proxy = ("https://games.example.org",)  # a proxy that sends Host: 127.0.0.1:8000
    assert origin_allowed("https://games.example.org", "127.0.0.1:8000", proxy)
    assert not origin_allowed("https://evil.example", "127.0.0.1:8000", proxy)


def test_a_page_on_another_origin_cannot_open_a_websocket(sqlite_url: str) -> None:
    """Real handshakes: the server's own origin and a handshake without Origin are welcome; a
    page elsewhere is refused with 403 before the websocket opens; an origin the operator
    allowed (a reverse proxy) is welcome."""
    allowed = "https://games.example.org"
    with (
        thread_server(sqlite_url, allowed_origins=(allowed,)) as server,
        httpx.Client(base_url=server.url, timeout=30) as http,
    ):
        room = http.post("/api/rooms", json=LOCAL).json()["room"]["id"]
        url = f"{server.ws_url}/ws/rooms/{room}"
        spectate = json.dumps({"type": "hello", "spectate": True})
        for origin in (None, server.url, allowed):
            with ws_connect(url, origin=origin) as ws:  # type: ignore[arg-type]
                ws.send(spectate)
                assert json.loads(ws.recv(timeout=20))["type"] == "welcome", origin
        refused = 0
        for origin in ("https://evil.example", "null", server.url.replace("127.0.0.1", "localhost")):
            with pytest.raises(InvalidStatus) as caught:
                ws_connect(url, origin=origin)  # type: ignore[arg-type]
            assert caught.value.response.status_code == 403, origin
            body = json.loads(caught.value.response.body or b"{}")
            assert body.get("error") == "bad_origin", body
            refused += 1
        assert not server.app.state.hub.connections.open  # nothing was counted
    record_figures("security_ws_origin", accepted=3, refused=refused)


ORIGINS = st.one_of(
    st.text(max_size=40),
    st.builds(
        "{}://{}{}{}".format,
        st.sampled_from(["http", "https", "HTTP", "ws", "ftp"]),
        st.sampled_from(["games.example.org", "GAMES.example.org", "127.0.0.1", "[::1]", "evil.example", ""]),
        st.sampled_from(["", ":80", ":443", ":8000", ":x", ":99999"]),
        st.sampled_from(["", "/", "/x", "?q", "#f"]),
    ),
)


@settings(max_examples=300, deadline=None)
@given(
    ORIGINS,
    st.sampled_from(["games.example.org", "127.0.0.1:8000", "[::1]:8000", "GAMES.example.org:443", ""]),
)
def test_any_origin_is_judged_without_error_and_only_the_hosts_own_passes(origin: str, host: str) -> None:
    allowed = origin_allowed(origin, host)
    if allowed:
        page = parse_origin(origin)
        assert page is not None and host
        default = {"http": 80, "https": 443}[page[0]]
        shown = f"{page[1]}:{page[2]}" if ":" not in page[1] else f"[{page[1]}]:{page[2]}"
        assert shown == host.lower() or (page[1] == host.lower().split(":")[0] and page[2] == default), (
            origin,
            host,
        )


@settings(max_examples=150, deadline=None)
@given(
    st.lists(
        st.tuples(st.sampled_from(["create", "create_private", "start", "wait"]), st.integers(0, 1)),
        max_size=40,
    )
)
def test_an_address_never_holds_more_open_rooms_than_the_cap(steps: list[tuple[str, int]]) -> None:
    """Model: a room is held from its creation until it starts or a day has passed; a new one is
    refused exactly when the address holds ``limit``; addresses are independent."""
    now = [0.0]
    rooms = OpenRooms(limit=3, lifetime=86400.0, clock=lambda: now[0])
    status: dict[str, str] = {}
    created: dict[str, tuple[int, float]] = {}
    for n, (step, who) in enumerate(steps):
        client = f"192.0.2.{who}"

        def waiting(room_id: str) -> bool:
            return status[room_id] == "waiting"

        held = [
            r for r, (c, t) in created.items() if c == who and status[r] == "waiting" and t > now[0] - 86400
        ]
        if step in ("create", "create_private"):
            if len(held) >= 3:
                with pytest.raises(RoomError) as refused:
                    rooms.reserve(client, waiting)
                assert refused.value.code == "too_many_open_rooms" and refused.value.status == 429
                continue
            place = rooms.reserve(client, waiting)
            room_id = f"r{n}"
            status[room_id] = "waiting" if step == "create" else "playing"
            created[room_id] = (who, now[0])
            rooms.settle(client, place, room_id if step == "create" else None)
        elif step == "start" and held:
            status[held[0]] = "playing"
        elif step == "wait":
            now[0] += 40000.0
        assert rooms.open_rooms(client, waiting) <= 3
