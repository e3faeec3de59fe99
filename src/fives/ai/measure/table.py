"""A mixed table: n agents at one table of n seats, every seed played in all n! seatings.

Where the arena plays A in one seat against copies of B, a table seats different agents together
(Cambio with three players: hard, plain UCT and random) and plays each seed in every permutation of
the seats, so that no agent gains from a seat or a seed.  Two columns rate the agents:

- **Elo**, from the games taken apart into pairs: in each game every two agents compare their returns
  (1 for the higher, 1/2 each when equal, the head-to-head share of `fives.ai.measure.arena.head_to_head`),
  and the maximum-likelihood Bradley-Terry fit of the ladder's round robin (`fit_elo`) rates them
  relative to the first agent;
- **Plackett-Luce**, from the games as rankings of all n at once (ties shared): the Weng-Lin
  Bayesian Plackett-Luce model of ``openskill`` (every agent starts at mu 25, sigma 25/3; the games are
  rated one by one in the order played), reported as mu, sigma and the ordinal mu - 3 sigma.  It
  reads a three-player game as one result of three, which the pairs lose: a sole win over two is one
  event, not two independent wins.

An agent that appears twice (``hard`` against two copies of plain UCT) is rated as two agents with
the same spec.  Tooling like the rest of `fives.ai.measure`: the server and ``fives play`` never
import it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass, field
from itertools import permutations
from typing import Any

from openskill.models import PlackettLuce

import fives.games
from fives.ai.measure.arena import GameJob, GameResult, head_to_head, mean_interval, play_game
from fives.ai.measure.ladder import PairResult, fit_elo
from fives.core import FivesError

#: Returns closer than this count as equal.
_EPS = 1e-9


def table_jobs(
    game_id: str, specs: Sequence[str], seeds: int, seed: int, options: dict[str, Any]
) -> Iterator[tuple[tuple[int, ...], GameJob]]:
    """For each of ``seeds`` seeds (``seed``, ``seed`` + 1, ...) every seating of the agents: the
    agent of each seat (a permutation of ``range(len(specs))``) and the game's job, whose ``a_seats``
    is the seat of agent 0."""
    game = fives.games.load(game_id)
    n = game.validate_options(options).get_int("players")
    if len(specs) != n:
        raise FivesError(f"a table of {n} players needs {n} agents, not {len(specs)}")
    for s in range(seed, seed + seeds):
        for seating in permutations(range(n)):
            job = GameJob(game_id, dict(options), tuple(specs[a] for a in seating), s, (seating.index(0),))
            yield seating, job


@dataclass
class TableGame:
    seed: int
    seating: tuple[int, ...]  # the agent in each seat
    returns: tuple[float, ...]  # every seat's return
    moves: int
    slowest: float  # agent 0's longest think for one move, CPU seconds

    def agent_returns(self) -> list[float]:
        """Each agent's return (by agent, not by seat)."""
        out = [0.0] * len(self.seating)
        for seat, agent in enumerate(self.seating):
            out[agent] = self.returns[seat]
        return out


def ranks(returns: Sequence[float]) -> list[int]:
    """Each player's rank by return: 1 + the number of players whose return is higher (ties share)."""
    return [1 + sum(1 for r in returns if r > mine + _EPS) for mine in returns]


def pair_results(count: int, games: Sequence[TableGame]) -> list[PairResult]:
    """Every pair of agents' score over the games: 1 for the higher return, 1/2 each when equal."""
    pairs = []
    for a in range(count):
        for b in range(a + 1, count):
            score = 0.0
            for g in games:
                r = g.agent_returns()
                score += 1.0 if r[a] > r[b] + _EPS else 0.5 if abs(r[a] - r[b]) <= _EPS else 0.0
            pairs.append(PairResult(a, b, len(games), score))
    return pairs


@dataclass
class PLRating:
    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        return self.mu - 3 * self.sigma


def plackett_luce(count: int, rankings: Sequence[Sequence[int]]) -> list[PLRating]:
    """The Weng-Lin Plackett-Luce ratings (``openskill``) of ``count`` agents after the games
    ``rankings`` in order: each a rank per agent (1 is best, equal ranks tie).  Every agent plays
    every game (a table seats all of them)."""
    model = PlackettLuce()
    ratings = [model.rating() for _ in range(count)]
    for ranking in rankings:
        if len(ranking) != count:
            raise ValueError(f"a ranking of {count} agents needs {count} ranks, not {len(ranking)}")
        teams = model.rate([[r] for r in ratings], ranks=[float(x) for x in ranking])
        ratings = [team[0] for team in teams]
    return [PLRating(r.mu, r.sigma) for r in ratings]


