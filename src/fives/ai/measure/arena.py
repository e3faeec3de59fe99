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
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from typing import Any

import fives.games
from fives.ai.levels import LEVELS, level_spec, make_agent
from fives.ai.search.agent import act
from fives.ai.search.budget import cpu_seconds
from fives.core import CHANCE, FivesError, Game, State

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


def summarize(results: list[GameResult]) -> Summary:
    n = len(results)
    scores = [r.score for r in results]
    mean, low, high = mean_interval(scores)
    pair: tuple[float | None, float | None, float | None] = (None, None, None)
    if n and all(len(r.returns) > 2 for r in results):
        pair = mean_interval([head_to_head(r) for r in results])
    return Summary(
        games=n,
        wins=sum(1 for s in scores if s > 0.5 + 1e-9),
        draws=sum(1 for s in scores if abs(s - 0.5) <= 1e-9),
        losses=sum(1 for s in scores if s < 0.5 - 1e-9),
        score=mean,
        score_low=low,
        score_high=high,
        elo=elo_from_score(mean),
        elo_low=elo_from_score(low),
        elo_high=elo_from_score(high),
        head_to_head=pair[0],
        head_to_head_low=pair[1],
        head_to_head_high=pair[2],
        results=[asdict(r) for r in results],
    )


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
) -> Summary:
    """Play ``games`` games of A against B (seats rotated) and summarize them."""
    options = dict(options or {})
    todo = list(jobs(game_id, spec_a, spec_b, games, seed, options))
    results: list[GameResult] = []
    verdict: str | None = None
    upper, lower = math.log((1 - beta) / alpha), math.log(beta / (1 - alpha))

    def consider(result: GameResult) -> bool:
        nonlocal verdict
        results.append(result)
        if progress is not None:
            progress(len(results), len(todo))
        if sprt is not None:
            llr = sprt_llr(results, *sprt)
            if llr >= upper:
                verdict = f"H1 accepted (A is about {sprt[1]:g} Elo stronger), LLR {llr:.2f}"
            elif llr <= lower:
                verdict = f"H0 accepted (A is about {sprt[0]:g} Elo), LLR {llr:.2f}"
        return verdict is None

    if jobs_count <= 1:
        for job in todo:
            if not consider(play_game(job)):
                break
    else:
        with ProcessPoolExecutor(max_workers=jobs_count) as pool:
            for result in pool.map(play_game, todo):
                if not consider(result):
                    pool.shutdown(wait=False, cancel_futures=True)
                    break
    summary = summarize(results)
    summary.sprt = verdict
    return summary
