"""The "Your turn" list (issue 28): the games waiting for the seats whose tokens the page
sends, and for an account's seats; nothing about anyone else's (an attacker sending random
tokens, or other rooms' invitation tickets, learns nothing); on SQLite and PostgreSQL."""

from __future__ import annotations

import secrets
import time
from typing import Any

import sqlalchemy as sa
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fives.server.config import database_url
from fives.server.store import Store
from fives.server.tables import accounts, seats
from fives.server.turns import my_turn

from .conftest import create, serve

DAY = 86400.0


def _mine(client: Any, tokens: list[str]) -> list[dict[str, Any]]:
    answer = client.post("/api/my-turn", json={"tokens": tokens})
    assert answer.status_code == 200, answer.text
    return list(answer.json()["games"])


def _wait_stored(client: Any, room: str) -> None:
    """Whose turn it is after a room's creation is stored by its session (a moment later)."""
    hub = client.app.state.hub
    live = hub.rooms[room]
    for _ in range(200):
        if not live.lock.locked() and not any(
            s.seat in live.human_acting() and not s.to_move for s in live.seats
        ):
            return
        time.sleep(0.02)
    raise AssertionError("whose turn it is was not stored")


def test_your_turn_lists_only_the_games_waiting_for_your_seats(db_url: str) -> None:
    with serve(db_url, test_clock=True) as client:
        mine = create(client, "make5", [{"kind": "local"}, {"kind": "invite"}], pace="turn_based")
        room = mine["room"]["id"]
        ticket = mine["token"][1]
        guest = client.post(f"/api/rooms/{room}/join", json={}, headers={"X-Seat-Token": ticket}).json()
        first = guest["room"]["to_move"][0]
        tokens = {0: mine["token"][0], 1: guest["token"]}
        _wait_stored(client, room)
        other = create(client, "make5", [{"kind": "local"}, {"kind": "local"}])
        _wait_stored(client, other["room"]["id"])

        listed = _mine(client, [tokens[first]])
        assert [(g["room"], g["seat"]) for g in listed] == [(room, first)]
        game = listed[0]
        assert game["game"] == "make5" and game["pace"] == "turn_based"
        assert game["left"] == 3 * DAY or 3 * DAY - 5 < game["left"] <= 3 * DAY
        assert game["deadline"] == game["since"] + 3 * DAY
        assert len(game["players"]) == 2
        assert _mine(client, [tokens[1 - first]]) == []  # not its turn

        # the first player moves: now the game waits for the other one
        view = client.get(f"/api/rooms/{room}/me", headers={"X-Seat-Token": tokens[first]}).json()["view"]
        moved = client.post(
            f"/api/rooms/{room}/moves",
            json={"move_number": view["move_number"], "action": view["legal"][0]},
            headers={"X-Seat-Token": tokens[first]},
        )
        assert moved.status_code == 200, moved.text
        assert _mine(client, [tokens[first]]) == []
        assert [g["room"] for g in _mine(client, [tokens[1 - first]])] == [room]
        # a day later, a day less is left
        client.post("/api/test/clock", json={"advance_seconds": DAY})
        (later,) = _mine(client, list(tokens.values()))
        assert 2 * DAY - 5 < later["left"] <= 2 * DAY

        # the other room's seats, the invitation ticket, random tokens: nothing about anyone else
        assert _mine(client, [ticket]) == []
        assert _mine(client, [secrets.token_urlsafe(32) for _ in range(50)]) == []
        # no token in the answer, ever
        text = client.post("/api/my-turn", json={"tokens": list(tokens.values())}).text
        assert all(t not in text for t in tokens.values())


def test_too_many_tokens_are_refused_and_the_list_is_bounded(sqlite_url: str) -> None:
    with serve(sqlite_url, my_turn_limit=3) as client:
        held = []
        for _ in range(5):
            made = create(client, "make5", [{"kind": "local"}, {"kind": "local"}], pace="turn_based")
            _wait_stored(client, made["room"]["id"])
            held += list(made["token"].values())
        assert len(_mine(client, held)) == 3
        answer = client.post("/api/my-turn", json={"tokens": ["x"] * 501})
        assert answer.status_code == 422
        answer = client.post("/api/my-turn", json={"tokens": ["x" * 201]})
        assert answer.status_code == 422


