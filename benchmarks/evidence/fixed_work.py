"""The same fixed work for any commit, to time two commits as whole processes, alternately.

Random games of all eight games from fixed seeds: each move's legal moves, the move applied, and
(unless ``noviews``) every viewer's view at every fourth move, as a server makes them.  It prints
the number of moves, which must be the same on both commits (the same games were played).

    python -m benchmarks.evidence.fixed_work 3            # 3 games a game, with the views
    python -m benchmarks.evidence.fixed_work 150 noviews  # the rules alone

Run it from a checkout of each commit (``PYTHONPATH=<checkout>/src``), A and B in turn, and
compare the user + system CPU seconds of the whole process (e.g. ``/usr/bin/time -f "%U %S"``),
taking the median of the pairwise ratios.  It names the games itself (not ``fives.games.ids()``),
so that commits with different registries do the same work.
"""

from __future__ import annotations

import random
import sys

import fives.games
from fives.core import CHANCE, SIMULTANEOUS

GAMES = (
    "abraeumen",
    "all_fives",
    "cambio",
    "fuenf_gewinnt",
    "huetchenspieler",
    "make5",
    "torris",
    "zahlenpoker",
)


def work(games_each: int, views: bool) -> int:
    moves = 0
    for game_id in GAMES:
        game = fives.games.load(game_id)
        for seed in range(games_each):
            rng = random.Random(seed)
            state = game.new_state({}, seed)
            viewers = [None, *range(state.num_players)]
            while not state.is_terminal():
                player = state.current_player()
                if player == CHANCE:
                    state.apply(state.sample_chance(rng))
                else:
                    if player == SIMULTANEOUS:
                        player = rng.choice(state.acting_players())
                    state.apply(rng.choice(state.legal_actions(player)), player)
                moves += 1
                if views and moves % 4 == 0:
                    for viewer in viewers:
                        state.view(viewer)
    return moves


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    print(work(count, views=len(sys.argv) <= 2 or sys.argv[2] != "noviews"))
