"""In German the page shows no English: the home page, every game's new-game dialog (seats,
options with their descriptions and choices) and a game page are scanned for common English
words (the texts come from the Fluent catalogs, keys ``ui-...`` and ``option-...``)."""

from __future__ import annotations

import random
import re
from typing import TYPE_CHECKING

import pytest

import fives.games

from .conftest import Server, move_number, new_game, screenshot, unfold, wait_change, wait_turn_or_end
from .test_games import GAMES, huetchenspieler
from .test_german import german

if TYPE_CHECKING:
    from playwright.sync_api import Page

#: words of the English page that no German text holds (case matters: "Start" is German too)
ENGLISH = re.compile(
    r"\b(?:Play|Rules|New game|Seats?|Options|Cancel|Moves?|Waiting|Players?|Who starts|Setup|Target"
    r"|Your turn|Connected|Rematch|Download|Finished|Resume|Watch|Join|Close|Score|Round|Hint|Undo"
    r"|draw|pass|random|easy|medium|hard|yes|no|lot|by hand|warn|enforce|forbidden|the|and|of|to"
    r"|with|your|you|is|are|at|in hand|on the table|captured|shuffles|seeks|round|target"
    r"|White|Black|white|black|How to play|Player|Leaderboard|sorter|stones? left|red|yellow|green|blue"
    # the words of the games' notations, on the move buttons and in the log (their labels)
    r"|empty|steal|ask|turn|dot|line|triangle|square"
    # the games' English subtitles and the boards' names (issue 36 item 5)
    r"|Clear the Board|The Shell Game|Number Poker|Five Wins|tray|layout)\b"
)
#: names that stay as they are in every language (games, the brand, the notation's players)
NAMES = re.compile(r"All Fives|Make 5|Fives|Cambio|Torris|Zahlenpoker|Abräumen|Hütchenspieler|Fünf gewinnt")

#: notation in quotes ('pass'); not from an apostrophe in a word ("So geht's") to the next quote
QUOTED = re.compile(r"(?<!\w)'[^'\n]*'")


def english_in(page: Page) -> list[str]:
    """The English words in the visible text and the accessible names of the page (but for what
    is marked English on purpose, ``lang="en"``: the button that switches to English, a game's
    English name beside its German one; and notation in quotes, 'pass', which is typed as it is)."""
    text = page.evaluate(
        """() => {
            const english = [...document.querySelectorAll('body [lang=en]')];
            for (const el of english) el.dataset.display = el.style.display, el.style.display = 'none';
            const found = [document.body.innerText,
                ...[...document.querySelectorAll('[title], [aria-label], [placeholder]')]
                  .filter((el) => !el.closest('[lang=en]'))
                  .flatMap((el) => [el.title, el.getAttribute('aria-label'), el.placeholder])];
            for (const el of english) el.style.display = el.dataset.display;
            return found.filter(Boolean).join('\\n');
        }"""
    )
    found = []
    for line in QUOTED.sub("", NAMES.sub("", str(text))).split("\n"):
        found += [f"{m.group(0)!r} in {line.strip()!r}" for m in ENGLISH.finditer(line)]
    return found


