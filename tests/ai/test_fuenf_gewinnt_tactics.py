"""Fünf gewinnt's threats (`fives.games.fuenf_gewinnt.ai.tactics`) against the rules-only oracle, on
positions of random games, placement and afterplay; and Make 5's fast last-move value against the
rules' scoring."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tactics_oracle import DATA, decode, forces_in_two, not_losing_at_once, parrying, replay, wins_now

import fives.games
from fives.core import CHANCE, State
from fives.games.fuenf_gewinnt import FuenfGewinntState
from fives.games.fuenf_gewinnt.ai.tactics import (
    double_threat_cells,
    double_threats,
    parries,
    safe_moves,
    tactical_moves,
    winning_moves,
)
from fives.games.make5 import board_score
from fives.games.make5.ai.engine import final_value


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


def build(*cells: tuple[int, int]) -> FuenfGewinntState:
    """White starts; the cells are placed in turn through the rules."""
    state = fives.games.load("fuenf_gewinnt").new_state({"first": "1"}, 1)
    for cell in cells:
        state.apply(cell, state.current_player())
    assert isinstance(state, FuenfGewinntState)
    return state


def test_an_open_three_becomes_an_open_four_that_wins() -> None:
    # White 0,0 1,0 2,0 with both ends free: 3,0 or -1,0 leaves two five-completing cells
    state = build((0, 0), (0, 1), (1, 0), (0, -1), (2, 0), (-1, 1))
    legal = state.legal_actions(0)
    assert sorted(double_threats(state, 0, legal)) == [(-1, 0), (3, 0)]
    assert sorted(tactical_moves(state, 0, legal)[0]) == [(-1, 0), (3, 0)]
    assert all(forces_in_two(state, 0, a) for a in [(-1, 0), (3, 0)])


def test_two_fours_at_once_win() -> None:
    # White's row 0,0-2,0 is closed at -1,0 and its column 3,1-3,3 at 3,4: 3,0 makes both fours
    state = build(
        (0, 0), (-1, 0), (1, 0), (0, 1), (2, 0), (2, 1), (3, 1), (2, 2), (3, 2), (1, 1), (3, 3), (3, 4)
    )
    legal = state.legal_actions(0)
    assert double_threat_cells(state.board, 0)[(3, 0)] == {(4, 0), (3, -1)}
    assert double_threats(state, 0, legal) == [(3, 0)]
    assert tactical_moves(state, 0, legal) == ([(3, 0)], True)
    assert [a for a in legal if forces_in_two(state, 0, a)] == [(3, 0)]


def test_the_open_three_is_blocked_at_one_end() -> None:
    # Black to move: White threatens 3,0 or -1,0 (an open four); only a stone on those cells parries
    state = build((0, 0), (0, 1), (1, 0), (0, -1), (2, 0))
    legal = state.legal_actions(1)
    assert sorted(parries(state, 1, legal)) == [(-1, 0), (3, 0)]
    assert sorted(tactical_moves(state, 1, legal)[0]) == [(-1, 0), (3, 0)]
    assert sorted(parrying(state, 1)) == [(-1, 0), (3, 0)]


def test_a_three_with_a_closed_end_is_no_threat() -> None:
    # White 0,0 1,0 2,0 closed at -1,0 by Black: 3,0 makes one four, which Black covers
    state = build((0, 0), (-1, 0), (1, 0), (0, 1), (2, 0), (1, 1))
    legal = state.legal_actions(0)
    assert double_threats(state, 0, legal) == []
    assert not any(forces_in_two(state, 0, a) for a in legal)


THREATS = [p for p in json.loads(DATA.read_text(encoding="utf-8")) if p["mine"] == "fuenf_gewinnt threats"]


@pytest.mark.parametrize("position", THREATS, ids=lambda p: f"{p['kind']}-{p['seed']}")
def test_the_next_tier_agrees_with_the_oracle(position: dict[str, Any]) -> None:
    """On the mined double threats and parries (one of them a diagonal three whose end cells only
    become playable when a stone is put beside them) the threats give exactly the oracle's moves."""
    state = replay(position["game"], position["options"], position["seed"], position["actions"])
    assert isinstance(state, FuenfGewinntState)
    player = position["player"]
    moves, decided = tactical_moves(state, player, state.legal_actions(player))
    assert sorted(moves) == sorted(decode(a) for a in position["answers"])
    assert decided == (position["kind"] == "double" or len(moves) == 1)


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 10_000), st.integers(8, 31))
def test_double_threats_win_by_force_in_the_placement(seed: int, moves: int) -> None:
    """Every double threat found wins by force (the oracle, through the rules), and every move
    the oracle finds winning by force onto a double-threat cell is found; every parry keeps the
    opponent from forcing a win."""
    state = random_position(seed, moves)
    assert isinstance(state, FuenfGewinntState)
    if state.is_terminal() or state.afterplay:
        return
    player = state.current_player()
    legal = state.legal_actions(player)
    found = double_threats(state, player, legal)
    cells = double_threat_cells(state.board, player)
    forcing = [a for a in legal if (a[0], a[1]) in cells and forces_in_two(state, player, a)]
    assert sorted(found) == sorted(forcing)
    if not winning_moves(state, player, legal) and len(safe_moves(state, player, legal)) == len(legal):
        parried = parries(state, player, legal)
        assert set(parrying(state, player, parried)) == set(parried)


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
    from fives.games.fuenf_gewinnt.ai.evaluation import cell_gain, stones_in, through, window_counts
    from fives.games.fuenf_gewinnt.ai.tactics import fours

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
