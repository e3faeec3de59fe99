"""Limits per client address: wrong seat tokens (refused for a while after too many), open
websockets, open HTTP requests, new rooms, rooms waiting for players, and the pace of messages
and requests (a flood is read more slowly, so it slows only the flooder).  Every table is
bounded."""

from __future__ import annotations

import asyncio
import ipaddress
import json
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from typing import Any

from fives.core import Message

from .errors import RoomError, code_of


def is_loopback(client: str) -> bool:
    """Whether ``client`` is a loopback address (this machine: the operator's own tools, or a
    local proxy that does not forward the client's address)."""
    try:
        return ipaddress.ip_address(client).is_loopback
    except ValueError:
        return False


class TokenGuard:
    """Wrong seat tokens per client address.  A valid token is always accepted (players behind
    one NAT, or every client of a proxy that forwards no address, share an address with a
    guesser); the guard only decides how a *wrong* one is answered: 403 ``bad_token`` until the
    address has presented ``limit`` wrong tokens within ``window`` seconds, then 429
    ``too_many_attempts``, which says nothing about the token.  Refused guesses count too, so
    guessing on keeps the address locked out.  Memory: ``clients`` addresses at most."""

    def __init__(
        self,
        limit: int = 20,
        window: float = 60.0,
        clients: int = 10000,
        clock: Callable[[], float] | None = None,
    ) -> None:
        self.limit = limit
        self.window = window
        self.clients = clients
        self._clock = clock
        self._failures: OrderedDict[str, deque[float]] = OrderedDict()

    def _now(self) -> float:
        return self._clock() if self._clock is not None else time.monotonic()

    def _recent(self, client: str, now: float) -> deque[float]:
        times = self._failures.get(client)
        if times is None:
            return deque()
        while times and times[0] <= now - self.window:
            times.popleft()
        if not times:
            del self._failures[client]
        return times

    def locked(self, client: str) -> bool:
        """Whether ``client`` presented ``limit`` wrong tokens within the window."""
        return len(self._recent(client, self._now())) >= self.limit

    def refusal(self, client: str, wrong: RoomError) -> RoomError:
        """Count one wrong token of ``client`` and return the error to answer it with: ``wrong``
        itself, or 429 ``too_many_attempts`` when the address was locked out already."""
        now = self._now()
        times = self._recent(client, now)
        answer = wrong
        if len(times) >= self.limit:
            wait = max(1, int(times[0] + self.window - now) + 1)
            answer = RoomError(
                "too_many_attempts",
                Message("server-too-many-attempts", wait=str(wait)),
            )
        times = self._failures.setdefault(client, deque(maxlen=self.limit))
        times.append(now)
        self._failures.move_to_end(client)
        while len(self._failures) > self.clients:
            self._failures.popitem(last=False)
        return answer


class MessageRate:
    """A token bucket per connection: ``rate`` messages a second, bursts of ``burst``.  A client
    that sends faster is not refused but read more slowly (its own messages wait; TCP pushes back
    on it), so a flood slows only the one who floods."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self.last = time.monotonic()
        self.delayed = 0

    def delay(self) -> float:
        """Take one message; the seconds to wait before reading the next one (0 within the rate)."""
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        self.tokens -= 1.0
        if self.tokens >= 0:
            return 0.0
        self.delayed += 1
        return -self.tokens / self.rate


class ConnectionCount:
    """Open websockets per client address, at most ``limit`` each (memory stays bounded)."""

    def __init__(self, limit: int, exempt_loopback: bool = False) -> None:
        self.limit = limit
        self.exempt_loopback = exempt_loopback
        self.open: dict[str, int] = {}

    def enter(self, client: str) -> None:
        if self.exempt_loopback and is_loopback(client):
            return
        count = self.open.get(client, 0)
        if count >= self.limit:
            raise RoomError(
                "too_many_connections",
                Message("server-too-many-connections", limit=str(self.limit)),
            )
        self.open[client] = count + 1

    def leave(self, client: str) -> None:
        if self.exempt_loopback and is_loopback(client):
            return
        count = self.open.get(client, 0) - 1
        if count > 0:
            self.open[client] = count
        else:
            self.open.pop(client, None)


class RateLimit:
    """At most ``limit`` events per client (address) within ``window`` seconds; memory bounded.
    The refusal's message is ``message`` of the catalogs, with ``limit``, ``what`` and ``wait``."""

    def __init__(
        self,
        limit: int,
        window: float,
        code: str,
        what: str,
        clients: int = 10000,
        exempt_loopback: bool = False,
        message: str = "server-rate",
    ) -> None:
        self.message = message
        self.exempt_loopback = exempt_loopback
        self.limit = limit
        self.window = window
        self.code = code
        self.what = what
        self.clients = clients
        self._events: OrderedDict[str, deque[float]] = OrderedDict()

    def hit(self, client: str) -> None:
        """Count one event of ``client``; raise RoomError (429) when it has had its share."""
        if self.exempt_loopback and is_loopback(client):
            return
        now = time.monotonic()
        times = self._events.setdefault(client, deque(maxlen=self.limit))
        while times and times[0] <= now - self.window:
            times.popleft()
        if len(times) >= self.limit:
            wait = max(1, int(times[0] + self.window - now) + 1)
            raise RoomError(
                self.code,
                Message(self.message, limit=str(self.limit), what=self.what, wait=str(wait)),
            )
        times.append(now)
        self._events.move_to_end(client)
        while len(self._events) > self.clients:
            self._events.popitem(last=False)


