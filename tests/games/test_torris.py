"""Torris: each rule of the rulebook (and each decision in docs/dev/rules/torris.md) as a named test."""

from __future__ import annotations

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
from fives.games.torris import TorrisState
from fives.games.torris import terminal as renderer

GAME = fives.games.load("torris")
WHITE, BLACK = 0, 1


def position(*ranks: str, turn: str | None = "white", **options: Any) -> TorrisState:
    """A position from ranks written top (rank 4) to bottom (rank 1): eight towers a rank,
    separated by blanks, each bottom stone first (``WdBs``), ``.`` for an empty space."""
    assert len(ranks) == 4
    board = []
    for text in reversed(ranks):
        cells = text.split()
        assert len(cells) == 8, text
        board.append(["" if c == "." else c for c in cells])
    state = GAME.state_from_snapshot({"board": board, "turn": turn}, options)
    assert isinstance(state, TorrisState)
    return state


def rank(state: TorrisState, number: int) -> str:
    return " ".join(t or "." for t in state.snapshot()["board"][number - 1])


def file_(state: TorrisState, letter: str) -> str:
    col = "abcdefgh".index(letter)
    return " ".join(state.snapshot()["board"][r][col] or "." for r in range(4))


def set_up(seed: int, **options: Any) -> TorrisState:
    """A fresh game with the setup (and the lot) drawn from ``seed``."""
    state = GAME.new_state(options, seed)
    while state.current_player() == CHANCE:
        state.push(state.sample_chance(), CHANCE)
    assert isinstance(state, TorrisState)
    return state


