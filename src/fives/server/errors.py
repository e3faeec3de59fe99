"""Errors: the one table of error codes (`CODES`), the `RoomError` that names one, and unexpected
errors.

A request that cannot be carried out raises `RoomError(code, message)`; what the code means
for a client is in `CODES`, the one table that both ends read: the HTTP status the API answers
with (`fives.server.app`) and, on a websocket, whether the error ends the connection and with
which close code (`fives.server.ws`: an error while it is being opened, up to its first message
``hello``, always ends it, with the table's ``hello_close``; a later message's error is
answered and the connection stays unless the table gives a ``close`` code).
tests/server/test_errors.py checks that every code raised in the server is in the table.

Unexpected errors: a clear JSON answer with the security headers, and the traceback in the log.

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
from dataclasses import dataclass
from typing import Any

from fives.core import Message, message_json
from fives.core.message import Text, english
from fives.i18n import localize_error

log = logging.getLogger("fives.server")

INTERNAL = "internal"


@dataclass(frozen=True)
class Code:
    """What an error code means for a client."""

    #: the HTTP status of the answer
    status: int
    #: on an open websocket: the close code the error ends the connection with (None: the
    #: error is answered and the connection stays)
    close: int | None = None
    #: on a websocket being opened (up to its first message, ``hello``): the close code
    hello_close: int = 4400


#: a connection refused or ended by a limit or a policy (RFC 6455: policy violation)
POLICY_CLOSE = 1008

_BAD_REQUEST = Code(400)
_NOT_NOW = Code(409)
_TOO_MANY = Code(429)

#: every error code of the server
CODES: dict[str, Code] = {
    # 400: the request is not valid
    **dict.fromkeys(
        (
            "bad_absence",
            "bad_clock",
            "bad_hello",
            "bad_json",
            "bad_level",
            "bad_message",
            "bad_move",
            "bad_name",
            "bad_options",
            "bad_parameter",
            "bad_password",
            "common_password",
            "password_is_name",
            "bad_pace",
            "bad_seat",
            "bad_seats",
            "bad_visibility",
            "hello_first",
            "unknown_type",
        ),
        _BAD_REQUEST,
    ),
    "too_large": Code(400, close=POLICY_CLOSE),
    "timeout": _BAD_REQUEST,  # a websocket without its hello in time
    "body_too_large": Code(413),  # a request body over `fives.server.bounds.MAX_BODY_BYTES`
    # 401, 403: who asks may not
    "no_token": Code(401),
    "bad_login": Code(401),  # a wrong name or password (which of them, the answer never says)
    "not_signed_in": Code(401),
    "bad_csrf": Code(403),  # a signed-in change without its CSRF token, or from another site
    "bad_origin": Code(403, hello_close=POLICY_CLOSE),  # a page of another site (`fives.server.origin`)
    "bad_token": Code(403),
    "invitation": Code(403),
    "invite_used": Code(403),
    "not_your_seat": Code(403),
    "spectator": Code(403),
    # 404: no such thing
    "no_room": Code(404, hello_close=4404),
    "no_rules": Code(404),
    "no_howto": Code(404),
    "no_seat": Code(404),
    "no_seek": Code(404),
    "unknown_game": Code(404),
    "not_found": Code(404),  # a path the API does not have (or one no route may see: `bounds`)
    # 409: not now, in the room's present state
    **dict.fromkeys(
        (
            "ahead",
            "computer_thinking",
            "conflict",
            "finished",
            "hint_people",
            "name_taken",
            "no_claim",
            "no_free_seat",
            "no_hint",
            "no_timer",
            "no_undo",
            "not_away",
            "not_computer",
            "not_seeker",
            "not_finished",
            "not_playing",
            "nothing_to_undo",
            "rematch_started",
            "resigned",
            "seat_taken",
            "stale",
            "taken_over",
            "wait",
        ),
        _NOT_NOW,
    ),
    # 422: the move is not allowed
    "illegal": Code(422),
    # 429: too many requests from the address
    "too_many_attempts": _TOO_MANY,
    "too_many_puzzles": _TOO_MANY,
    "too_many_computer_rooms": _TOO_MANY,
    "too_many_logins": _TOO_MANY,
    "too_many_connections": Code(429, hello_close=POLICY_CLOSE),
    "too_many_open_requests": _TOO_MANY,
    "too_many_open_rooms": _TOO_MANY,
    "too_many_rooms": _TOO_MANY,
    "too_many_signups": _TOO_MANY,
    # 500, 503: the server could not
    "broken_room": Code(500),
    INTERNAL: Code(500),
    "busy": Code(503),
    "storage": Code(503),
    # rated games (issue 28: `fives.server.rated`)
    "bad_rated": _BAD_REQUEST,
    "hint_rated": _NOT_NOW,
    "unknown_player": Code(404),
    # chat (issue 35: `fives.server.chat`)
    "chat_too_long": _BAD_REQUEST,
    "chat_off": _NOT_NOW,
    "chat_closed": _NOT_NOW,
    "chat_full": _NOT_NOW,
    "too_many_messages": _TOO_MANY,
    # draw offers and takebacks (issue 35: `fives.server.draws`)
    **dict.fromkeys(
        ("no_draw", "no_takeback", "no_offer", "offer_pending", "offer_away", "offer_limit"), _NOT_NOW
    ),
    # challenges (issue 35: `fives.server.challenges`)
    "bad_challenge": _BAD_REQUEST,
    "challenge_refused": Code(403),
    "not_your_challenge": Code(403),
    "no_challenge": Code(404),
    "challenge_closed": _NOT_NOW,
    "challenge_pending": _NOT_NOW,
    "too_many_challenges": _TOO_MANY,
    # turn notifications (issue 35: `fives.server.notify_api`)
    "bad_subscription": _BAD_REQUEST,
    "bad_email": _BAD_REQUEST,
    "too_many_emails": _TOO_MANY,
}


def code_of(code: str) -> Code:
    """The table's entry of ``code`` (an unknown code is a bad request)."""
    return CODES.get(code, _BAD_REQUEST)


