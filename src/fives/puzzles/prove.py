"""The proof of a puzzle, made afresh: replay its position through the rules, run the game's
exact method (`PuzzlePlugin.find`) on it and compare.  A puzzle holds only when the fresh proof
gives the same solution line (every move of it, so every forced reply too), the same themes and
the same proof (every refutation of every other move), so a tampered solution, a position with a
second winning move or a changed rule all fail; so does a position where the player has a single
legal move (its first move is forced: no puzzle)."""

from __future__ import annotations

from dataclasses import dataclass

from fives.core import FivesError

from .format import Puzzle
from .plugin import Finding, is_choice, puzzle_plugin


@dataclass(frozen=True)
class Verdict:
    """Whether a puzzle holds, and why not."""

    holds: bool
    reason: str = ""

    def __bool__(self) -> bool:
        return self.holds


def fresh_finding(puzzle: Puzzle) -> Finding | None:
    """The game's proof at the puzzle's position, made now; `FivesError` where the game has no
    puzzles or the position does not replay."""
    plugin = puzzle_plugin(puzzle.game)
    if plugin is None:
        raise FivesError(f"{puzzle.game!r} has no puzzles")
    if plugin.fresh is not None:
        plugin.fresh()
    state = puzzle.position()
    if state.is_terminal() or puzzle.player not in state.acting_players():
        raise FivesError(f"puzzle {puzzle.id}: player {puzzle.player} is not to move in its position")
    if not is_choice(state, puzzle.player):
        raise FivesError(f"puzzle {puzzle.id}: the player has a single legal move (no choice, no puzzle)")
    return plugin.find(state, puzzle.player)


def prove(puzzle: Puzzle) -> Verdict:
    """Whether ``puzzle`` holds: a fresh proof gives its solution and its proof (module doc)."""
    try:
        finding = fresh_finding(puzzle)
    except FivesError as exc:
        return Verdict(False, str(exc))
    if finding is None:
        return Verdict(False, "no unique proved answer in this position")
    if finding.solution != puzzle.solution:
        return Verdict(
            False, f"the proved line is {' '.join(finding.solution)}, not {' '.join(puzzle.solution)}"
        )
    if finding.proof != puzzle.proof:
        return Verdict(False, "the fresh proof differs from the stored one")
    if finding.themes != puzzle.themes or finding.difficulty != puzzle.difficulty:
        return Verdict(False, "the fresh themes or difficulty differ from the stored ones")
    return Verdict(True)
