"""Online play between two browsers (two contexts: two people who share nothing but the invite
link), and hidden information: what one seat may not know is not in the other seat's page."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .conftest import (
    Errors,
    Server,
    move_number,
    names_for_players,
    new_game,
    screenshot,
    wait_change,
    watch,
)
from .test_games import GAMES, play_to_end

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Page


def invite(page: Page, friend: BrowserContext) -> Page:
    """Read the invite link on the host's page and open it in the friend's browser."""
    page.wait_for_selector("#invites .invite-link")
    link = page.locator("#invites .invite-link").first.input_value()
    assert "/#/join/" in link
    other = watch(friend.new_page(), Errors())
    other.goto(link)
    other.wait_for_url("**/#/room/*")
    other.wait_for_selector("#board-area[data-move-number]")
    return other


def test_online_game_between_two_browsers(page: Page, server: Server, friend: BrowserContext) -> None:
    room = new_game(page, server, "zahlenpoker", ["me", "invite"])
    other = invite(page, friend)
    rng = random.Random(7)
    hidden_checked = False
    for _ in range(200):
        if page.locator("#result").count() and other.locator("#result").count():
            break
        for me, them in ((page, other), (other, page)):
            stones = me.locator(".zp-stone.legal-target, .zp-empty.legal-target")
            if not me.locator("#your-turn").count() or not stones.count():
                continue
            before = move_number(me)
            stones.nth(rng.randrange(stones.count())).click()
            wait_change(me, before)
            assert me.locator("#notice .error").count() == 0
            if me.locator("#my-choice").count() and not hidden_checked:
                # the choice is face up for the chooser only; the other page shows a face-down stone
                them.wait_for_function(
                    f"() => Number(document.querySelector('#board-area').dataset.moveNumber) >= {before + 1}"
                )
                assert them.locator("#my-choice").count() == 0
                down = them.locator(".zp-stone.chosen.facedown")
                assert down.count() == 1
                assert down.locator("text").count() == 0
                hidden_checked = True
    assert hidden_checked
    for p in (page, other):
        p.wait_for_selector("#result")
    result = server.get(f"/api/rooms/{room}")["result"]
    # both people read the same reason, with their names for P1, P2 (issue 24)
    for p in (page, other):
        assert p.inner_text("#result-reason") == f"Reason: {names_for_players(p, result['reason'])}"
    screenshot(page, "online-host")
    screenshot(other, "online-friend")


def finish_together(page: Page, other: Page, rng: random.Random) -> None:
    """Both people click stones until the Zahlenpoker game is over."""
    for _ in range(200):
        if page.locator("#result").count() and other.locator("#result").count():
            return
        for me in (page, other):
            stones = me.locator(".zp-stone.legal-target, .zp-empty.legal-target")
            if me.locator("#your-turn").count() and stones.count():
                before = move_number(me)
                stones.nth(rng.randrange(stones.count())).click()
                wait_change(me, before)
    page.wait_for_selector("#result")
    other.wait_for_selector("#result")


def test_the_other_player_joins_the_rematch_with_one_click(
    page: Page, server: Server, friend: BrowserContext
) -> None:
    room = new_game(page, server, "zahlenpoker", ["me", "invite"])
    other = invite(page, friend)
    finish_together(page, other, random.Random(11))
    page.click("#rematch")  # A offers the rematch and is taken to it
    page.wait_for_url(lambda url: "/#/room/" in url and not url.endswith(room))
    new_room = page.url.rsplit("/", 1)[-1]
    assert server.get(f"/api/rooms/{new_room}")["status"] == "waiting"
    # B's page, still on the finished game, shows the offer; one click and B plays
    other.wait_for_selector("#rematch-offer")
    assert "Player 1" in other.inner_text("#rematch-offer")
    assert other.inner_text("#rematch") == "Join the rematch"
    other.click("#rematch")
    other.wait_for_url(f"**/#/room/{new_room}")
    for p in (page, other):
        p.wait_for_function("() => document.querySelector('#board-area')?.dataset.moveNumber === '0'")
        p.wait_for_selector(".zp-stone.legal-target")  # a full hand to play, no link shared
    info = server.get(f"/api/rooms/{new_room}")
    assert info["status"] == "playing" and info["rematch_of"] == room
    assert [s["status"] for s in info["seats"]] == ["joined", "joined"]
    screenshot(other, "online-rematch")


def test_face_down_stones_are_not_in_the_seekers_page(
    page: Page, server: Server, friend: BrowserContext
) -> None:
    new_game(page, server, "huetchenspieler", ["me", "invite"], {"first": "1"})
    seeker = invite(page, friend)
    page.wait_for_selector("#lay")
    for _ in range(3):
        page.locator("#lay button:not([disabled])").first.click()
    page.wait_for_selector("#memorize, #turn-down")
    # the seeker sees the row while memorising
    seeker.wait_for_function("() => document.querySelectorAll('.hs-stone .sym').length === 4")
    before = move_number(page)
    if page.locator("#turn-down").count():
        page.click("#turn-down")  # a server without the memorising timer lets the shuffler turn
    wait_change(page, before, timeout=30)  # else the server turns the stones when the time is up
    seeker.wait_for_function(
        f"() => Number(document.querySelector('#board-area').dataset.moveNumber) > {before}"
    )
    # the shuffler too sees the stones face down, as at the table (docs/dev/rules/huetchenspieler.md)
    assert page.locator(".hs-stone .sym").count() == 0
    assert page.locator(".hs-face.down").count() == 4
    assert seeker.locator(".hs-stone .sym").count() == 0
    assert seeker.locator(".hs-face.down").count() == 4
    screenshot(seeker, "huetchenspieler-seeker")


def test_other_hands_are_not_in_the_page(page: Page, server: Server, friend: BrowserContext) -> None:
    new_game(page, server, "all_fives", ["me", "invite"])
    other = invite(page, friend)
    for p in (page, other):
        p.wait_for_selector(".hand [data-tile]")
    mine = set(page.locator(".hand [data-tile]").evaluate_all("els => els.map(e => e.dataset.tile)"))
    theirs = set(other.locator(".hand [data-tile]").evaluate_all("els => els.map(e => e.dataset.tile)"))
    assert len(mine) == len(theirs) == 9
    assert not mine & theirs
    html = other.content()
    for tile in mine:
        assert f'data-tile="{tile}"' not in html


def test_an_open_seat_is_taken_from_the_lobby(page: Page, server: Server, friend: BrowserContext) -> None:
    room = new_game(page, server, "cambio", ["me", "open"])
    assert server.get(f"/api/rooms/{room}")["status"] == "waiting"
    other = watch(friend.new_page(), Errors())
    other.goto(server.base + "/")
    other.locator(f"#open-rooms [data-room='{room}'] button").click()
    other.wait_for_url(f"**/#/room/{room}")
    other.wait_for_selector("#board-area[data-move-number]")
    page.wait_for_selector("#your-turn")  # the game starts: the host places first
    assert server.get(f"/api/rooms/{room}")["status"] == "playing"
    assert other.locator("#watching").count() == 0  # the friend plays, not watches


def test_hot_seat_cambio_rematch_moves_everybody_one_seat_on(page: Page, server: Server) -> None:
    _seats, _options, strategy = GAMES["cambio"]
    room = new_game(page, server, "cambio", ["me", "local"], {"max_pushes": 20})
    play_to_end(page, strategy, random.Random(4))
    old = {
        int(k): v for k, v in page.evaluate(f"() => JSON.parse(localStorage['fives.seats.{room}'])").items()
    }
    page.click("#rematch")  # one click: both people of this screen are in, and the game runs
    page.wait_for_url(lambda url: "/#/room/" in url and not url.endswith(room))
    new_room = page.url.rsplit("/", 1)[-1]
    page.wait_for_selector("#your-turn")
    info = server.get(f"/api/rooms/{new_room}")
    assert info["status"] == "playing"
    assert [s["name"] for s in info["seats"]] == ["P2", "P1"]  # the second player begins now
    moved = page.evaluate(f"() => JSON.parse(localStorage['fives.seats.{new_room}'])")
    assert {int(k): v for k, v in moved.items()} == {0: old[1], 1: old[0]}
    before = move_number(page)
    assert strategy(page, random.Random(1))
    page.wait_for_function(
        "n => Number(document.querySelector('#board-area').dataset.moveNumber) !== n", arg=before
    )
    assert page.locator("#notice .error").count() == 0
