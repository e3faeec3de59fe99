"""What a game gives the puzzle generator: `PuzzlePlugin`, declared as ``PUZZLES`` in the module
``puzzles`` of the game's folder (``fives.games.<id>.puzzles``; found like the game's ``ai``
package, through `fives.core.discovery`), and found by `puzzle_plugin`.

The plugin's ``find`` is the proof: given a position and the seat to move it returns the one
best line with what was checked (a `Finding`), or None where the position is no puzzle (no
proved answer, or more than one move as good).  It uses exact methods only: an exhaustive
search through the rules or the game's exact solver, never an AI's judgement.  The core knows
no game: it replays positions, calls ``find`` and compares.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from fives.core import Record, State
from fives.core.discovery import modules
from fives.core.plugins import optional_module

from .format import Puzzle


@dataclass(frozen=True)
class Finding:
    """A position's proved puzzle: the line (the game's notation; the player's moves at even
    indices), its themes (ids, e.g. ``win-in-1``, ``only-move``), what was checked (``proof``:
    JSON, with at least ``method`` and ``claim``) and a difficulty from 1 (easy) to 5."""

    solution: list[str]
    themes: list[str]
    proof: dict[str, Any]
    difficulty: int

    def puzzle(self, record: Record, player: int, source: dict[str, Any]) -> Puzzle:
        """The puzzle of this finding at ``record``'s position, for ``player`` (the generator's
        and the site's mistake puzzles alike); ``source``: where the position came from."""
        return Puzzle(
            record.game,
            record.options,
            record.seed,
            record.actions,
            player,
            self.solution,
            self.themes,
            self.proof,
            self.difficulty,
            source,
        )


class Find(Protocol):
    """The proved puzzle at ``state`` for ``player`` (to move there), or None."""

    def __call__(self, state: State[Any], player: int, /) -> Finding | None: ...


class Wants(Protocol):
    """A cheap test whether ``state`` is worth proving for ``player`` (e.g. not in the opening)."""

    def __call__(self, state: State[Any], player: int, /) -> bool: ...


def _always(state: State[Any], player: int) -> bool:
    return True


@dataclass(frozen=True)
class Variant:
    """Self-play of one kind: the game options (e.g. a player count) and the agent specs that
    suit them (an agent may play one player count only)."""

    options: Mapping[str, Any]
    selfplay: tuple[str, ...]


@dataclass(frozen=True)
class PuzzlePlugin:
    """A game's puzzles.

    - ``find``: the proof (above); ``wants``: the cheap filter of candidate positions;
    - ``selfplay``: the agent specs whose games give candidate positions (each game draws one
      spec per seat from the run's seed); they must be deterministic for a seed (counts, not
      seconds), so a run can be made again; ``options``: the game options of self-play;
    - ``theme_share``: the largest share of a set that one first theme may fill (so that a set
      is not all "win in 1"); ``games_per_puzzle``: at most this many self-play games per puzzle
      asked for before the generator stops with fewer;
    - ``opening``: a self-play game starts with up to this many random moves (drawn by the
      seed; deterministic agents would otherwise play the same game again); ``plies``: a
      self-play game is cut after this many plies, then goes on with up to ``tail`` random moves
      that do not end it (drawn by the seed, so the part before is the same as without them:
      Fünf gewinnt's afterplay, where they leave wins at once to find); ``fresh``: called before
      each self-play game and each proof, so that a solver's caches (which may steer which of
      several equal answers it gives) never make a run depend on what ran before it in the process;
    - ``method``: the proof method in a line of words (``fives puzzles --help``, the docs);
    - ``simultaneous``: positions where several players choose at once (a simultaneous round)
      are candidates too, once for each of them (without it only positions where one player
      alone is to move are);
    - ``key``: what makes two positions the same puzzle for the seat, where the snapshot says
      more than that (Zahlenpoker: the rounds' order does not matter, the hands and the stones
      won do); the generator keeps one puzzle per key (without it: per snapshot and player);
    - ``variants``: each self-play game draws one of these (its options and agent specs, by the
      game's seed) instead of ``options`` and ``selfplay`` (a set of several player counts).
    """

    find: Find
    selfplay: tuple[str, ...]
    method: str
    options: Mapping[str, Any] = field(default_factory=dict)
    wants: Wants = _always
    theme_share: float = 0.6
    games_per_puzzle: float = 4.0
    opening: int = 0
    plies: int = 400
    tail: int = 0
    fresh: Callable[[], None] | None = None
    simultaneous: bool = False
    key: Callable[[State[Any], int], str] | None = None
    variants: tuple[Variant, ...] = ()


def is_choice(state: State[Any], player: int) -> bool:
    """Whether ``player`` has a choice at ``state``: more than one legal move.  A position with a
    single legal move is no puzzle (its first move is forced), whatever a plugin finds there."""
    return len(state.legal_actions(player)) > 1


def puzzle_plugin(game_id: str) -> PuzzlePlugin | None:
    """The puzzle plugin of ``game_id`` (its folder's ``puzzles`` module), None where it has none."""
    name = modules().get(game_id)
    module = optional_module(f"{name}.puzzles") if name else None
    plugin = getattr(module, "PUZZLES", None)
    return plugin if isinstance(plugin, PuzzlePlugin) else None


def puzzle_games() -> list[str]:
    """The ids of the games that have puzzles."""
    return [game_id for game_id in sorted(modules()) if puzzle_plugin(game_id) is not None]
