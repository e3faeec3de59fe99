"""A game as a PettingZoo *parallel* environment: every agent who acts gives its action in one
joint step (``pip install fives[research]``)::

    from fives.interop.pettingzoo import parallel_env  # FivesParallelEnv, in fives.interop.parallel

    env = parallel_env("zahlenpoker", {"players": 3})
    observations, infos = env.reset(seed=1)
    while env.agents:
        actions = {a: env.action_space(a).sample(o["action_mask"]) for a, o in observations.items()}
        observations, rewards, terminations, truncations, infos = env.step(actions)

Meant for the game with simultaneous rounds (Zahlenpoker), whose AEC environment PettingZoo
cannot convert (``aec_to_parallel`` needs ``is_parallelizable``); it works for every game.  A
step takes an action from every live agent: the acting players' actions are applied (in player
order; our protocol takes simultaneous submissions one at a time, and none is revealed before
all are in), the others' are ignored (their action mask is all zero; any id in the action space
will do).  Where only one player acts (a Zahlenpoker steal after the reveal, or every move of a
turn-based game) the step is that player's move.  A step is all or nothing: an illegal action
raises `fives.core.IllegalActionError`, a missing one `ValueError`, and the state is unchanged.
Observations, action ids, chance and rewards are those of the AEC environment
(`fives.interop.pettingzoo`); when the game ends every agent is terminated with our returns as
its reward and ``agents`` becomes empty.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np
from numpy.typing import NDArray
from pettingzoo import ParallelEnv  # type: ignore[import-untyped]

from .environment import GameEnvironment
from .features import DEFAULT_SIZE
from .observe import observation

Observation = dict[str, NDArray[Any]]


class FivesParallelEnv(GameEnvironment, ParallelEnv):  # type: ignore[misc]  # pettingzoo is untyped
    """One of our games with fixed options as a parallel environment (arguments as for
    `fives.interop.pettingzoo.FivesEnv`)."""

    def __init__(
        self,
        game_id: str,
        options: Mapping[str, object] | None = None,
        *,
        position: Mapping[str, Any] | None = None,
        tensor_size: int = DEFAULT_SIZE,
        render_mode: str | None = None,
        single: bool = False,
        observation: str = "game",
        **params: int,
    ) -> None:
        self._setup(game_id, options, position, tensor_size, render_mode, single, params, observation)
        self.metadata = {"name": f"fives_{self.game.id}_parallel_v0", "render_modes": ["ansi"]}
        self.agents: list[str] = []

    def _observations(self) -> dict[str, Observation]:
        state = self.fives_state
        return {
            a: observation(state, self._index[a], self.spaces.player, self.tensor_size, self.encoder)
            for a in self.agents
        }

    def reset(
        self, seed: int | None = None, options: Mapping[str, Any] | None = None
    ) -> tuple[dict[str, Observation], dict[str, dict[str, Any]]]:
        self._start(seed)
        self.agents = list(self.possible_agents)
        self._resolve_chance()
        return self._observations(), {a: {} for a in self.agents}

    def step(
        self, actions: Mapping[str, int | np.integer[Any]]
    ) -> tuple[
        dict[str, Observation],
        dict[str, float],
        dict[str, bool],
        dict[str, bool],
        dict[str, dict[str, Any]],
    ]:
        state = self.fives_state
        if not self.agents:
            raise RuntimeError("the game is over: call reset()")
        acting = state.acting_players()
        chosen = []
        for player in acting:
            agent = self.possible_agents[player]
            if agent not in actions:
                raise ValueError(f"{agent} is to act and must give an action id")
            chosen.append((player, self.spaces.player.decode(int(actions[agent]), state)))
        applied = 0
        try:
            for player, action in chosen:
                state.apply(action, player)
                applied += 1
        except Exception:
            for _ in range(applied):
                state.pop()
            raise
        self._resolve_chance()
        agents = list(self.agents)
        observations = self._observations()  # before the agents leave at the end
        done = state.is_terminal()
        returns = state.returns() if done else (0.0,) * len(self.possible_agents)
        rewards = {a: float(returns[self._index[a]]) for a in agents}
        terminations = dict.fromkeys(agents, done)
        truncations = dict.fromkeys(agents, False)
        infos: dict[str, dict[str, Any]] = {a: {} for a in agents}
        if done:
            self.agents = []
        return observations, rewards, terminations, truncations, infos
