"""A new two-player game of perfect information without an AI of its own gets levels that solve
small games (issue 34, item 3): one-heap Nim, the example game in its own package (examples/nim).  The
default levels (`fives.ai.plugin.MCTS_LEVELS`: the generic MCTS) must find the winning move every
time; the oracle is Nim's theory: from a heap of n with takes of 1 to k the mover wins exactly
when n % (k + 1) != 0, by leaving a multiple of k + 1."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from fives.ai.levels import make_agent
from fives.ai.plugin import DEFAULT_PLUGIN, MCTS_LEVELS, ai_plugin
from fives.ai.search.agent import act
from fives.core import Game
from fives.games import load
from test_example_game import forget_installed, install_example


@pytest.fixture
def nim(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Game[int]]:
    """One-heap Nim of examples/nim (a game without an AI of its own), installed as pip would."""
    for folder in install_example(tmp_path):
        monkeypatch.syspath_prepend(str(folder))
    forget_installed()
    game: Game[int] = load("nim")
    assert ai_plugin("nim") is DEFAULT_PLUGIN  # no AI of its own
    yield game
    monkeypatch.undo()
    forget_installed()


#: (heap, most): a winning position for the mover (heap % (most + 1) != 0)
POSITIONS = [(21, 3), (17, 4), (31, 5), (13, 2), (40, 6)]


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_the_default_levels_find_nim_s_winning_move_every_time(nim: Game[int], level: str) -> None:
    assert DEFAULT_PLUGIN.level_specs(2)[level] == MCTS_LEVELS[level]
    agent = make_agent(MCTS_LEVELS[level], nim, 2)
    for seed, (heap, most) in enumerate(POSITIONS):
        assert heap % (most + 1) != 0
        state = nim.new_state({"heap": heap, "most": most}, seed)
        take = act(agent, state, 0, random.Random(seed))
        assert (heap - take) % (most + 1) == 0, f"heap {heap}, takes 1-{most}: took {take}"


def test_medium_wins_whole_games_of_nim_against_a_random_player(nim: Game[int]) -> None:
    agent = make_agent(MCTS_LEVELS["medium"], nim, 2)
    rng = random.Random(3)
    for heap in (22, 23, 25):  # winning starts for the first player (heap % 4 != 0)
        state = nim.new_state({"heap": heap, "most": 3}, heap)
        while not state.is_terminal():
            player = state.current_player()
            legal = state.legal_actions(player)
            state.push(act(agent, state, 0, rng) if player == 0 else rng.choice(legal), player)
        assert state.returns()[0] == 1.0


def test_a_lost_position_is_left_to_the_search(nim: Game[int]) -> None:
    agent = make_agent("mcts:sims=50", nim, 2)
    state = nim.new_state({"heap": 20, "most": 3}, 0)  # lost: every take loses against best play
    assert act(agent, state, 0, random.Random(0)) in (1, 2, 3)
