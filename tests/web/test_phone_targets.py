"""A game on a phone (issue 36 item 6): every target is large enough to hit with a thumb (the
page's buttons, links and lists at least 44 px, a board's stones and squares at least 24 px,
WCAG 2.2's minimum, where the board's size leaves no more), the boards' texts readable (11 px),
the top bar one row; and the last move is said beside the board, where a phone shows it (the log is far
below), on a desk too."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pytest

from .conftest import (
    Server,
    move_number,
    new_game,
    screen_context,
    screenshot,
    wait_change,
    wait_turn_or_end,
    watch,
)
from .test_games import GAMES

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

#: a board's own targets (its stones, squares, tiles), drawn to the board's scale
BOARD_MIN = 24
#: the page's buttons, links and lists: a thumb
PAGE_MIN = 44
#: the smallest text on Zahlenpoker's board, in screen pixels
TEXT_MIN = 11

#: every target the page shows now: [where, what, width, height, on the board]
TARGETS = """() => {
    const out = [];
    const sel = 'button, a[href], select, input, summary, [role=button], .clickable, .legal-target';
    for (const el of document.querySelectorAll(sel)) {
        if (el.closest('[hidden], dialog:not([open]), details:not([open]) > :not(summary)')) continue;
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        if (style.visibility === 'hidden' || style.display === 'none' || !box.width || !box.height) continue;
        const name = (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 30);
        const where = el.tagName + (el.id ? '#' + el.id : '');
        out.push([where, name, box.width, box.height, Boolean(el.closest('svg'))]);
    }
    return out;
}"""


def small_targets(page: Page) -> list[str]:
    found = []
    for where, name, width, height, on_board in page.evaluate(TARGETS):
        least = BOARD_MIN if on_board else PAGE_MIN
        if min(width, height) < least - 0.5:
            found.append(f"{where} {name!r}: {width:.1f} x {height:.1f} px (< {least})")
    return found


def small_texts(page: Page) -> list[str]:
    """The board's texts smaller than TEXT_MIN on the screen."""
    texts = page.eval_on_selector_all(
        "#board-area svg text",
        "els => els.filter((el) => el.getBoundingClientRect().width > 0).map((el) => [el.textContent,"
        " parseFloat(getComputedStyle(el).fontSize) * el.getScreenCTM().a])",
    )
    return [f"text {text!r}: {px:.1f} px" for text, px in texts if px < TEXT_MIN]


def zahlenpoker_round(page: Page) -> list[str]:
    """Zahlenpoker, three players (the default), after a round: every text on the board readable,
    every target (the stones on the felt too) large enough."""
    assert wait_turn_or_end(page)
    before = move_number(page)
    page.click(".zahlenpoker .zp-stone.legal-target")
    wait_change(page, before)
    page.wait_for_selector(".zahlenpoker .zp-stone[data-seat]")
    page.wait_for_function("() => document.getAnimations().length === 0")
    problems = [f"zahlenpoker after a round: {small}" for small in small_texts(page)]
    problems += [f"zahlenpoker after a round: {small}" for small in small_targets(page)]
    screenshot(page, "phone-targets-zahlenpoker-round")
    return problems


def test_every_target_on_a_phone_is_large_enough(browser: Browser, server: Server) -> None:
    """Every game against the computer on a German phone (the longer words), as one click starts
    it, and Zahlenpoker with three players after a round (the stones on the felt)."""
    context = screen_context(browser, "de", phone=True)
    try:
        page = watch(context.new_page(), [])
        problems: list[str] = []
        for info in server.get("/api/games"):
            game = info["id"]
            page.goto(f"{server.base}/?lang=de")
            page.click(f"button.play-computer[data-game={game}]")
            page.wait_for_url("**#/room/*")
            page.wait_for_selector("#board-area[data-move-number] svg")
            page.wait_for_selector("#your-turn, #result")
            problems += [f"{game}: {small}" for small in small_targets(page) + small_texts(page)]
            # the top bar is one row: the board comes up the page
            bar = page.evaluate("() => document.querySelector('#topbar').getBoundingClientRect().height")
            if bar > 60:
                problems.append(f"{game}: the top bar is {bar:.0f} px high")
            screenshot(page, f"phone-targets-{game}")
            if game == "zahlenpoker":
                problems += zahlenpoker_round(page)
        assert problems == [], "\n".join(problems)
    finally:
        context.close()


#: the position of the last-move line, the board and the screen (scrolled to the top)
IN_SIGHT = """() => {
    scrollTo(0, 0);
    const line = document.querySelector('#last-move').getBoundingClientRect();
    const board = document.querySelector('#board-area svg').getBoundingClientRect();
    return {top: line.top, bottom: line.bottom, board: board.top, height: innerHeight};
}"""


@pytest.mark.parametrize(
    ("lang", "screen", "game", "seats"),
    [
        ("en", "phone", "zahlenpoker", ["me", "random", "random"]),
        ("de", "phone", "torris", ["me", "random"]),
        ("en", "desk", "fuenf_gewinnt", ["me", "random"]),
        ("de", "desk", "zahlenpoker", ["me", "random", "random", "random"]),
    ],
)
def test_the_last_move_is_in_sight_with_the_board(
    browser: Browser, server: Server, lang: str, screen: str, game: str, seats: list[str]
) -> None:
    phone = screen == "phone"
    context = screen_context(browser, lang, phone)
    try:
        page = watch(context.new_page(), [])
        page.goto(f"{server.base}/?lang={lang}")
        _, options, strategy = GAMES[game]
        new_game(page, server, game, seats, options)
        rng = random.Random(36)
        for _ in range(2):  # two of the player's moves, each answered by the computer
            assert wait_turn_or_end(page)
            before = move_number(page)
            assert strategy(page, rng)
            wait_change(page, before)
        assert wait_turn_or_end(page)
        page.wait_for_function("() => document.getAnimations().length === 0")
        log = page.locator("#log li").all_inner_texts()
        others = len(seats) - 1
        label = {"en": ("Last move", "Last moves"), "de": ("Letzter Zug", "Letzte Züge")}[lang][others > 1]
        assert page.inner_text("#last-move") == f"{label}: {' · '.join(log[-others:])}"
        where = page.evaluate(IN_SIGHT)
        screenshot(page, f"last-move-{game}-{lang}-{screen}")
        # on the screen as it opens, just above the board, whose top is in sight with it
        assert where["top"] >= 0 and where["bottom"] <= where["height"], where
        assert 0 <= where["board"] - where["bottom"] < 40 and where["board"] < where["height"] / 2, where
    finally:
        context.close()
