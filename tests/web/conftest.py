"""Browser tests of the web front end: a real ``fives serve`` and Debian's Chromium driven by
Playwright.  They skip (saying why) when Chromium or Playwright is missing; ``.ci/run``
installs Chromium.  Screenshots go to ``test-artifacts/web/``.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from fives.server.threaded import free_port

CHROMIUM = Path("/usr/bin/chromium")
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
]
ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts" / "web"

try:
    from playwright.sync_api import sync_playwright
except ImportError:  # the dev dependencies include it; without it the tests are skipped
    sync_playwright = None

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Page, Playwright


def missing() -> str | None:
    """Why the browser tests cannot run here, or None."""
    if not CHROMIUM.exists():
        return "browser tests need Debian's Chromium at /usr/bin/chromium (apt-get install chromium)"
    if sync_playwright is None:
        return "browser tests need playwright (pip install -e '.[dev]')"
    return None


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    reason = missing()
    if reason is None:
        return
    here = Path(__file__).resolve().parent
    browser_fixtures = {"server", "pw", "browser", "context", "page", "friend"}
    for item in items:
        uses_browser = browser_fixtures & set(getattr(item, "fixturenames", ()))
        if uses_browser and here in Path(str(item.path)).resolve().parents:
            item.add_marker(pytest.mark.skip(reason=reason))


def fives_command() -> list[str]:
    script = Path(sys.executable).with_name("fives")
    if script.exists():
        return [str(script)]
    return [sys.executable, "-c", "import sys; from fives.cli.main import main; sys.exit(main())"]


class Server:
    def __init__(self, base: str, process: subprocess.Popen[bytes] | None, log: Path | None) -> None:
        self.base = base
        self.process = process
        self.log = log

    def get(self, path: str) -> Any:
        with urllib.request.urlopen(self.base + path, timeout=10) as response:
            return json.loads(response.read())

    def text(self, path: str) -> tuple[str, dict[str, str]]:
        with urllib.request.urlopen(self.base + path, timeout=10) as response:
            return response.read().decode("utf-8"), dict(response.headers)

    def post(self, path: str, body: dict[str, Any], token: str | None = None) -> Any:
        """POST ``body`` as JSON (with a seat's token), the answer's JSON."""
        request = urllib.request.Request(
            self.base + path,
            data=json.dumps(body).encode(),
            headers={"Content-Type": "application/json", **({"X-Seat-Token": token} if token else {})},
            method="POST",
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            return json.loads(response.read())


#: the screens the browser tests use: a desktop and a phone (390 x 844)
DESK = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}


def screen_context(browser: Browser, lang: str, phone: bool) -> BrowserContext:
    """A browser context as a person has it: a desktop or a phone (touch), in ``lang``."""
    return browser.new_context(
        viewport=PHONE if phone else DESK,
        is_mobile=phone,
        has_touch=phone,
        locale="de-DE" if lang == "de" else "en-US",
    )


@contextmanager
def serving(
    folder: Path, database: str | None = None, ai_workers: int = 2, env: dict[str, str] | None = None
) -> Iterator[Server]:
    """A real ``fives serve`` on a free port (its database: ``database``, or a fresh SQLite file
    in ``folder``), running until the block ends; ``env`` is added to the environment."""
    port = free_port()
    log = folder / "server.log"
    command = [
        *fives_command(),
        "serve",
        "--port",
        str(port),
        "--database",
        database or f"sqlite:///{folder / 'fives.sqlite3'}",
        "--ai-workers",
        str(ai_workers),
        "--log-level",
        "warning",
    ]
    with log.open("wb") as out:
        process = subprocess.Popen(
            command, stdout=out, stderr=subprocess.STDOUT, cwd=folder, env={**os.environ, **(env or {})}
        )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            with urllib.request.urlopen(base + "/api/games", timeout=2):
                break
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                process.kill()
                pytest.fail(f"fives serve did not start: {log.read_text(errors='replace')[-2000:]}")
            time.sleep(0.2)
    try:
        yield Server(base, process, log)
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """A real ``fives serve`` on a free port with a fresh SQLite database (or, when
    ``FIVES_WEB_TEST_URL`` is set, a server that is already running there)."""
    given = os.environ.get("FIVES_WEB_TEST_URL")
    if given:
        yield Server(given.rstrip("/"), None, None)
        return
    with serving(tmp_path_factory.mktemp("web-server")) as the_server:
        page, _ = the_server.text("/")
        if 'id="app"' not in page:
            pytest.skip("fives serve does not serve the web app at / (src/fives/web/static is not mounted)")
        yield the_server


@pytest.fixture(scope="session")
def pw() -> Iterator[Playwright]:
    assert sync_playwright is not None
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(pw: Playwright) -> Iterator[Browser]:
    chromium = pw.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=ARGS)
    yield chromium
    chromium.close()


class Errors(list[str]):
    """Console errors and uncaught exceptions of a page."""


def watch(page: Page, errors: Errors) -> Page:
    page.on("pageerror", lambda exc: errors.append(f"pageerror: {exc}"))
    page.on("console", lambda msg: errors.append(f"console: {msg.text}") if msg.type == "error" else None)
    page.set_default_timeout(20000)
    return page


@pytest.fixture
def friend(browser: Browser) -> Iterator[BrowserContext]:
    """A second person's browser (its own storage and cookies), for games between two people."""
    ctx = browser.new_context(viewport={"width": 1000, "height": 800}, locale="en-US")
    yield ctx
    ctx.close()


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    ctx = browser.new_context(viewport={"width": 1200, "height": 900}, locale="en-US")
    yield ctx
    ctx.close()


@pytest.fixture
def page_errors() -> Errors:
    return Errors()


@pytest.fixture
def page(context: BrowserContext, page_errors: Errors) -> Iterator[Page]:
    p = watch(context.new_page(), page_errors)
    yield p
    # a move refused by the server is shown to the player, but a script error is a bug
    assert [e for e in page_errors if "pageerror" in e] == []


def screenshot(page: Page, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


# ----------------------------------------------------------------------------- page helpers
def ask_hint(page: Page) -> str:
    """Click "Hint" and wait for its answer (asked again when the server was busy: the first
    hint of a worker loads the game's AI); the hint's text."""
    for _ in range(3):
        page.click("#hint")
        page.wait_for_function(
            "() => document.querySelector('#hint-text.solvable') || "
            "(!document.querySelector('#hint').disabled && !document.querySelector('#hint-text'))",
            timeout=120000,
        )
        if page.locator("#hint-text.solvable").count():
            return page.inner_text("#hint-text")
    raise AssertionError("no hint in three tries")


def new_game(
    page: Page, server: Server, game: str, seats: list[str], options: dict[str, Any] | None = None
) -> str:
    """Open the home page, fill in the new-game dialog and start; returns the room id.

    ``seats``: per seat "me", "local", "invite", "open" or a computer level ("random", "easy", ...).
    """
    page.goto(server.base + "/")
    page.click(f"button.play[data-game={game}]")
    if page.locator("#opt-players").is_visible():
        page.select_option("#opt-players", str(len(seats)))
    for i, seat in enumerate(seats):
        if seat in ("me", "local", "invite", "open"):
            page.select_option(f"#seat-{i}", seat)
        else:
            page.select_option(f"#seat-{i}", "ai")
            page.select_option(f"#level-{i}", seat)
    if options:
        unfold(page)
    for name, value in (options or {}).items():
        field = page.locator(f"#opt-{name}")
        if field.evaluate("el => el.tagName") == "SELECT":
            field.select_option(str(value).lower() if isinstance(value, bool) else str(value))
        elif field.get_attribute("type") == "checkbox":
            field.set_checked(bool(value))
        else:
            field.fill(str(value))
    page.click("#start")
    page.wait_for_url("**/#/room/*")
    page.wait_for_selector("#board-area[data-move-number]")
    return page.url.rsplit("/", 1)[-1]


def unfold(page: Page) -> None:
    """Open the folded parts of the new-game dialog (the game's options; who may see the game,
    rating and clock) as a player does, by clicking their summaries."""
    folded = page.locator("#new-game details:not([open]) > summary")
    for _ in range(folded.count()):
        folded.first.click()


def finished_computer_game(page: Page, server: Server) -> str:
    """A short Cambio game the computer plays against itself (random level), waited for to its
    end; returns the room id."""
    answer = page.request.post(
        f"{server.base}/api/rooms",
        data={
            "game": "cambio",
            "options": {"max_pushes": 20},
            "seats": [{"kind": "ai", "level": "random"}] * 2,
        },
    )
    assert answer.status == 201, answer.text()
    room: str = answer.json()["room"]["id"]
    deadline = time.monotonic() + 60
    while server.get(f"/api/rooms/{room}")["status"] != "finished":
        assert time.monotonic() < deadline, "the computer's game did not end"
        time.sleep(0.2)
    return room


def move_number(page: Page) -> int:
    return int(page.get_attribute("#board-area", "data-move-number") or "-1")


def wait_turn_or_end(page: Page, timeout: float = 45.0) -> bool:
    """Wait until the page shows a move for the player (True) or the result (False)."""
    page.wait_for_selector("#your-turn, #result, #reveal", timeout=timeout * 1000)
    if page.locator("#reveal").count():
        page.click("#reveal")
        page.wait_for_selector("#your-turn, #result")
    return page.locator("#result").count() == 0


def wait_change(page: Page, before: int, timeout: float = 30.0) -> None:
    page.wait_for_function(
        "n => Number(document.querySelector('#board-area')?.dataset.moveNumber) !== n"
        " || document.querySelector('#result') !== null"
        " || document.querySelector('#notice .error') !== null",
        arg=before,
        timeout=timeout * 1000,
    )


def names_for_players(page: Page, text: str) -> str:
    """``text`` with P1, P2 (and White, Black) as the page names the seats (its score table)."""
    names = [n.strip() for n in page.locator("#scores tbody tr td:first-child").all_inner_texts()]
    names = [re.sub(r" \((Computer|computer)\)$", "", n.split(" · ")[0]) for n in names]
    for colour, seat in (("White", 0), ("Black", 1), ("Weiß", 0), ("Schwarz", 1)):
        if len(names) > seat:
            text = re.sub(rf"\b{colour}\b(?! \()", f"{names[seat]} ({colour})", text)
    return re.sub(r"\bP(\d)\b", lambda m: names[int(m.group(1)) - 1], text)
