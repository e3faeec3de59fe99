"""The websocket: one per connection, for one or more seats (hot-seat) or a spectator.

Client to server (JSON text messages):

- ``{"type": "hello", "tokens": [TOKEN, ...]}`` first, for one's seats, or
  ``{"type": "hello", "spectate": true}`` to watch (the public view only);
- ``{"type": "move", "seat": 0, "move_number": 12, "action": "c3"}`` (``seat`` may be left out
  when the connection holds one seat);
- ``{"type": "undo", "seat": 0, "move_number": 12}`` takes back the seat's last move and the
  computer's replies (only alone or against the computer in games without hidden information,
  e.g. Abräumen, Torris; see `fives.server.solo`);
- ``{"type": "ready", "seat": 1, "move_number": 12}``: a seeker is ready to end Hütchenspieler's
  memorising time early; once every seeker is, the server turns the stones (`fives.server.ready`);
- ``{"type": "chat", "text": "gg", "seat": 0}``: a line in the room's chat, as the seat (the
  players' chat) or, from a spectator's connection, in the spectators' chat (`fives.server.chat`);
- ``{"type": "offer", "seat": 0, "kind": "draw"}`` (or ``"takeback"``) and ``{"type": "answer",
  "seat": 1, "accept": true}``: draw offers and takeback requests (`fives.server.draws`);
- ``{"type": "rejoin"}`` takes back seats the computer covered after a time-out;
- ``{"type": "ping"}``.

Server to client: ``welcome``, ``room`` (seats, status), ``state`` (the views of the
connection's seats, and the public view after them when it holds several; or the public view;
and which of its seats must act now), ``ack``, ``undone``, ``error`` (``code`` and ``reason``),
``rematch``, ``presence`` (who is here, who is away: `fives.server.presence`), ``chat`` (a line
of a chat the connection reads) and ``chatted`` (the writer's answer), ``pong``; ``offered``,
``accepted``, ``declined``, ``withdrawn`` (the asker's answers: `fives.server.draws`).  See
docs/server.md.

A hello with ``"heartbeat": true`` asks the server to take the connection as lost when it is
silent for `Settings.heartbeat_timeout_seconds` (the page pings every few seconds), so a lost
network shows as an away seat; new connections per address are rate-limited
(`Settings.connections_per_minute`).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from typing import Any

from starlette.responses import JSONResponse
from starlette.websockets import WebSocket, WebSocketDisconnect

from fives.core import Message
from fives.core.message import Text, english
from fives.i18n import localize_error

from . import chat, draws, ready, resign, solo
from .accounts import SESSION_COOKIE
from .errors import INTERNAL, code_of, error_body, internal_detail, message_fields, new_incident
from .hub import Hub
from .limits import MessageRate
from .origin import origin_allowed
from .room import SEAT_AI, SEAT_JOINED, SEAT_LEFT, SEAT_WAITING, Outbox, Room, RoomError, encode

log = logging.getLogger("fives.server")
HELLO_SECONDS = 30.0
#: origins refused so far that the log told the operator about
_WARNED: set[str] = set()


def _error(code: str, reason: Text, **extra: Any) -> dict[str, Any]:
    return {
        "type": "error",
        "code": code,
        "reason": reason,
        **message_fields(reason),
        "i18n": localize_error(code, reason),
        **extra,
    }


async def _receive(ws: WebSocket, limit: int) -> dict[str, Any] | None:
    """The next message as a JSON object; None after a disconnect.  Raises RoomError when bad."""
    message = await ws.receive()
    if message["type"] == "websocket.disconnect":
        return None
    text = message.get("text")
    if text is None:
        data = message.get("bytes") or b""
        if len(data) > limit:
            raise RoomError("too_large", Message("server-too-large", limit=str(limit)))
        text = data.decode("utf-8", "replace")
    if len(text.encode("utf-8", "replace")) > limit:
        raise RoomError("too_large", Message("server-too-large", limit=str(limit)))
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RoomError(
            "bad_json", Message("server-bad-json-at", error=exc.msg, position=str(exc.pos))
        ) from None
    except RecursionError:
        raise RoomError("bad_json", Message("server-bad-json-deep")) from None
    except ValueError as exc:  # e.g. an integer of more than 4300 digits
        raise RoomError("bad_json", Message("server-bad-json", error=str(exc)[:100])) from None
    if not isinstance(data, dict):
        raise RoomError("bad_message", Message("server-not-object"))
    return data


async def _writer(ws: WebSocket, outbox: Outbox) -> None:
    while True:
        message = await outbox.queue.get()
        if message is None:
            reason = outbox.closed_reason or "closed"
            with contextlib.suppress(Exception):
                await ws.close(code=outbox.closed_code, reason=reason[:120])
            return
        await ws.send_text(message if isinstance(message, str) else encode(message))


async def _hello(hub: Hub, room: Room, data: dict[str, Any]) -> tuple[Outbox, bool]:
    """The connection's seats (none: a spectator), and whether its arrival changed a seat."""
    if data.get("type") != "hello":
        raise RoomError("hello_first", Message("server-hello-first"))
    limit = hub.settings.max_queued_messages
    if data.get("spectate") is True:
        return Outbox(frozenset(), {}, limit), False
    tokens = data.get("tokens")
    if not isinstance(tokens, list) or not tokens or not all(isinstance(t, str) for t in tokens):
        raise RoomError("bad_hello", Message("server-hello-tokens"))
    if len(tokens) > hub.settings.max_seats:
        raise RoomError("bad_hello", Message("server-hello-too-many", most=str(hub.settings.max_seats)))
    hashes: dict[int, str] = {}
    async with room.lock:
        for token in tokens:
            seat = room.seat_of(token)
            if seat is None:
                raise RoomError("bad_token", Message("server-hello-bad-token"))
            assert seat.token_hash is not None
            hashes[seat.seat] = seat.token_hash
        changed = False
        held = room.held_seats()
        for number in hashes:
            seat = room.seats[number]
            if seat.status in (SEAT_WAITING, SEAT_LEFT):
                await hub.session(room).set_seat(number, status=SEAT_JOINED)
                changed = True
            elif seat.status == SEAT_AI and seat.kind != "ai" and not seat.resigned and number not in held:
                # its person is back (the computer covered the seat while nobody held it): the
                # seat is theirs again; a move the computer is still thinking about is dropped
                await hub.session(room).set_seat(number, status=SEAT_JOINED, level=None)
                changed = True
        await hub.session(room).start_if_ready()
        if changed:
            hub.session(room).resume(broadcast=False)
    return Outbox(frozenset(hashes), hashes, limit), changed


