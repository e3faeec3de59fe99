"""Races over real sockets (127.0.0.1), released together by a barrier, many rounds:

- one seat, three websocket connections and one HTTP client submitting at the same instant
  (the same move, or different moves): exactly one is applied; the others get the ack of it
  marked ``duplicate`` (same move) or ``stale`` (another move);
- every seat of a simultaneous node (Zahlenpoker) submitting at once, each twice over two
  connections: each seat's choice is applied exactly once, and all of them.

Memory and database agree afterwards, and the stored record replays under the rules.
"""

from __future__ import annotations

import json
import random
import threading
from contextlib import ExitStack
from typing import Any

import httpx
import pytest
from websockets.sync.client import connect as ws_connect

from fives.core import normalize_notation

from .reliability import db_kind, loopback_only, record_figures, thread_server  # noqa: F401
from .test_reliability_crash import check_replays_under_the_rules, stored_moves

pytestmark = pytest.mark.usefixtures("loopback_only")


def _answer(ws: Any) -> dict[str, Any]:
    while True:
        message = json.loads(ws.recv(timeout=30))
        if message["type"] in ("ack", "error"):
            return message


def _hello(ws: Any, token: str) -> None:
    ws.send(json.dumps({"type": "hello", "tokens": [token]}))


def test_one_seat_racing_itself_applies_one_move(db_url: str) -> None:
    rng = random.Random(4)
    outcomes: dict[str, int] = {"applied": 0, "duplicate": 0, "stale": 0}
    with thread_server(db_url, test_seed=6) as server, httpx.Client(base_url=server.url, timeout=30) as http:
        body = {"game": "make5", "seats": [{"kind": "local"}, {"kind": "local"}]}
        data = http.post("/api/rooms", json=body).json()
        room = data["room"]["id"]
        tokens = {t["seat"]: t["token"] for t in data["tokens"]}
        live = server.app.state.hub.rooms[room]
        url = f"{server.ws_url}/ws/rooms/{room}"
        with ExitStack() as stack:
            sockets = {seat: [stack.enter_context(ws_connect(url)) for _ in range(3)] for seat in tokens}
            for seat, group in sockets.items():
                for ws in group:
                    _hello(ws, tokens[seat])
            for _round in range(25):
                if live.state.is_terminal():
                    break
                seat = live.state.acting_players()[0]
                number = live.state.move_number
                legal = live.state.view(seat)["legal"]
                same = rng.random() < 0.5
                actions = [legal[0] if same else rng.choice(legal) for _ in range(4)]
                barrier = threading.Barrier(4)
                answers: list[dict[str, Any]] = [{}] * 4

                def submit(
                    i: int,
                    number: int = number,
                    seat: int = seat,
                    barrier: threading.Barrier = barrier,
                    actions: list[str] = actions,
                    answers: list[dict[str, Any]] = answers,
                ) -> None:
                    barrier.wait(timeout=30)
                    if i < 3:
                        ws = sockets[seat][i]
                        ws.send(json.dumps({"type": "move", "move_number": number, "action": actions[i]}))
                        answers[i] = _answer(ws)
                    else:
                        answer = http.post(
                            f"/api/rooms/{room}/moves",
                            json={"move_number": number, "action": actions[i]},
                            headers={"X-Seat-Token": tokens[seat]},
                        )
                        body = answer.json()
                        answers[i] = (
                            body if answer.status_code == 200 else {"type": "error", "code": body["error"]}
                        )

                threads = [threading.Thread(target=submit, args=(i,)) for i in range(4)]
                for t in threads:
                    t.start()
                for t in threads:
                    t.join(timeout=60)
                applied = [a for a in answers if a.get("type") == "ack" and not a["duplicate"]]
                assert len(applied) == 1, answers
                assert live.state.move_number >= number + 1
                assert live.moves[number][0] == seat
                winner = normalize_notation(live.moves[number][1])
                for action, answer in zip(actions, answers, strict=True):
                    if answer is applied[0]:
                        continue
                    if normalize_notation(action) == winner:
                        assert answer["type"] == "ack" and answer["duplicate"], answer
                        outcomes["duplicate"] += 1
                    else:
                        assert answer["type"] == "error" and answer["code"] == "stale", answer
                        outcomes["stale"] += 1
                outcomes["applied"] += 1
        stored = stored_moves(db_url, [room])[room]
        assert [(p, a) for _n, p, a in stored] == list(live.moves)
        check_replays_under_the_rules(db_url, room, stored)
    assert outcomes["applied"] >= 20 and outcomes["duplicate"] > 0 and outcomes["stale"] > 0
    record_figures(f"races_one_seat_{db_kind(db_url)}", rounds=outcomes["applied"], **outcomes)


def test_all_seats_of_simultaneous_nodes_at_once_each_applied_once(db_url: str) -> None:
    rng = random.Random(5)
    nodes = 0
    submissions = 0
    with thread_server(db_url, test_seed=7) as server, httpx.Client(base_url=server.url, timeout=30) as http:
        body = {"game": "zahlenpoker", "seats": [{"kind": "local"}] * 3}
        data = http.post("/api/rooms", json=body).json()
        room = data["room"]["id"]
        tokens = {t["seat"]: t["token"] for t in data["tokens"]}
        live = server.app.state.hub.rooms[room]
        url = f"{server.ws_url}/ws/rooms/{room}"
        with ExitStack() as stack:
            sockets = {seat: [stack.enter_context(ws_connect(url)) for _ in range(2)] for seat in tokens}
            for seat, pair in sockets.items():
                for ws in pair:
                    _hello(ws, tokens[seat])
            for _node in range(40):
                if live.state.is_terminal():
                    break
                acting = list(live.state.acting_players())
                number = live.state.move_number
                choice = {seat: rng.choice(live.state.view(seat)["legal"]) for seat in acting}
                jobs = [(seat, ws) for seat in acting for ws in sockets[seat]]
                barrier = threading.Barrier(len(jobs))
                answers: dict[int, list[dict[str, Any]]] = {seat: [] for seat in acting}
                lock = threading.Lock()

                def submit(
                    seat: int,
                    ws: Any,
                    number: int = number,
                    choice: dict[int, str] = choice,
                    barrier: threading.Barrier = barrier,
                    answers: dict[int, list[dict[str, Any]]] = answers,
                    lock: Any = lock,
                ) -> None:
                    barrier.wait(timeout=30)
                    ws.send(json.dumps({"type": "move", "move_number": number, "action": choice[seat]}))
                    answer = _answer(ws)
                    with lock:
                        answers[seat].append(answer)

                threads = [threading.Thread(target=submit, args=job) for job in jobs]
                for t in threads:
                    t.start()
                for t in threads:
                    t.join(timeout=60)
                submissions += len(jobs)
                new = live.moves[number : number + len(acting)]
                for seat in acting:
                    kinds = sorted((a["type"], a.get("duplicate")) for a in answers[seat])
                    assert kinds == [("ack", False), ("ack", True)], answers[seat]
                    mine = [normalize_notation(a) for p, a in new if p == seat]
                    assert mine == [normalize_notation(choice[seat])], (seat, new)
                assert sorted(p for p, _a in new if p >= 0) == sorted(acting), new
                nodes += 1
        stored = stored_moves(db_url, [room])[room]
        assert [(p, a) for _n, p, a in stored] == list(live.moves)
        check_replays_under_the_rules(db_url, room, stored)
    assert nodes >= 5
    record_figures(f"races_simultaneous_{db_kind(db_url)}", nodes=nodes, submissions=submissions)
