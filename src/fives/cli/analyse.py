"""``fives analyse record.json``: the moves of a finished game that lost value, with the better
move (`fives.ai.advice.analyse`), as a table in English or German (``--lang de``)."""

from __future__ import annotations

import argparse

from rich.console import Console
from rich.table import Table

from fives.ai.advice import ANALYSIS_SECONDS, THRESHOLD, analyse
from fives.core import Message, RecordError, replay

from .files import read_record

#: the table's words (the reasons come from the Fluent catalogs)
WORDS = {
    "en": {
        "title": "Moves that lost value (more than {threshold})",
        "move": "move",
        "player": "player",
        "played": "played",
        "better": "better",
        "drop": "drop",
        "why": "why the better move",
        "none": "No move lost more than {threshold}: well played.",
        "judged": "{count} decisions judged.",
        "points": "{drop:g} points",
    },
    "de": {
        "title": "Züge, die an Wert verloren (mehr als {threshold})",
        "move": "Zug",
        "player": "Spieler",
        "played": "gespielt",
        "better": "besser",
        "drop": "Verlust",
        "why": "warum der bessere Zug",
        "none": "Kein Zug verlor mehr als {threshold}: gut gespielt.",
        "judged": "{count} Entscheidungen bewertet.",
        "points": "{drop:g} Punkte",
    },
}


def cmd_analyse(args: argparse.Namespace, console: Console) -> int:
    record = read_record(args.record)
    try:
        replay(record)
    except RecordError as exc:
        console.print(f"[red]illegal record: move {exc.move_number} ({exc.action!r}): {exc.reason}[/red]")
        return 1
    players = None if args.player is None else [p - 1 for p in args.player]
    judged = analyse(record, players, seconds=args.seconds, threshold=args.threshold)
    words = WORDS[args.lang]
    flagged = [j for j in judged if j.flagged]
    if not flagged:
        console.print(words["none"].format(threshold=args.threshold))
    else:
        table = Table(title=words["title"].format(threshold=args.threshold))
        for column in ("move", "player", "played", "better", "drop", "why"):
            table.add_column(words[column], justify="right" if column in ("move", "drop") else "left")
        for j in flagged:
            table.add_row(
                str(j.index + 1),
                Message("player", n=j.player + 1).render(args.lang),
                j.played,
                j.best,
                words["points"].format(drop=round(j.drop, 1)) if j.unit == "points" else f"{j.drop:.2f}",
                "" if j.reason is None else j.reason.render(args.lang),
            )
        console.print(table)
    console.print(words["judged"].format(count=len(judged)))
    return 0


def add_analyse_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "analyse",
        aliases=["analyze"],
        help="the moves of a game that lost value, with the better move",
        description="Judge every move of a game record by the computer's search (each from what its "
        "player could know) and list the moves that lost more than the threshold, with the better move.",
    )
    p.add_argument("record", help="a record file (JSON) written by 'fives play --record' or the server")
    p.add_argument("--lang", choices=sorted(WORDS), default="en", help="language of the table (default en)")
    p.add_argument(
        "--player", type=int, action="append", help="only this player's moves (1-based); repeatable"
    )
    p.add_argument(
        "--threshold", type=float, default=THRESHOLD, help=f"flag drops above this (default {THRESHOLD})"
    )
    p.add_argument(
        "--seconds",
        type=float,
        default=ANALYSIS_SECONDS,
        help=f"the computer's thinking per move (default {ANALYSIS_SECONDS})",
    )
    p.set_defaults(func=cmd_analyse)


__all__ = ["add_analyse_parser", "cmd_analyse"]