async def _handle(hub: Hub, room: Room, outbox: Outbox, data: dict[str, Any]) -> dict[str, Any] | None:
    kind = data.get("type")
    if kind == "ping":
        return {"type": "pong"}
    if kind == "rejoin":
        if not outbox.seats:
            raise RoomError("spectator", Message("server-spectator-rejoin"))
        async with room.lock:
            for number in sorted(outbox.seats):
                if (
                    room.holds(outbox, number)
                    and room.seats[number].status != SEAT_JOINED
                    and not room.seats[number].resigned  # resigned: the computer plays it to the end
                ):
                    await hub.session(room).set_seat(number, status=SEAT_JOINED, level=None)
            hub.session(room).resume(broadcast=False)
        hub.session(room).broadcast(info=True)
        return None
    if kind == "chat":  # a seat's holder writes as the seat, anyone else as a spectator
        return await chat.from_socket(hub, room, outbox, data)
    if kind not in ("move", "undo", "ready", "resign", "offer", "answer"):
        raise RoomError("unknown_type", Message("server-unknown-type", kind=repr(kind)))
    if not outbox.seats:
        raise RoomError("spectator", Message("server-spectators-cannot", kind=str(kind)))
    seat = room.held_seat(outbox, data.get("seat"))
    if kind == "resign":  # a seat the computer covers may be resigned too (`fives.server.resign`)
        await resign.resign(hub.session(room), seat, reply=outbox.send)
        return None
    if kind in ("offer", "answer"):  # draw offers and takebacks (`fives.server.draws`)
        await draws.websocket(hub, room, seat, data, outbox.send)
        return None
    if room.seats[seat].status == SEAT_AI:
        raise RoomError("taken_over", Message("server-taken-over-send-rejoin", seat=str(seat)))
    move_number: Any = data.get("move_number")
    if not isinstance(move_number, int) or isinstance(move_number, bool):
        raise RoomError("bad_message", Message("server-move-number"))
    if kind == "undo":
        await solo.undo(hub, room, seat, move_number, reply=outbox.send)
        return None
    if kind == "ready":
        await ready.ready(hub, room, seat, move_number)
        return None
    action = data.get("action")
    if not isinstance(action, str) or not action.strip() or len(action) > 200:
        raise RoomError("bad_message", Message("server-action-text"))
    await hub.session(room).play(seat, move_number, action, reply=outbox.send)
    return None


def _where(room: Room, data: dict[str, Any]) -> dict[str, Any]:
    """What an error answer names besides its reason: the move number, and the seat if one was named."""
    extra: dict[str, Any] = {"move_number": room.state.move_number}
    if "seat" in data and isinstance(data.get("seat"), int):
        extra["seat"] = data["seat"]
    return extra


async def _send_error(ws: WebSocket, code: str, reason: Text, close: int) -> None:
    with contextlib.suppress(Exception):
        await ws.send_text(json.dumps(_error(code, reason), default=english))
        await ws.close(code=close, reason=str(reason)[:120])


