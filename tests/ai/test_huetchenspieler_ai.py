"""Hütchenspieler computer players: the smart shuffler and the seekers' attention model."""

from __future__ import annotations

import random
from typing import Any

import pytest

import fives.games
from fives.ai import act
from fives.ai.levels import make_agent
from fives.core import CHANCE, FivesError
from fives.games.huetchenspieler import (
    ASK,
    GAPS,
    MOVE,
    ROW,
    HuetchenspielerState,
    move_action,
    shuffled,
)
from fives.games.huetchenspieler.ai.seeker import (
    HuetchenspielerAgent,
    findability,
    follow_probability,
    memories,
    questions_value,
    shifted,
    smart_move,
    smart_question,
)

GAME = fives.games.load("huetchenspieler")


def play(levels: list[str], shufflers: list[str], seed: int) -> tuple[HuetchenspielerState, list[Any]]:
    state = GAME.new_state({"players": len(levels)}, seed)
    assert isinstance(state, HuetchenspielerState)
    agents = [
        HuetchenspielerAgent(level, seed=seed * 10 + i, shuffler=kind)
        for i, (level, kind) in enumerate(zip(levels, shufflers, strict=True))
    ]
    rng = random.Random(seed)
    while not state.is_terminal():
        player = state.current_player()
        if player == CHANCE:
            state.push(state.sample_chance(rng), CHANCE)
            continue
        action = act(agents[player], state, player, rng)  # act rejects an illegal choice
        assert action in state.legal_actions(player)
        state.push(action, player)
        for seat, agent in enumerate(agents):
            agent.observe(state.view(seat))
    return state, agents


def moves_of(state: HuetchenspielerState) -> list[int]:
    return [a for _, a in state.history if MOVE <= a < ASK]


def stones_shifted(actions: list[int]) -> float:
    return sum(len(shifted(*divmod(a - MOVE, GAPS))) for a in actions) / len(actions)


# --------------------------------------------------------------------------- the seekers' model
def test_a_move_is_harder_to_follow_the_more_stones_it_shifts() -> None:
    assert follow_probability(0.8, 0, 2) == pytest.approx(0.8)  # 1>2 swaps stones 1 and 2
    assert follow_probability(0.8, 0, 3) == pytest.approx(0.8**2)  # 1>3 shifts three stones
    assert follow_probability(0.8, 0, 4) == pytest.approx(0.8**3)  # 1>4: all four
    assert follow_probability(0.8, 3, 0) == pytest.approx(0.8**3)
    assert follow_probability(1.0, 3, 0) == 1.0
    assert follow_probability(0.0, 1, 0) == 0.0


def test_the_memories_of_a_seeker_are_a_probability_distribution() -> None:
    layout = (0, 1, 2, 3)
    moves = (move_action(1, 4), move_action(4, 1), move_action(2, 0))
    dist = memories(layout, moves, 0.8)
    assert sum(dist.values()) == pytest.approx(1.0)
    assert len(memories(layout, moves, 1.0)) == 1
    # a seeker who follows every move finds every symbol; one who loses track does not
    row = (0, 1, 2, 3)
    for action in moves:
        row = shuffled(row, *divmod(action - MOVE, GAPS))
    (memory,) = memories(layout, moves, 1.0)
    assert findability({memory: 1.0}, row, list(range(ROW)), list(range(ROW))) == 4
    assert 1 < findability(dist, row, list(range(ROW)), list(range(ROW))) < 4


# --------------------------------------------------------------------------- the smart shuffler
def test_the_smart_shuffler_plays_legal_games_with_two_to_four_players() -> None:
    for players in (2, 3, 4):
        state, _ = play(["normal"] * players, ["smart"] * players, seed=players)
        assert state.outcome() is not None


def test_the_smart_shuffler_moves_more_stones_than_the_random_one() -> None:
    smart = []
    randomly = []
    for seed in range(6):
        state, _ = play(["sharp", "sharp"], ["smart", "smart"], seed)
        smart += moves_of(state)
        state, _ = play(["sharp", "sharp"], ["random", "random"], seed)
        randomly += moves_of(state)
    assert stones_shifted(smart) > stones_shifted(randomly) + 0.5


def test_the_smart_shuffler_keeps_more_stones_from_a_normal_seeker() -> None:
    # seat 0 seeks with the same attention in both runs; seat 1 is the shuffler under test;
    # count the stones seat 0 wins from seat 1
    won = {"random": 0, "smart": 0}
    for seed in range(30):
        for kind in won:
            state, _ = play(["normal", "normal"], ["random", kind], seed)
            outcome = state.outcome()
            assert outcome is not None
            won[kind] += outcome.details["won"][0]
    assert won["smart"] < won["random"] - 5


