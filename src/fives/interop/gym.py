"""Abräumen (peg solitaire, one player) as a Gymnasium environment (``pip install fives[research]``).

Importing this module registers ``fives/Abraeumen-v0``::

    import gymnasium
    import fives.interop.gym  # registers fives/Abraeumen-v0

    env = gymnasium.make("fives/Abraeumen-v0")  # for training: no solver in the loop
    observation, info = env.reset(seed=0)
    observation, reward, terminated, truncated, info = env.step(int(info["action_mask"].argmax()))

    oracle = gymnasium.make("fives/Abraeumen-v0", oracle=True)  # the exact solver's verdict in info
    observation, info = oracle.reset(seed=0)
    observation, reward, terminated, truncated, info = oracle.step(info["best_action"])

- Observation: the board, ``int8`` array of shape (6, 6), 1 for a stone (row ``r`` is rank
  ``r + 1``, column ``c`` file ``"abcdef"[c]``): the ``stones`` field of Abräumen's observation
  (`fives.interop.observation`).
- Action: ``Discrete(96)``, an index into `fives.games.abraeumen.JUMPS` (from, over, to), the
  same ids as the OpenSpiel and PettingZoo adapters.
- Reward: 0 until the puzzle ends, then our return: +1 when one stone is left, else
  ``-(stones - 1) / 31``.  ``terminated`` when no jump is left.
- An illegal jump changes nothing and ends the episode with reward -1 (``info["illegal"]``), as
  PettingZoo's classic environments do; use ``info["action_mask"]`` (or `action_masks`, the
  method MaskablePPO of sb3-contrib asks for) to stay legal.
- ``info``: ``action_mask`` (int8, 1 for each legal jump), ``stones`` (left on the board),
  ``illegal`` and, with ``oracle=True`` (an opt-in: off by default, so the default fits
  training), the exact solver's verdict (the hint of the game's AI plug,
  `fives.ai.plugin.ai_plugin`): ``solvable`` (whether one stone can still be the end) and
  ``best_action`` (a jump that keeps it solvable; -1 when none).  The solver answers in
  milliseconds mostly, up to about a second in a rare lost position: in random play it makes a
  step hundreds of times dearer (docs/research.md gives the figures).  Its answers are kept per
  position (`ORACLE_CACHE` positions, shared by every environment of the process, oldest
  dropped first), so positions met again (the first jumps of every episode) cost a lookup.
- ``reset(options={"position": snapshot})`` starts from a position snapshot (as
  `fives.core.Game.state_from_snapshot` takes it); ``render_mode="ansi"`` draws the board.
"""

from __future__ import annotations

from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from numpy.typing import NDArray

import fives.games
from fives.ai.plugin import SolverHint, ai_plugin
from fives.games.abraeumen import JUMPS, SIZE, AbraeumenState

ENV_ID = "fives/Abraeumen-v0"


def _solver_hint(state: AbraeumenState) -> SolverHint:
    """The exact solver's verdict, through the game's AI plug."""
    hint = ai_plugin("abraeumen").hint
    assert hint is not None, "Abräumen's AI declares its solver's hint"
    return hint(state)


#: How many positions' verdicts the oracle keeps (a verdict depends on the stones only).
ORACLE_CACHE = 1 << 16
_VERDICTS: dict[int, tuple[bool, int]] = {}


def _verdict(state: AbraeumenState) -> tuple[bool, int]:
    """(solvable, best jump or -1) of ``state``, kept for its stones (oldest dropped first)."""
    found = _VERDICTS.get(state.occupied)
    if found is None:
        hint = _solver_hint(state)
        found = (bool(hint.solvable), -1 if hint.best is None else int(hint.best))
        if len(_VERDICTS) >= ORACLE_CACHE:
            del _VERDICTS[next(iter(_VERDICTS))]
        _VERDICTS[state.occupied] = found
    return found


#: The reward (and end) of an illegal jump.
ILLEGAL_REWARD = -1.0

Board = NDArray[np.int8]


class AbraeumenEnv(gymnasium.Env[Board, np.int64]):
    """Abräumen as a Gymnasium environment (see the module docstring)."""

    metadata: dict[str, Any] = {"render_modes": ["ansi"], "render_fps": 4}  # noqa: RUF012 (as Gymnasium declares it)

    def __init__(self, render_mode: str | None = None, oracle: bool = False) -> None:
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be None or 'ansi', not {render_mode!r}")
        self.render_mode = render_mode
        self.oracle = oracle
        self.game = fives.games.load("abraeumen")
        self.options = self.game.validate_options({})
        self.observation_space = spaces.Box(0, 1, (SIZE, SIZE), np.int8)
        self.action_space = spaces.Discrete(len(JUMPS))
        self._state = self._new(None)

    def _new(self, position: Any) -> AbraeumenState:
        if position is None:
            state = self.game.new_state(self.options, seed=0)
        else:
            state = self.game.state_from_snapshot(position, self.options, seed=0)
        assert isinstance(state, AbraeumenState)
        return state

    @property
    def fives_state(self) -> AbraeumenState:
        """Our state (the real one)."""
        return self._state

    def legal_actions(self) -> list[int]:
        return self._state.legal_actions(0) if not self._state.is_terminal() else []

    def action_masks(self) -> NDArray[np.int8]:
        """1 for each legal jump (the method MaskablePPO asks for)."""
        mask = np.zeros(len(JUMPS), np.int8)
        mask[self.legal_actions()] = 1
        return mask

    def _observation(self) -> Board:
        occupied = self._state.occupied
        bits = [(occupied >> i) & 1 for i in range(SIZE * SIZE)]
        return np.array(bits, np.int8).reshape(SIZE, SIZE)

    def _info(self, illegal: bool = False) -> dict[str, Any]:
        info: dict[str, Any] = {
            "action_mask": self.action_masks(),
            "stones": self._state.stones(),
            "illegal": illegal,
        }
        if self.oracle:
            info["solvable"], info["best_action"] = _verdict(self._state)
        return info

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Board, dict[str, Any]]:
        super().reset(seed=seed)
        self._state = self._new((options or {}).get("position"))
        return self._observation(), self._info()

    def step(self, action: Any) -> tuple[Board, float, bool, bool, dict[str, Any]]:
        jump = int(action)
        if jump not in self.legal_actions():
            return self._observation(), ILLEGAL_REWARD, True, False, self._info(illegal=True)
        self._state.apply(jump, 0)
        done = self._state.is_terminal()
        reward = float(self._state.returns()[0]) if done else 0.0
        return self._observation(), reward, done, False, self._info()

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        rows = self._observation()
        return "\n".join("".join("o" if v else "." for v in rows[r]) for r in reversed(range(SIZE))) + "\n"


def register() -> None:
    """Register ``fives/Abraeumen-v0`` with Gymnasium (again a no-op)."""
    if ENV_ID not in gymnasium.registry:
        gymnasium.register(id=ENV_ID, entry_point=f"{__name__}:AbraeumenEnv")


register()

__all__ = ["ENV_ID", "ILLEGAL_REWARD", "ORACLE_CACHE", "AbraeumenEnv", "register"]
