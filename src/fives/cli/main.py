"""The `fives` command: ``list``, ``rules``, ``play``, ``replay``."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

from rich.console import Console
from rich.markdown import Markdown
from rich.panel import Panel
from rich.table import Table

import fives.games
from fives import __version__
from fives.core import FivesError, Message, RecordError, replay
from fives.core.options import parse_option_assignments
from fives.core.plugins import optional_module
from fives.docs import rules_markdown
from fives.i18n.fluent import languages

from .analyse import add_analyse_parser
from .arena import add_arena_parser
from .files import read_record
from .lang import ENV, check_lang, default_lang, text_in
from .play import SEAT_KINDS, PlaySession, choose_interactively
from .puzzles import add_puzzles_parser
from .render import render
from .render.results import render_result
from .solve import add_solve_parser


def cmd_list(args: argparse.Namespace, console: Console) -> int:
    table = Table(title="fives: the games")
    games = list(fives.games.all())
    # the id is what a player types: never wrapped or cut; the other columns wrap instead
    table.add_column("id", no_wrap=True, min_width=max(len(game.info.id) for game in games))
    for column in ("name", "German", "players", "features"):
        table.add_column(column, overflow="fold")
    for game in games:
        info = game.info
        players = (
            str(info.min_players)
            if info.min_players == info.max_players
            else f"{info.min_players}-{info.max_players}"
        )
        features = [
            name
            for name, flag in (
                ("chance", info.chance),
                ("hidden information", info.hidden_information),
                ("simultaneous moves", info.simultaneous),
                ("partnerships", info.teams),
            )
            if flag
        ]
        table.add_row(info.id, info.name, info.name_de, players, ", ".join(features) or "-")
    console.print(table)
    return 0


def cmd_rules(args: argparse.Namespace, console: Console) -> int:
    game = fives.games.load(args.game)
    lang = check_lang(args.lang)
    text = rules_markdown(game.id, lang)
    if text is None:
        console.print(
            f"[red]the rules of {game.id} (texts/rules.{lang}.md of its folder) are not installed[/red]"
        )
        return 1
    console.print(Markdown(text))
    options = Table(title="options")
    for column in ("name", "default", "values", "description"):
        options.add_column(column)
    for spec in game.info.all_options():
        default = spec.default_text if callable(spec.default) and spec.default_text else str(spec.default)
        options.add_row(
            spec.name,
            text_in(default, lang),
            text_in(spec.describe_values(), lang),
            text_in(spec.description, lang),
        )
    console.print(options)
    return 0


def cmd_play(args: argparse.Namespace, console: Console) -> int:
    options: dict[str, object]
    if args.game is None:
        setup = choose_interactively(console, input, check_lang(args.lang))
        if setup is None:
            return 0
        game, options, seats = setup
    else:
        game = fives.games.load(args.game)
        options = dict(parse_option_assignments(args.option or []))
        if args.players is not None:
            options["players"] = str(args.players)
        seats = list(args.seat or [])
    lang = check_lang(args.lang)
    session = PlaySession(game, options, seats, seed=args.seed, console=console, input_fn=input, lang=lang)
    state = session.run()
    if args.record:
        try:
            Path(args.record).write_text(session.record().dumps(), encoding="utf-8")
        except OSError as exc:
            raise FivesError(f"cannot write the record to {args.record}: {exc.strerror or exc}") from None
        console.print(f"record written to {args.record}")
    return 0 if state is not None else 1


def cmd_replay(args: argparse.Namespace, console: Console) -> int:
    record = read_record(args.record)  # a FivesError: one line, exit code 2 (see main)
    try:
        state = replay(record)
    except RecordError as exc:
        console.print(f"[red]illegal record: move {exc.move_number} ({exc.action!r}): {exc.reason}[/red]")
        return 1
    console.print(render(state.view(None)))
    outcome = state.outcome()
    console.print(f"{len(record.actions)} moves replayed and checked.")
    if outcome is None:
        console.print("The game is not finished.")
    else:
        names = [f"P{p + 1}" for p in range(state.num_players)]
        console.print(Panel(render_result(state.game.id, outcome.to_json(), names), title="Result"))
        if args.json:
            console.print_json(json.dumps(outcome.to_json()))
    return 0


def _add_lang(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--lang",
        default=default_lang(),
        metavar="LANG",
        help=f"language of the game's texts: en or de (default: ${ENV}, else en)",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="fives", description="Eight tabletop games in the terminal.")
    parser.add_argument("--version", action="version", version=f"fives {__version__}")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = sub.add_parser("list", help="list the games", description="List the games with their players.")
    p.set_defaults(func=cmd_list)

    p = sub.add_parser(
        "rules", help="show the rules of a game", description="Show the players' rules and the options."
    )
    p.add_argument("game", help="game id, e.g. cambio (see 'fives list')")
    _add_lang(p)
    p.set_defaults(func=cmd_rules)

    p = sub.add_parser(
        "play",
        help="play a game in the terminal",
        description="Play a game in the terminal. Without GAME, a menu asks for the game and the seats.",
    )
    p.add_argument("game", nargs="?", help="game id, e.g. cambio (see 'fives list')")
    p.add_argument(
        "--seat",
        action="append",
        metavar="KIND",
        help=f"who plays each seat, in order ({', '.join(SEAT_KINDS)}); repeat per seat; default human",
    )
    p.add_argument("--players", type=int, help="number of players (default: the game's default)")
    p.add_argument("--option", "-o", action="append", metavar="NAME=VALUE", help="a game option; repeatable")
    p.add_argument("--seed", type=int, help="seed for every chance event (default: random)")
    p.add_argument("--record", metavar="FILE", help="write the game record (JSON) to FILE at the end")
    _add_lang(p)
    p.set_defaults(func=cmd_play)

    p = sub.add_parser(
        "replay",
        help="check and replay a game record",
        description="Replay a record, checking every move; exit code 1 names the first illegal move.",
    )
    p.add_argument("record", help="a record file (JSON) written by 'fives play --record'")
    p.add_argument("--json", action="store_true", help="also print the result as JSON")
    p.set_defaults(func=cmd_replay)

    add_analyse_parser(sub)
    add_arena_parser(sub)
    add_solve_parser(sub)
    add_puzzles_parser(sub)
    server_cli = optional_module("fives.server.cli")
    if server_cli is not None:
        server_cli.add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None, console: Console | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    console = console or Console()
    try:
        code: int = args.func(args, console)
    except FivesError as exc:
        lang = getattr(args, "lang", "en")
        said = exc.args[0] if exc.args and isinstance(exc.args[0], Message) else None
        reason = text_in(said, lang) if said is not None and lang in languages() else str(exc)
        console.print(f"[red]error: {reason}[/red]", soft_wrap=True)
        return 2
    except (KeyboardInterrupt, EOFError):
        console.print("\nbye")
        return 130
    return code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
