"""The arena: agents play each other with seats rotated and seeded; results with statistics.

Scores per game are the returns mapped to [0, 1] for agent A (win 1, draw 1/2, loss 0 in a
two-player game).  The score's 95% confidence interval uses the normal approximation; the Elo
difference is ``-400 log10(1/s - 1)`` with the interval's ends mapped the same way.  When every
game scored the same (a clean sweep) the normal interval has no width, and the Wilson score
interval of that share is given instead.  An optional
SPRT (sequential probability ratio test, on the trinomial model with the GSPRT approximation)
stops as soon as "A is elo1 stronger" or "A is elo0 stronger" is accepted.

Specs are those of `fives.ai.levels.make_agent`; the baseline of the strength measurements is
``mcts:...,plain=1``, plain UCT, judging positions at the rollout cutoff by the running scores
(`score_evaluation`) instead of the game's heuristic evaluation, so it knows nothing of the game
but its rules.  `with_seconds` gives a spec (a level is resolved first) a think time
per move by replacing its ``seconds=`` parameter (and dropping ``sims=``/``nodes=``).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterator
from contextlib import closing
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import fives.games
from fives.ai.levels import LEVELS, level_spec, make_agent
from fives.ai.search.agent import act
from fives.ai.search.budget import cpu_seconds
from fives.core import CHANCE, FivesError, Game, State

from .stream import JsonLines, default_chunk, run_chunked

#: Parameters that fix a search's budget other than by time; `with_seconds` drops them.
_COUNT_BUDGETS = ("sims", "nodes")
#: Agents without a think time: `with_seconds` leaves them as they are.
_TIMELESS = ("random", "greedy")


def split_spec(spec: str) -> tuple[str, list[tuple[str, str]]]:
    """``name:k=v,k=v`` as the name and its parameters in order (lower-cased, like make_agent)."""
    name, _, rest = spec.strip().lower().partition(":")
    params: list[tuple[str, str]] = []
    for item in rest.split(",") if rest else []:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise FivesError(f"agent spec {spec!r}: write parameters as key=value")
        params.append((key.strip(), value.strip()))
    return name, params


def join_spec(name: str, params: list[tuple[str, str]]) -> str:
    return name + (":" + ",".join(f"{k}={v}" for k, v in params) if params else "")


def resolve_level(spec: str, game: Game[Any], players: int | None = None) -> str:
    """The spec behind a level name (``hard`` -> e.g. ``alphabeta:seconds=1.5``); others unchanged."""
    name, params = split_spec(spec)
    return level_spec(game, name, players) if name in LEVELS and not params else spec


def with_seconds(spec: str, seconds: float, game: Game[Any], players: int | None = None) -> str:
    """``spec`` thinking ``seconds`` per move: a level is resolved to its spec, then ``seconds=``
    is replaced (or added) and a count budget (``sims=``, ``nodes=``) dropped.  ``random`` and
    ``greedy`` have no think time and come back unchanged."""
    if seconds <= 0:
        raise FivesError("a think time must be positive")
    name, params = split_spec(resolve_level(spec, game, players))
    if name in _TIMELESS:
        return join_spec(name, params)
    kept = [(k, v) for k, v in params if k != "seconds" and k not in _COUNT_BUDGETS]
    return join_spec(name, [("seconds", f"{seconds:g}"), *kept])


@dataclass(frozen=True)
class GameJob:
    game: str
    options: dict[str, Any]
    specs: tuple[str, ...]  # agent spec per seat
    seed: int
    a_seats: tuple[int, ...]  # the seats played by agent A


@dataclass
class GameResult:
    seed: int
    a_seats: tuple[int, ...]
    score: float  # agent A's share in [0, 1]
    moves: int
    slowest: float = 0.0  # A's longest think for one move, in CPU seconds of the thinking thread
    returns: tuple[float, ...] = ()  # every player's return
    actions: tuple[Any, ...] = ()  # the players' actions in order (chance's are left out)


def play_game(job: GameJob) -> GameResult:
    game = fives.games.load(job.game)
    state: State[Any] = game.new_state(job.options, job.seed)
    agents = [make_agent(spec, game, state.num_players) for spec in job.specs]
    rng = random.Random(job.seed)
    slowest = 0.0
    actions: list[Any] = []
    while not state.is_terminal():
        player = state.current_player()
        if player == CHANCE:
            state.push(state.sample_chance(), CHANCE)
            continue
        p = state.acting_players()[0]
        start = cpu_seconds()
        action = act(agents[p], state, p, rng)
        if p in job.a_seats:
            slowest = max(slowest, cpu_seconds() - start)
        state.push(action, p)
        actions.append(action)
        for q, agent in enumerate(agents):
            observe = getattr(agent, "observe", None)
            if observe is not None:
                observe(state.view(q))
    returns = state.returns()
    n = state.num_players
    mine = sum(returns[p] for p in job.a_seats) / len(job.a_seats)
    # map a player's return in [-1/(n-1), 1] ... [-1, 1] to [0, 1]
    low = -1.0 if n <= 2 else -1.0 / (n - 1)
    score = (mine - low) / (1.0 - low) if n > 1 else (mine + 1) / 2
    return GameResult(
        job.seed,
        job.a_seats,
        min(1.0, max(0.0, score)),
        state.move_number,
        slowest,
        tuple(returns),
        tuple(actions),
    )


def jobs(
    game_id: str, spec_a: str, spec_b: str, games: int, seed: int, options: dict[str, Any]
) -> Iterator[GameJob]:
    """Seats rotate: game k puts A in seat k mod n (the others are B); in a game of n players,
    A plays one seat against n-1 copies of B."""
    game = fives.games.load(game_id)
    n = game.validate_options(options).get_int("players")
    for k in range(games):
        seat = k % n
        specs = tuple(spec_a if p == seat else spec_b for p in range(n))
        yield GameJob(game_id, dict(options), specs, seed + k // n, (seat,))


@dataclass
class Summary:
    games: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    score: float = 0.0
    score_low: float = 0.0
    score_high: float = 0.0
    elo: float = 0.0
    elo_low: float = 0.0
    elo_high: float = 0.0
    sprt: str | None = None
    #: with more than two players: A's head-to-head share (see `head_to_head`) and its 95% interval
    head_to_head: float | None = None
    head_to_head_low: float | None = None
    head_to_head_high: float | None = None
    results: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def elo_from_score(score: float) -> float:
    score = min(max(score, 1e-6), 1 - 1e-6)
    return -400.0 * math.log10(1.0 / score - 1.0)


def wilson_interval(share: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``share`` observed in ``n`` trials."""
    if n <= 0:
        return 0.0, 1.0
    centre = (share + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(share * (1 - share) / n + z * z / (4 * n * n))
    return max(0.0, centre - half), min(1.0, centre + half)


def head_to_head(result: GameResult) -> float:
    """A's share of its comparisons with every other seat in one game: 1 for each other player whose
    return A's beats, 1/2 for an equal return, 0 for a higher one.  Between equals the expected share
    is 1/2 whatever the number of players (the arena's score is 1/n then), so with three players it
    reads like a two-player score: a sole win is 1, a win shared with one other 3/4, a loss to one
    winner 1/4, to two who share 0, and a game nobody wins 1/2."""
    n = len(result.returns)
    others = [q for q in range(n) if q not in result.a_seats]
    if not others:
        raise ValueError("a head-to-head share needs a seat that A does not play")
    total = 0.0
    for p in result.a_seats:
        for q in others:
            mine, theirs = result.returns[p], result.returns[q]
            total += 1.0 if mine > theirs + 1e-9 else 0.5 if abs(mine - theirs) <= 1e-9 else 0.0
    return total / (len(result.a_seats) * len(others))


def mean_interval(values: list[float]) -> tuple[float, float, float]:
    """The mean of per-game shares in [0, 1] with its 95% interval: the normal approximation, or the
    Wilson score interval when every game scored the same (the normal one would have no width)."""
    n = len(values)
    mean = sum(values) / n if n else 0.0
    var = sum((s - mean) ** 2 for s in values) / (n - 1) if n > 1 else 0.0
    half = 1.96 * math.sqrt(var / n) if n else 0.0
    low, high = max(0.0, mean - half), min(1.0, mean + half)
    if n and var == 0:
        low, high = wilson_interval(mean, n)
    return mean, low, high


class Moments:
    """Count, sum and (Welford's) sum of squared deviations of per-game shares, kept in constant
    memory; `interval` is `mean_interval` of the values seen."""

    def __init__(self) -> None:
        self.n = 0
        self.total = 0.0
        self.m2 = 0.0
        self.low = math.inf
        self.high = -math.inf

    def add(self, value: float) -> None:
        self.n += 1
        old = self.total / (self.n - 1) if self.n > 1 else 0.0
        self.total += value
        self.m2 += (value - old) * (value - self.total / self.n)
        self.low, self.high = min(self.low, value), max(self.high, value)

    def interval(self) -> tuple[float, float, float]:
        n = self.n
        mean = self.total / n if n else 0.0
        var = self.m2 / (n - 1) if n > 1 else 0.0
        half = 1.96 * math.sqrt(max(0.0, var) / n) if n else 0.0
        low, high = max(0.0, mean - half), min(1.0, mean + half)
        if n and self.low == self.high:  # every game the same: the normal interval has no width
            low, high = wilson_interval(mean, n)
        return mean, low, high

    def llr(self, elo0: float, elo1: float) -> float:
        """`sprt_llr` of the scores seen."""
        n = self.n
        var = self.m2 / n if n else 0.0
        if n < 2 or var <= 1e-12 or self.low == self.high:
            return 0.0
        mean = self.total / n
        s0 = 1 / (1 + 10 ** (-elo0 / 400))
        s1 = 1 / (1 + 10 ** (-elo1 / 400))
        return (s1 - s0) * (2 * mean - s0 - s1) * n / (2 * var)


class Tally:
    """A running `Summary` of game results in constant memory (the results themselves are kept
    only with ``keep``, for ``--json``)."""

    def __init__(self, keep: bool = True) -> None:
        self.scores = Moments()
        self.pairs = Moments()
        self.all_multi = True  # every game had more than two players (head to head is shown)
        self.wins = self.draws = self.losses = 0
        self.results: list[dict[str, Any]] | None = [] if keep else None

    def add(self, result: GameResult) -> None:
        s = result.score
        self.scores.add(s)
        self.wins += s > 0.5 + 1e-9
        self.draws += abs(s - 0.5) <= 1e-9
        self.losses += s < 0.5 - 1e-9
        if len(result.returns) > 2 and self.all_multi:
            self.pairs.add(head_to_head(result))
        else:
            self.all_multi = False
        if self.results is not None:
            self.results.append(asdict(result))

    def summary(self) -> Summary:
        mean, low, high = self.scores.interval()
        pair: tuple[float | None, float | None, float | None] = (None, None, None)
        if self.scores.n and self.all_multi:
            pair = self.pairs.interval()
        return Summary(
            games=self.scores.n,
            wins=self.wins,
            draws=self.draws,
            losses=self.losses,
            score=mean,
            score_low=low,
            score_high=high,
            elo=elo_from_score(mean),
            elo_low=elo_from_score(low),
            elo_high=elo_from_score(high),
            head_to_head=pair[0],
            head_to_head_low=pair[1],
            head_to_head_high=pair[2],
            results=list(self.results or []),
        )


def summarize(results: list[GameResult]) -> Summary:
    tally = Tally()
    for result in results:
        tally.add(result)
    return tally.summary()


def sprt_llr(results: list[GameResult], elo0: float, elo1: float) -> float:
    """Log-likelihood ratio of H1 (elo1) against H0 (elo0), GSPRT normal approximation."""
    n = len(results)
    if n < 2:
        return 0.0
    scores = [r.score for r in results]
    mean = sum(scores) / n
    var = sum((s - mean) ** 2 for s in scores) / n
    if var <= 0:
        return 0.0
    s0 = 1 / (1 + 10 ** (-elo0 / 400))
    s1 = 1 / (1 + 10 ** (-elo1 / 400))
    return (s1 - s0) * (2 * mean - s0 - s1) * n / (2 * var)


def arena_header(
    game_id: str, spec_a: str, spec_b: str, seed: int, options: dict[str, Any]
) -> dict[str, Any]:
    """The first line of an arena's ``--out`` file: what a resumed run must match."""
    return {"arena": game_id, "a": spec_a, "b": spec_b, "seed": seed, "options": options}


def result_from_row(row: dict[str, Any]) -> GameResult:
    """A `GameResult` read back from a line of an ``--out`` file."""
    return GameResult(
        int(row["seed"]),
        tuple(row["a_seats"]),
        float(row["score"]),
        int(row["moves"]),
        float(row["slowest"]),
        tuple(row["returns"]),
        tuple(row["actions"]),
    )


def run_arena(
    game_id: str,
    spec_a: str,
    spec_b: str,
    *,
    games: int,
    seed: int = 0,
    jobs_count: int = 2,
    options: dict[str, Any] | None = None,
    sprt: tuple[float, float] | None = None,
    alpha: float = 0.05,
    beta: float = 0.05,
    progress: Callable[[int, int], None] | None = None,
    out: str | Path | None = None,
    resume: bool = False,
    chunk: int | None = None,
    client: Any = None,
    keep_results: bool = True,
) -> Summary:
    """Play ``games`` games of A against B (seats rotated) and summarize them.

    The games stream (`fives.ai.measure.stream`): jobs are made as they are needed, run in chunks of
    ``chunk`` games (by default `default_chunk`) on ``jobs_count`` processes or a Dask ``client``, and
    each result is written to ``out`` (JSON lines, `arena_header` first) as it comes; with ``resume``
    the games already in ``out`` are read back and not played again.  Memory stays constant unless
    ``keep_results`` (the summary's ``results``, for ``--json``)."""
    options = dict(options or {})
    tally = Tally(keep=keep_results)
    verdict: str | None = None
    upper, lower = math.log((1 - beta) / alpha), math.log(beta / (1 - alpha))
    done = 0

    def consider(result: GameResult) -> bool:
        nonlocal verdict, done
        tally.add(result)
        done += 1
        if progress is not None:
            progress(done, games)
        if sprt is not None:
            llr = tally.scores.llr(*sprt)
            if llr >= upper:
                verdict = f"H1 accepted (A is about {sprt[1]:g} Elo stronger), LLR {llr:.2f}"
            elif llr <= lower:
                verdict = f"H0 accepted (A is about {sprt[0]:g} Elo), LLR {llr:.2f}"
        return verdict is None

    sink = (
        JsonLines(out, arena_header(game_id, spec_a, spec_b, seed, options), resume=resume) if out else None
    )
    skip: set[int] = set()
    going = True
    try:
        if sink is not None:
            for row in sink.done:
                if going and int(row["index"]) < games:
                    skip.add(int(row["index"]))
                    going = consider(result_from_row(row))
            sink.done = []
        todo = (
            (k, job)
            for k, job in enumerate(jobs(game_id, spec_a, spec_b, games, seed, options))
            if k not in skip
        )
        workers = jobs_count if client is None else max(1, sum(client.nthreads().values()))
        size = chunk if chunk is not None else default_chunk(games - len(skip), workers)
        if going:
            with closing(
                run_chunked(play_game, todo, jobs_count=jobs_count, chunk=size, client=client)
            ) as stream:
                for index, result in stream:
                    if sink is not None:
                        sink.write({"index": index, **asdict(result)})
                    if not consider(result):
                        break
    finally:
        if sink is not None:
            sink.close()
    summary = tally.summary()
    summary.sprt = verdict
    return summary
