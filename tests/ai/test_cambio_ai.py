"""Cambio's own three-player search (`fives.games.cambio.ai.engine`): legal, reproducible,
tactically sound."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import fives.games
import fives.games.cambio.ai.mcts
from fives.ai.levels import level_spec, make_agent
from fives.ai.search.budget import Budget
from fives.core import State, winner_return
from fives.games.cambio import PASS, PUSH_BY_NAME, CambioState, has_line_of_four, holders, pushed
from fives.games.cambio.ai.engine import (
    CambioSearchAgent,
    evaluate_boards,
    push_holders,
    pushes_for,
    winning_pushes,
    wins_now,
)
from fives.games.cambio.ai.mcts import (
    DOUBT,
    GUARD,
    RISK,
    CambioMCTSAgent,
    EngineDisagreement,
    push_evidence,
    random_ends,
    randomness,
)

GAME = fives.games.load("cambio")


def position(rows: list[str], to_move: int = 0, players: int = 3) -> CambioState:
    """A tray in play, rows given from rank 1 up."""
    state = GAME.state_from_snapshot({"rows": rows, "to_move": to_move}, {"players": players})
    assert isinstance(state, CambioState)
    return state


Agent = CambioSearchAgent | CambioMCTSAgent
KINDS = ["search", "mcts"]


def agent(nodes: int = 20_000, kind: str = "search") -> Agent:
    if kind == "mcts":
        return CambioMCTSAgent(Budget(nodes=max(nodes // 20, 50)))
    return CambioSearchAgent(Budget(nodes=nodes))


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("players", [2, 3])
def test_the_agent_always_plays_legal_actions(players: int, kind: str) -> None:
    for seed in range(3):
        state: State[Any] = GAME.new_state({"players": players, "max_pushes": 40}, seed)
        rng = random.Random(seed)
        search = agent(nodes=300, kind=kind)
        while not state.is_terminal():
            p = state.current_player()
            action = search.choose(state.clone(), p, rng)
            assert action in state.legal_actions(p)
            state.apply(action, p)


@pytest.mark.parametrize("kind", KINDS)
def test_a_fixed_node_budget_and_seed_reproduce_the_choice(kind: str) -> None:
    state: State[Any] = GAME.new_state({"players": 3}, 7)
    rng = random.Random(7)
    while state.in_setup():  # type: ignore[attr-defined]
        p = state.current_player()
        state.apply(rng.choice(state.legal_actions(p)), p)
    choices = {agent(nodes=1500, kind=kind).choose(state.clone(), 0, random.Random(3)) for _ in range(3)}
    assert len(choices) == 1
    assert choices <= set(state.legal_actions(0))


# O (P1) completes column a (a2-a5) with a4>; A (P2) also threatens a line: winning comes first.
WIN_ROWS = ["OA...", "AAA..", "O..S.", "O.SSS", "....O"][::-1]


@pytest.mark.parametrize("kind", KINDS)
def test_it_takes_an_immediate_win_rather_than_blocking(kind: str) -> None:
    state = position(WIN_ROWS)
    assert wins_now(state.boards, 1)  # A would win if it were its turn
    wins = [a for a in pushes_for(state.boards, 0) if holders(pushed(state.boards, 0, a)) == [0]]
    assert wins == [PUSH_BY_NAME["a4>"]]
    assert agent(kind=kind).choose(state.clone(), 0, random.Random(1)) == PUSH_BY_NAME["a4>"]


# A (P2, next to move) has a winning push; O (P1) has none and must take it away.
BLOCK_ROWS = ["OA.SS", "..AAA", ".OO.S", ".O...", "..S.."]


@pytest.mark.parametrize("kind", KINDS)
def test_it_blocks_the_next_players_immediate_win(kind: str) -> None:
    state = position(BLOCK_ROWS)
    boards = state.boards
    assert not wins_now(boards, 0) and wins_now(boards, 1)
    quiet = [a for a in pushes_for(boards, 0) if not holders(pushed(boards, 0, a))]
    careless = [a for a in quiet if wins_now(pushed(boards, 0, a), 1)]
    assert len(careless) >= 8 and len(careless) < len(quiet)  # most pushes leave A its win
    for seed in range(3):
        choice = agent(kind=kind).choose(state.clone(), 0, random.Random(seed))
        after = pushed(boards, 0, choice)
        assert not holders(after) and not wins_now(after, 1)


@pytest.mark.parametrize("kind", KINDS)
def test_it_never_hands_the_next_player_a_line(kind: str) -> None:
    """P3 (S) to move; whichever push it makes, no opponent completes a line right after."""
    state = position(BLOCK_ROWS, to_move=2)
    choice = agent(kind=kind).choose(state.clone(), 2, random.Random(0))
    after = pushed(state.boards, 2, choice)
    assert holders(after) in ([], [2])
    if not holders(after):
        assert not wins_now(after, 0)


def test_three_player_levels_are_cambios_search_and_two_player_levels_the_duel_search() -> None:
    assert level_spec(GAME, "hard", 3) == "cambio_mcts:seconds=0.5,prune=1,c=0.5,leaf=1"
    assert level_spec(GAME, "hard", 2).startswith("duel:")
    assert isinstance(make_agent("hard", GAME, 3), CambioMCTSAgent)
    assert isinstance(make_agent("cambio:nodes=500,depth=3,blunder=0.1", GAME, 3), CambioSearchAgent)
    assert isinstance(make_agent("cambio_mcts:sims=500,c=0.5,careful=1", GAME, 3), CambioMCTSAgent)


def brute_ends(state: State[Any], plies: int, root: int) -> tuple[float, float]:
    """`random_ends` by the rules: every player pushes uniformly at random for ``plies`` pushes."""
    if plies == 0 or state.is_terminal():
        return 0.0, 0.0
    p = state.current_player()
    legal = state.legal_actions(p)
    ended = value = 0.0
    for action in legal:
        state.push(action, p)
        if state.is_terminal():
            ended += 1.0
            value += state.returns()[root]
        else:
            e, v = brute_ends(state, plies - 1, root)
            ended, value = ended + e, value + v
        state.pop()
    return ended / len(legal), value / len(legal)


# P2 (A) threatens b4-e4 and column d; P3 (S) has three on c1-e3; pushes of either can hand the other a line
RISK_ROWS = ["..S.O", "OO.S.", ".AOAS", "A.AA.", "..O.A"]


@pytest.mark.parametrize("to_move", [0, 1, 2])
@pytest.mark.parametrize("plies", [1, 2])
def test_random_ends_matches_the_rules(to_move: int, plies: int) -> None:
    state = position(RISK_ROWS, to_move=to_move)
    root = (to_move - 1) % 3
    ended, value = random_ends(state.boards, to_move, plies, root)
    expected = brute_ends(state.clone(), plies, root)
    assert ended == pytest.approx(expected[0]) and value == pytest.approx(expected[1])
    assert 0.0 < ended < 1.0  # the position is chosen so that some random pushes end the game


def test_random_ends_is_zero_on_a_quiet_tray() -> None:
    state = position(["O....", ".A...", "..S..", ".....", "....."])
    assert random_ends(state.boards, 0, 2, 2) == (0.0, 0.0)


def test_the_random_model_weighs_pushes_that_invite_a_careless_line() -> None:
    """At the root a push is worth less the likelier random pushes of the next two players make a
    line that beats us; with a large weight that decides, with a tiny one MCTS alone does."""
    state = position(RISK_ROWS, to_move=0)
    boards = state.boards
    risks = {
        a: random_ends(pushed(boards, 0, a), 1, 2, 0, losses_only=True)[1]
        for a in pushes_for(boards, 0)
        if not holders(pushed(boards, 0, a)) and not wins_now(pushed(boards, 0, a), 1)
    }
    assert max(risks.values()) - min(risks.values()) > 0.04
    heavy = {
        CambioMCTSAgent(Budget(nodes=3000), noise=50.0).choose(state.clone(), 0, random.Random(s))
        for s in range(3)
    }
    assert all(risks[a] >= max(risks.values()) - 0.002 for a in heavy)
    light = {
        CambioMCTSAgent(Budget(nodes=3000), noise=1e-9, risk=None).choose(state.clone(), 0, random.Random(s))
        for s in range(3)
    }
    assert any(risks[a] < max(risks.values()) - 0.01 for a in light)


def losses_to_random(boards: tuple[int, ...]) -> dict[int, float]:
    """P1's pushes that end nothing, each with its chance of a loss to random pushes of P2 and P3."""
    return {
        a: random_ends(pushed(boards, 0, a), 1, 2, 0, losses_only=True)[0]
        for a in pushes_for(boards, 0)
        if not holders(pushed(boards, 0, a))
    }


