"""Torris's analysis judges endgames with the exact solver (issue 34, item 1): a move from a won
to a lost endgame is flagged with a winning move as the better one, and a winning move is left
alone.  The values are checked against an exact minimax written here through the rules module
(push and pop on the real state), which shares nothing with the engine's solver."""

from __future__ import annotations

import random
from typing import Any

import pytest

from fives.ai.advice import analyse
from fives.core import CHANCE, State
from fives.core.record import Record
from fives.games import load
from fives.games.torris import TorrisState
from fives.games.torris.ai.engine import moves
from fives.games.torris.ai.judge import judged_values

GAME = load("torris")


def _step(state: State[Any], rng: random.Random) -> None:
    player = state.current_player()
    if player == CHANCE:
        state.push(state.sample_chance(rng), CHANCE)
    else:
        state.push(rng.choice(state.legal_actions(player)), player)


def _endgame(seed: int, most: int) -> TorrisState:
    """A random game played until both sides together have at most ``most`` moves, with a choice."""
    rng = random.Random(seed)
    while True:
        state = GAME.new_state({}, rng.randrange(10**6))
        assert isinstance(state, TorrisState)
        while not state.is_terminal():
            player = state.current_player()
            if player >= 0 and state.setup_done() and len(state.legal_actions(player)) > 1:
                towers = list(state.towers)
                if len(moves(towers, 0)) + len(moves(towers, 1)) <= most:
                    return state
            _step(state, rng)


def _minimax(state: State[Any], player: int, memo: dict[str, int]) -> int:
    """The result for ``player`` with best play on both sides, through the rules."""
    if state.is_terminal():
        mine, other = state.returns()[player], state.returns()[1 - player]
        return (mine > other) - (mine < other)
    key = repr(state.snapshot())
    if key not in memo:
        mover = state.current_player()
        values = []
        for action in state.legal_actions(mover):
            state.push(action, mover)
            values.append(_minimax(state, player, memo))
            state.pop()
        memo[key] = max(values) if mover == player else min(values)
    return memo[key]


@pytest.mark.parametrize("seed", range(12))
def test_endgame_values_agree_with_a_minimax_through_the_rules(seed: int) -> None:
    state = _endgame(seed, 6)
    player = state.current_player()
    legal = state.legal_actions(player)
    values = judged_values(state, player, legal)
    assert values is not None
    memo: dict[str, int] = {}
    walked = []
    for action in legal:
        state.push(action, player)
        walked.append(float(_minimax(state, player, memo)))
        state.pop()
    assert values == walked


def _won_and_lost(seed: int) -> tuple[TorrisState, int, int, int]:
    """An endgame where the player to move has a winning and a losing move."""
    for attempt in range(200):
        state = _endgame(seed * 1000 + attempt, 12)
        player = state.current_player()
        legal = state.legal_actions(player)
        values = judged_values(state, player, legal)
        if values is not None and 1.0 in values and -1.0 in values:
            return state, player, legal[values.index(1.0)], legal[values.index(-1.0)]
    raise AssertionError("no endgame with a winning and a losing move found")


@pytest.mark.parametrize("seed", range(3))
def test_a_move_from_a_won_to_a_lost_endgame_is_flagged_and_a_winning_one_is_not(seed: int) -> None:
    state, player, win, loss = _won_and_lost(seed)
    for played, flagged in ((loss, True), (win, False)):
        record = Record(
            "torris", {}, state.seed, [state.action_to_string(played, player)], start=state.snapshot()
        )
        (mine,) = analyse(record, players=[player])
        assert mine.flagged is flagged
        assert mine.value_played == (-1.0 if flagged else 1.0)
        assert mine.value_best == 1.0


def test_the_middle_game_is_left_to_the_look_ahead() -> None:
    state = _endgame(0, 40)
    towers = list(state.towers)
    if len(moves(towers, 0)) + len(moves(towers, 1)) > 20:
        player = state.current_player()
        assert judged_values(state, player, state.legal_actions(player)) is None
