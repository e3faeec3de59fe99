"""All Fives: the fast paths of the engine (docs/perf.md) agree with the rules as written.

The legal moves come from a table per set of open numbers, and chance draws skip the fractions;
these tests compare both, along random matches, with the straightforward versions kept here.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import fives.games
from fives.core import CHANCE, TERMINAL, chance_rng, sample_outcome
from fives.games.all_fives import AllFivesState
from fives.games.all_fives.codes import DRAW, PASS, play_action
from fives.games.all_fives.layout import tiles_of

GAME = fives.games.load("all_fives")


def reference_legal(state: AllFivesState, player: int) -> list[int]:
    """The legal actions as the rules say them: the drawn (or highest) tile if one must be
    played, else every playable tile in tile order with each of its ends, else draw or pass."""
    layout = state.layout
    if state.forced >= 0:
        return [play_action(state.forced, e) for e in layout.ends_for(state.forced)]
    hand = state.hands[player]
    actions = [play_action(t, e) for t in tiles_of(hand & layout.playable_mask()) for e in layout.ends_for(t)]
    if actions:
        return actions
    return [DRAW] if state.drawable() > 0 else [PASS]


@settings(max_examples=40, deadline=None)
@given(
    players=st.sampled_from([2, 3, 4]),
    highest_double=st.booleans(),
    keep_two=st.booleans(),
    seed=st.integers(0, 10**6),
)
def test_fast_moves_and_draws_match_the_rules_along_random_matches(
    players: int, highest_double: bool, keep_two: bool, seed: int
) -> None:
    options = {
        "players": players,
        "highest_double_leads": highest_double,
        "keep_two": keep_two,
        "target": 100,
        "round_limit": 3,
    }
    state = GAME.new_state(options, seed)
    assert isinstance(state, AllFivesState)
    rng = random.Random(seed)
    plays = 0
    while (player := state.current_player()) != TERMINAL:
        layout = state.layout
        assert layout.values() == tuple(layout.end_value(e) for e in range(4))
        for p in range(players):
            assert state.can_play(p) == bool(state.hands[p] & layout.playable_mask())
        if player == CHANCE:
            outcomes = state.chance_outcomes()
            mark = rng.getstate()
            expected = sample_outcome(outcomes, rng)
            rng.setstate(mark)
            action = state.sample_chance(rng)
            assert action == expected
            seeded = sample_outcome(outcomes, chance_rng(state.seed, len(state.history)))
            assert state.sample_chance() == seeded
        else:
            legal = state.legal_actions(player)
            assert legal == reference_legal(state, player)
            action = legal[rng.randrange(len(legal))]
            plays += 1
        state.push(action, player)
    assert plays > 0


@given(st.integers(min_value=0, max_value=2**40))
def test_tiles_of_lists_the_set_bits_in_order(mask: int) -> None:
    """`tiles_of` reads the 28 tile bits by table (issue 26); any mask, wider ones too."""
    assert tiles_of(mask) == [i for i in range(mask.bit_length()) if mask >> i & 1]
