"""Fünf gewinnt's compact ids (issue 26): relative to the frame of the stones, 19,653 of them,
and every legal action of every position the rules allow has one (no framework needed)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import fives.games
from fives.games.fuenf_gewinnt.board import find_row
from fives.games.fuenf_gewinnt.interop import CELLS, EXTENT, MOVES, AreaSpace
from fives.interop.spaces import ActionSpaceError, spaces

GAME = fives.games.load("fuenf_gewinnt")
SPACE = spaces(GAME).player

Cell = tuple[int, int]


def _round_trips(state: Any) -> int:
    """Every legal action of the player to move has its own id below the size, named back by
    `decode`; returns how many there were."""
    player = state.current_player()
    legal = state.legal_actions(player)
    ids = SPACE.encode_all(legal, state)
    assert len(set(ids)) == len(ids)
    assert ids == sorted(ids)  # the rules' (x, y) order is id order
    for action, index in zip(legal, ids, strict=True):
        assert 0 <= index < SPACE.size
        assert SPACE.encode(action, state) == index
        assert SPACE.decode(index, state) == action
    mask = np.zeros(SPACE.size, np.int8)  # the mask straight from the rules' bitboards
    SPACE.write_mask(state, player, mask)
    assert np.flatnonzero(mask).tolist() == ids
    return len(legal)


def _afterplay(cells: list[Cell], colours: list[int], to_move: int = 0) -> Any:
    stones = [[x, y, "WB"[c]] for (x, y), c in zip(cells, colours, strict=True)]
    return GAME.state_from_snapshot({"stones": stones, "in_hand": [0, 0], "to_move": to_move}, {}, 0)


def test_the_id_space_is_small_and_its_parts_are_where_the_docs_say() -> None:
    assert SPACE.size == 1 + 17 * 34 * 34 == 19_653
    assert (EXTENT, CELLS, MOVES) == (34, 1_156, 1_157)
    state = GAME.new_state({"first": "1"}, 0)
    assert SPACE.encode_all(state.legal_actions(), state) == [1 + 1 * EXTENT + 1]  # 0,0 in frame (1, 1)
    state.apply_string("0,0")
    assert SPACE.decode(1 + 2 * EXTENT + 1, state) == (1, 0)  # the frame is now (-1, -1) again
    assert SPACE.encode((), state) == 0


@pytest.mark.parametrize("vertical", [False, True])
def test_the_widest_areas_32_stones_in_a_line_still_have_every_id(vertical: bool) -> None:
    """The widest area the rules allow: 32 stones in a straight line (alternating colours, so no
    row).  Its moves reach one cell beyond either end: frame coordinate 0 and 33."""
    line = [(0, i) if vertical else (i, 0) for i in range(32)]
    for mover in (0, 1):
        state = _afterplay(line, [i % 2 for i in range(32)], mover)
        assert _round_trips(state) > 0
        legal = state.legal_actions(mover)
        far = (0, 32) if vertical else (32, 0)
        near = (0, -1) if vertical else (-1, 0)
        assert any(a[2:] == far for a in legal) and any(a[2:] == near for a in legal)


def test_an_l_shaped_area_uses_both_axes() -> None:
    cells = [(i, 0) for i in range(17)] + [(0, j) for j in range(1, 16)]  # w + h = 33
    colours = [i % 2 for i in range(32)]
    state = _afterplay(cells, colours)
    assert _round_trips(state) > 0


@st.composite
def areas(draw: st.DrawFn) -> tuple[list[Cell], list[int]]:
    """A connected area grown from 0,0 by side contact (as the placement grows it), 2 to 32
    stones, with at most 16 of each colour."""
    n = draw(st.integers(2, 32))
    straight = draw(st.booleans())  # snakes that keep their direction reach the widest frames
    cells = [(0, 0)]
    taken = {(0, 0)}
    last = (1, 0)
    while len(cells) < n:
        if straight and draw(st.integers(0, 9)) < 8:
            x, y = cells[-1]
            step = (x + last[0], y + last[1])
            if step not in taken:
                cells.append(step)
                taken.add(step)
                continue
        frontier = sorted(
            {(x + dx, y + dy) for x, y in cells for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))} - taken
        )
        cell = frontier[draw(st.integers(0, len(frontier) - 1))]
        last = draw(st.sampled_from([(1, 0), (-1, 0), (0, 1), (0, -1)]))
        cells.append(cell)
        taken.add(cell)
    whites = draw(st.integers(max(0, n - 16), min(16, n)))
    colours = [0] * whites + [1] * (n - whites)
    colours = draw(st.permutations(colours))
    return cells, list(colours)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(areas(), st.integers(0, 1))
def test_every_legal_action_of_any_area_has_an_id(area: tuple[list[Cell], list[int]], mover: int) -> None:
    """Any connected area of up to 32 stones, in the afterplay (and, with stones in hand, in the
    placement): every legal action is inside the frame, with a unique id that decodes back."""
    cells, colours = area
    board = dict(zip(cells, colours, strict=True))
    assume(not find_row(board, 0) and not find_row(board, 1))
    state = _afterplay(cells, colours, mover)
    if not state.is_terminal():
        _round_trips(state)
    whites = colours.count(0)
    blacks = len(colours) - whites
    if whites - blacks in (0, 1) and len(cells) < 32:  # a position of the placement, white first
        stones = [[x, y, "WB"[c]] for (x, y), c in board.items()]
        snapshot = {"stones": stones, "in_hand": [16 - whites, 16 - blacks], "to_move": whites - blacks}
        placing = GAME.state_from_snapshot(snapshot, {}, 0)
        assert _round_trips(placing) == len(placing.placements())


def test_a_position_the_rules_never_reach_is_refused_not_misnumbered() -> None:
    state = _afterplay([(i, 0) for i in range(32)], [i % 2 for i in range(32)])
    state.board[(40, 0)] = 0  # by hand: a stone far off, the area broken
    with pytest.raises(ActionSpaceError, match="span more than 32 cells"):
        SPACE.encode_all(state.legal_actions(0), state)
    with pytest.raises(ActionSpaceError, match="give the state"):
        SPACE.decode(5)
    with pytest.raises(ActionSpaceError, match="give the state"):
        list(AreaSpace().actions())


def test_an_action_that_does_not_fit_the_position_is_refused() -> None:
    state = _afterplay([(i, 0) for i in range(10)], [0, 1] * 5)
    with pytest.raises(ActionSpaceError, match="does not lift a stone of the player to move"):
        SPACE.encode((1, 0, 3, 1), state)  # 1,0 is black's; white is to move
    with pytest.raises(ActionSpaceError, match="outside the frame"):
        SPACE.encode((0, 0, 50, 0), state)
    with pytest.raises(ActionSpaceError, match="lifts stone 6, of 5"):
        SPACE.decode(MOVES + 5 * CELLS, state)
    with pytest.raises(ActionSpaceError):
        SPACE.encode((1, 2, 3), state)
