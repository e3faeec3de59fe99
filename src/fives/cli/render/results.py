"""The end of a game in words, for the terminal (issue 24): who won and why with the players'
names, and the game's rounds as tables, from the outcome's data (`Outcome.to_json`) and the
Project Fluent catalogs (``results-*`` keys; the page draws the same with each game's ``web/results.js``).

A player in a message (``{"key": "player", "args": {"n": 1}}``, or White/Black by colour) is
replaced by the seat's display name; details are numbers and lists, never rendered text.
Each game's own part (its tables, a headline of its own) is its terminal plugin's ``result`` and
``headline`` (``<game module>.terminal``, `fives.cli.render.plugin`); this module is game-free.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from fives.i18n.fluent import render, render_json

Outcome = Mapping[str, Any]
#: colours that name players (Torris, Fünf gewinnt): the colour's index is the seat
COLOURS = ("white", "black")


def named(value: Any, names: Sequence[str]) -> Any:
    """A message (JSON form) with every player replaced by the seat's display name."""
    if isinstance(value, list):
        return [named(v, names) for v in value]
    if not isinstance(value, Mapping) or not isinstance(value.get("key"), str):
        return value
    key, args = value["key"], value.get("args", {})
    if key == "player" and isinstance(args.get("n"), int) and 0 < args["n"] <= len(names):
        return names[args["n"] - 1]
    if key == "colour-player" and args.get("colour") in COLOURS:
        seat = COLOURS.index(args["colour"])
        if seat < len(names):
            return {"key": "results-colour-name", "args": {"colour": args["colour"], "name": names[seat]}}
    return {"key": key, "args": {name: named(v, names) for name, v in args.items()}}


class Words:
    """Renders keys and names in one language."""

    def __init__(self, names: Sequence[str], lang: str = "en") -> None:
        self.names = list(names)
        self.lang = lang

    def __call__(self, key: str, **args: Any) -> str:
        return render_json(named({"key": key, "args": args}, self.names), self.lang)

    def name(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.names):
            return "–"
        return self.names[seat]

    def names_and(self, seats: Sequence[int]) -> str:
        return render("list-and", {"items": [self.name(s) for s in seats]}, self.lang)

    def number(self, value: float) -> str:
        return str(int(value)) if float(value).is_integer() else str(value)

    def table(self, header: Sequence[str], rows: Sequence[Sequence[str]]) -> Table:
        table = Table(*header, show_lines=False)
        for row in rows:
            table.add_row(*row)
        return table


def reason(outcome: Outcome, names: Sequence[str], lang: str = "en") -> str:
    """Why the game ended, with names."""
    message = outcome.get("reason_message")
    if isinstance(message, Mapping):
        return render_json(named(message, names), lang)
    return str(outcome.get("reason", ""))


def headline(game_id: str, outcome: Outcome, names: Sequence[str], lang: str = "en") -> str:
    """Who won, in words; a game whose end is told otherwise (Abräumen: solved, or how many
    stones are left) says it through its plugin's ``headline``."""
    from .plugin import terminal_plugin

    w = Words(names, lang)
    own = terminal_plugin(game_id).headline
    said = own(outcome.get("details", {}), w) if own is not None else None
    if said is not None:
        return said
    winners = list(outcome.get("winners", []))
    if not winners or (len(winners) == len(names) > 1):
        return w("results-draw")
    return w("results-won", players=w.names_and(winners), count=len(winners))


def render_result(game_id: str, outcome: Outcome, names: Sequence[str], lang: str = "en") -> RenderableType:
    """The end of the game: the headline, why, and the game's tables."""
    w = Words(names, lang)
    parts: list[RenderableType] = [
        Text(headline(game_id, outcome, names, lang), style="bold green"),
        Text(reason(outcome, names, lang)),
    ]
    from .plugin import terminal_plugin  # the game's own tables (its TerminalPlugin's ``result``)

    tables = terminal_plugin(game_id).result
    if tables is not None:
        parts.extend(tables(outcome.get("details", {}), w))
    return Group(*parts)
