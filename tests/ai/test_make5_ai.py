"""Make 5 computer players: legal, reproducible, exact where the game is small, and sensible."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

import pytest

import fives.games
from fives.ai import act
from fives.ai.levels import LEVELS, level_spec, make_agent
from fives.core import CHANCE, TERMINAL, State
from fives.games.make5 import PLACE, SORT, Make5State, board_score
from fives.games.make5.ai.engine import (
    Make5Agent,
    Searcher,
    chaot_children,
    estimate,
    final_value,
    sorter_children,
)

GAME = fives.games.load("make5")

#: Rows 1-3 red, yellow, green; row 4 has a white on a4 among four blues; row 5 three whites.
#: A blue and a white are left in the bag; the Chaot is about to draw.
NEAR_FINAL = ["RYGWW", "RYGBW", "RYGBW", "RYGB", "RYGB"]


def position(runways: list[str], **extra: Any) -> Make5State:
    state = GAME.state_from_snapshot({"runways": runways, **extra}, {"games": 1})
    assert isinstance(state, Make5State)
    return state


def play_game(sorter: Any, chaot: Any, seed: int) -> Make5State:
    state = GAME.new_state({"games": 1}, seed)
    assert isinstance(state, Make5State)
    rng = random.Random(seed)
    chance = random.Random(seed + 100)
    agents = [sorter, chaot]
    while not state.is_terminal():
        player = state.current_player()
        if player == CHANCE:
            state.push(state.sample_chance(chance), CHANCE)
            continue
        action = act(agents[player], state, player, rng)  # act rejects an illegal choice
        assert action in state.legal_actions(player)
        state.push(action, player)
    return state


def brute_force(state: State[Any]) -> Fraction:
    """The sorter's exact expected score by plain expectimax over the rules engine itself."""
    player = state.current_player()
    if player == TERMINAL:
        assert isinstance(state, Make5State)
        return Fraction(state.results[-1][1])
    if player == CHANCE:
        total = Fraction(0)
        for outcome, probability in state.chance_outcomes():
            state.push(outcome, CHANCE)
            total += probability * brute_force(state)
            state.pop()
        return total
    values = []
    for action in state.legal_actions(player):
        state.push(action, player)
        values.append(brute_force(state))
        state.pop()
    assert isinstance(state, Make5State)
    return max(values) if player == state.sorter else min(values)


# --------------------------------------------------------------------------- exact values
def test_the_expectimax_value_of_a_near_final_position_is_the_hand_computed_expectation() -> None:
    # By hand: the bag holds one blue and one white, each drawn first with probability 1/2.
    # - White first: the Chaot rolls it onto d or e (alike): row 5 gets its fourth white. The
    #   sorter rolls a4 (white) onto the other short runway (its fifth white; a5's white slides to
    #   a4), the blue must go onto a (a4 W, a5 B), and the last move a4-a makes it R Y G B W: 25.
    # - Blue first: it lands on row 5 of d or e; a4 (white) and that blue are both wrong, and
    #   every move fixes at most one of them (the sorter's middle move can only reach the other
    #   short runway or reorder a runway): rows 4 and 5 score 4 each, 15 + 4 + 4 = 23.
    # Expectation: 1/2 * 25 + 1/2 * 23 = 24.
    state = position(NEAR_FINAL, phase="draw")
    assert state.bag == (0, 0, 0, 1, 1)
    searcher = Searcher(depth=2, beam=10**6)
    assert searcher.draw_value(state.board, state.bag, 2) == pytest.approx(24.0)
    assert brute_force(state.clone()) == 24
    blue, white = 3, 4
    after_blue = (0, 0, 0, 0, 1)
    after_white = (0, 0, 0, 1, 0)
    assert searcher.place_value(state.board, after_blue, blue, 2) == pytest.approx(23.0)
    assert searcher.place_value(state.board, after_white, white, 2) == pytest.approx(25.0)


def test_the_hard_sorter_finds_the_winning_last_two_moves() -> None:
    # the white came first and lies on d5: the sorter must move a4 onto e to reach 25
    state = position(["RYGWW", "RYGBW", "RYGBW", "RYGBW", "RYGB"])
    agent = make_agent("hard", GAME)
    action = act(agent, state, 0, random.Random(1))
    state.push(action, 0)
    state.push(state.chance_outcomes()[0][0], CHANCE)  # the last token, the blue
    (place,) = state.legal_actions(1)
    state.push(place, 1)
    state.push(act(agent, state, 0, random.Random(1)), 0)
    assert state.results[-1][1] == 25


