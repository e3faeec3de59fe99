"""Make 5 in the terminal: the tilted board (runways a-e, the top at the top, row 1 at the
bottom), each scoring row with its score, the drawn token, the bag's remaining colours, the
roles and the match scores."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from .plugin import TerminalPlugin
from .results import make5_tables

RUNWAYS = "abcde"
PLACES = 5
STYLES = {
    "R": "bold white on red3",
    "Y": "bold black on yellow",
    "G": "bold white on green4",
    "B": "bold white on blue",
    "W": "bold black on grey93",
}
NAMES = {"R": "red", "Y": "yellow", "G": "green", "B": "blue", "W": "white"}


def token(letter: str) -> Text:
    return Text(f" {letter} ", style=STYLES.get(letter, "bold"))


def player(index: int | None) -> str:
    return "?" if index is None else f"P{index + 1}"


def render(view: dict[str, Any]) -> RenderableType:
    pos: dict[str, Any] = view["position"]
    runways: list[str] = pos["runways"]
    row_scores: list[int] = pos["row_scores"]
    lines: list[RenderableType] = []

    head = Text(f"Make 5 · game {pos['game']} of {pos['games']}", style="bold")
    if pos.get("decider"):
        head.append(" (decider)", style="bold magenta")
    if pos["sorter"] is not None:
        head.append(f" · {player(pos['sorter'])} sorts (Ordnungsfreak, A)", style="cyan")
        head.append(f" · {player(pos['chaot'])} is the Chaot (B)", style="magenta")
    lines.append(head)

    arrows = "   ".join("▼" for _ in RUNWAYS)
    lines.append(Text(f"          {arrows}    roll in at the top", style="dim"))
    lines.append(Text("   runway " + "   ".join(RUNWAYS) + "    row score", style="dim"))
    for row in range(PLACES, 0, -1):
        line = Text()
        line.append(f"   row {row}  ", style="dim")
        for lane in runways:
            if len(lane) >= row:
                line.append_text(token(lane[row - 1]))
            else:
                line.append(" · ", style="dim")
            line.append(" ")
        score = row_scores[row - 1]
        line.append(f"   {score:>2}", style="bold green" if score else "dim")
        lines.append(line)
    total = f"sum {pos['board_score']:>2}"
    lines.append(Text(f"   (tokens roll down to row 1)         {total}", style="dim"))

    if pos["drawn"] is not None:
        drawn = Text("drawn: ")
        drawn.append_text(token(pos["drawn"]))
        drawn.append(f" {NAMES.get(pos['drawn'], '')}: {player(pos['chaot'])} rolls it into a runway")
        lines.append(drawn)
    if pos.get("final_move"):
        last = f"the bag is empty: {player(pos['sorter'])} has one last move"
        lines.append(Text(last, style="bold yellow"))

    bag = Text(f"bag ({pos['bag_total']} left): ")
    for letter, count in pos["bag"].items():
        bag.append_text(token(letter))
        bag.append(f" {count}  ", style="bold" if count else "dim")
    lines.append(bag)

    totals: list[int] = pos["totals"]
    match = Text("match: ", style="bold")
    match.append(f"P1 {totals[0]} · P2 {totals[1]}")
    if pos["results"]:
        match.append("   games: ", style="dim")
        match.append(
            "  ".join(f"{r['game']}. {player(r['sorter'])} {r['score']}" for r in pos["results"]), style="dim"
        )
    lines.append(match)

    outcome = view.get("outcome")
    if outcome:
        lines.append(Text(outcome["reason"], style="bold green"))
    return Group(*lines)


RENDERER = TerminalPlugin(render=render, result=make5_tables)
