"""Identity: a seat token acts only for its seat, a spectator cannot act, guessing tokens is
rate-limited (per address, with bounded memory), tokens are never logged and never reach another
connection (nor any public answer).  Everything runs in-process or on 127.0.0.1."""

from __future__ import annotations

import hashlib
import json
import logging
import random
from contextlib import ExitStack
from typing import Any

import httpx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from websockets.sync.client import connect as ws_connect

from fives.server import limits
from fives.server.limits import TokenGuard
from fives.server.room import RoomError

from .conftest import connect, create, english_view, hub_room, serve
from .reliability import loopback_only, record_figures, thread_server  # noqa: F401

pytestmark = pytest.mark.usefixtures("loopback_only")


def headers(token: str) -> dict[str, str]:
    return {"X-Seat-Token": token}


def hello(tokens: list[str] | None) -> str:
    return json.dumps({"type": "hello", "tokens": tokens} if tokens else {"type": "hello", "spectate": True})


def unchanged(client: Any, room: str) -> tuple[Any, list[tuple[int, str]]]:
    live = hub_room(client, room)
    return live.state.snapshot(), list(live.moves)


def test_a_seat_token_acts_only_for_its_seat(client: Any) -> None:
    checks = 0
    data = create(client, "zahlenpoker", [{"kind": "local"}] * 3)
    room, tokens = data["room"]["id"], data["token"]
    other = create(client, "zahlenpoker", [{"kind": "local"}] * 3)
    live = hub_room(client, room)
    number = live.state.move_number
    before = unchanged(client, room)
    with ExitStack() as stack:
        conns = [stack.enter_context(connect(client, room, [tokens[s]])) for s in range(3)]
        for mine, conn in enumerate(conns):
            conn.state()
            for seat in range(-1, 5):
                if seat == mine:
                    continue
                action = live.state.view(seat)["legal"][0] if 0 <= seat < 3 else "1"
                conn.send({"type": "move", "seat": seat, "move_number": number, "action": action})
                error = conn.kind("error")
                assert error["code"] == "not_your_seat" and f"seat {seat}" in error["reason"], error
                answer = client.post(
                    f"/api/rooms/{room}/moves",
                    json={"seat": seat, "move_number": number, "action": action},
                    headers=headers(tokens[mine]),
                )
                assert answer.status_code == 403 and answer.json()["error"] == "not_your_seat", answer.text
                checks += 2
            # a token of this room is no token of another room
            for path in ("me", "rejoin"):
                method = client.get if path == "me" else client.post
                answer = method(f"/api/rooms/{other['room']['id']}/{path}", headers=headers(tokens[mine]))
                assert answer.status_code == 403 and answer.json()["error"] == "bad_token"
                checks += 1
            # the own seat's view only
            me = client.get(f"/api/rooms/{room}/me", headers=headers(tokens[mine])).json()
            assert me["seat"] == mine and me["view"] == english_view(live.state, mine)
    assert unchanged(client, room) == before
    with connect(client, other["room"]["id"], [tokens[0]]) as conn:
        assert conn.recv()["code"] == "bad_token"
    record_figures("identity_seats", refused_attempts=checks)


def test_a_revoked_token_no_longer_acts_even_on_an_open_connection(client: Any) -> None:
    data = create(client, "make5", [{"kind": "local"}, {"kind": "local"}])
    room, tokens = data["room"]["id"], data["token"]
    live = hub_room(client, room)
    with connect(client, room, [tokens[0]]) as conn:
        conn.state()
        left = client.post(
            f"/api/rooms/{room}/leave", json={"takeover_level": "random"}, headers=headers(tokens[0])
        )
        assert left.status_code == 200
        number = live.state.move_number
        conn.send({"type": "move", "seat": 0, "move_number": number, "action": "x"})
        error = conn.kind("error")
        assert error["code"] in ("not_your_seat", "taken_over"), error
        assert client.get(f"/api/rooms/{room}/me", headers=headers(tokens[0])).status_code == 403


