"""A new two-player game of perfect information without an AI of its own gets levels that solve
small games (issue 34, item 3): one-heap Nim, written here through the game protocol only.  The
default levels (`fives.ai.plugin.MCTS_LEVELS`: the generic MCTS) must find the winning move every
time; the oracle is Nim's theory: from a heap of n with takes of 1 to k the mover wins exactly
when n % (k + 1) != 0, by leaving a multiple of k + 1."""

from __future__ import annotations

import random
from typing import Any, ClassVar

import pytest

import fives.ai.plugin
from fives.ai.levels import make_agent
from fives.ai.plugin import DEFAULT_PLUGIN, MCTS_LEVELS
from fives.ai.search.agent import act
from fives.core import TERMINAL, Game, GameInfo, Message, Options, OptionSpec, Outcome, State


class NimState(State[int]):
    """One heap; the players take 1 to ``most`` in turn; who takes the last one wins."""

    def __init__(self, game: Game[int], options: Options, seed: int) -> None:
        super().__init__(game, options, seed)
        self.heap = options.get_int("heap")
        self.most = options.get_int("most")
        self.mover = 0

    def current_player(self) -> int:
        return TERMINAL if self.heap == 0 else self.mover

    def _legal_actions(self, player: int) -> list[int]:
        return list(range(1, min(self.most, self.heap) + 1))

    def _apply(self, player: int, action: int) -> object:
        self.heap -= action
        self.mover = 1 - self.mover
        return None

    def _undo(self, player: int, action: int, token: object) -> bool:
        self.heap += action
        self.mover = 1 - self.mover
        return True

    def outcome(self) -> Outcome | None:
        if self.heap:
            return None
        return Outcome(winners=frozenset({1 - self.mover}), scores=(0.0, 0.0), reason=Message("advice-best"))

    def action_to_string(self, action: int, player: int | None = None) -> str:
        return str(action)

    def _view(self, player: int | None) -> dict[str, Any]:
        return {"heap": self.heap}

    def snapshot(self) -> dict[str, Any]:
        return {"heap": self.heap, "mover": self.mover}


class Nim(Game[int]):
    info: ClassVar[GameInfo] = GameInfo(
        id="nim_test",
        name="Nim",
        name_de="Nim",
        description="one heap",
        min_players=2,
        max_players=2,
        chance=False,
        hidden_information=False,
        simultaneous=False,
        options=(
            OptionSpec("heap", int, 21, Message("advice-best"), minimum=1),
            OptionSpec("most", int, 3, Message("advice-best"), minimum=1),
        ),
    )

    def _new_state(self, options: Options, seed: int) -> NimState:
        return NimState(self, options, seed)

    def max_length(self, options: Options) -> int:
        return options.get_int("heap")


@pytest.fixture
def nim(monkeypatch: pytest.MonkeyPatch) -> Nim:
    monkeypatch.setitem(fives.ai.plugin._plugins, Nim.info.id, DEFAULT_PLUGIN)  # no AI of its own
    return Nim()


#: (heap, most): a winning position for the mover (heap % (most + 1) != 0)
POSITIONS = [(21, 3), (17, 4), (31, 5), (13, 2), (40, 6)]


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_the_default_levels_find_nim_s_winning_move_every_time(nim: Nim, level: str) -> None:
    assert DEFAULT_PLUGIN.level_specs(2)[level] == MCTS_LEVELS[level]
    agent = make_agent(MCTS_LEVELS[level], nim, 2)
    for seed, (heap, most) in enumerate(POSITIONS):
        assert heap % (most + 1) != 0
        state = nim.new_state({"heap": heap, "most": most}, seed)
        take = act(agent, state, 0, random.Random(seed))
        assert (heap - take) % (most + 1) == 0, f"heap {heap}, takes 1-{most}: took {take}"


def test_medium_wins_whole_games_of_nim_against_a_random_player(nim: Nim) -> None:
    agent = make_agent(MCTS_LEVELS["medium"], nim, 2)
    rng = random.Random(3)
    for heap in (22, 23, 25):  # winning starts for the first player (heap % 4 != 0)
        state = nim.new_state({"heap": heap, "most": 3}, heap)
        while not state.is_terminal():
            player = state.current_player()
            legal = state.legal_actions(player)
            state.push(act(agent, state, 0, rng) if player == 0 else rng.choice(legal), player)
        assert state.returns()[0] == 1.0


def test_a_lost_position_is_left_to_the_search(nim: Nim) -> None:
    agent = make_agent("mcts:sims=50", nim, 2)
    state = nim.new_state({"heap": 20, "most": 3}, 0)  # lost: every take loses against best play
    assert act(agent, state, 0, random.Random(0)) in (1, 2, 3)
