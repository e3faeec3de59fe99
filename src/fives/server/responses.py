"""The error answers of the HTTP API as the OpenAPI schema documents them.

Every error answers ``{"error": CODE, "detail": REASON, "i18n": {"de": ...}}`` (`ErrorBody`),
except a body or query that does not match the schema: FastAPI's 422 list.  Each route lists
the statuses it can answer with `errors`, so a client generated from /openapi.json knows them
(tests/server/test_reliability_http.py fails on a status the schema does not list).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

#: what each status means in this API (the ``error`` codes name the exact reason)
MEANING = {
    400: "the request is not valid: bad_options, bad_seats, bad_seat, bad_level, bad_clock, bad_name, "
    "bad_rated, bad_move, bad_message, bad_password, common_password, password_is_name; or its body "
    "is not JSON (http_error); a query holding a control character or an over-long part "
    "(bad_parameter, any route)",
    401: "no seat token (header X-Seat-Token): no_token; a wrong name or password: bad_login; "
    "no account signed in: not_signed_in",
    403: "the seat token is not one of this room's seats (bad_token), or not for this seat (not_your_seat); "
    "a signed-in change without its X-CSRF-Token or from another site (bad_csrf)",
    404: "no such room, game, seat, rules or how-to text: no_room, unknown_game, no_seat, no_rules, "
    "no_howto, unknown_player, not_found",
    409: "not now, in the room's present state: finished, not_finished, not_playing, taken_over, "
    "no_free_seat, seat_taken, stale, ahead, wait, conflict, not_computer, no_undo, "
    "nothing_to_undo, computer_thinking, rematch_started, resigned, no_hint, hint_people, hint_rated, "
    "no_timer, not_seeker, name_taken, no_draw, no_takeback, no_offer, offer_pending, offer_away, "
    "offer_limit",
    413: "the request body is larger than any the API takes (body_too_large, any route: at most 256 KiB)",
    422: "the move is not allowed (error: illegal), or the body or query does not match the schema "
    "(FastAPI's list of fields, under detail)",
    429: "too many requests from your address: too_many_open_requests (wait for an answer), "
    "too_many_attempts (wrong seat tokens), too_many_rooms, too_many_open_rooms, "
    "too_many_logins (failed logins from the address, or for the name from the address), "
    "too_many_signups (new accounts from the address)",
    500: "the room cannot be rebuilt from the database (broken_room)",
    503: "the change could not be stored and was not made (storage), or the worker is busy (busy); try again",
}


class ErrorBody(BaseModel):
    """An error answer."""

    error: str = Field(..., description="a stable, machine-readable code", examples=["no_room"])
    detail: str = Field(..., description="what was wrong, in English")
    i18n: dict[str, str] = Field(
        default_factory=dict, description="the same in other languages, e.g. {'de': ...}"
    )


class ValidationErrors(BaseModel):
    """FastAPI's answer to a body or query that does not match the schema."""

    detail: list[dict[str, Any]] = Field(..., description="each field and what is wrong with it")


#: every route can be answered 400 (a bad path or query: `fives.server.bounds`), 413 (a body too
#: large) and 429 (too many requests open at once from one address)
ALWAYS = (400, 413, 429)
#: a route that loads a room: no such room, or one that cannot be rebuilt
ROOM = (404, 500)
#: a route that acts with a seat token
SEAT = (401, 403, 404, 500)


def errors(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """The ``responses=`` of a route that can answer these statuses (and 429; FastAPI adds its
    own 422 to a route with input)."""
    documented: dict[int | str, dict[str, Any]] = {}
    for status in sorted({*statuses, *ALWAYS}):
        if status == 422:  # an illegal move, or FastAPI's list (which it documents by itself)
            documented[status] = {"model": ErrorBody | ValidationErrors, "description": MEANING[422]}
        else:
            documented[status] = {"model": ErrorBody, "description": MEANING[status]}
    return documented


def json_errors(schema: dict[str, Any]) -> None:
    """Error answers are JSON whatever a route answers when it succeeds (the rules are text):
    FastAPI documents a route's error statuses with the route's own media type."""
    for operations in schema.get("paths", {}).values():
        for operation in operations.values():
            for status, answer in operation.get("responses", {}).items():
                content = answer.get("content")
                if status[:1] in "45" and content and "application/json" not in content:
                    answer["content"] = {"application/json": next(iter(content.values()))}


#: OpenAPI links: (the operation and status that answers, the path parameter it names, how to
#: find its value and the seat token in the answer); stateful clients (and the stateful fuzzing
#: of tests/server/test_reliability_http.py) follow them to a real room, seek, game or player
LINKS = [
    ("post", "/api/rooms", "201", "room_id", "$response.body#/room/id", "$response.body#/tokens/0/token"),
    ("post", "/api/seeks", "200", "seek_id", "$response.body#/seek", "$response.body#/ticket"),
    ("get", "/api/games", "200", "game_id", "$response.body#/0/id", None),
    ("post", "/api/accounts", "201", "name", "$response.body#/account/name", None),
]


def add_links(schema: dict[str, Any]) -> None:
    """Links from each operation of `LINKS` to every operation with its path parameter."""
    paths = schema.get("paths", {})
    for method, path, status, parameter, value, token in LINKS:
        answer = paths.get(path, {}).get(method, {}).get("responses", {}).get(status)
        if answer is None:
            continue
        links: dict[str, Any] = {}
        for target_path, operations in paths.items():
            if f"{{{parameter}}}" not in target_path:
                continue
            for operation in operations.values():
                names = {(p["in"], p["name"]) for p in operation.get("parameters", [])}
                parameters = {f"path.{parameter}": value}
                if token is not None and ("header", "X-Seat-Token") in names:
                    parameters["header.X-Seat-Token"] = token
                links[operation["operationId"]] = {
                    "operationId": operation["operationId"],
                    "parameters": parameters,
                }
        answer["links"] = links
