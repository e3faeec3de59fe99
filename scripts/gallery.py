"""The screenshot gallery of docs/web.md: every game's board mid-game and its end screen.

    make gallery            (or: .venv/bin/python scripts/gallery.py [--games cambio,make5])

Starts the game server (the app of ``fives serve``, in this process) on a free port with a
temporary SQLite database and fixed seeds, opens each game in Debian's Chromium
(/usr/bin/chromium, or ``--chromium PATH``) through Playwright, plays seat 1 with seeded random
legal moves against the computer (level "random") and saves ``docs/img/gallery/<id>-mid.png``
(at the player's n-th turn) and ``<id>-end.png`` (the result), 900 px wide, reduced to a
palette so they stay small.  Motion is switched off, so a screenshot shows a position at rest.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from PIL import Image  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

from fives.server.config import Settings, database_url  # noqa: E402
from fives.server.threaded import ThreadedServer, serve_in_thread  # noqa: E402

if TYPE_CHECKING:
    from playwright.sync_api import Page

OUT = ROOT / "docs" / "img" / "gallery"
WIDTH = 900
HEIGHT = 860

#: per game: the options, the number of computer seats and at which of the player's turns the
#: mid-game screenshot is taken
GAMES: dict[str, tuple[dict[str, Any], int, int]] = {
    "cambio": ({"max_pushes": 30}, 1, 9),
    "abraeumen": ({}, 0, 12),
    "fuenf_gewinnt": ({"first": "1", "afterplay_limit": 20}, 1, 9),
    "torris": ({"first": "1"}, 1, 8),
    "huetchenspieler": ({"first": "1", "memorize_seconds": 10}, 1, 4),
    "zahlenpoker": ({}, 2, 4),
    "all_fives": ({"target": 15, "round_limit": 2}, 1, 2),
    "make5": ({"games": 1}, 1, 10),
}


def start_server(folder: Path) -> ThreadedServer:
    settings = Settings(
        database_url=database_url(f"sqlite:///{folder / 'gallery.sqlite3'}"),
        ai_workers=1,
        test_seed=24,  # the same deals every run
        timer_scale=0.1,  # Hütchenspieler's memorising: a second, not ten
    )
    try:
        return serve_in_thread(settings)
    except RuntimeError as exc:
        raise SystemExit(str(exc)) from None


def new_game(page: Page, base: str, game: str, options: dict[str, Any], computers: int) -> None:
    """The home page's new-game dialog: seat 1 on this screen, the others the computer."""
    page.goto(base + "/")
    page.click(f"button.play[data-game={game}]")
    if page.locator("#opt-players").is_visible():
        page.select_option("#opt-players", str(computers + 1))
    page.select_option("#seat-0", "me")
    for i in range(1, computers + 1):
        page.select_option(f"#seat-{i}", "ai")
        page.select_option(f"#level-{i}", "random")
    for name, value in options.items():
        field = page.locator(f"#opt-{name}")
        if field.evaluate("el => el.tagName") == "SELECT":
            field.select_option(str(value))
        else:
            field.fill(str(value))
    page.click("#start")
    page.wait_for_url("**/#/room/*")
    page.wait_for_selector("#board-area[data-move-number]")


def move_number(page: Page) -> int:
    return int(page.get_attribute("#board-area", "data-move-number") or "-1")


def pick(page: Page, selector: str, rng: random.Random) -> bool:
    items = page.locator(selector)
    count = items.count()
    if not count:
        return False
    items.nth(rng.randrange(count)).dispatch_event("click")
    return True


def play_one(page: Page, rng: random.Random) -> bool:
    """One random legal move: from the list of moves, else on the board (Fünf gewinnt's
    afterplay has no list)."""
    page.evaluate("() => { const box = document.querySelector('#moves-box'); if (box) box.open = true; }")
    if pick(page, "#moves-box button.move-btn", rng):
        return True
    if pick(page, ".fuenf .fg-stone.movable", rng):
        page.wait_for_selector(".fuenf .fg-target")
        return pick(page, ".fuenf .fg-target", rng)
    return False


def shoot(page: Page, path: Path) -> None:
    page.evaluate("() => window.scrollTo(0, 0)")
    page.wait_for_timeout(300)
    page.screenshot(path=str(path))
    image = Image.open(path).convert("RGB")
    image.quantize(colors=128, method=Image.Quantize.MEDIANCUT).save(path, optimize=True)


def gallery_of(page: Page, base: str, game: str, seed: int) -> None:
    options, computers, mid = GAMES[game]
    rng = random.Random(seed)
    new_game(page, base, game, options, computers)
    turns = 0
    deadline = time.monotonic() + 600
    while True:
        page.wait_for_selector("#your-turn, #result", timeout=120_000)
        if page.locator("#result").count():
            break
        turns += 1
        if turns == mid:
            shoot(page, OUT / f"{game}-mid.png")
        before = move_number(page)
        if not play_one(page, rng):
            page.wait_for_timeout(200)  # nothing to click yet (a timer of the rules runs)
            continue
        page.wait_for_function(
            "n => Number(document.querySelector('#board-area')?.dataset.moveNumber) !== n"
            " || document.querySelector('#result') !== null"
            " || document.querySelector('#notice .error') !== null",
            arg=before,
            timeout=60_000,
        )
        if time.monotonic() > deadline:
            raise SystemExit(f"{game}: the game did not end")
    if turns < mid:
        print(f"{game}: the game ended after {turns} turns, before the mid-game screenshot", file=sys.stderr)
    page.wait_for_timeout(500)
    shoot(page, OUT / f"{game}-end.png")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated game ids (default: all)")
    parser.add_argument("--chromium", default="/usr/bin/chromium", help="the Chromium to drive")
    parser.add_argument("--seed", type=int, default=5, help="seed of the player's random moves")
    args = parser.parse_args(argv)
    games = [g for g in args.games.split(",") if g]
    unknown = [g for g in games if g not in GAMES]
    if unknown:
        parser.error(f"unknown games: {', '.join(unknown)} (known: {', '.join(GAMES)})")
    if not Path(args.chromium).exists():
        parser.error(f"no Chromium at {args.chromium} (apt-get install chromium, or --chromium PATH)")
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        served = start_server(Path(tmp))
        base = served.base
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(
                    executable_path=args.chromium, headless=True, args=["--no-sandbox", "--disable-gpu"]
                )
                context = browser.new_context(viewport={"width": WIDTH, "height": HEIGHT}, locale="en-US")
                context.add_init_script("localStorage.setItem('fives.motion', 'off')")
                for game in games:
                    page = context.new_page()
                    page.set_default_timeout(60_000)
                    gallery_of(page, base, game, args.seed)
                    page.close()
                    print(f"{game}: {OUT.relative_to(ROOT)}/{game}-mid.png, {game}-end.png")
                browser.close()
        finally:
            served.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
