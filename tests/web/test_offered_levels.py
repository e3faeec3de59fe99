"""The new-game dialog offers a computer seat only the levels the game offers with the chosen
player count (issue 34: Zahlenpoker offers easy and max), in English and German."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .conftest import Server
from .test_german import german

if TYPE_CHECKING:
    from playwright.sync_api import Page


def levels(page: Page, seat: int) -> list[str]:
    return list(page.eval_on_selector_all(f"#level-{seat} option", "els => els.map(e => e.value)"))


def test_zahlenpoker_offers_easy_and_max(page: Page, server: Server) -> None:
    page.goto(server.base + "/")
    page.wait_for_selector(".game-card")
    page.click("button.play[data-game=zahlenpoker]")
    page.wait_for_selector("#new-game[open]")
    assert levels(page, 1) == ["random", "easy", "max"]  # three players
    page.select_option("#opt-players", "2")
    assert levels(page, 1) == ["random", "easy", "max"]
    texts = page.eval_on_selector_all("#level-1 option", "els => els.map(e => e.textContent)")
    assert texts == ["random", "easy", "max"]
    page.select_option("#opt-players", "4")
    assert levels(page, 1) == ["random", "easy", "max"]


def test_the_offered_levels_read_in_german(page: Page, server: Server) -> None:
    german(page, server)
    page.click("button.play[data-game=zahlenpoker]")
    page.wait_for_selector("#new-game[open]")
    page.select_option("#opt-players", "2")
    texts = page.eval_on_selector_all("#level-1 option", "els => els.map(e => e.textContent)")
    assert texts == ["zufällig", "leicht", "maximal"]
