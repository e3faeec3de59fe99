"""The core pieces on their own: options, errors, chance, records, registry."""

from __future__ import annotations

import json
import random
from collections import Counter
from fractions import Fraction

import pytest

import fives.games
from fives.core import (
    FormatError,
    IllegalActionError,
    NotationError,
    OptionError,
    OptionSpec,
    Outcome,
    Record,
    RecordError,
    UnknownGameError,
    chance_rng,
    record_of,
    replay,
    sample_outcome,
    state_from_json,
)
from fives.core.options import parse_option_assignments, validate_options
from fives.i18n import translate

SPECS = (
    OptionSpec("players", int, 2, "number of players", minimum=2, maximum=4),
    OptionSpec("target", int, lambda o: 250 if o["players"] == 2 else 200, "target", default_text="auto"),
    OptionSpec("variant", str, "a", "variant", choices=("a", "b")),
    OptionSpec("strict", bool, False, "strict"),
)


def test_option_defaults_may_depend_on_earlier_options() -> None:
    assert validate_options(SPECS, {}, "g")["target"] == 250
    assert validate_options(SPECS, {"players": 3}, "g")["target"] == 200
    assert validate_options(SPECS, {"players": "3", "target": "61"}, "g")["target"] == 61


def test_option_text_is_coerced_to_its_type() -> None:
    opts = validate_options(SPECS, {"strict": "yes", "variant": " b "}, "g")
    assert opts.get_bool("strict") is True
    assert opts.get_str("variant") == "b"
    assert opts.get_int("players") == 2


@pytest.mark.parametrize(
    ("given", "message"),
    [
        ({"colour": "red"}, r"unknown option 'colour'; valid options: players, target, variant, strict"),
        ({"players": 5}, r"'players': 5 is not valid; expected a whole number from 2 to 4"),
        ({"players": "two"}, r"expected a whole number"),
        ({"players": True}, r"expected a whole number"),
        ({"variant": "c"}, r"expected one of a, b"),
        ({"strict": "maybe"}, r"expected true or false"),
    ],
)
def test_bad_options_name_the_option_and_the_valid_values(given: dict[str, object], message: str) -> None:
    with pytest.raises(OptionError, match=message):
        validate_options(SPECS, given, "g")


@pytest.mark.parametrize(
    ("spec", "given", "expected"),
    [
        (OptionSpec("t", float, 1.0, "time", minimum=0, exclusive_minimum=True), " 0.25 ", 0.25),
        (OptionSpec("t", float, 1.0, "time", minimum=0, exclusive_minimum=True), 2, 2.0),
        (OptionSpec("share", float, 0.5, "share", minimum=0, maximum=1), "0", 0.0),
        (OptionSpec("share", float, 0.5, "share", minimum=0, maximum=1), "1", 1.0),
    ],
)
def test_float_options_take_numbers_and_their_text(spec: OptionSpec, given: object, expected: float) -> None:
    value = validate_options((spec,), {spec.name: given}, "g").get_float(spec.name)
    assert value == expected and isinstance(value, float)


@pytest.mark.parametrize(
    ("spec", "given", "message"),
    [
        (OptionSpec("t", float, 1.0, "t", minimum=0, exclusive_minimum=True), "0", "a number greater than 0"),
        (
            OptionSpec("t", float, 1.0, "t", minimum=0, exclusive_minimum=True),
            "nan",
            "a number greater than 0",
        ),
        (OptionSpec("t", float, 1.0, "t"), "inf", "expected a number$"),
        (OptionSpec("t", float, 1.0, "t"), 1e400, "expected a number$"),
        (OptionSpec("t", float, 1.0, "t"), True, "expected a number$"),
        (OptionSpec("t", float, 1.0, "t"), "1e999", "expected a number$"),
        (OptionSpec("t", float, 1.0, "t", minimum=0.5), "0.4", "a number at least 0.5"),
        (OptionSpec("t", float, 1.0, "t", maximum=2), "3", "a number of at most 2"),
        (OptionSpec("share", float, 0.5, "s", minimum=0, maximum=1), "1.5", "a number from 0 to 1"),
        (OptionSpec("share", float, 0.5, "s", minimum=0, maximum=1), "half", "a number from 0 to 1"),
    ],
)
def test_float_options_are_finite_and_in_range(spec: OptionSpec, given: object, message: str) -> None:
    with pytest.raises(OptionError, match=message):
        validate_options((spec,), {spec.name: given}, "g")


