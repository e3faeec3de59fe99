"""Every `fives` game as a PettingZoo AEC environment (``pip install fives[research]``)::

    from fives.interop.pettingzoo import env

    e = env("cambio", options={"players": 2})  # raw_env(...): without PettingZoo's default wrappers
    e.reset(seed=1)
    for agent in e.agent_iter():
        observation, reward, termination, truncation, info = e.last()
        done = termination or truncation
        e.step(None if done else e.action_space(agent).sample(observation["action_mask"]))

Agents are ``player_0 .. player_{n-1}`` (our players 0..n-1).  Actions are the dense ids of
`fives.interop.spaces` (``Discrete(size)``); an observation is a dict with ``observation`` (the
game's own observation of what the agent knows, float32, its layout in
`fives.interop.observation`; ``observation="hashed"``: the hashed view of `fives.interop.features`,
``tensor_size`` long) and ``action_mask`` (int8, 1 for each legal id; all zero for an agent who
is not to act).  Chance events are drawn by the environment from the ``reset`` seed; the agents
never see a chance node.  Simultaneous rounds (Zahlenpoker) are taken one acting agent at a
time, as our protocol does: a submitted choice stays hidden from the other agents' observations
until the reveal.  Rewards are our zero-sum returns, given once when the game ends (the whole
match, for games played as a match; ``single=True``: one round or game).  As in PettingZoo's classic
environments, `env` wraps `raw_env` in the default wrappers (an illegal id ends the game with -1
for its agent); the bare `raw_env` raises `fives.core.IllegalActionError` for an illegal id.
``env.fives_state`` is our state, ``env.legal_strings(agent)`` the legal moves in our notation,
and ``render()`` (render_mode ``"ansi"``) returns the spectator's view as JSON text.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import numpy as np
from numpy.typing import NDArray
from pettingzoo import AECEnv  # type: ignore[import-untyped]
from pettingzoo.utils import wrappers  # type: ignore[import-untyped]
from pettingzoo.utils.wrappers.order_enforcing import (  # type: ignore[import-untyped]
    AECOrderEnforcingIterable,
    AECOrderEnforcingIterator,
)

from fives.core import CHANCE, TERMINAL, State

from .environment import GameEnvironment
from .features import DEFAULT_SIZE
from .observe import observation


class FivesEnv(GameEnvironment, AECEnv):  # type: ignore[misc]  # pettingzoo is untyped
    """One of our games with fixed options as an AEC environment.  ``single=True`` plays one
    round or game of a game played as a match (`fives.interop.spaces.single_options`; it
    overrides those options).  Extra keyword arguments are the game's own adapter parameters
    (`fives.interop.spaces.adapter_parameters`; none at present)."""

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
        super().__init__()
        self._setup(game_id, options, position, tensor_size, render_mode, single, params, observation)
        #: the last mask `observe` made, with its position (state, history, length, last entry,
        #: player) and the action space's frame of it (`ActionSpace.frame`)
        self._seen: tuple[State[Any], list[Any], int, object, int, NDArray[np.int8], object] | None = None
        self.metadata = {
            "name": f"fives_{self.game.id}_v0",
            "render_modes": ["ansi"],
            "is_parallelizable": False,
        }

    # ------------------------------------------------------------------ AEC
    def reset(self, seed: int | None = None, options: Mapping[str, Any] | None = None) -> None:
        self._start(seed)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._resolve_chance()
        self._after_move()

    def _after_move(self, current: int | None = None) -> bool:
        """Choose the next agent, or end the game for everyone (then True); ``current``: the
        state's `current_player`, where the caller has it."""
        state = self.fives_state
        if current is None:
            current = state.current_player()
        if current == TERMINAL:
            for agent, value in zip(self.possible_agents, state.returns(), strict=True):
                if agent in self.agents:
                    self.rewards[agent] = float(value)
                    self.terminations[agent] = True
            self.agent_selection = self.agents[0]
            return True
        self.agent_selection = self.possible_agents[current if current >= 0 else state.acting_players()[0]]
        return False

    def step(self, action: int | np.integer[Any] | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is to act and must give an action id")
        state = self.fives_state
        player = self._index[agent]
        index = int(action)
        space = self.spaces.player
        seen = self._seen
        history = state.history
        if (
            seen is not None
            and seen[0] is state
            and seen[1] is history
            and seen[2] == len(history)
            and (not history or history[-1] is seen[3])
            and seen[4] == player
        ):  # `observe` saw this very position: its frame and its mask hold
            chosen = space.decode_in(index, state, seen[6])
            if seen[5][index]:
                state.push(chosen, player)  # the mask said it is legal
            else:
                state.apply(chosen, player)  # refuses it
        else:
            state.apply(space.decode(index, state), player)  # checks, and refuses an illegal one
        self._cumulative_rewards[agent] = 0.0
        rewards = self.rewards
        for other in self.agents:
            rewards[other] = 0.0
        current: int | None = state.current_player()
        if current == CHANCE:
            self._resolve_chance()
            current = None
        if self._after_move(current):  # the returns are the rewards (before the end, all zero: no change)
            self._accumulate_rewards()

    def observe(self, agent: str) -> dict[str, NDArray[Any]]:
        """``agent``'s observation and action mask.  The mask (a copy: the caller may change its
        own) is kept with the position it was made at, so that `step` at that position need not
        list the legal moves a second time (PettingZoo's loop observes, then steps)."""
        state = self.fives_state
        player = self._index[agent]
        space = self.spaces.player
        frame = space.frame(state)
        seen = observation(state, player, space, self.tensor_size, self.encoder, frame)
        history = state.history
        self._seen = (
            state,
            history,
            len(history),
            history[-1] if history else None,
            player,
            seen["action_mask"].copy(),
            frame,
        )
        return seen

    # ------------------------------------------------------------------ extras
    def legal_strings(self, agent: str) -> list[str]:
        """The legal moves of ``agent`` in our notation ([] when not to act)."""
        state = self.fives_state
        player = self._index[agent]
        if state.is_terminal() or player not in state.acting_players():
            return []
        return state.legal_strings(player)


def raw_env(game_id: str, options: Mapping[str, object] | None = None, **kwargs: Any) -> FivesEnv:
    """The bare AEC environment of ``game_id`` (keyword arguments as for `FivesEnv`): an illegal
    id raises `fives.core.IllegalActionError` and changes nothing."""
    return FivesEnv(game_id, options, **kwargs)


#: The attributes of the AEC interface read on every step (`AECEnv.last`, ``agent_iter`` and the
#: wrappers' own steps): each wrapper of `env` reads them straight from the raw environment.
_HOT = ("agent_selection", "agents", "rewards", "terminations", "truncations", "infos", "_cumulative_rewards")
#: Those that PettingZoo's ``OrderEnforcingWrapper`` refuses before ``reset``.
_AFTER_RESET = frozenset(("agent_selection", "agents", "rewards", "terminations", "truncations", "infos"))


def _direct(name: str, ordered: bool) -> property:
    """The raw environment's attribute ``name``, read and written through the wrapper in one step
    instead of one ``__getattr__`` per wrapper (three of them: a third of a step's time).  An
    ordered one refuses before ``reset`` as ``OrderEnforcingWrapper`` does (its ``__getattr__``
    raises, as it would have)."""

    def get(self: Any) -> Any:
        if ordered and not self._has_reset:
            raise AttributeError(name)  # `OrderEnforcingWrapper.__getattr__` says why
        return getattr(self._fives_raw, name)

    def put(self: Any, value: Any) -> None:
        setattr(self._fives_raw, name, value)

    return property(get, put)


def _fast(name: str, base: type, ordered: bool = False, **methods: Any) -> type:
    """``base`` (one of PettingZoo's wrappers) with the hot attributes read directly (and
    ``methods``), as the class ``name`` of this module (so that an environment pickles)."""
    attrs: dict[str, Any] = {n: _direct(n, ordered and n in _AFTER_RESET) for n in _HOT}
    attrs.update(methods)

    wrapper: Any = base

    def init(self: Any, inner: Any, **kwargs: Any) -> None:
        object.__setattr__(self, "_fives_raw", inner.unwrapped)
        wrapper.__init__(self, inner, **kwargs)

    attrs["__init__"] = init
    attrs["__module__"] = __name__
    attrs["__qualname__"] = name
    return type(name, (base,), attrs)


TerminateIllegalWrapper = _fast("TerminateIllegalWrapper", wrappers.TerminateIllegalWrapper)


def _bounded_step(self: Any, action: Any) -> None:
    """``AssertOutOfBoundsWrapper.step``, with a Python int in range passed on at once: the
    ``Discrete`` space's ``contains`` says yes to exactly those ints (it costs a tenth of a step)."""
    if type(action) is int and 0 <= action < self._fives_raw.spaces.player.size:
        self.env.step(action)
    else:
        wrappers.AssertOutOfBoundsWrapper.step(self, action)


AssertOutOfBoundsWrapper = _fast(
    "AssertOutOfBoundsWrapper", wrappers.AssertOutOfBoundsWrapper, step=_bounded_step
)


# The outermost wrapper of `env` takes PettingZoo's loop (``last``, ``observe``, ``step``) in one
# call each instead of one per wrapper, where ``_fives_terminate`` (set by `env`) is the
# ``TerminateIllegalWrapper`` of its chain: the same effects, read and written on that wrapper and
# on the raw environment (a quarter of a step's time less).  Anything out of the ordinary (before
# ``reset``, a dead agent, an id that is not a Python int in range or not in the mask, a game
# ended by an illegal id) goes through PettingZoo's wrappers one by one, as before.


def _ordered_observe(self: Any, agent: str) -> Any:
    """What the chain's ``observe`` does: the raw observation, kept by ``TerminateIllegalWrapper``
    (with the agent's info) when the agent is the one to act."""
    terminate = self._fives_terminate
    if terminate is None or not self._has_reset:
        return wrappers.OrderEnforcingWrapper.observe(self, agent)
    raw = self._fives_raw
    seen = raw.observe(agent)
    if agent == raw.agent_selection:
        terminate._prev_obs = seen
        infos = raw.infos
        terminate._prev_info = infos.get(agent, {})
    return seen


def _ordered_last(self: Any, observe: bool = True) -> tuple[Any, float, bool, bool, dict[str, Any]]:
    """`AECEnv.last`, each attribute read from the raw environment once."""
    if self._fives_terminate is None or not self._has_reset:
        return AECEnv.last(self, observe)  # type: ignore[no-any-return]
    raw = self._fives_raw
    agent = raw.agent_selection
    seen = _ordered_observe(self, agent) if observe else None
    return (
        seen,
        raw._cumulative_rewards[agent],
        raw.terminations[agent],
        raw.truncations[agent],
        raw.infos[agent],
    )


def _ordered_step(self: Any, action: Any) -> None:
    """The chain's ``step`` for a live agent's legal id (a Python int, in range, set in the mask
    that ``TerminateIllegalWrapper`` kept): marked as stepped, the kept observation dropped, and
    the raw environment steps.  Anything else takes the wrappers' own steps."""
    terminate = self._fives_terminate
    if terminate is not None and type(action) is int and self._has_reset and not terminate._terminated:
        raw = self._fives_raw
        kept = terminate._prev_obs
        if type(kept) is dict and raw.agents:
            agent = raw.agent_selection
            mask = kept.get("action_mask")
            if (
                mask is not None
                and 0 <= action < raw.spaces.player.size
                and not raw.terminations[agent]
                and not raw.truncations[agent]
                and mask[action]
            ):
                self._has_updated = True
                terminate._prev_obs = None
                terminate._prev_info = None
                raw.step(action)
                return
    wrappers.OrderEnforcingWrapper.step(self, action)


class _AgentIterator(AECOrderEnforcingIterator):  # type: ignore[misc]  # pettingzoo is untyped
    """``agent_iter``'s iterator, the agents read from the raw environment (the same checks)."""

    def __next__(self) -> str:
        ordered = self.env
        if not ordered._has_reset:
            return super().__next__()  # type: ignore[no-any-return]  # refuses as before
        raw = ordered._fives_raw
        if not raw.agents or self.iters_til_term <= 0:
            raise StopIteration
        self.iters_til_term -= 1
        agent: str = raw.agent_selection
        assert ordered._has_updated, "need to call step() or reset() in a loop over `agent_iter`"
        ordered._has_updated = False
        return agent


class _AgentIterable(AECOrderEnforcingIterable):  # type: ignore[misc]
    def __iter__(self) -> _AgentIterator:
        return _AgentIterator(self.env, self.max_iter)


def _ordered_agent_iter(self: Any, max_iter: int = 2**63) -> Any:
    """``OrderEnforcingWrapper.agent_iter`` with `_AgentIterator`."""
    if self._fives_terminate is None or not self._has_reset:
        return wrappers.OrderEnforcingWrapper.agent_iter(self, max_iter)
    return _AgentIterable(self, max_iter)


OrderEnforcingWrapper = _fast(
    "OrderEnforcingWrapper",
    wrappers.OrderEnforcingWrapper,
    ordered=True,
    _fives_terminate=None,
    observe=_ordered_observe,
    last=_ordered_last,
    step=_ordered_step,
    agent_iter=_ordered_agent_iter,
)


def env(game_id: str, options: Mapping[str, object] | None = None, **kwargs: Any) -> AECEnv:
    """The AEC environment of ``game_id`` with the default wrappers of PettingZoo's classic
    environments: an illegal id ends the game with reward -1 for its agent
    (``TerminateIllegalWrapper``), an id outside the action space is asserted against
    (``AssertOutOfBoundsWrapper``), and the calls must come in order (``OrderEnforcingWrapper``).
    Each is a subclass of PettingZoo's wrapper that reads the attributes every step reads
    (``agent_selection``, ``rewards``, ``terminations`` ...) straight from the raw environment
    instead of through every wrapper's ``__getattr__`` in turn (the same values, a third of a
    step's time less).  Attributes such as ``fives_state`` and ``legal_strings`` reach through the
    wrappers; ``.unwrapped`` is the `FivesEnv`."""
    terminate = TerminateIllegalWrapper(raw_env(game_id, options, **kwargs), illegal_reward=-1)
    ordered = OrderEnforcingWrapper(AssertOutOfBoundsWrapper(terminate))
    ordered._fives_terminate = terminate  # the chain is known: `_ordered_step` and the others
    return ordered


def parallel_env(game_id: str, options: Mapping[str, object] | None = None, **kwargs: Any) -> Any:
    """The parallel environment of ``game_id``: every acting agent gives its action in one joint
    step (for Zahlenpoker's simultaneous rounds; see `fives.interop.parallel`)."""
    from .parallel import FivesParallelEnv

    return FivesParallelEnv(game_id, options, **kwargs)
