"""The generic agents: legal, reproducible, and they see only what their seat may know."""

from __future__ import annotations

import gc
import math
import random
import weakref
from collections.abc import Iterator
from typing import Any

import pytest

import fives.ai.search.agent as agent_module
import fives.games
from fives.ai import RandomAgent, act
from fives.ai.levels import LEVELS, level_spec, make_agent
from fives.ai.measure.arena import GameResult, elo_from_score, run_arena, sprt_llr, summarize
from fives.ai.search.agent import FULL_EVERY, GROWTH_BYTES, gc_window
from fives.ai.search.alphabeta import AlphaBetaAgent
from fives.ai.search.budget import Budget
from fives.ai.search.greedy import GreedyAgent
from fives.ai.search.mcts import MCTSAgent
from fives.core import CHANCE, FivesError, Game, State

GAMES = [pytest.param(g, id=g.id) for g in fives.games.all()]


def play(game: Game[Any], agents: list[Any], seed: int, players: int | None = None) -> State[Any]:
    state = game.new_state({"players": players} if players else {}, seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.push(state.sample_chance(), CHANCE)
            continue
        p = state.acting_players()[0]
        action = act(agents[p % len(agents)], state, p, rng)
        assert action in state.legal_actions(p)
        state.apply(action, p)
    return state


@pytest.mark.parametrize("game", GAMES)
def test_mcts_and_greedy_play_every_game_legally_to_the_end(game: Game[Any]) -> None:
    n = game.info.max_players
    agents = [MCTSAgent(Budget(nodes=8), rollout_depth=30), GreedyAgent(), RandomAgent(), RandomAgent()]
    state = play(game, agents[:n], seed=1, players=n)
    assert state.outcome() is not None


@pytest.mark.parametrize("game", GAMES)
def test_a_fixed_budget_and_seed_reproduce_the_choice(game: Game[Any]) -> None:
    state = game.new_state({}, 3)
    rng = random.Random(3)
    # advance a few actions into the game
    for _ in range(6):
        if state.is_terminal():
            break
        if state.current_player() == CHANCE:
            state.push(state.sample_chance(), CHANCE)
        else:
            p = state.acting_players()[0]
            state.push(rng.choice(state.legal_actions(p)), p)
    while state.current_player() == CHANCE:
        state.push(state.sample_chance(), CHANCE)
    if state.is_terminal():
        pytest.skip("the game ended during the opening")
    p = state.acting_players()[0]
    choices = {
        state.action_to_string(act(MCTSAgent(Budget(nodes=40)), state, p, random.Random(9)), p)
        for _ in range(3)
    }
    assert len(choices) == 1


def test_alphabeta_refuses_games_it_cannot_search() -> None:
    with pytest.raises(FivesError, match="two-player games of perfect information"):
        make_agent("alphabeta", fives.games.load("zahlenpoker"))


@pytest.mark.parametrize("game_id", ["cambio", "fuenf_gewinnt", "torris"])
def test_alphabeta_plays_legally_with_a_node_budget(game_id: str) -> None:
    game = fives.games.load(game_id)
    agent = AlphaBetaAgent(Budget(nodes=300), max_depth=3)
    state = play(game, [agent, RandomAgent()], seed=2)
    assert state.outcome() is not None
    assert agent.last_depth >= 1


@pytest.mark.parametrize("game", GAMES)
def test_every_level_makes_an_agent(game: Game[Any]) -> None:
    for level in LEVELS:
        spec = level_spec(game, level)
        agent = make_agent(level, game)
        assert agent.name == level
        assert spec


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("wizard", "unknown agent 'wizard'"),
        ("mcts:sims", "key=value"),
        ("mcts:sims=x", "sims must be a whole number"),
        ("mcts:sims=-3", "must be a whole number of at least 1"),
        ("mcts:speed=3", "unknown parameter"),
    ],
)
def test_bad_agent_specs_are_clear_errors(spec: str, message: str) -> None:
    with pytest.raises(FivesError, match=message):
        make_agent(spec, fives.games.load("cambio"))


def test_budgets_need_a_limit() -> None:
    with pytest.raises(ValueError, match="needs seconds, nodes"):
        Budget()
    clock = Budget(nodes=3).start()
    assert clock.tick()
    assert clock.tick()
    assert not clock.tick()


def test_arena_statistics_on_a_rigged_match() -> None:
    """Seven wins, two draws, one loss: the known score, interval and Elo."""
    scores = [1.0] * 7 + [0.5] * 2 + [0.0]
    results = [GameResult(seed=i, a_seats=(i % 2,), score=s, moves=10) for i, s in enumerate(scores)]
    summary = summarize(results)
    assert (summary.wins, summary.draws, summary.losses) == (7, 2, 1)
    assert summary.score == pytest.approx(0.8)
    variance = sum((s - 0.8) ** 2 for s in scores) / 9
    assert summary.score - summary.score_low == pytest.approx(1.96 * (variance / 10) ** 0.5)
    assert summary.score_high == 1.0  # clipped to the possible range
    assert summary.elo == pytest.approx(-400 * math.log10(1 / 0.8 - 1))
    assert elo_from_score(0.5) == pytest.approx(0.0)
    assert sprt_llr(results, 0, 200) > 0 > sprt_llr(results, 300, 400)


