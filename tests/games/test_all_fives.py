"""All Fives: each rule of the rulebook (and each decision in docs/dev/rules/all_fives.md) as a named test."""

from __future__ import annotations

import json
import random
from collections import Counter
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rich.console import Console

import fives.games
from fives.core import CHANCE, TERMINAL, FormatError, IllegalActionError, NotationError, random_step
from fives.core.message import english
from fives.games.all_fives import AllFivesState
from fives.games.all_fives import terminal as renderer
from fives.games.all_fives.codes import DRAW, PASS
from fives.games.all_fives.layout import TILES, parse_tile
from fives.games.all_fives.scoring import round_to_five

GAME = fives.games.load("all_fives")


def position(hands: list[list[str]], plays: list[str] | None = None, **kw: Any) -> AllFivesState:
    """A position: the hands (P1 first), the layout as its plays in order, the rest of the tiles
    in the boneyard unless ``boneyard`` is given; ``options`` may be passed as a dict."""
    options = {"players": len(hands), **kw.pop("options", {})}
    snap: dict[str, Any] = {"hands": hands, "plays": plays or [], **kw}
    state = GAME.state_from_snapshot(snap, options)
    assert isinstance(state, AllFivesState)
    return state


def dealt(seed: int, **options: Any) -> AllFivesState:
    """A fresh match with the deal (and the lot) drawn from ``seed``."""
    state = GAME.new_state(options, seed)
    while state.current_player() == CHANCE:
        state.push(state.sample_chance(), CHANCE)
    assert isinstance(state, AllFivesState)
    return state


def pips(tiles: list[str]) -> int:
    return sum(int(t[0]) + int(t[2]) for t in tiles)


# The blocked layout: every tile with a 0 is on the table, all four ends show 0, so once 0-6 is
# played at W nobody can play.  The other 18 tiles (126 pips) are in the hands.
BLOCKING_PLAYS = ["0-1", "1-2@E", "0-2@E", "0-3@W", "3-4@W", "0-4@W", "0-0@W", "0-5@W", "5-6@W"]
REST = [f"{a}-{b}" for a in range(1, 7) for b in range(a, 7) if (a, b) not in ((1, 2), (3, 4), (5, 6))]


def blocking(hands: list[list[str]], **kw: Any) -> AllFivesState:
    """P1 holds 0-6 besides ``hands[0]``; the boneyard is empty; P1 to play 0-6@W blocks."""
    assert sorted(t for h in hands for t in h) == sorted(REST)
    full = [["0-6", *hands[0]], *hands[1:]]
    return position(full, BLOCKING_PLAYS, boneyard=[], **kw)


# ----------------------------------------------------------------------------- the set and the deal
def test_the_set_is_double_six_with_28_tiles_from_0_0_to_6_6() -> None:
    assert len(TILES) == 28
    assert TILES[0] == (0, 0) and TILES[-1] == (6, 6)
    assert len(set(TILES)) == 28
    assert all(0 <= a <= b <= 6 for a, b in TILES)


@pytest.mark.parametrize(
    ("players", "hand", "left", "target"), [(2, 9, 10, 250), (3, 7, 7, 200), (4, 5, 8, 200)]
)
def test_deal_and_target_depend_on_the_number_of_players(
    players: int, hand: int, left: int, target: int
) -> None:
    state = dealt(1, players=players)
    assert [h.bit_count() for h in state.hands] == [hand] * players
    assert state.boneyard.bit_count() == left
    assert state.target == target


def test_dealing_is_one_chance_event_per_tile_uniform_over_the_undealt_tiles() -> None:
    state = GAME.new_state({"players": 3}, 5)
    for k in range(21):
        assert state.current_player() == CHANCE
        outcomes = state.chance_outcomes()
        assert len(outcomes) == 28 - k
        assert {p for _, p in outcomes} == {Fraction(1, 28 - k)}
        state.push(state.sample_chance(), CHANCE)
    assert state.phase != 0  # the deal is over


def test_the_deal_is_one_line_of_the_log_and_names_no_tile() -> None:
    state = GAME.new_state({"players": 2}, 3)
    state.push(state.sample_chance(), CHANCE)
    state.push(state.sample_chance(), CHANCE)
    for viewer in (0, 1, None):
        assert [str(line) for line in state.view(viewer)["log"]] == ["The tiles are dealt"]


