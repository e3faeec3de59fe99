"""Fünf gewinnt: each rule of the rulebook, each decision of docs/dev/rules/fuenf_gewinnt.md and
each printed afterplay example as a named test, with positions built from pictures."""

from __future__ import annotations

import io
import itertools
import random
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rich.console import Console

import fives.games
from fives.cli.render import render
from fives.core import CHANCE, TERMINAL, FormatError, IllegalActionError, NotationError
from fives.games.fuenf_gewinnt import FuenfGewinntState, is_connected, split_after_lift
from fives.games.fuenf_gewinnt.terminal import COMMANDS

GAME = fives.games.load("fuenf_gewinnt")
WHITE, BLACK = 0, 1


def picture(*rows: str, origin: tuple[int, int] = (0, 0)) -> list[list[Any]]:
    """Stones from a picture: rows from top to bottom, ``W``/``B`` stones, ``.`` free; the
    bottom-left character is the cell ``origin``."""
    stones: list[list[Any]] = []
    height = len(rows)
    for r, line in enumerate(rows):
        for c, ch in enumerate(line.replace(" ", "")):
            if ch in "WB":
                stones.append([origin[0] + c, origin[1] + height - 1 - r, ch])
    return stones


def position(
    *rows: str,
    to_move: int = WHITE,
    placement: bool = False,
    origin: tuple[int, int] = (0, 0),
    turns: int = 0,
    **options: Any,
) -> FuenfGewinntState:
    stones = picture(*rows, origin=origin)
    in_hand = [0, 0]
    if placement:  # no stone captured yet: the rest of each colour is in hand
        in_hand = [16 - sum(1 for s in stones if s[2] == colour) for colour in "WB"]
    snap = {
        "stones": stones,
        "in_hand": in_hand,
        "to_move": to_move,
        "first": WHITE,
        "afterplay_turns": turns,
    }
    state = GAME.state_from_snapshot(snap, {"first": "1", **options})
    assert isinstance(state, FuenfGewinntState)
    return state


def fixed(first: str = "1", **options: Any) -> FuenfGewinntState:
    state = GAME.new_state({"first": first, **options}, seed=1)
    assert isinstance(state, FuenfGewinntState)
    return state


def cells(state: FuenfGewinntState, colour: int) -> set[tuple[int, int]]:
    return {c for c, col in state.board.items() if col == colour}


def row_direction(state: FuenfGewinntState) -> tuple[int, int]:
    outcome = state.outcome()
    assert outcome is not None
    row = outcome.details["row"]
    dx, dy = row[1][0] - row[0][0], row[1][1] - row[0][1]
    return dx, dy


# ---------------------------------------------------------------- setup
def test_each_player_has_sixteen_stones_of_one_colour() -> None:
    state = fixed()
    assert state.in_hand == [16, 16]
    view = state.view(None)["position"]
    assert view["colours"] == ["white", "black"]
    assert view["in_hand"] == [16, 16]
    assert view["stones"] == []


def test_the_starting_player_is_chosen_by_lot() -> None:
    state = GAME.new_state({}, seed=5)
    assert state.current_player() == CHANCE
    assert state.chance_outcomes() == [((0,), Fraction(1, 2)), ((1,), Fraction(1, 2))]
    starters = set()
    for seed in range(30):
        s = GAME.new_state({}, seed=seed)
        s.apply(s.sample_chance())
        starters.add(s.current_player())
    assert starters == {WHITE, BLACK}


def test_the_option_first_fixes_the_starting_player() -> None:
    assert fixed("1").current_player() == WHITE
    assert fixed("2").current_player() == BLACK


def test_lot_outcome_is_written_as_the_starting_colour() -> None:
    state = GAME.new_state({}, seed=5)
    state.apply_string("black starts")
    assert state.current_player() == BLACK
    assert state.view(None)["position"]["first"] == BLACK


# ---------------------------------------------------------------- placement
def test_the_first_stone_goes_to_the_middle() -> None:
    state = fixed()
    assert state.legal_strings() == ["0,0"]
    with pytest.raises(IllegalActionError, match="middle"):
        state.apply_string("3,4")


def test_the_second_stone_goes_next_to_the_first() -> None:
    state = fixed()
    state.apply_string("0,0")
    assert sorted(state.legal_strings()) == sorted(["1,0", "-1,0", "0,1", "0,-1"])
    assert state.current_player() == BLACK


