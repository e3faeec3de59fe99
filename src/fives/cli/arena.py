"""``fives arena``: agents against each other, with statistics."""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import Progress
from rich.table import Table

import fives.games
from fives.ai.levels import make_agent
from fives.ai.measure.arena import elo_from_score, run_arena, with_seconds
from fives.ai.measure.ladder import Pairing, draw_ladder, level_round_robin, run_ladder, rung_pairs
from fives.ai.measure.table import TableGame, run_table
from fives.core import FivesError, Game
from fives.core.options import parse_option_assignments


def cmd_arena(args: argparse.Namespace, console: Console) -> int:
    game = fives.games.load(args.game)
    options: dict[str, Any] = dict(parse_option_assignments(args.option or []))
    if args.players is not None:
        options["players"] = args.players
    players = game.validate_options(options).get_int("players")
    if (args.table or args.levels or args.ladder) and (args.out or args.resume or args.cluster):
        raise FivesError(
            "--out, --resume and --cluster go with two agents (AGENT_A AGENT_B), "
            "not with --table, --levels or --ladder"
        )
    if args.table:
        if args.agent_a is not None or args.ladder or args.levels:
            raise FivesError("--table takes its agents from --table (one per seat), no other agents")
        return _cmd_table(args, game, options, players, console)
    if args.levels:
        if args.agent_a is not None or args.ladder:
            raise FivesError("--levels takes no agent specs (use --level-list) and no --ladder")
        return _cmd_levels(args, game, options, console)
    if args.agent_a is None:
        raise FivesError("name the agent(s): fives arena GAME AGENT_A AGENT_B (or GAME SPEC --ladder)")
    if args.ladder:
        if args.agent_b is not None:
            raise FivesError("--ladder plays one spec against itself: give one agent spec")
        return _cmd_ladder(args, game, options, players, console)
    if args.agent_b is None:
        raise FivesError("name two agents (or use --ladder with one)")
    if args.seconds is not None:
        args.agent_a = with_seconds(args.agent_a, args.seconds, game, players)
        args.agent_b = with_seconds(args.agent_b, args.seconds, game, players)
    for spec in (args.agent_a, args.agent_b):
        make_agent(spec, game, players)  # a bad spec fails here, before any game
    sprt = None
    if args.sprt is not None:
        elo0, _, elo1 = args.sprt.partition(",")
        sprt = (float(elo0), float(elo1))
    with Progress(console=console, transient=True, disable=args.quiet) as progress:
        task = progress.add_task(f"{game.id}: {args.agent_a} vs {args.agent_b}", total=args.games)

        def advance(done: int, total: int) -> None:
            progress.update(task, completed=done)

        with cluster_client(args) as client:
            summary = run_arena(
                game.id,
                args.agent_a,
                args.agent_b,
                games=args.games,
                seed=args.seed,
                jobs_count=args.jobs,
                options=options,
                sprt=sprt,
                progress=advance,
                out=args.out,
                resume=args.resume,
                chunk=args.chunk,
                client=client,
                keep_results=bool(args.json),
            )
    table = Table(title=f"{game.info.name}: {args.agent_a} (A) vs {args.agent_b} (B)")
    for column in ("games", "A wins", "draws", "A losses", "A score (95% CI)", "Elo A-B (95% CI)"):
        table.add_column(column)
    table.add_row(
        str(summary.games),
        str(summary.wins),
        str(summary.draws),
        str(summary.losses),
        f"{summary.score:.3f} ({summary.score_low:.3f}-{summary.score_high:.3f})",
        f"{summary.elo:+.0f} ({summary.elo_low:+.0f} to {summary.elo_high:+.0f})",
    )
    console.print(table)
    if players > 2:
        console.print(
            f"{players} players: A plays one seat against {players - 1} copies of B, so equal strength "
            f"scores 1/{players}; 'draws' are games scoring exactly 1/2 (e.g. a win shared by two), and a "
            "game nobody wins counts as a loss here; the Elo column assumes two players."
        )
    if summary.head_to_head is not None:
        share, low, high = summary.head_to_head, summary.head_to_head_low, summary.head_to_head_high
        assert low is not None and high is not None
        console.print(
            f"head to head (A against each B seat: ahead 1, level 1/2, behind 0; equal strength 1/2): "
            f"{share:.3f} ({low:.3f}-{high:.3f}), Elo {elo_from_score(share):+.0f} "
            f"({elo_from_score(low):+.0f} to {elo_from_score(high):+.0f})"
        )
    if summary.sprt:
        console.print(f"SPRT: {summary.sprt}")
    if args.json:
        Path(args.json).write_text(json.dumps(summary.to_json(), indent=1), encoding="utf-8")
        console.print(f"results written to {args.json}")
    return 0


