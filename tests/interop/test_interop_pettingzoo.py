"""The PettingZoo adapter: PettingZoo's api_test on every game, masks, rewards and hidden choices."""

from __future__ import annotations

import json
import warnings
from typing import Any

import pytest

pytest.importorskip("pettingzoo", reason="pettingzoo is not installed (pip install fives[research])")
np = pytest.importorskip("numpy")

from pettingzoo.test import api_test  # noqa: E402

import fives.games  # noqa: E402
from fives.core import Game, IllegalActionError  # noqa: E402
from fives.interop.pettingzoo import env, raw_env  # noqa: E402

GAMES = fives.games.all()
SHORT = {"make5": {"games": 2}, "all_fives": {"round_limit": 2}}


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
@pytest.mark.parametrize("players", ["min", "max"])
def test_pettingzoo_api_test_passes(game: Game[Any], players: str) -> None:
    count = game.info.min_players if players == "min" else game.info.max_players
    e = env(game.id, {"players": count, **SHORT.get(game.id, {})})
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # api_test warns about e.g. all-zero masks of waiting agents
        api_test(e, num_cycles=5000)


def _random_game(e: Any, seed: int) -> dict[str, float]:
    e.reset(seed=seed)
    rng = np.random.default_rng(seed)
    totals = dict.fromkeys(e.possible_agents, 0.0)
    for agent in e.agent_iter():
        observation, reward, termination, truncation, _ = e.last()
        totals[agent] += reward
        if termination or truncation:
            e.step(None)
            continue
        mask = observation["action_mask"]
        assert mask.sum() == len(e.legal_strings(agent)) > 0
        e.step(int(rng.choice(np.flatnonzero(mask))))
    return totals


def test_rewards_are_our_returns_once_the_game_is_over() -> None:
    e = env("cambio")
    totals = _random_game(e, 5)
    assert e.fives_state.is_terminal()
    assert list(totals.values()) == list(e.fives_state.returns())
    assert sum(totals.values()) == 0.0


def test_same_seed_same_game() -> None:
    first, second = env("torris"), env("torris")
    _random_game(first, 11)
    _random_game(second, 11)
    assert first.fives_state.snapshot() == second.fives_state.snapshot()


def test_only_the_acting_agent_has_legal_ids_and_ids_mean_our_moves() -> None:
    e = env("cambio")
    e.reset(seed=0)
    assert e.agent_selection == "player_0"
    assert e.observe("player_1")["action_mask"].sum() == 0
    mask = e.observe("player_0")["action_mask"]
    names = {e.fives_state.action_to_string(e.spaces.player.decode(int(i)), 0) for i in np.flatnonzero(mask)}
    assert names == set(e.legal_strings("player_0"))
    c3 = e.spaces.player.encode(e.fives_state.parse_action("c3"))
    e.step(c3)
    assert e.fives_state.history[-1] == (0, e.spaces.player.decode(c3))


def test_an_illegal_id_is_refused_and_changes_nothing() -> None:
    e = raw_env("abraeumen")
    e.reset(seed=0)
    illegal = int(np.flatnonzero(e.observe("player_0")["action_mask"] == 0)[0])
    with pytest.raises(IllegalActionError):
        e.step(illegal)
    assert e.fives_state.move_number == 0


def test_simultaneous_choices_stay_hidden_until_the_reveal() -> None:
    e = env("zahlenpoker", {"players": 2})
    e.reset(seed=0)
    before = e.observe("player_1")["observation"].copy()
    four = e.spaces.player.encode(4)
    e.step(four)  # player_0 chooses a 4, in secret
    assert e.agent_selection == "player_1"
    after_four = e.observe("player_1")["observation"]
    e.reset(seed=0)
    e.step(e.spaces.player.encode(1))  # or a 1
    after_one = e.observe("player_1")["observation"]
    assert np.array_equal(after_four, after_one)
    assert not np.array_equal(before, after_four)  # it does see that player_0 has chosen


def test_chance_is_resolved_by_the_environment() -> None:
    e = env("all_fives", {"round_limit": 1})
    e.reset(seed=3)
    assert e.fives_state.current_player() >= 0  # the deal and the lot are done
    assert e.render() is None  # no render mode asked for
    e2 = env("all_fives", {"round_limit": 1}, render_mode="ansi")
    e2.reset(seed=3)
    text = e2.render()
    assert text is not None and json.loads(text)["position"]["hand"] is None  # a spectator's view


def test_custom_position_and_a_bounded_fuenf_gewinnt() -> None:
    position = {"hands": [[1, 0, 0, 1], [1, 0, 0, 1]]}
    e = env("zahlenpoker", {"players": 2}, position=position)
    e.reset(seed=0)
    assert e.legal_strings("player_0") == ["empty", "1", "4"]
    fuenf = env("fuenf_gewinnt")
    assert fuenf.action_space("player_0").n == 19_653  # issue 26: not 1,187,011 (radius 16)
    fuenf.reset(seed=1)
    assert fuenf.observe("player_0")["action_mask"].shape == (19_653,)
