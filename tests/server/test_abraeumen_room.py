"""Undo and hint in one-player rooms (Abräumen): over HTTP and the websocket, stored, refused elsewhere."""

from __future__ import annotations

import random
import time
from typing import Any

from fives.games import load
from fives.games.abraeumen.ai.solver import is_solvable

from .conftest import connect, create, english_view, hub_room, postgres_schema, serve

#: random jumps from the start after which the field can no longer be cleared to one stone
HOPELESS = ["f3-f1", "d6-f6", "a3-a1", "d4-d6", "c6-a6", "f4-d4", "c4-e4", "b5-d5", "a5-a3", "c2-c4", "e4-e6"]
HOPELESS_LAST = "d2-f2"


def headers(token: str) -> dict[str, str]:
    return {"X-Seat-Token": token}


def solo(client: Any) -> tuple[str, str]:
    data = create(client, "abraeumen", [{"kind": "local", "name": "Solo"}])
    return data["room"]["id"], data["token"][0]


def move(client: Any, room: str, token: str, number: int, action: str) -> Any:
    answer = client.post(
        f"/api/rooms/{room}/moves", json={"move_number": number, "action": action}, headers=headers(token)
    )
    assert answer.status_code == 200, answer.text
    return answer.json()


def view(client: Any, room: str, token: str) -> dict[str, Any]:
    answer = client.get(f"/api/rooms/{room}/me", headers=headers(token))
    assert answer.status_code == 200, answer.text
    result: dict[str, Any] = answer.json()["view"]
    return result


def undo(client: Any, room: str, token: str, number: int) -> Any:
    return client.post(f"/api/rooms/{room}/undo", json={"move_number": number}, headers=headers(token))


def hint(client: Any, room: str, token: str) -> Any:
    return client.get(f"/api/rooms/{room}/hint", headers=headers(token))


def test_undo_over_http_takes_back_the_last_jump(client: Any) -> None:
    room, token = solo(client)
    start = view(client, room, token)
    first = start["legal"][0]
    move(client, room, token, 0, first)
    after_one = view(client, room, token)
    second = after_one["legal"][0]
    move(client, room, token, 1, second)
    answer = undo(client, room, token, 2)
    assert answer.status_code == 200, answer.text
    assert answer.json()["undone"] == [second] and answer.json()["now"] == 1
    assert view(client, room, token) == after_one
    assert undo(client, room, token, 1).json()["undone"] == [first]
    assert view(client, room, token) == start
    assert hub_room(client, room).moves == []
    assert client.get(f"/api/rooms/{room}").json()["move_number"] == 0


def test_undo_is_kept_across_a_restart_on_the_same_database(sqlite_url: str) -> None:
    with serve(sqlite_url) as c:
        room, token = solo(c)
        legal = view(c, room, token)["legal"]
        move(c, room, token, 0, legal[0])
        expected = view(c, room, token)
        move(c, room, token, 1, expected["legal"][0])
        assert undo(c, room, token, 2).status_code == 200
    with serve(sqlite_url) as c:
        assert view(c, room, token) == expected
        assert c.get(f"/api/rooms/{room}").json()["move_number"] == 1
        # the freed move number is used again by the next jump
        move(c, room, token, 1, expected["legal"][-1])
    with serve(sqlite_url) as c:
        assert c.get(f"/api/rooms/{room}").json()["move_number"] == 2
        start, end = expected["legal"][-1].split("-")  # the jump, as the log says it (issue 36)
        assert view(c, room, token)["log"][-1].endswith(f"jumps from {start} to {end}")


def test_undo_with_nothing_to_take_back_is_refused(client: Any) -> None:
    room, token = solo(client)
    answer = undo(client, room, token, 0)
    assert answer.status_code == 409 and answer.json()["error"] == "nothing_to_undo"
    assert "no move" in answer.json()["detail"]