@contextmanager
def cluster_client(args: argparse.Namespace) -> Iterator[Any]:
    """The Dask client of ``--cluster`` (None without it)."""
    if not getattr(args, "cluster", None):
        yield None
        return
    from fives.ai.measure.cluster import connect

    with connect(args.cluster, max(1, args.jobs)) as client:
        yield client


def add_stream_arguments(p: Any, what: str) -> None:
    """``--out``, ``--resume``, ``--chunk`` and ``--cluster``, shared by the arena and self-play."""
    p.add_argument(
        "--out", metavar="FILE", help=f"stream {what} to FILE as JSON lines, one a game, as they finish"
    )
    p.add_argument(
        "--resume", action="store_true", help="go on with --out FILE: its games are not played again"
    )
    p.add_argument("--chunk", type=int, metavar="N", help="games per task (default: about 8 tasks a worker)")
    p.add_argument(
        "--cluster",
        metavar="ADDRESS",
        help="run on Dask (pip install 'fives[cluster]'): tcp://HOST:8786 joins a running scheduler, "
        "'local' starts --jobs worker processes here",
    )


def _floats(text: str, what: str) -> list[float]:
    try:
        return [float(x) for x in text.split(",") if x.strip()]
    except ValueError:
        raise FivesError(f"{what}: write numbers separated by commas, e.g. 0.05,0.1,0.2") from None


def _cmd_ladder(
    args: argparse.Namespace, game: Game[Any], options: dict[str, Any], players: int, console: Console
) -> int:
    times = _floats(args.times, "--times")
    pairing: Pairing = "adjacent" if args.pairing == "adjacent" else "base"
    rung_pairs(times, pairing)  # bad times fail before any game
    for t in times:
        make_agent(with_seconds(args.agent_a, t, game, players), game, players)
    with Progress(console=console, transient=True, disable=args.quiet) as progress:
        task = progress.add_task(f"{game.id} ladder: {args.agent_a}", total=args.games)

        def advance(label: str, done: int, total: int) -> None:
            progress.update(task, description=f"{game.id} ladder {args.agent_a}: {label}", completed=done)

        ladder = run_ladder(
            game.id,
            args.agent_a,
            times,
            games=args.games,
            pairing=pairing,
            seed=args.seed,
            jobs_count=args.jobs,
            options=options,
            progress=advance,
        )
    table = Table(title=f"{game.info.name} ({players}p): {args.agent_a} against itself by think time")
    for column in ("seconds", "opponent", "games", "score (95% CI)", "Elo A-B (95% CI)", "Elo of the time"):
        table.add_column(column)
    table.add_row(f"{times[0]:g}", "-", "-", "-", "-", "0 (base)")
    for rung, point in zip(ladder.rungs, ladder.points[1:], strict=True):
        s = rung.summary
        table.add_row(
            f"{rung.seconds:g}",
            f"{rung.opponent_seconds:g}",
            str(s.games),
            f"{s.score:.3f} ({s.score_low:.3f}-{s.score_high:.3f})",
            f"{s.elo:+.0f} ({s.elo_low:+.0f} to {s.elo_high:+.0f})",
            f"{point.elo:+.0f} ({point.low:+.0f} to {point.high:+.0f})",
        )
    console.print(table)
    if args.png:
        draw_ladder(ladder, args.png)
        console.print(f"curve drawn to {args.png}")
    if args.json:
        Path(args.json).write_text(json.dumps(ladder.to_json(), indent=1), encoding="utf-8")
        console.print(f"results written to {args.json}")
    return 0


def _cmd_table(
    args: argparse.Namespace, game: Game[Any], options: dict[str, Any], players: int, console: Console
) -> int:
    specs = list(args.table)
    if len(specs) != players:
        raise FivesError(f"a table of {players} players needs {players} --table agents, not {len(specs)}")
    labels = list(specs)
    if args.seconds is not None:
        specs = [with_seconds(spec, args.seconds, game, players) for spec in specs]
    for spec in specs:
        make_agent(spec, game, players)  # a bad spec fails here, before any game
    total = args.seeds * math.factorial(players)
    with Progress(console=console, transient=True, disable=args.quiet) as progress:
        task = progress.add_task(f"{game.id}: table", total=total)

        def advance(done: int, total: int) -> None:
            progress.update(task, completed=done)

        def keep(games: list[TableGame]) -> None:  # the games so far, if the run is stopped
            if args.json:
                Path(args.json).write_text(
                    json.dumps({"games": [asdict(g) for g in games]}), encoding="utf-8"
                )

        result = run_table(
            game.id,
            specs,
            seeds=args.seeds,
            seed=args.seed,
            options=options,
            labels=labels,
            progress=advance,
            on_game=keep,
        )
    title = (
        f"{game.info.name} ({players}p): {len(result.games)} games, seeds {args.seed}-"
        f"{args.seed + args.seeds - 1} in all {math.factorial(players)} seatings"
    )
    table = Table(title=title)
    for column in result.header():
        table.add_column(column, overflow="fold")
    for row in result.table():
        table.add_row(*row)
    console.print(table)
    slowest = max(g.slowest for g in result.games)
    console.print(
        "score: return mapped to [0, 1] (equal strength 1/n); head to head: against each other agent, "
        f"ahead 1, level 1/2, behind 0 (equal strength 1/2); slowest move of {labels[0]}: {slowest:.2f} CPU s"
    )
    if args.json:
        Path(args.json).write_text(json.dumps(result.to_json(), indent=1), encoding="utf-8")
        console.print(f"results written to {args.json}")
    return 0


