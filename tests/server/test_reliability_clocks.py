"""Clocks survive a crash: a real `fives serve` is killed with SIGKILL while a seat is thinking
against a per-move clock (one room) and against its game's time bank (another), left down for a
while and started again on the same database, on SQLite and on PostgreSQL.

The thinking time of a running turn is stored with every move and every
`clock_checkpoint_seconds` (5 s); a rebuilt room goes on from it.  So after the restart:

- the seat on turn has no more time than it had at the last checkpoint before the kill (the
  time it thought before the crash stays charged: the clock does not start afresh);
- the time the server was down is not charged to it (its remaining time is at least what the
  test's own watch leaves when the downtime is not counted);
- the per-move clock still runs out, and not before its remaining time: the computer takes the
  seat over and moves;
- a move made after the restart charges the bank with the time before the crash and after the
  restart, not the downtime.

Bounds are logical (what each side's watch allows), never a speed; loops are bounded in time.
"""

from __future__ import annotations

import json
import time
from typing import Any

import httpx
import pytest
from websockets.sync.client import connect as ws_connect

from fives.server.config import database_url
from fives.server.store import Store

from .procs import Server
from .reliability import db_kind, loopback_only, record_figures  # noqa: F401

pytestmark = pytest.mark.usefixtures("loopback_only")

PER_MOVE = 20.0
BANK = 120.0
DOWN = 3.0
#: float rounding and the clock's own 50 ms slack when it fires
EPSILON = 0.1


def _room(http: httpx.Client, **clock: float) -> tuple[str, dict[int, str]]:
    body = {"game": "make5", "seats": [{"kind": "local"}, {"kind": "local"}], **clock}
    data = http.post("/api/rooms", json=body).json()
    return data["room"]["id"], {t["seat"]: t["token"] for t in data["tokens"]}


def _first_move(http: httpx.Client, room: str, tokens: dict[int, str]) -> tuple[int, float, int]:
    """The seat on turn moves; returns the seat on turn now, when (before sending, by the test's
    watch) its turn began at the latest, and the move number."""
    view = http.get(f"/api/rooms/{room}/view").json()["view"]
    mover = view["to_move"][0]
    mine = http.get(f"/api/rooms/{room}/me", headers={"X-Seat-Token": tokens[mover]}).json()["view"]
    started = time.monotonic()
    answer = http.post(
        f"/api/rooms/{room}/moves",
        json={"move_number": mine["move_number"], "action": mine["legal"][0]},
        headers={"X-Seat-Token": tokens[mover]},
    )
    assert answer.status_code == 200, answer.text
    view = http.get(f"/api/rooms/{room}/view").json()["view"]
    (thinker,) = view["to_move"]
    return thinker, started, view["move_number"]


def _stored_turn(store: Store, room: str, seat: int) -> tuple[float, float]:
    loaded = store.load_room(room)
    assert loaded is not None
    row = loaded[1][seat]
    return row.turn_used, row.clock_used


def _state(ws: Any) -> dict[str, Any]:
    while True:
        message = json.loads(ws.recv(timeout=60))
        if message["type"] == "state":
            return message


