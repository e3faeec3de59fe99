"""``fives solve GAME``: exact solutions where a game has a solver."""

from __future__ import annotations

import argparse
import time
from typing import Any

from rich.console import Console

from fives.core import FivesError, replay
from fives.core.plugins import optional_module

from .files import read_record


def solve_abraeumen(args: argparse.Namespace, console: Console) -> int:
    from fives.ai.abraeumen import solver
    from fives.games.abraeumen import JUMPS, START, AbraeumenState, square_name

    occupied = START
    if args.record:
        state = replay(read_record(args.record))
        if not isinstance(state, AbraeumenState):
            raise FivesError(f"{args.record} is a record of {state.game.id}, not of abraeumen")
        occupied = state.occupied
    started = time.perf_counter()
    solution = solver.solve(occupied)
    elapsed = time.perf_counter() - started
    if solution is None:
        console.print(f"no longer solvable ({elapsed:.2f} s)")
    else:
        moves = []
        for action in solution:
            f, _, t = JUMPS[action]
            moves.append(f"{square_name(f)}-{square_name(t)}")
        console.print(f"a solution in {len(moves)} jumps ({elapsed:.2f} s):")
        console.print(" ".join(moves))
    if args.end_squares:
        squares = solver.solvable_end_squares(occupied)
        names = ", ".join(square_name(s) for s in squares)
        console.print(f"the last stone can end on {len(squares)} squares: {names}")
    return 0


def solve_zahlenpoker(args: argparse.Namespace, console: Console) -> int:
    module = optional_module("fives.ai.zahlenpoker.solver")
    report: Any = getattr(module, "solve_report", None)
    if report is None:
        raise FivesError("the Zahlenpoker solver is not available yet")
    console.print(report())
    return 0


SOLVERS = {"abraeumen": solve_abraeumen, "zahlenpoker": solve_zahlenpoker}


def cmd_solve(args: argparse.Namespace, console: Console) -> int:
    solver = SOLVERS.get(args.game)
    if solver is None:
        raise FivesError(f"no solver for {args.game!r}; solvers exist for: {', '.join(SOLVERS)}")
    code: int = solver(args, console)
    return code


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
    p.add_argument("game", choices=sorted(SOLVERS))
    p.add_argument("--record", metavar="FILE", help="abraeumen: solve from the position a record reaches")
    p.add_argument("--end-squares", action="store_true", help="abraeumen: list the solvable end squares")
    p.set_defaults(func=cmd_solve)
