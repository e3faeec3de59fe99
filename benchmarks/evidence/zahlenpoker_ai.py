"""Measurements of the Zahlenpoker AI (quoted in docs/ai/zahlenpoker.md).

Run: ``.venv/bin/python -m benchmarks.evidence.zahlenpoker_ai [--games N] [--players 2,3,4] [--agents A,B]
[--opponents random,highest,lowest] [--seed S] [--no-solve]``

1. The two-player equilibrium: `fives.games.zahlenpoker.ai.solver.solve_report()` (states, time, value,
   first-round mix, exploitability).
2. The arena (`fives.ai.measure.arena.run_arena`, one process, seed 1 by default, seats rotated): every agent
   against every opponent at every player count; A plays one seat against n-1 copies of B.
   Score: A's mean share, win 1 / draw 1/2 / loss 0 (in 3-4 players a draw between some of the
   players scores between); an agent no better than its opponents scores about 1/n.
"""

from __future__ import annotations

import argparse
import time

from fives.ai.measure.arena import run_arena
from fives.games.zahlenpoker.ai.solver import solve_report


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--players", default="2,3,4")
    parser.add_argument("--agents", default="best:sims=1000")
    parser.add_argument("--opponents", default="random,highest,lowest")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-solve", action="store_true")
    args = parser.parse_args()
    if not args.no_solve:
        print(solve_report())
        print()
    print("| players | A | B | games | A wins | draws | A losses | A's score (95% CI) | time |")
    print("|---|---|---|---|---|---|---|---|---|")
    for players in (int(p) for p in args.players.split(",")):
        for a in args.agents.split(","):
            for b in args.opponents.split(","):
                began = time.perf_counter()
                s = run_arena(
                    "zahlenpoker",
                    a,
                    b,
                    games=args.games,
                    seed=args.seed,
                    jobs_count=1,
                    options={"players": players},
                )
                seconds = time.perf_counter() - began
                print(
                    f"| {players} | `{a}` | `{b}` | {s.games} | {s.wins} | {s.draws} | {s.losses} | "
                    f"{s.score:.3f} ({s.score_low:.3f}-{s.score_high:.3f}) | {seconds:.0f} s |",
                    flush=True,
                )


if __name__ == "__main__":
    main()
