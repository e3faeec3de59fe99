"""Draw offers and takeback requests (issue 35 item 2, `fives.server.draws`): only the seat's holder
offers or answers for it; every other person accepts, one declines; a move lapses an offer; one
offer at a time and once per own move; an agreed draw is stored before anyone is told, survives a
restart and is rated as a draw; a takeback only in casual games without hidden information and
never across chance.  On SQLite, and on PostgreSQL when FIVES_TEST_POSTGRES_URL is set."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest
import sqlalchemy as sa

import fives.games
from fives.core import Message
from fives.core.message import message_from_json
from fives.server import draws
from fives.server.room import RoomError
from fives.server.tables import rooms

from .conftest import connect, create, hub_room, hub_session, postgres_schema, serve
from .test_api import headers, me, move
from .test_ratings import establish, rated_pair, rating_soon, store_of
from .test_resign import first_move, two_people


def offer(client: Any, room: str, token: str, kind: str = "draw") -> Any:
    return client.post(f"/api/rooms/{room}/offers", json={"kind": kind}, headers=headers(token))


def answer(client: Any, room: str, token: str, accept: bool) -> Any:
    return client.post(f"/api/rooms/{room}/offers/answer", json={"accept": accept}, headers=headers(token))


def info(client: Any, room: str) -> dict[str, Any]:
    found: dict[str, Any] = client.get(f"/api/rooms/{room}").json()
    return found


def stored_result(client: Any, room: str) -> Any:
    with store_of(client).engine.connect() as conn:
        return conn.execute(sa.select(rooms.c.result).where(rooms.c.id == room)).scalar()


def test_a_draw_offered_and_accepted_ends_the_game_as_a_draw(client: Any) -> None:
    room, tokens = two_people(client)
    first_move(client, room, tokens[0])
    offered = offer(client, room, tokens[0])
    assert offered.status_code == 200, offered.text
    pending = offered.json()["info"]["offer"]
    assert pending["kind"] == "draw" and pending["by"] == 0 and pending["waiting"] == [1]
    assert info(client, room)["offers"] == {"draw": True, "takeback": True}
    # the offerer cannot accept for the other seat, nor accept their own offer
    own = answer(client, room, tokens[0], True)
    assert own.status_code == 409 and own.json()["error"] == "no_offer"
    accepted = answer(client, room, tokens[1], True)
    assert accepted.status_code == 200, accepted.text
    assert accepted.json()["done"] is True
    room_info = accepted.json()["info"]
    assert room_info["status"] == "finished" and room_info["offer"] is None
    result = room_info["result"]
    assert result["ended"] == "draw_agreed" and result["winners"] == [0, 1] and result["by"] == 0
    assert result["reason"] == "Draw agreed"
    assert message_from_json(result["reason_message"]).render("de") == "Remis vereinbart"
    assert stored_result(client, room) == result
    # after the end: no answer, no offer, no move
    late = answer(client, room, tokens[1], True)
    assert late.status_code == 409 and late.json()["error"] == "not_playing"
    assert offer(client, room, tokens[1]).json()["error"] == "not_playing"
    record = client.get(f"/api/finished/{room}/record.json").json()
    assert record["ended"]["ended"] == "draw_agreed" and record["ended"]["winners"] == [0, 1]


def test_a_declined_offer_ends_and_cannot_be_repeated_before_a_move(client: Any) -> None:
    room, tokens = two_people(client)
    assert offer(client, room, tokens[0]).status_code == 200
    again = offer(client, room, tokens[0])  # sent twice: the same offer
    assert again.status_code == 200 and again.json()["duplicate"] is True
    declined = answer(client, room, tokens[1], False)
    assert declined.status_code == 200 and declined.json()["type"] == "declined"
    assert info(client, room)["offer"] is None and info(client, room)["status"] == "playing"
    # flooding: the same offer again at once is refused until the offerer has moved
    flood = [offer(client, room, tokens[0]) for _ in range(3)]
    assert all(r.status_code == 409 and r.json()["error"] == "offer_limit" for r in flood)
    first_move(client, room, tokens[0])
    first_move(client, room, tokens[1])
    assert offer(client, room, tokens[0]).status_code == 200
    # one pending offer in a room: the other seat's different offer waits
    other = offer(client, room, tokens[1], "takeback")
    assert other.status_code == 409 and other.json()["error"] == "offer_pending"
    # the offerer may withdraw it
    withdrawn = answer(client, room, tokens[0], False)
    assert withdrawn.status_code == 200 and withdrawn.json()["type"] == "withdrawn"
    assert info(client, room)["offer"] is None


def test_offering_what_the_other_offers_accepts_it(client: Any) -> None:
    room, tokens = two_people(client)
    assert offer(client, room, tokens[1]).status_code == 200
    both = offer(client, room, tokens[0])
    assert both.status_code == 200 and both.json()["type"] == "accepted"
    assert info(client, room)["result"]["ended"] == "draw_agreed"


def test_a_move_lapses_the_offer_and_a_late_accept_is_refused(client: Any) -> None:
    room, tokens = two_people(client)
    assert offer(client, room, tokens[1]).status_code == 200  # Bob offers while Ann is to move
    first_move(client, room, tokens[0])  # Ann moves instead of answering
    assert info(client, room)["offer"] is None
    late = answer(client, room, tokens[0], True)
    assert late.status_code == 409 and late.json()["error"] == "no_offer"
    assert info(client, room)["status"] == "playing"


def test_a_cheater_cannot_offer_or_answer_for_a_seat_not_theirs(client: Any) -> None:
    room, tokens = two_people(client)
    with (
        connect(client, room, [tokens[0]]) as ann,
        connect(client, room, [tokens[1]]) as bob,
        connect(client, room, spectate=True) as watcher,
    ):
        for conn in (ann, bob, watcher):
            conn.state()
        watcher.send({"type": "offer", "kind": "draw", "seat": 0})
        assert watcher.kind("error")["code"] == "spectator"
        bob.send({"type": "offer", "kind": "draw", "seat": 0})  # offers for Ann's seat
        assert bob.kind("error")["code"] == "not_your_seat"
        ann.send({"type": "offer", "kind": "draw", "seat": 0})
        assert ann.kind("offered")["kind"] == "draw"
        for conn in (ann, bob, watcher):  # everybody hears of it
            told = conn.until(lambda m: m["type"] == "room" and m["room"]["offer"] is not None)
            assert told["room"]["offer"]["by"] == 0
        ann.send({"type": "answer", "accept": True, "seat": 1})  # answers for Bob's seat
        assert ann.kind("error")["code"] == "not_your_seat"
        watcher.send({"type": "answer", "accept": True})
        assert watcher.kind("error")["code"] == "spectator"
        bob.send({"type": "answer", "accept": "yes", "seat": 1})
        assert bob.kind("error")["code"] == "bad_message"
        bob.send({"type": "offer", "kind": "resign-them", "seat": 1})
        assert bob.kind("error")["code"] == "bad_message"
        assert info(client, room)["status"] == "playing"
        bob.send({"type": "answer", "accept": True, "seat": 1})
        assert bob.kind("accepted")["done"] is True
        for conn in (ann, bob, watcher):
            told = conn.until(lambda m: m["type"] == "room" and m["room"]["status"] == "finished")
            assert told["room"]["result"]["ended"] == "draw_agreed"
    # over HTTP: a wrong token is refused as for a move
    wrong = client.post(f"/api/rooms/{room}/offers", json={"kind": "draw"}, headers=headers("x" * 20))
    assert wrong.status_code == 403 and wrong.json()["error"] == "bad_token"


def test_who_may_offer_what_is_the_games_and_the_rooms(client: Any) -> None:
    # against the computer: no draw (the computer does not agree), no takeback (Undo instead)
    data = create(client, "torris", [{"kind": "local"}, {"kind": "ai", "level": "random"}])
    room, token = data["room"]["id"], data["token"][0]
    assert info(client, room)["offers"] == {"draw": False, "takeback": False}
    assert offer(client, room, token).json()["error"] == "no_draw"
    hub, r = client.app.state.hub, hub_room(client, room)

    async def computer_offers() -> Any:
        return await draws.offer(hub, r, 1, "takeback")

    async def computer_answers() -> Any:
        return await draws.answer(hub, r, 1, True)

    for call in (computer_offers, computer_answers):  # nobody holds the computer's seat
        with pytest.raises(RoomError) as refused_call:
            client.portal.call(call)
        assert refused_call.value.code == "not_your_seat"
        assert refused_call.value.message == Message("draws-computer-seat", seat="1")
    # All Fives always finds a winner; it hides hands too: neither kind
    data = create(client, "all_fives", [{"kind": "local", "name": "Ann"}, {"kind": "invite"}])
    room, tokens = data["room"]["id"], data["token"]
    tokens[1] = client.post(f"/api/rooms/{room}/join", json={}, headers=headers(tokens[1])).json()["token"]
    assert info(client, room)["offers"] == {"draw": False, "takeback": False}
    refused = offer(client, room, tokens[0])
    assert refused.status_code == 409 and refused.json()["error"] == "no_draw"
    hidden = offer(client, room, tokens[0], "takeback")
    assert hidden.status_code == 409 and hidden.json()["error"] == "no_takeback"
    assert hidden.json()["key"] == "draws-no-takeback-hidden"
    # every game says whether it knows a draw
    agreed = {game.info.id for game in fives.games.all() if game.info.agreed_draws}
    assert agreed == {"cambio", "fuenf_gewinnt", "huetchenspieler", "make5", "torris", "zahlenpoker"}


def test_a_takeback_accepted_restores_the_position(client: Any) -> None:
    room, tokens = two_people(client)
    start = me(client, room, tokens[0])["view"]
    first_move(client, room, tokens[0])
    nothing = offer(client, room, tokens[1], "takeback")  # Bob has no move to take back
    assert nothing.status_code == 409 and nothing.json()["error"] == "nothing_to_undo"
    asked = offer(client, room, tokens[0], "takeback")
    assert asked.status_code == 200, asked.text
    accepted = answer(client, room, tokens[1], True)
    assert accepted.status_code == 200, accepted.text
    assert accepted.json()["move_number"] == start["move_number"]
    view = me(client, room, tokens[0])["view"]
    assert view["move_number"] == start["move_number"] and view["legal"] == start["legal"]
    assert info(client, room)["offer"] is None
    # the same again only after a move
    first_move(client, room, tokens[0])
    assert offer(client, room, tokens[0], "takeback").status_code == 200
    assert answer(client, room, tokens[1], False).json()["type"] == "declined"
    assert offer(client, room, tokens[0], "takeback").json()["error"] == "offer_limit"


def test_a_takeback_across_chance_is_refused(client: Any) -> None:
    """Make 5: the sorter's move is followed by the token drawn blind; taking it back would let
    the sorter see the token and choose again."""
    data = create(client, "make5", [{"kind": "local", "name": "Ann"}, {"kind": "invite"}])
    room, tokens = data["room"]["id"], data["token"]
    tokens[1] = client.post(f"/api/rooms/{room}/join", json={}, headers=headers(tokens[1])).json()["token"]
    r = hub_room(client, room)
    for _ in range(6):
        seat = r.state.acting_players()[0]
        if r.moves and r.moves[-1][0] == -1 and r.moves[-2][0] == 1 - seat:
            break
        view = me(client, room, tokens[seat])["view"]
        assert move(client, room, tokens[seat], view["move_number"], view["legal"][0]).status_code == 200
    mover = 1 - r.state.acting_players()[0]
    assert r.moves[-1][0] == -1  # chance spoke after the mover's move
    refused = offer(client, room, tokens[mover], "takeback")
    assert refused.status_code == 409 and refused.json()["key"] == "draws-no-takeback-chance"


def test_a_rated_game_has_no_takeback_and_an_agreed_draw_is_rated_as_a_draw(client: Any) -> None:
    store = store_of(client)
    room, tokens, (ann, bob) = rated_pair(client, "fuenf_gewinnt", options={"first": "1"})
    establish(store, [ann, bob], "fuenf_gewinnt")
    first_move(client, room, tokens[0])
    assert info(client, room)["offers"] == {"draw": True, "takeback": False}
    refused = offer(client, room, tokens[0], "takeback")
    assert refused.status_code == 409 and refused.json()["error"] == "no_takeback"
    assert refused.json()["key"] == "draws-no-takeback-rated"
    assert offer(client, room, tokens[0]).status_code == 200
    assert answer(client, room, tokens[1], True).status_code == 200
    first, second = rating_soon(store, ann, "fuenf_gewinnt", 11), rating_soon(store, bob, "fuenf_gewinnt", 11)
    assert first.games == second.games == 11
    changes = {c["seat"]: c for c in client.get(f"/api/rooms/{room}/ratings").json()["seats"]}
    # equal players drawing: neither gains what a win would give
    assert abs(changes[0]["after"] - changes[0]["before"]) < 30
    assert abs(first.mu - second.mu) < 1e-6


def test_three_people_must_all_accept_and_an_accepted_draw_survives_a_restart(db_url: str) -> None:
    with serve(db_url, test_seed=1) as client:
        data = create(
            client,
            "zahlenpoker",
            [{"kind": "local", "name": "Ann"}, {"kind": "invite"}, {"kind": "invite"}],
        )
        room, tokens = data["room"]["id"], data["token"]
        for seat in (1, 2):
            joined = client.post(f"/api/rooms/{room}/join", json={}, headers=headers(tokens[seat]))
            tokens[seat] = joined.json()["token"]
        # Zahlenpoker hides the stones: no takeback
        assert offer(client, room, tokens[0], "takeback").json()["error"] == "no_takeback"
        assert offer(client, room, tokens[2]).status_code == 200
        first = answer(client, room, tokens[0], True)
        assert first.json()["done"] is False and first.json()["info"]["offer"]["waiting"] == [1]
        assert info(client, room)["status"] == "playing"
        again = offer(client, room, tokens[2])  # pending offers survive a restart, too
        assert again.json()["duplicate"] is True
    with serve(db_url, test_seed=1) as client:
        assert info(client, room)["offer"]["accepted"] == [0]
        assert answer(client, room, tokens[1], True).json()["done"] is True
    with serve(db_url, test_seed=1) as client:
        result = info(client, room)["result"]
        assert result["ended"] == "draw_agreed" and result["winners"] == [0, 1, 2]


def test_every_game_that_knows_a_draw_can_agree_one_at_every_player_count(sqlite_url: str) -> None:
    with serve(sqlite_url, test_seed=1) as client:
        for game in fives.games.all():
            if not game.info.agreed_draws:
                continue
            for players in range(game.info.min_players, game.info.max_players + 1):
                seats = [{"kind": "local", "name": "Ann"}, *[{"kind": "invite"}] * (players - 1)]
                data = create(client, game.info.id, seats, options={"players": players})
                room, tokens = data["room"]["id"], data["token"]
                for seat in range(1, players):
                    joined = client.post(f"/api/rooms/{room}/join", json={}, headers=headers(tokens[seat]))
                    tokens[seat] = joined.json()["token"]
                assert offer(client, room, tokens[0]).status_code == 200, (game.info.id, players)
                for seat in range(1, players):
                    assert answer(client, room, tokens[seat], True).status_code == 200
                result = info(client, room)["result"]
                assert result["ended"] == "draw_agreed", (game.info.id, players)
                assert result["winners"] == list(range(players))


def test_an_accept_and_a_move_racing_each_other_make_one_result(client: Any) -> None:
    room, tokens = two_people(client)
    assert offer(client, room, tokens[1]).status_code == 200
    view = me(client, room, tokens[0])["view"]
    session = hub_session(client, room)
    hub = client.app.state.hub
    r = hub_room(client, room)

    async def race() -> list[Any]:
        return list(
            await asyncio.gather(
                session.play(0, view["move_number"], view["legal"][0]),
                draws.answer(hub, r, 0, True),
                return_exceptions=True,
            )
        )

    moved, accepted = client.portal.call(race)
    assert isinstance(moved, dict) and moved["type"] == "ack"  # the move came first
    assert isinstance(accepted, RoomError) and accepted.code == "no_offer"
    assert info(client, room)["status"] == "playing" and stored_result(client, room) is None

    # and the other way round: the accept first, the move refused
    first_move(client, room, tokens[1])
    assert offer(client, room, tokens[1]).status_code == 200
    view = me(client, room, tokens[0])["view"]

    async def race_back() -> list[Any]:
        return list(
            await asyncio.gather(
                draws.answer(hub, r, 0, True),
                session.play(0, view["move_number"], view["legal"][0]),
                return_exceptions=True,
            )
        )

    accepted, moved = client.portal.call(race_back)
    assert isinstance(accepted, dict) and accepted["done"] is True
    assert isinstance(moved, RoomError) and moved.code == "not_playing"
    assert stored_result(client, room)["ended"] == "draw_agreed"
    assert Message("server-draw-agreed").render("en") == "Draw agreed"


def test_an_offer_made_in_one_process_is_answered_in_another() -> None:
    """Several processes on one PostgreSQL: the offer is stored with the room, so a connection to
    another process hears of it and its answer there ends the game once."""
    with postgres_schema() as url, serve(url) as a, serve(url) as b:
        room, tokens = two_people(a)
        assert b.get(f"/api/rooms/{room}").json()["status"] == "playing"  # live in both
        with connect(b, room, [tokens[1]]) as bob:
            bob.state()
            assert offer(a, room, tokens[0]).status_code == 200
            told = bob.until(lambda m: m["type"] == "room" and m["room"]["offer"] is not None)
            assert told["room"]["offer"]["by"] == 0
            bob.send({"type": "answer", "accept": True, "seat": 1})
            assert bob.kind("accepted")["done"] is True
        deadline = time.monotonic() + 10
        while info(a, room)["status"] != "finished" and time.monotonic() < deadline:
            time.sleep(0.05)
        assert info(a, room)["result"]["ended"] == "draw_agreed"
