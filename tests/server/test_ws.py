"""The websocket: hello, views, moves with move numbers, hot-seat, spectators, errors, limits."""

from __future__ import annotations

import json
import time
from typing import Any

import sqlalchemy as sa

from fives.server.tables import moves

from .conftest import connect, create, english_view, entry, hub_room, serve


def two_player(client: Any, game: str = "fuenf_gewinnt") -> tuple[str, dict[int, str]]:
    data = create(client, game, [{"kind": "local"}, {"kind": "local"}], options={"first": "1"})
    return data["room"]["id"], data["token"]


def test_hello_first_and_bad_tokens_are_refused(client: Any) -> None:
    room, tokens = two_player(client)
    with client.websocket_connect(f"/ws/rooms/{room}") as ws:
        ws.send_json({"type": "move", "action": "a1"})
        assert ws.receive_json()["code"] == "hello_first"
    with connect(client, room, ["not-a-token"]) as conn:
        error = conn.recv()
        assert error["type"] == "error" and error["code"] == "bad_token"
        assert conn.recv()["type"] == "closed"
    with connect(client, "no-such-room", [tokens[0]]) as conn:
        assert conn.recv()["code"] == "no_room"


def test_each_seat_gets_its_own_view_and_moves_are_broadcast(client: Any) -> None:
    room, tokens = two_player(client)
    live = hub_room(client, room)
    with connect(client, room, [tokens[0]]) as a, connect(client, room, [tokens[1]]) as b:
        welcome = a.kind("welcome")
        assert welcome["seats"] == [0] and not welcome["spectator"]
        state = a.state()
        assert state["views"] == [entry(live.state, 0)]
        assert state["acting_seats"] == [0]
        assert b.state()["acting_seats"] == []
        legal = state["views"][0]["view"]["legal"]
        a.send({"type": "move", "move_number": state["move_number"], "action": legal[0]})
        ack = a.kind("ack")
        assert ack["move_number"] == state["move_number"] and not ack["duplicate"]
        after = b.state(at_least=state["move_number"] + 1)
        assert after["views"] == [entry(live.state, 1)]
        assert after["acting_seats"] == [1]
        a.send({"type": "move", "move_number": state["move_number"], "action": legal[0]})
        assert a.kind("ack")["duplicate"]
        a.send({"type": "move", "move_number": state["move_number"], "action": "something else"})
        stale = a.kind("error")
        assert stale["code"] == "stale" and "already moved" in stale["reason"]
        b.send({"type": "move", "move_number": after["move_number"], "action": "q0"})
        illegal = b.kind("error")
        assert illegal["code"] in ("illegal",) and "q0" in illegal["reason"]
        a.send({"type": "move", "move_number": after["move_number"], "action": legal[0]})
        turn = a.kind("error")
        assert turn["code"] == "illegal" and "turn" in turn["reason"]


def test_malformed_messages_get_clear_errors_and_change_nothing(client: Any) -> None:
    room, tokens = two_player(client)
    live = hub_room(client, room)
    before = live.state.move_number
    with connect(client, room, [tokens[0]]) as a:
        a.state()
        cases: list[tuple[Any, str]] = [
            ("{not json", "bad_json"),
            ("[1, 2]", "bad_message"),
            (json.dumps({"type": "dance"}), "unknown_type"),
            (json.dumps({"type": "move", "action": "a1"}), "bad_message"),
            (json.dumps({"type": "move", "move_number": "3", "action": "a1"}), "bad_message"),
            (json.dumps({"type": "move", "move_number": 0, "action": 5}), "bad_message"),
            (json.dumps({"type": "move", "seat": 1, "move_number": 0, "action": "a1"}), "not_your_seat"),
            (json.dumps({"type": "move", "move_number": 99, "action": "a1"}), "ahead"),
        ]
        for text, code in cases:
            a.ws.send_text(text)
            error = a.kind("error")
            assert error["code"] == code, (text, error)
            assert error["reason"]
        a.send({"type": "ping"})
        assert a.kind("pong")["type"] == "pong"
    assert live.state.move_number == before


def test_oversized_message_closes_the_connection_with_a_reason(sqlite_url: str) -> None:
    with serve(sqlite_url, max_message_bytes=1000) as client:
        room, tokens = two_player(client)
        with connect(client, room, [tokens[0]]) as a:
            a.state()
            a.ws.send_text(json.dumps({"type": "ping", "pad": "x" * 5000}))
            error = a.kind("error")
            assert error["code"] == "too_large" and "1000 bytes" in error["reason"]
            closed = a.kind("closed")
            assert closed["code"] == 1008 and "1000 bytes" in closed["reason"]


def test_spectator_sees_the_public_view_and_cannot_move(client: Any) -> None:
    data = create(client, "zahlenpoker", [{"kind": "local"}] * 3)
    room = data["room"]["id"]
    live = hub_room(client, room)
    with connect(client, room, spectate=True) as watcher:
        assert watcher.kind("welcome")["spectator"]
        state = watcher.state()
        assert state["views"] == [entry(live.state, None)]
        assert state["acting_seats"] == []
        watcher.send({"type": "move", "seat": 0, "move_number": state["move_number"], "action": "1"})
        assert watcher.kind("error")["code"] == "spectator"


