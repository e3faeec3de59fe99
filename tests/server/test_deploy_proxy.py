"""The production layout of docs/deploy.md, on loopback: PostgreSQL, three `fives serve`
processes and HAProxy with the repository's own `deploy/haproxy.cfg` in front of them.

GAMES games of Cambio, two websocket clients each (every client talks only to the proxy), play
random moves as fast as they can; some games have a computer seat, some a per-move clock. Then:

1. the process that serves the most of those rooms is killed with SIGKILL mid-run: every client
   reconnects through the proxy, the dead process's rooms move to the others, its computer seats
   go on playing there, and its clocks run there (a client of a clocked room stops moving at the
   kill: the computer takes over its seat when its time runs out, on another process);
2. a rolling restart: each process in turn gets SIGTERM, ends, and starts again, while play goes on.

Every game finishes; no acknowledged move is lost, none is applied twice, every record replays
under the rules; no server leaves a child process behind.  Some seats play over HTTP instead (they
read their view and post their moves through the proxy, as a script would): no HTTP request
fails during the rolling restart (a process drains before it stops, `test_drain.py`), and the
SIGKILL fails at most the requests that were under way on the killed process (HAProxy sends
reads and moves again, deploy/haproxy.cfg).  Bounded: a deadline per phase; all traffic goes to
127.0.0.1.
"""

from __future__ import annotations

import os
import random
import re
import shutil
import subprocess
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest

from fives.server.launch import ProxyProcess, find_haproxy

from .clients import (
    Player,
    check_acknowledged,
    check_no_submission_applied_twice,
    check_replays_under_the_rules,
    stored_moves,
    wait_for_progress,
)
from .conftest import postgres_schema
from .procs import Server
from .reliability import ARTIFACTS, loopback_only, record_figures  # noqa: F401

pytestmark = [pytest.mark.usefixtures("loopback_only"), pytest.mark.slow]

PROCESSES = 3
GAMES = int(os.environ.get("FIVES_DEPLOY_GAMES", "100"))
#: games with a computer seat (Cambio for three: two people and the computer)
COMPUTER_GAMES = 12
#: games with a per-move clock (one client of each stops moving at the kill)
CLOCK_GAMES = 12
CLOCK_SECONDS = 20.0
#: games whose first seat plays over HTTP (plain games: no clock, no computer)
HTTP_GAMES = 12
#: an HTTP seat reads its view this often (seconds)
POLL = 0.4
#: SIGTERM's drain of the processes (as `fives serve`'s default)
DRAIN = 3.0
#: a client thinks up to this long before a move, so that games last through the restarts
THINK = 3.0
LOCAL = {"kind": "local"}
TIMEOUT = re.compile(r"room (?P<room>[\w-]+): seat (?P<seat>\d+) ran out of time at move (?P<move>\d+)")


def haproxy() -> str:
    found = find_haproxy()
    if found is None:
        if os.environ.get("CI"):
            pytest.fail("CI must run the deployment test: haproxy is missing (.ci/run installs it)")
        pytest.skip("the deployment test needs haproxy (apt-get install haproxy)")
    return found


class ClockPlayer(Player):
    """A client of a clocked room that stops moving once ``stall`` is set: its clock runs out
    and the computer takes over its seat."""

    stall: threading.Event | None = None
    stalled_from: int | None = None

    def wants_to_move(self, move_number: int) -> bool:
        if self.stall is not None and self.stall.is_set():
            if self.stalled_from is None:
                self.stalled_from = move_number
            return False
        return True


@dataclass
class Request:
    """One HTTP request of an `HttpPlayer` (monotonic times; ``end`` None: no answer yet)."""

    room: str
    start: float
    end: float | None = None
    #: the status, or the transport error's name
    outcome: str = ""

    @property
    def failed(self) -> bool:
        """No answer (a transport error), or a 5xx; a request under way has not failed (yet)."""
        return bool(self.outcome) and (not self.outcome[:1].isdigit() or self.outcome.startswith("5"))


