"""Resigning (issue 35, `fives.server.resign`): two players, the other wins at once and the result
says who resigned; three or more, the computer plays the seat on and it counts as lost; only the
seat's own holder may resign; a rated resignation is a loss; it is stored before anyone is told
(a restarted server has it).  On SQLite, and on PostgreSQL when FIVES_TEST_POSTGRES_URL is set."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import sqlalchemy as sa

import fives.games
from fives.core import Message
from fives.core.message import message_from_json
from fives.server import rating
from fives.server.resign import resign as resign_seat
from fives.server.room import RoomError
from fives.server.tables import rooms

from .conftest import connect, create, hub_session, serve
from .test_api import headers, me, move
from .test_ratings import establish, rated_pair, rating_of, rating_soon, store_of


def resign(client: Any, room: str, token: str | None) -> Any:
    return client.post(f"/api/rooms/{room}/resign", headers=headers(token) if token else {})


def two_people(client: Any, name: str = "Ann") -> tuple[str, dict[int, str]]:
    """A Fünf gewinnt room of two people (the creator's seat, a guest joined): the game runs."""
    data = create(
        client, "fuenf_gewinnt", [{"kind": "local", "name": name}, {"kind": "invite"}], options={"first": "1"}
    )
    room, tokens = data["room"]["id"], data["token"]
    joined = client.post(f"/api/rooms/{room}/join", json={"name": "Bob"}, headers=headers(tokens[1]))
    assert joined.status_code == 200, joined.text
    tokens[1] = joined.json()["token"]
    assert client.get(f"/api/rooms/{room}").json()["status"] == "playing"
    return room, tokens


def first_move(client: Any, room: str, token: str) -> None:
    view = me(client, room, token)["view"]
    assert move(client, room, token, view["move_number"], view["legal"][0]).status_code == 200


def finished(client: Any, room: str) -> dict[str, Any]:
    """The room once it is over (the computer plays a resigned seat to the end)."""
    deadline = time.time() + 60
    while (info := client.get(f"/api/rooms/{room}").json())["status"] != "finished":
        assert time.time() < deadline, info
        time.sleep(0.05)
    found: dict[str, Any] = info
    return found


def test_two_players_the_other_wins_at_once_and_the_result_names_who_resigned(client: Any) -> None:
    room, tokens = two_people(client)
    first_move(client, room, tokens[0])
    answer = resign(client, room, tokens[0])
    assert answer.status_code == 200, answer.text
    assert answer.json()["seat"] == 0 and answer.json()["duplicate"] is False
    info = answer.json()["room"]
    assert info["status"] == "finished"
    result = info["result"]
    assert result["ended"] == "resigned" and result["resigned"] == [0] and result["winners"] == [1]
    assert result["reason"] == "Ann resigned"
    reason = message_from_json(result["reason_message"])
    assert reason == Message("server-resigned", name="Ann")
    assert reason.render("de") == "Ann hat aufgegeben"
    # the same resignation again is acknowledged, the result stays; the guest can resign no more
    again = resign(client, room, tokens[0])
    assert again.status_code == 200 and again.json()["duplicate"] is True
    assert again.json()["room"]["result"] == result
    late = resign(client, room, tokens[1])
    assert late.status_code == 409 and late.json()["error"] == "not_playing"
    # nor move: the game is over
    refused = move(client, room, tokens[1], 1, "8,8")
    assert refused.status_code == 409 and refused.json()["error"] == "not_playing"
    assert client.get(f"/api/rooms/{room}").json()["result"] == result
    # the record says how it ended (the replay's end)
    record = client.get(f"/api/finished/{room}/record.json").json()
    assert record["ended"]["ended"] == "resigned" and record["ended"]["resigned"] == [0]


def test_the_players_connections_hear_the_end_and_a_resign_message_needs_the_seat(client: Any) -> None:
    room, tokens = two_people(client)
    with (
        connect(client, room, [tokens[0]]) as ann,
        connect(client, room, [tokens[1]]) as bob,
        connect(client, room, spectate=True) as watcher,
    ):
        for conn in (ann, bob, watcher):
            conn.state()
        watcher.send({"type": "resign", "seat": 0})
        assert watcher.kind("error")["code"] == "spectator"
        bob.send({"type": "resign", "seat": 0})  # somebody else's seat
        assert bob.kind("error")["code"] == "not_your_seat"
        assert client.get(f"/api/rooms/{room}").json()["status"] == "playing"
        bob.send({"type": "resign", "seat": 1})
        answer = bob.kind("resigned")
        assert answer["seat"] == 1 and answer["duplicate"] is False and answer["status"] == "finished"
        for conn in (ann, bob, watcher):
            told = conn.until(lambda m: m["type"] == "room" and m["room"]["status"] == "finished")
            assert told["room"]["result"]["winners"] == [0]
            assert told["room"]["result"]["reason"] == "Bob resigned"
        bob.send({"type": "resign", "seat": 1})  # sent twice: one result
        assert bob.kind("resigned")["duplicate"] is True
        ann.send({"type": "resign", "seat": 0})  # too late: the game is over
        assert ann.kind("error")["code"] == "not_playing"
    assert client.get(f"/api/rooms/{room}").json()["result"]["winners"] == [0]


def test_only_a_seats_token_resigns_it(client: Any) -> None:
    room, tokens = two_people(client)
    other = client.post(f"/api/rooms/{room}/resign", headers=headers(tokens[1] + "x"))
    assert other.status_code == 403
    assert resign(client, room, None).json()["error"] == "no_token"
    wrong = resign(client, room, "not-a-token")
    assert wrong.status_code == 403 and wrong.json()["error"] == "bad_token"
    assert client.get(f"/api/rooms/{room}").json()["status"] == "playing"


def test_against_the_computer_the_computer_wins(client: Any) -> None:
    data = create(client, "torris", [{"kind": "local"}, {"kind": "ai", "level": "random"}])
    room, token = data["room"]["id"], data["token"][0]
    answer = resign(client, room, token)
    assert answer.status_code == 200, answer.text
    assert answer.json()["room"]["result"]["winners"] == [1]


def test_three_players_the_computer_plays_on_and_the_seat_counts_as_lost(client: Any) -> None:
    data = create(
        client,
        "cambio",
        [
            {"kind": "local", "name": "Ann"},
            {"kind": "ai", "level": "random"},
            {"kind": "ai", "level": "random"},
        ],
        timeout_level="random",
    )
    room, token = data["room"]["id"], data["token"][0]
    answer = resign(client, room, token)
    assert answer.status_code == 200, answer.text
    seat = answer.json()["room"]["seats"][0]
    assert seat["resigned"] is True and seat["status"] == "ai"
    # the seat is the computer's to the end: no rejoin, no move, no leave
    rejoin = client.post(f"/api/rooms/{room}/rejoin", headers=headers(token))
    assert rejoin.status_code == 409 and rejoin.json()["error"] == "resigned"
    info = finished(client, room)
    result = info["result"]
    assert result["resigned"] == [0] and 0 not in result["winners"]
    assert info["seats"][0]["resigned"] is True
    view = me(client, room, token)["view"]  # the token still shows the seat's view of the end
    assert view["terminal"] is True


def test_a_rated_resignation_is_a_loss(client: Any) -> None:
    store = store_of(client)
    room, tokens, (ann, bob) = rated_pair(client, "fuenf_gewinnt", options={"first": "1"})
    establish(store, [ann, bob], "fuenf_gewinnt")
    first_move(client, room, tokens[0])
    answer = resign(client, room, tokens[0])  # Ann has moved: her resignation is a rated loss
    assert answer.status_code == 200, answer.text
    assert answer.json()["room"]["rated"] is True
    winner, loser = rating_soon(store, bob, "fuenf_gewinnt", 11), rating_soon(store, ann, "fuenf_gewinnt", 11)
    assert winner.games == loser.games == 11
    assert winner.mu > rating.START_MU > loser.mu
    # the end screen's rating change: each seat's displayed rating before and after
    changes = {c["seat"]: c for c in client.get(f"/api/rooms/{room}/ratings").json()["seats"]}
    assert changes[1]["after"] > changes[1]["before"] and changes[0]["after"] < changes[0]["before"]
    assert changes[0]["after"] == rating.display(loser.mu, loser.sigma)


def test_a_rated_game_resigned_before_the_seats_first_move_ends_unrated(client: Any) -> None:
    """As lichess aborts a game nobody has really played: the second seat gives up before its first
    move (the first has moved), the game ends, the first seat wins, and nobody's rating moves."""
    store = store_of(client)
    room, tokens, (ann, bob) = rated_pair(client, "fuenf_gewinnt", options={"first": "1"})
    establish(store, [ann, bob], "fuenf_gewinnt")
    first_move(client, room, tokens[0])
    answer = resign(client, room, tokens[1])
    assert answer.status_code == 200, answer.text
    info = client.get(f"/api/rooms/{room}").json()
    assert info["rated"] is False and info["status"] == "finished"
    result = info["result"]
    assert result["winners"] == [0] and result["unrated"] == "aborted" and result["resigned"] == [1]
    name = info["seats"][1]["name"]
    assert result["reason"] == f"{name} resigned before their first move; the game ended unrated"
    assert rating_of(store, ann, "fuenf_gewinnt").games == rating_of(store, bob, "fuenf_gewinnt").games == 10


def test_a_resignation_is_stored_before_anyone_is_told(db_url: str) -> None:
    with serve(db_url, test_seed=1) as client:
        room, tokens = two_people(client)
        assert resign(client, room, tokens[1]).status_code == 200
        data = create(
            client,
            "zahlenpoker",
            [{"kind": "local"}, {"kind": "invite"}, {"kind": "invite"}],
            timeout_level="random",
        )
        three, three_tokens = data["room"]["id"], data["token"]
        for seat in (1, 2):
            joined = client.post(f"/api/rooms/{three}/join", json={}, headers=headers(three_tokens[seat]))
            three_tokens[seat] = joined.json()["token"]
        assert resign(client, three, three_tokens[2]).status_code == 200
    with serve(db_url, test_seed=1) as client:  # a restart: the rooms come back from the database
        result = client.get(f"/api/rooms/{room}").json()["result"]
        assert result["ended"] == "resigned" and result["winners"] == [0]
        seat = client.get(f"/api/rooms/{three}").json()["seats"][2]
        assert seat["resigned"] is True and seat["status"] == "ai"
        # its person's connection does not take the seat back
        with connect(client, three, [three_tokens[2]]) as conn:
            conn.state()
            conn.send({"type": "rejoin"})
            conn.kind("room")
        assert client.get(f"/api/rooms/{three}").json()["seats"][2]["status"] == "ai"
        again = resign(client, three, three_tokens[2])
        assert again.status_code == 200 and again.json()["duplicate"] is True


def test_every_game_and_player_count_can_be_resigned(sqlite_url: str) -> None:
    """Each game at each of its player counts: one player, nobody wins; two, the other wins at
    once; three or four, the computer plays the seat on (not waited for to the end here)."""
    with serve(sqlite_url, test_seed=1) as client:
        for game in fives.games.all():
            info = game.info
            for players in range(info.min_players, info.max_players + 1):
                others = [{"kind": "ai", "level": "random"}] * (players - 1)
                data = create(
                    client,
                    info.id,
                    [{"kind": "local", "name": "Ann"}, *others],
                    options={"players": players},
                    timeout_level="random",
                )
                room, token = data["room"]["id"], data["token"][0]
                answer = resign(client, room, token)
                assert answer.status_code == 200, (info.id, players, answer.text)
                room_info = answer.json()["room"]
                if players <= 2:
                    result = room_info["result"]
                    assert room_info["status"] == "finished", (info.id, players)
                    assert result["winners"] == list(range(1, players)) and result["resigned"] == [0]
                    assert result["reason"] == "Ann resigned"
                else:
                    assert room_info["seats"][0]["status"] == "ai" and room_info["seats"][0]["resigned"]
                    assert room_info["status"] in ("playing", "finished")


def test_resignations_and_a_move_racing_each_other_make_one_result(client: Any) -> None:
    """Both players resign, and one moves, at the same moment: the room's lock orders them; the
    first resignation ends the game, the rest are refused, and the stored result is that one."""
    room, tokens = two_people(client)
    view = me(client, room, tokens[0])["view"]
    session = hub_session(client, room)

    async def race() -> list[Any]:
        return list(
            await asyncio.gather(
                resign_seat(session, 1),
                session.play(0, view["move_number"], view["legal"][0]),
                resign_seat(session, 0),
                return_exceptions=True,
            )
        )

    first, moved, second = client.portal.call(race)
    assert isinstance(first, dict) and first["status"] == "finished"  # Bob's came first
    assert isinstance(moved, RoomError) and moved.code == "not_playing"
    assert isinstance(second, RoomError) and second.code == "not_playing"
    result = client.get(f"/api/rooms/{room}").json()["result"]
    assert result["resigned"] == [1] and result["winners"] == [0]
    with store_of(client).engine.connect() as conn:
        stored = conn.execute(sa.select(rooms.c.result).where(rooms.c.id == room)).scalar()
    assert stored == result
