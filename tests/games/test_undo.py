"""`pop` puts back every field of a state, not only what its snapshot shows.

The undo tokens (every game's ``Saved`` snapshot and the parts it undoes incrementally) must hold
every field an action may change; a field left out would survive a `pop` unseen by the protocol test,
which compares snapshots.  Here the state's whole ``__dict__`` is compared instead.
"""

from __future__ import annotations

import copy
import random
from typing import Any, NamedTuple

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import fives.games
from fives.core import CHANCE, SIMULTANEOUS, State
from fives.core.undo import snapshot_functions

#: Caches of a position's derived data, which an action clears and nothing needs restored.
CACHES = {
    "_cuts",  # Fünf gewinnt: the groups that lifting each stone would cut off, and for whom
    "_cuts_of",
    "_moves",  # Torris: the move lists of both colours
}


def fields(state: State[Any]) -> dict[str, Any]:
    """Every attribute but the game (shared), the undo tokens (`push`/`pop` keep those) and caches."""
    skip = {"game", "_tokens", *CACHES}
    return copy.deepcopy({k: v for k, v in vars(state).items() if k not in skip})


def random_action(state: State[Any], rng: random.Random) -> tuple[Any, int]:
    player = state.current_player()
    if player == CHANCE:
        return state.sample_chance(rng), CHANCE
    if player == SIMULTANEOUS:
        player = rng.choice(state.acting_players())
    return rng.choice(state.legal_actions(player)), player


@pytest.mark.parametrize("game_id", fives.games.ids())
@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), players_index=st.integers(0, 2))
def test_pop_restores_every_field_through_random_games(game_id: str, seed: int, players_index: int) -> None:
    game = fives.games.load(game_id)
    counts = list(range(game.info.min_players, game.info.max_players + 1))
    players = counts[players_index % len(counts)]
    options = {"players": players} if len(counts) > 1 else {}
    state = game.new_state(options, seed)
    rng = random.Random(seed)
    moves = 0
    while not state.is_terminal() and moves < 400:
        before = fields(state)
        action, player = random_action(state, rng)
        state.push(action, player)
        state.pop()
        after = fields(state)
        changed = sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))
        assert not changed, f"{game_id}: pop did not restore {changed} after {action!r} at move {moves}"
        action, player = random_action(state, rng)
        state.push(action, player)
        moves += 1


class _Pair(NamedTuple):
    left: int
    right: tuple[int, ...]


def test_snapshot_functions_save_and_restore_the_named_attributes() -> None:
    save, restore = snapshot_functions(_Pair)

    class Thing:
        def __init__(self) -> None:
            self.left, self.right, self.other = 1, (2, 3), "kept"

    thing = Thing()
    saved = save(thing)
    assert type(saved) is tuple and _Pair._make(saved) == _Pair(left=1, right=(2, 3))
    thing.left, thing.right, thing.other = 9, (), "changed"
    restore(saved, thing)
    assert (thing.left, thing.right, thing.other) == (1, (2, 3), "changed")


def test_snapshot_functions_refuse_a_tuple_without_named_fields() -> None:
    class Bare(tuple[int, ...]):
        pass

    with pytest.raises(ValueError, match="plain attribute names"):
        snapshot_functions(Bare)
