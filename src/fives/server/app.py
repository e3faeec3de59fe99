"""The ASGI application: `create_app(settings)` (or with a `Store` already migrated)."""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.encoders import jsonable_encoder
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.routing import Mount, Route, WebSocketRoute, compile_path
from starlette.staticfiles import StaticFiles

from fives import __version__
from fives.core import Message
from fives.core.message import Text, english
from fives.i18n.fluent import catalog_text, languages

from .account_api import router as account_router
from .accounts import AccountStore, Passwords
from .advice import router as advice_router
from .api import router
from .bounds import BodyLimit, SafeParams
from .challenges_api import router as challenges_router
from .chat import router as chat_router
from .config import Settings
from .draws_api import router as draws_router
from .errors import InternalErrors, error_body
from .game_scripts import PREFIX, GameScripts
from .headers import SecurityHeaders
from .health import router as health_router
from .hub import Hub
from .limits import HttpPace, OpenRequests, OpenRooms
from .listen import Listener
from .notify import Notifier
from .notify_api import router as notify_router
from .puzzles import router as puzzles_router
from .ratings_api import router as ratings_router
from .replays import Replays
from .responses import add_links, json_errors
from .room import RoomError
from .solo import router as solo_router
from .store import Store
from .tables_api import router as tables_router
from .ws import websocket_endpoint

log = logging.getLogger("fives.server")

#: the browser front end (`fives.web`), served at / and /static when it is installed
WEB_STATIC = Path(__file__).resolve().parent.parent / "web" / "static"


def _mount_front_end(app: FastAPI) -> None:
    index = WEB_STATIC / "index.html"
    if not index.is_file():
        return  # the API's own small home page stays at /

    async def home(request: Request) -> Response:
        return FileResponse(index)

    app.router.routes.insert(0, Route("/", home, include_in_schema=False))
    app.router.routes.insert(0, Mount("/static", StaticFiles(directory=WEB_STATIC), name="static"))


#: per language: the catalog text it was made from, its bytes and its ETag
_CATALOGS: dict[str, tuple[str, bytes, str]] = {}


def _catalog(lang: str) -> tuple[bytes, str]:
    """A language's whole catalog (the shared file and every game's own) and its ETag, made
    again when the catalogs were read again (a game installed since: `catalog_text`'s cache)."""
    text = catalog_text(lang)
    made = _CATALOGS.get(lang)
    if made is None or made[0] is not text:
        body = text.encode("utf-8")
        made = _CATALOGS[lang] = (text, body, '"' + hashlib.sha256(body).hexdigest()[:20] + '"')
    return made[1], made[2]


def _mount_catalogs(app: FastAPI) -> None:
    """The message catalogs (`fives.i18n`: per language the shared file and each game's own, as
    one file) at /locales/<lang>.ftl: the page renders the server's messages (``{"key",
    "args"}``) with them."""

    async def catalog(request: Request) -> Response:
        lang, dot, extension = str(request.path_params["name"]).partition(".")
        if not dot or extension != "ftl" or lang not in languages():
            raise StarletteHTTPException(404)
        body, etag = _catalog(lang)
        if request.headers.get("if-none-match") == etag:
            return Response(status_code=304, headers={"ETag": etag})
        return Response(body, media_type="text/plain; charset=utf-8", headers={"ETag": etag})

    app.router.routes.insert(0, Route("/locales/{name}", catalog, include_in_schema=False))


def _mount_game_scripts(app: FastAPI) -> None:
    """Each game's board and end-screen scripts from its folder (`game_scripts`)."""
    app.router.routes.insert(0, Mount(PREFIX, GameScripts(), name="game_scripts"))


class AsciiJSONResponse(JSONResponse):
    """JSON in ASCII: an error may quote what the client sent, even a lone surrogate."""

    def render(self, content: Any) -> bytes:
        return json.dumps(content, separators=(",", ":"), default=english).encode("ascii")


def _client(request: Request) -> str:
    return request.client.host if request.client is not None else "?"


def routes_of(routes: list[Any]) -> list[tuple[str, Any]]:
    """(path, route) of every route, those of included routers too."""
    found: list[tuple[str, Any]] = []
    for route in routes:
        if hasattr(route, "effective_candidates"):  # FastAPI's included router
            found += [(c.path, c.original_route) for c in route.effective_candidates()]
        else:
            found.append((getattr(route, "path", ""), route))
    return found


def allowed_methods(app: FastAPI, path: str) -> list[str]:
    """Every method some route takes at ``path`` (Starlette's 405 names only the first route's)."""
    table: list[tuple[Any, set[str]]] | None = getattr(app.state, "methods_by_path", None)
    if table is None:
        table = [
            (compile_path(route_path)[0], set(route.methods))
            for route_path, route in routes_of(app.router.routes)
            if isinstance(getattr(route, "methods", None), set | frozenset | list)
        ]
        app.state.methods_by_path = table
    found: set[str] = set()
    for pattern, methods in table:
        if pattern.match(path):
            found |= methods
    return sorted(found)


