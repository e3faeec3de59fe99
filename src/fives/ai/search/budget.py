"""Thinking budgets: a time limit per move, a fixed count of nodes/simulations, or both.

A fixed count with a seed reproduces an agent's choice exactly; a time limit adapts to the
machine.  When both are given, whichever runs out first ends the search.

Seconds are CPU seconds of the thinking thread (`cpu_seconds`, ``time.thread_time``), not wall
time: on a loaded machine a search gets the same amount of thinking, only later, so a level stays
the same level under load (wall time let medium fall to depth 0 at a load of 5-13 on two cores).
"""

from __future__ import annotations

import time
from dataclasses import dataclass


def cpu_seconds() -> float:
    """The CPU time of the calling thread: what every thinking budget counts."""
    return time.thread_time()


@dataclass(frozen=True)
class Budget:
    seconds: float | None = None
    nodes: int | None = None

    def __post_init__(self) -> None:
        if self.seconds is None and self.nodes is None:
            raise ValueError("a budget needs seconds, nodes, or both")
        if self.seconds is not None and self.seconds <= 0:
            raise ValueError("budget seconds must be positive")
        if self.nodes is not None and self.nodes < 1:
            raise ValueError("budget nodes must be at least 1")

    def start(self) -> Clock:
        return Clock(self)


class Clock:
    """Counts work against a `Budget`; checks the time only every few nodes (it is cheap)."""

    __slots__ = ("_check_every", "_deadline", "_limit", "count", "expired")

    def __init__(self, budget: Budget) -> None:
        self._deadline = None if budget.seconds is None else cpu_seconds() + budget.seconds
        self._limit = budget.nodes
        self._check_every = 16
        self.count = 0
        self.expired = False

    def tick(self, amount: int = 1) -> bool:
        """Count ``amount`` units of work; True while the budget lasts."""
        self.count += amount
        if (self._limit is not None and self.count >= self._limit) or (
            self._deadline is not None
            and self.count % self._check_every < amount
            and cpu_seconds() >= self._deadline
        ):
            self.expired = True
        return not self.expired

    def out_of_time(self) -> bool:
        if self._deadline is not None and cpu_seconds() >= self._deadline:
            self.expired = True
        return self.expired


class SearchTimeout(Exception):
    """Raised inside a depth-first search when its `Budget` runs out (the searches catch it and
    keep the last completed iteration)."""