def test_hot_seat_one_connection_acts_for_several_seats(client: Any) -> None:
    room, tokens = two_player(client)
    live = hub_room(client, room)
    with connect(client, room, [tokens[0], tokens[1]]) as both:
        assert both.kind("welcome")["seats"] == [0, 1]
        state = both.state()
        assert state["views"] == [
            entry(live.state, 0),
            entry(live.state, 1),
            entry(live.state, None),  # the public view: what the screen shows between people
        ]
        assert state["acting_seats"] == [0]  # the client is told which seat acts
        legal = state["views"][0]["view"]["legal"]
        both.send({"type": "move", "move_number": state["move_number"], "action": legal[0]})
        assert both.kind("error")["code"] == "bad_message"  # several seats: the message names the seat
        both.send({"type": "move", "seat": 0, "move_number": state["move_number"], "action": legal[0]})
        assert both.kind("ack")["seat"] == 0
        nxt = both.state(at_least=state["move_number"] + 1)
        assert nxt["acting_seats"] == [1]


def test_simultaneous_choices_at_the_same_move_number_are_all_applied(client: Any) -> None:
    data = create(client, "zahlenpoker", [{"kind": "local"}] * 3)
    room, tokens = data["room"]["id"], data["token"]
    live = hub_room(client, room)
    with connect(client, room, [tokens[0]]) as a, connect(client, room, [tokens[1]]) as b:
        sa, sb = a.state(), b.state()
        assert sa["simultaneous"] and sa["acting_seats"] == [0] and sb["acting_seats"] == [1]
        number = sa["move_number"]
        a.send({"type": "move", "move_number": number, "action": sa["views"][0]["view"]["legal"][0]})
        assert not a.kind("ack")["duplicate"]
        b.send({"type": "move", "move_number": number, "action": sb["views"][0]["view"]["legal"][0]})
        ack = b.kind("ack")
        assert not ack["duplicate"] and ack["move_number"] == number + 1
        assert live.state.move_number == number + 2
        assert live.state.acting_players() == (2,)
        b.send({"type": "move", "move_number": number, "action": sb["views"][0]["view"]["legal"][0]})
        assert b.kind("ack")["duplicate"]
        assert live.state.move_number == number + 2


def test_reconnect_gets_the_current_view(client: Any) -> None:
    room, tokens = two_player(client)
    live = hub_room(client, room)
    with connect(client, room, [tokens[0]]) as a:
        state = a.state()
        a.send(
            {
                "type": "move",
                "move_number": state["move_number"],
                "action": state["views"][0]["view"]["legal"][0],
            }
        )
        a.kind("ack")
    with connect(client, room, [tokens[0]]) as again:
        assert again.state()["views"][0]["view"] == english_view(live.state, 0)


def test_computer_seat_answers_and_the_server_stays_responsive(client: Any) -> None:
    data = create(
        client,
        "fuenf_gewinnt",
        [{"kind": "local"}, {"kind": "ai", "level": "hard"}],
        options={"first": "1"},
    )
    room, token = data["room"]["id"], data["token"][0]
    with connect(client, room, [token]) as a:
        state = a.state()
        a.send(
            {
                "type": "move",
                "move_number": state["move_number"],
                "action": state["views"][0]["view"]["legal"][0],
            }
        )
        a.kind("ack")
        a.state(at_least=state["move_number"] + 1)
        started = time.perf_counter()
        for _ in range(5):  # the computer thinks for 1.5 s CPU in a worker process meanwhile
            assert client.get("/api/games").status_code == 200
        served = time.time()
        answered = a.until(lambda m: m["type"] == "state" and m["acting_seats"] == [0], timeout=60)
        assert answered["move_number"] >= state["move_number"] + 2
        assert time.perf_counter() - started > 0.5  # it did think, elsewhere
        # the requests were answered while it thought: before its move was stored (a server whose
        # event loop waited for the computer would answer them only after; wall time on a loaded
        # machine stretches both alike, so this does not depend on the load)
        engine = client.app.state.hub.store.engine  # type: ignore[attr-defined]
        with engine.connect() as conn:
            at = conn.execute(
                sa.select(moves.c.at).where(
                    moves.c.room_id == room, moves.c.number == state["move_number"] + 1
                )
            ).scalar_one()
        assert served < at


def test_clock_hands_a_slow_seat_to_the_computer_and_rejoin_takes_it_back(client: Any) -> None:
    data = create(
        client,
        "fuenf_gewinnt",
        [{"kind": "local"}, {"kind": "local"}],
        options={"first": "1"},
        clock_seconds=1,
        timeout_level="random",
    )
    room, tokens = data["room"]["id"], data["token"]
    with connect(client, room, [tokens[0]]) as a:
        state = a.state()
        assert state["clock"] is not None and 0 < state["clock"]["remaining"] <= 1
        info = a.until(lambda m: m["type"] == "room" and m["room"]["seats"][0]["status"] == "ai", timeout=10)
        assert info["room"]["seats"][0]["level"] == "random"
        moved = a.state(at_least=state["move_number"] + 1, timeout=30)
        assert moved["move_number"] > state["move_number"]
        a.send({"type": "rejoin"})
        back = a.until(
            lambda m: m["type"] == "room" and m["room"]["seats"][0]["status"] == "joined", timeout=10
        )
        assert back["room"]["seats"][0]["level"] is None


