"""Zahlenpoker's many-player agent `model`: the opponent model learns from revealed choices only,
the best-response search plays legally, reproducibly, and from the seat's view alone."""

from __future__ import annotations

import random
from typing import Any

import pytest

import fives.games
from fives.ai import RandomAgent, act
from fives.ai.levels import make_agent
from fives.ai.search.budget import Budget
from fives.games.zahlenpoker import EMPTY, ZahlenpokerState
from fives.games.zahlenpoker.ai.model import (
    HIGHEST,
    LOWEST,
    TYPES,
    UNIFORM,
    ModelSearchAgent,
    opponent_model,
    shown_choices,
)
from fives.games.zahlenpoker.ai.regret import ExtremeAgent

GAME = fives.games.load("zahlenpoker")


def play(players: int, seats: dict[int, Any], seed: int, rounds: int = 99) -> ZahlenpokerState:
    """A game of ``rounds`` rounds (or to the end): seat p played by ``seats[p]``, others random."""
    state = GAME.new_state({"players": players}, seed)
    assert isinstance(state, ZahlenpokerState)
    rng = random.Random(seed)
    while not state.is_terminal() and len(state.rounds) < rounds:
        p = state.acting_players()[0]
        state.apply(act(seats.get(p, RandomAgent()), state, p, rng), p)
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_model_agent_plays_whole_games_legally(players: int) -> None:
    agent = make_agent("model:sims=60", GAME, players)
    assert isinstance(agent, ModelSearchAgent)
    for seed in range(2):
        state = play(players, dict.fromkeys(range(players), agent), seed)  # act checks legality
        assert state.outcome() is not None


@pytest.mark.parametrize(
    "options", [{"leftover": "void", "empty_without_stones": True}, {"leftover": "kept"}]
)
def test_the_model_agent_plays_every_option(options: dict[str, Any]) -> None:
    agent = ModelSearchAgent(Budget(nodes=40))
    state = GAME.new_state({"players": 3, **options}, 5)
    rng = random.Random(5)
    while not state.is_terminal():
        p = state.acting_players()[0]
        state.apply(act(agent, state, p, rng), p)


def test_a_fixed_budget_and_seed_reproduce_the_choice() -> None:
    state = play(3, {}, seed=3, rounds=3)
    choices = set()
    for _ in range(3):
        agent = ModelSearchAgent(Budget(nodes=300))
        choices.add(agent.choose(state.clone(), 0, random.Random(11)))
        assert agent.last_simulations == 300
    assert len(choices) == 1
    # and the seed matters: some other seed chooses differently (the search samples)
    others = {
        ModelSearchAgent(Budget(nodes=30)).choose(state.clone(), 0, random.Random(s)) for s in range(12)
    }
    assert len(others) > 1


@pytest.mark.parametrize("players", [3, 4])
def test_the_model_agent_reads_only_its_view(players: int) -> None:
    """Two true states with the same view for P1 (the others' unrevealed choices differ) give the
    same choice for the same seed: at the start and after a few revealed rounds."""
    agent = ModelSearchAgent(Budget(nodes=200))
    for seed, rounds in ((1, 0), (2, 2), (3, 4)):
        moves = set()
        for hidden in (EMPTY, 1, 4):
            state = play(players, {}, seed, rounds)
            for p in range(1, players):
                legal = state.legal_actions(p)
                state.apply(hidden if hidden in legal else legal[-1], p)
            assert state.view(0) == play_view(players, seed, rounds)
            moves.add(act(agent, state, 0, random.Random(seed)))
        assert len(moves) == 1


def play_view(players: int, seed: int, rounds: int) -> dict[str, Any]:
    """P1's view once every other player has chosen (whatever they chose)."""
    state = play(players, {}, seed, rounds)
    for p in range(1, players):
        state.apply(state.legal_actions(p)[0], p)
    return state.view(0)


def test_shown_choices_are_the_hands_the_choices_were_made_from() -> None:
    state = GAME.new_state({"players": 4}, 9)
    assert isinstance(state, ZahlenpokerState)
    rng = random.Random(9)
    made = []
    while not state.is_terminal():
        p = state.acting_players()[0]
        action = rng.choice(state.legal_actions(p))
        if state.reveal is None:
            made.append((p, state.hands[p], state.empty_used[p], action))
        state.apply(action, p)
        if state.reveal is None and not any(c is not None for c in state.pending):
            assert sorted(shown_choices(state)) == sorted(made)


@pytest.mark.parametrize(("kind", "highest"), [(HIGHEST, True), (LOWEST, False)])
def test_an_always_highest_opponent_is_predicted_to_play_highest(kind: int, highest: bool) -> None:
    """P2 always showed its highest (lowest) stone: after five rounds that type has the most
    weight (the frequency type, which has learnt the same habit, most of the rest) and the model
    predicts the highest (lowest) stone of P2's hand now."""
    state = play(3, {1: ExtremeAgent(highest)}, seed=4, rounds=5)
    model = opponent_model(state)
    posterior = model.posterior[1]
    assert max(range(len(TYPES)), key=lambda k: posterior[k]) == kind
    assert posterior[kind] > 0.5
    hand, used = state.hands[1], state.empty_used[1]
    stones = [v for v in (1, 2, 3, 4) if hand[v - 1] > 0]
    predicted = model.policy(1, hand, used)
    extreme = max(stones) if highest else min(stones)
    assert predicted[extreme] > 0.85
    assert max(predicted, key=lambda a: predicted[a]) == extreme


def test_a_random_opponent_is_not_taken_for_an_extreme_one() -> None:
    """Random players: the extreme types lose their weight and neither extreme stone is predicted
    (an equilibrium-like mix by category is close to uniform, so those types share the rest)."""
    state = play(3, {}, seed=6, rounds=4)
    model = opponent_model(state)
    for p in (1, 2):
        assert len(state.legal_actions(p)) >= 3
        assert model.posterior[p][HIGHEST] < 0.05 and model.posterior[p][LOWEST] < 0.05
        predicted = model.policy(p, state.hands[p], state.empty_used[p])
        stones = [a for a in predicted if a != EMPTY]
        assert predicted[max(stones)] < 0.5 and predicted[min(stones)] < 0.5  # an extreme type: 0.97
    prior = opponent_model(GAME.new_state({"players": 3}, 6)).posterior[1]
    assert prior[HIGHEST] > 0.05 and prior[UNIFORM] < 0.5


def test_the_model_agent_beats_the_highest_stone_where_it_wins() -> None:
    """Last round with three players: P2 and P3 always showed their highest stone and hold a 3
    and a 1; P1's 4 wins the round and the game, its 2 would lose both."""
    snapshot = {
        "hands": [[0, 1, 0, 1], [0, 0, 1, 0], [1, 0, 0, 0]],
        "empty_used": [True, True, True],
        "won": [[1], [2, 4], [3]],
    }
    state = GAME.state_from_snapshot(snapshot, {"players": 3})
    assert all(ModelSearchAgent(Budget(nodes=200)).choose(state, 0, random.Random(s)) == 4 for s in range(4))
