"""The German UI shows the server's texts in German too: the move log, a refused move's reason
and the result with its breakdown (Torris; All Fives, with chance and hidden hands)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import pytest

import fives.games
from fives.core import CHANCE, FivesError, Message, message_json
from fives.i18n import localize_view, translate
from fives.i18n.fluent import languages, render_json

from .conftest import Server, move_number, names_for_players, new_game, screenshot, wait_turn_or_end
from .test_games import GAMES, play_to_end

if TYPE_CHECKING:
    from playwright.sync_api import Page


def german(page: Page, server: Server) -> None:
    page.goto(server.base + "/")
    page.wait_for_selector(".game-card")
    if page.evaluate("() => document.documentElement.lang") != "de":
        page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'de'")


def refused_in_german(page: Page, english_reason: Message | str) -> None:
    """Send a move that is not in the notation, as a player could type it, and read the reason
    (again when the position moved on meanwhile, e.g. a chance event that was still due)."""
    expected = f"Zug abgelehnt: 'zz' ist nicht erlaubt: {translate(english_reason)}"
    shown = None
    for _attempt in range(3):
        assert wait_turn_or_end(page)
        seat = int(page.get_attribute("#board-area", "data-seat") or "0")
        sent = page.evaluate(
            "([seat, n]) => window.fivesConnection.move(seat, n, 'zz')", [seat, move_number(page)]
        )
        assert sent
        shown = page.wait_for_function(
            "() => document.querySelector('#notice .error')?.textContent || null"
        ).json_value()
        if shown == expected:
            return
    assert shown == expected


def log_lines(page: Page) -> list[str]:
    return [line.strip() for line in page.locator("#log li").all_inner_texts()]


@pytest.mark.parametrize(
    ("game", "syntax", "words", "breakdown"),
    [
        ("torris", Message("torris-syntax"), ("Weiß", "Schwarz"), "Türme"),
        (
            "all_fives",
            Message("all-fives-syntax"),
            ("verteilt", "Summe der Enden"),
            "Handpunkte",
        ),
    ],
)
def test_log_errors_and_result_in_german(
    page: Page, server: Server, game: str, syntax: Message | str, words: tuple[str, ...], breakdown: str
) -> None:
    german(page, server)
    seats, options, strategy = GAMES[game]
    room = new_game(page, server, game, seats, options)
    refused_in_german(page, syntax)
    rng = random.Random(5)
    before = move_number(page)
    assert strategy(page, rng)  # the next move takes the refusal away
    page.wait_for_function(
        "n => Number(document.querySelector('#board-area').dataset.moveNumber) !== n", arg=before
    )
    assert page.locator("#notice .error").count() == 0
    play_to_end(page, strategy, rng)
    result: dict[str, Any] = server.get(f"/api/rooms/{room}")["result"]
    message = result.get("reason_message")  # a message (key and arguments), else an old text
    reason = render_json(message, "de") if message else translate(result["reason"])
    assert reason is not None and reason != result["reason"]
    # the reason in German with the seats' names for P1, P2 (issue 24)
    shown_reason = page.inner_text("#result-reason")
    assert shown_reason == f"Grund: {names_for_players(page, reason)}"
    shown = page.inner_text("#result")
    assert breakdown in shown  # the game's own table or lines, in German too
    deutsch = log_lines(page)
    assert all(any(word in line for line in deutsch) for word in words)
    # the seat's own view, as the server sends it: each line a message (key and arguments)
    seat = page.get_attribute("#board-area", "data-seat") or "0"
    tokens = page.evaluate("r => JSON.parse(localStorage.getItem('fives.seats.' + r) || '{}')", room)
    token = tokens.get(seat) if isinstance(tokens, dict) else None
    assert isinstance(token, str), tokens
    mine = page.request.get(f"{server.base}/api/rooms/{room}/me", headers={"X-Seat-Token": token}).json()
    # the page names the players as the seats are named (issue 23): German names while German
    assert all(message is not None for message in mine["view"]["messages"])
    assert [names_for_players(page, render_json(m, "de")) for m in mine["view"]["messages"]] == deutsch
    assert [names_for_players(page, line) for line in localize_view(mine["view"])["de"]["log"]] == deutsch
    # said once, by the result (issue 36 item 7), besides the screen reader's announcement
    shown_text = page.evaluate(
        "() => [...document.querySelectorAll('main :not(.sr-only) > *')].filter((e) => !e.children.length)"
        ".map((e) => e.textContent).join('\\n')"
    )
    assert shown_text.count("Spiel zu Ende") == 1, shown_text
    screenshot(page, f"{game}-result-de")
    page.click("#lang")  # the same page in English: every German line is the translation of its English
    page.wait_for_function("() => document.documentElement.lang === 'en'")
    page.wait_for_selector("#result-reason >> text=Reason")
    english = log_lines(page)
    assert len(english) == len(deutsch) > 0
    # the page names the players as the seats are named (issue 23), the server's text says P1, P2
    assert [names_for_players(page, line) for line in mine["view"]["log"]] == english
    assert page.inner_text("#result-reason") == f"Reason: {names_for_players(page, result['reason'])}"


def _messages_of_played_games() -> list[dict[str, Any]]:
    """The messages (log lines for every viewer, results, refusals) of a random game of each game."""
    found: list[dict[str, Any]] = []
    for game in fives.games.all():
        state = game.new_state({"players": game.info.max_players}, 3)
        rng = random.Random(3)
        while not state.is_terminal() and len(state.history) < 400:
            try:
                state.parse_action("zz")
            except FivesError as exc:
                found.append(message_json(exc.reason) or {})
            player = state.current_player()
            if player == CHANCE:
                state.push(state.sample_chance(rng), CHANCE)
            else:
                acting = rng.choice(state.acting_players())
                state.push(rng.choice(state.legal_actions(acting)), acting)
        for viewer in [None, *range(state.num_players)]:
            found.extend(m for m in state.view(viewer)["messages"] if m is not None)
        outcome = state.outcome()
        if outcome is not None:
            found.append(message_json(outcome.reason) or {})
    return [m for m in found if m]


def test_the_page_renders_every_message_as_the_server_does(page: Page, server: Server) -> None:
    """@fluent/bundle in the page and fluent.runtime on the server read the same catalogs: every
    message of a played game of each game reads the same on both sides, in every language."""
    messages = _messages_of_played_games()
    assert len(messages) > 100
    page.goto(server.base + "/")
    page.wait_for_selector(".game-card")
    for lang in languages():
        rendered = page.evaluate(
            """async ([lang, messages]) => {
                const m = await import('/static/js/messages.js');
                if (!(await m.loadCatalog(lang))) return null;
                return messages.map((message) => m.renderMessage(message, lang));
            }""",
            [lang, messages],
        )
        expected = [render_json(message, lang) for message in messages]
        assert rendered == expected, lang
