"""Cambio: evaluation from line potentials and ejectable cubes.

- line potential: every winning line that holds symbols of only one player is worth a weight
  that grows steeply with how many of that player's symbols it holds (a line one cube short
  is nearly a win; a full line, which can only be on the tray during the setup since a push that
  makes one ends the game, is worth the most: the first push must break it, and counting it as
  nothing once made the first player place all five of the other's cubes in one line);
- ejectable cubes / control of ends: a push is only possible where the far-end cube is neutral
  or the mover's own, so each player's count of legal pushes is mobility, and own cubes on
  the border (which nobody else can push off) count as control;
- material: own symbols in the tray.

The value is the player's total against the best of the other players.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterator
from typing import Any

from fives.core import State
from fives.games.cambio import BORDER, CambioState
from fives.games.cambio.ai.engine import (
    BORDER_CONTROL,
    LINE_MASKS,
    MATERIAL,
    MOBILITY,
    SCALE,
    WEIGHTS,
)


def potentials(boards: tuple[int, ...]) -> list[float]:
    n = len(boards)
    masks = LINE_MASKS[n]
    weights = WEIGHTS[n]
    everyone = 0
    for b in boards:
        everyone |= b
    totals = [0.0] * n
    for mask in masks:
        occupied = everyone & mask
        for p, b in enumerate(boards):
            mine = b & mask
            if mine and occupied == mine:
                totals[p] += weights[mine.bit_count()]
    return totals


def side_value(state: CambioState, player: int, lines: list[float]) -> float:
    board = state.boards[player]
    value = lines[player]
    value += MATERIAL * board.bit_count()
    value += BORDER_CONTROL * (board & BORDER).bit_count()
    if not state.in_setup():
        value += MOBILITY * len(state._legal_actions(player))
    return value


def evaluate(state: State[Any], player: int) -> float:
    assert isinstance(state, CambioState)
    lines = potentials(state.boards)
    values = [side_value(state, p, lines) for p in range(len(state.boards))]
    mine = values[player]
    best_other = max(v for p, v in enumerate(values) if p != player)
    return math.tanh((mine - best_other) / SCALE)


def order(state: State[Any], player: int, actions: list[Any]) -> list[Any]:
    """Pushes that raise the mover's line potential most come first."""
    if not isinstance(state, CambioState) or state.in_setup() or len(actions) < 2:
        return actions
    scored = []
    for action in actions:
        state.push(action, player)
        outcome = state.outcome()
        if outcome is not None:
            score = 1e9 if player in outcome.winners and len(outcome.winners) == 1 else -1e9
        else:
            lines = potentials(state.boards)
            score = lines[player] - max(v for p, v in enumerate(lines) if p != player)
        state.pop()
        scored.append((score, action))
    scored.sort(key=lambda item: item[0], reverse=True)
    return [a for _, a in scored]


def features(state: State[Any]) -> Iterator[Hashable]:
    assert isinstance(state, CambioState)
    yield ("boards", state.boards)
    yield ("step", state.step)
