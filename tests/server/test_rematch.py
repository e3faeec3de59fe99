"""Rematch: offered by any seated player, joined by every other person with one click (their
token carries over), computer seats at the same levels, the start passed on."""

from __future__ import annotations

import random
from typing import Any

from fives.server.operations import rematch_plan

from .conftest import connect, create
from .test_api import headers, me, play_out


def finished(
    client: Any, game: str, seats: list[dict[str, Any]], **options: Any
) -> tuple[str, dict[int, str]]:
    data = create(client, game, seats, options=options)
    room, tokens = data["room"]["id"], data["token"]
    for seat, token in tokens.items():
        if data["room"]["seats"][seat]["kind"] == "invite":  # the guest's own token replaces the ticket
            joined = client.post(f"/api/rooms/{room}/join", json={}, headers=headers(token))
            assert joined.status_code == 200
            tokens[seat] = joined.json()["token"]
    play_out(client, room, tokens, random.Random(3))
    assert client.get(f"/api/rooms/{room}").json()["status"] == "finished"
    return room, tokens


def rematch(client: Any, room: str, token: str) -> dict[str, Any]:
    answer = client.post(f"/api/rooms/{room}/rematch", headers=headers(token))
    assert answer.status_code == 200, answer.text
    data: dict[str, Any] = answer.json()
    return data


def test_the_other_player_sees_the_offer_and_joins_with_one_click(client: Any) -> None:
    seats = [
        {"kind": "local", "name": "Ann"},
        {"kind": "invite", "name": "Bob"},
        {"kind": "ai", "level": "random"},
    ]
    room, tokens = finished(client, "zahlenpoker", seats)
    with connect(client, room, [tokens[1]]) as bob:
        bob.kind("state")
        offer = rematch(client, room, tokens[0])
        new = offer["room"]
        assert offer["seat"] == 0 and offer["seats"] == {"0": 0, "1": 1, "2": 2}
        # Ann is in; Bob's seat waits for him with his old token; the computer plays again
        assert new["status"] == "waiting" and new["rematch_of"] == room
        assert [(s["kind"], s["status"], s["level"]) for s in new["seats"]] == [
            ("local", "joined", None),
            ("invite", "waiting", None),
            ("ai", "ai", "random"),
        ]
        message = bob.kind("rematch")
        assert message["rematch"] == new["id"] and message["by"] == 0
        assert bob.kind("room")["room"]["rematch"] == new["id"]
    # Bob's one click: the same rematch (not a second one), then his page connects to it
    accepted = rematch(client, room, tokens[1])
    assert accepted["room"]["id"] == new["id"] and accepted["seat"] == 1
    with connect(client, new["id"], [tokens[1]]) as bob:
        state = bob.until(lambda m: m["type"] == "state" and m["status"] == "playing")
        assert state["views"][0]["seat"] == 1
    assert client.get(f"/api/rooms/{new['id']}").json()["status"] == "playing"
    assert me(client, new["id"], tokens[0])["seat"] == 0
    # only a seated player may ask
    assert client.post(f"/api/rooms/{room}/rematch", headers=headers("nobody")).status_code == 403


def test_hot_seat_rematch_is_one_click(client: Any) -> None:
    room, tokens = finished(client, "zahlenpoker", [{"kind": "local"}, {"kind": "local"}])
    new = rematch(client, room, tokens[1])["room"]
    assert new["status"] == "playing"
    assert [s["status"] for s in new["seats"]] == ["joined", "joined"]


def test_cambio_rotates_the_seats_so_the_other_player_begins(client: Any) -> None:
    seats = [{"kind": "local", "name": "Ann"}, {"kind": "invite", "name": "Bob"}]
    room, tokens = finished(client, "cambio", seats, max_pushes=20)
    offer = rematch(client, room, tokens[0])
    assert offer["seats"] == {"0": 1, "1": 0} and offer["seat"] == 1
    new = offer["room"]
    assert [(s["name"], s["status"]) for s in new["seats"]] == [("Bob", "waiting"), ("Ann", "joined")]
    assert me(client, new["id"], tokens[0])["seat"] == 1  # Ann's token, now on the second seat
    assert me(client, new["id"], tokens[1])["seat"] == 0


def test_the_start_passes_to_the_next_player() -> None:
    assert rematch_plan("torris", {"first": "1", "closing": "run"}, 2) == (
        {"first": "2", "closing": "run"},
        [0, 1],
    )
    assert rematch_plan("huetchenspieler", {"first": "3"}, 3)[0] == {"first": "1"}
    assert rematch_plan("make5", {"first": "lot"}, 2)[0] == {"first": "lot"}  # the lot decides again
    assert rematch_plan("cambio", {}, 3) == ({}, [1, 2, 0])
    assert rematch_plan("zahlenpoker", {}, 4) == ({}, [0, 1, 2, 3])


def test_the_seats_rotate_because_the_game_info_says_so(monkeypatch: Any) -> None:
    """The server asks the game (`GameInfo.rotate_seats_between_games`), not a list of ids."""
    import dataclasses

    import fives.games

    game = fives.games.load("zahlenpoker")
    assert not game.info.rotate_seats_between_games
    rotating = dataclasses.replace(game.info, rotate_seats_between_games=True)
    monkeypatch.setattr(type(game), "info", rotating)
    assert rematch_plan("zahlenpoker", {}, 3) == ({}, [1, 2, 0])
    assert rematch_plan("zahlenpoker", {}, 1) == ({}, [0])  # alone, nobody moves on
    assert [g.id for g in fives.games.all() if g.info.rotate_seats_between_games] == ["cambio", "zahlenpoker"]
