"""Abräumen's AI plugin: the exact solver's levels and agent, its hint and ``fives solve abraeumen``, and
the reasons and exact values of the players' advice."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from fives.ai.plugin import AIPlugin
from fives.core import State
from fives.games.abraeumen import AbraeumenState
from fives.games.abraeumen.ai.explain import reason, value
from fives.games.abraeumen.ai.levels import AGENTS, LEVELS
from fives.games.abraeumen.ai.solver import hint, solve_report


def occupancy(state: State[Any]) -> Hashable:
    """The position's key for the hint's answers: its occupancy bitboard (all the solver reads)."""
    if not isinstance(state, AbraeumenState):
        raise TypeError(f"not an Abräumen position: {type(state).__name__}")
    return state.occupied


PLUGIN = AIPlugin(
    agents=AGENTS,
    levels=LEVELS,
    hint=hint,
    hint_key=occupancy,
    solve_report=solve_report,
    reason=reason,
    exact_value=value,
)
