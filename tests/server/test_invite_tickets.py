"""An invitation is a one-time ticket (issue 21, finding 1): the creator passes it on, the first
person who joins with it receives the seat's own token, and from then on the creator's copy opens
nothing: not the guest's view, not a move, not the websocket, not the rematch."""

from __future__ import annotations

import random
from typing import Any

import sqlalchemy as sa

from .conftest import connect, create, database_at, hub_room, serve
from .test_api import headers, me, move, play_out


def invited(client: Any, game: str = "zahlenpoker") -> tuple[str, str, str]:
    """A room of the creator (local seat 0) and an invited seat 1: (room, creator token, ticket)."""
    data = create(client, game, [{"kind": "local", "name": "Host"}, {"kind": "invite", "name": "Guest"}])
    return data["room"]["id"], data["token"][0], data["token"][1]


def test_joining_with_the_ticket_gives_the_guest_a_token_of_its_own(client: Any) -> None:
    room, _host, ticket = invited(client)
    joined = client.post(f"/api/rooms/{room}/join", json={"name": "Gia"}, headers=headers(ticket))
    assert joined.status_code == 200, joined.text
    token = joined.json()["token"]
    assert token != ticket and len(token) >= 43
    assert joined.json()["room"]["status"] == "playing"
    assert me(client, room, token)["seat"] == 1


def test_the_creators_copy_of_a_used_ticket_opens_nothing(client: Any) -> None:
    room, _host, ticket = invited(client)
    token = client.post(f"/api/rooms/{room}/join", json={}, headers=headers(ticket)).json()["token"]
    # the guest's hidden hand is not the creator's to read ...
    peek = client.get(f"/api/rooms/{room}/me", headers=headers(ticket))
    assert peek.status_code == 403 and peek.json()["error"] == "invitation"
    # ... nor to play: a legal move of the guest's, sent with the ticket, is refused
    number = client.get(f"/api/rooms/{room}").json()["move_number"]
    legal = hub_room(client, room).state.legal_strings(1)[0]
    refused = move(client, room, ticket, number, legal)
    assert refused.status_code == 403
    assert client.get(f"/api/rooms/{room}").json()["move_number"] == number
    # ... nor on the websocket
    with connect(client, room, [ticket]) as conn:
        answer = conn.recv()
        assert answer["type"] == "error" and answer["code"] == "bad_token"
    # ... and the ticket cannot be spent again
    again = client.post(f"/api/rooms/{room}/join", json={}, headers=headers(ticket))
    assert again.status_code == 403 and again.json()["error"] == "invite_used"
    # the guest still holds the seat
    assert me(client, room, token)["seat"] == 1


def test_an_unused_ticket_shows_no_hand(client: Any) -> None:
    """Before the guest joins, the ticket is no seat token either: the creator cannot read the
    hand that is already dealt to the seat, nor connect as it."""
    room, _host, ticket = invited(client, "all_fives")
    peek = client.get(f"/api/rooms/{room}/me", headers=headers(ticket))
    assert peek.status_code == 403 and peek.json()["error"] == "invitation"
    with connect(client, room, [ticket]) as conn:
        assert conn.recv()["code"] == "bad_token"
    assert client.get(f"/api/rooms/{room}").json()["seats"][1]["status"] == "waiting"


def test_the_guests_token_carries_into_the_rematch_and_the_ticket_does_not(client: Any) -> None:
    room, host, ticket = invited(client, "cambio")
    token = client.post(f"/api/rooms/{room}/join", json={}, headers=headers(ticket)).json()["token"]
    play_out(client, room, {0: host, 1: token}, random.Random(5))
    assert client.get(f"/api/rooms/{room}").json()["status"] == "finished"
    assert client.post(f"/api/rooms/{room}/rematch", headers=headers(ticket)).status_code == 403
    offer = client.post(f"/api/rooms/{room}/rematch", headers=headers(host))
    assert offer.status_code == 200, offer.text
    new = offer.json()["room"]["id"]
    accept = client.post(f"/api/rooms/{room}/rematch", headers=headers(token))
    assert accept.status_code == 200 and accept.json()["room"]["id"] == new
    seat = accept.json()["seat"]
    assert me(client, new, token)["seat"] == seat
    assert client.get(f"/api/rooms/{new}/me", headers=headers(ticket)).status_code == 403


def test_a_ticket_is_refused_after_a_restart_too(db_url: str) -> None:
    """The spent ticket is stored as spent: a server restarted from the database refuses it."""
    with serve(db_url, test_seed=1) as client:
        room, _host, ticket = invited(client)
        token = client.post(f"/api/rooms/{room}/join", json={}, headers=headers(ticket)).json()["token"]
    with serve(db_url, test_seed=1) as client:
        assert client.post(f"/api/rooms/{room}/join", json={}, headers=headers(ticket)).status_code == 403
        assert client.get(f"/api/rooms/{room}/me", headers=headers(ticket)).status_code == 403
        assert me(client, room, token)["seat"] == 1


def test_invitations_sent_before_the_upgrade_still_work_once(db_url: str) -> None:
    """A database of revision 0003 kept an invited seat's ticket as its token: the upgrade makes
    an unused one a ticket, so a link already sent works, once."""
    from fives.server.operations import new_token
    from fives.server.room import token_hash

    ticket, local = new_token(), new_token()
    with database_at(db_url, "0003") as (store, conn):
        conn.execute(
            sa.text(
                "INSERT INTO rooms (id, game, options, seed, status, created_at, updated_at) "
                "VALUES ('old', 'cambio', '{\"players\": 2}', 5, 'waiting', 0, 0)"
            )
        )
        for seat, kind, status, token in ((0, "local", "joined", local), (1, "invite", "waiting", ticket)):
            conn.execute(
                sa.text(
                    "INSERT INTO seats (room_id, seat, kind, name, status, token_hash) "
                    "VALUES ('old', :seat, :kind, 'P', :status, :hash)"
                ),
                {"seat": seat, "kind": kind, "status": status, "hash": token_hash(token)},
            )
    store.dispose()
    with serve(db_url, test_seed=1) as client:
        assert client.get("/api/rooms/old/me", headers=headers(ticket)).status_code == 403
        joined = client.post("/api/rooms/old/join", json={}, headers=headers(ticket))
        assert joined.status_code == 200, joined.text
        assert joined.json()["token"] != ticket and joined.json()["room"]["status"] == "playing"
        assert client.post("/api/rooms/old/join", json={}, headers=headers(ticket)).status_code == 403
        assert me(client, "old", local)["seat"] == 0
