"""Server settings: where the database is, where to listen, and the limits of one room.

The database URL comes from ``--database``, else ``FIVES_DATABASE_URL``, else an SQLite file in
the user's data directory.  ``postgresql://`` and ``postgres://`` URLs use psycopg 3.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from platformdirs import user_data_dir

from .clock import Clock
from .mail import Smtp

ENV_DATABASE = "FIVES_DATABASE_URL"


class ConfigError(Exception):
    """A configuration problem, reported as one line."""


def default_database_url() -> str:
    path = Path(user_data_dir("fives", appauthor=False)) / "fives.sqlite3"
    return f"sqlite:///{path}"


def database_url(given: str | None = None) -> str:
    """The database URL to use, normalised for SQLAlchemy (psycopg 3 for PostgreSQL)."""
    url = (given or os.environ.get(ENV_DATABASE) or "").strip() or default_database_url()
    scheme, sep, rest = url.partition("://")
    if not sep:
        raise ConfigError(
            f"database URL {url!r} has no scheme; use sqlite:///PATH or postgresql://USER@HOST/DB"
        )
    scheme = scheme.lower()
    if scheme in ("postgresql", "postgres", "postgresql+psycopg"):
        return f"postgresql+psycopg://{rest}"
    if scheme in ("sqlite", "sqlite+pysqlite"):
        return f"sqlite://{rest}"
    raise ConfigError(f"database URL scheme {scheme!r} is not supported; use sqlite:// or postgresql://")


@dataclass(frozen=True)
class Settings:
    database_url: str
    #: worker processes that run the computer players
    ai_workers: int = 2
    #: longest websocket message accepted, in bytes (longer ones close the connection)
    max_message_bytes: int = 16384
    #: messages queued for one slow connection before it is closed
    max_queued_messages: int = 256
    #: open websockets of one client address (more are refused with ``too_many_connections``)
    max_connections_per_client: int = 64
    #: HTTP requests of one client address open at once (each holds a connection, also while it
    #: waits for its turn under ``requests_per_second``); more are answered 429
    #: ``too_many_open_requests``
    max_open_requests_per_client: int = 32
    #: messages one connection may send a second (and in a burst); faster ones are read later
    messages_per_second: float = 100.0
    message_burst: int = 200
    #: HTTP requests one address may make a second (and in a burst); faster ones wait their turn
    requests_per_second: float = 100.0
    request_burst: int = 300
    #: the capacity limits per address (websockets, open requests, new rooms, rooms waiting for
    #: players, HTTP pace) spare loopback clients:
    #: the operator's own tools (a load test) or a local proxy that does not forward addresses
    #: (uvicorn takes a local proxy's X-Forwarded-For as the client's address); the limit on
    #: wrong seat tokens applies to every address
    exempt_loopback: bool = True
    #: rooms one address may create per minute (rematches included)
    rooms_per_minute: int = 60
    #: accounts one address may make an hour (more are answered 429 ``too_many_signups``;
    #: loopback exempt under `exempt_loopback`)
    signups_per_hour: int = 10
    #: rooms waiting for players (a free lobby or invited seat) that one address may have at
    #: once (more are answered 429 ``too_many_open_rooms``); each counts for at most
    #: ``open_room_seconds`` after its creation.  0: no cap
    max_open_rooms_per_client: int = 10
    open_room_seconds: float = 86400.0
    #: games between computer players only that one address may have running at once (loopback
    #: exempt with ``exempt_loopback``): each keeps a worker busy for as long as it lasts
    max_computer_rooms_per_client: int = 2
    #: games in which the computer plays a seat (against a person too) that one address may have
    #: running at once; seats handed to the computer since (a clock, an absence, a leave) count,
    #: as in ``max_computer_rooms_per_client`` (`fives.server.ai_sched.ComputerRooms`)
    max_computer_games_per_client: int = 8
    #: rooms kept in memory; beyond, the least recently used idle ones (no connection, no
    #: computer thinking, no clock running) are dropped and rebuilt from the database when needed
    max_live_rooms: int = 5000
    #: how often the thinking time of running turns is stored (seconds; 0: only with the moves),
    #: so that after a crash a clock goes on from at most this long before it
    clock_checkpoint_seconds: float = 5.0
    #: new websockets one address may open a minute (more are refused with
    #: ``too_many_connections``): a churn of connections cannot flood a room (loopback exempt
    #: under `exempt_loopback`)
    connections_per_minute: int = 120
    #: a connection whose hello asked for a heartbeat (``"heartbeat": true``) must send something
    #: at least this often, or it is closed and its seats count as away (the page pings every
    #: 3 s: a lost network is seen within about 10 s; a closed tab at once)
    heartbeat_timeout_seconds: float = 10.0
    #: arrivals and departures are sent as one ``presence`` message per room at most this often
    presence_interval_seconds: float = 0.5
    #: wrong seat tokens one address may present per minute; further wrong ones are answered
    #: 429 ``too_many_attempts`` until the minute has passed (a valid token is always accepted)
    token_failures_per_minute: int = 20
    #: seats of one room
    max_seats: int = 8
    #: rooms listed in the lobby and the finished-games list
    list_limit: int = 100
    #: a room leaves the lobby when no person has had it open for this long (seconds); it stays
    #: in the database and is resumed with its tokens
    lobby_idle_seconds: float = 86400.0
    #: how often the rooms open in this process are marked as open now (for the lobby of other
    #: processes on the same database; 0: only when a connection opens or closes)
    seen_refresh_seconds: float = 600.0
    #: the address the pages build invite links from (``--public-url``: a server behind a proxy)
    public_url: str | None = None
    #: this machine's address in the local network, when the server listens on every address
    #: (``--host 0.0.0.0``): invite links of a page opened on this machine use it
    lan_url: str | None = None
    #: serve the API documentation pages /docs and /redoc (``fives serve --api-docs``).  Off by
    #: default: they load their scripts from a CDN on the origin whose pages keep the seat
    #: tokens in localStorage; /openapi.json (no script) is always served
    api_docs: bool = False
    #: websocket origins allowed besides the server's own (a page served by a reverse proxy
    #: under another host name), e.g. ``("https://games.example.org",)``; see `fives.server.origin`
    allowed_origins: tuple[str, ...] = ()
    #: listen for other processes' moves (PostgreSQL LISTEN/NOTIFY)
    listen: bool = True
    #: tests only: draw every room's seed from a random source seeded with this number (the seed
    #: decides every chance event, so in play it comes from `secrets` and is never sent)
    test_seed: int | None = None
    #: tests only: multiply the live time of game rules (Hütchenspieler's memorising) by this
    timer_scale: float = 1.0
    #: the clock of play (wall time; tests move it forward: `fives.server.clock`)
    clock: Clock = field(default_factory=Clock, compare=False, repr=False)
    #: tests only: serve ``POST /api/test/clock`` that moves `clock` forward (a simulated day);
    #: ``fives serve`` sets it from ``FIVES_TEST_CLOCK=1``, never by default
    test_clock: bool = False
    #: how often turn-based rooms whose move clock ran out are looked for in the database (a
    #: room dropped from memory, or run by a process that stopped, still times out)
    turn_sweep_seconds: float = 60.0
    #: a quick-play seek whose page has not asked about it for this long is stale (a closed tab)
    seek_stale_seconds: float = 30.0
    #: turn-based play: rooms one "Your turn" answer lists at most, and seat tokens it reads
    my_turn_limit: int = 50
    my_turn_tokens: int = 200
    #: turn notifications (issue 35, `fives.server.notify`): the operator's SMTP server (None:
    #: no e-mail; ``fives serve`` reads it from ``FIVES_SMTP_*``), the VAPID ``sub`` claim
    #: (``mailto:`` or ``https:``; default: the SMTP sender, else the public address)
    smtp: Smtp | None = None
    vapid_subject: str | None = None
    #: turns waiting to be sent (more are dropped and logged), tries per message, and the wait
    #: before the second try (doubling after)
    notify_queue: int = 1000
    notify_attempts: int = 3
    notify_retry_seconds: float = 30.0
    #: push subscriptions (browsers) one account keeps; a new one beyond replaces the oldest
    max_push_subscriptions: int = 10
    #: the push services the server posts to (host names; a name matches itself and its
    #: subdomains): a subscription elsewhere is refused, so the server posts nowhere a page
    #: chooses.  ``("*",)``: any https host
    push_hosts: tuple[str, ...] = (
        "fcm.googleapis.com",
        "push.services.mozilla.com",
        "push.apple.com",
        "notify.windows.com",
    )
    #: tests only: also plain-http push endpoints of these hosts (the tests' own push service)
    push_insecure_hosts: tuple[str, ...] = ()
