"""Torris in the terminal: the 4 x 8 grid (rank 4 at the top, a-h left to right), each tower
drawn as its height and its top stone (colour and symbol), the points, whose move it is and
who is blocked.  ``tower c3`` lists a tower's stones from the top down (players may always
lift a tower and look)."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from fives.cli.lang import outcome_reason, said, say
from fives.cli.render.plugin import TerminalPlugin
from fives.cli.render.results import COLOURS, Outcome, Words
from fives.core import Message

FILES = "abcdefgh"
SYMBOL = {"d": "•", "l": "│", "t": "▲", "s": "■", "?": "?"}
#: the symbols by their letter, as the catalogs name them (``term-torris-stone``)
SYMBOL_NAME = {"d": "dot", "l": "line", "t": "triangle", "s": "square"}
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


def _colour(colour: str, lang: str) -> str:
    """A colour as a word: ``white``, ``weiß``."""
    return say("term-colour", lang, colour=colour)


def render(view: dict[str, Any], lang: str = "en") -> RenderableType:
    pos: dict[str, Any] = view["position"]
    board: list[list[str]] = pos["board"]
    lines: list[RenderableType] = [Text(say("term-torris-title", lang), style="bold")]
    lines.append(Text("     " + "".join(f"  {f}   " for f in FILES), style="dim"))
    for rank in range(len(board), 0, -1):
        line = Text(f"  {rank}  ", style="dim")
        for tower in board[rank - 1]:
            line.append_text(cell(tower))
            line.append(" ")
        line.append(f" {rank}", style="dim")
        lines.append(line)
    lines.append(Text("     " + "".join(f"  {f}   " for f in FILES), style="dim"))
    lines.append(Text(say("term-torris-cell", lang), style="dim"))
    lines.append(Text(say("term-torris-steps", lang), style="dim"))
    points = pos["points"]
    status = Text(say("term-torris-points", lang, white=points["white"], black=points["black"]), style="bold")
    if pos["to_move"] is not None:
        mover = Message("colour-player", colour=pos["to_move"])
        status.append("   " + say("term-to-move", lang, player=mover), style="bold cyan")
    elif pos["turn"] is None or any("?" in t for row in board for t in row):
        status.append("   " + say("term-torris-setting-up", lang), style="dim")
    lines.append(status)
    if pos["blocked"] and not view.get("terminal"):
        blocked = ", ".join(_colour(c, lang) for c in pos["blocked"])
        lines.append(Text(say("term-torris-blocked", lang, players=blocked), style="yellow"))
    for note in pos["notes"]:
        lines.append(Text(said(note, lang), style="bold yellow"))
    outcome = view.get("outcome")
    if outcome:
        lines.append(Text(outcome_reason(outcome, lang), style="bold green"))
    return Group(*lines)


def show_tower(view: dict[str, Any], argument: str, lang: str = "en") -> RenderableType:
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
            say("term-torris-no-square", lang, square=repr(argument.strip()), ranks=len(board)), style="red"
        )
    tower = board[int(name[1]) - 1][FILES.index(name[0])]
    parts = stones(tower)
    if not parts:
        return Text(say("term-torris-empty", lang, square=name))
    owner = _colour(COLOUR[parts[-1][0]], lang)
    lines: list[RenderableType] = [
        Text(say("term-torris-tower", lang, square=name, stones=len(parts), owner=owner), style="bold")
    ]
    for level in range(len(parts), 0, -1):
        stone = parts[level - 1]
        line = Text("  " + say("term-torris-level", lang, level=level) + " ")
        line.append(f" {SYMBOL[stone[1]]} ", style=STYLE[stone[0]])
        colour = _colour(COLOUR[stone[0]], lang)
        symbol = SYMBOL_NAME.get(stone[1], "down")
        line.append(" " + say("term-torris-stone", lang, colour=colour, symbol=symbol))
        lines.append(line)
    return Group(*lines)


COMMANDS = {"tower": (Message("term-torris-tower-help"), show_tower)}


# ----------------------------------------------------------------------------- end screen


def result_tables(d: Outcome, w: Words) -> list[RenderableType]:
    parts: list[RenderableType] = []
    for colour in COLOURS:
        who = w("colour-player", colour=colour)
        towers = d.get("towers", {}).get(colour, [])
        if towers:
            text = w(
                "results-torris-side",
                player=who,
                points=d["points"][colour],
                towers=", ".join(map(str, towers)),
            )
        else:
            text = w("results-torris-no-towers", player=who)
        parts.append(Text(text))
    if "tiebreak" in d:
        parts.append(Text(w("results-torris-tiebreak", rank=int(d["tiebreak"]))))
    return parts


RENDERER = TerminalPlugin(render=render, commands=COMMANDS, result=result_tables)