def test_the_first_opener_is_drawn_by_a_neutral_lot_uniform_over_the_players() -> None:
    state = GAME.new_state({"players": 4}, 2)
    for _ in range(20):
        state.push(state.sample_chance(), CHANCE)
    assert state.current_player() == CHANCE
    outcomes = state.chance_outcomes()
    assert [state.action_to_string(a) for a, _ in outcomes] == ["lot P1", "lot P2", "lot P3", "lot P4"]
    assert all(p == Fraction(1, 4) for _, p in outcomes)
    state.apply_string("lot P3")
    assert state.current_player() == 2


def test_the_hands_give_no_right_to_open() -> None:
    openers = Counter(dealt(seed, players=2).current_player() for seed in range(60))
    assert set(openers) == {0, 1}


# ----------------------------------------------------------------------------- playing tiles
def test_the_opener_may_play_any_tile() -> None:
    state = position([["1-2", "4-4", "0-6"], ["3-3"]])
    assert sorted(state.legal_strings()) == ["0-6", "1-2", "4-4"]


def test_the_opening_tile_scores_like_any_later_play() -> None:
    state = position([["2-3", "1-1"], ["4-4"]])
    state.apply_string("2-3")
    assert state.side_scores == (5.0, 0.0)
    state = position([["5-5", "1-1"], ["4-4"]])
    state.apply_string("5-5")
    assert state.layout.total() == 10  # a lone opening double counts its two halves once
    assert state.side_scores == (10.0, 0.0)


def test_play_goes_clockwise() -> None:
    state = position([["1-2", "2-2"], ["1-1", "2-3"], ["2-4", "1-4"]])
    state.apply_string("1-2")
    assert state.current_player() == 1
    state.apply_string("1-1@W")
    assert state.current_player() == 2
    state.apply_string("2-4@E")
    assert state.current_player() == 0


def test_a_tile_joins_a_free_end_with_the_same_number() -> None:
    state = position([["1-1"], ["3-6", "2-6", "4-5"]], ["1-6"], to_move=1)
    assert sorted(state.legal_strings()) == ["2-6@E", "3-6@E"]
    with pytest.raises(IllegalActionError, match="shows 1"):
        state.apply_string("3-6@W")
    state.apply_string("6-2@E")  # either half may be written first
    assert state.layout.ends[:2] == (1, 2)


def test_a_double_at_an_end_counts_both_halves_until_the_line_continues_past_it() -> None:
    state = position([["4-4", "0-1"], ["3-4", "0-3"]], ["1-2", "1-1@W", "2-4@E"])
    # 1-1 is the spinner at W (counts 1+1); 4-4 is a later, ordinary double at E
    state.apply_string("4-4@E")
    assert state.layout.total() == 2 + 8
    state.apply_string("3-4@E")
    assert state.layout.total() == 2 + 3


# ----------------------------------------------------------------------------- the spinner
def test_worked_example_from_the_rulebook() -> None:
    """Opening 3-6 (sum 9, no points); the end spinner 6-6 on the 6 end: 3 + 6 + 6 = 15 scores
    15; 6-2 continues the straight line from the spinner: 3 + 2 = 5 scores 5; the unused side
    arms count nothing."""
    state = position([["3-6", "2-6", "0-0"], ["6-6", "1-1", "0-1"]])
    state.apply_string("3-6")
    assert state.layout.total() == 9
    assert state.side_scores == (0.0, 0.0)
    state.apply_string("6-6@E")
    assert state.layout.total() == 15
    assert state.side_scores == (0.0, 15.0)
    assert state.layout.spinner == parse_tile("6-6")
    state.apply_string("6-2@E")
    assert state.layout.total() == 5
    assert state.side_scores == (5.0, 15.0)
    assert state.layout.ready  # the side arms are open now, and count nothing while unused
    assert state.layout.arms[2] == state.layout.arms[3] == ()


def test_the_opening_double_is_the_spinner() -> None:
    state = position([["5-5", "0-1"], ["2-3"]])
    state.apply_string("5-5")
    assert state.layout.spinner == parse_tile("5-5")
    assert state.layout.spinner_arm == -1


