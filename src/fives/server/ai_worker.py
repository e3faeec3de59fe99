"""Computer players think here, in worker processes, never on the server's event loop.

A job carries only what rebuilds the game (game id, options, seed, start position and the
applied moves in notation); the worker replays it, asks the seat's agent through
`fives.ai.act` (which shows the agent a resampled observation, never the true hidden state)
and returns the chosen action in notation.
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
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from fives.ai import act
from fives.ai.levels import make_agent
from fives.core import State
from fives.games import load

_PR_SET_PDEATHSIG = 1


@dataclass(frozen=True)
class Job:
    game: str
    options: dict[str, Any]
    seed: int
    moves: tuple[tuple[int, str], ...]
    seat: int
    level: str
    rng_seed: int


def rebuild(
    game_id: str, options: dict[str, Any], seed: int, moves: tuple[tuple[int, str], ...]
) -> State[Any]:
    """The state after ``moves`` ((player, notation) pairs; player -1 is chance)."""
    state = load(game_id).new_state(options, seed)
    for player, text in moves:
        state.push(state.parse_action(text, player), player)
    return state


def think(job: Job) -> str:
    """The action (in notation) that the seat's agent chooses."""
    game = load(job.game)
    state = game.new_state(job.options, job.seed)
    agent = make_agent(job.level, game, state.num_players)
    observe = getattr(agent, "observe", None)
    for player, text in job.moves:
        state.push(state.parse_action(text, player), player)
        if observe is not None:
            observe(state.view(job.seat))
    action = act(agent, state, job.seat, random.Random(job.rng_seed))
    return state.action_to_string(action, job.seat)


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