def test_option_assignments_from_the_command_line() -> None:
    assert parse_option_assignments(["a=1", "b = x"]) == {"a": "1", "b": " x"}
    with pytest.raises(OptionError, match="name=value"):
        parse_option_assignments(["novalue"])


def test_chance_draws_follow_the_exact_probabilities() -> None:
    outcomes = [("a", Fraction(1, 2)), ("b", Fraction(1, 3)), ("c", Fraction(1, 6))]
    rng = random.Random(1)
    counts = Counter(sample_outcome(outcomes, rng) for _ in range(60000))
    assert abs(counts["a"] / 60000 - 1 / 2) < 0.01
    assert abs(counts["b"] / 60000 - 1 / 3) < 0.01
    assert abs(counts["c"] / 60000 - 1 / 6) < 0.01
    with pytest.raises(ValueError, match="no chance outcomes"):
        sample_outcome([], rng)


def test_chance_rng_depends_only_on_seed_and_move_number() -> None:
    assert chance_rng(5, 3).random() == chance_rng(5, 3).random()
    assert chance_rng(5, 3).random() != chance_rng(5, 4).random()
    assert chance_rng(5, 3).random() != chance_rng(6, 3).random()


def test_outcome_returns_are_zero_sum_and_bounded() -> None:
    assert Outcome(frozenset({0}), (1, 0), "x").returns(2) == (1.0, -1.0)
    assert Outcome(frozenset({0, 1}), (1, 1), "x").returns(2) == (0.0, 0.0)
    three = Outcome(frozenset({1}), (0, 1, 0), "x").returns(3)
    assert three == (-0.5, 1.0, -0.5)
    team = Outcome(frozenset({0, 2}), (5, 0, 5, 0), "x").returns(4)
    assert sum(team) == pytest.approx(0)
    assert team[0] == team[2] > 0 > team[1] == team[3]


def test_unknown_games_list_the_known_ones() -> None:
    with pytest.raises(UnknownGameError, match=r"unknown game 'chess'; the games are: .*abraeumen"):
        fives.games.load("chess")
    assert fives.games.load(" Abraeumen ").id == "abraeumen"


def abraeumen_game_record() -> Record:
    state = fives.games.load("abraeumen").new_state(seed=3)
    for move in ("c1-a1", "c3-c1", "d1-b1"):
        state.apply_string(move)
    return record_of(state, players=["human"])


def test_a_record_is_plain_json_with_every_field() -> None:
    data = json.loads(abraeumen_game_record().dumps())
    assert data["game"] == "abraeumen"
    assert data["seed"] == 3
    assert data["players"] == ["human"]
    assert data["actions"] == ["c1-a1", "c3-c1", "d1-b1"]
    assert data["result"] is None
    assert data["options"] == {"players": 1}


def test_a_corrupted_record_names_the_move_and_the_reason() -> None:
    record = abraeumen_game_record()
    record.actions[1] = "a3-a5"
    with pytest.raises(RecordError) as info:
        replay(record)
    assert info.value.move_number == 2
    assert "a5 is not free" in str(info.value)
    record.actions[1] = "hello"
    with pytest.raises(RecordError, match="move 2"):
        replay(record)


