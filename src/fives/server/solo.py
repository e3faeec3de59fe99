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
- **Exact hint**: a game whose AI plugin has an exact solver's ``hint`` (Abräumen: whether the
  position can still be cleared to one stone and which jump keeps it so) answers with it, and
  the reason in words from the plugin's ``reason``.  The solver may think for over a second, so
  it runs in the server's worker processes (never on the event loop), on the position replayed
  there from the room's moves; answers are cached by (game, position key, seat): the plugin's
  ``hint_key`` (Abräumen: the occupancy bitboard), else the room's history.  The routes, and
  the hints of games without a solver, are in `fives.server.advice`.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

from fastapi import APIRouter, Request
from pydantic import BaseModel, ConfigDict, Field

from fives.ai.plugin import ai_plugin
from fives.core import CHANCE, Message, State
from fives.games import load
from fives.i18n.fluent import languages

from .ai_sched import SchedulerClosed
from .api import Token, hub_of
from .hub import Hub
from .operations import seat_by_token
from .responses import SEAT, errors
from .room import FINISHED, PLAYING, SEAT_AI, Room, RoomError
from .store import Store

log = logging.getLogger("fives.server")
router = APIRouter()


@dataclass(frozen=True)
class ExactHint:
    """An exact solver's answer for one seat (sent back from a worker: it pickles)."""

    solvable: bool
    best: int | None
    message: str
    reason: Message | None


#: answers by (game, position key, seat); the solvers are deterministic
_HINTS: OrderedDict[Hashable, ExactHint] = OrderedDict()
_HINTS_MAX = 4096
_PENDING: dict[Hashable, asyncio.Future[ExactHint]] = {}
#: what an exact solver's hint counts in the fair shares of computer time (seconds): a table
#: look-up or a short solve, as cheap as an ``easy`` move or a little more
EXACT_HINT_COST = 0.5


# ----------------------------------------------------------------------------- undo
def undo_refusal(room: Room, seat: int) -> Message | None:
    """Why ``seat`` may not take back moves in this room, or None when it may."""
    info = room.state.game.info
    if room.row.rated:
        return Message("ratings-no-undo-rated")
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
            session.thinking or any(room.seats[p].status == SEAT_AI for p in room.state.acting_players())
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
def replayed(game: str, options: dict[str, Any], seed: int, moves: tuple[tuple[int, str], ...]) -> State[Any]:
    """The position of a room's game after ``moves`` (in a worker: what a job is sent pickles)."""
    state = load(game).new_state(options, seed)
    for player, text in moves:
        state.push(state.parse_action(text, player), player)
    return state


def exact_hint_job(
    game: str, options: dict[str, Any], seed: int, moves: tuple[tuple[int, str], ...], seat: int
) -> ExactHint:
    """The game's exact solver's hint for ``seat`` after ``moves``, with its reason (run in a worker)."""
    plugin = ai_plugin(game)
    if plugin.hint is None:
        raise ValueError(f"{game} has no exact solver's hint")
    state = replayed(game, options, seed, moves)
    found = plugin.hint(state)
    reason = None
    if found.best is not None and plugin.reason is not None:
        reason = plugin.reason(state, seat, found.best)
    return ExactHint(found.solvable, found.best, found.message, reason)


def _remember(key: Hashable, future: asyncio.Future[ExactHint]) -> None:
    _PENDING.pop(key, None)
    if future.cancelled() or future.exception() is not None:
        return
    _HINTS[key] = future.result()
    while len(_HINTS) > _HINTS_MAX:
        _HINTS.popitem(last=False)


async def _hint_of(hub: Hub, room: Room, seat: int, key: Hashable) -> ExactHint:
    known = _HINTS.get(key)
    if known is not None:
        _HINTS.move_to_end(key)
        return known
    pending = _PENDING.get(key)
    if pending is None:  # one computation per position, however many ask
        # a person waits for it: it goes before the games between computer players only
        row = room.row
        args = (row.game, row.options, row.seed, tuple(room.moves), seat)
        person = hub.scheduler.payer(room.id)  # only the room's person may ask
        job = hub.scheduler.run(
            f"hint:{room.id}", True, exact_hint_job, *args, person=person, cost=EXACT_HINT_COST
        )
        pending = asyncio.ensure_future(job)
        _PENDING[key] = pending
        pending.add_done_callback(lambda future: _remember(key, future))
    try:
        return await asyncio.shield(pending)
    except (BrokenProcessPool, SchedulerClosed):
        raise RoomError("busy", Message("advice-busy")) from None


async def hint(hub: Hub, room: Room, seat: int = 0) -> dict[str, Any]:
    """The exact solver's hint for ``seat``: whether the position can still be won (Abräumen:
    cleared to one stone), an action that keeps it so, and why."""
    plugin = ai_plugin(room.row.game)
    if plugin.hint is None:
        raise RoomError("no_hint", Message("advice-no-solver"))
    state = room.state
    number = state.move_number
    if plugin.hint_key is not None:
        key: Hashable = (room.row.game, plugin.hint_key(state), seat)
    else:
        moves = tuple(room.moves)
        key = (room.row.game, room.id, room.row.seed, len(moves), hash(moves), seat)
    found = await _hint_of(hub, room, seat, key)
    answer: dict[str, Any] = {
        "room": room.id,
        "move_number": number,
        "solvable": found.solvable,
        "best": None if found.best is None else state.action_to_string(found.best, seat),
        "message": found.message,
    }
    if found.reason is not None:  # the reason in words, as for every game's hint (`fives.server.advice`)
        others = {lang: found.reason.render(lang) for lang in languages() if lang != "en"}
        answer.update(reason=found.reason.to_json(), text=str(found.reason), i18n=others)
    return answer


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


__all__ = ["ExactHint", "can_undo", "delete_moves", "exact_hint_job", "hint", "replayed", "router", "undo"]
