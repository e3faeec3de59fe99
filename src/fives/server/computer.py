"""A computer player's move, thought in a worker process (`fives.server.ai_worker`), for a
room's session (`fives.server.session.Session`): a worker that dies is replaced by a fresh pool,
an agent that keeps failing hands the move to the next weaker level's; never a random move."""

from __future__ import annotations

import asyncio
import functools
import logging
from concurrent.futures.process import BrokenProcessPool
from typing import Protocol

from fives.ai.levels import LEVELS, level_spec, weaker_level
from fives.ai.spec import parse_spec
from fives.core import FivesError
from fives.games import load

from .ai_sched import Scheduler, SchedulerClosed
from .ai_worker import Job, think
from .room import SEAT_AI, Room

log = logging.getLogger("fives.server")

#: tries of one level's agent when its worker dies, each with a fresh pool, before a weaker
#: level plays the move
WORKER_TRIES = 2
#: seconds before a computer player whose every level failed tries again
RETRY_SECONDS = 30.0
#: what a level's move costs in the fair shares of computer time (`fives.server.ai_sched`) when
#: its spec names no time budget (a fixed depth, an exact solver): the generic levels' budgets
DEFAULT_COSTS = {"random": 0.01, "easy": 0.15, "medium": 0.5, "hard": 1.5, "max": 5.0}


@functools.lru_cache(maxsize=256)
def level_cost(game: str, level: str, players: int) -> float:
    """The budget (seconds) of one move of ``level`` in ``game``: its spec's ``seconds``, else
    the generic level's (`DEFAULT_COSTS`); one ``max`` move counts as many ``easy`` ones."""
    default = DEFAULT_COSTS.get(level, DEFAULT_COSTS["max"])
    if level not in LEVELS:
        return default
    try:
        _name, params = parse_spec(level_spec(load(game), level, players))
        return float(params["seconds"]) if "seconds" in params else default
    except (FivesError, ValueError):
        return default


class Thinking(Protocol):
    """What thinking needs of the services every session shares (`fives.server.session.Services`)."""

    scheduler: Scheduler

    @property
    def closing(self) -> bool: ...


async def think_for(services: Thinking, room: Room, seat: int, level: str, rng_seed: int) -> str | None:
    """The move ``seat``'s agent chooses, in a worker (the one that keeps the seat's agent
    when it is free: `fives.server.ai_worker`).  A worker that dies is replaced by a fresh
    pool; an agent that keeps failing hands the move to the next weaker level's; never a
    random move.  None when the server shuts down meanwhile."""
    urgent = any(s.status != SEAT_AI for s in room.seats)  # a person waits for this move
    moves = tuple(room.moves)
    while not services.closing:
        current: str | None = level
        while current is not None:
            row = room.row
            job = Job(row.game, row.options, row.seed, moves, seat, current, rng_seed, room.id)
            cost = level_cost(row.game, current, room.state.num_players)
            for _try in range(WORKER_TRIES):
                try:
                    return await services.scheduler.run(room.id, urgent, think, job, cost=cost)
                except BrokenProcessPool:
                    if services.closing:
                        return None
                    log.warning(
                        "room %s: the worker thinking for seat %d (%s) died; trying again in a fresh one",
                        room.id,
                        seat,
                        current,
                    )
                except (asyncio.CancelledError, SchedulerClosed):
                    raise
                except Exception:
                    log.exception(
                        "room %s: the computer player of seat %d (%s) failed", room.id, seat, current
                    )
                    break
            current = weaker_level(current)
            if current is not None:
                log.error("room %s: seat %d plays this move at the weaker level %s", room.id, seat, current)
        log.error(
            "room %s: no level could choose a move for seat %d; trying again in %g s",
            room.id,
            seat,
            RETRY_SECONDS,
        )
        await asyncio.sleep(RETRY_SECONDS)
        if len(room.moves) != len(moves) or room.seats[seat].status != SEAT_AI:
            return None  # the game went on meanwhile (a person took the seat back)
    return None
