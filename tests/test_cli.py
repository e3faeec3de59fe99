"""The `fives` command line, driven as a user would drive it."""

from __future__ import annotations

import builtins
import io
import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

import fives.games
from fives.cli.main import main


def run(argv: list[str], lines: list[str] | None = None, monkeypatch: Any = None) -> tuple[int, str]:
    out = io.StringIO()
    console = Console(file=out, width=100, color_system=None)
    if lines is not None:
        feed: Iterator[str] = iter(lines)

        def fake_input(prompt: str = "") -> str:
            out.write(prompt)
            try:
                return next(feed)
            except StopIteration:
                raise EOFError from None

        monkeypatch.setattr(builtins, "input", fake_input)
    code = main(argv, console=console)
    return code, out.getvalue()


def test_list_shows_every_game() -> None:
    code, text = run(["list"])
    assert code == 0
    for game in fives.games.all():
        assert game.id in text


def test_rules_prints_the_rules_and_the_options() -> None:
    code, text = run(["rules", "abraeumen"])
    assert code == 0
    assert "Clear the Board" in text and "The decisions where the rulebook is silent" in text
    assert "players" in text
    code, text = run(["rules", "abraeumen", "--lang", "de"])
    assert code == 0 and "Entscheidungen, wo die Spielregel schweigt" in text


def test_unknown_game_is_a_clear_error() -> None:
    code, text = run(["rules", "chess"])
    assert code == 2
    assert "unknown game 'chess'" in text


