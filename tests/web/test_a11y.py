"""Accessibility (issue 24): axe-core finds no serious or critical violation on the home page,
the new-game dialog, the rules, a replay, a game page (every game mid-game and at the end:
tests/web/test_games.py); every control has a name, turn changes are read out, the focus stays
on the board after a move, and tap targets are 44 px on a phone."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from .a11y import violations
from .conftest import Server, finished_computer_game, move_number, new_game, screenshot, wait_change

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page


def test_home_dialog_and_rules_have_no_serious_violations(page: Page, server: Server) -> None:
    page.goto(server.base + "/")
    page.wait_for_selector("button.play")
    assert violations(page) == []
    # eight "Play" buttons, each named after its game
    names = page.locator("button.play").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    assert len(set(names)) == len(names) == 8 and all(n.startswith("Play: ") for n in names)
    page.click("button.play[data-game=cambio]")
    page.wait_for_selector("#start")
    page.select_option("#seat-1", "ai")
    assert violations(page) == []
    page.keyboard.press("Escape")
    page.locator(".card-actions button.rules-btn").first.click()  # Rules
    page.wait_for_selector("dialog#rules[open]")
    assert violations(page) == []
    page.click("#rules-close")
    page.click("#lang")  # the German page too
    page.goto(server.base + "/")
    page.wait_for_selector("button.play")
    assert violations(page) == []


def test_replay_buttons_have_names(page: Page, server: Server) -> None:
    # a game the computer plays against itself, to its end
    room = finished_computer_game(page, server)
    page.goto(f"{server.base}/#/replay/{room}")
    page.wait_for_selector("#replay-first")
    for button, name in (
        ("first", "Start"),
        ("prev", "Back"),
        ("play", "Autoplay"),
        ("next", "Forward"),
        ("last", "End"),
    ):
        assert page.get_attribute(f"#replay-{button}", "aria-label") == name
    assert violations(page) == []


def test_turn_changes_are_read_out_and_focus_stays_on_the_board(page: Page, server: Server) -> None:
    new_game(page, server, "torris", ["me", "random"], {"first": "1"})
    page.wait_for_selector("#your-turn")
    live = page.locator("#announce")
    assert live.get_attribute("aria-live") == "polite"
    assert "Your turn" in live.text_content()
    # a board square says what is on it
    label = page.get_attribute(".torris .cell[data-square=a1]", "aria-label") or ""
    assert label.startswith("a1: ") and "Tower 1" in label
    # play by keyboard: focus a tower, Enter, then a target, Enter
    start = move_number(page)
    page.focus(".torris .cell.movable")
    page.keyboard.press("Enter")
    target = page.locator(".torris .cell.legal-target").first
    square = target.get_attribute("data-square")
    target.focus()
    page.keyboard.press("Enter")
    wait_change(page, start)
    # the focus is still on the board (the square played to), not lost to the page
    focused = page.evaluate("() => document.activeElement.closest('#board-area') !== null")
    assert focused
    assert page.evaluate("() => document.activeElement.dataset.square") == square
    page.wait_for_selector("#your-turn")
    assert "Your turn" in live.text_content()


@pytest.mark.parametrize("width", [390])
def test_tap_targets_on_a_phone_are_44_px(browser: Browser, server: Server, width: int) -> None:
    context = browser.new_context(viewport={"width": width, "height": 844}, has_touch=True, is_mobile=True)
    try:
        page = context.new_page()
        new_game(page, server, "torris", ["me", "random"], {"first": "1"})
        page.wait_for_selector("#your-turn")
        small = page.evaluate(
            """() => [...document.querySelectorAll('button, select, a.btn, summary, .clickable')]
                .filter((e) => e.offsetParent !== null || e.getBBox)
                .map((e) => {
                  const r = e.getBoundingClientRect();
                  return [e.id || e.dataset.square || e.textContent.trim().slice(0, 20), r.width, r.height];
                })
                .filter(([, w, h]) => w > 0 && h > 0 && (w < 44 || h < 44))"""
        )
        assert small == []
        screenshot(page, "torris-phone")
    finally:
        context.close()
