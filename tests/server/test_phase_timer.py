"""The live time that a game's rules give: Hütchenspieler's memorising of the face-up row."""

from __future__ import annotations

import fives.games
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