def test_arena_rotates_seats_and_counts_every_game() -> None:
    summary = run_arena("cambio", "random", "random", games=6, seed=5, jobs_count=1)
    assert summary.games == 6 == summary.wins + summary.draws + summary.losses
    seats = [r["a_seats"][0] for r in summary.results]
    assert seats == [0, 1, 0, 1, 0, 1]


def test_greedy_beats_random_at_cambio_in_the_arena() -> None:
    summary = run_arena("cambio", "greedy", "random", games=20, seed=1, jobs_count=1)
    assert summary.score > 0.6


def test_huetchenspieler_levels_are_attention_models() -> None:
    game = fives.games.load("huetchenspieler")
    easy, hard = make_agent("easy", game), make_agent("hard", game)
    assert getattr(easy, "attention", None) == 0.4  # issue 34: levels told apart (docs/ai/huetchenspieler.md)
    assert getattr(hard, "attention", None) == 0.85
    summary = run_arena("huetchenspieler", "hard", "easy", games=10, seed=3, jobs_count=1)
    assert summary.score > 0.6


def test_a_games_own_agent_rejects_unknown_parameters() -> None:
    game = fives.games.load("huetchenspieler")
    with pytest.raises(FivesError, match="unknown parameter"):
        make_agent("seeker:attention=0.5,colour=red", game)
    with pytest.raises(FivesError, match="unknown agent 'seeker'"):
        make_agent("seeker", fives.games.load("cambio"))


def test_abraeumen_hard_level_solves_the_puzzle() -> None:
    game = fives.games.load("abraeumen")
    state = play(game, [make_agent("hard", game)], seed=1)
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.details["stones_left"] == 1


class _GCWatcher:
    """Picks the first legal action and notes how many objects the collector left frozen."""

    name = "gc-watcher"

    def __init__(self, holds: object = None) -> None:
        self.frozen: list[int] = []
        self.holds = holds

    def choose(self, observation: State[Any], player: int, rng: random.Random) -> Any:
        self.frozen.append(gc.get_freeze_count())
        self.holds = None  # let go of it while it is frozen
        return observation.legal_actions(player)[0]


class _Cycle:
    def __init__(self) -> None:
        self.me = self


@pytest.fixture
def collector() -> Iterator[None]:
    """The collector on and nothing frozen, as in a worker; restored afterwards."""
    was = gc.isenabled()
    assert gc.get_freeze_count() == 0
    gc.enable()
    try:
        yield
    finally:
        gc.unfreeze()
        if not was:
            gc.disable()


def test_act_keeps_the_older_objects_out_of_the_collector_s_way_while_the_agent_thinks(
    collector: None,
) -> None:
    state = fives.games.load("cambio").new_state({}, 1)
    agent = _GCWatcher()
    player = state.acting_players()[0]
    act(agent, state, player, random.Random(0))
    assert agent.frozen[-1] > 1000 and gc.get_freeze_count() == 0  # frozen while it thinks, then back
    with gc_window():  # nested (another decision under way): the outer one unfreezes
        act(agent, state, player, random.Random(0))
        assert gc.get_freeze_count() > 1000
    assert gc.get_freeze_count() == 0
    gc.disable()  # the collector off: nothing to keep out of its way, and it stays off
    act(agent, state, player, random.Random(0))
    assert agent.frozen[-1] == 0 and not gc.isenabled()


@pytest.mark.parametrize("peak", [True, False], ids=["memory grew", "every FULL_EVERY-th"])
def test_a_full_collection_frees_the_cyclic_garbage_of_frozen_objects(
    collector: None, monkeypatch: pytest.MonkeyPatch, peak: bool
) -> None:
    state = fives.games.load("cambio").new_state({}, 1)
    player = state.acting_players()[0]
    if peak:  # the second decision finds the peak memory grown by GROWTH_BYTES
        peaks = iter([1, GROWTH_BYTES])
        monkeypatch.setattr(agent_module, "_peak_bytes", lambda: next(peaks))
        monkeypatch.setattr(gc_window, "last_peak", 0)
    else:  # the platform does not say: the second decision is the FULL_EVERY-th
        monkeypatch.setattr(agent_module, "_peak_bytes", lambda: None)
        monkeypatch.setattr(gc_window, "decisions", FULL_EVERY - 2)
    cycle = _Cycle()  # a cycle: only the collector frees it
    garbage = weakref.ref(cycle)
    agent = _GCWatcher(cycle)
    del cycle
    act(agent, state, player, random.Random(0))  # garbage from the middle of the decision, frozen then
    assert garbage() is not None  # in the oldest generation now
    act(_GCWatcher(), state, player, random.Random(0))
    assert garbage() is None
