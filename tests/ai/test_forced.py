"""Cambio and Fünf gewinnt: a win or a loss in a few plies is a proof (issue 34, item 1).  The
analysis values a move that wins in 1 or 3 plies as +1 and one that allows a forced loss within 3
plies as -1 (`fives.ai.search.forced`), and the hint plays a proven win.  Checked against a
brute-force oracle through the rules module (`forced_oracle`: plain minimax over push and pop),
on every move of random positions and on positions with a win or a loss planted by the oracle."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from forced_oracle import move_value

from fives.ai.advice import analyse, hint, judge
from fives.ai.search.forced import forced_values, winning_move
from fives.core import CHANCE, State
from fives.core.record import Record
from fives.games import load

GAMES = {"cambio": {}, "fuenf_gewinnt": {"first": "1"}}


def _positions(game: str, seed: int, most: int) -> Iterator[State[Any]]:
    """The positions of a random game (a decision of two moves or more) up to ``most`` actions
    (Fünf gewinnt: the placement; its afterplay has hundreds of moves a turn)."""
    rng = random.Random(seed)
    state = load(game).new_state(GAMES[game], seed)
    while not state.is_terminal() and len(state.history) < most:
        player = state.current_player()
        if player == CHANCE:
            state.push(state.sample_chance(rng), CHANCE)
            continue
        legal = state.legal_actions(player)
        if len(legal) > 1 and len(state.history) > 6:
            yield state
        state.push(rng.choice(legal), player)


def _oracle(state: State[Any]) -> list[int | None]:
    player = state.current_player()
    return [move_value(state, player, action) for action in state.legal_actions(player)]


@pytest.mark.parametrize(
    ("game", "seed", "most"), [("cambio", 0, 40), ("cambio", 1, 40), ("fuenf_gewinnt", 0, 25)]
)
def test_every_move_of_random_positions_is_proven_as_the_oracle_finds(
    game: str, seed: int, most: int
) -> None:
    proven = 0
    for state in _positions(game, seed, most):
        player = state.current_player()
        expected = _oracle(state)
        values = forced_values(state, player, state.legal_actions(player))
        got = [None] * len(expected) if values is None else [None if v is None else int(v) for v in values]
        assert got == expected
        proven += sum(v is not None for v in expected)
    assert proven >= 10  # the positions do hold forced results


def _planted(game: str, want: int, seed: int) -> tuple[State[Any], Any, Any | None]:
    """A position where some move has the oracle's value ``want`` (+1 a win within 3 plies that
    does not end the game at once, -1 a forced loss): that move and one the oracle proves no
    loss for (None if there is none)."""
    for s in range(seed, seed + 40):
        for state in _positions(game, s, 40):
            player = state.current_player()
            values = _oracle(state)
            legal = state.legal_actions(player)
            for action, value in zip(legal, values, strict=True):
                if value != want:
                    continue
                state.push(action, player)
                at_once = state.is_terminal()
                state.pop()
                if want == 1 and at_once:
                    continue
                other = next((a for a, v in zip(legal, values, strict=True) if v != -1), None)
                return state.clone(), action, other
    raise AssertionError(f"no position with a move of value {want}")


@pytest.mark.parametrize("game", list(GAMES))
def test_the_hint_plays_a_win_in_3_and_says_it_wins_by_force(game: str) -> None:
    state, _, _ = _planted(game, 1, 0)
    player = state.current_player()
    given = hint(state, player, seconds=0.1)
    assert move_value(state, player, given.action) == 1
    if not _ends_won(state, player, given.action):  # the words say why it wins
        assert given.reason.key in ("advice-forces-win", "advice-five-open-four")


@pytest.mark.parametrize("game", list(GAMES))
def test_the_hint_plays_a_win_at_once(game: str) -> None:
    for state in _positions(game, 3, 60):
        player = state.current_player()
        wins = [a for a in state.legal_actions(player) if _ends_won(state, player, a)]
        if wins:
            assert winning_move(state, player) in wins
            assert hint(state, player, seconds=0.1).action in wins
            return
    raise AssertionError("no position with a win at once")


def _ends_won(state: State[Any], player: int, action: Any) -> bool:
    state.push(action, player)
    try:
        return state.is_terminal() and state.returns()[player] > state.returns()[1 - player]
    finally:
        state.pop()


@pytest.mark.parametrize("game", list(GAMES))
def test_a_move_that_allows_a_forced_loss_is_flagged_and_a_winning_move_is_not(game: str) -> None:
    state, losing, safe = _planted(game, -1, 0)
    player = state.current_player()
    assert safe is not None
    assert judge(state, player, [losing])[0] == -1.0
    record = Record(
        game, GAMES[game], state.seed, [state.action_to_string(losing, player)], start=state.snapshot()
    )
    (mine,) = analyse(record, players=[player])
    assert mine.flagged and mine.value_played == -1.0
    assert move_value(state, player, state.parse_action(mine.best)) != -1  # the better move loses no game
    state, winning, _ = _planted(game, 1, 0)
    player = state.current_player()
    record = Record(
        game, GAMES[game], state.seed, [state.action_to_string(winning, player)], start=state.snapshot()
    )
    (mine,) = analyse(record, players=[player])
    assert not mine.flagged and mine.value_played == 1.0


def test_three_players_and_other_games_are_not_judged_by_the_proof() -> None:
    state = load("cambio").new_state({"players": 3, "setup": "random"}, 1)
    rng = random.Random(0)
    while state.current_player() == CHANCE:
        state.push(state.sample_chance(rng), CHANCE)
    player = state.current_player()
    assert forced_values(state, player, state.legal_actions(player)) is None
    assert winning_move(state, player) is None
