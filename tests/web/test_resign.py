"""Resigning in two browsers (issue 35): one player resigns (the page asks first), both pages show
the end at once, each in its person's words ("You lost", "You won"), the reason names who resigned;
in German on a phone; a guest who opens their link after the end sees the result, the replay and
the rematch, not an error."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .conftest import PHONE, Errors, Server, move_number, screen_context, screenshot, wait_change, watch
from .test_online import invite
from .test_rated import new_rated_game, two_accounts

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Page


def invited_pair(server: Server) -> tuple[str, list[str]]:
    """A Fünf gewinnt room of two invited people, Ann and Bob."""
    seats = [{"kind": "invite", "name": "Ann"}, {"kind": "invite", "name": "Bob"}]
    data = server.post("/api/rooms", {"game": "fuenf_gewinnt", "seats": seats})
    return data["room"]["id"], [t["token"] for t in data["tokens"]]


def arrive(page: Page, server: Server, room: str, ticket: str) -> Page:
    page.goto(f"{server.base}/#/join/{room}/{ticket}")
    page.wait_for_url(f"**/#/room/{room}")
    page.wait_for_selector("#board-area[data-move-number]")
    return page


def german(page: Page) -> None:
    if page.evaluate("() => document.documentElement.lang") != "de":
        page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'de'")


def ended(page: Page) -> None:
    page.wait_for_selector("#result-you")


def test_a_player_resigns_after_asking_and_both_pages_say_who_won(
    page: Page, server: Server, friend: BrowserContext, browser: Browser
) -> None:
    room, tickets = invited_pair(server)
    ann = arrive(page, server, room, tickets[0])
    bob = arrive(watch(friend.new_page(), Errors()), server, room, tickets[1])
    # asked first, in the page; Cancel changes nothing
    ann.click("#resign")
    assert "Resign this game?" in ann.inner_text("#resign-bar")
    ann.click("#resign-cancel")
    assert ann.locator("#resign-bar").count() == 0
    assert server.get(f"/api/rooms/{room}")["status"] == "playing"
    ann.click("#resign")
    screenshot(ann, "resign-confirm")
    ann.click("#resign-yes")
    ended(ann)
    ended(bob)
    assert ann.inner_text("#result-you") == "You lost"
    assert bob.inner_text("#result-you") == "You won"
    for shown in (ann, bob):
        assert "Ann resigned" in shown.inner_text("#result-reason")
        assert shown.locator("#resign").count() == 0  # nothing left to resign
    screenshot(ann, "resign-result-loser")
    screenshot(bob, "resign-result-winner")
    result = server.get(f"/api/rooms/{room}")["result"]
    assert result["ended"] == "resigned" and result["winners"] == [1]
    # a spectator (a third browser) keeps the neutral headline
    third = browser.new_context(locale="en-US")
    try:
        watcher = watch(third.new_page(), Errors())
        watcher.goto(f"{server.base}/#/room/{room}")
        watcher.wait_for_selector("#result-headline")
        assert watcher.locator("#result-you").count() == 0
        assert "Bob" in watcher.inner_text("#result-headline")
        # the replay's last move says who resigned (the rules did not end the game)
        watcher.goto(f"{server.base}/#/replay/{room}")
        watcher.click("#replay-last")
        watcher.wait_for_selector("#replay-reason")
        assert watcher.inner_text("#replay-reason") == "Ann resigned"
        screenshot(watcher, "resign-replay")
    finally:
        third.close()


def test_resigning_on_a_phone_in_german_and_opening_the_link_after_the_end(
    browser: Browser, server: Server, friend: BrowserContext
) -> None:
    room, tickets = invited_pair(server)
    phone = screen_context(browser, "de", phone=True)
    try:
        ann = arrive(watch(phone.new_page(), Errors()), server, room, tickets[0])
        german(ann)
        bob = arrive(watch(friend.new_page(), Errors()), server, room, tickets[1])
        ann.click("#resign")
        assert "Diese Partie aufgeben?" in ann.inner_text("#resign-bar")
        ann.click("#resign-yes")
        ended(ann)
        assert ann.inner_text("#result-you") == "Du hast verloren"
        assert "Ann hat aufgegeben" in ann.inner_text("#result-reason")
        assert ann.viewport_size == PHONE
        # the result fits the phone's width
        width = ann.evaluate("() => document.querySelector('#result').getBoundingClientRect().right")
        assert width <= PHONE["width"]
        screenshot(ann, "resign-result-phone-de")
        ended(bob)
        assert bob.inner_text("#result-you") == "You won"
        # the guest opens their link again after the end: the result, the replay, the rematch
        again = watch(friend.new_page(), Errors())
        again.goto(f"{server.base}/#/join/{room}/{tickets[1]}")
        again.wait_for_url(f"**/#/room/{room}")
        ended(again)
        assert again.inner_text("#result-you") == "You won"
        assert again.locator("#replay").count() == 1 and again.locator("#rematch").count() == 1
        assert again.locator("[role=alert]").count() == 0
        screenshot(again, "resign-link-after-the-end")
    finally:
        phone.close()


def test_a_rated_resignation_shows_the_rating_change_on_the_end_screen(
    page: Page, server: Server, friend: BrowserContext
) -> None:
    two_accounts(page, server, friend)
    new_rated_game(page, server)
    page.click("#start")
    page.wait_for_url("**/#/room/*")
    page.wait_for_selector("#board-area[data-move-number]")
    room = page.url.rsplit("/", 1)[-1]
    guest = invite(page, friend)
    # the guest plays first (a rated game given up before one's first move ends unrated)
    guest.wait_for_selector("#your-turn")
    before = move_number(guest)
    guest.locator(".zp-stone.legal-target, .zp-empty.legal-target").first.click()
    wait_change(guest, before)
    guest.click("#resign")
    guest.click("#resign-yes")
    for shown in (page, guest):
        shown.wait_for_selector("#rating-change")
    assert server.get(f"/api/rooms/{room}")["rated"] is True
    changes = {c["seat"]: c for c in server.get(f"/api/rooms/{room}/ratings")["seats"]}
    lost = changes[1]
    assert lost["after"] < lost["before"]
    assert guest.inner_text("#result-you") == "You lost"
    line = guest.inner_text("#rating-change")
    assert f"{lost['before']} → {lost['after']} (−{lost['before'] - lost['after']})" in line, line
    assert page.inner_text("#result-you") == "You won"
    screenshot(guest, "resign-rated-loser")


def test_with_three_players_the_computer_plays_on_and_the_seat_counts_as_lost(
    page: Page, server: Server
) -> None:
    seats = [{"kind": "local", "name": "Ann"}, *[{"kind": "ai", "level": "random"}] * 2]
    data = server.post(
        "/api/rooms",
        {"game": "zahlenpoker", "options": {"players": 3}, "seats": seats, "timeout_level": "random"},
    )
    room, token = data["room"]["id"], data["tokens"][0]["token"]
    page.goto(f"{server.base}/#/join/{room}/{token}")
    page.wait_for_url(f"**/#/room/{room}")
    page.wait_for_selector("#board-area[data-move-number]")
    page.click("#resign")
    assert "computer plays your seat to the end" in page.inner_text("#resign-bar")
    page.click("#resign-yes")
    page.wait_for_selector("#result-you", timeout=90000)  # the computer plays the seat to the end
    assert page.inner_text("#result-you") == "You lost"
    assert "Ann resigned (the computer played on)" in page.inner_text("#result-resigned")
    assert "Ann" not in page.inner_text("#result-headline")
    result = server.get(f"/api/rooms/{room}")["result"]
    assert result["resigned"] == [0] and 0 not in result["winners"]
    screenshot(page, "resign-three-players")


def test_a_rated_game_given_up_before_ones_first_move_ends_unrated(
    page: Page, server: Server, friend: BrowserContext
) -> None:
    """As lichess aborts a game nobody has played: no rating moves, and the end says why."""
    two_accounts(page, server, friend)
    new_rated_game(page, server)
    page.click("#start")
    page.wait_for_url("**/#/room/*")
    page.wait_for_selector("#board-area[data-move-number]")
    room = page.url.rsplit("/", 1)[-1]
    guest = invite(page, friend)
    guest.click("#resign")
    guest.click("#resign-yes")
    for shown in (page, guest):
        shown.wait_for_selector("#result")
        assert "resigned before their first move; the game ended unrated" in shown.inner_text(
            "#result-reason"
        )
        assert shown.locator("#rating-change").count() == 0
    assert server.get(f"/api/rooms/{room}")["rated"] is False
    assert page.inner_text("#result-you") == "You won"
    screenshot(guest, "resign-rated-aborted")