def test_a_spectator_cannot_act(client: Any) -> None:
    data = create(client, "all_fives", [{"kind": "local"}, {"kind": "local"}])
    room = data["room"]["id"]
    live = hub_room(client, room)
    before = unchanged(client, room)
    refused = 0
    with connect(client, room, spectate=True) as watcher:
        state = watcher.state()
        assert state["acting_seats"] == [] and state["views"][0]["seat"] is None
        for seat in (None, 0, 1):
            for action in [*live.state.view(live.state.acting_players()[0])["legal"][:3], "x"]:
                number = live.state.move_number
                message: dict[str, Any] = {"type": "move", "move_number": number, "action": action}
                if seat is not None:
                    message["seat"] = seat
                watcher.send(message)
                assert watcher.kind("error")["code"] == "spectator"
                refused += 1
        watcher.send({"type": "rejoin"})
        assert watcher.kind("error")["code"] == "spectator"
        watcher.send({"type": "hello", "tokens": [data["token"][0]]})  # no second hello
        assert watcher.kind("error")["code"] == "unknown_type"
        refused += 2
    # over HTTP, without a token nothing acts
    for path, body in [
        ("moves", {"move_number": 0, "action": "x"}),
        ("leave", {}),
        ("rejoin", None),
        ("rematch", None),
        ("seats/0/takeover", {"level": "random"}),
    ]:
        answer = client.post(f"/api/rooms/{room}/{path}", json=body)
        assert answer.status_code == 401 and answer.json()["error"] == "no_token", (path, answer.text)
        refused += 1
    assert unchanged(client, room) == before
    record_figures("identity_spectator", refused_attempts=refused)


def test_guessing_tokens_over_the_websocket_is_rate_limited(sqlite_url: str) -> None:
    rng = random.Random(1)
    with serve(sqlite_url, token_failures_per_minute=20) as client:
        data = create(client, "cambio", [{"kind": "local"}, {"kind": "local"}])
        room, good = data["room"]["id"], data["token"][0]
        codes = []
        for _ in range(25):
            guess = "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789-_") for _ in range(43))
            with connect(client, room, [guess]) as conn:
                codes.append(conn.recv()["code"])
        assert codes[:20] == ["bad_token"] * 20 and set(codes[20:]) == {"too_many_attempts"}
        with connect(client, room, ["x" * 43]) as conn:  # another guess: refused, nothing more said
            error = conn.recv()
            assert error["code"] == "too_many_attempts" and "try again in" in error["reason"]
        with connect(client, room, [good]) as conn:  # the right token is still accepted
            assert conn.recv()["type"] == "welcome"
        assert client.get(f"/api/rooms/{room}/me", headers=headers(good)).status_code == 200
    record_figures("identity_guessing", guesses=25, refused_after=20, window_seconds=60)


def test_guessing_is_limited_per_client_address_behind_a_local_proxy(sqlite_url: str) -> None:
    """uvicorn takes the client's address from X-Forwarded-For when a proxy on 127.0.0.1 sends
    it, so behind a local reverse proxy one guesser does not lock out the other players."""
    with (
        thread_server(sqlite_url, token_failures_per_minute=5) as server,
        httpx.Client(base_url=server.url, timeout=30) as http,
    ):
        body = {"game": "cambio", "seats": [{"kind": "local"}, {"kind": "local"}]}
        data = http.post("/api/rooms", json=body).json()
        room, good = data["room"]["id"], data["tokens"][0]["token"]
        guesser, player = {"X-Forwarded-For": "203.0.113.7"}, {"X-Forwarded-For": "198.51.100.2"}
        codes = [
            http.get(f"/api/rooms/{room}/me", headers={**guesser, **headers(f"guess-{n}")}).status_code
            for n in range(7)
        ]
        assert codes == [403] * 5 + [429] * 2
        assert http.get(f"/api/rooms/{room}/me", headers={**guesser, **headers("guess-8")}).status_code == 429
        # a valid token is accepted even from the guesser's address (players behind the same NAT)
        assert http.get(f"/api/rooms/{room}/me", headers={**guesser, **headers(good)}).status_code == 200
        assert http.get(f"/api/rooms/{room}/me", headers={**player, **headers(good)}).status_code == 200
        with ws_connect(f"{server.ws_url}/ws/rooms/{room}", additional_headers=guesser) as ws:
            ws.send(hello(["guess-9"]))
            assert json.loads(ws.recv(timeout=20))["code"] == "too_many_attempts"
        with ws_connect(f"{server.ws_url}/ws/rooms/{room}", additional_headers=guesser) as ws:
            ws.send(hello([good]))
            assert json.loads(ws.recv(timeout=20))["type"] == "welcome"
        with ws_connect(f"{server.ws_url}/ws/rooms/{room}", additional_headers=player) as ws:
            ws.send(hello([good]))
            assert json.loads(ws.recv(timeout=20))["type"] == "welcome"


