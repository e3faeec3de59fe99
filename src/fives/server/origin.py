"""Which pages may open a websocket to the server.

Browsers let any page open a websocket to any server (the same-origin policy does not apply to
them) and send the page's ``Origin`` with the handshake.  A page on another site must not play
in our rooms with a visitor's browser, so the server accepts a websocket only when its
``Origin`` is the address the request came to (scheme, host and port against the ``Host``
header), or one of the origins the operator allowed (``fives serve --allow-origin``, for a
reverse proxy that sends another ``Host``).  A handshake without ``Origin`` does not come from a
web page (command-line clients, tests, the load test) and is accepted: it cannot carry a
visitor's browser's credentials, and seat tokens are never cookies anyway.
"""

from __future__ import annotations

from collections.abc import Iterable
from urllib.parse import urlsplit

DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443}


def _host_port(netloc: str, scheme: str) -> tuple[str, int] | None:
    try:
        parts = urlsplit(f"//{netloc}")
        host, port = parts.hostname, parts.port
    except ValueError:
        return None
    if not host or parts.username is not None or parts.password is not None or parts.path:
        return None
    return host.lower().rstrip("."), port if port is not None else DEFAULT_PORTS[scheme]


def parse_origin(origin: str) -> tuple[str, str, int] | None:
    """``(scheme, host, port)`` of an ``Origin`` (None: ``null`` or not an http(s) origin)."""
    try:
        parts = urlsplit(origin.strip())
    except ValueError:
        return None
    scheme = parts.scheme.lower()
    if scheme not in ("http", "https") or parts.path not in ("", "/") or parts.query or parts.fragment:
        return None
    found = _host_port(parts.netloc, scheme)
    if found is None:
        return None
    return (scheme, *found)


def origin_allowed(origin: str | None, host: str | None, allowed: Iterable[str] = ()) -> bool:
    """Whether a websocket handshake with this ``Origin`` and ``Host`` may proceed."""
    if origin is None:
        return True  # not from a web page
    page = parse_origin(origin)
    if page is None:
        return False
    if any(parse_origin(other) == page for other in allowed):
        return True
    if not host:
        return False
    return _host_port(host.strip(), page[0]) == page[1:]
