"""The PettingZoo parallel environment (issue 26): Zahlenpoker's simultaneous rounds as one
joint step, checked with PettingZoo's own ``parallel_api_test``."""

from __future__ import annotations

import random
import warnings

import pytest

pytest.importorskip("pettingzoo", reason="pettingzoo is not installed (pip install fives[research])")
np = pytest.importorskip("numpy")

from pettingzoo.test import parallel_api_test  # noqa: E402

from fives.core import IllegalActionError  # noqa: E402
from fives.interop.pettingzoo import parallel_env  # noqa: E402


@pytest.mark.parametrize("players", [2, 3, 4])
def test_parallel_api_test_passes_on_zahlenpoker(players: int) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # all-zero masks of agents who do not act this step
        parallel_api_test(parallel_env("zahlenpoker", {"players": players}), num_cycles=500)


def test_same_seed_same_game() -> None:
    first, second = parallel_env("zahlenpoker", {"players": 3}), parallel_env("zahlenpoker", {"players": 3})
    assert _play(first, 9) == _play(second, 9)
    assert first.fives_state.snapshot() == second.fives_state.snapshot()


def _play(env: object, seed: int) -> dict[str, float]:
    rng = random.Random(seed)
    obs, _ = env.reset(seed=seed)  # type: ignore[attr-defined]
    totals: dict[str, float] = {}
    while env.agents:  # type: ignore[attr-defined]
        actions = {}
        for agent, o in obs.items():
            legal = np.flatnonzero(o["action_mask"])
            actions[agent] = int(rng.choice(legal)) if len(legal) else 0
        obs, rewards, _, _, _ = env.step(actions)  # type: ignore[attr-defined]
        for agent, r in rewards.items():
            totals[agent] = totals.get(agent, 0.0) + r
    return totals


def test_a_round_is_one_joint_step_and_rewards_are_our_returns() -> None:
    env = parallel_env("zahlenpoker", {"players": 3})
    obs, infos = env.reset(seed=1)
    assert set(obs) == set(infos) == {"player_0", "player_1", "player_2"}
    assert all(o["action_mask"].sum() > 0 for o in obs.values())  # everyone chooses at once
    first = {agent: int(np.flatnonzero(o["action_mask"])[-1]) for agent, o in obs.items()}
    env.step(first)
    state = env.fives_state
    assert len(state.history) == 3 and [p for p, _ in state.history] == [0, 1, 2]
    totals = _play(env, 4)
    assert sum(totals.values()) == pytest.approx(0.0)
    assert list(totals.values()) == pytest.approx(list(env.fives_state.returns()))


def test_an_illegal_joint_action_is_refused_and_changes_nothing() -> None:
    env = parallel_env("zahlenpoker", {"players": 2})
    obs, _ = env.reset(seed=0)
    good = int(np.flatnonzero(obs["player_0"]["action_mask"])[0])
    bad = int(np.flatnonzero(obs["player_1"]["action_mask"] == 0)[0])
    with pytest.raises(IllegalActionError):
        env.step({"player_0": good, "player_1": bad})
    assert env.fives_state.history == []
    with pytest.raises(ValueError, match="player_1"):
        env.step({"player_0": good})
    assert env.fives_state.history == []
