"""Storage on SQLite and PostgreSQL: migrations, rebuilding rooms after a restart, no move twice,
a real server killed with SIGKILL during play, and two server processes on one PostgreSQL."""

from __future__ import annotations

import asyncio
import json
import random
import threading
import time
import uuid
from typing import Any

import httpx
import pytest
import sqlalchemy as sa
from websockets.sync.client import connect as ws_connect

from fives.server.commit import GroupCommit
from fives.server.config import database_url
from fives.server.store import Conflict, MoveAppend, RoomRow, SeatRow, Store

from .conftest import create, database_at, hub_room, migrations_config, postgres_schema, serve
from .procs import Server


def _head() -> str:
    """The newest migration (the one a migrated database is at)."""
    from alembic.script import ScriptDirectory

    head = ScriptDirectory.from_config(migrations_config()).get_current_head()
    assert head is not None
    return head


def test_migrations_create_the_schema_and_are_idempotent(db_url: str) -> None:
    store = Store(database_url(db_url))
    store.migrate()
    store.migrate()
    with store.engine.connect() as conn:
        assert conn.execute(sa.text("SELECT version_num FROM alembic_version")).scalar() == _head()
        names = set(sa.inspect(conn).get_table_names())
    assert {"rooms", "seats", "moves"} <= names
    store.dispose()


def test_an_old_database_is_upgraded_with_its_rooms(db_url: str) -> None:
    with database_at(db_url, "0001") as (store, conn):
        conn.execute(
            sa.text(
                "INSERT INTO rooms (id, game, options, seed, status, created_at, updated_at) "
                "VALUES ('old', 'cambio', '{\"players\": 2}', 5, 'playing', 0, 0)"
            )
        )
        conn.execute(
            sa.text(
                "INSERT INTO seats (room_id, seat, kind, name, status) "
                "VALUES ('old', 0, 'local', 'A', 'joined')"
            )
        )
    store.migrate()
    loaded = store.load_room("old")
    assert loaded is not None
    room, seats, moves = loaded
    assert room.game_clock_seconds is None and seats[0].clock_used == 0.0 and moves == []
    assert seats[0].turn_used == 0.0
    store.dispose()


def test_a_move_number_is_stored_once(db_url: str) -> None:
    with serve(db_url) as client:
        room = create(client, "cambio", [{"kind": "local"}, {"kind": "local"}])["room"]["id"]
        store = client.app.state.hub.store  # type: ignore[attr-defined]
        before = len(store.load_room(room)[2])
        store.append_moves(room, before, [(0, "x")])
        with pytest.raises(Conflict):
            store.append_moves(room, before, [(1, "y")])
        assert [m.action for m in store.load_room(room)[2][before:]] == ["x"]


def test_moves_of_many_rooms_share_one_commit_and_a_conflict_fails_alone(db_url: str) -> None:
    store = Store(database_url(db_url))
    store.migrate()
    ids = [f"r{n}" for n in range(6)]
    for room_id in ids:
        store.create_room(
            RoomRow(room_id, "cambio", {"players": 2}, 1, "playing"),
            [SeatRow(0, "local", "A", "joined"), SeatRow(1, "local", "B", "joined")],
        )
    commits: list[int] = []
    sa.event.listen(store.engine, "commit", lambda _conn: commits.append(1))
    group = GroupCommit(store)

    async def together(steps: list[MoveAppend]) -> list[Any]:
        return await asyncio.gather(*(group.append(step) for step in steps), return_exceptions=True)

    first = [
        MoveAppend(room_id, 0, ((0, f"a{n}"), (-1, "c")), {"status": "playing"})
        for n, room_id in enumerate(ids)
    ]
    assert asyncio.run(together(first)) == [None] * 6
    assert len(commits) == 1 and (group.batches, group.steps) == (1, 6)  # six rooms, one transaction
    store.append_moves("r2", 2, [(1, "taken")])  # another writer stores move 2 of r2 first
    second = [
        MoveAppend(room_id, 2, ((1, f"b{n}"),), None, {1: {"clock_used": 1.5}})
        for n, room_id in enumerate(ids)
    ]
    outcomes = asyncio.run(together(second))
    assert isinstance(outcomes[2], Conflict)
    assert [o for n, o in enumerate(outcomes) if n != 2] == [None] * 5
    for n, room_id in enumerate(ids):
        loaded = store.load_room(room_id)
        assert loaded is not None
        _row, seats, moves = loaded
        second_move = "taken" if n == 2 else f"b{n}"
        assert [(m.number, m.player, m.action) for m in moves] == [
            (0, 0, f"a{n}"),
            (1, -1, "c"),
            (2, 1, second_move),
        ]
        assert seats[1].clock_used == (0.0 if n == 2 else 1.5)
    store.dispose()


