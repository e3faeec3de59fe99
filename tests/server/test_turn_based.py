"""Turn-based play (issue 28): days per move, whose turn it is stored with every move, the
clock computed from stored times (a simulated day, a restart in between, a room dropped from
memory), and what happens when the days run out; on SQLite and PostgreSQL."""

from __future__ import annotations

import time
from typing import Any

import pytest
import sqlalchemy as sa

from fives.server.config import database_url
from fives.server.store import Store
from fives.server.tables import seats

from .conftest import create, hub_room, serve

DAY = 86400.0


def _turns(url: str, room: str) -> dict[int, tuple[bool, float | None]]:
    """Each seat's stored (to_move, turn_since)."""
    store = Store(database_url(url))
    try:
        with store.engine.connect() as conn:
            rows = conn.execute(
                sa.select(seats.c.seat, seats.c.to_move, seats.c.turn_since).where(seats.c.room_id == room)
            ).all()
        return {r.seat: (bool(r.to_move), r.turn_since) for r in rows}
    finally:
        store.dispose()


def _move(client: Any, room: str, token: str) -> dict[str, Any]:
    mine = client.get(f"/api/rooms/{room}/me", headers={"X-Seat-Token": token}).json()["view"]
    answer = client.post(
        f"/api/rooms/{room}/moves",
        json={"move_number": mine["move_number"], "action": mine["legal"][0]},
        headers={"X-Seat-Token": token},
    )
    assert answer.status_code == 200, answer.text
    return dict(answer.json())


def _to_move(client: Any, room: str) -> list[int]:
    return list(client.get(f"/api/rooms/{room}").json()["to_move"])


def _advance(client: Any, seconds: float) -> dict[str, Any]:
    answer = client.post("/api/test/clock", json={"advance_seconds": seconds})
    assert answer.status_code == 200, answer.text
    return dict(answer.json())


def _turn_room(client: Any, seats_: int = 2, game: str = "make5", **extra: Any) -> dict[str, Any]:
    return create(client, game, [{"kind": "local"}] * seats_, pace="turn_based", **extra)


def test_turn_based_clock_options_are_days(db_url: str) -> None:
    with serve(db_url, test_clock=True) as client:
        room = _turn_room(client)["room"]
        assert room["pace"] == "turn_based" and room["clock_seconds"] == 3 * DAY
        assert room["away"] == {}
        for days in (1, 7):
            assert _turn_room(client, clock_seconds=days * DAY)["room"]["clock_seconds"] == days * DAY
        for bad in ({"clock_seconds": 2 * DAY}, {"clock_seconds": 30}, {"game_clock_seconds": 600}):
            answer = client.post(
                "/api/rooms",
                json={"game": "make5", "seats": [{"kind": "local"}] * 2, "pace": "turn_based", **bad},
            )
            assert answer.status_code == 400 and answer.json()["error"] == "bad_clock", answer.text
        live = create(client, "make5", [{"kind": "local"}] * 2)["room"]
        assert live["pace"] == "live"


def test_a_day_later_the_other_player_moves_then_the_days_run_out(db_url: str) -> None:
    """Two players, one day per move: a move stores whose turn it is and since when; a day
    (less a minute) later the other may still move; when its day runs out, it loses."""
    with serve(db_url, test_clock=True) as client:
        data = _turn_room(client, clock_seconds=DAY)
        room, token = data["room"]["id"], data["token"]
        first = _to_move(client, room)[0]
        _move(client, room, token[first])
        other = 1 - first
        stored = _turns(db_url, room)
        assert stored[first] == (False, None)
        assert stored[other][0] is True and stored[other][1] is not None
        since = stored[other][1]
        _advance(client, DAY - 60)
        assert client.get(f"/api/rooms/{room}").json()["status"] == "playing"
        _move(client, room, token[other])  # a day later, still in time
        assert _turns(db_url, room)[first][0] is True
        _advance(client, DAY + 1)
        info = client.get(f"/api/rooms/{room}").json()
        assert info["status"] == "finished", info
        assert info["result"]["ended"] == "timeout"
        assert info["result"]["winners"] == [other] and info["result"]["absent"] == first
        assert all(not to_move for to_move, _ in _turns(db_url, room).values())
        assert since is not None


def test_three_players_the_computer_takes_over_when_the_days_run_out(db_url: str) -> None:
    with serve(db_url, test_clock=True) as client:
        data = _turn_room(client, seats_=3, game="cambio", options={"players": 3}, clock_seconds=DAY)
        room = data["room"]["id"]
        late = _to_move(client, room)[0]
        _advance(client, DAY + 1)
        info = client.get(f"/api/rooms/{room}").json()
        assert info["status"] == "playing"
        assert info["seats"][late]["status"] == "ai"
        assert _turns(db_url, room)[late][0] is False


def test_nobody_is_away_in_a_turn_based_game(db_url: str) -> None:
    """A closed tab is no absence: no takeover, no claim; the clock decides."""
    with serve(db_url, test_clock=True) as client:
        data = _turn_room(client)
        room, token = data["room"]["id"], data["token"]
        _advance(client, DAY / 2)
        taken = client.post(
            f"/api/rooms/{room}/seats/1/takeover", json={"level": "easy"}, headers={"X-Seat-Token": token[0]}
        )
        assert taken.status_code == 409 and taken.json()["error"] == "not_away"
        claimed = client.post(f"/api/rooms/{room}/claim", headers={"X-Seat-Token": token[0]})
        assert claimed.status_code == 409 and claimed.json()["error"] == "no_claim"
        assert client.get(f"/api/rooms/{room}").json()["away"] == {}


