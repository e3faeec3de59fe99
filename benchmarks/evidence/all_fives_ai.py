"""All Fives: an agent against greedy_points on duplicate deals, points per round.

Every deal (a shuffled deck, and the opener drawn by lot) is played several times with the
agents' seats swapped: with 2 players A sits in seat 1 and then in seat 2; with 3 players A sits
in each seat in turn against two copies of B; with 4 players A holds P1+P3 and then P2+P4.  Deals
and draws come from the top of the same deck every time, so both sides get the same tiles in the
same seats.  One round is played per deal (a match with ``round_limit=1``).

Per deal: A's mean points in the round (plays and hand points of A's side, the partnership's
with 4 players) and B's mean over the seats B held; the difference A - B is averaged over the
deals with a 95% confidence interval (normal approximation; the deals are independent).

    .venv/bin/python -m benchmarks.evidence.all_fives_ai --players 2 3 4 --rounds 1000 --a pimc:dets=50

Each deal's result is appended to ``--out`` (JSON lines) as it finishes; ``--summarize FILE``
prints the summary of such a file (e.g. of a run that was stopped early).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from multiprocessing import Pool
from pathlib import Path
from typing import Any

import fives.games
from fives.ai import act
from fives.ai.levels import make_agent
from fives.core import CHANCE
from fives.games.all_fives import AllFivesState
from fives.games.all_fives.codes import LOT, LOT_PHASE


def seatings(n: int) -> list[tuple[int, ...]]:
    """A's seats in each play of a deal."""
    if n == 4:
        return [(0, 2), (1, 3)]
    return [(k,) for k in range(n)]


def play_round(
    n: int, seats_a: tuple[int, ...], spec_a: str, spec_b: str, seed: int, play: int
) -> list[float]:
    """One round of the deal ``seed`` with A in ``seats_a``: the points of each side."""
    game = fives.games.load("all_fives")
    state = game.new_state({"players": n, "round_limit": 1, "target": 10000}, seed)
    assert isinstance(state, AllFivesState)
    deal_rng = random.Random(seed)
    deck = list(range(28))
    deal_rng.shuffle(deck)
    lot = deal_rng.randrange(n)
    agents = [make_agent(spec_a if p in seats_a else spec_b, game, n) for p in range(n)]
    rng = random.Random(seed * 10 + play)
    while not state.is_terminal():
        player = state.current_player()
        if player == CHANCE:
            if state.phase == LOT_PHASE:
                state.push(LOT + lot, CHANCE)
            else:
                state.push(next(t for t in deck if state.boneyard >> t & 1), CHANCE)
            continue
        state.push(act(agents[player], state, player, rng), player)
    return list(state.side_scores)


def run_deal(job: tuple[int, str, str, int]) -> dict[str, Any]:
    n, spec_a, spec_b, seed = job
    start = time.perf_counter()
    a_points: list[float] = []
    b_points: list[float] = []
    for play, seats in enumerate(seatings(n)):
        sides = play_round(n, seats, spec_a, spec_b, seed, play)
        a_side = seats[0] % 2 if n == 4 else seats[0]
        a_points.append(sides[a_side])
        b_points.extend(s for k, s in enumerate(sides) if k != a_side)
    a = sum(a_points) / len(a_points)
    b = sum(b_points) / len(b_points)
    return {"players": n, "seed": seed, "a": a, "b": b, "diff": a - b, "seconds": time.perf_counter() - start}


def mean_ci(values: list[float]) -> tuple[float, float]:
    k = len(values)
    mean = sum(values) / k
    var = sum((v - mean) ** 2 for v in values) / (k - 1) if k > 1 else 0.0
    return mean, 1.96 * math.sqrt(var / k)


def summarize(rows: list[dict[str, Any]]) -> str:
    lines = [
        "| players | deals | rounds played | A points/round | B points/round | A - B (95% CI) |",
        "|---|---|---|---|---|---|",
    ]
    for n in sorted({r["players"] for r in rows}):
        mine = [r for r in rows if r["players"] == n]
        a, a_half = mean_ci([r["a"] for r in mine])
        b, b_half = mean_ci([r["b"] for r in mine])
        d, d_half = mean_ci([r["diff"] for r in mine])
        played = len(mine) * len(seatings(n))
        verdict = (
            "significant"
            if d - d_half > 0
            else ("significantly worse" if d + d_half < 0 else "not significant")
        )
        lines.append(
            f"| {n} | {len(mine)} | {played} | {a:.2f} ± {a_half:.2f} | {b:.2f} ± {b_half:.2f} | "
            f"{d:+.2f} ± {d_half:.2f} ({verdict}) |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--rounds", type=int, default=1000, help="deals per player count")
    parser.add_argument("--a", default="pimc:dets=50", help="the agent measured (spec)")
    parser.add_argument("--b", default="greedy_points", help="the baseline (spec)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", type=Path, default=Path("all_fives_ai.jsonl"))
    parser.add_argument("--summarize", type=Path, help="only print the summary of a results file")
    args = parser.parse_args()
    if args.summarize:
        found = [json.loads(line) for line in args.summarize.read_text().splitlines() if line.strip()]
        print(summarize(found))
        return
    # interleaved, so that a run stopped early still has every player count
    jobs = [(n, args.a, args.b, args.seed + k) for k in range(args.rounds) for n in args.players]
    rows: list[dict[str, Any]] = []
    with Pool(args.jobs) as pool, args.out.open("a") as out:
        for k, row in enumerate(pool.imap_unordered(run_deal, jobs), 1):
            row["a_spec"], row["b_spec"] = args.a, args.b
            rows.append(row)
            out.write(json.dumps(row) + "\n")
            out.flush()
            if k % 20 == 0:
                print(f"{k}/{len(jobs)} deals", file=sys.stderr, flush=True)
    print(f"A = {args.a}, B = {args.b}")
    print(summarize(rows))


if __name__ == "__main__":
    main()