def test_a_batch_writes_its_seats_whose_turn_with_a_few_statements(db_url: str) -> None:
    """Every move flips whose turn it is in two seat rows (turn-based "Your turn"); a batch of
    many rooms' moves writes them with a few statements for all, not two per move (the group
    commit's thread then cost 0.9 ms of CPU per move), and each seat gets its own values."""
    store = Store(database_url(db_url))
    store.migrate()
    ids = [f"r{n}" for n in range(40)]
    for room_id in ids:
        store.create_room(
            RoomRow(room_id, "make5", {}, 1, "playing"),
            [SeatRow(0, "local", "A", "joined"), SeatRow(1, "local", "B", "joined")],
        )
    statements: list[str] = []
    sa.event.listen(store.engine, "before_cursor_execute", lambda *a: statements.append(a[2]))
    steps = [
        MoveAppend(
            room_id,
            0,
            ((0, f"a{n}"),),
            {"status": "finished"} if n == 3 else None,
            {
                0: {"to_move": False, "turn_since": None},
                1: {"to_move": True, "turn_since": 100.0 + n},
                **({} if n % 2 else {0: {"to_move": False, "turn_since": None, "clock_used": 2.0 + n}}),
            },
        )
        for n, room_id in enumerate(ids)
    ]
    assert store.append_many(steps) == [None] * len(ids)
    seat_updates = [s for s in statements if s.lstrip().upper().startswith("UPDATE SEATS")]
    assert len(seat_updates) <= 2, seat_updates  # one per set of columns, not one per seat
    assert len(statements) <= 8, statements
    for n, room_id in enumerate(ids):
        loaded = store.load_room(room_id)
        assert loaded is not None
        row, seats, moves = loaded
        assert [m.action for m in moves] == [f"a{n}"]
        assert (seats[0].to_move, seats[0].turn_since) == (False, None)
        assert (seats[1].to_move, seats[1].turn_since) == (True, 100.0 + n)
        assert seats[0].clock_used == (0.0 if n % 2 else 2.0 + n)
        assert seats[1].clock_used == 0.0
        assert row.status == ("finished" if n == 3 else "playing")
    store.dispose()


def test_rooms_are_rebuilt_after_a_restart(db_url: str) -> None:
    rng = random.Random(3)
    with serve(db_url, test_seed=11) as client:
        data = create(client, "zahlenpoker", [{"kind": "local"}] * 3)
        room, tokens = data["room"]["id"], data["token"]
        for _ in range(12):
            live = hub_room(client, room)
            seat = live.state.acting_players()[0]
            legal = live.state.view(seat)["legal"]
            answer = client.post(
                f"/api/rooms/{room}/moves",
                json={"move_number": live.state.move_number, "action": rng.choice(legal)},
                headers={"X-Seat-Token": tokens[seat]},
            )
            assert answer.status_code == 200, answer.text
        views = {s: hub_room(client, room).state.view(s) for s in (0, 1, 2, None)}
        number = hub_room(client, room).state.move_number
    with serve(db_url) as client:
        live = hub_room(client, room)  # rebuilt at start
        assert live.state.move_number == number
        assert {s: live.state.view(s) for s in (0, 1, 2, None)} == views
        seat = live.state.acting_players()[0]
        answer = client.post(
            f"/api/rooms/{room}/moves",
            json={"move_number": number, "action": live.state.view(seat)["legal"][0]},
            headers={"X-Seat-Token": tokens[seat]},
        )
        assert answer.status_code == 200 and answer.json()["move_number"] == number


def _play_until_killed(
    server: Server, room: str, tokens: dict[int, str], acked: list[tuple[int, str]]
) -> None:
    """Move as fast as possible (random legal moves); remember every acknowledged one."""
    rng = random.Random(9)
    with httpx.Client(base_url=server.url, timeout=10) as http:
        while True:
            try:
                for token in tokens.values():
                    view = http.get(f"/api/rooms/{room}/me", headers={"X-Seat-Token": token}).json()["view"]
                    if view["legal"]:
                        answer = http.post(
                            f"/api/rooms/{room}/moves",
                            json={"move_number": view["move_number"], "action": rng.choice(view["legal"])},
                            headers={"X-Seat-Token": token},
                        )
                        if answer.status_code == 200:
                            ack = answer.json()
                            acked.append((ack["move_number"], ack["action"]))
                    if view["terminal"]:
                        return
            except (httpx.HTTPError, json.JSONDecodeError, KeyError):
                return


