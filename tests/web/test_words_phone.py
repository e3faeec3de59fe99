"""Issue 36 items 5 and 7 on a phone, in German and in English: the home page keeps the German game
names alone in German (the English subtitles only on an English page), its tagline counts the games
it lists, and the Torris guide's ring lands on the square to click (not on its tooltip)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

import fives.games

from .conftest import Server, screen_context, screenshot, watch
from .test_howto import RINGED

if TYPE_CHECKING:
    from playwright.sync_api import Browser


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_home_page_and_a_guide_on_a_phone(browser: Browser, server: Server, lang: str) -> None:
    context = screen_context(browser, lang, phone=True)
    try:
        page = watch(context.new_page(), [])
        page.goto(f"{server.base}/?lang={lang}")
        page.wait_for_selector(".game-card")
        count = len(fives.games.all())
        tagline = page.inner_text(".tagline")
        subtitles = page.locator(".game-card .name-en").all_inner_texts()
        if lang == "de":
            assert tagline.startswith(f"{count} Spiele zum Anklicken"), tagline
            assert subtitles == []  # "Clear the Board", "The Shell Game": not on a German page
        else:
            assert tagline.startswith(f"{count} games to play"), tagline
            assert any("The Shell Game" in s for s in subtitles), subtitles
        screenshot(page, f"words-home-{lang}-phone")
        page.goto(f"{server.base}/?lang={lang}#/guide/torris")
        page.wait_for_selector("#guide-panel[data-step='1'] #guide-text")
        target = page.locator(".guide-target").first
        assert target.evaluate(RINGED), "the guide's target has no ring"
        screenshot(page, f"words-guide-torris-{lang}-phone")
    finally:
        context.close()
