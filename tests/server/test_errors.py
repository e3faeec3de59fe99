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
ANSWERING = {"_error": 0, "_refuse": 1, "_send_error": 1, "localize_error": 0}


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