def _finish_openapi(app: FastAPI) -> None:
    """The OpenAPI schema with JSON error answers and links between operations (`responses`)."""
    build = app.openapi

    def openapi() -> dict[str, Any]:
        schema = build()  # built once and kept by FastAPI: finishing it again changes nothing
        json_errors(schema)
        add_links(schema)
        return schema

    app.openapi = openapi  # type: ignore[method-assign]


def create_app(settings: Settings, store: Store | None = None) -> FastAPI:
    """The server; it migrates the database and rebuilds unfinished rooms when it starts."""
    owned = store is None
    the_store = store if store is not None else Store(settings.database_url)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        if owned:
            the_store.migrate()
        hub = Hub(settings, the_store)
        app.state.hub = hub
        app.state.replays = Replays()
        listener = Listener(hub) if the_store.postgres and settings.listen else None
        if listener is not None:  # listening before the rooms are loaded: no change slips between
            await asyncio.to_thread(listener.start)
        notifier = Notifier(settings, the_store, settings.smtp)  # issue 35: turn notifications
        await asyncio.to_thread(notifier.start)
        app.state.notifier = hub.notifier = notifier
        await hub.start()
        try:
            yield
        finally:
            await asyncio.to_thread(notifier.stop)
            if listener is not None:
                listener.stop()
            await hub.stop()
            app.state.replays.close()
            app.state.passwords.close()
            if owned:
                the_store.dispose()

    app = FastAPI(
        title="fives game server",
        version=__version__,
        description="Rooms, seats and live play of the eight fives games. Seat tokens go in the X-Seat-Token "
        "header; live play uses the websocket /ws/rooms/{room_id} (see docs/server.md).",
        lifespan=lifespan,
        docs_url="/docs" if settings.api_docs else None,
        redoc_url="/redoc" if settings.api_docs else None,
    )
    app.state.open_rooms = OpenRooms(
        settings.max_open_rooms_per_client, settings.open_room_seconds, settings.exempt_loopback
    )
    app.state.draining = False  # `fives.server.health`: True from SIGTERM on (fives serve)
    app.include_router(health_router)
    app.include_router(router)
    app.include_router(solo_router)
    app.include_router(draws_router)
    app.include_router(advice_router)
    app.include_router(account_router)
    app.state.accounts, app.state.passwords = AccountStore(the_store.engine), Passwords()
    app.include_router(tables_router(settings))
    app.include_router(ratings_router)
    app.include_router(chat_router)
    app.include_router(challenges_router(settings))
    app.include_router(notify_router)
    app.include_router(puzzles_router)
    app.router.routes.append(WebSocketRoute("/ws/rooms/{room_id}", websocket_endpoint))
    _mount_front_end(app)
    _mount_catalogs(app)
    _mount_game_scripts(app)
    _finish_openapi(app)

    @app.exception_handler(RoomError)
    async def room_error(request: Request, exc: RoomError) -> JSONResponse:
        if exc.code == "bad_token":  # a valid token always passes; wrong ones are counted
            exc = app.state.hub.guard.refusal(_client(request), exc)
        wait = exc.message.args.get("wait") if isinstance(exc.message, Message) else None
        retry = {"Retry-After": str(wait)} if exc.status == 429 and wait is not None else None
        return AsciiJSONResponse(error_body(exc.code, exc.message), status_code=exc.status, headers=retry)

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, exc: RequestValidationError) -> JSONResponse:
        return AsciiJSONResponse({"detail": jsonable_encoder(exc.errors())}, status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def http_error(request: Request, exc: StarletteHTTPException) -> Response:
        codes = {404: "not_found", 405: "method_not_allowed"}
        detail: Text = str(exc.detail)
        if exc.status_code == 404:
            detail = Message("server-not-found", path=request.url.path)
        headers = exc.headers
        if exc.status_code == 405:
            detail = Message("server-method-not-allowed", method=request.method, path=request.url.path)
            allowed = allowed_methods(app, request.url.path)
            if allowed:  # every method the path takes, not only the first route's
                headers = {**(headers or {}), "Allow": ", ".join(allowed)}
        return AsciiJSONResponse(
            error_body(codes.get(exc.status_code, "http_error"), detail),
            status_code=exc.status_code,
            headers=headers,
        )

    # the last added is the outermost: security headers on every answer (the refusals too), then
    # the cap on open requests per address, which counts those waiting for their pace; inside
    # them, the bounds on every request's path, query and body (`fives.server.bounds`)
    app.add_middleware(SafeParams)
    app.add_middleware(BodyLimit)
    app.add_middleware(
        HttpPace,
        rate=settings.requests_per_second,
        burst=settings.request_burst,
        exempt_loopback=settings.exempt_loopback,
    )
    app.add_middleware(
        OpenRequests,
        limit=settings.max_open_requests_per_client,
        exempt_loopback=settings.exempt_loopback,
    )
    app.add_middleware(InternalErrors)  # inside SecurityHeaders: its 500 carries the headers too
    app.add_middleware(SecurityHeaders)

    return app
