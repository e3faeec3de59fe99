"""Zahlenpoker AI: the two-player equilibrium (against the game itself and an independent brute
force, exploitability, symmetry), the equilibrium agent sees only its observation, baselines,
levels."""

from __future__ import annotations

import gzip
import os
import random
from typing import Any

import pytest
from scipy.optimize import linprog  # type: ignore[import-untyped]

import fives.games
from fives.ai import act
from fives.ai.levels import LEVELS, level_spec, make_agent
from fives.ai.search.budget import Budget
from fives.core import SIMULTANEOUS, TERMINAL
from fives.games.zahlenpoker import EMPTY, STEAL, ZahlenpokerState
from fives.games.zahlenpoker.ai.model import ModelSearchAgent
from fives.games.zahlenpoker.ai.regret import BestAgent, ExtremeAgent, RegretSearchAgent, Rules, model_of
from fives.games.zahlenpoker.ai.solver import (
    START,
    EquilibriumAgent,
    Public,
    Solver,
    after_choices,
    after_steal,
    best_response_value,
    choices,
    exploitability,
    public_state,
    solve_matrix,
    terminal_value,
)

GAME = fives.games.load("zahlenpoker")

# a mid-game position: P1 holds 1, 2, 2, 3, 4 and P2 holds 1, 2, 3, 3, 4, both empty hands unused
MIDGAME = {"hands": [[1, 2, 1, 1], [1, 1, 2, 1]], "won": [[3], [4]]}


def from_snapshot(snapshot: dict[str, Any]) -> ZahlenpokerState:
    state = GAME.state_from_snapshot(snapshot, {"players": 2})
    assert isinstance(state, ZahlenpokerState)
    return state


def public_of(snapshot: dict[str, Any]) -> Public:
    return public_state(from_snapshot(snapshot))


@pytest.fixture(scope="module")
def solved() -> Solver:
    """One solver for the tests of the mid-game position (each solve takes a fraction of a second)."""
    solver = Solver()
    solver.value(public_of(MIDGAME))
    return solver


# ----------------------------------------------------------------------------- the model


@pytest.mark.parametrize("seed", range(40))
def test_public_transitions_follow_the_game(seed: int) -> None:
    """The solver's own transitions agree with the game's rules for every move of random games,
    and its terminal value is the game's return."""
    rng = random.Random(seed)
    state = GAME.new_state({"players": 2}, seed)
    assert isinstance(state, ZahlenpokerState)
    assert public_state(state) == START
    while not state.is_terminal():
        before = public_state(state)
        if state.current_player() == SIMULTANEOUS:
            a, b = rng.choice(state.legal_actions(0)), rng.choice(state.legal_actions(1))
            state.apply(a, 0)
            assert public_state(state) == before  # a hidden choice changes nothing public
            state.apply(b, 1)
            expected = after_choices(before, a, b)
        else:
            thief = state.current_player()
            steal = rng.choice(state.legal_actions(thief))
            state.apply(steal, thief)
            expected = after_steal(before, steal)
        assert public_state(state) == expected
    assert terminal_value(public_state(state)) == state.returns()[0]


# ----------------------------------------------------------------------------- the solution


def reference_value(state: ZahlenpokerState, memo: dict[Any, float]) -> float:
    """Independent brute force over the game's own states: a linear programme at every
    simultaneous node (no dominance, no symmetry, no clamping), max at steal decisions."""
    key = (tuple(state.hands), tuple(state.empty_used), tuple(state.won), state.reveal)
    if key in memo:
        return memo[key]
    player = state.current_player()
    if player == TERMINAL:
        value = state.returns()[0]
    elif player != SIMULTANEOUS:
        values = []
        for steal in state.legal_actions(player):
            child = state.clone()
            child.apply(steal, player)
            values.append(reference_value(child, memo))
        value = max(values) if player == 0 else min(values)
    else:
        rows, cols = state.legal_actions(0), state.legal_actions(1)
        matrix = []
        for a in rows:
            line = []
            for b in cols:
                child = state.clone()
                child.apply(a, 0)
                child.apply(b, 1)
                line.append(reference_value(child, memo))
            matrix.append(line)
        m, n = len(rows), len(cols)
        res = linprog(
            [0.0] * m + [-1.0],
            A_ub=[[-matrix[i][j] for i in range(m)] + [1.0] for j in range(n)],
            b_ub=[0.0] * n,
            A_eq=[[1.0] * m + [0.0]],
            b_eq=[1.0],
            bounds=[(0.0, None)] * m + [(None, None)],
            method="highs",
        )
        value = float(-res.fun)
    memo[key] = value
    return value


