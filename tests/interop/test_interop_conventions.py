"""PettingZoo's conventions (``raw_env`` and ``env`` with the default wrappers of its classic
environments) and the ``single`` option: one round or game of a game played as a match."""

from __future__ import annotations

import warnings
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel", reason="open-spiel is not installed (pip install fives[research])")
np = pytest.importorskip("numpy")

from pettingzoo.test import api_test  # noqa: E402
from pettingzoo.utils import wrappers  # noqa: E402

import fives.games  # noqa: E402
from fives.core import Game, IllegalActionError  # noqa: E402
from fives.interop import openspiel as fo  # noqa: E402
from fives.interop.pettingzoo import FivesEnv, env, raw_env  # noqa: E402
from fives.interop.spaces import single_options  # noqa: E402

GAMES = fives.games.all()


def test_raw_env_is_the_bare_environment_and_env_has_the_classic_wrappers() -> None:
    raw = raw_env("cambio")
    assert type(raw) is FivesEnv
    wrapped = env("cambio")
    chain = []
    layer: Any = wrapped
    while isinstance(layer, wrappers.BaseWrapper):
        chain.append(type(layer))
        layer = layer.env
    expected = [
        wrappers.OrderEnforcingWrapper,
        wrappers.AssertOutOfBoundsWrapper,
        wrappers.TerminateIllegalWrapper,
    ]
    # PettingZoo's wrappers, each subclassed to read the hot attributes straight from the raw env
    assert len(chain) == 3 and all(issubclass(c, e) for c, e in zip(chain, expected, strict=True))
    assert type(layer) is FivesEnv and wrapped.unwrapped is layer
    with pytest.raises(AttributeError, match="before reset"):
        _ = wrapped.agent_selection  # as OrderEnforcingWrapper refuses it
    wrapped.reset(seed=1)
    assert wrapped.rewards is layer.rewards and wrapped.agent_selection == layer.agent_selection
    assert wrapped.env.terminations is layer.terminations
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(env("zahlenpoker", {"players": 3}), num_cycles=200)


def test_an_illegal_id_ends_the_wrapped_game_and_the_bare_one_refuses_it() -> None:
    wrapped = env("cambio")
    wrapped.reset(seed=0)
    illegal = int(np.flatnonzero(wrapped.observe("player_0")["action_mask"] == 0)[0])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the wrapper warns about the illegal move
        wrapped.step(illegal)
    assert all(wrapped.terminations.values())
    assert wrapped.rewards == {"player_0": -1.0, "player_1": 0.0}
    assert wrapped.fives_state.move_number == 0
    bare = raw_env("cambio")
    bare.reset(seed=0)
    with pytest.raises(IllegalActionError):
        bare.step(illegal)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_single_sets_the_options_of_one_round_or_game(game: Game[Any]) -> None:
    ours = game.validate_options(single_options(game))
    spiel = fo.load(game.id, single=True)
    assert spiel.max_game_length() == game.max_length(ours)
    assert spiel.new_initial_state().fives_state.snapshot() == game.new_state(ours, seed=0).snapshot()
    assert raw_env(game.id, single=True).options == ours


def test_single_makes_the_matches_short() -> None:
    assert single_options(fives.games.load("make5")) == {"games": 1}
    assert single_options(fives.games.load("all_fives")) == {"round_limit": 1}
    assert single_options(fives.games.load("cambio")) == {}
    make5 = fo.load("make5", single=True)
    assert make5.max_game_length() < fo.load("make5").max_game_length()
    pyspiel.random_sim_test(make5, num_sims=3, serialize=False, verbose=False)
    pyspiel.random_sim_test(fo.load("all_fives", single=True), num_sims=3, serialize=False, verbose=False)
    assert raw_env("make5", single=True).options.get_int("games") == 1
    assert raw_env("make5", {"games": 3}).options.get_int("games") == 3


