"""Fünf gewinnt's actions, numbered relative to the stones on its unbounded surface.

The surface is unbounded, so a fixed square of absolute coordinates either misses legal moves or
is huge (radius 16 took 1,187,011 ids).  The ids here are relative to the **frame** of the
position: its origin ``(ox, oy)`` is one cell left of and below the stones' bounding box
(``ox = min x - 1``, ``oy = min y - 1``; ``(-1, -1)`` on the empty surface, so the first stone
``0,0`` is cell ``(1, 1)``), and a cell ``(x, y)`` is numbered
``(x - ox) * EXTENT + (y - oy)`` (x-major, so the rules' (x, y) order is id order).

- id 0: ``pass``;
- ``1 + cell``: place a stone on ``cell``;
- ``1 + CELLS + k * CELLS + cell``: lift the mover's ``k``-th stone (its stones in (x, y) order,
  ``k < 16``) and place it on ``cell``.

That is ``1 + 17 * CELLS = 19,653`` ids with ``EXTENT = 34`` (``CELLS = 1,156``).

**Why 34 cells cover every legal action.**  The stones always form one area connected along
sides (the rules keep it so after every move, and a snapshot must be connected), and there are
at most 32 of them.  A connected area of ``n`` cells has a bounding box with ``w + h <= n + 1``
(each cell added to a connected area widens the box by at most one row or column), so
``w, h <= 32``.  Every placement and every destination touches a stone along a side, so it lies
in the box widened by one cell on each side: ``0 <= x - ox <= w + 1 <= 33``, and the same for y.
The lifted stone is one of the mover's at most 16.  So no legal action of the game falls
outside, in the placement or the afterplay, however far the afterplay drifts.  A state that
breaks these facts (only by changing our state by hand: two areas, more stones) gets an
`ActionSpaceError` that says so, never a wrong id.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, cast

from fives.core import Options, State
from fives.games.fuenf_gewinnt import STONES_EACH, FuenfGewinntState
from fives.games.fuenf_gewinnt.board import STRIDE
from fives.interop.actions import ActionSpace, ActionSpaceError, InteropTable, Spaces, TableSpace

if TYPE_CHECKING:  # numpy only where a mask is asked for (`import fives` never loads it)
    import numpy as np
    from numpy.typing import NDArray

#: The frame's extent on each axis: the widest area (32 stones in a line) and a cell either side.
EXTENT = 2 * STONES_EACH + 2
#: Cells of the frame.
CELLS = EXTENT * EXTENT
#: The first id of a move (after the pass and the placements).
MOVES = 1 + CELLS


class Frame:
    """The frame of one position (`AreaSpace.frame`): its origin, its stones and, once asked, the
    stones of the player to move in (x, y) order (the ``k`` of a move's id)."""

    __slots__ = ("board", "cols", "mine", "ox", "oy", "rows", "wide")

    def __init__(
        self, ox: int, oy: int, board: dict[tuple[int, int], int], wide: bool, rows: int = 0, cols: int = 0
    ) -> None:
        self.ox = ox
        self.oy = oy
        #: the rows and columns of the frame that a stone or a cell touching one can lie in
        #: (the stones' bounding box and a cell either side)
        self.rows = rows
        self.cols = cols
        self.board = board
        #: the stones span more than the frame holds (only a state changed by hand): no ids
        self.wide = wide
        self.mine: list[tuple[int, int]] | None = None

    def mover(self, state: State[Any]) -> list[tuple[int, int]]:
        """The stones of the player to move in ``state``, in (x, y) order."""
        mine = self.mine
        if mine is None:
            player = state.current_player()
            board = self.board
            if (
                isinstance(state, FuenfGewinntState)
                and player in (0, 1)
                and len(board) == state.stones_on_board(0) + state.stones_on_board(1)
                and state.stones_on_board(player) <= STONES_EACH
            ):  # the sorted stones the rules keep (not where a state was changed by hand)
                mine = state.stones_of(player)
            else:
                mine = AreaSpace._mine(board, player)
            self.mine = mine
        return mine


class AreaSpace(ActionSpace):
    """Fünf gewinnt's actions, relative to the frame of the stones (see the module docstring)."""

    relative = True

    def __init__(self) -> None:
        self.size = MOVES + STONES_EACH * CELLS

    def frame(self, state: State[Any] | None) -> Frame:
        """The frame of ``state``: one cell left of and below its stones' bounding box."""
        board: dict[tuple[int, int], int] | None = getattr(state, "board", None)
        if board is None:
            raise ActionSpaceError(
                "fuenf_gewinnt: ids are relative to the stones on the surface; give the state"
            )
        if not board:
            return Frame(-1, -1, board, False)
        if isinstance(state, FuenfGewinntState):
            box = state.extent()
            assert box is not None
            low_x, low_y, high_x, high_y = box
        else:  # a state of another class with our board (not one the game makes)
            xs, ys = zip(*board, strict=True)
            low_x, low_y, high_x, high_y = min(xs), min(ys), max(xs), max(ys)
        ox = low_x - 1
        oy = low_y - 1
        rows = high_x - ox + 2
        cols = high_y - oy + 2
        return Frame(ox, oy, board, rows > EXTENT or cols > EXTENT, rows, cols)

    @staticmethod
    def _mine(board: Mapping[tuple[int, int], int], player: int) -> list[tuple[int, int]]:
        mine = sorted([cell for cell, colour in board.items() if colour == player])
        if len(mine) > STONES_EACH:
            raise ActionSpaceError(f"fuenf_gewinnt: more than {STONES_EACH} stones of one colour")
        return mine

    @staticmethod
    def _checked(frame: Frame) -> Frame:
        if frame.wide:
            raise ActionSpaceError(
                f"fuenf_gewinnt: the stones span more than {EXTENT - 2} cells, which the rules never "
                "allow (at most 32 stones in one connected area); the ids cannot name this position"
            )
        return frame

    def encode_all(self, actions: Sequence[Hashable], state: State[Any] | None = None) -> list[int]:
        frame = self.frame(state)
        assert state is not None  # frame refused None
        return self.encode_all_in(actions, state, frame)

    def encode_all_in(self, actions: Sequence[Hashable], state: State[Any], frame: object) -> list[int]:
        assert isinstance(frame, Frame)
        ox, oy = self._checked(frame).ox, frame.oy
        if not actions:
            return []
        first = actions[0]
        try:
            if type(first) is tuple and len(first) == 2:  # placements (the list holds one kind)
                base = 1 - ox * EXTENT - oy
                cells = cast("Sequence[tuple[int, int]]", actions)
                return [base + x * EXTENT + y for x, y in cells]
            if type(first) is tuple and len(first) == 4:  # afterplay moves
                base = MOVES - ox * EXTENT - oy
                rank = {c: base + k * CELLS for k, c in enumerate(frame.mover(state))}
                ids: list[int] = []
                append = ids.append
                px, py, r = first[0] + 1, 0, 0  # not the first move's stone
                for x, y, u, v in cast("Sequence[tuple[int, int, int, int]]", actions):
                    if x != px or y != py:  # a stone's moves come one after another: one lookup
                        r = rank[x, y]
                        px = x
                        py = y
                    append(r + u * EXTENT + v)
                return ids
        except (KeyError, TypeError, ValueError):
            pass  # a mixed or foreign list: each action checked below, with the error it earns
        return [self._encode(a, state, frame) for a in actions]

    def write_mask(
        self, state: State[Any], player: int, mask: NDArray[np.int8], frame: object = None
    ) -> None:
        """The afterplay's ids straight from the rules' bitboards (`move_bits`: each stone's
        destinations), without a tuple for each of the hundreds of moves; the placements' ids
        from `FuenfGewinntState.placements` (the legal actions while stones are in hand), as
        `encode_all` finds them."""
        import numpy as np  # here, not above: `import fives` never loads numpy

        if not isinstance(frame, Frame):
            frame = self.frame(state)
        if not isinstance(state, FuenfGewinntState):
            super().write_mask(state, player, mask, frame)
            return
        if not state.afterplay:
            base = 1 - self._checked(frame).ox * EXTENT - frame.oy
            mask.put([base + x * EXTENT + y for x, y in state.placements()], 1)
            return
        self._checked(frame)
        if state.stones_on_board(player) > STONES_EACH:
            raise ActionSpaceError(f"fuenf_gewinnt: more than {STONES_EACH} stones of one colour")
        x0, y0, pairs = state.move_bits(player)
        if not pairs:  # no move: the pass
            mask[0] = 1
            return
        # the frame's rows and columns of the bitboard (every destination lies in both)
        row, col = frame.ox - x0, frame.oy - y0
        if row < 0 or col < 0:  # not so in any state the rules make; then the plain way
            super().write_mask(state, player, mask, frame)
            return
        rows, cols = frame.rows, frame.cols
        shift = row * STRIDE
        size = rows * STRIDE // 8
        raw = b"".join([(dest >> shift).to_bytes(size, "little") for _, dest in pairs])
        bits = np.unpackbits(np.frombuffer(raw, np.uint8), bitorder="little")
        window = bits.reshape(len(pairs), rows, STRIDE)[:, :, col : col + cols]
        # the mask's bytes as unsigned, as the bits are: a copy without a cast
        blocks = mask[MOVES:].view(np.uint8).reshape(STONES_EACH, EXTENT, EXTENT)
        first, last = pairs[0][0], pairs[-1][0]
        if last - first == len(pairs) - 1:  # the stones in a run (the common case): a slice
            blocks[first : last + 1, :rows, :cols] = window
        else:
            blocks[[rank for rank, _ in pairs], :rows, :cols] = window

    def encode(self, action: Hashable, state: State[Any] | None = None) -> int:
        frame = self.frame(state)
        assert state is not None
        return self._encode(action, state, frame)

    def _encode(self, action: Hashable, state: State[Any], frame: Frame) -> int:
        ox, oy = self._checked(frame).ox, frame.oy
        if not isinstance(action, tuple) or not all(type(v) is int for v in action):
            raise ActionSpaceError(f"{action!r} is not a Fünf gewinnt action")
        if len(action) == 0:
            return 0
        if len(action) == 2:
            return 1 + self._cell(action[0] - ox, action[1] - oy, action)
        if len(action) == 4:
            mine = frame.mover(state)
            source = (action[0], action[1])
            if source not in mine:
                raise ActionSpaceError(
                    f"fuenf_gewinnt: {action!r} does not lift a stone of the player to move"
                )
            return MOVES + mine.index(source) * CELLS + self._cell(action[2] - ox, action[3] - oy, action)
        raise ActionSpaceError(f"{action!r} is not a Fünf gewinnt player action")

    @staticmethod
    def _cell(dx: int, dy: int, action: Hashable) -> int:
        if 0 <= dx < EXTENT and 0 <= dy < EXTENT:
            return dx * EXTENT + dy
        raise ActionSpaceError(f"fuenf_gewinnt: {action!r} does not touch the stones (outside the frame)")

    def decode(self, index: int, state: State[Any] | None = None) -> Hashable:
        frame = self.frame(state)
        assert state is not None
        return self.decode_in(index, state, frame)

    def decode_in(self, index: int, state: State[Any], frame: object) -> Hashable:
        assert isinstance(frame, Frame)  # an id names a cell of the frame (also a wide one)
        self._check_index(index)
        if index == 0:
            return ()
        if index < MOVES:
            dx, dy = divmod(index - 1, EXTENT)
            return (frame.ox + dx, frame.oy + dy)
        k, cell = divmod(index - MOVES, CELLS)
        mine = frame.mover(state)
        if k >= len(mine):
            raise ActionSpaceError(f"fuenf_gewinnt: action id {index} lifts stone {k + 1}, of {len(mine)}")
        dx, dy = divmod(cell, EXTENT)
        return (*mine[k], frame.ox + dx, frame.oy + dy)


def build(options: Options, params: Mapping[str, int]) -> Spaces:
    return Spaces(AreaSpace(), TableSpace([(0,), (1,)]))


TABLE = InteropTable(build)
