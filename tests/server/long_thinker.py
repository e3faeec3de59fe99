"""``fives serve`` with a computer that thinks long, for the tests that stop a server while its
computer player thinks (`test_reliability_shutdown`).

Since issue 34 no offered level thinks longer than 0.5 CPU s a move (a long think is what one
hostile address would use to starve the others), too short to send a signal into.  Here three-player
Zahlenpoker's ``max`` is configured explicitly as the opponent model searching `SECONDS` a move
(``model:seconds=3``, the level it was before).  Run as a script, ``python tests/server/long_thinker.py
serve ...``: the server's worker processes are spawned, and a spawned process runs its parent's main
script first (as ``__mp_main__``), so the workers play the same level as the server charges for.
"""

from __future__ import annotations

import sys

from fives.games.zahlenpoker.ai.levels import LEVELS_BY_PLAYERS

#: CPU seconds a move of three-player Zahlenpoker's ``max`` here
SECONDS = 3.0
LEVELS_BY_PLAYERS[3]["max"] = f"model:seconds={SECONDS:g}"

if __name__ == "__main__":
    from fives.cli.main import main

    sys.exit(main())
