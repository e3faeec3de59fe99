"""The HTTP routes of ratings (issue 28): a game's leaderboard and a player's public profile
(`fives.server.rated` reads them; docs/server.md, "Ratings")."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query, Request

from fives.core import Message

from . import rated
from .accounts import current_account
from .api import hub_of
from .operations import load_game
from .rating import PROVISIONAL_GAMES, PROVISIONAL_SIGMA
from .responses import errors
from .room import RoomError

router = APIRouter()


@router.get(
    "/api/leaderboard/{game_id}",
    summary="A game's leaderboard: the best displayed (conservative) ratings, with games played",
    responses=errors(404),
)
async def leaderboard(
    game_id: str,
    request: Request,
    limit: Annotated[int, Query(ge=1, le=rated.LEADERBOARD_MAX, description="how many")] = 50,
) -> dict[str, Any]:
    """``players``: ``{rank, name, rating, games, provisional}``, best first (``provisional``:
    fewer than `PROVISIONAL_GAMES` rated games, or still uncertain)."""
    game = load_game(game_id)
    hub = hub_of(request)
    players = await hub.db(rated.leaderboard, hub.store, game.id, limit)
    return {
        "game": game.id,
        "provisional_games": PROVISIONAL_GAMES,
        "provisional_sigma": PROVISIONAL_SIGMA,
        "players": players,
    }


@router.get(
    "/api/rooms/{room_id}/ratings",
    summary="A finished rated room's rating changes: each seat's displayed rating before and after",
    responses=errors(404),
)
async def room_ratings(room_id: str, request: Request) -> dict[str, Any]:
    """``seats``: ``{seat, before, after}`` per seat whose account was rated in this room (public,
    as the leaderboard and the profiles); empty before the game is rated, or when it is not."""
    hub = hub_of(request)
    room = await hub.room(room_id)
    changes = await hub.db(rated.room_changes, hub.store, room.id) if room.row.status == "finished" else []
    return {"room": room.id, "rated": room.row.rated, "seats": changes}


@router.get(
    # ``:path``: a name may hold "/" ("AC/DC"); the page writes it as %2F, which the server
    # decodes before routing, so the route takes the rest of the path as the name
    "/api/players/{name:path}",
    summary="A player's public profile: ratings per game, finished games, rating history",
    responses=errors(404),
)
async def player(name: str, request: Request) -> dict[str, Any]:
    """``ratings`` per game, ``games`` (finished, newest first: result, the other players and
    the room for its replay; of a private table only the game, date, result and rating change)
    and ``history`` per game (the displayed rating after each rated game)."""
    hub = hub_of(request)
    viewer = await current_account(request)  # the account sees its own private games in full
    found = await hub.db(rated.profile, hub.store, name[:200], viewer.id if viewer is not None else None)
    if found is None:
        raise RoomError("unknown_player", Message("ratings-unknown-player", name=name[:64]))
    return found
