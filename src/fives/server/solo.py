"""Help for one-player puzzles: take back the last move (undo) and ask for a hint.

- **Undo** is offered only where taking back a move harms nobody: in games without hidden
  information, to a person whose every other seat was a computer seat from the start (Abräumen
  alone; Cambio, Fünf gewinnt, Torris or Make 5 against the computer).  Never once another
  person has a seat (an invited or open seat stays a person's seat even while the computer
  covers it), never while the computer is to move (it is thinking).  It pops the seat's last
  move and everything after it (the computer's replies, the chance events), so it is the
  person's turn again, deletes those moves from the database in one transaction, so a restart
  replays the shortened game, and sends everyone the view again.  A finished game becomes a
  running one again (unless a rematch was already started from it).
- **Hint**: for Abräumen, `fives.ai.abraeumen.solver.hint` says whether the position can still
  be cleared to one stone and which jump keeps it so.  The solver may think for over a second,
  so it runs in the server's worker processes (never on the event loop); answers are cached by
  position.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from fastapi import APIRouter, Request
from pydantic import BaseModel, ConfigDict, Field

from fives.ai.abraeumen import solver as abraeumen_solver
from fives.core import CHANCE, Message
from fives.games.abraeumen import AbraeumenState

from .ai_sched import SchedulerClosed
from .api import Token, hub_of
from .hub import Hub
from .operations import seat_by_token
from .responses import SEAT, errors
from .room import FINISHED, PLAYING, SEAT_AI, Room, RoomError
from .store import Store

log = logging.getLogger("fives.server")
router = APIRouter()

#: positions (Abräumen occupancy bitboards) whose hint is known; the solver is deterministic
_HINTS: OrderedDict[int, tuple[bool, int | None, str]] = OrderedDict()
_HINTS_MAX = 4096
_PENDING: dict[int, asyncio.Future[abraeumen_solver.Hint]] = {}


# ----------------------------------------------------------------------------- undo
def undo_refusal(room: Room, seat: int) -> Message | None:
    """Why ``seat`` may not take back moves in this room, or None when it may."""
    info = room.state.game.info
    if info.hidden_information:
        return Message("server-undo-hidden")
    if any(other.seat != seat and other.kind != "ai" for other in room.seats):
        return Message("server-undo-other-person")
    return None


def can_undo(room: Room, seat: int = 0) -> bool:
    return undo_refusal(room, seat) is None


def delete_moves(store: Store, room_id: str, first: int, room_values: dict[str, Any]) -> None:
    """Delete the moves ``first, first+1, ...`` of a room and change the room, in one transaction."""
    store.delete_moves(room_id, first, room_values)


async def undo(
    hub: Hub,
    room: Room,
    seat: int,
    move_number: int,
    reply: Callable[[dict[str, Any]], None] | None = None,
) -> dict[str, Any]:
    """Take back ``seat``'s last move; ``move_number`` is the move number of the view the player
    saw (a stale or future number is refused, so an undo sent twice takes back one move)."""
    session = hub.session(room)
    async with room.lock:
        why = undo_refusal(room, seat)
        if why is not None:
            raise RoomError("no_undo", Message("server-no-undo", game=room.state.game.info.id, why=why))
        if room.seats[seat].status == SEAT_AI:
            raise RoomError("taken_over", Message("server-taken-over", seat=str(seat)))
        if room.row.status == PLAYING and (
            room.thinking or any(room.seats[p].status == SEAT_AI for p in room.state.acting_players())
        ):
            raise RoomError("computer_thinking", Message("server-computer-thinking"))
        current = room.state.move_number
        if move_number > current:
            raise RoomError(
                "ahead",
                Message("server-undo-ahead", move=str(move_number), current=str(current)),
            )
        if move_number < current:
            raise RoomError(
                "stale",
                Message("server-undo-stale", move=str(move_number), current=str(current)),
            )
        if room.row.status not in (PLAYING, FINISHED):
            raise RoomError("not_playing", Message("server-not-started"))
        if room.row.rematch is not None:
            raise RoomError("rematch_started", Message("server-rematch-started"))
        # back to before the seat's last move: the computer's replies and chance events go too
        length = current
        while length > 0 and room.moves[length - 1][0] != seat:
            length -= 1
        if length == 0:
            raise RoomError("nothing_to_undo", Message("server-nothing-to-undo"))
        length -= 1
        undone = [text for player, text in room.moves[length:] if player != CHANCE]
        values: dict[str, Any] = {"updated_at": time.time()}
        if room.row.status == FINISHED:
            values.update(status=PLAYING, result=None)

        def taken_back() -> None:  # memory follows the database
            room.rollback(length)
            room.row.updated_at = values["updated_at"]
            if "status" in values:
                room.row.status, room.row.result = PLAYING, None

        commit = asyncio.ensure_future(hub.db(delete_moves, hub.store, room.id, length, values))
        try:
            await asyncio.shield(commit)
        except asyncio.CancelledError:  # the commit runs on in its thread: wait for its outcome
            await asyncio.wait([commit])
            if not commit.cancelled() and commit.exception() is None:
                taken_back()
                session.resume()
            raise
        except Exception:
            log.exception("room %s: an undo could not be stored", room.id)
            raise RoomError("storage", Message("server-undo-storage")) from None
        taken_back()
        answer = {
            "type": "undone",
            "room": room.id,
            "seat": seat,
            "move_number": current,
            "undone": undone,
            "now": room.state.move_number,
        }
        if reply is not None:
            reply(answer)
        session.resume(broadcast=False)
        session.broadcast(info=True)
        return answer


# ----------------------------------------------------------------------------- hint
def _remember(occupied: int, future: asyncio.Future[abraeumen_solver.Hint]) -> None:
    _PENDING.pop(occupied, None)
    if future.cancelled() or future.exception() is not None:
        return
    found = future.result()
    _HINTS[occupied] = (found.solvable, found.best, found.message)
    while len(_HINTS) > _HINTS_MAX:
        _HINTS.popitem(last=False)


async def _hint_of(hub: Hub, occupied: int) -> tuple[bool, int | None, str]:
    known = _HINTS.get(occupied)
    if known is not None:
        _HINTS.move_to_end(occupied)
        return known
    pending = _PENDING.get(occupied)
    if pending is None:  # one computation per position, however many ask
        # a person waits for it: it goes before the games between computer players only
        job = hub.scheduler.run(f"hint:{occupied}", True, abraeumen_solver.hint, occupied)
        pending = asyncio.ensure_future(job)
        _PENDING[occupied] = pending
        pending.add_done_callback(lambda future: _remember(occupied, future))
    try:
        found = await asyncio.shield(pending)
    except (BrokenProcessPool, SchedulerClosed):
        raise RoomError("busy", Message("server-hint-failed")) from None
    return found.solvable, found.best, found.message


async def hint(hub: Hub, room: Room) -> dict[str, Any]:
    """Whether the Abräumen position can still be solved, and a jump that keeps it solvable."""
    if room.row.game != "abraeumen":
        raise RoomError("no_hint", Message("server-no-hint", game=room.row.game))
    state = room.state
    assert isinstance(state, AbraeumenState)
    number = state.move_number
    occupied = state.occupied
    solvable, best, message = await _hint_of(hub, occupied)
    return {
        "room": room.id,
        "move_number": number,
        "solvable": solvable,
        "best": None if best is None else state.action_to_string(best, 0),
        "message": message,
    }


# ----------------------------------------------------------------------------- HTTP
class UndoRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    move_number: int = Field(..., ge=0, description="the move number of the view the player saw")


@router.post(
    "/api/rooms/{room_id}/undo",
    summary="Take back your last move and the computer's replies (alone or against the computer; "
    "games without hidden information)",
    responses=errors(400, 409, 503, *SEAT),
)
async def undo_route(
    room_id: str, body: UndoRequest, request: Request, x_seat_token: Token = None
) -> dict[str, Any]:
    hub = hub_of(request)
    room = await hub.room(room_id)
    seat = seat_by_token(room, x_seat_token)
    return await undo(hub, room, seat.seat, body.move_number)


@router.get(
    "/api/rooms/{room_id}/hint",
    summary="Abräumen: can the position still be solved, and the jump that keeps it so (token header)",
    responses=errors(409, 503, *SEAT),
)
async def hint_route(room_id: str, request: Request, x_seat_token: Token = None) -> dict[str, Any]:
    hub = hub_of(request)
    room = await hub.room(room_id)
    seat_by_token(room, x_seat_token)
    return await hint(hub, room)


__all__ = ["can_undo", "delete_moves", "hint", "router", "undo"]
