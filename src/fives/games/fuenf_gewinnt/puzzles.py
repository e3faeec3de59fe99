"""Fünf gewinnt's puzzles, proved by the exhaustive search through the rules of
`fives.puzzles.forced`.  In the placement: a win in 1 or 2 own moves that only one move forces
(every other move does not win even within 5 plies), and the only move that does not lose within
3 plies (the only block).  In the afterplay (lifting a stone, captures of cut-off groups: the
rules module decides every move), where a position has hundreds of moves, one ply deep: the only
move that wins at once, and the only move after which the opponent cannot win at once.  Themes
beyond the search's own (``win-in-N``, ``only-move``, ``double-threat``): ``afterplay`` (the
position is in the afterplay) and ``capture`` (the solution's first move captures stones).
Candidates: self-play of the threat agent with node budgets (deterministic), careless and greedy
against careful."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from fives.core import State
from fives.puzzles.forced import find_forced
from fives.puzzles.plugin import Finding, PuzzlePlugin


def _captured(state: State[Any]) -> int:
    snapshot = state.snapshot()
    captured = snapshot.get("captured", [0, 0]) if isinstance(snapshot, dict) else [0, 0]
    return sum(int(n) for n in captured)


def _afterplay(state: State[Any]) -> bool:
    snapshot = state.snapshot()
    return isinstance(snapshot, dict) and not any(snapshot.get("in_hand", [1]))


#: positions one proof may visit (20,000: about a second and a half)
NODES = 20_000


def find(state: State[Any], player: int) -> Finding | None:
    afterplay = _afterplay(state)
    if afterplay:  # hundreds of moves a position: one ply deep
        found = find_forced(state, player, max_plies=1, others_plies=1, loss_plies=1, nodes=NODES)
    else:
        found = find_forced(state, player, max_plies=3, others_plies=5, loss_plies=3, nodes=NODES)
    if found is None:
        return None
    themes = list(found.themes)
    if afterplay:
        themes.append("afterplay")
        position = state.clone()
        before = _captured(position)
        position.apply(position.parse_action(found.solution[0], player), player)
        if _captured(position) > before:
            themes.append("capture")
    return replace(found, themes=themes)


def wants(state: State[Any], player: int) -> bool:
    """From the fifth stone on (before it no row can be threatened)."""
    snapshot = state.snapshot()
    return isinstance(snapshot, dict) and len(snapshot.get("stones", [])) >= 5


PUZZLES = PuzzlePlugin(
    find=find,
    wants=wants,
    opening=6,
    theme_share=0.75,
    games_per_puzzle=1.5,
    plies=60,
    selfplay=("fg:greedy=1,miss=0.6,nodes=150", "fg:greedy=1,nodes=300", "fg:nodes=1500"),
    method=(
        "exhaustive search through the rules (afterplay included): a win in 1-3 own moves, or the "
        "only move that does not lose within 3 plies"
    ),
)
