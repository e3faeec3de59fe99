"""Abräumen as a Gymnasium environment (issue 26): ``gymnasium.make("fives/Abraeumen-v0")``,
Gymnasium's own ``check_env``, and the exact solver's oracle in ``info``."""

from __future__ import annotations

import random

import pytest

gymnasium = pytest.importorskip(
    "gymnasium", reason="gymnasium is not installed (pip install fives[research])"
)
np = pytest.importorskip("numpy")

from gymnasium.utils.env_checker import check_env  # noqa: E402

import fives.interop.gym as fg  # noqa: E402  (registers fives/Abraeumen-v0)
from fives.games.abraeumen import START  # noqa: E402
from fives.games.abraeumen.ai.solver import is_solvable, solve  # noqa: E402


def test_gymnasium_check_env_passes() -> None:
    check_env(gymnasium.make("fives/Abraeumen-v0").unwrapped)
    check_env(gymnasium.make("fives/Abraeumen-v0", render_mode="ansi").unwrapped)
    check_env(fg.AbraeumenEnv(oracle=True))


def test_the_start_and_the_oracle() -> None:
    env = gymnasium.make("fives/Abraeumen-v0", oracle=True)
    obs, info = env.reset(seed=0)
    assert obs.shape == (6, 6) and int(obs.sum()) == 32
    assert info["solvable"] is True and info["stones"] == 32
    assert info["action_mask"].sum() == len(env.unwrapped.legal_actions()) > 0
    assert info["action_mask"][info["best_action"]] == 1


def test_following_the_oracle_solves_the_puzzle() -> None:
    env = fg.AbraeumenEnv(oracle=True)
    _, info = env.reset()
    total, done = 0.0, False
    while not done:
        _, reward, done, truncated, info = env.step(info["best_action"])
        assert info["solvable"] and not truncated
        total += reward
    assert total == 1.0 and info["stones"] == 1


def test_the_oracle_says_when_a_random_game_is_lost() -> None:
    env = fg.AbraeumenEnv(oracle=True)
    rng = random.Random(3)
    _, info = env.reset()
    done, reward = False, 0.0
    while not done:
        legal = np.flatnonzero(info["action_mask"])
        _, reward, done, _, info = env.step(int(rng.choice(legal)))
        assert info["solvable"] == is_solvable(env.fives_state.occupied)
    assert info["solvable"] == (info["stones"] == 1)
    assert reward == env.fives_state.returns()[0]


def test_an_illegal_jump_ends_the_episode_with_minus_one_and_changes_nothing() -> None:
    env = fg.AbraeumenEnv(oracle=True)
    obs, info = env.reset()
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    after, reward, terminated, truncated, info = env.step(illegal)
    assert (reward, terminated, truncated, info["illegal"]) == (-1.0, True, False, True)
    assert np.array_equal(after, obs) and env.fives_state.move_number == 0


def test_a_position_to_start_from_and_no_oracle() -> None:
    solution = solve(START)
    assert solution is not None
    env = fg.AbraeumenEnv(oracle=False)
    env.reset()
    for action in solution[:20]:
        env.step(action)
    snapshot = env.fives_state.snapshot()
    other = fg.AbraeumenEnv(oracle=True)
    obs, info = other.reset(options={"position": snapshot})
    assert int(obs.sum()) == 12 and info["solvable"] is True
    assert "solvable" not in fg.AbraeumenEnv(oracle=False).reset()[1]


def test_the_default_fits_training_no_solver_in_the_loop() -> None:
    """The default environment carries no verdict (the solver is an opt-in, issue 37)."""
    _, info = gymnasium.make("fives/Abraeumen-v0").reset(seed=0)
    assert "solvable" not in info and "best_action" not in info


def test_the_oracle_keeps_its_answers_per_position_and_they_are_the_solvers() -> None:
    fg._VERDICTS.clear()
    env = fg.AbraeumenEnv(oracle=True)
    rng = random.Random(5)
    seen = []
    for _ in range(2):  # two episodes: the second meets the first one's start again
        _, info = env.reset()
        seen.append((env.fives_state.occupied, info["solvable"], info["best_action"]))
        for _ in range(3):
            _, _, _, _, info = env.step(int(rng.choice(np.flatnonzero(info["action_mask"]))))
            seen.append((env.fives_state.occupied, info["solvable"], info["best_action"]))
    for occupied, solvable, best in seen:
        assert fg._VERDICTS[occupied] == (solvable, best)
        assert solvable == is_solvable(occupied)
        assert best == -1 or solvable  # a best jump only where one stone can still be the end
