"""Fünf gewinnt's puzzle search (`fives.games.fuenf_gewinnt.puzzles.FuenfSearch`, issue 38) gives
the plain search's answers (`fives.puzzles.forced.Search`, every move through the rules): the
same forced wins within 1 to 5 plies, for either player, along a self-play game with random
stones and in a planted position with a row of four whose gap touches no stone yet, and so the
same puzzles."""

from __future__ import annotations

from typing import Any

import pytest

from fives.core import State
from fives.core.registry import load
from fives.games.fuenf_gewinnt.puzzles import DEEP_IN_HAND, FuenfSearch, four_cells
from fives.puzzles import puzzle_plugin
from fives.puzzles.forced import Search, find_forced
from fives.puzzles.generate import selfplay_game

#: White's diagonal (0,0) (1,1) _ (3,3) (4,4): the gap 2,2 touches no stone (a latent five-cell),
#: the stones joined along y = 0 and x = 4; Black to move (``first`` one more stone for White)
LATENT = {
    "stones": [
        [0, 0, "W"], [1, 1, "W"], [3, 3, "W"], [4, 4, "W"], [2, 0, "W"], [4, 2, "W"],
        [1, 0, "B"], [3, 0, "B"], [4, 0, "B"], [4, 1, "B"], [4, 3, "B"],
    ],
    "in_hand": [10, 11],
    "to_move": 1,
}  # fmt: skip


def _positions() -> list[State[Any]]:
    plugin = puzzle_plugin("fuenf_gewinnt")
    assert plugin is not None
    final, _ = selfplay_game("fuenf_gewinnt", plugin, 1_000_019)  # 15 positions, a win in 3 among them
    state = final._initial()
    found = []
    for player, action in final.history:
        snapshot = state.snapshot()
        if len(snapshot["stones"]) >= 5 and sum(snapshot["in_hand"]) >= DEEP_IN_HAND:
            found.append(state.clone())
        state.push(action, player)
    return found


def _latent(white_to_move: bool) -> State[Any]:
    snapshot = dict(LATENT)
    if white_to_move:  # Black's stone on -1,0 first
        snapshot = {**LATENT, "stones": [*LATENT["stones"], [-1, 0, "B"]], "in_hand": [10, 10], "to_move": 0}
    return load("fuenf_gewinnt").state_from_snapshot(snapshot)


def test_the_planted_gap_is_a_latent_five_cell() -> None:
    state = _latent(True)
    white = four_cells(state._own[0]) & ~state._occ
    assert state._cells_of(white) == [(2, 2)] and (2, 2) not in state.legal_actions(0)


@pytest.mark.parametrize("white_to_move", [False, True])
def test_the_search_answers_as_the_plain_search_by_a_latent_five_cell(white_to_move: bool) -> None:
    state = _latent(white_to_move)
    for plies in range(1, 6):
        for player in (0, 1):
            fast = FuenfSearch(10**6).forces(state.clone(), player, plies)
            assert fast == Search(10**7).forces(state.clone(), player, plies), (plies, player)


def test_the_search_answers_as_the_plain_search_along_a_game() -> None:
    positions = _positions()
    assert len(positions) >= 12
    for state in positions:
        for plies in (1, 2, 3, 4):
            for player in (0, 1):
                fast = FuenfSearch(10**6).forces(state.clone(), player, plies)
                assert fast == Search(10**7).forces(state.clone(), player, plies)


def test_the_puzzles_are_those_of_the_plain_search() -> None:
    found = []
    for state in _positions():
        player = state.current_player()
        limits: dict[str, Any] = {"max_plies": 5, "others_plies": 5, "loss_plies": 3}
        fast = find_forced(state, player, search=FuenfSearch(10**6), **limits)
        assert fast == find_forced(state, player, search=Search(10**7), **limits)
        if fast is not None:
            found.append(fast.themes[0])
    assert "win-in-3" in found
