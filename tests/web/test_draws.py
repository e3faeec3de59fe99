"""Draw offers and takeback requests in two browsers (issue 35 item 2): one person offers a draw, the
other declines (the offerer is told, and cannot offer again before a move) or accepts (both pages
show the agreed draw, and the replay's last move says so); a takeback asked for and accepted
restores the position on both pages and a draw is agreed (in German, on a phone); a rated game
offers no takeback."""

from __future__ import annotations

import random
import shutil
from pathlib import Path
from typing import TYPE_CHECKING

from .a11y import violations
from .conftest import ARTIFACTS, PHONE, Errors, Server, move_number, screen_context, screenshot, unfold, watch
from .test_games import fuenf_gewinnt, torris
from .test_online import invite
from .test_rated import two_accounts
from .test_resign import arrive, german

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Page

SHOTS = Path("/tmp/draw35")


def shot(page: Page, name: str) -> None:
    """A screenshot among the tests' artifacts, and a copy to look at (/tmp/draw35)."""
    screenshot(page, name)
    SHOTS.mkdir(parents=True, exist_ok=True)
    shutil.copy(ARTIFACTS / f"{name}.png", SHOTS / f"{name}.png")


def pair(server: Server) -> tuple[str, list[str]]:
    """A Fünf gewinnt room of two invited people, Ann (who begins) and Bob."""
    seats = [{"kind": "invite", "name": "Ann"}, {"kind": "invite", "name": "Bob"}]
    data = server.post("/api/rooms", {"game": "fuenf_gewinnt", "seats": seats, "options": {"first": "1"}})
    return data["room"]["id"], [t["token"] for t in data["tokens"]]


def play(page: Page, other: Page) -> None:
    """The page's person makes a move by clicking the board; both pages show it."""
    page.wait_for_selector("#your-turn")
    before = move_number(page)
    assert fuenf_gewinnt(page, random.Random(before))
    for shown in (page, other):
        shown.wait_for_function(
            "n => Number(document.querySelector('#board-area')?.dataset.moveNumber) > n", arg=before
        )


def test_a_draw_offered_declined_then_offered_and_accepted(
    page: Page, server: Server, friend: BrowserContext, browser: Browser
) -> None:
    room, tickets = pair(server)
    ann = arrive(page, server, room, tickets[0])
    bob = arrive(watch(friend.new_page(), Errors()), server, room, tickets[1])
    # Ann offers; Bob sees who offers what, Ann whom she waits for
    ann.click("#offer-draw")
    bob.wait_for_selector("#offer-bar")
    assert bob.inner_text("#offer-text") == "Ann offers a draw."
    assert ann.inner_text("#offer-text") == "You offered a draw. Waiting for Bob."
    assert ann.locator("#offer-accept").count() == 0 and ann.locator("#offer-draw").count() == 0
    shot(bob, "draw-offered")
    assert violations(bob, "#offer-box") == [] and violations(ann, "#offer-box") == []
    bob.click("#offer-decline")
    ann.wait_for_selector("#notice .info")
    assert ann.inner_text("#notice") == "Your offer was declined."
    for shown in (ann, bob):
        shown.wait_for_selector("#offer-bar", state="detached")
    # asking again at once is refused (no flooding) until Ann has moved
    ann.click("#offer-draw")
    ann.wait_for_selector("#notice .error")
    assert "make a move before you offer it again" in ann.inner_text("#notice")
    assert bob.locator("#offer-bar").count() == 0
    play(ann, bob)
    # Bob offers; Ann accepts; both pages show the agreed draw
    bob.click("#offer-draw")
    ann.wait_for_selector("#offer-accept")
    ann.click("#offer-accept")
    for shown in (ann, bob):
        shown.wait_for_selector("#result-you")
        assert shown.inner_text("#result-you") == "Draw"
        assert shown.inner_text("#result-headline") == "Draw: the win is shared"
        assert "Draw agreed" in shown.inner_text("#result-reason")
        assert shown.locator("#offer-draw, #resign, #offer-bar").count() == 0
    shot(ann, "draw-agreed")
    result = server.get(f"/api/rooms/{room}")["result"]
    assert result["ended"] == "draw_agreed" and result["winners"] == [0, 1]
    third = browser.new_context(locale="en-US")
    try:
        watcher = watch(third.new_page(), Errors())
        watcher.goto(f"{server.base}/#/replay/{room}")
        watcher.click("#replay-last")
        watcher.wait_for_selector("#replay-reason")
        assert watcher.inner_text("#replay-reason") == "Draw agreed"
        shot(watcher, "draw-replay")
    finally:
        third.close()


