"""Each of the eight games played to its end by clicking on its board in the page, against a
random computer player where the game needs opponents; the board and the result are checked
against the server's record of the game."""

from __future__ import annotations

import os
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from fives.core.discovery import folder
from fives.games import ids, load

from .a11y import violations
from .conftest import (
    Server,
    move_number,
    names_for_players,
    new_game,
    screenshot,
    serving,
    wait_change,
    wait_turn_or_end,
)

if TYPE_CHECKING:
    from playwright.sync_api import Page


def click_any(page: Page, selector: str, rng: random.Random) -> bool:
    items = page.locator(selector)
    count = items.count()
    if count == 0:
        return False
    items.nth(rng.randrange(count)).click()
    return True


def two_step(page: Page, origin: str, target: str, rng: random.Random) -> bool:
    """Click a piece that can move, then one of the targets it gets."""
    if not click_any(page, origin, rng):
        return False
    page.wait_for_selector(target)
    return click_any(page, target, rng)


def cambio(page: Page, rng: random.Random) -> bool:
    return click_any(page, "svg.cambio [data-move]", rng)


def abraeumen(page: Page, rng: random.Random) -> bool:
    return two_step(page, ".abraeumen .cell.movable", ".abraeumen .cell.legal-target", rng)


def torris(page: Page, rng: random.Random) -> bool:
    return two_step(page, ".torris .cell.movable", ".torris .cell.legal-target", rng)


def make5(page: Page, rng: random.Random) -> bool:
    if page.locator(".make5 .entry.legal-target").count():  # the Chaot rolls the drawn token in
        return click_any(page, ".make5 .entry.legal-target", rng)
    if rng.random() < 0.3 and page.locator("#pass").count():
        page.click("#pass")
        return True
    return two_step(page, ".make5 .place.movable", ".make5 .entry.legal-target", rng)


def zahlenpoker(page: Page, rng: random.Random) -> bool:
    return click_any(page, ".zahlenpoker .zp-stone.legal-target, .zahlenpoker .zp-empty.legal-target", rng)


def huetchenspieler(page: Page, rng: random.Random) -> bool:
    if page.locator("#lay").count():
        for _ in range(3):
            click_any(page, "#lay button:not([disabled])", rng)
        return True
    if page.locator("#memorize").count():  # the server turns the stones when the time is up
        return True
    if page.locator("#turn-down").count():
        page.click("#turn-down")
        return True
    if page.locator(".huetchen .hs-stone.movable").count():
        return two_step(page, ".huetchen .hs-stone.movable", ".huetchen .hs-gap", rng)
    if page.locator(".ask button").count():
        return click_any(page, ".ask button", rng)
    page.wait_for_selector("#shuffling", state="detached")  # picks count once the shuffle was shown
    return click_any(page, ".huetchen .hs-stone.legal-target", rng)


def all_fives(page: Page, rng: random.Random) -> bool:
    if click_any(page, ".hand .domino-tile.legal-target", rng):
        if page.locator(".all-fives .end.legal-target").count():
            return click_any(page, ".all-fives .end.legal-target", rng)
        return True
    for button in ("#af-draw", "#af-pass"):
        if page.locator(button).count():
            page.click(button)
            return True
    return False


def fuenf_gewinnt(page: Page, rng: random.Random) -> bool:
    if page.locator(".fuenf .fg-target").count():
        return click_any(page, ".fuenf .fg-target", rng)
    return two_step(page, ".fuenf .fg-stone.movable", ".fuenf .fg-target", rng)


Strategy = Callable[["Page", random.Random], bool]

GAMES: dict[str, tuple[list[str], dict[str, Any], Strategy]] = {
    "cambio": (["me", "random"], {"max_pushes": 30}, cambio),
    "abraeumen": (["me"], {}, abraeumen),
    "fuenf_gewinnt": (["me", "random"], {"first": "1", "afterplay_limit": 6}, fuenf_gewinnt),
    "torris": (["me", "random"], {"first": "1"}, torris),
    "huetchenspieler": (["me", "random"], {"first": "1", "memorize_seconds": 10}, huetchenspieler),
    "zahlenpoker": (["me", "random"], {}, zahlenpoker),
    "all_fives": (["me", "random"], {"target": 15, "round_limit": 2}, all_fives),
    "make5": (["me", "random"], {"games": 1}, make5),
}


