"""Budgets count thinking (CPU time of the thinking thread), and no search falls back on a
random move when its budget runs out."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest

import fives.games
from fives.ai.plugin import ai_plugin
from fives.ai.search.alphabeta import AlphaBetaAgent
from fives.ai.search.budget import Budget, cpu_seconds
from fives.ai.search.mcts import MCTSAgent
from fives.core import State


def test_a_time_budget_counts_cpu_time_not_waiting() -> None:
    """A thread that waits (as a search does on a loaded machine) spends no budget."""
    clock = Budget(seconds=0.05).start()
    time.sleep(0.15)
    assert not clock.out_of_time()
    assert clock.tick()
    began = cpu_seconds()
    while cpu_seconds() - began < 0.08:
        pass
    assert clock.out_of_time()


def fuenf(stones: list[tuple[int, int, str]], to_move: int) -> State[Any]:
    game = fives.games.load("fuenf_gewinnt")
    white = sum(1 for s in stones if s[2] == "W")
    return game.state_from_snapshot(
        {
            "stones": [list(s) for s in stones],
            "in_hand": [16 - white, 16 - (len(stones) - white)],
            "first": 0,
            "to_move": to_move,
        }
    )


# White has four on y=0 (x = 0..3), the cell 4,0 wins; -1,0 is Black's.
FOUR = [
    (-1, 0, "B"),
    (0, 0, "W"),
    (1, 0, "W"),
    (2, 0, "W"),
    (3, 0, "W"),
    (0, 1, "B"),
    (1, 1, "B"),
    (2, 1, "B"),
]


@pytest.mark.parametrize("nodes", [1, 2, 5])
def test_alphabeta_out_of_budget_plays_the_best_move_it_knows(nodes: int) -> None:
    """Depth 1 cannot finish in a few nodes: the move is the evaluation's best, never a random one."""
    game_id = "fuenf_gewinnt"
    for seed in range(12):
        state = fuenf(FOUR, to_move=0)
        agent = AlphaBetaAgent(
            Budget(nodes=nodes), evaluate=ai_plugin(game_id).evaluator(), order=ai_plugin(game_id).order
        )
        assert agent.choose(state, 0, random.Random(seed)) == (4, 0)
        plain = AlphaBetaAgent(Budget(nodes=nodes), evaluate=ai_plugin(game_id).evaluator())  # no ordering
        assert plain.choose(state, 0, random.Random(seed)) == (4, 0)


def test_mcts_with_fewer_simulations_than_moves_plays_the_evaluations_best() -> None:
    state = fuenf(FOUR, to_move=0)
    for seed in range(12):
        agent = MCTSAgent(Budget(nodes=1), evaluate=ai_plugin("fuenf_gewinnt").evaluator())
        assert agent.choose(state, 0, random.Random(seed)) == (4, 0)