def test_a_new_stone_must_touch_a_stone_along_a_side() -> None:
    state = fixed()
    for move in ("0,0", "1,0", "2,0"):
        state.apply_string(move)
    legal = set(state.legal_strings())
    assert legal == {"3,0", "-1,0", "0,1", "1,1", "2,1", "0,-1", "1,-1", "2,-1"}
    with pytest.raises(IllegalActionError, match="touches no stone along a side"):
        state.apply_string("5,5")


def test_corner_contact_is_not_allowed() -> None:
    state = fixed()
    state.apply_string("0,0")
    with pytest.raises(IllegalActionError, match="corner contact is not enough"):
        state.apply_string("1,1")
    assert state.board == {(0, 0): WHITE}


def test_a_stone_may_not_go_on_an_occupied_cell() -> None:
    state = fixed()
    state.apply_string("0,0")
    with pytest.raises(IllegalActionError, match="not free"):
        state.apply_string("0,0")


def test_players_alternate_in_the_placement() -> None:
    state = fixed("2")
    movers = []
    rng = random.Random(4)
    for _ in range(8):
        movers.append(state.current_player())
        state.apply(rng.choice(state.legal_actions()))
    assert movers == [BLACK, WHITE] * 4
    assert state.in_hand == [12, 12]


def test_moves_are_not_allowed_during_the_placement() -> None:
    state = position("WB", to_move=WHITE, placement=True)
    with pytest.raises(IllegalActionError, match="only in the afterplay"):
        state.apply_string("0,0>0,1")


# ---------------------------------------------------------------- rows
def test_a_horizontal_row_of_five_wins_at_once() -> None:
    state = position("WWWW.", "BBBB.", to_move=WHITE, placement=True)
    state.apply_string("4,1")
    assert state.current_player() == TERMINAL
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == frozenset({WHITE})
    assert outcome.scores == (1.0, 0.0)
    assert row_direction(state) == (1, 0)
    assert state.view(None)["position"]["row"] == [[x, 1] for x in range(5)]


def test_a_vertical_row_of_five_wins() -> None:
    state = position("..", "BW", "BW", "BW", "BW", to_move=BLACK, placement=True)
    state.apply_string("0,4")
    assert state.outcome() is not None
    assert state.outcome().winners == frozenset({BLACK})  # type: ignore[union-attr]
    assert row_direction(state) == (0, 1)


def test_a_diagonal_row_of_five_wins_in_both_directions() -> None:
    rising = position(
        "...WB",
        "..WB.",
        ".WB..",
        "WB...",
        to_move=WHITE,
        placement=True,
    )
    rising.apply_string("4,4")  # touches the black 4,3 along a side
    assert rising.outcome() is not None
    assert row_direction(rising) == (1, 1)
    falling = position(
        "WB...",
        ".WB..",
        "..WB.",
        "...WB",
        to_move=WHITE,
        placement=True,
    )
    falling.apply_string("4,-1")
    assert falling.outcome() is not None
    assert row_direction(falling) == (1, -1)


def test_four_in_a_row_does_not_win() -> None:
    state = position("WWW.", "BBB.", to_move=WHITE, placement=True)
    state.apply_string("3,1")
    assert state.outcome() is None
    assert state.current_player() == BLACK


def test_a_row_must_be_connected() -> None:
    gap = position("WW.WW", "BBBB.", to_move=WHITE, placement=True)
    assert gap.outcome() is None  # four stones with a gap are no row
    gap.apply_string("2,1")
    assert gap.outcome() is not None
    assert gap.outcome().winners == frozenset({WHITE})  # type: ignore[union-attr]
    # an opponent's stone in between breaks the row
    broken = position("WWBWW.", "BBWBB.", to_move=WHITE, placement=True)
    broken.apply_string("5,1")
    assert broken.outcome() is None


def test_six_in_a_row_also_wins() -> None:
    state = position("WWW.WW", "BBBWBB", "B.....", to_move=WHITE, placement=True)
    state.apply_string("3,2")
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == frozenset({WHITE})
    assert len(outcome.details["row"]) == 6


def test_stones_of_the_other_colour_do_not_count_for_a_row() -> None:
    state = position("WWBW.", "BBWB.", to_move=WHITE, placement=True)
    state.apply_string("4,1")
    assert state.outcome() is None


