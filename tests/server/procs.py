"""Real `fives serve` processes for the tests: start on a free port, wait until ready, kill."""

from __future__ import annotations

import os
import subprocess

from fives.server.launch import ServerProcess, fives_command, free_port

__all__ = ["Server", "fives_command", "free_port", "run_fives"]


def run_fives(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "FIVES_DATABASE_URL"}
    return subprocess.run(fives_command(*args), capture_output=True, text=True, timeout=timeout, env=env)


class Server(ServerProcess):
    """``fives serve`` for the server tests (see `fives.server.launch.ServerProcess`)."""
