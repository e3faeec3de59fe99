"""Chat in a room (issue 35), as on lichess: the players' chat, and the spectators' chat apart.

Two channels per room:

- ``players``: written and read by the seats' holders (a seat token over HTTP, ``X-Seat-Token``,
  or a websocket that holds a seat: the checks of a move).  During the game nobody else reads it.
- ``spectators``: written and read by those who watch (no seat in the room: the account's name,
  or "Guest").  During the game the players never see it (no hints from the audience).

Once the game is over both channels are public: everyone in the room, and the replay, reads
both (lichess shows both after the game); the page says so above the players' chat.  People
may go on writing for `AFTER_END_SECONDS` after the end (a "good game"); later the chat is
closed (``chat_closed``) and the game's record does not change any more.

A room where one screen holds several seats (hot-seat), or with fewer than two people (a game
against the computer), has no chat (``chat_off``).

Each line is stored with the game (table ``chat``, both databases) before anyone hears of it,
with the move number it was written at (the replay shows it in order with the moves).  Bounds
against a flooding or cheating client:

- a line holds at most `MAX_CHARS` characters after `clean_text` (control characters, bidi
  overrides and other invisible format characters dropped, whitespace folded, stacks of
  combining marks cut): longer ones are refused (``chat_too_long``), empty ones too;
- a person writes at most `PERSON_LINES` lines in `PERSON_SECONDS`, an address at most
  `ADDRESS_LINES` in `ADDRESS_SECONDS` over all rooms (429 ``too_many_messages``);
- a channel takes at most `CAP_PER_GAME` lines a game (``chat_full``), and only its last
  `KEEP_LINES` are kept (older ones are deleted as new ones come).

The page renders every line as text (never HTML).  Muting a person is the viewer's own choice,
kept in the browser (js/game/chat.js); a line names its ``author`` (a key for muting: an account,
a seat of this room, or a guest spectator's address, hashed) for it.
"""

from __future__ import annotations

import dataclasses
import hashlib
import hmac
import logging
import re
import secrets
import time
import unicodedata
import weakref
from dataclasses import dataclass
from typing import Annotated, Any

import sqlalchemy as sa
from fastapi import APIRouter, Header, Request
from pydantic import BaseModel, ConfigDict, Field
from sqlalchemy.exc import IntegrityError

from fives.core import Message

from . import operations as ops
from .accounts import AccountStore, client_address, current_account
from .hub import Hub
from .limits import RateLimit
from .responses import SEAT, errors
from .room import FINISHED, Outbox, Room, RoomError, encode
from .store import CHANNEL, Store
from .tables import chat

log = logging.getLogger("fives.server")
PLAYERS, SPECTATORS = "players", "spectators"
CHANNELS = (PLAYERS, SPECTATORS)
#: the longest line, in characters (after `clean_text`)
MAX_CHARS = 300
#: a person's pace: lines per seconds (in one room)
PERSON_LINES, PERSON_SECONDS = 5, 10.0
#: an address's pace over every room (players behind one NAT share it)
ADDRESS_LINES, ADDRESS_SECONDS = 30, 60.0
#: lines a channel takes in one game, and the last ones kept of them
CAP_PER_GAME, KEEP_LINES = 1000, 200
#: how long after the end the chat stays open
AFTER_END_SECONDS = 1800.0
#: combining marks kept after one character ("Zalgo" text stacks hundreds)
MAX_MARKS = 3
#: format characters that a line keeps: the zero-width joiner (emoji sequences) and non-joiner
_KEPT_FORMAT = frozenset("\u200c\u200d")
_SPACES = re.compile(r"\s+")
#: the start of a NOTIFY payload about a chat line (``chat:<room>:<channel>:<number>``)
NOTE = "chat:"
#: a secret of this process that makes a guest's key (its address is never shown)
_SALT = secrets.token_bytes(16)


