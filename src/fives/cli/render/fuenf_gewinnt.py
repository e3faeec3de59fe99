"""Fünf gewinnt in the terminal: the stones with their coordinates (x to the right, y upwards).

White stones are ○, black ●; the cells where a stone may be placed now are shown as +, the
stones that may be lifted in the afterplay are underlined, the last stone moved or placed is
in reverse video and a winning row is shown in green.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

SYMBOLS = {"W": ("○", "bold white"), "B": ("●", "bold")}
CELL = 3


def _cell(text: str) -> tuple[int, int] | None:
    parts = text.split(",")
    if len(parts) != 2:
        return None
    try:
        return int(parts[0]), int(parts[1])
    except ValueError:
        return None


def _marks(view: dict[str, Any]) -> tuple[set[tuple[int, int]], set[tuple[int, int]], tuple[int, int] | None]:
    """Cells open for placement, stones that can be lifted, the cell of the last stone."""
    places: set[tuple[int, int]] = set()
    lifts: set[tuple[int, int]] = set()
    for text in view.get("legal", []):
        src, sep, _ = str(text).partition(">")
        cell = _cell(src)
        if cell is None:
            continue
        (lifts if sep else places).add(cell)
    last = view["position"].get("last")
    last_cell = _cell(str(last).rpartition(">")[2]) if last else None
    return places, lifts, last_cell


def render(view: dict[str, Any]) -> RenderableType:
    pos = view["position"]
    stones = {(x, y): colour for x, y, colour in pos["stones"]}
    row = {(c[0], c[1]) for c in pos.get("row", [])}
    places, lifts, last = _marks(view)
    cells = set(stones) | places or {(0, 0)}
    xs = [x for x, _ in cells]
    ys = [y for _, y in cells]
    x0, x1, y0, y1 = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
    lines: list[RenderableType] = []
    header = Text("     ", style="dim")
    for x in range(x0, x1 + 1):
        header.append(f"{x:>{CELL}}", style="dim")
    lines.append(header)
    for y in range(y1, y0 - 1, -1):
        line = Text(f"{y:>4} ", style="dim")
        for x in range(x0, x1 + 1):
            line.append(" " * (CELL - 1))
            colour = stones.get((x, y))
            if colour is None:
                if (x, y) in places:
                    line.append("+", style="cyan")
                else:
                    line.append("·", style="dim")
                continue
            symbol, style = SYMBOLS.get(colour, ("?", "red"))
            if (x, y) in row:
                style = "bold green"
            if (x, y) in lifts:
                style += " underline"
            if (x, y) == last:
                style += " reverse"
            line.append(symbol, style=style)
        lines.append(line)
    colours = pos.get("colours", ["white", "black"])
    in_hand, on_board, captured = pos["in_hand"], pos["on_board"], pos["captured"]
    lines.append(Text(""))
    for p, name in enumerate(colours):
        symbol = SYMBOLS["W" if p == 0 else "B"][0]
        lines.append(
            Text(
                f"{symbol} {name:<6} in hand {in_hand[p]:>2}   on the table {on_board[p]:>2}   "
                f"lost {captured[p]:>2}"
            )
        )
    if pos["phase"] == "placement":
        status = f"placement: {pos['placed']} of 32 stones placed"
    else:
        status = f"afterplay: turn {pos['afterplay_turns'] + 1} of at most {pos['afterplay_limit']}"
    if pos.get("last"):
        status += f"   last move: {pos['last']}"
    lines.append(Text(status, style="dim"))
    return Group(*lines)
