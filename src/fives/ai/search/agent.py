"""The agent protocol: what every computer player implements, and `act`, the one way to ask one.

Agents work only through the protocol, and only on what their seat may know.

An `Agent` chooses an action for ``player`` in an *observation*: a state drawn by
`State.resample_hidden(player, rng)` from the true one, so every fact hidden from the seat is
random in it and an agent cannot read a secret even by mistake.  `act` is the one way the
CLI and the server ask an agent for a move.  An agent that remembers (e.g. follows a shuffle)
implements `observe`, which is called with the seat's view after every action.

`act` keeps the cyclic garbage collector's passes over the process's older objects out of the
agent's thinking (`gc_window`).  A full pass walks every tracked object of the process (the kept
search trees and solver tables of every seat a worker holds, the games), 30-80 ms with a hard Torris
agent's tree beside the medium one, and fell into whatever move allocated when it came due: a 0.05 s
Torris move took up to 0.16 s.  Holding the collector off during the search does not help: its first
pass afterwards walks everything the search left and falls into the same move.  So a decision runs
with the objects older than it frozen (`gc.freeze`, constant time): the collector runs as usual but
walks only what this decision allocates, and the frozen objects go back to the oldest generation
when it ends (`gc.unfreeze`).  Reference counting frees nearly all garbage at once as always; cyclic
garbage among frozen objects waits for a pass outside a decision, and at the latest for the full
collection that a decision makes when it has chosen if the process's peak memory grew by
`GROWTH_BYTES` since the last one (where the peak cannot be read: every `FULL_EVERY`-th decision),
so memory stays bounded; the agents leave next to no cyclic garbage (none a move at any game's max
level), so that collection is rare (a full pass every 100 decisions cost 35 ms and put a 0.08 s
Cambio move over 0.1 s: docs/ai/torris.md).
"""

from __future__ import annotations

import contextlib
import gc
import random
import sys
import threading
from collections.abc import Iterator
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


#: a decision ends with a full collection when the process's peak memory grew this much since the
#: last one (`gc_window`)
GROWTH_BYTES = 32 << 20
#: where the peak cannot be read, every this many decisions end with a full collection
FULL_EVERY = 1000


def _peak_bytes() -> int | None:
    """The process's peak resident memory in bytes, None where the platform does not say."""
    try:
        import resource
    except ImportError:  # Windows
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return int(peak) if sys.platform == "darwin" else int(peak) * 1024


class _GCWindow:
    """Counts the decisions under way in this process (threads may overlap): the first freezes the
    objects older than it (where the collector is on and nothing else froze objects: a process
    that froze its own start-up objects keeps them frozen), the last one out unfreezes them."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.depth = 0
        self.frozen = False
        self.decisions = 0
        #: the peak memory at the last full collection (None: not read yet)
        self.last_peak: int | None = None

    @contextlib.contextmanager
    def __call__(self) -> Iterator[None]:
        with self.lock:
            if self.depth == 0:
                self.decisions += 1
                self.frozen = gc.isenabled() and gc.get_freeze_count() == 0
                if self.frozen:
                    gc.freeze()
            self.depth += 1
        try:
            yield
        finally:
            with self.lock:
                self.depth -= 1
                if self.depth == 0 and self.frozen:
                    gc.unfreeze()
                    self.frozen = False
                    if self._due():
                        gc.collect()

    def _due(self) -> bool:
        """Whether this decision ends with a full collection (see the module docstring)."""
        peak = _peak_bytes()
        if peak is None:
            return self.decisions % FULL_EVERY == 0
        if self.last_peak is None or peak - self.last_peak >= GROWTH_BYTES:
            due = self.last_peak is not None
            self.last_peak = peak
            return due
        return False


#: ``with gc_window():`` runs its body with the older objects out of the collector's passes (above)
gc_window = _GCWindow()


def act(agent: Agent, state: State[Any], player: int, rng: random.Random) -> Any:
    """Ask ``agent`` for ``player``'s action in ``state``, showing it only what the seat may know
    (the older objects out of the collector's way meanwhile: `gc_window`)."""
    if player not in state.acting_players():
        raise ValueError(f"player {player} has nothing to do now")
    with gc_window():
        observation = state.resample_hidden(player, rng)
        action = agent.choose(observation, player, rng)
        legal = state.legal_actions(player)
    if action not in legal:
        raise ValueError(f"agent {agent.name} chose an illegal action {action!r}")
    return action
