"""Make 5: one test per rule sentence of the rulebook, its scoring example, and invariants."""

from __future__ import annotations

import io
import random
from collections import Counter
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rich.console import Console

from fives.core import CHANCE, TERMINAL, FormatError, IllegalActionError, NotationError, random_step
from fives.games.make5 import (
    COLOUR_LETTERS,
    GAME,
    PASS,
    Make5State,
    board_score,
    move_action,
    row_score,
)
from fives.games.make5.terminal import render

# The rulebook's example picture is lost; this full board scores 12 like it: row 1 five red
# (5), row 2 four blue (4), row 3 three green (3), rows 4 and 5 no colour three times (0).
EXAMPLE_12 = ["RBGBG", "RBGGY", "RBGYY", "RBYWW", "RYWWW"]


def state(runways: list[str], options: dict[str, Any] | None = None, **fields: Any) -> Make5State:
    opts = {"first": "1", **(options or {})}
    result = GAME.state_from_snapshot({"runways": runways, **fields}, opts)
    assert isinstance(result, Make5State)
    return result


def new(options: dict[str, Any] | None = None, seed: int = 0) -> Make5State:
    result = GAME.new_state({"first": "1", **(options or {})}, seed)
    assert isinstance(result, Make5State)
    return result


def draw(s: Make5State, letter: str) -> None:
    s.apply_string({"R": "red", "Y": "yellow", "G": "green", "B": "blue", "W": "white"}[letter])


def colours_in_play(s: Make5State) -> Counter[str]:
    """Every token of the game: on the board, in the bag, and the one the Chaot holds."""
    count: Counter[str] = Counter("".join(s.snapshot()["runways"]))
    for letter, n in s.snapshot()["bag"].items():
        count[letter] += n
    if s.drawn >= 0:
        count[COLOUR_LETTERS[s.drawn]] += 1
    return count


def finish_game_by_passing(s: Make5State) -> None:
    """The sorter passes at the final move (the board is full)."""
    assert s.is_final_move()
    s.apply_string("pass")


# --------------------------------------------------------------------------- components
def test_components_a_tilted_board_of_five_empty_runways_and_a_bag_of_25_tokens_five_per_colour() -> None:
    s = new()
    assert s.snapshot()["runways"] == ["", "", "", "", ""]
    assert s.snapshot()["bag"] == dict.fromkeys("RYGBW", 5)
    assert GAME.info.min_players == GAME.info.max_players == 2


def test_roles_p1_sorts_first_by_default_and_p2_is_the_chaot() -> None:
    s = GAME.new_state({}, 0)
    assert isinstance(s, Make5State)
    assert (s.sorter, s.chaot) == (0, 1)
    assert s.view(0)["position"]["sorter"] == 0
    assert s.view(1)["position"]["chaot"] == 1


def test_option_first_2_lets_p2_sort_first() -> None:
    s = new({"first": "2"})
    assert (s.sorter, s.chaot) == (1, 0)


def test_option_first_lot_draws_the_first_sorter_by_an_even_chance() -> None:
    s = GAME.new_state({"first": "lot"}, 0)
    assert s.current_player() == CHANCE
    assert [p for _, p in s.chance_outcomes()] == [Fraction(1, 2), Fraction(1, 2)]
    s.apply_string("p2 sorts")
    assert isinstance(s, Make5State)
    assert s.sorter == 1


# --------------------------------------------------------------------------- setup
def test_setup_five_tokens_are_drawn_blind_and_placed_one_on_each_runway() -> None:
    s = new()
    for letter in "RRYBW":
        assert s.current_player() == CHANCE
        draw(s, letter)
    assert s.snapshot()["runways"] == ["R", "R", "Y", "B", "W"]
    assert s.snapshot()["bag"] == {"R": 3, "Y": 4, "G": 5, "B": 4, "W": 4}
    assert s.current_player() == 0, "after setup the sorter moves first"


