"""Odd input and unexpected errors (issue 21, item 3).

A Zahlenpoker move written ``²`` once answered HTTP 500 (plain text, without the security headers)
and dropped the websocket with 1011: ``str.isdigit`` accepts it, ``int`` refuses it.  Now every
text is a legal move or an ``illegal`` refusal, and any unexpected error answers the JSON error
body with the security headers (HTTP) or an ``error`` message on a connection that stays open
(websocket), and is logged with its traceback."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from fives.server import operations
from fives.server.session import Session

from .conftest import connect, create, hub_room, serve

ODD_DIGITS = ["\u00b2", "\u00b3", "\u00b9", "\u2074", "\u2082", "\u2460", "1" * 5000]
HEADERS = ("content-security-policy", "x-content-type-options", "x-frame-options", "referrer-policy")


def test_a_zahlenpoker_move_in_odd_digits_is_refused_and_the_connection_stays(client: Any) -> None:
    data = create(client, "zahlenpoker", [{"kind": "local"}] * 2)
    room, tokens = data["room"]["id"], data["token"]
    live = hub_room(client, room)
    before = list(live.moves)
    number = live.state.move_number
    for text in ODD_DIGITS:
        answer = client.post(
            f"/api/rooms/{room}/moves",
            json={"seat": 0, "move_number": number, "action": text[:200]},
            headers={"X-Seat-Token": tokens[0]},
        )
        assert answer.status_code == 422, answer.text
        assert answer.json()["error"] == "illegal"
    with connect(client, room, [tokens[0]]) as conn:
        conn.state()
        for text in ODD_DIGITS:
            conn.send({"type": "move", "move_number": number, "action": text[:200]})
            error = conn.kind("error")
            assert error["code"] == "illegal", error
            assert error["i18n"]["de"]
        conn.send({"type": "ping"})
        assert conn.kind("pong") == {"type": "pong"}
    assert live.moves == before
    assert live.state.move_number == number


@pytest.fixture
def sqlite_client(sqlite_url: str) -> Any:
    with serve(sqlite_url, test_seed=1) as the_client:
        yield the_client


def test_an_unexpected_error_answers_json_with_the_security_headers_and_is_logged(
    sqlite_client: Any, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    async def broken(hub: Any) -> Any:
        raise RuntimeError("a bug that names a secret: hand 3-6")

    monkeypatch.setattr(operations, "lobby", broken)
    with caplog.at_level(logging.ERROR, logger="fives.server"):
        answer = sqlite_client.get("/api/lobby?token=not-logged")
    assert answer.status_code == 500
    assert answer.headers["content-type"] == "application/json"
    for name in HEADERS:
        assert name in answer.headers, name
    body = answer.json()
    assert body["error"] == "internal"
    assert "logged" in body["detail"]
    assert "secret" not in answer.text  # the exception's text stays in the log
    assert body["i18n"]["de"] != body["detail"]
    failures = [r for r in caplog.records if r.exc_info is not None]
    assert len(failures) == 1
    assert "a bug that names a secret" in caplog.text
    assert "/api/lobby" in failures[0].getMessage()
    assert "not-logged" not in caplog.text  # no query string (tokens never travel there, but still)
    incident = body["detail"].split()[-1].strip(").")
    assert incident in failures[0].getMessage()
    assert (
        body["i18n"]["de"]
        == f"ein unerwarteter Fehler auf dem Server; er wurde protokolliert (Vorfall {incident})"
    )
    # the server goes on serving
    monkeypatch.undo()
    assert sqlite_client.get("/api/lobby").status_code == 200


def test_an_unexpected_error_on_the_websocket_answers_an_error_and_keeps_the_connection(
    sqlite_client: Any, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    data = create(sqlite_client, "abraeumen", [{"kind": "local"}])
    room, token = data["room"]["id"], data["token"][0]
    live = hub_room(sqlite_client, room)
    real_play = Session.play

    async def broken(self: Session, *args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("a bug while judging")

    with connect(sqlite_client, room, [token]) as conn:
        state = conn.state()
        legal = state["views"][0]["view"]["legal"]
        monkeypatch.setattr(Session, "play", broken)
        with caplog.at_level(logging.ERROR, logger="fives.server"):
            conn.send({"type": "move", "move_number": 0, "action": legal[0]})
            error = conn.kind("error")
        assert error["code"] == "internal"
        assert error["move_number"] == 0
        assert "bug" not in error["reason"]
        assert error["i18n"]["de"] != error["reason"]
        assert any(r.exc_info is not None and room in r.getMessage() for r in caplog.records)
        assert "a bug while judging" in caplog.text
        # the same connection goes on: a ping, then the move once the bug is gone
        conn.send({"type": "ping"})
        assert conn.kind("pong") == {"type": "pong"}
        monkeypatch.setattr(Session, "play", real_play)
        conn.send({"type": "move", "move_number": 0, "action": legal[0]})
        assert conn.kind("ack")["move_number"] == 0
    assert live.state.move_number == 1
