"""What the AEC environment (`fives.interop.pettingzoo.FivesEnv`) and the parallel one
(`fives.interop.parallel.FivesParallelEnv`) of a game share: the game with fixed options, its
action ids and observation spaces, the agents, a seeded start (a new game or a snapshot), chance
drawn by the environment, the ``ansi`` rendering and the state.  Plain attributes only, so both
environments pickle (tests/interop)."""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from typing import Any

from gymnasium import spaces as gym_spaces

import fives.games
from fives.core import CHANCE, Game, Options, State

from .features import canonical, knowledge
from .observation import Encoder, encoder
from .observe import KINDS, observation_space
from .spaces import Spaces, single_options, spaces


class GameEnvironment:
    """The shared part; an environment class calls `_setup` from its ``__init__``."""

    game: Game[Any]
    options: Options
    position: dict[str, Any] | None
    spaces: Spaces
    tensor_size: int
    #: the game's own observation (`fives.interop.observation`), None for the hashed view
    encoder: Encoder | None
    render_mode: str | None
    possible_agents: list[str]

    def _setup(
        self,
        game_id: str,
        options: Mapping[str, object] | None,
        position: Mapping[str, Any] | None,
        tensor_size: int,
        render_mode: str | None,
        single: bool,
        params: Mapping[str, int],
        observation: str = "game",
    ) -> None:
        self.game = fives.games.load(game_id)
        given = {**(options or {}), **(single_options(self.game) if single else {})}
        self.options = self.game.validate_options(given)
        self.position = None if position is None else json.loads(json.dumps(position))
        self.spaces = spaces(self.game, self.options, **params)
        self.tensor_size = tensor_size
        if observation not in KINDS:
            raise ValueError(f"observation must be one of {', '.join(KINDS)}, not {observation!r}")
        self.encoder = encoder(self.game, self.options) if observation == "game" else None
        self.render_mode = render_mode
        players = self.options.get_int("players")
        self.possible_agents = [f"player_{p}" for p in range(players)]
        self._index = {agent: p for p, agent in enumerate(self.possible_agents)}
        size = self.spaces.player.size
        self._observation_spaces = {
            a: observation_space(self.encoder, tensor_size, size) for a in self.possible_agents
        }
        self._action_spaces = {a: gym_spaces.Discrete(size) for a in self.possible_agents}
        self._rng = random.Random()
        self._state: State[Any] | None = None

    def observation_space(self, agent: str) -> gym_spaces.Dict:
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> gym_spaces.Discrete:
        return self._action_spaces[agent]

    @property
    def fives_state(self) -> State[Any]:
        if self._state is None:
            raise RuntimeError("call reset() first")
        return self._state

    def _start(self, seed: int | None) -> None:
        """A new game (or the given position) from ``seed``, chance drawn from the same seed."""
        self._rng = random.Random(seed)
        game_seed = self._rng.randrange(2**63)
        if self.position is None:
            self._state = self.game.new_state(self.options, game_seed)
        else:
            self._state = self.game.state_from_snapshot(self.position, self.options, game_seed)

    def _resolve_chance(self) -> None:
        state = self.fives_state
        while state.current_player() == CHANCE:
            state.push(state.sample_chance(self._rng), CHANCE)

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        return canonical(knowledge(self.fives_state, None, recall=False))

    def close(self) -> None:
        self._state = None
