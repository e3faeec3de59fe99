"""Self-play data: agents play a game against each other and every decision is recorded.

One JSON line per game (`play_selfplay`), streamed by `fives.ai.measure.stream` in one process, on
a pool or a Dask cluster like the arena: the game's ``index`` and ``seed``, the agent of each seat,
then per decision of a player (chance's are left out: the seed replays them) the ``seat``, the
``move`` number, the seat's ``view`` (`State.view`'s ``position``: what the seat may know, never a
hidden fact), the ``legal`` actions and the chosen ``action``; last the final ``returns`` of every
seat, the targets of a value or policy learner.  Actions are the game's own (JSON); the seed and
the actions replay a game exactly (`fives.core.replay`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import fives.games
from fives.ai.levels import make_agent
from fives.ai.search.agent import act
from fives.core import CHANCE, FivesError

from .stream import JsonLines, default_chunk, run_chunked


@dataclass(frozen=True)
class SelfPlayJob:
    game: str
    options: dict[str, Any]
    specs: tuple[str, ...]  # agent spec per seat
    seed: int


def play_selfplay(job: SelfPlayJob) -> dict[str, Any]:
    """One game of ``job``, every player's decision with the seat's view, and the returns."""
    game = fives.games.load(job.game)
    state = game.new_state(job.options, job.seed)
    agents = [make_agent(spec, game, state.num_players) for spec in job.specs]
    rng = random.Random(job.seed)
    decisions: list[dict[str, Any]] = []
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.push(state.sample_chance(), CHANCE)
            continue
        seat = state.acting_players()[0]
        view = state.view(seat)
        legal = state.legal_actions(seat)
        action = act(agents[seat], state, seat, rng)
        decisions.append(
            {
                "seat": seat,
                "move": state.move_number,
                "view": view["position"],
                "legal": legal,
                "action": action,
            }
        )
        state.push(action, seat)
        for q, agent in enumerate(agents):
            observe = getattr(agent, "observe", None)
            if observe is not None:
                observe(state.view(q))
    return {
        "seed": job.seed,
        "agents": list(job.specs),
        "decisions": decisions,
        "returns": list(state.returns()),
    }


def selfplay_jobs(
    game_id: str, specs: list[str], games: int, seed: int, options: dict[str, Any]
) -> Iterator[SelfPlayJob]:
    """Game k has seed ``seed + k``; one spec plays every seat, or one spec a seat."""
    game = fives.games.load(game_id)
    n = game.validate_options(options).get_int("players")
    if len(specs) == 1:
        specs = specs * n
    if len(specs) != n:
        raise FivesError(f"{game_id} with {n} players needs one agent or {n}, not {len(specs)}")
    for k in range(games):
        yield SelfPlayJob(game_id, dict(options), tuple(specs), seed + k)


def selfplay_header(game_id: str, specs: list[str], seed: int, options: dict[str, Any]) -> dict[str, Any]:
    return {"selfplay": game_id, "agents": specs, "seed": seed, "options": options}


def run_selfplay(
    game_id: str,
    specs: list[str],
    *,
    games: int,
    out: str | Path,
    seed: int = 0,
    options: dict[str, Any] | None = None,
    jobs_count: int = 1,
    chunk: int | None = None,
    client: Any = None,
    resume: bool = False,
    progress: Callable[[int, int], None] | None = None,
) -> int:
    """Play ``games`` games and stream them to ``out`` (JSON lines, the header first); returns the
    number of games the file holds.  With ``resume`` the games already there are kept."""
    options = dict(options or {})
    sink = JsonLines(out, selfplay_header(game_id, specs, seed, options), resume=resume)
    skip = sink.done_indices()
    sink.done = []
    done = len(skip)
    todo = (
        (k, job) for k, job in enumerate(selfplay_jobs(game_id, specs, games, seed, options)) if k not in skip
    )
    workers = jobs_count if client is None else max(1, sum(client.nthreads().values()))
    size = chunk if chunk is not None else default_chunk(games - len(skip), workers)
    with (
        sink,
        closing(run_chunked(play_selfplay, todo, jobs_count=jobs_count, chunk=size, client=client)) as stream,
    ):
        for index, record in stream:
            sink.write({"index": index, **record})
            done += 1
            if progress is not None:
                progress(done, games)
    return done
