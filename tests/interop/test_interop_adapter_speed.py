"""Issue 26 (adapter speed, third round): what the OpenSpiel adapter answers from its tables or
keeps per position, it answers as the plain conversion of our state's lists would."""

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

pyspiel = pytest.importorskip("pyspiel", reason="open-spiel is not installed (pip install fives[research])")

import fives.games  # noqa: E402
from fives.core import Game, State  # noqa: E402
from fives.interop import openspiel as fo  # noqa: E402

GAMES = fives.games.all()
#: The games with a chance node about once a move, whose tables list the outcomes themselves.
LISTED = ("all_fives", "torris")


def _step(state: Any, rng: random.Random) -> None:
    if state.is_chance_node():
        outcomes, probs = zip(*state.chance_outcomes(), strict=True)
        state.apply_action(rng.choices(outcomes, probs)[0])
    elif state.is_simultaneous_node():
        state.apply_actions([rng.choice(state.legal_actions(p)) for p in range(state.num_players())])
    else:
        state.apply_action(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("game_id", LISTED)
def test_a_draw_is_listed_without_our_states_fraction_list(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """All Fives and Torris meet a chance node about once a move; their tables list a draw's
    (id, probability) pairs from the state's fields (the boneyard's bit mask, the towers) instead
    of converting our list of `Fraction`s (a third and a quarter of their adapter time)."""
    spiel = fo.load(game_id, single=True)
    state = spiel.new_initial_state()
    cls = type(state.fives_state)
    asked = 0
    original = cls.chance_outcomes

    def counted(self: State[Any]) -> Any:
        nonlocal asked
        asked += 1
        return original(self)

    monkeypatch.setattr(cls, "chance_outcomes", counted)
    rng = random.Random(2)
    draws = 0
    while not state.is_terminal():
        draws += state.is_chance_node()
        _step(state, rng)
    assert draws > 10
    assert asked <= 1, (asked, draws)  # the lot (once a round, a game) is converted from our list


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=st.sampled_from(GAMES), seed=st.integers(0, 2**31))
def test_listed_outcomes_are_the_converted_ones(game: Game[Any], seed: int) -> None:
    """Along a random game (players from 1 to the most), every chance node's list is the list
    converted from our state's `chance_outcomes`: the same ids, in the same (id) order, with
    the same probabilities to the last bit."""
    rng = random.Random(seed)
    players = rng.randint(game.info.min_players, game.info.max_players)
    state = fo.load(game.id, players=players, single=True).new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            listed = state.chance_outcomes()
            assert listed == state._converted_outcomes()
            assert [a for a, _ in listed] == sorted(a for a, _ in listed)
            assert state.legal_actions() == [a for a, _ in listed]
        _step(state, rng)


def test_fuenf_gewinnt_finds_the_frame_and_the_movers_stones_once_per_position(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Fünf gewinnt's ids are relative to the frame of the stones; the adapter keeps the frame of
    a position (with the mover's stones in order) from the legal list to the move chosen from
    it, instead of finding both again to decode the move."""
    from fives.games.fuenf_gewinnt.interop import AreaSpace

    found = 0
    original = AreaSpace._mine

    def counted(board: Any, player: int) -> Any:
        nonlocal found
        found += 1
        return original(board, player)

    monkeypatch.setattr(AreaSpace, "_mine", staticmethod(counted))
    rng = random.Random(4)
    afterplay = 0
    for _ in range(3):
        state = fo.load("fuenf_gewinnt").new_initial_state()
        while not state.is_terminal():
            ours = state.fives_state
            afterplay += not (ours.is_chance_node() or ours.in_hand[0] or ours.in_hand[1])
            _step(state, rng)
    assert afterplay > 20
    assert found <= afterplay, (found, afterplay)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31))
def test_fuenf_gewinnt_kept_frame_follows_every_change_of_our_state(seed: int) -> None:
    """The kept frame belongs to one position: after a push or a pop straight on our state (the
    stones move, the frame with them) the ids are those of the new position, and an id applied
    names the action it named in the legal list just given."""
    rng = random.Random(seed)
    space = fo.load("fuenf_gewinnt")._adapter.spaces.player
    state = fo.load("fuenf_gewinnt").new_initial_state()
    ours = state.fives_state
    while not state.is_terminal():
        if state.is_chance_node():
            _step(state, rng)
            continue
        ids = state.legal_actions()
        assert ids == sorted(space.encode_all(ours.legal_actions(), ours))
        action = rng.choice(ours.legal_actions())
        ours.push(action)  # straight on our state: the adapter's frame is of the last position
        if not ours.is_terminal():
            assert state.legal_actions() == sorted(space.encode_all(ours.legal_actions(), ours))
        ours.pop()
        chosen = rng.choice(state.legal_actions())
        expected = space.decode(chosen, ours)
        state.apply_action(chosen)
        assert ours.history[-1][1] == expected


def _attributes_inline(state: State[Any]) -> bool:
    """CPython 3.11 keeps an object's attributes inline until its ``__dict__`` is read; then every
    attribute goes through that dict (a garbage-collector referent of the object)."""
    return not any(type(r) is dict and r.get("history") is state.history for r in gc.get_referents(state))


@pytest.mark.skipif(sys.version_info[:2] != (3, 11), reason="how CPython 3.11 keeps attributes")
@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_states_of_the_adapter_keep_their_attributes_inline(game: Game[Any]) -> None:
    """A state whose ``__dict__`` was read (as `copy.copy` did in `State.clone`) plays
    up to 44% slower for the rest of its life; the states the adapter makes (a start position,
    a clone, an unpickled or deserialized state, a resampled one) do not, and play on alike."""
    spiel = fo.load(game.id, single=True)
    start = spiel.new_initial_state()
    assert _attributes_inline(start.fives_state)
    rng = random.Random(6)
    for _ in range(8):
        if not start.is_terminal():
            _step(start, rng)
    copies = [
        start.clone(),
        pickle.loads(pickle.dumps(start)),
        spiel.deserialize_state(start.serialize()),
        spiel.new_initial_state(json.dumps(start.fives_state.snapshot())),
    ]
    for copy in copies:
        assert _attributes_inline(copy.fives_state), copy
        assert copy.fives_state.snapshot() == start.fives_state.snapshot()
    if game.info.hidden_information and not start.is_terminal():
        resampled = start.resample_from_infostate(max(start.current_player(), 0), rng.random)
        assert _attributes_inline(resampled.fives_state)
    twin = start.clone()
    seed = rng.randrange(2**31)
    for state in (start, twin):
        runner = random.Random(seed)
        while not state.is_terminal():
            _step(state, runner)
    assert twin.history() == start.history() and twin.returns() == start.returns()
