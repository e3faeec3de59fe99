"""Absent players, in two browsers: a closed tab is shown as away on the other page at once, after
the room's grace time the player still there may let the computer play the seat, the computer
plays on, the absent player comes back with their link and plays again; no move is lost or
doubled.  In a two-player game the one still there may claim the win instead."""

from __future__ import annotations

import json
import random
import time
import urllib.request
from typing import TYPE_CHECKING

from fives.core import Record, replay

from .conftest import Errors, Server, move_number, screenshot, wait_change, watch

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Page

STONES = ".zp-stone.legal-target, .zp-empty.legal-target"


def invited_room(server: Server, **rules: float) -> tuple[str, list[str]]:
    """A Zahlenpoker room of two invited people with short absence rules."""
    data = server.post("/api/rooms", {"game": "zahlenpoker", "seats": [{"kind": "invite"}] * 2, **rules})
    return data["room"]["id"], [t["token"] for t in data["tokens"]]


def arrive(page: Page, server: Server, room: str, token: str) -> Page:
    page.goto(f"{server.base}/#/join/{room}/{token}")
    page.wait_for_url(f"**/#/room/{room}")
    page.wait_for_selector("#board-area[data-move-number]")
    return page


def click_stone(page: Page, rng: random.Random) -> bool:
    """One move of this page's seat when it has one (True), waiting until the server has it."""
    stones = page.locator(STONES)
    if not page.locator("#your-turn").count() or not stones.count():
        return False
    before = move_number(page)
    stones.nth(rng.randrange(stones.count())).click()
    wait_change(page, before)
    assert page.locator("#notice .error").count() == 0, page.inner_text("#notice")
    return True


def seat_presence(page: Page, seat: int) -> str:
    return page.get_attribute(f"#seat-list li[data-seat='{seat}']", "data-presence") or ""


def test_an_absent_player_is_seen_replaced_by_the_computer_and_comes_back(
    page: Page, server: Server, friend: BrowserContext
) -> None:
    rng = random.Random(5)
    room, tokens = invited_room(server, away_grace_seconds=4, claim_win_seconds=3600)
    arrive(page, server, room, tokens[0])
    other = arrive(watch(friend.new_page(), Errors()), server, room, tokens[1])
    page.wait_for_function("() => document.querySelector(\"#seat-list li[data-seat='1']\")?.dataset.presence")
    assert seat_presence(page, 1) in ("here", "back")
    mine = 0
    # one round each, then the friend closes the tab mid-game
    page.wait_for_selector("#your-turn")
    mine += click_stone(page, rng)
    other.wait_for_selector("#your-turn")
    assert click_stone(other, rng)
    page.wait_for_selector(f"{STONES.split(',')[0]}")
    other.close()
    closed = time.monotonic()
    page.wait_for_selector("#seat-list li[data-seat='1'][data-presence='away']", timeout=15000)
    seen_away = time.monotonic() - closed
    assert seen_away < 15
    assert page.locator("#away-offer").count() == 0  # not before the grace time
    page.wait_for_selector("#away-offer", timeout=15000)
    assert time.monotonic() - closed >= 3.5
    screenshot(page, "absence-offer")
    page.set_viewport_size({"width": 390, "height": 844})  # a phone: the choice is above the board
    assert page.locator("#away-offer").bounding_box()["y"] < page.locator("#board-area").bounding_box()["y"]
    screenshot(page, "absence-offer-phone")
    page.set_viewport_size({"width": 1200, "height": 900})
    # keep waiting hides the offer; it comes back after another grace time
    page.click("#keep-waiting")
    assert page.locator("#away-offer").count() == 0
    page.wait_for_selector("#away-offer", timeout=15000)
    page.select_option("#away-level", "random")
    page.click("#away-takeover")
    page.wait_for_selector("#seat-list li[data-seat='1'][data-status='ai']")
    # the computer plays on: the host moves, the computer answers, round after round
    for _ in range(3):
        page.wait_for_selector("#your-turn, #result")
        if page.locator("#result").count():
            break
        mine += click_stone(page, rng)
    page.wait_for_selector("#your-turn, #result")
    # the absent player comes back with their link: the seat is theirs again, they play
    back = watch(friend.new_page(), Errors())
    back.goto(f"{server.base}/#/room/{room}")
    back.wait_for_selector("#board-area[data-move-number]")
    page.wait_for_selector("#seat-list li[data-seat='1'][data-status='joined']")
    assert seat_presence(page, 1) in ("back", "here")
    screenshot(page, "absence-back")
    theirs = 0
    for _ in range(200):
        if page.locator("#result").count():
            break
        played = False
        for me in (page, back):
            if me.locator("#result").count():
                continue
            if click_stone(me, rng):
                played = True
                if me is page:
                    mine += 1
                else:
                    theirs += 1
        if not played:
            page.wait_for_timeout(200)
    page.wait_for_selector("#result")
    assert theirs >= 1  # the returning player played again
    # no move lost or doubled: the record replays, and holds each of the host's clicks once
    with urllib.request.urlopen(f"{server.base}/api/finished/{room}", timeout=10) as response:
        record = json.loads(response.read())["record"]
    state = replay(Record.from_json(record))
    assert sum(1 for player, _ in state.history if player == 0) == mine
    assert sum(1 for player, _ in state.history if player == 1) >= theirs + 1
    print(f"away seen after {seen_away:.1f} s")


def test_the_player_still_there_claims_the_win(page: Page, server: Server, friend: BrowserContext) -> None:
    room, tokens = invited_room(server, away_grace_seconds=1, claim_win_seconds=3)
    arrive(page, server, room, tokens[0])
    other = arrive(watch(friend.new_page(), Errors()), server, room, tokens[1])
    page.wait_for_selector("#your-turn")
    other.close()
    page.wait_for_selector("#away-offer #away-takeover", timeout=15000)
    assert page.locator("#claim-win").count() == 0  # the claim comes later than the computer
    page.wait_for_selector("#claim-win", timeout=15000)
    page.click("#lang")  # the choice in German
    assert page.inner_text("#claim-win") == "Den Sieg beanspruchen"
    assert "ist weg seit" in page.inner_text("#away-offer")
    screenshot(page, "absence-claim-offer-de")
    page.click("#lang")
    page.click("#claim-win")
    page.wait_for_selector("#result")
    assert "Player 1" in page.inner_text("#result-headline")
    assert "claimed the win" in page.inner_text("#result-reason")
    assert page.locator(STONES).count() == 0
    info = server.get(f"/api/rooms/{room}")
    assert info["status"] == "finished" and info["result"]["ended"] == "claimed"
    screenshot(page, "absence-claimed")
    page.click("#lang")
    page.wait_for_function(
        "() => document.querySelector('#result-reason').textContent.includes('beansprucht')"
    )
    screenshot(page, "absence-claimed-de")
    # the replay's last move says how it ended, in the result's own words
    reason = page.inner_text("#result-reason").removeprefix("Grund: ").strip()
    page.goto(f"{server.base}/#/replay/{room}")
    page.click("#replay-last")
    page.wait_for_selector("#replay-reason")
    assert page.inner_text("#replay-reason") == reason and "beansprucht" in reason
    screenshot(page, "absence-claimed-replay-de")
