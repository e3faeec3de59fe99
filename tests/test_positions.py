"""Positions for replay buffers (issue 37 item 4): `State.position` / `Game.from_position`, a compact
form without the history.  Differentially tested over random play: a state rebuilt from its position
has the same player to move, legal actions, chance outcomes, returns and views (but for ``last``, the
marker of the move that led there, and the log, which start afresh), and it continues identically under
the same actions and chance outcomes to the end of the game."""

from __future__ import annotations

import json
import pickle
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import fives.games
from fives.core import CHANCE, FormatError, State
from fives.core.registry import modules

GAMES = sorted(modules())


def views(state: State[Any]) -> list[Any]:
    """Every seat's view of the position (and a spectator's), less the last-move marker."""
    seen = []
    for p in [*range(state.num_players), None]:
        view = dict(state.view(p)["position"])
        view.pop("last", None)
        seen.append(view)
    return seen


def assert_same(a: State[Any], b: State[Any], with_views: bool) -> None:
    assert a.current_player() == b.current_player()
    if a.is_terminal():
        assert a.returns() == b.returns() and a.outcome() == b.outcome()
    elif a.current_player() == CHANCE:
        assert a.chance_outcomes() == b.chance_outcomes()
    else:
        assert a.acting_players() == b.acting_players()
        for p in a.acting_players():
            assert a.legal_actions(p) == b.legal_actions(p)
    assert a.scores() == b.scores()
    if with_views:
        assert views(a) == views(b)
        assert a.snapshot() == b.snapshot()


def step(state: State[Any], rng: random.Random) -> tuple[int, Any]:
    if state.current_player() == CHANCE:
        return CHANCE, state.sample_chance(rng)
    player = state.acting_players()[0]
    return player, rng.choice(state.legal_actions(player))


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), cut=st.integers(0, 400))
def test_a_state_rebuilt_from_its_position_plays_on_identically(game_id: str, seed: int, cut: int) -> None:
    game = fives.games.load(game_id)
    rng = random.Random(seed)
    state = game.new_state({}, seed)
    while state.move_number < cut and not state.is_terminal():
        state.push(*reversed(step(state, rng)))
    position = state.position()
    text = json.dumps(position)
    rebuilt = game.from_position(json.loads(text))  # through JSON, as a buffer on disk keeps it
    assert rebuilt.position() == json.loads(text)
    assert_same(state, rebuilt, with_views=True)
    moves = 0
    while not state.is_terminal():
        player, action = step(state, rng)
        state.push(action, player)
        rebuilt.push(action, player)
        moves += 1
        assert_same(state, rebuilt, with_views=moves % 16 == 0 or state.is_terminal())


def test_a_position_stays_small_where_the_record_grows() -> None:
    """A long All Fives match: the position is a fraction of the pickle, which keeps every move."""
    game = fives.games.load("all_fives")
    rng = random.Random(3)
    state = game.new_state({}, 3)
    while not state.is_terminal():
        state.push(*reversed(step(state, rng)))
    position = json.dumps(state.position())
    assert len(position) * 5 < len(pickle.dumps(state))
    assert game.from_position(json.loads(position)).returns() == state.returns()


def test_a_game_without_positions_says_so() -> None:
    game = fives.games.load("cambio")

    class Unkept(type(game)):  # type: ignore[misc]
        position_unavailable = "what a seat knows depends on the moves played"

    unkept = Unkept()
    state = unkept.new_state({}, 1)
    assert not unkept.has_positions() and game.has_positions()
    with pytest.raises(FormatError, match="depends on the moves played; keep the record"):
        state.position()
    with pytest.raises(FormatError, match="depends on the moves played"):
        unkept.from_position(game.new_state({}, 1).position())
    with pytest.raises(FormatError, match="a position of 'torris'"):
        game.from_position(fives.games.load("torris").new_state({}, 1).position())
