"""Make 5 in the terminal: the tilted board (runways a-e, the top at the top, row 1 at the
bottom), each scoring row with its score, the drawn token, the bag's remaining colours, the
roles and the match scores."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from fives.cli.lang import outcome_reason, say
from fives.cli.render.plugin import TerminalPlugin
from fives.cli.render.results import Outcome, Words

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


def render(view: dict[str, Any], lang: str = "en") -> RenderableType:
    pos: dict[str, Any] = view["position"]
    runways: list[str] = pos["runways"]
    row_scores: list[int] = pos["row_scores"]
    lines: list[RenderableType] = []

    head = Text(say("term-make5-title", lang, game=pos["game"], games=pos["games"]), style="bold")
    if pos.get("decider"):
        head.append(" " + say("term-make5-decider", lang), style="bold magenta")
    if pos["sorter"] is not None:
        head.append(" · " + say("term-make5-sorter", lang, player=player(pos["sorter"])), style="cyan")
        head.append(" · " + say("term-make5-chaot", lang, player=player(pos["chaot"])), style="magenta")
    lines.append(head)

    arrows = "   ".join("▼" for _ in RUNWAYS)
    runway = say("term-make5-runway", lang)
    width = max(len(runway), len(say("term-make5-row", lang, row=PLACES)) + 1)  # the labels' column
    lines.append(Text(" " * (width + 4) + f"{arrows}    " + say("term-make5-roll-in", lang), style="dim"))
    letters = "   ".join(RUNWAYS)
    heading = say("term-make5-row-score", lang)
    lines.append(Text(f"   {runway.ljust(width)} {letters}    {heading}", style="dim"))
    for row in range(PLACES, 0, -1):
        line = Text()
        line.append("   " + say("term-make5-row", lang, row=row).ljust(width), style="dim")
        for lane in runways:
            if len(lane) >= row:
                line.append_text(token(lane[row - 1]))
            else:
                line.append(" · ", style="dim")
            line.append(" ")
        score = row_scores[row - 1]
        line.append(f"   {score:>2}", style="bold green" if score else "dim")
        lines.append(line)
    total = say("term-make5-sum", lang, sum=f"{pos['board_score']:>2}")
    lines.append(Text("   " + say("term-make5-roll-down", lang) + f"         {total}", style="dim"))

    if pos["drawn"] is not None:
        drawn = Text(say("term-make5-drawn", lang) + " ")
        drawn.append_text(token(pos["drawn"]))
        colour = NAMES.get(pos["drawn"], "")
        drawn.append(" " + say("term-make5-rolls", lang, colour=colour, player=player(pos["chaot"])))
        lines.append(drawn)
    if pos.get("final_move"):
        last = say("term-make5-last-move", lang, player=player(pos["sorter"]))
        lines.append(Text(last, style="bold yellow"))

    bag = Text(say("term-make5-bag", lang, left=pos["bag_total"]) + " ")
    for letter, count in pos["bag"].items():
        bag.append_text(token(letter))
        bag.append(f" {count}  ", style="bold" if count else "dim")
    lines.append(bag)

    totals: list[int] = pos["totals"]
    match = Text(say("term-make5-match", lang) + " ", style="bold")
    match.append(f"P1 {totals[0]} · P2 {totals[1]}")
    if pos["results"]:
        match.append("   " + say("term-make5-games", lang) + " ", style="dim")
        match.append(
            "  ".join(f"{r['game']}. {player(r['sorter'])} {r['score']}" for r in pos["results"]), style="dim"
        )
    lines.append(match)

    outcome = view.get("outcome")
    if outcome:
        lines.append(Text(outcome_reason(outcome, lang), style="bold green"))
    return Group(*lines)


# ----------------------------------------------------------------------------- end screen


def result_tables(d: Outcome, w: Words) -> list[RenderableType]:
    rows = [[str(g["game"]), w.name(g["sorter"]), str(g["score"])] for g in d.get("games", [])]
    parts: list[RenderableType] = [
        w.table([w("results-game"), w("results-sorter"), w("results-points")], rows)
    ]
    totals = [
        w("results-player-points", player=w.name(p), points=t) for p, t in enumerate(d.get("totals", []))
    ]
    parts.append(Text(w("results-make5-summary", players=", ".join(totals))))
    if d.get("make_five"):
        parts.append(Text(w("results-make-five"), style="bold"))
    return parts


RENDERER = TerminalPlugin(render=render, result=result_tables)
