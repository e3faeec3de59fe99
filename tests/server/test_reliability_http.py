"""The HTTP API fuzzed from its own OpenAPI schema (schemathesis): valid and invalid requests of
every operation, against real rooms in every status (waiting, playing, finished) with real and
wrong seat tokens.  No request is answered 5xx, every status answered is documented in the
schema (with the error body's model), and every error body says what was wrong:
``{"error": CODE, "detail": REASON}``, or for a body that does not match the schema, FastAPI's
422 list naming each field and what is wrong with it.

Bounded: MAX_EXAMPLES inputs per operation and generation mode; all traffic goes to 127.0.0.1.
"""

from __future__ import annotations

import random
import re
import uuid
import zlib
from collections import Counter
from typing import Any

import httpx
import pytest
import requests
import schemathesis
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from hypothesis.errors import Flaky, Unsatisfiable
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from .conftest import serve
from .reliability import LOOPBACK, db_kind, loopback_only, record_figures, thread_server  # noqa: F401

pytestmark = pytest.mark.usefixtures("loopback_only")

MAX_EXAMPLES = 15
#: the stateful run: scenarios, and calls in each (links from POST /api/rooms etc.)
SCENARIOS = 40
STEPS = 10
#: what every answer is checked for: no 5xx, a documented status, the documented content type
#: and an answer that matches its schema
#: bodies that make something (random ones almost never name a game): every other call of these
#: operations gets one, so that the links lead to a real room, seek and player
VALID = {
    "POST /api/rooms": lambda n: {
        "game": ["make5", "all_fives", "abraeumen", "zahlenpoker"][n % 4],
        "seats": [
            {"kind": "local"},
            # no computer seat: its moves would make the answers depend on timing
            [{"kind": "local"}, {"kind": "invite"}, {"kind": "open"}][n % 3],
        ],
    },
    "POST /api/seeks": lambda n: {"game": "make5", "players": 2},
    "POST /api/accounts": lambda n: {"name": f"AC/DC {uuid.uuid4().hex[:8]}?", "password": "a long password"},
}
CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance]


def _rooms(base: str) -> tuple[list[str], list[str]]:
    """Rooms in every status, and their seat tokens (a finished game played to its end)."""
    rooms: list[str] = []
    tokens: list[str] = []
    rng = random.Random(12)
    with httpx.Client(base_url=base, timeout=30) as http:
        bodies = [
            {"game": "make5", "seats": [{"kind": "local"}, {"kind": "invite"}]},  # waiting
            {"game": "zahlenpoker", "seats": [{"kind": "local"}, {"kind": "local"}, {"kind": "open"}]},
            {"game": "all_fives", "seats": [{"kind": "local"}, {"kind": "ai", "level": "random"}]},
            {"game": "abraeumen", "seats": [{"kind": "local"}]},  # played to the end
        ]
        for body in bodies:
            answer = http.post("/api/rooms", json=body)
            assert answer.status_code == 201, answer.text
            data = answer.json()
            rooms.append(data["room"]["id"])
            tokens.extend(t["token"] for t in data["tokens"])
        room, seat_tokens = rooms[-1], [t["token"] for t in data["tokens"]]
        for _ in range(3000):
            for token in seat_tokens:
                view = http.get(f"/api/rooms/{room}/me", headers={"X-Seat-Token": token}).json()["view"]
                if view["legal"]:
                    http.post(
                        f"/api/rooms/{room}/moves",
                        json={"move_number": view["move_number"], "action": rng.choice(view["legal"])},
                        headers={"X-Seat-Token": token},
                    )
            if http.get(f"/api/rooms/{room}").json()["status"] == "finished":
                break
        assert http.get(f"/api/rooms/{room}").json()["status"] == "finished"
    return rooms, tokens


def check_error_body(response: requests.Response) -> None:
    """A 4xx answer says what was wrong."""
    assert response.status_code < 500, f"{response.status_code}: {response.text[:500]}"
    if response.status_code < 400:
        return
    body = response.json()
    assert isinstance(body, dict), body
    if response.status_code == 422 and isinstance(body.get("detail"), list):
        assert body["detail"], body
        for item in body["detail"]:
            assert item["msg"] and isinstance(item["loc"], list), item
        return
    assert isinstance(body.get("error"), str) and body["error"], body
    assert isinstance(body.get("detail"), str) and len(body["detail"]) >= 8, body