def test_spinner_arms_only_after_both_straight_sides_are_occupied() -> None:
    # an opening spinner: N and S open once W and E each hold a tile
    state = position([["5-5", "1-5", "2-5", "3-5"], ["0-5", "4-5", "5-6"]])
    state.apply_string("5-5")
    assert state.legal_strings(1) == ["0-5@W", "0-5@E", "4-5@W", "4-5@E", "5-6@W", "5-6@E"]
    state.apply_string("0-5@W")
    with pytest.raises(IllegalActionError, match="both straight sides"):
        state.apply_string("1-5@N")
    state.apply_string("1-5@E")
    assert state.layout.ready
    assert "4-5@N" in state.legal_strings() and "4-5@S" in state.legal_strings()
    # a spinner played on an end: the arms open once the line continues past it
    state = position([["3-6", "2-6", "1-6"], ["6-6", "4-6"]])
    state.apply_string("3-6")
    state.apply_string("6-6@E")
    assert not state.layout.ready
    assert all("@N" not in s and "@S" not in s for s in state.legal_strings())
    state.apply_string("2-6@E")
    assert state.layout.ready
    assert {"4-6@N", "4-6@S"} <= set(state.legal_strings())


def test_either_side_arm_may_be_opened_first_and_the_other_stays_available() -> None:
    for first, other in (("N", "S"), ("S", "N")):
        state = position([["0-5", "3-5"], ["1-5", "2-5"]], ["5-5", "4-5@W", "5-6@E"], to_move=0, options={})
        state.apply_string(f"0-5@{first}")
        state.apply_string(f"1-5@{other}")
        assert state.layout.arms[2] and state.layout.arms[3]


def test_later_doubles_never_open_arms() -> None:
    # 1-1 (the spinner, at W) has no tile beyond it; 4-4 at E is a later double, and the line
    # continues past it: its sides still take no tiles
    state = position([["4-6", "0-1"], ["3-3"]], ["1-2", "1-1@W", "2-4@E", "4-4@E", "4-5@E"])
    assert state.layout.spinner == parse_tile("1-1")
    assert state.legal_strings(0) == ["0-1@W"]
    with pytest.raises(IllegalActionError, match="both straight sides"):
        state.apply_string("4-6@N")


def test_an_interior_spinner_counts_nothing_and_each_begun_arm_counts_its_outer_end() -> None:
    state = position([["1-5", "2-2", "0-0"], ["2-5", "0-1"]], ["5-5", "4-5@W", "5-6@E"])
    assert state.layout.total() == 4 + 6  # the spinner is interior, the unused arms count 0
    state.apply_string("1-5@N")
    assert state.layout.total() == 4 + 6 + 1
    state.apply_string("2-5@S")
    assert state.layout.total() == 4 + 6 + 1 + 2
    state.apply_string("2-2@S")  # a double at an arm's end counts both halves
    assert state.layout.total() == 4 + 6 + 1 + 4


FOUR_DOUBLE_ENDS = ["1-1", "1-6@W", "1-5@E", "1-4@N", "1-3@S", "6-6@W", "5-5@E", "4-4@N"]


def test_a_sum_of_36_scores_nothing() -> None:
    state = position([["3-3", "0-0"], ["0-1"]], FOUR_DOUBLE_ENDS)
    state.apply_string("3-3@S")
    assert state.layout.total() == 12 + 10 + 8 + 6 == 36
    assert state.side_scores == (0.0, 0.0)


def test_a_sum_of_35_scores_35() -> None:
    state = position([["3-5", "0-0"], ["0-1"]], FOUR_DOUBLE_ENDS)
    state.apply_string("3-5@S")
    assert state.layout.total() == 35
    assert state.side_scores == (35.0, 0.0)


def test_a_sum_that_is_not_a_multiple_of_five_scores_nothing() -> None:
    state = position([["4-6", "0-0"], ["0-1"]], ["4-4"])
    state.apply_string("4-6@W")
    assert state.layout.total() == 6 + 8 == 14
    assert state.side_scores == (0.0, 0.0)


