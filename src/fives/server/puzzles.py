"""The HTTP routes of puzzles (issue 38; docs/server.md, "Puzzles").

- ``GET /api/puzzles/next?game=&after=``: a puzzle at random (of a game, or of every game), the
  position as its player sees it and its legal moves, never the solution; a signed-in account
  gets one it has not tried where one is left.  ``GET /api/puzzles/daily``: the day's puzzle
  (UTC), the same for everyone.  ``GET /api/puzzles/{id}``: one puzzle.
- ``POST /api/puzzles/{id}/attempt`` ``{"moves": [...]}``: the answer is checked here
  (`fives.puzzles.attempt`): ``continue`` with the forced reply, or ``solved`` / ``wrong`` with
  the reason, the refutation and the solution.  A signed-in account's first ``solved`` or
  ``wrong`` at a shipped puzzle is its one rated attempt (`puzzle_db.rate`, Glicko-2 for the
  solver and the puzzle); later attempts, anonymous ones and those of mistake puzzles are
  unrated.  The account is the session's (its cookie and CSRF token): nobody rates another; an
  answer with the session's cookie but not its CSRF token is refused (403 ``bad_csrf``), so a
  signed-in browser cannot see the solution unrated first.
- ``POST /api/finished/{room}/mistakes``: the analysis's flagged moves of a finished game, each
  made a puzzle ("find the better move") where the game's exact proof (`PuzzlePlugin.find`)
  proves a better move at that position; kept for the signed-in account that sat in that seat.
  ``GET /api/puzzles/mine``: the account's puzzle rating and mistake puzzles.
- ``GET /api/puzzles/leaderboard?limit=``: the best settled puzzle ratings and the signed-in
  account's own rating and rank (`puzzle_board`: the rule, and what is shown of an account).
"""

from __future__ import annotations

import asyncio
import random
from collections import OrderedDict
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request
from pydantic import BaseModel, Field

from fives.core import FivesError, Message, record_from, replay
from fives.games import load
from fives.puzzles import store as puzzle_store
from fives.puzzles.attempt import check
from fives.puzzles.format import Puzzle
from fives.puzzles.plugin import puzzle_games, puzzle_plugin

from . import operations as ops
from . import puzzle_board, puzzle_db
from .accounts import client_address, current_account, require_account, signed
from .advice import room_analysis
from .ai_sched import person_of
from .api import hub_of
from .limits import RateLimit
from .responses import ROOM, errors
from .room import RoomError
from .solo import replayed

router = APIRouter()

#: mistake puzzles made lately (anonymous players' too), by id, and each finished room's list
_MADE: OrderedDict[str, Puzzle] = OrderedDict()
_ROOMS: OrderedDict[tuple[str, int], list[dict[str, Any]]] = OrderedDict()
_KEPT = 512
#: a signed-in solver's next puzzle: the nearest in rating of this many drawn at random
NEAR_SAMPLE = 12
#: the flagged moves of one game that are proved at most (each proof may take a second or two)
MISTAKES_MAX = 12
#: what making one game's mistake puzzles counts against the asker's share of the computer
#: players' workers (seconds: up to `MISTAKES_MAX` proofs of a second or two)
MISTAKES_COST = 12.0


class Attempt(BaseModel):
    moves: list[Annotated[str, Field(max_length=200)]] = Field(min_length=1, max_length=20)


def _keep(table: OrderedDict[Any, Any], key: Any, value: Any) -> None:
    table[key] = value
    table.move_to_end(key)
    while len(table) > _KEPT:
        table.popitem(last=False)


async def _find(request: Request, puzzle_id: str) -> tuple[Puzzle, bool]:
    """The puzzle and whether it may be rated (a shipped one; a mistake puzzle is not)."""
    found = puzzle_store.pool().get(puzzle_id)
    if found is not None:
        return found, True
    made = _MADE.get(puzzle_id[:100])
    if made is None:
        hub = hub_of(request)
        made = await hub.db(puzzle_db.mistake, hub.store, puzzle_id[:100])
    if made is None:
        raise RoomError("not_found", Message("puzzles-unknown", id=puzzle_id[:100]))
    return made, False


async def _answer(request: Request, puzzle: Puzzle, rated: bool) -> dict[str, Any]:
    hub = hub_of(request)
    shown = await asyncio.to_thread(puzzle_store.public, puzzle)
    shown["rated"] = rated
    if rated:
        shown["rating"] = await hub.db(puzzle_db.puzzle_rating, hub.store, puzzle)
    account = await current_account(request)
    if account is not None and rated:
        done = await hub.db(puzzle_db.attempted, hub.store, account.id, [puzzle.id])
        shown["attempted"] = puzzle.id in done
    return shown


