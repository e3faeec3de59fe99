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

import random
import threading
import time
from typing import Any

import httpx
import pytest

from .clients import (
    Player,
    check_acknowledged,
    check_no_submission_applied_twice,
    check_replays_under_the_rules,
    stored_moves,
    wait_for_progress,
)
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
