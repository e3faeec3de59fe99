"""Fünf gewinnt's actions on a bounded square of its unbounded surface.

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

from collections.abc import Hashable, Mapping

from fives.core import Options

from ..actions import ActionSpace, ActionSpaceError, InteropTable, Spaces, TableSpace

#: The default coordinate bound of Fünf gewinnt's unbounded surface.
DEFAULT_RADIUS = 16


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
        # the fast path (the adapters encode every legal list): plain arithmetic, no generators
        if type(action) is tuple:
            r, w = self.radius, self.width
            if len(action) == 2:
                x, y = action
                if type(x) is int and type(y) is int and -r <= x <= r and -r <= y <= r:
                    return 1 + (y + r) * w + x + r
            elif len(action) == 4:
                x, y, u, v = action
                if (
                    type(x) is int
                    and type(y) is int
                    and type(u) is int
                    and type(v) is int
                    and -r <= x <= r
                    and -r <= y <= r
                    and -r <= u <= r
                    and -r <= v <= r
                ):
                    return 1 + self.cells + ((y + r) * w + x + r) * self.cells + (v + r) * w + u + r
        return self._encode_checked(action)

    def _encode_checked(self, action: Hashable) -> int:
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


def build(options: Options, params: Mapping[str, int]) -> Spaces:
    return Spaces(GridSpace(params["radius"]), TableSpace([(0,), (1,)]))


#: ``radius``: the adapter parameter that bounds the coordinates (OpenSpiel's and PettingZoo's).
TABLE = InteropTable(build, {"radius": DEFAULT_RADIUS})