def test_german_home_dialogs_and_game_show_no_english(page: Page, server: Server) -> None:
    german(page, server)
    page.wait_for_selector(".game-card")
    leaks = english_in(page)
    # the German page keeps the German names alone: no English subtitle, not even one marked English
    leaks += [f"card: {name}" for name in page.locator(".game-card .name-en").all_inner_texts()]
    screenshot(page, "german-home")
    games = page.eval_on_selector_all("button.play[data-game]", "els => els.map((el) => el.dataset.game)")
    assert len(games) == len(fives.games.all())
    # the tagline counts the cards it stands above, in digits (no number word to go stale: issue 36 item 7)
    assert page.inner_text(".tagline").startswith(f"{len(games)} Spiele zum Anklicken")
    for game in games:
        page.click(f"button.play[data-game={game}]")
        page.wait_for_selector("#new-game[open]")
        unfold(page)  # the options and their descriptions too
        leaks += [f"{game} dialog: {leak}" for leak in english_in(page)]
        if game == "fuenf_gewinnt":
            screenshot(page, "german-new-game")
        page.click("#cancel")
    new_game(page, server, "all_fives", ["me", "random"])
    page.wait_for_function("() => document.documentElement.lang === 'de'")
    assert wait_turn_or_end(page)
    page.wait_for_selector("#log li")
    leaks += [f"game page: {leak}" for leak in english_in(page)]
    screenshot(page, "german-game")
    assert leaks == [], "\n".join(leaks)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_game_played_in_german_shows_no_english(game: str, page: Page, server: Server) -> None:
    """Part of every game in German (three moves by clicking, the computer's replies, or to its end
    where it is shorter): the board, the log, the status and the panels hold no English word."""
    german(page, server)
    seats, options, strategy = GAMES[game]
    new_game(page, server, game, seats, options)
    page.wait_for_function("() => document.documentElement.lang === 'de'")
    rng = random.Random(game)
    leaks: list[str] = []
    for _ in range(3):
        if not wait_turn_or_end(page):
            break
        leaks += english_in(page)
        before = move_number(page)
        assert strategy(page, rng), f"no board element to click at move {before}"
        wait_change(page, before)
    wait_turn_or_end(page)
    page.wait_for_selector("#log li")
    leaks += english_in(page)
    if game == "all_fives":  # the ends' compass letters: O(st), not E(ast)
        ends = [label.split()[0] for label in page.locator(".all-fives .end-text").all_text_contents()]
        assert "O" in ends and "E" not in ends, ends
    screenshot(page, f"german-{game}")
    assert sorted(set(leaks)) == [], "\n".join(sorted(set(leaks)))


@pytest.mark.parametrize("game", ["fuenf_gewinnt", "torris"])
def test_a_game_page_switched_to_german_shows_no_english(game: str, page: Page, server: Server) -> None:
    """A game opened in English and switched to German on its page: everything is redrawn in
    German, the links beside the title (How to play, Rules, Leaderboard) and the board's panels
    (Fünf gewinnt's "(white)/(black)") too; and back in English again."""
    seats, options, strategy = GAMES[game]
    new_game(page, server, game, seats, options)
    assert page.evaluate("() => document.documentElement.lang") == "en"
    assert wait_turn_or_end(page)
    before = move_number(page)
    assert strategy(page, random.Random(game))
    wait_change(page, before)
    assert wait_turn_or_end(page)
    assert page.inner_text(".title-links .howto-btn") == "How to play"
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'de'")
    page.wait_for_selector(".title-links .rules-btn:not([hidden])")
    leaks = english_in(page)
    screenshot(page, f"german-switched-{game}")
    assert leaks == [], "\n".join(leaks)
    assert page.inner_text(".title-links .howto-btn") == "So geht's"
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'en'")
    assert page.inner_text(".title-links .howto-btn") == "How to play"
    assert page.inner_text(".title-links .rules-btn") == "Rules"


def move_buttons(page: Page) -> list[tuple[str, str]]:
    """The fallback list's move buttons: (text, notation) each."""
    found = page.eval_on_selector_all(
        "#legal-moves button.move-btn", "els => els.map((el) => [el.textContent, el.dataset.move])"
    )
    return [(text, move) for text, move in found]


