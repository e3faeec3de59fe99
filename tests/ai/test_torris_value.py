"""Torris's learned value: its features follow the rules module, it is colour-symmetric, it judges
plain positions the right way, and the search that uses it stays legal and reproducible."""

from __future__ import annotations

import random
from typing import Any

import pytest

import fives.games
from fives.ai import act
from fives.ai.levels import make_agent
from fives.core import CHANCE
from fives.games.torris import TorrisState
from fives.games.torris.ai.board import Tower, occupancy
from fives.games.torris.ai.engine import Solver, TorrisAgent, move_score, moves
from fives.games.torris.ai.value import FEATURE_NAMES, _side, features, scan, scanned_value, value

GAME = fives.games.load("torris")


def dealt(seed: int) -> TorrisState:
    state = GAME.new_state({}, seed)
    while state.current_player() == CHANCE:
        state.push(state.sample_chance(), CHANCE)
    assert isinstance(state, TorrisState)
    return state


def reference(state: TorrisState, mover: int) -> dict[str, float]:
    """The features through the rules module (moves, points, tower heights)."""
    towers = state.towers
    out: dict[str, float] = {}
    points = state.points()
    total_moves = 0
    for side, colour in (("m", mover), ("o", 1 - mover)):
        legal = state.moves_of(colour)
        total_moves += len(legal)
        out[f"moves_{side}"] = len(legal)
        gains = []
        captures = 0
        for move in legal:
            src, dst = divmod(move, 32)
            taken = towers[dst][-1] // 4 != colour
            captures += taken
            gain = 2 * len(towers[dst]) + 1 if taken else 1
            if len(towers[src]) > 1:
                gain -= 1 if towers[src][-2] // 4 == colour else 2 * len(towers[src]) - 1
            gains.append(gain)
        out[f"gain_{side}"] = max(gains, default=0)
        out[f"captures_{side}"] = captures
        sources = {move // 32 for move in legal}
        owned = [i for i, t in enumerate(towers) if t and t[-1] // 4 == colour]
        out[f"stuck_{side}"] = sum(i not in sources for i in owned)
        heights = [len(towers[i]) for i in owned]
        out[f"h1_{side}"] = heights.count(1)
        out[f"h2_{side}"] = heights.count(2)
        out[f"h3_{side}"] = sum(h >= 3 for h in heights)
        out[f"steps_{side}"] = sum(towers[i][-1] % 4 + 1 for i in sources)
    out["bias"] = 1.0
    out["margin"] = points[mover] - points[1 - mover]
    highest = [max(state.tower_heights(c), default=0) for c in (mover, 1 - mover)]
    out["highest"] = highest[0] - highest[1]
    out["margin_x_open"] = out["margin"] * total_moves / 30.0
    return out


def test_features_follow_the_rules_module_through_games() -> None:
    checked = 0
    for seed in range(8):
        state = dealt(seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            mover = state.current_player()
            for side in (mover, 1 - mover):
                expected = reference(state, side)
                assert features(list(state.towers), side) == pytest.approx(
                    [expected[n] for n in FEATURE_NAMES]
                )
                checked += 1
            state.push(rng.choice(state.legal_actions(mover)), mover)
    assert checked > 300


def test_one_scan_gives_the_moves_their_gains_and_the_value() -> None:
    """`scan` (the search's one pass a side for a new node) gives the rules module's moves, each
    move's `move_score`, `_side`'s figures, the points and towers owned; `scanned_value` is
    `value` to the last bit."""
    checked = 0
    for seed in range(6):
        state = dealt(seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            mover = state.current_player()
            towers = list(state.towers)
            occupied = occupancy(towers)
            scans = {}
            for colour in (0, 1):
                every, gains, stats = scans[colour] = scan(towers, occupied, colour)
                assert every == moves(towers, colour) == list(state.moves_of(colour))
                assert gains == [move_score(towers, m, colour) for m in every]
                assert stats[:9] == _side(towers, occupied, colour)
                owned = [len(t) for t in towers if t and t[-1] // 4 == colour]
                assert stats[9:] == (sum(owned), len(owned)) == (state.points()[colour], len(owned))
            for side in (mover, 1 - mover):
                assert scanned_value(scans[side][2], scans[1 - side][2]) == value(towers, side)
            checked += 1
            state.push(rng.choice(state.legal_actions(mover)), mover)
    assert checked > 120


def swapped(towers: list[Tower]) -> list[Tower]:
    """The same position with the colours exchanged (a stone is 4 * colour + symbol)."""
    return [tuple(stone ^ 4 for stone in tower) for tower in towers]


def test_features_and_value_do_not_depend_on_the_colour() -> None:
    for seed in range(5):
        state = dealt(seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            mover = state.current_player()
            towers = list(state.towers)
            assert features(swapped(towers), 1 - mover) == features(towers, mover)
            assert value(swapped(towers), 1 - mover) == value(towers, mover)
            state.push(rng.choice(state.legal_actions(mover)), mover)


def test_the_model_agrees_with_the_solver_on_most_decided_positions() -> None:
    """Random games played until the two sides have at most 14 moves together, then solved
    exactly: where one side wins, the model gives it the higher value in most positions (a coin
    would in half)."""
    agree = decided = 0
    for seed in range(40):
        state = dealt(seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            mover = state.current_player()
            if len(state.moves_of(0)) + len(state.moves_of(1)) <= 14:
                break
            state.push(rng.choice(state.legal_actions(mover)), mover)
        if state.is_terminal():
            continue
        mover = state.current_player()
        towers = list(state.towers)
        exact, _ = Solver().solve(towers, mover)
        estimate = value(towers, mover)
        assert -1.0 <= estimate <= 1.0
        if exact:
            decided += 1
            agree += (estimate > 0) == (exact > 0)
    assert decided >= 25
    assert agree >= 0.75 * decided, (agree, decided)


def test_the_start_position_is_close_to_even() -> None:
    """A fresh deal: no points ahead, the same number of stones; the model does not call it won."""
    for seed in range(10):
        state = dealt(seed)
        mover = state.current_player()
        assert abs(value(list(state.towers), mover)) < 0.5


@pytest.mark.parametrize("spec", ["torris:sims=60,solve=2000,vmix=0.5", "torris:sims=60,solve=2000,vcut=4"])
def test_search_with_the_value_plays_legal_moves_and_reproduces_its_choice(spec: str) -> None:
    agent = make_agent(spec, GAME)
    assert isinstance(agent, TorrisAgent)
    assert agent._value is value
    for seed in range(3):
        state = dealt(seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            player = state.current_player()
            state.push(act(agent, state, player, rng), player)
    state = dealt(5)
    player = state.current_player()
    choices: set[Any] = set()
    for _ in range(3):
        fresh = make_agent(spec.replace("sims=60", "sims=300"), GAME)
        choices.add(fresh.choose(state.clone(), player, random.Random(9)))
    assert len(choices) == 1


def test_medium_hard_and_max_judge_leaves_by_the_learned_value_alone() -> None:
    for level in ("medium", "hard", "max"):
        agent = make_agent(level, GAME)
        assert isinstance(agent, TorrisAgent)
        assert agent.value_mix == 1.0 and agent._value is value


def test_the_value_is_off_by_default_and_bad_parameters_are_explained() -> None:
    agent = make_agent("torris:sims=10", GAME)
    assert isinstance(agent, TorrisAgent)
    assert agent.value_mix == 0 and agent.value_cut == 0 and agent._value is None
    with pytest.raises(Exception, match="vmix must be a number from 0 to 1"):
        make_agent("torris:vmix=1.5", GAME)
    with pytest.raises(Exception, match="vcut must be a whole number of at least 1"):
        make_agent("torris:vcut=0", GAME)
    with pytest.raises(Exception, match="vcut must be a whole number"):
        make_agent("torris:vcut=two", GAME)
