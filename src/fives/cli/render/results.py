"""The end of a game in words, for the terminal (issue 24): who won and why with the players'
names, and the game's rounds as tables, from the outcome's data (`Outcome.to_json`) and the
Project Fluent catalogs (``results-*`` keys; the page draws the same in ``js/results/``).

A player in a message (``{"key": "player", "args": {"n": 1}}``, or White/Black by colour) is
replaced by the seat's display name; details are numbers and lists, never rendered text.
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


# ----------------------------------------------------------------------------- per game
def all_fives_tables(d: Outcome, w: Words) -> list[RenderableType]:
    sides = len(d.get("side_scores", []))
    side_names = _side_names(sides, w)
    header = [w("results-round"), w("results-how")]
    header += [f"{n}: {w('results-hand-points')}" for n in side_names]
    header += [f"{n}: {w('results-total')}" for n in side_names]
    rows = []
    for r in d.get("rounds", []):
        how = (
            w("all-fives-domino-by", player=w.name(r["domino_by"]))
            if r["end"] == "domino"
            else w("all-fives-blocked")
        )
        totals = r.get("totals") or [None] * sides
        rows.append(
            [str(r["round"]), how]
            + [w.number(p) for p in r["points"]]
            + ["–" if t is None else w.number(t) for t in totals]
        )
    final = list(d.get("side_scores", []))
    if d.get("ended_by") == "target" and (not rows or [r.get("totals") for r in d["rounds"]][-1] != final):
        row = [str(len(rows) + 1), w("results-all-fives-target-reached")]
        rows.append(row + ["–"] * sides + [w.number(t) for t in final])
    scale = int(d.get("points_per_score", 1))
    sheet = [
        w("results-all-fives-tally-side", side=n, points=w.number(s * scale))
        for n, s in zip(side_names, d.get("side_scores", []), strict=True)
    ]
    return [w.table(header, rows), Text(w("results-all-fives-tally") + ": " + "; ".join(sheet))]


def all_fives_round(r: Mapping[str, Any], w: Words) -> str:
    """A round of All Fives in one sentence: who won it, how, and the hand points."""
    sides = _side_names(len(r["points"]), w)
    how = (
        {"key": "all-fives-domino-by", "args": {"player": w.name(r["domino_by"])}}
        if r["end"] == "domino"
        else {"key": "all-fives-blocked", "args": {}}
    )
    gain: Any = [
        {"key": "all-fives-side-scores", "args": {"side": sides[s], "points": w.number(r["points"][s])}}
        for s in r["winners"]
        if r["points"][s]
    ] or {"key": "all-fives-no-points", "args": {}}
    won = {"key": "list-and", "args": {"items": [sides[s] for s in r["winners"]]}}
    return w("all-fives-round", round=r["round"], winners=won, how=how, gain=gain)


def _side_names(sides: int, w: Words) -> list[str]:
    if sides == 2 and len(w.names) == 4:
        return [w.names_and([0, 2]), w.names_and([1, 3])]
    return [w.name(s) for s in range(sides)]


def make5_tables(d: Outcome, w: Words) -> list[RenderableType]:
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


def _listed(value: Any) -> list[Any]:
    """A list of the details, or none (an older record's details had a count here)."""
    return value if isinstance(value, list) else []


def _shown(value: Any, w: Words) -> str:
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


def zahlenpoker_tables(d: Outcome, w: Words) -> list[RenderableType]:
    players = range(len(d.get("stones", [])))
    header = [w("results-round"), *(w.name(p) for p in players), w("results-zp-result")]
    rows = [
        [str(i + 1), *(_shown(v, w) for v in r["shown"]), zahlenpoker_round(r, w)]
        for i, r in enumerate(_listed(d.get("rounds")))
    ]
    summary = [
        [w.name(p), str(d["stones"][p]), str(d["sums"][p]), ", ".join(map(str, d["left_in_hand"][p])) or "–"]
        for p in players
    ]
    head2 = [w("results-player"), w("results-zp-stones"), w("results-zp-sum"), w("results-zp-in-hand")]
    return [w.table(header, rows), w.table(head2, summary)]


def _symbol(symbol: str, w: Words) -> str:
    return w("symbol", symbol=symbol)


def huetchenspieler_tables(d: Outcome, w: Words) -> list[RenderableType]:
    header = [
        w("results-round"),
        w("results-hs-shuffler"),
        w("results-hs-seeker"),
        w("results-hs-asked"),
        w("results-hs-turned"),
        w("results-hs-took"),
    ]
    rows = []
    for t in d.get("turns", []):
        turned = w("results-hs-turned-stone", position=t["position"], symbol=_symbol(t["symbol"], w))
        if t.get("last"):
            last = t["last"]
            turned += ", " + w(
                "results-hs-turned-stone", position=last["position"], symbol=_symbol(last["symbol"], w)
            )
        rows.append(
            [
                str(t["round"]),
                w.name(t["shuffler"]),
                w.name(t["seeker"]),
                _symbol(t["asked"], w),
                turned,
                w.name(t["taker"]),
            ]
        )
    return [w.table(header, rows)]


def cambio_tables(d: Outcome, w: Words) -> list[RenderableType]:
    parts: list[RenderableType] = []
    every = d.get("lines")
    for p, lines in enumerate(every if isinstance(every, list) else []):
        if isinstance(lines, list) and lines:
            text = ", ".join(w("cambio-line-name", kind=x["kind"], ends=x["ends"]) for x in lines)
            parts.append(Text(w("results-cambio-lines", player=w.name(p), lines=text)))
    parts.append(Text(w("results-cambio-pushes", pushes=int(d.get("pushes", 0)))))
    return parts


def torris_tables(d: Outcome, w: Words) -> list[RenderableType]:
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


def _per_colour(values: Sequence[Any], w: Words) -> str:
    return ", ".join(f"{w('colour-player', colour=c)} {v}" for c, v in zip(COLOURS, values, strict=False))


def fuenf_gewinnt_tables(d: Outcome, w: Words) -> list[RenderableType]:
    parts: list[RenderableType] = [
        Text(w("results-fuenf-stones", stones=_per_colour(d.get("stones", []), w))),
        Text(w("results-fuenf-captured", captured=_per_colour(d.get("captured", []), w))),
    ]
    if d.get("row"):
        parts.append(Text(w("results-fuenf-row", cells=", ".join(f"{x},{y}" for x, y in d["row"]))))
    if d.get("afterplay_turns"):
        parts.append(Text(w("results-fuenf-afterplay", turns=int(d["afterplay_turns"]))))
    return parts


def abraeumen_tables(d: Outcome, w: Words) -> list[RenderableType]:
    return []


def headline(game_id: str, outcome: Outcome, names: Sequence[str], lang: str = "en") -> str:
    """Who won, in words: Abräumen says solved or how many stones are left."""
    w = Words(names, lang)
    details = outcome.get("details", {})
    if "stones_left" in details:  # a puzzle (Abräumen): solved, or how many stones are left
        left = int(details["stones_left"])
        return w("results-abraeumen-solved") if left == 1 else w("results-abraeumen-left", stones=left)
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
