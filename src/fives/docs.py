"""The rules as implemented (docs/rules/<id>.md), for `fives rules` and the web page."""

from __future__ import annotations

from pathlib import Path


def rules_path(game_id: str) -> Path | None:
    """docs/rules/<id>.md of the source tree this package runs from, if it is there."""
    for base in Path(__file__).resolve().parents:
        candidate = base / "docs" / "rules" / f"{game_id}.md"
        if candidate.is_file():
            return candidate
    return None


def rules_markdown(game_id: str) -> str | None:
    path = rules_path(game_id)
    return None if path is None else path.read_text(encoding="utf-8")
