"""Hints and analyses for players (`fives.ai.advice`), run in the computer players' workers.

- **Hint** (``POST /api/rooms/{id}/hint``, and ``GET`` as before): the move the game's strongest
  level plays in the seat's position within `HINT_SECONDS` of CPU in all (what the scheduler
  charges the room's person for it; `fives.ai.advice.hint`), and a one-line reason
  (``{"best", "reason": {key, args}, "text"}``; a game whose AI plugin has an exact solver's
  ``hint``, Abräumen, answers with it instead and adds ``solvable`` and ``message``:
  `fives.server.solo`).  Allowed to a seat whose every other seat has been a computer seat from the
  start (alone, or against the computer), on its turn in a running game.  Refused with another
  person at the table (``hint_people``): a hint is the strongest computer's move, so with it one
  person would play the computer's game against the others; the same goes for an online game
  against strangers.  The job waits in the scheduler (`fives.server.ai_sched`) as urgent, so
  a hint never holds up another room's move any more than a computer player's move does; a
  hint that is not back within `HINT_WAIT` seconds answers ``busy`` (503).  Answers are kept per
  (room, move number, seat) while the position stays.
- **Analysis** (``GET /api/finished/{id}/analysis``): every decision of the game's people (each
  judged from what that player could know), the moves that lost more than
  `fives.ai.advice.THRESHOLD` flagged with the better move; computed once per finished game in
  a worker (``busy`` after `ANALYSIS_WAIT` seconds; asking again later finds it done).
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from fastapi import APIRouter, Request

from fives.ai import advice
from fives.ai.plugin import ai_plugin
from fives.core import SIMULTANEOUS, Message
from fives.core.message import message_from_json, named
from fives.core.record import Record
from fives.games import load
from fives.i18n.fluent import languages

from . import operations as ops
from .accounts import client_address
from .ai_sched import SchedulerClosed, person_of
from .api import Token, hub_of
from .hub import Hub
from .names import seat_names
from .operations import seat_by_token
from .responses import ROOM, SEAT, errors
from .room import PLAYING, Room, RoomError
from .solo import hint as solver_hint
from .solo import replayed

log = logging.getLogger("fives.server")
router = APIRouter()

HINT_SECONDS = advice.HINT_SECONDS
#: how long a request waits for its hint (queueing behind other rooms' jobs included)
HINT_WAIT = 30.0
ANALYSIS_WAIT = 120.0
#: the thinking an analysis may spend in its worker (a long game's later moves stay unjudged)
ANALYSIS_SECONDS = 60.0

_KEPT_MAX = 1024
#: answers computed (kept even when the request that asked gave up waiting), by key
_DONE: OrderedDict[tuple[Any, ...], Any] = OrderedDict()
_PENDING: dict[tuple[Any, ...], asyncio.Future[Any]] = {}


# ----------------------------------------------------------------------------- in the worker
def hint_job(
    game: str,
    options: dict[str, Any],
    seed: int,
    moves: tuple[tuple[int, str], ...],
    seat: int,
    seconds: float,
) -> dict[str, Any]:
    """The hint for ``seat`` after ``moves`` (run in a worker process)."""
    found = advice.hint(replayed(game, options, seed, moves), seat, seconds)
    return {"best": found.notation, **_said(found.reason)}


def _said(reason: Message | None) -> dict[str, Any]:
    """A reason as data, in English, and in the other languages (as the server's errors)."""
    if reason is None:
        return {"reason": None, "text": None, "i18n": {}}
    others = {lang: reason.render(lang) for lang in languages() if lang != "en"}
    return {"reason": reason.to_json(), "text": str(reason), "i18n": others}


def analysis_job(
    game: str,
    options: dict[str, Any],
    seed: int,
    moves: tuple[tuple[int, str], ...],
    players: tuple[int, ...],
) -> dict[str, Any]:
    """The judgements of ``players``' decisions in the game of ``moves`` (run in a worker process:
    replaying a long game is work too), within `ANALYSIS_SECONDS` of thinking; ``complete`` says
    whether every decision was judged."""
    state = load(game).new_state(options, seed)
    texts = []
    decisions = 0
    for player, text in moves:
        simultaneous = state.current_player() == SIMULTANEOUS
        texts.append(f"{player}:{text}" if simultaneous else text)  # a record names its player there
        action = state.parse_action(text, player)
        if player in players and len(state.legal_actions(player)) > 1:
            decisions += 1
        state.push(action, player)
    judged = advice.analyse(Record(game, dict(options), seed, texts), players, total=ANALYSIS_SECONDS)
    return {
        "moves": [{**j.to_json(), **_said(j.reason)} for j in judged],
        "complete": len(judged) == decisions,
    }


def _with_names(room: Room, said: dict[str, Any]) -> dict[str, Any]:
    """A reason's texts (``text``, ``i18n``) with the room's seat names for the players it names
    ("takes Anna's tower", not "P2's"), as the page shows them (`names.seat_names`); the job's
    answer, kept for every room with the same moves, names seats by number."""
    if said.get("reason") is None:
        return {}
    reason = message_from_json(said["reason"])
    raw = [seat.name for seat in room.seats]
    texts = {lang: named(reason, seat_names(raw, lang)).render(lang) for lang in languages()}
    return {"text": texts.pop("en"), "i18n": texts}


# ----------------------------------------------------------------------------- policy
def hint_refusal(room: Room, seat: int) -> RoomError | None:
    """Why ``seat`` may not have a hint now, or None when it may."""
    if room.row.rated:
        return RoomError("hint_rated", Message("ratings-no-hint-rated"))
    if any(other.seat != seat and other.kind != "ai" for other in room.seats):
        return RoomError("hint_people", Message("advice-refused-people"))
    if room.row.status != PLAYING or room.state.is_terminal():
        return RoomError("no_hint", Message("advice-refused-over"))
    if seat not in room.state.acting_players():
        return RoomError("no_hint", Message("advice-refused-turn"))
    return None


def _finished(key: tuple[Any, ...], future: asyncio.Future[Any]) -> None:
    _PENDING.pop(key, None)
    if not future.cancelled() and future.exception() is None:
        _DONE[key] = future.result()
        while len(_DONE) > _KEPT_MAX:
            _DONE.popitem(last=False)


async def _once(
    hub: Hub, key: tuple[Any, ...], urgent: bool, wait: float, share: tuple[str, float], job: Any, *args: Any
) -> Any:
    """One computation per key, however many ask, kept once done (also when nobody waits for
    it any more), in the fair share of the person who asked first, at its cost (``share``:
    person, seconds); `busy` when it fails or takes longer than ``wait``."""
    if key in _DONE:
        _DONE.move_to_end(key)
        return _DONE[key]
    pending = _PENDING.get(key)
    if pending is None:
        person, cost = share
        run = hub.scheduler.run(f"advice:{key[1]}", urgent, job, *args, person=person, cost=cost)
        pending = asyncio.ensure_future(run)
        _PENDING[key] = pending
        pending.add_done_callback(lambda future: _finished(key, future))
    try:
        return await asyncio.wait_for(asyncio.shield(pending), wait)
    except (BrokenProcessPool, SchedulerClosed):
        raise RoomError("busy", Message("advice-busy")) from None
    except TimeoutError:
        raise RoomError("busy", Message("advice-busy")) from None


async def room_hint(hub: Hub, room: Room, seat: int) -> dict[str, Any]:
    """The hint for ``seat`` in ``room`` (see the module's text)."""
    refusal = hint_refusal(room, seat)
    if refusal is not None:
        raise refusal
    number = room.state.move_number
    row = room.row
    moves = tuple(room.moves)
    key = ("hint", room.id, seat, row.seed, len(moves), hash(moves))  # an undo changes the history
    # a person waits for it: an urgent job, in the share of the room's person (only they may ask)
    share = (hub.scheduler.payer(room.id), HINT_SECONDS)
    found = await _once(
        hub, key, True, HINT_WAIT, share, hint_job, row.game, row.options, row.seed, moves, seat, HINT_SECONDS
    )
    return {"room": room.id, "move_number": number, "seat": seat, **found, **_with_names(room, found)}


async def room_analysis(hub: Hub, room: Room, person: str | None = None) -> dict[str, Any]:
    """The analysis of a finished room's game: the people's decisions (all seats' when every
    seat was a computer), in the share of ``person`` who asks (default: the room's)."""
    people = tuple(s.seat for s in room.seats if s.kind != "ai") or tuple(s.seat for s in room.seats)
    row = room.row
    moves = tuple(room.moves)
    key = ("analysis", room.id, len(moves), hash(moves))
    # nobody's move waits for it: it goes after the games' moves (a background job)
    share = (hub.scheduler.payer(room.id) if person is None else person, ANALYSIS_SECONDS)
    judged = await _once(
        hub, key, False, ANALYSIS_WAIT, share, analysis_job, row.game, row.options, row.seed, moves, people
    )
    return {
        "room": room.id,
        "game": row.game,
        "players": list(people),
        "threshold": advice.THRESHOLD,
        **judged,
        "moves": [{**move, **_with_names(room, move)} for move in judged["moves"]],
    }


# ----------------------------------------------------------------------------- HTTP
async def _hint(room_id: str, request: Request, token: str | None) -> dict[str, Any]:
    hub = hub_of(request)
    room = await hub.room(room_id)
    seat = seat_by_token(room, token)
    if ai_plugin(room.row.game).hint is not None:  # the exact solver's answer, with the reason
        refusal = hint_refusal(room, seat.seat)
        if refusal is not None and refusal.code in ("hint_people", "hint_rated"):
            raise refusal
        return await solver_hint(hub, room, seat.seat)
    return await room_hint(hub, room, seat.seat)


@router.post(
    "/api/rooms/{room_id}/hint",
    summary="A hint: the strongest computer's move for your seat now, with a reason (alone or against "
    "the computer only; token header)",
    responses=errors(409, 503, *SEAT),
)
async def hint_post(room_id: str, request: Request, x_seat_token: Token = None) -> dict[str, Any]:
    return await _hint(room_id, request, x_seat_token)


@router.get(
    "/api/rooms/{room_id}/hint",
    summary="The same hint as POST (kept for older pages)",
    responses=errors(409, 503, *SEAT),
)
async def hint_get(room_id: str, request: Request, x_seat_token: Token = None) -> dict[str, Any]:
    return await _hint(room_id, request, x_seat_token)


@router.get(
    "/api/finished/{room_id}/analysis",
    summary="Analysis of a finished game: each person's moves judged, the ones that lost value flagged "
    "with the better move",
    responses=errors(409, 503, *ROOM),
)
async def analysis(room_id: str, request: Request) -> dict[str, Any]:
    hub = hub_of(request)
    room = await ops.finished_room(hub, room_id)
    return await room_analysis(hub, room, person_of(client_address(request)))


__all__ = ["analysis_job", "hint_job", "hint_refusal", "room_analysis", "room_hint", "router"]
