"""The lobby: private and open rooms, rooms nobody has had open for a day, whose turn it is
(SQLite and PostgreSQL)."""

from __future__ import annotations

import random
import time
from typing import Any

import sqlalchemy as sa
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fives.server.config import database_url
from fives.server.store import RoomRow, SeatRow, Store

from .conftest import connect, create, database_at, hub_room, serve
from .test_api import headers, me, move, play_out

DAY = 86400.0


def lobby_ids(client: Any) -> dict[str, list[str]]:
    lobby = client.get("/api/lobby").json()
    return {key: [r["id"] for r in rooms] for key, rooms in lobby.items()}


def listed(client: Any) -> set[str]:
    return {room for rooms in lobby_ids(client).values() for room in rooms}


def test_games_of_one_screen_or_against_the_computer_are_private(client: Any) -> None:
    computer = create(client, "cambio", [{"kind": "local"}, {"kind": "ai", "level": "random"}])
    hot_seat = create(client, "cambio", [{"kind": "local"}, {"kind": "local"}])
    invited = create(client, "cambio", [{"kind": "local"}, {"kind": "invite"}])
    for data in (computer, hot_seat, invited):
        assert data["room"]["visibility"] == "private"
        assert client.get(f"/api/rooms/{data['room']['id']}").json()["visibility"] == "private"
    invite_room = invited["room"]["id"]
    joined = client.post(f"/api/rooms/{invite_room}/join", json={}, headers=headers(invited["token"][1]))
    assert joined.json()["room"]["status"] == "playing"
    assert listed(client) == set()  # neither under open seats nor under games to watch
    # a private room is watched by whoever has its link (its id is unguessable)
    assert client.get(f"/api/rooms/{computer['room']['id']}/view").status_code == 200


def test_the_creator_may_open_a_game_to_spectators(client: Any) -> None:
    shown = create(
        client, "cambio", [{"kind": "local"}, {"kind": "ai", "level": "random"}], visibility="open"
    )
    hidden = create(
        client, "cambio", [{"kind": "local"}, {"kind": "ai", "level": "random"}], visibility="private"
    )
    assert shown["room"]["visibility"] == "open" and hidden["room"]["visibility"] == "private"
    assert lobby_ids(client) == {"open": [], "playing": [shown["room"]["id"]]}


def test_the_lobby_counts_the_players_moves_not_chance_events(client: Any) -> None:
    """Torris's setup is 33 chance events (issue 36): the lobby says "Moves: 0" until a player moves."""
    data = create(
        client,
        "torris",
        [{"kind": "local"}, {"kind": "ai", "level": "random"}],
        visibility="open",
        options={"first": "1"},
    )
    room, token = data["room"]["id"], data["token"][0]
    [shown] = client.get("/api/lobby").json()["playing"]
    assert (shown["move_number"], shown["moves"]) == (32, 0)
    view = me(client, room, token)["view"]
    assert (view["player_moves"], view["own_moves"]) == (0, 0)
    assert move(client, room, token, view["move_number"], view["legal"][0]).status_code == 200
    [shown] = client.get("/api/lobby").json()["playing"]
    assert shown["moves"] >= 1 and shown["move_number"] == 32 + shown["moves"]


def test_a_room_with_lobby_seats_is_open_and_cannot_be_private(client: Any) -> None:
    data = create(client, "cambio", [{"kind": "local"}, {"kind": "open"}])
    room = data["room"]["id"]
    assert data["room"]["visibility"] == "open"
    assert lobby_ids(client) == {"open": [room], "playing": []}
    refused = client.post(
        "/api/rooms",
        json={"game": "cambio", "seats": [{"kind": "local"}, {"kind": "open"}], "visibility": "private"},
    )
    assert refused.status_code == 400
    assert refused.json()["error"] == "bad_visibility"
    assert "lobby seat" in refused.json()["detail"]
    assert lobby_ids(client) == {"open": [room], "playing": []}  # nothing was created
    bad = client.post("/api/rooms", json={"game": "cambio", "visibility": "secret"})
    assert bad.status_code == 422


