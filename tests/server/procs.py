"""Real `fives serve` processes for the tests: start on a free port, wait until ready, kill."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def fives_command(*args: str) -> list[str]:
    script = Path(sys.executable).parent / "fives"
    if script.exists():
        return [str(script), *args]
    return [sys.executable, "-c", "import sys; from fives.cli.main import main; sys.exit(main())", *args]


def run_fives(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "FIVES_DATABASE_URL"}
    return subprocess.run(fives_command(*args), capture_output=True, text=True, timeout=timeout, env=env)


class Server:
    """``fives serve`` in its own process group (so SIGKILL reaches its AI workers too)."""

    def __init__(self, database: str, port: int | None = None, log: Path | None = None) -> None:
        self.database = database
        self.port = port or free_port()
        self.log = log
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 60) -> Server:
        out: Any = open(self.log, "ab") if self.log else subprocess.DEVNULL  # noqa: SIM115
        self.proc = subprocess.Popen(
            fives_command(
                "serve", "--port", str(self.port), "--database", self.database, "--ai-workers", "1"
            ),
            stdout=out,
            stderr=out,
            start_new_session=True,
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"fives serve exited with {self.proc.returncode}")
            try:
                if httpx.get(f"{self.url}/api/games", timeout=2).status_code == 200:
                    return self
            except httpx.HTTPError:
                pass
            time.sleep(0.2)
        raise RuntimeError("fives serve did not come up")

    def kill(self) -> None:
        """SIGKILL: no shutdown code runs."""
        if self.proc is not None and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(timeout=10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.kill()

    def __enter__(self) -> Server:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