class OpenRooms:
    """Rooms waiting for players, per client address that created them: at most ``limit`` each
    (the lobby lists only the newest rooms, so a few addresses could otherwise hide every
    genuine one).  A room counts from its creation until it is no longer waiting (it started)
    or ``lifetime`` seconds have passed, so a player whose friends never came is not shut out
    for good.  In memory: a restart forgets the counts (and rooms dropped from memory still
    count until their lifetime ends).  Memory: ``clients`` addresses at most."""

    def __init__(
        self,
        limit: int,
        lifetime: float = 86400.0,
        exempt_loopback: bool = False,
        clients: int = 10000,
        clock: Callable[[], float] | None = None,
    ) -> None:
        self.limit = limit
        self.lifetime = lifetime
        self.exempt_loopback = exempt_loopback
        self.clients = clients
        self.clock = clock or time.monotonic
        self._rooms: OrderedDict[str, dict[str, float]] = OrderedDict()
        self._pending = 0

    def open_rooms(self, client: str, waiting: Callable[[str], bool]) -> int:
        """How many rooms of ``client`` wait for players (forgetting those that no longer do)."""
        rooms = self._rooms.get(client)
        if rooms is None:
            return 0
        now = self.clock()
        for room_id, created in list(rooms.items()):
            if created <= now - self.lifetime or not (room_id.startswith("?") or waiting(room_id)):
                del rooms[room_id]
        if not rooms:
            del self._rooms[client]
            return 0
        return len(rooms)

    def reserve(self, client: str, waiting: Callable[[str], bool]) -> str | None:
        """Hold a place for one new room of ``client`` (None: exempt); 429
        ``too_many_open_rooms`` when it has ``limit`` rooms waiting.  `settle` it afterwards."""
        if self.limit <= 0 or (self.exempt_loopback and is_loopback(client)):
            return None
        if self.open_rooms(client, waiting) >= self.limit:
            raise RoomError(
                "too_many_open_rooms",
                Message("server-too-many-open-rooms", limit=str(self.limit)),
            )
        self._pending += 1
        key = f"?{self._pending}"  # room ids never start with '?'
        self._rooms.setdefault(client, {})[key] = self.clock()
        self._rooms.move_to_end(client)
        while len(self._rooms) > self.clients:
            self._rooms.popitem(last=False)
        return key

    def settle(self, client: str, key: str | None, room_id: str | None) -> None:
        """Replace the place held by `reserve` with the room created (None: none, or it does
        not wait for players)."""
        if key is None:
            return
        rooms = self._rooms.get(client)
        if rooms is None or key not in rooms:
            return
        created = rooms.pop(key)
        if room_id is not None:
            rooms[room_id] = created
        elif not rooms:
            del self._rooms[client]


class HttpPace:
    """ASGI middleware: each client address may make ``rate`` HTTP requests a second (bursts of
    ``burst``); later ones wait for their turn instead of being refused, so a client that floods
    the API slows only itself.  Buckets are kept for at most ``clients`` addresses."""

    def __init__(
        self, app: Any, rate: float, burst: int, clients: int = 10000, exempt_loopback: bool = False
    ) -> None:
        self.app = app
        self.exempt_loopback = exempt_loopback
        self.rate = rate
        self.burst = burst
        self.clients = clients
        self._buckets: OrderedDict[str, MessageRate] = OrderedDict()

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "http" and self.rate > 0:
            client = scope.get("client")
            address = client[0] if client else "?"
            if self.exempt_loopback and is_loopback(address):
                await self.app(scope, receive, send)
                return
            bucket = self._buckets.get(address)
            if bucket is None:
                bucket = self._buckets[address] = MessageRate(self.rate, self.burst)
                while len(self._buckets) > self.clients:
                    self._buckets.popitem(last=False)
            self._buckets.move_to_end(address)
            pause = bucket.delay()
            if pause > 0:
                await asyncio.sleep(pause)
        await self.app(scope, receive, send)


class OpenRequests:
    """ASGI middleware: each client address may have at most ``limit`` HTTP requests open at once
    (from their headers to the end of their answers; each holds a connection, and requests
    waiting for their turn under `HttpPace` count).  One more is answered 429
    ``too_many_open_requests`` at once, saying so; the others go on.  Memory: one counter per
    address with a request open."""

    def __init__(self, app: Any, limit: int, exempt_loopback: bool = False) -> None:
        self.app = app
        self.limit = limit
        self.exempt_loopback = exempt_loopback
        self.open: dict[str, int] = {}

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http" or self.limit <= 0:
            await self.app(scope, receive, send)
            return
        client = scope.get("client")
        address = client[0] if client else "?"
        if self.exempt_loopback and is_loopback(address):
            await self.app(scope, receive, send)
            return
        count = self.open.get(address, 0)
        if count >= self.limit:
            await _refuse(
                send,
                "too_many_open_requests",
                f"at most {self.limit} HTTP requests open at once per address; wait for an answer first",
            )
            return
        self.open[address] = count + 1
        try:
            await self.app(scope, receive, send)
        finally:
            left = self.open.get(address, 1) - 1
            if left > 0:
                self.open[address] = left
            else:
                self.open.pop(address, None)


async def _refuse(send: Any, code: str, detail: str) -> None:
    body = json.dumps({"error": code, "detail": detail}, separators=(",", ":")).encode("ascii")
    await send(
        {
            "type": "http.response.start",
            "status": code_of(code).status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
                (b"retry-after", b"1"),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})
