"""Absent players: a seat handed to the computer keeps its owner's right to return, a left seat that
moves is back, presence (who is here, who is away) as a small message, the grace time after which
the others may let the computer play an away seat, and a claimed win in a two-player game."""

from __future__ import annotations

import time
from types import SimpleNamespace
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from fives.core import Record, replay
from fives.server.config import Settings
from fives.server.presence import Presence
from fives.server.room import Outbox, Room, RoomError
from fives.server.store import RoomRow, SeatRow

from .conftest import Conn, connect, create, hub_room, serve


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


# ----------------------------------------------------------------- presence
def test_arrivals_and_departures_are_a_small_presence_message(sqlite_url: str) -> None:
    with serve(sqlite_url, test_seed=1, presence_interval_seconds=0.0) as client:
        room, tokens = two_people(client)
        with connect(client, room, [tokens[0]]) as a:
            a.state()
            with connect(client, room, [tokens[1]]) as b:
                b.state()
                news = a.until(lambda m: m["type"] == "presence" and m["connected"] == [0, 1])
                assert news["away"] == {}
            gone = a.until(lambda m: m["type"] == "presence" and m["connected"] == [0])
            assert gone["connected"] == [0] and set(gone["away"]) == {"1"}
            assert gone["away"]["1"] < 5
            info = client.get(f"/api/rooms/{room}").json()
            assert info["connected"] == [0] and set(info["away"]) == {"1"}
            assert info["away_grace_seconds"] == 60 and info["claim_win_seconds"] == 300
            # neither arrival nor departure sent the room or the state again
            assert {m["type"] for m in a.log[3:]} == {"presence"}


def test_spectator_churn_costs_the_players_a_few_presence_messages(sqlite_url: str) -> None:
    with serve(sqlite_url, test_seed=1, presence_interval_seconds=0.5) as client:
        room, tokens = two_people(client)
        with connect(client, room, [tokens[0]]) as a:
            a.state()
            started = time.monotonic()
            cycles = 0
            while time.monotonic() - started < 1.0:
                with connect(client, room, spectate=True) as watcher:
                    watcher.state()
                cycles += 1
            elapsed = time.monotonic() - started
            # what reached the player during the churn, and one last presence after it
            time.sleep(0.6)
            a.send({"type": "ping"})
            a.kind("pong")
        received = [m for m in a.log[3:] if m["type"] != "pong"]
        assert cycles >= 5
        assert {m["type"] for m in received} == {"presence"}
        assert len(received) <= elapsed / 0.5 + 2  # at most one per interval (and the first at once)
        assert received[-1]["spectators"] == 0


def test_connections_per_address_and_minute_are_limited(sqlite_url: str) -> None:
    with serve(sqlite_url, test_seed=1, connections_per_minute=5) as client:
        room, _tokens = two_people(client)
        for _ in range(5):
            with connect(client, room, spectate=True) as watcher:
                watcher.state()
        with client.websocket_connect(f"/ws/rooms/{room}") as ws:
            refused = ws.receive_json()
        assert refused["code"] == "too_many_connections" and "5 new connections" in refused["reason"]


def test_a_connection_whose_heartbeat_stops_is_closed_and_its_seat_is_away(sqlite_url: str) -> None:
    with serve(
        sqlite_url, test_seed=1, presence_interval_seconds=0.0, heartbeat_timeout_seconds=0.5
    ) as client:
        room, tokens = two_people(client)
        with connect(client, room, [tokens[0]]) as a:
            a.state()
            with client.websocket_connect(f"/ws/rooms/{room}") as ws:
                b = Conn(ws)
                b.send({"type": "hello", "tokens": [tokens[1]], "heartbeat": True})
                b.state()
                b.send({"type": "ping"})
                b.kind("pong")
                a.until(lambda m: m["type"] == "presence" and m["connected"] == [0, 1])
                started = time.monotonic()  # b goes silent, as a lost network does
                news = a.until(lambda m: m["type"] == "presence" and "1" in m["away"], timeout=10)
                assert time.monotonic() - started < 3
                assert news["connected"] == [0]
                assert b.until(lambda m: m["type"] == "closed", timeout=5)["code"] == 1008
            # a's connection did not ask for a heartbeat: none is asked of it
            time.sleep(0.7)
            a.send({"type": "ping"})
            assert a.kind("pong")["type"] == "pong"


