"""One name per seat everywhere (issue 35 item 7), as a person meets it: Anna against two
computer seats of the same level in Cambio (three players) reads the same three names, each
unique ("Anna", "computer (easy) 2", "computer (easy) 3"), in the scores, the turn line, the
hint's reason ("puts computer (easy) 2's cube ...", never "P2's cube"), the log, the end screen,
and in the replay's scores, moves and analysis; in German too ("Computer (leicht) 2"), and on a
phone.  The guided first game names its seats as its board does ("Player 1 is the shuffler").
Quick play seats a signed-in player under the account's name.  The screenshots land in
test-artifacts/web (seat-names-*.png)."""

from __future__ import annotations

import re
import secrets
from typing import TYPE_CHECKING

from fives.core.message import english_data
from fives.games import load

from .conftest import (
    Errors,
    Server,
    ask_hint,
    move_number,
    screen_context,
    screenshot,
    unfold,
    wait_change,
    watch,
)
from .test_accounts import PASSWORD, fill_dialog
from .test_advice_flow import switch_language

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Page

SEAT_NUMBER = re.compile(r"\bP\d\b")
NAMES = ["Anna", "computer (easy) 2", "computer (easy) 3"]
NAMES_DE = ["Anna", "Computer (leicht) 2", "Computer (leicht) 3"]


def score_names(page: Page) -> list[str]:
    """The names in the game page's score table (without " · you")."""
    cells = page.locator("#scores tbody tr td:first-child").all_inner_texts()
    return [cell.split(" · ")[0].strip() for cell in cells]


def text_of(page: Page, selector: str = "body") -> str:
    return str(page.locator(selector).first.evaluate("el => el.innerText"))


def start_anna_against_two_easy(page: Page, server: Server) -> str:
    """The new-game dialog as a person fills it: Cambio, three players, Anna at the first seat,
    two computers of the easy level, a short game (20 pushes); returns the room id."""
    page.goto(server.base + "/")
    page.click("button.play[data-game=cambio]")
    page.wait_for_selector("#new-game[open]")
    page.select_option("#opt-players", "3")
    page.fill("#name-0", "Anna")
    for seat in (1, 2):
        page.select_option(f"#seat-{seat}", "ai")
        page.select_option(f"#level-{seat}", "easy")
    unfold(page)
    page.fill("#opt-max_pushes", "20")
    page.click("#start")
    page.wait_for_url("**/#/room/*")
    page.wait_for_selector("#board-area[data-move-number]")
    return page.url.rsplit("/", 1)[-1]


def play_to_the_end(page: Page) -> None:
    """Anna's moves, the first the board offers each time, until the game ends."""
    for _ in range(80):
        page.wait_for_selector("#your-turn, #result", timeout=60_000)
        if page.locator("#result").count():
            return
        before = move_number(page)
        page.locator("svg.cambio [data-move]").first.click()
        wait_change(page, before, timeout=60)
    raise AssertionError("the game did not end")


def test_every_place_names_the_seats_alike(
    page: Page, server: Server, browser: Browser, page_errors: Errors
) -> None:
    room = start_anna_against_two_easy(page, server)
    page.wait_for_selector("#your-turn", timeout=60_000)
    assert score_names(page) == NAMES
    # the hint of the first placement: Anna places the second seat's cube (the rules' setup)
    hint = ask_hint(page)
    assert "computer (easy) 2's cube" in hint and not SEAT_NUMBER.search(hint), hint
    switch_language(page, "de")
    german = page.inner_text("#hint-text")
    assert "Würfel von Computer (leicht) 2" in german and not SEAT_NUMBER.search(german), german
    assert score_names(page) == NAMES_DE
    switch_language(page, "en")
    screenshot(page, "seat-names-hint-en")

    play_to_the_end(page)
    assert score_names(page) == NAMES
    log = page.locator("#log li").all_inner_texts()
    assert log and any("computer (easy) 3" in line for line in log), log
    assert not SEAT_NUMBER.search(text_of(page)), text_of(page)
    screenshot(page, "seat-names-end-en")

    # the replay: scores, moves and the analysis under the same names
    page.goto(f"{server.base}/#/replay/{room}")
    page.wait_for_selector("#replay-move")
    page.click("#replay-last")
    page.wait_for_selector("#replay-reason")
    shown = page.inner_text("#replay-scores")
    assert [part.rsplit(": ", 1)[0] for part in shown.split(" · ")] == NAMES, shown
    moves = page.locator("#log li").all_inner_texts()
    assert any(line.startswith("Anna") for line in moves), moves
    assert any("computer (easy) 2" in line for line in moves) and any(
        "computer (easy) 3" in line for line in moves
    )
    page.click("#analyse")
    page.wait_for_selector("#analysis-moves li", timeout=180_000)
    judged = page.locator("#analysis-moves li").all_inner_texts()
    assert judged and all(re.match(r"\d+\. Anna: ", line) for line in judged), judged
    assert not SEAT_NUMBER.search(text_of(page)), text_of(page)
    screenshot(page, "seat-names-replay-en")

    # German, on a phone: the same names in the language of the page
    phone = screen_context(browser, "de", phone=True)
    try:
        other = watch(phone.new_page(), page_errors)
        other.goto(f"{server.base}/?lang=de#/replay/{room}")
        other.wait_for_selector("#replay-move")
        other.click("#replay-last")
        other.wait_for_selector("#replay-reason")
        shown = other.inner_text("#replay-scores")
        assert [part.rsplit(": ", 1)[0] for part in shown.split(" · ")] == NAMES_DE, shown
        other.click("#analyse")
        other.wait_for_selector("#analysis-moves li", timeout=180_000)
        assert all(
            re.match(r"\d+\. Anna: ", line) for line in other.locator("#analysis-moves li").all_inner_texts()
        )
        text = text_of(other)
        assert "Computer (leicht) 2" in text and "computer (easy)" not in text, text
        assert not SEAT_NUMBER.search(text), text
        screenshot(other, "seat-names-replay-de-phone")
    finally:
        phone.close()


