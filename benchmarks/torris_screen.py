"""Torris screens with think times counted in CPU time, so that a loaded machine handicaps both sides alike.

    .venv/bin/python benchmarks/torris_screen.py SPEC_A SPEC_B CPU_SECONDS GAMES SEED

Plays the arena's games (`fives.ai.arena.jobs`, seats rotated, seeded) in this one process, with the
clocks of `fives.ai.budget` and `fives.ai.torris_ai` reading `time.process_time` instead of
`time.perf_counter`; prints A's score with its 95% interval (normal approximation) and A's slowest
move in CPU seconds.  Used for the
screens in docs/ai-strength.md.
"""

from __future__ import annotations

import math

from cpu_screen import count_cpu_time, screen_parser

import fives.games
from fives.ai.arena import jobs, play_game, with_seconds


def main() -> None:
    parser = screen_parser(__doc__.splitlines()[0])
    args = parser.parse_args()
    count_cpu_time()
    game = fives.games.load("torris")
    spec_a, spec_b = with_seconds(args.a, args.seconds, game), with_seconds(args.b, args.seconds, game)
    total = slowest = 0.0
    for job in jobs("torris", spec_a, spec_b, args.games, args.seed, {}):
        played = play_game(job)
        total += played.score
        slowest = max(slowest, played.slowest)
    mean = total / args.games
    half = 1.96 * math.sqrt(mean * (1 - mean) / args.games)
    print(
        f"{args.a} vs {args.b} at {args.seconds} CPU s/move: {total:g}/{args.games} = {mean:.3f} ± {half:.3f}"
        f" (A's slowest move {slowest:.2f} CPU s)"
    )


if __name__ == "__main__":
    main()