# ----------------------------------------------------------------- grace time, takeover, claim
def test_after_the_grace_time_the_others_may_let_the_computer_play_an_away_seat(sqlite_url: str) -> None:
    with serve(sqlite_url, test_seed=1) as client:
        room, tokens = two_people(client, away_grace_seconds=1, claim_win_seconds=2)
        url = f"/api/rooms/{room}/seats/1/takeover"
        with connect(client, room, [tokens[0]]) as a:
            a.state()
            with connect(client, room, [tokens[1]]) as b:
                b.state()
                here = client.post(url, json={"level": "random"}, headers=headers(tokens[0]))
                assert here.status_code == 409 and here.json()["error"] == "seat_taken"
            early = client.post(url, json={"level": "random"}, headers=headers(tokens[0]))
            assert early.status_code == 409 and early.json()["error"] == "not_away"
            assert "after 1 s" in early.json()["detail"]
            assert client.get(f"/api/rooms/{room}").json()["seats"][1]["status"] == "joined"
            time.sleep(1.1)
            ok = client.post(url, json={"level": "random"}, headers=headers(tokens[0]))
            assert ok.status_code == 200, ok.text
            assert ok.json()["room"]["seats"][1]["status"] == "ai"
            # the computer plays seat 1 on: a moves, the computer answers
            state = a.state()
            action = state["views"][0]["view"]["legal"][0]
            a.send({"type": "move", "move_number": state["move_number"], "action": action})
            a.until(lambda m: m["type"] == "state" and m["acting_seats"] == [0] and m["move_number"] >= 2)
            # its person comes back with the token: the seat is theirs again
            with connect(client, room, [tokens[1]]) as b:
                info = b.kind("room")
                assert info["room"]["seats"][1]["status"] == "joined"
                assert info["room"]["seats"][1]["level"] is None
            moves = [p for p, _ in hub_room(client, room).moves]
            assert moves[:2] == [0, 1]


def test_a_clock_decides_instead_of_the_grace_time(sqlite_url: str) -> None:
    with serve(sqlite_url, test_seed=1) as client:
        room, tokens = two_people(client, away_grace_seconds=1, game_clock_seconds=600)
        time.sleep(1.1)
        refused = client.post(
            f"/api/rooms/{room}/seats/1/takeover", json={"level": "random"}, headers=headers(tokens[0])
        )
        assert refused.status_code == 409 and "clock" in refused.json()["detail"]
        claim = client.post(f"/api/rooms/{room}/claim", headers=headers(tokens[0]))
        assert claim.status_code == 409 and claim.json()["error"] == "no_claim"


def test_the_other_player_claims_the_win_after_the_claim_time(sqlite_url: str) -> None:
    with serve(sqlite_url, test_seed=1) as client:
        room, tokens = two_people(client, away_grace_seconds=1, claim_win_seconds=1.5)
        with connect(client, room, [tokens[0]]) as a:
            state = a.state()
            action = state["views"][0]["view"]["legal"][0]
            a.send({"type": "move", "move_number": state["move_number"], "action": action})
            a.kind("ack")
            early = client.post(f"/api/rooms/{room}/claim", headers=headers(tokens[0]))
            assert early.status_code == 409 and early.json()["error"] == "not_away"
            assert client.post(f"/api/rooms/{room}/claim").status_code == 401
            time.sleep(1.6)
            ok = client.post(f"/api/rooms/{room}/claim", headers=headers(tokens[0]))
            assert ok.status_code == 200, ok.text
            result = ok.json()["room"]["result"]
            assert result["winners"] == [0] and result["ended"] == "claimed"
            assert result["by"] == 0 and result["absent"] == 1
            assert ok.json()["room"]["status"] == "finished"
            a.until(lambda m: m["type"] == "state" and m["status"] == "finished")
            again = client.post(f"/api/rooms/{room}/claim", headers=headers(tokens[0]))
            assert again.status_code == 409
        # the absent player's move comes too late; the record replays and says how it ended
        late = client.post(
            f"/api/rooms/{room}/moves", json={"move_number": 1, "action": "a1"}, headers=headers(tokens[1])
        )
        assert late.status_code == 409 and late.json()["error"] == "not_playing"
        record = client.get(f"/api/finished/{room}").json()["record"]
        assert record["ended"]["ended"] == "claimed" and record["result"] is None
        assert len(record["actions"]) == 1
        replay(Record.from_json(record))


