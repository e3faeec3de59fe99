"""Computer players think here, in worker processes, never on the server's event loop.

A job carries only what rebuilds the game (game id, options, seed and the applied moves in
notation) and the room it is for; the worker asks the seat's agent through `fives.ai.act`
(which shows the agent a resampled observation, never the true hidden state) and returns the
chosen action in notation.

**Agents live as long as their seat.**  A worker keeps one agent per (room, computer seat), with
the game state it has seen, as the arena does for a whole game: the next job of that seat feeds
it only the moves since its last turn (``observe`` with the seat's view after each), so kept
search trees and solver tables (Torris) carry on from move to move.  The agent is built again,
from the game's start, when the worker does not hold it (after a restart, when the worker that
held it died, when the scheduler ran the room elsewhere: `fives.server.ai_sched`), when its level
changed, or when the game it saw is no longer a prefix of the game (moves taken back).  A worker
keeps at most `KEEP_AGENTS` agents, dropping the least recently used, and drops a room's agents
when its game ends (`forget`, sent by the scheduler: `Scheduler.drop`).
"""

from __future__ import annotations

import contextlib
import ctypes
import multiprocessing
import os
import random
import signal
import threading
import time
from collections import OrderedDict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from fives.ai import Agent, act
from fives.ai.levels import make_agent
from fives.core import State
from fives.games import load

_PR_SET_PDEATHSIG = 1


#: the agents one worker process keeps (least recently used dropped first; a Torris agent's
#: solver table alone may hold 400,000 entries)
KEEP_AGENTS = 16


@dataclass(frozen=True)
class Job:
    game: str
    options: dict[str, Any]
    seed: int
    moves: tuple[tuple[int, str], ...]
    seat: int
    level: str
    rng_seed: int
    #: the room whose seat this is: its agent is kept for the next job ("": a fresh agent, kept
    #: nowhere)
    room: str = ""


@dataclass
class Kept:
    """A seat's agent with the game as it has seen it."""

    #: what the agent was built for: (game, options, seed, level)
    made_for: tuple[str, str, int, str]
    agent: Agent
    state: State[Any]
    moves: list[tuple[int, str]] = field(default_factory=list)

    def follow(self, moves: tuple[tuple[int, str], ...], seat: int) -> None:
        """Apply the moves after the ones seen, showing the agent its seat's view after each."""
        observe = getattr(self.agent, "observe", None)
        for player, text in moves[len(self.moves) :]:
            self.state.push(self.state.parse_action(text, player), player)
            self.moves.append((player, text))
            if observe is not None:
                observe(self.state.view(seat))


@dataclass
class Stats:
    """What this process's jobs did with their agents (for tests and measurements)."""

    kept: int = 0
    built: int = 0


#: (room, seat) -> its kept agent, in this worker process
_KEPT: OrderedDict[tuple[str, int], Kept] = OrderedDict()
STATS = Stats()


def _made_for(job: Job) -> tuple[str, str, int, str]:
    return (job.game, repr(sorted(job.options.items())), job.seed, job.level)


def _build(job: Job) -> Kept:
    game = load(job.game)
    state = game.new_state(job.options, job.seed)
    kept = Kept(_made_for(job), make_agent(job.level, game, state.num_players), state)
    STATS.built += 1
    return kept


def _agent_for(job: Job) -> Kept:
    """The seat's kept agent when it saw a prefix of this game, else a new one."""
    if not job.room:
        return _build(job)
    key = (job.room, job.seat)
    kept = _KEPT.pop(key, None)
    if (
        kept is None
        or kept.made_for != _made_for(job)
        or len(kept.moves) > len(job.moves)
        or tuple(kept.moves) != job.moves[: len(kept.moves)]
    ):
        kept = _build(job)
    else:
        STATS.kept += 1
    _KEPT[key] = kept
    while len(_KEPT) > KEEP_AGENTS:
        _KEPT.popitem(last=False)
    return kept


def kept_agent(room: str, seat: int) -> Kept | None:
    """The agent this process keeps for ``room``'s ``seat``, if any."""
    return _KEPT.get((room, seat))


def stats() -> tuple[int, int]:
    """How many jobs of this process found their seat's agent kept, and how many built one."""
    return STATS.kept, STATS.built


def forget(room: str) -> None:
    """Drop every agent this process keeps for ``room``."""
    for key in [key for key in _KEPT if key[0] == room]:
        del _KEPT[key]


def think(job: Job) -> str:
    """The action (in notation) that the seat's agent chooses."""
    kept = _agent_for(job)
    try:
        kept.follow(job.moves, job.seat)
        action = act(kept.agent, kept.state, job.seat, random.Random(job.rng_seed))
    except BaseException:
        _KEPT.pop((job.room, job.seat), None)  # a failed agent is never asked again
        raise
    return kept.state.action_to_string(action, job.seat)


def _warm_up() -> None:
    import fives.games

    fives.games.all()


def _watch_parent(parent: int, every: float) -> None:
    while os.getppid() == parent:
        time.sleep(every)
    os._exit(0)  # the server is gone (even by SIGKILL): nobody will ever read this result


def _die_with_parent(parent: int, every: float = 0.5) -> None:
    """End this worker when the server process ends, however it ends: Linux kills it at once
    (PR_SET_PDEATHSIG), and a watchdog thread (every platform) sees its parent gone."""
    with contextlib.suppress(OSError, AttributeError):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    if os.getppid() != parent:
        os._exit(0)
    threading.Thread(target=_watch_parent, args=(parent, every), name="parent-watch", daemon=True).start()


def _start_worker(parent: int) -> None:
    """A worker's initializer: SIGTERM and SIGINT (sent to the whole process group by systemd or
    Ctrl-C) are the server's to handle: it abandons the thinking and ends the workers itself, so
    that no half-finished search is ever taken for a move."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    _die_with_parent(parent)
    _warm_up()


def make_pool(workers: int) -> ProcessPoolExecutor:
    """A pool of ``workers`` processes, started fresh (spawn) so they share nothing with the server."""
    return ProcessPoolExecutor(
        max_workers=max(1, workers),
        mp_context=multiprocessing.get_context("spawn"),
        initializer=_start_worker,
        initargs=(os.getpid(),),
    )
