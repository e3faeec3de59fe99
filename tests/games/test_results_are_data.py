"""A state holds data, never rendered text (issue 23): Cambio's and Fünf gewinnt's result keeps
its reason as a message's JSON form (a key and plain arguments), the snapshot is plain JSON, and
a position restored from a snapshot ends with the same message (in every language) as the game
that made it.  A snapshot of before (its reason an English text) still loads."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import fives.games
from fives.core import Message, State, random_playout

GAMES = ("cambio", "fuenf_gewinnt")


def _plain(value: Any) -> bool:
    """Whether ``value`` is JSON data: no `Message` (a str that is rendered English) inside."""
    if isinstance(value, Message):
        return False
    if isinstance(value, dict):
        return all(isinstance(k, str) and _plain(v) for k, v in value.items())
    if isinstance(value, list | tuple | frozenset):
        return all(_plain(v) for v in value)
    return value is None or isinstance(value, str | int | float)


def _played(game_id: str, seed: int, players: int) -> State[Any]:
    state = fives.games.load(game_id).new_state({"players": players}, seed)
    return random_playout(state, random.Random(seed))


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(GAMES), st.integers(0, 10_000), st.booleans())
def test_a_finished_game_holds_its_reason_as_data(game_id: str, seed: int, most: bool) -> None:
    game = fives.games.load(game_id)
    players = game.info.max_players if most else game.info.min_players
    state = _played(game_id, seed, players)
    result = state.result  # type: ignore[attr-defined]
    assert _plain(result), f"{game_id}: the state's result holds rendered text: {result!r}"
    snapshot = state.snapshot()
    assert _plain(snapshot)
    reason = snapshot["result"]["reason"]
    assert isinstance(reason, dict) and isinstance(reason["key"], str)
    outcome = state.outcome()
    assert outcome is not None and isinstance(outcome.reason, Message)
    assert outcome.reason.to_json() == reason
    # restored from its snapshot (as JSON), the position ends with the same message
    again = game.state_from_snapshot(json.loads(json.dumps(snapshot)), state.options.to_json(), seed)
    restored = again.outcome()
    assert restored is not None and isinstance(restored.reason, Message)
    assert restored.to_json() == outcome.to_json()
    assert restored.reason.render("de") == outcome.reason.render("de") != str(outcome.reason)


@pytest.mark.parametrize("game_id", GAMES)
def test_an_old_snapshot_with_an_english_reason_still_loads(game_id: str) -> None:
    game = fives.games.load(game_id)
    state = _played(game_id, 3, 2)
    snapshot = json.loads(json.dumps(state.snapshot()))
    english = str(state.outcome().reason)  # type: ignore[union-attr]
    snapshot["result"]["reason"] = english  # as the snapshots of before held it
    outcome = game.state_from_snapshot(snapshot, state.options.to_json(), 3).outcome()
    assert outcome is not None and outcome.reason == english
    assert outcome.winners == state.outcome().winners  # type: ignore[union-attr]
