"""Fünf gewinnt in the terminal: the stones with their coordinates (x to the right, y upwards).

White stones are ○, black ●.  In the placement the cells where a stone may go are shown as +;
in the afterplay the stones of the player to move that have a free side (the ones that may be
lifted) are underlined.  The last stone placed or moved is in reverse video, a winning row in
green.  The command ``where x,y`` shows the cells the stone on x,y may be moved to.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from fives.cli.lang import say
from fives.cli.render.plugin import CommandFn, TerminalPlugin
from fives.cli.render.results import COLOURS, Outcome, Words
from fives.core import Message

Cell = tuple[int, int]
SYMBOLS = {"W": ("○", "bold white"), "B": ("●", "bold")}
LETTERS = ("W", "B")
WIDTH = 3


def _cell(text: str) -> Cell | None:
    parts = text.replace(" ", "").strip("()").split(",")
    if len(parts) != 2:
        return None
    try:
        return int(parts[0]), int(parts[1])
    except ValueError:
        return None


def _sides(cell: Cell) -> tuple[Cell, ...]:
    x, y = cell
    return ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))


def _marks(view: dict[str, Any], stones: dict[Cell, str]) -> tuple[set[Cell], set[Cell]]:
    """Cells open for a placement, and stones the player to move may lift (from the position)."""
    pos = view["position"]
    to_move = view.get("to_move")
    mover = to_move[0] if isinstance(to_move, list) and len(to_move) == 1 else None
    if view.get("terminal") or mover is None:
        return set(), set()
    if pos["phase"] == "placement":
        if not stones:
            return {(0, 0)}, set()
        return {n for c in stones for n in _sides(c) if n not in stones}, set()
    letter = LETTERS[mover]
    lifts = {c for c, s in stones.items() if s == letter and any(n not in stones for n in _sides(c))}
    return set(), lifts


def _board(
    view: dict[str, Any], places: set[Cell], lifts: set[Cell], picked: Cell | None = None
) -> list[RenderableType]:
    pos = view["position"]
    stones: dict[Cell, str] = {(x, y): colour for x, y, colour in pos["stones"]}
    row = {(c[0], c[1]) for c in pos.get("row", [])}
    last_text = pos.get("last")
    last = _cell(str(last_text).rpartition(">")[2]) if last_text else None
    cells = set(stones) | places or {(0, 0)}
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    x0, x1, y0, y1 = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
    header = Text("     ", style="dim")
    for x in range(x0, x1 + 1):
        header.append(f"{x:>{WIDTH}}", style="dim")
    lines: list[RenderableType] = [header]
    for y in range(y1, y0 - 1, -1):
        line = Text(f"{y:>4} ", style="dim")
        for x in range(x0, x1 + 1):
            line.append(" " * (WIDTH - 1))
            colour = stones.get((x, y))
            if colour is None:
                if (x, y) in places:
                    line.append("+", style="bold cyan")
                else:
                    line.append("·", style="dim")
                continue
            symbol, style = SYMBOLS.get(colour, ("?", "red"))
            if (x, y) in row:
                style = "bold green"
            if (x, y) in lifts:
                style += " underline"
            if (x, y) in (last, picked):
                style += " reverse"
            line.append(symbol, style=style)
        lines.append(line)
    return lines


def render(view: dict[str, Any], lang: str = "en") -> RenderableType:
    pos = view["position"]
    stones: dict[Cell, str] = {(x, y): colour for x, y, colour in pos["stones"]}
    places, lifts = _marks(view, stones)
    lines = _board(view, places, lifts)
    colours = pos.get("colours", ["white", "black"])
    in_hand, on_board, captured = pos["in_hand"], pos["on_board"], pos["captured"]
    lines.append(Text(""))
    names = [Message("colour-player", colour=name).render(lang) for name in colours]
    wide = max(len(name) for name in names)
    for p, name in enumerate(names):
        symbol = SYMBOLS[LETTERS[p]][0]
        counts = say(
            "term-fuenf-counts",
            lang,
            hand=f"{in_hand[p]:>2}",
            table=f"{on_board[p]:>2}",
            captured=f"{captured[p]:>2}",
        )
        lines.append(Text(f"{symbol} {name:<{wide}} {counts}"))
    playing = not view.get("terminal")
    if pos["phase"] == "placement":
        status = say("term-fuenf-placement", lang, placed=pos["placed"])
        if playing:
            status += " " + say("term-fuenf-write-cell", lang)
    else:
        status = say("term-fuenf-afterplay", lang, turns=pos["afterplay_turns"], most=pos["afterplay_limit"])
        if playing:
            status += " " + say("term-fuenf-write-move", lang)
    if pos.get("last"):
        status += "   " + say("cli-last-move", lang, move=pos["last"])
    lines.append(Text(status, style="dim"))
    return Group(*lines)


def where(view: dict[str, Any], argument: str, lang: str = "en") -> RenderableType:
    """The cells the stone on ``argument`` may be moved to now (from the legal moves)."""
    cell = _cell(argument)
    if cell is None:
        raise ValueError(say("term-fuenf-where-syntax", lang))
    prefix = f"{cell[0]},{cell[1]}>"
    targets = {_cell(text[len(prefix) :]) for text in view.get("legal", []) if str(text).startswith(prefix)}
    places = {t for t in targets if t is not None}
    if not places:
        raise ValueError(say("term-fuenf-cannot-move", lang, cell=f"{cell[0]},{cell[1]}"))
    lines = _board(view, places, set(), picked=cell)
    cells = "  ".join(f"{x},{y}" for x, y in sorted(places))
    lines.append(Text(say("term-fuenf-cells", lang, count=len(places), cells=cells)))
    return Group(*lines)


COMMANDS: dict[str, tuple[Message, CommandFn]] = {"where": (Message("term-fuenf-where-help"), where)}


# ----------------------------------------------------------------------------- end screen


def _per_colour(values: Sequence[Any], w: Words) -> str:
    return ", ".join(f"{w('colour-player', colour=c)} {v}" for c, v in zip(COLOURS, values, strict=False))


def result_tables(d: Outcome, w: Words) -> list[RenderableType]:
    parts: list[RenderableType] = [
        Text(w("results-fuenf-stones", stones=_per_colour(d.get("stones", []), w))),
        Text(w("results-fuenf-captured", captured=_per_colour(d.get("captured", []), w))),
    ]
    if d.get("row"):
        parts.append(Text(w("results-fuenf-row", cells=", ".join(f"{x},{y}" for x, y in d["row"]))))
    if d.get("afterplay_turns"):
        parts.append(Text(w("results-fuenf-afterplay", turns=int(d["afterplay_turns"]))))
    return parts


RENDERER = TerminalPlugin(render=render, commands=COMMANDS, result=result_tables)
