"""Abräumen: each rule of the rulebook as a named test."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import fives.games
from fives.core import IllegalActionError, NotationError, State
from fives.games.abraeumen import JUMPS, AbraeumenState

GAME = fives.games.load("abraeumen")

CORNER_JUMPS = {"c1-a1", "d1-f1", "a3-a1", "f3-f1", "a4-a6", "f4-f6", "c6-a6", "d6-f6"}


def position(*rows: str) -> State[int]:
    """A position from rows written top (rank 6) to bottom (rank 1)."""
    return GAME.state_from_snapshot({"rows": list(reversed(rows))})


def test_setup_white_four_by_four_black_rows_around_free_corners() -> None:
    state = GAME.new_state()
    assert state.snapshot()["rows"] == [".BBBB.", "BWWWWB", "BWWWWB", "BWWWWB", "BWWWWB", ".BBBB."]
    assert isinstance(state, AbraeumenState)
    assert state.stones() == 32


def test_only_jumps_into_the_free_corners_are_possible_at_the_start() -> None:
    assert set(GAME.new_state().legal_strings()) == CORNER_JUMPS


def test_a_jump_removes_the_jumped_stone_and_moves_the_jumper() -> None:
    state = GAME.new_state()
    state.apply_string("c1-a1")
    rows = state.snapshot()["rows"]
    assert rows[0] == "B..BB."  # c1 moved to a1, b1 was jumped and removed
    assert isinstance(state, AbraeumenState)
    assert state.stones() == 31


def test_jumps_are_orthogonal_only() -> None:
    state = position(
        "......",
        "....BB",
        "......",
        "..B...",
        ".B....",
        "......",
    )
    # b2 and c3 touch only at a corner: no diagonal jump; only the pair on rank 5 can jump
    assert state.legal_strings() == ["f5-d5"]
    with pytest.raises(IllegalActionError, match="two squares straight"):
        state.apply_string("b2-d4")


def test_a_jump_needs_a_stone_to_jump_over() -> None:
    state = position(
        "......",
        "......",
        "......",
        "......",
        "......",
        "B.B...",
    )
    assert state.is_terminal()


def test_a_jump_needs_a_free_landing_space() -> None:
    state = position(
        "......",
        "......",
        "......",
        "......",
        "......",
        "BBB...",
    )
    assert state.legal_strings() == ["b1-d1"]
    with pytest.raises(IllegalActionError, match="c1 is not free"):
        state.apply_string("a1-c1")


def test_no_jump_over_the_edge_of_the_square() -> None:
    # f1 and e1: the stone on e1 would land outside the square to the right of f1
    state = position(
        "......",
        "......",
        "......",
        "......",
        "......",
        "....BB",
    )
    assert state.legal_strings() == ["f1-d1"]
    # a corner stone can only jump along its rank or its file, inwards
    corner = position(
        "......",
        "......",
        "......",
        "......",
        "B.....",
        "BB....",
    )
    assert set(corner.legal_strings()) == {"a1-c1", "a1-a3"}


def test_edge_jumps_are_exactly_the_ones_inside_the_square() -> None:
    for f, o, t in JUMPS:
        for a, b in ((f, o), (o, t)):
            ra, ca, rb, cb = a // 6, a % 6, b // 6, b % 6
            assert abs(ra - rb) + abs(ca - cb) == 1
    assert len(JUMPS) == 96  # 6 rows x 4 starting files x 2 directions, twice (ranks and files)


def test_the_game_ends_when_no_jump_is_possible_and_one_stone_solves_it() -> None:
    state = position(
        "......",
        "......",
        "......",
        "......",
        "......",
        "BB....",
    )
    state.apply_string("a1-c1")
    assert state.is_terminal()
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == frozenset({0})
    assert outcome.details["solved"] is True
    assert state.returns() == (1.0,)


def test_two_stones_left_that_cannot_jump_do_not_solve_it() -> None:
    state = position(
        "B.....",
        "......",
        "......",
        "......",
        "......",
        ".....B",
    )
    assert state.is_terminal()
    outcome = state.outcome()
    assert outcome is not None
    assert not outcome.winners
    assert outcome.scores == (2.0,)
    assert state.returns()[0] < 0


def test_undo_restores_the_position_any_number_of_times() -> None:
    state = GAME.new_state()
    start = state.snapshot()
    rng = random.Random(4)
    seen = [state.snapshot()]
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
        seen.append(state.snapshot())
    while state.history:
        seen.pop()
        state.pop()
        assert state.snapshot() == seen[-1]
    assert state.snapshot() == start
    with pytest.raises(IllegalActionError, match="no action to take back"):
        state.pop()


def test_a_known_solution_clears_the_board_to_one_stone() -> None:
    """A solution found by exhaustive search, kept as a regression of the rules."""
    state = GAME.new_state()
    solution = solve(state)
    assert solution is not None
    for move in solution:
        state.apply_string(move)
    assert state.is_terminal()
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.details["stones_left"] == 1


def solve(state: State[int]) -> list[str] | None:
    """Depth-first search with a table of dead positions (test-local, not the AI's solver)."""
    dead: set[int] = set()

    def search() -> list[str] | None:
        assert isinstance(state, AbraeumenState)
        if state.stones() == 1:
            return []
        key = state.occupied
        if key in dead:
            return None
        for action in state.legal_actions():
            text = state.action_to_string(action)
            state.push(action)
            rest = search()
            state.pop()
            if rest is not None:
                return [text, *rest]
        dead.add(key)
        return None

    return search()


def test_notation_is_tolerant_and_errors_are_clear() -> None:
    state = GAME.new_state()
    assert state.parse_action("C1 A1") == state.parse_action("c1-a1")
    assert state.parse_action("c1xa1") == state.parse_action("c1-a1")
    with pytest.raises(NotationError, match="from-to"):
        state.parse_action("a0-a2")
    with pytest.raises(IllegalActionError, match="no stone on a1"):
        state.parse_action("a1-c1")
    s = position("......", "......", "......", "B.....", "......", "BB....")
    with pytest.raises(IllegalActionError, match="no stone on b3 to jump over") as info:
        s.parse_action("a3-c3")
    assert info.value.action == "a3-c3"


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**9))
def test_every_jump_removes_exactly_one_stone(seed: int) -> None:
    state = GAME.new_state()
    rng = random.Random(seed)
    assert isinstance(state, AbraeumenState)
    while not state.is_terminal():
        before = state.stones()
        state.apply(rng.choice(state.legal_actions()))
        assert state.stones() == before - 1
        assert state.white & ~state.occupied == 0
    assert 1 <= state.stones() <= 31
