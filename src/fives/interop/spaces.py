"""Dense integer ids for the actions and chance outcomes of every game.

Our actions are game-specific hashable values (ints in disjoint ranges, tuples).  Frameworks
want a fixed, finite action set numbered ``0 .. size-1`` that is the same for every state of a
game (OpenSpiel's ``num_distinct_actions`` and ``max_chance_outcomes``, PettingZoo's
``Discrete`` action space).  Building that set by exploring random playouts would be unsound
(an action never met in the exploration would have no id), so each game's set is *declared*
here, enumerated from the public constants of its module: `spaces` returns the player actions
and the chance outcomes of a game with given options, each as an `ActionSpace`.

Player actions and chance outcomes are numbered separately (OpenSpiel numbers chance outcomes
in ``[0, max_chance_outcomes)``).  Every id decodes to an action of the game; not every id is
legal in every state (the legal ones are the state's business).

Fünf gewinnt is played on an unbounded surface, so its action set is infinite.  The adapter
bounds it: coordinates ``x, y`` with ``|x| <= radius`` and ``|y| <= radius`` (default 16).  The
placement phase stays inside ``|x| + |y| <= 31`` (32 stones, each touching the last ones, the
first on 0,0), so radius 16 covers every placement position except long straight snakes, and
random or sensible play stays far inside it (random playouts reach |x| or |y| of 9 at most).
The afterplay can drift without limit in principle.  When a legal action lies outside the
bound, `ActionSpace.encode` raises `ActionSpaceError` naming the action and the bound (the
adapters let it propagate: the game is not silently changed); load the game with a larger
``radius`` then.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from fives.core import Game, Options

#: The default coordinate bound of Fünf gewinnt's unbounded surface.
DEFAULT_RADIUS = 16


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


class GridSpace(ActionSpace):
    """Fünf gewinnt's actions inside the square ``|x|, |y| <= radius``.

    Ids: 0 is the pass ``()``; ``1 + c`` places a stone on cell ``c``; ``1 + C + f * C + t``
    moves a stone from cell ``f`` to cell ``t``; a cell ``(x, y)`` is numbered
    ``(y + radius) * W + (x + radius)`` with ``W = 2 * radius + 1`` and ``C = W * W``.
    """

    def __init__(self, radius: int = DEFAULT_RADIUS) -> None:
        if radius < 1:
            raise ValueError("the radius must be at least 1")
        self.radius = radius
        self.width = 2 * radius + 1
        self.cells = self.width * self.width
        self.size = 1 + self.cells + self.cells * self.cells

    def _cell(self, x: int, y: int, action: Hashable) -> int:
        r = self.radius
        if not (-r <= x <= r and -r <= y <= r):
            raise ActionSpaceError(
                f"fuenf_gewinnt: the action {action!r} leaves the adapter's bound |x|, |y| <= {r}; "
                "load the game with a larger 'radius'"
            )
        return (y + r) * self.width + (x + r)

    def encode(self, action: Hashable) -> int:
        if not isinstance(action, tuple) or not all(type(v) is int for v in action):
            raise ActionSpaceError(f"{action!r} is not a Fünf gewinnt action")
        if len(action) == 0:
            return 0
        if len(action) == 2:
            return 1 + self._cell(action[0], action[1], action)
        if len(action) == 4:
            src = self._cell(action[0], action[1], action)
            dst = self._cell(action[2], action[3], action)
            return 1 + self.cells + src * self.cells + dst
        raise ActionSpaceError(f"{action!r} is not a Fünf gewinnt player action")

    def _xy(self, cell: int) -> tuple[int, int]:
        y, x = divmod(cell, self.width)
        return x - self.radius, y - self.radius

    def decode(self, index: int) -> Hashable:
        self._check_index(index)
        if index == 0:
            return ()
        index -= 1
        if index < self.cells:
            return self._xy(index)
        src, dst = divmod(index - self.cells, self.cells)
        return (*self._xy(src), *self._xy(dst))


@dataclass(frozen=True)
class Spaces:
    """The player actions and the chance outcomes of one game with fixed options."""

    player: ActionSpace
    chance: ActionSpace


def _abraeumen(options: Options) -> Spaces:
    from fives.games.abraeumen import JUMPS

    return Spaces(TableSpace(range(len(JUMPS))), TableSpace(()))


def _cambio(options: Options) -> Spaces:
    from fives.games.cambio import PASS, PLACE_BASE, PUSH_COUNT

    placements = [PLACE_BASE + sq for sq in range(25)]
    chance = placements if options.get_str("setup") == "random" else []
    return Spaces(TableSpace([*range(PUSH_COUNT), *placements, PASS]), TableSpace(chance))


def _fuenf_gewinnt(options: Options, radius: int) -> Spaces:
    return Spaces(GridSpace(radius), TableSpace([(0,), (1,)]))


def _torris(options: Options) -> Spaces:
    from fives.games.torris import FILES_N, LOT_BASE, SQUARES, SYMBOL_BASE, SYMBOLS

    def straight(s: int, d: int) -> bool:  # along a rank or a file: the only moves there are
        return s != d and (s // FILES_N == d // FILES_N or s % FILES_N == d % FILES_N)

    moves = [s * SQUARES + d for s in range(SQUARES) for d in range(SQUARES) if straight(s, d)]
    draws = [SYMBOL_BASE + sq * len(SYMBOLS) + sym for sq in range(SQUARES) for sym in range(len(SYMBOLS))]
    return Spaces(TableSpace(moves), TableSpace([*draws, LOT_BASE, LOT_BASE + 1]))


def _huetchenspieler(options: Options) -> Spaces:
    from fives.games.huetchenspieler import ASK, LAY, LAYOUTS, MOVES, PICK, ROW, START, TURN

    player = [*(LAY + i for i in range(len(LAYOUTS))), TURN, *MOVES]
    player += [ASK + s for s in range(ROW)] + [PICK + p for p in range(ROW)]
    return Spaces(TableSpace(player), TableSpace([START + p for p in range(options.get_int("players"))]))


def _zahlenpoker(options: Options) -> Spaces:
    from fives.games.zahlenpoker import EMPTY, STEAL, VALUES

    steals = [STEAL + p for p in range(options.get_int("players"))]
    return Spaces(TableSpace([EMPTY, *VALUES, *steals]), TableSpace(()))


def _all_fives(options: Options) -> Spaces:
    from fives.games.all_fives.codes import DRAW, LOT, PASS, play_action
    from fives.games.all_fives.layout import END_NAMES, NUM_TILES

    ends = len(END_NAMES) + 1  # W, E, N, S and the opening play
    plays = [play_action(t, e) for t in range(NUM_TILES) for e in range(ends)]
    lots = [LOT + p for p in range(options.get_int("players"))]
    return Spaces(TableSpace([*plays, DRAW, PASS]), TableSpace([*range(NUM_TILES), *lots]))


def _make5(options: Options) -> Spaces:
    from fives.games.make5 import (
        COLOURS,
        DRAW_BASE,
        LOT_BASE,
        PASS,
        PLACE_BASE,
        PLACES,
        RUNWAYS,
        move_action,
    )

    moves = [move_action(r, k, t) for r in range(RUNWAYS) for k in range(PLACES) for t in range(RUNWAYS)]
    player = [PASS, *moves, *(PLACE_BASE + t for t in range(RUNWAYS))]
    chance = [*(DRAW_BASE + c for c in range(COLOURS)), LOT_BASE, LOT_BASE + 1]
    return Spaces(TableSpace(player), TableSpace(chance))


_BUILDERS = {
    "abraeumen": _abraeumen,
    "cambio": _cambio,
    "torris": _torris,
    "huetchenspieler": _huetchenspieler,
    "zahlenpoker": _zahlenpoker,
    "all_fives": _all_fives,
    "make5": _make5,
}

#: The games whose action sets are declared here.
SUPPORTED: tuple[str, ...] = (*_BUILDERS, "fuenf_gewinnt")


def spaces(
    game: Game[Any], options: Mapping[str, object] | None = None, *, radius: int = DEFAULT_RADIUS
) -> Spaces:
    """The action and chance-outcome spaces of ``game`` with ``options`` (validated here).

    ``radius`` bounds Fünf gewinnt's coordinates (ignored by the other games).
    """
    opts = options if isinstance(options, Options) else game.validate_options(options)
    if game.id == "fuenf_gewinnt":
        return _fuenf_gewinnt(opts, radius)
    builder = _BUILDERS.get(game.id)
    if builder is None:
        raise ActionSpaceError(f"{game.id}: no action space is declared for it in fives.interop.spaces")
    return builder(opts)
