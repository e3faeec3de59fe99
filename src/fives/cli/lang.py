"""The terminal's language: ``fives play --lang de`` (or ``FIVES_LANG=de``) renders the log lines,
results, refusals and options from the same Fluent catalogs as the server and the page."""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any

from fives.core import FivesError, Message
from fives.core.message import Arg, Text
from fives.i18n.fluent import languages, render_json

#: the environment variable that chooses the language when ``--lang`` is not given
ENV = "FIVES_LANG"


def default_lang() -> str:
    return os.environ.get(ENV, "").strip().lower() or "en"


def check_lang(lang: str) -> str:
    """``lang`` when a catalog has it; a clear error otherwise."""
    if lang not in languages():
        raise FivesError(f"no language {lang!r}; the languages are {', '.join(languages())}")
    return lang


def text_in(text: Text, lang: str) -> str:
    """A text of the rules in ``lang``: a message from the catalog, any other text as it is."""
    return text.render(lang) if isinstance(text, Message) else str(text)


def say(key: str, lang: str, **args: Arg) -> str:
    """A text of the terminal itself (a ``cli-...`` key) in ``lang``."""
    return Message(key, **args).render(lang)


def said(value: object, lang: str) -> str:
    """A text of a view in ``lang``: a message (or its JSON form, ``{"key", "args"}``) from the
    catalog, anything else as it is (notation, a name)."""
    if isinstance(value, Message):
        return value.render(lang)
    if isinstance(value, Mapping) and isinstance(value.get("key"), str):
        return render_json(value, lang)
    return str(value)


def outcome_reason(outcome: Mapping[str, Any], lang: str) -> str:
    """Why a game ended (``view["outcome"]``) in ``lang``."""
    message = outcome.get("reason_message")
    return said(message if isinstance(message, Mapping) else outcome.get("reason", ""), lang)


def log_line(view: Mapping[str, Any], index: int, lang: str) -> str:
    """Line ``index`` of a view's log in ``lang`` (by its message when the view has one)."""
    messages = view.get("messages") or []
    found = messages[index] if -len(messages) <= index < len(messages) else None
    return said(found if isinstance(found, Mapping) else view["log"][index], lang)
