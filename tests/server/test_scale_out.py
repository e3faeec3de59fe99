"""Several processes on one PostgreSQL: a process that missed another one's change (a
notification lost with its LISTEN connection, or sent while it was loading the room) must not
strand a game. Found by the deployment test (`test_deploy_proxy.py`): a client whose move was
refused as "ahead" by a process that was behind waited for a new position that never came."""

from __future__ import annotations

import time
from typing import Any

from .conftest import connect, create, postgres_schema, serve


def move(client: Any, room: str, token: str, number: int, action: str) -> Any:
    return client.post(
        f"/api/rooms/{room}/moves",
        json={"move_number": number, "action": action},
        headers={"X-Seat-Token": token},
    )


def test_a_process_behind_catches_up_when_a_move_is_ahead_of_it() -> None:
    with postgres_schema() as url, serve(url) as a, serve(url, listen=False) as deaf:
        data = create(a, "cambio", [{"kind": "local"}, {"kind": "local"}])
        room, token = data["room"]["id"], data["token"]
        assert deaf.get(f"/api/rooms/{room}").json()["move_number"] == 0  # live in both now
        legal = a.get(f"/api/rooms/{room}/me", headers={"X-Seat-Token": token[0]}).json()["view"]["legal"]
        assert move(a, room, token[0], 0, legal[0]).status_code == 200
        # the deaf process never heard of move 0; the next move, made where the game is, is not
        # refused as "ahead" of it: it catches up from the database and applies the move
        legal = a.get(f"/api/rooms/{room}/me", headers={"X-Seat-Token": token[0]}).json()["view"]["legal"]
        answer = move(deaf, room, token[0], 1, legal[0])
        assert answer.status_code == 200, answer.text
        assert deaf.get(f"/api/rooms/{room}").json()["move_number"] == 2
        deadline = time.monotonic() + 10
        while a.get(f"/api/rooms/{room}").json()["move_number"] != 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        assert a.get(f"/api/rooms/{room}").json()["move_number"] == 2  # heard through NOTIFY


def test_a_move_really_ahead_is_still_refused() -> None:
    with postgres_schema() as url, serve(url) as a:
        data = create(a, "cambio", [{"kind": "local"}, {"kind": "local"}])
        room, token = data["room"]["id"], data["token"]
        legal = a.get(f"/api/rooms/{room}/me", headers={"X-Seat-Token": token[0]}).json()["view"]["legal"]
        answer = move(a, room, token[0], 5, legal[0])
        assert answer.status_code == 409 and answer.json()["error"] == "ahead", answer.text
        assert a.get(f"/api/rooms/{room}").json()["move_number"] == 0


def test_a_clock_in_a_process_that_follows_does_not_run_out_early() -> None:
    """A process that follows a room through notifications (every process rebuilds every room
    when it starts) runs its clock too; each move another process stored starts a new turn
    there as well. Found by the deployment test: seat 0 of Cambio places five cubes in a row,
    and the following process, which kept the start of the first of them, gave the seat to the
    computer after one per-move clock, though no single move took that long."""
    with postgres_schema() as url, serve(url) as a, serve(url) as follower:
        data = create(a, "cambio", [{"kind": "local"}, {"kind": "local"}], clock_seconds=2.5)
        room, token = data["room"]["id"], data["token"]
        assert follower.get(f"/api/rooms/{room}").json()["move_number"] == 0  # live there too
        for number in range(4):  # four moves of seat 0, each well within its 2.5 s
            time.sleep(1.0)
            legal = a.get(f"/api/rooms/{room}/me", headers={"X-Seat-Token": token[0]}).json()["view"]["legal"]
            answer = move(a, room, token[0], number, legal[0])
            assert answer.status_code == 200, answer.text
        deadline = time.monotonic() + 5  # the follower has caught up with every move
        while follower.get(f"/api/rooms/{room}").json()["move_number"] != 4 and time.monotonic() < deadline:
            time.sleep(0.05)
        seats = a.get(f"/api/rooms/{room}").json()["seats"]
        assert [s["status"] for s in seats] == ["joined", "joined"], seats


