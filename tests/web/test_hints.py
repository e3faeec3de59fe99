"""Hints in the page for every game (asked by clicking: the move ringed on the board and the reason),
and the analysis of a finished game from its replay."""

from __future__ import annotations

import json
import random
import time
import urllib.request
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from fives.games import load

from .a11y import violations
from .conftest import (
    Server,
    ask_hint,
    move_number,
    new_game,
    screenshot,
    serving,
    wait_change,
    wait_turn_or_end,
)

if TYPE_CHECKING:
    from playwright.sync_api import Page, Route


@pytest.mark.parametrize("game", ["cambio", "torris"])
def test_a_hint_rings_the_move_and_says_why(page: Page, server: Server, game: str) -> None:
    new_game(page, server, game, ["me", "random"])
    assert wait_turn_or_end(page)
    page.click("#hint")
    page.wait_for_selector("#hint-text.solvable", timeout=30000)
    text = page.inner_text("#hint-text")
    assert text.startswith("Hint: play ")
    best = text.removeprefix("Hint: play ").split(": ", 1)[0]
    assert best in page.locator("#moves-box [data-move]").evaluate_all("els => els.map(e => e.dataset.move)")
    assert page.locator("#board-area svg .hint").count() >= 1  # ringed on the board
    assert page.locator(f"#moves-box .move-btn.hint[data-move='{best}']").count() == 1
    screenshot(page, f"hint-{game}")
    assert violations(page, "#hint-tools") == []
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'de'")
    assert page.inner_text("#hint-text").startswith(f"Tipp: spiele {best}: ")
    screenshot(page, f"hint-{game}-de")
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'en'")


def test_no_hint_button_with_two_people_at_the_table(page: Page, server: Server) -> None:
    new_game(page, server, "cambio", ["me", "local"])
    assert wait_turn_or_end(page)
    assert page.locator("#hint").count() == 0


#: White (P1) misses the five at 4,0 (plays 0,-1); Black completes -1..3 on y=1
GAME = ["0,0", "0,1", "1,0", "1,1", "2,0", "-1,1", "3,0", "3,1", "0,-1", "2,1"]


def test_the_analysis_of_a_finished_game_marks_the_missed_win(page: Page, server: Server) -> None:
    seats = [{"kind": "local", "name": "Ann"}, {"kind": "local", "name": "Ben"}]
    data = server.post("/api/rooms", {"game": "fuenf_gewinnt", "seats": seats, "options": {"first": "1"}})
    room = data["room"]["id"]
    tokens = {t["seat"]: t["token"] for t in data["tokens"]}
    for number, action in enumerate(GAME):
        server.post(f"/api/rooms/{room}/moves", {"move_number": number, "action": action}, tokens[number % 2])
    assert server.get(f"/api/rooms/{room}")["status"] == "finished"
    page.goto(f"{server.base}/#/replay/{room}")
    page.wait_for_selector("#analyse")
    page.click("#analyse")
    page.wait_for_selector("#analysis-moves li.flagged", timeout=60000)
    missed = page.locator("#analysis-moves li.flagged[data-index='8']")
    assert missed.count() == 1
    text = missed.inner_text()
    assert "0,-1" in text and ("4,0" in text or "-1,0" in text) and "completes a row of five" in text
    assert page.locator("#analysis-moves li.good").count() >= 1  # good moves are listed unmarked
    page.click("#replay-last")  # the moves list marks the missed win too
    page.wait_for_selector("#log li.flagged")
    assert "0,-1 ⚠ better: " in page.locator("#log li").nth(8).inner_text()
    missed.locator("button").click()
    page.wait_for_selector("#replay-move >> text=8 /")
    assert page.locator(".replay .board-area svg .hint").count() >= 1  # the better move ringed
    assert "better: " in page.inner_text("#analysis-note")
    screenshot(page, "analysis")
    assert violations(page, "#analysis") == []
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'de'")
    assert (
        "vollendet eine Fünferreihe"
        in page.locator("#analysis-moves li.flagged[data-index='8']").inner_text()
    )
    screenshot(page, "analysis-de")


#: the words each game's own reasons use (issue 25), in English and German, by game
OWN_WORDS = {
    "torris": (("points then:", "leaves"), ("Punkte danach:", "keinen Zug")),
    "zahlenpoker": (("equilibrium",), ("Gleichgewicht",)),
    "huetchenspieler": (
        ("any order", "face-down", "seeker", "face up"),
        ("Reihenfolge", "verdeckten", "Sucher", "offen gesehen"),
    ),
}


