"""The server in a thread of this process, on a free local port: for the gallery's screenshots
(scripts/gallery.py) and the browser tests that need settings of their own (fixed seeds, a
shorter memorising time).  Not used by ``fives serve``."""

from __future__ import annotations

import asyncio
import socket
import threading
import time
from dataclasses import dataclass

import uvicorn

from .app import create_app
from .config import Settings


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class ThreadedServer:
    """A running server: its address, and `stop` to end it."""

    base: str
    server: uvicorn.Server
    thread: threading.Thread

    def stop(self, timeout: float = 20.0) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=timeout)


def serve_in_thread(settings: Settings, start_seconds: float = 60.0) -> ThreadedServer:
    """The app with ``settings`` served in a daemon thread; returns once it listens.  Raises
    `RuntimeError` when it does not start within ``start_seconds``."""
    port = free_port()
    config = uvicorn.Config(
        create_app(settings),
        host="127.0.0.1",
        port=port,
        log_level="warning",
        ws_max_size=settings.max_message_bytes * 4,  # as `fives serve` (cli.py)
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=lambda: asyncio.run(server.serve()), daemon=True)
    thread.start()
    deadline = time.monotonic() + start_seconds
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError("the game server did not start")
        time.sleep(0.05)
    return ThreadedServer(f"http://127.0.0.1:{port}", server, thread)