def test_the_guard_forgets_after_its_window_separates_addresses_and_stays_small(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    now = [1000.0]
    monkeypatch.setattr(limits.time, "monotonic", lambda: now[0])
    guard = TokenGuard(limit=3, window=60.0, clients=50)
    wrong = RoomError("bad_token", "wrong", 403)
    assert [guard.refusal("10.0.0.1", wrong).status for _ in range(4)] == [403, 403, 403, 429]
    assert guard.locked("10.0.0.1")
    assert not guard.locked("10.0.0.2")  # another address is not affected
    assert guard.refusal("10.0.0.2", wrong).status == 403
    now[0] += 61
    assert not guard.locked("10.0.0.1")  # the window has passed
    assert guard.refusal("10.0.0.1", wrong).status == 403
    for n in range(1000):  # many addresses: the table stays bounded
        guard.refusal(f"10.1.{n // 256}.{n % 256}", wrong)
    assert len(guard._failures) <= 50


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.tuples(st.sampled_from([0.0, 1.0, 5.0, 30.0, 59.0, 61.0]), st.integers(0, 2)), max_size=60)
)
def test_the_guard_refuses_a_wrong_token_exactly_while_the_address_guessed_too_often(
    steps: list[tuple[float, int]],
) -> None:
    """Model: a wrong token is answered 429 exactly when the address presented ``limit`` wrong
    tokens within the window before it (refused guesses count too, so guessing on keeps the
    lock); 403 otherwise.  Addresses are independent."""
    now = [0.0]
    guard = TokenGuard(limit=3, window=60.0, clock=lambda: now[0])
    failures: dict[int, list[float]] = {}
    for wait, address in steps:
        now[0] += wait
        recent = [t for t in failures.get(address, []) if t > now[0] - 60.0]
        expected = 429 if len(recent) >= 3 else 403
        answer = guard.refusal(f"192.0.2.{address}", RoomError("bad_token", "wrong", 403))
        assert answer.status == expected
        assert answer.code == ("too_many_attempts" if expected == 429 else "bad_token")
        assert guard.locked(f"192.0.2.{address}") == (len(recent) + 1 >= 3)
        failures.setdefault(address, []).append(now[0])


def test_a_valid_token_is_always_accepted_and_wrong_ones_are_refused_by_the_guard(sqlite_url: str) -> None:
    """Over HTTP and the websocket, from one address: whatever was guessed before, the right
    token works; a wrong one is answered 403 ``bad_token`` below the limit and 429
    ``too_many_attempts`` from then on (the same answer whatever the token)."""
    with serve(sqlite_url, token_failures_per_minute=4) as client:
        data = create(client, "cambio", [{"kind": "local"}, {"kind": "local"}])
        room, tokens = data["room"]["id"], data["token"]
        other = create(client, "cambio", [{"kind": "local"}, {"kind": "local"}])["token"][0]
        rng = random.Random(5)
        codes = []
        for n in range(40):
            choice = rng.randrange(4)
            over_ws = rng.random() < 0.3
            token = tokens[choice] if choice < 2 else (other if choice == 2 else f"guess-{n}")
            if over_ws:
                with connect(client, room, [token]) as conn:
                    got = conn.recv()
                    code = "welcome" if got["type"] == "welcome" else got["code"]
            else:
                answer = client.get(f"/api/rooms/{room}/me", headers=headers(token))
                code = "welcome" if answer.status_code == 200 else answer.json()["error"]
                assert answer.status_code in (200, 403, 429)
            if choice < 2:
                assert code == "welcome", (n, code)
            codes.append(code)
        wrong = [c for c in codes if c != "welcome"]
        assert wrong[:4] == ["bad_token"] * 4 and set(wrong[4:]) == {"too_many_attempts"}
    record_figures("identity_valid_token_after_lockout", requests=len(codes), wrong=len(wrong))


def _scan(texts: list[str], secrets: list[str]) -> int:
    for text in texts:
        for secret in secrets:
            assert secret not in text, "a token (or its hash) reached someone else"
    return len(texts)


