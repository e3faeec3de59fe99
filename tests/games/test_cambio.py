"""Cambio: each rule sentence and each rulebook example as a named test, plus properties and the renderer.

Positions are written as diagrams, rank 5 at the top: ``O`` circle (P1), ``A`` triangle (P2),
``S`` square (P3), ``.`` neutral, ``-`` a free square during the setup.
"""

from __future__ import annotations

import io
import random
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rich.console import Console

import fives.games
from fives.core import CHANCE, TERMINAL, IllegalActionError, NotationError, OptionError
from fives.games.cambio import FILES, HAS_LINE, CambioState
from fives.games.cambio.terminal import render

GAME = fives.games.load("cambio")

EMPTY_TRAY = """
.....
.....
.....
.....
.....
"""


def position(diagram: str, players: int = 2, **extra: Any) -> CambioState:
    """A play position from a diagram (rank 5 first); ``extra`` holds snapshot fields and options."""
    options = {k: extra.pop(k) for k in list(extra) if k in {o.name for o in GAME.info.options}}
    rows = [line.replace(" ", "") for line in diagram.strip().splitlines()]
    state = GAME.state_from_snapshot({"rows": list(reversed(rows)), **extra}, {"players": players, **options})
    assert isinstance(state, CambioState)
    return state


def diagram(state: CambioState) -> str:
    return "\n".join(reversed(state.snapshot()["rows"]))


def tray(text: str) -> str:
    return "\n".join(line.replace(" ", "") for line in text.strip().splitlines())


def new(players: int = 2, **options: Any) -> CambioState:
    state = GAME.new_state({"players": players, **options}, seed=1)
    assert isinstance(state, CambioState)
    return state


def square(name: str) -> tuple[int, int]:
    """(rank index, file index) of a square name."""
    return int(name[1]) - 1, FILES.index(name[0])


def symbol_count(state: CambioState, ch: str) -> int:
    return sum(row.count(ch) for row in state.snapshot()["rows"])


# ---------------------------------------------------------------- options and metadata
def test_players_are_two_or_three() -> None:
    assert (GAME.info.min_players, GAME.info.max_players) == (2, 3)
    with pytest.raises(OptionError):
        GAME.validate_options({"players": 4})


def test_max_pushes_has_a_minimum_of_twenty_and_no_unlimited_value() -> None:
    with pytest.raises(OptionError, match="max_pushes"):
        GAME.validate_options({"max_pushes": 0})
    with pytest.raises(OptionError, match="max_pushes"):
        GAME.validate_options({"max_pushes": 19})
    assert GAME.validate_options({"max_pushes": 20}).get_int("max_pushes") == 20


def test_defaults_are_manual_setup_warn_opponent_wins_repetition_and_200_pushes() -> None:
    opts = GAME.validate_options()
    assert opts.get_str("setup") == "manual"
    assert opts.get_str("setup_advice") == "warn"
    assert opts.get_str("own_line_rule") == "opponent_wins"
    assert opts.get_bool("repetition") is True
    assert opts.get_int("max_pushes") == 200


# ---------------------------------------------------------------- setup
def test_remove_the_cubes_leaving_four_neutral_cubes_one_in_each_corner() -> None:
    state = new()
    assert diagram(state) == tray(
        """
        .---.
        -----
        -----
        -----
        .---.
        """
    )
    assert state.view(None)["position"]["phase"] == "setup"


def test_player_a_places_five_cubes_with_player_bs_symbol_uppermost() -> None:
    state = new()
    for k in range(5):
        assert state.current_player() == 0
        setup = state.view(0)["position"]["setup"]
        assert (setup["placer"], setup["symbol"], setup["left"]) == (0, "A", 5 - k)
        state.apply_string(["b2", "c3", "d4", "b4", "d2"][k])
    assert symbol_count(state, "A") == 5
    assert symbol_count(state, "O") == 0


