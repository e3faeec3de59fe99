"""Torris: evaluation from tower ownership and heights, mobility and climbing options.

- points: each owned tower scores its height (the final score, as it stands now);
- mobility: moves of each side (a side without moves is blocked; the other keeps moving);
- the highest tower (the tie-break of the rules) as a small term.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterator
from typing import Any

from fives.core import State
from fives.games.torris import TorrisState

POINT_WEIGHT = 1.0 / 6.0
MOBILITY_WEIGHT = 0.04
HIGHEST_WEIGHT = 0.02


def evaluate(state: State[Any], player: int) -> float:
    assert isinstance(state, TorrisState)
    if not state.setup_done():
        return 0.0
    points = state.points()
    me, other = player, 1 - player
    value = POINT_WEIGHT * (points[me] - points[other])
    mine, theirs = len(state.moves_of(me)), len(state.moves_of(other))
    value += MOBILITY_WEIGHT * (mine - theirs)
    my_highest = max(state.tower_heights(me), default=0)
    their_highest = max(state.tower_heights(other), default=0)
    value += HIGHEST_WEIGHT * (my_highest - their_highest)
    return math.tanh(value)


def order(state: State[Any], player: int, actions: list[Any]) -> list[Any]:
    """Captures of high opposing towers first, then climbs onto high towers."""
    if not isinstance(state, TorrisState) or not state.setup_done():
        return actions
    towers = state.towers
    colour = player

    def priority(action: int) -> int:
        if action >= len(towers) * len(towers):
            return 0
        target = towers[action % len(towers)]
        if not target:
            return 0
        captured = target[-1] // 4 != colour
        return len(target) * (3 if captured else 1)

    return sorted(actions, key=priority, reverse=True)


def features(state: State[Any]) -> Iterator[Hashable]:
    assert isinstance(state, TorrisState)
    for index, tower in enumerate(state.towers):
        if tower:
            yield (index, tower)
