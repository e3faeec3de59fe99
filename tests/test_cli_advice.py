"""The terminal's ``hint`` in ``fives play`` for every game, and ``fives analyse record.json``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from test_cli import run

#: White to move with an open four on y=0 (Fünf gewinnt, White starts)
FOUR = ["0,0", "0,1", "1,0", "1,1", "2,0", "-1,1", "3,0", "3,1"]


@pytest.mark.parametrize(
    ("argv", "lines"),
    [
        (
            ["play", "fuenf_gewinnt", "--seat", "human", "--seat", "random", "-o", "first=1", "--seed", "1"],
            ["0,0"],
        ),
        (["play", "cambio", "--seat", "human", "--seat", "easy", "--seed", "1"], []),
        (["play", "all_fives", "--seat", "human", "--seat", "easy", "--seed", "2"], []),
        (["play", "zahlenpoker", "--players", "2", "--seat", "human", "--seat", "easy", "--seed", "1"], []),
    ],
    ids=["fuenf_gewinnt", "cambio", "all_fives", "zahlenpoker"],
)
def test_hint_in_play_names_a_legal_move_and_a_reason(
    argv: list[str], lines: list[str], monkeypatch: Any
) -> None:
    _code, text = run(argv, [*lines, "hint", "quit"], monkeypatch)
    hints = [line for line in text.splitlines() if "hint: " in line]
    assert len(hints) == 1, text
    move = hints[0].split("hint: ", 1)[1].split(" (", 1)[0]
    assert move and hints[0].endswith(")")
    _code, after = run(argv, [*lines, move, "quit"], monkeypatch)  # the hinted move is accepted
    assert "illegal" not in after and "not legal" not in after


def test_hint_is_refused_between_two_people(monkeypatch: Any) -> None:
    _code, text = run(["play", "cambio", "--seed", "1"], ["hint", "quit"], monkeypatch)
    assert "hints are only for a person alone or against the computer" in text


def record_file(tmp_path: Path, actions: list[str]) -> Path:
    path = tmp_path / "game.json"
    data = {"game": "fuenf_gewinnt", "options": {"first": "1"}, "seed": 1, "actions": actions}
    path.write_text(json.dumps(data))
    return path


def test_analyse_lists_the_missed_win_with_the_better_move(tmp_path: Path) -> None:
    path = record_file(tmp_path, [*FOUR, "0,-1", "4,1"])
    code, text = run(["analyse", str(path), "--player", "1", "--seconds", "0.1"])
    assert code == 0
    row = next(line for line in text.splitlines() if " 0,-1 " in line)
    assert "P1" in row and ("4,0" in row or "-1,0" in row) and "completes a row of five" in row
    code, text = run(["analyse", str(path), "--player", "1", "--seconds", "0.1", "--lang", "de"])
    assert "Züge, die an Wert verloren" in text and "vollendet eine Fünferreihe" in text


def test_analyse_of_a_well_played_game_flags_nothing(tmp_path: Path) -> None:
    path = record_file(tmp_path, [*FOUR, "4,0"])
    code, text = run(["analyse", str(path), "--player", "1", "--seconds", "0.1"])
    assert code == 0 and "well played" in text


def test_analyse_names_a_bad_record(tmp_path: Path) -> None:
    path = record_file(tmp_path, ["0,0", "9,9"])
    code, text = run(["analyse", str(path)])
    assert code == 1 and "illegal record: move 2" in text
