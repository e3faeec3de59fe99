"""The HTTP routes of turn-based play and quick play (issue 28, part "tables"):

- ``POST /api/my-turn``: the games waiting for you ("Your turn", `fives.server.turns.my_turn`),
  from the seat tokens the page holds (and, once signed in, the account's seats);
- ``POST /api/seeks``, ``GET /api/seeks/{id}``, ``DELETE /api/seeks/{id}``: quick play
  (`fives.server.seeks`), the seek's ticket in the ``X-Seat-Token`` header;
- ``POST /api/test/clock``: tests only, present when `Settings.test_clock` is set: moves the
  server's clock forward (a simulated day) and looks for turn-based clocks that ran out.
"""

from __future__ import annotations

import asyncio
from typing import Annotated, Any

from fastapi import APIRouter, Header, Request
from pydantic import BaseModel, ConfigDict, Field

from . import seeks, turns
from .accounts import current_account
from .config import Settings
from .hub import Hub
from .responses import errors
from .room import token_hash

Ticket = Annotated[
    str | None, Header(alias="X-Seat-Token", description="the seek's one-time ticket (from POST /api/seeks)")
]


class MyTurnRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    tokens: list[Annotated[str, Field(max_length=200)]] = Field(
        default_factory=list,
        max_length=500,
        description="the seat tokens this browser holds; the answer is about these seats only",
    )


class SeekRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    game: str = Field(..., max_length=40, description="a game id from /api/games")
    players: int | None = Field(None, ge=1, le=8, description="the player count (default: the game's)")
    name: str | None = Field(None, max_length=200, description="your name at the table")


class ClockRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    advance_seconds: float = Field(..., ge=0, le=30 * 86400)


def _hub(request: Request) -> Hub:
    hub = request.app.state.hub
    assert isinstance(hub, Hub)
    return hub


async def account_of(request: Request) -> str | None:
    """The signed-in account of the request (`fives.server.accounts.current_account`: the
    session cookie counts on a change only with its CSRF token), or None."""
    account = await current_account(request)
    return account.id if account is not None else None


def router(settings: Settings) -> APIRouter:
    """The routes (the test clock only with `Settings.test_clock`)."""
    routes = APIRouter()

    @routes.post(
        "/api/my-turn",
        summary="Your turn: the games in which one of your seats must move now, with the time left",
        responses=errors(400),
    )
    async def my_turn(body: MyTurnRequest, request: Request) -> dict[str, Any]:
        """Only the seats of the tokens sent (compared by their SHA-256, server-side) and of the
        signed-in account; a token that is nobody's seat finds nothing.  At most
        `Settings.my_turn_tokens` tokens are read and `Settings.my_turn_limit` games answered."""
        hub = _hub(request)
        hashes = sorted({token_hash(t) for t in body.tokens[: hub.settings.my_turn_tokens]})
        now = hub.settings.clock.time()
        games = await hub.db(
            turns.my_turn, hub.store, hashes, await account_of(request), now, hub.settings.my_turn_limit
        )
        return {"now": now, "games": games}

    @routes.post(
        "/api/seeks",
        summary="Quick play: meet the players waiting for this game, or wait for the next ones",
        responses=errors(400, 404, 409),
    )
    async def seek(body: SeekRequest, request: Request) -> dict[str, Any]:
        """``{"seek", "ticket", "status": "matched", "room", "seat"}`` (join the room with the
        ticket: POST /api/rooms/{room}/join, header X-Seat-Token) or ``{"seek", "ticket",
        "status": "waiting", "waiting", "players"}`` (ask GET /api/seeks/{seek} every few seconds:
        a seek nobody asks about is dropped)."""
        hub = _hub(request)
        hub.room_limit.hit(request.client.host if request.client is not None else "?")
        account = await current_account(request)
        return await seeks.seek(
            hub,
            body.game,
            body.players,
            body.name,
            account.id if account is not None else None,
            account.name if account is not None else None,
        )

    @routes.get(
        "/api/seeks/{seek_id}",
        summary="Quick play: still waiting, or where your seat is (keeps the seek fresh)",
        responses=errors(404),
    )
    async def look(seek_id: str, request: Request, x_seat_token: Ticket = None) -> dict[str, Any]:
        hub = _hub(request)
        now = hub.settings.clock.time()
        stale = hub.settings.seek_stale_seconds
        return dict(await hub.db(seeks.look, hub.store, seek_id, x_seat_token or "", now, stale))

    @routes.delete(
        "/api/seeks/{seek_id}",
        summary="Quick play: stop looking (unless a game was found meanwhile: then where)",
        responses=errors(404),
    )
    async def cancel(seek_id: str, request: Request, x_seat_token: Ticket = None) -> dict[str, Any]:
        hub = _hub(request)
        return dict(await hub.db(seeks.cancel, hub.store, seek_id, x_seat_token or ""))

    if settings.test_clock:

        @routes.post("/api/test/clock", summary="Tests only: move the server's clock forward")
        async def advance(body: ClockRequest, request: Request) -> dict[str, Any]:
            hub = _hub(request)
            clock = hub.settings.clock
            clock.advance(body.advance_seconds)
            due = await hub.sweep_turns()
            # the answer comes once the clocks that ran out have done what they do
            ended = []
            for room in list(hub.rooms.values()):
                session = hub.session(room)
                if session.clock_task is not None and (session.deadline or 0) <= clock.time():
                    ended.append(session.clock_task)
            if ended:
                await asyncio.wait(ended, timeout=30)
            return {"now": clock.time(), "due": due}

    return routes