@router.get(
    "/api/puzzles/next",
    summary="A puzzle to solve: of one game or of all, not its solution",
    responses=errors(404),
)
async def next_puzzle(
    request: Request,
    game: Annotated[str | None, Query(max_length=40)] = None,
    after: Annotated[str | None, Query(max_length=100)] = None,
) -> dict[str, Any]:
    pool = puzzle_store.pool()
    avoid = {after} if after else set()
    account = await current_account(request)
    if account is None:
        puzzle = pool.choose(game, avoid)
    else:  # as lichess: one not tried yet, of about the solver's rating
        hub = hub_of(request)
        avoid |= await hub.db(puzzle_db.attempted, hub.store, account.id)
        found = pool.candidates(game, avoid, NEAR_SAMPLE, random.Random())
        mine = (await hub.db(puzzle_db.solver, hub.store, account.id))["rating"]
        rated = await hub.db(puzzle_db.puzzle_ratings, hub.store, found) if found else {}
        puzzle = min(found, key=lambda p: abs(rated[p.id] - mine)) if found else None
    if puzzle is None:
        raise RoomError("not_found", Message("puzzles-none", game=game or ""))
    return await _answer(request, puzzle, True)


@router.get(
    "/api/puzzles/daily", summary="The puzzle of the day (UTC), the same for everyone", responses=errors(404)
)
async def daily(request: Request) -> dict[str, Any]:
    day = puzzle_store.today()
    puzzle = puzzle_store.pool().daily(day)
    if puzzle is None:
        raise RoomError("not_found", Message("puzzles-none", game=""))
    return {"date": day.isoformat(), **await _answer(request, puzzle, True)}


@router.get(
    "/api/puzzles/mine",
    summary="The signed-in account's puzzle rating and its mistake puzzles",
    responses=errors(401),
)
async def mine(request: Request) -> dict[str, Any]:
    account = await require_account(request)
    hub = hub_of(request)
    rating = await hub.db(puzzle_db.solver, hub.store, account.id)
    made = await hub.db(puzzle_db.my_mistakes, hub.store, account.id)
    return {"rating": rating, "mistakes": made}


@router.get(
    "/api/puzzles/leaderboard",
    summary="The best settled puzzle ratings, and the signed-in account's own rating and rank",
    responses=errors(),
)
async def leaderboard(
    request: Request,
    limit: Annotated[int, Query(ge=1, le=puzzle_board.BOARD_MAX, description="how many")] = 50,
) -> dict[str, Any]:
    """``players``: ``{rank, name, rating, attempts}``, best first, the accounts whose puzzle
    rating is settled (``rule``: deviation below ``max_rd`` and at least ``min_attempts`` rated
    attempts); ``me`` (signed in): ``{rating, attempts, settled, rank, needs}``, else null."""
    hub = hub_of(request)
    players = await hub.db(puzzle_board.leaderboard, hub.store, limit)
    account = await current_account(request)
    me = None if account is None else await hub.db(puzzle_board.standing, hub.store, account.id)
    return {"rule": puzzle_board.rule(), "players": players, "me": me}


@router.get("/api/puzzles", summary="The games with puzzles and how many each", responses=errors())
async def overview() -> dict[str, Any]:
    """``games``: the puzzles offered per game; ``provers``: the games whose positions can be
    proved (their flagged moves can become puzzles)."""
    pool = puzzle_store.pool()
    return {
        "games": {game: len(ids) for game, ids in pool.by_game.items()},
        "total": len(pool.ids),
        "provers": puzzle_games(),
    }


@router.get(
    "/api/puzzles/{puzzle_id}",
    summary="One puzzle: its position and whose move, not its solution",
    responses=errors(404),
)
async def one(puzzle_id: str, request: Request) -> dict[str, Any]:
    puzzle, rated = await _find(request, puzzle_id)
    return await _answer(request, puzzle, rated)