@pytest.mark.parametrize("game", list(OWN_WORDS))
def test_a_hint_gives_the_game_s_own_reason(page: Page, server: Server, game: str) -> None:
    """Torris, Zahlenpoker and Hütchenspieler say in their own words why (not the computer's
    generic 'the strongest move'), in both languages."""
    new_game(page, server, game, ["me", "random"])
    assert wait_turn_or_end(page)
    # the first hint of a process loads the game's AI (Zahlenpoker's equilibrium table, scipy),
    # which may take longer than the server waits ("busy"): then it is asked again
    text = ask_hint(page)
    english, german = OWN_WORDS[game]
    assert "strongest move" not in text and any(w in text for w in english), text
    screenshot(page, f"hint-reason-{game}")
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'de'")
    text = page.inner_text("#hint-text")
    assert text.startswith("Tipp: ") and any(w in text for w in german), text
    screenshot(page, f"hint-reason-{game}-de")
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'en'")


def test_a_hint_asked_before_the_computer_s_secret_choice_is_shown(page: Page, tmp_path: Path) -> None:
    """Zahlenpoker: the player asks for a hint while the computer still thinks about its own
    secret choice; the choice comes in (the move number changes, the player still faces the same
    decision) before the hint's answer: the answer is shown, not dropped (audit of issue 24).
    A server of its own: its computer player first loads the game's AI, so it chooses seconds
    after the round begins, as a slower computer would."""
    held: list[Route] = []
    page.route("**/api/rooms/*/hint", lambda route: held.append(route))  # held until let go
    with serving(tmp_path, ai_workers=1) as server:
        room = new_game(page, server, "zahlenpoker", ["me", "easy"])
        assert wait_turn_or_end(page)
        start = move_number(page)
        assert server.get(f"/api/rooms/{room}")["to_move"] == [0, 1], "the computer chose already"
        hint_after_the_computer_s_choice(page, held, start)


def hint_after_the_computer_s_choice(page: Page, held: list[Route], start: int) -> None:
    """Ask at move ``start``; the answer (held) goes on once the computer's choice is in."""
    page.click("#hint")
    page.wait_for_selector("#hint-text.pending")
    deadline = time.monotonic() + 30
    while not held:
        assert time.monotonic() < deadline, "the hint was not asked"
        page.wait_for_timeout(50)
    wait_change(page, start)  # the computer's secret choice
    assert move_number(page) == start + 1 and page.locator("#your-turn").count() == 1
    held[0].continue_()
    page.wait_for_selector("#hint-text.solvable", timeout=120000)
    best = page.inner_text("#hint-text").removeprefix("Hint: play ").split(": ", 1)[0]
    assert best in page.locator("[data-move]").evaluate_all("els => els.map(e => e.dataset.move)")
    assert page.locator("#board-area svg .hint").count() >= 1  # ringed on the board
    # the player's own move ends the hint
    before = move_number(page)
    page.locator(".zp-stone.legal-target").first.click()
    wait_change(page, before)
    assert page.locator("#hint-text").count() == 0


def test_a_hutchenspieler_hint_names_the_stone_the_player_saw_the_symbol_moved_to(
    page: Page, server: Server
) -> None:
    """Issue 34.2: the computer lays its row out face up, shuffles and asks; the person's hint
    names the stone the asked symbol was followed to from the row the person saw, and turning it
    wins the stone (the rules' verdict, not the AI's), in English and German."""
    room = new_game(page, server, "huetchenspieler", ["me", "random"], {"first": "2", "memorize_seconds": 10})
    assert wait_turn_or_end(page, timeout=90)
    page.click("#hint")
    page.wait_for_selector("#hint-text.solvable", timeout=60000)
    text = page.inner_text("#hint-text")
    assert text.startswith("Hint: play ") and "you saw face up" in text, text
    best = text.removeprefix("Hint: play ").split(": ", 1)[0]
    assert f"under stone {best}" in text, text
    screenshot(page, "hint-huetchenspieler-memory")
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'de'")
    german = page.inner_text("#hint-text")
    assert german.startswith(f"Tipp: spiele {best}: ") and "offen gesehen" in german, german
    assert f"unter Stein {best}" in german, german
    screenshot(page, "hint-huetchenspieler-memory-de")
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'en'")
    before = move_number(page)
    page.click(f"#moves-box [data-move='{best}']")
    wait_change(page, before)
    reveals = server.get(f"/api/rooms/{room}/view")["view"]["position"]["reveals"]
    assert reveals[0]["position"] == int(best) and reveals[0]["taker"] == 0, reveals  # found


