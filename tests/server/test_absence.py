"""Absent players: a seat handed to the computer keeps its owner's right to return, a left seat that
moves is back, presence (who is here, who is away) as a small message, the grace time after which
the others may let the computer play an away seat, and a claimed win in a two-player game."""

from __future__ import annotations

from typing import Any

from .conftest import create


def headers(token: str) -> dict[str, str]:
    return {"X-Seat-Token": token}


def two_people(client: Any, game: str = "fuenf_gewinnt", **extra: Any) -> tuple[str, dict[int, str]]:
    data = create(client, game, [{"kind": "local"}, {"kind": "invite"}], options={"first": "1"}, **extra)
    room, tokens = data["room"]["id"], data["token"]
    joined = client.post(f"/api/rooms/{room}/join", json={}, headers=headers(tokens[1]))
    assert joined.status_code == 200, joined.text
    tokens[1] = joined.json()["token"]  # an invite may be a one-time ticket: keep the seat token
    return room, tokens


# ----------------------------------------------------------------- issue 21 item 8
def test_a_seat_handed_to_the_computer_keeps_its_owners_right_to_return(client: Any) -> None:
    room, tokens = two_people(client)
    assert client.post(f"/api/rooms/{room}/leave", headers=headers(tokens[1])).status_code == 200
    taken = client.post(
        f"/api/rooms/{room}/seats/1/takeover", json={"level": "random"}, headers=headers(tokens[0])
    )
    assert taken.status_code == 200 and taken.json()["room"]["seats"][1]["status"] == "ai"
    # the owner still sees their seat and comes back
    assert client.get(f"/api/rooms/{room}/me", headers=headers(tokens[1])).status_code == 200
    back = client.post(f"/api/rooms/{room}/rejoin", headers=headers(tokens[1]))
    assert back.status_code == 200, back.text
    seat = back.json()["room"]["seats"][1]
    assert seat["status"] == "joined" and seat["level"] is None


def test_a_left_seat_that_moves_over_http_is_back(client: Any) -> None:
    room, tokens = two_people(client)
    assert client.post(f"/api/rooms/{room}/leave", headers=headers(tokens[0])).status_code == 200
    assert client.get(f"/api/rooms/{room}").json()["seats"][0]["status"] == "left"
    view = client.get(f"/api/rooms/{room}/me", headers=headers(tokens[0])).json()["view"]
    moved = client.post(
        f"/api/rooms/{room}/moves",
        json={"move_number": view["move_number"], "action": view["legal"][0]},
        headers=headers(tokens[0]),
    )
    assert moved.status_code == 200, moved.text
    assert client.get(f"/api/rooms/{room}").json()["seats"][0]["status"] == "joined"
    # a refused move of a left seat changes nothing: the seat stays left
    assert client.post(f"/api/rooms/{room}/leave", headers=headers(tokens[1])).status_code == 200
    wrong = client.post(
        f"/api/rooms/{room}/moves", json={"move_number": 0, "action": "a1"}, headers=headers(tokens[1])
    )
    assert wrong.status_code == 409
    assert client.get(f"/api/rooms/{room}").json()["seats"][1]["status"] == "left"