def test_the_risk_filter_keeps_only_the_pushes_least_likely_to_lose_to_random_pushes() -> None:
    """With ``risk`` the root keeps only pushes whose chance of a loss to random pushes of the next two
    players is within ``risk`` of the smallest; without it the tree may prefer a riskier push."""
    state = position(RISK_ROWS, to_move=0)
    loss = losses_to_random(state.boards)
    least = min(loss.values())
    assert max(loss.values()) - least > 0.05
    for margin in (0.0, 0.02):
        for s in range(3):
            on = CambioMCTSAgent(Budget(nodes=2000), risk=margin, evidence=-1.0)  # no pushes seen: force it
            choice = on.choose(state.clone(), 0, random.Random(s))
            assert loss[choice] <= least + margin + 1e-12
    free = {
        CambioMCTSAgent(Budget(nodes=2000), risk=None).choose(state.clone(), 0, random.Random(s))
        for s in range(4)
    }
    assert any(loss[a] > least + 0.02 for a in free)


def test_the_guard_drops_the_far_riskier_pushes_before_any_evidence() -> None:
    """Before the others have shown careless pushes (no filter), ``guard`` still drops the pushes whose
    chance of a loss to random pushes of the next two is more than ``guard`` above the least; without
    it (``guard=1``) the tree, with the random model's weight tiny, plays some of them."""
    state = position(RISK_ROWS, to_move=0)
    loss = losses_to_random(state.boards)
    least = min(loss.values())
    assert max(loss.values()) - least > 0.1
    for guard in (0.0, 0.02):
        for s in range(4):
            agent = CambioMCTSAgent(Budget(nodes=2000), guard=guard, noise=1e-9)
            assert not agent.filters(state, 0)
            assert loss[agent.choose(state.clone(), 0, random.Random(s))] <= least + guard + 1e-12
    free = {
        CambioMCTSAgent(Budget(nodes=2000), guard=1.0, noise=1e-9).choose(state.clone(), 0, random.Random(s))
        for s in range(4)
    }
    assert any(loss[a] > least + 0.02 for a in free)
    guarded = make_agent("hard", GAME, 3)
    assert isinstance(guarded, CambioMCTSAgent) and guarded.guard == GUARD


