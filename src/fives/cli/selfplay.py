"""``fives selfplay GAME --games N --out FILE``: self-play data, one JSON line a game, streamed."""

from __future__ import annotations

import argparse
from typing import Any

from rich.console import Console
from rich.progress import Progress

import fives.games
from fives.ai.levels import make_agent
from fives.ai.measure.selfplay import run_selfplay
from fives.core import FivesError
from fives.core.options import parse_option_assignments

from .arena import add_stream_arguments, cluster_client


def cmd_selfplay(args: argparse.Namespace, console: Console) -> int:
    game = fives.games.load(args.game)
    options: dict[str, Any] = dict(parse_option_assignments(args.option or []))
    if args.players is not None:
        options["players"] = args.players
    players = game.validate_options(options).get_int("players")
    if not args.out:
        raise FivesError("name the file: fives selfplay GAME --games N --out FILE")
    specs = list(args.agent or ["random"])
    for spec in specs:
        make_agent(spec, game, players)  # a bad spec fails here, before any game
    with Progress(console=console, transient=True, disable=args.quiet) as progress:
        task = progress.add_task(f"{game.id}: self-play {', '.join(specs)}", total=args.games)

        def advance(done: int, total: int) -> None:
            progress.update(task, completed=done)

        with cluster_client(args) as client:
            held = run_selfplay(
                game.id,
                specs,
                games=args.games,
                out=args.out,
                seed=args.seed,
                options=options,
                jobs_count=args.jobs,
                chunk=args.chunk,
                client=client,
                resume=args.resume,
                progress=advance,
            )
    console.print(f"{held} games of {game.id} in {args.out}")
    return 0


def add_selfplay_parser(sub: Any) -> None:
    p = sub.add_parser(
        "selfplay",
        help="self-play data: every decision with the seat's view, legal actions and the final returns",
        description=(
            "Agents play GAME against each other (--agent SPEC: one for every seat, or repeat it once a "
            "seat; default random) and every game goes to --out as one JSON line as it ends: per "
            "decision the seat, move number, the seat's view (what it may know), the legal actions and "
            "the action chosen, then every seat's return.  Game k has seed SEED + k.  See "
            "docs/research.md."
        ),
    )
    p.add_argument("game")
    p.add_argument("--games", type=int, default=100)
    p.add_argument(
        "--agent", action="append", metavar="SPEC", help="agent spec (levels or specs); repeatable"
    )
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--players", type=int)
    p.add_argument("--option", "-o", action="append", metavar="NAME=VALUE")
    add_stream_arguments(p, "every game's decisions")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    p.set_defaults(func=cmd_selfplay)
