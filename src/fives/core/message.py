"""Structured messages: what the rules and the server say, as a key and its arguments.

A `Message` is a `str` whose text is its English rendering from the catalog
(``fives/i18n/locales/en.ftl``, a game's keys in its folder's ``texts/<id>.en.ftl``), so the
terminal, the tests and every caller that reads text read it as before; `key` and `args` say
the same as data, which the server sends to the page (``{"key", "args"}``) and renders in
every other language (`fives.i18n`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from fives.i18n.fluent import render, to_json

#: an argument: text, a number, another message, or a list of them
Arg = str | int | float | list[Any] | tuple[Any, ...]


#: English texts by (key, frozen arguments); cleared when it grows large
_ENGLISH: dict[tuple[str, Any], str] = {}


def _english(key: str, frozen: tuple[tuple[str, Any], ...], args: Mapping[str, Any]) -> str:
    text = _ENGLISH.get((key, frozen))
    if text is None:
        if len(_ENGLISH) >= _RENDERED_MAX:
            _ENGLISH.clear()
        text = _ENGLISH[key, frozen] = render(key, args, "en")
    return text


def _freeze(value: Any) -> Any:
    """An argument as a hashable key that tells messages apart by key, not by English text."""
    if isinstance(value, Message):
        return value._ident
    return tuple(_freeze(v) for v in value) if isinstance(value, list | tuple) else value


#: texts of messages in other languages, by (identity, language); cleared when it grows large
_RENDERED: dict[tuple[Any, str], str] = {}
_RENDERED_MAX = 65536


class Message(str):
    """A message of the catalog: ``Message("core-game-over")``, ``Message("player", n=1)``."""

    key: str
    args: Mapping[str, Any]
    _ident: tuple[Any, ...]
    _json: dict[str, Any] | None

    def __new__(cls, key: str, /, **args: Arg) -> Message:
        frozen = tuple(sorted((name, _freeze(value)) for name, value in args.items()))
        self = super().__new__(cls, _english(key, frozen, args))
        self.key = key
        self.args = args
        self._ident = ("message", key, frozen)
        self._json = None
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (_restore, (self.key, dict(self.args)))

    def to_json(self) -> dict[str, Any]:
        """``{"key": ..., "args": {...}}``, nested messages alike (made once)."""
        if self._json is None:
            args = {
                name: value.to_json() if isinstance(value, Message) else to_json(value)
                for name, value in self.args.items()
            }
            self._json = {"key": self.key, "args": args}
        return self._json

    def render(self, lang: str) -> str:
        """The text in ``lang`` (cached)."""
        if lang == "en":
            return str(self)
        ident = (self._ident, lang)
        text = _RENDERED.get(ident)
        if text is None:
            if len(_RENDERED) >= _RENDERED_MAX:
                _RENDERED.clear()
            text = _RENDERED[ident] = render(self.key, self.args, lang)
        return text


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


def message_json(text: str) -> dict[str, Any] | None:
    """The structured form of a text, None for a text that is no `Message` (an old text)."""
    return text.to_json() if isinstance(text, Message) else None


__all__ = ["Arg", "Message", "message_from_json", "message_json"]
