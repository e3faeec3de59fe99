"""The pieces of an action table: `ActionSpace` (a finite set of actions numbered densely),
`TableSpace` (an explicit list), `Spaces` (a game's player actions and chance outcomes) and
`InteropTable`, what each game declares in ``fives.interop.tables.<game_id>``."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field

from fives.core import Options, OptionValue


class ActionSpaceError(ValueError):
    """An action (or id) that the adapter's action space does not contain."""


class ActionSpace(ABC):
    """A finite set of actions, numbered densely ``0 .. size-1``."""

    size: int

    @abstractmethod
    def encode(self, action: Hashable) -> int:
        """The id of ``action``; `ActionSpaceError` when it is not in the space."""

    @abstractmethod
    def decode(self, index: int) -> Hashable:
        """The action with id ``index``; `ActionSpaceError` when out of range."""

    def actions(self) -> Iterator[Hashable]:
        """Every action of the space, in id order."""
        return (self.decode(i) for i in range(self.size))

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

    def encode(self, action: Hashable) -> int:
        index = self._index.get(action)
        if index is None:
            raise ActionSpaceError(f"{action!r} is not in this action space")
        return index

    def decode(self, index: int) -> Hashable:
        self._check_index(index)
        return self._actions[index]

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
