"""``fives solve GAME``: exact solutions where a game's AI has a solver (its plugin's ``solve_report``)."""

from __future__ import annotations

import argparse
from typing import Any

from rich.console import Console

from fives.ai.plugin import SolveRequest, ai_plugin
from fives.core import FivesError, replay
from fives.core.registry import modules

from .files import read_record


def cmd_solve(args: argparse.Namespace, console: Console) -> int:
    report = ai_plugin(args.game).solve_report
    if report is None:
        solvers = [game_id for game_id in sorted(modules()) if ai_plugin(game_id).solve_report is not None]
        raise FivesError(f"no solver for {args.game!r}; solvers exist for: {', '.join(solvers)}")
    state = None
    if args.record:
        state = replay(read_record(args.record))
        if state.game.id != args.game:
            raise FivesError(f"{args.record} is a record of {state.game.id}, not of {args.game}")
    console.print(report(SolveRequest(state, end_squares=args.end_squares)))
    return 0


def add_solve_parser(sub: Any) -> None:
    p = sub.add_parser(
        "solve",
        help="solve a game exactly (abraeumen, zahlenpoker)",
        description=(
            "abraeumen: a full solution from the start (or from the end of --record) and, with "
            "--end-squares, every square the last stone can end on. zahlenpoker: the two-player "
            "game value and the first-round equilibrium strategy."
        ),
    )
    p.add_argument("game", choices=sorted(modules()))
    p.add_argument("--record", metavar="FILE", help="abraeumen: solve from the position a record reaches")
    p.add_argument("--end-squares", action="store_true", help="abraeumen: list the solvable end squares")
    p.set_defaults(func=cmd_solve)
