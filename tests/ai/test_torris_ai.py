"""Torris's own search: the fast engine follows the rules module, the endgame solver is exact, the
agent is legal and reproducible."""

from __future__ import annotations

import random
from typing import Any

import pytest

import fives.games
from fives.ai import act
from fives.ai.levels import level_spec, make_agent
from fives.ai.search.budget import Budget
from fives.core import CHANCE, State
from fives.games.torris import SYMBOL_LETTERS, TorrisState
from fives.games.torris.ai.board import occupancy
from fives.games.torris.ai.engine import (
    Solver,
    TorrisAgent,
    _Node,
    gain_moves,
    move_score,
    moves,
    net_gains,
    ordered_moves,
    play,
    play_in_place,
    result,
    to_move,
)

GAME = fives.games.load("torris")


def dealt(seed: int, options: dict[str, Any] | None = None) -> TorrisState:
    state = GAME.new_state(options or {}, seed)
    while state.current_player() == CHANCE:
        state.push(state.sample_chance(), CHANCE)
    assert isinstance(state, TorrisState)
    return state


@pytest.mark.parametrize("closing", ["run", "compact"])
def test_engine_follows_the_rules_module_through_random_games(closing: str) -> None:
    compact = closing == "compact"
    for seed in range(40):
        state = dealt(seed, {"closing": closing})
        rng = random.Random(seed)
        board, turn = list(state.towers), state.turn
        assert turn is not None
        while True:
            mover, legal = to_move(board, turn)
            if mover < 0:
                assert state.is_terminal()
                assert state.returns()[0] == result(board)
                break
            assert mover == state.current_player()
            assert legal == state.legal_actions(mover)
            move = rng.choice(legal)
            state.push(move, mover)
            board, turn = play(board, move, compact), 1 - mover
            assert board == list(state.towers)


@pytest.mark.parametrize("compact", [False, True])
def test_playout_engine_agrees_with_moves_play_and_move_score(compact: bool) -> None:
    """`gain_moves` (landing squares from tables) gives `moves` and the moves of the highest
    `move_score`; `play_in_place` gives `play`'s towers and keeps the occupancy bits right."""
    for seed in range(20):
        state = dealt(seed)
        rng = random.Random(seed)
        board, turn = list(state.towers), state.turn
        fast, occupied = list(board), occupancy(board)
        assert turn is not None
        while True:
            assert fast == board
            assert occupied == occupancy(board)
            for colour in (0, 1):
                every, best = gain_moves(board, occupied, colour)
                assert every == moves(board, colour)
                if every:
                    top = max(move_score(board, m, colour) for m in every)
                    assert best == [m for m in every if move_score(board, m, colour) == top]
                else:
                    assert best == []
            mover, legal = to_move(board, turn)
            if mover < 0:
                break
            move = rng.choice(legal)
            board, turn = play(board, move, compact), 1 - mover
            occupied = play_in_place(fast, occupied, move, compact)


