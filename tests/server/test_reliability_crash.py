"""Crashes: a real `fives serve` killed with SIGKILL at random moments during a burst of moves
from several games (one websocket client per seat, playing as fast as it can), then restarted,
several times, on SQLite and on PostgreSQL.

After every kill the database holds every acknowledged move at its number; at the end no
submission was applied twice (each seat's stored moves match distinct submissions of its client,
even though a client resends its unanswered move after reconnecting); the stored record replays
under the rules with every move checked; and the clients reconnected and the games went on.

One game has a computer seat: its worker processes die with the server, and it resumes.

Bounded: KILLS kills, a deadline per phase; all traffic goes to 127.0.0.1.
"""

from __future__ import annotations

import json
import random
import threading
import time
from dataclasses import dataclass, field
from typing import Any

import httpx
import pytest
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect as ws_connect

from fives.core import CHANCE, normalize_notation
from fives.games import load
from fives.server.config import database_url
from fives.server.store import Store

from .procs import Server
from .reliability import db_kind, loopback_only, record_figures  # noqa: F401

pytestmark = pytest.mark.usefixtures("loopback_only")

KILLS = 4
LOCAL = {"kind": "local"}
ROOMS: list[tuple[str, list[dict[str, str]]]] = [
    ("make5", [LOCAL, LOCAL]),
    ("all_fives", [LOCAL, LOCAL]),
    ("zahlenpoker", [LOCAL, LOCAL, LOCAL]),
    ("cambio", [LOCAL, LOCAL]),
    # the computer's moves are stored like anyone's; it resumes after every restart
    ("all_fives", [LOCAL, {"kind": "ai", "level": "random"}]),
]


@dataclass
class Player:
    """One seat's client: reconnects after every crash and resends its unanswered move."""

    port: int
    room: str
    seat: int
    token: str
    stop: threading.Event
    rng: random.Random
    #: (submitted move number, action) of every move sent, in order
    sent: list[tuple[int, str]] = field(default_factory=list)
    #: (move number, action) of every acknowledged move that was applied (not a duplicate)
    acked: list[tuple[int, str]] = field(default_factory=list)
    duplicates: int = 0
    reconnects: int = 0
    pending: tuple[int, str] | None = None
    finished: bool = False
    errors: list[str] = field(default_factory=list)

    def run(self) -> None:
        url = f"ws://127.0.0.1:{self.port}/ws/rooms/{self.room}"
        while not self.stop.is_set() and not self.finished:
            try:
                with ws_connect(url, open_timeout=3, close_timeout=1) as ws:
                    self._session(ws)
            except (OSError, ConnectionClosed, TimeoutError):
                pass
            if not self.finished:
                self.reconnects += 1
                time.sleep(0.1)

    def _send(self, ws: Any, number: int, action: str) -> None:
        self.pending = (number, action)
        ws.send(json.dumps({"type": "move", "move_number": number, "action": action}))

    def _session(self, ws: Any) -> None:
        ws.send(json.dumps({"type": "hello", "tokens": [self.token]}))
        if self.pending is not None:  # the answer was lost in the crash: ask again, same number
            self._send(ws, *self.pending)
        while not self.stop.is_set():
            try:
                message = json.loads(ws.recv(timeout=2))
            except TimeoutError:
                continue
            kind = message["type"]
            if kind == "ack":
                if message["duplicate"]:
                    self.duplicates += 1
                else:
                    self.acked.append((message["move_number"], message["action"]))
                self.pending = None
            elif kind == "error":
                if message["code"] in ("bad_token", "too_many_attempts", "no_room"):
                    self.errors.append(message["code"])
                    return
                self.pending = None  # refused (e.g. stale after a crash): the next state says what now
            elif kind == "state":
                view = message["views"][0]["view"]
                if view["terminal"]:
                    self.finished = True
                    return
                if self.seat in message["acting_seats"] and self.pending is None and view["legal"]:
                    action = self.rng.choice(view["legal"])
                    self.sent.append((message["move_number"], action))
                    self._send(ws, message["move_number"], action)


def stored_moves(url: str, rooms: list[str]) -> dict[str, list[tuple[int, int, str]]]:
    store = Store(database_url(url))
    try:
        result = {}
        for room in rooms:
            loaded = store.load_room(room)
            assert loaded is not None
            result[room] = [(m.number, m.player, m.action) for m in loaded[2]]
        return result
    finally:
        store.dispose()


def check_acknowledged(players: list[Player], stored: dict[str, list[tuple[int, int, str]]]) -> int:
    count = 0
    for p in players:
        moves = {number: (player, action) for number, player, action in stored[p.room]}
        assert sorted(moves) == list(range(len(moves))), "a gap in the stored moves"
        for number, action in p.acked:
            assert moves.get(number) == (p.seat, action), f"acknowledged move {number} of {p.room} lost"
            count += 1
    return count


