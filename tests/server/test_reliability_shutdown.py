"""Shutdown: a real `fives serve` stopped while a computer player thinks (issue 21, items 5, 6).

- SIGTERM to the process group (what systemd and `ServerProcess.stop` send), SIGTERM or SIGINT
  to the main process alone: every child process (the AI workers, multiprocessing's resource
  tracker) has ended within a few seconds, and no computer move was stored that the agent did
  not choose: the thinking is abandoned, and after the restart the computer thinks again and
  the move it stores is its agent's (the log shows no failed or replaced computer player);
- SIGKILL to the main process alone (no shutdown code runs): the workers see their parent gone
  and end themselves.

Bounded: one slow computer move per case (three-player Zahlenpoker's `max`, configured to think 3 s
a move in `long_thinker`), deadlines everywhere; all traffic goes to 127.0.0.1.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import time
from pathlib import Path
from typing import Any

import httpx
import pytest

from fives.server.config import database_url
from fives.server.store import Store

from .procs import Server
from .reliability import loopback_only, record_figures  # noqa: F401

pytestmark = pytest.mark.usefixtures("loopback_only")

#: seconds within which every child process must have ended
GRACE = 5.0


class LongThinkingServer(Server):
    """``fives serve`` whose three-player Zahlenpoker ``max`` thinks 3 CPU s a move
    (`tests.server.long_thinker`: the offered levels think 0.5 s at most since issue 34)."""

    def command(self) -> list[str]:
        args = super().command()
        script = Path(__file__).with_name("long_thinker.py")
        return [sys.executable, str(script), *args[args.index("serve") :]]


def _stat(pid: int) -> tuple[int, str, int] | None:
    """(parent pid, state, start time) of a process, None when there is none."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return int(fields[1]), fields[0], int(fields[19])


def descendants(root: int) -> set[tuple[int, int]]:
    """(pid, start time) of every process below ``root``."""
    children: dict[int, list[tuple[int, int]]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            found = _stat(int(entry))
            if found is not None:
                children.setdefault(found[0], []).append((int(entry), found[2]))
    below: set[tuple[int, int]] = set()
    todo = [root]
    while todo:
        for pid, start in children.get(todo.pop(), []):
            below.add((pid, start))
            todo.append(pid)
    return below


def alive(processes: set[tuple[int, int]]) -> set[tuple[int, int]]:
    """Those of ``processes`` that still run (a zombie has ended)."""
    left = set()
    for pid, start in processes:
        found = _stat(pid)
        if found is not None and found[2] == start and found[1] != "Z":
            left.add((pid, start))
    return left


def stored_moves(url: str, room: str) -> list[tuple[int, str]]:
    store = Store(database_url(url))
    try:
        loaded = store.load_room(room)
    finally:
        store.dispose()
    assert loaded is not None
    return [(m.player, m.action) for m in loaded[2]]


def start_thinking(server: Server) -> tuple[str, str, int]:
    """A room whose computer seat is thinking now: three-player Zahlenpoker's `max`, which thinks 3
    CPU s a move on a `LongThinkingServer` (the offered levels think 0.5 s at most since issue 34,
    too short to signal into)."""
    with httpx.Client(base_url=server.url, timeout=30) as http:
        created = http.post(
            "/api/rooms",
            json={
                "game": "zahlenpoker",
                "seats": [{"kind": "local"}, {"kind": "ai", "level": "max"}, {"kind": "local"}],
            },
        )
        assert created.status_code == 201, created.text
        room = created.json()["room"]["id"]
        token = created.json()["tokens"][0]["token"]
        me = http.get(f"/api/rooms/{room}/me", headers={"X-Seat-Token": token}).json()
        action = me["view"]["legal"][0]
        moved = http.post(
            f"/api/rooms/{room}/moves",
            json={"move_number": me["view"]["move_number"], "action": action},
            headers={"X-Seat-Token": token},
        )
        assert moved.status_code == 200, moved.text
        number: int = moved.json()["now"]
    return room, token, number


def wait_for_busy_worker(server: Server, deadline: float) -> set[tuple[int, int]]:
    """The server's child processes, once its worker has started (and a second more: it is
    starting up or searching; its search takes 3 CPU s)."""
    assert server.proc is not None
    while time.monotonic() < deadline:
        for pid, _start in descendants(server.proc.pid):
            try:
                fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
                cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
            except OSError:
                continue
            cpu = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
            if b"spawn_main" in cmdline and cpu > 0.3:
                time.sleep(1.0)
                return descendants(server.proc.pid)
        time.sleep(0.1)
    raise AssertionError("no worker started")


def wait_until_gone(processes: set[tuple[int, int]], grace: float) -> tuple[set[tuple[int, int]], float]:
    started = time.monotonic()
    while alive(processes) and time.monotonic() - started < grace:
        time.sleep(0.05)
    return alive(processes), time.monotonic() - started


def _end(processes: set[tuple[int, int]]) -> None:
    """Clean up after a failed check: SIGKILL to what is left of ``processes``."""
    for pid, _start in alive(processes):
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)


