"""Unexpected errors: a clear JSON answer with the security headers, and the traceback in the log.

Starlette's own handler of unexpected errors sits outside every middleware, so its plain-text 500
went out without the security headers.  `InternalErrors` sits inside `SecurityHeaders`: an
exception that escapes the application answers ``{"error": "internal", "detail", "i18n"}`` (500)
and is logged with its traceback and an incident id that the answer names too.  The answer never
holds the exception's text (it may name what a player must not see); the log does.
"""

from __future__ import annotations

import json
import logging
import secrets
from typing import Any

from fives.i18n import localize_error

log = logging.getLogger("fives.server")

INTERNAL = "internal"


def new_incident() -> str:
    """A short id that ties an answer to its traceback in the log."""
    return secrets.token_hex(4)


def internal_detail(incident: str) -> str:
    return f"an unexpected error on the server; it has been logged (incident {incident})"


def internal_body(incident: str) -> dict[str, Any]:
    detail = internal_detail(incident)
    return {"error": INTERNAL, "detail": detail, "i18n": localize_error(INTERNAL, detail)}


class InternalErrors:
    """ASGI middleware for HTTP (websockets pass through; `fives.server.ws` answers their errors)."""

    def __init__(self, app: Any) -> None:
        self.app = app

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False

        async def sender(message: dict[str, Any]) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, receive, sender)
        except Exception:
            incident = new_incident()
            # the path without its query string, as in the access log
            log.exception(
                "incident %s: unexpected error answering %s %s",
                incident,
                scope.get("method"),
                scope.get("path"),
            )
            if started:  # too late for an answer of its own: the server ends the response
                return
            body = json.dumps(internal_body(incident), separators=(",", ":")).encode("ascii")
            await send(
                {
                    "type": "http.response.start",
                    "status": 500,
                    "headers": [
                        (b"content-type", b"application/json"),
                        (b"content-length", str(len(body)).encode()),
                    ],
                }
            )
            await send({"type": "http.response.body", "body": body})