def test_private_finished_games_are_not_published_in_the_list(client: Any) -> None:
    private = create(client, "abraeumen", [{"kind": "local"}])
    public = create(client, "abraeumen", [{"kind": "local"}], visibility="open")
    for data in (private, public):
        play_out(client, data["room"]["id"], {0: data["token"][0]}, random.Random(5))
    finished = [r["id"] for r in client.get("/api/finished").json()]
    assert finished == [public["room"]["id"]]
    # the players (and whoever they give the link to) still replay it
    room = private["room"]["id"]
    assert client.get(f"/api/finished/{room}/replay", params={"move": 0}).status_code == 200
    assert client.get(f"/api/finished/{room}").status_code == 200
    # a rematch keeps the room's visibility
    for data in (private, public):
        again = client.post(f"/api/rooms/{data['room']['id']}/rematch", headers=headers(data["token"][0]))
        assert again.json()["room"]["visibility"] == data["room"]["visibility"]


def test_room_info_names_the_seats_that_must_act(client: Any) -> None:
    waiting = create(client, "cambio", [{"kind": "local"}, {"kind": "open"}])
    assert waiting["room"]["to_move"] == []
    data = create(client, "fuenf_gewinnt", [{"kind": "local"}, {"kind": "local"}], options={"first": "1"})
    room, tokens = data["room"]["id"], data["token"]
    assert data["room"]["to_move"] == [0]
    view = me(client, room, tokens[0])["view"]
    assert move(client, room, tokens[0], view["move_number"], view["legal"][0]).status_code == 200
    assert client.get(f"/api/rooms/{room}").json()["to_move"] == [1]
    simultaneous = create(client, "zahlenpoker", [{"kind": "local"}, {"kind": "local"}])
    assert simultaneous["room"]["to_move"] == [0, 1]
    assert hub_room(client, simultaneous["room"]["id"]).state.view(None)["to_move"] == [0, 1]


def test_rooms_nobody_had_open_for_a_day_drop_off_the_lobby(client: Any) -> None:
    hub = client.app.state.hub
    seats = [{"kind": "local"}, {"kind": "open"}]
    waiting = create(client, "cambio", seats)
    playing = create(
        client, "cambio", [{"kind": "local"}, {"kind": "ai", "level": "random"}], visibility="open"
    )
    rooms = {waiting["room"]["id"], playing["room"]["id"]}
    start = time.time()
    hub.seen.clock = lambda: start + DAY - 60
    assert listed(client) == rooms
    hub.seen.clock = lambda: start + DAY + 60
    assert listed(client) == set()
    # still in the database: the room answers, and its player comes back with the token
    room, token = playing["room"]["id"], playing["token"][0]
    assert client.get(f"/api/rooms/{room}").status_code == 200
    later = start + 3 * DAY
    hub.seen.clock = lambda: later
    with connect(client, room, [token]) as conn:
        assert conn.state()["views"][0]["seat"] == 0
        assert listed(client) == {room}  # someone has it open: back in the lobby
    # the time the player left is kept: listed for a day after it
    for _ in range(100):
        if _last_seen(client, room) == later:
            break
        time.sleep(0.05)
    assert _last_seen(client, room) == later
    hub.seen.clock = lambda: later + DAY - 60
    assert listed(client) == {room}
    hub.seen.clock = lambda: later + DAY + 60
    assert listed(client) == set()


def test_a_spectator_does_not_keep_a_room_in_the_lobby(client: Any) -> None:
    hub = client.app.state.hub
    data = create(client, "cambio", [{"kind": "local"}, {"kind": "ai", "level": "random"}], visibility="open")
    room = data["room"]["id"]
    hub.seen.clock = lambda: time.time() + 2 * DAY
    with connect(client, room, spectate=True) as conn:
        conn.state()
        assert listed(client) == set()


def _last_seen(client: Any, room: str) -> float:
    store = client.app.state.hub.store
    with store.engine.connect() as conn:
        value = conn.execute(sa.text("SELECT last_seen FROM rooms WHERE id = :id"), {"id": room}).scalar()
    return float(value)


