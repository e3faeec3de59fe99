"""The terminal's language: ``fives play --lang de`` (or ``FIVES_LANG=de``) renders the log lines,
results, refusals and options from the same Fluent catalogs as the server and the page."""

from __future__ import annotations

import os

from fives.core import FivesError, Message
from fives.i18n.fluent import languages

#: the environment variable that chooses the language when ``--lang`` is not given
ENV = "FIVES_LANG"


def default_lang() -> str:
    return os.environ.get(ENV, "").strip().lower() or "en"


def check_lang(lang: str) -> str:
    """``lang`` when a catalog has it; a clear error otherwise."""
    if lang not in languages():
        raise FivesError(f"no language {lang!r}; the languages are {', '.join(languages())}")
    return lang


def text_in(text: str, lang: str) -> str:
    """A text of the rules in ``lang``: a message from the catalog, any other text as it is."""
    return text.render(lang) if isinstance(text, Message) else str(text)


def say(key: str, lang: str, **args: str) -> str:
    """A text of the terminal itself (a ``cli-...`` key) in ``lang``."""
    return Message(key, **args).render(lang)
