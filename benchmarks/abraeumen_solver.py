"""Measurements of the Abräumen solver (quoted in docs/ai/abraeumen_solver.md).

Run: ``.venv/bin/python benchmarks/abraeumen_solver.py [--positions N] [--seed S]``

Every timing starts from empty dead-position tables (``clear_tables``) unless it says "warm".
1. The start position: solve time, solution length, replay in the real game.
2. Solvable end squares from the start: the squares, their count, the time.
3. Hints (cold) on N positions with 20 to 28 stones, each reached from the start by random
   jumps (seeded): median, 90th percentile, maximum, how many took over 1 s, the slowest ones.
4. Hints (warm) along random games from the start: a hint before every jump while the board
   has 20 or more stones, the tables kept between hints as in a real game.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import fives.games
from fives.ai import abraeumen_solver as solver
from fives.games.abraeumen import START, AbraeumenState, square_name


def board(occupied: int) -> str:
    return "/".join(
        "".join("o" if occupied >> (r * 6 + c) & 1 else "." for c in range(6)) for r in range(5, -1, -1)
    )


def random_position(rng: random.Random) -> AbraeumenState:
    game = fives.games.load("abraeumen")
    while True:
        state = game.new_state()
        assert isinstance(state, AbraeumenState)
        target = rng.randint(20, 28)
        while state.stones() > target and not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
        if state.stones() == target:
            return state


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=10)
    args = parser.parse_args()
    game = fives.games.load("abraeumen")

    solver.clear_tables()
    t0 = time.perf_counter()
    solution = solver.solve(START)
    elapsed = time.perf_counter() - t0
    assert solution is not None
    state = game.new_state()
    for action in solution:
        state.apply(action)
    assert isinstance(state, AbraeumenState)
    print(f"start: solved in {elapsed * 1000:.1f} ms, {len(solution)} jumps, replay leaves {state.stones()}")
    print("  " + " ".join(state.action_to_string(a) for a in solution))

    solver.clear_tables()
    t0 = time.perf_counter()
    ends = solver.solvable_end_squares(START)
    elapsed = time.perf_counter() - t0
    names = ", ".join(square_name(s) for s in ends)
    print(f"start: {len(ends)} solvable end squares ({names}) in {elapsed * 1000:.1f} ms")

    rng = random.Random(args.seed)
    times: list[tuple[float, int, bool, int]] = []
    for _ in range(max(1, args.positions)):
        position = random_position(rng)
        solver.clear_tables()
        t0 = time.perf_counter()
        result = solver.hint(position)
        times.append((time.perf_counter() - t0, position.occupied, result.solvable, solver.table_size()))
    seconds = sorted(t for t, *_ in times)
    solvable = sum(1 for _, _, s, _ in times if s)
    print(
        f"hints (cold) on {len(times)} positions with 20-28 stones ({solvable} solvable): "
        f"median {statistics.median(seconds) * 1000:.0f} ms, "
        f"90% {seconds[int(0.9 * len(seconds))] * 1000:.0f} ms, max {seconds[-1]:.2f} s, "
        f"over 1 s: {sum(1 for t in seconds if t > 1)}"
    )
    for t, occupied, ok, entries in sorted(times, reverse=True)[:5]:
        kind = "solvable" if ok else "unsolvable"
        stones = occupied.bit_count()
        print(f"  {t:6.2f} s  {stones} stones  {kind:10}  {entries} table entries  {board(occupied)}")

    solver.clear_tables()
    warm: list[tuple[float, int, bool]] = []
    for _ in range(args.games):
        state = game.new_state()
        assert isinstance(state, AbraeumenState)
        while not state.is_terminal() and state.stones() >= 20:
            t0 = time.perf_counter()
            result = solver.hint(state)
            warm.append((time.perf_counter() - t0, state.occupied, result.solvable))
            state.apply(rng.choice(state.legal_actions()))
    warm.sort(reverse=True)
    seconds = [t for t, _, _ in warm]
    print(
        f"hints (warm) along {args.games} random games, {len(warm)} positions with 20+ stones: "
        f"median {statistics.median(seconds) * 1000:.0f} ms, max {seconds[0]:.2f} s, "
        f"over 1 s: {sum(1 for t in seconds if t > 1)}"
    )
    for t, occupied, ok in warm[:3]:
        kind = "solvable" if ok else "unsolvable"
        print(f"  {t:6.2f} s  {occupied.bit_count()} stones  {kind:10}  {board(occupied)}")


if __name__ == "__main__":
    main()