def test_a_move_days_later_survives_a_restart_and_the_clock_runs_from_stored_times(db_url: str) -> None:
    """A move made, the server restarted (in between: days pass): the move is there, the turn's
    deadline is the stored one (the days the server was down count), and the clock still ends
    the game when the days run out, in the new process."""
    with serve(db_url, test_clock=True) as client:
        data = _turn_room(client, clock_seconds=3 * DAY)
        room, token = data["room"]["id"], data["token"]
        first = _to_move(client, room)[0]
        answer = _move(client, room, token[first])
        moves = answer["now"]
        since = _turns(db_url, room)[1 - first][1]
        assert since is not None
    with serve(db_url, test_clock=True) as client:  # two days later
        client.app.state.hub.settings.clock.advance(2 * DAY)  # type: ignore[attr-defined]
        live = hub_room(client, room)
        assert live.state.move_number == moves
        assert live.turn_started == {1 - first: since}
        assert live.session.deadline == pytest.approx(since + 3 * DAY)
        _move(client, room, token[1 - first])  # the other player moves, days later
        moved = _turns(db_url, room)
        assert moved[first][0] is True and moved[first][1] is not None and moved[first][1] > since
    with serve(db_url, test_clock=True) as client:  # and the next move's days run out meanwhile
        client.app.state.hub.settings.clock.advance(2 * DAY + 3 * DAY + 1)  # type: ignore[attr-defined]
        info = _advance(client, 0)
        assert client.get(f"/api/rooms/{room}").json()["status"] == "finished", info


def test_a_room_dropped_from_memory_still_times_out(db_url: str) -> None:
    """A turn-based room without a connection may leave memory (its clock runs for days); the
    sweep of the stored deadlines brings it back when its time is up."""
    with serve(db_url, test_clock=True) as client:
        data = _turn_room(client, clock_seconds=DAY)
        room = data["room"]["id"]
        hub = client.app.state.hub  # type: ignore[attr-defined]
        live = hub.rooms[room]
        for _ in range(100):  # whose turn it is is being stored (the room's lock is held)
            if hub.session(live).idle():
                break
            time.sleep(0.05)
        assert hub.session(live).idle()  # although its clock runs
        assert hub.session(live).clock_task is not None
        hub.evict(live)
        assert room not in hub.rooms
        assert _advance(client, DAY / 2)["due"] == []
        assert room not in hub.rooms
        assert _advance(client, DAY / 2 + 1)["due"] == [room]
        assert client.get(f"/api/rooms/{room}").json()["status"] == "finished"


def test_the_test_clock_exists_only_in_tests(sqlite_url: str) -> None:
    with serve(sqlite_url) as client:
        answer = client.post("/api/test/clock", json={"advance_seconds": DAY})
        assert answer.status_code in (404, 405)
        assert "/api/test/clock" not in client.get("/openapi.json").json()["paths"]


def test_two_processes_run_the_same_deadline(db_url: str) -> None:
    """Two server processes on one database: the second rebuilds the room with the deadline the
    first stored (no task of the first is needed), and its clock ends the game when the first
    has dropped the room."""
    with serve(db_url, test_clock=True) as one, serve(db_url, test_clock=True) as two:
        data = _turn_room(one, clock_seconds=DAY)
        room, token = data["room"]["id"], data["token"]
        first = _to_move(one, room)[0]
        _move(one, room, token[first])
        since = _turns(db_url, room)[1 - first][1]
        assert since is not None
        assert two.get(f"/api/rooms/{room}").json()["move_number"] >= 1
        assert hub_room(two, room).session.deadline == pytest.approx(since + DAY)
        hub = one.app.state.hub  # type: ignore[attr-defined]
        hub.evict(hub.rooms[room])  # the first process lets the room go
        two.app.state.hub.settings.clock.advance(DAY / 2)  # type: ignore[attr-defined]
        assert _advance(two, DAY / 2 + 1)["now"] > since + DAY
        info = two.get(f"/api/rooms/{room}").json()
        assert info["status"] == "finished" and info["result"]["absent"] == 1 - first


def test_the_stored_turn_is_always_who_must_move(sqlite_url: str) -> None:
    """Property: after every move of random games (hot-seat, so that no computer moves between
    the checks), the seats stored as ``to_move`` are exactly the room's ``to_move``, with the
    running turns' starts stored."""
    from hypothesis import given, settings
    from hypothesis import strategies as st

    with serve(sqlite_url, test_clock=True) as client:

        @settings(max_examples=12, deadline=None)
        @given(st.sampled_from(["make5", "torris", "zahlenpoker", "cambio", "fuenf_gewinnt"]), st.randoms())
        def play(game: str, rng: Any) -> None:
            data = _turn_room(client, game=game, clock_seconds=DAY)
            room, token = data["room"]["id"], data["token"]
            for _ in range(12):
                to_move = _to_move(client, room)
                if not to_move:
                    break
                _move(client, room, token[rng.choice(to_move)])
                info = client.get(f"/api/rooms/{room}").json()
                stored = _turns(sqlite_url, room)
                expected = set(info["to_move"]) if info["status"] == "playing" else set()
                assert {seat for seat, (flag, _) in stored.items() if flag} == expected
                assert all((since is not None) == flag for flag, since in stored.values())

        play()
