"""The accounts' HTTP routes (issue 28; `fives.server.accounts` has the rules):

- ``GET /api/me``: the signed-in account and its CSRF token (both null when signed out);
- ``POST /api/accounts``: sign up (and sign in);
- ``POST /api/session``: sign in; ``DELETE /api/session``: sign out;
- ``POST /api/me/claim``: the seats of the seat tokens this browser holds become the account's;
- ``GET /api/me/games``: the account's games, newest first.

A failed login answers 401 ``bad_login`` whether the name exists or not (an unknown name is
checked against a dummy hash, so it takes as long); after too many failures from the address or
for the name, 429 ``too_many_logins`` without checking the password.
"""

from __future__ import annotations

import asyncio
import hashlib
import time
from typing import Annotated, Any

import sqlalchemy as sa
from fastapi import APIRouter, Depends, Request, Response
from pydantic import BaseModel, ConfigDict, Field

from fives.core import Message

from . import operations as ops
from .accounts import (
    ACCOUNT_FAILURES,
    ADDRESS_FAILURES,
    MAX_PASSWORD,
    SESSION_COOKIE,
    Account,
    NameTaken,
    account_name,
    account_store,
    check_password,
    clear_session_cookie,
    client_address,
    csrf_token,
    name_key,
    passwords_of,
    require_account,
    same_site,
    set_session_cookie,
    signed,
)
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
    check_password(body.password)
    store = account_store(request)
    if await asyncio.to_thread(store.by_name, name) is not None:
        raise RoomError("name_taken", Message("server-name-taken", name=name))
    hashed = await passwords_of(request).hash(body.password)
    try:
        account = await asyncio.to_thread(store.create, name, hashed, time.time())
    except NameTaken:
        raise RoomError("name_taken", Message("server-name-taken", name=name)) from None
    return await _sign_in(request, response, account)


def _failure_keys(request: Request, raw_name: str) -> tuple[tuple[str, int], tuple[str, int]]:
    try:
        key = name_key(account_name(raw_name))
    except RoomError:
        key = raw_name
    digest = hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()
    return (f"address:{client_address(request)}", ADDRESS_FAILURES), (f"account:{digest}", ACCOUNT_FAILURES)


@router.post(
    "/api/session",
    summary="Sign in with a name and a password (a new session every time)",
    responses=errors(400, 401, 403, 503),
)
async def sign_in(body: Credentials, request: Request, response: Response) -> dict[str, Any]:
    _from_our_pages(request)
    store = account_store(request)
    address, account_key = _failure_keys(request, body.name)
    wait = await asyncio.to_thread(store.locked, (address, account_key), time.time())
    if wait > 0:
        raise RoomError("too_many_logins", Message("server-too-many-logins", wait=str(int(wait) + 1)))
    try:
        found = await asyncio.to_thread(store.by_name, account_name(body.name))
    except RoomError:
        found = None
    ok, rehashed = await passwords_of(request).verify(None if found is None else found[1], body.password)
    if found is None or not ok:
        await asyncio.to_thread(store.fail, (address, account_key), time.time())
        raise RoomError("bad_login", Message("server-bad-login"))
    account = found[0]
    if rehashed is not None:
        await asyncio.to_thread(store.set_hash, account.id, rehashed)
    await asyncio.to_thread(store.forgive, account_key[0])
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
        counts = dict(
            conn.execute(
                sa.select(moves.c.room_id, sa.func.count())
                .where(moves.c.room_id.in_(ids))
                .group_by(moves.c.room_id)
            ).all()
        )
    return [
        {**ops.summary(room_rows[r.room_id], seat_rows[r.room_id], counts.get(r.room_id, 0)), "seat": r.seat}
        for r in mine
    ]


@router.get("/api/me/games", summary="Your games (an account's seats), newest first", responses=errors(401))
async def my_games(request: Request) -> list[dict[str, Any]]:
    found = await signed(request)
    if found.account is None:
        raise RoomError("not_signed_in", Message("server-not-signed-in"))
    return await asyncio.to_thread(_games, account_store(request).engine, found.account.id, GAMES_LIMIT)
