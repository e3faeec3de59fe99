"""Hot-seat privacy: on a screen two people share, nothing private of a person who is not holding
the device is ever visible — board, move log, sidebar, tooltips, accessible names, the page title.

Each hidden-information game (and Make 5, whose bag is hidden from everyone) is played in the page
by two people on one screen, on a server whose seeds are fixed, with seeded clicks.  At every
hand-over and at every step in between the test reads each person's view through the API (the
seat's token, ``GET /api/rooms/<id>/me``), takes from it what only that person knows — the log
lines that read differently in the other person's log, the tiles of a hand, the symbols of
face-down stones — and scans the page's visible text and accessible names for the secrets of
everyone who is not looking: while the hand-over screen shows, of both people.
"""

from __future__ import annotations

import json
import random
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from websockets.sync.client import connect

from fives.server.config import Settings, database_url
from fives.server.threaded import serve_in_thread

from .conftest import Server, move_number, new_game, screenshot, wait_change
from .test_games import GAMES as STRATEGIES

if TYPE_CHECKING:
    from playwright.sync_api import Page

#: game -> (options, the most moves to play)
GAMES: dict[str, tuple[dict[str, Any], int]] = {
    "all_fives": ({"target": 15, "round_limit": 2}, 120),
    "zahlenpoker": ({}, 80),
    "huetchenspieler": ({"first": "1", "memorize_seconds": 10}, 120),
    "make5": ({"games": 1}, 80),
}