def test_stale_or_future_undo_is_refused_and_changes_nothing(client: Any) -> None:
    room, token = solo(client)
    legal = view(client, room, token)["legal"]
    move(client, room, token, 0, legal[0])
    move(client, room, token, 1, view(client, room, token)["legal"][0])
    before = view(client, room, token)
    stale = undo(client, room, token, 1)
    assert stale.status_code == 409 and stale.json()["error"] == "stale"
    ahead = undo(client, room, token, 3)
    assert ahead.status_code == 409 and ahead.json()["error"] == "ahead"
    assert view(client, room, token) == before
    assert undo(client, room, "not-a-token", 2).status_code == 403
    assert client.post(f"/api/rooms/{room}/undo", json={"move_number": 2}).status_code == 401


def test_undo_is_refused_in_games_for_several_players(client: Any) -> None:
    data = create(client, "fuenf_gewinnt", [{"kind": "local"}, {"kind": "local"}], options={"first": "1"})
    room, tokens = data["room"]["id"], data["token"]
    legal = view(client, room, tokens[0])["legal"]
    move(client, room, tokens[0], 0, legal[0])
    before = view(client, room, tokens[0])
    answer = undo(client, room, tokens[0], 1)
    assert answer.status_code == 409 and answer.json()["error"] == "no_undo"
    assert "fuenf_gewinnt" in answer.json()["detail"] and "another person" in answer.json()["detail"]
    assert view(client, room, tokens[0]) == before
    with connect(client, room, [tokens[0]]) as conn:
        conn.state()
        conn.send({"type": "undo", "move_number": 1})
        error = conn.kind("error")
        assert error["code"] == "no_undo"


def test_undo_over_the_websocket_sends_the_view_again(client: Any) -> None:
    room, token = solo(client)
    with connect(client, room, [token]) as conn, connect(client, room, spectate=True) as watcher:
        start = conn.state()["views"][0]["view"]
        watcher.state()
        conn.send({"type": "move", "move_number": 0, "action": start["legal"][0]})
        assert conn.kind("ack")["now"] == 1
        assert conn.state(1)["move_number"] == 1
        conn.send({"type": "undo", "move_number": 1})
        done = conn.kind("undone")
        assert done["undone"] == [start["legal"][0]] and done["now"] == 0
        again = conn.until(lambda m: m["type"] == "state" and m["move_number"] == 0)
        assert again["views"][0]["view"] == start
        seen = watcher.until(lambda m: m["type"] == "state" and m["move_number"] == 0)
        assert seen["views"][0]["view"] == english_view(hub_room(client, room).state, None)
        conn.send({"type": "undo", "move_number": 1})  # the same undo sent twice takes back nothing more
        assert conn.kind("error")["code"] == "ahead"
        conn.send({"type": "undo", "move_number": 0})
        assert conn.kind("error")["code"] == "nothing_to_undo"
        watcher.send({"type": "undo", "move_number": 0})
        assert watcher.kind("error")["code"] == "spectator"


def test_undo_of_the_last_jump_reopens_a_finished_game(client: Any) -> None:
    room, token = solo(client)
    rng = random.Random(7)
    number = 0
    while True:
        current = view(client, room, token)
        if current["terminal"]:
            break
        move(client, room, token, number, rng.choice(current["legal"]))
        number += 1
    assert client.get(f"/api/rooms/{room}").json()["status"] == "finished"
    answer = undo(client, room, token, number)
    assert answer.status_code == 200, answer.text
    info = client.get(f"/api/rooms/{room}").json()
    assert info["status"] == "playing" and info["result"] is None and info["move_number"] == number - 1
    assert not view(client, room, token)["terminal"]
    assert client.get(f"/api/finished/{room}").status_code == 409


