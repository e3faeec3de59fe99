"""The proof of a puzzle, made afresh: replay its position through the rules, run the game's
exact method (`PuzzlePlugin.find`) on it and compare.  A puzzle holds only when the fresh proof
gives the same solution line (every move of it, so every forced reply too), the same themes and
the same proof (every refutation of every other move), so a tampered solution, a position with a
second winning move or a changed rule all fail; so does a position where the player has a single
legal move (its first move is forced: no puzzle).

A puzzle whose proof accepts alternatives (``proof["also"]``: other moves in place of the line's
last own move, `fives.puzzles.forced`) is also checked here through the rules alone: each is a
legal move there, differs from the solution's, and ends the game at once with the same result as
the solution's move, a win for the player."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from fives.core import FivesError, State

from .attempt import own_moves
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
    return alternatives_hold(puzzle)


def _won(state: State[Any], player: int) -> tuple[float, ...] | None:
    """The game's returns where it has ended won for ``player``, else None."""
    if not state.is_terminal():
        return None
    returns = tuple(state.returns())
    best = max(r for seat, r in enumerate(returns) if seat != player)
    return returns if returns[player] > best else None


def alternatives_hold(puzzle: Puzzle) -> Verdict:
    """Whether every move of ``proof["also"]`` wins just as the solution's last own move does
    (module doc); a puzzle without alternatives holds here."""
    also = puzzle.proof.get("also")
    if also is None:
        return Verdict(True)
    if not isinstance(also, list) or not also or not all(isinstance(m, str) for m in also):
        return Verdict(False, "proof 'also' must be a non-empty list of moves")
    state = puzzle.position()
    last = own_moves(puzzle, state.num_players)[-1]
    for text in puzzle.solution[:last]:
        mover = puzzle.player if puzzle.player in state.acting_players() else state.acting_players()[0]
        state.apply(state.parse_action(text, mover), mover)
    player = puzzle.player
    final = state.clone()
    final.apply(final.parse_action(puzzle.solution[last], player), player)
    result = _won(final, player)
    if result is None:
        return Verdict(False, "alternatives are accepted only for a last move that wins at once")
    legal = state.legal_actions(player)
    solution = state.parse_action(puzzle.solution[last], player)
    for text in also:
        try:
            action = state.parse_action(text, player)
        except Exception:  # a game's parser may say it its own way
            return Verdict(False, f"the alternative {text!r} is not a move here")
        if action not in legal or action == solution:
            return Verdict(False, f"the alternative {text!r} is not another legal move")
        after = state.clone()
        after.apply(action, player)
        if _won(after, player) != result:
            return Verdict(False, f"the alternative {text!r} does not win at once as the solution does")
    return Verdict(True)
