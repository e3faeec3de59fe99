"""Three-player Cambio screens with think times counted in CPU time (a loaded machine handicaps all alike).

    .venv/bin/python benchmarks/cambio3_screen.py SPEC_A SPEC_B CPU_SECONDS GAMES SEED [--json FILE]

Plays the arena's games (`fives.ai.arena.jobs` and `play_game`: A in one seat against two copies of B,
seats rotated, seeded) in this one process, with the clocks reading `time.process_time` instead of
`time.perf_counter` (`cpu_screen.count_cpu_time`).  Prints A's score with its 95% interval (normal
approximation), A's sole wins, shared wins and losses, the score by seat, and the slowest move of A
(CPU seconds).  Used for the Cambio 3p screens in docs/ai-strength.md.
"""

from __future__ import annotations

import json
import math
from typing import Any

from cpu_screen import count_cpu_time, screen_parser

import fives.games
from fives.ai.arena import jobs, play_game, with_seconds


def main() -> None:
    parser = screen_parser(__doc__.splitlines()[0])
    parser.add_argument(
        "--json", help="write every game's seed, seat, score, length and actions here (after each game)"
    )
    args = parser.parse_args()
    count_cpu_time()
    game = fives.games.load("cambio")
    spec_a = with_seconds(args.a, args.seconds, game, 3)
    spec_b = with_seconds(args.b, args.seconds, game, 3)
    total = 0.0
    sole = shared = lost = 0
    by_seat: dict[int, list[float]] = {0: [], 1: [], 2: []}
    slowest = 0.0
    games: list[dict[str, Any]] = []
    for job in jobs("cambio", spec_a, spec_b, args.games, args.seed, {"players": 3}):
        result = play_game(job)
        score, moves = result.score, result.moves
        seat = job.a_seats[0]
        total += score
        by_seat[seat].append(score)
        slowest = max(slowest, result.slowest)
        sole += score == 1.0
        shared += score == 0.5
        lost += score == 0.0
        games.append(
            {
                "seed": job.seed,
                "seat": seat,
                "score": score,
                "moves": moves,
                "returns": list(result.returns),
                "actions": list(result.actions),
            }
        )
        if args.json:  # after every game, so that a screen stopped early keeps its games
            with open(args.json, "w") as f:
                json.dump(games, f)
        if score < 0.5:
            print(f"  seed {job.seed} seat {seat}: score {score:.2f} after {moves - 12} pushes", flush=True)
    n = args.games
    mean = total / n
    half = 1.96 * math.sqrt(mean * (1 - mean) / n)
    seats = " ".join(f"P{s + 1} {sum(v) / len(v):.3f}" for s, v in by_seat.items() if v)
    print(
        f"{args.a} vs 2 x {args.b} at {args.seconds} CPU s/move: {total:g}/{n} = {mean:.3f} ± {half:.3f}; "
        f"sole {sole}, shared {shared}, lost {lost}, other {n - sole - shared - lost}; {seats}; "
        f"slowest move of A {slowest:.2f} CPU s"
    )


if __name__ == "__main__":
    main()
