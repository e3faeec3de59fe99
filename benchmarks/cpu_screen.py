"""What the CPU-time screens share (`screen.py` and its one-game forms, `torris_blunders.py`).

A screen plays the arena's games in one process with every search clock reading
`time.process_time` instead of `time.perf_counter`, so that a loaded machine handicaps both sides
alike: each gets the same CPU time per move whatever else runs.
"""

from __future__ import annotations

import argparse
import time
import types

import fives.ai.measure.arena
import fives.ai.search.budget
import fives.ai.torris.engine


def screen_parser(description: str, *, game: bool = False) -> argparse.ArgumentParser:
    """The arguments every screen takes: the two specs, CPU seconds per move, games and seed (after
    the game's id, with ``game``)."""
    parser = argparse.ArgumentParser(description=description)
    if game:
        parser.add_argument("game")
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("seconds", type=float, help="CPU seconds per move for both")
    parser.add_argument("games", type=int)
    parser.add_argument("seed", type=int)
    return parser


def count_cpu_time() -> None:
    """Make the search clocks (`fives.ai.search.budget`, and Torris's own in `fives.ai.torris.engine`) and the
    arena's timing of each move (`GameResult.slowest`) read CPU time from now on, in this process."""
    cpu_clock = types.SimpleNamespace(perf_counter=time.process_time)
    fives.ai.measure.arena.time = cpu_clock  # type: ignore[assignment,attr-defined]
    fives.ai.search.budget.time = cpu_clock  # type: ignore[assignment,attr-defined]
    fives.ai.torris.engine.time = cpu_clock  # type: ignore[assignment,attr-defined]
