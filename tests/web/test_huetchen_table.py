"""Hütchenspieler as it is played at a table (issue 36 item 4): the seekers follow the shuffle with
their eyes, so during the round its moves are not written out (not under the board, not in the
log; a screen reader still hears them), and they are after the round; a computer seeker says
"ready" at once, so a person who shuffles does not wait the memorising time; while the seekers
memorise, the turn line says so, never "To move" or "thinking"."""

from __future__ import annotations

import random
import re
from typing import TYPE_CHECKING

from fives.core import Message

from .conftest import Errors, Server, move_number, new_game, screenshot, wait_change, watch
from .test_games import huetchenspieler
from .test_german import german

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

#: a shuffle move in the notation: stone > gap
SHUFFLE = re.compile(r"\d>\d")

VISIBLE = """() => {
    const hidden = [...document.querySelectorAll('.sr-only, #legal-moves, .notation')];
    hidden.forEach((el) => { el.dataset.display = el.style.display; el.style.display = 'none'; });
    const text = document.body.innerText;
    hidden.forEach((el) => { el.style.display = el.dataset.display; });
    return text;
}"""


def visible(page: Page) -> str:
    """The page's text as seen (what only a screen reader reads left out), but for the shuffler's
    own choices of moves (the list of legal moves: what it may do, not what was done) and the
    notation's help (its example "2>0")."""
    return str(page.evaluate(VISIBLE))


def turn_line_while_memorising(page: Page, lang: str) -> str:
    page.wait_for_selector("#memorising")
    line = page.inner_text("#turn")
    assert Message("ui-seekers-memorise").render(lang) in line
    for word in ("ui-thinking", "ui-turn-of"):
        assert Message(word).render(lang).rstrip(":…") not in line, line
    return line


def test_the_person_shuffles_the_computer_seeks_and_nobody_reads_the_moves(
    page: Page, server: Server
) -> None:
    new_game(page, server, "huetchenspieler", ["me", "random"], {"first": "1", "memorize_seconds": 15})
    page.wait_for_selector("#lay")
    for _ in range(3):
        page.locator("#lay button:not([disabled])").first.click()
    # the computer seeker has memorised the row at once: it says so, and the stones turn soon
    line = turn_line_while_memorising(page, "en")
    assert "ready" in line
    page.wait_for_selector(".hs-stone.movable", timeout=8000)  # not the 15 s
    made = 0
    while page.locator(".hs-stone.movable").count():
        before = move_number(page)
        page.locator(".hs-stone.movable").first.click()
        page.locator(".hs-gap").last.click()
        wait_change(page, before)
        made += 1
        seen = visible(page)
        found = SHUFFLE.search(seen)
        assert not found, seen[max(0, found.start() - 150) : found.end() + 80]
        assert page.locator("#log li", has_text="moves a stone").count() == made
        assert "(stone " in (page.text_content("#shuffled") or "")  # in words, for a screen reader
    screenshot(page, "huetchen-shuffled-unseen")
    # the round ends (the person asks, the computer picks): now the moves are written out
    rng = random.Random(1)
    over = "#memorize, #ready, #result"  # the next round (the computer lays out for the person) or the end
    for _ in range(20):
        if page.locator(over).count():
            break
        huetchenspieler(page, rng)
        page.wait_for_timeout(300)
    page.wait_for_selector(over, timeout=30000)
    shuffled = [line for line in page.locator("#log li").all_inner_texts() if SHUFFLE.search(line)]
    assert len(shuffled) == made, page.locator("#log li").all_inner_texts()
    screenshot(page, "huetchen-round-over")


def test_a_german_seeker_on_a_phone_memorises_then_follows_with_the_eyes(
    browser: Browser, server: Server
) -> None:
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, locale="de-DE", is_mobile=True, has_touch=True
    )
    errors = Errors()
    try:
        page = watch(context.new_page(), errors)
        german(page, server)
        # the computer shuffles first and lays out; the person seeks and memorises
        new_game(page, server, "huetchenspieler", ["random", "me"], {"first": "1", "memorize_seconds": 15})
        page.wait_for_selector("#memorize", timeout=30000)
        turn_line_while_memorising(page, "de")
        screenshot(page, "huetchen-memorise-de-phone")
        page.click("#ready")
        # the computer shuffles: each move is seen on the board, never read
        page.wait_for_selector("#shuffling", timeout=30000)
        for _ in range(10):
            seen = visible(page)
            found = SHUFFLE.search(seen)
            assert not found, seen[max(0, found.start() - 150) : found.end() + 80]
            if page.locator(".ask button, .hs-stone.legal-target").count():
                break
            page.wait_for_timeout(400)
        assert page.locator("#log li", has_text="verschiebt einen Stein").count() >= 1
        screenshot(page, "huetchen-shuffle-de-phone")
        assert errors == []
    finally:
        context.close()
