"""`fives serve` as a child process on a free loopback port: for tests, benchmarks and tools.

The process runs in its own process group, so a kill reaches its AI workers too.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any, Self


def free_port() -> int:
    """A TCP port on 127.0.0.1 that is free right now."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def fives_command(*args: str) -> list[str]:
    """The command line that runs ``fives ARGS`` with this interpreter's installation."""
    script = Path(sys.executable).parent / "fives"
    if script.exists():
        return [str(script), *args]
    return [sys.executable, "-m", "fives", *args]


def start_logged(
    command: list[str], log: Path | None, env: dict[str, str], new_session: bool = False
) -> subprocess.Popen[bytes]:
    """``command`` as a child process whose output goes to ``log`` (appended; None: nowhere)."""
    out: IO[bytes] | int = open(log, "ab") if log else subprocess.DEVNULL  # noqa: SIM115
    try:
        return subprocess.Popen(command, stdout=out, stderr=out, start_new_session=new_session, env=env)
    finally:
        if not isinstance(out, int):
            out.close()


def wait_until_answering(
    proc: subprocess.Popen[bytes], url: str, timeout: float, what: str, log: Path | None
) -> bool:
    """Wait until ``url``/api/server answers 200 (True), or ``timeout`` s pass (False);
    `RuntimeError` when the process ends meanwhile."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"{what} exited with {proc.returncode} (log: {log})")
        try:
            with urllib.request.urlopen(f"{url}/api/server", timeout=2) as answer:
                if answer.status == 200:
                    return True
        except OSError:
            pass
        time.sleep(0.2)
    return False


@contextlib.contextmanager
def postgres_schema(base: str, prefix: str = "t_") -> Iterator[str]:
    """A URL of the PostgreSQL database ``base`` whose tables live in a fresh schema, dropped
    afterwards (tests and benchmarks: each run on an empty database)."""
    import sqlalchemy as sa

    from .config import database_url

    schema = prefix + uuid.uuid4().hex[:16]
    engine = sa.create_engine(database_url(base))
    with engine.begin() as conn:
        conn.execute(sa.text(f"CREATE SCHEMA {schema}"))
    sep = "&" if "?" in base else "?"
    try:
        yield f"{base}{sep}options=-csearch_path%3D{schema}"
    finally:
        with engine.begin() as conn:
            conn.execute(sa.text(f"DROP SCHEMA {schema} CASCADE"))
        engine.dispose()


class ServerProcess:
    """``fives serve`` on ``port`` (default: a free one) with ``database``; ``start`` waits until
    the API answers.  Subclasses may change `command`."""

    def __init__(
        self,
        database: str,
        port: int | None = None,
        log: Path | None = None,
        *,
        ai_workers: int = 1,
        extra_args: tuple[str, ...] = (),
        drain_seconds: float = 0.0,
    ) -> None:
        self.database = database
        #: SIGTERM's drain (``--drain-seconds``): none by default, so that tests and benchmarks
        #: stop at once; the deployment test drains as a production server does
        self.drain_seconds = drain_seconds
        self.port = port or free_port()
        self.log = log
        self.ai_workers = ai_workers
        self.extra_args = extra_args
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def command(self) -> list[str]:
        return fives_command(
            "serve",
            *("--host", "127.0.0.1", "--port", str(self.port), "--database", self.database),
            *("--ai-workers", str(self.ai_workers), "--drain-seconds", str(self.drain_seconds)),
            *self.extra_args,
        )

    def start(self, timeout: float = 60) -> Self:
        env = {k: v for k, v in os.environ.items() if k != "FIVES_DATABASE_URL"}
        self.proc = start_logged(self.command(), self.log, env, new_session=True)
        if not wait_until_answering(self.proc, self.url, timeout, "fives serve", self.log):
            self.stop()
            raise RuntimeError("fives serve did not come up")
        return self

    def kill(self) -> None:
        """SIGKILL to the whole process group: no shutdown code runs."""
        if self.proc is not None and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(timeout=10)

    def stop(self) -> None:
        """SIGTERM, then SIGKILL if it does not end within 15 s (after the drain)."""
        if self.proc is not None and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=15 + self.drain_seconds)
            except subprocess.TimeoutExpired:
                self.kill()

    def cpu_seconds(self) -> float:
        """CPU time (user + system) the server process has used so far (Linux /proc)."""
        if self.proc is None:
            return 0.0
        try:
            fields = Path(f"/proc/{self.proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            return float("nan")
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.stop()


#: the reverse proxy's configuration of docs/deploy.md (in the repository, not in the package)
HAPROXY_CONFIG = Path(__file__).resolve().parents[3] / "deploy" / "haproxy.cfg"


def find_haproxy() -> str | None:
    """The haproxy executable, if installed (Debian puts it in /usr/sbin)."""
    for candidate in ("/usr/sbin/haproxy", "/usr/local/sbin/haproxy"):
        if os.access(candidate, os.X_OK):
            return candidate
    import shutil

    return shutil.which("haproxy")


class ProxyProcess:
    """HAProxy in the foreground with ``config`` (default `HAPROXY_CONFIG`) in front of
    ``backends`` (``host:port``, as ``FIVES_SERVER_1``...), listening on a free loopback port;
    ``start`` checks the configuration and waits until a request goes through."""

    def __init__(
        self, executable: str, backends: list[str], log: Path | None = None, config: Path | None = None
    ) -> None:
        self.port = free_port()
        self.env = {
            **os.environ,
            "FIVES_PROXY_BIND": f"127.0.0.1:{self.port}",
            **{f"FIVES_SERVER_{i + 1}": address for i, address in enumerate(backends)},
        }
        self.command = [executable, "-db", "-f", str(config or HAPROXY_CONFIG)]
        self.log = log
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 30) -> Self:
        check = subprocess.run([*self.command, "-c"], env=self.env, capture_output=True, text=True)
        if check.returncode != 0:
            raise RuntimeError(f"haproxy rejects its configuration: {check.stdout}{check.stderr}")
        self.proc = start_logged(self.command, self.log, self.env)
        if not wait_until_answering(self.proc, self.url, timeout, "haproxy", self.log):
            self.stop()
            raise RuntimeError("haproxy did not come up")
        return self

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=10)

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.stop()
