"""Turn-based play and quick play in the browser (issue 28): a turn-based game between two
browser contexts over a simulated day ("Your turn" on the home page, then the days run out), and
"Play someone now" between two contexts.  The server is a real ``fives serve`` of its own, with
``FIVES_TEST_CLOCK=1`` (the test-only hook that moves its clock forward)."""

from __future__ import annotations

import json
import random
import re
import urllib.request
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pytest

from .conftest import Errors, Server, move_number, screenshot, serving, unfold, wait_change, watch
from .test_games import GAMES

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Page

DAY = 86400


@pytest.fixture(scope="module")
def clock_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A server whose clock the test moves (a day in a moment): FIVES_TEST_CLOCK."""
    with serving(
        tmp_path_factory.mktemp("tables-server"), ai_workers=1, env={"FIVES_TEST_CLOCK": "1"}
    ) as found:
        yield found


def advance(server: Server, seconds: float) -> dict[str, Any]:
    request = urllib.request.Request(
        server.base + "/api/test/clock",
        data=json.dumps({"advance_seconds": seconds}).encode(),
        headers={"Content-Type": "application/json"},
        method="POST",
    )
    with urllib.request.urlopen(request, timeout=60) as response:
        return dict(json.loads(response.read()))


def make_move(page: Page, rng: random.Random) -> None:
    """The player on turn clicks a move on the make5 board."""
    page.wait_for_selector("#your-turn")
    before = move_number(page)
    assert GAMES["make5"][2](page, rng), "no move to click"
    wait_change(page, before)
    assert page.locator("#notice .error").count() == 0


def test_turn_based_game_over_a_simulated_day(
    page: Page, clock_server: Server, friend: BrowserContext
) -> None:
    server = clock_server
    rng = random.Random(5)
    page.goto(server.base + "/")
    page.click("button.play[data-game=make5]")
    page.select_option("#seat-0", "me")
    page.select_option("#seat-1", "invite")
    # the pace is folded away with the clock (issue 36 item 3): opened as a player does
    assert page.locator("#pace").is_hidden()
    unfold(page)
    page.select_option("#pace", "turn_based")
    assert page.locator("#clock-move").is_hidden()  # days per move instead of seconds
    page.select_option("#pace-days", "1")
    screenshot(page, "tables-new-turn-based")
    page.click("#start")
    page.wait_for_url("**/#/room/*")
    room = page.url.rsplit("/", 1)[-1]
    info = server.get(f"/api/rooms/{room}")
    assert info["pace"] == "turn_based" and info["clock_seconds"] == DAY
    page.wait_for_selector("#invites .invite-link")
    link = page.locator("#invites .invite-link").first.input_value()
    other = watch(friend.new_page(), Errors())
    other.goto(link)
    other.wait_for_url("**/#/room/*")
    other.wait_for_selector("#board-area[data-move-number]")
    page.wait_for_selector("#board-area[data-move-number]")

    first = server.get(f"/api/rooms/{room}")["to_move"][0]
    host_seat = 0
    mover, waiter = (page, other) if first == host_seat else (other, page)
    # the clock shows days and hours
    mover.wait_for_selector("#clock")
    assert re.search(r"Time left: (1 d|23 h \d+ min)$", mover.inner_text("#clock")), mover.inner_text(
        "#clock"
    )
    make_move(mover, rng)

    # the other player closes the game; almost a day passes; the home page says: your turn
    advance(server, DAY - 2 * 3600)
    waiter.goto(server.base + "/")
    item = waiter.locator(f"#your-turn-list li[data-room='{room}']")
    item.wait_for()
    assert re.search(r"(1 h 5\d|2 h 0) min left", item.inner_text()), item.inner_text()
    mover.goto(server.base + "/")
    mover.wait_for_selector("#quick-play h2")
    assert mover.locator(f"#your-turn-list li[data-room='{room}']").count() == 0  # not the mover's turn
    screenshot(waiter, "tables-your-turn")
    item.locator("a").click()
    waiter.wait_for_url(f"**/#/room/{room}")
    waiter.wait_for_selector("#board-area[data-move-number]")
    make_move(waiter, rng)

    # now the first player lets the day run out: the game is lost on time
    advance(server, DAY + 60)
    result = server.get(f"/api/rooms/{room}")
    assert result["status"] == "finished" and result["result"]["ended"] == "timeout"
    assert result["result"]["absent"] == first
    for p in (page, other):
        p.goto(server.base + f"/#/room/{room}")
        p.wait_for_selector("#result")
        assert "did not move within" in p.inner_text("#result")
    screenshot(waiter, "tables-lost-on-time")
    waiter.click("#lang")  # German
    waiter.wait_for_function("() => document.documentElement.lang === 'de'")
    assert "nicht innerhalb von" in waiter.inner_text("#result")
    screenshot(waiter, "tables-lost-on-time-de")


def test_quick_play_between_two_browsers(page: Page, clock_server: Server, friend: BrowserContext) -> None:
    server = clock_server
    page.goto(server.base + "/")
    page.select_option("#quick-game", "torris")
    page.fill("#quick-name", "Ada")
    page.click("#quick-start")
    page.wait_for_selector("#quick-cancel:not([hidden])")
    assert "Looking for an opponent" in page.inner_text("#quick-status")
    assert page.locator("#quick-start").is_hidden()
    screenshot(page, "tables-quick-looking")
    page.set_viewport_size({"width": 390, "height": 800})  # a phone: the form wraps
    box = page.locator("#quick-play").bounding_box()
    assert box is not None and box["width"] <= 390
    screenshot(page, "tables-quick-looking-phone")
    page.set_viewport_size({"width": 1200, "height": 900})
    # cancel, and look again
    page.click("#quick-cancel")
    page.wait_for_selector("#quick-start:not([hidden])")
    assert page.locator("#quick-cancel").is_hidden() and page.inner_text("#quick-status") == ""
    page.click("#quick-start")
    page.wait_for_selector("#quick-cancel:not([hidden])")

    other = watch(friend.new_page(), Errors())
    other.goto(server.base + "/")
    other.click("#lang")  # a German speaker
    other.wait_for_function("() => document.documentElement.lang === 'de'")
    assert "Jetzt gegen jemanden spielen" in other.inner_text("#quick-play")
    other.select_option("#quick-game", "torris")
    other.fill("#quick-name", "Bob")
    other.click("#quick-start")
    other.wait_for_url("**/#/room/*")
    room = other.url.rsplit("/", 1)[-1]
    page.wait_for_url(f"**/#/room/{room}", timeout=15000)  # the seeker's page moves in
    for p in (page, other):
        p.wait_for_selector("#board-area[data-move-number]")
    info = server.get(f"/api/rooms/{room}")
    assert info["status"] == "playing"
    assert sorted(s["name"] for s in info["seats"]) == ["Ada", "Bob"]
    screenshot(page, "tables-quick-matched")
    screenshot(other, "tables-quick-matched-de")
