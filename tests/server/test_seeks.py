"""Quick play (issue 28): a seek is met by the next player who asks for the same game and player
count, closest ratings first; stale and cancelled seeks are never met; more than two players
fill up seat by seat; and two askers (two processes) never meet one seek twice; on SQLite and
PostgreSQL."""

from __future__ import annotations

import secrets
import threading
import time
from typing import Any

import sqlalchemy as sa

from fives.games import load
from fives.server.config import database_url
from fives.server.room import WAITING, token_hash
from fives.server.seeks import Ask, meet_or_wait, rating_of
from fives.server.store import RoomRow, Store
from fives.server.tables import accounts, ratings, seats
from fives.server.tables import seeks as seeks_table

from .conftest import serve


def _seek(client: Any, game: str = "make5", **extra: Any) -> dict[str, Any]:
    answer = client.post("/api/seeks", json={"game": game, **extra})
    assert answer.status_code == 200, answer.text
    return dict(answer.json())


def _look(client: Any, seek: dict[str, Any]) -> dict[str, Any]:
    answer = client.get(f"/api/seeks/{seek['seek']}", headers={"X-Seat-Token": seek["ticket"]})
    assert answer.status_code == 200, answer.text
    return dict(answer.json())


def _join(client: Any, room: str, ticket: str) -> dict[str, Any]:
    answer = client.post(f"/api/rooms/{room}/join", json={}, headers={"X-Seat-Token": ticket})
    assert answer.status_code == 200, answer.text
    return dict(answer.json())


def test_the_next_player_meets_the_seek_and_both_join_with_their_tickets(db_url: str) -> None:
    with serve(db_url) as client:
        ada = _seek(client, name="Ada")
        assert ada["status"] == "waiting" and ada["waiting"] == 1
        assert _look(client, ada)["status"] == "waiting"
        bob = _seek(client, name="Bob")
        assert bob["status"] == "matched"
        room = bob["room"]
        found = _look(client, ada)
        assert found["status"] == "matched" and found["room"] == room
        assert {found["seat"], bob["seat"]} == {0, 1}
        info = client.get(f"/api/rooms/{room}").json()
        assert info["status"] == "waiting" and info["visibility"] == "private"
        assert info["seats"][bob["seat"]]["name"] == "Bob" and info["seats"][found["seat"]]["name"] == "Ada"
        joined = _join(client, room, ada["ticket"])
        assert joined["seat"] == found["seat"]
        joined_b = _join(client, room, bob["ticket"])
        assert joined_b["room"]["status"] == "playing"
        # the tickets are spent: they open nothing any more (the seats' own tokens do)
        again = client.post(f"/api/rooms/{room}/join", json={}, headers={"X-Seat-Token": ada["ticket"]})
        assert again.status_code == 403
        mine = client.get(f"/api/rooms/{room}/me", headers={"X-Seat-Token": joined["token"]})
        assert mine.status_code == 200 and mine.json()["seat"] == found["seat"]
        # another game or player count is another list
        assert _seek(client, "torris")["status"] == "waiting"
        assert _seek(client)["status"] == "waiting"


def test_a_seek_is_only_the_seekers(db_url: str) -> None:
    with serve(db_url) as client:
        ada = _seek(client)
        for headers in ({}, {"X-Seat-Token": "wrong"}, {"X-Seat-Token": secrets.token_urlsafe(32)}):
            looked = client.get(f"/api/seeks/{ada['seek']}", headers=headers)
            assert looked.status_code == 404 and looked.json()["error"] == "no_seek"
            cancelled = client.delete(f"/api/seeks/{ada['seek']}", headers=headers)
            assert cancelled.status_code == 404
        unknown = client.get("/api/seeks/nothing", headers={"X-Seat-Token": ada["ticket"]})
        assert unknown.status_code == 404 and unknown.json()["error"] == "no_seek"
        assert _look(client, ada)["status"] == "waiting"  # still there
        assert "ticket_hash" not in str(_look(client, ada))


def test_cancelled_and_stale_seeks_are_never_met(db_url: str) -> None:
    with serve(db_url, test_clock=True, seek_stale_seconds=30) as client:
        ada = _seek(client)
        cancelled = client.delete(f"/api/seeks/{ada['seek']}", headers={"X-Seat-Token": ada["ticket"]})
        assert cancelled.json() == {"status": "cancelled"}
        bob = _seek(client)
        assert bob["status"] == "waiting"  # Ada's seek is gone
        client.post("/api/test/clock", json={"advance_seconds": 31})  # Bob's tab closed
        carl = _seek(client)
        assert carl["status"] == "waiting" and carl["waiting"] == 1
        client.post("/api/test/clock", json={"advance_seconds": 20})
        assert _look(client, carl)["status"] == "waiting"  # Carl's page asks: fresh
        client.post("/api/test/clock", json={"advance_seconds": 20})
        assert _seek(client)["status"] == "matched"  # meets Carl


def test_cancelling_a_met_seek_says_where_the_seat_is(db_url: str) -> None:
    with serve(db_url) as client:
        ada = _seek(client)
        bob = _seek(client)
        late = client.delete(f"/api/seeks/{ada['seek']}", headers={"X-Seat-Token": ada["ticket"]})
        assert late.json()["status"] == "matched" and late.json()["room"] == bob["room"]