CASES = [
    ("SIGTERM to the group", signal.SIGTERM, True),
    ("SIGTERM to the server", signal.SIGTERM, False),
    ("SIGINT to the server", signal.SIGINT, False),
]


@pytest.mark.parametrize(("case", "sig", "group"), CASES, ids=["term-group", "term-main", "int-main"])
def test_a_stop_ends_every_child_and_stores_no_move_the_agent_did_not_choose(
    sqlite_url: str, tmp_path: Path, case: str, sig: int, group: bool
) -> None:
    _run_stop_case(sqlite_url, tmp_path, sig, group, case)


def test_sigterm_to_the_group_on_each_database_then_the_computer_thinks_again(
    db_url: str, tmp_path: Path
) -> None:
    _run_stop_case(db_url, tmp_path, signal.SIGTERM, True, "SIGTERM to the group", restart=True)


def _run_stop_case(url: str, tmp_path: Path, sig: int, group: bool, case: str, restart: bool = False) -> None:
    log = tmp_path / "serve.log"
    server = LongThinkingServer(url, log=log, ai_workers=1)
    server.start()
    children: set[tuple[int, int]] = set()
    try:
        assert server.proc is not None
        room, _token, number = start_thinking(server)
        children = wait_for_busy_worker(server, time.monotonic() + 60)
        assert len(stored_moves(url, room)) == number  # still thinking (3 s)
        signalled = time.monotonic()
        if group:
            os.killpg(server.proc.pid, sig)
        else:
            os.kill(server.proc.pid, sig)
        server.proc.wait(timeout=20)
        left, _took = wait_until_gone(children, GRACE)
        took = time.monotonic() - signalled
    finally:
        server.kill()
        _end(children)
    assert not left, f"{case}: children still running {GRACE} s after the stop: {sorted(left)}"
    moves = stored_moves(url, room)
    assert len(moves) == number, f"{case}: a computer move was stored during the stop: {moves[number:]}"
    text = log.read_text(errors="replace")
    assert "random move" not in text and "failed" not in text and "died" not in text, text[-3000:]
    figures: dict[str, Any] = {"children": len(children), "all_ended_s_after_the_signal": round(took, 2)}
    if restart:
        again = LongThinkingServer(url, log=log, ai_workers=1)
        again.start()
        try:
            deadline = time.monotonic() + 90
            while len(stored_moves(url, room)) == number:
                assert time.monotonic() < deadline, "the computer did not move after the restart"
                time.sleep(0.2)
        finally:
            again.stop()
        moves = stored_moves(url, room)
        assert moves[number][0] == 1
        text = log.read_text(errors="replace")
        assert "random move" not in text and "failed" not in text and "died" not in text, text[-3000:]
        figures["moved_after_restart"] = moves[number][1]
    record_figures(f"shutdown {case} ({url.split(':', 1)[0]})", **figures)


def test_sigkill_to_the_server_alone_ends_its_workers(sqlite_url: str, tmp_path: Path) -> None:
    server = LongThinkingServer(sqlite_url, log=tmp_path / "serve.log", ai_workers=1)
    server.start()
    children: set[tuple[int, int]] = set()
    try:
        assert server.proc is not None
        start_thinking(server)
        children = wait_for_busy_worker(server, time.monotonic() + 60)
        signalled = time.monotonic()
        os.kill(server.proc.pid, signal.SIGKILL)  # no shutdown code runs
        server.proc.wait(timeout=10)
        left, _took = wait_until_gone(children, GRACE)
        took = time.monotonic() - signalled
    finally:
        server.kill()
        _end(children)
    assert not left, f"children still running {GRACE} s after SIGKILL: {sorted(left)}"
    record_figures(
        "shutdown SIGKILL to the server", children=len(children), all_ended_s_after_the_signal=round(took, 2)
    )