# ----------------------------------------------------------------------------- draw or pass
def test_a_player_who_can_play_must_play() -> None:
    state = position([["1-6", "3-3"], ["0-0"]], ["1-2"])
    assert state.legal_strings() == ["1-6@W"]
    with pytest.raises(IllegalActionError, match="must play"):
        state.apply_string("draw")
    with pytest.raises(IllegalActionError, match="must play"):
        state.apply_string("pass")


def test_a_player_who_cannot_play_draws_until_a_playable_tile_and_must_play_it_at_once() -> None:
    state = position([["3-3", "4-4"], ["0-0"]], ["1-2"])
    assert state.legal_strings() == ["draw"]
    state.apply_string("draw")
    assert state.current_player() == CHANCE
    outcomes = state.chance_outcomes()
    assert len(outcomes) == state.boneyard.bit_count()
    state.apply_string("5-6", CHANCE)  # not playable: draw again
    assert state.legal_strings() == ["draw"]
    state.apply_string("draw")
    state.apply_string("1-6", CHANCE)  # playable: only this tile, at once
    assert state.legal_strings() == ["1-6@W"]
    with pytest.raises(IllegalActionError, match="drawn tile 1-6"):
        state.apply_string("draw")
    view = state.view(0)["position"]
    assert view["must_play"] == "1-6"
    assert state.view(1)["position"]["must_play"] is None
    state.apply_string("1-6@W")
    assert state.current_player() == 1


def test_a_drawn_playable_tile_must_be_played_even_if_another_tile_would_now_fit() -> None:
    # 2-6 fits the 2 end; drawn 1-5 fits W; only 1-5 may be played
    state = position([["3-3", "4-4"], ["0-0"]], ["1-2"])
    state.apply_string("draw")
    state.apply_string("1-5", CHANCE)
    assert state.legal_strings() == ["1-5@W"]


def test_passing_only_with_an_empty_boneyard() -> None:
    hands = [["3-3", "4-4"], ["0-0"]]
    rest = [f"{a}-{b}" for a, b in TILES if f"{a}-{b}" not in ("3-3", "4-4", "0-0", "1-2")]
    full = position(hands, ["1-2"])
    assert full.legal_strings() == ["draw"]
    with pytest.raises(IllegalActionError, match="must draw"):
        full.apply_string("pass")
    # move every boneyard tile into P2's hand: now P1 passes
    empty = position([hands[0], ["0-0", *rest]], ["1-2"], boneyard=[])
    assert empty.legal_strings() == ["pass"]
    with pytest.raises(IllegalActionError, match="pass"):
        empty.apply_string("draw")
    empty.apply_string("pass")
    assert empty.current_player() == 1


def test_keep_two_variant_the_last_two_tiles_may_not_be_drawn() -> None:
    hands = [["3-3", "4-4"], ["0-0", "0-1", "0-2", "0-3"]]
    taken = {"1-2", "3-3", "4-4", "0-0", "0-1", "0-2", "0-3"}
    others = [f"{a}-{b}" for a, b in TILES if f"{a}-{b}" not in taken]
    keep = ["5-5", "6-6"]
    hands[1] += [t for t in others if t not in keep]
    state = position(hands, ["1-2"], boneyard=keep, options={"keep_two": True})
    assert state.drawable() == 0
    assert state.legal_strings() == ["pass"]
    normal = position(hands, ["1-2"], boneyard=keep)
    assert normal.legal_strings() == ["draw"]


# ----------------------------------------------------------------------------- end of a round
def test_a_blocked_round_is_detected_when_the_boneyard_is_empty_and_nobody_can_play() -> None:
    hands = [["1-1"], [t for t in REST if t != "1-1"]]
    state = blocking(hands)
    assert not state.blocked()
    state.apply_string("0-6@W")
    result = state.results[-1]
    assert result.kind == "blocked"
    assert state.round == 2 and state.current_player() == CHANCE


def test_blocked_the_smallest_total_wins_the_opponents_pips_rounded() -> None:
    hands = [["1-1"], [t for t in REST if t != "1-1"]]
    state = blocking(hands)
    state.apply_string("0-6@W")
    result = state.results[-1]
    assert result.winners == (0,)
    assert pips(hands[1]) == 124
    assert state.side_scores == (125.0, 0.0)  # 124: remainder 4 rounds up


