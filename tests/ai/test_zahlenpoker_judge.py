"""Two-player Zahlenpoker's analysis is judged by the shipped equilibrium (issue 34, item 1): a move
is worth what it gets against the opponent's equilibrium mix, so no equilibrium move is ever
flagged and a move that throws a certain win away is.  The values are checked through the rules
themselves (a walk of the real game, both players mixing as the equilibrium says, values only
from finished games), not through the solver's public-state arithmetic."""

from __future__ import annotations

import random
import subprocess
import sys
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fives.ai.advice import THRESHOLD, analyse, judge
from fives.core import SIMULTANEOUS, State
from fives.core.record import Record, record_of
from fives.games import load
from fives.games.zahlenpoker.ai.judge import judged_values
from fives.games.zahlenpoker.ai.solver import public_state, solver

GAME = load("zahlenpoker")
#: P1 holds {1, 2} (its empty hand used), P2 holds {2} and its empty hand, P1 has won a 3: showing
#: the 1 wins for certain (P2's empty hand steals it, P1's 2 then beats nothing), showing the 2 loses
THROW_AWAY = {"hands": [[1, 1, 0, 0], [0, 1, 0, 0]], "empty_used": [True, False], "won": [[3], []]}


def two_players(snapshot: dict[str, Any] | None = None, seed: int = 1) -> State[Any]:
    if snapshot is None:
        return GAME.new_state({"players": 2}, seed)
    return GAME.state_from_snapshot(snapshot, {"players": 2}, seed)


def test_throwing_away_a_certain_win_is_flagged_and_the_winning_move_is_best() -> None:
    state = two_players(THROW_AWAY)
    assert judge(state, 0, [1, 2]) == [1.0, -1.0]
    record = Record("zahlenpoker", {"players": 2}, 1, ["0: 2", "1: empty"], start=THROW_AWAY)
    (first, *_) = analyse(record, players=[0])
    assert first.played == "2" and first.best == "1"
    assert first.flagged and first.value_played == -1.0 and first.value_best == 1.0
    assert first.reason is not None


def test_the_winning_move_played_is_left_alone() -> None:
    record = Record("zahlenpoker", {"players": 2}, 1, ["0: 1", "1: empty"], start=THROW_AWAY)
    (first, *_) = analyse(record, players=[0])
    assert first.played == "1" and not first.flagged and first.value_played == 1.0


def _random_position(rng: random.Random, plies: int) -> State[Any]:
    state = two_players(seed=rng.randrange(1000))
    for _ in range(plies):
        if state.is_terminal():
            break
        player = state.acting_players()[0]
        state.push(rng.choice(state.legal_actions(player)), player)
    return state


def _deciding(state: State[Any]) -> list[int]:
    return [p for p in state.acting_players() if len(state.legal_actions(p)) > 1]


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 40))
def test_no_equilibrium_move_is_ever_worth_less_than_the_best(seed: int, plies: int) -> None:
    state = _random_position(random.Random(seed), plies)
    s = solver()
    for player in _deciding(state):
        legal = state.legal_actions(player)
        values = judged_values(state, player, legal)
        assert values is not None
        pub = public_state(state)
        value = s.value(pub) * (1 if player == 0 else -1)
        support = s.strategy(pub, player)
        assert max(values) == pytest.approx(value, abs=1e-6)  # nothing beats the equilibrium
        for action, q in support.items():
            if q > 1e-9:
                assert values[legal.index(action)] == pytest.approx(value, abs=1e-6)


def _through_the_rules(state: State[Any], memo: dict[str, float]) -> float:
    """P1's expected result when both play the solver's mixes from here, walked through the
    rules (push and pop on the real state); values only from finished games."""
    if state.is_terminal():
        returns = state.returns()
        return (returns[0] > returns[1]) - (returns[0] < returns[1])
    key = repr(state.snapshot())
    if key in memo:
        return memo[key]
    s = solver()
    pub = public_state(state)
    total = 0.0
    if state.current_player() == SIMULTANEOUS:
        first, second = s.strategy(pub, 0), s.strategy(pub, 1)
        for a, p in first.items():
            for b, q in second.items():
                state.push(a, 0)
                state.push(b, 1)
                total += p * q * _through_the_rules(state, memo)
                state.pop()
                state.pop()
    else:
        mover = state.current_player()
        for action, p in s.strategy(pub, mover).items():
            state.push(action, mover)
            total += p * _through_the_rules(state, memo)
            state.pop()
    memo[key] = total
    return total


def _against_the_mix_through_the_rules(state: State[Any], player: int, action: int) -> float:
    mix = solver().strategy(public_state(state), 1 - player)
    total = 0.0
    memo: dict[str, float] = {}
    for other, q in mix.items():
        first, second = (action, other) if player == 0 else (other, action)
        state.push(first, 0)
        state.push(second, 1)
        total += q * _through_the_rules(state, memo)
        state.pop()
        state.pop()
    return total if player == 0 else -total


def _late_position(rng: random.Random) -> State[Any]:
    """A random two-player position at a choice with at most five stones left in the hands."""
    while True:
        state = two_players(seed=rng.randrange(1000))
        while not state.is_terminal():
            hands = state.snapshot()["hands"]
            if state.current_player() == SIMULTANEOUS and sum(map(sum, hands)) <= 5:
                return state
            player = state.acting_players()[0]
            state.push(rng.choice(state.legal_actions(player)), player)


@pytest.mark.parametrize("seed", range(6))
def test_the_judged_values_agree_with_a_walk_through_the_rules(seed: int) -> None:
    state = _late_position(random.Random(seed))
    for player in _deciding(state):
        legal = state.legal_actions(player)
        values = judged_values(state, player, legal)
        assert values is not None
        walked = [_against_the_mix_through_the_rules(state, player, a) for a in legal]
        assert values == pytest.approx(walked, abs=1e-6)


def test_equilibrium_self_play_is_never_flagged() -> None:
    rng = random.Random(7)
    s = solver()
    for game in range(3):
        state = two_players(seed=game)
        while not state.is_terminal():
            pub = public_state(state)
            for player in list(state.acting_players()):
                mix = s.strategy(pub, player)
                state.push(rng.choices(list(mix), list(mix.values()))[0], player)
        judged = analyse(record_of(state))
        assert judged and not [j for j in judged if j.flagged]
        assert all(j.value_best - j.value_played <= 1e-6 for j in judged)


def test_three_players_are_judged_by_the_look_ahead() -> None:
    state = GAME.new_state({"players": 3}, 1)
    assert judged_values(state, 0, state.legal_actions(0)) is None
    assert 0 < THRESHOLD < 2


def test_the_first_equilibrium_move_imports_no_scipy() -> None:
    """Playing from the shipped table solves no linear programme: scipy (seconds to import, which
    the first move of a game waited for) is imported only when a programme is solved."""
    script = (
        "import random, sys\n"
        "from fives.games import load\n"
        "from fives.ai.levels import make_agent\n"
        "game = load('zahlenpoker')\n"
        "state = game.new_state({'players': 2}, 1)\n"
        "agent = make_agent('best', game, 2)\n"
        "agent.choose(state.resample_hidden(0, random.Random(0)), 0, random.Random(0))\n"
        "print('scipy' in sys.modules)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=120
    )
    assert out.stdout.strip() == "False"
