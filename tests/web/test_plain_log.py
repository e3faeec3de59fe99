"""The log and the turn line read as sentences, not as notation (issue 36 item 2): Torris's setup
is one line, not 33 "chance: a1=dot"; the moves count the players' moves; Undo waits for the
player's first move; the turn line never says "To move: chance" (also not while an invited
player is awaited); the notation is folded away behind "show notation" and in the buttons'
tooltips.  English on a desktop, then German on a phone."""

from __future__ import annotations

import random
import re
from typing import TYPE_CHECKING

from .conftest import Server, move_number, new_game, screenshot, wait_turn_or_end
from .test_games import GAMES

if TYPE_CHECKING:
    from playwright.sync_api import Page

#: what notation looks like in a line: a square pair, a draw "a1=dot", a push "c5v"
CODE = re.compile(r"\b[a-h][1-5]-[a-h][1-5]\b|=|\b[a-e][1-5][<>^v](?:\s|$)|chance|Zufall")


def _log(page: Page) -> list[str]:
    return [line.strip() for line in page.locator("#log li").all_inner_texts()]


def _moves_heading(page: Page) -> int:
    text = page.locator("#log").evaluate("el => el.previousElementSibling.textContent")
    found = re.search(r"\((\d+)\)", text)
    assert found, text
    return int(found.group(1))


def test_torris_log_reads_as_sentences(page: Page, server: Server) -> None:
    # waiting for an invited player: the line says who is awaited, never "chance"
    new_game(page, server, "torris", ["me", "invite"])
    page.wait_for_selector("#turn")
    turn = page.inner_text("#turn")
    assert "chance" not in turn.lower() and "Waiting for" in turn, turn
    screenshot(page, "plain-log-invite")

    new_game(page, server, "torris", ["me", "random"], {"first": "1"})
    assert wait_turn_or_end(page)
    lines = _log(page)
    # the 32 draws and the lot: one sentence
    assert len(lines) == 1 and lines[0].startswith("The stones lie face up in a random order;"), lines
    assert lines[0].endswith(" (White) starts"), lines
    assert _moves_heading(page) == 0
    assert page.locator("#undo").is_disabled()  # nothing of the player's to take back
    assert "chance" not in page.inner_text("#turn").lower()
    # the notation: folded away, and a tooltip on every move button
    box = page.locator("#notation-box")
    assert box.count() == 1 and not box.evaluate("el => el.open")
    assert (box.locator("summary").text_content() or "").strip() == "show notation"
    assert not page.locator(".notation").is_visible()
    buttons = page.locator("#legal-moves .move-btn")
    if buttons.count():
        assert (buttons.first.get_attribute("title") or "").startswith("Notation: ")
    strategy = GAMES["torris"][2]
    rng = random.Random(5)
    for _ in range(2):  # two of the person's moves and the computer's answers
        assert wait_turn_or_end(page)
        before = move_number(page)
        assert strategy(page, rng)
        page.wait_for_function(
            "n => Number(document.querySelector('#board-area').dataset.moveNumber) > n + 1"
            " || document.querySelector('#result')",
            arg=before,
        )
    wait_turn_or_end(page)
    lines = _log(page)
    assert len(lines) == 5, lines  # the setup and four moves
    assert _moves_heading(page) == 4
    assert any(line.startswith("computer (random) (Black) moves from ") for line in lines), lines
    assert all(" moves from " in line for line in lines[1:]), lines
    assert not any(CODE.search(line) for line in lines), lines
    if page.locator("#undo").count():
        assert page.locator("#undo").is_enabled()
    if not page.locator("#moves-box").evaluate("el => el.open"):
        page.locator("#moves-title").click()
    page.locator("#notation-box summary").click()
    assert page.locator(".notation").is_visible()
    screenshot(page, "plain-log-torris")

    # German, on a phone
    page.set_viewport_size({"width": 390, "height": 844})
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'de'")
    page.wait_for_selector("#log li >> text=Die Steine liegen in zufälliger Reihenfolge offen aus")
    german = _log(page)
    assert len(german) == 5 and german[0].startswith("Die Steine liegen"), german
    assert german[0].endswith(" (Weiß) beginnt"), german
    assert all(" zieht von " in line and " nach " in line for line in german[1:]), german
    assert not any(CODE.search(line) for line in german), german
    assert (page.locator("#notation-box summary").text_content() or "").strip() == "Notation zeigen"
    assert "Zufall" not in page.inner_text("#turn")
    screenshot(page, "plain-log-torris-de-phone")
