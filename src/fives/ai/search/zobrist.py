"""Zobrist hashing of positions for transposition tables.

A position is described by features, (place, content) pairs taken from the game's snapshot
(or from a game's own ``features(state)``, its `fives.ai.plugin.AIPlugin`'s, which the agents are
given); each feature
has a fixed random 64-bit number and a position's key is the XOR of its features' numbers together with
the player to move.  Equal positions get equal keys; different ones collide with probability
about 2**-64.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterable, Iterator
from typing import Any

from fives.core import State

#: a game's own description of a position as hashable features (cheaper than its snapshot)
Features = Callable[[State[Any]], Iterable[Hashable]]

_numbers: dict[Hashable, int] = {}
_rng = random.Random(0x5EED)


def _number(feature: Hashable) -> int:
    value = _numbers.get(feature)
    if value is None:
        value = _numbers[feature] = _rng.getrandbits(64)
    return value


def snapshot_features(value: Any, path: tuple[Hashable, ...] = ()) -> Iterator[Hashable]:
    """Leaf (path, value) pairs of a JSON-like snapshot."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield from snapshot_features(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from snapshot_features(item, (*path, index))
    else:
        yield (path, value)


def zobrist_key(state: State[Any], features: Features | None = None) -> int:
    """The key of ``state``, from ``features`` where the game has them, else from its snapshot."""
    items = features(state) if features is not None else snapshot_features(state.snapshot())
    key = _number(("to_move", state.current_player()))
    for feature in items:
        key ^= _number(feature)
    return key
