"""A brute-force oracle for short forced results, through the rules module alone (push and pop on
the real state, `returns` at the end): no engine, evaluation, ordering or budget of the AI.

``outcome(state, player, plies)`` is +1 when ``player`` wins by force within ``plies`` plies
(whoever is to move), -1 when the other player does, 0 when neither is forced: a plain depth-limited
minimax over the exact results, every move of both sides tried."""

from __future__ import annotations

from typing import Any

from fives.core import State


def _result(state: State[Any], player: int) -> int:
    returns = state.returns()
    return (returns[player] > returns[1 - player]) - (returns[player] < returns[1 - player])


def wins_within(state: State[Any], player: int, plies: int) -> bool:
    """Whether ``player`` wins by force within ``plies`` plies."""
    if state.is_terminal():
        return _result(state, player) == 1
    if plies == 0:
        return False
    mover = state.current_player()
    results = []
    for action in state.legal_actions(mover):
        state.push(action, mover)
        results.append(wins_within(state, player, plies - 1))
        state.pop()
        if results[-1] == (mover == player):  # decided: one is enough for the mover, one refutes
            break
    return any(results) if mover == player else all(results)


def move_value(state: State[Any], player: int, action: Any) -> int | None:
    """+1: ``action`` wins at once or by force within 3 plies; -1: it allows a forced loss within
    3 plies after it; the result when it ends the game; None: neither is forced."""
    state.push(action, player)
    try:
        if state.is_terminal():
            return _result(state, player)
        if wins_within(state, player, 2):
            return 1
        if wins_within(state, 1 - player, 3):
            return -1
        return None
    finally:
        state.pop()
