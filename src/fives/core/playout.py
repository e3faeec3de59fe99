"""Driving a game with random choices (tests, benchmarks, random seats)."""

from __future__ import annotations

import random
from typing import Any

from .game import State
from .nodes import CHANCE, SIMULTANEOUS, TERMINAL


def random_step(state: State[Any], rng: random.Random) -> None:
    """Apply one random legal action (a chance outcome at chance nodes, drawn from the seed).

    At a SIMULTANEOUS node one acting player, chosen at random, submits a random choice.
    """
    player = state.current_player()
    if player == TERMINAL:
        raise ValueError("the game is over")
    if player == CHANCE:
        state.push(state.sample_chance(), CHANCE)
        return
    if player == SIMULTANEOUS:
        player = rng.choice(state.acting_players())
    state.push(rng.choice(state.legal_actions(player)), player)


def random_playout(state: State[Any], rng: random.Random, max_steps: int | None = None) -> State[Any]:
    """Play random legal actions until the game ends (or ``max_steps`` actions); returns the state."""
    steps = 0
    while not state.is_terminal() and (max_steps is None or steps < max_steps):
        random_step(state, rng)
        steps += 1
    return state