def test_player_b_then_places_four_of_player_as_symbol_then_the_rest_are_neutral() -> None:
    state = new()
    for text in ["b2", "c3", "d4", "b4", "d2"]:
        state.apply_string(text)
    for k in range(4):
        assert state.current_player() == 1
        setup = state.view(1)["position"]["setup"]
        assert (setup["placer"], setup["symbol"], setup["left"]) == (1, "O", 4 - k)
        state.apply_string(["a2", "c1", "e4", "c5"][k])
    assert diagram(state) == tray(
        """
        ..O..
        .A.AO
        ..A..
        OA.A.
        ..O..
        """
    )
    assert (symbol_count(state, "A"), symbol_count(state, "O"), symbol_count(state, ".")) == (5, 4, 16)


def test_setup_complete_player_a_with_four_symbols_showing_now_begins() -> None:
    state = new()
    for text in ["b2", "c3", "d4", "b4", "d2", "a2", "c1", "e4", "c5"]:
        state.apply_string(text)
    assert state.current_player() == 0
    position_view = state.view(0)["position"]
    assert position_view["phase"] == "play"
    assert position_view["setup"] is None
    assert len(state.legal_actions()) > 0
    assert all(text[-1] in "<>^v" for text in state.legal_strings())


def test_three_players_each_place_four_of_the_next_players_symbol() -> None:
    state = new(3)
    free = ["b1", "c1", "d1", "a2", "b2", "c2", "d2", "e2", "a3", "b3", "c3", "d3"]
    expected = [(0, "A")] * 4 + [(1, "S")] * 4 + [(2, "O")] * 4
    for (placer, symbol), text in zip(expected, free, strict=True):
        assert state.current_player() == placer
        assert state.view(None)["position"]["setup"]["symbol"] == symbol
        state.apply_string(text)
    assert [symbol_count(state, ch) for ch in "OAS."] == [4, 4, 4, 13]
    assert state.current_player() == 0


def test_cubes_may_be_placed_on_any_position_a_cube_occupies_in_the_full_tray_except_corners() -> None:
    state = new()
    assert len(state.legal_actions()) == 21
    assert not {"a1", "e1", "a5", "e5"} & set(state.legal_strings())
    state.apply_string("c3")
    assert "c3" not in state.legal_strings()
    assert len(state.legal_actions()) == 20


def test_a_corner_or_an_occupied_square_cannot_take_a_setup_cube() -> None:
    state = new()
    with pytest.raises(IllegalActionError, match="corner"):
        state.apply_string("a1")
    state.apply_string("c3")
    with pytest.raises(IllegalActionError, match="already holds a cube showing the triangle"):
        state.apply_string("c3")


def test_no_push_and_no_pass_during_the_setup() -> None:
    state = new()
    with pytest.raises(IllegalActionError, match="setup is not finished"):
        state.apply_string("a3>")
    with pytest.raises(IllegalActionError, match="no passing during the setup"):
        state.apply_string("pass")


def test_the_log_names_the_symbol_of_each_setup_cube() -> None:
    state = new()
    state.apply_string("c3")
    assert [str(line) for line in state.view(None)["log"]] == ["P1 puts a cube on c3 (triangle)"]


# ---------------------------------------------------------------- setup advice
def test_advice_warn_three_symbols_in_one_row_is_legal_but_named_in_a_warning() -> None:
    state = new()
    for text in ["a3", "b3"]:
        state.apply_string(text)
    assert state.view(0)["position"]["warnings"] == []
    assert "c3" in state.legal_strings()
    state.apply_string("c3")
    warnings = state.view(0)["position"]["warnings"]
    assert [(w["symbol"], w["line"], w["count"]) for w in warnings] == [("A", "row a3-e3", 3)]
    assert "row a3-e3" in str(warnings[0]["text"])


def test_advice_warn_names_columns_and_diagonals_too() -> None:
    state = new()
    for text in ["b2", "c3", "d4"]:
        state.apply_string(text)
    lines = [w["line"] for w in state.view(0)["position"]["warnings"]]
    assert lines == ["diagonal a1-e5"]
    state = new()
    for text in ["c2", "c3", "c4"]:
        state.apply_string(text)
    assert [w["line"] for w in state.view(0)["position"]["warnings"]] == ["column c1-c5"]