def test_more_than_two_players_fill_up_seat_by_seat(db_url: str) -> None:
    with serve(db_url) as client:
        first = _seek(client, "cambio", players=3)
        assert (first["status"], first["waiting"], first["players"]) == ("waiting", 1, 3)
        assert _seek(client, "cambio", players=2)["status"] == "waiting"  # another list
        second = _seek(client, "cambio", players=3)
        assert (second["status"], second["waiting"]) == ("waiting", 2)
        assert _look(client, first)["waiting"] == 2
        third = _seek(client, "cambio", players=3)
        assert third["status"] == "matched"
        found = [_look(client, first), _look(client, second)]
        assert all(f["status"] == "matched" and f["room"] == third["room"] for f in found)
        assert sorted([third["seat"], *(f["seat"] for f in found)]) == [0, 1, 2]
        for seek in (first, second, third):
            _join(client, third["room"], seek["ticket"])
        assert client.get(f"/api/rooms/{third['room']}").json()["status"] == "playing"


def test_a_player_alone_or_an_unknown_game_is_refused(sqlite_url: str) -> None:
    with serve(sqlite_url) as client:
        assert client.post("/api/seeks", json={"game": "abraeumen"}).status_code == 400
        assert client.post("/api/seeks", json={"game": "nope"}).status_code == 404
        assert client.post("/api/seeks", json={"game": "make5", "players": 5}).status_code == 400


# ----------------------------------------------------------------------------- store level
def _ask(
    game: str = "make5", players: int = 2, rating: float | None = None, account: str | None = None
) -> Ask:
    options = load(game).validate_options({"players": players}).to_json()
    room = RoomRow(secrets.token_urlsafe(9), game, options, secrets.randbelow(2**62), WAITING)
    ticket = secrets.token_urlsafe(32)
    return Ask(
        secrets.token_urlsafe(12),
        game,
        players,
        {"players": players},
        "",
        account,
        rating,
        token_hash(ticket),
        room,
    )


def _wait(store: Store, ask: Ask, now: float) -> None:
    """A seek waiting in the list (asking would meet the one waiting before)."""
    with store.engine.begin() as conn:
        conn.execute(
            seeks_table.insert().values(
                id=ask.seek_id,
                game=ask.game,
                players=ask.players,
                options=ask.options,
                account_id=ask.account_id,
                name=ask.account_id or "",
                ticket_hash=ask.ticket_hash,
                rating=ask.rating,
                created_at=now,
                seen_at=now,
            )
        )


def _migrated(url: str) -> Store:
    store = Store(database_url(url))
    store.migrate()
    return store


def test_close_ratings_are_met_first(db_url: str) -> None:
    store = _migrated(db_url)
    try:
        now = time.time()
        with store.engine.begin() as conn:
            for name, mu in (("low", 12.0), ("mid", 27.0), ("high", 40.0)):
                conn.execute(accounts.insert().values(id=name, name=name, name_key=name, created_at=now))
                conn.execute(
                    ratings.insert().values(account_id=name, game="make5", mu=mu, sigma=3.0, updated_at=now)
                )
        assert rating_of(store, "mid", "make5") == 27.0
        assert rating_of(store, "mid", "torris") is None and rating_of(store, None, "make5") is None
        waiting = {}
        for name in ("low", "high", "mid"):  # three seeks waiting (asking would meet the first)
            ask = _ask(rating=rating_of(store, name, "make5"), account=name)
            _wait(store, ask, now)
            waiting[name] = ask.seek_id
        # an unrated player (25) meets "mid" (27), then a strong one (38) meets "high" (40)
        assert meet_or_wait(store, _ask(), now, 30)["status"] == "matched"
        assert meet_or_wait(store, _ask(rating=38.0), now, 30)["status"] == "matched"
        with store.engine.connect() as conn:
            met = dict(conn.execute(sa.select(seeks_table.c.id, seeks_table.c.room_id)).all())
        assert met[waiting["mid"]] is not None and met[waiting["high"]] is not None
        assert met[waiting["low"]] is None
        # an account never meets itself
        assert meet_or_wait(store, _ask(rating=12.0, account="low"), now, 30)["status"] == "waiting"
    finally:
        store.dispose()


def test_two_processes_never_meet_one_seek_twice(db_url: str) -> None:
    """Askers in parallel threads, each with its own connection pool (as two server processes
    have), meet the waiting seeks: every room's seats are seeks that point at that room, and no
    seek is in two rooms."""
    first = _migrated(db_url)
    stores = [first, *(Store(database_url(db_url)) for _ in range(3))]
    try:
        now = time.time()
        for _ in range(4):
            _wait(first, _ask(), now)
        barrier = threading.Barrier(8)
        outcomes: list[dict[str, Any]] = []
        failures: list[BaseException] = []

        def ask(index: int) -> None:
            try:
                barrier.wait(10)
                outcomes.append(meet_or_wait(stores[index % len(stores)], _ask(), now, 30))
            except BaseException as exc:  # reported below
                failures.append(exc)

        threads = [threading.Thread(target=ask, args=(i,)) for i in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(60)
        assert failures == []
        matched = [o for o in outcomes if o["status"] == "matched"]
        # four waiting seeks and eight askers: between four and six rooms (askers that arrive
        # after the first ones waited may meet each other), never a seek in two
        assert 4 <= len(matched) <= 6, outcomes
        with first.engine.connect() as conn:
            rows = conn.execute(sa.select(seeks_table)).all()
            seat_rows = conn.execute(sa.select(seats.c.room_id, seats.c.invite_hash)).all()
        by_ticket = {r.ticket_hash: r for r in rows}
        rooms_made = {o["room"] for o in matched}
        assert len(rooms_made) == len(matched)
        for room_id, invite in seat_rows:
            assert by_ticket[invite].room_id == room_id
        for room_id in rooms_made:
            assert sum(1 for r in rows if r.room_id == room_id) == 2
    finally:
        for store in stores:
            store.dispose()
