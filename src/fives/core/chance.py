"""Explicit, seeded chance: outcomes carry exact probabilities; draws are reproducible."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from fractions import Fraction
from typing import TypeVar

T = TypeVar("T")


def chance_rng(seed: int, move_number: int) -> random.Random:
    """The random source of the chance event at ``move_number`` of a game seeded ``seed``.

    It depends only on the two numbers, so a game resumed from its record draws exactly what
    it would have drawn without the interruption.
    """
    return random.Random(f"fives:{seed}:{move_number}")


def sample_outcome(outcomes: Sequence[tuple[T, Fraction]], rng: random.Random) -> T:
    """Draw one outcome with exactly its probability."""
    if not outcomes:
        raise ValueError("no chance outcomes to draw from")
    denominator = math.lcm(*(p.denominator for _, p in outcomes))
    pick = rng.randrange(denominator)
    total = 0
    for outcome, p in outcomes:
        total += p.numerator * (denominator // p.denominator)
        if pick < total:
            return outcome
    raise ValueError("chance probabilities do not sum to 1")
