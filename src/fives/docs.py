"""The players' rules of each game (docs/rules/<id>.<lang>.md), for `fives rules` and the page.

Each game has one file per language: ``docs/rules/<id>.en.md`` and ``docs/rules/<id>.de.md``,
written for players (every rule of the rulebook, every way the game ends, the scoring, the options
in words, and the decisions where the rulebook is silent).  The rules as implemented, with the
notation and the representation, are for developers: docs/dev/rules/<id>.md.

A phrase of a players' text that states a rule of the rulebook is marked as a link to that rule:
``[touches a stone along a side](#rule:side)``; ``docs/rules/<id>.rulebook.txt`` maps every
sentence of the rulebook to those ids (tests/test_players_rules.py).  The marks are taken out when
the text is served: a reader sees the phrase only.
"""

from __future__ import annotations

import re
from pathlib import Path

from fives.core.discovery import text_file

#: the rules texts inside the package: in the source tree `src/fives/rules` is a link to
#: docs/rules, and a wheel carries a copy of its files (package data)
PACKAGE_RULES = Path(__file__).resolve().parent / "rules"
LANGUAGES = ("en", "de")
#: ``[phrase](#rule:id)``: a phrase that states the rulebook's rule ``id``
RULE_MARK = re.compile(r"\[([^\]]+)\]\(#rule:([a-z0-9-]+)\)")


def rules_path(game_id: str, lang: str = "en") -> Path | None:
    """The players' rules of ``game_id`` in ``lang``: the package's copy, else
    docs/rules/<id>.<lang>.md of a source tree this package runs from (a checkout whose link was
    not made, e.g. on Windows)."""
    if not game_id or not game_id.replace("_", "").isalnum() or lang not in LANGUAGES:
        return None
    own = text_file(game_id, f"rules.{lang}.md")  # the game's folder brings its texts
    if own is not None:
        return own
    name = f"{game_id}.{lang}.md"
    packaged = PACKAGE_RULES / name
    if packaged.is_file():
        return packaged
    for base in Path(__file__).resolve().parents:
        candidate = base / "docs" / "rules" / name
        if candidate.is_file():
            return candidate
    return None


def strip_marks(markdown: str) -> str:
    """The text a player reads: each rule mark ``[phrase](#rule:id)`` becomes its phrase."""
    return RULE_MARK.sub(r"\1", markdown)


def rules_markdown(game_id: str, lang: str = "en") -> str | None:
    """The players' rules of ``game_id`` in ``lang`` (English when ``lang`` is unknown or has no
    text; ``de-AT`` reads as ``de``), without the rule marks; None when the game has none."""
    lang = (lang or "en").split("-")[0].split("_")[0].lower()
    path = rules_path(game_id, lang if lang in LANGUAGES else "en") or rules_path(game_id, "en")
    return None if path is None else strip_marks(path.read_text(encoding="utf-8"))