def test_net_gains_follow_the_points_of_the_rules_module() -> None:
    """The reply-aware prior: the move's gain (`move_score`: the change of the point margin, plus
    1 for a single stone, whose point goes with it), less the opponent's best gain after it, both
    counted with the rules module."""
    rng = random.Random(3)
    checked = 0
    for seed in range(6):
        state = dealt(seed)
        while not state.is_terminal() and checked < 60:
            mover = state.current_player()
            legal = state.legal_actions(mover)
            board = list(state.towers)
            expected = []
            for move in legal:
                before = state.points()
                state.push(move, mover)
                after = state.points()
                gain = (after[mover] - after[1 - mover]) - (before[mover] - before[1 - mover])
                gain += len(board[move // 32]) == 1
                answers = []
                for answer in state.moves_of(1 - mover):
                    child = state.clone()
                    child.turn = 1 - mover
                    child.push(answer, 1 - mover)
                    points = child.points()
                    change = (points[1 - mover] - points[mover]) - (after[1 - mover] - after[mover])
                    answers.append(change + (len(state.towers[answer // 32]) == 1))
                expected.append(gain - max(answers, default=0))
                state.pop()
            assert net_gains(board, legal, mover, False) == expected
            checked += 1
            state.push(rng.choice(legal), mover)
    assert checked == 60


def small_position(rng: random.Random, stones: int) -> TorrisState:
    """A few stones on random squares, single or stacked two high, with a random player to move."""
    board = [[""] * 8 for _ in range(4)]
    used = {(c, s): 0 for c in "WB" for s in SYMBOL_LETTERS}
    squares = rng.sample(range(32), stones)
    for square in squares:
        tower = ""
        for _ in range(1 if rng.random() < 0.7 else 2):
            while True:
                colour, symbol = rng.choice("WB"), rng.choice(SYMBOL_LETTERS)
                if used[colour, symbol] < 4:
                    used[colour, symbol] += 1
                    break
            tower += colour + symbol
        board[square // 8][square % 8] = tower
    turn = rng.choice(["white", "black"])
    state = GAME.state_from_snapshot({"board": board, "turn": turn})
    assert isinstance(state, TorrisState)
    return state


def brute_force(state: State[Any], player: int) -> float:
    """Plain minimax through the rules module (no pruning, no table): ``player``'s return."""
    current = state.current_player()
    if state.is_terminal():
        return state.returns()[player]
    values = []
    for action in state.legal_actions(current):
        state.push(action, current)
        values.append(brute_force(state, player))
        state.pop()
    return max(values) if current == player else min(values)


def test_solver_finds_the_exact_result_of_small_positions() -> None:
    rng = random.Random(7)
    checked = {-1: 0, 0: 0, 1: 0}
    passes = 0
    for _ in range(150):
        state = small_position(rng, rng.randint(5, 9))
        if state.is_terminal():
            continue
        mover = state.current_player()
        passes += mover != state.turn
        value, move = Solver().solve(list(state.towers), mover)
        truth = brute_force(state, mover)
        assert value == truth
        assert move in state.legal_actions(mover)
        state.push(move, mover)
        assert brute_force(state, mover) == truth  # the move the solver names keeps the value
        checked[value] += 1
    assert min(checked.values()) > 0, checked  # wins, draws and losses all occurred
    assert passes > 0  # and positions where the player on turn was blocked


def test_solver_stops_when_its_budget_runs_out() -> None:
    from fives.games.torris.ai.engine import SolveBudgetExceeded

    state = dealt(3)
    with pytest.raises(SolveBudgetExceeded):
        Solver().solve(list(state.towers), state.current_player(), nodes=50)


def test_agent_plays_a_proven_win() -> None:
    rng = random.Random(11)
    found = 0
    while found < 10:
        state = small_position(rng, 8)
        if state.is_terminal():
            continue
        mover = state.current_player()
        if len(state.legal_actions(mover)) < 2 or brute_force(state, mover) != 1.0:
            continue
        agent = TorrisAgent(Budget(nodes=50), solve_nodes=100_000)
        move = agent.choose(state.clone(), mover, random.Random(1))
        assert agent.last_solved == 1
        state.push(move, mover)
        assert brute_force(state, mover) == 1.0
        found += 1


def test_agent_returns_legal_moves_through_whole_games() -> None:
    agent = make_agent("torris:sims=60,solve=2000", GAME)
    for seed in range(4):
        state = dealt(seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            player = state.current_player()
            state.push(act(agent, state, player, rng), player)


def test_fixed_budget_and_seed_reproduce_the_choice() -> None:
    state = dealt(5)
    player = state.current_player()
    choices = {
        make_agent("torris:sims=300", GAME).choose(state.clone(), player, random.Random(9)) for _ in range(3)
    }
    assert len(choices) == 1


def test_hard_is_torris_search_and_bad_parameters_are_explained() -> None:
    assert level_spec(GAME, "hard").startswith("torris:")
    with pytest.raises(Exception, match="greedy must be a number from 0 to 1"):
        make_agent("torris:greedy=2", GAME)
    with pytest.raises(Exception, match="unknown parameter"):
        make_agent("torris:depth=3", GAME)
    with pytest.raises(Exception, match="reuse must be true or false"):
        make_agent("torris:reuse=maybe", GAME)
    with pytest.raises(Exception, match="reply must be a whole number"):
        make_agent("torris:reply=-1", GAME)


@pytest.mark.parametrize("spec", ["torris:sims=200,solve=2000", "torris:sims=200,solve=2000,reply=0"])
def test_one_agent_playing_both_sides_reuses_its_tree(spec: str) -> None:
    """After a search whose value was not proven, the next search starts from the kept tree (the
    other side is the same agent here, so the position is always a node of it); moves stay legal."""
    for seed in range(3):
        agent = make_agent(spec, GAME)
        assert isinstance(agent, TorrisAgent)
        state = dealt(seed)
        rng = random.Random(seed)
        chances = reused = 0
        kept = False  # the last move came from a search that kept its tree
        while not state.is_terminal():
            player = state.current_player()
            move = agent.choose(state.clone(), player, rng)
            assert move in state.legal_actions(player)
            if kept and agent.last_simulations:
                chances += 1
                reused += agent.last_reused > 0
            kept = agent.last_simulations > 0 and agent.last_solved is None
            state.push(move, player)
        assert chances >= 5
        # a node proven by the solver in the tree was never searched below (nothing to reuse)
        assert reused >= chances - 1


def test_without_reuse_every_search_starts_afresh() -> None:
    agent = make_agent("torris:sims=100,reuse=0", GAME)
    assert isinstance(agent, TorrisAgent)
    state = dealt(2)
    rng = random.Random(2)
    for _ in range(4):
        player = state.current_player()
        state.push(agent.choose(state.clone(), player, rng), player)
        assert agent.last_reused == 0


def test_ordered_moves_are_the_moves_highest_gain_first() -> None:
    for seed in range(10):
        state = dealt(seed)
        rng = random.Random(seed)
        board, turn = list(state.towers), state.turn
        assert turn is not None
        while True:
            for colour in (0, 1):
                ordered = ordered_moves(board, occupancy(board), colour)
                assert sorted(ordered) == sorted(moves(board, colour))
                gains = [move_score(board, m, colour) for m in ordered]
                assert gains == sorted(gains, reverse=True)
            mover, legal = to_move(board, turn)
            if mover < 0:
                break
            board, turn = play(board, rng.choice(legal)), 1 - mover


def test_a_node_is_proved_by_a_winning_move_or_by_all_its_moves() -> None:
    state = dealt(1)
    mover = state.current_player()
    legal = state.legal_actions(mover)[:3]
    white = _Node(0, legal, list(state.towers), random.Random(1))
    black = _Node(1, legal, list(state.towers), random.Random(1))
    for node, proven, solved in (
        (white, [None, -1.0, 1.0], 1.0),  # one win suffices
        (white, [-1.0, 0.0, -1.0], 0.0),  # all proved: the best, a draw
        (white, [-1.0, None, 0.0], None),  # an unproved move might still win
        (black, [1.0, 0.0, None], None),
        (black, [1.0, 1.0, 1.0], 1.0),  # Black loses whatever it plays
        (black, [None, 1.0, -1.0], -1.0),
    ):
        node.solved = None
        node.proven = list(proven)
        assert node.settle() == (solved is not None)
        assert node.solved == solved


def test_search_proves_small_positions_from_the_game_ends_alone() -> None:
    """With the solver switched off (at the root and in the tree), the tree's proved values come
    only from finished games backed up by the MCTS-Solver rule; they must be exact, and the move
    chosen from a proved root must keep its value."""
    rng = random.Random(5)
    proved = tried = 0
    while tried < 40:
        state = small_position(rng, rng.randint(5, 8))
        if state.is_terminal():
            continue
        mover = state.current_player()
        if len(state.legal_actions(mover)) < 2:
            continue
        tried += 1
        agent = TorrisAgent(Budget(nodes=3000), solve_moves=0, leaf_moves=0)
        move = agent.choose(state.clone(), mover, random.Random(tried))
        assert agent._tree is not None
        root = agent._tree[3]
        truth = brute_force(state, 0)  # White's value
        for k, value in enumerate(root.proven):
            if value is not None:
                state.push(root.legal[k], mover)
                assert value == brute_force(state, 0)
                state.pop()
        if root.solved is not None:
            proved += 1
            assert root.solved == truth
            state.push(move, mover)
            assert brute_force(state, 0) == truth
            state.pop()
    assert proved >= 20


def test_the_fast_expansion_builds_the_nodes_of_the_legacy_one() -> None:
    """``legacy=1`` expands nodes as commit 4283797 did (the rules module's moves, `move_score`,
    the value's own scans): the nodes the default search grows below the root have the same
    movers, moves and priors as the legacy search's, and both play legal moves."""
    state = dealt(3)
    player = state.current_player()
    roots = []
    for spec in ("torris:sims=300,vmix=1,reply=0", "torris:sims=300,vmix=1,reply=0,legacy=1"):
        agent = make_agent(spec, GAME)
        assert isinstance(agent, TorrisAgent)
        assert agent.legacy == spec.endswith("legacy=1")
        assert agent.choose(state.clone(), player, random.Random(4)) in state.legal_actions(player)
        assert agent._tree is not None
        roots.append(agent._tree[3])
    fast, legacy = roots
    assert fast.legal == legacy.legal
    compared = 0
    for a, b in zip(fast.children, legacy.children, strict=True):
        if a is not None and b is not None:
            assert (a.mover, a.legal, a.prior) == (b.mover, b.legal, b.prior)
            compared += 1
    assert compared >= len(fast.legal) // 2
