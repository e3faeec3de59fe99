"""Measured strength: an agent against itself at growing think times, and a round robin of levels.

The ladder
    One agent spec (a level or e.g. ``mcts:c=1.0``) plays itself at think times ``t0 < t1 < ...``:
    its ``seconds=`` parameter is replaced per rung (`fives.ai.measure.arena.with_seconds`; a level is
    resolved to its spec first, ``sims=``/``nodes=`` are dropped).  With ``pairing="base"`` every
    time ``t_i`` plays the base time ``t0`` and its Elo is that match's Elo difference; with
    ``pairing="adjacent"`` ``t_i`` plays ``t_(i-1)`` and the Elo is the running sum of the
    differences, the interval half-widths adding in quadrature (the matches are independent).
    The base time has Elo 0.  `draw_ladder` draws Elo against think time as a PNG (matplotlib,
    Agg backend, imported only there); an interval whose score end reaches 0 or 1 has no finite
    Elo end and is drawn to the frame, marked "open".

The round robin
    Every pair of levels (or of any labelled specs) plays a match; the Elo of each relative to
    the first (normally ``easy``) is the maximum-likelihood Bradley-Terry (Elo) fit of all the
    matches' scores, draws as half points, with one virtual draw added to every pairing so that a
    clean sweep gives a finite rating.  Intervals are 1.96 standard errors from the fit's Fisher
    information (the binomial model, which overstates the variance when there are draws: the
    intervals are conservative).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from pathlib import Path
from typing import Any, Literal

import fives.games
from fives.core import FivesError

from .arena import Summary, join_spec, resolve_level, run_arena, split_spec, with_seconds

Pairing = Literal["base", "adjacent"]
DEFAULT_TIMES: tuple[float, ...] = (0.05, 0.1, 0.2, 0.4)
#: One virtual draw per pairing keeps the round robin's ratings finite after a clean sweep.
VIRTUAL_DRAWS = 1.0
_ELO = math.log(10) / 400  # Elo points to natural log-odds
#: Elo ends beyond this come from a score interval reaching 0 or 1: they are open (infinite).
OPEN_ELO = 2000.0


@dataclass
class Rung:
    seconds: float
    opponent_seconds: float
    spec: str
    opponent_spec: str
    summary: Summary


@dataclass
class LadderPoint:
    seconds: float
    elo: float
    low: float
    high: float


@dataclass
class Ladder:
    game: str
    spec: str
    pairing: str
    players: int
    rungs: list[Rung] = field(default_factory=list)
    points: list[LadderPoint] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "spec": self.spec,
            "pairing": self.pairing,
            "players": self.players,
            "points": [vars(p) for p in self.points],
            "rungs": [
                {
                    "seconds": r.seconds,
                    "opponent_seconds": r.opponent_seconds,
                    "spec": r.spec,
                    "opponent_spec": r.opponent_spec,
                    "summary": {k: v for k, v in r.summary.to_json().items() if k != "results"},
                }
                for r in self.rungs
            ],
        }


def rung_pairs(times: Sequence[float], pairing: Pairing) -> list[tuple[float, float]]:
    """(time, opponent's time) per rung after the base: t_i vs t0, or t_i vs t_(i-1)."""
    if len(times) < 2:
        raise FivesError("a ladder needs at least two think times")
    if any(t <= 0 for t in times) or list(times) != sorted(set(times)):
        raise FivesError("a ladder's think times must be positive, distinct and increasing")
    if pairing == "base":
        return [(t, times[0]) for t in times[1:]]
    if pairing == "adjacent":
        return [(t, times[i]) for i, t in enumerate(times[1:])]
    raise FivesError(f"unknown pairing {pairing!r}: base or adjacent")


def ladder_points(
    times: Sequence[float], summaries: Sequence[Summary], pairing: Pairing
) -> list[LadderPoint]:
    """Elo (with its 95% interval) per think time from the rungs' match summaries, in `rung_pairs`
    order (each summary is the longer time's result as agent A)."""
    pairs = rung_pairs(times, pairing)
    if len(summaries) != len(pairs):
        raise ValueError(f"{len(pairs)} rungs need {len(pairs)} summaries, not {len(summaries)}")
    points = [LadderPoint(times[0], 0.0, 0.0, 0.0)]
    below = above = 0.0  # squared half-widths so far (adjacent)
    total = 0.0
    for (t, _), s in zip(pairs, summaries, strict=True):
        if pairing == "base":
            points.append(LadderPoint(t, s.elo, s.elo_low, s.elo_high))
            continue
        total += s.elo
        below += (s.elo - s.elo_low) ** 2
        above += (s.elo_high - s.elo) ** 2
        points.append(LadderPoint(t, total, total - math.sqrt(below), total + math.sqrt(above)))
    return points


def run_ladder(
    game_id: str,
    spec: str,
    times: Sequence[float] = DEFAULT_TIMES,
    *,
    games: int,
    pairing: Pairing = "base",
    seed: int = 0,
    jobs_count: int = 2,
    options: dict[str, Any] | None = None,
    progress: Callable[[str, int, int], None] | None = None,
) -> Ladder:
    """Play the ladder: ``games`` games per rung, seats rotated as in `run_arena`."""
    game = fives.games.load(game_id)
    options = dict(options or {})
    players = game.validate_options(options).get_int("players")
    ladder = Ladder(game.id, spec, pairing, players)
    summaries = []
    for t, opponent in rung_pairs(times, pairing):
        a, b = with_seconds(spec, t, game, players), with_seconds(spec, opponent, game, players)
        label = f"{t:g}s vs {opponent:g}s"

        def report(done: int, total: int, label: str = label) -> None:
            if progress is not None:
                progress(label, done, total)

        summary = run_arena(
            game.id, a, b, games=games, seed=seed, jobs_count=jobs_count, options=options, progress=report
        )
        ladder.rungs.append(Rung(t, opponent, a, b, summary))
        summaries.append(summary)
    ladder.points = ladder_points(times, summaries, pairing)
    return ladder


def draw_ladder(ladder: Ladder, path: str | Path, title: str | None = None) -> Path:
    """Elo against think time (log scale) with 95% intervals, as a PNG at ``path``."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    xs = [p.seconds for p in ladder.points]
    ys = [p.elo for p in ladder.points]
    # an interval that reaches a score of 0 or 1 has an infinite Elo end: draw it up to the
    # frame, open (no cap), instead of stretching the axis to the clamp of +-2400
    finite = [v for p in ladder.points for v in (p.low, p.elo, p.high) if abs(v) < OPEN_ELO]
    top, bottom = max(finite, default=100.0), min(finite, default=-100.0)
    margin = max(50.0, 0.15 * (top - bottom))
    top, bottom = top + margin, bottom - margin
    errors = [
        [p.elo - max(p.low, bottom) for p in ladder.points],
        [min(p.high, top) - p.elo for p in ladder.points],
    ]
    figure, axes = plt.subplots(figsize=(6.4, 4.0), dpi=100)
    try:
        axes.errorbar(xs, ys, yerr=errors, marker="o", capsize=4, color="#1f5fa8")
        axes.set_ylim(bottom, top)
        for p in ladder.points:
            if p.high >= OPEN_ELO or p.low <= -OPEN_ELO:
                axes.annotate(
                    "open",
                    (p.seconds, top if p.high >= OPEN_ELO else bottom),
                    fontsize=8,
                    ha="center",
                    va="top" if p.high >= OPEN_ELO else "bottom",
                    color="#1f5fa8",
                    xytext=(0, -2 if p.high >= OPEN_ELO else 2),
                    textcoords="offset points",
                )
        axes.set_xscale("log")
        axes.set_xticks(xs)
        axes.set_xticklabels([f"{x:g}" for x in xs])
        axes.minorticks_off()
        axes.axhline(0.0, color="#999999", linewidth=0.8)
        axes.set_xlabel("think time per move (s)")
        base = f"{xs[0]:g} s" if ladder.pairing == "base" else "the previous time, summed"
        axes.set_ylabel(f"Elo vs {base}")
        games = ladder.rungs[0].summary.games if ladder.rungs else 0
        agent = ladder.rungs[0].spec.partition(":")[0] if ladder.rungs else ladder.spec
        shown = ladder.spec if agent == ladder.spec else f"{ladder.spec} ({agent})"
        axes.set_title(
            title
            or f"{ladder.game} ({ladder.players}p): {shown} against itself, {games} games per rung, 95% CI",
            fontsize=10,
        )
        axes.grid(True, alpha=0.3)
        figure.tight_layout()
        out = Path(path)
        figure.savefig(out, format="png")
    finally:
        plt.close(figure)
    return out


# --- the round robin ---------------------------------------------------------------------------


@dataclass
class PairResult:
    a: int
    b: int
    games: int
    score: float  # a's points (wins + draws/2), of ``games``


@dataclass
class Rating:
    label: str
    spec: str
    elo: float
    low: float
    high: float


@dataclass
class RoundRobin:
    game: str
    players: int
    ratings: list[Rating]
    pairs: list[PairResult]
    summaries: dict[str, Summary] = field(default_factory=dict)

    def table(self) -> list[list[str]]:
        """Rows of the printed table: label, spec, Elo vs the first with its interval, then the
        score against every level (``-`` on the diagonal)."""
        n = len(self.ratings)
        scores = [[math.nan] * n for _ in range(n)]
        for p in self.pairs:
            scores[p.a][p.b] = p.score / p.games if p.games else math.nan
            scores[p.b][p.a] = 1 - p.score / p.games if p.games else math.nan
        rows = []
        for i, r in enumerate(self.ratings):
            cells = ["-" if i == j else f"{scores[i][j]:.2f}" for j in range(n)]
            rows.append([r.label, r.spec, f"{r.elo:+.0f} ({r.low:+.0f} to {r.high:+.0f})", *cells])
        return rows

    def header(self) -> list[str]:
        first = self.ratings[0].label if self.ratings else ""
        return ["level", "spec", f"Elo vs {first} (95% CI)", *(f"score vs {r.label}" for r in self.ratings)]

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": self.players,
            "ratings": [vars(r) for r in self.ratings],
            "pairs": [vars(p) for p in self.pairs],
        }


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (the systems here are at most a few wide)."""
    n = len(vector)
    m = [[*row, v] for row, v in zip(matrix, vector, strict=True)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        if abs(m[pivot][col]) < 1e-300:
            raise ValueError("singular system")
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def _inverse(matrix: list[list[float]]) -> list[list[float]]:
    n = len(matrix)
    columns = [_solve(matrix, [1.0 if i == j else 0.0 for i in range(n)]) for j in range(n)]
    return [[columns[j][i] for j in range(n)] for i in range(n)]


def fit_elo(
    count: int, pairs: Sequence[PairResult], virtual_draws: float = VIRTUAL_DRAWS
) -> list[tuple[float, float]]:
    """Maximum-likelihood Elo of ``count`` players from pairwise scores, player 0 fixed at 0:
    (elo, standard error) per player.  Every player must be connected to player 0."""
    data = [(p.a, p.b, p.games + virtual_draws, p.score + virtual_draws / 2) for p in pairs]
    ratings = [0.0] * count
    free = list(range(1, count))

    def expected(i: int, j: int) -> float:
        return 1 / (1 + math.exp(-_ELO * (ratings[i] - ratings[j])))

    def curvature() -> list[list[float]]:
        h = [[0.0] * count for _ in range(count)]
        for a, b, n, _ in data:
            e = expected(a, b)
            w = _ELO * _ELO * n * e * (1 - e)
            h[a][a] += w
            h[b][b] += w
            h[a][b] -= w
            h[b][a] -= w
        return [[h[i][j] for j in free] for i in free]

    for _ in range(100):
        gradient = [0.0] * count
        for a, b, n, s in data:
            g = _ELO * (s - n * expected(a, b))
            gradient[a] += g
            gradient[b] -= g
        step = _solve(curvature(), [gradient[i] for i in free])
        biggest = max((abs(x) for x in step), default=0.0)
        scale = min(1.0, 400.0 / biggest) if biggest else 1.0
        for i, x in zip(free, step, strict=True):
            ratings[i] += scale * x
        if biggest < 1e-6:
            break
    covariance = _inverse(curvature()) if free else []
    errors = [0.0] + [math.sqrt(max(covariance[k][k], 0.0)) for k in range(len(free))]
    return list(zip(ratings, errors, strict=True))


def ratings_from_pairs(
    labels: Sequence[str], specs: Sequence[str], pairs: Sequence[PairResult]
) -> list[Rating]:
    fitted = fit_elo(len(labels), pairs)
    return [
        Rating(label, spec, elo, elo - 1.96 * se, elo + 1.96 * se)
        for label, spec, (elo, se) in zip(labels, specs, fitted, strict=True)
    ]


def scale_seconds(spec: str, factor: float) -> str:
    """``spec`` with its ``seconds=`` multiplied by ``factor`` (specs without one unchanged)."""
    name, params = split_spec(spec)
    scaled = []
    for k, v in params:
        if k == "seconds":
            try:
                v = f"{float(v) * factor:.4g}"
            except ValueError:
                raise FivesError(f"agent spec {spec!r}: seconds must be a number") from None
        scaled.append((k, v))
    return join_spec(name, scaled)


def level_round_robin(
    game_id: str,
    levels: Sequence[str] = ("easy", "medium", "hard"),
    *,
    games: int,
    scale: float = 1.0,
    seed: int = 0,
    jobs_count: int = 2,
    options: dict[str, Any] | None = None,
    progress: Callable[[str, int, int], None] | None = None,
) -> RoundRobin:
    """Every pair of ``levels`` (level names or any specs) plays ``games`` games; Elo relative to
    the first.  ``scale`` multiplies every think time (0.1: a tenth of each level's time)."""
    game = fives.games.load(game_id)
    options = dict(options or {})
    players = game.validate_options(options).get_int("players")
    if len(levels) < 2:
        raise FivesError("a round robin needs at least two levels")
    specs = [scale_seconds(resolve_level(level, game, players), scale) for level in levels]
    pairs: list[PairResult] = []
    summaries: dict[str, Summary] = {}
    for i, j in combinations(range(len(levels)), 2):
        label = f"{levels[i]} vs {levels[j]}"

        def report(done: int, total: int, label: str = label) -> None:
            if progress is not None:
                progress(label, done, total)

        summary = run_arena(
            game.id,
            specs[i],
            specs[j],
            games=games,
            seed=seed,
            jobs_count=jobs_count,
            options=options,
            progress=report,
        )
        summaries[label] = summary
        pairs.append(PairResult(i, j, summary.games, summary.score * summary.games))
    ratings = ratings_from_pairs(list(levels), specs, pairs)
    return RoundRobin(game.id, players, ratings, pairs, summaries)
