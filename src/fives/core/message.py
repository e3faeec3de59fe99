"""Structured messages: what the rules and the server say, as a key and its arguments.

A `Message` is data: a key of the catalogs and its arguments (text, numbers, other messages or
lists of them), frozen and hashable, compared by key and arguments.  It becomes text only where
text leaves the system (the server's JSON, the terminal, the page, an exception's text): the
catalogs (the shared ``fives/i18n/locales/<lang>.ftl`` and each game's
``texts/<id>.<lang>.ftl``) register the renderer (`set_renderer`; the package ``fives`` registers
`fives.i18n.fluent.render`, imported when a first text is asked for), and ``str(message)`` is
its English text, made then.  The core imports no catalog, so a rules module imports and plays
without reading one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypeAlias

#: an argument: text, a number, another message, or a list of them
Arg: TypeAlias = "str | int | float | Message | list[Any] | tuple[Any, ...]"

#: renders a message's key and arguments in a language (registered by `fives.i18n.fluent`)
Renderer = Callable[[str, Mapping[str, Any], str], str]

_renderer: list[Renderer] = []


def set_renderer(renderer: Renderer) -> None:
    """Make ``renderer`` the one that turns messages into text (the catalogs call this)."""
    _renderer[:] = [renderer]


def _render(key: str, args: Mapping[str, Any], lang: str) -> str:
    if not _renderer:  # no catalogs: the key and its arguments as they are
        shown = ", ".join(f"{name}={value}" for name, value in args.items())
        return f"{key}({shown})" if shown else key
    return _renderer[0](key, args, lang)


def _freeze(value: Any) -> Any:
    """An argument as a hashable key that tells messages apart by key and arguments."""
    if isinstance(value, Message):
        return value._ident
    return tuple(_freeze(v) for v in value) if isinstance(value, list | tuple) else value


#: texts of messages, by (identity, language); cleared when it grows large
_RENDERED: dict[tuple[Any, str], str] = {}
_RENDERED_MAX = 65536


class Message:
    """A message of the catalog: ``Message("core-game-over")``, ``Message("player", n=1)``."""

    __slots__ = ("_hash", "_ident", "_json", "args", "key")

    key: str
    args: Mapping[str, Any]

    def __init__(self, key: str, /, **args: Arg) -> None:
        self.key = key
        self.args = args
        self._ident: tuple[Any, ...] = (
            "message",
            key,
            tuple(sorted((n, _freeze(v)) for n, v in args.items())),
        )
        self._hash: int | None = None
        self._json: dict[str, Any] | None = None

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Message) and other._ident == self._ident

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(self._ident)
        return self._hash

    def __repr__(self) -> str:
        args = "".join(f", {name}={value!r}" for name, value in self.args.items())
        return f"Message({self.key!r}{args})"

    def __str__(self) -> str:
        """The English text (for logs, exceptions and the terminal)."""
        return self.render("en")

    def __reduce__(self) -> tuple[Any, ...]:
        return (_restore, (self.key, dict(self.args)))

    def to_json(self) -> dict[str, Any]:
        """``{"key": ..., "args": {...}}``, nested messages alike (made once)."""
        if self._json is None:
            self._json = {"key": self.key, "args": {name: to_json(v) for name, v in self.args.items()}}
        return self._json

    def render(self, lang: str) -> str:
        """The text in ``lang`` (cached)."""
        ident = (self._ident, lang)
        text = _RENDERED.get(ident)
        if text is None:
            if len(_RENDERED) >= _RENDERED_MAX:
                _RENDERED.clear()
            text = _RENDERED[ident] = _render(self.key, self.args, lang)
        return text


#: what the rules and the server say: a message of the catalogs, or a plain text (notation, a name)
Text: TypeAlias = str | Message


def to_json(value: Any) -> Any:
    """A message argument as JSON: a message as ``{"key", "args"}``, lists item by item."""
    if isinstance(value, Message):
        return value.to_json()
    if isinstance(value, list | tuple):
        return [to_json(v) for v in value]
    return value


def english(value: Any) -> Any:
    """``json.dumps``'s ``default`` where a document leaves the system in English (the server's
    JSON, a record file): a message as its English text; anything else is no JSON."""
    if isinstance(value, Message):
        return str(value)
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")


def english_data(value: Any) -> Any:
    """``value`` (a view, an outcome: JSON data whose texts may be messages) with every message as
    its English text: what a JSON answer holds where it leaves the system."""
    if isinstance(value, Message):
        return str(value)
    if isinstance(value, dict):
        return {name: english_data(item) for name, item in value.items()}
    if isinstance(value, list | tuple):
        return [english_data(item) for item in value]
    return value


#: the colours that name players (Torris, Fünf gewinnt): the colour's index is the seat
COLOURS = ("white", "black")


def named(value: Any, names: Sequence[Text]) -> Any:
    """``value`` (a message, or a list of them) with the seats' names for the players it names:
    ``Message("player", n=2)`` becomes ``names[1]``, a player named by colour
    (``colour-player``) "Anna (Black)"; the page's messages.js `named` does the same."""
    if isinstance(value, list | tuple):
        return [named(item, names) for item in value]
    if not isinstance(value, Message):
        return value
    n, colour = value.args.get("n"), value.args.get("colour")
    if value.key == "player" and isinstance(n, int) and 0 < n <= len(names):
        return names[n - 1]
    if value.key == "colour-player" and colour in COLOURS and COLOURS.index(colour) < len(names):
        return Message("results-colour-name", colour=colour, name=names[COLOURS.index(colour)])
    return Message(value.key, **{key: named(arg, names) for key, arg in value.args.items()})


def _restore(key: str, args: dict[str, Arg]) -> Message:
    return Message(key, **args)


def message_from_json(value: Any) -> Any:
    """The inverse of `Message.to_json`: ``{"key", "args"}`` as a `Message` (nested messages
    alike), lists item by item, anything else as it is.  A state keeps a reason as this JSON
    (data) and makes the message when it is asked for its outcome."""
    if isinstance(value, Mapping) and isinstance(value.get("key"), str):
        args = value.get("args", {})
        if not isinstance(args, Mapping):
            raise TypeError(f"the arguments of message {value['key']!r} must be an object")
        return Message(value["key"], **{name: message_from_json(v) for name, v in args.items()})
    if isinstance(value, list | tuple):
        return [message_from_json(v) for v in value]
    return value


def message_json(text: object) -> dict[str, Any] | None:
    """The structured form of a text, None for a text that is no `Message`."""
    return text.to_json() if isinstance(text, Message) else None


__all__ = [
    "Arg",
    "Message",
    "Text",
    "english",
    "english_data",
    "message_from_json",
    "message_json",
    "set_renderer",
]