# ---------------------------------------------------------------- afterplay
def test_afterplay_starts_when_all_stones_are_placed_without_a_row() -> None:
    # seeded random placements until one game reaches the afterplay without a row
    for seed in range(100):
        state = fixed()
        rng = random.Random(seed)
        while not state.afterplay and not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_terminal():
            break
    assert state.afterplay and not state.is_terminal()
    assert len(state.board) == 32
    view = state.view(state.current_player())
    assert view["position"]["phase"] == "afterplay"
    assert all(">" in text or text == "pass" for text in view["legal"])
    assert state.current_player() == WHITE  # 32 placements later the starting player moves again


def test_only_own_stones_with_a_free_side_can_be_lifted() -> None:
    state = position(
        ".B.",
        "BWB",
        "WBW",
        "WWW",
        "BBB",
        to_move=WHITE,
    )
    sources = {text.split(">")[0] for text in state.legal_strings()}
    assert "1,3" not in sources  # the white stone enclosed on all four sides
    assert sources <= {f"{x},{y}" for x, y in cells(state, WHITE)}
    assert sources == {"0,2", "2,2", "0,1", "2,1"}  # 1,1 and 1,3 have no free side
    with pytest.raises(IllegalActionError, match="no free side"):
        state.apply_string("1,3>3,3")
    with pytest.raises(IllegalActionError, match="no white stone"):
        state.apply_string("1,0>3,3")


def test_the_stone_goes_to_another_position_touching_the_playing_area() -> None:
    state = position("WB", "BW", "WB", "BW", "WB", "BW")
    legal = state.legal_strings()
    assert "1,0>1,0" not in legal
    with pytest.raises(IllegalActionError, match="another position"):
        state.apply_string("1,0>1,0")
    with pytest.raises(IllegalActionError, match="does not touch the playing area"):
        state.apply_string("1,0>3,3")
    with pytest.raises(IllegalActionError, match="does not touch the playing area"):
        state.apply_string("1,0>2,-1")  # 2,-1 touches no stone along a side
    state.apply_string("1,0>2,1")
    assert (1, 0) not in state.board and state.board[(2, 1)] == WHITE
    assert state.current_player() == BLACK


def test_example_white_can_form_either_a_horizontal_or_a_diagonal_row_of_five() -> None:
    """Printed example 1: White is to move and can form either a horizontal or a diagonal row."""
    state = position(
        "....WB",
        "...WB.",
        "..WB..",
        "BWWWW.",
        "BW....",
        origin=(-1, -1),
    )
    assert state.outcome() is None
    horizontal = state.clone()
    horizontal.apply_string("0,-1>4,0")
    assert horizontal.outcome() is not None
    assert horizontal.outcome().winners == frozenset({WHITE})  # type: ignore[union-attr]
    assert row_direction(horizontal) == (1, 0)
    diagonal = state.clone()
    diagonal.apply_string("0,-1>4,4")
    assert diagonal.outcome() is not None
    assert diagonal.outcome().winners == frozenset({WHITE})  # type: ignore[union-attr]
    assert row_direction(diagonal) == (1, 1)
    # every move of White that makes a row makes one of the two rows
    winning = set()
    for action in state.legal_actions():
        trial = state.clone()
        trial.apply(action)
        outcome = trial.outcome()
        if outcome is not None and outcome.details["row"]:
            assert outcome.winners == frozenset({WHITE})
            winning.add(row_direction(trial))
    assert winning == {(1, 0), (1, 1)}


def test_example_white_moves_a_stone_and_captures_two_black_stones() -> None:
    """Printed example 2: lifting a white stone cuts two black stones off the playing area."""
    state = position(
        "BWBW...",
        "WBWBWBB",
        "BWBW...",
    )
    assert state.outcome() is None
    before = len(cells(state, BLACK))
    state.apply_string("4,1>4,2")
    assert len(cells(state, BLACK)) == before - 2
    assert (5, 1) not in state.board and (6, 1) not in state.board
    assert state.captured[BLACK] == 16 - before + 2
    assert state.view(None)["position"]["captured"][BLACK] == 16 - before + 2
    assert state.board[(4, 2)] == WHITE


