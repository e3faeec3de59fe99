"""The agent protocol: what every computer player implements, and `act`, the one way to ask one.

Agents work only through the protocol, and only on what their seat may know.

An `Agent` chooses an action for ``player`` in an *observation*: a state drawn by
`State.resample_hidden(player, rng)` from the true one, so every fact hidden from the seat is
random in it and an agent cannot read a secret even by mistake.  `act` is the one way the
CLI and the server ask an agent for a move.  An agent that remembers (e.g. follows a shuffle)
implements `observe`, which is called with the seat's view after every action.
"""

from __future__ import annotations

import random
from typing import Any, Protocol, runtime_checkable

from fives.core import State


@runtime_checkable
class Agent(Protocol):
    name: str

    def choose(self, observation: State[Any], player: int, rng: random.Random) -> Any:
        """A legal action of ``player`` in ``observation``."""
        ...


class RandomAgent:
    """Uniformly random legal actions."""

    name = "random"

    def choose(self, observation: State[Any], player: int, rng: random.Random) -> Any:
        return rng.choice(observation.legal_actions(player))


def act(agent: Agent, state: State[Any], player: int, rng: random.Random) -> Any:
    """Ask ``agent`` for ``player``'s action in ``state``, showing it only what the seat may know."""
    if player not in state.acting_players():
        raise ValueError(f"player {player} has nothing to do now")
    observation = state.resample_hidden(player, rng)
    action = agent.choose(observation, player, rng)
    legal = state.legal_actions(player)
    if action not in legal:
        raise ValueError(f"agent {agent.name} chose an illegal action {action!r}")
    return action