def test_advice_counts_the_length_four_diagonals_with_three_players() -> None:
    state = new(3)
    for text in ["b1", "c2", "d3"]:
        state.apply_string(text)
    assert [w["line"] for w in state.view(0)["position"]["warnings"]] == ["diagonal b1-e4"]


def test_advice_enforce_makes_a_third_symbol_in_a_line_illegal() -> None:
    state = new(setup_advice="enforce")
    for text in ["a3", "b3"]:
        state.apply_string(text)
    assert "c3" not in state.legal_strings()
    assert "c2" in state.legal_strings()
    with pytest.raises(IllegalActionError, match=r"three or more A in row a3-e3 \(setup_advice=enforce\)"):
        state.apply_string("c3")


def test_advice_enforce_yields_when_every_free_square_would_break_it() -> None:
    # P1's fifth triangle: the only free squares b4 and d2 each make three in a line
    # every free square lies in a row that already holds two triangles
    state = position(
        """
        .AA-.
        AA---
        AA---
        AA---
        .AA-.
        """,
        setup_step=4,
        setup_advice="enforce",
    )
    assert state.current_player() == 0
    free = {"d5", "c4", "d4", "e4", "c3", "d3", "e3", "c2", "d2", "e2", "d1"}
    assert set(state.legal_strings()) == free


def test_advice_enforce_applies_to_the_other_players_placements() -> None:
    state = new(setup_advice="enforce")
    for text in ["b2", "c4", "d3", "a3", "e2", "a4", "e4"]:
        state.apply_string(text)
    assert state.current_player() == 1
    assert "b3" in state.legal_strings()
    assert not {"b4", "d4"} & set(state.legal_strings())  # a third circle on rank 4


# ---------------------------------------------------------------- random setup
def test_random_setup_chance_places_each_cube_uniformly_on_a_free_non_corner_square() -> None:
    state = new(setup="random")
    assert state.current_player() == CHANCE
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 21
    assert all(p == Fraction(1, 21) for _, p in outcomes)
    state.apply_string("c3")
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 20
    assert all(p == Fraction(1, 20) for _, p in outcomes)
    assert "c3" not in [state.action_to_string(a, CHANCE) for a, _ in outcomes]


def test_random_setup_is_balanced_like_the_manual_one() -> None:
    for players, counts in ((2, [4, 5, 0, 16]), (3, [4, 4, 4, 13])):
        state = new(players, setup="random")
        chance_nodes = 0
        while state.current_player() == CHANCE:
            state.push(state.sample_chance(), CHANCE)
            chance_nodes += 1
        assert chance_nodes == sum(counts[:3])
        assert [symbol_count(state, ch) for ch in "OAS."] == counts
        assert diagram(state)[0] == "."  # corners stay neutral
        assert state.current_player() == 0


def test_random_setup_with_enforced_advice_draws_only_among_good_squares() -> None:
    state = new(setup="random", setup_advice="enforce")
    state.apply_string("a3")
    state.apply_string("b3")
    outcomes = dict(state.chance_outcomes())
    names = {state.action_to_string(a, CHANCE) for a in outcomes}
    assert "c3" not in names
    assert len(outcomes) == 19 - 3  # c3, d3 and e3 would make three triangles on rank 3
    assert all(p == Fraction(1, len(outcomes)) for p in outcomes.values())


def test_a_random_setup_is_one_line_of_the_log() -> None:
    state = new(setup="random")
    state.apply_string("c3")
    state.apply_string(state.action_to_string(state.chance_outcomes()[0][0], CHANCE))
    assert [str(line) for line in state.view(None)["log"]] == ["The cubes are placed at random"]


# ---------------------------------------------------------------- the push
def test_the_spare_cube_own_symbol_up_enters_and_every_cube_moves_one_place_right() -> None:
    state = position(
        """
        .....
        .....
        A.O..
        .....
        .....
        """
    )
    state.apply_string("a3>")
    assert diagram(state).splitlines()[2] == "OA.O."
    assert state.view(None)["position"]["spare"] == "."  # the neutral e3 left the tray


