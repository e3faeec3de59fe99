"""Small games solved to the end: alpha-beta over the exact returns, with a table of the positions
already solved (keyed by `State.snapshot`), through the rules alone.

The generic MCTS levels (`fives.ai.search.mcts.MCTSAgent`, a game without an AI of its own) ask
it first in a two-player position of perfect information: when the whole tree below is solved
within its budget (positions visited, and a share of the move's seconds), the move with the best
proven result is played; a tree too large, a chance or simultaneous move on the way, or a
position where every move has the same result (nothing to choose: the search then looks for the
practical chances) leaves the choice to the MCTS.  So one-heap Nim is played perfectly by every
level.
"""

from __future__ import annotations

import json
import math
from typing import Any

from fives.core import TERMINAL, State

from .budget import Clock


class Unsolved(Exception):
    """The budget ran out, or a chance or simultaneous move lies on the way."""


class SmallSolver:
    """Alpha-beta over ``root``'s returns (the root player maximises, the other
    minimises), fail-soft, with bounds kept per position."""

    def __init__(self, root: int, clock: Clock) -> None:
        self.root = root
        self.clock = clock
        self._bounds: dict[str, tuple[float, float]] = {}

    def value(self, state: State[Any], alpha: float = -math.inf, beta: float = math.inf) -> float:
        mover = state.current_player()
        if mover == TERMINAL:
            return float(state.returns()[self.root])
        if mover < 0:
            raise Unsolved
        if not self.clock.tick():
            raise Unsolved
        key = json.dumps(state.snapshot(), sort_keys=True) + f"|{mover}"
        low, high = self._bounds.get(key, (-math.inf, math.inf))
        if low >= beta or low == high:
            return low
        if high <= alpha:
            return high
        alpha, beta = max(alpha, low), min(beta, high)
        start_alpha, start_beta = alpha, beta
        maximise = mover == self.root
        best = -math.inf if maximise else math.inf
        for action in state.legal_actions(mover):
            state.push(action, mover)
            try:
                found = self.value(state, alpha, beta)
            finally:
                state.pop()
            if maximise:
                best = max(best, found)
                alpha = max(alpha, found)
            else:
                best = min(best, found)
                beta = min(beta, found)
            if alpha >= beta:
                break
        if best <= start_alpha:
            high = min(high, best)
        elif best >= start_beta:
            low = max(low, best)
        else:
            low = high = best
        self._bounds[key] = (low, high)
        return best


def solved_move(state: State[Any], player: int, clock: Clock) -> Any | None:
    """The move of ``player`` with the best proven result when the game below ``state`` is solved
    within ``clock`` (two players, nothing hidden); None otherwise, or when every move has the
    same result."""
    if state.num_players != 2 or state.game.info.hidden_information or state.current_player() != player:
        return None
    solver = SmallSolver(player, clock)
    position = state.clone()
    values = []
    try:
        for action in position.legal_actions(player):
            position.push(action, player)
            try:
                values.append((solver.value(position), action))
            finally:
                position.pop()
    except Unsolved:
        return None
    best = max(v for v, _ in values)
    if all(v == best for v, _ in values):
        return None
    return next(a for v, a in values if v == best)


__all__ = ["SmallSolver", "Unsolved", "solved_move"]
