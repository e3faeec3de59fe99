"""Issue 35, one name per seat: quick play seats a signed-in player under the account's name
(the name its rating, profile and the leaderboard go by), whatever name the page sent, and keeps
it when the player joins with the seek's ticket; a guest keeps the name typed, or "P<n>" without
one.  On SQLite and PostgreSQL."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from .conftest import serve
from .test_accounts import cheap, sign_up


@pytest.fixture
def client(db_url: str) -> Iterator[TestClient]:
    with serve(db_url, test_seed=1) as c:
        c.app.state.passwords = cheap()  # type: ignore[attr-defined]
        yield c


def _other(client: TestClient) -> TestClient:
    """A second browser on the same server: its own cookies (no account until it signs up)."""
    return TestClient(client.app)


def _seek(client: TestClient, **body: Any) -> dict[str, Any]:
    """Quick play as the page asks for it: a signed-in page's change carries its CSRF token."""
    me = client.get("/api/me").json()
    headers = {"X-CSRF-Token": me["csrf"]} if me["csrf"] else {}
    answer = client.post("/api/seeks", json={"game": "make5"} | body, headers=headers)
    assert answer.status_code == 200, answer.text
    return dict(answer.json())


def _seat_of(client: TestClient, seek: dict[str, Any]) -> tuple[str, int]:
    found = client.get(f"/api/seeks/{seek['seek']}", headers={"X-Seat-Token": seek["ticket"]}).json()
    assert found["status"] == "matched", found
    return found["room"], found["seat"]


def _join(client: TestClient, room: str, ticket: str) -> int:
    answer = client.post(f"/api/rooms/{room}/join", json={"name": None}, headers={"X-Seat-Token": ticket})
    assert answer.status_code == 200, answer.text
    return int(answer.json()["seat"])


def _names(client: TestClient, room: str) -> list[str]:
    return [seat["name"] for seat in client.get(f"/api/rooms/{room}").json()["seats"]]


def test_a_signed_in_player_sits_under_the_account_name_not_the_name_sent(client: TestClient) -> None:
    sign_up(client, "Ada Lovelace")
    guest = _other(client)
    ada = _seek(client, name="Someone Else")
    assert ada["status"] == "waiting"
    bob = _seek(guest, name="Bob")
    assert bob["status"] == "matched"
    room, ada_seat = _seat_of(client, ada)
    names = _names(client, room)
    assert names[ada_seat] == "Ada Lovelace" and names[bob["seat"]] == "Bob"
    # joining with the tickets (the page sends no name) keeps both names
    assert _join(client, room, ada["ticket"]) == ada_seat
    assert _join(guest, room, bob["ticket"]) == bob["seat"]
    assert _names(client, room) == names


def test_two_accounts_meet_under_their_names_and_a_nameless_guest_is_numbered(client: TestClient) -> None:
    sign_up(client, "Zoë")
    other = _other(client)
    sign_up(other, "Max")
    zoe = _seek(client, game="cambio", players=3)
    max_ = _seek(other, game="cambio", players=3, name="max the great")
    guest = _other(client)
    last = _seek(guest, game="cambio", players=3)
    assert zoe["status"] == max_["status"] == "waiting" and last["status"] == "matched"
    room, zoe_seat = _seat_of(client, zoe)
    _, max_seat = _seat_of(other, max_)
    names = _names(client, room)
    assert names[zoe_seat] == "Zoë" and names[max_seat] == "Max"
    assert names[last["seat"]] == f"P{last['seat'] + 1}"
    for who, seek in ((client, zoe), (other, max_), (guest, last)):
        _join(who, room, seek["ticket"])
    assert _names(client, room) == names