def test_a_push_enters_at_either_end_of_any_row_or_column_and_moves_the_line_along() -> None:
    start = """
        A...O
        .....
        ..A..
        .....
        O.O..
        """
    expect = {
        "a3>": "A...O\n.....\nO..A.\n.....\nO.O..",
        "e3<": "A...O\n.....\n.A..O\n.....\nO.O..",
        "c1^": "A...O\n..A..\n.....\n..O..\nO.O..",
        "e5v": "A...O\n....O\n..A..\n.....\nO.O..",
    }
    for push, expected in expect.items():
        state = position(start)
        state.apply_string(push)
        assert diagram(state) == expected, push


def test_the_cube_pushed_out_at_the_far_end_becomes_the_spare() -> None:
    state = position(
        """
        .....
        .....
        ....O
        .....
        .....
        """
    )
    state.apply_string("a3>")
    assert state.view(None)["position"]["spare"] == "O"


def test_the_spares_face_does_not_matter_it_is_turned_to_the_movers_symbol() -> None:
    state = position(EMPTY_TRAY, spare="A", to_move=0)
    state.apply_string("c1^")
    assert diagram(state).splitlines()[4] == "..O.."


def test_twenty_pushes_and_corners_have_two() -> None:
    state = position(EMPTY_TRAY)
    pushes = state.legal_strings()
    assert len(pushes) == 20
    assert {"a1>", "a1^", "e1<", "e1^", "a5>", "a5v", "e5<", "e5v"} <= set(pushes)
    assert {p[:2] for p in pushes} == {f"{f}{r}" for f in FILES for r in "12345" if f in "ae" or r in "15"}


def test_a_may_not_push_along_a_line_with_a_triangle_at_the_far_end_but_may_push_against_it() -> None:
    """Rulebook NOTE: player A may not push along a line that has a triangle at the far end,
    but may push against a triangle, so moving it along, yet still leaving it in play."""
    state = position(
        """
        .....
        .....
        ....A
        .....
        .....
        """
    )
    assert "a3>" not in state.legal_strings()
    with pytest.raises(IllegalActionError, match=r"triangle \(A\) on e3 off the tray"):
        state.apply_string("a3>")
    state.apply_string("e3<")  # against the triangle: it moves to d3 and stays in play
    assert diagram(state).splitlines()[2] == "...AO"


def test_you_may_only_push_off_neutral_cubes_or_cubes_of_your_own_symbol() -> None:
    state = position(
        """
        .....
        O....
        ....A
        ....O
        .....
        """
    )
    legal = set(state.legal_strings())
    assert "a2>" in legal  # e2 shows the mover's circle
    assert "e4<" in legal  # a4 shows the mover's circle
    assert "a3>" not in legal  # e3 shows a triangle
    assert "a4>" in legal  # e4 is neutral
    state.apply_string("a2>")
    assert symbol_count(state, "O") == 2  # one circle left, one came in
    assert state.view(None)["position"]["spare"] == "O"


def test_a_push_moves_other_players_cubes_along_but_never_off() -> None:
    state = position(
        """
        .....
        ..A..
        .....
        ..A..
        .....
        """
    )
    state.apply_string("c1^")
    assert diagram(state) == tray(
        """
        ..A..
        .....
        ..A..
        .....
        ..O..
        """
    )
    assert state.current_player() == 1
    assert "c5v" not in state.legal_strings()  # it would push P1's circle on c1 off
    assert "c1^" in state.legal_strings()  # c5 shows P2's own triangle


def test_gaining_control_of_each_end_of_a_line_stops_the_opponent_moving_that_line() -> None:
    """Rulebook tactics: with circles at both ends, the triangle cannot push that row at all."""
    state = position(
        """
        .....
        .....
        O...O
        .....
        .....
        """,
        to_move=1,
    )
    legal = set(state.legal_strings())
    assert not {"a3>", "e3<"} & legal
    assert {"a2>", "e4<", "c1^"} <= legal


