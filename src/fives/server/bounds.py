"""Bounded requests (issue 33): request bodies no larger than the API needs, and path and query
text that every database can store.

`BodyLimit`: the largest body the API takes is a new room's (``POST /api/rooms``: eight seats with
names and options, under 5 KB even with every name written as JSON escapes), so a body may hold
at most `MAX_BODY_BYTES` (256 KiB).  A request that declares more (``Content-Length``) is
answered 413 ``body_too_large`` at once, before a byte of its body is read, and its connection
is closed; a body without a declared length (chunked) is counted as it arrives and cut at the
limit the same way.  HAProxy refuses the same (deploy/haproxy.cfg), and a websocket message is
bounded by ``max_message_bytes`` (the app) and uvicorn's ``ws_max_size`` (four times that).

`SafeParams`: the path and the query of every HTTP request and websocket, once, before any
route runs: a control character (NUL, which PostgreSQL refuses in text), a lone surrogate or a
path segment or query value longer than `MAX_PARAM_CHARS` is answered 404 ``not_found`` in the
path (no room, game or name has it) and 400 ``bad_parameter`` in the query (a websocket is
refused before it opens), so no route can hand such text to the database.
"""

from __future__ import annotations

import json
import unicodedata
from typing import Any
from urllib.parse import parse_qsl

from fives.core import Message
from fives.core.message import english

from .errors import code_of, error_body

#: the largest request body, in bytes (deploy/haproxy.cfg refuses the same)
MAX_BODY_BYTES = 256 * 1024
#: the longest path segment or query value, in characters (names have 40; ids fewer)
MAX_PARAM_CHARS = 256


class BodyTooLarge(Exception):
    """A body grew past the limit while it was read."""


async def _answer(send: Any, status: int, body: dict[str, Any], close: bool = False) -> None:
    data = json.dumps(body, separators=(",", ":"), default=english).encode("ascii")
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(data)).encode())]
    if close:  # the unread body is not read: the connection ends with the answer
        headers.append((b"connection", b"close"))
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": data})


class BodyLimit:
    """ASGI middleware: at most ``limit`` bytes of request body (see the module)."""

    def __init__(self, app: Any, limit: int = MAX_BODY_BYTES) -> None:
        self.app = app
        self.limit = limit

    def _refusal(self) -> dict[str, Any]:
        return error_body("body_too_large", Message("server-body-too-large", limit=str(self.limit)))

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared: int | None = None
        for key, value in scope.get("headers", ()):
            if key == b"content-length":
                try:
                    declared = int(value)
                except ValueError:
                    declared = None
        if declared is not None:
            if declared > self.limit:
                await _answer(send, code_of("body_too_large").status, self._refusal(), close=True)
                return
            await self.app(scope, receive, send)  # the server reads no more than declared
            return
        # no declared length (chunked, or no body): read it here, counting, up to the limit
        chunks: list[bytes] = []
        size = 0
        more = True
        while more:
            message = await receive()
            if message["type"] != "http.request":  # the client left
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.limit:
                await _answer(send, code_of("body_too_large").status, self._refusal(), close=True)
                return
            chunks.append(chunk)
            more = message.get("more_body", False)
        replayed = False

        async def replay() -> dict[str, Any]:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": b"".join(chunks), "more_body": False}
            message: dict[str, Any] = await receive()
            return message

        await self.app(scope, replay, send)


def bad_parameter(scope: dict[str, Any]) -> Message | None:
    """Why the path or query of ``scope`` is refused, or None when it is fine."""
    path: str = scope.get("path", "")
    parts = [("path", segment) for segment in path.split("/")]
    query = scope.get("query_string", b"").decode("latin-1")
    for key, value in parse_qsl(query, keep_blank_values=True):
        parts.append(("query", key))
        parts.append(("query", value))
    for where, text in parts:
        if len(text) > MAX_PARAM_CHARS:
            return Message(
                "server-parameter-long", where=where, most=str(MAX_PARAM_CHARS), length=str(len(text))
            )
        for index, char in enumerate(text):
            if unicodedata.category(char) in ("Cc", "Cs"):
                return Message(
                    "server-parameter-character",
                    where=where,
                    code=f"U+{ord(char):04X}",
                    position=str(index + 1),
                )
    return None


class SafeParams:
    """ASGI middleware: refuses a path or query that holds text no route should see (see the module)."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] in ("http", "websocket"):
            reason = bad_parameter(scope)
            if reason is not None:
                if scope["type"] == "websocket":  # refused before it opens (HTTP 403)
                    await send({"type": "websocket.close", "code": 1008, "reason": str(reason)[:120]})
                elif reason.args["where"] == "path":  # no route, room or name has such a path
                    await _answer(send, code_of("not_found").status, error_body("not_found", reason))
                else:
                    await _answer(send, code_of("bad_parameter").status, error_body("bad_parameter", reason))
                return
        await self.app(scope, receive, send)
