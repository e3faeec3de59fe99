"""Fünf gewinnt: the fast afterplay move generation (docs/perf.md) agrees with the rules as
written (`split_after_lift`, the rule), in content and in order, along random games; and so
do the captures of every move, with the groups the generation found or searched anew.  The
moves as bitboards (`move_bits`, for the PettingZoo action mask) are the same moves."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

import fives.games
from fives.core import CHANCE, TERMINAL
from fives.games.fuenf_gewinnt import FuenfGewinntState, split_after_lift
from fives.games.fuenf_gewinnt.board import STRIDE, Cell, neighbours

GAME = fives.games.load("fuenf_gewinnt")


def reference_moves(state: FuenfGewinntState, player: int) -> list[tuple[int, ...]]:
    """Every stone of ``player`` with a free side, in (x, y) order, each with every free cell
    touching the playing area left after lifting it, in (x, y) order."""
    board = state.board
    moves: list[tuple[int, ...]] = []
    for cell in sorted(c for c, colour in board.items() if colour == player):
        if all(n in board for n in neighbours(cell)):
            continue
        area, _ = split_after_lift(board, cell, player)
        free = {n for a in area for n in neighbours(a) if n not in board}
        moves += [cell + d for d in sorted(free)]
    return moves


def reference_board(state: FuenfGewinntState, player: int, action: tuple[int, ...]) -> dict[Cell, int]:
    """The stones after the afterplay move ``action``: the cut-off groups leave (with the option
    ``reconnect``, those the placed stone touches stay)."""
    board = state.board
    src, dst = (action[0], action[1]), (action[2], action[3])
    area, cut = split_after_lift(board, src, player)
    keep = set(area)
    for group in cut:
        if state.reconnect and any(n in group for n in neighbours(dst)):
            keep |= group
    after = {c: board[c] for c in keep}
    after[dst] = player
    return after


def bit_moves(state: FuenfGewinntState, player: int) -> list[tuple[int, ...]]:
    """The moves `move_bits` gives (stones and destination bitboards), as tuples in the rules'
    order."""
    x0, y0, pairs = state.move_bits(player)
    mine = sorted(c for c, colour in state.board.items() if colour == player)
    ranks = [rank for rank, _ in pairs]
    assert ranks == sorted(set(ranks))
    moves: list[tuple[int, ...]] = []
    for rank, dest in pairs:
        cells = [divmod(i, STRIDE) for i in range(dest.bit_length()) if dest >> i & 1]
        assert cells  # a stone without a destination is left out
        moves += [mine[rank] + (x0 + i, y0 + j) for i, j in cells]
    return moves


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**9), reconnect=st.booleans(), few=st.booleans())
def test_afterplay_moves_and_captures_follow_the_rule(seed: int, reconnect: bool, few: bool) -> None:
    options: dict[str, Any] = {"reconnect": reconnect, "few_stones_lose": few, "afterplay_limit": 60}
    state = GAME.new_state(options, seed)
    assert isinstance(state, FuenfGewinntState)
    rng = random.Random(seed)
    checked = 0
    while (player := state.current_player()) != TERMINAL:
        if player == CHANCE:
            state.push(state.sample_chance(rng), CHANCE)
            continue
        legal = state.legal_actions(player)
        action = legal[rng.randrange(len(legal))]
        xs, ys = [x for x, _ in state.board], [y for _, y in state.board]
        assert state.extent() == ((min(xs), min(ys), max(xs), max(ys)) if xs else None)
        if state.afterplay:
            # the bitboards list the same moves (none: the pass); the move below is made with
            # the groups that `move_bits` found, which the captures check
            assert bit_moves(state, player) == ([] if legal == [()] else legal)
        if state.afterplay and len(action) == 4:
            assert legal == reference_moves(state, player)
            expected = reference_board(state, player, action)
            # the same move on a copy that never generated its moves searches the groups anew
            fresh = GAME.state_from_snapshot(state.snapshot(), options, seed)
            assert isinstance(fresh, FuenfGewinntState)
            fresh.push(action, player)
            state.push(action, player)
            assert state.board == expected
            assert fresh.board == expected
            checked += 1
        else:
            state.push(action, player)
    # the afterplay is reached unless a row ends the placement
    assert checked > 0 or state.in_hand != [0, 0] or len(state.history) <= 33


def afterplay(stones: list[list[Any]], to_move: int) -> FuenfGewinntState:
    """An afterplay position (all stones placed, the rest captured) in which no one loses for
    having fewer than five stones."""
    on_board = [sum(1 for s in stones if s[2] == letter) for letter in "WB"]
    snapshot = {
        "stones": stones,
        "in_hand": [0, 0],
        "captured": [16 - on_board[0], 16 - on_board[1]],
        "first": 0,
        "to_move": to_move,
    }
    state = GAME.state_from_snapshot(snapshot, {"few_stones_lose": False}, 1)
    assert isinstance(state, FuenfGewinntState)
    return state


def test_groups_of_equal_size_the_movers_stones_decide_which_stays() -> None:
    stones = [[-3, 0, "B"], [-2, 0, "W"], [-1, 0, "W"], [0, 0, "B"], [1, 0, "B"], [2, 0, "B"], [3, 0, "B"]]
    state = afterplay(stones, to_move=1)
    lifted = [a for a in state.legal_actions(1) if a[:2] == (0, 0)]
    # Black keeps the group with three of its stones, not the one with one
    assert [a[2:] for a in lifted] == [(1, -1), (1, 1), (2, -1), (2, 1), (3, -1), (3, 1), (4, 0)]
    state.push((0, 0, 1, 1), 1)
    assert state.board == {(1, 0): 1, (2, 0): 1, (3, 0): 1, (1, 1): 1}
    assert state.captured == [16, 12]


def test_groups_of_equal_size_and_mover_stones_the_one_with_the_leftmost_stone_stays() -> None:
    stones = [[-3, 0, "B"], [-2, 0, "B"], [-1, 0, "W"], [0, 0, "B"], [1, 0, "W"], [2, 0, "B"], [3, 0, "B"]]
    for generated in (True, False):  # with the groups found by the generation, and searched anew
        state = afterplay(stones, to_move=1)
        if generated:
            lifted = [a[2:] for a in state.legal_actions(1) if a[:2] == (0, 0)]
            assert lifted == [(-4, 0), (-3, -1), (-3, 1), (-2, -1), (-2, 1), (-1, -1), (-1, 1)]
        state.push((0, 0, -1, 1), 1)
        assert state.board == {(-3, 0): 1, (-2, 0): 1, (-1, 0): 0, (-1, 1): 1}
        assert state.captured == [15, 13]


def _box(state: FuenfGewinntState) -> tuple[int, int, int, int] | None:
    xs, ys = [x for x, _ in state.board], [y for _, y in state.board]
    return (min(xs), min(ys), max(xs), max(ys)) if xs else None


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**9))
def test_the_kept_extent_is_the_boards_box_along_moves_undos_and_copies(seed: int) -> None:
    """`extent` is kept until a stone is put or taken: asked twice at every position of a random
    game that also takes moves back and copies itself, it is always the box of the stones."""
    state = GAME.new_state({"afterplay_limit": 40}, seed)
    assert isinstance(state, FuenfGewinntState)
    rng = random.Random(seed)
    while (player := state.current_player()) != TERMINAL:
        if player == CHANCE:
            state.push(state.sample_chance(rng), CHANCE)
            continue
        assert state.extent() == state.extent() == _box(state)
        legal = state.legal_actions(player)
        state.push(legal[rng.randrange(len(legal))], player)
        assert state.extent() == _box(state)
        if rng.random() < 0.3:
            state.pop()
            assert state.extent() == _box(state)
            copy = state.clone()
            copy.push(legal[rng.randrange(len(legal))], player)
            assert copy.extent() == _box(copy) and state.extent() == _box(state)
            state = copy