def generic(page: Page, rng: random.Random) -> bool:
    """The move buttons every game has (boards/generic.js): a game without a board of its own
    shows them, a board folds them away under it when it offers many (the keyboard's way)."""
    box = page.locator("#moves-box")
    if box.count() and box.get_attribute("open") is None:
        page.click("#moves-title")
    return click_any(page, "#legal-moves button.move-btn", rng)


def has_board(game_id: str) -> bool:
    """Whether the game brings its own board (``<game folder>/web/board.js``)."""
    place = folder(game_id)
    return place is not None and (place / "web" / "board.js").is_file()


def plan(game_id: str) -> tuple[list[str], dict[str, Any], Strategy]:
    """How the browser test plays a game: the clicks of its board (`GAMES`: the eight games), or,
    for any other game, with a board or without, its move buttons in its quick match against
    random players (a game added later may add its board's clicks to GAMES, and need not)."""
    if game_id in GAMES:
        return GAMES[game_id]
    info = load(game_id).info
    return ["me", *["random"] * (info.min_players - 1)], dict(info.quick_options), generic


def play_to_end(
    page: Page,
    strategy: Strategy,
    rng: random.Random,
    limit: int = 400,
    midway: Callable[[], None] | None = None,
) -> int:
    """Make moves by clicking on the board until the result shows; returns the number of moves.
    ``midway`` is called once, at the player's second turn (mid-game: everyone has moved)."""
    moves = 0
    while wait_turn_or_end(page):
        if moves == 1 and midway is not None:
            midway()
        before = move_number(page)
        assert strategy(page, rng), f"no board element to click at move {before}"
        wait_change(page, before)
        error = page.locator("#notice .error")
        assert error.count() == 0, error.inner_text()
        moves += 1
        assert moves < limit, "the game did not end"
    return moves


def check_board(game: str, page: Page, result: dict[str, Any]) -> None:
    """The final board as drawn agrees with the game's result."""
    details = result["details"]
    if game == "cambio":
        assert page.locator("svg.cambio .cube[data-square]").count() == 25
        if any(details.get("lines", [])):  # the lines of each seat, none for a seat without one
            assert page.locator("svg.cambio .cube.won").count() >= 5
    elif game == "abraeumen":
        left = details["stones_left"]
        assert page.locator(".abraeumen .stone").count() == left
        assert page.inner_text("#stones-left").startswith(str(left))
    elif game == "torris":
        heights = [
            int(h)
            for h in page.locator(".torris .cell").evaluate_all("els => els.map(e => e.dataset.height)")
        ]
        assert sum(heights) == 32
        text = page.inner_text("#torris-points")
        assert str(details["points"]["white"]) in text and str(details["points"]["black"]) in text
    elif game == "make5":
        assert page.locator(".make5 .place .token").count() == 25
        assert page.locator(".make5 .row-score").count() == 6
    elif game == "zahlenpoker":
        # the board draws the stones won in rounds; with leftover=unopposed or kept a stone left in hand
        # counts for its holder too (details "stones"), but stays drawn in the hand
        won = details["won"]
        assert page.locator(".zahlenpoker .zp-won").count() == sum(len(w) for w in won)
        counted = [
            len(w) + (len(h) if details["leftover"] in ("unopposed", "kept") else 0)
            for w, h in zip(won, details["left_in_hand"], strict=True)
        ]
        assert counted == details["stones"]
    elif game == "huetchenspieler":
        text = page.inner_text(".hs-stones")
        for total in details["stones"]:
            assert str(total) in text
    elif game == "all_fives":
        assert re.search(r"Σ \d+", page.inner_text("#ends-sum"))
        assert page.locator(".all-fives .domino-tile").count() >= 1
    elif game == "fuenf_gewinnt":
        assert page.locator(".fuenf .fg-stone").count() == sum(details["stones"])


