"""The puzzle leaderboard on the puzzles page (issue 38): the best settled puzzle ratings with the
names linked to their profiles, the signed-in player's own rating and rank (or how many rated
puzzles are still missing), the rule in words; English on a desktop, German on a phone.  The
ratings are written into the server's database as if played (`fives.server.puzzle_db.solvers`):
twenty rated attempts per person in the browser would only test the Glicko-2 arithmetic again.
Also a shipped Torris line played through (its forced reply, a wrong later move's reason)."""

from __future__ import annotations

import os
import secrets
import time
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest
import sqlalchemy as sa

from fives.puzzles.format import read_set
from fives.server.tables import accounts
from tests.server.test_puzzle_board import rate_row

from .a11y import violations
from .conftest import Errors, Server, screen_context, serving, watch
from .test_puzzles import SETS, click_move, open_puzzle, shot
from .test_puzzles import shipped_server as shipped_server  # the shipped Torris and Make 5 sets
from .test_rated import sign_up

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

#: settled ratings (deviation below 110, at least 20 attempts), best first, and two that are not
SETTLED = [("Magnus", 2210.2, 30), ("Jürgen", 1990.0, 41), ("Ada", 1875.6, 22), ("Kim", 1702.0, 25)]
UNSETTLED = [("Lucky", 2600.0, 8)]


@pytest.fixture(scope="module")
def board_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Server, sa.Engine]]:
    folder = tmp_path_factory.mktemp("puzzle-board")
    database = f"sqlite:///{folder / 'fives.sqlite3'}"
    env = {"FIVES_PUZZLE_SETS": os.pathsep.join(map(str, SETS)), "FIVES_PUZZLE_SHIPPED": "0"}
    with serving(folder, database=database, ai_workers=1, env=env) as found:
        engine = sa.create_engine(database)
        now = time.time()
        with engine.begin() as conn:
            for number, (name, rating, attempts) in enumerate(SETTLED + UNSETTLED):
                account = f"board{number}"
                conn.execute(
                    accounts.insert().values(id=account, name=name, name_key=name.casefold(), created_at=now)
                )
                rate_row(conn, account, rating, 80.0 if attempts >= 20 else 150.0, attempts)
        yield found, engine
        engine.dispose()


def _open(page: Page, server: Server, lang: str) -> None:
    page.goto(f"{server.base}/?lang={lang}#/puzzles")
    page.wait_for_selector("#puzzle-board-table tbody tr")


def _rows(page: Page) -> list[list[str]]:
    return [
        [cell.strip() for cell in row.inner_text().split("\t")]
        for row in page.locator("#puzzle-board-table tbody tr").all()
    ]


def test_the_board_and_my_rank_on_a_desktop(browser: Browser, board_server: tuple[Server, sa.Engine]) -> None:
    server, engine = board_server
    context = screen_context(browser, "en", False)
    errors = Errors()
    page = watch(context.new_page(), errors)
    me = f"Ann {secrets.token_hex(3)}"
    sign_up(page, server, me)
    with engine.begin() as conn:  # Ann's settled rating: third, between Jürgen and Ada
        account = conn.execute(sa.select(accounts.c.id).where(accounts.c.name == me)).scalar_one()
        rate_row(conn, account, 1900.0, 70.0, 60)
    _open(page, server, "en")
    assert page.inner_text("#puzzle-leaderboard-title") == "Puzzle leaderboard"
    names = [row[1] for row in _rows(page)]
    assert names == ["Magnus", "Jürgen", f"{me} (you)", "Ada", "Kim"]  # not Lucky: unsettled
    assert _rows(page)[0] == ["1", "Magnus", "2210", "30"]
    assert page.locator("#puzzle-board-table tr.me").get_attribute("data-name") == me
    assert page.inner_text("#puzzle-my-rating") == "1900"
    assert page.inner_text("#puzzle-board-me") == "Your rank: 3"
    assert "at least 20 rated puzzles" in page.inner_text("#puzzle-board-rule")
    assert violations(page) == []
    shot(page, "puzzle-board-desktop-en")
    page.click("#puzzle-board-table a >> text=Jürgen")  # a name opens the player's profile
    page.wait_for_selector("#profile-name")
    assert page.inner_text("#profile-name") == "Jürgen"
    assert not errors, errors
    context.close()


