"""The HTTP API (FastAPI; described at /openapi.json, and at /docs with `fives serve --api-docs`).

Seat tokens travel only in the ``X-Seat-Token`` header (never in a URL, so no access log or
proxy log can record them).  Errors answer ``{"error": code, "detail": reason}``.
"""

from __future__ import annotations

import asyncio
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Header, Query, Request
from fastapi.responses import HTMLResponse, PlainTextResponse, Response
from pydantic import BaseModel, ConfigDict, Field

import fives.games
from fives.ai.levels import offered_levels
from fives.core import Message
from fives.core.message import english_data
from fives.docs import rules_markdown, rules_path
from fives.howto import has_howto, howto_json
from fives.i18n import localize_view

from . import operations as ops
from . import presence, resign
from .accounts import Account, client_address, current_account
from .ai_sched import person_of, room_kind
from .game_scripts import script_urls
from .hub import Hub
from .limits import OpenRooms
from .replays import Replays, merge
from .responses import ROOM, SEAT, errors
from .room import OPEN, PLAYING, WAITING, RoomError

router = APIRouter()
Token = Annotated[str | None, Header(alias="X-Seat-Token", description="the secret token of your seat")]
#: the signed-in account (`fives.server.accounts`), whose seat it becomes
SignedIn = Annotated[Account | None, Depends(current_account)]


NAME_RULES = (
    "a name: at most 40 characters after NFC normalisation and stripping, no control or invisible "
    "formatting characters; empty for the default name"
)


class SeatSpec(BaseModel):
    model_config = ConfigDict(extra="forbid")
    kind: str = Field("local", description="local (on the creator's screen), invite, open (lobby) or ai")
    name: str | None = Field(None, max_length=200, description=NAME_RULES)
    level: str | None = Field(None, max_length=40, description="for ai seats: easy, medium, hard or max")