def test_the_guard_ends_once_the_others_have_shown_care() -> None:
    """Careful pushes (a hand-over avoided) end the guard; random ones seldom do, and with evidence
    of random players the stricter filter takes over."""
    agent = CambioMCTSAgent(Budget(nodes=100), guard=0.03)
    assert not agent.filters(position(RISK_ROWS), 0) and agent.guards()  # no pushes seen yet
    assert agent.guards(1) and not agent.guards(2)  # the first two rounds only (span=2)
    careful = [play_pushes(seed, 30, careful=True) for seed in range(6)]
    for state in careful:
        agent.filters(state, 0)
        assert agent.last_randomness <= -DOUBT and not agent.guards()
    careless = [play_pushes(seed, 8, careful=False) for seed in range(12)]
    shown = [agent.filters(s, 0) or agent.guards() for s in careless]
    assert sum(shown) >= 9
    assert not CambioMCTSAgent(Budget(nodes=100), guard=1.0).guards()
    assert GUARD == 1.0  # off in the levels: it cost more against plain UCT than it won (docs/ai.md)


def test_the_risk_margin_is_an_agent_parameter() -> None:
    agent = make_agent("cambio_mcts:sims=100,risk=0.03", GAME, 3)
    assert isinstance(agent, CambioMCTSAgent) and agent.risk == 0.03
    default = make_agent("hard", GAME, 3)
    assert isinstance(default, CambioMCTSAgent) and default.risk == RISK