@dataclass
class AgentRow:
    label: str
    spec: str
    score: float  # mean return mapped to [0, 1] (the arena's score: 1/n between equals)
    head_to_head: float  # against every other agent, 1/2 between equals
    head_to_head_low: float
    head_to_head_high: float
    by_seat: list[float]  # the head-to-head share from each seat
    elo: float  # relative to the first agent
    elo_low: float
    elo_high: float
    pl_mu: float
    pl_sigma: float
    pl_ordinal: float


@dataclass
class Table:
    game: str
    players: int
    rows: list[AgentRow]
    games: list[TableGame] = field(default_factory=list)

    def header(self) -> list[str]:
        first = self.rows[0].label if self.rows else ""
        seats = [f"h2h as P{s + 1}" for s in range(self.players)]
        return [
            "agent",
            "spec",
            "score",
            "head to head (95% CI)",
            *seats,
            f"Elo vs {first} (95% CI)",
            "Plackett-Luce mu ± sigma (mu-3σ)",
        ]

    def table(self) -> list[list[str]]:
        return [
            [
                r.label,
                r.spec,
                f"{r.score:.3f}",
                f"{r.head_to_head:.3f} ({r.head_to_head_low:.3f}-{r.head_to_head_high:.3f})",
                *(f"{x:.3f}" for x in r.by_seat),
                f"{r.elo:+.0f} ({r.elo_low:+.0f} to {r.elo_high:+.0f})",
                f"{r.pl_mu:.2f} ± {r.pl_sigma:.2f} ({r.pl_ordinal:.2f})",
            ]
            for r in self.rows
        ]

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": self.players,
            "rows": [asdict(r) for r in self.rows],
            "games": [asdict(g) for g in self.games],
        }


def summarize_table(labels: Sequence[str], specs: Sequence[str], games: Sequence[TableGame]) -> Table:
    """The table's rows: each agent's score, head-to-head share (overall and by seat), Elo and
    Plackett-Luce rating over ``games``."""
    count = len(labels)
    if not games:
        raise FivesError("a table needs at least one game")
    n = len(games[0].returns)
    low = -1.0 / (n - 1)
    elos = fit_elo(count, pair_results(count, games))
    pl = plackett_luce(count, [ranks(g.agent_returns()) for g in games])
    rows = []
    for a in range(count):
        shares: list[float] = []
        seat_shares: list[list[float]] = [[] for _ in range(n)]
        scores = []
        for g in games:
            seat = g.seating.index(a)
            share = head_to_head(GameResult(g.seed, (seat,), 0.0, g.moves, returns=g.returns))
            shares.append(share)
            seat_shares[seat].append(share)
            scores.append((g.returns[seat] - low) / (1.0 - low))
        mean, lo, hi = mean_interval(shares)
        elo, se = elos[a]
        rows.append(
            AgentRow(
                labels[a],
                specs[a],
                sum(scores) / len(scores),
                mean,
                lo,
                hi,
                [sum(s) / len(s) if s else float("nan") for s in seat_shares],
                elo,
                elo - 1.96 * se,
                elo + 1.96 * se,
                pl[a].mu,
                pl[a].sigma,
                pl[a].ordinal,
            )
        )
    return Table("", n, rows, list(games))


def run_table(
    game_id: str,
    specs: Sequence[str],
    *,
    seeds: int,
    seed: int = 0,
    options: dict[str, Any] | None = None,
    labels: Sequence[str] | None = None,
    progress: Callable[[int, int], None] | None = None,
    on_game: Callable[[list[TableGame]], None] | None = None,
) -> Table:
    """Play every seed in all seatings of ``specs``, one game after the other in this process (a
    measurement runs one process at a time; think times count CPU time), and rate the agents.
    ``on_game`` gets the games so far after each one (to keep them if the run is stopped)."""
    options = dict(options or {})
    todo = list(table_jobs(game_id, specs, seeds, seed, options))
    games: list[TableGame] = []
    for seating, job in todo:
        result = play_game(job)
        games.append(TableGame(job.seed, seating, result.returns, result.moves, result.slowest))
        if progress is not None:
            progress(len(games), len(todo))
        if on_game is not None:
            on_game(games)
    table = summarize_table(list(labels or specs), list(specs), games)
    table.game = game_id
    return table
