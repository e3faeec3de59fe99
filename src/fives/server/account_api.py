"""The accounts' HTTP routes (issue 28; `fives.server.accounts` has the rules):

- ``GET /api/me``: the signed-in account and its CSRF token (both null when signed out);
- ``POST /api/accounts``: sign up (and sign in);
- ``POST /api/session``: sign in; ``DELETE /api/session``: sign out;
- ``POST /api/me/claim``: the seats of the seat tokens this browser holds become the account's;
- ``GET /api/me/games``: the account's games, newest first.

A failed login answers 401 ``bad_login`` whether the name exists or not (an unknown name is
checked against a dummy hash, so it takes as long); after too many failures from the address, or
for the name from the address, 429 ``too_many_logins`` (with Retry-After) without checking the
password, for that address only (`fives.server.accounts`, `PAIR_FAILURES`: the name's owner
signs in from another address whatever a guesser does).

Sign-up (issue 33): the password rules of `fives.server.password_rules` (400
``common_password``, ``password_is_name``), and at most ``Settings.signups_per_hour`` new
accounts per address an hour (429 ``too_many_signups``, loopback exempt as for rooms, counted
when an account would be made: a refused name or password does not count).
"""

from __future__ import annotations

import asyncio
import time
from typing import Annotated, Any

import sqlalchemy as sa
from fastapi import APIRouter, Depends, Request, Response
from pydantic import BaseModel, ConfigDict, Field

from fives.core import Message

from . import operations as ops
from .accounts import (
    MAX_PASSWORD,
    SESSION_COOKIE,
    Account,
    LoginKeys,
    NameTaken,
    account_name,
    account_store,
    check_password,
    clear_session_cookie,
    client_address,
    csrf_token,
    lock_wait,
    passwords_of,
    require_account,
    same_site,
    set_session_cookie,
    signed,
)
from .limits import RateLimit
from .responses import errors
from .room import RoomError
from .store import RoomRow, SeatRow
from .tables import moves, rooms, seats

router = APIRouter()

#: the most games ``GET /api/me/games`` lists
GAMES_LIMIT = 200


