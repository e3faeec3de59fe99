"""Game-specific strength: the search sees forced wins in positions built for it."""

from __future__ import annotations

import random
from typing import Any

import pytest

import fives.games
from fives.ai.plugin import ai_plugin
from fives.ai.search.alphabeta import WIN, AlphaBetaAgent
from fives.ai.search.budget import Budget
from fives.core import State
from fives.games.fuenf_gewinnt.ai.evaluation import window_counts


def alphabeta(game_id: str, depth: int) -> AlphaBetaAgent:
    plugin = ai_plugin(game_id)
    return AlphaBetaAgent(
        Budget(nodes=200_000),
        max_depth=depth,
        evaluate=plugin.evaluator(),
        order=plugin.order,
        features=plugin.features,
    )


def fuenf(stones: list[tuple[int, int, str]], to_move: int = 0, first: int = 0) -> State[Any]:
    game = fives.games.load("fuenf_gewinnt")
    white = sum(1 for s in stones if s[2] == "W")
    black = len(stones) - white
    return game.state_from_snapshot(
        {
            "stones": [list(s) for s in stones],
            "in_hand": [16 - white, 16 - black],
            "first": first,
            "to_move": to_move,
        }
    )


# White: three in a row on y=0 with both ends free; Black stones touch from below.
OPEN_THREE = [
    (0, 0, "W"),
    (1, 0, "W"),
    (2, 0, "W"),
    (0, -1, "B"),
    (1, -1, "B"),
    (2, -1, "B"),
]


def test_the_threat_evaluation_counts_open_windows() -> None:
    state = fuenf(OPEN_THREE)
    board = state.board  # type: ignore[attr-defined]
    white = window_counts(board, 0)
    assert white[3] == 3  # windows x=-2..2, -1..3 and 0..4 on y=0 hold all three
    assert white[4] == white[5] == 0


def test_fuenf_gewinnt_alphabeta_finds_the_open_four_mate_in_two() -> None:
    """White plays an open four (at -1,0 or 3,0); Black blocks one end, White completes the row."""
    state = fuenf(OPEN_THREE, to_move=0)
    agent = alphabeta("fuenf_gewinnt", depth=3)
    move = agent.choose(state, 0, random.Random(1))
    assert state.action_to_string(move, 0) in {"-1,0", "3,0"}
    assert agent.last_value >= WIN - 10
    # and the win is real: whatever Black does, White completes five
    state.apply(move, 0)
    for reply in state.legal_actions(1):
        state.push(reply, 1)
        follow = alphabeta("fuenf_gewinnt", depth=1).choose(state, 0, random.Random(2))
        state.push(follow, 0)
        outcome = state.outcome()
        assert outcome is not None
        assert outcome.winners == frozenset({0})
        state.pop()
        state.pop()


def test_fuenf_gewinnt_alphabeta_blocks_a_four() -> None:
    """Black to move must block White's four at once (the only move that does not lose)."""
    stones = [
        (0, 0, "W"),
        (1, 0, "W"),
        (2, 0, "W"),
        (3, 0, "W"),
        (0, -1, "B"),
        (1, -1, "B"),
        (3, -1, "B"),
        (-1, 0, "B"),
    ]
    state = fuenf(stones, to_move=1, first=1)
    move = alphabeta("fuenf_gewinnt", depth=2).choose(state, 1, random.Random(1))
    assert state.action_to_string(move, 1) == "4,0"


@pytest.mark.parametrize("game_id", ["fuenf_gewinnt", "torris"])
def test_heuristic_evaluation_is_bounded_and_symmetric(game_id: str) -> None:
    game = fives.games.load(game_id)
    evaluate = ai_plugin(game_id).evaluator()
    state = game.new_state({}, 4)
    rng = random.Random(4)
    for _ in range(40):
        if state.is_terminal():
            break
        player = state.current_player()
        if player < 0:
            state.push(state.sample_chance(), player)
            continue
        state.push(rng.choice(state.legal_actions(player)), player)
        a, b = evaluate(state, 0), evaluate(state, 1)
        assert -1.0 <= a <= 1.0
        assert -1.0 <= b <= 1.0
        if game_id == "torris":
            assert a == pytest.approx(-b)


def forced_win(state: State[Any], player: int, plies: int) -> bool:
    """Exhaustive: can ``player`` force a win within ``plies`` plies? (test-local minimax)"""
    if state.is_terminal():
        outcome = state.outcome()
        return outcome is not None and outcome.winners == frozenset({player})
    if plies == 0:
        return False
    mover = state.current_player()
    results = []
    for action in state.legal_actions(mover):
        state.push(action, mover)
        results.append(forced_win(state, player, plies - 1))
        state.pop()
        if mover == player and results[-1]:
            return True
        if mover != player and not results[-1]:
            return False
    return mover != player


def mate_in_two_positions(game_id: str, count: int, seed: int) -> list[State[Any]]:
    """Positions from seeded random games where the mover wins by force in 2 own moves, not 1."""
    game = fives.games.load(game_id)
    found: list[State[Any]] = []
    rng = random.Random(seed)
    attempts = 0
    while len(found) < count and attempts < 400:
        attempts += 1
        state = game.new_state({}, rng.randrange(10**6))
        while not state.is_terminal() and len(found) < count:
            mover = state.current_player()
            if mover < 0:
                state.push(state.sample_chance(), mover)
                continue
            if state.move_number > 12 and not forced_win(state, mover, 1) and forced_win(state, mover, 3):
                found.append(state.clone())
                break
            state.push(rng.choice(state.legal_actions(mover)), mover)
    return found


@pytest.mark.parametrize("game_id", ["cambio", "fuenf_gewinnt"])
def test_alphabeta_finds_every_mate_in_two(game_id: str) -> None:
    positions = mate_in_two_positions(game_id, 3, seed=11)
    assert positions, "no mate-in-two position was found to test with"
    for state in positions:
        mover = state.current_player()
        move = alphabeta(game_id, depth=3).choose(state, mover, random.Random(0))
        state.push(move, mover)
        assert forced_win(state, mover, 2), f"{state.action_to_string(move, mover)} does not force the win"
        state.pop()


def cambio_setup(squares: list[str]) -> State[Any]:
    """A two-player Cambio setup in progress: the placements made so far, by square name."""
    game = fives.games.load("cambio")
    state = game.new_state({}, seed=1)
    for square in squares:
        state.apply_string(square)
    return state


def test_a_full_line_left_by_the_setup_counts_more_than_four_of_it() -> None:
    # P1 places P2's five triangles. Four are in file d; a fifth on d5 would leave P2 a line
    # that P1's first push must break, so it must look worst to P1, not (as a line's "completed"
    # weight once made it) best.
    state = cambio_setup(["d1", "d2", "d3", "d4"])
    evaluate = ai_plugin("cambio").evaluator()
    values = {}
    for action in state.legal_actions(0):
        state.push(action, 0)
        values[action] = evaluate(state, 0)
        state.pop()
    d5 = state.parse_action("d5", 0)
    assert values[d5] < min(v for a, v in values.items() if a != d5)


def test_hard_does_not_hand_the_other_player_a_line_in_the_setup() -> None:
    state = cambio_setup(["d1", "d2", "d3", "d4"])
    move = alphabeta("cambio", depth=3).choose(state, 0, random.Random(0))
    assert state.action_to_string(move, 0) != "d5"
