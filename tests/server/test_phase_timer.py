"""The live time that a game's rules give: Hütchenspieler's memorising of the face-up row."""

from __future__ import annotations

import pytest

import fives.games
from fives.core import TimedPhase
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