@pytest.mark.parametrize("game", ids())
def test_whole_game_by_clicks(game: str, page: Page, server: Server) -> None:
    """Every game found (not a list kept by hand: a new game is played here at once)."""
    seats, options, strategy = plan(game)
    room = new_game(page, server, game, seats, options)
    screenshot(page, f"{game}-start")

    checked: list[int] = []

    def accessible() -> None:  # axe-core mid-game: no serious or critical violation (issue 24)
        assert violations(page) == [], game
        checked.append(move_number(page))

    moves = play_to_end(page, strategy, random.Random(game), midway=accessible)
    assert moves > 0
    assert checked, f"{game} ended before axe ran mid-game"
    info = server.get(f"/api/rooms/{room}")
    assert info["status"] == "finished"
    result = info["result"]
    page.wait_for_selector("#result")
    # why, in words with the seats' names (issue 24: the server's English says P1, P2)
    assert page.inner_text("#result-reason") == f"Reason: {names_for_players(page, result['reason'])}"
    headline = page.inner_text("#result-headline")
    winners = result["winners"]
    if game == "abraeumen":
        left = result["details"]["stones_left"]
        assert headline == ("Solved!" if left == 1 else f"{left} stones left")
    elif not winners or len(winners) == len(info["seats"]) > 1:
        assert headline.startswith("Draw")
    else:
        for w in winners:  # an unnamed seat (P1) reads "Player 1" (docs/web.md)
            assert re.sub(r"^P(\d)$", r"Player \1", info["seats"][w]["name"]) in headline
    scores = page.locator("#scores tbody td.num").all_inner_texts()
    assert [float(s) for s in scores] == [float(s) for s in result["scores"]]
    check_board(game, page, result)
    # the move list shows every move the seat may see, the last one highlighted
    assert page.locator("#log li.last").count() == 1
    assert page.locator("#download").get_attribute("href") == f"/api/finished/{room}/record.json"
    record = server.get(f"/api/finished/{room}")
    assert record["record"]
    screenshot(page, game)
    assert violations(page) == [], game  # and at the end


def test_a_game_with_a_board_is_played_by_its_move_buttons_alone(page: Page, server: Server) -> None:
    """A game added later with a board of its own needs no entry in `GAMES`: `plan` plays it by
    the move buttons the page keeps under every board (folded away when there are many).
    Abräumen stands in for it, played as if GAMES did not know it."""
    seats, options, _ = GAMES["abraeumen"]
    room = new_game(page, server, "abraeumen", seats, options)
    assert page.locator(".abraeumen").count() == 1  # its own board is drawn
    moves = play_to_end(page, generic, random.Random(5))
    assert moves > 0
    assert server.get(f"/api/rooms/{room}")["status"] == "finished"
    assert page.locator("#result").is_visible()


def test_a_game_installed_as_its_own_package_is_played_in_the_browser(page: Page, tmp_path: Path) -> None:
    """examples/nim, installed beside fives (an entry point, no shared file names it), is offered
    on the home page and played with the move buttons against the computer (issue 39 item 1)."""
    from test_example_game import install_example

    path = [str(folder) for folder in install_example(tmp_path / "site")]
    env = {"PYTHONPATH": os.pathsep.join([*path, os.environ.get("PYTHONPATH", "")])}
    with serving(tmp_path, ai_workers=1, env=env) as with_nim:
        assert "nim" in {game["id"] for game in with_nim.get("/api/games")}
        page.goto(with_nim.base + "/")
        card = page.locator("li.game-card[data-game=nim]")
        card.wait_for()
        assert card.locator(".howto-btn, .guide-btn").count() == 0  # no how-to, no guided game
        assert page.locator(".howto-btn[data-game=cambio]").count() == 1
        room = new_game(page, with_nim, "nim", ["me", "random"], {"heap": 9})
        screenshot(page, "nim-start")
        # it brings its rules but no how-to: the page links only what it has
        assert page.locator(".title-links .howto-btn").count() == 0
        assert page.locator(".title-links .rules-btn").count() == 1
        # no board of its own: its position as a list, in the words of its own catalog
        position = page.inner_text("#position")
        assert "counters on the heap" in position and "9" in position
        moves = play_to_end(page, generic, random.Random(9))
        assert moves > 0
        screenshot(page, "nim-end")
        assert with_nim.get(f"/api/finished/{room}")["record"]["game"] == "nim"
        assert page.locator("#result").is_visible()
        assert "took the last counter" in page.inner_text("#result")  # its own catalog's words
