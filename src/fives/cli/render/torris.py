"""Torris in the terminal: the 4 x 8 grid (rank 4 at the top, a-h left to right), each tower
drawn as its height and its top stone (colour and symbol), the points, whose move it is and
who is blocked.  ``tower c3`` lists a tower's stones from the top down (players may always
lift a tower and look)."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from .plugin import TerminalPlugin
from .results import torris_tables

FILES = "abcdefgh"
SYMBOL = {"d": "•", "l": "│", "t": "▲", "s": "■", "?": "?"}
NAME = {"d": "dot (1 step)", "l": "line (2 steps)", "t": "triangle (3 steps)", "s": "square (4 steps)"}
STYLE = {"W": "bold black on grey93", "B": "bold white on grey23"}
COLOUR = {"W": "white", "B": "black"}


def stones(tower: str) -> list[str]:
    """The stones of a tower string, bottom first (``WdBs`` -> ``["Wd", "Bs"]``)."""
    return [tower[i : i + 2] for i in range(0, len(tower), 2)]


def cell(tower: str) -> Text:
    """Five characters: the height, the top symbol and the top colour, on the top stone's colour."""
    parts = stones(tower)
    if not parts:
        return Text("  ·  ", style="dim")
    top = parts[-1]
    return Text(f"{len(parts)}{SYMBOL[top[1]]}{top[0]}".center(5), style=STYLE[top[0]])


def render(view: dict[str, Any]) -> RenderableType:
    pos: dict[str, Any] = view["position"]
    board: list[list[str]] = pos["board"]
    lines: list[RenderableType] = [Text("Torris · P1 White, P2 Black", style="bold")]
    lines.append(Text("     " + "".join(f"  {f}   " for f in FILES), style="dim"))
    for rank in range(len(board), 0, -1):
        line = Text(f"  {rank}  ", style="dim")
        for tower in board[rank - 1]:
            line.append_text(cell(tower))
            line.append(" ")
        line.append(f" {rank}", style="dim")
        lines.append(line)
    lines.append(Text("     " + "".join(f"  {f}   " for f in FILES), style="dim"))
    lines.append(Text("cell: height, top symbol, top colour (W/B); 'tower c3' lists a tower", style="dim"))
    lines.append(Text("steps: • dot 1 · │ line 2 · ▲ triangle 3 · ■ square 4", style="dim"))
    points = pos["points"]
    status = Text(f"points: White {points['white']} · Black {points['black']}", style="bold")
    if pos["to_move"] is not None:
        status.append(f"   {pos['to_move'].capitalize()} to move", style="bold cyan")
    elif pos["turn"] is None or any("?" in t for row in board for t in row):
        status.append("   setting up", style="dim")
    lines.append(status)
    if pos["blocked"] and not view.get("terminal"):
        lines.append(Text("blocked (cannot move): " + ", ".join(pos["blocked"]), style="yellow"))
    for note in pos["notes"]:
        lines.append(Text(note, style="bold yellow"))
    outcome = view.get("outcome")
    if outcome:
        lines.append(Text(outcome["reason"], style="bold green"))
    return Group(*lines)


def show_tower(view: dict[str, Any], argument: str) -> RenderableType:
    """The stones of one tower, top first."""
    name = argument.strip().lower()
    board: list[list[str]] = view["position"]["board"]
    if (
        len(name) != 2
        or name[0] not in FILES
        or name[1] not in "123456789"
        or not 1 <= int(name[1]) <= len(board)
    ):
        return Text(
            f"no square {argument.strip()!r}: name one of a1..h{len(board)}, e.g. 'tower c3'", style="red"
        )
    tower = board[int(name[1]) - 1][FILES.index(name[0])]
    parts = stones(tower)
    if not parts:
        return Text(f"{name} is empty")
    owner = COLOUR[parts[-1][0]]
    lines: list[RenderableType] = [
        Text(f"tower on {name}: {len(parts)} stone(s), owned by {owner} (top first)", style="bold")
    ]
    for level in range(len(parts), 0, -1):
        stone = parts[level - 1]
        line = Text(f"  level {level}: ")
        line.append(f" {SYMBOL[stone[1]]} ", style=STYLE[stone[0]])
        line.append(f" {COLOUR[stone[0]]} {NAME.get(stone[1], 'face down')}")
        lines.append(line)
    return Group(*lines)


COMMANDS = {"tower": ("<square>: list every stone of the tower on that square, top first", show_tower)}


RENDERER = TerminalPlugin(render=render, commands=COMMANDS, result=torris_tables)
