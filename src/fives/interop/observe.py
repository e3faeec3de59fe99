"""What an agent of the PettingZoo environments observes (`fives.interop.pettingzoo`, the AEC
environments, and `fives.interop.parallel`): the game's own observation (`fives.interop.observation`,
``observation="game"``, the default where the game declares one) or the hashed view
(``observation="hashed"``, `fives.interop.features`), and the mask of its legal ids."""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces as gym_spaces
from numpy.typing import NDArray

from fives.core import SIMULTANEOUS, State

from .actions import ActionSpace
from .features import knowledge, slots
from .observation import Encoder

#: The observations an environment offers: the game's own, or the hashed view of any game.
KINDS = ("game", "hashed")


def observation_space(encoder: Encoder | None, tensor_size: int, actions: int) -> gym_spaces.Dict:
    """The observation space: the observation (the game's own with ``encoder``, each entry within
    its field's bounds; else the hashed view) and the action mask."""
    if encoder is None:
        box = gym_spaces.Box(0.0, 1.0, (tensor_size,), np.float32)
    else:
        low, high = encoder.layout.bounds()
        box = gym_spaces.Box(low, high, (encoder.layout.size,), np.float32)
    return gym_spaces.Dict({"observation": box, "action_mask": gym_spaces.Box(0, 1, (actions,), np.int8)})


def observation(
    state: State[Any],
    player: int,
    space: ActionSpace,
    tensor_size: int,
    encoder: Encoder | None = None,
    frame: object = None,
) -> dict[str, NDArray[Any]]:
    """What ``player`` observes: the observation and the mask of its legal ids (all zero when it
    is not to act; ``frame``: the space's `ActionSpace.frame` of ``state``, where the caller has
    it)."""
    if encoder is None:
        vector = np.zeros(tensor_size, np.float32)
        vector[slots(knowledge(state, player, recall=False), tensor_size)] = 1.0
    else:
        vector = np.zeros(encoder.layout.size, np.float32)
        encoder.write(state, player, vector)
    mask = np.zeros(space.size, np.int8)
    current = state.current_player()  # one call: `acting_players` is (current,) where it is >= 0
    if current == player or (current == SIMULTANEOUS and player in state.acting_players()):
        space.write_mask(state, player, mask, frame)
    return {"observation": vector, "action_mask": mask}