def clean_text(raw: str) -> str:
    """A chat line as stored: control characters, bidi overrides and isolates, other invisible
    format characters, surrogates and private-use or unassigned characters dropped; line breaks,
    tabs and runs of spaces made one space; at most `MAX_MARKS` combining marks per character;
    NFC; stripped.  Raises RoomError: empty (``bad_message``), too long (``chat_too_long``)."""
    kept: list[str] = []
    marks = 0
    for char in raw:
        category = unicodedata.category(char)
        if char.isspace():
            kept.append(" ")
            marks = 0
        elif category[0] == "C" and char not in _KEPT_FORMAT:
            continue
        elif category[0] == "M":
            marks += 1
            if marks <= MAX_MARKS:
                kept.append(char)
        else:
            kept.append(char)
            marks = 0
    text = _SPACES.sub(" ", unicodedata.normalize("NFC", "".join(kept))).strip()
    if not text:
        raise RoomError("bad_message", Message("chat-empty"))
    if len(text) > MAX_CHARS:
        raise RoomError("chat_too_long", Message("chat-too-long", most=str(MAX_CHARS), length=str(len(text))))
    return text


def has_chat(room: Room) -> bool:
    """Whether the room has a chat: two people or more, and no screen holding several seats."""
    people = [s for s in room.seats if s.kind != "ai"]
    shared_screen = sum(1 for s in room.seats if s.kind == "local") > 1
    return len(people) >= 2 and not shared_screen


def _over(room: Room) -> bool:
    return room.row.status == FINISHED


def readable(room: Room, player: bool) -> tuple[str, ...]:
    """The channels a player (or a spectator) reads now: their own; both once the game is over."""
    if _over(room):
        return CHANNELS
    return (PLAYERS,) if player else (SPECTATORS,)


def writable(room: Room, now: float) -> bool:
    """Whether the room's chat takes lines now (before and during the game, and for
    `AFTER_END_SECONDS` after it)."""
    if not has_chat(room):
        return False
    return not _over(room) or now - room.row.updated_at <= AFTER_END_SECONDS


@dataclass(frozen=True)
class Writer:
    """Who writes a line: a seat's holder (``seat``) or a spectator."""

    channel: str
    author: str
    name: str | None
    seat: int | None = None


def seat_writer(room: Room, seat: int) -> Writer:
    """A seat's holder, named as the seat (the page shows the seat's name, `names.js`); muted by
    its account where it has one (every game), else by this seat."""
    row = room.seats[seat]
    if row.kind == "ai":
        raise RoomError("not_your_seat", Message("chat-computer"))
    author = f"a:{row.account_id}" if row.account_id else f"s:{room.id}:{seat}"
    return Writer(PLAYERS, _short(author), row.name, seat)


def spectator_writer(room: Room, account: tuple[str, str] | None, address: str) -> Writer:
    """A spectator: an account (id, name) under its name, anyone else as a guest (muted by a key
    made from the address, which the key does not reveal)."""
    if account is not None:
        return Writer(SPECTATORS, _short(f"a:{account[0]}"), account[1])
    digest = hmac.new(_SALT, f"{room.id}\x00{address}".encode("utf-8", "replace"), hashlib.sha256)
    return Writer(SPECTATORS, "g:" + digest.hexdigest()[:16], None)


def _short(key: str) -> str:
    """A muting key that names no account id or token (a hash of it)."""
    return key[:2] + hashlib.sha256(key.encode("utf-8", "replace")).hexdigest()[:16]


# --------------------------------------------------------------------- limits
class Limits:
    """The chat's pace per person and per address (one per hub, `limits_of`)."""

    def __init__(self, exempt_loopback: bool) -> None:
        self.person = RateLimit(
            PERSON_LINES, PERSON_SECONDS, "too_many_messages", "lines", message="chat-too-fast"
        )
        self.address = RateLimit(
            ADDRESS_LINES,
            ADDRESS_SECONDS,
            "too_many_messages",
            "lines",
            exempt_loopback=exempt_loopback,
            message="chat-too-fast",
        )

    def hit(self, room: Room, writer: Writer, address: str) -> None:
        self.person.hit(f"{room.id}:{writer.author}")
        self.address.hit(address)


_LIMITS: weakref.WeakKeyDictionary[Hub, Limits] = weakref.WeakKeyDictionary()
#: a websocket's address and session cookie, for a spectator's line sent on it
_SOCKETS: weakref.WeakKeyDictionary[Outbox, tuple[str, str | None]] = weakref.WeakKeyDictionary()


def limits_of(hub: Hub) -> Limits:
    found = _LIMITS.get(hub)
    if found is None:
        found = _LIMITS[hub] = Limits(hub.settings.exempt_loopback)
    return found


