"""``fives arena``: agents against each other, with statistics."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import Progress
from rich.table import Table

import fives.games
from fives.ai.arena import run_arena
from fives.ai.levels import make_agent
from fives.core.options import parse_option_assignments


def cmd_arena(args: argparse.Namespace, console: Console) -> int:
    game = fives.games.load(args.game)
    options: dict[str, Any] = dict(parse_option_assignments(args.option or []))
    if args.players is not None:
        options["players"] = args.players
    players = game.validate_options(options).get_int("players")
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
    if summary.sprt:
        console.print(f"SPRT: {summary.sprt}")
    if args.json:
        Path(args.json).write_text(json.dumps(summary.to_json(), indent=1), encoding="utf-8")
        console.print(f"results written to {args.json}")
    return 0


def add_arena_parser(sub: Any) -> None:
    p = sub.add_parser(
        "arena",
        help="play agents against each other",
        description=(
            "Play AGENT_A against AGENT_B (levels easy/medium/hard/max, or specs like mcts:sims=200, "
            "alphabeta:depth=3, greedy, random) with seats rotated and seeded; prints wins, draws, "
            "losses, A's score with a 95%% confidence interval and the Elo difference."
        ),
    )
    p.add_argument("game")
    p.add_argument("agent_a", metavar="AGENT_A")
    p.add_argument("agent_b", metavar="AGENT_B")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--jobs", type=int, default=2, help="worker processes (default 2: both cores)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--players", type=int)
    p.add_argument("--option", "-o", action="append", metavar="NAME=VALUE")
    p.add_argument("--sprt", metavar="ELO0,ELO1", help="stop early by an SPRT of elo0 against elo1")
    p.add_argument("--json", metavar="FILE", help="also write the results as JSON")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=cmd_arena)
