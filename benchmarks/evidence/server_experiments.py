"""Experiments behind the server figures of docs/benchmarks-notes.md (not part of `make bench`).

.venv/bin/python -m benchmarks.evidence.server_experiments fsync
    raw SQLite commits/s on this disk (WAL; synchronous FULL as the server uses, and NORMAL)
.venv/bin/python -m benchmarks.evidence.server_experiments load GAMES MOVES [--rate R] [--normal]
        [--profile FILE]
    the load test of benchmarks/suite/server_load.py against a server that runs in-process from this
    script: with --rate R the games are paced to R moves/s in all (default: as fast as they
    can); with --normal the server's SQLite connection uses synchronous=NORMAL instead of FULL
    (an experiment only: the server's own setting is unchanged); with --profile the server runs
    under cProfile and writes its statistics to FILE.  It prints the server's group commits
    (moves per commit) from its log.
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks.suite import server_load

SERVE = """
import atexit, signal, sys
from typing import Any
if {profile!r}:
    import cProfile
    profiler = cProfile.Profile()
    profiler.enable()
    atexit.register(lambda: (profiler.disable(), profiler.dump_stats({profile!r})))
# uvicorn re-raises SIGTERM after its shutdown with the handler it found: exit normally then
signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
import fives.server.commit as commit
made = []
original = commit.GroupCommit.__init__
def counted(self: Any, *args: Any) -> None:
    original(self, *args)
    made.append(self)
commit.GroupCommit.__init__ = counted
def report() -> None:
    with open({stats!r}, "w") as out:
        out.write(" ".join(f"{{g.steps}} {{g.batches}}" for g in made))
atexit.register(report)
import fives.server.store as store
if {normal!r}:
    def pragmas(dbapi_connection: Any, _record: Any) -> None:
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA synchronous=NORMAL")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.close()
    store._sqlite_pragmas = pragmas
from fives.cli.main import main
sys.exit(main(sys.argv[1:]))
"""


def fsync_rate() -> None:
    for sync in ("FULL", "NORMAL"):
        with tempfile.TemporaryDirectory(prefix="fives-fsync-") as tmp:
            db = sqlite3.connect(Path(tmp) / "x.sqlite3", isolation_level=None)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute(f"PRAGMA synchronous={sync}")
            db.execute("CREATE TABLE m (a INTEGER PRIMARY KEY, b TEXT)")
            count = 0
            begin = time.perf_counter()
            while time.perf_counter() - begin < 1.0:
                db.execute("BEGIN")
                db.execute("INSERT INTO m (b) VALUES ('x')")
                db.execute("COMMIT")
                count += 1
            elapsed = time.perf_counter() - begin
            db.close()
            print(
                f"synchronous={sync}: {count / elapsed:,.0f} commits/s ({1000 * elapsed / count:.2f} ms each)"
            )


class ExperimentServer(server_load.Server):
    normal = False
    profile: str | None = None
    stats = str(Path(tempfile.mkdtemp(prefix="fives-exp-")) / "commits.txt")

    def command(self) -> list[str]:
        code = SERVE.format(normal=self.normal, profile=self.profile, stats=self.stats)
        script = Path(tempfile.mkdtemp(prefix="fives-exp-")) / "serve.py"
        script.write_text(code, encoding="utf-8")
        args = ["serve", "--port", str(self.port), "--database", self.database]
        return [sys.executable, str(script), *args, "--ai-workers", "1", "--log-level", "warning"]


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("what", choices=("fsync", "load"))
    parser.add_argument("games", type=int, nargs="?", default=200)
    parser.add_argument("moves", type=int, nargs="?", default=60)
    parser.add_argument("--rate", type=float, default=0.0, help="paced: moves/s in all (0 = at once)")
    parser.add_argument("--normal", action="store_true")
    parser.add_argument("--profile")
    args = parser.parse_args()
    if args.what == "fsync":
        fsync_rate()
        return 0
    ExperimentServer.normal = args.normal
    ExperimentServer.profile = args.profile
    server_load.Server = ExperimentServer  # type: ignore[misc]
    result: Any = server_load.run_load(None, games=args.games, moves=args.moves, limit=120, rate=args.rate)
    print(f"load average {os.getloadavg()}")
    print(result)
    counts = Path(ExperimentServer.stats)
    if counts.exists() and counts.read_text().split():
        steps, batches = map(int, counts.read_text().split()[:2])
        print(f"group commit: {steps} steps (a move with its chance events) in {batches} commits")
    return 0


if __name__ == "__main__":
    sys.exit(main())
