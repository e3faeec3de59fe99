"""The end screen in words (issue 24): a game of each kind, played to its end by the computer
under the players' names, says who won and why with those names, in English and German, with
no seat numbers, no raw JSON and no true/false; the games with rounds show their round table;
All Fives draws the rulebook's tally sheet."""

from __future__ import annotations

import json
import re
import time
from typing import Any

import pytest

from .conftest import Server, screenshot

try:
    from playwright.sync_api import Page
except ImportError:  # the browser tests are skipped without playwright (conftest)
    Page = Any  # type: ignore[misc,assignment]

NAMES = ["Alice", "Bruno", "Cleo"]

#: game: (options, players, the id of its round table or None)
GAMES: dict[str, tuple[dict[str, Any], int, str | None]] = {
    "all_fives": ({"target": 60, "round_limit": 2}, 2, "result-rounds"),
    "make5": ({"games": 2}, 2, "result-rounds"),
    "zahlenpoker": ({}, 3, "result-rounds"),
    "huetchenspieler": ({"memorize_seconds": 10}, 2, "result-rounds"),
    "cambio": ({"max_pushes": 20, "setup": "random"}, 2, None),
    "torris": ({}, 2, None),
    "fuenf_gewinnt": ({"afterplay_limit": 4}, 2, None),
    "abraeumen": ({}, 1, None),
}

#: words of the other language that must not show (a text left untranslated)
ENGLISH_ONLY = ("Round", "Winner", "Reason", "points", "stones left", "wins")
GERMAN_ONLY = ("Runde", "Sieger", "Grund", "Punkte", "Steine übrig", "gewinnt")


def finished_room(page: Page, server: Server, game: str) -> tuple[str, dict[str, Any]]:
    """A room of ``game`` the computer plays to its end, its seats named Alice, Bruno, Cleo."""
    options, players, _table = GAMES[game]
    seats = [{"kind": "ai", "level": "random", "name": NAMES[p]} for p in range(players)]
    answer = page.request.post(
        f"{server.base}/api/rooms", data={"game": game, "options": options, "seats": seats}
    )
    assert answer.status == 201, answer.text()
    room = str(answer.json()["room"]["id"])
    deadline = time.monotonic() + 240
    while (info := server.get(f"/api/rooms/{room}"))["status"] != "finished":
        assert time.monotonic() < deadline, f"the computer's game of {game} did not end"
        time.sleep(0.3)
    return room, info


def end_screen(page: Page, server: Server, room: str, lang: str) -> str:
    page.goto(server.base + "/")
    page.evaluate("lang => localStorage.setItem('fives.lang', lang)", lang)
    page.goto(f"{server.base}/#/room/{room}")
    page.reload()  # the language is read when the page loads
    page.wait_for_selector("#result")
    # the catalog renders the reason once it is in
    page.wait_for_function("() => document.querySelector('#result-reason')?.textContent.length > 12")
    return page.inner_text("#result")


def assert_words(text: str, game: str) -> None:
    """No seat numbers, no raw data: words."""
    assert not re.search(r"\bP\d\b", text), text
    assert not re.search(r"\b(true|false|null|undefined|NaN)\b", text), text
    assert "{" not in text and "[" not in text, text
    assert not re.search(r"\b(seat|Platz) \d", text), text