def test_a_process_drops_a_room_it_follows_without_anyone_connected_to_it() -> None:
    """The process that created a room keeps it in memory; when the players are served by another
    process, following every move there would read the room again after each one (the proxy
    benchmark showed the cost). It drops the room instead, and rebuilds it when it is used."""
    with postgres_schema() as url, serve(url) as creator, serve(url) as server:
        data = create(creator, "cambio", [{"kind": "local"}, {"kind": "local"}])
        room, token = data["room"]["id"], data["token"]
        hub = creator.app.state.hub  # type: ignore[attr-defined]
        assert room in hub.rooms
        legal = server.get(f"/api/rooms/{room}/me", headers={"X-Seat-Token": token[0]}).json()["view"][
            "legal"
        ]
        assert move(server, room, token[0], 0, legal[0]).status_code == 200
        deadline = time.monotonic() + 10
        while room in hub.rooms and time.monotonic() < deadline:
            time.sleep(0.05)
        assert room not in hub.rooms
        assert creator.get(f"/api/rooms/{room}").json()["move_number"] == 1  # rebuilt on use


def test_a_connection_whose_room_was_dropped_during_its_hello_joins_the_live_room(
    client: Any, monkeypatch: Any
) -> None:
    """A process drops a room it holds without connections when another process changes it
    (above), and trims idle rooms; a websocket that was saying hello at that moment must not end
    up on the dropped copy, where it would never hear of a move again. Found by the deployment
    test: a game whose two clients waited, connected and answered, while the game went on
    without them."""
    from fives.server import ws as ws_module

    data = create(client, "cambio", [{"kind": "local"}, {"kind": "local"}])
    room, tokens = data["room"]["id"], data["token"]
    hub = client.app.state.hub  # type: ignore[attr-defined]
    real_hello = ws_module._hello
    dropped: list[Any] = []

    async def hello_then_dropped(hub_: Any, room_: Any, first: Any) -> Any:
        answer = await real_hello(hub_, room_, first)
        if not dropped:  # the first hello: the registry drops the room meanwhile
            dropped.append(room_)
            hub_.evict(room_)
        return answer

    monkeypatch.setattr(ws_module, "_hello", hello_then_dropped)
    with connect(client, room, [tokens[1]]) as waiting:
        assert waiting.kind("welcome")["seats"] == [1]
        first = waiting.state()
        assert dropped and hub.rooms[room] is not dropped[0]
        assert any(outbox.seats == {1} for outbox in hub.rooms[room].outboxes)
        legal = client.get(f"/api/rooms/{room}/me", headers={"X-Seat-Token": tokens[0]}).json()["view"][
            "legal"
        ]
        assert move(client, room, tokens[0], first["move_number"], legal[0]).status_code == 200
        after = waiting.state(at_least=first["move_number"] + 1, timeout=10)
        assert after["move_number"] == first["move_number"] + 1


def test_a_process_that_missed_the_moves_does_not_time_out_a_seat_that_moved() -> None:
    """A process whose copy of a room is behind (it missed the notifications: here it does not
    listen at all) must not hand a seat to the computer for a turn the seat already played
    elsewhere: before timing a seat out it reads the room again. Found by the deployment test
    (issue 33, item 5): after a rolling restart, a seat that answered within 3 s "ran out" of
    its 20 s in a process that had rebuilt the room, and the computer played its later moves."""
    with postgres_schema() as url, serve(url) as a, serve(url, listen=False) as deaf:
        data = create(a, "cambio", [{"kind": "local"}, {"kind": "local"}], clock_seconds=2.0)
        room, token = data["room"]["id"], data["token"]
        assert deaf.get(f"/api/rooms/{room}").json()["move_number"] == 0  # live (and timing) there too
        for number in range(4):  # four moves of seat 0, each well within its 2 s
            time.sleep(0.9)
            legal = a.get(f"/api/rooms/{room}/me", headers={"X-Seat-Token": token[0]}).json()["view"]["legal"]
            answer = move(a, room, token[0], number, legal[0])
            assert answer.status_code == 200, answer.text
        # the deaf process's clock of move 0 ran out long ago: it read the room, saw the moves,
        # and timed nobody out
        seats = a.get(f"/api/rooms/{room}").json()["seats"]
        assert [s["status"] for s in seats] == ["joined", "joined"], seats
        behind = deaf.get(f"/api/rooms/{room}").json()  # caught up when its clock ran out
        assert behind["move_number"] >= 1 and [s["status"] for s in behind["seats"]] == ["joined", "joined"]