def test_domino_wins_the_round_and_scores_the_opponents_pips() -> None:
    state = position([["1-6"], ["3-4", "5-6"]], ["1-2"])
    state.apply_string("1-6@W")  # ends 6 + 2 = 8: no points for the play
    result = state.results[-1]
    assert result.kind == "domino" and result.player == 0
    assert state.side_scores == (20.0, 0.0)  # 7 + 11 = 18 rounds to 20


@pytest.mark.parametrize(
    ("pips_", "rounded"),
    [(0, 0), (1, 0), (2, 0), (3, 5), (4, 5), (5, 5), (6, 5), (7, 5), (8, 10), (9, 10), (124, 125), (66, 65)],
)
def test_hand_points_round_to_the_nearest_five_1_2_down_3_4_up(pips_: int, rounded: int) -> None:
    assert round_to_five(pips_) == rounded


def test_hand_points_are_rounded_once_on_the_whole_group() -> None:
    # three players: 1 + 2 = 3 rounds to 5 (rounding each hand would give 0 + 0)
    state = position([["1-6"], ["0-1"], ["0-2"]], ["1-2"])
    state.apply_string("1-6@W")
    assert state.side_scores == (5.0, 0.0, 0.0)


def test_three_players_a_domino_or_a_clear_smallest_scores_both_other_hands() -> None:
    hands = [
        ["1-1", "1-5", "2-6", "3-3", "3-5", "5-5"],
        ["1-4", "2-2", "4-5", "4-6", "6-6"],
        ["1-3", "1-6", "2-3", "2-4", "2-5", "3-6", "4-4"],
    ]
    # move 1-1 from P1 to P3: P1 38, P2 40, P3 48
    hands[0].remove("1-1")
    hands[2].append("1-1")
    state = blocking(hands)
    state.apply_string("0-6@W")
    assert state.results[-1].winners == (0,)
    assert state.side_scores == (90.0, 0.0, 0.0)  # 40 + 48 = 88 rounds to 90


def test_three_players_two_tied_smallest_split_the_third_hand_with_half_points() -> None:
    hands = [
        ["1-1", "1-5", "2-6", "3-3", "3-5", "5-5"],
        ["1-4", "2-2", "4-5", "4-6", "6-6"],
        ["1-3", "1-6", "2-3", "2-4", "2-5", "3-6", "4-4"],
    ]
    assert [pips(h) for h in hands] == [40, 40, 46]
    state = blocking(hands)
    state.apply_string("0-6@W")
    assert state.results[-1].winners == (0, 1)
    assert state.side_scores == (22.5, 22.5, 0.0)  # 46 rounds to 45, split exactly


def test_three_players_all_tied_score_no_hand_points() -> None:
    hands = [
        ["2-6", "3-3", "3-5", "4-6", "5-5"],
        ["1-4", "1-5", "2-2", "2-4", "4-5", "6-6"],
        ["1-1", "1-3", "1-6", "2-3", "2-5", "3-6", "4-4"],
    ]
    assert [pips(h) for h in hands] == [42, 42, 42]
    state = blocking(hands)
    state.apply_string("0-6@W")
    assert state.side_scores == (0.0, 0.0, 0.0)


def test_two_players_tied_score_no_hand_points() -> None:
    hands = [
        ["1-4", "2-2", "2-6", "3-3", "3-5", "4-6", "5-5", "6-6"],
        ["1-1", "1-3", "1-5", "1-6", "2-3", "2-4", "2-5", "3-6", "4-4", "4-5"],
    ]
    assert [pips(h) for h in hands] == [63, 63]
    state = blocking(hands)
    state.apply_string("0-6@W")
    assert state.results[-1].kind == "blocked"
    assert state.side_scores == (0.0, 0.0)


FOUR_HANDS = [
    ["1-1", "3-5", "4-6", "5-5"],
    ["1-4", "1-5", "2-2", "3-3", "6-6"],
    ["2-4", "2-5", "2-6", "4-5"],
    ["1-3", "1-6", "2-3", "3-6", "4-4"],
]


