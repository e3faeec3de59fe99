"""Abräumen in the terminal: the 6 x 6 square, rank 6 at the top."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from fives.cli.lang import said, say
from fives.cli.render.plugin import TerminalPlugin
from fives.cli.render.results import Outcome, Words
from fives.core import Message

FILES = "abcdef"


def render(view: dict[str, Any], lang: str = "en") -> RenderableType:
    rows: list[str] = view["position"]["rows"]
    lines: list[RenderableType] = [Text("    " + "  ".join(FILES), style="dim")]
    for rank in range(len(rows), 0, -1):
        line = Text(f" {rank}  ", style="dim")
        for ch in rows[rank - 1]:
            if ch == "W":
                line.append("○", style="bold white")
            elif ch == "B":
                line.append("●", style="bold")
            else:
                line.append("·", style="dim")
            line.append("  ")
        lines.append(line)
    lines.append(Text(say("term-abraeumen-stones-left", lang, stones=view["position"]["stones"])))
    return Group(*lines)


def occupancy(view: dict[str, Any]) -> int:
    rows: list[str] = view["position"]["rows"]
    return sum(
        1 << (r * len(rows) + c) for r, line in enumerate(rows) for c, ch in enumerate(line) if ch != "."
    )


def hint(view: dict[str, Any], argument: str, lang: str = "en") -> RenderableType:
    """Ask the exact solver whether the puzzle can still be solved, and with which jump."""
    from fives.games.abraeumen.ai.solver import hint as solver_hint

    return Text(said(solver_hint(occupancy(view)).words, lang))


COMMANDS = {"hint": (Message("term-abraeumen-hint-help"), hint)}


# ----------------------------------------------------------------------------- end screen


def result_headline(d: Outcome, w: Words) -> str | None:
    """A puzzle has no winner to name: solved, or how many stones are left."""
    if "stones_left" not in d:
        return None
    left = int(d["stones_left"])
    return w("results-abraeumen-solved") if left == 1 else w("results-abraeumen-left", stones=left)


def result_tables(d: Outcome, w: Words) -> list[RenderableType]:
    return []


RENDERER = TerminalPlugin(render=render, commands=COMMANDS, result=result_tables, headline=result_headline)
