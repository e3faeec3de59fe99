"""All Fives' actions and phases as numbers, and the record of a finished round: what the rules
(`fives.games.all_fives`), its positions module and the AI share."""

from __future__ import annotations

from typing import NamedTuple

# Actions: 0..27 a tile dealt or drawn (chance); LOT + p the opener drawn by lot (chance);
# PLAY + 5 * tile + end a play; DRAW; PASS.
LOT = 32
PLAY = 64
DRAW = 256
PASS = 257

DEAL_PHASE, LOT_PHASE, PLAY_PHASE, DRAW_PHASE, OVER_PHASE = range(5)
PHASE_NAMES = ("deal", "lot", "play", "draw", "over")


def play_action(tile: int, end: int) -> int:
    return PLAY + 5 * tile + end


class RoundResult(NamedTuple):
    """One finished round: how it ended, who won, the hand points per side (as scored, i.e.
    divided by five in that variant), and the hands as they were at the end (then revealed)."""

    number: int
    kind: str  # "domino" or "blocked"
    player: int  # the player who made domino, -1 for a blocked round
    winners: tuple[int, ...]  # sides
    awards: tuple[float, ...]
    group: int  # the rounded count that was scored (before any split or division)
    hands: tuple[int, ...]
    side_pips: tuple[int, ...]
    totals: tuple[float, ...] = ()  # the sides' scores after the round (play and hand points)