@pytest.mark.slow
def test_sigkill_during_play_loses_no_acknowledged_move(db_url: str, tmp_path: Any) -> None:
    log = tmp_path / "serve.log"
    server = Server(db_url, log=log).start()
    try:
        with httpx.Client(base_url=server.url, timeout=10) as http:
            body = {"game": "make5", "seats": [{"kind": "local"}, {"kind": "local"}]}
            data = http.post("/api/rooms", json=body).json()
        room = data["room"]["id"]
        tokens = {t["seat"]: t["token"] for t in data["tokens"]}
        acked: list[tuple[int, str]] = []
        player = threading.Thread(target=_play_until_killed, args=(server, room, tokens, acked))
        player.start()
        time.sleep(1.5 + random.random())
        server.kill()  # in the middle of the burst of moves
        player.join(timeout=30)
        assert len(acked) >= 3, log.read_text()
        killed_at = len(acked)
        server.start()
        store = Store(database_url(db_url))
        stored = {m.number: m.action for m in store.load_room(room)[2]}  # type: ignore[index]
        store.dispose()
        for number, action in acked:
            assert stored.get(number) == action, f"acknowledged move {number} ({action}) was lost"
        with httpx.Client(base_url=server.url, timeout=10) as http:
            info = http.get(f"/api/rooms/{room}").json()
            assert info["move_number"] == len(stored) >= max(n for n, _ in acked) + 1
        more: list[tuple[int, str]] = []
        player = threading.Thread(target=_play_until_killed, args=(server, room, tokens, more))
        player.start()
        time.sleep(1.0)
        server.stop()
        player.join(timeout=30)
        assert more and more[0][0] >= len(stored), "the game goes on where it stopped"
        assert killed_at > 0
        text = log.read_text()
        assert '"POST /api/rooms/' in text  # the access log was written ...
        assert not any(token in text for token in tokens.values())  # ... without a token
    finally:
        server.kill()


@pytest.mark.slow
def test_two_processes_on_one_postgresql_play_one_game() -> None:
    with postgres_schema() as url, Server(url) as a, Server(url) as b:
        body = {
            "game": "zahlenpoker",
            "seats": [{"kind": "local"}, {"kind": "invite"}, {"kind": "ai", "level": "random"}],
        }
        data = httpx.post(f"{a.url}/api/rooms", json=body, timeout=10).json()
        room = data["room"]["id"]
        tokens = {t["seat"]: t["token"] for t in data["tokens"]}
        # the invited guest joins through the other process: its own token replaces the ticket
        joined = httpx.post(
            f"{b.url}/api/rooms/{room}/join", json={}, headers={"X-Seat-Token": tokens[1]}, timeout=10
        )
        tokens[1] = joined.json()["token"]
        finals: dict[int, dict[str, Any]] = {}

        def player(server: Server, seat: int) -> None:
            rng = random.Random(seat)
            with ws_connect(f"ws://127.0.0.1:{server.port}/ws/rooms/{room}", open_timeout=10) as ws:
                ws.send(json.dumps({"type": "hello", "tokens": [tokens[seat]]}))
                while True:
                    message = json.loads(ws.recv(timeout=60))
                    if message["type"] != "state":
                        continue
                    view = message["views"][0]["view"]
                    if view["terminal"]:
                        finals[seat] = view
                        return
                    if seat in message["acting_seats"]:
                        move = {
                            "type": "move",
                            "move_number": view["move_number"],
                            "action": rng.choice(view["legal"]),
                        }
                        ws.send(json.dumps(move))

        threads = [threading.Thread(target=player, args=(a, 0)), threading.Thread(target=player, args=(b, 1))]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=240)
        assert set(finals) == {0, 1}
        assert finals[0]["outcome"] == finals[1]["outcome"] is not None
        assert finals[0]["move_number"] == finals[1]["move_number"]
        for server in (a, b):
            record = httpx.get(f"{server.url}/api/finished/{room}", timeout=10).json()["record"]
            assert len(record["actions"]) == finals[0]["move_number"]


def test_a_process_knows_its_own_notifications_from_another_ones() -> None:
    """`fives.server.listen` skips what its own store sent: the hub holds those changes already;
    a change of another process (another store) is still caught up with."""
    import psycopg

    with postgres_schema() as url:
        mine, other = Store(database_url(url)), Store(database_url(url))
        mine.migrate()
        listener = psycopg.connect(mine.engine.url.set(drivername="postgresql").render_as_string(False))
        try:
            listener.autocommit = True
            listener.execute("LISTEN fives")
            # the channel is the database's: other tests' servers on it may notify meanwhile
            room = "n" + uuid.uuid4().hex[:12]
            row = RoomRow(room, "cambio", {"players": 2}, 1, "playing")
            mine.create_room(row, [SeatRow(0, "local", "A", "joined"), SeatRow(1, "local", "B", "joined")])
            other.append_moves(room, 0, [(0, "x")])
            mine.append_moves(room, 1, [(1, "y")])
            notes = []
            for note in listener.notifies(timeout=5):
                if note.payload == room:
                    notes.append((note.pid in mine.own_backends, note.pid in other.own_backends))
                if len(notes) == 3:
                    break
            assert notes == [(True, False), (False, True), (True, False)]
        finally:
            listener.close()
            mine.dispose()
            other.dispose()