class RoomError(Exception):
    """A request that cannot be carried out; ``code`` is machine-readable (one of `CODES`, which
    gives its HTTP ``status``), the message says why."""

    def __init__(self, code: str, message: Text, status: int | None = None) -> None:
        # ``message``: a catalog message (`fives.core.Message`: a key and arguments, English
        # when shown) or, on the old path, English text
        super().__init__(message)
        self.code = code
        self.message = message
        if status is not None and status != self.status:
            raise ValueError(f"error {code!r} answers {self.status} (errors.CODES), not {status}")

    @property
    def status(self) -> int:
        return code_of(self.code).status

    @property
    def hello_close(self) -> int:
        """The close code of a websocket that this error ends while it is being opened."""
        return code_of(self.code).hello_close

    @property
    def close(self) -> int | None:
        """The close code of an open websocket that this error ends (None: it stays open)."""
        return code_of(self.code).close


def message_fields(reason: Text) -> dict[str, Any]:
    """The message of an error's reason as JSON fields ``key`` and ``args`` (a catalog message,
    which a client renders in its language), none for a reason that is plain text."""
    found = message_json(reason)
    return {} if found is None else {"key": found["key"], "args": found["args"]}


def error_body(code: str, detail: Text) -> dict[str, Any]:
    """The JSON answer of an error: the code, the reason in English (``detail``), its message
    (``key``, ``args``) when it has one, and its translations (``i18n``)."""
    text = str(detail)
    return {"error": code, "detail": text, **message_fields(detail), "i18n": localize_error(code, detail)}


def new_incident() -> str:
    """A short id that ties an answer to its traceback in the log."""
    return secrets.token_hex(4)


def internal_detail(incident: str) -> Text:
    return Message("server-internal", incident=incident)


def internal_body(incident: str) -> dict[str, Any]:
    return error_body(INTERNAL, internal_detail(incident))


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
            body = json.dumps(internal_body(incident), separators=(",", ":"), default=english).encode("ascii")
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