def test_leaving_player_seat_played_on_by_the_computer(client: Any) -> None:
    room, tokens = two_player(client)
    with connect(client, room, [tokens[1]]) as b:
        b.state()
        left = client.post(
            f"/api/rooms/{room}/leave", json={"takeover_level": "random"}, headers={"X-Seat-Token": tokens[0]}
        )
        assert left.status_code == 200
        b.until(lambda m: m["type"] == "state" and m["acting_seats"] == [1], timeout=60)


def test_game_clock_is_a_bank_per_seat_stored_with_the_moves(client: Any) -> None:
    """Seat 0 thinks a second of its bank (5 s: under a loaded CI the move's way to the server must
    not use up the bank before it arrives), the other seat moves, and the rest of seat 0's bank
    runs out to the computer."""
    bank = 5.0
    data = create(
        client,
        "fuenf_gewinnt",
        [{"kind": "local"}, {"kind": "local"}],
        options={"first": "1"},
        game_clock_seconds=bank,
        timeout_level="random",
    )
    room, tokens = data["room"]["id"], data["token"]
    assert data["room"]["game_clock_seconds"] == bank
    live = hub_room(client, room)
    with connect(client, room, [tokens[0]]) as a, connect(client, room, [tokens[1]]) as b:
        state = a.state()
        assert state["clock"]["per_game"] == bank and state["clock"]["bank"][0] <= bank
        time.sleep(1.0)
        a.send(
            {
                "type": "move",
                "move_number": state["move_number"],
                "action": state["views"][0]["view"]["legal"][0],
            }
        )
        a.kind("ack")
        assert 1.0 <= live.seats[0].clock_used < bank - 1.0
        stored = client.app.state.hub.store.load_room(room)[1]  # type: ignore[attr-defined]
        assert stored[0].clock_used == live.seats[0].clock_used  # committed with the move
        turn = b.until(lambda m: m["type"] == "state" and m["acting_seats"] == [1])
        b.send(
            {
                "type": "move",
                "move_number": turn["move_number"],
                "action": turn["views"][0]["view"]["legal"][0],
            }
        )
        b.kind("ack")
        again = a.until(lambda m: m["type"] == "state" and m["acting_seats"] == [0])
        remaining = again["clock"]["remaining"]
        assert (
            remaining is not None and remaining < bank - 0.9
        )  # what is left of seat 0's bank, not all of it
        started = time.perf_counter()
        a.until(lambda m: m["type"] == "room" and m["room"]["seats"][0]["status"] == "ai", timeout=15)
        assert time.perf_counter() - started < remaining + 1.5  # at the end of the bank, not later
    assert live.seats[0].clock_used >= bank - 0.1


def test_two_connections_of_one_seat_racing_apply_the_move_once(client: Any) -> None:
    room, tokens = two_player(client)
    live = hub_room(client, room)
    with connect(client, room, [tokens[0]]) as a1, connect(client, room, [tokens[0]]) as a2:
        state = a1.state()
        a2.state()
        number = state["move_number"]
        legal = state["views"][0]["view"]["legal"]
        a1.send({"type": "move", "move_number": number, "action": legal[0]})
        a2.send({"type": "move", "move_number": number, "action": legal[0]})
        answers = sorted([a1.kind("ack")["duplicate"], a2.kind("ack")["duplicate"]])
        assert answers == [False, True]
        assert live.state.move_number == number + 1
        a1.send({"type": "move", "move_number": number, "action": "another move"})
        assert a1.kind("error")["code"] == "stale"
        assert live.state.move_number == number + 1


def test_all_seats_of_a_simultaneous_node_submitting_at_once_are_each_applied_once(client: Any) -> None:
    data = create(client, "zahlenpoker", [{"kind": "local"}] * 3)
    room, tokens = data["room"]["id"], data["token"]
    live = hub_room(client, room)
    with (
        connect(client, room, [tokens[0]]) as a,
        connect(client, room, [tokens[1]]) as b,
        connect(client, room, [tokens[2]]) as c,
    ):
        conns = [a, b, c]
        states = [conn.state() for conn in conns]
        number = states[0]["move_number"]
        for conn, state in zip(conns, states, strict=True):
            conn.send(
                {"type": "move", "move_number": number, "action": state["views"][0]["view"]["legal"][0]}
            )
        acks = [conn.kind("ack") for conn in conns]
        assert sorted(ack["move_number"] for ack in acks) == [number, number + 1, number + 2]
        assert not any(ack["duplicate"] for ack in acks)
        choices = [(p, a) for p, a in live.moves[number : number + 3]]
        assert sorted(p for p, _ in choices) == [0, 1, 2]
