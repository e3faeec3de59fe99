"""A rated game between two people with accounts, in two browsers (issue 28): both sign up, the
host starts a rated Zahlenpoker game and invites the friend, they play it to the end by clicking,
and then both have a rating in that game: on their profiles and on the game's leaderboard. A
rated game offers no undo and no hint."""

from __future__ import annotations

import random
import secrets
from collections.abc import Iterator
from typing import TYPE_CHECKING
from urllib.parse import quote

import pytest

from .conftest import Errors, Server, screenshot, serving, unfold, watch
from .test_accounts import PASSWORD, fill_dialog
from .test_online import finish_together, invite
from .test_tables import advance

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, Page


def sign_up(page: Page, server: Server, name: str) -> None:
    page.goto(server.base + "/")
    page.click("#sign-up")
    fill_dialog(page, name, PASSWORD)
    page.wait_for_selector("#account-name")
    assert page.inner_text("#account-name") == name


def two_accounts(page: Page, server: Server, friend: BrowserContext) -> tuple[str, str, Page]:
    """Ann signs up in ``page``, Bob in a page of the friend's browser (returned)."""
    host, guest = f"Ann {secrets.token_hex(3)}", f"Bob {secrets.token_hex(3)}"
    sign_up(page, server, host)
    other = watch(friend.new_page(), Errors())
    sign_up(other, server, guest)
    return host, guest, other


def new_rated_game(page: Page, server: Server) -> None:
    """The new-game dialog of a rated two-player Zahlenpoker game with an invited seat, filled."""
    page.goto(server.base + "/")
    page.click("button.play[data-game=zahlenpoker]")
    page.select_option("#opt-players", "2")
    page.select_option("#seat-0", "me")
    page.select_option("#seat-1", "invite")
    unfold(page)
    page.check("#rated")


def test_a_rated_game_between_two_accounts_rates_both(
    page: Page, server: Server, friend: BrowserContext
) -> None:
    host, guest, _ = two_accounts(page, server, friend)
    new_rated_game(page, server)
    screenshot(page, "rated-new-game")
    page.click("#start")
    page.wait_for_url("**/#/room/*")
    page.wait_for_selector("#board-area[data-move-number]")
    room = page.url.rsplit("/", 1)[-1]
    joined = invite(page, friend)

    info = server.get(f"/api/rooms/{room}")
    assert info["rated"] is True
    for p in (page, joined):  # no help in a rated game
        assert p.locator("#undo").count() == 0
        assert p.locator("#hint").count() == 0

    finish_together(page, joined, random.Random(3))
    after = server.get(f"/api/rooms/{room}")
    assert after["status"] == "finished" and after["rated"] is True, after  # not unrated on the way

    for name in (host, guest):
        profile = server.get(f"/api/players/{quote(name)}")
        games = {r["game"]: r for r in profile["ratings"]}
        assert games["zahlenpoker"]["games"] == 1, profile
    board = server.get("/api/leaderboard/zahlenpoker")
    listed = [row["name"] for row in board["players"]]
    assert host in listed and guest in listed, board

    # the leaderboard and the winner's profile as people see them
    page.goto(server.base + "/#/leaderboard/zahlenpoker")
    page.wait_for_selector("#leaderboard")
    text = page.inner_text("#leaderboard")
    assert host in text and guest in text
    screenshot(page, "rated-leaderboard")
    page.goto(server.base + f"/#/player/{quote(host)}")
    page.wait_for_selector("#rating-cards")
    page.wait_for_selector("#profile-games")
    assert "Zahlenpoker" in page.inner_text("#rating-cards")
    screenshot(page, "rated-profile")


@pytest.fixture(scope="module")
def clock_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A server whose clock the test moves: FIVES_TEST_CLOCK (`test_tables.clock_server`)."""
    with serving(
        tmp_path_factory.mktemp("rated-server"), ai_workers=1, env={"FIVES_TEST_CLOCK": "1"}
    ) as found:
        yield found


def test_a_rated_game_whose_guest_never_came_ends_unrated(
    page: Page, clock_server: Server, friend: BrowserContext
) -> None:
    """Rating farming (issue 33): a win claimed over a seat whose person never came to the table
    is no rated win.  The guest signs up and takes the invited seat, but never opens the game;
    once the claim window has passed (the server's test clock) the host reloads, claims, and
    reads why the game ended unrated, in English and German."""
    server = clock_server
    host, guest, other = two_accounts(page, server, friend)
    new_rated_game(page, server)
    page.click("#start")
    page.wait_for_url("**/#/room/*")
    room = page.url.rsplit("/", 1)[-1]
    page.wait_for_selector("#invites .invite-link")
    ticket = page.locator("#invites .invite-link").first.input_value().rsplit("/", 1)[-1]
    # the guest's browser takes the seat (signed in) without ever opening the game
    csrf = other.request.get(server.base + "/api/me").json()["csrf"]
    joined = other.request.post(
        f"{server.base}/api/rooms/{room}/join",
        data={},
        headers={"X-Seat-Token": ticket, "X-CSRF-Token": csrf, "Origin": server.base},
    )
    assert joined.ok, joined.text()
    assert server.get(f"/api/rooms/{room}")["status"] == "playing"
    advance(server, 301)  # the standard claim window passes
    page.reload()
    page.wait_for_selector("#claim-win", timeout=15000)
    assert page.locator("#rated-badge").is_visible()
    page.click("#claim-win")
    page.wait_for_selector("#result")
    reason = page.inner_text("#result-reason")
    assert "never came to the table" in reason and "unrated" in reason, reason
    assert page.locator("#rated-badge").is_hidden()
    info = server.get(f"/api/rooms/{room}")
    assert info["rated"] is False and info["result"]["unrated"] == "never_connected", info
    screenshot(page, "rated-never-came")
    page.click("#lang")
    page.wait_for_function(
        "() => document.querySelector('#result-reason').textContent.includes('ungewertet')"
    )
    screenshot(page, "rated-never-came-de")
    for name in (host, guest):  # nobody's rating moved
        assert server.get(f"/api/players/{quote(name)}")["ratings"] == []
