"""Make 5's analysis judges in points (issue 34, item 1): a last sort scoring 0 or 3 where 6 or 7
were there is flagged with a move that scores the best, the drop in points, and the reason says
what that move scores; the exact best last move is never flagged.  The oracle enumerates every
last sort through the rules module (push on the real state, the score the rules give), sharing
nothing with the engine's `final_value` or the judge."""

from __future__ import annotations

import random
from typing import Any

import pytest
from tactics_oracle import make5_exact

from fives.ai.advice import analyse, hint
from fives.core import CHANCE, State
from fives.core.record import Record
from fives.games import load
from fives.games.make5 import Make5State

GAME = load("make5")
OPTIONS = {"games": 1}


def _played_until(seed: int, phase: str, bag: int) -> Make5State:
    """A random one-game match played (by random moves) until its ``phase`` with ``bag``
    tokens left in the bag."""
    rng = random.Random(seed)
    state = GAME.new_state(OPTIONS, seed)
    assert isinstance(state, Make5State)
    while not (state.phase == phase and sum(state.bag) == bag):
        player = state.current_player()
        if player == CHANCE:
            state.push(state.sample_chance(rng), CHANCE)
        else:
            state.push(rng.choice(state.legal_actions(player)), player)
    return state


def _last_sort(seed: int) -> Make5State:
    """A random one-game match up to the sorter's last sort."""
    return _played_until(seed, "sort", 0)


def _oracle(state: State[Any]) -> dict[Any, int]:
    """Every last sort and the score the rules give the sorter for it."""
    sorter = state.current_player()
    scores = {}
    for action in state.legal_actions(sorter):
        state.push(action, sorter)
        assert state.is_terminal()
        scores[action] = int(state.scores()[sorter])
        state.pop()
    return scores


def _planted(most: int) -> list[tuple[Make5State, int, Any, Any]]:
    """Last sorts where the best scores 6 or 7 and a move scores 0 or 3: (state, best score,
    a blunder, a best move)."""
    found = []
    for seed in range(400):
        state = _last_sort(seed)
        scores = _oracle(state)
        best = max(scores.values())
        blunders = [a for a, s in scores.items() if s in (0, 3)]
        if best in (6, 7) and blunders:
            top = next(a for a, s in scores.items() if s == best)
            found.append((state, best, blunders[len(found) % len(blunders)], top))
            if len(found) == most:
                break
    assert len(found) == most
    return found


def _judge(state: Make5State, played: Any) -> Any:
    sorter = state.current_player()
    text = state.action_to_string(played, sorter)
    record = Record("make5", OPTIONS, state.seed, [text], start=state.snapshot())
    (mine,) = analyse(record, players=[sorter])
    return mine


@pytest.mark.parametrize("case", range(4))
def test_a_last_sort_scoring_0_or_3_instead_of_6_or_7_is_flagged_in_points(case: int) -> None:
    state, best, blunder, _ = _planted(4)[case]
    scores = _oracle(state)
    mine = _judge(state, blunder)
    assert mine.flagged and mine.unit == "points"
    assert mine.value_played == scores[blunder] and mine.value_best == best
    assert mine.drop == best - scores[blunder] >= 3
    assert scores[state.parse_action(mine.best)] == best  # the better move does score the best
    assert mine.reason is not None
    assert mine.reason.render("en") == f"you could have scored {best} with {mine.best}"
    assert mine.reason.render("de") == f"mit {mine.best} hättest du {best} Punkte erzielt"
    assert mine.to_json()["unit"] == "points" and mine.to_json()["drop"] == mine.drop


@pytest.mark.parametrize("seed", range(6))
def test_the_exact_best_last_sort_is_never_flagged_and_every_loss_of_a_point_is(seed: int) -> None:
    state = _last_sort(1000 + seed)
    scores = _oracle(state)
    best = max(scores.values())
    rng = random.Random(seed)
    for played in (rng.choice([a for a, s in scores.items() if s == best]), rng.choice(list(scores))):
        mine = _judge(state, played)
        assert mine.value_played == scores[played] and mine.value_best == best
        assert mine.flagged is (scores[played] < best)


def test_the_hint_at_the_last_sort_scores_the_best() -> None:
    for state, best, _, _ in _planted(2):
        given = hint(state, state.current_player())
        assert _oracle(state)[given.action] == best


def test_other_games_keep_their_values_without_a_unit() -> None:
    record = Record("fuenf_gewinnt", {"first": "1"}, 0, ["0,0", "1,0"])
    judged = analyse(record)
    assert judged and all(j.unit is None and j.to_json()["unit"] is None for j in judged)


def _rolls_left(seed: int) -> Make5State:
    """A random one-game match up to the Chaot's roll with one token left in the bag (the last
    roll has one free place only: no choice)."""
    return _played_until(seed, "place", 1)


def test_the_chaot_s_roll_before_the_last_is_judged_by_the_score_it_allows() -> None:
    checked = 0
    for seed in range(40):
        state = _rolls_left(seed)
        chaot = state.current_player()
        allowed = {}
        for roll in state.legal_actions(chaot):
            state.push(roll, chaot)
            allowed[roll] = make5_exact(state, 1 - chaot)
            state.pop()
        least, most = min(allowed.values()), max(allowed.values())
        if most == least:
            continue
        worst = next(r for r, s in allowed.items() if s == most)
        text = state.action_to_string(worst, chaot)
        record = Record("make5", OPTIONS, state.seed, [text], start=state.snapshot())
        (mine,) = analyse(record, players=[chaot])
        assert mine.flagged and mine.drop == most - least and mine.value_played == -most
        assert allowed[state.parse_action(mine.best)] == least
        assert mine.reason is not None
        assert str(mine.reason) == f"you could have held the sorter to {least:g} points with {mine.best}"
        checked += 1
        if checked == 2:
            return
    raise AssertionError("too few rolls that give points away")
