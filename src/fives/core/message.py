"""Structured messages: what the rules and the server say, as a key and its arguments.

A `Message` is a `str` whose text is its English rendering from the catalog
(``fives/i18n/locales/en.ftl``), so the terminal, the tests and every caller that reads text
read it as before; `key` and `args` say the same as data, which the server sends to the page
(``{"key", "args"}``) and renders in every other language (`fives.i18n`).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from fives.i18n.fluent import render, to_json

#: an argument: text, a number, another message, or a list of them
Arg = str | int | float | list[Any] | tuple[Any, ...]


@lru_cache(maxsize=65536)
def _english(key: str, args: tuple[tuple[str, Any], ...]) -> str:
    return render(key, dict(args), "en")


def _freeze(value: Any) -> Any:
    return tuple(_freeze(v) for v in value) if isinstance(value, list | tuple) else value


class Message(str):
    """A message of the catalog: ``Message("core-game-over")``, ``Message("player", n=1)``."""

    key: str
    args: Mapping[str, Any]

    def __new__(cls, key: str, /, **args: Arg) -> Message:
        frozen = tuple(sorted((name, _freeze(value)) for name, value in args.items()))
        self = super().__new__(cls, _english(key, frozen))
        self.key = key
        self.args = args
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (_restore, (self.key, dict(self.args)))

    def to_json(self) -> dict[str, Any]:
        """``{"key": ..., "args": {...}}``, nested messages alike."""
        found = to_json(self)
        assert isinstance(found, dict)
        return found

    def render(self, lang: str) -> str:
        """The text in ``lang``."""
        return render(self.key, self.args, lang)


def _restore(key: str, args: dict[str, Arg]) -> Message:
    return Message(key, **args)


def message_json(text: str) -> dict[str, Any] | None:
    """The structured form of a text, None for a text that is no `Message` (an old text)."""
    return text.to_json() if isinstance(text, Message) else None


__all__ = ["Arg", "Message", "message_json"]
