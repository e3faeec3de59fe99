"""Abräumen's puzzles: "keep the board solvable".  In a position that can still be cleared down
to one stone, only one jump keeps it so: the exact solver (`fives.games.abraeumen.ai.solver`)
proves every other jump's position unsolvable (its search is exhaustive: no sequence of jumps
leaves one stone), and a witness, a full clearing after the solution, is stored and replayed
through the rules by the proof.  The line goes on while the next jump is again the only one
(up to `LINE` jumps: every move of the line is the player's).  Candidates: self-play of the
solver with slips (its positions stay solvable for a while) between 4 and 18 stones.  The
solver's table of dead positions is emptied before each game and each proof (``fresh``): it
steers which of several solutions the solver finds, so the self-play and the witness would
otherwise depend on what the process solved before."""

from __future__ import annotations

from typing import Any

from fives.core import State
from fives.games.abraeumen import AbraeumenState
from fives.games.abraeumen.ai.solver import clear_tables, is_solvable, legal_masks, solve
from fives.puzzles.plugin import Finding, PuzzlePlugin

#: the most jumps of a line
LINE = 3
#: the stones of a candidate position
STONES = range(4, 19)


def _only_jump(state: AbraeumenState) -> tuple[int, list[str]] | None:
    """The only jump after which the board is still solvable, with every other jump (all
    proved unsolvable); None where none or several keep it solvable."""
    keep: list[int] = []
    others: list[str] = []
    for action, mask in legal_masks(state.occupied):
        if is_solvable(state.occupied ^ mask):
            keep.append(action)
            if len(keep) > 1:
                return None
        else:
            others.append(state.action_to_string(action, 0))
    return (keep[0], others) if len(keep) == 1 else None


def find(state: State[Any], player: int) -> Finding | None:
    if not isinstance(state, AbraeumenState) or state.is_terminal() or state.occupied.bit_count() < 3:
        return None
    position = state.clone()
    line: list[str] = []
    refutations: list[list[str]] = []
    while len(line) < LINE and position.occupied.bit_count() > 2:
        found = _only_jump(position)
        if found is None:
            break
        action, others = found
        line.append(position.action_to_string(action, 0))
        refutations.append(others)
        position.apply(action, 0)
    if not line:
        return None
    witness = solve(position.occupied)
    if witness is None:
        return None
    clearing = [position.action_to_string(a, 0) for a in witness]
    proof = {
        "method": "exact-solver",
        "claim": "only-solvable",
        "refutations": refutations,
        "witness": clearing,
    }
    for move in clearing:
        position.apply_string(move, 0)
    if position.occupied.bit_count() != 1:
        return None
    themes = ["keep-solvable"] + (["line"] if len(line) > 1 else [])
    stones = state.occupied.bit_count()
    return Finding(line, themes, proof, difficulty=min(5, 1 + len(line) + (stones > 16)))


def wants(state: State[Any], player: int) -> bool:
    return isinstance(state, AbraeumenState) and state.occupied.bit_count() in STONES


PUZZLES = PuzzlePlugin(
    find=find,
    wants=wants,
    selfplay=("solver:slips=0.05", "solver:slips=0.15"),
    theme_share=1.0,
    fresh=clear_tables,
    opening=3,
    method=(
        "the exact solver: every other jump leaves an unsolvable board; a full clearing after the solution"
    ),
)
