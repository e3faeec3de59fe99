"""How the page names the seats (issue 24, docs/web.md "Names of the seats"): a seat left unnamed,
which the server calls P1, P2, reads "Player 1" / "Spieler 1" everywhere on the page (status,
scores, log, end screen, the new-game dialog), a computer seat by its level in the page's
language, two computer seats of one level numbered, in German too."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .conftest import Server, finished_computer_game, move_number, screenshot, wait_change
from .test_german import german

if TYPE_CHECKING:
    from playwright.sync_api import Page

SEAT_NUMBER = re.compile(r"\bP\d\b")


def visible_text(page: Page) -> str:
    return str(page.evaluate("() => document.body.innerText"))


def test_an_unnamed_seat_is_spieler_1_in_german_to_the_end(page: Page, server: Server) -> None:
    german(page, server)
    page.click("button.play[data-game=cambio]")
    page.wait_for_selector("#new-game[open]")
    assert page.get_attribute("#name-0", "placeholder") == "Spieler 1"
    page.select_option("#seat-1", "ai")
    assert page.get_attribute("#level-1", "aria-label") == "Stufe: Spieler 2"
    page.select_option("#level-1", "easy")
    page.click("#start")
    page.wait_for_selector("#board-area[data-move-number]")
    # five triangles in row 3, then a push elsewhere: the computer's line of five wins
    for square in ("a3", "b3", "c3", "d3", "e3"):
        before = move_number(page)
        page.locator(f"[data-square={square}][data-move]").click()
        wait_change(page, before)
    page.wait_for_selector("#your-turn", timeout=30_000)
    assert "Spieler 1" in page.inner_text("#scores")
    assert page.locator("#log li >> text=Spieler 1").count() >= 1
    # who plays which symbol, beside the tray: the whole names (not "Computer (leich…")
    legend = page.locator(".cambio-side .label-left").all_text_contents()
    assert legend == ["Spieler 1", "Computer (leicht)"], legend
    assert not SEAT_NUMBER.search(visible_text(page)), visible_text(page)
    page.locator(".arrow[data-move='a5>']").click(timeout=30_000)
    page.wait_for_selector("#result")
    assert page.inner_text("#result-headline").endswith("Computer (leicht)")
    screenshot(page, "seat-names-de")
    assert not SEAT_NUMBER.search(visible_text(page)), visible_text(page)
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'en'")
    assert "Player 1" in page.inner_text("#scores")
    assert page.locator("#scores thead th").all_inner_texts() == ["Player", "Score"]
    assert not SEAT_NUMBER.search(visible_text(page)), visible_text(page)


def test_two_computers_of_one_level_are_numbered_in_german(page: Page, server: Server) -> None:
    room = finished_computer_game(page, server)
    german(page, server)
    page.goto(f"{server.base}/#/room/{room}")
    page.wait_for_selector("#result")
    names = [n.strip() for n in page.locator("#scores tbody tr td:first-child").all_inner_texts()]
    assert names == ["Computer (zufällig) 1", "Computer (zufällig) 2"], names
    page.goto(f"{server.base}/#/replay/{room}")
    page.click("#replay-last")
    page.wait_for_selector("#replay-reason")
    text = visible_text(page)
    assert "Computer (zufällig)" in text and "computer (random)" not in text, text
