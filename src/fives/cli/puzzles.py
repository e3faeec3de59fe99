"""``fives puzzles GAME --count N [--seed S] [--out FILE] [--from RECORDS]``: proved puzzles
(`fives.puzzles`), deterministic for a seed; ``--check FILE`` proves a set's puzzles afresh."""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from rich.console import Console

from fives.core import FivesError
from fives.core.registry import modules
from fives.puzzles import generate, prove, read_set, write_set
from fives.puzzles.format import dumps_set


def cmd_puzzles(args: argparse.Namespace, console: Console) -> int:
    if args.check:
        _, puzzles = read_set(Path(args.check))
        bad = [(p.id, verdict.reason) for p in puzzles if not (verdict := prove(p))]
        for puzzle_id, reason in bad:
            console.print(f"{puzzle_id}: {reason}", soft_wrap=True)
        console.print(f"{len(puzzles) - len(bad)} of {len(puzzles)} puzzles hold")
        return 1 if bad else 0
    if args.count < 1:
        raise FivesError("--count must be at least 1")

    def progress(line: str) -> None:
        print(line, file=sys.stderr, flush=True)

    puzzles = generate(args.game, args.count, args.seed, args.records or (), progress if args.out else None)
    command = f"fives puzzles {args.game} --count {args.count} --seed {args.seed}"
    made_by: dict[str, Any] = {"command": command, "seed": args.seed, "count": args.count}
    if args.records:
        made_by["records"] = [Path(r).name for r in args.records]
    if args.out:
        write_set(Path(args.out), args.game, puzzles, made_by)
        themes = Counter(theme for p in puzzles for theme in p.themes)
        console.print(f"{len(puzzles)} puzzles to {args.out}; themes: {dict(sorted(themes.items()))}")
    else:
        sys.stdout.write(dumps_set(args.game, puzzles, made_by))
    return 0


def add_puzzles_parser(sub: Any) -> None:
    p = sub.add_parser(
        "puzzles",
        help="make puzzles whose answers are proved",
        description=(
            "Mine positions from self-play (and from the records given) and keep those where one "
            "line wins, saves or scores the most and every other move is proved worse, by an "
            "exhaustive search through the rules or the game's exact solver (docs/puzzles.md). "
            "The same seed gives the same puzzles."
        ),
    )
    p.add_argument("game", choices=sorted(modules()))
    p.add_argument("--count", type=int, default=20, help="how many puzzles (default 20)")
    p.add_argument("--seed", type=int, default=1, help="the seed of the self-play games (default 1)")
    p.add_argument("--out", metavar="FILE", help="write the set there (.json or .json.gz) instead of stdout")
    p.add_argument(
        "--from",
        dest="records",
        metavar="RECORDS",
        action="append",
        help="a record file (one record or a JSON list) whose positions come first; may repeat",
    )
    p.add_argument("--check", metavar="FILE", help="prove the puzzles of a set afresh instead")
    p.set_defaults(func=cmd_puzzles)
