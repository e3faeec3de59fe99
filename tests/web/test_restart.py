"""A server restart seen from the page (issue 27): `fives serve` stops on SIGTERM and closes
every websocket with 1012 (service restart); the page takes that as "back in a moment",
tries again steadily (not with the growing back-off of a lost network) while the server is
down, reconnects soon after it answers again, and the game plays on where it was.

Its own `fives serve` (the shared one must not be stopped), on one port and one SQLite file
across the restart.
"""

from __future__ import annotations

import itertools
import json
import os
import signal
import subprocess
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from .conftest import (
    ARTIFACTS,
    Server,
    fives_command,
    free_port,
    move_number,
    new_game,
    screenshot,
    wait_change,
)

if TYPE_CHECKING:
    from playwright.sync_api import Page

#: seconds the server stays down (a restart that takes a while: a deploy, a slow disk)
DOWN = 6.0
#: the longest the page may wait between two tries while the server restarts, and after it
#: answers again before it is connected
STEADY = 1.2

#: the page's websocket tries and closes, with their times (ms), recorded in the page
RECORD = """
(() => {
  const Native = window.WebSocket;
  window.__ws = [];
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      window.__ws.push({ opened: Date.now() });
      this.addEventListener("close", (e) => window.__ws.push({ closed: Date.now(), code: e.code }));
    }
  };
})();
"""


class Restartable:
    """``fives serve`` on a fixed port and database that can be stopped and started again."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[bytes] | None = None

    def start(self) -> float:
        command = [
            *fives_command(),
            "serve",
            *("--port", str(self.port), "--database", f"sqlite:///{self.folder / 'fives.sqlite3'}"),
            *("--ai-workers", "1", "--log-level", "warning"),
        ]
        with (self.folder / "server.log").open("ab") as out:
            self.process = subprocess.Popen(
                command, stdout=out, stderr=subprocess.STDOUT, cwd=self.folder, start_new_session=True
            )
        deadline = time.monotonic() + 60
        while True:
            assert self.process.poll() is None, (self.folder / "server.log").read_text(errors="replace")
            assert time.monotonic() < deadline, "fives serve did not start"
            try:
                with urllib.request.urlopen(self.base + "/api/games", timeout=2):
                    return time.time()
            except OSError:
                time.sleep(0.05)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(20)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(10)


@pytest.fixture
def restartable(tmp_path: Path) -> Iterator[Restartable]:
    server = Restartable(tmp_path)
    server.start()
    yield server
    server.stop()


def test_the_page_reconnects_after_a_restart_and_plays_on(page: Page, restartable: Restartable) -> None:
    page.add_init_script(RECORD)
    as_server = Server(restartable.base, None, None)
    new_game(page, as_server, "abraeumen", ["me"])
    page.wait_for_selector("#your-turn")
    page.wait_for_selector(".conn.connected", state="attached")
    before = move_number(page)
    page.locator(".cell.movable").first.click()
    page.locator(".cell.legal-target").first.click()
    wait_change(page, before)
    played = move_number(page)
    assert played == before + 1

    restartable.stop()
    page.wait_for_selector(".conn.reconnecting", state="attached", timeout=10000)
    screenshot(page, "restart-reconnecting")
    time.sleep(DOWN)
    back = restartable.start()
    page.wait_for_selector(".conn.connected", state="attached", timeout=30000)
    connected = time.time()
    events = page.evaluate("window.__ws")

    closes = [e for e in events if "closed" in e]
    assert closes and closes[0]["code"] == 1012, f"the stop closed the page's websocket with {closes[:1]}"
    tries = [e["opened"] / 1000 for e in events if "opened" in e]
    down = [t for t in tries if t > closes[0]["closed"] / 1000]
    gaps = [b - a for a, b in itertools.pairwise(down)]
    assert len(down) >= 2 and max(gaps) <= STEADY, f"tries while the server restarted, gaps (s): {gaps}"
    assert connected - back <= STEADY + 1.0, f"connected {connected - back:.1f} s after the server was back"

    # the game plays on where it was
    assert move_number(page) == played
    page.wait_for_selector("#your-turn")
    page.locator(".cell.movable").first.click()
    page.locator(".cell.legal-target").first.click()
    wait_change(page, played)
    assert move_number(page) == played + 1
    screenshot(page, "restart-played-on")
    figures = {
        "down_s": DOWN,
        "tries_while_down": len(down),
        "largest_gap_s": round(max(gaps), 2),
        "connected_s_after_back": round(connected - back, 2),
    }
    (ARTIFACTS / "restart.json").write_text(json.dumps(figures) + "\n")