def test_partnership_blocked_total_is_the_two_hands_together() -> None:
    assert [pips(h) for h in FOUR_HANDS] == [30, 33, 30, 33]
    state = blocking(FOUR_HANDS)
    state.apply_string("0-6@W")
    # P1+P3 60 against P2+P4 66: P1+P3 score 66, rounded to 65 (P1 and P3 alone would tie)
    assert state.results[-1].winners == (0,)
    assert state.side_scores == (65.0, 0.0)
    assert state.scores() == (65.0, 0.0, 65.0, 0.0)


def test_four_players_tied_partnerships_score_no_hand_points() -> None:
    hands = [FOUR_HANDS[0], FOUR_HANDS[1], FOUR_HANDS[3], FOUR_HANDS[2]]  # 30+33 against 33+30
    state = blocking(hands)
    state.apply_string("0-6@W")
    assert state.results[-1].winners == (0, 1)
    assert state.side_scores == (0.0, 0.0)


def test_partnership_domino_scores_both_opponents_and_not_the_partner() -> None:
    state = position([["1-6"], ["3-4"], ["6-6"], ["5-6"]], ["1-2"])
    state.apply_string("1-6@W")
    # P2 7 + P4 11 = 18 -> 20; the partner P3's 12 pips do not count
    assert state.side_scores == (20.0, 0.0)
    assert state.scores() == (20.0, 0.0, 20.0, 0.0)


def test_partners_share_one_score_for_plays() -> None:
    state = position([["0-0"], ["1-1"], ["2-3", "0-1"], ["4-4"]], ["0-2"], to_move=2)
    state.apply_string("2-3@E")  # 0 + 3 = 3: nothing
    assert state.scores() == (0.0, 0.0, 0.0, 0.0)
    state = position([["0-0"], ["1-1"], ["2-5", "0-1"], ["4-4"]], ["0-2"], to_move=2)
    state.apply_string("2-5@E")
    assert state.scores() == (5.0, 0.0, 5.0, 0.0)


def test_the_domino_maker_opens_the_next_round() -> None:
    state = position([["1-1"], ["1-6"], ["0-0"]], ["1-2"], to_move=1)
    state.apply_string("1-6@W")
    while state.current_player() == CHANCE:
        state.push(state.sample_chance(), CHANCE)
    assert state.round == 2 and state.current_player() == 1


def test_after_a_blocked_round_the_next_opener_is_drawn_by_lot() -> None:
    state = blocking([["1-1"], [t for t in REST if t != "1-1"]])
    state.apply_string("0-6@W")
    for _ in range(18):
        state.push(state.sample_chance(), CHANCE)
    assert state.current_player() == CHANCE
    assert [state.action_to_string(a) for a, _ in state.chance_outcomes()] == ["lot P1", "lot P2"]


# ----------------------------------------------------------------------------- the match
def test_the_match_ends_at_once_when_the_target_is_reached_even_mid_round() -> None:
    state = position([["2-3", "4-4"], ["6-6", "5-5"]], scores=[245.0, 0.0])
    state.apply_string("2-3")
    assert state.current_player() == TERMINAL
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == frozenset({0})
    assert outcome.scores == (250.0, 0.0)
    assert state.hands[0].bit_count() == 1  # tiles were left: the round was not finished


def test_partnership_reaching_the_target_wins_for_both_partners() -> None:
    state = position([["0-0"], ["1-1"], ["2-3", "0-1"], ["4-4"]], ["0-2"], to_move=2, scores=[195.0, 0.0])
    state.apply_string("2-3@E")
    assert not state.is_terminal()
    state = position([["0-0"], ["1-1"], ["2-5", "0-1"], ["4-4"]], ["0-2"], to_move=2, scores=[195.0, 0.0])
    state.apply_string("2-5@E")
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == frozenset({0, 2})
    third = 1 / 3
    assert state.returns() == pytest.approx((third, -third, third, -third))


def test_round_limit_ends_the_match_with_the_most_points_winning() -> None:
    state = position([["1-6"], ["3-4", "5-6"]], ["1-2"], options={"round_limit": 1})
    state.apply_string("1-6@W")
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == frozenset({0})
    assert "round limit" in str(outcome.reason)