def test_hint_at_the_start_names_a_jump_that_keeps_the_puzzle_solvable(client: Any) -> None:
    room, token = solo(client)
    answer = hint(client, room, token)
    assert answer.status_code == 200, answer.text
    data = answer.json()
    assert data["solvable"] is True and data["move_number"] == 0
    assert data["best"] in view(client, room, token)["legal"]
    assert data["message"] == f"still solvable, best jump {data['best']}"
    state = load("abraeumen").new_state({}, 0)
    state.apply_string(data["best"], 0)
    assert is_solvable(state.occupied)  # type: ignore[attr-defined]


def test_hint_in_a_hopeless_position_says_so(client: Any) -> None:
    room, token = solo(client)
    for number, action in enumerate(HOPELESS):
        move(client, room, token, number, action)
    assert hint(client, room, token).json()["solvable"] is True
    move(client, room, token, len(HOPELESS), HOPELESS_LAST)
    data = hint(client, room, token).json()
    assert data == {
        "room": room,
        "move_number": len(HOPELESS) + 1,
        "solvable": False,
        "best": None,
        "message": "no longer solvable",
    }
    assert undo(client, room, token, len(HOPELESS) + 1).status_code == 200
    assert hint(client, room, token).json()["solvable"] is True  # the hint follows the undo


def test_hint_needs_the_seat_token_and_is_refused_with_another_person(client: Any) -> None:
    room, token = solo(client)
    assert hint(client, room, "").status_code == 401
    assert hint(client, room, "wrong").status_code == 403
    answer = hint(client, room, token)
    assert answer.json()["text"] == "keeps the board solvable (one stone can still be left)"
    data = create(client, "cambio", [{"kind": "local"}, {"kind": "local"}])
    answer = hint(client, data["room"]["id"], data["token"][0])
    assert answer.status_code == 409 and answer.json()["error"] == "hint_people"  # two people at the table


def test_another_server_on_the_same_database_follows_an_undo(sqlite_url: str) -> None:
    with serve(sqlite_url) as a, serve(sqlite_url) as b:
        room, token = solo(a)
        move(a, room, token, 0, view(a, room, token)["legal"][0])
        expected = view(a, room, token)
        move(a, room, token, 1, expected["legal"][0])
        assert view(b, room, token)["move_number"] == 2  # b rebuilt the room with both moves
        assert undo(a, room, token, 2).status_code == 200
        move(a, room, token, 1, expected["legal"][-1])  # and another jump instead
        b.portal.call(b.app.state.hub.sync, room)  # what a NOTIFY makes b do (PostgreSQL)
        assert view(b, room, token) == view(a, room, token)
        assert hub_room(b, room).moves == hub_room(a, room).moves


def test_an_undo_that_cannot_be_stored_takes_nothing_back(sqlite_url: str, monkeypatch: Any) -> None:
    import fives.server.solo

    def broken(*args: Any) -> None:
        raise OSError("disk full")

    with serve(sqlite_url) as c:
        room, token = solo(c)
        move(c, room, token, 0, view(c, room, token)["legal"][0])
        before = view(c, room, token)
        monkeypatch.setattr(fives.server.solo, "delete_moves", broken)
        answer = undo(c, room, token, 1)
        assert answer.status_code == 503 and answer.json()["error"] == "storage"
        assert view(c, room, token) == before
        monkeypatch.undo()
    with serve(sqlite_url) as c:
        assert view(c, room, token) == before


def test_a_second_process_on_postgresql_follows_an_undo_by_notify() -> None:
    with postgres_schema() as url, serve(url) as a, serve(url) as b:
        room, token = solo(a)
        move(a, room, token, 0, view(a, room, token)["legal"][0])
        with connect(b, room, [token]) as conn:  # b holds the room live, with a player watching
            assert conn.state()["move_number"] == 1
            assert undo(a, room, token, 1).status_code == 200
            seen = conn.until(lambda m: m["type"] == "state" and m["move_number"] == 0, timeout=15)
            assert seen["views"][0]["view"] == view(a, room, token)
        deadline = time.monotonic() + 10
        while hub_room(b, room).moves and time.monotonic() < deadline:
            time.sleep(0.05)
        assert hub_room(b, room).moves == []