def test_setup_draw_probabilities_follow_the_bags_colour_counts() -> None:
    s = new()
    assert s.chance_outcomes() == [(300 + c, Fraction(5, 25)) for c in range(5)]
    draw(s, "G")
    draw(s, "G")
    probabilities = {s.action_to_string(a): p for a, p in s.chance_outcomes()}
    assert probabilities == {
        "red": Fraction(5, 23),
        "yellow": Fraction(5, 23),
        "green": Fraction(3, 23),
        "blue": Fraction(5, 23),
        "white": Fraction(5, 23),
    }


# --------------------------------------------------------------------------- the sorter
def test_sorter_may_move_any_one_token_to_the_top_of_a_runway_of_choice_where_it_rolls_down() -> None:
    s = state(["RY", "G", "B", "W", "R"])
    s.apply_string("a1-c")
    assert s.snapshot()["runways"] == ["Y", "G", "BR", "W", "R"]


def test_any_token_may_be_moved_not_only_the_top_one() -> None:
    s = state(["RYG", "G", "B", "W", "R"])
    legal = set(s.legal_strings())
    for place in (1, 2, 3):
        for target in "bcde":
            assert f"a{place}-{target}" in legal


def test_the_tokens_behind_a_removed_token_slide_forward_to_close_the_gap() -> None:
    s = state(["RYGBW", "G", "B", "W", "R"], bag={"R": 3, "Y": 4, "G": 3, "B": 3, "W": 3})
    s.apply_string("a2-b")
    assert s.snapshot()["runways"] == ["RGBW", "GY", "B", "W", "R"]


def test_there_is_no_obligation_to_move_passing_is_a_move() -> None:
    s = state(["R", "G", "B", "W", "Y"])
    before = s.snapshot()["runways"]
    assert "pass" in s.legal_strings()
    s.apply_string("pass")
    assert s.snapshot()["runways"] == before
    assert s.current_player() == CHANCE, "after the sorter's pass the Chaot draws"


def test_rolling_a_token_back_into_its_own_runway_puts_it_on_top() -> None:
    s = state(["RYG", "G", "B", "W", "R"])
    s.apply_string("a1-a")
    assert s.snapshot()["runways"][0] == "YGR"


def test_the_top_token_back_into_its_own_runway_is_not_a_move_because_it_changes_nothing() -> None:
    s = state(["RYG", "G", "B", "W", "R"])
    assert "a3-a" not in s.legal_strings()
    assert "b1-b" not in s.legal_strings()
    with pytest.raises(IllegalActionError, match="same place"):
        s.apply_string("a3-a")


def test_the_sorter_cannot_roll_a_token_into_a_full_runway() -> None:
    s = state(["RYGBW", "G", "B", "W", "R"])
    assert not any(text.endswith("-a") and not text.startswith("a") for text in s.legal_strings())
    with pytest.raises(IllegalActionError, match="runway a is full"):
        s.apply_string("b1-a")


def test_the_sorter_cannot_move_a_token_that_is_not_there() -> None:
    s = state(["R", "G", "B", "W", "Y"])
    with pytest.raises(IllegalActionError, match="no token on a3"):
        s.apply_string("a3-b")


def test_the_sorter_does_not_roll_in_new_tokens() -> None:
    s = state(["R", "G", "B", "W", "Y"])
    with pytest.raises(IllegalActionError, match="only the Chaot"):
        s.apply_string("c")


# --------------------------------------------------------------------------- the Chaot
def test_chaot_draw_probabilities_equal_the_bags_colour_counts() -> None:
    bag = {"R": 4, "Y": 0, "G": 2, "B": 1, "W": 3}
    runways = ["RY", "YGB", "GGY", "BBB", "WWYY"]
    s = state(runways, phase="draw", bag=bag)
    assert s.current_player() == CHANCE
    probabilities = {s.action_to_string(a): p for a, p in s.chance_outcomes()}
    assert probabilities == {"red": Fraction(4, 10), "green": Fraction(2, 10), "blue": Fraction(1, 10),
                             "white": Fraction(3, 10)}  # fmt: skip
    assert "yellow" not in probabilities, "a colour no longer in the bag cannot be drawn"


