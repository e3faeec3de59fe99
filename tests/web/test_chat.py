"""Chat in the browser (issue 35 item 3), as people use it: two players in their own browsers and
a spectator in a third.  The players talk; the spectator's chat stays out of the players' pages
during the game and joins them after it; a muted person's lines are hidden (and stay hidden after
a reload); markup is shown as text; the replay shows the chat with the moves; in German on a
phone the chat is folded under the board.  Screenshots go to /tmp/chat35/ as well."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import TYPE_CHECKING

from .a11y import violations
from .conftest import ARTIFACTS, PHONE, Errors, Server, screen_context, screenshot, watch
from .test_resign import arrive, ended, german, invited_pair

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Page

XSS = "<img src=x onerror=alert(1)>"
SHOTS = Path("/tmp/chat35")


def shot(page: Page, name: str) -> None:
    screenshot(page, name)
    SHOTS.mkdir(parents=True, exist_ok=True)
    shutil.copy(ARTIFACTS / f"{name}.png", SHOTS / f"{name}.png")


def write(page: Page, text: str) -> None:
    """Type a line and press Enter, as a person does; wait until the page shows it."""
    page.click("#chat-input")
    page.keyboard.type(text)
    page.keyboard.press("Enter")
    page.wait_for_function(
        "t => [...document.querySelectorAll('#chat .chat-text')].some(e => e.textContent === t)", arg=text
    )


def shows(page: Page, text: str, where: str = "#chat") -> None:
    page.wait_for_function(
        "([w, t]) => [...document.querySelectorAll(w + ' .chat-text')].some(e => e.textContent === t)",
        arg=[where, text],
    )


def lines(page: Page, where: str = "#chat") -> list[str]:
    return page.locator(f"{where} .chat-text").all_inner_texts()


def play_one_move(pages: list[Page]) -> None:
    """Whoever's turn it is clicks the first free place on the board."""
    for who in pages:
        if who.locator("#your-turn").count():
            before = who.get_attribute("#board-area", "data-move-number")
            who.locator(".fg-target.legal-target").first.click()
            who.wait_for_function(
                "n => document.querySelector('#board-area').dataset.moveNumber !== n", arg=before
            )
            return
    raise AssertionError("nobody's turn")


def test_players_and_spectators_chat_apart_mute_markup_as_text_and_the_replay(
    page: Page, server: Server, friend: BrowserContext, browser: Browser
) -> None:
    room, tickets = invited_pair(server)
    ann = arrive(page, server, room, tickets[0])
    bob = arrive(watch(friend.new_page(), Errors()), server, room, tickets[1])
    third = browser.new_context(viewport={"width": 1200, "height": 900}, locale="en-US")
    try:
        watcher = watch(third.new_page(), Errors())
        watcher.goto(f"{server.base}/#/room/{room}")
        watcher.wait_for_selector("#chat:not([hidden]) #chat-input")
        # each sees their own chat, and is told who else will read it
        assert "The spectators can read this chat once the game is over." in ann.inner_text("#chat")
        assert "The players do not see this chat during the game." in watcher.inner_text("#chat")
        write(ann, "Good luck, Bob!")
        shows(bob, "Good luck, Bob!")
        write(bob, XSS)
        shows(ann, XSS)
        assert ann.locator("#chat img").count() == 0  # shown as text, never as an element
        assert "Bob: " + XSS in ann.inner_text("#chat-players")
        write(watcher, "Go Bob, take the centre!")
        play_one_move([ann, bob])
        write(bob, "thanks")
        shows(ann, "thanks")
        for player in (ann, bob):  # the spectators' line never reached the players' pages
            assert lines(player) == ["Good luck, Bob!", XSS, "thanks"]
            assert player.locator("#chat-spectators").count() == 0
        assert lines(watcher) == ["Go Bob, take the centre!"]  # nor the players' lines the spectator's
        shot(ann, "chat-players-desktop")
        shot(watcher, "chat-spectator-desktop")
        # Ann mutes Bob for herself: his lines go, and stay gone after a reload
        ann.locator("#chat-players li", has_text="thanks").locator(".chat-mute").click()
        ann.wait_for_selector("#chat-muted")
        assert lines(ann) == ["Good luck, Bob!"]
        assert "1 person muted" in ann.inner_text("#chat-muted")
        ann.reload()
        ann.wait_for_selector("#chat-muted")
        assert lines(ann) == ["Good luck, Bob!"]
        shot(ann, "chat-muted")
        assert lines(bob) == ["Good luck, Bob!", XSS, "thanks"]  # only for Ann
        ann.click("#chat-unmute")
        shows(ann, "thanks")
        # the game ends: both chats are public, to the players and the spectators
        ann.click("#resign")
        ann.click("#resign-yes")
        ended(ann)
        ended(bob)
        for person in (ann, bob, watcher):
            shows(person, "Go Bob, take the centre!", "#chat-spectators")
            shows(person, "Good luck, Bob!", "#chat-players")
        write(bob, "gg")
        shows(watcher, "gg", "#chat-players")
        shot(watcher, "chat-after-the-end")
        # the replay shows the chat in order with the moves; a click shows the position of a line
        watcher.goto(f"{server.base}/#/replay/{room}")
        watcher.wait_for_selector("#replay-chat")
        replay = lines(watcher, "#replay-chat")
        assert replay == ["Good luck, Bob!", XSS, "Go Bob, take the centre!", "thanks", "gg"]
        # each line names the position it was written at (the replay's own count of moves)
        moves = [int(m.split()[-1]) for m in watcher.locator("#replay-chat .chat-move").all_inner_texts()]
        assert moves[0] == moves[1] == moves[2] < moves[3] == moves[4]
        assert watcher.inner_text("#replay-move").startswith("0 /")
        assert watcher.locator("#replay-chat li.later").count() == 5  # all written later than move 0
        watcher.locator("#replay-chat li", has_text="Go Bob").locator(".chat-move").click()
        watcher.wait_for_function(
            "n => document.querySelector('#replay-move').textContent.startsWith(n + ' /')", arg=moves[2]
        )
        assert watcher.locator("#replay-chat li.later").count() == 2  # "thanks" and "gg" came after
        assert watcher.locator("#replay-chat img").count() == 0
        shot(watcher, "chat-replay")
    finally:
        third.close()


