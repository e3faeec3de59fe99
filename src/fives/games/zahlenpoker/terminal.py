"""Zahlenpoker in the terminal: one view -- the viewer's own hand and choice, who has chosen,
the last reveal (or the one waiting for a steal), and the stones each player has won.

Private entry (clearing the screen between hot-seat players) is the CLI's job; this only draws
what the given view holds, so a hidden choice of another player never appears here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from fives.cli.lang import outcome_reason, say
from fives.cli.render.plugin import TerminalPlugin
from fives.cli.render.results import Outcome, Words
from fives.core import Message


def _stones(values: list[int]) -> str:
    return " ".join(str(v) for v in values) if values else "-"


def _shown(value: Any, lang: str) -> str:
    if value is None:
        return ""
    if value == "empty":
        return say("term-zp-empty-hand", lang)
    return str(value)


def _reveal_line(shown: list[Any], result: dict[str, Any] | None, lang: str) -> Text:
    text = Text()
    for p, value in enumerate(shown):
        if value is None:
            continue
        if text:
            text.append("   ")
        text.append(f"P{p + 1} ", style="bold")
        text.append(_shown(value, lang), style="yellow" if value == "empty" else "cyan")
    if result is not None:
        parts = []
        if result["thief"] is not None:
            thief, victim = f"P{result['thief'] + 1}", f"P{result['victim'] + 1}"
            parts.append(
                say("term-zp-stole", lang, thief=thief, victim=victim, value=shown[result["victim"]])
            )
        if result["blocked"]:
            parts.append(say("term-zp-blocked", lang))
        if result["keeper"] is not None:
            keeper = f"P{result['keeper'] + 1}"
            parts.append(say("term-zp-keeps", lang, player=keeper, value=shown[result["keeper"]]))
        if result["thief"] is None and result["keeper"] is None:
            parts.append(say("term-zp-no-winner", lang))
        text.append("  ->  " + "; ".join(parts), style="green")
    return text


def show_rounds(view: dict[str, Any], argument: str, lang: str = "en") -> RenderableType:
    """Every finished round: what each player showed and who won what."""
    rounds = view["position"]["rounds"]
    if not rounds:
        return Text(say("term-zp-no-round", lang))
    return Group(
        *(
            Text.assemble(
                Text(say("term-zp-round", lang, round=i + 1) + ": ", style="bold"),
                _reveal_line(r["shown"], r, lang),
            )
            for i, r in enumerate(rounds)
        )
    )


COMMANDS = {"rounds": (Message("term-zp-rounds-help"), show_rounds)}
#: the columns of the table, by their key in the catalogs
COLUMNS = ("player", "hand", "empty", "round", "won", "score")


def render(view: dict[str, Any], lang: str = "en") -> RenderableType:
    pos = view["position"]
    viewer = view.get("viewer")
    n = pos["players"]
    parts: list[RenderableType] = []
    over = pos["phase"] == "over"
    title = say("term-game-over", lang) if over else say("term-zp-round", lang, round=pos["round"])
    parts.append(Text(f"Zahlenpoker, {title}", style="bold"))

    table = Table(show_header=True, header_style="bold", box=None, padding=(0, 2))
    for column in COLUMNS:
        table.add_column(say("term-zp-column", lang, column=column))
    for p in range(n):
        name = f"P{p + 1}" + (" " + say("term-you", lang) if p == viewer else "")
        if pos["phase"] == "choose" and p in pos["participants"]:
            if p == viewer and pos["my_choice"] is not None:
                status = say("term-zp-chose", lang, value=pos["my_choice"])
            else:
                status = say("term-zp-chosen" if pos["chosen"][p] else "term-zp-choosing", lang)
        elif pos["phase"] == "steal":
            shown = _shown((pos["reveal"] or [None] * n)[p], lang)
            status = say("term-zp-to-steal", lang) if p == pos["thief"] else shown
        else:
            status = "" if over else say("term-zp-out", lang)
        table.add_row(
            Text(name, style="bold" if p == viewer else ""),
            _stones(pos["hands"][p]),
            say("term-zp-used" if pos["empty_used"][p] else "term-zp-unused", lang),
            status,
            _stones(pos["won"][p]),
            f"{len(pos['counted'][p])}",
        )
    parts.append(table)

    if pos["phase"] == "steal" and pos["reveal"] is not None:
        parts.append(Text(say("term-zp-revealed", lang), style="bold"))
        parts.append(_reveal_line(pos["reveal"], None, lang))
        parts.append(Text(say("term-zp-steals", lang, player=f"P{pos['thief'] + 1}")))
    elif pos["rounds"]:
        last = pos["rounds"][-1]
        parts.append(Text(say("term-zp-last-reveal", lang, round=len(pos["rounds"])), style="bold"))
        parts.append(_reveal_line(last["shown"], last, lang))

    outcome = view.get("outcome")
    if outcome is not None:
        parts.append(Text(outcome_reason(outcome, lang), style="bold green"))
    elif view.get("legal"):
        parts.append(Text(say("term-your-moves", lang, moves=", ".join(view["legal"])), style="dim"))
    return Group(*parts)


# ----------------------------------------------------------------------------- end screen


def _listed(value: Any) -> list[Any]:
    """A list of the details, or none (an older record's details had a count here)."""
    return value if isinstance(value, list) else []


def _shown_word(value: Any, w: Words) -> str:
    if value is None:
        return w("results-zp-out")
    if value == "empty":
        return w("results-zp-empty")
    return str(value)


def zahlenpoker_round(r: Mapping[str, Any], w: Words) -> str:
    """What happened in a round of Zahlenpoker, in words."""
    said = []
    if r.get("thief") is not None and r.get("victim") is not None:
        said.append(w("results-zp-steals", thief=w.name(r["thief"]), victim=w.name(r["victim"])))
    if r.get("keeper") is not None:
        said.append(w("results-zp-keeps", player=w.name(r["keeper"])))
    elif r.get("blocked"):
        said.append(w("results-zp-blocked"))
    elif not said:
        said.append(w("results-zp-nobody"))
    return "; ".join(said)


def result_tables(d: Outcome, w: Words) -> list[RenderableType]:
    players = range(len(d.get("stones", [])))
    header = [w("results-round"), *(w.name(p) for p in players), w("results-zp-result")]
    rows = [
        [str(i + 1), *(_shown_word(v, w) for v in r["shown"]), zahlenpoker_round(r, w)]
        for i, r in enumerate(_listed(d.get("rounds")))
    ]
    summary = [
        [w.name(p), str(d["stones"][p]), str(d["sums"][p]), ", ".join(map(str, d["left_in_hand"][p])) or "–"]
        for p in players
    ]
    head2 = [w("results-player"), w("results-zp-stones"), w("results-zp-sum"), w("results-zp-in-hand")]
    return [w.table(header, rows), w.table(head2, summary)]


RENDERER = TerminalPlugin(render=render, commands=COMMANDS, result=result_tables)
