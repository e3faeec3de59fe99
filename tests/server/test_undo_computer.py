"""Undo against the computer: a person alone with computer seats in a game without hidden
information takes back their last move and the computer's replies (docs/web.md, "Undo")."""

from __future__ import annotations

import time
from typing import Any

from .conftest import connect, create, hub_room, hub_session
from .test_abraeumen_room import move, undo, view


def wait_for_turn(client: Any, room: str, token: str, number: int) -> dict[str, Any]:
    """The person's view once the computer has replied (the game is past move ``number``)."""
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        seen = view(client, room, token)
        if seen["legal"] and client.get(f"/api/rooms/{room}").json()["move_number"] > number:
            return seen
        time.sleep(0.02)
    raise AssertionError("the computer did not reply")


def against_computer(client: Any, game: str = "fuenf_gewinnt", level: str = "random") -> tuple[str, str]:
    data = create(client, game, [{"kind": "local"}, {"kind": "ai", "level": level}], options={"first": "1"})
    return data["room"]["id"], data["token"][0]


def test_undo_takes_back_the_persons_move_and_the_computers_reply(client: Any) -> None:
    room, token = against_computer(client)
    start = view(client, room, token)
    move(client, room, token, 0, start["legal"][0])
    after = wait_for_turn(client, room, token, 1)
    number = client.get(f"/api/rooms/{room}").json()["move_number"]
    assert number == 2
    answer = undo(client, room, token, number)
    assert answer.status_code == 200, answer.text
    data = answer.json()
    assert data["now"] == 0 and data["undone"][0] == start["legal"][0] and len(data["undone"]) == 2
    assert view(client, room, token) == start  # the person's turn again, the computer waits
    assert hub_room(client, room).moves == [] and not hub_session(client, room).thinking
    # the person plays on from there, and the computer replies again
    move(client, room, token, 0, start["legal"][-1])
    assert wait_for_turn(client, room, token, 1) != after or start["legal"][-1] == start["legal"][0]


def test_undo_over_the_websocket_against_the_computer(client: Any) -> None:
    room, token = against_computer(client)
    with connect(client, room, [token]) as conn:
        start = conn.state()["views"][0]["view"]
        conn.send({"type": "move", "move_number": 0, "action": start["legal"][0]})
        conn.until(lambda m: m["type"] == "state" and m["move_number"] == 2)
        conn.send({"type": "undo", "move_number": 2})
        assert conn.kind("undone")["now"] == 0
        again = conn.until(lambda m: m["type"] == "state" and m["move_number"] == 0)
        assert again["views"][0]["view"] == start and again["acting_seats"] == [0]


def test_undo_is_refused_while_the_computer_thinks(client: Any) -> None:
    room, token = against_computer(client, level="hard")
    start = view(client, room, token)
    move(client, room, token, 0, start["legal"][0])
    assert hub_session(client, room).thinking
    answer = undo(client, room, token, 1)
    assert answer.status_code == 409 and answer.json()["error"] == "computer_thinking", answer.text
    assert "thinking" in answer.json()["detail"]
    assert len(hub_room(client, room).moves) >= 1  # nothing was taken back


def test_undo_is_refused_once_another_person_has_a_seat(client: Any) -> None:
    data = create(client, "fuenf_gewinnt", [{"kind": "local"}, {"kind": "invite"}], options={"first": "1"})
    room, token = data["room"]["id"], data["token"][0]
    # the invited person never came: the computer plays their seat, yet a person may come back
    taken = client.post(
        f"/api/rooms/{room}/seats/1/takeover", json={"level": "random"}, headers={"X-Seat-Token": token}
    )
    assert taken.status_code == 200, taken.text
    start = view(client, room, token)
    move(client, room, token, 0, start["legal"][0])
    wait_for_turn(client, room, token, 1)
    before = view(client, room, token)
    answer = undo(client, room, token, 2)
    assert answer.status_code == 409 and answer.json()["error"] == "no_undo", answer.text
    assert "another person" in answer.json()["detail"]
    assert view(client, room, token) == before


def test_undo_is_refused_against_the_computer_with_hidden_information(client: Any) -> None:
    data = create(client, "zahlenpoker", [{"kind": "local"}, {"kind": "ai", "level": "random"}])
    room, token = data["room"]["id"], data["token"][0]
    number = client.get(f"/api/rooms/{room}").json()["move_number"]
    answer = undo(client, room, token, number)
    assert answer.status_code == 409 and answer.json()["error"] == "no_undo"
    assert "hidden information" in answer.json()["detail"]
