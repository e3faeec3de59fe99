"""Ending live time of the rules early: Hütchenspieler's seekers say they are ready.

While a rules timer runs (`fives.server.room.phase_timer`: the seekers memorise the face-up row
for ``memorize_seconds`` before the shuffler's ``turn``), each seeker may say ``ready``.  Once
every person among the seekers has (computer seekers need no time), the server plays the
timer's action at once instead of waiting for the rest of the time.  The seat whose action ends
the timer (the shuffler) is not asked: it does not memorise.  A ready sent twice, or for a timer
already over (a stale move number), changes nothing.
"""

from __future__ import annotations

from typing import Any

from fives.core import Message

from .hub import Hub
from .room import SEAT_AI, Room, RoomError


async def ready(hub: Hub, room: Room, seat: int, move_number: int) -> dict[str, Any]:
    """``seat`` is ready to end the running timer; the timer ends once every seeker is."""
    session = hub.session(room)
    async with room.lock:
        timer = session.timer
        if timer is None or timer.move_number != room.state.move_number:
            raise RoomError("no_timer", Message("server-no-timer"))
        if move_number != timer.move_number:
            raise RoomError(
                "stale",
                Message("server-ready-stale", current=str(room.state.move_number), move=str(move_number)),
            )
        if seat == timer.seat:
            raise RoomError("not_seeker", Message("server-not-seeker", what=timer.what))
        number, seats = session.ready
        seats = (seats if number == timer.move_number else frozenset()) | {seat}
        session.ready = (timer.move_number, seats)
        people = {s.seat for s in room.seats if s.seat != timer.seat and s.status != SEAT_AI}
        done = people <= seats
        if done:
            session.end_timer()  # the submission below is not held back as too early
    if not done:
        session.broadcast()  # everyone sees who is ready
        return {"room": room.id, "ready": sorted(seats), "ended": False}
    await session.play(timer.seat, timer.move_number, timer.action, by="server")
    return {"room": room.id, "ready": sorted(seats), "ended": True}


__all__ = ["ready"]
