"""Replays of finished games: computed once, in a worker thread, kept encoded in bounded tables.

``/api/finished/{id}``, its ``record.json`` and ``replay?move=N`` replay the game from its seed.
On a 3,796-action All Fives game that took about 100 ms for each request, on the event loop, so
a few concurrent requests held up every other player (a ping rose from 0.9 ms to a 672 ms
median).  A finished game does not change, so:

- its record and its public view after each move number are computed **once**, however many
  ask at the same time (they all await the same computation), and kept as encoded JSON (the
  encoding of a long view took as long as computing it) in least-recently-used tables bounded
  in entries and in bytes;
- the computing and the encoding run in **one worker thread** (`Replays.threads`), never on the
  event loop; replays queue there instead of holding up play.

A finished one-player game reopened by an undo (`fives.server.solo`) has another history when it
is over again: the tables are keyed by the room's history, so nothing stale is served.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, TypeVar

from fives.core import State, record_from
from fives.core.message import english
from fives.i18n import localize_view

from . import presence
from .room import Room

T = TypeVar("T")
#: actions replayed between two chances for the event loop to take the interpreter (the GIL)
YIELD_EVERY = 16


def encode(content: Any) -> bytes:
    """JSON as FastAPI's `JSONResponse` writes it (UTF-8, compact, no NaN)."""
    text = json.dumps(content, ensure_ascii=False, allow_nan=False, separators=(",", ":"), default=english)
    return text.encode("utf-8")


def merge(head: dict[str, Any], body: bytes) -> bytes:
    """The JSON object ``head`` followed by the members of the encoded object ``body`` (which
    must not be empty), without decoding ``body`` again."""
    start = encode(head)
    if start == b"{}":
        return body
    return start[:-1] + b"," + body[1:]


@dataclass(frozen=True)
class Published:
    """A finished game's record, encoded: ``{"record": ...}`` (to `merge` into an answer) and the
    download of ``record.json``."""

    member: bytes
    download: bytes


@dataclass
class _Game:
    history: tuple[tuple[int, Any], ...]
    names: tuple[str, ...]
    generation: int


def _publish(
    initial: Callable[[], State[Any]],
    history: tuple[tuple[int, Any], ...],
    names: list[str],
    ended: dict[str, Any],
) -> Published:
    data = {**record_from(initial(), history, names).to_json(), **ended}
    download = json.dumps(data, indent=1, ensure_ascii=False, default=english).encode("utf-8")
    return Published(encode({"record": data}), download)


def _view(initial: Callable[[], State[Any]], history: tuple[tuple[int, Any], ...], move: int) -> bytes:
    state = initial()
    for index, (player, action) in enumerate(history[:move]):
        if index % YIELD_EVERY == 0:
            time.sleep(0)  # let the event loop have the interpreter if it is waiting for it
        state.push(action, player)
    view = state.view(None)
    time.sleep(0)
    return encode({"view": view, "i18n": localize_view(view)})


class Replays:
    """The tables and the worker thread; one per server (``app.state.replays``)."""

    def __init__(
        self, games: int = 64, views: int = 1024, view_bytes: int = 32 * 1024 * 1024, threads: int = 1
    ) -> None:
        self.max_games, self.max_views, self.max_view_bytes = games, views, view_bytes
        self.threads = threads
        self._pool: ThreadPoolExecutor | None = None
        self._games: OrderedDict[str, _Game] = OrderedDict()
        self._records: OrderedDict[Hashable, asyncio.Future[Published]] = OrderedDict()
        self._views: OrderedDict[Hashable, asyncio.Future[bytes]] = OrderedDict()
        self._view_bytes = 0
        self._generation = 0
        #: computations started (records, views): each is done once however many ask
        self.computed = {"records": 0, "views": 0}

    def _pool_(self) -> ThreadPoolExecutor:
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=self.threads, thread_name_prefix="fives-replay")
        return self._pool

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    # ------------------------------------------------------------------ the answers
    async def record(self, room: Room) -> Published:
        """The finished game's record (the caller checked that it is finished)."""
        game = self._game(room)
        initial = room.initial_state  # the fresh state is made in the worker thread too
        names = list(game.names)
        history = game.history
        ended = presence.record_json(room, {})  # how a game that ended early ended (a claimed win)
        return await self._once(
            self._records,
            (room.id, game.generation),
            lambda: _publish(initial, history, names, ended),
            "records",
        )

    async def view(self, room: Room, move: int) -> bytes:
        """``{"view", "i18n"}`` encoded: the public view after ``move`` actions (0 <= move <= total)."""
        game = self._game(room)
        initial = room.initial_state
        history = game.history
        return await self._once(
            self._views, (room.id, game.generation, move), lambda: _view(initial, history, move), "views"
        )

    # ------------------------------------------------------------------ the tables
    def _game(self, room: Room) -> _Game:
        """The entry of the room's game as it is now (a new generation when its history changed)."""
        history = tuple(room.state.history)
        names = tuple(seat.name for seat in room.seats)
        game = self._games.get(room.id)
        if game is None or game.history != history or game.names != names:
            self._generation += 1
            game = _Game(history, names, self._generation)
            self._games[room.id] = game
        self._games.move_to_end(room.id)
        while len(self._games) > self.max_games:
            self._games.popitem(last=False)
        return game

    async def _once(
        self,
        table: OrderedDict[Hashable, asyncio.Future[T]],
        key: Hashable,
        work: Callable[[], T],
        kind: str,
    ) -> T:
        future = table.get(key)
        if future is None:
            future = asyncio.get_running_loop().run_in_executor(self._pool_(), work)
            self.computed[kind] += 1
            table[key] = future
            future.add_done_callback(lambda done: self._settled(table, key, done))
            self._trim(table)
        else:
            table.move_to_end(key)
        # shielded: a request that goes away does not cancel the others' answer
        return await asyncio.shield(future)

    def _settled(
        self, table: OrderedDict[Hashable, asyncio.Future[T]], key: Hashable, done: asyncio.Future[T]
    ) -> None:
        if done.cancelled() or done.exception() is not None:
            if table.get(key) is done:  # computed again on the next request
                del table[key]
            return
        if table is self._views and table.get(key) is done:
            result = done.result()
            assert isinstance(result, bytes)
            self._view_bytes += len(result)
            self._trim(table)

    def _trim(self, table: OrderedDict[Hashable, asyncio.Future[T]]) -> None:
        limit = self.max_views if table is self._views else self.max_games
        while len(table) > limit or (table is self._views and self._view_bytes > self.max_view_bytes):
            _key, oldest = table.popitem(last=False)
            if (
                table is self._views
                and oldest.done()
                and not oldest.cancelled()
                and oldest.exception() is None
            ):
                result = oldest.result()
                assert isinstance(result, bytes)
                self._view_bytes -= len(result)
            if not table:
                break