def test_push_notation_errors_name_the_problem() -> None:
    state = position(EMPTY_TRAY)
    with pytest.raises(NotationError, match="enters on file a"):
        state.apply_string("c3>")
    with pytest.raises(NotationError, match="enters on rank 5"):
        state.apply_string("c1v")
    with pytest.raises(NotationError, match="entry square and the direction"):
        state.apply_string("x9")
    with pytest.raises(IllegalActionError, match="setup is over"):
        state.apply_string("c3")
    assert state.parse_action(" A3 > ") == state.parse_action("a3>")


# ---------------------------------------------------------------- winning lines
def _win_setup(line: list[str], mover: str) -> tuple[str, str]:
    """A tray in which one push completes ``line`` for ``mover`` (who owns the rest of it), and the push.

    The gap is the line's second square; a cube of the mover's next to it, across the line, is
    pushed into it by a push along the file (for rows and diagonals) or the rank (for columns).
    """
    grid = [["."] * 5 for _ in range(5)]
    for name in line:
        r, c = square(name)
        grid[r][c] = mover
    r, c = square(line[1])
    grid[r][c] = "."
    if square(line[0])[1] == square(line[1])[1]:  # a column: push along the rank
        if c > 0:
            grid[r][c - 1], push = mover, f"a{r + 1}>"
        else:
            grid[r][c + 1], push = mover, f"e{r + 1}<"
    elif r > 0:
        grid[r - 1][c], push = mover, f"{FILES[c]}1^"
    else:
        grid[r + 1][c], push = mover, f"{FILES[c]}5v"
    return "\n".join("".join(row) for row in reversed(grid)), push


def _lines_of(length: int) -> list[list[str]]:
    result = []
    for dr, dc in ((0, 1), (1, 0), (1, 1), (-1, 1)):
        for r in range(5):
            for c in range(5):
                cells = [(r + k * dr, c + k * dc) for k in range(length)]
                if all(0 <= x < 5 and 0 <= y < 5 for x, y in cells):
                    result.append([f"{FILES[y]}{x + 1}" for x, y in cells])
    return result


def line_kind(cells: list[str]) -> str:
    """How the results name a line: a row keeps its rank, a column its file."""
    if len({c[1:] for c in cells}) == 1:
        return "row"
    return "column" if len({c[0] for c in cells}) == 1 else "diagonal"


def test_there_are_twelve_lines_of_five_and_twenty_eight_lines_of_four() -> None:
    assert len(_lines_of(5)) == 12
    assert len(_lines_of(4)) == 28  # 10 in rows, 10 in columns, 4 on the long diagonals, 4 more


@pytest.mark.parametrize("line", _lines_of(5), ids=lambda cells: f"{cells[0]}-{cells[-1]}")
def test_two_players_a_line_of_five_wins_rows_columns_and_diagonals(line: list[str]) -> None:
    board, push = _win_setup(line, "O")
    state = position(board)
    assert state.outcome() is None
    state.apply_string(push)
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == {0}
    assert state.returns() == (1.0, -1.0)
    assert {"kind": line_kind(line), "ends": f"{line[0]}-{line[-1]}"} in outcome.details["lines"][0]


def test_four_in_a_row_is_not_a_line_with_two_players() -> None:
    state = position(
        """
        .....
        .....
        OOO..
        .....
        .....
        """
    )
    state.apply_string("a3>")
    assert diagram(state).splitlines()[2] == "OOOO."
    assert state.outcome() is None


@pytest.mark.parametrize("line", _lines_of(4), ids=lambda cells: f"{cells[0]}-{cells[-1]}")
def test_three_players_a_consecutive_line_of_four_wins(line: list[str]) -> None:
    board, push = _win_setup(line, "S")
    state = position(board, players=3, to_move=2)
    state.apply_string(push)
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == {2}
    assert state.returns() == (-0.5, -0.5, 1.0)


@pytest.mark.parametrize(
    "line",
    [["b1", "c2", "d3", "e4"], ["a2", "b3", "c4", "d5"], ["a4", "b3", "c2", "d1"], ["b5", "c4", "d3", "e2"]],
)
def test_three_players_the_four_further_diagonal_lines_count(line: list[str]) -> None:
    """Rulebook: with three players there are a further four winning diagonal lines."""
    board, push = _win_setup(line, "A")
    state = position(board, players=3, to_move=1)
    state.apply_string(push)
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == {1}
    assert {"kind": "diagonal", "ends": f"{line[0]}-{line[-1]}"} in outcome.details["lines"][1]
    # the same four squares are no line of five with two players
    two = position(board.replace("A", "O"))
    two.apply_string(push)
    assert two.outcome() is None