@pytest.mark.parametrize("game", list(GAMES))
def test_the_end_screen_says_who_won_and_why_in_words(game: str, page: Page, server: Server) -> None:
    room, info = finished_room(page, server, game)
    result = info["result"]
    names = [seat["name"] for seat in info["seats"]]
    winners = [names[w] for w in result["winners"]]
    details = result["details"]
    for lang, own, other in (("en", ENGLISH_ONLY, GERMAN_ONLY), ("de", GERMAN_ONLY, ENGLISH_ONLY)):
        text = end_screen(page, server, room, lang)
        screenshot(page, f"results-{game}-{lang}")
        assert_words(text, game)
        headline = page.inner_text("#result-headline")
        reason = page.inner_text("#result-reason")
        if game == "abraeumen":
            left = details["stones_left"]
            solved = {"en": "Solved!", "de": "Gelöst!"}[lang]
            stones = {"en": f"{left} stones left", "de": f"{left} Steine übrig"}[lang]
            assert headline == (solved if left == 1 else stones)
            assert "Nobody" not in text and "niemand" not in text
        elif 0 < len(winners) < len(names):
            assert all(w in headline for w in winners), headline
        # why, in the page's language, naming players by name where the reason names players
        message = json.dumps(result.get("reason_message") or {})
        if '"player"' in message or '"colour-player"' in message:
            assert any(n in reason for n in names), reason
        assert any(word in text for word in own), (lang, text)
        if lang == "de":
            assert not any(re.search(rf"\b{re.escape(word)}\b", text) for word in other[:3]), text
        table = GAMES[game][2]
        if table:
            rows = page.locator(f"#{table} tbody tr")
            assert rows.count() >= 1, game
            body = page.inner_text(f"#{table}")
            assert any(n in body for n in names), body
            if game == "make5":
                assert rows.count() == len(details["games"])
            elif game == "zahlenpoker":
                assert rows.count() == len(details["rounds"])
            elif game == "huetchenspieler":
                assert rows.count() == len(details["turns"])
        if lang == "en":  # the replay at its end says why with the names too
            page.goto(f"{server.base}/#/replay/{room}")
            page.click("#replay-last")
            page.wait_for_selector("#replay-reason")
            assert page.inner_text("#replay-reason") == reason.removeprefix("Reason: ")
            page.goto(f"{server.base}/#/room/{room}")
            page.wait_for_selector("#result")
        if game == "all_fives":
            assert page.locator("#tally-sheet svg.tally").count() == 2
            sides = page.locator("#tally-sheet .tally-row").evaluate_all(
                "rows => rows.map(r => Number(r.dataset.points))"
            )
            assert sides == [float(s) for s in details["side_scores"]]
        if lang == "de" and table:  # on a phone the tables scroll inside the panel, not the page
            page.set_viewport_size({"width": 390, "height": 844})
            screenshot(page, f"results-{game}-phone")
            assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth + 1")
            page.set_viewport_size({"width": 1200, "height": 900})


@pytest.mark.parametrize(
    ("points", "fifties", "strokes"),
    [(0, 0, 0), (5, 0, 1), (35, 0, 7), (50, 1, 0), (85, 1, 7), (100, 2, 0), (135, 2, 7), (49, 0, 9)],
)
def test_the_tally_sheet_draws_strokes_of_five_and_crosses_of_fifty(
    points: int, fifties: int, strokes: int, page: Page, server: Server
) -> None:
    """Rulebook 001: a stroke is 5 points; 50 points are a big X with a small x in each of the
    four fields around it."""
    page.goto(server.base + "/")
    drawn = page.evaluate(
        """async (points) => {
          const tally = await import('/static/js/results/tally.js');
          const svg = tally.tallySvg(points, 'sheet');
          const marks = tally.tallyMarks(points).marks;
          const inside = (m, big) => m.x > big.x && m.x < big.x + big.size && m.y > 0 && m.y < big.size;
          const bigs = marks.filter((m) => m.kind === 'big-x');
          // each small x lies in one of the four fields the arms of its big X cut, clear of the arms
          const fields = bigs.map((b) => {
            const cx = b.x + b.size / 2, cy = b.size / 2;
            const own = marks.filter((m) => m.kind === 'small-x' && inside(m, b));
            const clear = own.every((m) => {
              const dx = m.x - cx, dy = m.y - cy, reach = m.size + 4;  // its corners and the pen: no touch
              return Math.abs(dy - dx) > reach && Math.abs(dy + dx) > reach;
            });
            const names = new Set(own.map((m) => {
              const dx = m.x - cx, dy = m.y - cy;
              return Math.abs(dy) > Math.abs(dx) ? (dy < 0 ? 'top' : 'bottom') : (dx < 0 ? 'left' : 'right');
            }));
            return clear ? names.size : -1;
          });
          return {
            fields,
            big: svg.querySelectorAll('.big-x').length,
            small: svg.querySelectorAll('.small-x').length,
            strokes: svg.querySelectorAll('.stroke').length,
            smallInside: bigs.map((b) => marks.filter((m) => m.kind === 'small-x' && inside(m, b)).length),
            rest: tally.tallyCount(points).rest,
          };
        }""",
        points,
    )
    assert drawn["big"] == fifties
    assert drawn["small"] == 4 * fifties
    assert drawn["smallInside"] == [4] * fifties  # each 50 has its four small x around its big X
    assert drawn["fields"] == [4] * fifties  # top, right, bottom, left: one small x each
    assert drawn["strokes"] == strokes
    assert drawn["rest"] == points - 50 * fifties - 5 * strokes