@dataclass
class HttpPlayer(Player):
    """A seat that plays over HTTP through the proxy: it reads its view (``GET .../me``) every
    `POLL` seconds and posts its move (``POST .../moves`` with the view's move number).  A request
    that fails (no answer, or a 5xx) is counted; a move whose answer was lost is posted again
    with the same number, as the websocket players resend theirs."""

    requests: list[Request] = field(default_factory=list)

    def run(self) -> None:
        headers = {"X-Seat-Token": self.token}
        with httpx.Client(base_url=f"http://{self.host}:{self.port}", headers=headers, timeout=30) as http:
            while not self.stop.is_set() and not self.finished:
                if self.pending is None:
                    self._look(http)
                if self.pending is not None and not self.finished and self._post(http, *self.pending):
                    continue  # answered: look again at once (the seat may move again)
                time.sleep(POLL)

    def _call(self, http: httpx.Client, method: str, path: str, **kwargs: Any) -> httpx.Response | None:
        request = Request(self.room, time.monotonic())
        self.requests.append(request)
        try:
            answer = http.request(method, f"/api/rooms/{self.room}{path}", **kwargs)
        except httpx.HTTPError as exc:
            request.end, request.outcome = time.monotonic(), type(exc).__name__
            return None
        request.end, request.outcome = time.monotonic(), str(answer.status_code)
        if answer.headers.get("X-Fives-Server"):
            self.served_by[:] = [answer.headers["X-Fives-Server"]]
        return None if request.failed else answer

    def _look(self, http: httpx.Client) -> None:
        answer = self._call(http, "GET", "/me")
        if answer is None:
            return
        if answer.status_code != 200:  # reported by the test (a thread's assertion would be lost)
            self.errors.append(f"GET /me: {answer.status_code} {answer.text[:200]}")
            self.stop.wait(POLL)
            return
        view = answer.json()["view"]
        if view["terminal"]:
            self.finished = True
        elif view["legal"] and isinstance(view["to_move"], list) and self.seat in view["to_move"]:
            if self.think:
                time.sleep(self.rng.uniform(0, self.think))
            action = self.rng.choice(view["legal"])
            self.sent.append((view["move_number"], action))
            self.pending = (view["move_number"], action)

    def _post(self, http: httpx.Client, number: int, action: str) -> bool:
        """Post the move; False: no answer (it is posted again after a pause)."""
        answer = self._call(http, "POST", "/moves", json={"move_number": number, "action": action})
        if answer is None:
            return False
        if answer.status_code == 200:
            ack = answer.json()
            if ack["duplicate"]:
                self.duplicates += 1
            else:
                self.acked.append((ack["move_number"], ack["action"]))
        else:
            code = answer.json().get("error", {}).get("code", "?")
            if code in ("bad_token", "too_many_attempts", "no_room"):
                self.errors.append(code)
            self.refusals.append((number, code, answer.text[:200]))
        self.pending = None
        return True


def http_failures(players: list[Player], start: float, end: float) -> list[Request]:
    """The failed HTTP requests under way at some time between ``start`` and ``end``."""
    return [
        r
        for p in players
        if isinstance(p, HttpPlayer)
        for r in list(p.requests)
        if r.failed and r.start <= end and (r.end is None or r.end >= start)
    ]


def under_way(players: list[Player], start: float, end: float, rooms: set[str]) -> int:
    """HTTP requests about ``rooms`` that were sent and not yet answered at some time between
    ``start`` and ``end`` (a kill is not one instant: a request sent while the signal is on its way
    still reaches the process it ends)."""
    return sum(
        1
        for p in players
        if isinstance(p, HttpPlayer) and p.room in rooms
        for r in list(p.requests)
        if r.start <= end and (r.end is None or r.end > start)
    )