@pytest.mark.parametrize(
    "snapshot",
    [
        {"hands": [[1, 0, 1, 1], [0, 1, 1, 1]]},
        {"hands": [[1, 0, 1, 1], [1, 1, 0, 1]], "won": [[2], [1]]},
        {"hands": [[0, 1, 1, 1], [1, 1, 1, 0]], "won": [[4], []], "empty_used": [False, True]},
        {"hands": [[1, 1, 0, 1], [1, 0, 1, 1]], "won": [[1, 1], [4]], "empty_used": [True, False]},
    ],
)
def test_value_agrees_with_an_independent_brute_force(snapshot: dict[str, Any]) -> None:
    state = from_snapshot(snapshot)
    expected = reference_value(state, {})
    assert Solver().value(public_state(state)) == pytest.approx(expected, abs=1e-9)


def test_exploitability_of_the_equilibrium_is_below_one_millionth(solved: Solver) -> None:
    solver = solved
    pub = public_of(MIDGAME)
    gains = exploitability(solver, pub)
    assert all(-1e-9 < g < 1e-6 for g in gains)


def test_a_best_response_exploits_a_uniform_strategy(solved: Solver) -> None:
    """The check can fail: a non-equilibrium strategy is exploitable by a clear margin."""
    solver = solved
    pub = public_of(MIDGAME)

    def uniform(p: Public, player: int) -> dict[int, float]:
        if p.reveal is not None:
            return solver.strategy(p, player)
        actions = choices(p, player)
        return {a: 1.0 / len(actions) for a in actions}

    assert solver.value(pub) - best_response_value(uniform, 0, pub) > 0.05


def test_values_lie_between_loss_and_win(solved: Solver) -> None:
    solver = solved
    assert all(-1.0 - 1e-9 <= solved.value <= 1.0 + 1e-9 for solved in solver.table.values())
    assert any(-0.99 < solved.value < 0.99 for solved in solver.table.values())


def test_a_symmetric_position_is_worth_zero_and_both_seats_mix_alike() -> None:
    """Both players in identical positions: the game is symmetric, so its value is 0."""
    solver = Solver()
    pub = public_of({"hands": [[1, 1, 1, 1], [1, 1, 1, 1]], "won": [[2, 3, 2], [1, 4, 2]]})
    assert abs(solver.value(pub)) < 1e-9
    gains = exploitability(solver, pub)
    assert max(gains) < 1e-6


def test_swapping_the_seats_negates_the_value(solved: Solver) -> None:
    pub = public_of(MIDGAME)
    twin = Solver()  # solves the swapped position from scratch: P1 there is P2 here
    assert solved.value(pub) == pytest.approx(-twin.value(pub.swapped()), abs=1e-9)
    assert solved.value(pub) != pytest.approx(0.0, abs=1e-3)  # the position is not symmetric
    assert solved.strategy(pub, 0) == pytest.approx(twin.strategy(pub.swapped(), 1))


@pytest.mark.parametrize(
    "matrix",
    [
        [[1.0, -1.0], [-1.0, 1.0]],  # matching pennies: value 0, both mix 1/2
        [[0.0, 1.0, -1.0], [-1.0, 0.0, 1.0], [1.0, -1.0, 0.0]],  # rock paper scissors
        [[0.5, 0.2, 1.0], [0.3, 0.1, -1.0]],  # a saddle point at (0, 1)
        [[1.0, -0.5, 0.0, 1.0], [-1.0, 0.5, 0.2, 1.0], [0.0, 0.0, -1.0, 1.0]],
    ],
)
def test_matrix_games_give_optimal_mixes(matrix: list[list[float]]) -> None:
    value, x, y, _ = solve_matrix(matrix)
    m, n = len(matrix), len(matrix[0])
    assert abs(sum(x) - 1) < 1e-9 and abs(sum(y) - 1) < 1e-9
    assert min(sum(x[i] * matrix[i][j] for i in range(m)) for j in range(n)) >= value - 1e-9
    assert max(sum(y[j] * matrix[i][j] for j in range(n)) for i in range(m)) <= value + 1e-9


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("FIVES_SLOW"), reason="the whole game takes 10-30 s: set FIVES_SLOW=1")
def test_the_whole_game_is_worth_zero_and_unexploitable() -> None:
    solver = Solver()
    assert abs(solver.value(START)) < 1e-9
    mix = solver.strategy(START, 0)
    assert abs(sum(mix.values()) - 1) < 1e-9 and len(mix) > 1  # a mixed first round
    assert max(exploitability(solver, START)) < 1e-6