def test_example_black_moves_a_stone_and_wins_with_a_vertical_row() -> None:
    """Printed example 3: Black moves a stone and wins with a vertical row of five."""
    state = position(
        "WBW.",
        "BBW.",
        "WBWB",
        "BBWW",
        to_move=BLACK,
    )
    assert state.outcome() is None
    state.apply_string("0,2>1,4")
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == frozenset({BLACK})
    assert row_direction(state) == (0, 1)
    assert outcome.details["row"] == [[1, y] for y in range(5)]


def test_cut_off_stones_of_both_colours_are_captured() -> None:
    state = position(
        "WBWBW.",
        "BWBWBWB",
        "WBWBW..",
    )
    # lifting the white 5,1 cuts off the black 6,1
    state.apply_string("5,1>5,2")
    assert (6, 1) not in state.board
    mixed = position(
        "WBWB...",
        "BWBWWBW",
        "WBWB...",
    )
    # lifting 4,1 cuts off the black 5,1 and the white 6,1: both leave
    captured = list(mixed.captured)
    mixed.apply_string("4,1>4,2")
    assert (5, 1) not in mixed.board and (6, 1) not in mixed.board
    assert mixed.captured == [captured[0] + 1, captured[1] + 1]


def test_stones_touching_the_playing_area_only_at_a_corner_are_cut_off() -> None:
    state = position(
        ".....B",
        "BWBWBW",
        "WBWBW.",
    )
    # the black 5,2 hangs on the white 5,1; once 5,1 is lifted it touches 4,1 at a corner only
    before = state.captured[BLACK]
    state.apply_string("5,1>5,0")
    assert (5, 2) not in state.board
    assert state.captured[BLACK] == before + 1


def test_lifting_a_stone_of_a_closed_ring_captures_nothing() -> None:
    state = position(
        "WBW",
        "B.B",
        "WBW",
        "B..",
        to_move=BLACK,
        few_stones_lose=False,
    )
    # the neighbours of 1,1 are joined only the long way round the ring
    state.apply_string("1,1>1,2")
    assert state.captured == [16 - 4, 16 - 5]
    assert len(state.board) == 9


def test_the_playing_area_is_the_largest_group() -> None:
    state = position(
        "BWBW.BW",
        "WBWBWBW",
        "BWBW.WB",
    )
    # lifting 4,1 splits the stones into a group of 12 on the left and 6 on the right
    state.apply_string("4,1>4,2")
    assert all(x <= 4 for x, _ in state.board)
    assert len(state.board) == 13


def test_a_tie_keeps_the_group_with_more_stones_of_the_mover() -> None:
    state = position(
        "BWB.BWW",
        "WBWWBWB",
        "BWB.WBW",
    )
    # lifting 3,1 leaves two groups of 9: the left has 4 white, the right 5 white
    state.apply_string("3,1>3,2")
    assert all(x >= 3 for x, _ in state.board)
    black_mover = position(
        "BWB.BWW",
        "WBWBBWB",
        "BWB.WBW",
        to_move=BLACK,
    )
    black_mover.apply_string("3,1>3,2")
    assert all(x <= 3 for x, _ in black_mover.board)


def test_a_full_tie_keeps_the_group_with_the_leftmost_lowest_stone() -> None:
    state = position(
        "BWB.BWB",
        "WBWWWBW",
        "BWB.BWB",
    )
    # two groups of 9 with 4 white each: the left one (leftmost stone) stays
    state.apply_string("3,1>3,2")
    assert all(x <= 3 for x, _ in state.board)


def test_captures_are_judged_when_the_stone_is_lifted() -> None:
    state = position(
        "BWBW...",
        "WBWBWBB",
        "BWBW...",
    )
    assert "4,1>4,2" in state.legal_strings()
    # 5,2 would touch the cut-off 5,1 only: not the playing area, so it is not a destination
    assert "4,1>5,2" not in state.legal_strings()
    with pytest.raises(IllegalActionError, match="does not touch the playing area"):
        state.apply_string("4,1>5,2")
    # nor may the stone go back to its own cell, which would keep the pair connected
    assert "4,1>4,1" not in state.legal_strings()


def test_the_cell_of_a_captured_stone_never_touches_the_playing_area() -> None:
    state = position(
        "BWBW..",
        "WBWBWB",
        "BWBW..",
    )
    # a stone next to the playing area would belong to it: a cut-off cell is no destination
    assert not any(text.endswith(">5,1") for text in state.legal_strings())
    assert "4,1>4,2" in state.legal_strings()