def test_nobody_claims_a_win_against_a_seat_of_the_same_screen(sqlite_url: str) -> None:
    with serve(sqlite_url, test_seed=1) as client:
        data = create(client, "cambio", [{"kind": "local"}] * 2, claim_win_seconds=1)
        time.sleep(1.1)
        claim = client.post(f"/api/rooms/{data['room']['id']}/claim", headers=headers(data["token"][0]))
        assert claim.status_code == 409 and "one screen" in claim.json()["detail"]


def test_three_players_cannot_end_a_game_early(sqlite_url: str) -> None:
    with serve(sqlite_url, test_seed=1) as client:
        data = create(
            client, "zahlenpoker", [{"kind": "local"}] * 3, away_grace_seconds=1, claim_win_seconds=1
        )
        room, tokens = data["room"]["id"], data["token"]
        time.sleep(1.1)
        claim = client.post(f"/api/rooms/{room}/claim", headers=headers(tokens[0]))
        assert claim.status_code == 409 and claim.json()["error"] == "no_claim"
        ok = client.post(
            f"/api/rooms/{room}/seats/2/takeover", json={"level": "random"}, headers=headers(tokens[0])
        )
        assert ok.status_code == 200


def test_absence_rules_out_of_bounds_are_refused(client: Any) -> None:
    for field, value in (("away_grace_seconds", 0), ("claim_win_seconds", 10**6)):
        answer = client.post(
            "/api/rooms", json={"game": "cambio", "seats": [{"kind": "local"}] * 2, field: value}
        )
        assert answer.status_code == 400 and answer.json()["error"] == "bad_absence"


# ----------------------------------------------------------------- the rule, as a property
KINDS = ("local", "invite", "open", "ai")
STATUSES = ("waiting", "joined", "left", "ai")


@settings(max_examples=300, deadline=None)
@given(
    seats=st.lists(
        st.tuples(st.sampled_from(KINDS), st.sampled_from(STATUSES), st.booleans()), min_size=2, max_size=4
    ),
    gone=st.floats(0, 200),
    grace=st.floats(1, 100),
    clock=st.booleans(),
)
def test_who_is_away_and_who_may_be_taken_over(
    seats: list[tuple[str, str, bool]], gone: float, grace: float, clock: bool
) -> None:
    """A person's seat that somebody took and no connection holds is away, nothing else is; the
    others may hand a seat to the computer when it is vacant, or away for the grace time in a
    room without a clock, and never otherwise."""
    rows = [
        SeatRow(
            n,
            kind,
            f"P{n + 1}",
            "ai" if kind == "ai" else status,
            None,
            None if kind == "ai" else f"{n:064x}",
        )
        for n, (kind, status, _held) in enumerate(seats)
    ]
    row = RoomRow(
        "r",
        "zahlenpoker",
        {"players": len(seats)},
        1,
        "playing",
        clock_seconds=60 if clock else None,
        away_grace_seconds=grace,
    )
    room = Room.build(row, rows, [])
    held = {n for n, (kind, _status, here) in enumerate(seats) if here and kind != "ai"}
    if held:
        room.outboxes.add(Outbox(frozenset(held), {n: rows[n].token_hash or "" for n in held}, 8))
    presence = Presence(SimpleNamespace(settings=Settings(database_url="")), room)
    now = time.time()
    presence.away_since = {}
    presence.away_seconds(now - gone)  # everybody away since then
    away = presence.away_seconds(now)
    expected = {str(s.seat) for s in rows if s.kind != "ai" and s.status != "waiting" and s.seat not in held}
    assert set(away) == expected
    assert all(abs(v - gone) < 0.2 for v in away.values())
    for s in rows:
        allowed = s.status in ("left", "waiting") or (
            s.status == "joined" and str(s.seat) in away and not clock and gone >= grace + 0.1
        )
        try:
            presence.check_takeover(s.seat)
            taken = True
        except RoomError:
            taken = False
        if abs(gone - grace) > 0.1:  # (rounding at the boundary aside)
            assert taken == allowed, (s, away, grace, clock)
