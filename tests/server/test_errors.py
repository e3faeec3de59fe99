"""One table of error codes (issue 23, part 3): every code the server raises is in
`fives.server.errors.CODES`, which alone gives its HTTP status and websocket close codes."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import fives.server
from fives.server.errors import CODES, POLICY_CLOSE, RoomError

SERVER = Path(fives.server.__file__).parent


def raised_codes() -> dict[str, list[str]]:
    """Each error code named where the server makes a `RoomError` or a `RateLimit`, with where."""
    found: dict[str, list[str]] = {}
    for path in sorted(SERVER.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
                continue
            where = f"{path.name}:{node.lineno}"
            if node.func.id == "RoomError":
                assert len(node.args) == 2 and not node.keywords, f"{where}: the table gives the status"
                code = node.args[0]
            elif node.func.id == "RateLimit":
                code = node.args[2]
            else:
                continue
            if isinstance(code, ast.Constant) and isinstance(code.value, str):
                found.setdefault(code.value, []).append(where)
    return found


def test_every_code_the_server_raises_is_in_the_table() -> None:
    found = raised_codes()
    assert len(found) > 40
    missing = {code: where for code, where in found.items() if code not in CODES}
    assert not missing, f"codes without an entry in errors.CODES: {missing}"


def test_the_table_decides_statuses_and_close_codes() -> None:
    assert RoomError("illegal", "x").status == 422
    assert RoomError("no_room", "x").hello_close == 4404
    assert RoomError("bad_token", "x").hello_close == 4400 and RoomError("bad_token", "x").close is None
    assert RoomError("too_large", "x").close == POLICY_CLOSE
    assert RoomError("too_many_connections", "x").hello_close == POLICY_CLOSE
    assert all(400 <= entry.status < 600 for entry in CODES.values())
    assert RoomError("stale", "x", 409).status == 409
    with pytest.raises(ValueError, match="CODES"):
        RoomError("stale", "x", 400)  # a status that disagrees with the table is a bug


#: the functions whose first argument (after the websocket, for `_send_error`) is an error code
#: that goes out in an answer
ANSWERING = {"_error": 0, "_refuse": 1, "_send_error": 1, "localize_error": 0, "error_body": 0}


def answered_codes() -> dict[str, list[str]]:
    """Each error code written into an answer by hand (``{"error": "..."}``, or passed to a
    function that answers with it), with where."""
    found: dict[str, list[str]] = {}
    for path in sorted(SERVER.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            codes: list[ast.expr] = []
            if isinstance(node, ast.Dict):
                codes = [
                    value
                    for key, value in zip(node.keys, node.values, strict=True)
                    if isinstance(key, ast.Constant) and key.value == "error"
                ]
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ANSWERING:
                where = ANSWERING[node.func.id]
                codes = node.args[where : where + 1]
            for code in codes:
                if isinstance(code, ast.Constant) and isinstance(code.value, str):
                    found.setdefault(code.value, []).append(f"{path.name}:{node.lineno}")
    return found


def test_every_code_the_server_answers_with_is_in_the_table() -> None:
    found = answered_codes()
    assert "bad_origin" in found and "too_many_open_requests" in found  # the walk sees them
    missing = {code: where for code, where in found.items() if code not in CODES}
    assert not missing, f"codes answered without an entry in errors.CODES: {missing}"


def test_the_api_and_the_websocket_take_statuses_and_close_codes_from_the_table() -> None:
    """No error status (HTTP 4xx/5xx) or close code (1000-4999) is written as a number where the
    server answers: api.py, ws.py and the limits take them from `CODES` (`code_of`)."""
    found = []
    for name in ("api.py", "ws.py", "limits.py"):
        for node in ast.walk(ast.parse((SERVER / name).read_text(encoding="utf-8"))):
            numbers: list[ast.expr] = []
            if isinstance(node, ast.Call):
                numbers = [k.value for k in node.keywords if k.arg in ("code", "status_code", "status")]
            elif isinstance(node, ast.Dict):
                numbers = [
                    value
                    for key, value in zip(node.keys, node.values, strict=True)
                    if isinstance(key, ast.Constant) and key.value == "status"
                ]
            for number in numbers:
                if isinstance(number, ast.Constant) and isinstance(number.value, int) and number.value >= 400:
                    found.append(f"{name}:{node.lineno}: {ast.unparse(node)[:80]}")
    assert not found, "statuses or close codes written by hand:\n" + "\n".join(found)


def test_an_error_answers_its_message_key_and_args_beside_the_english(sqlite_url: str) -> None:
    from fives.i18n.fluent import render, render_json

    from .conftest import connect, create, serve

    with serve(sqlite_url, test_seed=1) as client:
        missing = client.get("/api/rooms/nosuchroom")
        assert missing.status_code == 404
        body = missing.json()
        assert body["error"] == "no_room" and body["key"].startswith("server-no-room")
        assert body["detail"] == render(body["key"], body["args"], "en")
        assert body["i18n"]["de"] == render(body["key"], body["args"], "de") != body["detail"]
        nowhere = client.get("/api/nowhere").json()
        assert (nowhere["key"], nowhere["args"]) == ("server-not-found", {"path": "/api/nowhere"})
        assert nowhere["i18n"]["de"].startswith("unter /api/nowhere gibt es nichts")
        room = create(client, "torris", [{"kind": "local"}, {"kind": "local"}])
        with connect(client, room["room"]["id"], list(room["token"].values())) as conn:
            conn.state()
            conn.send({"type": "move", "seat": 0, "move_number": 99, "action": "a1-a2"})
            error = conn.kind("error")
        assert (error["code"], error["key"]) == ("ahead", "server-ahead")
        assert error["args"] == {"move": "99", "current": error["args"]["current"]}
        assert error["reason"] == render("server-ahead", error["args"], "en")
        assert error["i18n"]["de"] == render("server-ahead", error["args"], "de")
        # a refused move's reason is a message of the rules: its key travels too
        with connect(client, room["room"]["id"], list(room["token"].values())) as conn:
            n = conn.state()["move_number"]
            conn.send({"type": "move", "seat": 0, "move_number": n, "action": "zz"})
            refused = conn.kind("error")
        assert (refused["code"], refused["key"]) == ("illegal", "server-illegal")
        assert refused["args"]["reason"]["key"] == "torris-syntax"
        assert refused["reason"] == render_json(refused, "en")
        assert refused["i18n"]["de"] == render_json(refused, "de")


def test_no_refusal_of_the_server_is_written_as_english_text() -> None:
    """A RoomError's reason is a catalog message (key and args), never a literal or an f-string:
    the page and the terminal render it in their language."""
    literal = []
    for path in sorted(SERVER.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "RoomError":
                reason = node.args[1]
                if isinstance(reason, ast.Constant | ast.JoinedStr | ast.BinOp):
                    literal.append(f"{path.name}:{node.lineno}")
    assert literal == [], "RoomError reasons in plain English: make them Message(...) keys"