def remember(outbox: Outbox, address: str, session_cookie: str | None) -> None:
    """The websocket's address and session cookie (`fives.server.ws`), for its chat lines."""
    _SOCKETS[outbox] = (address, session_cookie)


# --------------------------------------------------------------------- storage
def line_json(row: Any) -> dict[str, Any]:
    return {
        "channel": row.channel,
        "n": row.number,
        "seat": row.seat,
        "name": row.name,
        "author": row.author,
        "text": row.text,
        "move": row.move_number,
        "at": row.at,
    }


def store_line(store: Store, room_id: str, writer: Writer, text: str, move: int, at: float) -> dict[str, Any]:
    """Store one line (numbered after the channel's last; refused past `CAP_PER_GAME`), delete
    the channel's lines before its last `KEEP_LINES`; the line as JSON."""
    for _attempt in range(5):
        try:
            with store.engine.begin() as conn:
                last = conn.execute(
                    sa.select(sa.func.max(chat.c.number)).where(
                        chat.c.room_id == room_id, chat.c.channel == writer.channel
                    )
                ).scalar()
                number = (last or 0) + 1
                if number > CAP_PER_GAME:
                    raise RoomError("chat_full", Message("chat-full", most=str(CAP_PER_GAME)))
                line = _Line(
                    room_id, writer.channel, number, writer.seat, writer.author, writer.name, text, move, at
                )
                conn.execute(chat.insert().values(**dataclasses.asdict(line)))
                if store.postgres:  # the other processes serving the room hear of it (`catch_up`)
                    conn.execute(
                        sa.text("SELECT pg_notify(:channel, :payload)"),
                        {"channel": CHANNEL, "payload": f"{NOTE}{room_id}:{writer.channel}:{number}"},
                    )
                conn.execute(
                    chat.delete().where(
                        chat.c.room_id == room_id,
                        chat.c.channel == writer.channel,
                        chat.c.number <= number - KEEP_LINES,
                    )
                )
            return line_json(line)
        except IntegrityError:  # another process numbered a line the same: number it again
            continue
    raise RoomError("conflict", Message("server-conflict"))


@dataclass(frozen=True)
class _Line:
    room_id: str
    channel: str
    number: int
    seat: int | None
    author: str
    name: str | None
    text: str
    move_number: int
    at: float


def load_lines(store: Store, room_id: str, channels: tuple[str, ...]) -> list[dict[str, Any]]:
    """The kept lines of ``channels``, in the order they were written."""
    with store.engine.connect() as conn:
        rows = conn.execute(
            sa.select(chat)
            .where(chat.c.room_id == room_id, chat.c.channel.in_(channels))
            .order_by(chat.c.at, chat.c.channel, chat.c.number)
        ).all()
    return [line_json(row) for row in rows]


async def catch_up(hub: Hub, payload: str) -> None:
    """Another process stored a chat line (a NOTIFY ``chat:<room>:<channel>:<number>``,
    `fives.server.listen`): this process's connections to the room that read its channel get it."""
    room_id, _sep, rest = payload.removeprefix(NOTE).partition(":")
    channel, _sep, number = rest.partition(":")
    room = hub.rooms.get(room_id)
    if room is None or not room.outboxes or channel not in CHANNELS or not number.isdigit():
        return
    lines = await hub.db(_load_line, hub.store, room_id, channel, int(number))
    for line in lines:
        deliver(room, line)


def _load_line(store: Store, room_id: str, channel: str, number: int) -> list[dict[str, Any]]:
    with store.engine.connect() as conn:
        rows = conn.execute(
            sa.select(chat).where(
                chat.c.room_id == room_id, chat.c.channel == channel, chat.c.number == number
            )
        ).all()
    return [line_json(row) for row in rows]


# --------------------------------------------------------------------- writing
async def post(hub: Hub, room: Room, writer: Writer, raw: str, address: str) -> dict[str, Any]:
    """Write one line: checked, paced, stored, then sent to each connection that reads its channel."""
    text = clean_text(raw)
    now = time.time()
    if not has_chat(room):
        raise RoomError("chat_off", Message("chat-off"))
    if not writable(room, now):
        raise RoomError("chat_closed", Message("chat-closed"))
    limits_of(hub).hit(room, writer, address)
    try:
        line = await hub.db(store_line, hub.store, room.id, writer, text, room.state.move_number, now)
    except sa.exc.SQLAlchemyError:
        log.exception("room %s: a chat line could not be stored", room.id)
        raise RoomError("storage", Message("server-storage")) from None
    deliver(room, line)
    return line


