"""The live time that a game's rules give: Hütchenspieler's memorising of the face-up row."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import fives.games
from fives.core import TimedPhase, random_step
from fives.games import ids
from fives.server.room import phase_timer


def test_the_memorising_time_runs_exactly_while_the_row_lies_face_up() -> None:
    game = fives.games.load("huetchenspieler")
    state = game.new_state({"players": 2, "first": "1", "memorize_seconds": 12}, seed=1)
    assert phase_timer(state) is None  # the shuffler has not laid out the row yet
    state.apply_string("dot line triangle square")
    assert state.view(None)["position"]["phase"] == "memorize"
    assert phase_timer(state) == ("memorize", 12.0, 0, "turn")
    state.apply_string("turn")
    assert phase_timer(state) is None


def test_other_games_have_no_live_phase_time() -> None:
    state = fives.games.load("cambio").new_state({}, seed=1)
    assert phase_timer(state) is None


def test_the_server_asks_the_state_for_its_timed_phase(monkeypatch: pytest.MonkeyPatch) -> None:
    """Any game may give live time through `State.timed_phase`; the server knows no game id."""
    state = fives.games.load("torris").new_state({"first": "1"}, seed=1)
    assert state.timed_phase() is None  # the protocol's default
    monkeypatch.setattr(type(state), "timed_phase", lambda self: TimedPhase("think", 5.0, 0, "a1b1"))
    assert phase_timer(state) == ("think", 5.0, 0, "a1b1")


def test_hutchenspieler_declares_its_memorising_in_its_rules_module() -> None:
    state = fives.games.load("huetchenspieler").new_state({"players": 3, "first": "2"}, seed=1)
    assert state.timed_phase() is None
    state.apply_string("square dot line triangle")
    phase = state.timed_phase()
    assert phase == TimedPhase("memorize", 15.0, 1, "turn")
    state.apply_string(phase.action, phase.player)  # the action the server plays is legal
    assert state.timed_phase() is None


@settings(max_examples=40, deadline=None)
@given(game_id=st.sampled_from(ids()), seed=st.integers(0, 10_000))
def test_a_timed_phase_always_names_a_legal_action_of_its_player(game_id: str, seed: int) -> None:
    """What the server plays when the time runs out is legal for that player, in every position."""
    game = fives.games.load(game_id)
    state = game.new_state({"players": game.info.max_players}, seed=seed)
    rng = random.Random(seed)
    for _ in range(200):
        if state.is_terminal():
            break
        phase = state.timed_phase()
        if phase is not None:
            assert phase.seconds > 0 and phase.player in state.acting_players()
            assert state.parse_action(phase.action, phase.player) in state.legal_actions(phase.player)
        random_step(state, rng)
