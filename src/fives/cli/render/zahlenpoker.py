"""Zahlenpoker in the terminal: one view -- the viewer's own hand and choice, who has chosen,
the last reveal (or the one waiting for a steal), and the stones each player has won.

Private entry (clearing the screen between hot-seat players) is the CLI's job; this only draws
what the given view holds, so a hidden choice of another player never appears here.
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from .plugin import TerminalPlugin
from .results import zahlenpoker_tables


def _stones(values: list[int]) -> str:
    return " ".join(str(v) for v in values) if values else "-"


def _shown(value: Any) -> str:
    if value is None:
        return ""
    if value == "empty":
        return "empty hand"
    return str(value)


def _reveal_line(shown: list[Any], result: dict[str, Any] | None) -> Text:
    text = Text()
    for p, value in enumerate(shown):
        if value is None:
            continue
        if text:
            text.append("   ")
        text.append(f"P{p + 1} ", style="bold")
        text.append(_shown(value), style="yellow" if value == "empty" else "cyan")
    if result is not None:
        parts = []
        if result["thief"] is not None:
            parts.append(f"P{result['thief'] + 1} stole P{result['victim'] + 1}'s {shown[result['victim']]}")
        if result["blocked"]:
            parts.append("the empty hands blocked each other")
        if result["keeper"] is not None:
            parts.append(f"P{result['keeper'] + 1} keeps the {shown[result['keeper']]}")
        if result["thief"] is None and result["keeper"] is None:
            parts.append("no winner")
        text.append("  ->  " + "; ".join(parts), style="green")
    return text


def show_rounds(view: dict[str, Any], argument: str) -> RenderableType:
    """Every finished round: what each player showed and who won what."""
    rounds = view["position"]["rounds"]
    if not rounds:
        return Text("no round has been revealed yet")
    return Group(
        *(
            Text.assemble(Text(f"round {i + 1}: ", style="bold"), _reveal_line(r["shown"], r))
            for i, r in enumerate(rounds)
        )
    )


COMMANDS = {"rounds": ("show every revealed round: the stones shown and who won them", show_rounds)}


def render(view: dict[str, Any]) -> RenderableType:
    pos = view["position"]
    viewer = view.get("viewer")
    n = pos["players"]
    parts: list[RenderableType] = []
    title = "game over" if pos["phase"] == "over" else f"round {pos['round']}"
    parts.append(Text(f"Zahlenpoker, {title}", style="bold"))

    table = Table(show_header=True, header_style="bold", box=None, padding=(0, 2))
    for header in ("player", "hand", "empty hand", "this round", "won", "score"):
        table.add_column(header)
    for p in range(n):
        name = f"P{p + 1}" + (" (you)" if p == viewer else "")
        if pos["phase"] == "choose" and p in pos["participants"]:
            if p == viewer and pos["my_choice"] is not None:
                status = f"chose {pos['my_choice']}"
            else:
                status = "chosen" if pos["chosen"][p] else "choosing..."
        elif pos["phase"] == "steal":
            status = "to steal" if p == pos["thief"] else _shown((pos["reveal"] or [None] * n)[p])
        else:
            status = "" if pos["phase"] == "over" else "out"
        table.add_row(
            Text(name, style="bold" if p == viewer else ""),
            _stones(pos["hands"][p]),
            "used" if pos["empty_used"][p] else "unused",
            status,
            _stones(pos["won"][p]),
            f"{len(pos['counted'][p])}",
        )
    parts.append(table)

    if pos["phase"] == "steal" and pos["reveal"] is not None:
        parts.append(Text("Revealed:", style="bold"))
        parts.append(_reveal_line(pos["reveal"], None))
        parts.append(Text(f"P{pos['thief'] + 1} showed the empty hand and steals one shown stone."))
    elif pos["rounds"]:
        last = pos["rounds"][-1]
        parts.append(Text(f"Last reveal (round {len(pos['rounds'])}):", style="bold"))
        parts.append(_reveal_line(last["shown"], last))

    outcome = view.get("outcome")
    if outcome is not None:
        parts.append(Text(outcome["reason"], style="bold green"))
    elif view.get("legal"):
        parts.append(Text("your moves: " + ", ".join(view["legal"]), style="dim"))
    return Group(*parts)


RENDERER = TerminalPlugin(render=render, commands=COMMANDS, result=zahlenpoker_tables)