def test_setup_placements_with_pushes_before_ours_keep_the_least_risky_squares() -> None:
    """P3 places P1's cubes last; P1 and P2 push before P3 does: their random pushes should end the
    game against P3 as seldom as possible."""
    for seed in range(3):
        state: State[Any] = GAME.new_state({"players": 3}, seed)
        rng = random.Random(seed)
        while state.current_player() != 2:  # type: ignore[attr-defined]
            p = state.current_player()
            state.apply(rng.choice(state.legal_actions(p)), p)
        assert isinstance(state, CambioState) and state.in_setup()
        values = {}
        for action in state.legal_actions(2):
            boards = tuple(b | (1 << (action - 20)) if q == 0 else b for q, b in enumerate(state.boards))
            values[action] = -1.0 if holders(boards) else random_ends(boards, 0, 2, 2)[1]
        choice = CambioMCTSAgent(Budget(nodes=300)).choose(state.clone(), 2, random.Random(seed))
        assert values[choice] >= max(values.values()) - 0.01


def test_push_evidence_tells_careless_pushes_from_careful_ones() -> None:
    """A sole win taken, or a push that hands nobody anything when others would, speaks for a careful
    player (< 0); a push that gives somebody else a line or the next player a win speaks for a random
    one (> 0); where every push is alike the push says nothing."""
    boards = position(RISK_ROWS, to_move=0).boards  # P1 has no winning push here
    legal = pushes_for(boards, 0)
    safe = [a for a in legal if not holders(pushed(boards, 0, a)) and not wins_now(pushed(boards, 0, a), 1)]
    unsafe = [a for a in legal if a not in safe]
    assert safe and unsafe
    assert all(push_evidence(boards, 0, a) < 0 for a in safe)
    assert all(push_evidence(boards, 0, a) > 0 for a in unsafe)
    # P2 has a winning push: taking it is careful, anything else is not
    wins = [a for a in pushes_for(boards, 1) if holders(pushed(boards, 1, a)) == [1]]
    assert wins
    assert all((push_evidence(boards, 1, a) < 0) == (a in wins) for a in pushes_for(boards, 1))
    quiet = position(["O....", ".A...", "..S..", ".....", "....."], to_move=1).boards
    assert all(push_evidence(quiet, 1, a) == 0.0 for a in pushes_for(quiet, 1))


def play_pushes(seed: int, pushes: int, careful: bool) -> CambioState:
    """A game with a random setup and ``pushes`` pushes, all random or all careful (safe if possible)."""
    state: State[Any] = GAME.new_state({"players": 3}, seed)
    rng = random.Random(seed)
    assert isinstance(state, CambioState)
    while state.in_setup():
        state.apply(rng.choice(state.legal_actions(state.current_player())), state.current_player())
    for _ in range(pushes):
        p = state.current_player()
        legal = state.legal_actions(p)
        if careful:
            boards = state.boards
            nxt = (p + 1) % 3
            good = [
                a
                for a in legal
                if a != 45 and not holders(pushed(boards, p, a)) and not wins_now(pushed(boards, p, a), nxt)
            ]
            legal = good or legal
        state.apply(rng.choice(legal), p)
        if state.is_terminal():
            break
    return state


def test_randomness_sums_the_evidence_of_the_others_pushes_in_the_history() -> None:
    for seed in range(4):
        state = play_pushes(seed, 12, careful=False)
        expected = 0.0
        replay: State[Any] = GAME.new_state({"players": 3}, seed)
        assert isinstance(replay, CambioState)
        for p, action in state.history:
            if not replay.in_setup() and p != 0 and action != 45 and not holders(replay.boards):
                expected += push_evidence(replay.boards, p, action)
            replay.apply(action, p)
        assert randomness(state, 0) == pytest.approx(expected)


def test_the_filter_is_on_only_after_careless_pushes_were_seen() -> None:
    agent = CambioMCTSAgent(Budget(nodes=100))
    assert not agent.filters(position(RISK_ROWS), 0)  # no pushes seen yet
    assert CambioMCTSAgent(Budget(nodes=100), evidence=-1.0).filters(position(RISK_ROWS), 0)
    careful = [play_pushes(seed, 30, careful=True) for seed in range(6)]
    assert all(randomness(s, 0) <= 0.0 and not agent.filters(s, 0) for s in careful)
    careless = [play_pushes(seed, 30, careful=False) for seed in range(6)]
    assert sum(agent.filters(s, 0) for s in careless) >= 3
    assert not CambioMCTSAgent(Budget(nodes=100), risk=None, evidence=-1.0).filters(position(RISK_ROWS), 0)


