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


def _all_windows(board: dict[tuple[int, int], int]) -> list[list[int | None]]:
    """Every window of five that touches the stones' area, as its five cells' contents."""
    found = []
    for x in range(-10, 11):
        for y in range(-10, 11):
            for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1)):
                cells = [board.get((x + i * dx, y + i * dy)) for i in range(5)]
                if any(c is not None for c in cells):
                    found.append(cells)
    return found


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.tuples(st.integers(-4, 4), st.integers(-4, 4)), st.integers(0, 1), max_size=30))
def test_the_shared_window_scan_counts_every_window_once(board: dict[tuple[int, int], int]) -> None:
    """`windows`/`stones_in` (shared by the evaluation, the tactics and the hints) against a
    brute force over every window of five."""
    from fives.ai.fuenf_gewinnt.evaluation import cell_gain, stones_in, through, window_counts
    from fives.ai.fuenf_gewinnt.tactics import fours

    every = _all_windows(board)
    for colour in (0, 1):
        expected = [0] * 6
        for cells in every:
            if colour in cells and 1 - colour not in cells:
                expected[cells.count(colour)] += 1
        assert window_counts(board, colour) == expected
        fifth = {
            (x + i * dx, y + i * dy)
            for x in range(-10, 11)
            for y in range(-10, 11)
            for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1))
            for i in range(5)
            if [board.get((x + j * dx, y + j * dy)) for j in range(5)].count(colour) == 4
            and [board.get((x + j * dx, y + j * dy)) for j in range(5)].count(None) == 1
            and board.get((x + i * dx, y + i * dy)) is None
        }
        assert fours(board, colour)[0] == fifth
        empty = next(((x, 0) for x in range(-6, 7) if (x, 0) not in board), None)
        if empty is not None:
            counts = [c for c in stones_in(board, colour, through(empty)) if c >= 0]
            assert cell_gain(board, empty, colour) == sum((1, 3, 12, 64, 9920)[c] for c in counts)
