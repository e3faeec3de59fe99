"""The Abräumen solver: solutions replay in the real game, hints, symmetry, end squares.

Small positions are checked against a plain brute-force search through the game's own states
(no symmetry, no invariants, no shared tables), so the solver's pruning is tested, not trusted.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import fives.games
from fives.ai import act
from fives.core import State
from fives.games.abraeumen import JUMPS, START, AbraeumenState, square_index
from fives.games.abraeumen.ai.solver import (
    SQUARE_MAP,
    SolverAgent,
    candidate_end_squares,
    canonical,
    end_square_solutions,
    hint,
    is_solvable,
    map_action,
    notation,
    solvable_end_squares,
    solve,
    solve_to,
    transform,
    transforms,
)

GAME = fives.games.load("abraeumen")
CORNER_JUMPS = {"c1-a1", "d1-f1", "a3-a1", "f3-f1", "a4-a6", "f4-f6", "c6-a6", "d6-f6"}


def position(*rows: str) -> AbraeumenState:
    """A position from rows written top (rank 6) to bottom (rank 1), ``o`` a stone."""
    snapshot = {"rows": [r.replace("o", "B") for r in reversed(rows)]}
    state = GAME.state_from_snapshot(snapshot)
    assert isinstance(state, AbraeumenState)
    return state


def from_bits(occupied: int) -> AbraeumenState:
    rows = ["".join("B" if occupied >> (r * 6 + c) & 1 else "." for c in range(6)) for r in range(6)]
    state = GAME.state_from_snapshot({"rows": rows})
    assert isinstance(state, AbraeumenState)
    return state


def brute_end_squares(state: State[Any], memo: dict[int, frozenset[int]] | None = None) -> frozenset[int]:
    """Every square a last stone can end on, by trying every jump (no pruning at all)."""
    memo = {} if memo is None else memo
    assert isinstance(state, AbraeumenState)
    occupied = state.occupied
    if occupied in memo:
        return memo[occupied]
    if occupied.bit_count() == 1:
        result = frozenset({occupied.bit_length() - 1})
    else:
        found: set[int] = set()
        for action in state.legal_actions():
            state.push(action)
            found |= brute_end_squares(state, memo)
            state.pop()
        result = frozenset(found)
    memo[occupied] = result
    return result


def replay(occupied: int, actions: list[int]) -> AbraeumenState:
    """Play ``actions`` in the real game, through their notation."""
    state = from_bits(occupied)
    for action in actions:
        state.apply_string(state.action_to_string(action))
    return state


def random_position(rng: random.Random, stones: int) -> int:
    """A position reached from the start by random jumps, with ``stones`` stones (or as few as it gets)."""
    state = GAME.new_state()
    assert isinstance(state, AbraeumenState)
    while state.stones() > stones and not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    return state.occupied


def scattered_position(rng: random.Random, stones: int) -> int:
    """``stones`` stones on random squares of a random 4 x 4 corner of the board (often jumps exist)."""
    r0, c0 = rng.randint(0, 2), rng.randint(0, 2)
    squares = [(r0 + r) * 6 + c0 + c for r in range(4) for c in range(4)]
    return sum(1 << s for s in rng.sample(squares, stones))


# --- solutions


def test_the_solution_from_the_start_replays_to_exactly_one_stone() -> None:
    solution = solve(START)
    assert solution is not None
    assert len(solution) == 31
    state = GAME.new_state()
    for action in solution:
        state.apply_string(state.action_to_string(action))
    assert isinstance(state, AbraeumenState)
    assert state.stones() == 1
    assert state.is_terminal()
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.details["solved"] is True


def test_solutions_of_positions_from_random_play_replay_to_one_stone() -> None:
    rng = random.Random(7)
    for _ in range(5):
        occupied = random_position(rng, rng.randint(12, 20))
        solution = solve(occupied)
        if solution is not None:
            assert replay(occupied, solution).stones() == 1


def test_two_stones_far_apart_are_unsolvable() -> None:
    assert solve(1 << square_index("a1") | 1 << square_index("f6")) is None


def test_an_empty_board_has_no_solution_and_one_stone_needs_no_jump() -> None:
    assert solve(0) is None
    assert solve(1 << square_index("c3")) == []


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**9), stones=st.integers(2, 7))
def test_solvability_agrees_with_brute_force_on_small_positions(seed: int, stones: int) -> None:
    occupied = scattered_position(random.Random(seed), stones)
    expected = bool(brute_end_squares(from_bits(occupied)))
    assert is_solvable(occupied) == expected
    solution = solve(occupied)
    assert (solution is not None) == expected
    if solution is not None:
        assert replay(occupied, solution).stones() == 1


# --- hints


def test_hint_on_the_start_is_solvable_with_a_keeping_jump() -> None:
    state = GAME.new_state()
    assert isinstance(state, AbraeumenState)
    result = hint(state)
    assert result.solvable
    assert result.best in state.legal_actions()
    assert result.best is not None
    name = state.action_to_string(result.best)
    assert result.message == f"still solvable, best jump {name}"
    state.apply(result.best)
    assert solve(state.occupied) is not None


def test_hint_on_two_stones_far_apart_says_no_longer_solvable() -> None:
    state = position(
        ".....o",
        "......",
        "......",
        "......",
        "......",
        "o.....",
    )
    result = hint(state)
    assert not result.solvable
    assert result.best is None
    assert result.message == "no longer solvable"


def test_hint_on_a_position_of_the_wrong_class_says_no_longer_solvable() -> None:
    # jumps exist (a1-c1, then d1-f1), but the colour classes of these four stones match no
    # single square, so the invariant proves at once that no jump sequence leaves one stone
    state = position(
        "......",
        "......",
        "......",
        "......",
        "......",
        "oo.oo.",
    )
    assert candidate_end_squares(state.occupied) == []
    assert brute_end_squares(state) == frozenset()
    assert hint(state).message == "no longer solvable"


def test_hint_on_a_twenty_stone_position_from_a_solution_keeps_it_solvable() -> None:
    solution = solve(START)
    assert solution is not None
    state = GAME.new_state()
    for action in solution[:12]:
        state.apply(action)
    assert isinstance(state, AbraeumenState)
    assert state.stones() == 20
    result = hint(state)
    assert result.solvable
    assert result.best is not None
    state.apply(result.best)
    assert solve(state.occupied) is not None


def test_hint_after_the_last_jump_says_solved() -> None:
    assert hint(1 << square_index("e5")).solvable


# --- symmetry


def test_square_maps_are_the_eight_distinct_symmetries_of_the_square() -> None:
    assert len({SQUARE_MAP[g] for g in range(8)}) == 8
    assert SQUARE_MAP[0] == tuple(range(36))
    for g in range(8):
        assert sorted(SQUARE_MAP[g]) == list(range(36))
        # a symmetry keeps neighbours neighbours, so jumps map to jumps
        for f, o, t in JUMPS:
            image = (SQUARE_MAP[g][f], SQUARE_MAP[g][o], SQUARE_MAP[g][t])
            assert image in set(JUMPS)


@settings(max_examples=100, deadline=None)
@given(occupied=st.integers(0, (1 << 36) - 1))
def test_all_eight_images_have_the_same_canonical_key(occupied: int) -> None:
    images = transforms(occupied)
    assert images == [transform(g, occupied) for g in range(8)]
    assert images[0] == occupied
    key = canonical(occupied)
    assert key == min(images)
    assert all(canonical(image) == key for image in images)
    assert all(image.bit_count() == occupied.bit_count() for image in images)


def test_an_asymmetric_position_has_eight_different_images() -> None:
    occupied = 1 << square_index("a1") | 1 << square_index("b1") | 1 << square_index("a3")
    assert len(set(transforms(occupied))) == 8


def test_the_start_position_is_fully_symmetric() -> None:
    assert set(transforms(START)) == {START}


def test_a_transformed_position_is_solvable_exactly_when_the_original_is() -> None:
    rng = random.Random(3)
    seen = set()
    path = solve(START)
    assert path is not None
    on_path = [replay(START, path[:k]).occupied for k in (18, 20, 22, 24)]  # solvable
    for occupied in on_path + [random_position(rng, rng.randint(8, 14)) for _ in range(6)]:
        answer = is_solvable(occupied)
        seen.add(answer)
        for image in transforms(occupied):
            assert is_solvable(image) == answer
            solution = solve(image)
            assert (solution is not None) == answer
            if solution is not None:
                assert replay(image, solution).stones() == 1
    assert seen == {True, False}  # both kinds were tested


def test_mapped_solutions_solve_the_mapped_position() -> None:
    path = solve(START)
    assert path is not None
    occupied = replay(START, path[:16]).occupied
    assert len(set(transforms(occupied))) == 8
    solution = solve(occupied)
    assert solution is not None
    images = transforms(occupied)
    for g in range(8):
        assert replay(images[g], [map_action(g, a) for a in solution]).stones() == 1


# --- end squares


def test_from_the_start_the_last_stone_can_end_on_four_squares() -> None:
    ends = solvable_end_squares(START)
    assert len(ends) == 4
    assert {square_index(n) for n in ("b2", "e2", "b5", "e5")} == set(ends)


def test_every_reported_end_square_is_reached_by_replaying_its_sequence() -> None:
    for square, actions in end_square_solutions(START).items():
        final = replay(START, actions)
        assert final.occupied == 1 << square
        targeted = solve_to(START, square)
        assert targeted is not None
        assert replay(START, targeted).occupied == 1 << square


@pytest.mark.parametrize("square", ["a1", "c3", "d4", "f6", "c1"])
def test_no_solution_ends_on_a_square_of_the_wrong_class(square: str) -> None:
    assert solve_to(START, square_index(square)) is None


@settings(max_examples=50, deadline=None)
@given(seed=st.integers(0, 10**9), stones=st.integers(2, 7))
def test_end_squares_agree_with_brute_force_on_small_positions(seed: int, stones: int) -> None:
    occupied = scattered_position(random.Random(seed), stones)
    expected = brute_end_squares(from_bits(occupied))
    solutions = end_square_solutions(occupied)
    assert set(solutions) == expected
    assert solvable_end_squares(occupied) == sorted(expected)
    for square, actions in solutions.items():
        assert replay(occupied, actions).occupied == 1 << square


def test_end_squares_of_a_symmetric_position_use_its_symmetry_correctly() -> None:
    # symmetric under the left-right mirror: the end squares come in mirror pairs
    state = position(
        "......",
        "......",
        "......",
        "..oo..",
        "..oo..",
        ".o..o.",
    )
    assert len(set(transforms(state.occupied))) == 4  # fixed by the mirror, not by all of D4
    expected = brute_end_squares(state)
    assert expected == {square_index("b1"), square_index("e1")}
    assert set(solvable_end_squares(state.occupied)) == expected
    for square, actions in end_square_solutions(state.occupied).items():
        assert replay(state.occupied, actions).occupied == 1 << square


# --- the agent


def test_the_solver_agent_clears_the_board_from_the_start() -> None:
    state = GAME.new_state()
    agent = SolverAgent()
    rng = random.Random(1)
    while not state.is_terminal():
        state.apply(act(agent, state, 0, rng))
    assert isinstance(state, AbraeumenState)
    assert state.stones() == 1


def test_the_solver_agent_plays_a_legal_jump_in_a_lost_position() -> None:
    state = position(
        "o.....",
        "......",
        "......",
        "......",
        "...oo.",
        "oo....",
    )
    assert not hint(state).solvable
    action = SolverAgent().choose(state, 0, random.Random(2))
    assert action in state.legal_actions()


def test_notation_writes_a_solution_the_game_reads_back() -> None:
    solution = solve(START)
    assert solution is not None
    text = notation(solution)
    state = GAME.new_state()
    for word in text.split():
        state.apply_string(word)
    assert isinstance(state, AbraeumenState)
    assert state.stones() == 1
    assert text.split()[0] in CORNER_JUMPS