def test_chaot_draws_one_token_and_rolls_it_into_a_runway_of_choice() -> None:
    s = state(["R", "G", "B", "W", "Y"])
    s.apply_string("pass")
    draw(s, "B")
    assert s.current_player() == 1
    assert s.view(None)["position"]["drawn"] == "B"
    assert s.legal_strings() == ["a", "b", "c", "d", "e"]
    s.apply_string("a")
    assert s.snapshot()["runways"] == ["RB", "G", "B", "W", "Y"]
    assert s.current_player() == 0, "then the sorter moves again"


def test_the_chaot_cannot_roll_a_token_into_a_full_runway() -> None:
    s = state(["RYGBW", "G", "B", "W", "R"], phase="place", drawn="G")
    assert s.legal_strings() == ["b", "c", "d", "e"]
    with pytest.raises(IllegalActionError, match="runway a is full"):
        s.apply_string("a")


def test_the_chaot_must_place_the_drawn_token_and_cannot_pass() -> None:
    s = state(["R", "G", "B", "W", "Y"], phase="place", drawn="G")
    with pytest.raises(IllegalActionError, match="must roll"):
        s.apply_string("pass")


def test_sorter_and_chaot_alternate_until_all_25_tokens_are_placed() -> None:
    s = new(seed=4)
    rng = random.Random(4)
    sequence = []
    while s.game_index == 0:
        sequence.append(s.current_player())
        random_step(s, rng)
    assert sequence[:5] == [CHANCE] * 5
    assert sequence[5:-1] == [0, CHANCE, 1] * 20
    assert sequence[-1] == 0, "the sorter has the last move"


def test_when_the_chaot_has_placed_the_last_token_the_sorter_has_one_last_move() -> None:
    s = state(["RBGBG", "RBGGY", "RBGYY", "RBYWW", "RYWW"], phase="place", drawn="W")
    s.apply_string("e")
    assert s.current_player() == 0
    assert s.is_final_move()
    assert s.view(0)["position"]["final_move"]
    assert not s.results, "the game is not scored before the sorter's last move"
    s.apply_string("c1-c")  # runway c RBGYY becomes BGYYR: row 1 keeps four red, row 2 three blue
    assert s.results == ((0, 4 + 3),)


def test_the_last_move_can_only_reorder_a_runway_because_every_runway_is_full() -> None:
    s = state(EXAMPLE_12)
    assert s.is_final_move()
    for text in s.legal_strings():
        assert text == "pass" or text[0] == text[-1]
    s.apply_string("a1-a")  # runway a RBGBG becomes BGBGR: rows 1 and 2 keep four red and three blue
    assert s.results == ((0, 4 + 3),)