# ----------------------------------------------------------------------------- variants
def test_divide_by_five_variant_counts_fifths_and_plays_to_61() -> None:
    state = position([["3-6", "0-0"], ["6-6", "0-1"]], options={"divide_by_five": True})
    assert state.target == 61
    state.apply_string("3-6")
    state.apply_string("6-6@E")
    assert state.side_scores == (0.0, 3.0)


def test_highest_double_leads_variant() -> None:
    for seed in range(10):
        state = dealt(seed, players=3, highest_double_leads=True)
        held = [t for h in state.hands for t in range(28) if h >> t & 1]
        doubles = [t for t in held if TILES[t][0] == TILES[t][1]]
        best = max(doubles, key=lambda t: TILES[t][0]) if doubles else max(held, key=lambda t: sum(TILES[t]))
        assert state.hands[state.current_player()] >> best & 1
        assert len(state.legal_actions()) == 1
        assert state.legal_strings() == [f"{TILES[best][0]}-{TILES[best][1]}"]


def test_hand_size_option_and_its_limit() -> None:
    state = dealt(0, players=2, hand_size=7)
    assert [h.bit_count() for h in state.hands] == [7, 7]
    with pytest.raises(Exception, match="28 tiles"):
        GAME.validate_options({"players": 4, "hand_size": 8})


# ----------------------------------------------------------------------------- notation and views
def test_notation_of_plays_draws_and_passes() -> None:
    state = position([["3-6", "2-6"], ["6-6", "0-0"]])
    assert state.parse_action("6-3") == state.parse_action("3-6")
    state.apply_string("3-6")
    state.apply_string("6-6@e")
    state.apply_string("6-2 @ E")
    assert [state.action_to_string(a, p) for p, a in state.history] == ["3-6", "6-6@E", "2-6@E"]
    with pytest.raises(NotationError):
        state.parse_action("3-7@E")
    with pytest.raises(NotationError):
        state.parse_action("3-6@X")


def test_views_show_own_hand_counts_and_scores_never_other_hands_or_the_boneyard() -> None:
    state = dealt(4, players=4)
    assert state.layout.empty  # nothing is on the table yet, so no tile name is public
    for viewer in [None, 0, 1, 2, 3]:
        pos = state.view(viewer)["position"]
        text = json.dumps(state.view(viewer), default=english)
        assert pos["hand_counts"] == [5, 5, 5, 5]
        assert pos["boneyard"] == 8
        assert pos["side_scores"] == [0.0, 0.0]
        hidden = state.boneyard
        for other in range(4):
            if other != viewer:  # a partner's hand too
                hidden |= state.hands[other]
            else:
                assert pos["hand"] == [
                    f"{a}-{b}" for t, (a, b) in enumerate(TILES) if state.hands[other] >> t & 1
                ]
        for t in range(28):
            if hidden >> t & 1:
                assert f'"{TILES[t][0]}-{TILES[t][1]}' not in text
                assert f" {TILES[t][0]}-{TILES[t][1]}" not in text
    assert state.view(None)["position"]["hand"] is None


def test_resampling_keeps_what_the_observer_knows_and_respects_draws() -> None:
    state = position([["3-3", "4-4"], ["0-0", "5-5"]], ["1-2"])
    state.apply_string("draw")
    state.apply_string("5-6", CHANCE)
    state.apply_string("draw")
    state.apply_string("1-6", CHANCE)
    state.apply_string("1-6@W")
    rng = random.Random(1)
    seen = set()
    for _ in range(30):
        other = state.resample_hidden(1, rng)
        assert other.view(1) == state.view(1)
        assert other.hands[1] == state.hands[1]
        assert other.hands[0].bit_count() == state.hands[0].bit_count()
        # P1 drew twice, so held nothing with a 1 or a 2 (the open ends) before the second draw
        held = other.hands[0]
        for t in range(28):
            if held >> t & 1:
                assert not {1, 2} & set(TILES[t])
        seen.add(other.hands[0])
    assert len(seen) > 1