@pytest.mark.slow
def test_http_api_fuzzed_from_its_openapi_schema(db_url: str) -> None:
    statuses: Counter[int] = Counter()
    per_operation: Counter[str] = Counter()
    # fuzzing tries many wrong tokens: a high guessing limit lets it go on exploring
    with thread_server(
        db_url, test_seed=3, token_failures_per_minute=10**6, rooms_per_minute=10**6
    ) as server:
        rooms, tokens = _rooms(server.url)
        openapi = httpx.get(f"{server.url}/openapi.json", timeout=30).json()
        schema = schemathesis.openapi.from_dict(openapi)
        operations = [result.ok() for result in schema.get_all_operations()]
        assert len(operations) >= 15
        session = requests.Session()
        unsatisfiable = 0
        undocumented: set[str] = set()  # answers whose status the schema does not list

        def fuzzer(operation: Any, strategy: Any, mode: GenerationMode) -> Any:
            label = f"{operation.method.upper()} {operation.path}"

            @settings(
                max_examples=MAX_EXAMPLES,
                deadline=None,
                database=None,
                derandomize=True,
                suppress_health_check=list(HealthCheck),
            )
            @given(case=strategy, data=st.data())
            def fuzz(case: Any, data: st.DataObject) -> None:
                if case.path_parameters and "room_id" in case.path_parameters and data.draw(st.booleans()):
                    case.path_parameters["room_id"] = data.draw(st.sampled_from(rooms))
                if data.draw(st.integers(0, 2)) > 0:
                    token = data.draw(st.sampled_from(tokens))
                    case.headers = {**(case.headers or {}), "X-Seat-Token": token}
                response = case.call(base_url=server.url, session=session, timeout=30)
                assert response.request.url.startswith(f"http://{LOOPBACK}:")
                statuses[response.status_code] += 1
                per_operation[label] += 1
                check_error_body(response)
                if mode is GenerationMode.POSITIVE:  # a request the schema allows: a documented answer
                    case.validate_response(response, checks=CHECKS)
                documented = openapi["paths"][operation.path][operation.method.lower()]["responses"]
                if str(response.status_code) not in documented:
                    undocumented.add(f"{label} {response.status_code}")

            return fuzz

        for operation in operations:
            for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):
                try:
                    fuzzer(operation, operation.as_strategy(generation_mode=mode), mode)()
                except Unsatisfiable:  # nothing to make invalid (e.g. GET /api/games has no input)
                    assert mode is GenerationMode.NEGATIVE
                    unsatisfiable += 1
        session.close()
    total = sum(statuses.values())
    assert total >= len(operations) * 2
    assert not [s for s in statuses if s >= 500]
    assert not undocumented, f"statuses the OpenAPI schema does not document: {sorted(undocumented)}"
    record_figures(
        f"http_fuzz_{db_kind(db_url)}",
        requests=total,
        operations=len(operations),
        max_examples_per_operation_and_mode=MAX_EXAMPLES,
        statuses={str(k): v for k, v in sorted(statuses.items())},
        server_errors=0,
        operations_without_invalid_input=unsatisfiable,
        undocumented_statuses=len(undocumented),
    )