def test_the_sharp_seeker_loses_track_more_often_against_the_smart_shuffler() -> None:
    # against the sharp seeker the gain in stones is small (about 2 in 100 stones, see
    # docs/ai/huetchenspieler.md), too small for a few games; its lapses show it plainly.  A turn's
    # lapses are drawn from its public facts (issue 34), so two runs share no draws and the
    # realised lapses of 30 games are noisy: count the lapses the sharp seeker is expected to
    # make on the moves it had to follow (1 - the chance of following each)
    expected = {"random": 0.0, "smart": 0.0}
    for seed in range(30):
        for kind in expected:
            state, _ = play(["sharp", "sharp"], ["random", kind], seed)
            for player, action in state.history:
                if player == 1 and MOVE <= action < ASK:
                    stone0, gap = divmod(action - MOVE, GAPS)
                    expected[kind] += 1 - follow_probability(0.97, stone0, gap)
    assert expected["smart"] > 1.5 * expected["random"]


def test_the_smart_shuffler_is_reproducible_for_a_seed() -> None:
    first, _ = play(["normal", "careless"], ["smart", "smart"], 11)
    again, _ = play(["normal", "careless"], ["smart", "smart"], 11)
    assert first.history == again.history


def test_the_smart_shuffler_avoids_moves_a_seeker_follows_easily() -> None:
    state = GAME.state_from_snapshot(
        {
            "first": 0,
            "phase": "shuffle",
            "turn": 0,
            "layout": ["dot", "line", "triangle", "square"],
            "order": [0, 1, 2, 3],
            "taken": [None] * 4,
            "moves": [],
            "asked": None,
            "stones": [[[2] * 4, [0] * 4], [[0] * 4, [2] * 4]],
            "results": [],
        },
        {"players": 2},
    )
    assert isinstance(state, HuetchenspielerState)
    for seed in range(5):
        stone0, gap = divmod(smart_move(state, 0.8, random.Random(seed)) - MOVE, GAPS)
        assert len(shifted(stone0, gap)) == ROW  # an end stone to the other end


def test_the_smart_shuffler_saves_a_likely_mix_up_for_the_double_question() -> None:
    # 2>0 swaps dot and line (a short move, easily followed); 4>2 twice moves the square and
    # the triangle (each time a swap of the two): a seeker is least sure of those two.  Asking
    # for them first would let a confused seeker learn from its mistake; left for the third
    # question, where the last two stones go together, the mix-up costs two stones.
    state = GAME.state_from_snapshot(
        {
            "first": 0,
            "phase": "ask",
            "turn": 0,
            "layout": ["dot", "line", "triangle", "square"],
            "order": [1, 0, 2, 3],
            "taken": [None] * 4,
            "moves": ["2>0", "4>2", "4>2"],
            "asked": None,
            "stones": [[[2] * 4, [0] * 4], [[0] * 4, [2] * 4]],
            "results": [],
        },
        {"players": 2},
    )
    assert isinstance(state, HuetchenspielerState)
    dist = memories(state.layout, state.moves, 0.8)
    chances = {s: findability(dist, state.row(), state.face_down(), [s]) for s in range(ROW)}
    assert chances[0] == chances[1] > chances[2] == chances[3]  # dot, line > triangle, square
    asked = smart_question(state, 0.8, random.Random(0)) - ASK
    assert asked in (0, 1)
    # and a seeker who never lapses wins all four stones whatever is asked
    sure = memories(state.layout, state.moves, 1.0)
    assert questions_value(sure, state.row(), state.face_down())[0] == pytest.approx(4.0)
    assert questions_value(dist, state.row(), state.face_down())[0] < 4.0


def test_the_seekers_pick_does_not_depend_on_the_hidden_row() -> None:
    # the smart shuffler's row is hidden from the seeker: redrawing it changes nothing
    state, _ = play(["sharp", "sharp"], ["smart", "smart"], 3)
    replay = GAME.new_state({"players": 2}, 3)
    agents = [HuetchenspielerAgent("sharp", seed=30 + i, shuffler="smart") for i in range(2)]
    checked = 0
    for player, action in state.history:
        picking = player != CHANCE and replay.view(player)["position"]["phase"] == "pick"
        if picking:
            observations = [replay.resample_hidden(player, random.Random(k)) for k in range(4)]
            picks = {agents[player].choose(o, player, random.Random(0)) for o in observations}
            assert len(picks) == 1
            checked += 1
        replay.push(action, player)
        for seat, agent in enumerate(agents):
            agent.observe(replay.view(seat))
    assert checked > 0


def test_the_levels_use_the_smart_shuffler_and_specs_are_checked() -> None:
    agent = make_agent("hard", GAME)
    assert getattr(agent, "shuffler", None) == "smart"
    assert getattr(make_agent("seeker:shuffler=random", GAME), "shuffler", None) == "random"
    with pytest.raises(FivesError, match="shuffler must be one of"):
        make_agent("seeker:shuffler=sneaky", GAME)
    with pytest.raises(ValueError, match="unknown shuffler"):
        HuetchenspielerAgent("normal", shuffler="sneaky")
