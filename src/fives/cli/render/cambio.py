"""Cambio in the terminal: the 5 x 5 tray (rank 5 at the top) with the legal pushes as arrows
around it, the setup progress and warnings, the spare cube and the push count."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from .plugin import TerminalPlugin
from .results import cambio_tables

FILES = "abcde"
GLYPHS = {"O": "●", "A": "▲", "S": "■"}
STYLES = {"O": "bold red", "A": "bold blue", "S": "bold green"}
NAMES = {"O": "circle", "A": "triangle", "S": "square"}


def _cube(ch: str) -> Text:
    if ch in GLYPHS:
        return Text(GLYPHS[ch], style=STYLES[ch])
    if ch == ".":
        return Text("·", style="dim")
    return Text(" ")  # a free square during the setup


def _symbol(ch: str) -> Text:
    text = _cube(ch) if ch in GLYPHS else Text("neutral", style="dim")
    if ch in GLYPHS:
        text.append(f" {ch} ({NAMES[ch]})", style=STYLES[ch])
    return text


def _player(symbols: list[str], player: int) -> Text:
    text = Text(f"P{player + 1} ")
    text.append_text(_symbol(symbols[player]))
    return text


def render(view: dict[str, Any]) -> RenderableType:
    pos: dict[str, Any] = view["position"]
    rows: list[str] = pos["rows"]
    symbols: list[str] = pos["symbols"]
    legal = set(pos.get("legal_pushes") or [])

    def arrow(name: str, glyph: str) -> Text:
        return Text(glyph, style="bold yellow") if name in legal else Text(" ")

    lines: list[RenderableType] = []
    top = Text("       ")
    bottom = Text("       ")
    for f in FILES:
        top.append_text(arrow(f"{f}5v", "v"))
        top.append("  ")
        bottom.append_text(arrow(f"{f}1^", "^"))
        bottom.append("  ")
    lines.append(top)
    for rank in range(5, 0, -1):
        line = Text(f"  {rank}  ", style="dim")
        line.append_text(arrow(f"a{rank}>", ">"))
        line.append(" ")
        for ch in rows[rank - 1]:
            line.append_text(_cube(ch))
            line.append("  ")
        line.append_text(arrow(f"e{rank}<", "<"))
        lines.append(line)
    lines.append(bottom)
    lines.append(Text("       " + "  ".join(FILES), style="dim"))
    lines.append(Text(""))

    legend = Text(f"line of {pos['line_length']} wins:  ")
    for p in range(len(symbols)):
        legend.append_text(_player(symbols, p))
        legend.append("   ")
    lines.append(legend)

    phase = pos["phase"]
    if phase == "setup":
        setup = pos["setup"]
        who = "chance" if setup["placer"] == "chance" else f"P{setup['placer'] + 1}"
        text = Text(f"setup: {who} places cubes showing ")
        text.append_text(_symbol(setup["symbol"]))
        text.append(
            f": {setup['left']} left ({setup['placements_left']} placements in all); name a free square"
        )
        lines.append(text)
        for warning in pos["warnings"]:
            lines.append(Text(f"warning: {warning['text']}", style="yellow"))
    elif phase == "play":
        text = _player(symbols, pos["to_move"])
        text.append(" to push")
        if not legal:
            text.append(" (no legal push: pass)", style="yellow")
        lines.append(text)
    elif phase == "over":
        lines.append(Text(f"game over after {pos['pushes']} pushes", style="dim"))
    spare = Text("spare cube: ")
    spare.append_text(_symbol(pos["spare"]))
    if pos.get("last"):
        spare.append(f"   last move: {pos['last']}")
    lines.append(spare)
    if phase == "play":
        lines.append(
            Text(
                f"pushes {pos['pushes']}/{pos['max_pushes']}   this position seen {pos['repetition']}x",
                style="dim",
            )
        )
    for symbol, names in pos.get("lines", {}).items():
        text = Text("line: ")
        text.append_text(_symbol(symbol))
        text.append(" " + ", ".join(names))
        lines.append(text)
    outcome = view.get("outcome")
    if outcome:
        lines.append(Text(outcome["reason"], style="bold"))
    return Group(*lines)


RENDERER = TerminalPlugin(render=render, result=cambio_tables)
