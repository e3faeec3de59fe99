"""Websocket players for the crash and deployment tests: each plays random legal moves as fast as
it can, reconnects after every crash and resends its unanswered move; and the checks run on the
stored moves afterwards (nothing acknowledged lost, nothing applied twice, the record replays)."""

from __future__ import annotations

import json
import random
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from websockets.exceptions import ConnectionClosed, InvalidHandshake
from websockets.sync.client import connect as ws_connect

from fives.core import CHANCE, normalize_notation
from fives.games import load
from fives.server.config import database_url
from fives.server.store import Store

#: the page's heartbeat (js/api.js HEARTBEAT_EVERY, HEARTBEAT_LOST), in seconds
BEAT = 3.0
LOST = 10.0


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
    #: (move number, code, message) of every refused move
    refusals: list[tuple[int, str, str]] = field(default_factory=list)
    #: the server process that answered each connection (a proxy's ``X-Fives-Server`` header)
    served_by: list[str] = field(default_factory=list)
    #: where to connect (a proxy in front of several servers, or one server)
    host: str = "127.0.0.1"
    #: seconds to think before each move, at most (a uniform draw; 0: as fast as it can)
    think: float = 0.0
    #: connections given up because nothing came for `LOST` seconds (as the page does)
    silent: int = 0

    def run(self) -> None:
        url = f"ws://{self.host}:{self.port}/ws/rooms/{self.room}"
        while not self.stop.is_set() and not self.finished:
            try:
                with ws_connect(url, open_timeout=3, close_timeout=1) as ws:
                    self._session(ws)
            except (OSError, ConnectionClosed, TimeoutError, InvalidHandshake):  # a proxy: 502, or EOF
                pass
            if not self.finished:
                self.reconnects += 1
                time.sleep(0.1)

    def wants_to_move(self, move_number: int) -> bool:
        """Whether to move now (a subclass may let its clock run out instead)."""
        return True

    def _send(self, ws: Any, number: int, action: str) -> None:
        self.pending = (number, action)
        ws.send(json.dumps({"type": "move", "move_number": number, "action": action}))

    def _session(self, ws: Any) -> None:
        response = getattr(ws, "response", None)
        self.served_by.append(response.headers.get("X-Fives-Server", "") if response is not None else "")
        # a heartbeat as the page keeps one (js/api.js): a ping every `BEAT` seconds, and a
        # connection that nothing came from for `LOST` seconds is taken as lost (a half-open
        # connection through a proxy may never report its end)
        ws.send(json.dumps({"type": "hello", "tokens": [self.token], "heartbeat": True}))
        if self.pending is not None:  # the answer was lost in the crash: ask again, same number
            self._send(ws, *self.pending)
        heard = pinged = time.monotonic()
        while not self.stop.is_set():
            if time.monotonic() - pinged >= BEAT:
                ws.send(json.dumps({"type": "ping"}))
                pinged = time.monotonic()
            try:
                message = json.loads(ws.recv(timeout=BEAT))
            except TimeoutError:
                if time.monotonic() - heard > LOST:
                    self.silent += 1
                    return
                continue
            heard = time.monotonic()
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
                number = self.pending[0] if self.pending else -1
                self.refusals.append((number, message["code"], str(message.get("reason", ""))))
                self.pending = None  # refused (e.g. stale after a crash): the next state says what now
            elif kind == "state":
                view = message["views"][0]["view"]
                if view["terminal"]:
                    self.finished = True
                    return
                if (
                    self.seat in message["acting_seats"]
                    and self.pending is None
                    and view["legal"]
                    and self.wants_to_move(message["move_number"])
                ):
                    if self.think:
                        time.sleep(self.rng.uniform(0, self.think))
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


def check_acknowledged(
    players: list[Player],
    stored: dict[str, list[tuple[int, int, str]]],
    acked: dict[int, list[tuple[int, str]]] | None = None,
) -> int:
    """Every acknowledged move is stored at its number, by its seat.  ``acked`` (player index ->
    its acknowledged moves) is a snapshot taken before ``stored`` was read, for servers that
    are still running (their later acknowledgements may not be in ``stored``)."""
    count = 0
    for i, p in enumerate(players):
        moves = {number: (player, action) for number, player, action in stored[p.room]}
        assert sorted(moves) == list(range(len(moves))), "a gap in the stored moves"
        for number, action in p.acked if acked is None else acked[i]:
            assert moves.get(number) == (p.seat, action), (
                f"acknowledged move {number} of {p.room} lost: seat {p.seat} acknowledged {p.acked}, "
                f"stored {stored[p.room]}"
            )
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
