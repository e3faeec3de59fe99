"""Abräumen's Undo and Hint buttons in the page: a jump clicked, taken back, and a hint shown."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .conftest import Server, move_number, new_game, screenshot, wait_change, wait_turn_or_end

if TYPE_CHECKING:
    from playwright.sync_api import Page


def board(page: Page) -> list[str]:
    """Each square of the drawn field with 'S' when a stone is on it."""
    cells: list[str] = page.locator(".abraeumen .cell").evaluate_all(
        "els => els.map(e => e.dataset.square + (e.querySelector('.stone') ? 'S' : ''))"
    )
    return cells


def test_undo_brings_the_board_back_and_hint_rings_a_jump(page: Page, server: Server) -> None:
    room = new_game(page, server, "abraeumen", ["me"])
    assert wait_turn_or_end(page)
    start = board(page)
    assert sum(c.endswith("S") for c in start) == 32
    assert page.locator("#undo").is_disabled()  # nothing to take back yet
    page.locator(".abraeumen .cell.movable").first.click()
    page.locator(".abraeumen .cell.legal-target").first.click()
    wait_change(page, 0)
    assert move_number(page) == 1
    assert board(page) != start and sum(c.endswith("S") for c in board(page)) == 31
    page.click("#undo")
    wait_change(page, 1)
    assert move_number(page) == 0
    assert board(page) == start
    assert "Move taken back" in page.inner_text("#notice")
    assert server.get(f"/api/rooms/{room}")["move_number"] == 0
    page.click("#hint")
    page.wait_for_selector("#hint-text.solvable")
    text = page.inner_text("#hint-text")
    assert text.startswith("Still solvable, best jump ")
    best = text.rsplit(" ", 1)[-1]
    origin, target = best.split("-")
    hinted = page.locator(".abraeumen .cell.hint").evaluate_all("els => els.map(e => e.dataset.square)")
    assert sorted(hinted) == sorted([origin, target])
    assert page.locator(f".abraeumen .cell.movable[data-square={origin}]").count() == 1
    screenshot(page, "abraeumen-hint")
    page.click("#lang")  # the hint and the buttons in German
    page.wait_for_function("() => document.documentElement.lang === 'de'")
    assert page.inner_text("#hint-text") == f"Noch lösbar, bester Sprung {best}"
    assert "Zurücknehmen" in page.inner_text("#undo") and page.inner_text("#hint") == "Tipp"
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'en'")
    # the suggested jump, played: the hint is gone with the position it was for
    page.click(f".abraeumen .cell[data-square={origin}]")
    page.click(f".abraeumen .cell.legal-target[data-square={target}]")
    wait_change(page, 0)
    assert page.locator("#hint-text").count() == 0 and page.locator(".abraeumen .cell.hint").count() == 0