def test_the_moves_with_words_read_german_on_their_buttons_and_in_the_log(page: Page, server: Server) -> None:
    """The notation of some moves holds English words (Zahlenpoker's 'empty' and 'steal P2',
    Torris' setup draws 'd2=line', Hütchenspieler's 'ask line'): in German their buttons and log
    lines read German (the notation, which is sent, stays the button's title)."""
    german(page, server)
    leaks: list[str] = []
    # Zahlenpoker: the empty hand, and the steal after it (unless the computer's hand was empty too)
    for _ in range(6):
        new_game(page, server, "zahlenpoker", ["me", "random"])
        page.wait_for_function("() => document.documentElement.lang === 'de'")
        assert wait_turn_or_end(page)
        assert ("leere Hand", "empty") in move_buttons(page)
        leaks += [f"zahlenpoker: {leak}" for leak in english_in(page)]
        before = move_number(page)
        page.click(".zahlenpoker .zp-empty.legal-target")
        wait_change(page, before)
        assert wait_turn_or_end(page)
        steals = [(text, move) for text, move in move_buttons(page) if move.startswith("steal")]
        if steals:
            break
    else:
        pytest.fail("no steal in 6 games: the computer showed its empty hand each time")
    assert len(steals) == 1 and steals[0][1] == "steal P2" and steals[0][0].endswith(" bestehlen"), steals
    assert page.get_attribute("#legal-moves button[data-move='steal P2']", "title") == "Notation: 'steal P2'"
    leaks += [f"zahlenpoker steal: {leak}" for leak in english_in(page)]
    screenshot(page, "german-move-labels-zahlenpoker")
    # with "Confirm moves" on, the question names the move in German too
    page.evaluate("() => localStorage.setItem('fives.confirmMoves', '1')")
    page.click("#legal-moves button[data-move='steal P2']")
    page.wait_for_selector("#confirm-bar")
    assert page.inner_text("#confirm-bar span").endswith(" bestehlen"), page.inner_text("#confirm-bar")
    leaks += [f"zahlenpoker confirm: {leak}" for leak in english_in(page)]
    before = move_number(page)
    page.click("#confirm-move")
    wait_change(page, before)
    page.evaluate("() => localStorage.removeItem('fives.confirmMoves')")
    page.wait_for_function(
        "() => [...document.querySelectorAll('#log li')].some((li) => li.textContent.includes(' bestiehlt '))"
    )
    # the log says the steal as a German sentence naming the robbed seat (issue 36 item 2)
    lines = [line.strip() for line in page.locator("#log li").all_inner_texts()]
    assert "Spieler 1 bestiehlt Computer (zufällig)" in lines, lines
    leaks += [f"zahlenpoker log: {leak}" for leak in english_in(page)]
    # Torris: the setup in the log, one German sentence instead of the 32 draws (issue 36 item 2)
    new_game(page, server, "torris", ["me", "random"], {"first": "1"})
    page.wait_for_function("() => document.documentElement.lang === 'de'")
    assert wait_turn_or_end(page)
    log = page.inner_text("#log")
    assert re.fullmatch(
        r"Die Steine liegen in zufälliger Reihenfolge offen aus; Spieler 1 \(Weiß\) beginnt", log.strip()
    ), log
    leaks += [f"torris: {leak}" for leak in english_in(page)]
    # Hütchenspieler: played up to the shuffler's question (its buttons, "nach dem Strich fragen")
    seats, options, _ = GAMES["huetchenspieler"]
    new_game(page, server, "huetchenspieler", seats, options)
    page.wait_for_function("() => document.documentElement.lang === 'de'")
    rng = random.Random(24)
    for _ in range(40):
        assert wait_turn_or_end(page)
        leaks += [f"huetchenspieler: {leak}" for leak in english_in(page)]
        if page.locator(".ask button").count():
            break
        before = move_number(page)
        assert huetchenspieler(page, rng)
        if page.locator("#memorize").count():  # the server turns the stones when the time is up
            page.wait_for_selector("#memorize", state="detached", timeout=30_000)
        else:
            wait_change(page, before)
    asks = [(text, move) for text, move in move_buttons(page) if move.startswith("ask")]
    assert ("nach dem Strich fragen", "ask line") in asks, asks
    screenshot(page, "german-move-labels-huetchenspieler")
    assert sorted(set(leaks)) == [], "\n".join(sorted(set(leaks)))
