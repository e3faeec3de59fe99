"""Greedy: one ply, the action whose result the evaluation likes best (chance averaged)."""

from __future__ import annotations

import random
from typing import Any

from fives.core import CHANCE, State

from .evaluation import Evaluate, score_evaluation


class GreedyAgent:
    def __init__(self, evaluate: Evaluate = score_evaluation, name: str = "greedy") -> None:
        self.evaluate = evaluate
        self.name = name

    def choose(self, observation: State[Any], player: int, rng: random.Random) -> Any:
        legal = observation.legal_actions(player)
        if len(legal) == 1:
            return legal[0]
        best_value = -float("inf")
        best: list[Any] = []
        state = observation.clone()
        for action in legal:
            state.push(action, player)
            value = self._value(state, player)
            state.pop()
            if value > best_value + 1e-12:
                best_value, best = value, [action]
            elif abs(value - best_value) <= 1e-12:
                best.append(action)
        return rng.choice(best)

    def _value(self, state: State[Any], player: int) -> float:
        if state.current_player() != CHANCE:
            return self.evaluate(state, player)
        total = 0.0
        for outcome, probability in state.chance_outcomes():
            state.push(outcome, CHANCE)
            total += float(probability) * self.evaluate(state, player)
            state.pop()
        return total
