"""Cambio's puzzles (two players): a win in 1, 2 or 3 own pushes that only one push forces, and
the only push that does not lose within 3 plies, proved by the exhaustive search through the
rules of `fives.puzzles.forced` (a push that makes the opponent's line counts as their win, as
the rules say).  Candidates: two-player self-play of the duel alpha-beta with node budgets
(deterministic) against itself and a random player (whose slips make the tactics)."""

from __future__ import annotations

from typing import Any

from fives.core import State
from fives.puzzles.forced import find_forced
from fives.puzzles.plugin import Finding, PuzzlePlugin


def find(state: State[Any], player: int) -> Finding | None:
    return find_forced(state, player, max_plies=5, others_plies=5, loss_plies=3)


def wants(state: State[Any], player: int) -> bool:
    """Pushes only (not the setup's placements)."""
    return state.num_players == 2 and any(
        s.endswith(("<", ">", "^", "v")) for s in state.legal_strings(player)[:1]
    )


PUZZLES = PuzzlePlugin(
    find=find,
    wants=wants,
    selfplay=("random", "duel:nodes=200", "duel:nodes=2000", "duel:nodes=2000"),
    options={"players": 2},
    method=(
        "exhaustive search through the rules: a win in 1-3 own pushes, or the only push that does "
        "not lose within 3 plies"
    ),
)
