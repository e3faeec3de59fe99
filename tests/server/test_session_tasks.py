"""A room's session owns the room's tasks (issue 23, part 3): the clock, the rules timer, the
computer players' thinking and the presence message that is due live in the session, not in the
room's data, and one place (`Session.close`) ends them all when the registry drops the room."""

from __future__ import annotations

import dataclasses
import time
from typing import Any

from fives.server.room import Room

from .conftest import connect, create, hub_room, hub_session, serve


def wait_done(task: Any, seconds: float = 5.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if task.done():
            return True
        time.sleep(0.01)
    return False


def test_the_room_s_data_holds_no_task() -> None:
    """`Room` keeps the game and its connections; every task and timer is the session's."""
    names = {field.name for field in dataclasses.fields(Room)}
    for owned in ("thinking", "clock_task", "timer_task", "presence_task", "away_since", "timer", "deadline"):
        assert owned not in names, owned


def test_a_dropped_room_ends_its_clock_and_its_due_presence_and_the_rebuilt_one_goes_on(
    sqlite_url: str,
) -> None:
    with serve(sqlite_url, test_seed=3, presence_interval_seconds=60.0, max_live_rooms=1) as client:
        hub = client.app.state.hub
        data = create(client, "make5", [{"kind": "local"}, {"kind": "local"}], clock_seconds=300)
        room, token = data["room"]["id"], data["token"]
        for _ in range(2):  # the second arrival within the interval: a presence message is due
            with connect(client, room, [token[0]]) as conn:
                conn.kind("state")
        session = hub_session(client, room)
        clock, due = session.clock_task, session.presence.task
        assert clock is not None and not clock.done()
        assert due is not None and not due.done()
        deadline = session.deadline
        assert session.idle() is False  # a running clock keeps the room in memory
        create(client, "make5", [{"kind": "local"}, {"kind": "local"}])
        assert room in hub.rooms

        client.portal.call(hub.evict, hub_room(client, room))
        assert room not in hub.rooms
        assert wait_done(clock) and clock.cancelled()
        assert wait_done(due) and due.cancelled()
        assert session.clock_task is None and session.presence.task is None and not session.thinking

        info = client.get(f"/api/rooms/{room}").json()  # rebuilt from the database
        assert info["status"] == "playing"
        rebuilt = hub_session(client, room)
        assert rebuilt is not session and rebuilt.clock_task is not None
        assert abs(rebuilt.deadline - deadline) < 5.0  # the turn's time goes on