@pytest.mark.parametrize("players", [2, 3])
def test_a_full_line_left_by_the_setup_is_the_worst_tray_for_the_others(players: int) -> None:
    """A line can only stand on the tray during the setup; the first push must break it, so it must
    weigh more for its owner than one cube short of it, not (as a completed line's weight once made it)
    nothing."""
    length = 5 if players == 2 else 4
    line = sum(1 << sq for sq in range(length))  # a1-e1, or a1-d1 with three players
    short = sum(1 << sq for sq in range(length - 1)) | 1 << 12  # the last cube on c3 instead
    empty = (0,) * (players - 2)
    full = (0, line, *empty)
    spread = (0, short, *empty)
    assert holders(full) == [1] and holders(spread) == []
    assert evaluate_boards(full, 0) < evaluate_boards(spread, 0)
    assert evaluate_boards(full, 1) > evaluate_boards(spread, 1)


# --------------------------------------------------------------------------- engine against the rules
@settings(max_examples=12, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    players=st.sampled_from([2, 3]),
    rule=st.sampled_from(["opponent_wins", "forbidden"]),
)
def test_the_engines_bitboard_helpers_follow_the_rules_module_through_random_games(
    seed: int, players: int, rule: str
) -> None:
    """`pushes_for`, `push_holders`, `winning_pushes`/`wins_now` and the returns of finished games,
    which the engines compute on bare boards, agree with the rules module in every position of
    random games (random setup, both line rules)."""
    state = GAME.new_state({"players": players, "setup": "random", "own_line_rule": rule}, seed)
    assert isinstance(state, CambioState)
    rng = random.Random(seed)
    while not state.is_terminal():
        mover = state.current_player()
        if mover < 0:
            state.push(state.sample_chance(rng), mover)
            continue
        boards = state.boards
        legal = state.legal_actions(mover)
        pushes = pushes_for(boards, mover)
        clean = not holders(boards)  # `push_holders` assumes a tray without a line
        if rule == "opponent_wins":
            assert list(pushes) == (legal if legal != [PASS] else [])
        else:
            assert set(legal) - {PASS} <= set(pushes)
        sole_wins = 0
        for action in pushes:
            probe = state.clone()
            probe.push(action, mover)
            assert pushed(boards, mover, action) == probe.boards
            if clean:
                assert push_holders(probe.boards, mover, action) == holders(probe.boards)
            sole_wins += holders(probe.boards) == [mover]
        assert winning_pushes(boards, mover) == sole_wins
        assert wins_now(boards, mover) == (sole_wins > 0)
        state.push(rng.choice(legal), mover)
    outcome = state.outcome()
    assert outcome is not None
    for q in range(players):
        assert winner_return(sorted(outcome.winners), q, players) == state.returns()[q]


def test_a_push_the_rules_do_not_list_raises_in_the_tests(monkeypatch: pytest.MonkeyPatch) -> None:
    """The engine's copy of the rules is trusted only where it agrees: with `STRICT` (set for the
    tests) a chosen push the rules do not list raises instead of becoming a random legal move."""
    state = GAME.new_state({"players": 3, "setup": "random"}, 5)
    rng = random.Random(5)
    while state.in_setup():
        state.push(state.sample_chance(rng), -1)
    assert isinstance(state, CambioState)
    mover = state.current_player()
    legal = state.legal_actions(mover)
    illegal = next(a for a in range(20) if a not in legal)
    assert fives.games.cambio.ai.mcts.STRICT  # tests/conftest.py sets FIVES_STRICT_ENGINES=1
    monkeypatch.setattr(fives.games.cambio.ai.mcts, "pushes_for", lambda boards, player: (illegal,))
    with pytest.raises(EngineDisagreement, match="the rules list"):
        CambioMCTSAgent(Budget(nodes=30)).choose(state.clone(), mover, rng)
    monkeypatch.setattr(fives.games.cambio.ai.mcts, "STRICT", False)
    assert CambioMCTSAgent(Budget(nodes=30)).choose(state.clone(), mover, rng) in legal