def group_gone(server: Server, seconds: float = 10.0) -> bool:
    """No process of ``server``'s process group is left (its AI workers included) within
    ``seconds`` of the server's own end (a worker ends when it sees its parent gone)."""
    assert server.proc is not None
    deadline = time.monotonic() + seconds
    while True:
        try:
            os.killpg(server.proc.pid, 0)
        except ProcessLookupError:
            return True
        if time.monotonic() > deadline:
            left = subprocess.run(
                ["ps", "-o", "pid,stat,args", "-g", str(server.proc.pid)], capture_output=True, text=True
            )
            print(left.stdout)
            return False
        time.sleep(0.1)


def timeouts(logs: Path) -> dict[tuple[str, int], int]:
    """(room, seat) -> the move number at which the seat first ran out of time (the servers'
    logs say it: `fives.server.session.Session._clock`)."""
    found: dict[tuple[str, int], int] = {}
    for log in sorted(logs.glob("serve*.log")):
        for match in TIMEOUT.finditer(log.read_text(errors="replace")):
            key = (match["room"], int(match["seat"]))
            found[key] = min(found.get(key, int(match["move"])), int(match["move"]))
    return found


def total(players: list[Player]) -> int:
    return sum(len(p.acked) for p in players)


def create_games(
    proxy: int, rng: random.Random, stop: threading.Event, stall: threading.Event
) -> tuple[list[Player], dict[str, str]]:
    """The games and their clients (all through the proxy), and each room's kind: ``computer``,
    ``clock`` or ``plain``."""
    players: list[Player] = []
    kinds: dict[str, str] = {}
    with httpx.Client(base_url=f"http://127.0.0.1:{proxy}", timeout=60) as http:
        for i in range(GAMES):
            body: dict[str, Any] = {"game": "cambio", "seats": [LOCAL, LOCAL]}
            kind = (
                "computer" if i < COMPUTER_GAMES else "clock" if i < COMPUTER_GAMES + CLOCK_GAMES else "plain"
            )
            if kind == "computer":
                seats = [LOCAL, LOCAL, {"kind": "ai", "level": "easy"}]
                body = {"game": "cambio", "options": {"players": 3}, "seats": seats}
            elif kind == "clock":
                body["clock_seconds"] = CLOCK_SECONDS
            answer = http.post("/api/rooms", json=body)
            assert answer.status_code == 201, answer.text
            data = answer.json()
            kinds[data["room"]["id"]] = kind
            for item in data["tokens"]:
                clocked = kind == "clock" and item["seat"] == 1
                over_http = (
                    kind == "plain" and i < COMPUTER_GAMES + CLOCK_GAMES + HTTP_GAMES and item["seat"] == 0
                )
                player = (ClockPlayer if clocked else HttpPlayer if over_http else Player)(
                    proxy, data["room"]["id"], item["seat"], item["token"], stop, random.Random(rng.random())
                )
                player.think = THINK
                if isinstance(player, ClockPlayer):
                    player.stall = stall
                players.append(player)
    return players, kinds


def serving(players: list[Player]) -> dict[str, str]:
    """The process each room's clients were connected to last (room id -> server name)."""
    found: dict[str, str] = {}
    for p in players:
        if p.served_by and p.served_by[-1]:
            found[p.room] = p.served_by[-1]
    return found


