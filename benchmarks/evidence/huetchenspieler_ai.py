"""Hütchenspieler: the share of the shuffler's stones each seeker level wins, against the random
and the smart shuffler.

Two players; in every game the seeker seat (level careless 0.5, normal 0.8, sharp 0.97) plays
against a shuffler seat of the given kind; only the turns where the measured seat seeks count
(two turns per game, 4 stones each).  Seats alternate between games so either may start.  The
figure is stones won / stones laid out, with a 95% confidence interval over games.

    .venv/bin/python -m benchmarks.evidence.huetchenspieler_ai --games 2000 --jobs 2
"""

from __future__ import annotations

import argparse
import math
import random
import time
from concurrent.futures import ProcessPoolExecutor

import fives.games
from fives.ai import act
from fives.core import CHANCE
from fives.games.huetchenspieler.ai.seeker import LEVELS, HuetchenspielerAgent

SHUFFLERS = ("random", "smart")


def play(job: tuple[str, str, int]) -> int:
    """Stones the seeker of ``level`` wins in one game against a shuffler of ``kind``."""
    level, kind, seed = job
    game = fives.games.load("huetchenspieler")
    state = game.new_state({"players": 2, "first": "lot"}, seed)
    seat = seed % 2
    agents = [
        HuetchenspielerAgent(level, seed=seed * 2),
        HuetchenspielerAgent("normal", seed=seed * 2 + 1, shuffler=kind),
    ]
    if seat == 1:
        agents.reverse()
    rng = random.Random(seed)
    while not state.is_terminal():
        player = state.current_player()
        if player == CHANCE:
            state.push(state.sample_chance(rng), CHANCE)
            continue
        state.push(act(agents[player], state, player, rng), player)
        for p, agent in enumerate(agents):
            agent.observe(state.view(p))
    outcome = state.outcome()
    assert outcome is not None
    return int(outcome.details["won"][seat])


def measure(level: str, kind: str, games: int, seed: int, jobs: int) -> tuple[float, float]:
    todo = [(level, kind, seed + k) for k in range(games)]
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            won = list(pool.map(play, todo, chunksize=50))
    else:
        won = [play(job) for job in todo]
    shares = [w / 8 for w in won]  # two turns of four stones per game
    mean = sum(shares) / games
    var = sum((x - mean) ** 2 for x in shares) / (games - 1)
    return mean, 1.96 * math.sqrt(var / games)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    start = time.perf_counter()
    print(f"{args.games} games per cell, seed {args.seed}")
    print("| seeker | attention | vs random shuffler | vs smart shuffler |")
    print("|---|---|---|---|")
    for level, attention in LEVELS.items():
        cells = []
        for kind in SHUFFLERS:
            mean, half = measure(level, kind, args.games, args.seed, args.jobs)
            cells.append(f"{100 * mean:.1f}% ± {100 * half:.1f}")
        print(f"| {level} | {attention} | {cells[0]} | {cells[1]} |", flush=True)
    print(f"({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
