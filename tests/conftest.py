"""Shared test helpers."""

from __future__ import annotations

import os
import random
from typing import Any

# engines that keep their own copy of a game's rules raise on a disagreement with the rules module
# instead of playing a random legal move (also in the server's worker processes, which inherit it)
os.environ["FIVES_STRICT_ENGINES"] = "1"

from fives.core import Game, State, random_step


def play_random(game: Game[Any], options: dict[str, Any], seed: int, steps: int | None = None) -> State[Any]:
    """A state reached by random play (chance from the seed, choices from a seeded rng)."""
    state = game.new_state(options, seed)
    rng = random.Random(seed)
    count = 0
    while not state.is_terminal() and (steps is None or count < steps):
        random_step(state, rng)
        count += 1
    return state
