"""Pages and API answers send a Content-Security-Policy that allows no inline script and no eval,
and the other standard security headers; the pages need no inline script (checked on the HTML
the server sends), and the API documentation's inline scripts are allowed only by their hashes."""

from __future__ import annotations

import base64
import hashlib
import re
from collections.abc import Iterator
from html.parser import HTMLParser
from typing import Any

import pytest

from fives.server.app import WEB_STATIC

from .conftest import serve
from .reliability import loopback_only, record_figures  # noqa: F401

pytestmark = pytest.mark.usefixtures("loopback_only")

PATHS = [
    "/",
    "/api/games",
    "/api/lobby",
    "/api/rooms/no-such-room",
    "/openapi.json",
    "/no/such/page",
    "/locales/de.ftl",
]
if (WEB_STATIC / "index.html").is_file():
    PATHS += ["/static/js/main.js", "/static/css/app.css", "/static/favicon.svg", "/static/nothing.js"]
    # a game's own scripts, from its folder (fives.server.game_scripts): the same origin as the page
    PATHS += ["/games/torris/board.js", "/games/torris/results.js", "/games/no_such_game/board.js"]


@pytest.fixture
def client(sqlite_url: str) -> Iterator[Any]:
    with serve(sqlite_url) as the_client:
        yield the_client


@pytest.fixture
def docs_client(sqlite_url: str) -> Iterator[Any]:
    """A server with the API documentation pages switched on (``fives serve --api-docs``)."""
    with serve(sqlite_url, api_docs=True) as the_client:
        yield the_client


def policy(header: str) -> dict[str, list[str]]:
    directives: dict[str, list[str]] = {}
    for part in header.split(";"):
        words = part.split()
        if words:
            directives[words[0].lower()] = words[1:]
    return directives


class Scripts(HTMLParser):
    """Every script of a page, inline event handlers, javascript: URLs and inline styles."""

    def __init__(self) -> None:
        super().__init__()
        self.scripts: list[dict[str, Any]] = []
        self.handlers: list[str] = []
        self.inline_styles = 0
        self._in_script: dict[str, Any] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        for name, value in attrs:
            if name.lower().startswith("on"):
                self.handlers.append(name)
            if value and value.strip().lower().startswith("javascript:"):
                self.handlers.append(f"{name}=javascript:")
        if "style" in values:
            self.inline_styles += 1
        if tag == "script":
            self._in_script = {"src": values.get("src"), "text": ""}
            self.scripts.append(self._in_script)

    def handle_endtag(self, tag: str) -> None:
        if tag == "script":
            self._in_script = None

    def handle_data(self, data: str) -> None:
        if self._in_script is not None:
            self._in_script["text"] += data


def test_every_answer_sends_the_security_headers(client: Any, docs_client: Any) -> None:
    checked = 0
    for path, server in [*((p, client) for p in PATHS), ("/docs", docs_client), ("/redoc", docs_client)]:
        answer = server.get(path)
        headers = answer.headers
        csp = policy(headers["content-security-policy"])
        script = csp.get("script-src", csp.get("default-src"))
        assert script is not None, path
        assert "'unsafe-inline'" not in script and "'unsafe-eval'" not in script, (path, script)
        assert "*" not in script and "data:" not in script, (path, script)
        assert csp["frame-ancestors"] == ["'none'"], path
        assert csp["object-src"] == ["'none'"] and csp["base-uri"] == ["'none'"], path
        assert csp["default-src"] == ["'self'"], path
        assert headers["x-content-type-options"] == "nosniff"
        assert headers["x-frame-options"] == "DENY"
        assert headers["referrer-policy"] == "no-referrer"
        assert headers["cross-origin-opener-policy"] == "same-origin"
        if path not in ("/docs", "/redoc"):
            assert script == ["'self'"], (path, script)
            assert csp["style-src"] == ["'self'"] and csp["connect-src"] == ["'self'"], path
        checked += 1
    record_figures("headers", answers_checked=checked)


def test_the_pages_need_no_inline_script(client: Any) -> None:
    for path in ["/"]:
        page = Scripts()
        page.feed(client.get(path).text)
        assert not page.handlers, page.handlers
        assert page.inline_styles == 0
        for item in page.scripts:
            assert item["src"] and item["src"].startswith("/"), item  # from the server itself
            assert not item["text"].strip(), "an inline script"
            assert client.get(item["src"]).status_code == 200


def test_the_api_documentation_is_off_by_default(client: Any) -> None:
    """/docs and /redoc load scripts from a CDN on the origin that keeps the seat tokens (in the
    page's localStorage): they are served only with ``fives serve --api-docs``; the schema
    itself (JSON, no script) always is."""
    for path in ("/docs", "/redoc", "/docs/oauth2-redirect"):
        answer = client.get(path)
        assert answer.status_code == 404 and answer.json()["error"] == "not_found", path
    assert client.get("/openapi.json").json()["paths"]


def test_serve_switches_the_api_documentation_on_with_a_flag() -> None:
    from fives.cli.main import build_parser
    from fives.server.cli import settings_from_args

    on = build_parser().parse_args(["serve", "--api-docs"])
    off = build_parser().parse_args(["serve"])
    assert settings_from_args(on, "sqlite:///x").api_docs is True
    assert settings_from_args(off, "sqlite:///x").api_docs is False


def test_serve_takes_allowed_origins_and_refuses_what_is_no_origin() -> None:
    from fives.cli.main import build_parser
    from fives.server.cli import settings_from_args
    from fives.server.config import ConfigError

    args = ["serve", "--allow-origin", "https://games.example.org", "--allow-origin", "http://10.0.0.5:8000"]
    settings = settings_from_args(build_parser().parse_args(args), "sqlite:///x")
    assert settings.allowed_origins == ("https://games.example.org", "http://10.0.0.5:8000")
    for bad in ("games.example.org", "https://games.example.org/play", "null"):
        with pytest.raises(ConfigError, match="is not a page origin"):
            settings_from_args(build_parser().parse_args(["serve", "--allow-origin", bad]), "sqlite:///x")


def test_the_api_documentation_allows_exactly_its_own_inline_scripts(docs_client: Any) -> None:
    for path in ("/docs", "/redoc"):
        answer = docs_client.get(path)
        assert answer.status_code == 200, path
        script = policy(answer.headers["content-security-policy"])["script-src"]
        page = Scripts()
        page.feed(answer.text)
        inline = [s["text"] for s in page.scripts if not s["src"]]
        hashes = {
            "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"
            for text in inline
        }
        assert hashes <= set(script), path
        assert {w for w in script if w.startswith("'sha256-")} == hashes
        assert int(answer.headers["content-length"]) == len(answer.content)


def test_the_front_end_scripts_use_no_eval_nor_html_strings() -> None:
    """What a strict policy would break: eval, new Function, inline handlers set as strings."""
    if not (WEB_STATIC / "index.html").is_file():
        return
    pattern = re.compile(r"\beval\s*\(|new\s+Function\s*\(|setAttribute\(\s*['\"](on|style)")
    games = WEB_STATIC.parents[1] / "games"  # each game's own scripts, served at /games/<id>/
    for path in [*sorted(WEB_STATIC.rglob("*.js")), *sorted(games.glob("*/web/*.js"))]:
        found = pattern.findall(path.read_text(encoding="utf-8"))
        assert not found, (path.name, found)
