"""A wrong answer to a shipped puzzle of the games proved in points or by the exact endgame solver
says why in the proof's own terms (issue 38): Torris's solver result, Make 5's and All Fives'
points; and the claim carries what the page needs to say it."""

from __future__ import annotations

from typing import Any

import pytest

from fives.core.discovery import folder
from fives.puzzles.attempt import check
from fives.puzzles.format import Puzzle, read_set


def _first(game: str, claim: str) -> Puzzle:
    _, puzzles = read_set(folder(game) / "puzzles.json.gz")
    return next(p for p in puzzles if p.proof.get("claim") == claim)


def _wrong(puzzle: Puzzle) -> tuple[str, dict[str, Any]]:
    played = next(iter(puzzle.proof["refutations"]))
    answer = check(puzzle, [played])
    assert answer["result"] == "wrong" and answer["played"] == played
    return played, answer


@pytest.mark.parametrize("claim", ["win", "draw"])
def test_a_torris_endgame_move_that_fails_says_what_the_solver_proved(claim: str) -> None:
    puzzle = _first("torris", claim)
    played, answer = _wrong(puzzle)
    assert answer["claim"] == f"endgame-{claim}" and "moves" not in answer  # no "win in 1 move"
    result = puzzle.proof["results"][played]
    kind = answer["refutation"]["kind"]
    assert kind == ("endgame-loses" if result < 0 else "endgame-draws")
    reply = puzzle.proof["refutations"][played]
    if reply not in ("end", "pass"):
        assert answer["refutation"]["reply"] == reply


def test_a_make5_sort_that_scores_less_says_how_much() -> None:
    puzzle = _first("make5", "score-most")
    played, answer = _wrong(puzzle)
    assert answer["claim"] == "score-most" and answer["points"] == puzzle.proof["points"]
    assert answer["refutation"] == {
        "kind": "scores-less",
        "scores": puzzle.proof["scores"][played],
        "best": puzzle.proof["points"],
    }
    assert answer["points"] - answer["refutation"]["scores"] >= answer["margin"]


def test_an_all_fives_play_short_of_the_target_says_what_it_scores() -> None:
    puzzle = _first("all_fives", "score-target")
    _played, answer = _wrong(puzzle)
    assert answer["claim"] == "score-target" and answer["target"] == puzzle.proof["target"]
    assert answer["refutation"]["kind"] == "short-of-target"
    assert answer["refutation"]["scores"] < answer["refutation"]["needs"] == puzzle.proof["needs"]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_shipped_theme_has_its_words(lang: str) -> None:
    """The page names a puzzle's themes from the catalogs (`ui-puzzle-theme-<theme>`); a theme
    without its words would show its bare id, in English on a German page."""
    from fives.core.discovery import modules
    from fives.i18n.fluent import bundle

    themes = set()
    for game in modules():
        path = folder(game)
        if path is not None and (path / "puzzles.json.gz").is_file():
            themes.update(t for p in read_set(path / "puzzles.json.gz")[1] for t in p.themes)
    assert {"win-in-1", "keep-solvable", "score-the-target"} <= themes
    missing = sorted(t for t in themes if not bundle(lang).has_message(f"ui-puzzle-theme-{t}"))
    assert missing == []
