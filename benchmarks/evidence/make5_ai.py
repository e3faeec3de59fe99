"""Make 5: mean sorter score and MAKE FIVE rate for every pairing of sorter and Chaot agents.

Single games (option ``games=1``, P1 sorts): the sorter agent plays seat 1, the Chaot agent
seat 2.  Game ``k`` of every pairing uses seed ``seed + k``, so all pairings see the same chance
events as far as their play allows (the draws come from each game's own seeded random source).
Both cores by default (``--jobs 2``).  The games of all pairings are interleaved (seed by seed)
and each result is appended to ``--out`` (JSON lines) as it comes, so a run stopped early still
leaves every pairing with about the same number of games; a run with the same ``--out`` resumes,
and ``--summary`` prints the table from the file alone.

    .venv/bin/python -m benchmarks.evidence.make5_ai --games 500 --jobs 2 --out make5.jsonl
    .venv/bin/python -m benchmarks.evidence.make5_ai --summary --out make5.jsonl
    .venv/bin/python -m benchmarks.evidence.make5_ai --games 100 --agents random=random,hard=make5:depth=1
"""

from __future__ import annotations

import argparse
import json
import math
import random
import time
from concurrent.futures import ProcessPoolExecutor

import fives.games
from fives.ai import act
from fives.ai.levels import make_agent
from fives.core import CHANCE
from fives.games.make5 import Make5State

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
    assert isinstance(state, Make5State)
    return state.results[0][1], seconds[0], moves[0], seconds[1], moves[1]


def table(records: list[dict[str, object]], pairs: list[tuple[str, str]]) -> None:
    print(
        "| sorter | Chaot | games | mean sorter score (95% CI) | MAKE FIVE | s/move sorter | s/move Chaot |"
    )
    print("|---|---|---|---|---|---|---|")
    for sorter, chaot in pairs:
        mine = [r for r in records if r["sorter"] == sorter and r["chaot"] == chaot]
        if not mine:
            continue
        scores = [int(str(r["score"])) for r in mine]
        n = len(scores)
        mean = sum(scores) / n
        var = sum((x - mean) ** 2 for x in scores) / (n - 1) if n > 1 else 0.0
        half = 1.96 * math.sqrt(var / n)
        fives_ = sum(1 for x in scores if x == 25)
        s_sorter = sum(float(str(r["sorter_s"])) for r in mine) / max(
            1, sum(int(str(r["sorter_n"])) for r in mine)
        )
        s_chaot = sum(float(str(r["chaot_s"])) for r in mine) / max(
            1, sum(int(str(r["chaot_n"])) for r in mine)
        )
        print(
            f"| {sorter} | {chaot} | {n} | {mean:.2f} ± {half:.2f} | {100 * fives_ / n:.1f}% ({fives_}) "
            f"| {s_sorter:.3f} | {s_chaot:.3f} |",
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--agents", default=DEFAULT_AGENTS, help="label=spec,... (each as sorter and Chaot)")
    parser.add_argument(
        "--only", default="", help="sorter/chaot label pairs to run, e.g. hard/greedy,random/hard"
    )
    parser.add_argument("--out", default="", help="append each game's result to this JSON-lines file")
    parser.add_argument("--summary", action="store_true", help="only print the table from --out")
    args = parser.parse_args()
    agents = dict(item.split("=", 1) for item in args.agents.split(","))
    pairs = [(s, c) for s in agents for c in agents]
    if args.only:
        pairs = [(p.split("/")[0], p.split("/")[1]) for p in args.only.split(",")]
    records: list[dict[str, object]] = []
    if args.out:
        try:
            with open(args.out) as file:
                records = [json.loads(line) for line in file if line.strip()]
        except FileNotFoundError:
            pass
    if args.summary:
        table(records, pairs)
        return
    done = {(str(r["sorter"]), str(r["chaot"]), int(str(r["seed"]))) for r in records}
    todo = [
        (sorter, chaot, args.seed + k)
        for k in range(args.games)
        for sorter, chaot in pairs
        if (sorter, chaot, args.seed + k) not in done
    ]
    print(
        f"up to {args.games} games per pairing, seeds {args.seed}..{args.seed + args.games - 1}; "
        f"agents: {agents}"
    )
    out = open(args.out, "a") if args.out else None  # noqa: SIM115
    jobs = [(agents[s], agents[c], seed) for s, c, seed in todo]
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for (sorter, chaot, seed), result in zip(todo, pool.map(play, jobs, chunksize=2), strict=True):
            record: dict[str, object] = {
                "sorter": sorter,
                "chaot": chaot,
                "sorter_spec": agents[sorter],
                "chaot_spec": agents[chaot],
                "seed": seed,
                "score": result[0],
                "sorter_s": result[1],
                "sorter_n": result[2],
                "chaot_s": result[3],
                "chaot_n": result[4],
            }
            records.append(record)
            if out is not None:
                out.write(json.dumps(record) + "\n")
                out.flush()
    if out is not None:
        out.close()
    table(records, pairs)


if __name__ == "__main__":
    main()
