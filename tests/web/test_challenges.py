"""Challenges in the browser (issue 35), with two people in two browsers, clicking as they would:
Ann challenges Bob from his profile (game, options, clock, rated), Bob accepts on his home page
and both land in the same game under their account names; Bob declines a challenge Ann sent from
the leaderboard, in German, Ann on a phone; a guest is told that challenges need an account.
Screenshots in /tmp/challenge35/."""

from __future__ import annotations

import secrets
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import quote

import pytest

from .a11y import violations
from .conftest import Errors, Server, screen_context, serving, watch
from .test_accounts import PASSWORD, fill_dialog

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

SHOTS = Path("/tmp/challenge35")


def shot(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


@pytest.fixture(scope="module")
def own_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Server, Path]]:
    """A server of this module's own, whose SQLite file the leaderboard test writes a rating to."""
    folder = tmp_path_factory.mktemp("challenges")
    with serving(folder, ai_workers=1) as server:
        yield server, folder / "fives.sqlite3"


def sign_up(page: Page, server: Server, name: str) -> None:
    page.goto(server.base + "/")
    page.click("#sign-up")
    fill_dialog(page, name, PASSWORD)
    page.wait_for_selector("#account-name")


def person(browser: Browser, server: Server, name: str, lang: str = "en", phone: bool = False) -> Page:
    """A browser of its own (desktop or phone, English or German), signed up as ``name``."""
    page = watch(screen_context(browser, lang, phone).new_page(), Errors())
    sign_up(page, server, name)
    return page


def room_of(page: Page) -> str:
    page.wait_for_url("**/#/room/*", timeout=30000)
    page.wait_for_selector("#board-area[data-move-number]")
    return page.url.rsplit("/", 1)[-1]


def test_challenge_from_the_profile_accepted_on_the_home_page(
    browser: Browser, own_server: tuple[Server, Path]
) -> None:
    server, _ = own_server
    ann_name, bob_name = f"Ann {secrets.token_hex(2)}", f"Bob {secrets.token_hex(2)}"
    ann = person(browser, server, ann_name)
    bob = person(browser, server, bob_name)
    bob.goto(server.base + "/")
    bob.wait_for_selector("#challenges-box[data-ready]")
    # a guest sees why there is no Challenge button
    guest = watch(screen_context(browser, "en", False).new_page(), Errors())
    guest.goto(f"{server.base}/#/player/{quote(bob_name)}")
    guest.wait_for_selector("#challenge-guest")
    assert "Sign in to challenge" in guest.inner_text("#challenge-guest")
    shot(guest, "profile-guest-en")
    assert guest.locator(".challenge-button").count() == 0
    guest.context.close()

    ann.goto(f"{server.base}/#/player/{quote(bob_name)}")
    ann.click(".challenge-button")
    ann.wait_for_selector("#challenge-dialog[open]")
    ann.select_option("#challenge-game", "make5")
    ann.click("#challenge-options-box > summary")
    ann.fill("#opt-games", "3")
    ann.fill("#challenge-clock-move", "60")
    ann.check("#challenge-rated")
    shot(ann, "profile-challenge-dialog-en")
    assert violations(ann, "#challenge-dialog") == []
    ann.click("#challenge-send")
    ann.wait_for_selector("#challenge-waiting[data-status=pending]")
    assert f"Waiting for {bob_name}" in ann.inner_text("#challenge-waiting")
    shot(ann, "profile-challenge-waiting-en")

    # Bob's home page shows it within a few seconds, without a reload
    bob.wait_for_selector(f"#challenges-in li[data-from='{ann_name}']", timeout=15000)
    line = bob.inner_text("#challenges-in li")
    assert f"{ann_name} challenges you" in line and "rated" in line and "60 s per move" in line
    shot(bob, "home-challenge-incoming-en")
    assert violations(bob, "#challenges-box") == []
    bob.click("#challenges-in .challenge-accept")
    bob_room = room_of(bob)
    ann_room = room_of(ann)  # the challenger's page follows
    assert ann_room == bob_room
    info = server.get(f"/api/rooms/{bob_room}")
    assert sorted(s["name"] for s in info["seats"]) == sorted([ann_name, bob_name])
    assert info["rated"] is True and info["clock_seconds"] == 60 and info["options"]["games"] == 3
    assert info["status"] == "playing"
    for page in (ann, bob):
        page.wait_for_function(
            "names => names.every(n => document.body.innerText.includes(n))", arg=[ann_name, bob_name]
        )
    shot(ann, "game-after-challenge-ann")
    shot(bob, "game-after-challenge-bob")
    # Ann's list says it was accepted and leads to the game
    ann.goto(server.base + "/")
    ann.wait_for_selector("#challenges-out li[data-status=accepted] a")
    ann.context.close()
    bob.context.close()


