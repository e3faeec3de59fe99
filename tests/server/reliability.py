"""Figures of the reliability tests (inputs tried, crashes survived, messages scanned), written to
test-artifacts/reliability.json (not in git) so that docs/reliability.md can quote the last run;
and a uvicorn server in a thread on 127.0.0.1 for tests that need real sockets in-process."""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import ipaddress
import json
import os
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import uvicorn

from fives.server.app import create_app
from fives.server.cli import install_log_scrubber
from fives.server.config import Settings, database_url

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
FIGURES = ARTIFACTS / "reliability.json"
LOOPBACK = "127.0.0.1"
_lock = threading.Lock()


def record_figures(section: str, **figures: Any) -> None:
    """Merge ``figures`` into the section ``section`` of the figures file (with the time of the run)."""
    ARTIFACTS.mkdir(exist_ok=True)
    # one writer at a time: threads of this process (the lock) and other test processes
    # (pytest-xdist's workers: the file lock)
    with _lock, open(ARTIFACTS / "reliability.lock", "w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        try:
            data = json.loads(FIGURES.read_text())
        except (OSError, ValueError):
            data = {}
        entry = dict(data.get(section, {}))
        entry.update(figures)
        entry["at"] = time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime())
        data[section] = entry
        tmp = FIGURES.with_name(f"reliability.{os.getpid()}.{threading.get_ident()}.tmp")
        tmp.write_text(json.dumps(data, indent=1, sort_keys=True))
        tmp.replace(FIGURES)


@pytest.fixture
def loopback_only(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Fail any outgoing connection of this process to an address that is not loopback (the load
    and fuzz tests must never send traffic anywhere else).  Yields the addresses connected to."""
    seen: list[Any] = []

    def checked(method: Any) -> Any:
        def connect(sock: socket.socket, address: Any) -> Any:
            if sock.family in (socket.AF_INET, socket.AF_INET6):
                host = address[0]
                assert ipaddress.ip_address(host.split("%")[0]).is_loopback, f"traffic to {host}"
            seen.append(address)
            return method(sock, address)

        return connect

    monkeypatch.setattr(socket.socket, "connect", checked(socket.socket.connect))
    monkeypatch.setattr(socket.socket, "connect_ex", checked(socket.socket.connect_ex))
    return seen


def db_kind(url: str) -> str:
    return "postgresql" if url.startswith("postgres") else "sqlite"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((LOOPBACK, 0))
        port: int = sock.getsockname()[1]
        return port


class ThreadServer:
    """The app under uvicorn in a thread, listening on 127.0.0.1 only."""

    def __init__(self, url: str, log_level: str = "warning", **settings: Any) -> None:
        settings.setdefault("ai_workers", 1)
        self.app = create_app(Settings(database_url=database_url(url), **settings))
        self.port = free_port()
        config = uvicorn.Config(
            self.app, host=LOOPBACK, port=self.port, log_level=log_level, ws_max_size=4 * 16384, lifespan="on"
        )
        install_log_scrubber()  # as `fives serve` does, after uvicorn configured its loggers
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        asyncio.run(self.server.serve())

    @property
    def url(self) -> str:
        return f"http://{LOOPBACK}:{self.port}"

    @property
    def ws_url(self) -> str:
        return f"ws://{LOOPBACK}:{self.port}"

    def __enter__(self) -> ThreadServer:
        self.thread.start()
        deadline = time.monotonic() + 60
        while not self.server.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                raise RuntimeError("the server did not start")
            time.sleep(0.05)
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=20)


@contextlib.contextmanager
def thread_server(url: str, log_level: str = "warning", **settings: Any) -> Iterator[ThreadServer]:
    with ThreadServer(url, log_level, **settings) as server:
        yield server
