"""`State.clone` (and what is built on it: `resample_hidden`, pickling, undo by replay) makes an
independent copy equal to the original, without reading the original's ``__dict__``: in CPython
3.11 an object whose ``__dict__`` was read looks up every attribute through that dict for the
rest of its life, and both the original and the copy played up to 44% slower per step."""

from __future__ import annotations

import gc
import json
import pickle
import random
import sys
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import fives.games
from fives.core import Game, State

GAMES = fives.games.all()


def _step(state: State[Any], rng: random.Random) -> None:
    """One random action: a chance outcome, the acting player's move, or one simultaneous choice."""
    player = rng.choice(state.acting_players()) if state.is_simultaneous_node() else None
    state.apply(rng.choice(state.legal_actions(player)), player)


def _random_state(game: Game[Any], rng: random.Random, steps: int) -> State[Any]:
    players = rng.randint(game.info.min_players, game.info.max_players)
    state = game.new_state({"players": players}, seed=rng.randrange(2**31))
    for _ in range(steps):
        if state.is_terminal():
            break
        _step(state, rng)
    return state


def _inline(state: State[Any]) -> bool:
    """CPython 3.11 keeps an object's attributes inline until its ``__dict__`` is read; then every
    attribute goes through that dict (a garbage-collector referent of the object)."""
    return not any(type(r) is dict and r.get("history") is state.history for r in gc.get_referents(state))


def _fingerprint(state: State[Any]) -> tuple[str, str, str, dict[str, str]]:
    """Everything about ``state`` that a change of either copy could touch (reads ``__dict__``)."""
    player = state.acting_players()[0] if state.is_simultaneous_node() else None
    legal = repr(state.legal_actions(player))
    attributes = {name: repr(value) for name, value in vars(state).items()}
    return json.dumps(state.snapshot(), sort_keys=True), repr(state.history), legal, attributes


@pytest.mark.skipif(sys.version_info[:2] != (3, 11), reason="how CPython 3.11 keeps attributes")
@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_clone_keeps_the_attributes_of_both_inline(game: Game[Any]) -> None:
    """After random play, a clone, a resampled state, an unpickled state and a state taken back
    by replay keep their attributes inline, and so does the original they came from."""
    rng = random.Random(3)
    for steps in (0, 7, 30):
        state = _random_state(game, rng, steps)
        assert _inline(state)
        for copy in (state.clone(), pickle.loads(pickle.dumps(state))):
            assert _inline(copy), (steps, copy)
            assert copy.snapshot() == state.snapshot()
        if not state.is_terminal():
            observer = state.acting_players()[0] if state.acting_players() else None
            assert _inline(state.resample_hidden(observer, rng)), steps
        if state.history:
            state._rebuild()  # what `pop` does when a game cannot undo an action
            assert _inline(state), steps
        assert _inline(state), steps


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=st.sampled_from(GAMES), seed=st.integers(0, 2**31), every=st.integers(1, 6))
def test_a_clone_equals_its_original_and_goes_its_own_way(game: Game[Any], seed: int, every: int) -> None:
    """Along a random game, a clone taken every few steps has every attribute of the original
    (in the same order) with equal values, the same snapshot and legal actions; playing the clone
    on to the end (and taking actions back) never changes the original, nor the other way round."""
    rng = random.Random(seed)
    # a long game (an All Fives match: hundreds of steps) is checked at 25 points from a random
    # start, so late positions are reached without checking every step of every game
    state = _random_state(game, rng, rng.choice((0, 0, rng.randrange(200))))
    for _ in range(25):
        if state.is_terminal():
            return
        clone = state.clone()
        assert type(clone) is type(state)
        assert list(vars(clone)) == list(vars(state))
        before = _fingerprint(state)
        assert _fingerprint(clone) == before
        twin = state.clone()
        for one, other in ((clone, state), (state, twin)):
            mark = _fingerprint(other)
            played = 0
            while not one.is_terminal() and played < 12:
                _step(one, rng)
                played += 1
            for _ in range(rng.randint(0, played)):
                one.pop()
            assert _fingerprint(other) == mark
        state = twin
        assert _fingerprint(state) == before
        for _ in range(every):
            if state.is_terminal():
                return
            _step(state, rng)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=st.sampled_from(GAMES), seed=st.integers(0, 2**31), steps=st.integers(0, 60))
def test_a_pickled_state_equals_its_original(game: Game[Any], seed: int, steps: int) -> None:
    """Pickling (as the server's workers and OpenSpiel do) gives back every attribute in order."""
    state = _random_state(game, random.Random(seed), steps)
    copy = pickle.loads(pickle.dumps(state))
    assert list(vars(copy)) == list(vars(state))
    assert _fingerprint(copy) == _fingerprint(state)
