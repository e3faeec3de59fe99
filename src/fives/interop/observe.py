"""What an agent of the PettingZoo environments observes (`fives.interop.pettingzoo`, the AEC
environments, and `fives.interop.parallel`): the hashed view and the mask of its legal ids."""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces as gym_spaces
from numpy.typing import NDArray

from fives.core import State

from .actions import ActionSpace
from .features import knowledge, slots


def observation_space(tensor_size: int, actions: int) -> gym_spaces.Dict:
    """The observation space: the hashed view and the action mask."""
    return gym_spaces.Dict(
        {
            "observation": gym_spaces.Box(0.0, 1.0, (tensor_size,), np.float32),
            "action_mask": gym_spaces.Box(0, 1, (actions,), np.int8),
        }
    )


def observation(
    state: State[Any], player: int, space: ActionSpace, tensor_size: int
) -> dict[str, NDArray[Any]]:
    """What ``player`` observes: the hashed view and the mask of its legal ids (all zero when it
    is not to act)."""
    vector = np.zeros(tensor_size, np.float32)
    vector[slots(knowledge(state, player, recall=False), tensor_size)] = 1.0
    mask = np.zeros(space.size, np.int8)
    if not state.is_terminal() and player in state.acting_players():
        mask[space.encode_all(state.legal_actions(player), state)] = 1
    return {"observation": vector, "action_mask": mask}
