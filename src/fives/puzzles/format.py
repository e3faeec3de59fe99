"""A puzzle as data: the position (a record's start: game, options, seed and the actions that
reach it, replayed through the rules, never a hand-made state), the seat to move, the solution
line, its themes, its proof and a difficulty, with a stable id.

JSON of one puzzle (``fives-puzzle/1``)::

    {"id": "cambio-1f3a...", "game": "cambio", "options": {...}, "seed": 7,
     "actions": ["b2", "c5", ...], "player": 0,
     "solution": ["a3>", "e1^", "c5v"], "themes": ["win-in-3"],
     "proof": {"method": "forced-search", "claim": "win", "plies": 3, ...},
     "difficulty": 2, "source": {"kind": "selfplay", ...}}

``solution`` is the line in the game's notation from the position: the solver's move, then
(in a longer line) the reply it answers and its next move, alternating; the puzzle's player
makes the moves at even indices, whoever is to move the others (a reply, or in a one-player
game the player's next move: then every move of the line is the player's).  ``proof`` says
what was checked, in the terms of the game's proof method (`fives.puzzles.plugin`); a fresh
proof (`fives.puzzles.prove.prove`) must give the same solution and the same proof.
"""

from __future__ import annotations

import gzip
import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fives.core import FormatError, Record, State, replay

FORMAT = "fives-puzzle/1"
SET_FORMAT = "fives-puzzles/1"


def _canonical(value: object) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def puzzle_id(game: str, options: dict[str, Any], seed: int, actions: list[str], solution: list[str]) -> str:
    """The stable id of a puzzle: the game and a hash of its position and solution."""
    digest = hashlib.sha256(_canonical([game, options, seed, actions, solution]).encode()).hexdigest()
    return f"{game}-{digest[:12]}"


@dataclass(frozen=True)
class Puzzle:
    game: str
    options: dict[str, Any]
    seed: int
    actions: list[str]
    player: int
    solution: list[str]
    themes: list[str]
    proof: dict[str, Any]
    difficulty: int
    source: dict[str, Any] = field(default_factory=dict)

    @property
    def id(self) -> str:
        return puzzle_id(self.game, self.options, self.seed, self.actions, self.solution)

    def record(self) -> Record:
        return Record(self.game, dict(self.options), self.seed, list(self.actions))

    def position(self) -> State[Any]:
        """The puzzle's position, replayed move by move through the rules."""
        return replay(self.record())

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "game": self.game,
            "options": self.options,
            "seed": self.seed,
            "actions": self.actions,
            "player": self.player,
            "solution": self.solution,
            "themes": self.themes,
            "proof": self.proof,
            "difficulty": self.difficulty,
            "source": self.source,
        }

    @classmethod
    def from_json(cls, data: object) -> Puzzle:
        if not isinstance(data, dict):
            raise FormatError("a puzzle must be a JSON object")
        try:
            puzzle = cls(
                game=_typed(data, "game", str),
                options=_typed(data, "options", dict),
                seed=_typed(data, "seed", int),
                actions=_strings(data, "actions"),
                player=_typed(data, "player", int),
                solution=_strings(data, "solution"),
                themes=_strings(data, "themes"),
                proof=_typed(data, "proof", dict),
                difficulty=_typed(data, "difficulty", int),
                source=data.get("source") or {},
            )
        except KeyError as exc:
            raise FormatError(f"puzzle field {exc.args[0]!r} is missing") from None
        if not puzzle.solution:
            raise FormatError("a puzzle needs a solution")
        if "id" in data and data["id"] != puzzle.id:
            raise FormatError(f"puzzle id {data['id']!r} does not match its content ({puzzle.id})")
        return puzzle


def _typed(data: dict[str, Any], name: str, kind: type) -> Any:
    value = data[name]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise FormatError(f"puzzle field {name!r} must be of type {kind.__name__}")
    return value


def _strings(data: dict[str, Any], name: str) -> list[str]:
    value = _typed(data, name, list)
    if not all(isinstance(item, str) for item in value):
        raise FormatError(f"puzzle field {name!r} must be a list of strings")
    return list(value)


def dumps_set(game: str, puzzles: Iterable[Puzzle], made_by: dict[str, Any]) -> str:
    """A set of puzzles of one game as compact JSON, one puzzle a line; ``made_by`` says how it
    was generated (the command and its seed), so it can be made again."""
    lines = [_canonical(p.to_json()) for p in puzzles]
    head = _canonical({"format": SET_FORMAT, "game": game, "made_by": made_by})
    return head[:-1] + ',"puzzles":[\n' + ",\n".join(lines) + "\n]}\n"


def loads_set(text: str) -> tuple[dict[str, Any], list[Puzzle]]:
    """The header (game, made_by) and the puzzles of a set written by `dumps_set`."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise FormatError(f"not valid JSON: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != SET_FORMAT:
        raise FormatError(f"not a puzzle set (format {SET_FORMAT!r})")
    puzzles = [Puzzle.from_json(item) for item in data.get("puzzles", [])]
    head = {key: value for key, value in data.items() if key != "puzzles"}
    return head, puzzles


def write_set(path: Path, game: str, puzzles: Iterable[Puzzle], made_by: dict[str, Any]) -> None:
    """Write a set to ``path``, gzipped where the name ends in ``.gz`` (with no time stamp in the
    gzip header, so the same puzzles give the same bytes)."""
    data = dumps_set(game, puzzles, made_by).encode()
    if path.suffix == ".gz":
        with path.open("wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, filename="") as out:
            out.write(data)
    else:
        path.write_bytes(data)


def read_set(path: Path) -> tuple[dict[str, Any], list[Puzzle]]:
    raw = path.read_bytes()
    if path.suffix == ".gz":
        raw = gzip.decompress(raw)
    return loads_set(raw.decode())