class CreateRoom(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: str = Field(..., max_length=40, description="a game id from /api/games")
    options: dict[str, str | int | bool] = Field(default_factory=dict, description="game options by name")
    seats: list[SeatSpec] = Field(default_factory=list, max_length=8, description="one per player, in order")
    clock_seconds: float | None = Field(
        None, description="a per-move clock; when it runs out the computer moves"
    )
    game_clock_seconds: float | None = Field(
        None,
        description="each seat's thinking time for the whole game; when it runs out the computer plays on",
    )
    timeout_level: str | None = Field(
        None, max_length=40, description="the level that takes over a timed-out seat"
    )
    visibility: Literal["open", "private"] | None = Field(
        None,
        description="open: listed in the lobby (to join or watch) and, once over, in the finished games; "
        "private: reached by its link only. Default: open when a seat is a lobby seat (kind open), "
        "else private",
    )
    away_grace_seconds: float | None = Field(
        None, description="seconds a seat may be away before the others may let the computer play it (60)"
    )
    claim_win_seconds: float | None = Field(
        None, description="two players: seconds away before the other player may claim the win (300)"
    )
    pace: Literal["live", "turn_based"] | None = Field(
        None,
        description="live (default) or turn_based: clock_seconds is then one, three or seven days "
        "(86400, 259200, 604800; default three) and the game waits for you (docs/server.md)",
    )
    rated: bool = Field(
        False,
        description="a rated game: online (at most one local seat), every person's seat an account, "
        "no undo or hints (docs/server.md, Ratings)",
    )


class JoinRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    seat: int | None = Field(None, description="a free lobby seat (default: the first one)")
    name: str | None = Field(None, max_length=200, description=NAME_RULES)


class LeaveRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    takeover_level: str | None = Field(
        None, max_length=40, description="let the computer play on at this level"
    )


class TakeoverRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    level: str = Field("easy", max_length=40)


class MoveRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    seat: int | None = Field(None, description="the seat that moves (default: the token's seat)")
    move_number: int = Field(..., ge=0, description="the move number of the view the move was chosen in")
    action: str = Field(..., max_length=200, description="the move in the game's notation")


def hub_of(request: Request) -> Hub:
    hub = request.app.state.hub
    assert isinstance(hub, Hub)
    return hub


def replays_of(request: Request) -> Replays:
    replays = request.app.state.replays
    assert isinstance(replays, Replays)
    return replays


def game_json(game: Any) -> dict[str, Any]:
    data: dict[str, Any] = game.info.to_json()
    data["notation"] = str(game.info.notation)
    data["levels"] = list(offered_levels(game))
    # the levels offered with each player count (a game may offer fewer: `offered_levels`)
    data["levels_by_players"] = {
        str(n): list(offered_levels(game, n)) for n in range(game.info.min_players, game.info.max_players + 1)
    }
    data["seat_kinds"] = ["local", "invite", "open", "ai"]
    # which texts it has (a game in its own package may bring no how-to): the page links only those
    data["has_howto"] = has_howto(game.id)
    data["has_rules"] = rules_path(game.id) is not None
    # its own board and end-screen scripts (null: the generic move buttons, the generic result)
    data.update(script_urls(game.id))
    return data


@router.get("/", response_class=HTMLResponse, include_in_schema=False)
async def home() -> str:
    items = "".join(f"<li>{g.info.name} ({g.info.name_de})</li>" for g in fives.games.all())
    return (
        "<!doctype html><html><head><meta charset='utf-8'><title>fives</title></head><body>"
        f"<h1>fives</h1><p>The game server is running.</p><ul>{items}</ul>"
        "<p>API: <a href='/openapi.json'>/openapi.json</a></p></body></html>"
    )


@router.get("/api/server", summary="Where invite links should point (for the pages)", responses=errors())
async def server_info(request: Request) -> dict[str, str | None]:
    """``public_url``: the address set with ``--public-url`` (a server behind a proxy);
    ``lan_url``: without it, this machine's network address when the server listens on every
    address.  Both null: a page builds links from the address it was opened with."""
    settings = hub_of(request).settings
    return {
        "public_url": settings.public_url,
        "lan_url": None if settings.public_url else settings.lan_url,
    }


@router.get("/api/games", summary="The games with their metadata and options", responses=errors())
async def list_games() -> list[dict[str, Any]]:
    return [game_json(g) for g in fives.games.all()]


class MarkdownResponse(PlainTextResponse):
    """Markdown text, documented as such (it was documented as text/plain)."""

    media_type = "text/markdown"


@router.get(
    "/api/games/{game_id}/rules",
    summary="The players' rules (Markdown, English or German): every rule, option and decision",
    response_class=MarkdownResponse,
    responses=errors(404),
)
async def get_rules(game_id: str, lang: str = "en") -> PlainTextResponse:
    """``lang``: ``en`` (default) or ``de``; any other language gets the English rules."""
    game = ops.load_game(game_id)
    text = rules_markdown(game.id, lang[:16])
    if text is None:
        raise RoomError("no_rules", Message("server-no-rules", game=game.id))
    return MarkdownResponse(text)


@router.get(
    "/api/games/{game_id}/howto",
    summary="How to play: the short texts (en, de), their pictures and the guided first game",
    responses=errors(404),
)
async def get_howto(game_id: str) -> Response:
    """``{"game", "text": {lang: Markdown}, "pictures": {start|move|end: {"view", "i18n"}},
    "guide": {"seat", "steps": [...], "end"} | null}``: every view is replayed from the seed and
    actions declared in its texts/howto.json (docs/web.md, "How to play")."""
    game = ops.load_game(game_id)
    text = await asyncio.to_thread(howto_json, game.id)  # replays: not in the event loop
    if text is None:
        raise RoomError("no_howto", Message("server-no-howto", game=game.id))
    return Response(text, media_type="application/json")


@router.get("/api/games/{game_id}", summary="One game's metadata and options", responses=errors(404))
async def get_game(game_id: str) -> dict[str, Any]:
    return game_json(ops.load_game(game_id))


@router.post(
    "/api/rooms",
    status_code=201,
    summary="Create a room; returns the secret token of each person's seat",
    responses=errors(400, 404),
)
async def create_room(body: CreateRoom, request: Request, account: SignedIn = None) -> dict[str, Any]:
    hub = hub_of(request)
    client = request.client.host if request.client is not None else "?"
    open_rooms: OpenRooms = request.app.state.open_rooms

    def waiting(room_id: str) -> bool:
        """Whether the room still counts: it waits for players, or is listed in the lobby to
        watch (a room dropped from memory counts until its time is up)."""
        live = hub.rooms.get(room_id)
        listed = live is not None and live.row.visibility == OPEN and live.row.status == PLAYING
        return live is None or live.row.status == WAITING or listed

    # a room with a seat for someone else (lobby or invited) waits for players; a room opened to
    # spectators is listed while it is played: both could fill the lobby, so both are capped
    waits = any(seat.kind in ("open", "invite") for seat in body.seats) or body.visibility == OPEN
    place = open_rooms.reserve(client, waiting) if waits else None
    try:
        hub.room_limit.hit(client)
        seats = [ops.SeatRequest(s.kind, s.name, s.level) for s in body.seats]
        kind = room_kind([s.kind for s in seats], "ai")
        with hub.computer_rooms.admit(client, kind) as admitted:
            settings = ops.RoomSettings(
                body.game,
                dict(body.options),
                tuple(seats),
                clock_seconds=body.clock_seconds,
                timeout_level=body.timeout_level,
                game_clock_seconds=body.game_clock_seconds,
                visibility=body.visibility,
                away_grace_seconds=body.away_grace_seconds,
                claim_win_seconds=body.claim_win_seconds,
                pace=body.pace,
                rated=body.rated,
            )
            room, tokens = await ops.create_room(hub, settings, account)
            admitted(room.id)
            hub.scheduler.bill(room.id, person_of(client))  # its computer's time is its creator's
    except BaseException:
        open_rooms.settle(client, place, None)
        raise
    open_rooms.settle(client, place, room.id if waiting(room.id) else None)
    return {
        "room": hub.session(room).info(),
        "tokens": [{"seat": s, "token": t} for s, t in sorted(tokens.items())],
    }


@router.get("/api/rooms/{room_id}", summary="A room: game, options, seats, status", responses=errors(*ROOM))
async def get_room(room_id: str, request: Request) -> dict[str, Any]:
    hub = hub_of(request)
    return hub.session(await hub.room(room_id)).info()


@router.get(
    "/api/rooms/{room_id}/view",
    summary="Spectate: the public view of the game (no hidden data)",
    responses=errors(*ROOM),
)
async def spectate(room_id: str, request: Request) -> dict[str, Any]:
    hub = hub_of(request)
    room = await hub.room(room_id)
    view = room.view(None)
    return {"room": hub.session(room).info(), "view": english_data(view), "i18n": localize_view(view)}


@router.post(
    "/api/rooms/{room_id}/join",
    summary="Take a seat: an invited seat (token header) or a free lobby seat",
    responses=errors(400, 403, 409, *ROOM),
)
async def join(
    room_id: str, body: JoinRequest, request: Request, x_seat_token: Token = None, account: SignedIn = None
) -> dict[str, Any]:
    hub = hub_of(request)
    room = await hub.room(room_id)
    seat, token = await ops.join(hub, room, body.seat, body.name, x_seat_token, account)
    return {"room": hub.session(room).info(), "seat": seat, "token": token}


@router.post(
    "/api/rooms/{room_id}/leave",
    summary="Leave your seat (optionally the computer plays on)",
    responses=errors(400, *SEAT),
)
async def leave(
    room_id: str, request: Request, body: LeaveRequest | None = None, x_seat_token: Token = None
) -> dict[str, Any]:
    hub = hub_of(request)
    room = await hub.room(room_id)
    level = body.takeover_level if body else None
    seat = await ops.leave(hub, room, x_seat_token, level, client_address(request))
    return {"room": hub.session(room).info(), "seat": seat}


@router.post("/api/rooms/{room_id}/rejoin", summary="Come back to your seat", responses=errors(*SEAT))
async def rejoin(room_id: str, request: Request, x_seat_token: Token = None) -> dict[str, Any]:
    hub = hub_of(request)
    room = await hub.room(room_id)
    seat = await ops.rejoin(hub, room, x_seat_token)
    return {"room": hub.session(room).info(), "seat": seat}


@router.post(
    "/api/rooms/{room_id}/seats/{seat}/takeover",
    summary="Let the computer play a vacant seat",
    responses=errors(400, 409, *SEAT),
)
async def takeover(
    room_id: str, seat: int, body: TakeoverRequest, request: Request, x_seat_token: Token = None
) -> dict[str, Any]:
    hub = hub_of(request)
    room = await hub.room(room_id)
    await ops.takeover(hub, room, seat, body.level, x_seat_token, client_address(request))
    return {"room": hub.session(room).info()}


@router.post(
    "/api/rooms/{room_id}/claim",
    summary="Two players: claim the win when the other player has been away for the room's claim time",
    responses=errors(409, *SEAT),
)
async def claim(room_id: str, request: Request, x_seat_token: Token = None) -> dict[str, Any]:
    hub = hub_of(request)
    room = await hub.room(room_id)
    seat = await presence.claim(hub, room, x_seat_token)
    return {"room": hub.session(room).info(), "seat": seat}


@router.post(
    "/api/rooms/{room_id}/resign",
    summary="Resign your seat: two players, the other wins; three or more, the computer plays it on "
    "and it counts as lost",
    responses=errors(409, *SEAT),
)
async def resign_seat(room_id: str, request: Request, x_seat_token: Token = None) -> dict[str, Any]:
    hub = hub_of(request)
    room = await hub.room(room_id)
    seat = ops.seat_by_token(room, x_seat_token)
    answer = await resign.resign(hub.session(room), seat.seat)
    return {"room": hub.session(room).info(), "seat": seat.seat, "duplicate": answer["duplicate"]}


@router.post(
    "/api/rooms/{room_id}/rematch",
    summary="Offer or join a rematch with the same people (your token stays valid; seats: where each sits)",
    responses=errors(409, *SEAT),
)
async def rematch(room_id: str, request: Request, x_seat_token: Token = None) -> dict[str, Any]:
    hub = hub_of(request)
    room = await hub.room(room_id)
    if room.row.rematch is None:
        hub.room_limit.hit(request.client.host if request.client is not None else "?")
    new, moved = await ops.rematch(hub, room, x_seat_token)
    hub.computer_rooms.inherit(room.id, new.id)  # the same people's game: theirs as the first was
    if room.id in hub.scheduler.payers:
        hub.scheduler.bill(new.id, hub.scheduler.payer(room.id))
    seat = ops.seat_by_token(room, x_seat_token).seat
    return {
        "room": hub.session(new).info(),
        "previous": room.id,
        "seat": moved[seat],
        "seats": {str(old): number for old, number in moved.items()},
    }


@router.post(
    "/api/rooms/{room_id}/moves",
    summary="Make a move (the websocket is the usual way)",
    responses=errors(400, 409, 422, 503, *SEAT),
)
async def move(
    room_id: str, body: MoveRequest, request: Request, x_seat_token: Token = None
) -> dict[str, Any]:
    hub = hub_of(request)
    room = await hub.room(room_id)
    seat = ops.seat_by_token(room, x_seat_token)
    if body.seat is not None and body.seat != seat.seat:
        raise RoomError(
            "not_your_seat", Message("server-not-your-seat", seat=str(seat.seat), asked=str(body.seat))
        )
    if seat.status == "ai":
        raise RoomError("taken_over", Message("server-taken-over", seat=str(seat.seat)))
    return await hub.session(room).play(seat.seat, body.move_number, body.action)


@router.get("/api/rooms/{room_id}/me", summary="Your seat's view (token header)", responses=errors(*SEAT))
async def my_view(room_id: str, request: Request, x_seat_token: Token = None) -> dict[str, Any]:
    hub = hub_of(request)
    room = await hub.room(room_id)
    seat = ops.seat_by_token(room, x_seat_token)
    view = room.view(seat.seat)
    data = english_data(view)
    return {"room": hub.session(room).info(), "seat": seat.seat, "view": data, "i18n": localize_view(view)}


@router.get(
    "/api/lobby", summary="Rooms with free seats, and games being played (to spectate)", responses=errors()
)
async def lobby(request: Request) -> dict[str, list[dict[str, Any]]]:
    return await ops.lobby(hub_of(request))


@router.get("/api/finished", summary="Finished games, newest first", responses=errors())
async def finished(request: Request) -> list[dict[str, Any]]:
    return await ops.finished(hub_of(request))


# The replays below are computed once per finished game, off the event loop, and kept encoded
# (`fives.server.replays`): the answers are sent as they are kept, not encoded again.
@router.get(
    "/api/finished/{room_id}",
    summary="A finished game with its record",
    response_model=dict[str, Any],
    responses=errors(409, *ROOM),
)
async def finished_game(room_id: str, request: Request) -> Response:
    hub = hub_of(request)
    room = await ops.finished_room(hub, room_id)
    published = await replays_of(request).record(room)
    return Response(
        merge({"room": hub.session(room).info()}, published.member), media_type="application/json"
    )


@router.get(
    "/api/finished/{room_id}/record.json",
    summary="Download a finished game's record",
    responses=errors(409, *ROOM),
)
async def download(room_id: str, request: Request) -> Response:
    room = await ops.finished_room(hub_of(request), room_id)
    published = await replays_of(request).record(room)
    return Response(
        published.download,
        media_type="application/json",
        headers={"Content-Disposition": f'attachment; filename="fives-{room.row.game}-{room.id}.json"'},
    )


@router.get(
    "/api/finished/{room_id}/replay",
    summary="Replay: the public view after a number of moves",
    response_model=dict[str, Any],
    responses=errors(400, 409, *ROOM),
)
async def replay(
    room_id: str,
    request: Request,
    move: Annotated[int | None, Query(ge=0, description="moves applied")] = None,
) -> Response:
    room = await ops.finished_room(hub_of(request), room_id)
    head = ops.replay_head(room, move)
    body = await replays_of(request).view(room, head["move"])
    return Response(merge(head, body), media_type="application/json")