class Credentials(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str = Field(
        ...,
        min_length=1,
        max_length=200,
        description="the display name (the rules of seat names; an account's is not empty)",
    )
    password: str = Field(..., max_length=MAX_PASSWORD, description="8 to 200 characters")


class ClaimRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    tokens: list[Annotated[str, Field(max_length=100)]] = Field(
        ..., max_length=500, description="the seat tokens this browser holds"
    )


def _me(account: Account | None, session_id: str | None) -> dict[str, Any]:
    if account is None or session_id is None:
        return {"account": None, "csrf": None}
    return {"account": account.to_json(), "csrf": csrf_token(session_id)}


def _from_our_pages(request: Request) -> None:
    """Sign-up and sign-in come from this server's pages only: another site's page must not sign
    a visitor in to an account of its choosing (login CSRF)."""
    if not same_site(request):
        raise RoomError("bad_csrf", Message("server-bad-csrf"))


async def _sign_in(request: Request, response: Response, account: Account) -> dict[str, Any]:
    old = request.cookies.get(SESSION_COOKIE)
    store = account_store(request)
    session_id = await asyncio.to_thread(store.start_session, account.id, old, time.time())
    set_session_cookie(request, response, session_id)
    return _me(account, session_id)


@router.get(
    "/api/me", summary="The signed-in account and its CSRF token (null: signed out)", responses=errors()
)
async def me(request: Request) -> dict[str, Any]:
    found = await signed(request)
    return _me(found.account, found.session_id)


@router.post(
    "/api/accounts",
    status_code=201,
    summary="Sign up (and sign in): a display name and a password",
    responses=errors(400, 403, 409, 503),
)
async def sign_up(body: Credentials, request: Request, response: Response) -> dict[str, Any]:
    _from_our_pages(request)
    name = account_name(body.name)
    check_password(body.password, name)
    store = account_store(request)
    if await asyncio.to_thread(store.by_name, name) is not None:
        raise RoomError("name_taken", Message("server-name-taken", name=name))
    signup_limit(request).hit(client_address(request))
    hashed = await passwords_of(request).hash(body.password)
    try:
        account = await asyncio.to_thread(store.create, name, hashed, time.time())
    except NameTaken:
        raise RoomError("name_taken", Message("server-name-taken", name=name)) from None
    return await _sign_in(request, response, account)


def signup_limit(request: Request) -> RateLimit:
    """New accounts per address an hour (``Settings.signups_per_hour``), one table per app."""
    state = request.app.state
    found = getattr(state, "signups", None)
    if not isinstance(found, RateLimit):
        settings = state.hub.settings
        found = RateLimit(
            settings.signups_per_hour,
            3600.0,
            "too_many_signups",
            "accounts",
            exempt_loopback=settings.exempt_loopback,
            message="server-too-many-signups",
        )
        state.signups = found
    return found


@router.post(
    "/api/session",
    summary="Sign in with a name and a password (a new session every time)",
    responses=errors(400, 401, 403, 503),
)
async def sign_in(body: Credentials, request: Request, response: Response) -> dict[str, Any]:
    _from_our_pages(request)
    store = account_store(request)
    keys = LoginKeys.of(client_address(request), body.name)
    now = time.time()
    found_failures = await asyncio.to_thread(store.failures, keys.all(), now)
    wait = lock_wait(found_failures, keys.limits(found_failures), now)
    if wait > 0:
        raise RoomError("too_many_logins", Message("server-too-many-logins", wait=str(int(wait) + 1)))
    try:
        found = await asyncio.to_thread(store.by_name, account_name(body.name))
    except RoomError:
        found = None
    ok, rehashed = await passwords_of(request).verify(None if found is None else found[1], body.password)
    if found is None or not ok:
        await asyncio.to_thread(store.fail, keys.counted(found_failures), time.time())
        raise RoomError("bad_login", Message("server-bad-login"))
    account = found[0]
    if rehashed is not None:
        await asyncio.to_thread(store.set_hash, account.id, rehashed)
    await asyncio.to_thread(store.forgive, keys.pair)
    return await _sign_in(request, response, account)


@router.delete("/api/session", summary="Sign out (the session ends on the server)", responses=errors(403))
async def sign_out(request: Request, response: Response) -> dict[str, Any]:
    found = await signed(request)
    if found.problem == "bad_csrf":
        raise RoomError("bad_csrf", Message("server-bad-csrf"))
    if found.session_id is not None:
        await asyncio.to_thread(account_store(request).end_session, found.session_id)
    clear_session_cookie(request, response)
    return _me(None, None)


@router.post(
    "/api/me/claim",
    summary="Make the seats of these seat tokens yours (the games this browser played before signing in)",
    responses=errors(400, 401, 403),
)
async def claim(
    body: ClaimRequest, request: Request, account: Annotated[Account, Depends(require_account)]
) -> dict[str, Any]:
    claimed, refused = await asyncio.to_thread(account_store(request).claim, account.id, body.tokens)
    for room_id, number in claimed:  # the rooms this process holds learn it too
        live = request.app.state.hub.rooms.get(room_id)
        if live is not None and number < len(live.seats):
            live.seats[number].account_id = account.id
    return {"claimed": [{"room": r, "seat": s} for r, s in claimed], "refused": refused}


def _row(cls: Any, row: Any) -> Any:
    return cls(**{k: row[k] for k in cls.__dataclass_fields__})


def _games(engine: Any, account_id: str, limit: int) -> list[dict[str, Any]]:
    with engine.connect() as conn:
        mine = conn.execute(
            sa.select(seats.c.room_id, seats.c.seat)
            .join(rooms, rooms.c.id == seats.c.room_id)
            .where(seats.c.account_id == account_id)
            .order_by(rooms.c.updated_at.desc())
            .limit(limit)
        ).all()
        ids = [r.room_id for r in mine]
        if not ids:
            return []
        room_rows = {
            r["id"]: _row(RoomRow, r)
            for r in conn.execute(sa.select(rooms).where(rooms.c.id.in_(ids))).mappings()
        }
        seat_rows: dict[str, list[Any]] = {i: [] for i in ids}
        for s in conn.execute(
            sa.select(seats).where(seats.c.room_id.in_(ids)).order_by(seats.c.seat)
        ).mappings():
            seat_rows[s["room_id"]].append(_row(SeatRow, s))
        counts: dict[str, tuple[int, int]] = {
            room_id: (count, int(players or 0))
            for room_id, count, players in conn.execute(
                sa.select(
                    moves.c.room_id, sa.func.count(), sa.func.sum(sa.case((moves.c.player >= 0, 1), else_=0))
                )
                .where(moves.c.room_id.in_(ids))
                .group_by(moves.c.room_id)
            ).all()
        }
    return [
        {
            **ops.summary(room_rows[r.room_id], seat_rows[r.room_id], *counts.get(r.room_id, (0, 0))),
            "seat": r.seat,
        }
        for r in mine
    ]


@router.get("/api/me/games", summary="Your games (an account's seats), newest first", responses=errors(401))
async def my_games(request: Request) -> list[dict[str, Any]]:
    found = await signed(request)
    if found.account is None:
        raise RoomError("not_signed_in", Message("server-not-signed-in"))
    return await asyncio.to_thread(_games, account_store(request).engine, found.account.id, GAMES_LIMIT)
