"""Optional accounts in the browser (issue 28): play anonymously, sign up (the browser's games
move into the account), play signed in, sign out, sign in again and find both games listed as
yours; the dialog in German and on a phone."""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING

from .conftest import Errors, Server, move_number, new_game, screenshot, watch

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

PASSWORD = "tiles and dice"


def fill_dialog(page: Page, name: str, password: str) -> None:
    page.wait_for_selector("#account-dialog[open]")
    page.fill("#account-name-input", name)
    page.fill("#account-password", password)
    page.click("#account-submit")


def test_sign_up_play_sign_out_and_sign_in_again(page: Page, server: Server) -> None:
    name = f"Ada {secrets.token_hex(3)}"
    # an anonymous game first: it moves into the account made later in this browser
    before = new_game(page, server, "make5", ["me", "easy"])
    page.goto(server.base + "/")
    page.wait_for_selector("#sign-up")
    assert page.locator("#your-games").count() == 0
    page.click("#sign-up")
    screenshot(page, "account-sign-up")
    fill_dialog(page, name, "short")  # the browser's own check: at least 8 characters
    assert page.locator("#account-dialog[open]").count() == 1
    page.fill("#account-password", PASSWORD)
    page.click("#account-submit")
    page.wait_for_selector("#account-name")
    assert page.inner_text("#account-name") == name
    page.wait_for_selector(f"#your-games li[data-room='{before}']")
    assert "now in your account" in page.inner_text("#claimed")
    screenshot(page, "account-signed-in")
    # a game signed in, with a move
    room = new_game(page, server, "torris", ["me", "random"], {"first": "1"})
    page.wait_for_selector("#your-turn")
    first = move_number(page)
    page.locator(".torris .cell.movable").first.click()
    page.locator(".torris .cell.legal-target").first.click()
    page.wait_for_function(
        f"() => Number(document.querySelector('#board-area').dataset.moveNumber) > {first}"
    )
    assert name in page.inner_text("#scores")  # the seat is named after the account
    # sign out: the account's list goes; sign in again: both games are listed as the account's
    page.goto(server.base + "/")
    page.click("#sign-out")
    page.wait_for_selector("#sign-in")
    assert page.locator("#your-games").count() == 0
    page.click("#sign-in")
    fill_dialog(page, name.upper(), "wrong password")
    page.wait_for_function("() => document.querySelector('#account-error').textContent.length > 0")
    assert page.inner_text("#account-error") == "wrong name or password"
    page.fill("#account-password", PASSWORD)
    page.click("#account-submit")
    page.wait_for_selector(f"#your-games li[data-room='{room}']")
    listed = page.locator("#your-games li").evaluate_all("els => els.map(e => e.dataset.room)")
    assert set(listed) == {before, room}
    # the account's games are not listed a second time under "My games" (issue 36 item 7)
    page.goto(server.base + "/")
    page.wait_for_selector(f"#your-games li[data-room='{room}']")
    page.wait_for_selector("#my-games-box[data-ready]", state="attached")
    twice = page.locator("#my-games li[data-room]").evaluate_all("els => els.map(e => e.dataset.room)")
    assert not set(twice) & {before, room}, twice
    screenshot(page, "account-your-games")


def test_the_account_dialog_in_german_on_a_phone(browser: Browser, server: Server) -> None:
    context = browser.new_context(
        viewport={"width": 360, "height": 740}, locale="de-DE", is_mobile=True, has_touch=True
    )
    errors = Errors()
    try:
        page = watch(context.new_page(), errors)
        page.goto(server.base + "/")
        page.wait_for_selector("#sign-up")
        assert page.inner_text("#sign-in") == "Anmelden"
        assert page.inner_text("#sign-up") == "Registrieren"
        # the header fits the phone's width: nothing sticks out to the side
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 360
        page.click("#sign-up")
        page.wait_for_selector("#account-dialog[open]")
        text = page.inner_text("#account-dialog")
        for german in (
            "Registrieren",
            "Passwort",
            "Mindestens 8 Zeichen",
            "Ein Konto ist freiwillig",
            "Abbrechen",
        ):
            assert german in text
        box = page.locator("#account-dialog").bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 360
        screenshot(page, "account-dialog-de-phone")
        page.click("#account-switch")
        page.wait_for_selector("#account-dialog[open] #account-submit")
        assert page.inner_text("#account-submit") == "Anmelden"
        fill_dialog(page, "Niemand hier", "falsches passwort")
        page.wait_for_function("() => document.querySelector('#account-error').textContent.length > 0")
        assert page.inner_text("#account-error") == "Name oder Passwort falsch"
        screenshot(page, "account-dialog-de-refused")
        assert [e for e in errors if "pageerror" in e] == []
    finally:
        context.close()


def test_signing_out_in_a_tab_whose_session_another_tab_replaced(page: Page, server: Server) -> None:
    """Two tabs: the second signs out and in again (a new session, a new CSRF token); signing out
    in the first still ends the session (the page asks for the current token and tries again)."""
    name = f"Bo {secrets.token_hex(3)}"
    page.goto(server.base + "/")
    page.click("#sign-up")
    fill_dialog(page, name, PASSWORD)
    page.wait_for_selector("#account-name")
    other = watch(page.context.new_page(), Errors())
    other.goto(server.base + "/")
    other.click("#sign-out")
    other.click("#sign-in")
    fill_dialog(other, name, PASSWORD)
    other.wait_for_selector("#account-name")
    page.click("#sign-out")
    page.wait_for_selector("#sign-in")
    other.reload()
    other.wait_for_selector("#sign-in")  # the session is over on the server, not only in one tab


def test_a_common_password_is_refused_in_english_and_german(browser: Browser, server: Server) -> None:
    """Issue 33: signing up with one of the most common passwords is refused with the server's
    message in the page's language; the dialog stays open and another password signs up."""
    for locale, refusal in (
        ("en-US", "this password is one of the most common ones, which are guessed first; choose another"),
        ("de-DE", "dieses Passwort gehört zu den häufigsten, die zuerst erraten werden; wähle ein anderes"),
    ):
        context = browser.new_context(viewport={"width": 1000, "height": 800}, locale=locale)
        errors = Errors()
        try:
            page = watch(context.new_page(), errors)
            page.goto(server.base + "/")
            page.click("#sign-up")
            fill_dialog(page, f"Cy {secrets.token_hex(3)}", "Password1")
            page.wait_for_function("() => document.querySelector('#account-error').textContent.length > 0")
            assert page.inner_text("#account-error").startswith(refusal)
            assert page.locator("#account-dialog[open]").count() == 1
            screenshot(page, f"account-common-password-{locale[:2]}")
            page.fill("#account-password", PASSWORD)
            page.click("#account-submit")
            page.wait_for_selector("#account-name")
            assert [e for e in errors if "pageerror" in e] == []
        finally:
            context.close()