def deliver(room: Room, line: dict[str, Any]) -> None:
    """Send ``line`` to the room's connections that read its channel now."""
    message = encode({"type": "chat", "room": room.id, "line": line})
    for outbox in list(room.outboxes):
        player = bool(room.audience(outbox)[1])
        if line["channel"] in readable(room, player):
            outbox.send(message)


async def from_socket(hub: Hub, room: Room, outbox: Outbox, data: dict[str, Any]) -> dict[str, Any]:
    """``{"type": "chat", "text", "seat"?}`` on the room's websocket: a connection holding a seat
    writes as that seat (the checks of a move), any other as a spectator.  The answer (``chatted``)
    goes to the writer; the line reaches everyone who reads its channel."""
    text = data.get("text")
    if not isinstance(text, str):
        raise RoomError("bad_message", Message("chat-text"))
    address, cookie = _SOCKETS.get(outbox, ("?", None))
    if outbox.seats:
        writer = seat_writer(room, room.held_seat(outbox, data.get("seat")))
    else:
        account = None
        if cookie:
            found = await hub.db(AccountStore(hub.store.engine).session, cookie, time.time())
            account = None if found is None else (found[0].id, found[0].name)
        writer = spectator_writer(room, account, address)
    line = await post(hub, room, writer, text, address)
    return {"type": "chatted", "room": room.id, "line": line}


# --------------------------------------------------------------------- HTTP
router = APIRouter()
Token = Annotated[str | None, Header(alias="X-Seat-Token", description="the secret token of your seat")]


class ChatLine(BaseModel):
    model_config = ConfigDict(extra="forbid")
    #: the line; longer than MAX_CHARS (after cleaning) is refused with chat_too_long
    text: str = Field(max_length=4 * MAX_CHARS)


def _hub(request: Request) -> Hub:
    hub = request.app.state.hub
    assert isinstance(hub, Hub)
    return hub


@router.get(
    "/api/rooms/{room_id}/chat",
    summary="The room's chat as you may read it: players their own, spectators theirs; both after the end",
    responses=errors(*SEAT),
)
async def read_chat(room_id: str, request: Request, x_seat_token: Token = None) -> dict[str, Any]:
    """``lines`` (``channel``, ``seat`` or ``name``, ``author``, ``text``, ``move``, ``at``) in the
    order written; ``chat``: whether the room has one; ``writable``: whether it takes lines now;
    ``you``: the channel you write to."""
    hub = _hub(request)
    room = await hub.room(room_id)
    player = x_seat_token is not None
    if player:
        ops.seat_by_token(room, x_seat_token)  # a wrong token is refused, not read as a spectator
    channels = readable(room, player) if has_chat(room) else ()
    lines = await hub.db(load_lines, hub.store, room.id, channels) if channels else []
    return {
        "room": room.id,
        "chat": has_chat(room),
        "writable": writable(room, time.time()),
        "you": PLAYERS if player else SPECTATORS,
        "channels": list(channels),
        "lines": lines,
        "max_chars": MAX_CHARS,
    }


@router.post(
    "/api/rooms/{room_id}/chat",
    summary="Write a line: with your seat's token in the players' chat, without one in the spectators'",
    responses=errors(409, 503, *SEAT),
)
async def write_chat(
    room_id: str, body: ChatLine, request: Request, x_seat_token: Token = None
) -> dict[str, Any]:
    hub = _hub(request)
    room = await hub.room(room_id)
    address = client_address(request)
    if x_seat_token is not None:
        writer = seat_writer(room, ops.seat_by_token(room, x_seat_token).seat)
    else:
        account = await current_account(request)
        writer = spectator_writer(room, None if account is None else (account.id, account.name), address)
    line = await post(hub, room, writer, body.text, address)
    return {"room": room.id, "line": line}


__all__ = ["clean_text", "from_socket", "has_chat", "post", "remember", "router"]
