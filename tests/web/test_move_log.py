"""The move log names the players as the seats are named (issue 23, a nit of the last session):
"Anna (White) places a stone on 0,0" and "computer (random) (Black) places ...", not "White: 0,0" (a
game whose players are P1, P2 alike); in German too."""

from __future__ import annotations

import random
import re
from typing import TYPE_CHECKING

from .conftest import Server, move_number, screenshot, unfold, wait_turn_or_end
from .test_games import GAMES

if TYPE_CHECKING:
    from playwright.sync_api import Page


def test_the_move_log_names_the_seats(page: Page, server: Server) -> None:
    page.goto(server.base + "/")
    page.click("button.play[data-game=fuenf_gewinnt]")
    page.select_option("#seat-0", "me")
    page.fill("#name-0", "Anna")
    page.select_option("#seat-1", "ai")
    page.select_option("#level-1", "random")
    unfold(page)
    page.select_option("#opt-first", "1")
    page.click("#start")
    page.wait_for_url("**/#/room/*")
    page.wait_for_selector("#board-area[data-move-number]")
    strategy = GAMES["fuenf_gewinnt"][2]
    rng = random.Random(3)
    for _ in range(2):  # two of Anna's moves and the computer's answers
        assert wait_turn_or_end(page)
        before = move_number(page)
        assert strategy(page, rng)
        page.wait_for_function(
            "n => Number(document.querySelector('#board-area').dataset.moveNumber) > n + 1", arg=before
        )
    lines = [line.strip() for line in page.locator("#log li").all_inner_texts()]
    assert any(line.startswith("Anna (White) places a stone on ") for line in lines), lines
    assert any(line.startswith("computer (random) (Black) places a stone on ") for line in lines), lines
    assert not any(re.match(r"(P\d|White|Black)\b", line) for line in lines), lines
    screenshot(page, "move-log-names")
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'de'")
    page.wait_for_selector("#log li >> text=Anna (Weiß)")
    german = [line.strip() for line in page.locator("#log li").all_inner_texts()]
    assert any(line.startswith("Anna (Weiß) setzt einen Stein auf ") for line in german), german
    assert any(
        line.startswith("Computer (") and "(Schwarz) setzt einen Stein auf " in line for line in german
    ), german
    assert not any(re.match(r"(P\d|Weiß|Schwarz)\b", line) for line in german), german
    screenshot(page, "move-log-names-de")