def test_german_on_a_phone_anonymous_then_signed_in(
    browser: Browser, board_server: tuple[Server, sa.Engine]
) -> None:
    server, _ = board_server
    context = screen_context(browser, "de", True)
    errors = Errors()
    page = watch(context.new_page(), errors)
    _open(page, server, "de")
    assert page.inner_text("#puzzle-leaderboard-title") == "Bestenliste der Aufgaben"
    assert page.locator("#puzzle-board-me").count() == 0  # nobody signed in: no own place
    assert _rows(page)[0] == ["1", "Magnus", "2210", "30"]
    assert "mindestens 20 gewertete Aufgaben" in page.inner_text("#puzzle-board-rule")
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1")
    page.locator("#puzzle-leaderboard").scroll_into_view_if_needed()
    shot(page, "puzzle-board-phone-de")
    sign_up(page, server, f"Bea {secrets.token_hex(3)}")
    _open(page, server, "de")
    page.wait_for_selector("#puzzle-board-me")
    assert (
        page.inner_text("#puzzle-board-me")
        == "Noch 20 gewertete Aufgaben, dann stehst du in der Bestenliste."
    )
    assert page.locator("#puzzle-board-table tr.me").count() == 0
    assert violations(page) == []
    page.locator("#puzzle-leaderboard").scroll_into_view_if_needed()
    shot(page, "puzzle-board-phone-de-signed-in")
    assert not errors, errors
    context.close()


def test_a_torris_line_with_its_forced_reply(browser: Browser, shipped_server: Server) -> None:
    """A shipped Torris line (its reply forced by resisting longest): the first move right, the
    reply played on the board, a wrong second move refuted by the solver's result; then solved."""
    from fives.core.discovery import folder

    lines = [p for p in read_set(folder("torris") / "puzzles.json.gz")[1] if len(p.solution) > 1]  # type: ignore[operator]
    puzzle = next(p for p in lines if "resists" in p.proof["steps"][0])
    page, errors = open_puzzle(browser, shipped_server, puzzle)
    assert f"({(len(puzzle.solution) + 1) // 2} moves of yours)" in page.inner_text("#puzzle-task")
    click_move(page, puzzle.solution[0])
    page.wait_for_function(
        "r => (document.querySelector('#puzzle-continue')?.textContent || '').includes(r)",
        arg=puzzle.solution[1],
    )
    shot(page, "puzzle-torris-line-continue")
    wrong = next(iter(puzzle.proof["steps"][0]["results"]))
    click_move(page, wrong)
    page.wait_for_selector("#puzzle-why")
    assert page.inner_text("#puzzle-why").startswith(
        "After it you lose" if puzzle.proof["steps"][0]["results"][wrong] < 0 else "After it a draw"
    )
    shot(page, "puzzle-torris-line-wrong")
    page.click("#puzzle-retry")
    for step, move in enumerate(puzzle.solution[::2]):
        click_move(page, move)
        if 2 * step + 1 < len(puzzle.solution):
            page.wait_for_function(
                "r => (document.querySelector('#puzzle-continue')?.textContent || '').includes(r)",
                arg=puzzle.solution[2 * step + 1],
            )
    page.wait_for_selector("#puzzle-result")
    assert "Solved" in page.inner_text("#puzzle-result")
    assert page.locator("#puzzle-solution li").count() == len(puzzle.solution) + 1
    assert "a line of moves" in page.inner_text("#puzzle-themes")
    assert not errors, errors
    page.context.close()