def test_option_reconnect_lets_the_moved_stone_save_a_group() -> None:
    rows = ("BWBW...", "WBWBWBB", "BWBW...")
    saved = position(*rows, reconnect=True)
    assert "4,1>4,2" in saved.legal_strings()
    # 4,0 touches the playing area (3,0) but not the cut-off pair: the pair is captured
    lost = saved.clone()
    lost.apply_string("4,1>4,0")
    assert (5, 1) not in lost.board
    # a destination must still touch the playing area: 5,0 touches only the cut-off 5,1
    assert "4,1>5,0" not in saved.legal_strings()
    bridge = position("BWBWB..", "WBWBWBB", "BWBW...", reconnect=True)
    # lifting 4,1 cuts off 5,1-6,1; 5,2 touches both 4,2 (area) and 5,1 (cut off)
    bridge.apply_string("4,1>5,2")
    assert (5, 1) in bridge.board and (6, 1) in bridge.board
    assert is_connected(bridge.board)
    default = position("BWBWB..", "WBWBWBB", "BWBW...")
    default.apply_string("4,1>5,2")
    assert (5, 1) not in default.board and (6, 1) not in default.board


def test_a_player_who_cannot_move_passes() -> None:
    state = position(
        ".BBB.",
        "BWWWB",
        "BWWWB",
        ".BBB.",
    )
    assert state.legal_strings() == ["pass"]
    state.apply_string("pass")
    assert state.current_player() == BLACK
    assert state.outcome() is None
    with pytest.raises(IllegalActionError, match="only when you cannot move"):
        state.apply_string("pass")


def test_a_player_left_with_fewer_than_five_stones_loses() -> None:
    state = position(
        "BWBW...",
        "WBWBWBB",
        "BWBW...",
    )
    # Black has 8 stones; capturing two leaves 6: play goes on
    state.apply_string("4,1>4,2")
    assert state.outcome() is None
    short = position(
        "BWB..",
        "WBWWB",
        "BW...",
    )
    # Black has 5; lifting 3,1 cuts off 4,1 (black): 4 black stones are left
    assert len(cells(short, BLACK)) == 5
    short.apply_string("3,1>2,0")
    outcome = short.outcome()
    assert outcome is not None
    assert outcome.winners == frozenset({WHITE})
    assert "fewer than five" in str(outcome.reason)


def test_option_few_stones_lose_off_plays_on() -> None:
    short = position("BWB..", "WBWWB", "BW...", few_stones_lose=False)
    short.apply_string("3,1>2,0")
    assert short.outcome() is None
    assert len(cells(short, BLACK)) == 4
    assert short.current_player() == BLACK


def test_neither_player_with_five_stones_is_a_draw() -> None:
    state = position("BWB..", "WBWWW", "B....", few_stones_lose=False)
    assert (len(cells(state, WHITE)), len(cells(state, BLACK))) == (5, 4)
    assert state.outcome() is None
    # White lifts 3,1 and cuts off its own 4,1: 4 white and 4 black stones are left
    state.apply_string("3,1>3,2")
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == frozenset()
    assert "neither" in str(outcome.reason)
    both = position("BW.", "WB.", "BWB", "W..", few_stones_lose=False)
    assert both.outcome() is not None
    assert both.outcome().winners == frozenset()  # type: ignore[union-attr]


def test_the_third_repetition_of_a_position_is_a_draw() -> None:
    state = position(
        "WBWB",
        "BWBW",
        "WBWB",
    )
    cycle = ["0,0>-1,1", "3,0>4,1", "-1,1>0,0", "4,1>3,0"]
    for move in cycle * 2:
        assert state.outcome() is None
        state.apply_string(move)
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == frozenset()
    assert "third" in str(outcome.reason)
    state.pop()
    assert state.outcome() is None


def test_the_afterplay_limit_ends_the_game_in_a_draw() -> None:
    state = position("WBWB", "BWBW", "WBWB", afterplay_limit=3)
    for move in ["0,0>-1,1", "3,0>4,1"]:
        state.apply_string(move)
        assert state.outcome() is None
    state.apply_string("-1,1>0,0")
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == frozenset()
    assert "limit of 3" in str(outcome.reason)


