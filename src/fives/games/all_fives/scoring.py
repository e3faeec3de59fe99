"""All Fives: scoring a play and the hand points at the end of a round.

A play scores the sum of the scoring ends when it is a positive multiple of five, else nothing.

Hand points: on a domino, or a blocked round with one clear smallest pip total, the remaining
pips of all opponents are added up as one group and rounded once to the nearest multiple of five
(remainder 1 or 2 down, 3 or 4 up); the round winner scores that.  Three players with exactly two
tied smallest totals split the third hand's rounded count exactly (halves possible).  Any other
tie (two or four players; all three tied with three players) gives no hand points.
"""

from __future__ import annotations

from typing import NamedTuple


def play_points(total: int) -> int:
    """What a play scores when the sum of the scoring ends is ``total``."""
    return total if total > 0 and total % 5 == 0 else 0


def round_to_five(pips: int) -> int:
    """Round to the nearest multiple of five: remainder 1 or 2 down, 3 or 4 up."""
    rest = pips % 5
    return pips - rest if rest <= 2 else pips + 5 - rest


class HandPoints(NamedTuple):
    """The result of a round's hand count: the winning sides, the (unscaled) points each side
    receives, and the rounded group that was scored (0 when none)."""

    winners: tuple[int, ...]
    awards: tuple[float, ...]
    group: int


def hand_points(side_pips: list[int], domino_side: int | None, three_player_split: bool) -> HandPoints:
    """Hand points for one round.

    ``side_pips`` are the remaining pips of each side (a partnership's two hands together);
    ``domino_side`` is the side that made domino, None for a blocked round;
    ``three_player_split`` is whether two tied smallest of three may split the third hand.
    """
    sides = len(side_pips)
    awards = [0.0] * sides
    if domino_side is not None:
        group = round_to_five(sum(p for s, p in enumerate(side_pips) if s != domino_side))
        awards[domino_side] = float(group)
        return HandPoints((domino_side,), tuple(awards), group)
    low = min(side_pips)
    tied = tuple(s for s in range(sides) if side_pips[s] == low)
    if len(tied) == 1:
        winner = tied[0]
        group = round_to_five(sum(p for s, p in enumerate(side_pips) if s != winner))
        awards[winner] = float(group)
        return HandPoints(tied, tuple(awards), group)
    if three_player_split and sides == 3 and len(tied) == 2:
        third = next(s for s in range(sides) if s not in tied)
        group = round_to_five(side_pips[third])
        for s in tied:
            awards[s] = group / 2
        return HandPoints(tied, tuple(awards), group)
    return HandPoints(tied, tuple(awards), 0)