def test_a_record_with_a_false_result_is_rejected() -> None:
    state = fives.games.load("abraeumen").new_state(seed=1)
    rng = random.Random(2)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    record = record_of(state)
    assert record.result is not None
    assert replay(record) == state
    record.result = {**record.result, "scores": [1.0]}
    with pytest.raises(RecordError, match="scores"):
        replay(record)
    unfinished = abraeumen_game_record()
    unfinished.result = {"winners": [0], "scores": [1.0]}
    with pytest.raises(RecordError, match="not over"):
        replay(unfinished)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("not json", "not valid JSON"),
        ("[]", "must be a JSON object"),
        ('{"game": "abraeumen"}', "'seed' is missing"),
        ('{"game": "abraeumen", "seed": "x", "actions": []}', "'seed' must be of type int"),
        ('{"game": "abraeumen", "seed": 1, "actions": [1]}', "list of strings"),
        ('{"format": "pgn", "game": "abraeumen", "seed": 1, "actions": []}', "unknown record format"),
        ('{"game": "abraeumen", "seed": 1, "actions": [], "result": 5}', "'result' must be"),
    ],
)
def test_malformed_records_get_clear_errors(text: str, message: str) -> None:
    with pytest.raises(FormatError, match=message):
        Record.loads(text)


def test_a_record_with_bad_options_fails_at_setup() -> None:
    record = abraeumen_game_record()
    record.options = {"players": 3}
    with pytest.raises(RecordError, match="move 0"):
        replay(record)


def test_state_json_checks_the_position() -> None:
    state = fives.games.load("abraeumen").new_state(seed=3)
    state.apply_string("c1-a1")
    data = state.to_json()
    assert state_from_json(data) == state
    data["position"]["rows"][0] = "......"
    with pytest.raises(FormatError, match="does not match"):
        state_from_json(data)


def test_a_custom_start_position_is_part_of_the_record() -> None:
    game = fives.games.load("abraeumen")
    state = game.state_from_snapshot({"rows": ["BBB...", *["......"] * 5]})
    state.apply_string("b1-d1")
    record = record_of(state)
    assert record.start == {"rows": ["BBB...", *["......"] * 5]}
    again = replay(Record.loads(record.dumps()))
    assert again == state
    again.pop()
    assert again.snapshot() == {"rows": ["BBB...", *["......"] * 5]}


def test_malformed_positions_are_rejected() -> None:
    game = fives.games.load("abraeumen")
    with pytest.raises(FormatError):
        game.state_from_snapshot({"rows": ["xyz"]})
    with pytest.raises(FormatError, match="malformed position"):
        game.state_from_snapshot({"cols": []})


def test_errors_name_the_action_and_the_reason() -> None:
    state = fives.games.load("abraeumen").new_state()
    with pytest.raises(IllegalActionError) as info:
        state.apply_string("c1-c3")
    assert info.value.action == "c1-c3"
    assert "c3 is not free" in str(info.value.reason)
    assert str(info.value) == f"illegal action 'c1-c3': {info.value.reason}"
    with pytest.raises(IllegalActionError, match="P1's turn, not player 7's"):
        state.apply_string("c1-a1", player=7)
    with pytest.raises(IllegalActionError, match="as text"):
        state.parse_action(5)  # type: ignore[arg-type]


def test_a_parser_that_slips_still_answers_a_notation_error_and_changes_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # the game's parser is the one place that reads free text; if it ever raises something else
    # (as int('²') did in Zahlenpoker), the caller must still get a refusal, never a crash
    state = fives.games.load("abraeumen").new_state(seed=2)
    before = state.snapshot()

    def slips(self: object, text: str, player: int) -> None:
        int("\u00b2")

    def cannot_explain(self: object, action: int, player: int) -> str:
        raise KeyError(action)

    monkeypatch.setattr(type(state), "_parse_syntax", slips)
    with pytest.raises(NotationError, match="not a move in this game's notation") as info:
        state.apply_string("\u00b2")
    assert translate(info.value.reason) == "kein Zug in der Notation dieses Spiels"
    assert state.apply_string("c1-a1") is not None  # the legal list still decides
    state = fives.games.load("abraeumen").new_state(seed=2)
    monkeypatch.undo()
    monkeypatch.setattr(type(state), "_explain_illegal", cannot_explain)
    with pytest.raises(IllegalActionError, match="not legal in this position"):
        state.apply_string("a1-c1")
    assert state.snapshot() == before