def test_tokens_are_never_logged_and_never_reach_another_connection(
    sqlite_url: str, caplog: pytest.LogCaptureFixture
) -> None:
    """A whole session over real sockets on 127.0.0.1: create, join, hot-seat and single seats,
    spectators, moves, wrong tokens, leave and rejoin.  Every message each connection received is
    scanned for the tokens of the other connections (and all their SHA-256 hashes); every public
    HTTP answer and every log line (at DEBUG, uvicorn's included) for every token."""
    caplog.set_level(logging.DEBUG)
    for name in ("uvicorn", "uvicorn.access", "uvicorn.error"):  # uvicorn's loggers do not propagate
        logging.getLogger(name).addHandler(caplog.handler)
    rng = random.Random(2)
    scanned = 0
    with (
        thread_server(sqlite_url, test_seed=9, log_level="debug") as server,
        httpx.Client(base_url=server.url, timeout=30) as http,
    ):
        body = {"game": "all_fives", "seats": [{"kind": "local"}, {"kind": "invite"}, {"kind": "open"}]}
        data = http.post("/api/rooms", json=body).json()
        room = data["room"]["id"]
        tokens = {t["seat"]: t["token"] for t in data["tokens"]}
        ticket = tokens[1]  # the invitation: spent by the guest's join, which gives the seat's token
        tokens[1] = http.post(f"/api/rooms/{room}/join", json={}, headers=headers(ticket)).json()["token"]
        joined = http.post(f"/api/rooms/{room}/join", json={"name": "Lobby"}).json()
        tokens[joined["seat"]] = joined["token"]
        assert sorted(tokens) == [0, 1, 2] and ticket not in tokens.values()
        wrong = [f"{t[:-4]}AAAA" for t in [*tokens.values(), ticket]]
        hashes = [hashlib.sha256(t.encode()).hexdigest() for t in [*tokens.values(), *wrong]]
        url = f"{server.ws_url}/ws/rooms/{room}"
        received: dict[str, list[str]] = {}
        with ExitStack() as stack:
            sockets = {
                "hot-seat 0+1": (stack.enter_context(ws_connect(url)), [tokens[0], tokens[1]]),
                "seat 2": (stack.enter_context(ws_connect(url)), [tokens[2]]),
                "spectator": (stack.enter_context(ws_connect(url)), None),
            }
            for name, (ws, held) in sockets.items():
                ws.send(hello(held))
                received[name] = []
            for name, (ws, _held) in sockets.items():
                for _ in range(3):
                    received[name].append(ws.recv(timeout=20))
            for token in wrong:
                with ws_connect(url) as bad:
                    bad.send(hello([token]))
                    received["spectator"].append(bad.recv(timeout=20))
                http.get(f"/api/rooms/{room}/me", headers=headers(token))
            for _ in range(60):  # moves by whoever must act, over HTTP; everybody's socket hears
                info = http.get(f"/api/rooms/{room}").json()
                if info["status"] != "playing":
                    break
                for token in tokens.values():
                    view = http.get(f"/api/rooms/{room}/me", headers=headers(token)).json()["view"]
                    if view["legal"]:
                        http.post(
                            f"/api/rooms/{room}/moves",
                            json={"move_number": view["move_number"], "action": rng.choice(view["legal"])},
                            headers=headers(token),
                        )
                        break
            http.post(f"/api/rooms/{room}/leave", headers=headers(tokens[2]))
            http.post(f"/api/rooms/{room}/rejoin", headers=headers(tokens[2]))
            for name, (ws, _held) in sockets.items():
                ws.send('{"type": "ping"}')
                while True:
                    text = ws.recv(timeout=30)
                    received[name].append(text)
                    if '"pong"' in text:
                        break
        secrets_of = {
            "hot-seat 0+1": [tokens[2]],
            "seat 2": [tokens[0], tokens[1]],
            "spectator": list(tokens.values()),
        }
        for name, texts in received.items():
            scanned += _scan(texts, [*secrets_of[name], *hashes])
            assert not any(t in "".join(texts) for t in wrong)
        public = [
            http.get(path).text
            for path in (f"/api/rooms/{room}", f"/api/rooms/{room}/view", "/api/lobby", "/api/finished")
        ]
        scanned += _scan(public, [*tokens.values(), *wrong, *hashes])
    for name in ("uvicorn", "uvicorn.access", "uvicorn.error"):
        logging.getLogger(name).removeHandler(caplog.handler)
    log_lines = [record.getMessage() for record in caplog.records]
    assert any("/api/rooms/" in line and "/me" in line for line in log_lines)  # the access log was kept
    scanned += _scan(log_lines, [*tokens.values(), ticket, *wrong, *hashes])
    record_figures("identity_token_scan", messages_and_lines_scanned=scanned, log_lines=len(log_lines))
