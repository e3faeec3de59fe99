"""The message catalogs: per language, one shared Project Fluent file (``locales/<lang>.ftl``:
the core, the server, the page, the terminal) and each game's own (``texts/<id>.<lang>.ftl`` in
the game's folder), joined by `catalog_text`.

A message is a key and its arguments (`fives.core.Message`); this module renders it in a
language with `fluent.runtime`.  An argument may itself be a message (a player's name, a
colour) or a list of them, rendered in the same language first.  Adding a language is adding
its catalog files; `tests/test_catalogs.py` holds every catalog to the keys and variables of
English.  The page reads the same joined text (served at ``/locales/<lang>.ftl``) with
``@fluent/bundle``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from fives.core.discovery import modules, text_file
from fives.core.message import Message, message_from_json

if TYPE_CHECKING:  # the runtime is imported when a catalog is first read: `import fives.core` stays light
    from fluent.runtime import FluentBundle


#: the folder of the catalogs
LOCALES = Path(__file__).resolve().parent / "locales"
#: the message that joins a list of names (its text in a catalog is the separator)
LIST_AND = "list-and"
#: the language every key exists in, and the fallback of the others
SOURCE = "en"


def languages() -> tuple[str, ...]:
    """Every language with a catalog, English first."""
    found = sorted(path.stem for path in LOCALES.glob("*.ftl"))
    return (SOURCE, *(lang for lang in found if lang != SOURCE))


_KEY = re.compile(r"^(-?[a-zA-Z][\w-]*)\s*=", re.MULTILINE)


def catalog_files(lang: str) -> list[Path]:
    """The files of a language's catalog: the shared one (``locales/<lang>.ftl``: the page, the
    server, the core), a feature's own (``locales/<lang>/<feature>.ftl``, e.g. the chat's, so a
    feature keeps its texts together) and each game's own (``<game folder>/texts/<id>.<lang>.ftl``,
    found with the game, so a game brings its texts along)."""
    path = LOCALES / f"{lang}.ftl"
    if not path.is_file():
        raise ValueError(f"no language {lang!r}; the languages are {', '.join(languages())}")
    features = sorted((LOCALES / lang).glob("*.ftl"))
    own = (text_file(game_id, f"{game_id}.{lang}.ftl") for game_id in sorted(modules()))
    return [path, *features, *(found for found in own if found is not None)]


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
    if isinstance(value, Message):  # its texts are kept (`Message.render`)
        return _clip(value.render(lang), MAX_PLACEABLE)
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
            raise KeyError(f"no message {key!r} in the {SOURCE} catalog")
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


def render_json(value: Mapping[str, object], lang: str = SOURCE) -> str:
    """A message in its JSON form (``{"key", "args"}``, `fives.core.Message.to_json`) rendered
    in ``lang``."""
    parsed = message_from_json(value)
    if not isinstance(parsed, Message):
        raise TypeError(f"not a message: {value!r}")
    return render(parsed.key, parsed.args, lang)


__all__ = [
    "LOCALES",
    "SOURCE",
    "bundle",
    "catalog_files",
    "catalog_text",
    "languages",
    "render",
    "render_json",
]
