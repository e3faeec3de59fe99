"""The Rules button shows the players' rules in the page's language (issue 36): from an English
page the English text, from a German page (``?lang=de``) the German one, on a desktop and on a
phone; never the developers' spec (game ids, notation, raw option names)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from .conftest import ARTIFACTS, Errors, Server, watch

if TYPE_CHECKING:
    from playwright.sync_api import Browser

#: per language: headings and an option's name that the players' text has, and words it must not
SHOWN = {
    "en": ("The decisions where the rulebook is silent", "Options"),
    "de": ("Entscheidungen, wo die Spielregel schweigt", "Einstellungen"),
}
NEVER = ("Game id", "chance event", "Notation", "closing=", "hand_size", "](#rule:", "`")


@pytest.mark.parametrize(
    ("device", "game_id"), [("desktop", "torris"), ("phone", "all_fives")], ids=["desktop", "phone"]
)
def test_the_rules_button_shows_the_players_rules_in_the_pages_language(
    browser: Browser, server: Server, device: str, game_id: str
) -> None:
    phone = device == "phone"
    size = {"width": 390, "height": 844} if phone else {"width": 1200, "height": 900}
    context = browser.new_context(viewport=size, is_mobile=phone, has_touch=phone, locale="en-US")
    errors = Errors()
    try:
        page = watch(context.new_page(), errors)
        for lang in ("en", "de"):
            page.goto(f"{server.base}/?lang={lang}")
            page.wait_for_function(f"() => document.documentElement.lang === '{lang}'")
            button = page.locator(f".rules-btn[data-game={game_id}]")
            button.wait_for()
            button.click()
            page.wait_for_selector("#rules .markdown h3")
            text = page.inner_text("#rules .markdown")
            for shown in SHOWN[lang]:
                assert shown in text, (lang, shown)
            other = SHOWN["de" if lang == "en" else "en"][0]
            assert other not in text, lang
            assert [never for never in NEVER if never in text] == [], lang
            assert page.get_attribute("#rules", "lang") == lang
            if phone:  # the dialog fits the phone: nothing scrolls sideways
                box = page.locator("#rules").bounding_box()
                assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390
                assert page.evaluate("document.documentElement.scrollWidth") <= 390
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / f"players-rules-{device}-{lang}.png"))
            page.click("#rules-close")
            assert not page.locator("#rules").is_visible()
        assert [e for e in errors if "pageerror" in e] == []
    finally:
        context.close()
