"""Zahlenpoker: each rule sentence and each example of the rulebook as a named test.

The pictures of examples A-E were lost in transcription; the stones used here are the ones the
captions name, with the other players' stones chosen to fit the caption (four players, as in
examples D and E).
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rich.console import Console

import fives.games
from fives.core import SIMULTANEOUS, TERMINAL, IllegalActionError, NotationError, State, random_step
from fives.core.message import english
from fives.games.zahlenpoker import ZahlenpokerState, round_winner
from fives.games.zahlenpoker.terminal import COMMANDS, render

GAME = fives.games.load("zahlenpoker")


def new(players: int = 4, **options: Any) -> ZahlenpokerState:
    state = GAME.new_state({"players": players, **options}, seed=0)
    assert isinstance(state, ZahlenpokerState)
    return state


def position(hands: list[list[int]], *, empty_used: list[bool] | None = None, **options: Any) -> State[int]:
    """A position from the stones (values) in each hand."""
    n = len(hands)
    snapshot: dict[str, Any] = {"hands": [[h.count(v) for v in (1, 2, 3, 4)] for h in hands]}
    if empty_used is not None:
        snapshot["empty_used"] = empty_used
    return GAME.state_from_snapshot(snapshot, {"players": n, **options})


def play_round(state: State[int], *choices: str) -> None:
    """Every player (in order) submits their choice; '' skips a player who does not take part."""
    for player, text in enumerate(choices):
        if text:
            state.apply_string(text, player)


def pos(state: State[int], viewer: int | None = None) -> dict[str, Any]:
    position: dict[str, Any] = state.view(viewer)["position"]
    return position


def last_round(state: State[int]) -> dict[str, Any]:
    result: dict[str, Any] = pos(state)["rounds"][-1]
    return result


def all_stones(state: State[int]) -> list[int]:
    """Every stone still in the game or lost, by value: hands + won + lost must be complete."""
    p = pos(state)
    stones = [v for hand in p["hands"] for v in hand] + [v for won in p["won"] for v in won]
    for r in p["rounds"]:
        kept = {r["victim"], r["keeper"]}
        stones += [v for q, v in enumerate(r["shown"]) if isinstance(v, int) and q not in kept]
    if p["reveal"] is not None:  # shown, waiting for the steal decision
        stones += [v for v in p["reveal"] if isinstance(v, int)]
    return sorted(stones)


# ---------------------------------------------------------------------------------------- setup


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_each_player_holds_two_stones_of_each_value_1_to_4(players: int) -> None:
    state = new(players)
    assert pos(state)["hands"] == [[1, 1, 2, 2, 3, 3, 4, 4]] * players
    assert pos(state)["won"] == [[]] * players
    assert pos(state)["empty_used"] == [False] * players


def test_game_is_for_two_to_four_players() -> None:
    assert (GAME.info.min_players, GAME.info.max_players) == (2, 4)


# ---------------------------------------------------------------------------------------- how to play


def test_every_player_chooses_secretly_at_the_same_time() -> None:
    state = new(3)
    assert state.current_player() == SIMULTANEOUS
    assert state.acting_players() == (0, 1, 2)
    state.apply_string("2", 1)
    assert state.acting_players() == (0, 2)
    with pytest.raises(IllegalActionError, match="nothing to do"):
        state.apply_string("3", 1)


def test_a_choice_offers_each_value_in_hand_and_the_empty_hand() -> None:
    state = new(2)
    assert state.legal_strings(0) == ["empty", "1", "2", "3", "4"]
    late = position([[4, 4, 1], [2]], empty_used=[True, False])
    assert late.legal_strings(0) == ["1", "4"]
    assert late.legal_strings(1) == ["empty", "2"]


def test_the_chosen_stone_stays_in_hand_until_the_reveal() -> None:
    state = new(2)
    state.apply_string("4", 0)
    assert pos(state)["hands"][0] == [1, 1, 2, 2, 3, 3, 4, 4]
    state.apply_string("1", 1)
    assert pos(state)["hands"][0] == [1, 1, 2, 2, 3, 3, 4]
    assert pos(state)["hands"][1] == [1, 2, 2, 3, 3, 4, 4]


def test_example_a_the_highest_value_keeps_its_stone_the_others_are_lost() -> None:
    state = new(4)
    play_round(state, "3", "1", "2", "1")
    assert pos(state)["won"] == [[3], [], [], []]
    assert last_round(state)["keeper"] == 0
    # the lost stones have left the game: nobody holds or has won them
    assert pos(state)["hands"][1] == [1, 2, 2, 3, 3, 4, 4]
    assert pos(state)["hands"][2] == [1, 1, 2, 3, 3, 4, 4]
    assert sum(len(w) for w in pos(state)["won"]) == 1


def test_example_b_two_highest_values_block_each_other_and_the_3_wins() -> None:
    state = new(4)
    play_round(state, "4", "4", "3", "1")
    assert pos(state)["won"] == [[], [], [3], []]
    assert last_round(state)["keeper"] == 2


def test_example_b_with_three_players() -> None:
    state = new(3)
    play_round(state, "4", "3", "4")
    assert pos(state)["won"] == [[], [3], []]


def test_example_c_a_round_can_have_no_winner() -> None:
    state = new(4)
    play_round(state, "4", "2", "4", "2")
    assert pos(state)["won"] == [[], [], [], []]
    assert last_round(state)["keeper"] is None
    assert pos(state)["hands"] == [[1, 1, 2, 2, 3, 3, 4], [1, 1, 2, 3, 3, 4, 4]] * 2


def test_example_c_two_players_showing_the_same_value() -> None:
    state = new(2)
    play_round(state, "3", "3")
    assert pos(state)["won"] == [[], []]


def test_general_rule_the_highest_value_shown_by_exactly_one_player_wins() -> None:
    assert round_winner({0: 4, 1: 4, 2: 2, 3: 1}) == 2
    assert round_winner({0: 4, 1: 4, 2: 3, 3: 3}) is None
    assert round_winner({0: 1, 1: 1, 2: 2, 3: 2}) is None
    assert round_winner({0: 1, 1: 2}) == 1
    assert round_winner({}) is None


def test_rounds_continue_until_all_stones_are_played_out() -> None:
    state = new(2)
    for value in "12341234":
        assert not state.is_terminal()
        play_round(state, value, value)
    assert state.is_terminal()
    assert pos(state)["hands"] == [[], []]


# ---------------------------------------------------------------------------------------- empty hand


def test_an_empty_hand_keeps_all_stones_in_hand() -> None:
    state = new(3)
    play_round(state, "empty", "4", "4")  # the two 4s: exactly one empty hand, so P1 steals
    assert pos(state)["hands"][0] == [1, 1, 2, 2, 3, 3, 4, 4]


def test_the_empty_hand_may_be_shown_once_per_game() -> None:
    state = new(2)
    play_round(state, "empty", "1")
    state.apply_string("steal P2")
    assert "empty" not in state.legal_strings(0)
    with pytest.raises(IllegalActionError, match="once per game"):
        state.apply_string("empty", 0)
    assert "empty" in state.legal_strings(1)


def test_after_a_lone_empty_hand_its_player_decides_which_stone_to_steal() -> None:
    state = new(4)
    play_round(state, "2", "empty", "4", "1")
    assert state.current_player() == 1
    assert state.legal_strings() == ["steal P1", "steal P3", "steal P4"]
    assert pos(state, 3)["reveal"] == [2, "empty", 4, 1]
    assert pos(state, 3)["phase"] == "steal"


def test_the_thief_chooses_freely_among_the_shown_stones() -> None:
    for victim, won in ((1, [4]), (2, [3]), (3, [1])):
        state = new(4)
        play_round(state, "empty", "4", "3", "1")
        state.apply(10 + victim)
        assert pos(state)["won"][0] == won


def test_example_d_the_empty_hand_steals_the_4_and_the_3_is_second_winner() -> None:
    state = new(4)
    play_round(state, "empty", "4", "3", "1")
    state.apply_string("steal 4@P2")
    assert pos(state)["won"] == [[4], [], [3], []]
    assert pos(state)["hands"][3] == [1, 2, 2, 3, 3, 4, 4]  # the 1 is eliminated
    assert last_round(state) == {
        "shown": ["empty", 4, 3, 1],
        "thief": 0,
        "victim": 1,
        "keeper": 2,
        "blocked": False,
    }


def test_example_e_the_two_3s_block_each_other_only_the_empty_hand_wins() -> None:
    state = new(4)
    play_round(state, "empty", "2", "3", "3")
    state.apply_string("steal P2")
    assert pos(state)["won"] == [[2], [], [], []]
    assert last_round(state)["keeper"] is None


def test_stealing_one_of_two_equal_stones_lets_the_other_win() -> None:
    state = new(4)
    play_round(state, "empty", "2", "3", "3")
    state.apply_string("steal P3")
    assert pos(state)["won"] == [[3], [], [], [3]]


def test_two_empty_hands_block_each_other_and_the_stones_resolve_normally() -> None:
    state = new(4)
    play_round(state, "empty", "3", "empty", "2")
    assert state.current_player() == SIMULTANEOUS  # no steal decision
    assert pos(state)["won"] == [[], [3], [], []]
    assert last_round(state)["blocked"] is True
    assert last_round(state)["thief"] is None
    # the blocked empty hands are spent, and their stones stay in hand
    assert pos(state)["empty_used"] == [True, False, True, False]
    assert pos(state)["hands"][0] == [1, 1, 2, 2, 3, 3, 4, 4]


def test_only_empty_hands_in_a_round_nothing_happens() -> None:
    state = new(2)
    play_round(state, "empty", "empty")
    assert pos(state)["won"] == [[], []]
    assert pos(state)["hands"] == [[1, 1, 2, 2, 3, 3, 4, 4]] * 2
    assert pos(state)["empty_used"] == [True, True]


# ---------------------------------------------------------------------------------------- secrecy


@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_view_or_log_shows_a_choice_before_the_reveal(players: int) -> None:
    for chooser in range(players):
        views = []
        for choice in ("empty", "1", "2", "3", "4"):
            state = new(players)
            state.apply_string(choice, chooser)
            others = [None, *(p for p in range(players) if p != chooser)]
            views.append([state.view(v) for v in others])
            own = state.view(chooser)
            assert own["position"]["my_choice"] == choice
            shown = "an empty hand" if choice == "empty" else f"a {choice}"
            assert [str(line) for line in own["log"]] == [f"P{chooser + 1} shows {shown}"]
            for view in views[-1]:
                assert [str(line) for line in view["log"]] == [f"P{chooser + 1} has chosen"]
                assert view["position"]["chosen"][chooser] is True
                assert view["position"]["my_choice"] is None
        assert all(v == views[0] for v in views), "another player's view depends on the hidden choice"


def test_after_the_reveal_every_view_and_log_shows_every_choice() -> None:
    state = new(3)
    play_round(state, "4", "2", "1")
    for viewer in (None, 0, 1, 2):
        view = state.view(viewer)
        assert [str(line) for line in view["log"]] == ["P1 shows a 4", "P2 shows a 2", "P3 shows a 1"]
        assert view["position"]["rounds"][-1]["shown"] == [4, 2, 1]


def test_the_steal_decision_and_the_reveal_before_it_are_public() -> None:
    state = new(3)
    play_round(state, "1", "empty", "3")
    for viewer in (None, 0, 1, 2):
        assert state.view(viewer)["position"]["reveal"] == [1, "empty", 3]
    state.apply_string("steal P3")
    for viewer in (None, 0, 1, 2):
        assert str(state.view(viewer)["log"][-1]) == "P2 steals from P3"


def test_a_second_round_hides_its_choices_again() -> None:
    state = new(2)
    play_round(state, "4", "1")
    state.apply_string("3", 0)
    assert [str(line) for line in state.view(1)["log"]] == ["P1 shows a 4", "P2 shows a 1", "P1 has chosen"]
    assert [str(line) for line in state.view(0)["log"]] == ["P1 shows a 4", "P2 shows a 1", "P1 shows a 3"]


def test_resampling_redraws_other_hidden_choices_and_keeps_the_observers() -> None:
    state = new(3)
    state.apply_string("4", 0)
    state.apply_string("2", 1)
    rng = random.Random(1)
    seen = set()
    for _ in range(60):
        other = state.resample_hidden(1, rng)
        snap = other.snapshot()
        assert snap["pending"][1] == "2"
        assert other.history[1] == (1, 2)
        assert other.history[0] == (0, other.pending[0])  # type: ignore[attr-defined]
        assert other.view(1) == state.view(1)
        seen.add(snap["pending"][0])
    assert seen == {"empty", "1", "2", "3", "4"}


def test_undoing_a_resampled_choice_does_not_bring_back_the_true_one() -> None:
    state = new(3)
    state.apply_string("4", 0)
    state.apply_string("2", 1)
    other = state.resample_hidden(1, random.Random(2))
    other.apply_string("1", 2)  # completes and reveals the redrawn round
    other.pop()
    assert other.snapshot()["pending"][0] == other.action_to_string(other.history[0][1])


def test_push_and_pop_restore_across_reveal_and_steal() -> None:
    state = new(3)
    before = state.snapshot()
    play_round(state, "empty", "3", "3")
    state.apply_string("steal P2")
    for _ in range(4):
        state.pop()
    assert state.snapshot() == before


# ---------------------------------------------------------------------------------------- end of game


def test_unopposed_the_players_who_can_play_continue_among_themselves() -> None:
    state = position([[1, 4], [3], []])
    assert state.acting_players() == (0, 1)
    assert pos(state)["participants"] == [0, 1]
    play_round(state, "4", "3", "")
    # P1 alone still holds the 1: it would be shown unopposed, so it counts as won
    assert state.is_terminal()
    assert pos(state)["won"][0] == [4]
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.details["stones"] == [2, 0, 0]
    assert outcome.details["left_in_hand"] == [[1], [], []]


def test_kept_the_game_ends_when_a_player_cannot_play_and_leftovers_count() -> None:
    state = position([[4], [3, 3], []], leftover="kept")
    assert state.is_terminal()
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.details["stones"] == [1, 2, 0]
    assert outcome.winners == frozenset({1})


def test_void_the_game_ends_when_a_player_cannot_play_and_leftovers_are_lost() -> None:
    state = position([[4], [3, 3], []], leftover="void")
    assert state.is_terminal()
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.details["stones"] == [0, 0, 0]
    assert outcome.winners == frozenset({0, 1, 2})


@pytest.mark.parametrize(("leftover", "p1_stones"), [("unopposed", 3), ("kept", 3), ("void", 2)])
def test_a_two_player_game_with_one_empty_hand_and_each_leftover_rule(leftover: str, p1_stones: int) -> None:
    state = new(2, leftover=leftover)
    play_round(state, "empty", "4")
    state.apply_string("steal P2")  # P1 wins the 4
    for a, b in zip("1234123", "1231234", strict=True):
        play_round(state, a, b)
    # P2 has played all 8 stones; P1 still holds a 4
    assert pos(state)["hands"] == [[4], []]
    assert state.is_terminal()
    assert state.scores()[0] == p1_stones


def test_a_player_without_stones_may_show_the_unused_empty_hand_with_the_option() -> None:
    state = position([[4], []], empty_without_stones=True)
    assert state.acting_players() == (0, 1)
    assert state.legal_strings(1) == ["empty"]
    play_round(state, "4", "empty")
    state.apply_string("steal P1")
    assert state.is_terminal()
    assert pos(state)["won"] == [[], [4]]


def test_without_the_option_a_player_without_stones_takes_no_further_part() -> None:
    state = position([[4], []])
    assert state.is_terminal()
    assert state.scores() == (1.0, 0.0)  # unopposed: P1's 4 counts as won


def test_the_game_ends_when_no_player_taking_part_holds_a_stone() -> None:
    state = position([[], []], empty_without_stones=True)
    assert state.is_terminal()


# ---------------------------------------------------------------------------------------- winner


def won_position(won: list[list[int]], **options: Any) -> State[int]:
    n = len(won)
    return GAME.state_from_snapshot({"hands": [[0, 0, 0, 0]] * n, "won": won}, {"players": n, **options})


def test_the_player_with_the_most_stones_wins() -> None:
    outcome = won_position([[1, 1, 1], [4, 4], [2]]).outcome()
    assert outcome is not None
    assert outcome.winners == frozenset({0})
    assert outcome.scores == (3.0, 2.0, 1.0)


def test_equal_numbers_of_stones_are_broken_by_the_sum_of_their_values() -> None:
    outcome = won_position([[1, 4], [3, 3], [4]]).outcome()
    assert outcome is not None
    assert outcome.winners == frozenset({1})
    assert outcome.details["sums"] == [5, 6, 4]
    assert "highest sum" in str(outcome.reason)


def test_equal_stones_and_equal_sums_are_a_draw() -> None:
    state = won_position([[1, 4], [2, 3], [4]])
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == frozenset({0, 1})
    assert str(outcome.reason).startswith("draw")
    shared, _, loser = state.returns()
    assert state.returns()[:2] == (shared, shared)
    assert shared > 0 > loser
    two = won_position([[2, 2], [1, 3]])
    assert two.returns() == (0.0, 0.0)


# ---------------------------------------------------------------------------------------- notation


def test_notation_accepts_values_empty_and_steal_forms() -> None:
    state = new(4)
    assert state.parse_action("EMPTY", 0) == 0
    assert state.parse_action("e", 0) == 0
    assert state.parse_action("leer", 0) == 0
    assert state.parse_action(" 3 ", 0) == 3
    play_round(state, "empty", "4", "3", "1")
    assert state.parse_action("steal P2") == 11
    assert state.parse_action("steal 2") == 11
    assert state.parse_action("Steal 4@p2") == 11
    with pytest.raises(IllegalActionError, match="did not show a 3"):
        state.parse_action("steal 3@P2")
    with pytest.raises(IllegalActionError, match="yourself"):
        state.parse_action("steal P1")
    with pytest.raises(IllegalActionError, match="first chooses"):
        state.parse_action("2")


def test_malformed_and_impossible_moves_are_explained() -> None:
    state = new(2)
    with pytest.raises(NotationError, match="value 1-4"):
        state.apply_string("5", 0)
    with pytest.raises(IllegalActionError, match="no P3"):
        state.apply_string("steal P3", 0)
    with pytest.raises(IllegalActionError, match="only after a reveal"):
        state.apply_string("steal P2", 0)
    late = position([[4], [2]], empty_used=[True, True])
    with pytest.raises(IllegalActionError, match="no 2 left"):
        late.apply_string("2", 0)


# ---------------------------------------------------------------------------------------- properties


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    players=st.integers(2, 4),
    leftover=st.sampled_from(["unopposed", "kept", "void"]),
    late=st.booleans(),
)
def test_stones_are_conserved_and_views_hide_pending_choices(
    seed: int, players: int, leftover: str, late: bool
) -> None:
    state = GAME.new_state({"players": players, "leftover": leftover, "empty_without_stones": late}, seed)
    rng = random.Random(seed)
    full = sorted([1, 1, 2, 2, 3, 3, 4, 4] * players)
    while not state.is_terminal():
        assert all_stones(state) == full
        viewer = rng.randrange(players)
        if state.current_player() == SIMULTANEOUS:
            assert state.resample_hidden(viewer, rng).view(viewer) == state.view(viewer)
        random_step(state, rng)
        assert state.move_number <= GAME.max_length(state.options)
    assert all_stones(state) == full
    outcome = state.outcome()
    assert outcome is not None
    assert state.current_player() == TERMINAL
    counted = outcome.details["stones"]
    assert outcome.winners and all(counted[p] == max(counted) for p in outcome.winners)


# ---------------------------------------------------------------------------------------- renderer


def rendered(view: dict[str, Any]) -> str:
    console = Console(record=True, width=100)
    console.print(render(view))
    return console.export_text()


def test_renderer_draws_views_of_random_states() -> None:
    for players in (2, 3, 4):
        state = GAME.new_state({"players": players}, seed=players)
        rng = random.Random(players)
        while not state.is_terminal():
            for viewer in (None, *range(players)):
                json.dumps(state.view(viewer), default=english)
                assert "Zahlenpoker" in rendered(state.view(viewer))
            random_step(state, rng)
        assert state.outcome() is not None
        assert str(state.outcome().reason) in rendered(state.view(None))  # type: ignore[union-attr]


def test_renderer_shows_the_own_choice_but_not_anothers() -> None:
    state = new(2)
    state.apply_string("4", 0)
    assert "chose 4" in rendered(state.view(0))
    text = rendered(state.view(1))
    assert "chose 4" not in text
    assert "chosen" in text


def test_rounds_command_lists_every_revealed_round() -> None:
    state = new(4)
    _doc, show = COMMANDS["rounds"]
    console = Console(record=True, width=100)
    console.print(show(state.view(0), ""))
    assert "no round" in console.export_text()
    play_round(state, "empty", "4", "3", "1")
    state.apply_string("steal P2")
    play_round(state, "4", "4", "3", "1")
    console.print(show(state.view(0), ""))
    text = console.export_text()
    assert "round 1: P1 empty hand   P2 4   P3 3   P4 1  ->  P1 stole P2's 4; P3 keeps the 3" in text
    assert "round 2: P1 4   P2 4   P3 3   P4 1  ->  P3 keeps the 3" in text


def test_resample_hidden_works_on_a_snapshot_with_pending_choices() -> None:
    """A position set up from a snapshot may hold submitted choices with no history entry."""
    game = fives.games.load("zahlenpoker")
    state = game.new_state({"players": 3}, seed=2)
    state.apply_string("4", 0)
    state.apply_string("2", 1)
    loaded = game.state_from_snapshot(state.snapshot(), {"players": 3})
    assert loaded.history == []
    rng = random.Random(5)
    seen = set()
    for _ in range(30):
        other = loaded.resample_hidden(2, rng)
        assert other.view(2) == loaded.view(2)
        seen.add(tuple(other.snapshot()["pending"]))
    assert len(seen) > 1
    assert loaded.resample_hidden(0, rng).snapshot()["pending"][0] == loaded.snapshot()["pending"][0]
