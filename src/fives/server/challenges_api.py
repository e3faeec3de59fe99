"""The HTTP routes of challenges (issue 35; `fives.server.challenges` has the rules).  Every route
needs a signed-in account (a change with its CSRF token): a guest is answered 401
``not_signed_in``.

- ``POST /api/challenges``: challenge a player by name (the answer holds the challenger's
  one-time ``ticket``: the page keeps it and joins the room with it once accepted);
- ``GET /api/challenges``: the challenges waiting for your answer and those you sent, and your
  settings (``accepting``, ``blocked``);
- ``GET /api/challenges/{id}``: one of your challenges (the challenger's page asks every few
  seconds and moves in when it is accepted);
- ``POST /api/challenges/{id}/accept`` (the room, your seat and your ticket), ``POST
  /api/challenges/{id}/decline``, ``DELETE /api/challenges/{id}`` (cancel);
- ``PUT /api/challenge-settings`` (take challenges or not), ``POST /api/challenge-blocks`` and
  ``DELETE /api/challenge-blocks/{name}`` (one person's).

Each address may send `Settings.rooms_per_minute` challenges a minute (its own counter, beside
the room limit), each account the limits of `fives.server.challenges`.
"""

from __future__ import annotations

import secrets
from typing import Annotated, Any, Literal

from fastapi import APIRouter, Depends, Request
from pydantic import BaseModel, ConfigDict, Field

from . import challenges as ch
from .accounts import Account, client_address, require_account
from .config import Settings
from .hub import Hub
from .limits import RateLimit
from .responses import errors
from .room import token_hash

Me = Annotated[Account, Depends(require_account)]


class ChallengeRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    to: str = Field(..., max_length=200, description="the challenged player's account name")
    game: str = Field(..., max_length=40, description="a game id from /api/games")
    options: dict[str, str | int | bool] = Field(
        default_factory=dict, description="game options by name (players included; default two)"
    )
    pace: Literal["live", "turn_based"] | None = Field(None, description="live (default) or turn_based")
    clock_seconds: float | None = Field(
        None,
        description="live: seconds per move; turn_based: one, three or seven days (86400, 259200, 604800)",
    )
    game_clock_seconds: float | None = Field(None, description="live: each player's time for the game")
    level: str | None = Field(
        None, max_length=40, description="the computer's level in the seats beyond two (medium)"
    )
    rated: bool = Field(False, description="a rated game (docs/server.md, Ratings)")
    away_grace_seconds: float | None = Field(None, description="live: the absence rules, as a room's")
    claim_win_seconds: float | None = Field(None, description="live: the absence rules, as a room's")


class AcceptingRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    accepting: bool = Field(..., description="whether you take challenges at all")


class BlockRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(..., max_length=200, description="the account whose challenges you no longer take")


def _hub(request: Request) -> Hub:
    hub = request.app.state.hub
    assert isinstance(hub, Hub)
    return hub


def router(settings: Settings) -> APIRouter:
    routes = APIRouter()
    per_address = RateLimit(
        settings.rooms_per_minute,
        60.0,
        "too_many_challenges",
        "challenges",
        exempt_loopback=settings.exempt_loopback,
        message="challenge-rate",
    )

    @routes.post(
        "/api/challenges",
        status_code=201,
        summary="Challenge a player by name: game, options, pace, rated",
        responses=errors(400, 401, 403, 404, 409, 429),
    )
    async def send(body: ChallengeRequest, request: Request) -> dict[str, Any]:
        # the address's share first: a flood is refused without looking up its session
        per_address.hit(client_address(request))
        account = await require_account(request)
        hub = _hub(request)
        chosen = ch.plan(
            body.game,
            dict(body.options),
            pace=body.pace,
            clock_seconds=body.clock_seconds,
            game_clock_seconds=body.game_clock_seconds,
            level=body.level,
            rated=body.rated,
            away_grace_seconds=body.away_grace_seconds,
            claim_win_seconds=body.claim_win_seconds,
        )
        ticket = secrets.token_urlsafe(32)
        now = hub.settings.clock.time()
        found = await hub.db(ch.create, hub.store, account.id, body.to, chosen, token_hash(ticket), now)
        return {"challenge": found, "ticket": ticket}

    @routes.get(
        "/api/challenges",
        summary="Your challenges: waiting for your answer, and sent; your settings",
        responses=errors(401),
    )
    async def mine(request: Request, account: Me) -> dict[str, Any]:
        hub = _hub(request)
        return dict(await hub.db(ch.listing, hub.store, account.id, hub.settings.clock.time()))

    @routes.put(
        "/api/challenge-settings", summary="Take challenges, or none", responses=errors(400, 401, 403)
    )
    async def accepting(body: AcceptingRequest, request: Request, account: Me) -> dict[str, Any]:
        hub = _hub(request)
        now = hub.settings.clock.time()
        return dict(await hub.db(ch.set_accepting, hub.store, account.id, body.accepting, now))

    @routes.post(
        "/api/challenge-blocks",
        summary="Take no more challenges from this person (their open ones are declined)",
        responses=errors(400, 401, 403, 404, 429),
    )
    async def block(body: BlockRequest, request: Request, account: Me) -> dict[str, Any]:
        hub = _hub(request)
        now = hub.settings.clock.time()
        return dict(await hub.db(ch.block, hub.store, account.id, body.name, now))

    @routes.delete(
        "/api/challenge-blocks/{name}",
        summary="Take this person's challenges again",
        responses=errors(401, 403, 404),
    )
    async def unblock(name: str, request: Request, account: Me) -> dict[str, Any]:
        hub = _hub(request)
        return dict(await hub.db(ch.unblock, hub.store, account.id, name))

    @routes.get(
        "/api/challenges/{challenge_id}",
        summary="One of your challenges (accepted: its room and your seat)",
        responses=errors(401, 404),
    )
    async def one(challenge_id: str, request: Request, account: Me) -> dict[str, Any]:
        hub = _hub(request)
        return dict(await hub.db(ch.one, hub.store, challenge_id, account.id, hub.settings.clock.time()))

    @routes.post(
        "/api/challenges/{challenge_id}/accept",
        summary="Accept: the room is made; join it with the ticket (POST /api/rooms/{room}/join)",
        responses=errors(401, 403, 404, 409),
    )
    async def accept(challenge_id: str, request: Request, account: Me) -> dict[str, Any]:
        hub = _hub(request)
        now = hub.settings.clock.time()
        done = await hub.db(ch.accept, hub.store, challenge_id, account.id, hub.new_seed(), now)
        await hub.room(done.room_id)  # live in this process; its seats wait for the tickets
        return {"status": ch.ACCEPTED, "room": done.room_id, "seat": done.seat, "ticket": done.ticket}

    @routes.post(
        "/api/challenges/{challenge_id}/decline",
        summary="Decline a challenge sent to you",
        responses=errors(401, 403, 404, 409),
    )
    async def decline(challenge_id: str, request: Request, account: Me) -> dict[str, Any]:
        hub = _hub(request)
        now = hub.settings.clock.time()
        return dict(await hub.db(ch.decline, hub.store, challenge_id, account.id, now))

    @routes.delete(
        "/api/challenges/{challenge_id}",
        summary="Cancel a challenge you sent (accepted meanwhile: its room and your seat)",
        responses=errors(401, 403, 404),
    )
    async def cancel(challenge_id: str, request: Request, account: Me) -> dict[str, Any]:
        hub = _hub(request)
        now = hub.settings.clock.time()
        return dict(await hub.db(ch.cancel, hub.store, challenge_id, account.id, now))

    return routes
