"""Hütchenspieler: the seekers end the memorising time early with "ready" (issue 24)."""

from __future__ import annotations

import time
from typing import Any

from .conftest import connect, create, hub_room, hub_session


def memorising(client: Any, seats: list[dict[str, Any]]) -> tuple[str, dict[int, str]]:
    """A room whose computer shuffler has laid out the row: the seekers memorise (20 s)."""
    data = create(client, "huetchenspieler", seats, options={"first": "1", "memorize_seconds": 20})
    room = data["room"]["id"]
    deadline = time.monotonic() + 20
    while hub_session(client, room).timer is None:
        assert time.monotonic() < deadline, "the shuffler did not lay out the row"
        time.sleep(0.02)
    return room, data["token"]


def test_the_seeker_ends_the_memorising_time_early(client: Any) -> None:
    room, tokens = memorising(client, [{"kind": "ai", "level": "random"}, {"kind": "local"}])
    timer = hub_session(client, room).timer
    assert timer is not None and timer.what == "memorize"
    number = timer.move_number
    with connect(client, room, [tokens[1]]) as conn:
        state = conn.state()
        assert state["timer"]["action"] == "turn" and state["timer"]["ready"] == []
        started = time.monotonic()
        conn.send({"type": "ready", "move_number": number})
        # the stones are turned now, not after 20 s
        turned = conn.until(lambda m: m["type"] == "state" and m["move_number"] > number)
        assert time.monotonic() - started < 10
    assert hub_room(client, room).moves[number] == (0, "turn")
    assert hub_session(client, room).timer is None or hub_session(client, room).timer.move_number != number
    assert turned["move_number"] > number


def test_the_time_runs_on_until_every_seeker_is_ready(client: Any) -> None:
    seats = [{"kind": "ai", "level": "random"}, {"kind": "local"}, {"kind": "local"}]
    room, tokens = memorising(client, seats)
    number = hub_session(client, room).timer.move_number  # type: ignore[union-attr]
    with connect(client, room, [tokens[1]]) as first, connect(client, room, [tokens[2]]) as second:
        first.state()
        second.state()
        first.send({"type": "ready", "move_number": number})
        seen = second.until(lambda m: m["type"] == "state" and m["timer"] and m["timer"]["ready"] == [1])
        assert seen["move_number"] == number  # one of two seekers: the time runs on
        assert hub_room(client, room).state.move_number == number
        first.send({"type": "ready", "move_number": number})  # twice: nothing more
        second.send({"type": "ready", "move_number": number})
        second.until(lambda m: m["type"] == "state" and m["move_number"] > number)
    assert hub_room(client, room).moves[number] == (0, "turn")


def test_ready_is_refused_without_a_timer_or_from_the_shuffler(client: Any) -> None:
    room, tokens = memorising(client, [{"kind": "local"}, {"kind": "ai", "level": "random"}][::-1])
    number = hub_session(client, room).timer.move_number  # type: ignore[union-attr]
    with connect(client, room, [tokens[1]]) as conn:
        conn.state()
        conn.send({"type": "ready", "move_number": number - 1})
        assert conn.kind("error")["code"] == "stale"
    assert hub_room(client, room).state.move_number == number
    data = create(client, "cambio", [{"kind": "local"}, {"kind": "local"}])
    with connect(client, data["room"]["id"], [data["token"][0]]) as conn:
        conn.state()
        conn.send({"type": "ready", "move_number": 0})
        assert conn.kind("error")["code"] == "no_timer"


def test_a_computer_seeker_is_ready_at_once_and_a_person_who_shuffles_does_not_wait(client: Any) -> None:
    """Issue 36 item 4: the person shuffles, the computer seeks; the computer has memorised the row
    as soon as it lies face up and says so, and the stones turn after a moment, not the full 20 s."""
    data = create(
        client,
        "huetchenspieler",
        [{"kind": "local"}, {"kind": "ai", "level": "random"}],
        options={"first": "1", "memorize_seconds": 20},
    )
    room = data["room"]["id"]
    with connect(client, room, [data["token"][0]]) as conn:
        number = conn.state()["move_number"]
        conn.send({"type": "move", "move_number": number, "action": "dot line triangle square"})
        memorising = conn.until(lambda m: m["type"] == "state" and m.get("timer"))
        assert memorising["timer"]["ready"] == [1]  # the computer seeker said ready
        assert memorising["timer"]["seconds"] <= 1.5
        started = time.monotonic()
        conn.until(lambda m: m["type"] == "state" and m["move_number"] > memorising["move_number"])
        assert time.monotonic() - started < 10
    assert hub_room(client, room).moves[memorising["move_number"]] == (0, "turn")


def test_a_person_seeker_beside_a_computer_one_still_has_the_time(client: Any) -> None:
    seats = [{"kind": "ai", "level": "random"}, {"kind": "local"}, {"kind": "ai", "level": "random"}]
    room, tokens = memorising(client, seats)
    timer = hub_session(client, room).timer
    assert timer is not None and timer.seconds == 20  # a person seeks: the whole time
    with connect(client, room, [tokens[1]]) as conn:
        assert conn.state()["timer"]["ready"] == [2]  # the computer seeker is ready already
        conn.send({"type": "ready", "move_number": timer.move_number})  # the person: the time ends
        conn.until(lambda m: m["type"] == "state" and m["move_number"] > timer.move_number)