def test_older_results_render_without_errors(page: Page, server: Server) -> None:
    """A room finished before issue 24 keeps its stored details: Cambio's lines by label,
    Zahlenpoker's round count, All Fives' rounds without running totals."""
    page.goto(server.base + "/")
    page.wait_for_selector(".game-card")  # the games' end screens are loaded (main.js)
    counts = page.evaluate(
        """async () => {
          const { renderResult } = await import('/static/js/results/index.js');
          const older = {
            cambio: { lines: { 'P1 (O)': ['row a1-e1'] }, pushes: 3 },
            zahlenpoker: { stones: [1, 2], sums: [3, 4], won: [[3], [1, 3]], left_in_hand: [[], []],
              rounds: 4 },
            all_fives: { side_scores: [15, 5], ended_by: 'limit', rounds: [{ round: 1, end: 'blocked',
              domino_by: null, winners: [0], points: [10, 0], hands: [[], []], pips: [0, 10], text: 'r' }] },
          };
          const out = {};
          for (const [game, details] of Object.entries(older)) {
            const result = renderResult(game, { winners: [0], reason: 'old', details },
              { lang: 'en', name: (p) => ['Alice', 'Bruno'][p], seats: 2, fallbackReason: 'old' });
            out[game] = [result.reason, result.body.length];
          }
          return out;
        }"""
    )
    assert counts == {"cambio": ["old", 1], "zahlenpoker": ["old", 2], "all_fives": ["old", 2]}


def test_the_headline_names_the_winners_and_a_shared_win_is_no_loss(page: Page, server: Server) -> None:
    """Who won, as the end screen says it: the winners by name; nobody (a draw); and a win shared
    by everybody (Hütchenspieler's two players with as many stones each) is a draw that nobody
    lost, not "nobody wins" beside a reason that says they share the win."""
    page.goto(server.base + "/")
    page.wait_for_selector(".game-card")
    headlines = page.evaluate(
        """async () => {
            const results = await import('/static/js/results/index.js');
            const i18n = await import('/static/js/i18n.js');
            const name = (p) => ['Alice', 'Bruno', 'Cleo'][p];
            const all = [];
            for (const lang of ['en', 'de']) {
                i18n.setLang(lang);
                await i18n.ready();
                all.push([[[1], 2], [[0, 2], 3], [[], 2], [[0, 1], 2], [[], 1]].map(
                    ([winners, n]) => results.headlineOf(winners, n, name, i18n.t)));
            }
            return all;
        }"""
    )
    assert headlines == [
        [
            "Winner: Bruno",
            "Winners: Alice, Cleo",
            "Draw: nobody wins",
            "Draw: the win is shared",
            "Nobody wins",
        ],
        [
            "Sieger: Bruno",
            "Sieger: Alice, Cleo",
            "Unentschieden: niemand gewinnt",
            "Unentschieden: der Sieg wird geteilt",
            "Niemand gewinnt",
        ],
    ]


def test_a_solved_abraeumen_says_solved_in_both_languages(page: Page, server: Server) -> None:
    """Abräumen played to one stone (max, the exact solver, solves it; hard slips since issue 34):
    the end screen says "Solved!" / "Gelöst!", not "Nobody wins" or "solved true" (a random game
    leaves stones, so the whole-game tests see only "N stones left")."""
    answer = page.request.post(
        f"{server.base}/api/rooms",
        data={"game": "abraeumen", "options": {}, "seats": [{"kind": "ai", "level": "max"}]},
    )
    assert answer.status == 201, answer.text()
    room = str(answer.json()["room"]["id"])
    deadline = time.monotonic() + 180
    while (info := server.get(f"/api/rooms/{room}"))["status"] != "finished":
        assert time.monotonic() < deadline, "the computer did not finish Abräumen"
        time.sleep(0.3)
    assert info["result"]["details"]["stones_left"] == 1
    for lang, solved in (("en", "Solved!"), ("de", "Gelöst!")):
        text = end_screen(page, server, room, lang)
        screenshot(page, f"results-abraeumen-solved-{lang}")
        assert page.inner_text("#result-headline") == solved
        assert_words(text, "abraeumen")
        assert not re.search(r"Nobody|[Nn]iemand|stones left|Steine übrig", text), text
        # under the board: one stone, in the singular
        assert page.inner_text("#stones-left") == {"en": "1 stone left", "de": "1 Stein übrig"}[lang]
