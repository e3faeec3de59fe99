"""The home page's way into a game (issue 36 item 3): one click plays the computer, and the
new-game dialog shows its Start without scrolling (the seats first, the game's options folded
away and said in words, not as the values typed on the terminal), on a desk and on a phone, in
English and German."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import pytest

from fives.ai.levels import played_level
from fives.games import load

from .conftest import ARTIFACTS, Server, screen_context, screenshot, unfold, watch

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page


#: (language, screen, the game started with one click)
CASES = [
    ("en", "desk", "cambio"),
    ("de", "phone", "zahlenpoker"),
    ("de", "desk", "abraeumen"),
    ("en", "phone", "make5"),
]

#: where #start is, and whether the dialog scrolled to show it
START_IN_SIGHT = """() => {
    const dialog = document.querySelector('#new-game');
    const box = dialog.getBoundingClientRect();
    const start = document.querySelector('#start').getBoundingClientRect();
    return {scrolled: dialog.scrollTop, top: start.top, bottom: start.bottom,
            boxTop: box.top, boxBottom: box.bottom, height: innerHeight};
}"""

#: the texts of the options' part of the dialog: every option's label, choices and help
OPTION_TEXTS = """() => [...document.querySelectorAll('#options-box .field')].map((field) => ({
    name: field.querySelector('input, select').name,
    label: field.querySelector('label').textContent,
    help: field.querySelector('small').textContent,
    choices: [...field.querySelectorAll('option')].map((o) => [o.value, o.textContent]),
}))"""


def in_sight(where: dict[str, float], scrolled: bool = False) -> bool:
    """Start is on the screen and in the dialog's box (and the dialog not scrolled to show it)."""
    return (
        (scrolled or where["scrolled"] == 0)
        and where["top"] >= max(0, where["boxTop"])
        and where["bottom"] <= min(where["height"], where["boxBottom"]) + 0.5
    )


def raw_words(field: dict[str, Any]) -> list[str]:
    """What of an option's texts is a typed value, not a word: a name or value with an underscore
    or in quotes, a choice shown as its value, a help that names a choice's value."""
    found = []
    texts = [field["label"], field["help"], *(text for _, text in field["choices"])]
    for text in texts:
        if "_" in text or re.search(r"'\w+'", text):
            found.append(text)
    for value, text in field["choices"]:
        if text.strip().lower() == value.lower():
            found.append(f"{value} shown as {text!r}")
        if len(value) > 2 and re.search(rf"\b{re.escape(value)}\b", field["help"]):
            found.append(f"{value} in the help {field['help']!r}")
    return found


@pytest.mark.parametrize(("lang", "screen", "quick"), CASES)
def test_start_is_in_sight_and_the_computer_is_one_click_away(
    browser: Browser, server: Server, lang: str, screen: str, quick: str
) -> None:
    phone = screen == "phone"
    context = screen_context(browser, lang, phone)
    try:
        page: Page = watch(context.new_page(), [])
        page.goto(f"{server.base}/?lang={lang}")
        page.wait_for_selector(".game-card")
        games = server.get("/api/games")
        problems: list[str] = []
        for info in games:
            game = info["id"]
            page.click(f"button.play[data-game={game}]")
            page.wait_for_selector("#new-game[open]")
            # the most seats the game has: Start is still in sight without scrolling
            if info["max_players"] > info["min_players"]:
                page.select_option("#opt-players", str(info["max_players"]))
            where = page.evaluate(START_IN_SIGHT)
            if not in_sight(where):
                problems.append(f"{game}: Start out of sight with {info['max_players']} seats: {where}")
            if game in ("all_fives", quick):
                screenshot(page, f"new-game-{game}-{lang}-{screen}")
            # the seats come first; the game's options are folded away, all of them
            order = page.evaluate(
                "() => [...document.querySelectorAll('#new-game fieldset, #new-game details')]"
                ".map((el) => el.id || el.querySelector('#seats')?.id || el.tagName)"
            )
            if order[0] != "seats":
                problems.append(f"{game}: the dialog does not begin with the seats: {order}")
            others = [spec["name"] for spec in info["options"] if spec["name"] != "players"]
            folded = page.eval_on_selector_all(
                "#options-box:not([open]) [name]", "els => els.map((el) => el.name)"
            )
            if sorted(folded) != sorted(others):
                problems.append(f"{game}: options not folded away: {folded} of {others}")
            # unfolded, each option is said in words, and Start stays in sight
            unfold(page)
            fields = page.evaluate(OPTION_TEXTS)
            problems += [f"{game} {field['name']}: {raw}" for field in fields for raw in raw_words(field)]
            problems += [f"{game} {field['name']}: no help" for field in fields if len(field["help"]) < 12]
            # (scrolled: what was unfolded last is scrolled into sight; Start stays at the bottom)
            if not in_sight(page.evaluate(START_IN_SIGHT), scrolled=True):
                problems.append(f"{game}: Start out of sight with the options unfolded")
            if game in ("cambio", "zahlenpoker"):
                ARTIFACTS.mkdir(parents=True, exist_ok=True)
                page.locator("#new-game").screenshot(
                    path=str(ARTIFACTS / f"new-game-{game}-{lang}-{screen}-unfolded.png")
                )
            page.click("#cancel")
        assert problems == [], "\n".join(problems)

        # one click: the computer (medium where offered) in every other seat, the usual rules, the
        # person in seat 1
        info = next(g for g in games if g["id"] == quick)
        button = page.locator(f"button.play-computer[data-game={quick}]")
        assert button.is_visible()
        box = button.bounding_box()
        assert box and box["height"] >= 24 and box["width"] >= 24
        button.click()
        page.wait_for_url("**#/room/*")
        page.wait_for_selector("#board-area[data-move-number]")
        room = server.get(f"/api/rooms/{page.url.rsplit('/', 1)[-1]}")
        players = next(spec["default"] for spec in info["options"] if spec["name"] == "players")
        assert len(room["seats"]) == players
        assert room["seats"][0]["kind"] != "ai"
        # medium, or the level that plays it where the game leaves medium out (Zahlenpoker: max)
        playing = played_level(load(quick), "medium", players)
        assert [(s["kind"], s.get("level")) for s in room["seats"][1:]] == [("ai", playing)] * (players - 1)
        usual = {  # the defaults (but those computed from others, e.g. All Fives' hand size)
            spec["name"]: spec["default"]
            for spec in info["options"]
            if not (spec["type"] in ("int", "float") and isinstance(spec["default"], str))
        }
        assert {name: room["options"][name] for name in usual} == usual
        assert room["visibility"] == "private"
        page.wait_for_selector("#your-turn")  # the person plays seat 1 on this page
        screenshot(page, f"play-computer-{quick}-{lang}-{screen}")
    finally:
        context.close()
