"""``fives arena`` with each side's CPU seconds per move recorded (issue 34's level tables).

    .venv/bin/python -m benchmarks.evidence.arena_cpu OUT.json torris hard medium --games 20 --jobs 1 --seed 1

runs the arena command given after ``OUT.json`` unchanged (the same games: use ``--jobs 1`` so that every
game is played in this process) and writes to ``OUT.json`` every move's CPU seconds of the thinking
thread by agent (its level or spec as the arena names it) with each agent's median and maximum, and
prints them.  The arena's own ``--json`` records the games."""

from __future__ import annotations

import json
import statistics
import sys
from collections import defaultdict
from typing import Any

import fives.ai.measure.arena as arena
from fives.ai.search.budget import cpu_seconds
from fives.cli.main import main as fives_main


def main(argv: list[str]) -> int:
    out, rest = argv[0], argv[1:]
    if "--jobs" not in rest or rest[rest.index("--jobs") + 1] != "1":
        raise SystemExit("use --jobs 1: the moves are timed in this process")
    times: dict[str, list[float]] = defaultdict(list)
    act = arena.act

    def timed(agent: Any, state: Any, player: int, rng: Any) -> Any:
        start = cpu_seconds()
        action = act(agent, state, player, rng)
        times[str(agent.name)].append(cpu_seconds() - start)
        return action

    arena.act = timed
    code = fives_main(["arena", *rest])
    summary = {
        name: {"moves": len(t), "median": statistics.median(t), "max": max(t), "seconds": t}
        for name, t in times.items()
    }
    with open(out, "w", encoding="utf-8") as f:
        json.dump(summary, f)
    for name, row in summary.items():
        print(f"{name}: {row['moves']} moves, CPU s a move median {row['median']:.3f}, max {row['max']:.3f}")
    return int(code or 0)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