def test_a_saved_solution_loads_back_and_plays_the_same(solved: Solver, tmp_path: Any) -> None:
    path = tmp_path / "cache" / "equilibrium.json"
    solved.save(path)
    loaded = Solver()
    assert loaded.load(path)
    pub = public_of(MIDGAME)
    assert loaded.value(pub) == solved.value(pub)
    assert loaded.strategy(pub, 0) == solved.strategy(pub, 0)
    assert loaded.strategy(pub.swapped(), 1) == solved.strategy(pub.swapped(), 1)
    assert loaded.methods == {"pure": 0, "2x2": 0, "lp": 0}  # nothing was solved again
    path.write_text('{"format": "something else", "states": []}')
    assert not Solver().load(path)
    assert not Solver().load(tmp_path / "missing.json")


# ----------------------------------------------------------------------------- the agents


def test_the_equilibrium_agent_reads_only_its_observation(solved: Solver) -> None:
    """Two true states that differ only in P2's unrevealed choice give P1 the same move."""
    agent = EquilibriumAgent(solved)
    seen: set[int] = set()
    for seed in range(30):
        moves = set()
        for hidden in (EMPTY, 1, 3, 4):
            state = from_snapshot(MIDGAME)
            state.apply(hidden, 1)
            moves.add(act(agent, state, 0, random.Random(seed)))
        assert len(moves) == 1
        seen |= moves
    assert len(seen) > 1  # it does mix, so the test could tell


def test_the_equilibrium_agent_samples_its_mix(solved: Solver) -> None:
    solver = solved
    agent = EquilibriumAgent(solver)
    state = from_snapshot(MIDGAME)
    mix = solver.strategy(public_state(state), 1)
    rng = random.Random(5)
    counts: dict[int, int] = {}
    for _ in range(2000):
        action = agent.choose(state, 1, rng)
        counts[action] = counts.get(action, 0) + 1
    assert set(counts) <= set(mix)
    assert all(abs(counts.get(a, 0) / 2000 - p) < 0.05 for a, p in mix.items())


def test_the_equilibrium_agent_steals_in_a_steal_decision() -> None:
    snapshot = {"hands": [[1, 1, 1, 1], [1, 1, 1, 0]], "empty_used": [True, False], "reveal": ["empty", 4]}
    snapshot["thief"] = 0
    state = from_snapshot(snapshot)
    assert EquilibriumAgent(Solver()).choose(state, 0, random.Random(1)) == STEAL + 1


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("highest", [True, False])
def test_baselines_play_their_extreme_stone_legally(players: int, highest: bool) -> None:
    agent = ExtremeAgent(highest)
    for seed in range(5):
        state = GAME.new_state({"players": players}, seed)
        assert isinstance(state, ZahlenpokerState)
        rng = random.Random(seed)
        while not state.is_terminal():
            p = state.acting_players()[0]
            action = act(agent, state, p, rng)
            if state.reveal is None:
                stones = [a for a in state.legal_actions(p) if a != EMPTY]
                assert action == (max(stones) if highest else min(stones))
            state.apply(action, p)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_levels_make_agents_for_every_player_count(players: int) -> None:
    for level in LEVELS:
        spec = level_spec(GAME, level, players)
        agent = make_agent(spec, GAME, players)
        assert hasattr(agent, "choose")
    kinds = {2: BestAgent, 3: ModelSearchAgent, 4: RegretSearchAgent}
    # easy and max offered with any number of players (issue 34): medium and hard play max
    for level in ("medium", "hard", "max"):
        assert isinstance(make_agent(level, GAME, players), kinds[players])


def test_best_plays_the_equilibrium_with_two_players_and_searches_with_more(solved: Solver) -> None:
    agent = make_agent("best:sims=30", GAME, 3)
    assert isinstance(agent, BestAgent) and isinstance(agent.many, RegretSearchAgent)
    agent.equilibrium = EquilibriumAgent(solved)
    two = from_snapshot(MIDGAME)
    mix = solved.strategy(public_state(two), 0)
    assert agent.choose(two, 0, random.Random(2)) in mix
    three = GAME.new_state({"players": 3}, 1)
    assert agent.choose(three, 2, random.Random(2)) in three.legal_actions(2)


# ----------------------------------------------------------------------------- many players

OPTION_SETS = [
    {"players": 3},
    {"players": 4},
    {"players": 3, "leftover": "kept"},
    {"players": 4, "leftover": "void", "empty_without_stones": True},
    {"players": 3, "empty_without_stones": True},
    {"players": 2, "leftover": "void"},
]