def test_a_takeback_accepted_restores_the_position_for_both_in_german_on_a_phone(
    browser: Browser, server: Server, friend: BrowserContext
) -> None:
    room, tickets = pair(server)
    phone = screen_context(browser, "de", phone=True)
    try:
        ann = arrive(watch(phone.new_page(), Errors()), server, room, tickets[0])
        german(ann)
        bob = arrive(watch(friend.new_page(), Errors()), server, room, tickets[1])
        start = move_number(ann)
        assert ann.locator("#ask-takeback").count() == 0  # no move of Ann's to take back yet
        stones = ann.locator(".fuenf .fg-stone").count()
        play(ann, bob)
        assert ann.locator(".fuenf .fg-stone").count() == stones + 1
        ann.click("#ask-takeback")
        ann.wait_for_selector("#offer-bar")
        assert "Bob" in ann.inner_text("#offer-text")
        assert "zurückzunehmen" in ann.inner_text("#offer-text")
        bob.wait_for_selector("#offer-accept")
        assert bob.inner_text("#offer-text") == "Ann asks to take back their last move."
        assert ann.viewport_size == PHONE
        bar = ann.evaluate("() => document.querySelector('#offer-bar').getBoundingClientRect().right")
        assert bar <= PHONE["width"]
        shot(ann, "takeback-asked-phone-de")
        bob.click("#offer-accept")
        for shown in (ann, bob):
            shown.wait_for_function(
                "n => Number(document.querySelector('#board-area')?.dataset.moveNumber) === n", arg=start
            )
            shown.wait_for_selector("#offer-bar", state="detached")
        assert ann.locator(".fuenf .fg-stone").count() == stones
        ann.wait_for_selector("#your-turn")  # Ann's turn again
        assert "zurückgenommen" in ann.inner_text("#notice")
        shot(ann, "takeback-done-phone-de")
        assert server.get(f"/api/rooms/{room}")["move_number"] == start
        # Bob offers a draw; Ann accepts it in German: "Remis vereinbart"
        bob.click("#offer-draw")
        ann.wait_for_selector("#offer-accept")
        assert ann.inner_text("#offer-text") == "Bob bietet ein Remis an."
        ann.click("#offer-accept")
        ann.wait_for_selector("#result-you")
        assert "Remis vereinbart" in ann.inner_text("#result-reason")
        assert "zurückgenommen" not in ann.inner_text("#notice")  # about a position long gone
        width = ann.evaluate("() => document.querySelector('#result').getBoundingClientRect().right")
        assert width <= PHONE["width"]
        shot(ann, "draw-agreed-phone-de")
    finally:
        phone.close()


def test_a_rated_game_shows_no_takeback(page: Page, server: Server, friend: BrowserContext) -> None:
    two_accounts(page, server, friend)
    page.goto(server.base + "/")
    page.click("button.play[data-game=torris]")
    page.select_option("#seat-0", "me")
    page.select_option("#seat-1", "invite")
    unfold(page)
    page.check("#rated")
    page.click("#start")
    page.wait_for_url("**/#/room/*")
    page.wait_for_selector("#board-area[data-move-number]")
    room = page.url.rsplit("/", 1)[-1]
    guest = invite(page, friend)
    assert server.get(f"/api/rooms/{room}")["rated"] is True
    mover, other = (page, guest) if page.locator("#your-turn").count() else (guest, page)
    mover.wait_for_selector("#your-turn")
    before = move_number(mover)
    assert torris(mover, random.Random(1))
    other.wait_for_function(
        "n => Number(document.querySelector('#board-area')?.dataset.moveNumber) > n", arg=before
    )
    for shown in (page, guest):
        shown.wait_for_selector("#offer-draw")  # a draw may be offered in a rated game
        assert shown.locator("#ask-takeback").count() == 0
    shot(mover, "rated-no-takeback")