def test_the_last_move_is_valued_exactly() -> None:
    # the rulebook's example (12 points); moving a token within its runway can do better
    board = position(["RBGBG", "RBGGY", "RBGYY", "RBYWW", "RYWWW"]).board
    assert board_score(board) == 12
    best = max(board_score(new) for _, new in sorter_children(board))
    assert final_value(board) == best >= 12


# --------------------------------------------------------------------------- the evaluation
def test_a_sorted_board_is_worth_more_than_a_scrambled_one() -> None:
    sorted_board = position(["RY", "RY", "RY", "R", "R"])
    scrambled = position(["RY", "YR", "RR", "Y", "R"])
    assert estimate(sorted_board.board, sorted_board.bag) > estimate(scrambled.board, scrambled.bag)
    assert 0 <= estimate(scrambled.board, scrambled.bag) <= 25


def test_the_move_generators_match_the_rules() -> None:
    state = position(["RYG", "B", "WW", "RYGBW", ""], phase="sort")
    boards = {new for _, new in sorter_children(state.board)}
    for action in state.legal_actions(0):
        state.push(action, 0)
        assert state.board in boards
        state.pop()
    for action, _ in sorter_children(state.board):
        assert action in state.legal_actions(0)
    drawn = position(["RYG", "B", "WW", "RYGBW", ""], phase="place", drawn="R")
    for action, new in chaot_children(drawn.board, 0):
        drawn.push(action, 1)
        assert drawn.board == new
        drawn.pop()


# --------------------------------------------------------------------------- agents
@pytest.mark.parametrize("spec", ["make5:depth=0", "medium", "hard"])
def test_agents_play_both_roles_legally_to_the_end(spec: str) -> None:
    agent = make_agent(spec, GAME)
    for seed in (1, 2):
        state = play_game(agent, agent, seed)
        assert state.outcome() is not None
        assert 0 <= state.results[-1][1] <= 25


def test_the_greedy_and_hard_sorters_beat_the_random_one() -> None:
    random_agent = make_agent("random", GAME)
    greedy = Make5Agent(depth=0)
    hard = make_agent("hard", GAME)
    for seed in range(3):
        random_score = play_game(random_agent, random_agent, seed).results[-1][1]
        assert play_game(greedy, random_agent, seed).results[-1][1] > random_score
        assert play_game(hard, random_agent, seed).results[-1][1] > random_score


def test_a_fixed_seed_reproduces_the_game() -> None:
    first = play_game(make_agent("hard", GAME), make_agent("medium", GAME), 7)
    again = play_game(make_agent("hard", GAME), make_agent("medium", GAME), 7)
    assert first.history == again.history


def test_the_chaot_decides_from_what_both_players_see() -> None:
    # Make 5 hides nothing beyond chance: the observation is the position itself, so the Chaot's
    # choice is a function of the view (and its random source) alone
    state = position(["RYG", "B", "WW", "RYGB", "Y"], phase="place", drawn="R")
    assert state.current_player() == 1 and state.phase == PLACE
    observation = state.resample_hidden(1, random.Random(5))
    assert observation.view(1) == state.view(1)
    agent = make_agent("hard", GAME)
    choices = {act(agent, state, 1, random.Random(3)) for _ in range(3)}
    copy = position(["RYG", "B", "WW", "RYGB", "Y"], phase="place", drawn="R")
    choices.add(act(agent, copy, 1, random.Random(3)))
    assert len(choices) == 1


def test_the_chaot_spoils_a_row_rather_than_completing_it() -> None:
    # four reds on row 1 and runway e empty: a red drawn must not go to e (it would make five)
    state = position(["RY", "RY", "RY", "RY", ""], phase="place", drawn="R")
    for spec in ("make5:depth=0", "hard"):
        action = act(make_agent(spec, GAME), state, 1, random.Random(0))
        assert state.action_to_string(action, 1) != "e"


def test_the_sorter_sorts_a_stray_token_away() -> None:
    # row 1 is R R R R Y and row 2 Y Y Y: rolling e1 (yellow) onto d makes both rows four of a
    # kind (7 -> 8 points now) and leaves runway e free for the last red
    state = position(["RY", "RY", "RY", "R", "Y"], phase="sort")
    assert state.phase == SORT and board_score(state.board) == 7
    for spec in ("make5:depth=0", "hard"):
        state.push(act(make_agent(spec, GAME), state, 0, random.Random(0)), 0)
        assert board_score(state.board) == 8
        state.pop()


def test_every_level_is_declared() -> None:
    for level in LEVELS:
        assert level_spec(GAME, level).startswith("make5:")
