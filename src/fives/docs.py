"""The rules as implemented (docs/rules/<id>.md), for `fives rules` and the web page."""

from __future__ import annotations

from pathlib import Path

#: the rules texts inside the package: in the source tree `src/fives/rules` is a link to
#: docs/rules, and a wheel carries a copy of its files (package data)
PACKAGE_RULES = Path(__file__).resolve().parent / "rules"


def rules_path(game_id: str) -> Path | None:
    """The rules text of ``game_id``: the package's copy, else docs/rules/<id>.md of a source
    tree this package runs from (a checkout whose link was not made, e.g. on Windows)."""
    if not game_id or "/" in game_id or "\\" in game_id or game_id.startswith("."):
        return None
    packaged = PACKAGE_RULES / f"{game_id}.md"
    if packaged.is_file():
        return packaged
    for base in Path(__file__).resolve().parents:
        candidate = base / "docs" / "rules" / f"{game_id}.md"
        if candidate.is_file():
            return candidate
    return None


def rules_markdown(game_id: str) -> str | None:
    path = rules_path(game_id)
    return None if path is None else path.read_text(encoding="utf-8")
