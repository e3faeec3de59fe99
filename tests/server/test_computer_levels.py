"""Computer seats play only the named levels (issue 21, item 2): an agent spec with an endless or
huge budget (``mcts:seconds=nan``, ``inf``, ``1e9``, ``sims=10**12``) would hold a worker for
good, so rooms refuse every spec that is not a named level, as a seat level, a ``timeout_level``,
a takeover level or ``leave``'s ``takeover_level``; a room stored with such a spec before
(an older server) plays at a safe named level after a restart, and says so in the log."""

from __future__ import annotations

import logging
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fives.ai.levels import PLAY_LEVELS, make_agent, played_level
from fives.core import FivesError
from fives.games import load
from fives.server.config import database_url
from fives.server.store import Store

from .conftest import connect, create, hub_room, serve
from .reliability import record_figures

ENDLESS = [
    "mcts:seconds=nan",
    "mcts:seconds=inf",
    "mcts:seconds=1e9",
    f"mcts:sims={10**12}",
    "alphabeta:seconds=nan",
    "alphabeta:depth=64",
    "alphabeta:nodes=1000000000000",
    "greedy",
    "easy:seconds=1",
    "random:x=1",
]


def headers(token: str) -> dict[str, str]:
    return {"X-Seat-Token": token}


@pytest.mark.parametrize("spec", ENDLESS)
def test_every_way_to_name_a_computer_level_refuses_a_spec(client: Any, spec: str) -> None:
    bodies = [
        {"game": "fuenf_gewinnt", "seats": [{"kind": "local"}, {"kind": "ai", "level": spec}]},
        {"game": "fuenf_gewinnt", "seats": [{"kind": "ai", "level": spec}] * 2},
        {"game": "fuenf_gewinnt", "clock_seconds": 30, "timeout_level": spec},
    ]
    hub = client.app.state.hub
    rooms_before = len(hub.rooms)
    for body in bodies:
        answer = client.post("/api/rooms", json=body)
        assert answer.status_code == 400, (body, answer.text)
        assert answer.json()["error"] == "bad_level"
        assert "random, easy, medium, hard, max" in answer.json()["detail"]
    assert len(hub.rooms) == rooms_before  # a refusal creates nothing

    data = create(client, "fuenf_gewinnt", [{"kind": "local"}, {"kind": "local"}], options={"first": "1"})
    room, t0, t1 = data["room"]["id"], data["token"][0], data["token"][1]
    left = client.post(f"/api/rooms/{room}/leave", json={"takeover_level": spec}, headers=headers(t1))
    assert left.status_code == 400 and left.json()["error"] == "bad_level"
    assert client.get(f"/api/rooms/{room}").json()["seats"][1]["status"] == "joined"
    assert client.post(f"/api/rooms/{room}/leave", headers=headers(t1)).status_code == 200
    taken = client.post(f"/api/rooms/{room}/seats/1/takeover", json={"level": spec}, headers=headers(t0))
    assert taken.status_code == 400 and taken.json()["error"] == "bad_level"
    assert client.get(f"/api/rooms/{room}").json()["seats"][1]["status"] == "left"
    record_figures("computer levels: agent specs refused (ways of naming a level)", **{spec: len(bodies) + 2})


def test_the_named_levels_and_random_are_accepted(client: Any) -> None:
    game = load("fuenf_gewinnt")
    for level in PLAY_LEVELS:
        data = create(client, "fuenf_gewinnt", [{"kind": "local"}, {"kind": "ai", "level": level}])
        assert data["room"]["seats"][1]["level"] == (
            level if level == "random" else played_level(game, level, 2)
        )
    data = create(client, "fuenf_gewinnt", [{"kind": "local"}, {"kind": "ai", "level": " Medium "}])
    assert data["room"]["seats"][1]["level"] == "medium"


def test_a_level_the_game_leaves_out_names_the_seat_after_the_level_that_plays(client: Any) -> None:
    """Three-player Zahlenpoker offers easy and max: the home page's one-click game asks for
    medium, and the seats say what plays them, "computer (max)", not a level that is not there."""
    seats = [{"kind": "local"}, {"kind": "ai", "level": "medium"}, {"kind": "ai", "level": "hard"}]
    data = create(client, "zahlenpoker", seats, options={"players": 3})
    for seat in data["room"]["seats"][1:]:
        assert seat["level"] == "max" and seat["name"] == "computer (max)"
    data = create(client, "fuenf_gewinnt", [{"kind": "local"}, {"kind": "ai", "level": "hard"}])
    assert data["room"]["seats"][1]["name"] == "computer (max)"  # Fünf gewinnt offers no hard


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(["seconds", "sims", "c", "depth"]),
    st.sampled_from(["nan", "inf", "-inf", "NaN", "1e999"]),
)
def test_an_agent_spec_with_a_number_that_is_not_finite_is_refused(key: str, value: str) -> None:
    """The CLI keeps specs for power users, but not an endless budget."""
    kind = "mcts"
    with pytest.raises(FivesError, match=key):
        make_agent(f"{kind}:{key}={value}", load("torris"), 2)


def test_a_room_stored_with_a_bad_spec_plays_a_safe_level_after_a_restart(
    db_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    with serve(db_url) as client:
        data = create(
            client,
            "fuenf_gewinnt",
            [{"kind": "local"}, {"kind": "ai", "level": "easy"}],
            options={"first": "1"},
        )
        room, token = data["room"]["id"], data["token"][0]
    store = Store(database_url(db_url))  # an older server accepted any spec
    try:
        store.update_seat(room, 1, None, level="mcts:seconds=1e9")
    finally:
        store.dispose()
    caplog.set_level(logging.WARNING, "fives.server")
    with serve(db_url) as client, connect(client, room, [token]) as conn:
        state = conn.state()
        conn.send(
            {
                "type": "move",
                "move_number": state["move_number"],
                "action": state["views"][0]["view"]["legal"][0],
            }
        )
        conn.kind("ack")
        answered = conn.until(lambda m: m["type"] == "state" and m["acting_seats"] == [0], timeout=60)
        assert answered["move_number"] == state["move_number"] + 2
        assert hub_room(client, room).seats[1].level == "mcts:seconds=1e9"
    assert any("mcts:seconds=1e9" in r.getMessage() and "easy" in r.getMessage() for r in caplog.records)