def test_the_chat_on_a_phone_in_german_folds_under_the_board(
    browser: Browser, server: Server, friend: BrowserContext
) -> None:
    room, tickets = invited_pair(server)
    phone = screen_context(browser, "de", phone=True)
    try:
        ann = arrive(watch(phone.new_page(), Errors()), server, room, tickets[0])
        german(ann)
        bob = arrive(watch(friend.new_page(), Errors()), server, room, tickets[1])
        write(bob, "Hallo Ann!")
        toggle = ann.locator("#chat-toggle")
        toggle.wait_for()
        assert toggle.inner_text() == "Chat (1)"
        # folded: the board is all in view, the chat's handle right under it
        assert ann.locator("#chat").get_attribute("open") is None
        board = ann.locator("#board-area").bounding_box()
        handle = toggle.bounding_box()
        assert board is not None and handle is not None
        assert handle["y"] >= board["y"] + board["height"] - 1
        assert ann.viewport_size == PHONE
        shot(ann, "chat-phone-de-folded")
        toggle.click()
        ann.wait_for_selector("#chat-input")
        assert "Spieler" in ann.inner_text("#chat") and "Noch keine" not in ann.inner_text("#chat")
        assert ann.get_attribute("#chat-input", "placeholder") == "Nachricht schreiben…"
        assert ann.inner_text("#chat-send") == "Senden"
        write(ann, "Hallo Bob, viel Glück")
        shows(bob, "Hallo Bob, viel Glück")
        right = ann.evaluate("() => document.querySelector('#chat').getBoundingClientRect().right")
        assert right <= PHONE["width"]
        shot(ann, "chat-phone-de-lines")
        ann.locator("#chat-players li", has_text="Hallo Ann!").locator(".chat-mute").click()
        assert "1 Person stummgeschaltet" in ann.inner_text("#chat-muted")
        assert ann.inner_text("#chat-unmute") == "Alle wieder anzeigen"
        shot(ann, "chat-phone-de-open")
        # every control of the chat is a thumb's target (44 px), and axe finds nothing serious
        small = ann.evaluate(
            """() => [...document.querySelectorAll('#chat button, #chat input, #chat summary')]
                .map((e) => [e.id || e.className, e.getBoundingClientRect()])
                .filter(([, b]) => b.width && Math.min(b.width, b.height) < 43.5)
                .map(([n, b]) => `${n}: ${b.width} x ${b.height}`)"""
        )
        assert small == []
        assert violations(ann, "#chat") == []
        # a flood is refused in words, under the box; the line stays in the field to send later
        for n in range(4):
            write(bob, f"spam {n}")
        bob.click("#chat-input")
        bob.keyboard.type("spam 4")
        bob.keyboard.press("Enter")
        bob.wait_for_selector("#chat-error[role=alert]")
        assert "at most 5 chat messages" in bob.inner_text("#chat-error")
        assert bob.input_value("#chat-input") == "spam 4"
        shot(bob, "chat-too-fast")
        assert "spam 3" not in ann.inner_text("#chat")  # muted: Ann never sees the spam
        # one screen for two players (hot-seat) has no chat at all
        hot = server.post("/api/rooms", {"game": "fuenf_gewinnt", "seats": [{"kind": "local"}] * 2})
        watcher = watch(friend.new_page(), Errors())
        watcher.goto(f"{server.base}/#/room/{hot['room']['id']}")
        watcher.wait_for_selector("#board-area[data-move-number]")
        watcher.wait_for_timeout(300)
        assert watcher.locator("#chat").is_hidden()
    finally:
        phone.close()