def test_an_account_sees_the_games_of_its_seats(db_url: str) -> None:
    """The query also takes an account: the rooms where a seat with that ``account_id`` must
    move (the accounts part sets ``seats.account_id``; here the test does)."""
    with serve(db_url) as client:
        made = create(client, "make5", [{"kind": "local"}, {"kind": "local"}], pace="turn_based")
        room = made["room"]["id"]
        first = made["room"]["to_move"][0]
        _wait_stored(client, room)
    store = Store(database_url(db_url))
    try:
        with store.engine.begin() as conn:
            conn.execute(
                accounts.insert().values(id="acc1", name="Ada", name_key="ada", created_at=time.time())
            )
            conn.execute(
                seats.update().where(seats.c.room_id == room, seats.c.seat == first).values(account_id="acc1")
            )
        games = my_turn(store, [], "acc1", time.time(), 10)
        assert [(g["room"], g["seat"]) for g in games] == [(room, first)]
        assert my_turn(store, [], "someone-else", time.time(), 10) == []
        assert my_turn(store, [], None, time.time(), 10) == []
    finally:
        store.dispose()


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.text(min_size=0, max_size=60), max_size=30))
def test_random_tokens_learn_nothing(sqlite_url: str, tokens: list[str]) -> None:
    """Whatever an attacker sends as tokens, no game is listed (no seat has such a token)."""
    store = _store(sqlite_url)
    from fives.server.room import token_hash

    assert my_turn(store, [token_hash(t) for t in tokens], None, time.time(), 50) == []


_STORES: dict[str, Store] = {}


def _store(url: str) -> Store:
    if url not in _STORES:
        with serve(url) as client:
            made = create(client, "make5", [{"kind": "local"}, {"kind": "local"}], pace="turn_based")
            _wait_stored(client, made["room"]["id"])
        _STORES[url] = Store(database_url(url))
        with _STORES[url].engine.connect() as conn:
            assert conn.execute(sa.select(sa.func.count()).where(seats.c.to_move.is_(True))).scalar() == 1
    return _STORES[url]


def test_games_of_a_database_from_before_are_listed_after_the_upgrade(db_url: str) -> None:
    """A database of the previous schema (0007, no ``to_move``) with a game being played: after
    the upgrade the server, which rebuilds every unfinished room when it starts, stores whose
    turn it is, and "Your turn" lists the game."""
    from fives.server.room import token_hash

    from .conftest import database_at

    tokens = [secrets.token_urlsafe(32), secrets.token_urlsafe(32)]
    with database_at(db_url, "0007") as (store, conn):
        conn.execute(
            sa.text(
                "INSERT INTO rooms (id, game, options, seed, status, created_at, updated_at) "
                "VALUES ('old', 'torris', '{\"players\": 2}', 5, 'playing', 0, 0)"
            )
        )
        for seat, token in enumerate(tokens):
            conn.execute(
                sa.text(
                    "INSERT INTO seats (room_id, seat, kind, name, status, token_hash) "
                    "VALUES ('old', :seat, 'local', :name, 'joined', :hash)"
                ),
                {"seat": seat, "name": f"P{seat + 1}", "hash": token_hash(token)},
            )
    store.dispose()
    with serve(db_url) as client:
        to_move = client.get("/api/rooms/old").json()["to_move"]
        assert to_move
        for _ in range(200):
            listed = _mine(client, tokens)
            if listed:
                break
            time.sleep(0.02)
        assert [(g["room"], g["seat"]) for g in listed] == [("old", seat) for seat in to_move]


def test_a_signed_in_browser_finds_its_accounts_games_without_tokens(db_url: str) -> None:
    """The account's seats are listed for a signed-in page (its session cookie with the CSRF
    token), also on a device that holds none of the seat tokens; without the CSRF token the
    cookie does not count and nothing is listed."""
    from .test_accounts import cheap, csrf, sign_up

    with serve(db_url, test_clock=True) as client:
        client.app.state.passwords = cheap()  # type: ignore[attr-defined]
        me = sign_up(client, f"Turner {secrets.token_hex(3)}")
        ours = {**csrf(me), "Origin": "http://testserver"}
        body = {
            "game": "torris",
            "options": {"first": "1"},  # the account's seat (the creator's, seat 0) moves first
            "seats": [{"kind": "local"}, {"kind": "invite"}],
            "pace": "turn_based",
        }
        made = client.post("/api/rooms", json=body, headers=ours)
        assert made.status_code == 201, made.text
        room = made.json()["room"]["id"]
        ticket = made.json()["tokens"][1]["token"]
        guest = client.post(f"/api/rooms/{room}/join", json={}, headers={"X-Seat-Token": ticket})
        assert guest.status_code == 200, guest.text
        assert guest.json()["room"]["to_move"] == [0]
        listed: list[tuple[str, int]] = []
        for _ in range(200):  # whose turn it is is stored a moment after the start
            answer = client.post("/api/my-turn", json={"tokens": []}, headers=ours)
            assert answer.status_code == 200, answer.text
            listed = [(g["room"], g["seat"]) for g in answer.json()["games"]]
            if listed:
                break
            time.sleep(0.02)
        assert listed == [(room, 0)]
        assert client.post("/api/my-turn", json={"tokens": []}).json()["games"] == []  # no CSRF token
