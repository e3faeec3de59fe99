"""Computer time is shared fairly between people (issue 33, item 1): one address with many rooms
against ``max`` cannot make another person's ``easy`` opponent wait; the fair queue's order
(weighted by each job's budget), the worker one person may not take, and the per-address caps."""

from __future__ import annotations

import dataclasses
import random
import threading
import time
import warnings
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import contextmanager
from typing import Any

from uvicorn.middleware.proxy_headers import ProxyHeadersMiddleware

from fives.ai.levels import level_spec
from fives.ai.spec import parse_spec
from fives.games import load
from fives.server.ai_worker import Job, think
from fives.server.app import create_app
from fives.server.config import Settings, database_url

from .reliability import record_figures

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

#: the sleeping workers think for this share of a level's budget (``max``: 5 s -> 2 s): the
#: scheduler sees the real levels and their real costs, only the wall time is shortened
SCALE = 0.4
#: the calm figure is at least this (seconds): an HTTP round trip and a poll on a loaded machine
FLOOR = 0.2
ATTACKER, VICTIM = "203.0.113.7", "198.51.100.9"


def budget(job: Job) -> float:
    """The level's own time budget (seconds), as its spec says."""
    game = load(job.game)
    _name, params = parse_spec(level_spec(game, job.level, 2))
    return float(params.get("seconds", "0.15"))


class SleepingPool:
    """A worker that sleeps for the scaled budget of each move's level (no CPU), then plays a
    random legal move: the wall time of a search without its cost to the test machine."""

    def __init__(self, workers: int) -> None:
        self._threads = ThreadPoolExecutor(max_workers=1)

    def submit(self, fn: Callable[..., Any], /, *args: Any) -> Future[Any]:
        if fn is think:
            job: Job = args[0]

            def thinking() -> str:
                time.sleep(budget(job) * SCALE)
                return think(dataclasses.replace(job, level="random", room=""))

            return self._threads.submit(thinking)
        return self._threads.submit(fn, *args)

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        self._threads.shutdown(wait=False, cancel_futures=cancel_futures)


@contextmanager
def behind_proxy(url: str, **settings: Any) -> Iterator[tuple[TestClient, Any]]:
    """A server with two sleeping workers behind a trusted proxy: each request names its
    client's address in ``X-Forwarded-For``."""
    app = create_app(Settings(database_url=database_url(url), ai_workers=2, test_seed=1, **settings))
    with TestClient(ProxyHeadersMiddleware(app, trusted_hosts="*")) as client:  # type: ignore[arg-type]
        app.state.hub.scheduler._make_pool = SleepingPool
        yield client, app.state.hub


def from_(address: str, token: str | None = None) -> dict[str, str]:
    headers = {"x-forwarded-for": address}
    if token is not None:
        headers["x-seat-token"] = token
    return headers


def new_room(client: TestClient, address: str, level: str) -> tuple[str, str]:
    """A Fünf gewinnt room of ``address``: a person (who moves first) against the computer."""
    answer = client.post(
        "/api/rooms",
        json={
            "game": "fuenf_gewinnt",
            "seats": [{"kind": "local"}, {"kind": "ai", "level": level}],
            "options": {"first": "1"},
        },
        headers=from_(address),
    )
    assert answer.status_code == 201, answer.text
    data = answer.json()
    return data["room"]["id"], data["tokens"][0]["token"]


def person_moves(
    client: TestClient, hub: Any, room: str, token: str, address: str, rng: random.Random
) -> bool:
    """The person of ``room`` makes a random legal move if it is their turn (False if not)."""
    live = hub.rooms.get(room)
    if live is None or live.row.status != "playing" or 0 not in live.state.acting_players():
        return False
    number = live.state.move_number
    legal = live.state.legal_actions(0)
    action = live.state.action_to_string(rng.choice(legal), 0)
    answer = client.post(
        f"/api/rooms/{room}/moves",
        json={"move_number": number, "action": action},
        headers=from_(address, token),
    )
    return answer.status_code == 200


def replies(client: TestClient, hub: Any, count: int, rng: random.Random) -> list[float]:
    """The victim moves ``count`` times; the seconds until its ``easy`` opponent answered each."""
    times: list[float] = []
    room, token = new_room(client, VICTIM, "easy")
    while len(times) < count:
        live = hub.rooms[room]
        if live.row.status != "playing":
            room, token = new_room(client, VICTIM, "easy")
            continue
        number = live.state.move_number
        assert person_moves(client, hub, room, token, VICTIM, rng)
        began = time.monotonic()
        while live.row.status == "playing" and (
            live.state.move_number <= number + 1 or 0 not in live.state.acting_players()
        ):
            assert time.monotonic() - began < 60, "the easy opponent never answered"
            time.sleep(0.005)
        if live.row.status == "playing":
            times.append(time.monotonic() - began)
    return times


def test_one_address_with_eight_rooms_against_max_cannot_starve_another_s_easy_opponent(db_url: str) -> None:
    """The attack of issue 33: one address keeps 8 rooms against ``max`` busy (its script
    answers each move at once); another address's ``easy`` replies stay within 3x of the calm
    figure (at least `FLOOR`).  Before the fix both workers ran the attacker's searches and the
    easy reply waited for one of them to end (up to ``max``'s budget)."""
    rng = random.Random(33)
    with behind_proxy(db_url) as (client, hub):
        calm = replies(client, hub, 4, rng)
        attack = [new_room(client, ATTACKER, "max") for _ in range(8)]
        stop = threading.Event()

        def script() -> None:
            mine = random.Random(7)
            while not stop.is_set():
                for index, (room, token) in enumerate(attack):
                    if hub.rooms[room].row.status != "playing":
                        attack[index] = new_room(client, ATTACKER, "max")
                    else:
                        person_moves(client, hub, room, token, ATTACKER, mine)
                time.sleep(0.01)

        attacker = threading.Thread(target=script, daemon=True)
        attacker.start()
        try:
            time.sleep(budget(Job("fuenf_gewinnt", {}, 0, (), 1, "max", 0)) * SCALE)  # both workers busy
            busy = len(hub.scheduler.granted)
            under_attack = replies(client, hub, 6, rng)
            served = [g for g in list(hub.scheduler.granted)[busy:] if g.key in {r for r, _ in attack}]
        finally:
            stop.set()
            attacker.join(30)
        bound = 3 * max(max(calm), FLOOR)
        record_figures(
            "fair computer time: easy replies beside 8 rooms against max (sleeping workers)",
            calm_s=[round(t, 3) for t in calm],
            under_attack_s=[round(t, 3) for t in under_attack],
            bound_s=round(bound, 3),
            attacker_searches=len(served),
        )
        assert served, "the attacker's rooms were not played meanwhile"
        assert max(under_attack) <= bound, (calm, under_attack)