def test_undo_restores_the_position() -> None:
    state = dealt(7, players=3)
    before = state.snapshot()
    rng = random.Random(0)
    for _ in range(30):
        if state.is_terminal():
            break
        random_step(state, rng)
    while state.move_number > 21 + 1:
        state.pop()
    assert state.snapshot() == before


def test_malformed_snapshots_are_rejected() -> None:
    with pytest.raises(FormatError):
        position([["3-6"], ["3-6"]])
    with pytest.raises(FormatError):
        position([["3-6"], ["1-1"]], ["1-2", "4-4@E"])


# ----------------------------------------------------------------------------- properties
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 4), steps=st.integers(0, 400))
def test_every_tile_is_in_exactly_one_place(seed: int, players: int, steps: int) -> None:
    state = GAME.new_state({"players": players}, seed)
    rng = random.Random(seed)
    last = state.scores()
    for _ in range(steps):
        if state.is_terminal():
            break
        random_step(state, rng)
        assert isinstance(state, AllFivesState)
        on_table = sum(1 << t for t, _ in state.layout.placed)
        places = [*state.hands, state.boneyard, on_table]
        assert sum(m.bit_count() for m in places) == 28
        union = 0
        for m in places:
            assert not union & m
            union |= m
        scores = state.scores()
        assert all(b >= a for a, b in zip(last, scores, strict=True))
        assert all(s % 5 == 0 for s in scores) or players == 3
        last = scores


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_every_play_scores_the_sum_of_the_ends_when_a_multiple_of_five(seed: int) -> None:
    state = GAME.new_state({"players": 2}, seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        player = state.current_player()
        before = state.side_scores
        round_ = state.round
        random_step(state, rng)
        _, action = state.history[-1]
        if player >= 0 and action not in (DRAW, PASS) and state.round == round_ and not state.is_terminal():
            total = state.layout.total()
            gained = state.side_scores[player] - before[player]
            assert gained == (total if total % 5 == 0 else 0)


def test_rendering_random_positions() -> None:
    console = Console(width=120, record=True)
    for players in (2, 3, 4):
        state = GAME.new_state({"players": players}, players)
        rng = random.Random(players)
        for step in range(400):
            if state.is_terminal():
                break
            random_step(state, rng)
            if step % 37 == 0:
                console.print(renderer.render(state.view(step % players)))
                console.print(renderer.render(state.view(None)))
        console.print(renderer.render(state.view(0)))
    text = console.export_text()
    assert "All Fives" in text and "W" in text


def test_an_opening_spinner_with_one_side_occupied_still_counts_both_halves() -> None:
    state = position([["5-5", "0-0"], ["3-5", "1-1"]])
    state.apply_string("5-5")
    state.apply_string("3-5@E")
    assert state.layout.total() == 10 + 3
    assert state.side_scores == (10.0, 0.0)


def test_divide_by_five_split_gives_half_points() -> None:
    hands = [
        ["1-1", "1-5", "2-6", "3-3", "3-5", "5-5"],
        ["1-4", "2-2", "4-5", "4-6", "6-6"],
        ["1-3", "1-6", "2-3", "2-4", "2-5", "3-6", "4-4"],
    ]
    state = blocking(hands, options={"divide_by_five": True})
    state.apply_string("0-6@W")
    assert state.side_scores == (4.5, 4.5, 0.0)  # 46 -> 45 -> 9 fives, split exactly


def test_four_players_form_two_fixed_partnerships_of_opposite_seats() -> None:
    options = GAME.validate_options({"players": 4})
    assert GAME.teams(options) == ((0, 2), (1, 3))
    assert GAME.teams(GAME.validate_options({"players": 3})) == ((0,), (1,), (2,))


def test_three_players_no_payment_to_the_second_placed() -> None:
    state = position([["1-6"], ["0-1"], ["5-6"]], ["1-2"])
    state.apply_string("1-6@W")  # P2 has 1 pip, P3 11: only P1 scores (12 -> 10)
    assert state.side_scores == (10.0, 0.0, 0.0)


def test_the_tally_shows_strokes_crosses_and_a_half_point_separately() -> None:
    assert renderer.tally(0) == "-"
    assert renderer.tally(15) == "|||"
    assert renderer.tally(65) == "X|||"
    assert renderer.tally(22.5) == "|||| +2.5"
