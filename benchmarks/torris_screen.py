"""Torris screens with think times counted in CPU time, so that a loaded machine handicaps both sides alike.

    .venv/bin/python benchmarks/torris_screen.py SPEC_A SPEC_B CPU_SECONDS GAMES SEED [--seat S]
        [--json FILE]

`screen.py` with the game fixed to Torris (the clocks of `fives.ai.search.budget` and `fives.ai.torris.engine`
read `time.process_time`); prints A's score with its 95% interval, by seat, and A's slowest move in
CPU seconds.  Used for the screens in docs/ai-strength.md.
"""

from __future__ import annotations

from screen import main

if __name__ == "__main__":
    main(game_id="torris", players=2)
