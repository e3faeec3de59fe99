"""Pool a level round robin played in batches, one ``fives arena A B --json`` file per pairing and batch.

A round robin at the real think times takes hours; played as batches (every pairing a few seeds at a
time, each batch written to ``<game>_<players>p_<A>_<B>_b<batch>.json``), any stop leaves every pairing
with about as many games.  This pools the files of one game and player count, fits the Elo of the levels as
``fives arena --levels`` does (``fives.ai.measure.ladder.ratings_from_pairs``) and prints a Markdown table::

    python -m benchmarks.evidence.levels_pool DIR cambio --players 2 --levels easy,medium,hard,max

Only pool files written by one commit (the files do not say which: keep one directory per commit).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from fives.ai.measure.ladder import PairResult, ratings_from_pairs


@dataclass
class Pooled:
    games: int = 0
    score: float = 0.0  # the first level's points
    slowest: float = 0.0  # the first level's slowest move, CPU seconds
    batches: int = 0


def pool(directory: Path, game: str, players: int, levels: Sequence[str]) -> dict[tuple[int, int], Pooled]:
    pooled: dict[tuple[int, int], Pooled] = {}
    for i, a in enumerate(levels):
        for j in range(i + 1, len(levels)):
            entry = pooled.setdefault((i, j), Pooled())
            for path in sorted(directory.glob(f"{game}_{players}p_{a}_{levels[j]}_b*.json")):
                data = json.loads(path.read_text(encoding="utf-8"))
                entry.games += int(data["games"])
                entry.score += float(data["score"]) * int(data["games"])
                entry.slowest = max([entry.slowest, *(float(r["slowest"]) for r in data["results"])])
                entry.batches += 1
    return pooled


def table(game: str, players: int, levels: Sequence[str], pooled: dict[tuple[int, int], Pooled]) -> str:
    played = {key: p for key, p in pooled.items() if p.games}
    pairs = [PairResult(i, j, p.games, p.score) for (i, j), p in played.items()]
    ratings = ratings_from_pairs(list(levels), list(levels), pairs)
    head = "| level | Elo vs " + levels[0] + " (95% CI) | " + " | ".join(f"vs {x}" for x in levels) + " |"
    lines = [head, "|---|---|" + "---:|" * len(levels)]
    for i, rating in enumerate(ratings):
        cells = []
        for j in range(len(levels)):
            p = played.get((min(i, j), max(i, j)))
            if i == j or p is None:
                cells.append("–")
                continue
            share = p.score / p.games if i < j else 1 - p.score / p.games
            cells.append(f"{share:.2f} ({p.games})")
        elo = f"{rating.elo:+.0f} ({rating.low:+.0f} to {rating.high:+.0f})"
        lines.append(f"| {rating.label} | {elo} | " + " | ".join(cells) + " |")
    slowest = max((p.slowest for p in played.values()), default=0.0)
    lines.append("")
    lines.append(
        f"{game}, {players} players: {sum(p.games for p in played.values())} games in {len(played)} pairings "
        f"(games per pairing in brackets); the row level's slowest move (as the earlier level of a pairing) "
        f"{slowest:.2f} CPU s."
    )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("directory", type=Path)
    parser.add_argument("game")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--levels", default="easy,medium,hard,max")
    args = parser.parse_args(argv)
    levels = [x.strip() for x in args.levels.split(",") if x.strip()]
    print(table(args.game, args.players, levels, pool(args.directory, args.game, args.players, levels)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
