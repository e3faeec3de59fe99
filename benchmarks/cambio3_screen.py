"""Three-player Cambio screens with think times counted in CPU time (a loaded machine handicaps all alike).

    .venv/bin/python benchmarks/cambio3_screen.py SPEC_A SPEC_B CPU_SECONDS GAMES SEED [--seat S]
        [--json FILE]

`screen.py` with the game fixed to Cambio with three players: A in one seat against two copies of B,
seats rotated, seeded.  Prints A's score with its 95% interval, A's sole wins, shared wins and
losses, the score by seat, and the slowest move of A (CPU seconds); ``--json`` records every game
(seed, seat, score, length, returns, actions), as `cambio3_evidence.py` and `cambio3_random_loss.py`
read them.  Used for the Cambio 3p screens in docs/ai-strength.md.
"""

from __future__ import annotations

from screen import main

if __name__ == "__main__":
    main(game_id="cambio", players=3)
