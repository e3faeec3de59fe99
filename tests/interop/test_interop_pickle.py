"""Pickling (issue 26): games and states of every game pickle and round-trip, checked with
OpenSpiel's own simulation test (`games_sim_test.GamesSimTest.sim_game`), and a serialized state
holds that state only."""

from __future__ import annotations

import pickle
import random
import subprocess
import sys
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel", reason="open-spiel is not installed (pip install fives[research])")
np = pytest.importorskip("numpy")

from open_spiel.python.tests import games_sim_test  # noqa: E402

import fives.games  # noqa: E402
from fives.core import Game  # noqa: E402
from fives.interop import openspiel as fo  # noqa: E402

GAMES = fives.games.all()
#: Shorter matches where a whole match would make a test slow.
SHORT = {"make5": {"games": 1}, "all_fives": {"round_limit": 1}}


def _step(state: Any, rng: random.Random) -> None:
    if state.is_chance_node():
        outcomes, probs = zip(*state.chance_outcomes(), strict=True)
        state.apply_action(rng.choices(outcomes, probs)[0])
    elif state.is_simultaneous_node():
        state.apply_actions([rng.choice(state.legal_actions(p)) for p in range(state.num_players())])
    else:
        state.apply_action(rng.choice(state.legal_actions()))


def _finish(state: Any, seed: int) -> tuple[list[int], list[float]]:
    rng = random.Random(seed)
    while not state.is_terminal():
        _step(state, rng)
    return state.history(), state.returns()


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_openspiel_sim_game_pickles_games_and_states(game: Game[Any]) -> None:
    spiel = fo.load(game.id, **SHORT.get(game.id, {}))
    checker = games_sim_test.GamesSimTest()
    checker.sim_game(spiel)  # pickles the game, its type and states along a random game


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_pickled_state_continues_identically(game: Game[Any]) -> None:
    spiel = fo.load(game.id, **SHORT.get(game.id, {}))
    copy = pickle.loads(pickle.dumps(spiel))
    assert type(copy) is type(spiel) and str(copy) == str(spiel)
    state = spiel.new_initial_state()
    rng = random.Random(7)
    for _ in range(12):
        if state.is_terminal():
            break
        _step(state, rng)
    again = pickle.loads(pickle.dumps(state))
    assert str(again) == str(state) and again.history() == state.history()
    assert again.fives_state.snapshot() == state.fives_state.snapshot()
    assert _finish(again, 3) == _finish(state, 3)


def test_a_pickled_game_and_state_load_in_another_process() -> None:
    """What multiprocessing does: the bytes are read back by a fresh interpreter."""
    spiel = fo.load("torris")
    state = spiel.new_initial_state()
    rng = random.Random(1)
    for _ in range(6):
        _step(state, rng)
    code = "import pickle, sys; g, s = pickle.loads(sys.stdin.buffer.read()); print(str(g), s.history())"
    done = subprocess.run(
        [sys.executable, "-c", code], input=pickle.dumps((spiel, state)), capture_output=True
    )
    assert done.returncode == 0, done.stderr.decode()
    assert done.stdout.decode().strip() == f"{spiel} {state.history()}"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_pickled_pettingzoo_env_continues_identically(game: Game[Any]) -> None:
    from fives.interop.pettingzoo import env

    e = env(game.id, {**SHORT.get(game.id, {})})
    e.reset(seed=5)
    for _ in range(6):
        agent = e.agent_selection
        if e.terminations[agent] or e.truncations[agent]:
            break
        e.step(int(np.flatnonzero(e.observe(agent)["action_mask"])[0]))
    copy = pickle.loads(pickle.dumps(e))

    def rest(x: Any) -> list[tuple[str, float]]:
        trace, pick = [], random.Random(2)
        for agent in x.agent_iter(max_iter=400):
            _, reward, termination, truncation, _ = x.last()
            trace.append((agent, reward))
            mask = x.observe(agent)["action_mask"]
            x.step(None if termination or truncation else int(pick.choice(np.flatnonzero(mask))))
        return trace

    assert rest(copy) == rest(e)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_serialized_state_holds_that_state_only(game: Game[Any]) -> None:
    """The adapter's memo of legal-action ids grows with use; no state carries it."""
    spiel = fo.load(game.id, **SHORT.get(game.id, {}))
    fresh = len(spiel.new_initial_state().serialize())
    for seed in range(20):
        _finish(spiel.new_initial_state(), seed)
    start = spiel.new_initial_state()
    assert len(start.serialize()) == fresh
    assert len(pickle.dumps(start)) < 4 * fresh
    copy = spiel.deserialize_state(start.serialize())
    assert copy.fives_state.snapshot() == start.fives_state.snapshot()
    assert _finish(copy, 1) == _finish(start, 1)


def test_the_adapter_speed_benchmark_measures_every_game() -> None:
    from benchmarks.suite import adapter_speed

    results = [adapter_speed.measure(game.id, 0.05) for game in GAMES]
    assert all(r.ours > 0 and r.adapter > 0 for r in results)
    lines = adapter_speed.table(results)
    assert len(lines) == 2 + len(GAMES) and all(f"| {g.id} |" in "\n".join(lines) for g in GAMES)
    # where the time goes: the same loop applying in Python, and drawing chance as ours does
    detail = adapter_speed.measure("torris", 0.05, breakdown=True)
    assert detail.python_apply and detail.sampled_chance and detail.cpp_share is not None
    row = adapter_speed.table([detail])[2]
    assert row.startswith("| torris |") and row.count("|") == 9 and row.endswith("% |")
