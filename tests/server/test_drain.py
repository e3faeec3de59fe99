"""SIGTERM drains before it stops (issue 33, item 5; docs/deploy.md#restarts-and-crashes).

Behind a load balancer a process that stopped at once failed the requests that reached it
between the signal and the balancer's next checks.  Now, from SIGTERM on, ``GET /api/health``
answers 404 at once (HAProxy's ``disable-on-404`` stops choosing the process at the next check)
while every other request, on a new connection too, is served for ``--drain-seconds``; then the
process stops as before.  The server runs on SQLite: nothing of this touches storage.
"""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import httpx
import pytest

from .procs import Server
from .reliability import loopback_only, record_figures  # noqa: F401

pytestmark = pytest.mark.usefixtures("loopback_only")

DRAIN = 2.0


def test_sigterm_fails_the_health_check_at_once_and_serves_on_for_the_drain(tmp_path: Path) -> None:
    server = Server(f"sqlite:///{tmp_path / 'fives.db'}", log=tmp_path / "serve.log", drain_seconds=DRAIN)
    server.start()
    try:
        assert server.proc is not None
        with httpx.Client(base_url=server.url, timeout=10) as http:
            before = http.get("/api/health")
            assert (before.status_code, before.json()) == (200, {"status": "serving"})
            signalled = time.monotonic()
            os.killpg(server.proc.pid, signal.SIGTERM)  # as systemd's KillMode=control-group does
            while (health := http.get("/api/health")).status_code == 200:
                assert time.monotonic() - signalled < DRAIN / 2, "the health check still passes"
                time.sleep(0.02)
            failed_after = time.monotonic() - signalled
            assert (health.status_code, health.json()) == (404, {"status": "draining"})
            served = 0
            while server.proc.poll() is None and time.monotonic() - signalled < DRAIN * 0.8:
                # every other request is still served, on a kept connection and on a new one
                assert http.get("/api/games").status_code == 200
                with httpx.Client(base_url=server.url, timeout=10) as fresh:
                    assert fresh.get("/api/server").status_code == 200
                served += 2
                time.sleep(0.1)
            assert server.proc.poll() is None, "the process stopped before its drain was over"
            assert served >= 4
        server.proc.wait(timeout=30)
        stopped_after = time.monotonic() - signalled
    finally:
        server.kill()
    assert stopped_after >= DRAIN, stopped_after
    assert "draining for 2 s" in (tmp_path / "serve.log").read_text()
    record_figures(
        "drain on SIGTERM",
        drain_s=DRAIN,
        health_failed_after_s=round(failed_after, 2),
        requests_served_while_draining=served,
        stopped_after_s=round(stopped_after, 2),
    )