@pytest.mark.parametrize("command", [[], ["play"], ["replay"], ["list"], ["rules"]])
def test_help_everywhere(command: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main([*command, "--help"])
    assert info.value.code == 0
    assert "usage: fives" in capsys.readouterr().out


def test_playing_abraeumen_with_errors_moves_and_undo(monkeypatch: Any) -> None:
    lines = ["moves", "zz", "c1-b1", "c1-a1", "undo", "d1-f1", "help", "quit"]
    code, text = run(["play", "abraeumen", "--seed", "1"], lines, monkeypatch)
    assert code == 1  # abandoned
    assert "legal moves: c1-a1  d1-f1" in text
    assert "illegal action 'zz'" in text
    assert "a jump goes exactly two squares" in text
    assert "move taken back" in text
    assert "last move: P1 jumps from d1 to f1" in text
    assert "game abandoned" in text


@pytest.mark.parametrize("how", ["option", "environment"])
def test_playing_in_german_renders_log_refusals_and_texts_from_the_catalog(
    monkeypatch: Any, how: str
) -> None:
    lines = ["moves", "zz", "c1-b1", "c1-a1", "undo", "d1-f1", "help", "quit"]
    argv = ["play", "abraeumen", "--seed", "1"]
    if how == "option":
        argv += ["--lang", "de"]
    else:
        monkeypatch.setenv("FIVES_LANG", "de")
    code, text = run(argv, lines, monkeypatch)
    assert code == 1
    assert "erlaubte Züge: c1-a1  d1-f1" in text
    assert "'zz' ist nicht erlaubt" in text
    assert "ein Sprung geht genau zwei Felder" in text
    assert "Zug zurückgenommen" in text
    assert "letzter Zug: P1 springt von d1 nach f1" in text
    assert "Notation: von-nach, z. B. c1-a1" in text
    assert "Partie abgebrochen" in text
    for english in (
        "legal moves",
        "illegal action",
        "a jump goes",
        "move taken back",
        "last move",
        "abandoned",
    ):
        assert english not in text


def test_the_rules_options_in_german_and_an_unknown_language() -> None:
    code, text = run(["rules", "all_fives", "--lang", "de"])
    assert code == 0
    assert "Anzahl der Spieler" in text and "number of players" not in text
    assert "bei 2 Spielern" in text
    code, text = run(["play", "abraeumen", "--lang", "xx"])
    assert code == 2 and "no language 'xx'" in text
    code, text = run(["play", "torris", "--lang", "de", "-o", "closing=sideways"])
    assert code == 2
    assert "Option 'closing': 'sideways' ist ungültig; erwartet ist eines von run, compact" in text


def test_abraeumen_hint_and_solve(monkeypatch: Any) -> None:
    code, text = run(["play", "abraeumen"], ["hint", "c1-a1", "a3-a1", "hint", "quit"], monkeypatch)
    assert text.count("still solvable, best jump") + text.count("no longer solvable") == 2
    code, text = run(["solve", "abraeumen", "--end-squares"])
    assert code == 0
    assert "a solution in 31 jumps" in text
    assert "the last stone can end on" in text


def test_hot_seat_hides_each_players_secret_choice(monkeypatch: Any) -> None:
    """Two people at Zahlenpoker: the screen is handed over between their secret choices."""
    lines = ["4", "", "3", "", "undo", "quit"]
    code, text = run(["play", "zahlenpoker", "--players", "2", "--seed", "1"], lines, monkeypatch)
    assert code == 1
    assert "Pass the screen to P2" in text
    assert "Pass the screen to P1" in text
    assert "undo is not possible in a game with hidden information" in text
    # P2's screen, from the handover to P2's prompt, does not show what P1 chose
    p2_screen = text.split("Pass the screen to P2")[1].split("P2 >")[0]
    assert "P1 has chosen" in p2_screen
    assert "chose 4" not in p2_screen


def test_hot_seat_handover_erases_the_scrollback_too(monkeypatch: Any) -> None:
    """Two people at All Fives in a real terminal: before the screen passes on, it is cleared
    with the scrollback (ESC [3J), so the last person's hand is not one scroll away."""
    state = fives.games.load("all_fives").new_state({"players": 2}, 3)
    while state.current_player() == -1:  # the deal and the lot, as the session draws them
        state.push(state.sample_chance(), -1)
    first = state.current_player()
    hand = state.view(first)["position"]["hand"]
    lines = [state.legal_strings(first)[0], "", "quit"]
    state.apply_string(lines[0], first)
    kept = state.view(first)["position"]["hand"]  # still secret after the tile played
    out = io.StringIO()
    console = Console(file=out, width=100, color_system=None, force_terminal=True)
    feed = iter(lines)

    def fake_input(prompt: str = "") -> str:
        out.write(prompt)
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr(builtins, "input", fake_input)
    assert main(["play", "all_fives", "--players", "2", "--seed", "3"], console=console) == 1
    text = out.getvalue()
    handover = text.index(f"Pass the screen to P{2 - first}")
    shown = max(text.rfind(tile, 0, handover) for tile in hand)
    assert shown > 0  # the first player's hand was on the screen
    assert text.rfind("\x1b[3J", 0, handover) > shown
    assert text.rfind("\x1b[2J", 0, handover) > shown
    assert not any(tile in text[handover : text.index(f"P{2 - first} >")] for tile in kept)


def test_the_menu_starts_a_game_without_arguments(monkeypatch: Any) -> None:
    games = fives.games.all()
    number = [g.id for g in games].index("abraeumen") + 1
    _, text = run(["play"], ["x", str(number), "robot", "", "quit"], monkeypatch)
    assert "type a number from 1" in text
    assert "choose one of human, random, easy, medium, hard, max" in text
    assert "Clear the Board" in text


@pytest.mark.parametrize("game", [pytest.param(g, id=g.id) for g in fives.games.all()])
def test_random_seats_play_every_game_to_the_end_and_the_record_replays(
    game: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    n = game.info.max_players
    record = tmp_path / "game.json"
    argv = ["play", game.id, "--players", str(n), "--seed", "4", "--record", str(record)]
    for _ in range(n):
        argv += ["--seat", "random"]
    out = io.StringIO()
    console = Console(file=out, width=100, color_system=None)
    pauses: list[float] = []
    monkeypatch.setattr(time, "sleep", pauses.append)
    code = main(argv, console=console)
    assert code == 0, out.getvalue()[-2000:]
    assert "Game over" in out.getvalue()
    data = json.loads(record.read_text())
    assert data["result"] is not None
    code, text = run(["replay", str(record)])
    assert code == 0, text
    assert "moves replayed and checked" in text


def test_replay_rejects_a_corrupted_record_with_the_move_number(tmp_path: Path) -> None:
    state = fives.games.load("abraeumen").new_state(seed=2)
    for move in ("c1-a1", "c3-c1"):
        state.apply_string(move)
    data = state.to_json()
    data["actions"][1] = "c3-c5"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    code, text = run(["replay", str(path)])
    assert code == 1
    assert "move 2 ('c3-c5'): c5 is not free" in text


@pytest.mark.parametrize(
    ("content", "message"),
    [("{", "not valid JSON"), ('{"game": "go", "seed": 1, "actions": []}', "unknown game")],
)
def test_replay_of_a_malformed_file_is_a_clear_error(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    code, text = run(["replay", str(path)])
    assert code == 2
    assert message in text


#: files a record reader meets in the wild: nested deeper than the JSON parser's recursion, a
#: number of more than 4300 digits, bytes that are not UTF-8, a directory
ODD_FILES: list[tuple[str, bytes | None, str]] = [
    ("nested", b"[" * 100_000, "nested too deeply"),
    ("nested_object", b'{"a":' * 100_000, "nested too deeply"),
    ("long_number", b'{"game": "abraeumen", "seed": ' + b"9" * 5000 + b', "actions": []}', "not valid JSON"),
    ("latin1", '{"game": "abr\xe4umen"}'.encode("latin-1"), "not UTF-8"),
    ("directory", None, "cannot read"),
]


@pytest.mark.parametrize(("name", "content", "message"), ODD_FILES, ids=[f[0] for f in ODD_FILES])
@pytest.mark.parametrize("command", [["replay"], ["solve", "abraeumen", "--record"]], ids=["replay", "solve"])
def test_reading_an_odd_record_file_is_a_one_line_error(
    tmp_path: Path, command: list[str], name: str, content: bytes | None, message: str
) -> None:
    path = tmp_path / name
    if content is None:
        path.mkdir()
    else:
        path.write_bytes(content)
    code, text = run([*command, str(path)])
    assert code == 2
    assert message in text
    assert "Traceback" not in text
    assert len(text.strip().splitlines()) == 1, text


def test_a_record_entry_naming_its_player_in_odd_digits_is_refused_with_its_number(tmp_path: Path) -> None:
    # superscript two passes str.isdigit() but not int(): it named no player, and crashed replay
    for head in ("\u00b2", "\u2460", "9" * 5000):
        path = tmp_path / "odd.json"
        path.write_text(json.dumps({"game": "zahlenpoker", "seed": 1, "actions": [f"{head}:1"]}))
        code, text = run(["replay", str(path)])
        assert code == 1
        assert "move 1" in text
        assert "player:action" in text


def test_solving_from_a_record_of_another_game_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "cambio.json"
    path.write_text(json.dumps({"game": "cambio", "seed": 1, "actions": []}))
    code, text = run(["solve", "abraeumen", "--record", str(path)])
    assert code == 2
    assert "not of abraeumen" in text
    code, text = run(["solve", "abraeumen", "--record", str(tmp_path / "missing.json")])
    assert code == 2
    assert "cannot read" in text


def test_play_reports_a_record_it_cannot_write(tmp_path: Path, monkeypatch: Any) -> None:
    target = tmp_path / "no" / "such" / "folder" / "game.json"
    code, text = run(
        ["play", "abraeumen", "--seed", "1", "--record", str(target)], lines=["quit"], monkeypatch=monkeypatch
    )
    assert code == 2
    assert "cannot write" in text
    assert "Traceback" not in text


@pytest.mark.parametrize("answer", ["\u00b2", "\u2460", "1" * 5000, "\u0663"])
def test_the_menu_refuses_odd_digits_and_asks_again(monkeypatch: Any, answer: str) -> None:
    code, text = run(["play"], lines=[answer, "q"], monkeypatch=monkeypatch)
    assert code == 0
    assert "type a number from 1 to" in text


def test_replay_of_a_missing_file(tmp_path: Path) -> None:
    code, text = run(["replay", str(tmp_path / "nope.json")])
    assert code == 2
    assert "cannot read" in text


def test_bad_options_and_seats_are_clear_errors() -> None:
    code, text = run(["play", "abraeumen", "-o", "colour=red"])
    assert code == 2
    assert "unknown option 'colour'" in text
    code, text = run(["play", "abraeumen", "--seat", "robot"])
    assert code == 2
    assert "unknown seat 'robot'" in text


def test_solving_a_game_without_a_solver_names_the_games_that_have_one() -> None:
    code, text = run(["solve", "cambio"])
    assert code == 2
    assert "no solver for 'cambio'; solvers exist for: abraeumen, zahlenpoker" in text
    assert "Traceback" not in text
