"""Fünf gewinnt's threats (`fives.ai.fuenf_gewinnt.tactics`) against the rules-only oracle, on
positions of random games, placement and afterplay; and Make 5's fast last-move value against the
rules' scoring."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tactics_oracle import not_losing_at_once, wins_now

import fives.games
from fives.ai.fuenf_gewinnt.tactics import safe_moves, winning_moves
from fives.ai.make5.engine import final_value
from fives.core import CHANCE, State
from fives.games.fuenf_gewinnt import FuenfGewinntState
from fives.games.make5 import board_score


def random_position(seed: int, moves: int) -> State[Any]:
    rng = random.Random(seed)
    state = fives.games.load("fuenf_gewinnt").new_state({}, seed)
    for _ in range(moves):
        player = state.current_player()
        if player == CHANCE:
            state.apply(state.sample_chance(rng), CHANCE)
            continue
        if state.is_terminal():
            break
        state.apply(rng.choice(state.legal_actions(player)), player)
    return state


@pytest.mark.slow  # the oracle tries every reply to every move: seconds in the afterplay
@pytest.mark.parametrize(
    ("seed", "moves"),
    [
        (5, 36),  # the opponent has an open four, and one held by our stone
        (5, 40),  # a four of the opponent's held by our stone: lifting it loses
        (1, 42),  # our own win now
    ],
)
def test_the_threats_agree_with_the_oracle_in_the_afterplay(seed: int, moves: int) -> None:
    state = random_position(seed, moves)
    assert isinstance(state, FuenfGewinntState)
    assert state.afterplay and not state.is_terminal()
    player = state.current_player()
    legal = state.legal_actions(player)
    assert len(legal) > 100
    assert sorted(winning_moves(state, player, legal)) == sorted(wins_now(state, player))
    assert sorted(safe_moves(state, player, legal)) == sorted(not_losing_at_once(state, player))


@settings(max_examples=300, deadline=None)
@given(st.permutations([c for c in range(5) for _ in range(5)]))
def test_make5_last_move_value_is_the_best_score_the_rules_give(tokens: list[int]) -> None:
    board = tuple(tuple(tokens[5 * lane : 5 * lane + 5]) for lane in range(5))
    best = board_score(board)
    for r, lane in enumerate(board):
        for k in range(4):
            lanes = list(board)
            lanes[r] = lane[:k] + lane[k + 1 :] + (lane[k],)
            best = max(best, board_score(tuple(lanes)))
    assert final_value(board) == best
