"""Puzzles of the hidden-information games in the browser (issue 38), English on a desk and German
on a phone: Zahlenpoker's sure win (a choice clicked on the game's own board, a wrong one answered by the
opponent's refuting choice) and Hütchenspieler's follow the stone (the row shown face up until
the solver starts the shuffle, the shuffle played move by move, then the stone picked).  The
server offers one shipped puzzle of each game (a set of its own)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

from fives.puzzles import shipped, write_set
from fives.puzzles.format import Puzzle

from .a11y import violations
from .conftest import Errors, Server, screen_context, serving, watch
from .test_puzzles import shot

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page


def _zahlenpoker() -> Puzzle:
    # a sure win whose other choice can lose (P2's seat: the seat is not always the first)
    return next(
        p
        for p in shipped("zahlenpoker")
        if p.themes == ["sure-win"]
        and p.player == 1
        and p.options["players"] == 2
        and -1 in p.proof["results"].values()
    )


def _huetchen() -> Puzzle:
    return next(p for p in shipped("huetchenspieler") if p.proof["watch"] >= 6 and "last-two" not in p.themes)


@pytest.fixture(scope="module")
def hidden_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    folder = tmp_path_factory.mktemp("hidden")
    sets = []
    for puzzle in (_zahlenpoker(), _huetchen()):
        path = folder / f"{puzzle.game}.json"
        write_set(path, puzzle.game, [puzzle], {"command": "test"})
        sets.append(str(path))
    env = {"FIVES_PUZZLE_SETS": os.pathsep.join(sets), "FIVES_PUZZLE_SHIPPED": "0"}
    with serving(folder, ai_workers=1, env=env) as found:
        yield found


def _open(browser: Browser, server: Server, puzzle: Puzzle, lang: str) -> tuple[Page, Errors]:
    """The puzzle's page in ``lang``: English on a desk, German on a phone."""
    context = screen_context(browser, lang, lang == "de")
    # the fast motion speed (a player's setting): the shuffle is shown in less time
    context.add_init_script("localStorage.setItem('fives.motion', 'fast')")
    errors = Errors()
    page = watch(context.new_page(), errors)
    page.goto(f"{server.base}/?lang={lang}#/puzzle/{puzzle.id}")
    page.wait_for_selector("#puzzle-task")
    return page, errors


@pytest.mark.parametrize("lang", ["en", "de"])
def test_zahlenpoker_a_sure_win_and_a_choice_that_can_lose(
    browser: Browser, hidden_server: Server, lang: str
) -> None:
    puzzle = _zahlenpoker()
    wrong = next(m for m, r in puzzle.proof["results"].items() if r == -1)
    reply = puzzle.proof["refutations"][wrong]
    page, errors = _open(browser, hidden_server, puzzle, lang)
    assert page.locator("#puzzle-board svg.board").count() == 1  # the game's own board
    assert violations(page) == []
    shot(page, f"zahlenpoker-start-{lang}")
    page.click(f'#puzzle-board [data-move="{puzzle.solution[0]}"]')
    page.wait_for_selector("#puzzle-result")
    claim = page.inner_text("#puzzle-claim")
    if lang == "en":
        assert "Solved" in page.inner_text("#puzzle-result")
        assert "wins for certain, whatever the opponent shows" in claim
        assert "sure win" in page.inner_text("#puzzle-themes")
    else:
        assert "Gelöst" in page.inner_text("#puzzle-result")
        assert "gewinnt sicher, was der Gegner auch zeigt" in claim
        assert "sicherer Sieg" in page.inner_text("#puzzle-themes")
    shot(page, f"zahlenpoker-solved-{lang}")
    page.click("#puzzle-retry")
    page.click(f'#puzzle-board [data-move="{wrong}"]')
    page.wait_for_selector("#puzzle-why")
    why = page.inner_text("#puzzle-why")
    assert ("you can lose" in why) if lang == "en" else ("kannst du verlieren" in why)
    # the opponent's answer in the page's words (the game's label of the empty hand)
    shown = {"empty": "leere Hand" if lang == "de" else "empty"}.get(reply, reply)
    assert f"„{shown}“" in why if lang == "de" else f"“{shown}”" in why
    shot(page, f"zahlenpoker-wrong-{lang}")
    assert violations(page) == []
    assert not errors, errors


def _follow(page: Page) -> None:
    """Start the shuffle and wait until the question is put (the moves are played one by one)."""
    page.click("#puzzle-watch")
    page.wait_for_selector("#puzzle-watching")
    page.wait_for_selector("#puzzle-watching", state="detached", timeout=60000)
    page.wait_for_selector("#puzzle-board .hs-stone.legal-target")
    page.wait_for_timeout(600)  # the last move's animation ends (a pick is taken after it)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_huetchenspieler_follow_the_stone(browser: Browser, hidden_server: Server, lang: str) -> None:
    puzzle = _huetchen()
    page, errors = _open(browser, hidden_server, puzzle, lang)
    # first the row face up, as the seeker saw it, and no stone to pick yet
    task = page.inner_text("#puzzle-task")
    assert ("Memorise the row" in task) if lang == "en" else ("Merke dir die Reihe" in task)
    faces = page.locator("#puzzle-board .hs-stone").evaluate_all(
        "gs => gs.map(g => g.getAttribute('aria-label'))"
    )
    assert len(faces) == 4 and all(("face up" in f) or ("offen" in f.lower()) for f in faces), faces
    assert page.locator("#puzzle-board .legal-target").count() == 0
    assert violations(page) == []
    shot(page, f"huetchen-memorise-{lang}")
    _follow(page)
    assert page.locator("#puzzle-board .hs-stone.legal-target").count() >= 3
    assert "ask" not in page.inner_text("#puzzle-task").lower()
    shot(page, f"huetchen-asked-{lang}")
    page.click(f'#puzzle-board .hs-stone[data-move="{puzzle.solution[0]}"]')
    page.wait_for_selector("#puzzle-result")
    claim = page.inner_text("#puzzle-claim")
    if lang == "en":
        assert "Solved" in page.inner_text("#puzzle-result")
        assert f"the {puzzle.proof['asked']} lies there" in claim and "shuffle moves" in claim
    else:
        assert "Gelöst" in page.inner_text("#puzzle-result")
        assert "dort liegt" in claim and "Schiebezüge" in claim
    shot(page, f"huetchen-solved-{lang}")
    # again, wrong this time: the shuffle is shown again, and the stone turned says what it is
    page.click("#puzzle-retry")
    page.wait_for_selector("#puzzle-watch")
    _follow(page)
    wrong, symbol = next(iter(puzzle.proof["refutations"].items()))
    page.click(f'#puzzle-board .hs-stone[data-move="{wrong}"]')
    page.wait_for_selector("#puzzle-why")
    why = page.inner_text("#puzzle-why")
    if lang == "en":
        assert why == f"That stone is the {symbol}."
    else:
        assert why.startswith("Dieser Stein ist ")
    shot(page, f"huetchen-wrong-{lang}")
    assert violations(page) == []
    assert not errors, errors