def test_clocks_go_on_after_a_sigkill_without_charging_the_downtime(db_url: str, tmp_path: Any) -> None:
    store = Store(database_url(db_url))
    server = Server(db_url, log=tmp_path / "serve.log").start()
    try:
        with httpx.Client(base_url=server.url, timeout=30) as http:
            per_move, per_move_tokens = _room(http, clock_seconds=PER_MOVE)
            bank, bank_tokens = _room(http, game_clock_seconds=BANK)
            seat, started, number = _first_move(http, per_move, per_move_tokens)
            bank_seat, bank_started, bank_number = _first_move(http, bank, bank_tokens)
        # both seats think until a checkpoint has stored more than a second of their turns
        for _ in range(300):
            used = _stored_turn(store, per_move, seat)[0]
            bank_used = _stored_turn(store, bank, bank_seat)[0]
            if used > 1.0 and bank_used > 1.0:
                break
            time.sleep(0.1)
        assert used > 1.0 and bank_used > 1.0, "no clock checkpoint was stored"
        killed = time.monotonic()
        server.kill()
        assert _stored_turn(store, per_move, seat)[0] == used  # nothing was written after the kill
        time.sleep(DOWN)
        restarted = time.monotonic()
        server.start()

        with ws_connect(f"ws://127.0.0.1:{server.port}/ws/rooms/{per_move}", open_timeout=30) as ws:
            ws.send(json.dumps({"type": "hello", "tokens": [per_move_tokens[seat]]}))
            state = _state(ws)
            asked = time.monotonic()
            assert state["move_number"] == number and state["acting_seats"] == [seat]
            remaining = state["clock"]["remaining"]
            before_kill = killed - started
            # the time thought before the crash stays charged (at least up to the checkpoint) ...
            assert remaining <= PER_MOVE - used + EPSILON, (remaining, used)
            # ... and the downtime is not charged: at most the time the server was up is gone
            assert remaining >= PER_MOVE - before_kill - (asked - restarted) - EPSILON, (
                remaining,
                before_kill,
            )

            # the bank of the other room, and a move there after the restart
            with ws_connect(f"ws://127.0.0.1:{server.port}/ws/rooms/{bank}", open_timeout=30) as bws:
                bws.send(json.dumps({"type": "hello", "tokens": [bank_tokens[bank_seat]]}))
                bstate = _state(bws)
                bank_asked = time.monotonic()
                assert bstate["move_number"] == bank_number
                left = bstate["clock"]["bank"][bank_seat]
                bank_before_kill = killed - bank_started
                assert left <= BANK - bank_used + EPSILON, (left, bank_used)
                assert left >= BANK - bank_before_kill - (bank_asked - restarted) - EPSILON
                action = bstate["views"][0]["view"]["legal"][0]
                bws.send(json.dumps({"type": "move", "move_number": bank_number, "action": action}))
                while (ack := json.loads(bws.recv(timeout=60)))["type"] != "ack":
                    pass
                acked = time.monotonic()
                assert not ack["duplicate"]
                turn_after, charged = _stored_turn(store, bank, bank_seat)
                assert turn_after == 0.0  # the turn is over
                assert bank_used - EPSILON <= charged <= bank_before_kill + (acked - restarted) + EPSILON

            # the per-move clock still runs out, not before its remaining time: the computer
            # takes the seat over, and moves
            taken = None
            deadline = time.monotonic() + PER_MOVE + 60
            while time.monotonic() < deadline:
                message = json.loads(ws.recv(timeout=PER_MOVE + 60))
                if message["type"] == "room" and message["room"]["seats"][seat]["status"] == "ai":
                    taken = time.monotonic()
                    break
            assert taken is not None, "the clock did not run out after the restart"
            assert taken >= restarted + PER_MOVE - used - EPSILON, (taken - restarted, used)
            while time.monotonic() < deadline:
                message = json.loads(ws.recv(timeout=60))
                if message["type"] == "state" and message["move_number"] > number:
                    break
            else:
                raise AssertionError("the computer did not move for the timed-out seat")
            turn_after, _ = _stored_turn(store, per_move, seat)
            assert turn_after == 0.0
        record_figures(
            f"clocks_after_kill_{db_kind(db_url)}",
            per_move_seconds=PER_MOVE,
            stored_turn_seconds_at_kill=round(used, 2),
            thought_before_kill_seconds=round(before_kill, 2),
            down_seconds=round(restarted - killed, 2),
            remaining_after_restart_seconds=round(remaining, 2),
            timed_out_after_restart_seconds=round(taken - restarted, 2),
            bank_seconds=BANK,
            bank_left_after_restart_seconds=round(left, 2),
            bank_charged_seconds=round(charged, 2),
        )
    finally:
        server.kill()
        store.dispose()
