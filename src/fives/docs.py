"""The players' rules of each game (its folder's ``texts/rules.<lang>.md``), for `fives rules` and
the page.

Each game has one file per language in its own texts (`fives.core.discovery.text_file`):
``games/<id>/texts/rules.en.md`` and ``rules.de.md``,
written for players (every rule of the rulebook, every way the game ends, the scoring, the options
in words, and the decisions where the rulebook is silent).  The rules as implemented, with the
notation and the representation, are for developers: docs/dev/rules/<id>.md.

A phrase of a players' text that states a rule of the rulebook is marked as a link to that rule:
``[touches a stone along a side](#rule:side)``; ``texts/rules.rulebook.txt`` maps every
sentence of the rulebook to those ids (tests/test_players_rules.py).  The marks are taken out when
the text is served: a reader sees the phrase only.
"""

from __future__ import annotations

import re
from pathlib import Path

from fives.core.discovery import text_file

LANGUAGES = ("en", "de")
#: ``[phrase](#rule:id)``: a phrase that states the rulebook's rule ``id``
RULE_MARK = re.compile(r"\[([^\]]+)\]\(#rule:([a-z0-9-]+)\)")


def rules_path(game_id: str, lang: str = "en") -> Path | None:
    """The players' rules of ``game_id`` in ``lang``: ``texts/rules.<lang>.md`` of the game's
    folder (a game in its own package brings them the same way), or None."""
    if not game_id or not game_id.replace("_", "").isalnum() or lang not in LANGUAGES:
        return None
    return text_file(game_id, f"rules.{lang}.md")


def strip_marks(markdown: str) -> str:
    """The text a player reads: each rule mark ``[phrase](#rule:id)`` becomes its phrase."""
    return RULE_MARK.sub(r"\1", markdown)


def rules_markdown(game_id: str, lang: str = "en") -> str | None:
    """The players' rules of ``game_id`` in ``lang`` (English when ``lang`` is unknown or has no
    text; ``de-AT`` reads as ``de``), without the rule marks; None when the game has none."""
    lang = (lang or "en").split("-")[0].split("_")[0].lower()
    path = rules_path(game_id, lang if lang in LANGUAGES else "en") or rules_path(game_id, "en")
    return None if path is None else strip_marks(path.read_text(encoding="utf-8"))
