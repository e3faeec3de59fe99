"""Abräumen: a one-player puzzle, so the levels are told apart by how often they slip.

The puzzle always starts from the same board, and the exact solver clears it every time, so an
exact solver at two levels could not be told apart (issue 34: hard was max).  The levels are:

- ``max``: the exact solver's jumps (`SolverAgent`): it clears the board to one stone every time;
- ``hard``: the solver's jumps, but one jump in ``slips`` (10%) is a random one, as a strong
  player's oversight: it mostly clears the board, not always;
- ``medium``: ``mobility``: the jump after which the most jumps are possible (a cheap rule of
  thumb that keeps stones mobile, no search), with a few random slips;
- ``easy``: the same rule of thumb slipping more often.

``slips`` draws come from the game's rng, so a game is reproducible for its seed.  easy and medium
cost well under a millisecond a jump; hard and max ask the solver (its dead-position tables make a
game's later hints cheap).  Measured in docs/ai/abraeumen.md.
"""

from __future__ import annotations

import random
from typing import Any

from fives.ai.search.agent import Agent
from fives.ai.spec import AgentFactory, AgentParams, fraction
from fives.core import Game, State
from fives.games.abraeumen import AbraeumenState
from fives.games.abraeumen.ai.solver import SolverAgent, _moves, legal_masks

LEVELS = {
    "easy": "mobility:slips=0.5",
    "medium": "mobility:slips=0.1",
    "hard": "solver:slips=0.1",
    "max": "solver",
}


class MobilityAgent:
    """The jump after which the most jumps are possible (ties at random)."""

    name = "mobility"

    def choose(self, observation: State[Any], player: int, rng: random.Random) -> Any:
        if not isinstance(observation, AbraeumenState):
            raise TypeError(f"not an Abräumen position: {type(observation).__name__}")
        occupied = observation.occupied
        options = legal_masks(occupied)
        counts = [len(_moves(occupied ^ mask)) for _, mask in options]
        most = max(counts)
        return rng.choice([action for (action, _), n in zip(options, counts, strict=True) if n == most])


class SlippingAgent:
    """``base``'s jumps, a uniformly random legal jump instead with probability ``slips``."""

    def __init__(self, base: Agent, slips: float) -> None:
        self.base = base
        self.slips = slips
        self.name = f"{base.name}:slips={slips:g}"

    def choose(self, observation: State[Any], player: int, rng: random.Random) -> Any:
        if self.slips > 0 and rng.random() < self.slips:
            return rng.choice(observation.legal_actions(player))
        return self.base.choose(observation, player, rng)


def _slipping(params: AgentParams, agent: Agent) -> Agent:
    slips = params.get_float("slips")
    return SlippingAgent(agent, slips) if slips > 0 else agent


def solver(params: AgentParams, game: Game[Any], players: int) -> Agent:
    return _slipping(params, SolverAgent())


def mobility(params: AgentParams, game: Game[Any], players: int) -> Agent:
    return _slipping(params, MobilityAgent())


_SLIPS = fraction("slips", 0.0, "the share of jumps played at random instead")

AGENTS = {
    "solver": AgentFactory(solver, (_SLIPS,), "the exact solver's jumps"),
    "mobility": AgentFactory(mobility, (_SLIPS,), "the jump after which the most jumps are possible"),
}