def test_old_rooms_get_the_defaults_of_new_ones(db_url: str) -> None:
    with database_at(db_url, "0003") as (store, conn):
        for room, kind, updated in (("lobby", "open", 100.0), ("solo", "ai", 200.0)):
            conn.execute(
                sa.text(
                    "INSERT INTO rooms (id, game, options, seed, status, created_at, updated_at) "
                    "VALUES (:id, 'cambio', '{\"players\": 2}', 5, 'playing', 0, :updated)"
                ),
                {"id": room, "updated": updated},
            )
            for seat, seat_kind in enumerate(("local", kind)):
                conn.execute(
                    sa.text(
                        "INSERT INTO seats (room_id, seat, kind, name, status) "
                        "VALUES (:id, :seat, :kind, 'A', 'joined')"
                    ),
                    {"id": room, "seat": seat, "kind": seat_kind},
                )
    store.migrate()
    loaded = {room: store.load_room(room) for room in ("lobby", "solo")}
    assert {room: data[0].visibility for room, data in loaded.items() if data} == {
        "lobby": "open",
        "solo": "private",
    }
    seen = store.list_rooms(("playing",), 10, visibility="open", seen_since=50.0)
    assert [row.id for row, _seats, _moves, _played in seen] == ["lobby"]
    assert store.list_rooms(("playing",), 10, visibility="open", seen_since=150.0) == []
    store.dispose()


def test_the_lobby_lists_only_what_it_should_after_a_restart(db_url: str) -> None:
    with serve(db_url, test_seed=3) as client:
        shown = create(client, "cambio", [{"kind": "local"}, {"kind": "open"}])
        create(client, "cambio", [{"kind": "local"}, {"kind": "local"}])
    with serve(db_url, test_seed=3) as client:
        assert lobby_ids(client) == {"open": [shown["room"]["id"]], "playing": []}


ROOM = st.tuples(
    st.sampled_from(["waiting", "playing", "finished"]),
    st.sampled_from(["open", "private"]),
    st.floats(min_value=0, max_value=10 * DAY, allow_nan=False),
    st.booleans(),  # open in this process right now
)


def test_the_lobby_query_lists_exactly_the_open_rooms_seen_within_a_day(db_url: str) -> None:
    """Property: for any rooms and any moment, `list_rooms` with the lobby's filters returns
    exactly the rooms of those statuses that are open and were seen within the day (or are open
    in this process) — never a private one, never one abandoned for longer."""
    store = Store(database_url(db_url))
    store.migrate()

    @settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(st.lists(ROOM, max_size=8), st.floats(min_value=0, max_value=12 * DAY, allow_nan=False))
    def check(rooms: list[tuple[str, str, float, bool]], now: float) -> None:
        with store.engine.begin() as conn:
            conn.execute(sa.text("DELETE FROM rooms"))
        for number, (status, visibility, seen, _open) in enumerate(rooms):
            row = RoomRow(f"r{number}", "cambio", {"players": 2}, 1, status, visibility=visibility)
            store.create_room(row, [SeatRow(0, "local", "A", "joined")])
            store.touch_rooms([row.id], seen)
            with store.engine.begin() as conn:  # touch never moves the time back: set it exactly
                conn.execute(
                    sa.text("UPDATE rooms SET last_seen = :s WHERE id = :id"), {"s": seen, "id": row.id}
                )
        keep = [f"r{n}" for n, room in enumerate(rooms) if room[3]]
        got = store.list_rooms(
            ("waiting", "playing"), 100, visibility="open", seen_since=now - DAY, keep=keep
        )
        expected = {
            f"r{n}"
            for n, (status, visibility, seen, here) in enumerate(rooms)
            if status != "finished" and visibility == "open" and (seen >= now - DAY or here)
        }
        assert {row.id for row, _seats, _moves, _played in got} == expected

    try:
        check()
    finally:
        store.dispose()
