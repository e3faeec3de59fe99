"""The computer's advice as a person meets it, in English and German (issue 34; issue 36 item 5):
a game against a level with a hint (a move and a reason in words), played to its end, then the
analysis; and the analysis of a planted mistake, flagged with the better move, its loss written
as the language writes numbers (0,39 in German) and the moves in words of the language (the
empty hand reads "leere Hand", never "empty").  Zahlenpoker: a game of eight rounds or so."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .conftest import Server, ask_hint, move_number, new_game, screenshot, wait_change, wait_turn_or_end
from .test_no_english import english_in

if TYPE_CHECKING:
    from playwright.sync_api import Page


def switch_language(page: Page, lang: str) -> None:
    if page.evaluate("() => document.documentElement.lang") != lang:
        page.click("#lang")
    page.wait_for_function(f"() => document.documentElement.lang === '{lang}'")


def highest_stone(page: Page) -> None:
    """Show the highest stone held (or steal, or the empty hand when nothing else is left)."""
    moves = page.locator("#moves-box [data-move]").evaluate_all("els => els.map((e) => e.dataset.move)")
    stones = sorted(m for m in moves if m.isdigit())
    move = stones[-1] if stones else moves[0]
    page.click(f"#moves-box [data-move='{move}']")


def test_a_person_plays_a_level_with_a_hint_and_reads_the_analysis(page: Page, server: Server) -> None:
    new_game(page, server, "zahlenpoker", ["me", "max"])
    assert wait_turn_or_end(page)
    text = ask_hint(page)
    assert text.startswith("Hint: play ") and "equilibrium" in text, text
    best = text.removeprefix("Hint: play ").split(": ", 1)[0]
    legal = page.locator("#moves-box [data-move]").evaluate_all("els => els.map((e) => e.dataset.move)")
    assert best in legal, (best, legal)
    screenshot(page, "advice-hint-en")
    switch_language(page, "de")
    german = page.inner_text("#hint-text")
    assert german.startswith("Tipp: spiele ") and "Gleichgewicht" in german, german
    assert english_in(page) == [], english_in(page)
    screenshot(page, "advice-hint-de")
    # the game to its end in German, the highest stone each round
    moves = 0
    while wait_turn_or_end(page):
        before = move_number(page)
        highest_stone(page)
        wait_change(page, before)
        moves += 1
        assert moves < 30, "the game did not end"
    page.wait_for_selector("#result")
    page.click("#replay")
    page.wait_for_selector("#analyse")
    page.click("#analyse")
    page.wait_for_selector("#analysis-moves li", timeout=60000)
    judged = page.locator("#analysis-moves li").all_inner_texts()
    assert len(judged) >= 4, judged  # every round with a choice of the person's is judged
    assert all(line.endswith("✓") or "⚠ besser:" in line for line in judged), judged
    assert english_in(page) == [], english_in(page)
    screenshot(page, "advice-analysis-level-de")


#: a Zahlenpoker game between two people: Ann shows her highest stone each round and, in the
#: last, her 1 where her empty hand was the better move (Ben's empty hand steals the 1)
PLANTED = ["0:4", "1:3", "0:4", "1:1", "0:3", "1:2", "0:3", "1:2", "0:2", "1:4", "0:2", "1:4"]
PLANTED += ["0:1", "1:3", "0:1", "1:empty", "1:steal P1"]
MISTAKE = 14  # Ann's 1 in the last round


def test_the_analysis_flags_a_planted_mistake_with_the_better_move_in_both_languages(
    page: Page, server: Server
) -> None:
    seats = [{"kind": "local", "name": "Ann"}, {"kind": "local", "name": "Ben"}]
    data = server.post("/api/rooms", {"game": "zahlenpoker", "seats": seats})
    room = data["room"]["id"]
    tokens = {t["seat"]: t["token"] for t in data["tokens"]}
    for entry in PLANTED:
        seat, action = entry.split(":", 1)
        number = server.get(f"/api/rooms/{room}")["move_number"]
        server.post(f"/api/rooms/{room}/moves", {"move_number": number, "action": action}, tokens[int(seat)])
    assert server.get(f"/api/rooms/{room}")["status"] == "finished"
    page.goto(f"{server.base}/#/replay/{room}")
    page.wait_for_selector("#analyse")
    switch_language(page, "en")
    page.click("#analyse")
    page.wait_for_selector("#analysis-moves li.flagged", timeout=60000)
    flagged = page.locator("#analysis-moves li.flagged")
    assert flagged.count() == 1
    text = flagged.inner_text()
    assert f"{MISTAKE + 1}. Ann: 1 ⚠ better: empty (−2.00)" in text, text
    flagged.locator("button").click()
    page.wait_for_selector("#analysis-note")
    assert page.inner_text("#analysis-note") == "better: empty (1 was played)"
    screenshot(page, "advice-analysis-en")
    switch_language(page, "de")
    text = page.locator("#analysis-moves li.flagged").inner_text()
    assert f"{MISTAKE + 1}. Ann: 1 ⚠ besser: leere Hand (−2,00)" in text, text
    assert "empty" not in page.inner_text("#analysis") and "2.00" not in page.inner_text("#analysis")
    assert page.inner_text("#analysis-note").startswith("besser: leere Hand")
    assert english_in(page) == [], english_in(page)
    screenshot(page, "advice-analysis-de")
    # the flagged move made a puzzle (issue 38: a Zahlenpoker choice at a round's start is proved
    # from the seat's knowledge), in the page's language, and the box follows a switch of language
    page.click("#mistakes-puzzles")
    page.wait_for_selector("#mistakes-list a, #mistakes-none")
    made = page.inner_text("#mistakes-list")
    assert made and english_in(page) == [], (made, english_in(page))
    assert page.locator("#mistakes-puzzles").is_disabled()
    switch_language(page, "en")
    assert page.inner_text("#mistakes-puzzles") == "Make puzzles of the mistakes"
    assert page.inner_text("#mistakes-list") != made, made
    screenshot(page, "advice-mistakes-en")
