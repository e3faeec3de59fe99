"""Draw offers and takeback requests (issue 35 item 2), as on lichess and Board Game Arena.

A seat's own person asks (its token over HTTP, ``POST /api/rooms/{id}/offers`` with ``{"kind"}``
(`fives.server.draws_api`), or ``{"type": "offer", "kind", "seat"}`` on the websocket from a
connection that holds the seat: the checks of a move), and every other person answers
(``POST /api/rooms/{id}/offers/answer`` with ``{"accept"}``, or ``{"type": "answer", "accept",
"seat"}``).  Everything happens under the room's lock, as a move does, and is stored (the room's
``offers`` column) before anyone is told, so a pending offer survives a restart and reaches the
connections of every process.

- **Kinds.** ``draw``: only in games whose rules know a draw or a shared result (the game says so:
  `fives.core.GameInfo.agreed_draws`), and only between people: no other seat may be the
  computer's from the start (as on lichess, the computer does not agree draws; a resigned seat
  stays out and keeps its loss).  ``takeback``: the asker's last move, and everything after it,
  taken back; only in casual games (a rated game refuses it, ``no_takeback``), only in games
  without hidden information, and never across a chance event (a die, a shuffle, a token drawn
  blind) since that move: what a player has seen cannot be unseen.  Alone or against the
  computer only, the Undo of `fives.server.solo` serves instead.
- **Who answers.** Every other person's seat (not the computer's, not a resigned seat) must
  accept; one decline ends the offer.  While one of them is away and the computer covers the seat,
  nothing can be offered.  The asker may withdraw it (an answer ``accept: false`` from its seat).
- **Lapse.** An offer belongs to the position it was made in: any move lapses it (the asker's
  or another's), and an answer that arrives after one is refused (``no_offer``), so an accept and
  a move racing each other make one result, whichever came first under the lock.
- **Limits.** One pending offer in a room; a seat may offer each kind once until it has moved
  again (``offer_limit``): a declined offer cannot be repeated at once.  Offering what another
  seat offers is accepting it.
- **Accepted.** A draw ends the game: every seat still in it is a winner (three or four players:
  a resigned seat stays lost), ``"ended": "draw_agreed"``, reason ``server-draw-agreed``
  ("Draw agreed"); stored before anyone is told, rated as a draw.  A takeback deletes the moves in
  one transaction (as Undo does) and sends every view again.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from fives.core import CHANCE, Message
from fives.core.message import message_json

from . import rated, resign
from .ai_worker import forget
from .room import FINISHED, PLAYING, SEAT_AI, Room, RoomError

if TYPE_CHECKING:  # the registry imports the session, which reads `info` here
    from .hub import Hub

log = logging.getLogger("fives.server")
DRAW, TAKEBACK = "draw", "takeback"
KINDS = (DRAW, TAKEBACK)


# ----------------------------------------------------------------------------- reading
def pending(room: Room) -> dict[str, Any] | None:
    """The offer that waits for answers, or None (none made, or a move since lapsed it)."""
    found = (room.row.offers or {}).get("offer")
    if not isinstance(found, dict) or room.row.status != PLAYING:
        return None
    return found if found.get("move_number") == room.state.move_number else None


def voters(room: Room, by: int) -> list[int]:
    """The seats that must accept an offer of ``by``: every other person's seat still in the game."""
    return [s.seat for s in room.seats if s.seat != by and s.kind != "ai" and not s.resigned]


def refusal(room: Room, kind: str, seat: int | None = None) -> Message | None:
    """Why this room never allows ``kind`` (for ``seat``, or for any seat), or None."""
    info = room.state.game.info
    inside = [s for s in room.seats if not s.resigned or s.seat == seat]
    if kind == DRAW:
        if not info.agreed_draws:
            return Message("draws-no-draw-game")
        if any(s.kind == "ai" for s in inside):
            return Message("draws-no-draw-computer")
    else:
        if room.row.rated:
            return Message("draws-no-takeback-rated")
        if info.hidden_information:
            return Message("draws-no-takeback-hidden")
    if sum(1 for s in inside if s.kind != "ai") < 2:
        return Message("draws-nobody-to-ask")
    return None


def info(room: Room) -> dict[str, Any]:
    """What the room's info says of offers: which kinds it allows, and the pending one."""
    found = pending(room)
    offer = None
    if found is not None:
        offer = {**found, "waiting": [v for v in voters(room, found["by"]) if v not in found["accepted"]]}
    return {"offers": {kind: refusal(room, kind) is None for kind in KINDS}, "offer": offer}