@router.post(
    "/api/puzzles/{puzzle_id}/attempt",
    summary="Answer a puzzle: the moves so far, checked on the server (a signed-in account's first "
    "answer is rated)",
    responses=errors(400, 403, 404),
)
async def attempt(puzzle_id: str, body: Attempt, request: Request) -> dict[str, Any]:
    puzzle, rateable = await _find(request, puzzle_id)
    if (await signed(request)).problem == "bad_csrf":
        # a signed-in browser's answer without its CSRF token would be an anonymous one, and
        # show the solution unrated before the rated answer: refused instead
        raise RoomError("bad_csrf", Message("server-bad-csrf"))
    try:
        answer = await asyncio.to_thread(check, puzzle, list(body.moves))
    except FivesError as exc:
        raise RoomError("bad_move", Message("puzzles-bad-move", reason=str(exc))) from None
    answer["id"] = puzzle.id
    if answer["result"] == "continue":
        return answer
    account = await current_account(request)
    answer["rated"] = False
    if account is not None and rateable:
        hub = hub_of(request)
        change = await hub.db(puzzle_db.rate, hub.store, account.id, puzzle, answer["result"] == "solved")
        if change is not None:
            answer["rated"] = True
            answer["rating"] = change
    return answer


def mistake_puzzles_job(
    game: str,
    options: dict[str, Any],
    seed: int,
    moves: tuple[tuple[int, str], ...],
    room_id: str,
    flagged: list[dict[str, Any]],
) -> list[dict[str, Any]]:
    """The analysis's flagged moves of a room's game (``moves`` from its start) that the game's
    exact proof turns into puzzles: at the position before the move, the proved solution differs
    from the move played.  Run in a worker of the computer players' pool (a proof may think for
    seconds: in the web process it would hold up every other room)."""
    plugin = puzzle_plugin(game)
    if plugin is None:
        return []
    history = list(replayed(game, options, seed, moves).history)
    made: list[dict[str, Any]] = []
    for judged in flagged[:MISTAKES_MAX]:
        index, player = int(judged["index"]), int(judged["player"])
        if not 0 <= index < len(history):
            continue
        record = record_from(load(game).new_state(options, seed), history[:index])
        try:
            puzzle_state = replay(record)
        except FivesError:
            continue
        if puzzle_state.is_terminal() or player not in puzzle_state.acting_players():
            continue
        if plugin.fresh is not None:  # as a fresh proof does (`fives.puzzles.prove`)
            plugin.fresh()
        finding = plugin.find(puzzle_state, player)
        if finding is None:
            continue
        played = str(judged["played"])
        if puzzle_state.parse_action(finding.solution[0], player) == puzzle_state.parse_action(
            played, player
        ):
            continue
        puzzle = finding.puzzle(
            record, player, {"kind": "mistake", "room": room_id, "ply": index, "played": played}
        )
        made.append(
            {"puzzle": puzzle, "player": player, "move_number": judged.get("move_number"), "played": played}
        )
    return made


def _limit(request: Request) -> RateLimit:
    state = request.app.state
    found = getattr(state, "puzzle_mistakes", None)
    if not isinstance(found, RateLimit):
        found = RateLimit(
            20,
            3600.0,
            "too_many_puzzles",
            "mistakes",
            exempt_loopback=state.hub.settings.exempt_loopback,
            message="puzzles-too-many",
        )
        state.puzzle_mistakes = found
    return found


@router.post(
    "/api/finished/{room_id}/mistakes",
    summary="Puzzles from a finished game's flagged moves where a better move is proved",
    responses=errors(409, 429, 503, *ROOM),
)
async def mistakes(room_id: str, request: Request) -> dict[str, Any]:
    hub = hub_of(request)
    room = await ops.finished_room(hub, room_id)
    key = (room.id, len(room.moves))
    listed = _ROOMS.get(key)
    if listed is None:
        _limit(request).hit(client_address(request))
        analysis = await room_analysis(hub, room, person_of(client_address(request)))
        flagged = [j for j in analysis["moves"] if j.get("flagged")]
        row = room.row
        made = await hub.scheduler.run(
            f"puzzles:{room.id}",
            False,
            mistake_puzzles_job,
            *(row.game, row.options, row.seed, tuple(room.moves), room.id, flagged),
            person=person_of(client_address(request)),
            cost=MISTAKES_COST,
        )
        listed = []
        for item in made:
            puzzle = item.pop("puzzle")
            _keep(_MADE, puzzle.id, puzzle)
            listed.append({"id": puzzle.id, "game": puzzle.game, **item})
        _keep(_ROOMS, key, listed)
    account = await current_account(request)
    saved = 0
    if account is not None:
        seats = {s.seat for s in room.seats if getattr(s, "account_id", None) == account.id}
        own = [_MADE[item["id"]] for item in listed if item["player"] in seats and item["id"] in _MADE]
        if own:
            await hub.db(puzzle_db.save_mistakes, hub.store, account.id, room.id, own)
            saved = len(own)
    return {"room": room.id, "game": room.row.game, "puzzles": listed, "saved": saved}


__all__ = ["mistake_puzzles_job", "router"]