@pytest.fixture(scope="module")
def seeded(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """The app in a thread with fixed seeds (the deals repeat) and the memorising time cut to a
    tenth (Hütchenspieler's 10 s become 1 s)."""
    folder = tmp_path_factory.mktemp("privacy")
    settings = Settings(
        database_url=database_url(f"sqlite:///{folder / 'fives.sqlite3'}"),
        ai_workers=1,
        test_seed=22,
        timer_scale=0.1,
    )
    served = serve_in_thread(settings)
    yield Server(served.base, None, None)
    served.stop()


def views_now(server: Server, room: str, tokens: dict[int, str]) -> tuple[int, dict[int | None, Any]]:
    """Every seat's view and the public one, as the server sends them to a connection holding
    both seats (the public view last, ``seat`` null): the move number and ``{seat: view}``."""
    url = server.base.replace("http://", "ws://") + f"/ws/rooms/{room}"
    with connect(url, open_timeout=10) as ws:
        ws.send(json.dumps({"type": "hello", "tokens": [tokens[s] for s in sorted(tokens)]}))
        while True:
            message = json.loads(ws.recv(timeout=10))
            if message["type"] == "state":
                return message["move_number"], {v["seat"]: v["view"] for v in message["views"]}


def tile_pattern(tile: str) -> str:
    """A domino written either way round, not part of a longer number."""
    a, b = tile.split("-")
    return rf"(?<![\d-])({a}-{b}|{b}-{a})(?![\d-])"


def as_shown(line: str) -> str:
    """A log line as the page shows it: the unnamed seats P1, P2 read "Player 1", "Player 2"."""
    return re.sub(r"\bP(\d)\b", r"Player \1", line)


def secrets_of(view: dict[str, Any], public: dict[str, Any], name: str) -> tuple[dict[int, str], list[str]]:
    """What the viewer of ``view`` (called ``name``) knows and the public view does not show: log
    lines that read differently (by index) and patterns of the game's private things as the
    boards write them in text or accessible names (the values all taken from the views)."""
    other = public
    log, other_log = view["log"], other["log"]
    lines = {i: as_shown(line) for i, line in enumerate(log) if i >= len(other_log) or other_log[i] != line}
    patterns: list[str] = []
    position, theirs = view["position"], other["position"]
    if view["game"] == "all_fives":
        patterns += [tile_pattern(tile) for tile in position.get("hand") or []]
    elif view["game"] == "zahlenpoker" and position.get("my_choice") is not None:
        patterns.append(rf"{re.escape(name)} chose {position['my_choice']}(?!\w)")
    elif view["game"] == "huetchenspieler":
        shown = {(c["position"], c["symbol"]) for c in theirs.get("row") or []}
        for cell in position.get("row") or []:
            if cell["symbol"] is not None and (cell["position"], cell["symbol"]) not in shown:
                patterns.append(rf"stone {cell['position']}, face up: {cell['symbol']}")
        if position.get("layout") and not theirs.get("layout"):
            patterns.append(re.escape(" ".join(position["layout"])))
    return lines, patterns


def page_text(page: Page) -> tuple[str, list[str]]:
    """Everything a person can read or hear: the visible text, every accessible name and
    tooltip (aria-label, title, alt, SVG <title>), the page title; and the move log's lines."""
    text: str = page.evaluate(
        """() => {
          const parts = [document.title, document.body.innerText];
          for (const el of document.querySelectorAll('[aria-label], [title], [alt], [aria-description]')) {
            for (const a of ['aria-label', 'title', 'alt', 'aria-description']) {
              if (el.getAttribute(a)) parts.push(el.getAttribute(a));
            }
          }
          for (const el of document.querySelectorAll('title, desc')) parts.push(el.textContent);
          for (const el of document.querySelectorAll('svg text')) parts.push(el.textContent);
          return parts.join('\\n');
        }"""
    )
    log = page.locator("#log li").all_inner_texts()
    return text, log


def check_privacy(
    page: Page,
    server: Server,
    room: str,
    tokens: dict[int, str],
    game: str,
    names: list[str],
    notation: str,
    seen: set[str],
) -> int:
    """Scan the page for the secrets of everyone not holding the device; returns how many were
    looked for, and adds to ``seen`` those of the one holding it that the scan found.  The views
    are read at the move the page shows (a few tries if it moves on)."""
    for _ in range(20):
        shown = move_number(page)
        number, views = views_now(server, room, tokens)
        if number == shown and move_number(page) == shown:
            break
        time.sleep(0.15)
    else:
        pytest.fail(f"the page and the API do not settle on one move ({shown})")
    covered = page.locator("#cover").count() > 0
    holder = None if covered else int(page.get_attribute("#board-area", "data-seat") or "-1")
    public = views.pop(None)
    if public["terminal"]:
        return 0  # at the end everything may be shown
    text, log = page_text(page)
    text = text.replace(notation, "")  # the game's notation help is the same for everyone (examples)
    where = "the hand-over screen" if covered else f"P{(holder or 0) + 1}'s screen"
    looked = 0
    for seat, view in views.items():
        lines, patterns = secrets_of(view, public, names[seat])
        # Hütchenspieler: the seekers watch the shuffle on the shuffler's screen, so nothing
        # hidden may show there even to the one holding the device (the rule of the table)
        if seat == holder and game != "huetchenspieler":  # the control: the scan finds own secrets
            seen.update(f"line {i}" for i, line in lines.items() if i < len(log) and log[i] == line)
            seen.update(pattern for pattern in patterns if re.search(pattern, text))
            continue
        for index, line in lines.items():
            looked += 1
            assert index >= len(log) or log[index] != line, (
                f"{game}, move {shown}: P{seat + 1}'s log line {line!r} is in the log on {where}"
            )
            # (a line may also read so in public, e.g. an old round's)
            if line not in map(as_shown, public["log"]):
                assert line not in text.split("\n"), f"{game}, move {shown}: {line!r} is shown on {where}"
        for pattern in patterns:
            looked += 1
            found = re.search(pattern, text)
            assert found is None, (
                f"{game}, move {shown}: P{seat + 1}'s secret {found.group(0)!r} is on {where}"
            )
    return looked


@pytest.mark.parametrize("game", list(GAMES))
def test_a_shared_screen_shows_nothing_private_of_who_is_not_looking(
    game: str, page: Page, seeded: Server
) -> None:
    options, limit = GAMES[game]
    strategy = STRATEGIES[game][2]
    room = new_game(page, seeded, game, ["me", "local"], options)
    stored = page.evaluate(f"() => localStorage.getItem('fives.seats.{room}')")
    tokens = {int(seat): token for seat, token in json.loads(stored).items()}
    assert sorted(tokens) == [0, 1]
    notation = seeded.get(f"/api/games/{game}")["notation"]
    # the seats as the page names them: an unnamed seat (P1) is "Player 1"
    names = [f"Player {seat['seat'] + 1}" for seat in seeded.get(f"/api/rooms/{room}")["seats"]]
    rng = random.Random(f"privacy:{game}")
    handovers = checks = looked = moves = 0
    shots: set[str] = set()
    seen: set[str] = set()
    while moves < limit:
        page.wait_for_selector("#cover, #your-turn, #result, #memorize")
        looked += check_privacy(page, seeded, room, tokens, game, names, notation, seen)
        checks += 1
        if page.locator("#result").count():
            break
        if page.locator("#cover").count():
            if "cover" not in shots:
                screenshot(page, f"privacy-{game}-handover")
                shots.add("cover")
                if game == "all_fives":  # the hand-over screen's log in German is the public one too
                    page.click("#lang")
                    page.wait_for_selector("#log li >> text=Steine werden verteilt")
                    looked += check_privacy(page, seeded, room, tokens, game, names, notation, seen)
                    screenshot(page, f"privacy-{game}-handover-de")
                    page.click("#lang")
                    page.wait_for_selector("#log li >> text=tiles are dealt")
            handovers += 1
            page.click("#reveal")
            continue
        if page.locator("#memorize").count():  # the server turns the stones when the time is up
            before = move_number(page)
            wait_change(page, before)
            continue
        before = move_number(page)
        assert strategy(page, rng), f"no board element to click at move {before}"
        if game == "huetchenspieler" and page.locator("#shuffling").count():
            # during the animation too
            looked += check_privacy(page, seeded, room, tokens, game, names, notation, seen)
            if "shuffle" not in shots:
                screenshot(page, f"privacy-{game}-shuffle")
                shots.add("shuffle")
        wait_change(page, before)
        error = page.locator("#notice .error")
        assert error.count() == 0, error.inner_text()
        moves += 1
    screenshot(page, f"privacy-{game}-last")
    assert moves > 10 and checks > moves
    if game != "make5":  # Make 5 has nothing private of anyone: one screen, no hand-over
        assert handovers >= 2
    if game in ("all_fives", "zahlenpoker"):  # Hütchenspieler's views hold nothing private now
        assert looked > 0
    # the scan is not blind: it sees the own hand and log of the one looking (in two-player
    # Zahlenpoker nobody looks at their own choice: the screen passes on as soon as it is made)
    if game == "all_fives":
        assert any(not s.startswith("line") for s in seen) and any(s.startswith("line") for s in seen), seen
    _record(
        game, moves=moves, handovers=handovers, checks=checks, secrets_looked_for=looked, own_seen=len(seen)
    )


def _record(game: str, **figures: int) -> None:
    path = Path(__file__).resolve().parents[2] / "test-artifacts" / "privacy.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    data = json.loads(path.read_text()) if path.exists() else {}
    data[game] = figures
    path.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")


def _durations(page: Page) -> list[float]:
    return [
        float(d)
        for d in page.evaluate(
            "document.getAnimations().filter(a => a.playState === 'running')"
            ".map(a => a.effect.getTiming().duration)"
        )
    ]


def test_everyone_watches_the_same_face_down_shuffle_slower_without_motion(
    page: Page, seeded: Server, browser: Any
) -> None:
    """The shuffler (hot-seat) and a spectator whose system asks for reduced motion both see the
    shuffle face down, move by move with a caption; without motion each move takes longer and
    the stones jump instead of sliding (a step display, not nothing)."""
    room = new_game(page, seeded, "huetchenspieler", ["me", "local"], {"first": "1", "memorize_seconds": 10})
    still = browser.new_context(
        viewport={"width": 900, "height": 800}, locale="en-US", reduced_motion="reduce"
    )
    try:
        watcher = still.new_page()
        watcher.goto(f"{seeded.base}/#/room/{room}")
        watcher.wait_for_selector("#watching")
        page.click("#reveal")
        for _ in range(3):
            page.locator("#lay button:not([disabled])").first.click()
        page.wait_for_selector(".hs-stone.movable", timeout=30000)
        before = move_number(page)
        page.locator(".hs-stone.movable").first.click()
        page.locator(".hs-gap").last.click()
        wait_change(page, before)
        for who in (page, watcher):
            who.wait_for_selector("#shuffling")
            assert "1/3" in who.inner_text("#shuffling") and "stone 1" in who.inner_text("#shuffling")
            assert who.locator(".huetchen .hs-face.up").count() == 0  # face down for everyone
            labels = who.locator(".huetchen .hs-stone").evaluate_all(
                "els => els.map(e => e.getAttribute('aria-label'))"
            )
            assert labels and all(label.endswith("face down") for label in labels), labels
        assert _durations(page) and set(_durations(page)) == {1100.0}
        assert _durations(watcher) and set(_durations(watcher)) == {1800.0}
        screenshot(watcher, "privacy-huetchenspieler-reduced-motion")
        watcher.click("#lang")  # the accessible names in German too
        watcher.wait_for_function(
            "() => [...document.querySelectorAll('.hs-stone')]"
            ".every(e => /^Stein \\d, verdeckt$/.test(e.getAttribute('aria-label')))"
        )
        # no question before the whole shuffle has been shown (on a shared screen the next
        # person takes the device after it)
        for _ in range(2):
            before = move_number(page)
            page.locator(".hs-stone.movable").first.click()
            page.locator(".hs-gap").first.click()
            wait_change(page, before)
        page.wait_for_selector(".ask button")
        assert page.locator(".ask button[disabled]").count() == page.locator(".ask button").count()
        page.wait_for_selector("#shuffling", state="detached")
        assert page.locator(".ask button[disabled]").count() == 0
    finally:
        still.close()