@pytest.mark.slow
def test_http_api_fuzzed_with_state_from_its_links(db_url: str) -> None:
    """Stateful: scenarios of calls that follow the schema's links (a room made by POST
    /api/rooms is played, joined, left, hinted with its real id and seat token; a seek is looked
    at and cancelled; a game's and a new account's pages are read).  Every answer: no 5xx, a
    documented status and content type, a body that matches the schema."""
    calls: Counter[str] = Counter()
    statuses: Counter[int] = Counter()
    with thread_server(
        db_url,
        test_seed=3,
        token_failures_per_minute=10**6,
        rooms_per_minute=10**6,
        max_open_rooms_per_client=0,
    ) as server:
        openapi = httpx.get(f"{server.url}/openapi.json", timeout=30).json()
        schema = schemathesis.openapi.from_dict(openapi)
        session = requests.Session()
        origin = {"Origin": server.url}  # sign-up and sign-in come from the server's own pages

        class Scenarios(schema.as_state_machine()):  # type: ignore[misc]
            def call(self, case: Any, **kwargs: Any) -> Any:
                case.headers = {**(case.headers or {}), **origin}
                valid = VALID.get(f"{case.method.upper()} {case.path}")
                # rooms: half the cases make one, chosen by the drawn case only (the same draws must
                # lead to the same answers, or Hypothesis finds the run flaky); accounts and seeks:
                # every one (a random name is taken the second time; the other fuzzing tries them)
                drawn = zlib.crc32(repr(case.body).encode())
                if valid is not None and (drawn % 2 or case.path != "/api/rooms"):
                    case.body = valid(drawn // 2)
                response = case.call(base_url=server.url, session=session, timeout=30)
                assert response.request.url.startswith(f"http://{LOOPBACK}:")
                linked = "{" in case.operation.path and response.status_code < 300
                calls[f"{case.method.upper()} {case.path}{' (linked, 2xx)' if linked else ''}"] += 1
                statuses[response.status_code] += 1
                return response

            def validate_response(self, response: Any, case: Any, *args: Any, **kwargs: Any) -> None:
                check_error_body(response)
                case.validate_response(response, checks=CHECKS)

        # a server keeps its state between scenarios, so the same draws may meet other answers
        # (a seek that now meets an earlier one); Hypothesis then stops as "flaky", and the run
        # starts again, as schemathesis's own runner does (a failed check is never retried)
        for attempt in range(1, 4):
            calls.clear()
            statuses.clear()
            try:
                Scenarios.run(
                    settings=settings(
                        max_examples=SCENARIOS,
                        stateful_step_count=STEPS,
                        deadline=None,
                        database=None,
                        derandomize=attempt == 1,
                        phases=[Phase.generate],
                        suppress_health_check=list(HealthCheck),
                    )
                )
                break
            except Flaky:
                continue
        else:
            pytest.fail("the stateful run met other answers to the same draws three times")
        session.close()
    linked = sorted(label for label in calls if label.endswith("(linked, 2xx)"))
    # real state was reached: operations on a room, a seek, a game and a player answered 2xx
    for needed in (
        "/api/rooms/{room_id}",
        "/api/seeks/{seek_id}",
        "/api/games/{game_id}",
        "/api/players/{name}",
    ):
        assert any(needed in label for label in linked), (needed, sorted(calls))
    assert not [s for s in statuses if s >= 500]
    record_figures(
        f"http_stateful_{db_kind(db_url)}",
        scenarios=SCENARIOS,
        attempts=attempt,
        steps_at_most=STEPS,
        requests=sum(calls.values()),
        operations_called=len({label.split(" (")[0] for label in calls}),
        linked_operations_answered_2xx=len(linked),
        linked=[label.split(" (")[0] for label in linked],
        calls=dict(calls),
        statuses={str(k): v for k, v in sorted(statuses.items())},
    )


def test_the_schema_and_the_answers_agree(sqlite_url: str) -> None:
    """What schemathesis found (issue 33): a 405's Allow named one method of a path that takes
    two; the rules' errors were documented as text/plain but are JSON, and their text as
    text/plain but is text/markdown; an empty account name was valid in the schema.  And the
    links the stateful run follows are in the schema."""
    with serve(sqlite_url) as client:
        spec = client.get("/openapi.json").json()
        for path, operations in spec["paths"].items():
            methods = {m.upper() for m in operations}
            answer = client.request("PATCH", re.sub(r"\{[^}]+\}", "x1", path))
            assert answer.status_code == 405, path
            assert set(answer.headers["allow"].split(", ")) == methods, (path, answer.headers["allow"])
            for method, operation in operations.items():
                for status, documented in operation["responses"].items():
                    content = set(documented.get("content", {}))
                    if status >= "400":
                        assert content == {"application/json"}, (method, path, status, content)
        rules = client.get("/api/games/make5/rules")
        documented = spec["paths"]["/api/games/{game_id}/rules"]["get"]["responses"]["200"]["content"]
        assert rules.headers["content-type"].split(";")[0] in documented
        assert client.get("/api/games/nothing/rules").headers["content-type"] == "application/json"
        name = spec["components"]["schemas"]["Credentials"]["properties"]["name"]
        assert name["minLength"] == 1
        links = spec["paths"]["/api/rooms"]["post"]["responses"]["201"]["links"]
        assert len(links) >= 15
        assert all(link["parameters"]["path.room_id"] == "$response.body#/room/id" for link in links.values())