def _make5_scores(runways: list[str]) -> dict[str, int]:
    """Every last sort on the full board ``runways`` and the score the rules give it."""
    state = load("make5").state_from_snapshot({"runways": runways, "sorter": 0}, {"games": 1})
    scores = {}
    for action in state.legal_actions(0):
        state.push(action, 0)
        scores[state.action_to_string(action, 0)] = int(state.scores()[0])
        state.pop()
    return scores


def _make5_blunder(server: Server) -> tuple[str, int, dict[str, int]]:
    """A one-game Make 5 match between two people (the sorter rolls a token to where it scores
    most, the Chaot rolls at random) whose last sort (the worst there is) gives away 3 points or
    more: the room, the last sort's index in the record and what every last sort scores."""
    rng = random.Random(5)
    seats = [{"kind": "local", "name": "Ann"}, {"kind": "local", "name": "Ben"}]
    for _ in range(20):
        data = server.post(
            "/api/rooms", {"game": "make5", "seats": seats, "options": {"first": "1", "games": 1}}
        )
        room = data["room"]["id"]
        tokens = {t["seat"]: t["token"] for t in data["tokens"]}
        while True:
            info = server.get(f"/api/rooms/{room}")
            if info["status"] == "finished":
                break
            seat = info["to_move"][0]
            request = urllib.request.Request(
                f"{server.base}/api/rooms/{room}/me", headers={"X-Seat-Token": tokens[seat]}
            )
            with urllib.request.urlopen(request, timeout=10) as response:
                view = json.loads(response.read())["view"]["position"]
            number = info["move_number"]
            if view["phase"] == "place":
                runways = [r for r, lane in zip("abcde", view["runways"], strict=True) if len(lane) < 5]
                action = rng.choice(runways)
            else:
                state = load("make5").state_from_snapshot(
                    {"runways": view["runways"], "sorter": 0}, {"games": 1}
                )
                if view["final_move"]:
                    scores = _make5_scores(view["runways"])
                    best, worst = max(scores.values()), min(scores.values())
                    if best - worst < 3:
                        break  # no blunder worth planting here: another game
                    action = next(a for a, s in scores.items() if s == worst)
                    server.post(
                        f"/api/rooms/{room}/moves",
                        {"move_number": number, "action": action},
                        tokens[0],
                    )
                    return room, number, scores
                board = {}
                for legal in state.legal_actions(0):
                    state.push(legal, 0)
                    board[state.action_to_string(legal, 0)] = state.view(0)["position"]["board_score"]
                    state.pop()
                action = max(board, key=lambda a: (board[a], a == "pass"))
            server.post(f"/api/rooms/{room}/moves", {"move_number": number, "action": action}, tokens[seat])
    raise AssertionError("no last sort to plant a blunder on")


def test_the_analysis_of_make5_says_the_points_a_last_sort_gave_away(page: Page, server: Server) -> None:
    room, index, scores = _make5_blunder(server)
    best, worst = max(scores.values()), min(scores.values())
    assert server.get(f"/api/rooms/{room}")["status"] == "finished"
    page.goto(f"{server.base}/#/replay/{room}")
    page.wait_for_selector("#analyse")
    page.click("#analyse")
    page.wait_for_selector("#analysis-moves li.flagged", timeout=60000)
    missed = page.locator(f"#analysis-moves li.flagged[data-index='{index}']")
    assert missed.count() == 1
    text = missed.inner_text()
    lost = best - worst
    assert f"(−{lost} points)" in text and f"you could have scored {best} with " in text
    better = text.split("better: ", 1)[1].split(" ", 1)[0]
    assert scores[better] == best  # the better move named does score the best
    missed.locator("button").click()
    assert "better: " in page.inner_text("#analysis-note")
    screenshot(page, "analysis-make5")
    assert violations(page, "#analysis") == []
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'de'")
    german = page.locator(f"#analysis-moves li.flagged[data-index='{index}']").inner_text()
    assert f"(−{lost} Punkte)" in german and f"mit {better} hättest du {best} Punkte erzielt" in german
    screenshot(page, "analysis-make5-de")