def test_three_processes_behind_haproxy_survive_a_sigkill_and_a_rolling_restart(tmp_path: Path) -> None:
    executable = haproxy()
    rng = random.Random("deploy")
    stop, stall = threading.Event(), threading.Event()
    figures: dict[str, Any] = {"games": GAMES, "processes": PROCESSES}
    logs = ARTIFACTS / "deploy"  # kept after the run (CI uploads test-artifacts/)
    shutil.rmtree(logs, ignore_errors=True)
    logs.mkdir(parents=True)
    with postgres_schema() as url:
        servers = [
            Server(url, log=logs / f"serve{i + 1}.log", ai_workers=1, drain_seconds=DRAIN)
            for i in range(PROCESSES)
        ]
        proxy = ProxyProcess(executable, [f"127.0.0.1:{s.port}" for s in servers], logs / "haproxy.log")
        threads: list[threading.Thread] = []
        try:
            servers[0].start()  # the first one migrates the new schema; the others find it done
            for server in servers[1:]:
                server.start()
            proxy.start()
            started = time.monotonic()
            players, kinds = create_games(proxy.port, rng, stop, stall)
            rooms = sorted(kinds)
            for p in players:
                threads.append(threading.Thread(target=p.run, daemon=True))
                threads[-1].start()
            wait_for_progress(players, 0, len(rooms) * 3, 120)

            # 1. SIGKILL the process that serves the most computer and clocked rooms
            where = serving(players)
            names = [f"fives{i + 1}" for i in range(PROCESSES)]
            load = {n: Counter(kinds[r] for r, s in where.items() if s == n) for n in names}
            assert set(where.values()) == set(names), f"the proxy did not spread the rooms: {load}"
            victim_name = max(
                names, key=lambda n: (min(load[n]["computer"], load[n]["clock"]), sum(load[n].values()))
            )
            assert load[victim_name]["computer"] and load[victim_name]["clock"], load
            victim = servers[names.index(victim_name)]
            victim_rooms = {r for r, s in where.items() if s == victim_name}
            stall.set()
            acked_at_kill = total(players)
            killed_at = time.monotonic()
            victim.kill()
            dead_at = time.monotonic()  # `kill` returns once the server process is gone
            assert group_gone(victim), "the killed server's AI workers outlived it"
            acked = {i: list(p.acked) for i, p in enumerate(players)}  # before reading: the others go on
            stored = stored_moves(url, rooms)
            check_acknowledged(players, stored, acked)
            at_kill = {room: len(moves) for room, moves in stored.items()}
            deadline = time.monotonic() + 60  # the proxy sees it gone within 2 s; clients retry

            def stranded() -> list[str]:
                moved = serving(players)
                return [
                    r
                    for r in victim_rooms
                    if moved.get(r) == victim_name and not all(p.finished for p in players if p.room == r)
                ]

            while stranded() and time.monotonic() < deadline:
                time.sleep(0.2)
            assert not stranded(), f"rooms of the killed process did not move: {stranded()}"
            figures["seconds_until_every_room_moved"] = round(60 - (deadline - time.monotonic()), 1)
            wait_for_progress(players, total(players), len(rooms), 60)
            print("kill done", time.monotonic() - started, sum(not p.finished for p in players))
            victim.start()
            kill_over = time.monotonic()
            # the HTTP requests the kill failed: at most those under way on the killed process
            # (a read or a move under way there is sent again by the proxy: usually none fails)
            killed_requests = under_way(players, killed_at, dead_at, victim_rooms)
            failed_by_kill = http_failures(players, killed_at, kill_over)
            assert len(failed_by_kill) <= killed_requests, (failed_by_kill, killed_requests)

            # 2. rolling restart: SIGTERM, wait for the end, start again; one process at a time
            restarts = []
            rolling_from = time.monotonic()
            for server in servers:
                before = total(players)
                t0 = time.monotonic()
                server.stop()
                t1 = time.monotonic()
                assert group_gone(server), "a server stopped with SIGTERM left a child process"
                t2 = time.monotonic()
                server.start()
                print("stop", t1 - t0, "gone", t2 - t1, "start", time.monotonic() - t2)
                restarts.append(total(players) - before)
                print("restart", time.monotonic() - started, restarts, sum(not p.finished for p in players))
                assert restarts[-1] > 0, "no move was made while a process restarted"

            rolling_until = time.monotonic()
            failed_by_restarts = http_failures(players, rolling_from, rolling_until)
            assert not failed_by_restarts, (
                f"HTTP requests failed during the rolling restart: {failed_by_restarts}"
            )

            deadline = time.monotonic() + 300
            while time.monotonic() < deadline and not all(p.finished for p in players):
                time.sleep(0.2)
            unfinished = sorted({p.room for p in players if not p.finished})
            if unfinished:
                stuck = stored_moves(url, unfinished[:3])
                detail = [
                    (
                        r,
                        kinds[r],
                        len(stuck[r]),
                        stuck[r][-3:],
                        [
                            (
                                p.seat,
                                p.sent[-2:],
                                p.acked[-2:],
                                p.refusals[-3:],
                                p.served_by,
                                getattr(p, "stalled_from", None),
                                p.silent,
                                threads[i].is_alive(),
                            )
                            for i, p in enumerate(players)
                            if p.room == r
                        ],
                    )
                    for r in unfinished[:3]
                ]
                for r in unfinished[:3]:
                    print(httpx.get(f"http://127.0.0.1:{proxy.port}/api/rooms/{r}", timeout=10).text)
            assert not unfinished, f"{len(unfinished)} games did not finish: {detail}"
            figures["seconds"] = round(time.monotonic() - started, 1)
            # connections the clients gave up as silent (the page's heartbeat rule), not closed
            figures["silent_connections_dropped"] = sum(p.silent for p in players)
            stop.set()
            for t in threads:
                t.join(timeout=20)

            stored = stored_moves(url, rooms)
            figures["acknowledged_moves"] = check_acknowledged(players, stored)
            timed_out = timeouts(logs)
            figures["seats_that_ran_out_of_time"] = len(timed_out)
            # every failed request was under way during the kill (and they were few enough)
            failed = http_failures(players, 0, time.monotonic())
            failed_by_kill = http_failures(players, killed_at, kill_over)
            assert len(failed) == len(failed_by_kill) <= killed_requests, (failed, killed_requests)
            requests = [r for p in players if isinstance(p, HttpPlayer) for r in p.requests]
            for p in players:
                assert not p.errors, (p.room, p.errors)
                # the moves the computer made for a seat after its clock ran out match no submission:
                # the stalled client's, and (on a loaded machine) a moving client's whose turn
                # outlasted its clock across a restart
                until = min(
                    [
                        n
                        for n in (getattr(p, "stalled_from", None), timed_out.get((p.room, p.seat)))
                        if n is not None
                    ],
                    default=None,
                )
                mine = stored[p.room] if until is None else [m for m in stored[p.room] if m[0] < until]
                check_no_submission_applied_twice(p, mine)
            for room in rooms:
                check_replays_under_the_rules(url, room, stored[room])

            # the killed process's computer seats and clocks were taken over by the others
            computer_there = [r for r in victim_rooms if kinds[r] == "computer"]
            played_after = [r for r in computer_there if any(m[1] == 2 for m in stored[r][at_kill[r] :])]
            assert played_after, "no computer seat of the killed process played on elsewhere"
            clock_there = [
                p
                for p in players
                if isinstance(p, ClockPlayer) and p.room in victim_rooms and p.stalled_from is not None
            ]
            taken = [
                p for p in clock_there if any(m[1] == 1 for m in stored[p.room] if m[0] >= p.stalled_from)
            ]
            assert taken and len(taken) == len(clock_there), (
                "a clock of the killed process did not run out elsewhere"
            )
            figures.update(
                clients=len(players),
                acknowledged_at_kill=acked_at_kill,
                rooms_of_killed_process=len(victim_rooms),
                its_computer_rooms_played_on=len(played_after),
                its_clocks_ran_out_elsewhere=len(taken),
                moves_during_each_restart=restarts,
                reconnects=sum(p.reconnects for p in players),
                resent_answered_duplicate=sum(p.duplicates for p in players),
                http_requests=len(requests),
                http_requests_during_restarts=sum(
                    1 for r in requests if r.start <= rolling_until and (r.end or 0) >= rolling_from
                ),
                http_failed_during_restarts=len(failed_by_restarts),
                http_under_way_on_killed_process=killed_requests,
                http_failed_by_kill=len(failed_by_kill),
                http_moves_answered_duplicate=sum(p.duplicates for p in players if isinstance(p, HttpPlayer)),
            )
        finally:
            stop.set()
            proxy.stop()
            for server in servers:
                server.stop()
        assert all(group_gone(s) for s in servers)
    record_figures("deploy_proxy", **figures)