async def _refuse_origin(ws: WebSocket, origin: str) -> None:
    """Refuse the handshake with 403 (a JSON body saying why, when the server can send one)."""
    host = ws.headers.get("host")
    if len(_WARNED) < 100 and origin not in _WARNED:  # tell the operator, once per origin
        _WARNED.add(origin)
        log.warning(
            "websocket refused: origin %r is not this server's address (Host %r); "
            "allow it with fives serve --allow-origin",
            origin[:200],
            (host or "")[:200],
        )
    reason = Message("server-bad-origin")
    body = error_body("bad_origin", reason)
    entry = code_of("bad_origin")
    if "websocket.http.response" in ws.scope.get("extensions", {}):
        await ws.send_denial_response(JSONResponse(body, status_code=entry.status))
    else:  # before the handshake: 403 without a body
        await ws.close(code=entry.hello_close, reason=str(reason))


async def websocket_endpoint(ws: WebSocket) -> None:
    hub = ws.app.state.hub
    assert isinstance(hub, Hub)
    origin = ws.headers.get("origin")
    if not origin_allowed(origin, ws.headers.get("host"), hub.settings.allowed_origins):
        assert origin is not None
        await _refuse_origin(ws, origin)
        return
    await ws.accept()
    client = ws.client.host if ws.client is not None else "?"
    try:
        hub.connect_rate.hit(client)  # a churn of connections is refused, not broadcast
        hub.connections.enter(client)
    except RoomError as exc:
        await _send_error(ws, exc.code, exc.message, exc.hello_close)
        return
    try:
        await _connection(hub, ws, client)
    finally:
        hub.connections.leave(client)


async def _connection(hub: Hub, ws: WebSocket, client: str) -> None:
    room_id = ws.path_params["room_id"]
    limit = hub.settings.max_message_bytes
    rate = MessageRate(hub.settings.messages_per_second, hub.settings.message_burst)
    try:
        room = await hub.room(room_id)
        first = await asyncio.wait_for(_receive(ws, limit), HELLO_SECONDS)
        if first is None:
            return
        for _attempt in range(3):
            try:
                outbox, changed = await _hello(hub, room, first)
            except RoomError as exc:
                if exc.code == "bad_token":  # a valid token always passes; wrong ones are counted
                    raise hub.guard.refusal(client, exc) from None
                raise
            # the registry may have dropped the room while the hello was awaited (it had no
            # connection yet: another process's change, or memory trimmed): a connection to the
            # dropped copy would never hear of a move again, so say hello to the live one
            live = await hub.room(room_id)
            if live is room:
                break
            room = live
        else:
            raise RoomError("conflict", Message("server-conflict"))
    except (RoomError, TimeoutError) as exc:
        error = exc if isinstance(exc, RoomError) else RoomError("timeout", Message("server-timeout"))
        await _send_error(ws, error.code, error.message, error.hello_close)
        return
    chat.remember(outbox, client, ws.cookies.get(SESSION_COOKIE))
    hub.connect(room, outbox)  # no await since `hub.room`: the room is still the live one
    writer = asyncio.get_running_loop().create_task(_writer(ws, outbox))
    outbox.send(
        {
            "type": "welcome",
            "room": room.id,
            "seats": sorted(outbox.seats),
            "spectator": not outbox.seats,
            "max_message_bytes": limit,
        }
    )
    if changed:  # a seat was taken or taken back: everybody gets the room and the state
        hub.session(room).broadcast(info=True)
    else:  # only this connection needs them; the others learn of it from `presence`
        session = hub.session(room)
        outbox.send({"type": "room", "room": session.info()})
        outbox.send(session.state_message(outbox))
        session.presence.changed()
    # a client that says it keeps a heartbeat (the page pings every few seconds) is taken as lost
    # when it falls silent: its seats are away within `heartbeat_timeout_seconds`
    heartbeat = hub.settings.heartbeat_timeout_seconds if first.get("heartbeat") is True else None
    try:
        while not writer.done() and outbox.closed_reason is None:
            pause = rate.delay()
            if pause > 0:  # a flood: read this connection's next message later
                await asyncio.sleep(pause)
            try:
                data = await asyncio.wait_for(_receive(ws, limit), heartbeat)
            except TimeoutError:
                outbox.close(f"no heartbeat for {heartbeat:g} s: the connection is taken as lost")
                break
            except RoomError as exc:
                outbox.send(_error(exc.code, exc.message))
                if exc.close is not None:
                    outbox.close(str(exc.message), exc.close)
                    break
                continue
            if data is None:
                break
            try:
                answer = await _handle(hub, room, outbox, data)
            except RoomError as exc:
                answer = _error(exc.code, exc.message, **_where(room, data))
            except WebSocketDisconnect:
                raise
            except Exception:  # a bug handling one message: answer it, log it, keep the connection
                incident = new_incident()
                kind = str(data.get("type"))[:20]
                log.exception("incident %s: room %s: unexpected error handling %r", incident, room.id, kind)
                answer = _error(INTERNAL, internal_detail(incident), **_where(room, data))
            if answer is not None:
                outbox.send(answer)
    except WebSocketDisconnect:
        pass
    finally:
        hub.disconnect(room, outbox)
        if not writer.done():
            outbox.close("closed")
            with contextlib.suppress(asyncio.TimeoutError, Exception):
                await asyncio.wait_for(writer, 1.0)
        writer.cancel()
        hub.session(room).presence.changed()
