"""The arena CLI with every move's CPU time recorded, per agent spec (both sides, not only A's slowest).

    PYTHONPATH=$PWD/src python -m benchmarks.evidence.arena_cpu --cpu-out cpu.json all_fives hard medium \
        --games 20 --jobs 1 --seed 1 --json out.json

Runs `fives arena` in this process (so ``--jobs 1`` only) after wrapping the arena's `make_agent` (to
tag each agent with its spec) and `act` (to time each decision in CPU seconds of this thread).
Decisions with one legal action count too (they are answered at once).  Prints, and writes to
``--cpu-out``, per spec: decisions, median, 90th percentile and max CPU seconds.

``--partners`` (first, before the arena's arguments; four players): A holds a whole partnership,
seats 1 and 3 in even games and 2 and 4 in odd ones, against B's partnership, instead of one seat
beside a partner B.  The arena's head-to-head share is then the share of matches A's partnership
won (a tie 1/2); its "score" column is not meaningful there.
"""

from __future__ import annotations

import json
import statistics
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import fives.ai.measure.arena as arena
from fives.ai.search.budget import cpu_seconds
from fives.cli.main import main as fives_main

TIMES: dict[str, list[float]] = {}


def summary() -> dict[str, dict[str, float]]:
    out: dict[str, dict[str, float]] = {}
    for spec, times in TIMES.items():
        ordered = sorted(times)
        out[spec] = {
            "decisions": len(ordered),
            "median": statistics.median(ordered),
            "p90": ordered[int(0.9 * (len(ordered) - 1))],
            "max": ordered[-1],
        }
    return out


def partner_jobs(
    game_id: str, spec_a: str, spec_b: str, games: int, seed: int, options: dict[str, Any]
) -> Iterator[Any]:
    """Four players: game k gives A the partnership k mod 2 (seats k mod 2 and k mod 2 + 2)."""
    for k in range(games):
        side = k % 2
        specs = tuple(spec_a if p % 2 == side else spec_b for p in range(4))
        yield arena.GameJob(game_id, dict(options), specs, seed + k // 2, (side, side + 2))


def main() -> int:
    argv = sys.argv[1:]
    cpu_out = None
    if argv[:1] == ["--cpu-out"]:
        cpu_out, argv = Path(argv[1]), argv[2:]
    if argv[:1] == ["--partners"]:
        argv = argv[1:]
        setattr(arena, "jobs", partner_jobs)  # noqa: B010
    original_make, original_act = getattr(arena, "make_agent"), getattr(arena, "act")  # noqa: B009

    def make_agent(spec: str, game: Any, players: int | None = None) -> Any:
        agent = original_make(spec, game, players)
        setattr(agent, "_arena_spec", spec)  # noqa: B010
        return agent

    def act(agent: Any, state: Any, player: int, rng: Any) -> Any:
        start = cpu_seconds()
        action = original_act(agent, state, player, rng)
        TIMES.setdefault(getattr(agent, "_arena_spec", "?"), []).append(cpu_seconds() - start)
        return action

    setattr(arena, "make_agent", make_agent)  # noqa: B010
    setattr(arena, "act", act)  # noqa: B010
    code = fives_main(["arena", *argv])
    result = summary()
    for spec, row in result.items():
        print(
            f"CPU s per decision, {spec}: {row['decisions']:.0f} decisions, median {row['median']:.4f}, "
            f"p90 {row['p90']:.4f}, max {row['max']:.4f}"
        )
    if cpu_out is not None:
        cpu_out.write_text(json.dumps(result, indent=1), encoding="utf-8")
    return code


if __name__ == "__main__":
    raise SystemExit(main())
