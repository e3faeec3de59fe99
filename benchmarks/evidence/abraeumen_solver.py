"""Measurements of the Abräumen solver (quoted in docs/ai/abraeumen_solver.md).

Run: ``.venv/bin/python -m benchmarks.evidence.abraeumen_solver [--positions N] [--seed S] [--ends E]
[--games G]`` (``--ends 0`` / ``--games 0`` skip parts 4 / 5).

Every timing starts from empty dead-position tables (``clear_tables``) unless it says "warm".
Times are CPU seconds of this process (``time.process_time``), which do not grow when other
programs share the machine; the wall-clock time is printed beside them.
1. The start position: solve time, solution length, replay in the real game.
2. Solvable end squares from the start: the squares, their count, the time.
3. Hints (cold) on N positions with 20 to 28 stones, each reached from the start by random
   jumps (seeded): median, 90th percentile, maximum, how many took over 1 s, the slowest ones.
4. Solvable end squares (cold) of the first ``--ends`` of those positions.
5. Hints (warm) along random games from the start: a hint before every jump while the board
   has 20 or more stones, the tables kept between hints as in a real game.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import fives.games
from fives.games.abraeumen import START, AbraeumenState, square_name
from fives.games.abraeumen.ai import solver


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


class Timer:
    """CPU and wall-clock seconds of a block."""

    def __enter__(self) -> Timer:
        self.cpu0, self.wall0 = time.process_time(), time.perf_counter()
        return self

    def __exit__(self, *exc: object) -> None:
        self.cpu = time.process_time() - self.cpu0
        self.wall = time.perf_counter() - self.wall0


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--ends", type=int, default=20)
    args = parser.parse_args()
    game = fives.games.load("abraeumen")

    solver.clear_tables()
    with Timer() as timer:
        solution = solver.solve(START)
    assert solution is not None
    state = game.new_state()
    for action in solution:
        state.apply(action)
    assert isinstance(state, AbraeumenState)
    print(
        f"start: solved in {timer.cpu * 1000:.1f} ms CPU ({timer.wall * 1000:.1f} ms wall), "
        f"{len(solution)} jumps, replay leaves {state.stones()}"
    )
    print("  " + " ".join(state.action_to_string(a) for a in solution))

    solver.clear_tables()
    with Timer() as timer:
        ends = solver.solvable_end_squares(START)
    names = ", ".join(square_name(s) for s in ends)
    print(
        f"start: {len(ends)} solvable end squares ({names}) in {timer.cpu * 1000:.1f} ms CPU "
        f"({timer.wall * 1000:.1f} ms wall)"
    )

    rng = random.Random(args.seed)
    times: list[tuple[float, float, int, bool, int]] = []
    positions: list[int] = []
    for _ in range(max(1, args.positions)):
        position = random_position(rng)
        positions.append(position.occupied)
        solver.clear_tables()
        with Timer() as timer:
            result = solver.hint(position)
        times.append((timer.cpu, timer.wall, position.occupied, result.solvable, solver.table_size()))
    summary("hints (cold) on", "positions with 20-28 stones", times)
    for cpu, wall, occupied, ok, entries in sorted(times, reverse=True)[:5]:
        kind = "solvable" if ok else "unsolvable"
        stones = occupied.bit_count()
        print(
            f"  {cpu:5.2f} s CPU ({wall:5.2f} s wall)  {stones} stones  {kind:10}  "
            f"{entries:7} table entries  {board(occupied)}"
        )

    ends_times: list[tuple[float, float, int, bool, int]] = []
    counts = []
    for occupied in positions[: args.ends]:
        solver.clear_tables()
        with Timer() as timer:
            squares = solver.solvable_end_squares(occupied)
        counts.append(len(squares))
        ends_times.append((timer.cpu, timer.wall, occupied, bool(squares), 0))
    if ends_times:
        summary("end squares (cold) of the first", "of those positions", ends_times)
        print(f"  end squares per position: {sorted(counts)}")

    solver.clear_tables()
    warm: list[tuple[float, float, int, bool, int]] = []
    for _ in range(args.games):
        state = game.new_state()
        assert isinstance(state, AbraeumenState)
        while not state.is_terminal() and state.stones() >= 20:
            with Timer() as timer:
                result = solver.hint(state)
            warm.append((timer.cpu, timer.wall, state.occupied, result.solvable, 0))
            state.apply(rng.choice(state.legal_actions()))
    if not warm:
        return
    summary(f"hints (warm) along {args.games} random games,", "positions with 20+ stones", warm)
    for cpu, wall, occupied, ok, _ in sorted(warm, reverse=True)[:3]:
        kind = "solvable" if ok else "unsolvable"
        stones = occupied.bit_count()
        print(f"  {cpu:5.2f} s CPU ({wall:5.2f} s wall)  {stones} stones  {kind:10}  {board(occupied)}")


def summary(prefix: str, what: str, times: list[tuple[float, float, int, bool, int]]) -> None:
    cpu = sorted(t[0] for t in times)
    wall = sorted(t[1] for t in times)
    solvable = sum(1 for t in times if t[3])
    print(
        f"{prefix} {len(times)} {what} ({solvable} solvable): "
        f"CPU median {statistics.median(cpu) * 1000:.0f} ms, "
        f"90% {cpu[int(0.9 * len(cpu))] * 1000:.0f} ms, 99% {cpu[int(0.99 * len(cpu))] * 1000:.0f} ms, "
        f"max {cpu[-1]:.2f} s, over 0.5 s: {sum(1 for t in cpu if t > 0.5)}, over 1 s: "
        f"{sum(1 for t in cpu if t > 1)}; wall median {statistics.median(wall) * 1000:.0f} ms, "
        f"max {wall[-1]:.2f} s, over 1 s: {sum(1 for t in wall if t > 1)}"
    )


if __name__ == "__main__":
    main()