def test_an_id_outside_the_action_space_is_still_asserted_against() -> None:
    """`env`'s AssertOutOfBoundsWrapper passes an int in range on at once; anything else goes
    through PettingZoo's own check."""
    e = env("cambio")
    e.reset(seed=0)
    size = e.action_space(e.agent_selection).n
    for bad in (size, -1, 2**40):
        with pytest.raises(AssertionError, match="action space"):
            e.step(bad)
    assert e.unwrapped.fives_state.move_number == 0
    legal = int(np.flatnonzero(e.observe(e.agent_selection)["action_mask"])[0])
    e.step(np.int64(legal))  # a numpy int takes PettingZoo's own check, and passes it
    assert e.unwrapped.fives_state.move_number == 1


def _pettingzoo_chain(game_id: str, options: dict[str, Any]) -> Any:
    """`env`'s chain made of PettingZoo's own wrappers, not our subclasses."""
    inner = wrappers.TerminateIllegalWrapper(raw_env(game_id, options), illegal_reward=-1)
    return wrappers.OrderEnforcingWrapper(wrappers.AssertOutOfBoundsWrapper(inner))


def _seen(e: Any, result: Any) -> tuple[Any, ...]:
    """What a call gave and what the environment shows after it, comparable with ``==``."""
    if isinstance(result, tuple):  # `last`: the observation's arrays as lists
        obs = result[0]
        result = (None if obs is None else {k: v.tolist() for k, v in obs.items()}, *result[1:])
    elif isinstance(result, dict):
        result = {k: v.tolist() for k, v in result.items()}
    raw = e.unwrapped
    return (
        result,
        list(raw.agents),
        raw.agent_selection,
        dict(raw.rewards),
        dict(raw._cumulative_rewards),
        dict(raw.terminations),
        dict(raw.truncations),
        raw.fives_state.history,
    )


@pytest.mark.parametrize(
    ("game_id", "options"),
    [("cambio", {}), ("fuenf_gewinnt", {"afterplay_limit": 6}), ("zahlenpoker", {"players": 3})],
)
def test_envs_outer_wrapper_does_what_pettingzoos_three_do(game_id: str, options: dict[str, Any]) -> None:
    """`env`'s outer wrapper takes ``last``, ``observe``, ``step`` and ``agent_iter`` in one call
    each: the same results and effects as PettingZoo's own three wrappers, call for call (and the
    same agents from ``agent_iter``), along random games with legal ids (Python and numpy ints),
    observations of the agent who waits, a step with no observation before it, illegal ids (which
    end the game) and the dead agents' steps."""
    rng = np.random.default_rng(7)
    for seed in range(6):
        ours, theirs = env(game_id, options), _pettingzoo_chain(game_id, options)
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # the wrappers warn about illegal ids
            for e in (ours, theirs):
                e.reset(seed=seed)
            for agent, same in zip(ours.agent_iter(400), theirs.agent_iter(400), strict=True):
                assert agent == same
                roll = rng.random()
                if roll < 0.1:  # another agent's observation first
                    other = ours.possible_agents[int(rng.integers(len(ours.possible_agents)))]
                    assert _seen(ours, ours.observe(other)) == _seen(theirs, theirs.observe(other))
                raw = ours.unwrapped
                if roll < 0.95:
                    last = ours.last()
                    assert _seen(ours, last) == _seen(theirs, theirs.last())
                    mask = last[0]["action_mask"]
                else:  # a step with no `last` before it: the wrapper observes for itself
                    mask = raw.observe(agent)["action_mask"]
                if raw.terminations[agent] or raw.truncations[agent]:
                    action: Any = None
                elif rng.random() < 0.03 and not mask.all():
                    action = int(rng.choice(np.flatnonzero(mask == 0)))  # illegal: the game ends
                else:
                    action = int(rng.choice(np.flatnonzero(mask)))
                    if rng.random() < 0.2:
                        action = np.int64(action)
                for e in (ours, theirs):
                    e.step(action)
                assert _seen(ours, None) == _seen(theirs, None)
