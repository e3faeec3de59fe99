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
from collections import Counter
from typing import Any

import httpx
import pytest
import requests
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.errors import Unsatisfiable
from schemathesis import GenerationMode

from .reliability import LOOPBACK, db_kind, loopback_only, record_figures, thread_server  # noqa: F401

pytestmark = pytest.mark.usefixtures("loopback_only")

MAX_EXAMPLES = 15


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

        def fuzzer(operation: Any, strategy: Any) -> Any:
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
                documented = openapi["paths"][operation.path][operation.method.lower()]["responses"]
                if str(response.status_code) not in documented:
                    undocumented.add(f"{label} {response.status_code}")

            return fuzz

        for operation in operations:
            for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):
                try:
                    fuzzer(operation, operation.as_strategy(generation_mode=mode))()
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
