"""Fixtures of the server tests: a database per test (SQLite file, or a fresh PostgreSQL schema
when FIVES_TEST_POSTGRES_URL is set), a TestClient around the app, and websocket helpers with
time-outs (a missing message fails the test instead of hanging it)."""

from __future__ import annotations

import json
import os
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import anyio
import pytest
import sqlalchemy as sa

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from fives.core.message import english_data
from fives.i18n import localize_view
from fives.server import launch
from fives.server.app import create_app
from fives.server.config import Settings, database_url
from fives.server.store import Store

PG_ENV = "FIVES_TEST_POSTGRES_URL"


def postgres_base() -> str:
    """The PostgreSQL URL of the tests; skip (locally) or fail (in CI) without one."""
    base = os.environ.get(PG_ENV)
    if not base:
        if os.environ.get("CI"):
            pytest.fail(f"CI must run the PostgreSQL tests: {PG_ENV} is not set (.ci/run sets it)")
        pytest.skip(f"PostgreSQL tests need {PG_ENV}=postgresql://USER:PASSWORD@HOST/DB (.ci/run sets it)")
    return base


@contextmanager
def postgres_schema() -> Iterator[str]:
    """A URL whose tables live in a fresh schema, dropped afterwards."""
    with launch.postgres_schema(postgres_base()) as url:
        yield url


def migrations_config() -> Any:
    """Alembic's configuration for the server's migrations."""
    from alembic.config import Config

    from fives.server.store import MIGRATIONS

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    return cfg


@contextmanager
def database_at(url: str, revision: str) -> Iterator[tuple[Store, sa.Connection]]:
    """A database of an older server: migrated up to ``revision`` only, in one transaction that
    commits when the block ends (an upgrade test fills it, then migrates the store to the head;
    the caller disposes of the store)."""
    from alembic import command

    store = Store(database_url(url))
    cfg = migrations_config()
    with store.engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, revision)
        yield store, conn


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Any) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path}/fives.sqlite3"
    else:
        with postgres_schema() as url:
            yield url


@pytest.fixture
def sqlite_url(tmp_path: Any) -> str:
    return f"sqlite:///{tmp_path}/fives.sqlite3"


@contextmanager
def serve(url: str, **settings: Any) -> Iterator[TestClient]:
    settings.setdefault("ai_workers", 1)
    app = create_app(Settings(database_url=database_url(url), **settings))
    with TestClient(app) as client:
        yield client


@pytest.fixture
def client(db_url: str) -> Iterator[TestClient]:
    """A server on SQLite, and again on PostgreSQL."""
    with serve(db_url, test_seed=1) as c:
        yield c


def create(client: TestClient, game: str, seats: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    response = client.post("/api/rooms", json={"game": game, "seats": seats, **extra})
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()
    data["token"] = {t["seat"]: t["token"] for t in data["tokens"]}
    return data


class Conn:
    """A websocket with a log of everything it received."""

    def __init__(self, ws: Any) -> None:
        self.ws = ws
        self.log: list[dict[str, Any]] = []
        self.raw: list[str] = []
        self.closed: dict[str, Any] | None = None

    def send(self, data: dict[str, Any]) -> None:
        self.ws.send_json(data)

    def recv(self, timeout: float = 20.0) -> dict[str, Any]:
        ws = self.ws

        async def get() -> Any:
            with anyio.fail_after(timeout):
                return await ws._send_rx.receive()

        message = ws.portal.call(get)
        if message["type"] == "websocket.close":
            self.closed = message
            return {"type": "closed", "code": message.get("code"), "reason": message.get("reason")}
        text = message["text"]
        self.raw.append(text)
        data: dict[str, Any] = json.loads(text)
        self.log.append(data)
        return data

    def until(self, accept: Callable[[dict[str, Any]], bool], timeout: float = 30.0) -> dict[str, Any]:
        for _ in range(10000):
            message = self.recv(timeout)
            if accept(message) or message["type"] == "closed":
                return message
        raise AssertionError("no such message")

    def state(self, at_least: int = 0, timeout: float = 30.0) -> dict[str, Any]:
        return self.until(lambda m: m["type"] == "state" and m["move_number"] >= at_least, timeout)

    def kind(self, kind: str, timeout: float = 30.0) -> dict[str, Any]:
        return self.until(lambda m: m["type"] == kind, timeout)


@contextmanager
def connect(
    client: TestClient, room: str, tokens: list[str] | None = None, spectate: bool = False
) -> Iterator[Conn]:
    with client.websocket_connect(f"/ws/rooms/{room}") as ws:
        conn = Conn(ws)
        conn.send(
            {"type": "hello", "spectate": True} if spectate else {"type": "hello", "tokens": tokens or []}
        )
        yield conn


def hub_room(client: TestClient, room: str) -> Any:
    return client.app.state.hub.rooms[room]  # type: ignore[attr-defined]


def hub_session(client: TestClient, room: str) -> Any:
    """The live room's session (`fives.server.session.Session`): its clock, timer, computer
    players and presence."""
    return client.app.state.hub.session(hub_room(client, room))  # type: ignore[attr-defined]


def english_view(state: Any, seat: int | None) -> dict[str, Any]:
    """``state.view(seat)`` as the server's JSON carries it: the view's messages (`fives.core.Message`)
    as their English text (`fives.core.message.english_data`)."""
    view: dict[str, Any] = english_data(state.view(seat))
    return view


def entry(state: Any, seat: int | None) -> dict[str, Any]:
    """What a state message carries for one seat: exactly its view (its messages in English), and
    the view's texts in the other languages (fives.i18n)."""
    view = state.view(seat)
    return {"seat": seat, "view": english_data(view), "i18n": localize_view(view)}
