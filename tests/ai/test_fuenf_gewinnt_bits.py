"""Fünf gewinnt's fast paths (issue 34) against the board scans they replace: the window counts,
the fours, the ordering gains and the evaluation from the state's bitboards, and the safe moves
that look only at the liftings that can matter, against trying every move through the rules;
and easy's overlooked threats (``miss``)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import islice

import pytest

import fives.games
from fives.ai.levels import make_agent
from fives.ai.search.budget import Budget
from fives.games.fuenf_gewinnt import FuenfGewinntState
from fives.games.fuenf_gewinnt.ai.evaluation import (
    bit_counts,
    bit_gain,
    cell_gain,
    evaluate,
    legacy_evaluate,
    legacy_order,
    order,
    window_counts,
)
from fives.games.fuenf_gewinnt.ai.levels import ThreatAgent
from fives.games.fuenf_gewinnt.ai.tactics import _safe_of, fours, safe_moves, state_fours


def positions(seed: int, lines: float = 0.0) -> Iterator[FuenfGewinntState]:
    """Every position of a random game (White starts), placement and afterplay; with ``lines``
    that share of the moves goes to the axes and the diagonal, which makes fours."""
    rng = random.Random(seed)
    state = fives.games.load("fuenf_gewinnt").new_state({"first": "1"}, seed)
    assert isinstance(state, FuenfGewinntState)
    while not state.is_terminal():
        player = state.current_player()
        legal = state.legal_actions(player)
        on_line = (
            [a for a in legal if a[-2] == a[-1] or 0 in a[-2:]] if lines and rng.random() < lines else []
        )
        state.apply(rng.choice(on_line or legal), player)
        yield state


@pytest.mark.parametrize(("seed", "lines"), [(1, 0.0), (2, 0.0), (3, 0.8), (4, 0.8), (5, 0.8)])
def test_the_bitboards_give_what_the_board_scans_give(seed: int, lines: float) -> None:
    seen_four = seen_afterplay = False
    for state in positions(seed, lines):
        board = state.board
        for colour in (0, 1):
            own, other = state._own[colour], state._own[1 - colour]
            assert bit_counts(own, other)[1:] == window_counts(board, colour)[1:]
            assert state_fours(state, colour) == fours(board, colour)
            seen_four = seen_four or any(fours(board, colour))
        for cell in state._frontier:
            assert bit_gain(state, cell) == cell_gain(board, cell, 0) + cell_gain(board, cell, 1)
        if not state.is_terminal():
            player = state.current_player()
            assert evaluate(state, player) == legacy_evaluate(state, player)
            legal = state.legal_actions(player)
            assert order(state, player, list(legal)) == legacy_order(state, player, list(legal))
            seen_afterplay = seen_afterplay or state.afterplay
    assert seen_afterplay or seen_four


def test_safe_moves_are_the_moves_that_do_not_lose_at_once_in_the_afterplay() -> None:
    checked = 0
    for index, state in enumerate(positions(7)):
        if state.afterplay and not state.is_terminal() and index % 4 == 0:
            player = state.current_player()
            legal = state.legal_actions(player)
            assert safe_moves(state, player, legal) == _safe_of(state, player, legal, None)
            checked += 1
    assert checked >= 5


def test_a_capture_that_leaves_us_few_stones_is_not_safe() -> None:
    """Lifting 0,0 cuts off White's own stones: with 8 left Black captures it below five next.
    The shortcut of commit 4283797 (``legacy``) let every move through here."""
    state = next(islice(positions(7), 47, None))  # after 48 moves
    player = state.current_player()
    legal = state.legal_actions(player)
    losing = {a for a in legal if a[:2] == (0, 0) and a[2:] == (-5, -5)}
    assert losing
    assert losing <= set(safe_moves(state, player, legal, legacy=True))
    assert not losing & set(safe_moves(state, player, legal))
    assert safe_moves(state, player, legal) == _safe_of(state, player, legal, None)


def _four_to_block() -> FuenfGewinntState:
    """White has 0,0-3,0 with -1,0 held by Black: Black must play 4,0."""
    state = fives.games.load("fuenf_gewinnt").new_state({"first": "1"}, 1)
    assert isinstance(state, FuenfGewinntState)
    for text in ("0,0", "-1,0", "1,0", "0,1", "2,0", "1,1", "3,0"):
        state.apply_string(text)
    return state


def test_easy_overlooks_the_threats_on_its_share_of_moves() -> None:
    game = fives.games.load("fuenf_gewinnt")
    seeing = ThreatAgent(Budget(nodes=200), greedy=True)
    assert seeing.choose(_four_to_block(), 1, random.Random(1)) == (4, 0) and seeing.last_tactical
    blind = ThreatAgent(Budget(nodes=200), greedy=True, miss=1.0)
    blind.choose(_four_to_block(), 1, random.Random(1))
    assert not blind.last_tactical  # the threats were not looked at
    easy = make_agent("easy", game)
    assert isinstance(easy, ThreatAgent) and 0 < easy.miss < 1
    medium = make_agent("medium", game)
    assert isinstance(medium, ThreatAgent) and medium.miss == 0