def test_a_limit_of_zero_ends_the_game_when_the_last_stone_is_placed() -> None:
    state = position(
        "WBWBWBWB",
        "BWBWBWBW",
        "WBWBWBWB",
        "BWBWBWB.",
        placement=True,
        to_move=WHITE,
        afterplay_limit=0,
    )
    state.apply_string("7,0")
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == frozenset()


def test_max_length_holds_for_the_longest_games() -> None:
    opts = GAME.validate_options({"afterplay_limit": 7})
    assert GAME.max_length(opts) == 1 + 32 + 7
    for seed in range(5):
        state = GAME.new_state(opts, seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            if state.current_player() == CHANCE:
                state.apply(state.sample_chance())
            else:
                state.apply(rng.choice(state.legal_actions()))
        assert state.move_number <= GAME.max_length(opts)


# ---------------------------------------------------------------- notation and snapshots
@pytest.mark.parametrize("text", ["1,-2", " 1 , -2 ", "(1,-2)", "1 -2", "1;-2"])
def test_placement_notation_is_tolerant(text: str) -> None:
    state = fixed()
    assert state._parse_syntax(" ".join(text.strip().lower().split()), WHITE) == (1, -2)


@pytest.mark.parametrize("text", ["1,0>2,1", "1,0 > 2,1", "1, 0 -> 2, 1", "(1,0) to (2,1)", "1,0=>2,1"])
def test_move_notation_is_tolerant(text: str) -> None:
    state = fixed()
    assert state._parse_syntax(" ".join(text.strip().lower().split()), WHITE) == (1, 0, 2, 1)


@pytest.mark.parametrize("text", ["1", "a,b", "1,2,3", "1,0>", "0,0 1,1"])
def test_malformed_notation_is_rejected(text: str) -> None:
    state = fixed()
    with pytest.raises(NotationError, match="x,y"):
        state.apply_string(text)


def test_snapshots_reject_impossible_positions() -> None:
    with pytest.raises(FormatError, match="connected"):
        GAME.state_from_snapshot({"stones": picture("W.B"), "in_hand": [15, 15], "to_move": 0})
    with pytest.raises(FormatError, match="must make 16"):
        GAME.state_from_snapshot({"stones": picture("WB"), "in_hand": [16, 15], "to_move": 0})
    with pytest.raises(FormatError, match="already has a row"):
        GAME.state_from_snapshot({"stones": picture("WWWWW", "BBBB."), "to_move": 1})
    with pytest.raises(FormatError):
        GAME.state_from_snapshot({"stones": [[0, 0, "X"]]})


def test_snapshot_round_trip() -> None:
    state = position("BWBW...", "WBWBWBB", "BWBW...")
    state.apply_string("4,1>4,2")
    again = GAME.state_from_snapshot(state.snapshot(), {"first": "1"})
    assert again.snapshot() == state.snapshot()
    assert again.legal_strings() == state.legal_strings()


# ---------------------------------------------------------------- invariants
def walk(seed: int, options: dict[str, Any]) -> list[FuenfGewinntState]:
    state = GAME.new_state(options, seed)
    assert isinstance(state, FuenfGewinntState)
    rng = random.Random(seed)
    states = [state.clone()]
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.apply(state.sample_chance())
        else:
            state.apply(rng.choice(state.legal_actions()))
        states.append(state.clone())
    return states


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(min_value=0, max_value=10**9),
    reconnect=st.booleans(),
    few=st.booleans(),
)
def test_stones_are_conserved_and_the_area_stays_connected(seed: int, reconnect: bool, few: bool) -> None:
    for state in walk(seed, {"reconnect": reconnect, "few_stones_lose": few}):
        for p in (WHITE, BLACK):
            assert len(cells(state, p)) + state.in_hand[p] + state.captured[p] == 16
        assert is_connected(state.board)
        assert abs(state.in_hand[WHITE] - state.in_hand[BLACK]) <= 1
        if not state.afterplay:
            assert state.captured == [0, 0]


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**9), reconnect=st.booleans())
def test_captured_stones_can_no_longer_be_used(seed: int, reconnect: bool) -> None:
    states = walk(seed, {"reconnect": reconnect, "few_stones_lose": False})
    for before, after in itertools.pairwise(states):
        for p in (WHITE, BLACK):
            assert after.captured[p] >= before.captured[p]
            if before.afterplay:
                assert after.in_hand[p] == 0
        if before.afterplay and after.captured == before.captured:
            assert len(after.board) == len(before.board)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**9), reconnect=st.booleans())
