"""Zahlenpoker's reasons for a hint: with two players (default options) how often the exact
equilibrium shows this choice here; a stone no other player can still match or beat; a steal."""

from __future__ import annotations

from typing import Any

from fives.core import Message, State
from fives.games.zahlenpoker import EMPTY, STEAL, ZahlenpokerState
from fives.games.zahlenpoker.ai.solver import public_state, solver

#: a mix at or above this probability is "always"
ALWAYS = 0.995


def reason(state: State[Any], player: int, action: Any) -> Message | None:
    if not isinstance(state, ZahlenpokerState) or not isinstance(action, int):
        return None
    if action >= STEAL:
        victim = action - STEAL
        if state.reveal is None:
            return None
        return Message(
            "advice-zahlenpoker-steals", value=state.reveal[victim], player=state.player_name(victim)
        )
    try:
        public = public_state(state)  # first: three or four players need no table loaded (0.35 s)
        mix = solver().strategy(public, player)
    except ValueError:  # three or four players, or other options: no exact equilibrium
        mix = {}
    share = mix.get(action, 0.0)
    if share >= ALWAYS:
        return Message("advice-zahlenpoker-always", value=action)
    if share > 0:
        return Message("advice-zahlenpoker-mix", value=action, percent=round(100 * share))
    if action != EMPTY:
        others = [p for p in range(state.num_players) if p != player]
        highest = max((_highest(state.hands[p]) for p in others), default=0)
        if action > highest:
            return Message("advice-zahlenpoker-top", value=action)
    return None


def _highest(hand: Any) -> int:
    """The highest value left in a hand (counts of the values 1-4)."""
    return max((value for value, count in enumerate(hand, start=1) if count > 0), default=0)
