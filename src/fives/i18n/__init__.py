"""Texts of the rules and the server in other languages (a presentation layer).

The rules and the server say what they say as messages (`fives.core.Message`: a key of the
Fluent catalogs and its arguments, data until they are shown; ``str()`` is the English text).
This module renders them in the other languages from the same catalogs (`fives.i18n.fluent`):
the server adds the translations next to the English texts (`localize_view`, `localize_error`),
never into them; the page shows the one of its language.

No English is read back: a text that is no message stays as it is (`translate` answers None),
and tests/test_i18n.py plays every game and fails on such a text.  An error whose reason is no
message (a plain text from outside the server) is shown by its code (``error-<code>``).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

from fives.core import Message, Text, ViewLog

from .fluent import bundle, languages, render, render_json

#: the languages besides English (a shared catalog file each, ``locales/<lang>.ftl``)
LANGUAGES = tuple(lang for lang in languages() if lang != "en")


def _check(lang: str) -> None:
    if lang != "en" and lang not in LANGUAGES:
        raise ValueError(f"no language {lang!r}; the languages are en, {', '.join(LANGUAGES)}")


def translate(text: Text, lang: str = "de") -> str | None:
    """``text`` in ``lang``: a message (`fives.core.Message`) from the catalogs; None for a text
    that is no message (in a language other than English)."""
    _check(lang)
    if lang == "en":
        return str(text)
    return text.render(lang) if isinstance(text, Message) else None


def _text(english: Any, message: Any, lang: str) -> Any:
    """A text of a view in ``lang``: by its message when it has one, else as it is."""
    if isinstance(english, Message):  # in the process: the message itself, its texts cached
        return english.render(lang)
    if isinstance(message, Mapping):
        return render_json(message, lang)
    return english


def localize_view(view: Mapping[str, Any], log_cache: ViewLog | None = None) -> dict[str, Any]:
    """The texts of a view (`State.view`) in every other language: ``{"de": {"log": [...],
    "reason": ..., "notes": [...]}}`` (``notes``: the position's notes, which a board shows).
    An outcome's details are data, which the page and the terminal put in words themselves
    (each game's ``web/results.js`` and ``terminal.py``).  A line with a message
    (``view["messages"]``) is rendered from the language's catalog; a text without one stays as
    it is.  ``log_cache``: the `fives.core.ViewLog` the view was just made with (`State.view`),
    which keeps the texts of its settled lines, so that each line is rendered once per viewer,
    not once per view."""
    outcome = view.get("outcome")
    log = view.get("log", [])
    messages = view.get("messages") or [None] * len(log)
    position = view.get("position")
    notes = position.get("notes") if isinstance(position, Mapping) else None
    found: dict[str, Any] = {}
    for lang in LANGUAGES:
        if log_cache is None:
            lines = [_text(line, msg, lang) for line, msg in zip(log, messages, strict=True)]
        else:  # the lines themselves are the messages (made in this process)
            lines = log_cache.each(f"text-{lang}", log, partial(_text, message=None, lang=lang))
        texts: dict[str, Any] = {"log": lines}
        if isinstance(notes, list):  # texts a board shows (Torris: who is blocked)
            texts["notes"] = [_text(note, getattr(note, "to_json", lambda: None)(), lang) for note in notes]
        if outcome is not None:
            texts["reason"] = _text(outcome.get("reason", ""), outcome.get("reason_message"), lang)
        found[lang] = texts
    return found


def localize_error(code: str, reason: object) -> dict[str, str]:
    """An error's reason in every other language: by its message (every refusal of the rules
    and the server a player meets), else by its code (``error-<code>`` in the catalogs: the few
    reasons from outside the server in plain text), else as it is."""
    found = {}
    for lang in LANGUAGES:
        if isinstance(reason, Message):
            found[lang] = reason.render(lang)
        elif bundle(lang).has_message(f"error-{code}"):
            found[lang] = render(f"error-{code}", {}, lang)
        else:
            found[lang] = str(reason)
    return found


__all__ = ["LANGUAGES", "localize_error", "localize_view", "translate"]
