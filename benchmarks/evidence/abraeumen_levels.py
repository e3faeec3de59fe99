"""Abräumen's levels (issue 34): stones left and CPU a jump for an agent spec over seeded games.

Run: ``PYTHONPATH=src python -m benchmarks.evidence.abraeumen_levels SPEC GAMES FIRST_SEED``; prints one
JSON line: games cleared to one stone, the mean stones left with a 95% interval (normal
approximation), every game's stones left, and the CPU seconds of ``act`` a jump (median, max).
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time

import fives.games
from fives.ai import act
from fives.ai.levels import make_agent


def main(spec: str, games: int, first: int) -> None:
    game = fives.games.load("abraeumen")
    left: list[int] = []
    times: list[float] = []
    for seed in range(first, first + games):
        agent = make_agent(spec, game, 1)
        state = game.new_state({}, seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            began = time.process_time()
            action = act(agent, state, 0, rng)
            times.append(time.process_time() - began)
            state.push(action, 0)
        left.append(int(state.scores()[0]))
    mean = statistics.mean(left)
    half = 1.96 * (statistics.stdev(left) if games > 1 else 0.0) / games**0.5
    print(
        json.dumps(
            {
                "spec": spec,
                "games": games,
                "seeds": [first, first + games - 1],
                "cleared": sum(1 for n in left if n == 1),
                "mean_left": round(mean, 3),
                "ci95": [round(mean - half, 3), round(mean + half, 3)],
                "left": left,
                "cpu_median": round(statistics.median(times), 5),
                "cpu_max": round(max(times), 4),
            }
        )
    )


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))