def test_a_draw_when_a_move_makes_a_row_of_five_for_both_players() -> None:
    """Rulebook NOTE: draws are possible when a move makes a row of five for both players."""
    state = position(
        """
        .....
        AA.AA
        ..A..
        .....
        OO.OO
        """
    )
    state.apply_string("c1^")
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == {0, 1}
    assert outcome.scores == (0.5, 0.5)
    assert state.returns() == (0.0, 0.0)
    assert str(outcome.reason).startswith("draw")


def test_three_players_lines_for_two_at_once_share_the_win_and_the_third_loses() -> None:
    state = position(
        """
        .....
        AA.A.
        ..A..
        .....
        OO.O.
        """,
        players=3,
        to_move=0,
    )
    state.apply_string("c1^")
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == {0, 1}
    assert state.returns() == (0.25, 0.25, -0.5)
    assert str(outcome.reason).startswith("shared win")


def test_a_push_making_only_an_opponents_line_gives_the_opponent_the_win() -> None:
    state = position(
        """
        .....
        AA.AA
        ..A..
        .....
        .....
        """
    )
    assert "c1^" in state.legal_strings()
    state.apply_string("c1^")
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == {1}
    assert "made a line for P2 (triangle) only" in str(outcome.reason)


def test_own_line_rule_forbidden_a_push_making_only_an_opponents_line_is_illegal() -> None:
    board = """
        .....
        AA.AA
        ..A..
        .....
        .....
        """
    state = position(board, own_line_rule="forbidden")
    assert "c1^" not in state.legal_strings()
    with pytest.raises(IllegalActionError, match="line for another player only"):
        state.apply_string("c1^")
    assert "d1^" in state.legal_strings()


def test_own_line_rule_forbidden_still_allows_a_push_that_also_makes_the_movers_line() -> None:
    state = position(
        """
        .....
        AA.AA
        ..A..
        .....
        OO.OO
        """,
        own_line_rule="forbidden",
    )
    state.apply_string("c1^")
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == {0, 1}


def test_a_line_made_during_the_setup_and_still_there_after_a_push_wins() -> None:
    state = new()
    for text in ["a2", "b2", "c2", "d2", "e2", "b4", "c4", "d4", "b5"]:
        state.apply_string(text)
    assert state.outcome() is None  # lines are judged after pushes
    state.apply_string("a3>")
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == {1}


def test_forbidden_rule_the_first_push_must_break_a_line_left_from_the_setup() -> None:
    state = new(own_line_rule="forbidden")
    for text in ["a2", "b2", "c2", "d2", "e2", "b4", "c4", "d4", "b5"]:
        state.apply_string(text)
    legal = set(state.legal_strings())
    # only the column pushes break the triangles' row 2; row pushes would leave P2 a line
    assert legal == {f"{f}1^" for f in FILES} | {f"{f}5v" for f in FILES}


# ---------------------------------------------------------------- passing
PASS_RING = """
    AOAOA
    O...O
    A...A
    O...O
    AOAOA
    """


def test_a_player_with_no_legal_push_passes() -> None:
    state = position(PASS_RING, players=3, to_move=2)
    assert state.legal_strings() == ["pass"]
    state.apply_string("pass")
    assert state.current_player() == 0
    assert state.outcome() is None
    assert state.view(None)["position"]["passes_in_succession"] == 1


def test_passing_is_illegal_while_a_push_exists() -> None:
    state = position(PASS_RING, players=3, to_move=0)
    with pytest.raises(IllegalActionError, match="only when no push is legal"):
        state.apply_string("pass")