def _cmd_levels(args: argparse.Namespace, game: Game[Any], options: dict[str, Any], console: Console) -> int:
    levels = [x.strip() for x in args.level_list.split(",") if x.strip()]
    pairs = len(levels) * (len(levels) - 1) // 2
    with Progress(console=console, transient=True, disable=args.quiet) as progress:
        task = progress.add_task(f"{game.id} levels", total=args.games * pairs)
        finished: dict[str, int] = {}

        def advance(label: str, done: int, total: int) -> None:
            finished[label] = done
            progress.update(task, description=f"{game.id}: {label}", completed=sum(finished.values()))

        robin = level_round_robin(
            game.id,
            levels,
            games=args.games,
            scale=args.scale,
            seed=args.seed,
            jobs_count=args.jobs,
            options=options,
            progress=advance,
        )
    scale = "" if args.scale == 1 else f", think times x{args.scale:g}"
    table = Table(
        title=f"{game.info.name} ({robin.players}p): levels round robin, {args.games} games a pairing{scale}"
    )
    for column in robin.header():
        table.add_column(column, overflow="fold")
    for row in robin.table():
        table.add_row(*row)
    console.print(table)
    if args.json:
        Path(args.json).write_text(json.dumps(robin.to_json(), indent=1), encoding="utf-8")
        console.print(f"results written to {args.json}")
    return 0


def add_arena_parser(sub: Any) -> None:
    p = sub.add_parser(
        "arena",
        help="play agents against each other",
        description=(
            "Play AGENT_A against AGENT_B (levels easy/medium/hard/max, or specs like mcts:sims=200, "
            "alphabeta:depth=3, greedy, random; mcts:...,plain=1 is plain UCT without the game's "
            "evaluation) with seats rotated and seeded; prints wins, draws, losses, A's score with a "
            "95%% confidence interval and the Elo difference.  --ladder plays one spec against itself "
            "at growing think times (Elo against time, --png draws it); --levels plays a round robin "
            "of the game's levels.  See docs/ai-strength.md."
        ),
    )
    p.add_argument("game")
    p.add_argument("agent_a", metavar="AGENT_A", nargs="?")
    p.add_argument("agent_b", metavar="AGENT_B", nargs="?")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--jobs", type=int, default=2, help="worker processes (default 2: both cores)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--players", type=int)
    p.add_argument("--option", "-o", action="append", metavar="NAME=VALUE")
    p.add_argument(
        "--seconds",
        type=float,
        metavar="T",
        help="think time per move for both agents: replaces each spec's seconds= (levels resolved first)",
    )
    p.add_argument("--sprt", metavar="ELO0,ELO1", help="stop early by an SPRT of elo0 against elo1")
    p.add_argument(
        "--json", metavar="FILE", help="also write the results as JSON (kept in memory till the end)"
    )
    add_stream_arguments(p, "each game's result")
    ladder = p.add_argument_group("ladder: one spec against itself at growing think times")
    ladder.add_argument(
        "--ladder",
        action="store_true",
        help="play AGENT_A against itself at each --times (its seconds= replaced per rung)",
    )
    ladder.add_argument("--times", default="0.05,0.1,0.2,0.4", help="think times, increasing (seconds)")
    ladder.add_argument(
        "--pairing",
        choices=("base", "adjacent"),
        default="base",
        help="each time against the first (base) or against the previous one (adjacent)",
    )
    ladder.add_argument("--png", metavar="FILE", help="draw Elo against think time as a PNG")
    robin = p.add_argument_group("levels: a round robin of the game's levels")
    robin.add_argument("--levels", action="store_true", help="every pair of levels plays; Elo vs the first")
    robin.add_argument("--level-list", default="easy,medium,hard", help="levels (or specs), comma separated")
    robin.add_argument(
        "--scale", type=float, default=1.0, help="multiply every level's think time (e.g. 0.1)"
    )
    mixed = p.add_argument_group("table: different agents at one table, every seed in all seatings")
    mixed.add_argument(
        "--table",
        action="append",
        metavar="SPEC",
        help="one agent per seat (repeat: --table hard --table mcts:plain=1 --table random); "
        "every seed is played in all seatings; Elo and Plackett-Luce ratings",
    )
    mixed.add_argument("--seeds", type=int, default=10, help="seeds of a --table (games: seeds x n!)")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=cmd_arena)