# --------------------------------------------------------------------------- the baseline of issue 34
#: Whole games of three copies of ``cambio_mcts`` at 200 simulations a move (setup ``manual``, the
#: seed's rng), recorded with the agent of commit 1c74694, before issue 34's speed-up.
RECORDED_GAMES = {
    1: [22, 30, 42, 34, 23, 21, 37, 32, 43, 25, 29, 41, 0, 8, 9, 16, 8, 13, 5, 5, 5, 17, 7, 17, 6, 6, 0],
    2: [
        22, 42, 34, 30, 23, 21, 37, 32, 29, 41, 25, 43, 15, 7, 19, 5, 2, 3, 3, 12, 12, 10, 2, 2, 15, 7, 17,
        19, 19, 2, 3, 19, 0, 2, 3, 2, 0, 14, 7, 10, 1, 2, 1, 10, 1, 10, 6, 14, 6, 6, 10, 6, 4, 0,
    ],
}  # fmt: skip


def recorded_game(spec: str, seed: int) -> list[int]:
    state = GAME.new_state({"players": 3}, seed)
    agents = [make_agent(spec, GAME, 3) for _ in range(3)]
    rng = random.Random(seed)
    moves = []
    while not state.is_terminal():
        mover = state.current_player()
        action = agents[mover].choose(state.clone(), mover, rng)
        moves.append(action)
        state.push(action, mover)
    return moves


@pytest.mark.parametrize("seed", sorted(RECORDED_GAMES))
def test_legacy_plays_the_moves_of_before_the_speed_up(seed: int) -> None:
    """``legacy=1`` is the old hard of issue 34's comparison: the agent as it was, move for move."""
    assert recorded_game("cambio_mcts:sims=200,legacy=1", seed) == RECORDED_GAMES[seed]


@pytest.mark.parametrize("seed", sorted(RECORDED_GAMES))
def test_the_fast_playouts_play_the_moves_of_before(seed: int) -> None:
    """Without the tree kept between moves the agent is the old one made faster (the push tables
    of the playouts, the inline selection): the same simulations, draw for draw, so the same moves."""
    assert recorded_game("cambio_mcts:sims=200,reuse=0", seed) == RECORDED_GAMES[seed]


def test_the_tree_of_the_last_move_is_kept_and_its_root_expanded_as_a_new_one() -> None:
    """After the others' pushes the agent goes on from the node of its last tree that the game
    reached, statistics kept; that node's pushes are those a fresh root gets (the careful pruning
    near the root applied again), and a position the tree does not hold starts a new tree."""
    state = GAME.new_state({"players": 3}, 3)
    agents = [CambioMCTSAgent(Budget(nodes=400)) for _ in range(3)]
    rng = random.Random(3)
    kept = 0
    while not state.is_terminal():
        mover = state.current_player()
        action = agents[mover].choose(state.clone(), mover, rng)
        assert action in state.legal_actions(mover)
        reused = agents[mover]._tree
        if agents[mover].last_reused and reused is not None:
            kept += 1
            root = reused[3]
            fresh = CambioMCTSAgent(Budget(nodes=1))
            fresh.n, fresh.forbid = 3, False
            node = fives.games.cambio.ai.mcts._Node(root.boards, root.mover, root.passes, 3)
            fresh._expand(node, 0)
            assert node.moves is not None and root.moves is not None
            assert set(root.children) <= {m[0] for m in root.moves} <= {m[0] for m in node.moves}
        state.push(action, mover)
    assert kept > 5
    other = GAME.new_state({"players": 3, "setup": "random"}, 4)
    while other.in_setup():
        other.push(other.sample_chance(rng), -1)
    agents[0].choose(other.clone(), other.current_player(), rng)
    assert agents[0].last_reused == 0


# --------------------------------------------------------------------------- proofs in the tree
def _tree(*movers: int) -> list[fives.games.cambio.ai.mcts._Node]:
    """A path of nodes (the boards do not matter to the proofs), the first the root."""
    return [fives.games.cambio.ai.mcts._Node((0, 0, 0), mover, 0, 3) for mover in movers]


def _link(parent: fives.games.cambio.ai.mcts._Node, *kids: tuple[int, Any]) -> None:
    parent.moves = [(action, (0, 0, 0), ()) for action, _ in kids]
    parent.children = {action: kid for action, kid in kids if kid is not None}


