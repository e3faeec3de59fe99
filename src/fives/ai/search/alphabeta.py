"""Alpha-beta search for two-player zero-sum games of perfect information.

Minimax with alpha-beta pruning in the root player's terms (so a player who moves twice in a
row, e.g. after the other had to pass, needs no special case), iterative deepening, a
transposition table keyed by the game's Zobrist key (`zobrist_key`), and move ordering (the
table's best move first, then the game's own ordering).  Chance nodes met inside the horizon
are averaged over their outcomes (expectiminimax).  Wins are scored so that a faster win (and
a slower loss) is preferred.

No move is ever chosen at random: when the budget runs out, the move is the best of the last
completed iteration, or of the iteration cut short once its first move (the previous best,
searched first) is done (a move that beat it there is better), and when not even depth 1 finished,
the best move of the game's ordering, or else of the static evaluation (`static_best`).
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from typing import Any

from fives.core import CHANCE, SIMULTANEOUS, TERMINAL, State

from .budget import Budget, Clock, SearchTimeout
from .evaluation import Evaluate, Order, score_evaluation
from .zobrist import Features, zobrist_key

WIN = 1000.0
EXACT, LOWER, UPPER = 0, 1, 2


class AlphaBetaAgent:
    def __init__(
        self,
        budget: Budget,
        *,
        max_depth: int = 64,
        evaluate: Evaluate = score_evaluation,
        order: Order | None = None,
        features: Features | None = None,
        name: str = "alphabeta",
    ) -> None:
        self.budget = budget
        self.max_depth = max_depth
        self.evaluate = evaluate
        self.order = order
        self.features = features
        self.name = name
        self.last_depth = 0
        self.last_nodes = 0
        self.last_value = 0.0
        self._partial: tuple[float, Any] | None = None  # the best root move of the pass cut short

    def choose(self, observation: State[Any], player: int, rng: random.Random) -> Any:
        if observation.current_player() == SIMULTANEOUS or observation.num_players != 2:
            raise ValueError("alpha-beta plays two-player games with alternating moves")
        return self.search(observation, player, observation.legal_actions(player), rng)

    def search(self, observation: State[Any], player: int, legal: list[Any], rng: random.Random) -> Any:
        """The best of ``legal`` (the root moves to consider, a subset of the legal ones)."""
        if len(legal) == 1:
            return legal[0]
        state = observation.clone()
        clock = self.budget.start()
        table: dict[Hashable, tuple[int, float, int, Any]] = {}
        best: Any = None
        self.last_depth = 0
        for depth in range(1, self.max_depth + 1):
            self._partial = None
            try:
                value, move = self._root(state, player, depth, table, clock, legal, rng)
            except SearchTimeout:
                # the first move searched is the previous best, or at depth 1 the ordering's best
                if self._partial is not None and (depth > 1 or self.order is not None):
                    self.last_value, best = self._partial
                break
            best, self.last_value, self.last_depth = move, value, depth
            if abs(value) >= WIN - 100 or clock.out_of_time():
                break  # a forced result is known, or no time for a deeper pass
        self.last_nodes = clock.count
        if best is None:
            best = static_best(state, player, legal, self.evaluate, self.order)
        return best

    def _ordered(self, state: State[Any], player: int, actions: list[Any], first: Any) -> list[Any]:
        if self.order is not None:
            actions = self.order(state, player, actions)
        if first is not None and first in actions:
            actions = [first, *(a for a in actions if a != first)]
        return actions

    def _root(
        self,
        state: State[Any],
        root: int,
        depth: int,
        table: dict[Hashable, tuple[int, float, int, Any]],
        clock: Clock,
        legal: list[Any],
        rng: random.Random,
    ) -> tuple[float, Any]:
        entry = table.get(zobrist_key(state, self.features))
        shuffled = list(legal)
        rng.shuffle(shuffled)
        actions = self._ordered(state, root, shuffled, entry[3] if entry else None)
        alpha, beta = -2 * WIN, 2 * WIN
        best_value, best = -2 * WIN, actions[0]
        for action in actions:
            state.push(action, root)
            try:
                value = self._search(state, root, depth - 1, 1, alpha, beta, table, clock)
            finally:
                state.pop()
            if value > best_value:
                best_value, best = value, action
                self._partial = (value, action)
            alpha = max(alpha, value)
        table[zobrist_key(state, self.features)] = (depth, best_value, EXACT, best)
        return best_value, best

    def _search(
        self,
        state: State[Any],
        root: int,
        depth: int,
        ply: int,
        alpha: float,
        beta: float,
        table: dict[Hashable, tuple[int, float, int, Any]],
        clock: Clock,
    ) -> float:
        if not clock.tick():
            raise SearchTimeout
        current = state.current_player()
        if current == TERMINAL:
            r = state.returns()[root]
            return r * (WIN - ply) if r != 0 else 0.0
        if depth <= 0:
            return self.evaluate(state, root)
        if current == CHANCE:
            total = 0.0
            for outcome, probability in state.chance_outcomes():
                state.push(outcome, CHANCE)
                try:
                    total += float(probability) * self._search(
                        state, root, depth - 1, ply + 1, -2 * WIN, 2 * WIN, table, clock
                    )
                finally:
                    state.pop()
            return total
        key = zobrist_key(state, self.features)
        entry = table.get(key)
        first = None
        if entry is not None:
            e_depth, e_value, e_flag, first = entry
            if e_depth >= depth:
                if e_flag == EXACT:
                    return e_value
                if e_flag == LOWER and e_value >= beta:
                    return e_value
                if e_flag == UPPER and e_value <= alpha:
                    return e_value
        maximizing = current == root
        a0, b0 = alpha, beta
        best_value = -2 * WIN if maximizing else 2 * WIN
        best_action = None
        for action in self._ordered(state, current, state.legal_actions(current), first):
            state.push(action, current)
            try:
                value = self._search(state, root, depth - 1, ply + 1, alpha, beta, table, clock)
            finally:
                state.pop()
            if maximizing:
                if value > best_value:
                    best_value, best_action = value, action
                alpha = max(alpha, value)
            else:
                if value < best_value:
                    best_value, best_action = value, action
                beta = min(beta, value)
            if alpha >= beta:
                break
        flag = EXACT
        if best_value <= a0:
            flag = UPPER
        elif best_value >= b0:
            flag = LOWER
        table[key] = (depth, best_value, flag, best_action)
        return best_value


def static_best(
    state: State[Any], player: int, legal: list[Any], evaluate: Evaluate, order: Order | None
) -> Any:
    """The best of ``legal`` without search: the game's ordering's first, or (without one) the
    move whose result ``evaluate`` likes best (chance averaged); ties by the order of ``legal``."""
    if order is not None:
        return order(state, player, list(legal))[0]
    best, best_value = legal[0], -float("inf")
    for action in legal:
        state.push(action, player)
        try:
            if state.current_player() == CHANCE:
                outcomes = state.chance_outcomes()
                value = sum(float(p) * _after(state, o, player, evaluate) for o, p in outcomes)
            else:
                value = evaluate(state, player)
        finally:
            state.pop()
        if value > best_value:
            best, best_value = action, value
    return best


def _after(state: State[Any], outcome: Any, player: int, evaluate: Evaluate) -> float:
    state.push(outcome, CHANCE)
    try:
        return evaluate(state, player)
    finally:
        state.pop()
