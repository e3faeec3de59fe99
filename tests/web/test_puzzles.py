"""Puzzles in the browser (issue 38), clicked as people do: a line of three moves solved with the
opponent's forced replies played on the board, a wrong move with its reason and the solution,
Next, the daily puzzle on the home page, a signed-in player's rating that changes once, German,
and a phone.  The server offers the generator's test sets (tests/data/puzzles)."""

from __future__ import annotations

import os
import secrets
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from fives.puzzles.format import Puzzle, read_set

from .a11y import violations
from .conftest import Errors, Server, screen_context, screenshot, serving, watch
from .test_rated import sign_up

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

DATA = Path(__file__).resolve().parents[1] / "data" / "puzzles"
SETS = sorted(DATA.glob("*.json"))
SHOTS = Path("/tmp/puzzleweb38")


def _all() -> list[Puzzle]:
    return [p for path in SETS for p in read_set(path)[1]]


@pytest.fixture(scope="module")
def puzzles_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    env = {"FIVES_PUZZLE_SETS": os.pathsep.join(map(str, SETS)), "FIVES_PUZZLE_SHIPPED": "0"}
    with serving(tmp_path_factory.mktemp("puzzles"), ai_workers=1, env=env) as found:
        yield found


def shot(page: Page, name: str) -> None:
    screenshot(page, name)
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def click_move(page: Page, move: str) -> None:
    """Click a legal move as a player does: on the list of moves (unfolded when folded)."""
    box = page.locator("#moves-box")
    if box.get_attribute("open") is None:
        page.click("#moves-title")
    page.click(f'#legal-moves button[data-move="{move}"]')


def open_puzzle(
    browser: Browser, server: Server, puzzle: Puzzle, lang: str = "en", phone: bool = False
) -> tuple[Page, Errors]:
    context = screen_context(browser, lang, phone)
    errors = Errors()
    page = watch(context.new_page(), errors)
    page.goto(f"{server.base}/?lang={lang}#/puzzle/{puzzle.id}")
    page.wait_for_selector("#puzzle-task")
    return page, errors


def test_solve_a_line_then_next(browser: Browser, puzzles_server: Server) -> None:
    puzzle = next(p for p in _all() if p.game == "cambio" and len(p.solution) > 1)
    page, errors = open_puzzle(browser, puzzles_server, puzzle)
    assert "3" in page.inner_text("#puzzle-task")
    assert page.locator("#puzzle-board svg").count() >= 1  # the game's own board
    assert violations(page) == []
    shot(page, "puzzle-start")
    for step in range(3):
        click_move(page, puzzle.solution[2 * step])
        if step < 2:
            # the forced reply is named once this step's answer is in (a box of the step before
            # may still be shown for a moment)
            reply = puzzle.solution[2 * step + 1]
            page.wait_for_function(
                "r => (document.querySelector('#puzzle-continue')?.textContent || '').includes(r)", arg=reply
            )
    page.wait_for_selector("#puzzle-result")
    assert "Solved" in page.inner_text("#puzzle-result")
    assert "wins by force in 3 moves" in page.inner_text("#puzzle-claim")
    assert page.locator("#puzzle-solution li").count() == len(puzzle.solution) + 1
    assert page.locator("#puzzle-anonymous").count() == 0  # the panel of the answer now
    shot(page, "puzzle-solved")
    page.click("#puzzle-solution button[data-step='0']")  # step through the solution
    page.click("#puzzle-next")
    page.wait_for_selector("#puzzle-task")
    assert f"/puzzle/{puzzle.id}" not in page.url
    assert not errors, errors


def test_a_wrong_move_says_why_and_shows_the_solution(browser: Browser, puzzles_server: Server) -> None:
    puzzle = next(p for p in _all() if p.proof["claim"] == "only-move" and p.game == "cambio")
    wrong, reply = next((m, r) for m, r in puzzle.proof["refutations"].items() if r != "end")
    page, errors = open_puzzle(browser, puzzles_server, puzzle)
    assert page.locator("#puzzle-anonymous").count() == 1  # anonymous play is not rated
    click_move(page, wrong)
    page.wait_for_selector("#puzzle-result")
    assert wrong in page.inner_text("#puzzle-result")
    assert f"the opponent wins with {reply}" in page.inner_text("#puzzle-why")
    assert "only move" in page.inner_text("#puzzle-claim")
    assert puzzle.solution[0] in page.inner_text("#puzzle-solution")
    shot(page, "puzzle-wrong")
    assert violations(page) == []
    assert not errors, errors


def test_the_daily_puzzle_on_the_home_page(browser: Browser, puzzles_server: Server) -> None:
    daily = puzzles_server.get("/api/puzzles/daily")
    context = screen_context(browser, "en", False)
    errors = Errors()
    page = watch(context.new_page(), errors)
    page.goto(puzzles_server.base + "/?lang=en")
    page.wait_for_selector("#daily-solve")
    assert violations(page) == []
    shot(page, "home-daily")
    page.click("#daily-solve")
    page.wait_for_selector("#puzzle-task")
    assert page.url.endswith(f"#/puzzle/{daily['id']}")
    assert not errors, errors


