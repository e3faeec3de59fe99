"""A stop seen from a websocket (issue 27): SIGTERM to `fives serve` closes every open websocket
with 1012 (service restart), the code the page answers by reconnecting soon and steadily
(tests/web/test_restart.py), not with a generic code a client would take as a refusal or a
lost network.  Every connected client hears it, players and spectators alike.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import time
from pathlib import Path

import httpx
import pytest
import websockets

from .procs import Server
from .reliability import loopback_only, record_figures  # noqa: F401

pytestmark = pytest.mark.usefixtures("loopback_only")

SERVICE_RESTART = 1012


async def _closes_on_stop(server: Server, room: str, tokens: list[str]) -> list[int | None]:
    uri = f"ws://127.0.0.1:{server.port}/ws/rooms/{room}"
    hellos = [{"type": "hello", "tokens": [token]} for token in tokens] + [
        {"type": "hello", "spectate": True}
    ]
    sockets = [await websockets.connect(uri, origin=websockets.Origin(server.url)) for _ in hellos]
    try:
        for ws, hello in zip(sockets, hellos, strict=True):
            await ws.send(json.dumps(hello))
            welcome = json.loads(await asyncio.wait_for(ws.recv(), 10))
            assert welcome["type"] == "welcome", welcome
        assert server.proc is not None
        os.killpg(server.proc.pid, signal.SIGTERM)
        codes: list[int | None] = []
        for ws in sockets:
            deadline = time.monotonic() + 20
            while True:
                assert time.monotonic() < deadline, "the websocket was not closed within 20 s of SIGTERM"
                try:
                    await asyncio.wait_for(ws.recv(), 20)
                except websockets.ConnectionClosed as closed:
                    codes.append(closed.rcvd.code if closed.rcvd is not None else None)
                    break
        return codes
    finally:
        for ws in sockets:
            await ws.close()


def test_sigterm_closes_every_websocket_with_service_restart(db_url: str, tmp_path: Path) -> None:
    server = Server(db_url, log=tmp_path / "serve.log", ai_workers=1)
    server.start()
    try:
        with httpx.Client(base_url=server.url, timeout=30) as http:
            created = http.post(
                "/api/rooms",
                json={"game": "fuenf_gewinnt", "seats": [{"kind": "local"}, {"kind": "local"}]},
            )
            assert created.status_code == 201, created.text
            room = created.json()["room"]["id"]
            tokens = [t["token"] for t in created.json()["tokens"]]
        started = time.monotonic()
        codes = asyncio.run(_closes_on_stop(server, room, tokens))
        took = time.monotonic() - started
        assert server.proc is not None
        server.proc.wait(timeout=20)
    finally:
        server.kill()
    assert codes == [SERVICE_RESTART] * 3, f"close codes on SIGTERM: {codes}"
    record_figures(f"restart close code ({db_url.split(':', 1)[0]})", codes=codes, closed_s=round(took, 2))
