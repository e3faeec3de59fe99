"""Invite links that reach a friend: ``make run HOST=... PORT=...``, ``--public-url``, and the
address the page builds invite links from (``GET /api/server``).  The port-in-use error, which
names ``make run PORT=`` too, is checked in test_config.py."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from fives.server.cli import lan_url, public_url
from fives.server.config import ConfigError

from .conftest import serve
from .procs import free_port, run_fives
from .test_config import one_line_error

ROOT = Path(__file__).resolve().parents[2]


def make_n(*args: str) -> str:
    if shutil.which("make") is None:
        pytest.skip("make is not installed")
    result = subprocess.run(
        ["make", "-n", "run", *args], cwd=ROOT, capture_output=True, text=True, timeout=30, check=True
    )
    return result.stdout


def test_make_run_takes_host_and_port() -> None:
    assert "fives serve --host 127.0.0.1 --port 8000" in make_n()  # safe by default
    line = make_n("HOST=0.0.0.0", "PORT=8080")
    assert "fives serve --host 0.0.0.0 --port 8080" in line
    assert "--public-url" not in line
    proxied = make_n("PUBLIC_URL=https://games.example.org")
    assert "fives serve --host 127.0.0.1 --port 8000 --public-url https://games.example.org" in proxied


def test_a_public_url_must_be_an_address(tmp_path: object) -> None:
    result = run_fives(
        "serve",
        *("--port", str(free_port()), "--public-url", "games.example.org"),
        *("--database", f"sqlite:///{tmp_path}/db.sqlite3"),
    )
    one_line_error(result, "--public-url 'games.example.org' is not an address")
    for bad in ("ftp://x.org", "https://", "https://x.org/?a=1", "https://x.org/#top", "javascript:alert(1)"):
        with pytest.raises(ConfigError, match="http or https"):
            public_url(bad)
    assert public_url("https://games.example.org/fives/") == "https://games.example.org/fives"
    assert public_url(None) is None


def test_the_lan_address_only_when_listening_on_every_address() -> None:
    assert lan_url("127.0.0.1", 8000, lambda: "192.168.1.5") is None
    assert lan_url("192.168.1.5", 8000, lambda: "192.168.1.5") is None  # the page's own address works
    assert lan_url("0.0.0.0", 8080, lambda: "192.168.1.5") == "http://192.168.1.5:8080"
    assert lan_url("::", 8080, lambda: "fd00::5") == "http://[fd00::5]:8080"
    assert lan_url("0.0.0.0", 8080, lambda: None) is None  # no network: the page's address


def test_the_page_learns_where_invite_links_point(sqlite_url: str) -> None:
    with serve(sqlite_url) as client:
        assert client.get("/api/server").json() == {"public_url": None, "lan_url": None}
    with serve(sqlite_url, lan_url="http://192.168.1.5:8080") as client:
        assert client.get("/api/server").json() == {"public_url": None, "lan_url": "http://192.168.1.5:8080"}
    with serve(sqlite_url, public_url="https://games.example.org", lan_url="http://10.0.0.2:8000") as client:
        # behind a proxy the public address counts; the machine's own address is not told
        answer: dict[str, Any] = client.get("/api/server").json()
        assert answer == {"public_url": "https://games.example.org", "lan_url": None}
