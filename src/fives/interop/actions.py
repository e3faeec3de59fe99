"""The pieces of an action table: `ActionSpace` (a finite set of actions numbered densely),
`TableSpace` (an explicit list), `Spaces` (a game's player actions and chance outcomes) and
`InteropTable`, what each game declares in its ``interop`` module (``fives.games.<game_id>.interop``)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from fives.core import Options, OptionValue, State

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray


class ActionSpaceError(ValueError):
    """An action (or id) that the adapter's action space does not contain."""


class ActionSpace(ABC):
    """A finite set of actions, numbered densely ``0 .. size-1``.

    Most spaces number the actions once for every state (a table).  A space with ``relative``
    True numbers them relative to the position (e.g. Fünf gewinnt's cells relative to the stones
    on its unbounded surface): its `encode` and `decode` need the ``state`` the action is taken
    in, and the same id may name different actions in different states, as in many of
    OpenSpiel's own games."""

    size: int
    #: True when ids depend on the state (then `encode` and `decode` need it).
    relative: bool = False

    @abstractmethod
    def encode(self, action: Hashable, state: State[Any] | None = None) -> int:
        """The id of ``action`` (in ``state``); `ActionSpaceError` when it is not in the space."""

    @abstractmethod
    def decode(self, index: int, state: State[Any] | None = None) -> Hashable:
        """The action with id ``index`` (in ``state``); `ActionSpaceError` when out of range."""

    def encode_all(self, actions: Sequence[Hashable], state: State[Any] | None = None) -> list[int]:
        """The ids of ``actions`` (e.g. a state's legal actions), in the same order."""
        return [self.encode(a, state) for a in actions]

    def actions(self) -> Iterator[Hashable]:
        """Every action of the space, in id order (only for a space that is not ``relative``)."""
        return (self.decode(i) for i in range(self.size))

    def frame(self, state: State[Any]) -> object:
        """What a ``relative`` space's ids in ``state`` are relative to (Fünf gewinnt: the frame
        of the stones), for `encode_all_in` and `decode_in`: a caller that keeps it for one
        position (the OpenSpiel adapter, between a legal list and the move chosen from it) finds
        it once.  None for a space whose ids are the same in every state."""
        return None

    def encode_all_in(self, actions: Sequence[Hashable], state: State[Any], frame: object) -> list[int]:
        """`encode_all` with ``frame``, this space's `frame` of ``state`` (the same ids)."""
        return self.encode_all(actions, state)

    def decode_in(self, index: int, state: State[Any], frame: object) -> Hashable:
        """`decode` with ``frame``, this space's `frame` of ``state`` (the same action)."""
        return self.decode(index, state)

    def write_mask(
        self, state: State[Any], player: int, mask: NDArray[np.int8], frame: object = None
    ) -> None:
        """Set to 1 the entry of ``mask`` (all zero, `size` long) at the id of each legal action
        of ``player``, who is to act in ``state`` (``frame``: this space's `frame` of ``state``,
        where the caller has it).  A game's space overrides it where it finds the ids much
        faster from the state's fields than by encoding `State.legal_actions` (Fünf gewinnt's
        afterplay: hundreds of moves); the same ids, which tests check along random games."""
        legal = state.legal_actions(player)
        ids = self.encode_all(legal, state) if frame is None else self.encode_all_in(legal, state, frame)
        if ids:
            mask.put(ids, 1)

    def outcome_pairs(self, state: State[Any]) -> list[tuple[int, float]] | None:
        """For a chance space: the chance outcomes of ``state`` as ``(id, probability)`` pairs
        in id order, as the OpenSpiel adapter lists them, or None for "convert
        `State.chance_outcomes`" (the default).  A game's table overrides it where it lists
        them much faster from the state's fields than by converting our list (a chance node
        every move: All Fives, Torris); the same list, which tests check along random games."""
        return None

    def __len__(self) -> int:
        return self.size

    def __contains__(self, action: object) -> bool:
        try:
            self.encode(action)
        except (ActionSpaceError, TypeError):
            return False
        return True

    def _check_index(self, index: int) -> None:
        if not 0 <= index < self.size:
            raise ActionSpaceError(f"action id {index} is out of range 0..{self.size - 1}")


class TableSpace(ActionSpace):
    """An explicit list of actions; the id of an action is its position in the list."""

    def __init__(self, actions: Sequence[Hashable]) -> None:
        self._actions = tuple(actions)
        self._index = {a: i for i, a in enumerate(self._actions)}
        if len(self._index) != len(self._actions):
            raise ValueError("an action space lists each action once")
        self.size = len(self._actions)

    def encode(self, action: Hashable, state: State[Any] | None = None) -> int:
        index = self._index.get(action)
        if index is None:
            raise ActionSpaceError(f"{action!r} is not in this action space")
        return index

    def encode_all(self, actions: Sequence[Hashable], state: State[Any] | None = None) -> list[int]:
        try:
            return [self._index[a] for a in actions]  # one dict lookup each: the adapters' hot path
        except (KeyError, TypeError):
            return [self.encode(a) for a in actions]  # raises for the first unknown action

    def decode(self, index: int, state: State[Any] | None = None) -> Hashable:
        if 0 <= index < self.size:
            return self._actions[index]
        self._check_index(index)
        return None  # unreachable: _check_index raised

    def actions(self) -> Iterator[Hashable]:
        return iter(self._actions)


@dataclass(frozen=True)
class Spaces:
    """The player actions and the chance outcomes of one game with fixed options."""

    player: ActionSpace
    chance: ActionSpace


#: How a game's table builds its spaces: from the validated options and the adapter parameters
#: (each parameter of `InteropTable.parameters`, given or at its default).
SpacesBuilder = Callable[[Options, Mapping[str, int]], Spaces]


@dataclass(frozen=True)
class InteropTable:
    """What a game gives the interop adapters: its declared action table.

    ``build`` enumerates the player actions and the chance outcomes from the public constants of
    the game's rules module; ``parameters`` are the game's own adapter parameters with their
    defaults (e.g. the coordinate bound of a game played on an unbounded surface), passed to
    ``build`` and offered as OpenSpiel parameters and PettingZoo keyword arguments.  ``single``
    are the options that make a game played as a match one round or one game (e.g. Make 5's
    ``games=1``), set by the adapters' ``single`` switch; empty for a game that is one game.
    """

    build: SpacesBuilder
    parameters: Mapping[str, int] = field(default_factory=dict)
    single: Mapping[str, OptionValue] = field(default_factory=dict)
