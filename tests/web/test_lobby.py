"""The lobby and "My games" as a person clicks them: a game against the computer is private
(under My games with Resume, not in the lobby), an open game is listed for others, My games says
whose turn it is, and invite links point where a friend can reach the server."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING

from .conftest import Errors, Server, new_game, screenshot, watch

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Page, Route


def fake_answer(body: str) -> Callable[[Route], None]:
    def fulfil(route: Route) -> None:
        route.fulfill(status=200, content_type="application/json", body=body)

    return fulfil


def home(page: Page, server: Server) -> None:
    page.goto(server.base + "/")
    page.wait_for_selector(".game-card")


def test_a_game_against_the_computer_is_private_and_under_my_games(page: Page, server: Server) -> None:
    room = new_game(page, server, "cambio", ["me", "random"])
    page.wait_for_selector("#your-turn")
    assert server.get(f"/api/rooms/{room}")["visibility"] == "private"
    home(page, server)
    mine = page.locator(f"#my-games [data-room='{room}']")
    mine.wait_for()
    assert "Your turn" in mine.inner_text()
    assert mine.locator("a.resume").inner_text() == "Resume"
    page.wait_for_timeout(300)  # the lobby answered meanwhile
    assert page.locator(f"#rooms [data-room='{room}']").count() == 0  # not listed to watch
    lobby = server.get("/api/lobby")
    assert room not in {r["id"] for rooms in lobby.values() for r in rooms}
    screenshot(page, "home-my-games")
    mine.locator("a.resume").click()
    page.wait_for_url(f"**/#/room/{room}")
    page.wait_for_selector("#your-turn")  # resumed: playing, not watching
    assert page.locator("#watching").count() == 0


def test_an_open_game_is_listed_for_others_to_watch(
    page: Page, server: Server, context: BrowserContext
) -> None:
    page.goto(server.base + "/")
    page.click("button.play[data-game=cambio]")
    assert page.input_value("#visibility") == "private"  # the default for a game against the computer
    page.select_option("#seat-1", "open")
    assert page.input_value("#visibility") == "open" and page.is_disabled("#visibility")
    assert page.locator("#visibility-forced").is_visible()
    page.select_option("#seat-1", "ai")
    assert page.input_value("#visibility") == "private" and not page.is_disabled("#visibility")
    page.select_option("#level-1", "random")
    page.select_option("#visibility", "open")
    screenshot(page, "dialog-visibility")
    page.click("#start")
    page.wait_for_url("**/#/room/*")
    room = page.url.rsplit("/", 1)[-1]
    page.wait_for_selector("#your-turn")
    assert server.get(f"/api/rooms/{room}")["visibility"] == "open"
    stranger = watch(context.browser.new_context().new_page(), Errors())  # type: ignore[union-attr]
    try:
        home(stranger, server)
        line = stranger.locator(f"#running-rooms [data-room='{room}']")
        line.wait_for()
        assert line.locator("a").inner_text() == "Watch"
        assert stranger.locator("#my-games").count() == 0  # nothing of theirs
    finally:
        stranger.context.close()
    home(page, server)  # the player's own game: Resume, in the lobby too
    page.locator(f"#running-rooms [data-room='{room}']").wait_for()
    assert page.locator(f"#running-rooms [data-room='{room}'] a").inner_text() == "Resume"


def test_my_games_says_whose_turn_it_is(page: Page, server: Server, context: BrowserContext) -> None:
    room = new_game(page, server, "cambio", ["me", "invite"])
    page.wait_for_selector("#invites .invite-link")
    link = page.locator("#invites .invite-link").first.input_value()
    friend = watch(context.browser.new_context(locale="en-US").new_page(), Errors())  # type: ignore[union-attr]
    try:
        home(page, server)
        line = page.locator(f"#my-games [data-room='{room}']")
        line.wait_for()
        assert "Waiting for Player 2" in line.inner_text()
        friend.goto(link)
        friend.wait_for_url(f"**/#/room/{room}")
        friend.wait_for_selector("#board-area[data-move-number]")
        home(friend, server)
        theirs = friend.locator(f"#my-games [data-room='{room}']")
        theirs.wait_for()
        assert "To move: Player 1" in theirs.inner_text()  # P1 places first
        home(page, server)
        line.wait_for()
        assert "Your turn" in line.inner_text()
        page.click("#lang")
        page.wait_for_selector("#my-games")
        assert "Du bist am Zug" in page.locator(f"#my-games [data-room='{room}']").inner_text()
        assert page.locator("#my-games-box h2").inner_text() == "Meine Partien"
        assert page.locator(f"#my-games [data-room='{room}'] a.resume").inner_text() == "Weiterspielen"
        screenshot(page, "home-my-games-de")
        page.click("#lang")
        # the friend leaves, the computer plays on: the token ended, so the game is no longer theirs
        theirs.locator("a.resume").click()
        friend.wait_for_url(f"**/#/room/{room}")
        friend.click("#leave")
        friend.wait_for_url(f"{server.base}/#/")
        friend.wait_for_selector(".game-card")
        friend.wait_for_timeout(300)
        assert friend.locator(f"#my-games [data-room='{room}']").count() == 0
        assert server.get(f"/api/rooms/{room}")["seats"][1]["status"] == "ai"
    finally:
        friend.context.close()


def test_invite_links_point_where_a_friend_reaches_the_server(page: Page, server: Server) -> None:
    room = new_game(page, server, "cambio", ["me", "invite"])
    link = page.locator("#invites .invite-link").first.input_value()
    assert link.startswith(f"{server.base}/#/join/{room}/")
    # the server listens on 127.0.0.1 only: the page says the link works on this computer only
    assert "only on this computer" in page.inner_text("#invite-note")
    assert "HOST=0.0.0.0" in page.inner_text("#invite-note")
    screenshot(page, "invite-local-only")
    for answer, start in (
        ({"public_url": "https://games.example.org", "lan_url": None}, "https://games.example.org/#/join/"),
        ({"public_url": None, "lan_url": "http://192.168.1.5:8000"}, "http://192.168.1.5:8000/#/join/"),
    ):
        page.route("**/api/server", fake_answer(json.dumps(answer)))
        page.reload()
        page.wait_for_selector("#invites .invite-link")
        assert page.locator("#invites .invite-link").first.input_value().startswith(f"{start}{room}/")
        assert page.locator("#invite-note").count() == 0
        page.unroute("**/api/server")