def levels(state: TorrisState) -> int:
    return sum(len(t) * (len(t) + 1) // 2 for t in state.towers)


EMPTY = ". . . . . . . ."

# ----------------------------------------------------------------------------- setup


def test_setup_lays_out_a_4_by_8_checkerboard_with_a1_white() -> None:
    state = GAME.new_state(seed=1)
    board = state.snapshot()["board"]
    assert len(board) == 4 and all(len(r) == 8 for r in board)
    assert board[0][:3] == ["W?", "B?", "W?"]  # a1 white, b1 black, c1 white
    assert board[1][:2] == ["B?", "W?"]  # a2 black: colours alternate along files too
    assert Counter(t for r in board for t in r) == {"W?": 16, "B?": 16}


def test_setup_turns_the_symbols_up_square_by_square_with_exact_chances() -> None:
    state = GAME.new_state(seed=1)
    assert state.current_player() == CHANCE
    assert state.chance_outcomes() == [(a, Fraction(1, 4)) for a, _ in state.chance_outcomes()]
    assert [state.action_to_string(a, CHANCE) for a, _ in state.chance_outcomes()] == [
        "a1=dot",
        "a1=line",
        "a1=triangle",
        "a1=square",
    ]
    state.apply_string("a1=dot")
    # b1 is black: all 16 black stones are still face down
    assert {state.action_to_string(a, CHANCE): p for a, p in state.chance_outcomes()} == {
        "b1=dot": Fraction(1, 4),
        "b1=line": Fraction(1, 4),
        "b1=triangle": Fraction(1, 4),
        "b1=square": Fraction(1, 4),
    }
    state.apply_string("b1=square")
    # c1 is white: one white dot is gone, 15 white stones are left
    assert {state.action_to_string(a, CHANCE): p for a, p in state.chance_outcomes()} == {
        "c1=dot": Fraction(3, 15),
        "c1=line": Fraction(4, 15),
        "c1=triangle": Fraction(4, 15),
        "c1=square": Fraction(4, 15),
    }


def test_a_symbol_whose_four_stones_are_out_can_no_longer_be_drawn() -> None:
    state = GAME.new_state(seed=1)
    for square in ("a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1"):
        state.apply_string(f"{square}=dot")
    # a2 is black, b2 white: all four dots of each colour are out
    assert [state.action_to_string(a, CHANCE) for a, _ in state.chance_outcomes()] == [
        "a2=line",
        "a2=triangle",
        "a2=square",
    ]
    with pytest.raises(IllegalActionError):
        state.apply_string("a2=dot")


@pytest.mark.parametrize("seed", range(5))
def test_the_setup_uses_all_32_stones_four_of_each_symbol_per_colour(seed: int) -> None:
    state = set_up(seed)
    stones = Counter(s for t in state.towers for s in t)
    assert len(stones) == 8 and set(stones.values()) == {4}
    for square, tower in enumerate(state.towers):
        assert len(tower) == 1 and tower[0] // 4 == (square // 8 + square % 8) % 2


def test_the_starting_player_is_chosen_by_lot_after_the_setup() -> None:
    state = GAME.new_state(seed=4)
    for _ in range(32):
        state.push(state.sample_chance(), CHANCE)
    assert state.current_player() == CHANCE
    outcomes = {state.action_to_string(a, CHANCE): p for a, p in state.chance_outcomes()}
    assert outcomes == {"white starts": Fraction(1, 2), "black starts": Fraction(1, 2)}
    state.apply_string("black starts")
    assert state.current_player() == BLACK


def test_the_starting_player_can_be_fixed_by_option() -> None:
    assert len(set_up(4, first="2").history) == 32  # the setup, and no lot
    assert set_up(4, first="2").current_player() == BLACK
    assert set_up(4, first="1").current_player() == WHITE


def test_the_setup_and_the_lot_are_one_line_of_the_log() -> None:
    state = set_up(2)
    log = [str(line) for line in state.view(None)["log"]]
    assert len(state.history) == 33
    assert log in (
        ["The stones lie face up in a random order; White starts (drawn by lot)"],
        ["The stones lie face up in a random order; Black starts (drawn by lot)"],
    )


# ----------------------------------------------------------------------------- moving


@pytest.mark.parametrize(("symbol", "steps"), [("d", 1), ("l", 2), ("t", 3), ("s", 4)])
def test_a_stone_moves_exactly_as_many_steps_as_its_symbol(symbol: str, steps: int) -> None:
    state = position(EMPTY, EMPTY, EMPTY, f"W{symbol} Bd Bd Bd Bd . . .")
    target = "abcdefgh"[steps]
    assert state.legal_strings() == [f"a1-{target}1"]


def test_empty_spaces_are_jumped_over_and_not_counted() -> None:
    state = position(EMPTY, EMPTY, EMPTY, "Wl . Bd . . . Bt .")
    assert state.legal_strings() == ["a1-g1"]


def test_a_stone_moves_along_ranks_and_files_in_all_four_directions() -> None:
    state = position(". . . Bs . . . .", ". . . Bd . . . .", "Bt Bl Bl Wd Bs Bt . .", ". . . Bd . . . .")
    assert sorted(state.legal_strings()) == ["d2-c2", "d2-d1", "d2-d3", "d2-e2"]


def test_a_move_may_not_bend() -> None:
    state = position(EMPTY, EMPTY, ". Bd . . . . . .", "Wl Bd . . . . . .")
    assert state.moves_of(WHITE) == ()  # one stone right of a1, none above it: b2 is off the lines
    state = position(EMPTY, EMPTY, ". Bd . . . . . .", "Wl Bd Bd . . . . .")
    with pytest.raises(IllegalActionError, match="straight line"):
        state.apply_string("a1-b2")


def test_each_player_moves_only_stones_of_their_own_colour() -> None:
    state = set_up(3, first="2")
    tops = {i: t[-1] // 4 for i, t in enumerate(state.towers)}
    assert state.legal_actions()
    assert all(tops[a // 32] == BLACK for a in state.legal_actions())
    assert all(tops[a // 32] == WHITE for a in state.moves_of(WHITE))


def test_a_stone_may_land_on_its_own_colour_or_on_an_opposing_stone() -> None:
    state = position(EMPTY, EMPTY, EMPTY, "Wd Wd . . . . . .", turn="white")
    assert "a1-b1" in state.legal_strings()
    state = position(EMPTY, EMPTY, EMPTY, "Wd Bd . . . . . .", turn="white")
    assert "a1-b1" in state.legal_strings()


def test_a_stone_without_enough_stones_ahead_cannot_move() -> None:
    state = position(EMPTY, EMPTY, EMPTY, "Ws Bd Bd Bd . . . Bt", turn="white")
    assert state.legal_strings() == ["a1-h1"]
    state = position(EMPTY, EMPTY, "Wd . . . . . . .", "Ws Bd Bd . . . . Bt", turn="white")
    with pytest.raises(IllegalActionError, match="fewer stones"):
        state.apply_string("a1-h1")


def test_a_stone_must_climb_at_least_one_level() -> None:
    # the white dot stands at level 2 on a2; b2 has 1 stone, so it may not go there; a1 has 2
    state = position(EMPTY, EMPTY, "BdWd Bt . . . . . .", "BtBd . . . . . . .", turn="white")
    assert state.legal_strings() == ["a2-a1"]
    with pytest.raises(IllegalActionError, match="must climb"):
        state.apply_string("a2-b2")
    state.apply_string("a2-a1")
    assert state.snapshot()["board"][0][0] == "BtBdWd"  # level 3 now


def test_a_stone_on_a_tower_may_land_on_a_tower_of_equal_height() -> None:
    state = position(EMPTY, EMPTY, EMPTY, "BdWd BtBt . . . . . .", turn="white")
    assert state.legal_strings() == ["a1-b1"]


def test_a_stone_that_cannot_climb_cannot_move() -> None:
    state = position(EMPTY, EMPTY, EMPTY, "BdBdWd Bt Bt Bt . . . .", turn="white")
    assert state.moves_of(WHITE) == ()


def test_only_the_top_stone_of_a_tower_moves() -> None:
    # White's dot lies under a black stone: it is Black's tower, White cannot move it
    state = position(EMPTY, EMPTY, EMPTY, "WdBt WsWs Wd Wd . . . .", turn="white")
    assert all(not m.startswith("a1") for m in state.legal_strings())
    with pytest.raises(IllegalActionError, match="top stone on a1 is Black's"):
        state.apply_string("a1-b1")


def test_a_move_must_land_where_the_count_ends() -> None:
    state = position(EMPTY, EMPTY, EMPTY, "Wl Bd Bd . . . . .", turn="white")
    with pytest.raises(IllegalActionError, match="lands on c1"):
        state.apply_string("a1-b1")


def test_malformed_moves_are_notation_errors() -> None:
    state = position(EMPTY, EMPTY, EMPTY, "Wl Bd Bd . . . . .", turn="white")
    for text in ("a5-a1", "i1-a1", "a1", "pass"):
        with pytest.raises(NotationError):
            state.apply_string(text)
    with pytest.raises(IllegalActionError, match="no stone on d1"):
        state.apply_string("d1-a1")


# ----------------------------------------------------------------------------- closing up


def test_closing_up_the_stones_behind_a_single_stone_move_up_one_space() -> None:
    state = position(EMPTY, ". Wd . . . . . .", EMPTY, "Bd Wd Wl Bd Bt . . .")
    state.apply_string("c1-e1")
    assert rank(state, 1) == ". Bd Wd Bd BtWl . . ."
    assert rank(state, 3) == ". Wd . . . . . ."  # other lines do not move


def test_closing_up_works_against_any_direction_of_movement() -> None:
    state = position(EMPTY, EMPTY, EMPTY, ". . . Bt Bd Wl Bd Wt")
    state.apply_string("f1-d1")  # moving left: the towers to its right close up leftwards
    assert rank(state, 1) == ". . . BtWl Bd Bd Wt ."
    state = position(". . Bd . . . . .", ". . Wd . . . . .", ". . Bt . . . . .", ". . Bs . . . . .")
    state.apply_string("c3-c4")  # moving up: the stones below close up upwards
    assert file_(state, "c") == ". Bs Bt BdWd"


def test_no_closing_up_when_a_tower_remains_on_the_space() -> None:
    state = position(EMPTY, EMPTY, EMPTY, "Bd Wd BdWl Bd BtBd . . .")
    state.apply_string("c1-e1")
    assert rank(state, 1) == "Bd Wd Bd Bd BtBdWl . . ."


def test_closing_up_moves_whole_towers() -> None:
    state = position(EMPTY, EMPTY, EMPTY, "WdBdWt BsBl Wl Bd Bt . . .")
    state.apply_string("c1-e1")
    assert rank(state, 1) == ". WdBdWt BsBl Bd BtWl . . ."


def test_closing_up_stops_at_the_first_empty_space() -> None:
    state = position(EMPTY, EMPTY, EMPTY, "Bd . Wd Wl Bd Bt . .")
    state.apply_string("d1-f1")
    assert rank(state, 1) == "Bd . . Wd Bd BtWl . ."


def test_no_closing_up_when_the_space_behind_is_empty() -> None:
    state = position(EMPTY, EMPTY, EMPTY, "Bd . Wl Bd Bt . . .")
    state.apply_string("c1-e1")
    assert rank(state, 1) == "Bd . . Bd BtWl . . ."


def test_no_closing_up_at_the_edge() -> None:
    state = position(EMPTY, EMPTY, EMPTY, "Wl Bd Bt . . . . .")
    state.apply_string("a1-c1")
    assert rank(state, 1) == ". Bd BtWl . . . . ."


def test_compact_closing_up_slides_every_tower_behind_across_gaps() -> None:
    state = position(EMPTY, EMPTY, EMPTY, "Bd . Wd Wl Bd Bt . .", closing="compact")
    state.apply_string("d1-f1")
    assert rank(state, 1) == ". . Bd Wd Bd BtWl . ."
    state = position(EMPTY, EMPTY, EMPTY, "Bd . Wl Bd Bt . . .", closing="compact")
    state.apply_string("c1-e1")
    assert rank(state, 1) == ". . Bd Bd BtWl . . ."


def test_compact_closing_up_equals_run_without_gaps() -> None:
    for closing in ("run", "compact"):
        state = position(EMPTY, EMPTY, EMPTY, "Bd Wd Wl Bd Bt . . .", closing=closing)
        state.apply_string("c1-e1")
        assert rank(state, 1) == ". Bd Wd Bd BtWl . . ."


# ----------------------------------------------------------------------------- blocked, zugzwang, end


def test_a_blocked_player_passes_and_the_opponent_moves_again() -> None:
    # Black's dot stands at level 2 on a3 and has nothing of height 2 one step away
    state = position(EMPTY, "WdBd Wd Wd . . . . .", EMPTY, EMPTY, turn="black")
    assert state.blocked() == [BLACK]
    assert state.current_player() == WHITE
    view = state.view(None)
    assert view["position"]["blocked"] == ["black"]
    notes = [str(note) for note in view["position"]["notes"]]
    assert notes == ["Black is blocked and passes; White moves again"]
    state.apply_string("c3-b3")
    log = [str(line) for line in state.view(None)["log"]]
    assert log == ["(Black is blocked and passes) White moves from c3 to b3"]


def test_play_alternates_again_once_the_blocked_player_can_move() -> None:
    state = position(EMPTY, "WdBd Wd Wd . . . . .", EMPTY, EMPTY, turn="black")
    state.apply_string("c3-b3")  # b3 is now 2 high: Black's dot can climb onto it
    assert state.current_player() == BLACK
    assert state.legal_strings() == ["a3-b3"]


def test_the_opponent_keeps_moving_while_the_other_stays_blocked() -> None:
    state = position(EMPTY, EMPTY, EMPTY, "Wd Wd Wd . . . . Bs", turn="black")
    state.apply_string("a1-b1")
    assert state.current_player() == WHITE  # Black still cannot move
    state.apply_string("c1-b1")
    assert str(state.view(None)["log"][1]).startswith("(Black is blocked and passes) White moves from")


def test_zugzwang_a_player_who_can_move_must_move() -> None:
    # White's only move hands Black the tower on b1; there is no passing while a move exists
    state = position(EMPTY, EMPTY, EMPTY, "Wd Bd . . . . . Bs", turn="white")
    assert state.current_player() == WHITE
    assert state.legal_strings() == ["a1-b1"]
    with pytest.raises(IllegalActionError):
        state.apply_string("pass")


def test_the_game_ends_when_neither_player_can_move() -> None:
    state = position(EMPTY, EMPTY, EMPTY, "Wd Bd . . . . . Bs", turn="white")
    state.apply_string("a1-b1")
    assert state.blocked() == [WHITE, BLACK]
    assert state.current_player() == TERMINAL
    assert state.outcome() is not None


# ----------------------------------------------------------------------------- scoring

#: The rulebook's example final position, built to match: White's towers 6 + 3 + 2 + 2 + 1 = 14,
#: Black's 5 + 4 + 3 + 3 + 2 + 1 = 18, all 32 stones, and no move left for either player.
FINAL_EXAMPLE = (
    "WtBtWsBdWdWt . . . . BtWs . .",
    ". . WsBlWlBlBd . BsWt Ws . BdBs",
    "WdWlBt . . . Bs . . BdBsWt",
    ". . . . WlWlWdBl . . BlWdBt",
)


def test_printed_final_example_scores_14_against_18() -> None:
    state = position(*FINAL_EXAMPLE)
    assert sum(len(t) for t in state.towers) == 32
    assert state.is_terminal()
    assert state.tower_heights(WHITE) == [6, 3, 2, 2, 1]
    assert state.tower_heights(BLACK) == [5, 4, 3, 3, 2, 1]
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.scores == (14.0, 18.0)
    assert outcome.winners == frozenset({BLACK})
    assert outcome.details["points"] == {"white": 14, "black": 18}
    assert state.returns() == (-1.0, 1.0)


def test_each_tower_scores_its_height_for_the_owner_of_its_top_stone() -> None:
    state = position(EMPTY, EMPTY, EMPTY, "WdWdBs . . . BdBdBdWs . Ws .", turn="white")
    # a1: black on top, 3 points for Black; e1: white on top, 4 points; g1 a single stone: 1 point
    assert state.scores() == (5.0, 3.0)


#: Square-topped towers that cannot reach four stones in any line: no move for either side.
def _still(a1: str, c2: str, e3: str, g4: str, b4: str, **options: Any) -> TorrisState:
    a1, c2, e3, g4, b4 = (t or "." for t in (a1, c2, e3, g4, b4))
    return position(
        f". {b4} . . . . {g4} .",
        f". . . . {e3} . . .",
        f". . {c2} . . . . .",
        f"{a1} . . . . . . .",
        **options,
    )


def test_more_points_win() -> None:
    state = _still("WdWdWs", "Bs", "Bs", "Ws", "")
    assert state.is_terminal()
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.scores == (4.0, 2.0)
    assert outcome.winners == frozenset({WHITE})


def test_on_equal_points_the_highest_tower_wins() -> None:
    # White 3 + 1 = 4, Black 2 + 2 = 4: White has the highest tower
    state = _still("WdWdWs", "Ws", "BdBs", "BdBs", "")
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.scores == (4.0, 4.0)
    assert outcome.winners == frozenset({WHITE})
    assert "highest tower" in str(outcome.reason)


def test_the_highest_tower_decides_under_either_tiebreak_option() -> None:
    state = _still("WdWdWs", "Ws", "BdBs", "BdBs", "", tiebreak="draw")
    outcome = state.outcome()
    assert outcome is not None and outcome.scores == (4.0, 4.0)
    assert outcome.winners == frozenset({WHITE})


def test_equal_highest_towers_the_next_highest_decide() -> None:
    # White 3 + 2 + 1 = 6, Black 3 + 3 = 6: equal highest (3); the second highest is Black's
    state = _still("WdWdWs", "WdWs", "Ws", "BdBdBs", "BdBdBs")
    outcome = state.outcome()
    assert outcome is not None and outcome.scores == (6.0, 6.0)
    assert outcome.winners == frozenset({BLACK})
    assert outcome.details["tiebreak"] == 2


def test_equal_highest_towers_are_a_draw_with_tiebreak_draw() -> None:
    state = _still("WdWdWs", "WdWs", "Ws", "BdBdBs", "BdBdBs", tiebreak="draw")
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == frozenset({WHITE, BLACK})
    assert state.returns() == (0.0, 0.0)


def test_equal_towers_all_the_way_down_are_a_draw() -> None:
    state = _still("WdWs", "BdBs", "Ws", "Bs", "")
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == frozenset({WHITE, BLACK})
    assert "draw" in str(outcome.reason)


# ----------------------------------------------------------------------------- information, notation


def test_every_stone_of_every_tower_is_shown_to_both_players() -> None:
    state = position(*FINAL_EXAMPLE)
    board = state.view(0)["position"]["board"]
    assert board == state.view(1)["position"]["board"] == state.view(None)["position"]["board"]
    assert board[3][0] == "WtBtWsBdWdWt"  # the hidden stones of a4, bottom first


def test_notation_is_from_to() -> None:
    state = position(EMPTY, EMPTY, EMPTY, "Wl Bd Bd . . . . .")
    assert state.parse_action(" A1-C1 ") == state.parse_action("a1 c1") == 2
    assert state.action_to_string(2, WHITE) == "a1-c1"


def test_snapshots_round_trip_and_bad_positions_are_rejected() -> None:
    state = position(*FINAL_EXAMPLE)
    again = GAME.state_from_snapshot(state.snapshot())
    assert again == state
    board = state.snapshot()["board"]
    for bad in ("Wx", "W", "WdW?", "BsBsBsBsBs"):
        broken = [list(r) for r in board]
        broken[0][1] = bad
        with pytest.raises(FormatError):
            GAME.state_from_snapshot({"board": broken, "turn": "white"})
    with pytest.raises(FormatError):
        GAME.state_from_snapshot({"board": board[:3], "turn": "white"})
    with pytest.raises(FormatError):
        GAME.state_from_snapshot({"board": board, "turn": "red"})


# ----------------------------------------------------------------------------- properties


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32), closing=st.sampled_from(["run", "compact"]))
def test_every_move_climbs_conserves_stones_and_stays_in_its_line(seed: int, closing: str) -> None:
    state = set_up(seed, closing=closing)
    stones = Counter(s for t in state.towers for s in t)
    rng = random.Random(seed)
    moves = 0
    while not state.is_terminal():
        before = list(state.towers)
        player = state.current_player()
        action = rng.choice(state.legal_actions())
        src, dst = divmod(action, 32)
        state.apply(action)
        moves += 1
        after = state.towers
        assert Counter(s for t in after for s in t) == stones  # no stone is lost or made
        moved = before[src][-1]
        assert moved // 4 == player  # a stone of the mover's colour
        # the stone now tops the landing tower (closing up happens behind it) and has climbed
        assert after[dst][-1] == moved and len(after[dst]) > len(before[src])
        assert levels(state) > sum(len(t) * (len(t) + 1) // 2 for t in before)
        # nothing outside the line of the move changes
        same_rank = src // 8 == dst // 8
        for square in range(32):
            in_line = square // 8 == src // 8 if same_rank else square % 8 == src % 8
            if not in_line:
                assert after[square] == before[square]
        towers_before = sum(1 for t in before if t)
        towers_after = sum(1 for t in after if t)
        assert towers_after == towers_before - (1 if len(before[src]) == 1 else 0)
    assert moves > 0
    assert len(state.history) <= GAME.max_length(state.options)


def test_max_length_is_the_level_sum_bound() -> None:
    opts = GAME.validate_options()
    assert GAME.max_length(opts) == 32 + 1 + (32 * 33 // 2 - 32)


def test_undo_restores_the_position_and_the_pass_record() -> None:
    state = position(EMPTY, "WdBd Wd Wd . . . . .", EMPTY, EMPTY, turn="black")
    before = state.snapshot()
    state.apply_string("c3-b3")
    state.pop()
    assert state.snapshot() == before and state.passed == ()


# ----------------------------------------------------------------------------- terminal view


def test_the_renderer_draws_random_positions_and_tower_contents() -> None:
    console = Console(width=100, record=True)
    for seed in range(3):
        state = GAME.new_state(seed=seed)
        rng = random.Random(seed)
        for step in range(80):
            if state.is_terminal():
                break
            if step % 20 == 0:
                for viewer in (None, 0, 1):
                    console.print(renderer.render(state.view(viewer)))
            random_step(state, rng)
        console.print(renderer.render(state.view(None)))
    text = console.export_text()
    assert "points: White" in text
    final = position(*FINAL_EXAMPLE)
    console.print(renderer.render(final.view(None)))
    assert "Black wins on points, 18 to 14" in console.export_text()
    command_help, show = renderer.COMMANDS["tower"]
    assert "square" in str(command_help)
    console.print(show(final.view(0), "a4"))
    lines = console.export_text().splitlines()
    assert "tower on a4: 6 stones, owned by white (top first)" in lines
    assert any("level 6" in line and "white triangle" in line for line in lines)
    assert any("level 1" in line and "white triangle" in line for line in lines)
    console.print(show(final.view(0), "z9"))
    console.print(show(final.view(0), "b4"))
    text = console.export_text()
    assert "no square 'z9'" in text and "b4 is empty" in text