def test_the_guide_names_its_seats_as_its_board_does(page: Page, server: Server) -> None:
    page.goto(f"{server.base}/#/guide/huetchenspieler")
    page.wait_for_selector("#guide-text")
    said = page.inner_text("#guide-text")
    assert said.startswith("Player 1 is the shuffler") and "Player 1 shuffles" in said, said
    assert "Player 1" in text_of(page, ".board-area")
    assert not SEAT_NUMBER.search(text_of(page)), text_of(page)
    switch_language(page, "de")
    said = page.inner_text("#guide-text")
    assert said.startswith("Spieler 1 ist mit Mischen dran"), said
    assert not SEAT_NUMBER.search(text_of(page)), text_of(page)
    screenshot(page, "seat-names-guide-de")


def test_quick_play_seats_a_signed_in_player_under_the_account_name(
    page: Page, server: Server, friend: BrowserContext
) -> None:
    name = f"Ada {secrets.token_hex(3)}"
    page.goto(server.base + "/")
    page.click("#sign-up")
    fill_dialog(page, name, PASSWORD)
    page.wait_for_selector("#account-name")
    # the name field shows the account's name, fixed: the server seats the account under it
    assert page.input_value("#quick-name") == name
    assert page.locator("#quick-name").evaluate("el => el.readOnly")
    page.select_option("#quick-game", "fuenf_gewinnt")
    page.click("#quick-start")
    page.wait_for_selector("#quick-cancel:not([hidden])")
    other = watch(friend.new_page(), Errors())
    other.goto(server.base + "/")
    other.select_option("#quick-game", "fuenf_gewinnt")
    other.fill("#quick-name", "Bob")
    other.click("#quick-start")
    other.wait_for_url("**/#/room/*")
    room = other.url.rsplit("/", 1)[-1]
    page.wait_for_url(f"**/#/room/{room}", timeout=15000)
    for p in (page, other):
        p.wait_for_selector("#board-area[data-move-number]")
        assert sorted(score_names(p)) == sorted([name, "Bob"]), score_names(p)
    assert sorted(s["name"] for s in server.get(f"/api/rooms/{room}")["seats"]) == sorted([name, "Bob"])
    screenshot(other, "seat-names-quick-play")


def test_every_seat_name_on_a_page_is_unique(page: Page, server: Server) -> None:
    """js/names.js, the one place that names the seats: alike names get the seat's number, and a
    number that meets a chosen name the seat's default name too; unnamed seats read "Player n"."""
    page.goto(server.base + "/")
    page.wait_for_selector("#quick-start")
    cases = [
        ["Anna", "computer (easy)", "computer (easy)"],
        ["P1", "P2"],
        ["Anna", "Anna"],
        ["Anna 2", "Anna", "Anna"],
        [{"name": "Bob"}, {"name": None}],
    ]
    found = page.evaluate("cases => import('/static/js/names.js').then((m) => cases.map(m.seatNames))", cases)
    assert found == [
        ["Anna", "computer (easy) 2", "computer (easy) 3"],
        ["Player 1", "Player 2"],
        ["Anna 1", "Anna 2"],
        ["Anna 2 (Player 1)", "Anna 2 (Player 2)", "Anna 3"],
        ["Bob", "Player 2"],
    ], found


def test_torris_names_the_blocked_side_as_the_seats_are(page: Page, server: Server) -> None:
    """Torris' note of a blocked side reads with the seats' names ("Anna (Black) is blocked and
    passes; computer (easy) (White) moves again"), in German too; the board draws it from the
    position of a real state (Black's dot on a3 cannot move)."""
    empty = ". . . . . . . ."
    board = [
        ["" if c == "." else c for c in rank.split()]
        for rank in (empty, empty, "WdBd Wd Wd . . . . .", empty)
    ]
    state = load("torris").state_from_snapshot({"board": board, "turn": "black"}, {})
    view = english_data(state.view(None))
    assert view["position"]["notes"] == ["Black is blocked and passes; White moves again"]
    page.goto(server.base + "/")
    page.wait_for_selector("#quick-start")
    draw = """async ([view, lang]) => {
        const board = await import('/games/torris/board.js');
        const names = ['computer (easy)', 'Anna'];
        const ctx = { submit() {}, rerender() {}, ui: {}, seat: null, lang, names,
                      playerName: (p) => names[p], texts: { notes: view.position.notes } };
        return [...board.render(view, ctx).querySelectorAll('.board-note.warn')].map((el) => el.textContent);
    }"""
    assert page.evaluate(draw, [view, "en"]) == [
        "Anna (Black) is blocked and passes; computer (easy) (White) moves again"
    ]
    switch_language(page, "de")
    german = page.evaluate(draw, [view, "de"])
    assert (
        len(german) == 1 and german[0].startswith("Anna (Schwarz)") and "computer (easy) (Weiß)" in german[0]
    )