def test_when_every_player_passes_in_succession_the_game_is_a_draw() -> None:
    state = position(PASS_RING, players=3, to_move=2, passes=2)
    state.apply_string("pass")
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == {0, 1, 2}
    assert "every player passed" in str(outcome.reason)
    assert state.current_player() == TERMINAL


def test_a_push_ends_a_run_of_passes() -> None:
    state = position(PASS_RING, players=3, to_move=2, passes=1)
    state.apply_string("pass")
    assert state.current_player() == 0
    state.apply_string("b1^")
    assert state.view(None)["position"]["passes_in_succession"] == 0


# ---------------------------------------------------------------- endless play
CYCLE = ["a3>", "a1>", "e3<", "e1<"]


def test_the_same_tray_with_the_same_player_to_move_a_third_time_is_a_draw() -> None:
    state = position(EMPTY_TRAY)
    moves = CYCLE * 3
    for k, push in enumerate(moves[:10]):
        assert state.outcome() is None, k
        state.apply_string(push)
    # the position after push 2 recurs after push 6 and push 10
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == {0, 1}
    assert "third time" in str(outcome.reason)


def test_repetition_counts_are_shown_in_the_view() -> None:
    state = position(EMPTY_TRAY)
    for push in CYCLE * 1 + CYCLE[:2]:
        state.apply_string(push)
    assert state.view(None)["position"]["repetition"] == 2


def test_without_the_repetition_rule_the_cycle_goes_on() -> None:
    state = position(EMPTY_TRAY, repetition=False)
    for push in (CYCLE * 4)[:16]:
        state.apply_string(push)
    assert state.outcome() is None


def test_reaching_max_pushes_is_a_draw() -> None:
    state = position(EMPTY_TRAY, repetition=False, max_pushes=20)
    for push in (CYCLE * 5)[:19]:
        state.apply_string(push)
    assert state.outcome() is None
    state.apply_string(CYCLE[19 % 4])
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == {0, 1}
    assert "20 pushes" in str(outcome.reason)


def test_a_line_made_by_the_last_allowed_push_still_wins() -> None:
    state = position(
        """
        .....
        .....
        OOOO.
        .....
        .....
        """,
        pushes=19,
        max_pushes=20,
    )
    state.apply_string("a3>")
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == {0}


def test_max_length_bounds_setup_pushes_and_passes() -> None:
    for players in (2, 3):
        opts = GAME.validate_options({"players": players, "max_pushes": 20})
        setup = 9 if players == 2 else 12
        assert GAME.max_length(opts) >= setup + 20 + players * 21


# ---------------------------------------------------------------- views, snapshots, undo
def test_the_view_shows_the_tray_spare_and_legal_pushes() -> None:
    state = position(
        """
        .....
        .....
        ....A
        .....
        .....
        """
    )
    view = state.view(None)["position"]
    assert view["rows"][2] == "....A"
    assert view["phase"] == "play"
    assert view["to_move"] == 0
    assert view["symbols"] == ["O", "A"]
    assert "a3>" not in view["legal_pushes"]
    assert len(view["legal_pushes"]) == 19


def test_snapshot_round_trip_keeps_repetition_counts() -> None:
    state = position(EMPTY_TRAY)
    for push in CYCLE + CYCLE[:2]:
        state.apply_string(push)
    again = GAME.state_from_snapshot(state.snapshot())
    assert again == state
    for push in CYCLE[2:] + CYCLE[:2]:
        again.apply_string(push)
    assert again.outcome() is not None  # third time: the counts came along