@pytest.mark.parametrize("options", OPTION_SETS)
def test_the_search_model_follows_the_game(options: dict[str, Any]) -> None:
    """The compact model of the many-player search agrees with the game: who acts, the legal
    choices, every reveal and steal, and the returns at the end."""
    for seed in range(25):
        state = GAME.new_state(options, seed)
        assert isinstance(state, ZahlenpokerState)
        rules = Rules(state.leftover, state.empty_without_stones)
        rng = random.Random(seed)
        while not state.is_terminal():
            model = model_of(state)
            players = rules.acting(model)
            assert players == state.acting_players()
            for p in players:
                assert sorted(rules.choices(model, p)) == sorted(state.legal_actions(p))
            actions = [rng.choice(state.legal_actions(p)) for p in players]
            for p, a in zip(players, actions, strict=True):
                state.apply(a, p)
            assert model_of(state) == rules.play(model, players, actions)
        assert rules.acting(model_of(state)) == ()
        assert rules.returns(model_of(state)) == list(state.returns())


@pytest.mark.parametrize("players", [3, 4])
def test_the_search_agent_reads_only_its_observation(players: int) -> None:
    """The other players' unrevealed choices do not change the search agent's move."""
    agent = RegretSearchAgent(Budget(nodes=150))
    for seed in range(3):
        moves = set()
        for hidden in (EMPTY, 2, 4):
            state = GAME.new_state({"players": players}, seed)
            for p in range(1, players):
                state.apply(hidden, p)
            moves.add(act(agent, state, 0, random.Random(seed)))
        assert len(moves) == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_search_agent_plays_whole_games_legally(players: int) -> None:
    agent = make_agent("rm:sims=40", GAME, players)
    state = GAME.new_state({"players": players}, 7)
    rng = random.Random(7)
    while not state.is_terminal():
        p = state.acting_players()[0]
        state.apply(act(agent, state, p, rng), p)
    assert state.outcome() is not None


def test_the_search_agent_finds_the_winning_stone() -> None:
    """Three players, last round: P2 must show a 3, P3 a 1; P1 holds a 2 and a 4.  The 4 wins the
    round and the game (3 stones against P2's 2); the 2 would let P2's 3 win and P2 the game."""
    snapshot = {
        "hands": [[0, 1, 0, 1], [0, 0, 1, 0], [1, 0, 0, 0]],
        "empty_used": [True, True, True],
        "won": [[1], [2, 4], [3]],
    }
    state = GAME.state_from_snapshot(snapshot, {"players": 3})
    agent = RegretSearchAgent(Budget(nodes=300))
    assert all(agent.choose(state, 0, random.Random(seed)) == 4 for seed in range(5))


# ----------------------------------------------------------------------------- the shipped table


def test_max_plays_its_first_move_from_the_shipped_table_without_solving(
    monkeypatch: Any, tmp_path: Any
) -> None:
    """The whole game is solved once and shipped (package data, checksummed): a fresh process
    with an empty user cache answers the first move without solving anything."""
    import fives.games.zahlenpoker.ai.solver as module

    monkeypatch.setattr(module, "_SOLVER", None)
    cache = tmp_path / "no-such-cache.json"  # an empty user cache, outside the source tree
    monkeypatch.setattr(module, "cache_path", lambda: cache)
    game = fives.games.load("zahlenpoker")
    state = game.new_state({"players": 2}, 1)
    agent = make_agent("max", game, 2)
    move = act(agent, state, state.acting_players()[0], random.Random(1))
    assert move in state.legal_actions(state.acting_players()[0])
    shared = module.solver()
    assert shared.methods == {"pure": 0, "2x2": 0, "lp": 0}  # nothing solved
    assert abs(shared.value(START)) < 1e-9


def test_a_table_whose_checksum_fails_is_not_used(solved: Solver, tmp_path: Any) -> None:
    path = tmp_path / "equilibrium.json.gz"
    solved.save(path)
    assert Solver().load(path)
    raw = bytearray(gzip.decompress(path.read_bytes()))
    at = raw.index(b'"states":[[') + 11
    raw[at] = ord("3") if raw[at] != ord("3") else ord("2")  # one hand count changed
    path.write_bytes(gzip.compress(bytes(raw)))
    assert not Solver().load(path)


def test_the_habit_shows_the_lowest_stone_at_its_rate() -> None:
    """``lowest=P`` (the weak levels' habit, issue 34): P=1 always the lowest stone; 0 the base."""
    from fives.games.zahlenpoker.ai.mistakes import HabitAgent

    state = GAME.new_state({"players": 2}, 1)
    always = make_agent("equilibrium:lowest=1", GAME, 2)
    assert isinstance(always, HabitAgent)
    assert {always.choose(state, 0, random.Random(s)) for s in range(20)} == {1}
    plain = make_agent("equilibrium", GAME, 2)
    assert not isinstance(plain, HabitAgent)
    assert len({plain.choose(state, 0, random.Random(s)) for s in range(40)}) > 1  # a mix