def test_a_push_after_which_the_pusher_wins_alone_proves_its_node_but_not_the_root() -> None:
    root, a, b, c = _tree(0, 1, 2, 0)
    _link(root, (0, a))
    _link(a, (1, b), (2, None))
    _link(b, (3, c), (4, None))
    c.result = [-0.5, -0.5, 1.0]  # P3 (mover of b) wins alone by push 3
    fives.games.cambio.ai.mcts._solve([root, a, b, c])
    assert b.result == c.result  # b is won for P3
    # P2 (mover of a) left that push out: another one is not proven yet
    assert list(a.children) == [] and [m[0] for m in a.moves] == [2] and a.result is None
    root2, a2, b2 = _tree(0, 1, 0)
    _link(root2, (0, a2), (9, None))
    b2.result = [1.0, -0.5, -0.5]
    _link(a2, (5, b2))
    fives.games.cambio.ai.mcts._solve([root2, a2, b2])
    assert a2.result is not None and a2.result[1] == -0.5  # a2 proven: every push of P2 loses
    assert root2.result is None  # the root chooses, it is never proven


def test_a_node_whose_pushes_are_all_proven_takes_the_best_for_its_mover() -> None:
    root, a, b, c = _tree(0, 1, 2, 2)
    _link(root, (0, a))
    draw, lost = [0.0, 0.0, 0.0], [1.0, -0.5, -0.5]
    _link(a, (1, b), (2, c))
    b.result = draw
    fives.games.cambio.ai.mcts._solve([root, a, b])
    assert a.result is None and set(a.children) == {1, 2}  # c is not proven yet
    c.result = lost
    fives.games.cambio.ai.mcts._solve([root, a, c])
    assert a.result == draw and list(a.children) == [1]  # the loss went, the draw is a's value


def test_with_proofs_the_agent_plays_whole_games_with_the_rules() -> None:
    for seed in (1, 2):
        assert recorded_game("cambio_mcts:sims=300,prune=1", seed)


# --------------------------------------------------------------------------- the leaf table
def _leaf_expected(boards: tuple[int, ...], mover: int) -> list[float]:
    """`CambioMCTSAgent._leaf3` through the rules: the mover's first push (in the rules' order) that
    makes its own line decides; else the next two players' line-making pushes, counted up to 3."""
    own_line = [a for a in pushes_for(boards, mover) if has_line_of_four(pushed(boards, mover, a)[mover])]
    if own_line:
        won = holders(pushed(boards, mover, own_line[0]))
        return [winner_return(won, q, 3) for q in range(3)]
    order = [mover, (mover + 1) % 3, (mover + 2) % 3]
    counts = [
        min(3, sum(has_line_of_four(pushed(boards, q, a)[q]) for a in pushes_for(boards, q)))
        for q in order[1:]
    ]
    values = fives.games.cambio.ai.mcts.LEAF_VALUES[counts[0] * 4 + counts[1]]
    result = [0.0] * 3
    for q, value in zip(order, values, strict=True):
        result[q] = value
    return result


def test_the_leaf_table_reads_the_pushes_as_the_rules_make_them() -> None:
    """Every position of random games (pushes that give nobody a line, so that they last): the leaf's
    value is the table's cell of the rules' counts, or the result of the mover's line-making push."""
    agent = CambioMCTSAgent(Budget(nodes=1), leaf=True)
    agent.pushes_left = 1000
    rng = random.Random(5)
    seen = {"won": 0, "quiet": 0, "threat": 0}
    for seed in range(12):
        state = GAME.new_state({"players": 3, "setup": "random"}, seed)
        while state.in_setup():
            state.push(state.sample_chance(rng), -1)
        boards, mover = state.boards, 0
        for _ in range(40):
            if holders(boards):
                break
            expected = _leaf_expected(boards, mover)
            assert agent._leaf3(boards, mover, 0) == expected
            if expected in ([1.0, -0.5, -0.5], [-0.5, 1.0, -0.5], [-0.5, -0.5, 1.0]):
                seen["won"] += 1
            else:  # the cell (0, 0): nobody after the mover has a line-making push
                seen[
                    "quiet" if expected[mover] == fives.games.cambio.ai.mcts.LEAF_VALUES[0][0] else "threat"
                ] += 1
            quiet = [a for a in pushes_for(boards, mover) if not holders(pushed(boards, mover, a))]
            if not quiet:
                break
            boards, mover = pushed(boards, mover, rng.choice(quiet)), (mover + 1) % 3
    assert seen["won"] > 5 and seen["quiet"] > 20 and seen["threat"] > 20


def test_with_the_leaf_table_the_agent_plays_a_whole_game_with_the_rules() -> None:
    assert recorded_game("cambio_mcts:sims=300,prune=1,leaf=1", 1)
