"""Issue 21, item 12: lobby flooding (open rooms per address), the API documentation pages (off
by default), the websocket's ``Origin``, and the statuses the OpenAPI schema documents.  Real
sockets on 127.0.0.1 where the client's address matters (a local proxy's ``X-Forwarded-For``)."""

from __future__ import annotations

import httpx
import pytest

from .conftest import serve
from .reliability import db_kind, loopback_only, record_figures, thread_server  # noqa: F401

pytestmark = pytest.mark.usefixtures("loopback_only")

OPEN = {"game": "make5", "seats": [{"kind": "local"}, {"kind": "open"}]}
LOCAL = {"game": "make5", "seats": [{"kind": "local"}, {"kind": "local"}]}


def address(n: str) -> dict[str, str]:
    return {"X-Forwarded-For": n}


# --------------------------------------------------------------------- open rooms per address
def test_open_rooms_per_address_are_capped(db_url: str) -> None:
    """At most `max_open_rooms_per_client` rooms waiting for players per address; a room that
    starts (or is played by people on one screen, or against the computer) does not count;
    another address is not affected; the refusal changes nothing."""
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
        # a room that starts makes room for a new one
        first = rooms[0].json()["room"]["id"]
        assert http.post(f"/api/rooms/{first}/join", json={}, headers=b).status_code == 200
        assert http.post("/api/rooms", json=OPEN, headers=a).status_code == 201
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


def test_two_flooding_addresses_no_longer_hide_a_genuine_room(db_url: str) -> None:
    """The attack of the issue: two addresses create 60 open rooms each (the lobby lists the 100
    newest rooms); with the default cap of 10 each, a genuine room is still listed."""
    with (
        thread_server(db_url, exempt_loopback=False, test_seed=4) as server,
        httpx.Client(base_url=server.url, timeout=30) as http,
    ):
        genuine = http.post("/api/rooms", json=OPEN, headers=address("192.0.2.1")).json()["room"]["id"]
        created = 0
        for flooder in ("203.0.113.66", "198.51.100.66"):
            for _ in range(60):
                answer = http.post("/api/rooms", json=OPEN, headers=address(flooder))
                assert answer.status_code in (201, 429), answer.text
                created += answer.status_code == 201
        listed = [room["id"] for room in http.get("/api/lobby").json()["open"]]
        assert genuine in listed
        assert created == 20
    record_figures(
        f"security_lobby_flood_{db_kind(db_url)}",
        attempted=120,
        created=created,
        genuine_listed=True,
        listed=len(listed),
    )
