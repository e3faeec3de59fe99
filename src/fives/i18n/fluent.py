"""The message catalogs: one Project Fluent file per language (``locales/<lang>.ftl``).

A message is a key and its arguments (`fives.core.Message`); this module renders it in a
language with `fluent.runtime`.  An argument may itself be a message (a player's name, a
colour) or a list of them, rendered in the same language first.  Adding a language is adding
its catalog file; `tests/test_catalogs.py` holds every catalog to the keys and variables of
``en.ftl``.  The page reads the same files (served at ``/locales/<lang>.ftl``) with
``@fluent/bundle``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, TypeGuard

if TYPE_CHECKING:  # the runtime is imported when a catalog is first read: `import fives.core` stays light
    from fluent.runtime import FluentBundle


#: the folder of the catalogs
LOCALES = Path(__file__).resolve().parent / "locales"
#: the message that joins a list of names (its text in a catalog is the separator)
LIST_AND = "list-and"
#: the language every key exists in, and the fallback of the others
SOURCE = "en"


class Keyed(Protocol):
    """A message: its key in the catalogs and its arguments."""

    @property
    def key(self) -> str: ...

    @property
    def args(self) -> Mapping[str, object]: ...


def is_message(value: object) -> TypeGuard[Keyed]:
    """Whether ``value`` is a message (a key and its arguments); fast, unlike a protocol check."""
    return isinstance(getattr(value, "key", None), str) and isinstance(getattr(value, "args", None), Mapping)


def languages() -> tuple[str, ...]:
    """Every language with a catalog, English first."""
    found = sorted(path.stem for path in LOCALES.glob("*.ftl"))
    return (SOURCE, *(lang for lang in found if lang != SOURCE))


_KEY = re.compile(r"^(-?[a-zA-Z][\w-]*)\s*=", re.MULTILINE)


def catalog_files(lang: str) -> list[Path]:
    """The files of a language's catalog: the shared one (``locales/<lang>.ftl``: the page, the
    server, the core) and each game's own (``<game folder>/texts/<id>.<lang>.ftl``, found with
    the game, so a game brings its texts along)."""
    path = LOCALES / f"{lang}.ftl"
    if not path.is_file():
        raise ValueError(f"no language {lang!r}; the languages are {', '.join(languages())}")
    from fives.core.discovery import modules, text_file  # here: the core imports this module

    own = (text_file(game_id, f"{game_id}.{lang}.ftl") for game_id in sorted(modules()))
    return [path, *(found for found in own if found is not None)]


@cache
def catalog_text(lang: str) -> str:
    """A language's whole catalog, its files one after the other (what the page reads at
    ``/locales/<lang>.ftl``); a key defined in two files is an error that names both."""
    texts = []
    where: dict[str, Path] = {}
    for path in catalog_files(lang):
        text = path.read_text(encoding="utf-8")
        for key in _KEY.findall(text):
            if key in where and where[key] != path:
                raise ValueError(f"the message {key!r} is defined in {where[key]} and in {path}")
            where[key] = path
        texts.append(text if text.endswith("\n") else text + "\n")
    return "\n".join(texts)


@cache
def bundle(lang: str) -> FluentBundle:
    text = catalog_text(lang)
    # no Unicode isolation marks around arguments: the texts go to terminals and tests as well
    from fluent.runtime import FluentBundle, FluentResource

    found = FluentBundle([lang], use_isolating=False)
    found.add_resource(FluentResource(text))
    return found


#: the longest text an argument may put into a message: Fluent refuses a placeable over 1,000
#: characters, and an argument can be a player's input (a bad option value, a move's text);
#: a message or a list inside a message may be longer (up to what Fluent takes)
MAX_ARGUMENT = 300
MAX_PLACEABLE = 990


def _clip(text: str, most: int = MAX_ARGUMENT) -> str:
    return text if len(text) <= most else text[: most - 1] + "…"


def _argument(value: object, lang: str) -> str | int | float:
    if is_message(value):
        own = getattr(value, "render", None)  # a `fives.core.Message` keeps its texts
        text = own(lang) if callable(own) else render(value.key, value.args, lang)
        return _clip(str(text), MAX_PLACEABLE)
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, int) and abs(value) >= 10**100:  # no float overflow, no digit limit
        return _clip(str(value)) if value.bit_length() < 10_000 else "…"
    if isinstance(value, int | float):
        return value
    if isinstance(value, str):
        return _clip(value)
    if isinstance(value, Sequence):
        return _clip(", ".join(str(_argument(item, lang)) for item in value), MAX_PLACEABLE)
    raise TypeError(f"a message argument must be text, a number, a message or a list of them: {value!r}")


def render(key: str, args: Mapping[str, object], lang: str = SOURCE) -> str:
    """The text of message ``key`` with ``args`` in ``lang`` (a key missing in ``lang`` falls
    back to English).  Raises `KeyError` for a key no catalog has and `ValueError` for an
    argument the message needs but is not given."""
    found = bundle(lang)
    if not found.has_message(key):
        if lang == SOURCE:
            raise KeyError(f"no message {key!r} in {SOURCE}.ftl")
        return render(key, args, SOURCE)
    if key == LIST_AND:  # a list of names: "P1 and P2", "P1 und P2"
        items = args.get("items", ())
        if not isinstance(items, Sequence) or isinstance(items, str):
            raise TypeError(f"{LIST_AND} takes a list of items, not {items!r}")
        separator = _format(found, key, {"items": ""}, lang)
        return separator.join(str(_argument(item, lang)) for item in items)
    return _format(found, key, {name: _argument(v, lang) for name, v in args.items()}, lang)


def _format(found: FluentBundle, key: str, args: dict[str, str | int | float], lang: str) -> str:
    pattern = found.get_message(key).value
    if pattern is None:
        raise KeyError(f"message {key!r} has no value")
    text, errors = found.format_pattern(pattern, args)
    if errors:
        raise ValueError(f"message {key!r} in {lang}: {'; '.join(str(e) for e in errors)}")
    return str(text)


class _Parsed:
    """A message read back from its JSON form (``{"key", "args"}``)."""

    def __init__(self, key: str, args: Mapping[str, object]) -> None:
        self.key = key
        self.args = {name: from_json(value) for name, value in args.items()}


def from_json(value: object) -> object:
    """The inverse of `to_json`: ``{"key", "args"}`` as a message (`Keyed`), lists item by item."""
    if isinstance(value, Mapping) and isinstance(value.get("key"), str):
        args = value.get("args", {})
        if not isinstance(args, Mapping):
            raise TypeError(f"the arguments of message {value['key']!r} must be an object")
        return _Parsed(value["key"], args)
    if isinstance(value, list | tuple):
        return [from_json(v) for v in value]
    return value


def render_json(value: Mapping[str, object], lang: str = SOURCE) -> str:
    """A message in its JSON form (``{"key", "args"}``) rendered in ``lang``."""
    parsed = from_json(value)
    if not is_message(parsed):
        raise TypeError(f"not a message: {value!r}")
    return render(parsed.key, parsed.args, lang)


def to_json(value: object) -> object:
    """A message argument as JSON: a message as ``{"key", "args"}``, lists item by item."""
    if is_message(value):
        return {"key": value.key, "args": {name: to_json(v) for name, v in value.args.items()}}
    if isinstance(value, list | tuple):
        return [to_json(v) for v in value]
    return value


__all__ = [
    "LOCALES",
    "SOURCE",
    "Keyed",
    "bundle",
    "catalog_files",
    "catalog_text",
    "from_json",
    "is_message",
    "languages",
    "render",
    "render_json",
    "to_json",
]