def test_a_signed_in_rating_changes_once(browser: Browser, puzzles_server: Server) -> None:
    puzzle = next(p for p in _all() if p.proof["claim"] == "only-move" and p.game == "cambio")
    context = screen_context(browser, "en", False)
    errors = Errors()
    page = watch(context.new_page(), errors)
    sign_up(page, puzzles_server, f"Solver {secrets.token_hex(3)}")
    page.goto(f"{puzzles_server.base}/#/puzzle/{puzzle.id}")
    page.wait_for_selector("#puzzle-my-rating")
    assert page.inner_text("#puzzle-my-rating") == "1500"
    click_move(page, puzzle.solution[0])
    page.wait_for_selector("#puzzle-rating-change")
    changed = page.inner_text("#puzzle-rating-change")
    assert "(+" in changed
    after = page.inner_text("#puzzle-my-rating")
    assert int(after) > 1500
    shot(page, "puzzle-rated")
    page.click("#puzzle-retry")
    click_move(page, puzzle.solution[0])
    page.wait_for_selector("#puzzle-unrated")  # the second try is not rated
    page.reload()
    page.wait_for_selector("#puzzle-attempted")
    assert page.inner_text("#puzzle-my-rating") == after
    assert not errors, errors


def test_german_on_a_phone(browser: Browser, puzzles_server: Server) -> None:
    puzzle = next(p for p in _all() if p.proof["claim"] == "only-move" and p.game == "cambio")
    wrong = next(m for m, r in puzzle.proof["refutations"].items() if r != "end")
    page, errors = open_puzzle(browser, puzzles_server, puzzle, lang="de", phone=True)
    assert "Du bist am Zug" in page.inner_text("#puzzle-task")
    shot(page, "puzzle-phone-de")
    click_move(page, wrong)
    page.wait_for_selector("#puzzle-result")
    page.wait_for_selector("#sign-up")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")
    assert "ist nicht die Lösung" in page.inner_text("#puzzle-result")
    assert "Danach gewinnt der Gegner" in page.inner_text("#puzzle-why")
    assert page.inner_text("#puzzle-next") == "Nächste Aufgabe"
    shot(page, "puzzle-phone-de-wrong")
    page.goto(f"{puzzles_server.base}/?lang=de#/")
    page.wait_for_selector("#daily-solve")
    assert page.inner_text("#daily-puzzle h2") == "Aufgabe des Tages"
    shot(page, "home-daily-phone-de")
    assert not errors, errors


def test_keep_the_board_solvable_in_german(browser: Browser, puzzles_server: Server) -> None:
    """Abräumen's line: every jump is the player's; a wrong one says the board is lost."""
    puzzle = next(p for p in _all() if p.game == "abraeumen" and len(p.solution) > 1)
    page, errors = open_puzzle(browser, puzzles_server, puzzle, lang="de")
    click_move(page, puzzle.solution[0])
    page.wait_for_selector("#puzzle-continue")
    assert "dein nächster Zug" in page.inner_text("#puzzle-continue")
    click_move(page, puzzle.proof["refutations"][1][0])
    page.wait_for_selector("#puzzle-result")
    assert "nicht mehr bis auf einen Stein" in page.inner_text("#puzzle-why")
    assert "lösbar" in page.inner_text("#puzzle-claim")
    shot(page, "puzzle-abraeumen-de")
    assert not errors, errors


@pytest.fixture(scope="module")
def shipped_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A server offering two of the shipped sets: Make 5's (proved in points) and Torris's (the
    exact endgame solver)."""
    from fives.core.discovery import folder

    sets = [str(folder(game) / "puzzles.json.gz") for game in ("make5", "torris")]  # type: ignore[operator]
    env = {"FIVES_PUZZLE_SETS": os.pathsep.join(sets), "FIVES_PUZZLE_SHIPPED": "0"}
    with serving(tmp_path_factory.mktemp("shipped-puzzles"), ai_workers=1, env=env) as found:
        yield found


def _shipped(game: str) -> Puzzle:
    from fives.core.discovery import folder

    return read_set(folder(game) / "puzzles.json.gz")[1][0]  # type: ignore[operator]


def test_points_and_endgame_puzzles_say_why_a_move_is_wrong(browser: Browser, shipped_server: Server) -> None:
    """A Make 5 sort that scores less says how much; a Torris move the solver refutes says that
    best play beats it, in German on a phone."""
    puzzle = _shipped("make5")
    wrong = min(puzzle.proof["scores"], key=lambda move: puzzle.proof["scores"][move])
    page, errors = open_puzzle(browser, shipped_server, puzzle)
    click_move(page, wrong)
    page.wait_for_selector("#puzzle-why")
    scored = puzzle.proof["scores"][wrong]
    assert (
        page.inner_text("#puzzle-why")
        == f"It scores only {scored} points (the solution: {puzzle.proof['points']})."
    )
    assert f"it scores {puzzle.proof['points']} points" in page.inner_text("#puzzle-claim")
    shot(page, "puzzle-make5-wrong")
    assert errors == []
    page.context.close()
    puzzle = _shipped("torris")
    wrong = next(iter(puzzle.proof["refutations"]))
    page, errors = open_puzzle(browser, shipped_server, puzzle, lang="de", phone=True)
    click_move(page, wrong)
    page.wait_for_selector("#puzzle-why")
    assert page.inner_text("#puzzle-why").startswith("Danach verlierst du bei bestem Spiel")
    assert "Endspiel-Löser" in page.inner_text("#puzzle-claim")
    shot(page, "puzzle-torris-wrong-de-phone")
    assert errors == []
    page.context.close()