def _takeback_length(room: Room, seat: int) -> int:
    """How many moves stay when ``seat``'s last move is taken back; refuses when it cannot be."""
    length = room.state.move_number
    while length > 0 and room.moves[length - 1][0] != seat:
        length -= 1
    if length == 0:
        raise RoomError("nothing_to_undo", Message("server-nothing-to-undo"))
    length -= 1
    if any(player == CHANCE for player, _text in room.moves[length:]):
        raise RoomError("no_takeback", Message("draws-no-takeback-chance"))
    if any(p >= 0 and room.seats[p].status == SEAT_AI for p in room.state.acting_players()):
        raise RoomError("computer_thinking", Message("server-computer-thinking"))
    return length


def _check_seat(room: Room, seat: int) -> None:
    """The seat may act (the checks of a move): a person's, not the computer's now, not resigned,
    in a game that runs."""
    row = room.seats[seat]
    if row.kind == "ai":
        raise RoomError("not_your_seat", Message("draws-computer-seat", seat=str(seat)))
    if row.resigned:
        raise RoomError("resigned", Message("server-seat-resigned", seat=str(seat)))
    if room.row.status != PLAYING:
        over = room.row.status == FINISHED
        raise RoomError("not_playing", Message("server-game-over" if over else "server-not-started"))
    if row.status == SEAT_AI:
        raise RoomError("taken_over", Message("server-taken-over-send-rejoin", seat=str(seat)))


# ----------------------------------------------------------------------------- changing
async def _store(hub: Hub, room: Room, offers: dict[str, Any], **values: Any) -> None:
    """Store the room's offers (and other values of the room), then keep them in memory."""
    await hub.db(hub.store.update_room, room.id, offers=offers, **values)
    room.row.offers = offers
    for key, value in values.items():
        setattr(room.row, key, value)
    room.row.updated_at = hub.settings.clock.time()


async def _catch_up(hub: Hub, room: Room) -> None:
    """Read the room as stored first: with several processes on one database another one may have
    stored an offer, an answer or a move that this one has not heard of yet (offers are rare, so
    the read costs little).  The caller holds the room's lock."""
    if await hub.pull(room):
        hub.session(room).resume()


def _answer(room: Room, type_: str, seat: int, **extra: Any) -> dict[str, Any]:
    return {"type": type_, "room": room.id, "seat": seat, "move_number": room.state.move_number, **extra}


def _tell(reply: Callable[[dict[str, Any]], None] | None, answer: dict[str, Any]) -> dict[str, Any]:
    if reply is not None:
        reply(answer)
    return answer


async def offer(
    hub: Hub, room: Room, seat: int, kind: str, reply: Callable[[dict[str, Any]], None] | None = None
) -> dict[str, Any]:
    """``seat`` offers a draw or asks for a takeback (the caller checked that the asker holds it)."""
    if kind not in KINDS:
        raise RoomError("bad_message", Message("draws-bad-kind", kind=repr(kind)[:40]))
    session = hub.session(room)
    async with room.lock:
        await _catch_up(hub, room)
        _check_seat(room, seat)
        why = refusal(room, kind, seat)
        if why is not None:
            raise RoomError(f"no_{kind}", why)
        current = pending(room)
        if current is not None:
            if current["by"] == seat and current["kind"] == kind:  # sent twice
                return _tell(reply, _answer(room, "offered", seat, kind=kind, duplicate=True))
            if current["kind"] == kind and seat in voters(room, current["by"]):
                return await _accept(hub, room, current, seat, reply)  # both offer it: agreed
            raise RoomError("offer_pending", Message("draws-pending"))
        asked = voters(room, seat)
        if any(room.seats[v].status == SEAT_AI for v in asked):
            raise RoomError("offer_away", Message("draws-away"))
        offers = dict(room.row.offers or {})
        made = {k: dict(v) for k, v in (offers.get("made") or {}).items()}
        last = made.get(kind, {}).get(str(seat))
        if isinstance(last, int) and not any(p == seat for p, _text in room.moves[last:]):
            raise RoomError("offer_limit", Message("draws-limit"))
        if kind == TAKEBACK:
            _takeback_length(room, seat)
        number = room.state.move_number
        made.setdefault(kind, {})[str(seat)] = number
        new = {"kind": kind, "by": seat, "move_number": number, "accepted": []}
        await _store(hub, room, {**offers, "offer": new, "made": made})
        answer = _tell(reply, _answer(room, "offered", seat, kind=kind, duplicate=False))
        session.broadcast(info=True)
        return answer


