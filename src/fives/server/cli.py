"""``fives serve``: run the game server with uvicorn.

Configuration problems (a bad database URL, a database that cannot be opened, a port in use)
end with one line on stderr and exit code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import errno
import gc
import logging
import os
import signal
import socket
import sys
import time
import urllib.parse
from collections.abc import Callable
from typing import Any

from rich.console import Console

from .config import ConfigError, Settings, database_url
from .mail import Smtp
from .origin import parse_origin


class ScrubTokens(logging.Filter):
    """Belt and braces: tokens never travel in URLs, but should a client put one into a query
    string, the access and websocket log lines drop every query string."""

    def filter(self, record: logging.LogRecord) -> bool:
        if isinstance(record.args, tuple):
            record.args = tuple(_scrub(arg) for arg in record.args)
        return True


def _scrub(arg: object) -> object:
    if isinstance(arg, str) and arg.startswith("/") and "?" in arg:
        return arg.split("?", 1)[0] + "?…"
    return arg


def install_log_scrubber() -> None:
    for name in ("uvicorn.access", "uvicorn.error"):
        logging.getLogger(name).addFilter(ScrubTokens())


def add_parser(subparsers: Any) -> None:
    p = subparsers.add_parser(
        "serve",
        help="run the game server (HTTP API and websockets)",
        description="Run the game server. The database is an SQLite file in your data folder unless "
        "--database or FIVES_DATABASE_URL names another (sqlite:///PATH or postgresql://USER@HOST/DB).",
    )
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=8000, help="port to listen on (default 8000)")
    p.add_argument(
        "--public-url",
        metavar="URL",
        help="the address people reach this server at, e.g. https://games.example.org behind a reverse "
        "proxy: invite links are built from it (default: the address the creator's page was opened "
        "with, or this machine's network address when --host is 0.0.0.0)",
    )
    p.add_argument("--database", metavar="URL", help="database URL (default: FIVES_DATABASE_URL or SQLite)")
    p.add_argument("--ai-workers", type=int, default=2, help="processes for computer players (default 2)")
    p.add_argument("--log-level", default="info", choices=("debug", "info", "warning", "error"))
    p.add_argument(
        "--drain-seconds",
        type=float,
        default=DRAIN_SECONDS,
        metavar="S",
        help="on SIGTERM, serve on for S seconds while GET /api/health answers 404, so that a load "
        f"balancer stops choosing this process before it stops (default {DRAIN_SECONDS:g}; 0: stop at "
        "once; SIGINT and a second SIGTERM always stop at once)",
    )
    p.add_argument(
        "--ws-deflate",
        action="store_true",
        help="compress websocket messages (permessage-deflate); off by default: the messages are a "
        "few kilobytes and compressing each costs the server more CPU than it saves on a fast link",
    )
    p.add_argument(
        "--api-docs",
        action="store_true",
        help="serve the API documentation pages /docs and /redoc (off by default: they load scripts "
        "from a CDN on the origin that keeps the players' seat tokens; /openapi.json is always served)",
    )
    p.add_argument(
        "--allow-origin",
        action="append",
        default=[],
        metavar="ORIGIN",
        help="a page origin (e.g. https://games.example.org) that may open websockets besides the "
        "server's own address, for a reverse proxy that changes the Host; repeatable",
    )
    p.add_argument(
        "--forwarded-allow-ips",
        default="127.0.0.1",
        metavar="ADDRESSES",
        help="the reverse proxies (comma-separated addresses, or *) whose X-Forwarded-For header names "
        "the client: the per-address limits then count each player, not the proxy (default 127.0.0.1, "
        "a proxy on this machine)",
    )
    p.set_defaults(func=cmd_serve)


#: SIGTERM's drain: longer than HAProxy takes to stop choosing a process whose check answers 404
#: (deploy/haproxy.cfg: a check every second, a 404 acts at once), with room for a late check
DRAIN_SECONDS = 3.0


class DrainingServer:
    """A stop in three steps (docs/deploy.md#restarts-and-crashes).  On SIGTERM the process first
    drains: ``/api/health`` answers 404 (`fives.server.health`) while every request, websocket
    and new connection is served as before, for ``drain_seconds``; then uvicorn's own stop
    follows: it stops accepting, closes idle connections, lets the requests under way finish, and
    the app closes the websockets with 1012.  SIGINT (Ctrl-C) and a second SIGTERM stop at once."""

    def __init__(self, server: Any, app: Any, drain_seconds: float) -> None:
        self.server = server
        self.app = app
        self.drain_seconds = drain_seconds
        self.drain_until: float | None = None
        stop, tick = server.handle_exit, server.on_tick

        def handle_exit(sig: int, frame: Any) -> None:
            stop(sig, frame)  # uvicorn notes the signal (raised again after the stop)
            if sig == signal.SIGTERM and self.drain_seconds > 0 and self.drain_until is None:
                # the first SIGTERM: drain first (the handler runs between two steps of the
                # event loop's thread, so the loop never sees should_exit set here)
                server.should_exit = False
                self.drain_until = time.monotonic() + self.drain_seconds
                app.state.draining = True
                logging.getLogger("fives.server").info(
                    "SIGTERM: draining for %g s (GET /api/health answers 404), then stopping",
                    self.drain_seconds,
                )

        async def on_tick(counter: int) -> bool:  # uvicorn calls it every 0.1 s
            if self.drain_until is not None and time.monotonic() >= self.drain_until:
                server.should_exit = True
            done: bool = await tick(counter)
            return done

        server.handle_exit, server.on_tick = handle_exit, on_tick


#: tests only: ``FIVES_TEST_CLOCK=1`` serves the hook that moves the server's clock forward
#: (`fives.server.clock`); a real server never sets it
TEST_CLOCK_ENV = "FIVES_TEST_CLOCK"


def settings_from_args(args: argparse.Namespace, url: str) -> Settings:
    """The server's settings from the ``serve`` command line (``url``: the database, checked)."""
    for origin in args.allow_origin:
        if parse_origin(origin) is None:
            raise ConfigError(
                f"--allow-origin {origin!r} is not a page origin; write it as the browser's address bar "
                "shows it without a path, e.g. https://games.example.org or http://192.168.1.5:8000"
            )
    public = public_url(args.public_url)
    origins = tuple(args.allow_origin)
    if public is not None:  # pages served under the public address (a proxy) may connect
        parts = urllib.parse.urlsplit(public)
        origins += (f"{parts.scheme}://{parts.netloc}",)
    return Settings(
        database_url=url,
        ai_workers=max(1, args.ai_workers),
        api_docs=args.api_docs,
        allowed_origins=origins,
        public_url=public,
        lan_url=None if public else lan_url(args.host, args.port),
        # tests only (the browser tests' own server): POST /api/test/clock moves the clock on
        test_clock=os.environ.get(TEST_CLOCK_ENV) == "1",
        smtp=smtp_from_env(),
        vapid_subject=os.environ.get("FIVES_VAPID_SUBJECT") or None,
        push_hosts=push_hosts_from_env() or Settings.push_hosts,
    )


def push_hosts_from_env() -> tuple[str, ...]:
    """``FIVES_PUSH_HOSTS``: the push services' host names the server posts to (comma-separated;
    ``*``: any https host); empty when unset (`Settings.push_hosts` then)."""
    return tuple(h.strip().lower() for h in os.environ.get("FIVES_PUSH_HOSTS", "").split(",") if h.strip())


def smtp_from_env() -> Smtp | None:
    """The SMTP server of turn e-mails (``FIVES_SMTP_*``: docs/server.md); None without one."""
    try:
        return Smtp.from_env()
    except ValueError as exc:
        raise ConfigError(str(exc)) from None


def _tune_gc() -> None:
    """Keep the garbage collector's full passes out of the players' way.  A full pass walked every
    object of the process (the imported libraries and games included) and paused the event loop
    for 115 to 135 ms, about every 4 s at 1,000 moves/s: the slowest 1% of moves.  Objects that
    exist at start stay for good, so they are left out of every pass (`gc.freeze`); a young
    generation of 7,000 objects instead of 700 makes full passes ten times rarer (the ones that
    remain take about 50 ms).  Cyclic garbage is collected as before, a little later.  What the
    first requests would load anyway is loaded first, so that it is frozen too: every game, and
    the message catalogs (their parsed messages, many thousands of objects, are read when the
    first text is rendered, which made every full pass walk them again)."""
    import fives.games
    from fives.i18n.fluent import bundle, languages

    fives.games.all()
    for lang in languages():
        bundle(lang)
    gc.collect()
    gc.freeze()
    gc.set_threshold(7000, 10, 10)


def _fail(message: str) -> int:
    print(f"fives serve: {message}", file=sys.stderr)
    return 2


def public_url(given: str | None) -> str | None:
    """``--public-url`` checked: an http(s) address without query or fragment, no trailing /."""
    if given is None:
        return None
    parts = urllib.parse.urlsplit(given.strip())
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.query or parts.fragment:
        raise ConfigError(
            f"--public-url {given!r} is not an address such as https://games.example.org "
            "(http or https, a host, no ? or #)"
        )
    return urllib.parse.urlunsplit((parts.scheme, parts.netloc, parts.path.rstrip("/"), "", ""))


#: listening on these addresses means every address of the machine
EVERY_ADDRESS = ("0.0.0.0", "::", "")


def lan_ip() -> str | None:
    """This machine's address in its network: the one a packet to the outside would leave from
    (a UDP socket is only connected, nothing is sent); None without a network."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed anywhere real
            address: str = probe.getsockname()[0]
    except OSError:
        return None
    return None if address.startswith("127.") or address == "0.0.0.0" else address


def lan_url(host: str, port: int, find: Callable[[], str | None] = lan_ip) -> str | None:
    """The address friends in the local network reach the server at, when it listens on every
    address (with a single address, the page's own address is the one to give)."""
    if host not in EVERY_ADDRESS:
        return None
    ip = find()
    if ip is None:
        return None
    return f"http://[{ip}]:{port}" if ":" in ip else f"http://{ip}:{port}"


def _bind(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            raise ConfigError(
                f"port {port} on {host} is already in use; choose another with --port N "
                f"(with make: make run PORT=N)"
            ) from None
        raise ConfigError(f"cannot listen on {host}:{port}: {exc.strerror}") from None
    sock.listen(128)
    sock.set_inheritable(True)
    return sock


def cmd_serve(args: argparse.Namespace, console: Console) -> int:
    import uvicorn

    from .app import create_app
    from .store import Store

    if not 0 < args.port < 65536:
        return _fail(f"port {args.port} is not a port number (1-65535)")
    try:
        url = database_url(args.database)
        settings = settings_from_args(args, url)
        store = Store(url)
        store.migrate()
        sock = _bind(args.host, args.port)
    except ConfigError as exc:
        return _fail(str(exc))
    app = create_app(settings, store)
    logging.basicConfig(level=args.log_level.upper(), format="%(levelname)s %(name)s: %(message)s")
    config = uvicorn.Config(
        app,
        log_level=args.log_level,
        ws_max_size=settings.max_message_bytes * 4,
        ws_per_message_deflate=args.ws_deflate,
        proxy_headers=True,
        forwarded_allow_ips=args.forwarded_allow_ips,
    )
    install_log_scrubber()  # after uvicorn configured its loggers
    server = uvicorn.Server(config)
    DrainingServer(server, app, max(0.0, args.drain_seconds))
    _tune_gc()
    print(f"fives: serving on http://{args.host}:{args.port} (database {store.safe_url()})", file=sys.stderr)
    links = settings.public_url or settings.lan_url
    if links:
        print(f"fives: invite links point to {links}", file=sys.stderr)
    if settings.test_clock:
        print(f"fives: {TEST_CLOCK_ENV}=1: the clock can be moved on (tests only)", file=sys.stderr)
    try:
        server.run(sockets=[sock])
    except KeyboardInterrupt:
        pass
    finally:
        store.dispose()
    return 0