def test_no_runway_ever_holds_a_sixth_token() -> None:
    for seed in range(3):
        s = new(seed=seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            assert all(len(lane) <= 5 for lane in s.board)
            random_step(s, rng)


# --------------------------------------------------------------------------- scoring
@pytest.mark.parametrize(
    ("runways", "points"),
    [
        (["R", "R", "R", "R", "R"], 5),
        (["R", "R", "R", "R", "Y"], 4),
        (["R", "Y", "R", "Y", "R"], 3),
        (["R", "R", "Y", "Y", "G"], 0),
        (["R", "Y", "G", "B", "W"], 0),
        (["RGBW", "RGBW", "", "", ""], 0),
        (["GRY", "GRY", "GRY", "", ""], 3),
    ],
)
def test_a_row_with_three_or_more_of_one_colour_scores_that_number_otherwise_zero(
    runways: list[str], points: int
) -> None:
    s = state(runways)
    assert row_score(s.board, 0) == points
    assert s.view(None)["position"]["row_scores"][0] == points


def test_the_rows_run_across_the_runways_and_count_separately() -> None:
    # runway a is all red (a column), which scores nothing: rows run across the runways
    s = state(["RRRRR", "YGBWY", "GBWYG", "BWYGB", "WYGBW"])
    assert s.view(None)["position"]["row_scores"] == [0, 0, 0, 0, 0]


def test_rulebook_example_the_sorter_scores_12() -> None:
    s = state(EXAMPLE_12)
    assert s.view(None)["position"]["row_scores"] == [5, 4, 3, 0, 0]
    finish_game_by_passing(s)
    assert s.results == ((0, 12),)
    assert s.totals == (12, 0)


def test_25_points_is_a_make_five_and_wins_the_match_at_once() -> None:
    s = state(["RYGBW"] * 5)
    finish_game_by_passing(s)
    assert s.current_player() == TERMINAL, "the match ends in game 1 of 6"
    outcome = s.outcome()
    assert outcome is not None
    assert outcome.winners == frozenset({0})
    assert "MAKE FIVE" in str(outcome.reason)
    assert outcome.details["make_five"]


def test_a_make_five_wins_even_when_behind_on_total() -> None:
    s = state(["RYGBW"] * 5, sorter=1, game=3, totals=[40, 0], results=[[0, 20], [1, 0], [0, 20]])
    finish_game_by_passing(s)
    outcome = s.outcome()
    assert outcome is not None
    assert outcome.winners == frozenset({1})
    assert outcome.scores == (40.0, 25.0)
    assert s.view(None)["position"]["game"] == 4, "the match ended in game 4 of 6"


# --------------------------------------------------------------------------- the match
def test_roles_swap_after_each_game_and_each_player_sorts_three_times_in_six_games() -> None:
    s = new(seed=1)
    rng = random.Random(1)
    while not s.is_terminal():
        random_step(s, rng)
    sorters = [sorter for sorter, _ in s.results]
    assert sorters == [0, 1, 0, 1, 0, 1]
    assert s.totals == (sum(v for p, v in s.results if p == 0), sum(v for p, v in s.results if p == 1))


def test_after_a_game_the_board_is_cleared_the_bag_refilled_and_the_roles_swapped() -> None:
    s = state(EXAMPLE_12)
    finish_game_by_passing(s)
    assert s.snapshot()["runways"] == ["", "", "", "", ""]
    assert s.snapshot()["bag"] == dict.fromkeys("RYGBW", 5)
    assert (s.sorter, s.chaot) == (1, 0)
    assert s.current_player() == CHANCE, "the next game starts with the setup draws"


def test_after_six_games_the_higher_total_wins() -> None:
    s = state(
        EXAMPLE_12, sorter=1, game=5, totals=[30, 20], results=[[0, 10], [1, 10], [0, 10], [1, 10], [0, 10]]
    )
    finish_game_by_passing(s)  # P2 scores 12: 32 to 30
    outcome = s.outcome()
    assert outcome is not None
    assert outcome.winners == frozenset({1})
    assert outcome.scores == (30.0, 32.0)
    assert [g["score"] for g in outcome.details["games"]] == [10, 10, 10, 10, 10, 12]


def test_a_tied_match_is_a_draw_by_default() -> None:
    s = state(EXAMPLE_12, sorter=1, game=5, totals=[12, 0])
    finish_game_by_passing(s)
    outcome = s.outcome()
    assert outcome is not None
    assert outcome.winners == frozenset({0, 1})
    assert s.returns() == (0.0, 0.0)


def test_option_tie_decider_plays_one_more_pair_of_games() -> None:
    s = state(EXAMPLE_12, {"tie": "decider"}, sorter=1, game=5, totals=[12, 0])
    finish_game_by_passing(s)
    assert not s.is_terminal()
    assert s.view(None)["position"]["games"] == 8
    assert s.view(None)["position"]["decider"]
    assert s.sorter == 0


def test_a_decider_that_is_still_tied_is_a_draw() -> None:
    s = state(EXAMPLE_12, {"tie": "decider"}, sorter=1, game=7, games=8, totals=[24, 12])
    finish_game_by_passing(s)
    outcome = s.outcome()
    assert outcome is not None
    assert outcome.winners == frozenset({0, 1})


def test_option_games_sets_the_length_of_the_match() -> None:
    s = new({"games": 2}, seed=2)
    rng = random.Random(2)
    while not s.is_terminal():
        random_step(s, rng)
    assert len(s.results) == 2
    assert s.move_number <= GAME.max_length(s.options)


# --------------------------------------------------------------------------- views
def test_both_players_see_the_board_and_the_bags_counts_and_nothing_is_hidden() -> None:
    s = new(seed=3)
    rng = random.Random(3)
    for _ in range(30):
        random_step(s, rng)
    views = [s.view(p)["position"] for p in (None, 0, 1)]
    assert views[0] == views[1] == views[2]
    assert (
        sum(views[0]["bag"].values())
        == views[0]["bag_total"]
        == 25 - len("".join(views[0]["runways"])) - (views[0]["drawn"] is not None)
    )
    assert not GAME.info.hidden_information
    assert s.resample_hidden(0, rng) == s


# --------------------------------------------------------------------------- notation and positions
def test_notation_reads_case_and_blanks_freely() -> None:
    s = state(["RY", "G", "B", "W", "R"])
    assert s.parse_action(" A1 - C ") == move_action(0, 0, 2)
    assert s.parse_action("a1c") == move_action(0, 0, 2)
    assert s.parse_action("PASS") == PASS
    with pytest.raises(NotationError, match="places 1-5"):
        s.parse_action("a7-b")
    with pytest.raises(NotationError):
        s.parse_action("a1-f")


def test_snapshots_that_break_the_rules_are_rejected() -> None:
    with pytest.raises(FormatError, match="at most 5"):
        state(["RRRRRR", "", "", "", ""])
    with pytest.raises(FormatError, match="exactly 5"):
        state(["RRRR", "RR", "G", "B", "W"])
    with pytest.raises(FormatError, match="drawn"):
        state(["R", "G", "B", "W", "Y"], phase="place")


# --------------------------------------------------------------------------- invariants
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32), steps=st.integers(min_value=0, max_value=150))
def test_tokens_are_conserved_and_runways_never_overflow(seed: int, steps: int) -> None:
    s = new(seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_terminal():
            break
        random_step(s, rng)
        assert colours_in_play(s) == Counter(dict.fromkeys("RYGBW", 5))
        assert all(len(lane) <= 5 for lane in s.board)
        assert 0 <= board_score(s.board) <= 25


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=2**32), steps=st.integers(min_value=0, max_value=120))
def test_every_sorter_move_keeps_the_board_and_undo_restores_it(seed: int, steps: int) -> None:
    s = new(seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.is_terminal():
            break
        random_step(s, rng)
    if s.current_player() not in (0, 1):
        return
    before = s.snapshot()
    sorting = s.phase == "sort" and not s.is_final_move()
    for action in s.legal_actions():
        s.push(action)
        after = s.snapshot()
        if sorting:  # a sorter's move only rearranges the tokens
            assert sorted("".join(after["runways"])) == sorted("".join(before["runways"]))
            assert after["bag"] == before["bag"]
        s.pop()
        assert s.snapshot() == before


def test_the_renderer_draws_views_of_random_states() -> None:
    console = Console(width=100, record=True, file=io.StringIO())
    for seed in range(2):
        s = GAME.new_state({"first": "lot", "tie": "decider"}, seed)
        rng = random.Random(seed)
        while not s.is_terminal():
            if rng.random() < 0.05:
                for viewer in (None, 0, 1):
                    console.print(render(s.view(viewer)))
            random_step(s, rng)
        console.print(render(s.view(None)))
    text = console.export_text()
    assert "runway" in text and "bag" in text and "match" in text