def check_no_submission_applied_twice(p: Player, stored: list[tuple[int, int, str]]) -> None:
    """Each stored move of the seat matches a distinct submission made after its previous move."""
    mine = [(number, action) for number, player, action in stored if player == p.seat]
    previous = -1
    used: set[int] = set()
    for number, action in mine:
        match = [
            i
            for i, (sent_at, text) in enumerate(p.sent)
            if i not in used
            and previous < sent_at <= number
            and normalize_notation(text) == normalize_notation(action)
        ]
        assert match, f"{p.room} seat {p.seat}: move {number} ({action}) matches no fresh submission"
        used.add(match[0])
        previous = number


def check_replays_under_the_rules(url: str, room: str, stored: list[tuple[int, int, str]]) -> None:
    store = Store(database_url(url))
    try:
        loaded = store.load_room(room)
        assert loaded is not None
        row = loaded[0]
    finally:
        store.dispose()
    state = load(row.game).new_state(row.options, row.seed)
    for _number, player, action in stored:
        if player == CHANCE:
            state.push(state.parse_action(action, CHANCE), CHANCE)
        else:
            state.apply_string(action, player)  # checked: a move applied twice would be refused here


def wait_for_progress(players: list[Player], before: int, at_least: int, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if sum(len(p.acked) for p in players) >= before + at_least or all(p.finished for p in players):
            return
        time.sleep(0.05)


def crash_run(url: str, tmp_path: Any) -> dict[str, Any]:
    rng = random.Random(f"crash:{db_kind(url)}")
    log = tmp_path / "serve.log"
    server = Server(url, log=log).start()
    stop = threading.Event()
    players: list[Player] = []
    threads: list[threading.Thread] = []
    kills: list[dict[str, Any]] = []
    try:
        with httpx.Client(base_url=server.url, timeout=30) as http:
            for game, seats in ROOMS:
                body = {"game": game, "seats": seats}
                data = http.post("/api/rooms", json=body).json()
                for item in data["tokens"]:
                    players.append(
                        Player(
                            server.port,
                            data["room"]["id"],
                            item["seat"],
                            item["token"],
                            stop,
                            random.Random(rng.random()),
                        )
                    )
        rooms = sorted({p.room for p in players})
        for p in players:
            threads.append(threading.Thread(target=p.run, daemon=True))
            threads[-1].start()
        for _ in range(KILLS):
            before = sum(len(p.acked) for p in players)
            wait_for_progress(players, before, 5, 30)
            time.sleep(rng.uniform(0.1, 1.2))  # a random moment of the burst
            server.kill()
            acked_at_kill = sum(len(p.acked) for p in players)
            stored = stored_moves(url, rooms)
            verified = check_acknowledged(players, stored)
            kills.append({"acked_so_far": acked_at_kill, "verified": verified, "stored": stored})
            server.start()
        before = sum(len(p.acked) for p in players)
        wait_for_progress(players, before, 10, 30)
        assert sum(len(p.acked) for p in players) > before, "the clients did not continue after the restart"
        stop.set()
        for t in threads:
            t.join(timeout=20)
        server.stop()
        stored = stored_moves(url, rooms)
        total = check_acknowledged(players, stored)
        for p in players:
            check_no_submission_applied_twice(p, stored[p.room])
            assert not p.errors, p.errors
        for room in rooms:
            check_replays_under_the_rules(url, room, stored[room])
        ai_room = next(p.room for p in players if len([q for q in players if q.room == p.room]) == 1)
        before_last = len(kills[-1]["stored"][ai_room])
        ai_after = [m for m in stored[ai_room][before_last:] if m[1] == 1]
        ai_done = all(p.finished for p in players if p.room == ai_room)
        assert ai_after or (ai_done and before_last == len(stored[ai_room])), "the computer did not resume"
        assert not any(p.token in log.read_text() for p in players)
        assert all(p.reconnects >= 1 for p in players if not p.finished)
        return {
            "kills": len(kills),
            "games": len(rooms),
            "clients": len(players),
            "acknowledged_moves": total,
            "stored_actions": sum(len(moves) for moves in stored.values()),
            "resent_after_crash_answered_duplicate": sum(p.duplicates for p in players),
            "reconnect_attempts": sum(p.reconnects for p in players),
            "acknowledged_at_each_kill": [k["acked_so_far"] for k in kills],
            "computer_moves_after_last_restart": len(ai_after),
        }
    finally:
        stop.set()
        server.kill()


@pytest.mark.slow
def test_sigkill_at_random_moments_loses_no_acknowledged_move_and_applies_none_twice(
    db_url: str, tmp_path: Any
) -> None:
    figures = crash_run(db_url, tmp_path)
    assert figures["kills"] == KILLS and figures["acknowledged_moves"] >= 20, figures
    record_figures(f"crash_{db_kind(db_url)}", **figures)
