"""Resigning (issue 35): a seat's own person gives the game up.

Only the seat's holder may resign (its token over HTTP, ``POST /api/rooms/{id}/resign``, or a
``{"type": "resign", "seat"}`` message on the room's websocket from a connection holding the seat,
the checks of a move); a spectator, another seat, the computer and a finished game are refused.
It happens under the room's lock, as a move does, and is stored before anyone is told:

- **One or two players**: the game ends at once.  The other player wins (one player: nobody);
  the room's result says ``"ended": "resigned"``, ``"resigned": [seat]`` and, as its reason,
  ``server-resigned`` with the seat's name (``reason_message``; ``reason`` is its English text).
- **Three or four players**: no game of fives can go on without a seat (turn order, hands and
  partnerships are fixed by the rules), so the computer plays the seat on at the room's
  ``timeout_level`` (the seat's row says ``resigned``; its person cannot take it back).  When the
  game ends by its rules, the result lists ``"resigned"`` and a resigned seat is no winner
  (`mark_result`): it counts as lost.

A rated game rates a resignation as a loss (`fives.server.rated.abandoned_seats`: a resigned
seat ranks last), except that a two-player game resigned before the resigning seat's first move
ends unrated (``"unrated": "aborted"``, ``server-resigned-unrated``), as lichess aborts a game that
was never really played: nobody's rating moves.  A resignation sent twice is acknowledged again
(``duplicate``); one that arrives after the game ended (a last move that came first) is refused
with ``not_playing``: a game has one result.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from fives.core import Message
from fives.core.message import message_json

from . import rated
from .ai_worker import forget
from .clock import Clock
from .room import FINISHED, PLAYING, SEAT_AI, Room, RoomError


class Session(Protocol):
    """What resigning needs of the room's session (`fives.server.session.Session`)."""

    room: Room
    services: Any
    clock: Clock

    async def confirm_rated(self) -> bool: ...

    async def set_seat(self, seat: int, room_values: dict[str, Any] | None = None, **values: Any) -> None: ...

    def resume(self, broadcast: bool = True) -> None: ...

    def broadcast(self, info: bool = False) -> None: ...


def resigned_seats(room: Room) -> list[int]:
    """The seats whose people resigned (stored on the seats, and in a finished room's result)."""
    found = {s.seat for s in room.seats if s.resigned}
    found.update(s for s in (room.row.result or {}).get("resigned") or [] if isinstance(s, int))
    return sorted(found)


def mark_result(room: Room, result: dict[str, Any]) -> dict[str, Any]:
    """A result of the rules with the resigned seats (three or more players) counted as lost."""
    gone = [s.seat for s in room.seats if s.resigned]
    if not gone:
        return result
    winners = [w for w in result.get("winners") or [] if w not in gone]
    return {**result, "winners": winners, "resigned": gone}


def _result(room: Room, seat: int, unrated: bool) -> dict[str, Any]:
    row = room.seats[seat]
    reason = Message("server-resigned-unrated" if unrated else "server-resigned", name=row.name)
    return {
        **({"unrated": "aborted"} if unrated else {}),
        "winners": [s.seat for s in room.seats if s.seat != seat],
        "scores": list(room.view(None).get("scores") or []),
        "reason": str(reason),
        "reason_message": message_json(reason),
        "details": {},
        "ended": "resigned",
        "resigned": [seat],
        "by": seat,
    }


def _answer(room: Room, seat: int, duplicate: bool) -> dict[str, Any]:
    return {
        "type": "resigned",
        "room": room.id,
        "seat": seat,
        "duplicate": duplicate,
        "status": room.row.status,
    }


async def resign(
    session: Session, seat: int, reply: Callable[[dict[str, Any]], None] | None = None
) -> dict[str, Any]:
    """``seat`` resigns (the caller checked that the asker holds it).  Returns the answer, given
    to ``reply`` first, before anyone hears of the end (as a move's ``ack``)."""
    room = session.room
    services = session.services
    async with room.lock:
        row = room.seats[seat]
        if row.kind == "ai":
            raise RoomError("not_your_seat", Message("server-resign-computer", seat=str(seat)))
        if seat in resigned_seats(room):
            return _reply(_answer(room, seat, duplicate=True), reply)
        if room.row.status != PLAYING:
            over = room.row.status == FINISHED
            raise RoomError("not_playing", Message("server-game-over" if over else "server-not-started"))
        await session.confirm_rated()
        if len(room.seats) <= 2:
            # a rated game given up before the seat's first move ends unrated (lichess aborts it)
            unrated = room.row.rated and not any(player == seat for player, _ in room.moves)
            result = _result(room, seat, unrated)
            rating = {"rated": False} if unrated else {}
            await services.db(services.store.update_room, room.id, status=FINISHED, result=result, **rating)
            room.row.status, room.row.result = FINISHED, result
            room.row.rated = room.row.rated and not unrated
            room.row.updated_at = session.clock.time()
            services.scheduler.drop(room.id, forget, room.id)  # the agents are done
            if room.row.rated:
                await rated.rate_finished(services, room.id)
        else:
            level = services.play_level(room, seat, room.row.timeout_level)
            room.turn_started.pop(seat, None)
            await session.set_seat(seat, status=SEAT_AI, level=level, resigned=True, turn_used=0.0)
        answer = _reply(_answer(room, seat, duplicate=False), reply)
        session.resume(broadcast=False)
        session.broadcast(info=True)
        return answer


def _reply(answer: dict[str, Any], reply: Callable[[dict[str, Any]], None] | None) -> dict[str, Any]:
    if reply is not None:
        reply(answer)
    return answer


__all__ = ["mark_result", "resign", "resigned_seats"]