def test_push_and_pop_restore_every_position(seed: int, reconnect: bool) -> None:
    states = walk(seed, {"reconnect": reconnect})
    final = states[-1]
    for earlier in reversed(states[:-1]):
        final.pop()
        assert final.snapshot() == earlier.snapshot()
        assert final.seen == earlier.seen
        assert final.legal_actions() == earlier.legal_actions() or final.is_chance_node()


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**9))
def test_every_legal_placement_is_free_and_touches_a_stone_along_a_side(seed: int) -> None:
    for state in walk(seed, {}):
        if state.is_terminal() or state.is_chance_node():
            continue
        for action in state.legal_actions():
            if len(action) == 2 and state.board:
                x, y = action
                assert (x, y) not in state.board
                assert any(n in state.board for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)))


def naive_groups(stones: set[tuple[int, int]]) -> list[set[tuple[int, int]]]:
    """All orthogonally connected groups, by repeated flood fill (a reference for the game's split)."""
    left = set(stones)
    groups = []
    while left:
        todo = [left.pop()]
        group = set(todo)
        while todo:
            x, y = todo.pop()
            for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if n in left:
                    left.remove(n)
                    group.add(n)
                    todo.append(n)
        groups.append(group)
    return groups


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**9))
def test_lifting_keeps_the_largest_group_and_captures_the_rest(seed: int) -> None:
    for state in walk(seed, {"few_stones_lose": False}):
        if not state.afterplay or state.is_terminal():
            continue
        mover = state.current_player()
        for cell in [c for c, colour in state.board.items() if colour == mover]:
            groups = naive_groups(set(state.board) - {cell})
            sizes = sorted((len(g) for g in groups), reverse=True)
            area, cut = split_after_lift(state.board, cell, mover)
            assert len(area) == sizes[0]
            assert sorted([len(area)] + [len(g) for g in cut], reverse=True) == sizes
            assert set().union(area, *cut) == set(state.board) - {cell}
            if state.has_free_side(cell):
                free = {
                    n
                    for x, y in area
                    for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))
                    if n not in area and n != cell
                }
                assert set(state.destinations(cell, mover)) == free


def test_only_the_mover_can_complete_a_row() -> None:
    for seed in range(40):
        states = walk(seed, {})
        final = states[-1]
        outcome = final.outcome()
        assert outcome is not None
        if outcome.details["row"]:
            last_player = final.history[-1][0]
            assert outcome.winners == frozenset({last_player})


# ---------------------------------------------------------------- views and rendering
def test_the_view_shows_stones_hands_phase_and_counts() -> None:
    state = position("WB", to_move=WHITE, placement=True)
    view = state.view(WHITE)["position"]
    assert view["stones"] == [[0, 0, "W"], [1, 0, "B"]]
    assert view["in_hand"] == [15, 15]
    assert view["phase"] == "placement"
    assert view["placed"] == 2
    assert view["on_board"] == [1, 1]
    assert state.view(None)["position"] == state.view(BLACK)["position"]


def test_the_renderer_draws_random_states() -> None:
    console = Console(file=io.StringIO(), width=120, color_system=None)
    for seed in range(4):
        for state in walk(seed, {})[::7]:
            for viewer in (None, WHITE, BLACK):
                console.print(render(state.view(viewer)))
    text = console.file.getvalue()  # type: ignore[attr-defined]
    assert "○" in text and "●" in text and "placement" in text


def test_the_where_command_shows_the_destinations_of_a_stone() -> None:
    state = position("BWBW...", "WBWBWBB", "BWBW...")
    _, where = COMMANDS["where"]
    console = Console(file=io.StringIO(), width=120, color_system=None)
    console.print(where(state.view(WHITE), "4,1"))
    text = console.file.getvalue()  # type: ignore[attr-defined]
    expected = sorted(t.split(">")[1] for t in state.legal_strings() if t.startswith("4,1>"))
    assert f"{len(expected)} cells: " in text
    assert "4,2" in expected and "5,2" not in expected
    with pytest.raises(ValueError, match="cannot be moved"):
        where(state.view(WHITE), "1,1")
