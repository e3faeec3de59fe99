"""Texts of the rules and the server in other languages (a presentation layer).

The rules modules write their log lines, results and error reasons in English and know nothing
of languages.  This module reads such a text against the English templates of the catalog
(`fives.i18n.catalog`, each under a stable code) and writes it in another language, keeping
players, numbers and notation as they are.  The server adds the translations next to the
English texts (`localize_view`, `localize_error`), never into them; the page shows the one of its
language.

A text no template reads stays English (`translate` answers None): the tests play every game
and fail on such a text, so a new message cannot go untranslated unnoticed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .catalog import DIRECTIONS, ERRORS, MESSAGES, ORDINALS, VERDICTS, WORDS
from .fluent import is_message, languages, render, render_json

#: the languages besides English (one catalog file each, ``locales/<lang>.ftl``)
LANGUAGES = tuple(lang for lang in languages() if lang != "en")

_NAME = r"(?:P\d+|White|Black|chance)(?: \([OAS]\))?"
_NAMES = re.compile(r"\b(White|Black|chance)\b")


def _alternation(words: Mapping[str, str]) -> str:
    return "(?:" + "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True)) + ")"


_WORD = _alternation(WORDS)
_KINDS: dict[str, str] = {
    "ps": rf"{_NAME}(?:(?:\+|, | and ){_NAME})*",
    "ws": rf"{_WORD}(?: {_WORD})*",
    "p": _NAME,
    "n": r"-?\d+(?:\.\d+)?",
    "m": r"\S+",
    "q": r"'[^']*'|\"[^\"]*\"",
    "w": _WORD,
    "o": r"first|second|third|\d+th",
    "d": _alternation(DIRECTIONS),
    "v": _alternation(VERDICTS),
    "t": r".+",
    "x": r".+?",
}
_PLACEHOLDER = re.compile(r"\{([a-z]+)(\d*)\}")


@dataclass(frozen=True)
class Template:
    code: str
    en: str
    de: str
    regex: re.Pattern[str]
    kinds: tuple[tuple[str, str], ...]  # (placeholder, kind) in order


def placeholders(template: str) -> list[str]:
    """The placeholders of a template, e.g. ``['p', 'n2']``."""
    return [kind + number for kind, number in _PLACEHOLDER.findall(template)]


def _compile(code: str, en: str, de: str) -> Template:
    pattern: list[str] = []
    kinds: list[tuple[str, str]] = []
    last = 0
    for match in _PLACEHOLDER.finditer(en):
        pattern.append(re.escape(en[last : match.start()]))
        kind, number = match.group(1), match.group(2)
        if kind not in _KINDS:
            raise ValueError(f"{code}: unknown placeholder kind {kind!r}")
        name = kind + number
        pattern.append(f"(?P<{name}>{_KINDS[kind]})")
        kinds.append((name, kind))
        last = match.end()
    pattern.append(re.escape(en[last:]))
    return Template(code, en, de, re.compile("".join(pattern)), tuple(kinds))


def _literal_length(en: str) -> int:
    return len(_PLACEHOLDER.sub("", en))


#: the templates, the most literal text first (so that ``P1: chose`` is not read as a move)
TEMPLATES: tuple[Template, ...] = tuple(
    _compile(code, en, de) for code, en, de in sorted(MESSAGES, key=lambda m: -_literal_length(m[1]))
)


def _players(text: str) -> str:
    return _NAMES.sub(lambda m: WORDS[m.group(1)], text).replace(" and ", " und ")


def _argument(kind: str, value: str) -> str | None:
    if kind in ("p", "ps"):
        return _players(value)
    if kind == "w":
        return WORDS[value]
    if kind == "ws":
        return " ".join(WORDS[w] for w in value.split(" "))
    if kind == "o":
        return ORDINALS.get(value) or value[:-2] + "."
    if kind == "d":
        return DIRECTIONS[value]
    if kind == "v":
        return VERDICTS[value]
    if kind == "t":
        return _german(value)
    return value  # numbers, notation, free text


def match(text: str) -> tuple[Template, dict[str, str]] | None:
    """The template that reads ``text`` whole, with the English arguments."""
    for template in TEMPLATES:
        found = template.regex.fullmatch(text)
        if found is not None:
            return template, {name: found.group(name) for name, _kind in template.kinds}
    return None


def _fill(template: str, args: dict[str, str]) -> str:
    return _PLACEHOLDER.sub(lambda m: args[m.group(1) + m.group(2)], template)


@lru_cache(maxsize=65536)
def _german(text: str) -> str | None:
    for template in TEMPLATES:
        found = template.regex.fullmatch(text)
        if found is None:
            continue
        args: dict[str, str] = {}
        for name, kind in template.kinds:
            value = _argument(kind, found.group(name))
            if value is None:
                break
            args[name] = value
        else:
            return _fill(template.de, args)
    for separator in ("; ", ", "):  # clauses (All Fives' notes), then lists (side scores)
        if separator in text:
            parts = [_german(part) for part in text.split(separator)]
            if all(part is not None for part in parts):
                return separator.join(part for part in parts if part is not None)
    return None


def translate(text: str, lang: str = "de") -> str | None:
    """``text`` in ``lang``: a message (`fives.core.Message`) from the catalogs, an old text by
    the templates; None when no template of the catalog reads it."""
    if lang == "en":
        return text
    if lang not in LANGUAGES:
        raise ValueError(f"no language {lang!r}; the languages are en, {', '.join(LANGUAGES)}")
    if is_message(text):
        return _render(text, lang)
    return _german(text) if lang == "de" else None


def _render(message: Any, lang: str) -> str:
    """A message in ``lang``: by its own cached `render` (`fives.core.Message`), else from the catalog."""
    own = getattr(message, "render", None)
    if callable(own):
        return str(own(lang))
    return render(message.key, message.args, lang)


def _text(english: Any, message: Any, lang: str) -> Any:
    """A text of a view in ``lang``: by its message when it has one, else by the templates
    (German only), else as it is."""
    if is_message(english):  # in the process: the message itself, its texts cached
        return _render(english, lang)
    if isinstance(message, Mapping):
        return render_json(message, lang)
    if lang == "de":
        return _german(str(english)) or english
    return english


def localize_view(view: Mapping[str, Any]) -> dict[str, Any]:
    """The texts of a view (`State.view`) in every other language: ``{"de": {"log": [...],
    "reason": ..., "notes": [...]}}`` (``notes``: the position's notes, which a board shows).
    An outcome's details are data, which the page and the terminal put in words themselves
    (``js/results/``, `fives.cli.render.results`).  A line with a message (``view["messages"]``)
    is rendered from the language's catalog; an old line is read by the templates (German), else
    stays English."""
    outcome = view.get("outcome")
    log = view.get("log", [])
    messages = view.get("messages") or [None] * len(log)
    position = view.get("position")
    notes = position.get("notes") if isinstance(position, Mapping) else None
    found: dict[str, Any] = {}
    for lang in LANGUAGES:
        texts: dict[str, Any] = {
            "log": [_text(line, msg, lang) for line, msg in zip(log, messages, strict=True)]
        }
        if isinstance(notes, list):  # texts a board shows (Torris: who is blocked)
            texts["notes"] = [_text(note, getattr(note, "to_json", lambda: None)(), lang) for note in notes]
        if outcome is not None:
            texts["reason"] = _text(outcome.get("reason", ""), outcome.get("reason_message"), lang)
        found[lang] = texts
    return found


def localize_error(code: str, reason: str) -> dict[str, str]:
    """An error's reason in every other language: by its message (every refusal of the rules
    and the server a player meets), else by its code (the few protocol errors still in plain
    English), else as it is.  No English is read back by templates."""
    found = {}
    for lang in LANGUAGES:
        if is_message(reason):
            found[lang] = _render(reason, lang)
        elif lang == "de":
            found[lang] = ERRORS.get(code) or reason
        else:
            found[lang] = reason
    return found


__all__ = [
    "LANGUAGES",
    "TEMPLATES",
    "localize_error",
    "localize_view",
    "match",
    "placeholders",
    "translate",
]
