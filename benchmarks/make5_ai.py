"""Make 5: mean sorter score and MAKE FIVE rate for every pairing of sorter and Chaot agents.

Single games (option ``games=1``, P1 sorts): the sorter agent plays seat 1, the Chaot agent
seat 2.  Game ``k`` of every pairing uses seed ``seed + k``, so all pairings see the same chance
events as far as their play allows (the draws come from each game's own seeded random source).
Both cores by default (``--jobs 2``).

    .venv/bin/python benchmarks/make5_ai.py --games 500 --jobs 2
    .venv/bin/python benchmarks/make5_ai.py --games 100 --agents random=random,hard=make5:depth=1
"""

from __future__ import annotations

import argparse
import math
import random
import time
from concurrent.futures import ProcessPoolExecutor

import fives.games
from fives.ai import act
from fives.ai.levels import make_agent
from fives.core import CHANCE

DEFAULT_AGENTS = "random=random,greedy=make5:depth=0,hard=hard"


def play(job: tuple[str, str, int]) -> tuple[int, float, int, float, int]:
    """One game: the sorter's score, and the seconds and decisions of sorter and Chaot."""
    sorter_spec, chaot_spec, seed = job
    game = fives.games.load("make5")
    state = game.new_state({"games": 1, "first": "1"}, seed)
    agents = [make_agent(sorter_spec, game), make_agent(chaot_spec, game)]
    rng = random.Random(seed)
    chance = random.Random(f"make5-bench:{seed}")
    seconds = [0.0, 0.0]
    moves = [0, 0]
    while not state.is_terminal():
        player = state.current_player()
        if player == CHANCE:
            state.push(state.sample_chance(chance), CHANCE)
            continue
        start = time.process_time()
        action = act(agents[player], state, player, rng)
        seconds[player] += time.process_time() - start
        moves[player] += 1
        state.push(action, player)
    return state.results[0][1], seconds[0], moves[0], seconds[1], moves[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--agents", default=DEFAULT_AGENTS, help="label=spec,... (each as sorter and Chaot)")
    parser.add_argument(
        "--only", default="", help="sorter/chaot label pairs to run, e.g. hard/greedy,random/hard"
    )
    args = parser.parse_args()
    agents = dict(item.split("=", 1) for item in args.agents.split(","))
    pairs = [(s, c) for s in agents for c in agents]
    if args.only:
        pairs = [tuple(p.split("/")) for p in args.only.split(",")]  # type: ignore[misc]
    print(
        f"{args.games} games per pairing, seeds {args.seed}..{args.seed + args.games - 1}; agents: {agents}"
    )
    print(
        "| sorter | Chaot | games | mean sorter score (95% CI) | MAKE FIVE | s/move sorter | s/move Chaot |"
    )
    print("|---|---|---|---|---|---|---|")
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for sorter, chaot in pairs:
            todo = [(agents[sorter], agents[chaot], args.seed + k) for k in range(args.games)]
            results = list(pool.map(play, todo, chunksize=4))
            scores = [r[0] for r in results]
            n = len(scores)
            mean = sum(scores) / n
            var = sum((x - mean) ** 2 for x in scores) / (n - 1) if n > 1 else 0.0
            half = 1.96 * math.sqrt(var / n)
            fives_ = sum(1 for x in scores if x == 25)
            s_sorter = sum(r[1] for r in results) / max(1, sum(r[2] for r in results))
            s_chaot = sum(r[3] for r in results) / max(1, sum(r[4] for r in results))
            print(
                f"| {sorter} | {chaot} | {n} | {mean:.2f} ± {half:.2f} | {100 * fives_ / n:.1f}% ({fives_}) "
                f"| {s_sorter:.3f} | {s_chaot:.3f} |",
                flush=True,
            )


if __name__ == "__main__":
    main()
