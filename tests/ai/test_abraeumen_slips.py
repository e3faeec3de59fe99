"""Abräumen's levels below max (issue 34): the mobility rule of thumb and the slips."""

from __future__ import annotations

import random

import fives.games
from fives.ai.levels import make_agent
from fives.games.abraeumen import START, AbraeumenState
from fives.games.abraeumen.ai.levels import MobilityAgent, SlippingAgent
from fives.games.abraeumen.ai.solver import SolverAgent, _moves, is_solvable, legal_masks


def test_mobility_keeps_the_most_jumps() -> None:
    state = fives.games.load("abraeumen").new_state()
    assert isinstance(state, AbraeumenState)
    rng = random.Random(3)
    for _ in range(6):
        action = MobilityAgent().choose(state, 0, rng)
        counts = {a: len(_moves(state.occupied ^ m)) for a, m in legal_masks(state.occupied)}
        assert counts[action] == max(counts.values())
        state.push(action, 0)


def test_no_slips_is_the_base_agent_and_all_slips_are_random() -> None:
    state = fives.games.load("abraeumen").new_state()
    assert make_agent("solver", state.game).name == "solver"
    always = SlippingAgent(SolverAgent(), 1.0)
    picked = {always.choose(state, 0, random.Random(seed)) for seed in range(40)}
    assert picked == set(state.legal_actions(0))  # every first jump, not only the solver's


def test_the_solver_level_keeps_the_start_solvable() -> None:
    state = fives.games.load("abraeumen").new_state()
    assert isinstance(state, AbraeumenState) and state.occupied == START
    agent = make_agent("max", state.game, 1)
    rng = random.Random(1)
    for _ in range(3):
        state.push(agent.choose(state, 0, rng), 0)
        assert is_solvable(state.occupied)