async def answer(
    hub: Hub, room: Room, seat: int, accept: bool, reply: Callable[[dict[str, Any]], None] | None = None
) -> dict[str, Any]:
    """``seat`` accepts or declines the pending offer (its own: withdraws it)."""
    session = hub.session(room)
    async with room.lock:
        await _catch_up(hub, room)
        _check_seat(room, seat)
        current = pending(room)
        if current is None:
            raise RoomError("no_offer", Message("draws-no-offer"))
        if current["by"] == seat and accept:
            raise RoomError("no_offer", Message("draws-own-offer"))
        if current["by"] != seat and seat not in voters(room, current["by"]):
            raise RoomError("not_your_seat", Message("draws-not-asked", seat=str(seat)))
        if accept:
            return await _accept(hub, room, current, seat, reply)
        await _store(hub, room, {**(room.row.offers or {}), "offer": None})
        kind = "withdrawn" if current["by"] == seat else "declined"
        result = _tell(reply, _answer(room, kind, seat, kind=current["kind"]))
        session.broadcast(info=True)
        return result


async def _accept(
    hub: Hub,
    room: Room,
    current: dict[str, Any],
    seat: int,
    reply: Callable[[dict[str, Any]], None] | None,
) -> dict[str, Any]:
    """``seat`` accepts; the last acceptance carries the offer out.  The caller holds the lock."""
    session = hub.session(room)
    accepted = sorted({*current["accepted"], seat})
    if any(v not in accepted for v in voters(room, current["by"])):
        await _store(hub, room, {**(room.row.offers or {}), "offer": {**current, "accepted": accepted}})
        result = _tell(reply, _answer(room, "accepted", seat, kind=current["kind"], done=False))
        session.broadcast(info=True)
        return result
    if current["kind"] == DRAW:
        await _draw(hub, room, current["by"])
    else:
        await _take_back(hub, room, current["by"])
    result = _tell(reply, _answer(room, "accepted", seat, kind=current["kind"], done=True))
    session.resume(broadcast=False)
    session.broadcast(info=True)
    return result


async def _draw(hub: Hub, room: Room, by: int) -> None:
    """The game ends as an agreed draw, stored (and rated) before anyone is told."""
    await hub.session(room).confirm_rated()  # a rated room's seats are checked, as before a move
    reason = Message("server-draw-agreed")
    result = resign.mark_result(
        room,
        {
            "winners": [s.seat for s in room.seats],
            "scores": list(room.view(None).get("scores") or []),
            "reason": str(reason),
            "reason_message": message_json(reason),
            "details": {},
            "ended": "draw_agreed",
            "by": by,
        },
    )
    offers = {**(room.row.offers or {}), "offer": None}
    await _store(hub, room, offers, status=FINISHED, result=result)
    room.turn_started.clear()
    hub.scheduler.drop(room.id, forget, room.id)  # the agents are done
    if room.row.rated:
        await rated.rate_finished(hub, room.id)


async def _take_back(hub: Hub, room: Room, by: int) -> None:
    """``by``'s last move and everything after it go, in one transaction (as Undo: `fives.server.solo`)."""
    length = _takeback_length(room, by)
    offers = dict(room.row.offers or {})
    made = {k: {s: min(n, length) for s, n in v.items()} for k, v in (offers.get("made") or {}).items()}
    new_offers = {**offers, "offer": None, "made": made}
    values: dict[str, Any] = {"updated_at": hub.settings.clock.time(), "offers": new_offers}
    commit = asyncio.ensure_future(hub.db(hub.store.delete_moves, room.id, length, values))
    try:
        await asyncio.shield(commit)
    except asyncio.CancelledError:  # the commit runs on in its thread: wait for its outcome
        await asyncio.wait([commit])
        if not commit.cancelled() and commit.exception() is None:
            room.rollback(length)
            room.row.offers = new_offers
        raise
    except Exception:
        log.exception("room %s: a takeback could not be stored", room.id)
        raise RoomError("storage", Message("server-undo-storage")) from None
    room.rollback(length)
    room.row.offers = new_offers
    room.row.updated_at = values["updated_at"]


async def websocket(
    hub: Hub, room: Room, seat: int, data: dict[str, Any], reply: Callable[[dict[str, Any]], None]
) -> None:
    """A websocket's ``offer`` or ``answer`` for a seat it holds (`fives.server.ws`)."""
    if data.get("type") == "offer":
        kind = data.get("kind")
        if not isinstance(kind, str):
            raise RoomError("bad_message", Message("draws-bad-kind", kind=repr(kind)[:40]))
        await offer(hub, room, seat, kind, reply)
        return
    accept = data.get("accept")
    if not isinstance(accept, bool):
        raise RoomError("bad_message", Message("draws-bad-accept"))
    await answer(hub, room, seat, accept, reply)


__all__ = [
    "DRAW",
    "KINDS",
    "TAKEBACK",
    "answer",
    "info",
    "offer",
    "pending",
    "refusal",
    "voters",
    "websocket",
]
