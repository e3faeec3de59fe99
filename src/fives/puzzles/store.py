"""The puzzles a server offers (issue 38): every game's shipped set (`generate.shipped`), and the
sets named by ``FIVES_PUZZLE_SETS`` (files of `format.write_set`, separated by the system's path
separator; a test's own set, or a site's larger one; ``FIVES_PUZZLE_SHIPPED=0`` leaves the shipped
sets out), loaded once; choosing one at random, the
daily puzzle, and what a solver may see of a puzzle before answering (never its solution)."""

from __future__ import annotations

import datetime as dt
import hashlib
import os
import random
from collections.abc import Iterable
from dataclasses import replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from fives.core import State, replay
from fives.core.message import english_data
from fives.i18n import localize_view

from .format import Puzzle, read_set
from .generate import shipped
from .plugin import puzzle_games

ENV = "FIVES_PUZZLE_SETS"
#: ``0``: without the shipped sets (only those of `ENV`: a test's, or a site that makes its own)
SHIPPED_ENV = "FIVES_PUZZLE_SHIPPED"


class Pool:
    """Puzzles by id, and the ids of each game in a fixed order (by id)."""

    def __init__(self, puzzles: Iterable[Puzzle]) -> None:
        self.by_id: dict[str, Puzzle] = {}
        for puzzle in puzzles:
            self.by_id.setdefault(puzzle.id, puzzle)
        self.ids = sorted(self.by_id)
        self.by_game: dict[str, list[str]] = {}
        for puzzle_id in self.ids:
            self.by_game.setdefault(self.by_id[puzzle_id].game, []).append(puzzle_id)

    def get(self, puzzle_id: str) -> Puzzle | None:
        return self.by_id.get(puzzle_id)

    def games(self) -> list[str]:
        return sorted(self.by_game)

    def choose(
        self, game: str | None, avoid: Iterable[str] = (), rng: random.Random | None = None
    ) -> Puzzle | None:
        """A puzzle at random (of ``game``, or of any game); one of ``avoid`` only when no other is left."""
        ids = self.by_game.get(game, []) if game else self.ids
        if not ids:
            return None
        skip = set(avoid)
        fresh = [i for i in ids if i not in skip] or ids
        return self.by_id[(rng or random.Random()).choice(fresh)]

    def candidates(
        self, game: str | None, avoid: Iterable[str], count: int, rng: random.Random
    ) -> list[Puzzle]:
        """Up to ``count`` puzzles at random (of ``game`` or of all); none of ``avoid`` while
        others are left."""
        ids = self.by_game.get(game, []) if game else self.ids
        skip = set(avoid)
        fresh = [i for i in ids if i not in skip] or list(ids)
        return [self.by_id[i] for i in rng.sample(fresh, min(count, len(fresh)))]

    def daily(self, day: dt.date) -> Puzzle | None:
        """The puzzle of a UTC day: the same for everyone, drawn from the day by a hash."""
        if not self.ids:
            return None
        digest = hashlib.sha256(f"fives-daily-{day.isoformat()}".encode()).digest()
        return self.by_id[self.ids[int.from_bytes(digest[:8], "big") % len(self.ids)]]


def _extra() -> list[Puzzle]:
    found: list[Puzzle] = []
    for name in filter(None, os.environ.get(ENV, "").split(os.pathsep)):
        found += read_set(Path(name))[1]
    return found


@lru_cache(maxsize=1)
def pool() -> Pool:
    """Every puzzle offered (read once per process)."""
    puzzles: list[Puzzle] = []
    if os.environ.get(SHIPPED_ENV, "1") != "0":
        for game in puzzle_games():
            puzzles += shipped(game)
    return Pool([*puzzles, *_extra()])


def today() -> dt.date:
    return dt.datetime.now(dt.UTC).date()


def view_of(state: State[Any], player: int) -> dict[str, Any]:
    """``{"view", "i18n"}``: the position as ``player`` sees it (the rules' view for that seat:
    nothing hidden from them is in it), with its texts in every language."""
    view = state.view(player)
    return {"view": english_data(view), "i18n": localize_view(view)}


def watch_views(puzzle: Puzzle) -> list[dict[str, Any]]:
    """What the player saw before the puzzle's position, where the puzzle needs it (the proof's
    ``watch``: its last actions, e.g. Hütchenspieler's row face up and the shuffle moves): each
    action with the position after it as the player saw it; the last is the puzzle's position.
    Empty for a puzzle that needs none."""
    watch = puzzle.proof.get("watch")
    if not isinstance(watch, int) or isinstance(watch, bool) or not 0 < watch <= len(puzzle.actions):
        return []
    record = puzzle.record()
    start = len(record.actions) - watch
    state = replay(replace(record, actions=record.actions[:start]))
    steps = []
    for text in record.actions[start:]:
        mover = state.current_player()
        state.apply(state.parse_action(text, mover), mover)
        steps.append({"move": text, "player": mover, **view_of(state, puzzle.player)})
    return steps


def public(puzzle: Puzzle) -> dict[str, Any]:
    """What the page gets before the attempt: the position, whose move, the number of the
    player's moves to find; not the solution, its proof or the themes (they give it away)."""
    state = puzzle.position()
    source = puzzle.source
    mistake = (
        {"room": source.get("room"), "played": source.get("played")}
        if source.get("kind") == "mistake"
        else None
    )
    return {
        "id": puzzle.id,
        "game": puzzle.game,
        "player": puzzle.player,
        "players": state.num_players,
        # the player's moves of the line: every one alone, else every other (the replies between)
        "moves": len(puzzle.solution) if state.num_players == 1 else (len(puzzle.solution) + 1) // 2,
        "difficulty": puzzle.difficulty,
        #: a puzzle made from a game's flagged move: its room and the move played there
        "mistake": mistake,
        #: what the player saw before the position and must follow (Hütchenspieler's shuffle)
        "watch": watch_views(puzzle),
        **view_of(state, puzzle.player),
    }