def test_a_challenge_from_the_leaderboard_declined_in_german_on_a_phone(
    browser: Browser, own_server: tuple[Server, Path]
) -> None:
    server, database = own_server
    ann_name, bob_name = f"Anna {secrets.token_hex(2)}", f"Bert {secrets.token_hex(2)}"
    ann = person(browser, server, ann_name, lang="de", phone=True)
    bob = person(browser, server, bob_name, lang="de")
    # Bert has a rating in Zahlenpoker, so the leaderboard lists him
    assert server.get(f"/api/players/{quote(bob_name)}")["name"] == bob_name
    with sqlite3.connect(database, timeout=30) as db:
        (account_id,) = db.execute("SELECT id FROM accounts WHERE name = ?", (bob_name,)).fetchone()
        db.execute(
            "INSERT INTO ratings (account_id, game, mu, sigma, games, updated_at) VALUES (?, ?, ?, ?, ?, ?)",
            (account_id, "zahlenpoker", 26.0, 8.0, 1, time.time()),
        )
    bob.goto(server.base + "/")
    bob.wait_for_selector("#challenges-box[data-ready]")
    ann.goto(f"{server.base}/#/leaderboard/zahlenpoker")
    row = ann.locator(f"#leaderboard tr[data-name='{bob_name}']")
    shot(ann, "leaderboard-de-phone")
    row.locator(".challenge-button").click()
    ann.wait_for_selector("#challenge-dialog[open]")
    assert ann.locator("#challenge-game").input_value() == "zahlenpoker"  # the leaderboard's game
    assert bob_name in ann.inner_text("#challenge-dialog h2") and "herausfordern" in ann.inner_text(
        "#challenge-dialog h2"
    )
    ann.select_option("#challenge-pace", "turn_based")
    ann.select_option("#challenge-days", "1")
    shot(ann, "leaderboard-challenge-dialog-de-phone")
    assert violations(ann) == []
    ann.click("#challenge-send")
    ann.wait_for_selector("#challenge-waiting[data-status=pending]")
    assert "Warte auf die Antwort" in ann.inner_text("#challenge-waiting")
    shot(ann, "leaderboard-challenge-waiting-de-phone")

    bob.wait_for_selector(f"#challenges-in li[data-from='{ann_name}']", timeout=15000)
    line = bob.inner_text("#challenges-in li")
    assert f"{ann_name} fordert dich heraus" in line and "ein Tag pro Zug" in line and "ungewertet" in line
    shot(bob, "home-challenge-incoming-de")
    bob.click("#challenges-in .challenge-decline")
    bob.wait_for_selector("#challenges-none")
    ann.wait_for_selector("#challenge-waiting[data-status=declined]", timeout=15000)
    assert f"{bob_name} hat deine Herausforderung abgelehnt" in ann.inner_text("#challenge-waiting")
    shot(ann, "leaderboard-challenge-declined-de-phone")

    # Ann's home page on the phone lists it as declined; then Bert turns challenges off
    ann.goto(server.base + "/")
    ann.wait_for_selector("#challenges-out li[data-status=declined]")
    shot(ann, "home-challenges-de-phone")
    bob.click("#challenge-settings > summary")
    bob.uncheck("#challenges-accepting")
    bob.wait_for_function("() => !document.querySelector('#challenges-accepting').checked")
    ann.goto(f"{server.base}/#/player/{quote(bob_name)}")
    ann.click(".challenge-button")
    ann.click("#challenge-send")
    ann.wait_for_selector("#challenge-error:not(:empty)")
    assert "nimmt gerade keine Herausforderungen an" in ann.inner_text("#challenge-error")
    shot(ann, "challenge-refused-de-phone")
    ann.context.close()
    bob.context.close()


def test_a_challenge_reaches_a_player_on_another_page_and_is_accepted_there(
    browser: Browser, own_server: tuple[Server, Path]
) -> None:
    """Bob reads Ann's profile on his phone when her challenge comes: a bar at the bottom of that
    page shows it, and Accept takes both into the game."""
    server, _ = own_server
    ann_name, bob_name = f"Ann {secrets.token_hex(2)}", f"Bob {secrets.token_hex(2)}"
    ann = person(browser, server, ann_name)
    bob = person(browser, server, bob_name, phone=True)
    bob.goto(f"{server.base}/#/player/{quote(ann_name)}")
    bob.wait_for_selector("#profile-name")
    ann.goto(f"{server.base}/#/player/{quote(bob_name)}")
    ann.click(".challenge-button")
    ann.select_option("#challenge-game", "torris")
    ann.click("#challenge-send")
    ann.wait_for_selector("#challenge-waiting[data-status=pending]")
    bob.wait_for_selector("#challenge-banner", timeout=20000)
    assert f"{ann_name} challenges you" in bob.inner_text("#challenge-banner")
    shot(bob, "banner-challenge-phone-en")
    bob.click("#challenge-banner .challenge-accept")
    assert room_of(bob) == room_of(ann)
    assert bob.locator("#challenge-banner").count() == 0
    ann.context.close()
    bob.context.close()