def test_undo_restores_position_spare_and_repetition_counts() -> None:
    state = position(EMPTY_TRAY)
    before = state.snapshot()
    for push in CYCLE * 2:
        state.apply_string(push)
    for _ in range(8):
        state.pop()
    assert state.snapshot() == before


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**9), players=st.sampled_from([2, 3]))
def test_push_invariants(seed: int, players: int) -> None:
    """25 cubes stay in the tray; a push never removes another player's cube; the mover gains one
    cube unless their own cube left; pop undoes push exactly."""
    rng = random.Random(seed)
    state = GAME.new_state({"players": players}, seed=seed)
    assert isinstance(state, CambioState)
    while not state.is_terminal():
        player = state.current_player()
        before = state.snapshot()
        counts = [symbol_count(state, ch) for ch in "OAS"[:players]]
        action = rng.choice(state.legal_actions())
        state.push(action, player)
        after = [symbol_count(state, ch) for ch in "OAS"[:players]]
        boards = state.boards
        assert all(boards[i] & boards[j] == 0 for i in range(players) for j in range(i))
        assert all(b >> 25 == 0 for b in boards)
        if action < 20:
            for q in range(players):
                if q != player:
                    assert after[q] == counts[q]
            spare = state.view(None)["position"]["spare"]
            own_out = spare == "OAS"[player]
            assert after[player] == counts[player] + (0 if own_out else 1)
        clone = state.clone()
        clone.pop()
        assert clone.snapshot() == before


# ---------------------------------------------------------------- renderer
def test_the_renderer_draws_views_of_random_states() -> None:
    console = Console(file=io.StringIO(), width=100)
    for players in (2, 3):
        for setup in ("manual", "random"):
            state = GAME.new_state({"players": players, "setup": setup}, seed=players)
            rng = random.Random(players)
            for step in range(300):
                if step % 7 == 0:
                    for viewer in (None, *range(players)):
                        console.print(render(state.view(viewer)))
                if state.is_terminal():
                    break
                player = state.current_player()
                if player == CHANCE:
                    state.push(state.sample_chance(), CHANCE)
                else:
                    state.push(rng.choice(state.legal_actions()), player)
            console.print(render(state.view(None)))
    text = console.file.getvalue()  # type: ignore[attr-defined]
    assert "line of 5 wins" in text and "line of 4 wins" in text


def test_the_renderer_shows_legal_pushes_as_arrows_and_setup_warnings() -> None:
    console = Console(file=io.StringIO(), width=100)
    state = position(
        """
        .....
        .....
        ....A
        .....
        .....
        """
    )
    console.print(render(state.view(0)))
    text = console.file.getvalue()  # type: ignore[attr-defined]
    rank3 = next(line for line in text.splitlines() if line.startswith("  3"))
    assert ">" not in rank3 and "<" in rank3
    state = new()
    for t in ["a3", "b3", "c3"]:
        state.apply_string(t)
    console = Console(file=io.StringIO(), width=200)
    console.print(render(state.view(0)))
    assert "warning: 3 triangles (A) in row a3-e3" in console.file.getvalue()  # type: ignore[attr-defined]


def test_the_example_of_the_rules_document() -> None:
    state = new()
    for text in ["b2", "c3", "d4", "b4", "d2", "a2", "c1", "e4", "c5"]:
        state.apply_string(text)
    assert {"a2>", "e2<", "e4<"} <= set(state.legal_strings())
    p2 = GAME.state_from_snapshot({**state.snapshot(), "to_move": 1})
    assert "a4>" not in p2.legal_strings()
    state.apply_string("a2>")
    assert diagram(state).splitlines()[3] == "OOA.A"
    assert state.view(None)["position"]["spare"] == "."


@settings(max_examples=300, deadline=None)
@given(board=st.integers(min_value=0, max_value=(1 << 25) - 1))
def test_the_fast_line_checks_agree_with_the_list_of_lines(board: int) -> None:
    """The bit tricks find a line exactly when one of the listed squares lines is complete."""
    for players, length in ((2, 5), (3, 4)):
        masks = [
            sum(1 << ((int(name[1]) - 1) * 5 + FILES.index(name[0])) for name in cells)
            for cells in _lines_of(length)
        ]
        expected = any(board & m == m for m in masks)
        assert HAS_LINE[players](board) == expected


def test_a_line_already_on_a_custom_tray_counts_after_the_next_push() -> None:
    state = position(
        """
        .....
        .....
        .....
        .....
        SSSS.
        """,
        players=3,
        to_move=0,
    )
    assert state.outcome() is None
    state.apply_string("a5>")  # far from the squares' line on rank 1
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == {2}
    state.pop()
    assert state.outcome() is None
    state.apply_string("a1^")  # moves a1 up: the line is broken
    assert state.outcome() is None
