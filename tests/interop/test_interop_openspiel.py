"""The OpenSpiel adapter: OpenSpiel's own checks, its Python MCTS, IS-MCTS and CFR on our games."""

from __future__ import annotations

import json
import random
import sys
from typing import Any

import pytest

pyspiel = pytest.importorskip("pyspiel", reason="open-spiel is not installed (pip install fives[research])")
np = pytest.importorskip("numpy")

import fives.games  # noqa: E402
from fives.core import Game  # noqa: E402
from fives.interop import openspiel as fo  # noqa: E402

GAMES = fives.games.all()
PERFECT = [g for g in GAMES if not g.info.hidden_information and not g.info.simultaneous]
HIDDEN_SEQUENTIAL = [g for g in GAMES if g.info.hidden_information and not g.info.simultaneous]
#: Shorter matches where a whole match would make a test slow.
SHORT = {"make5": {"games": 2}, "all_fives": {"round_limit": 1}}
#: A small Zahlenpoker position: each of two players holds a 1, a 3 and a 4 (and the empty hand).
SMALL_ZAHLENPOKER = {"hands": [[1, 0, 1, 1], [1, 0, 1, 1]]}


def _play(state: Any, choose: Any, rng: Any) -> Any:
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(outcomes, p=probs)))
        else:
            state.apply_action(choose(state))
    return state


def test_every_game_is_registered() -> None:
    assert sorted(fo.NAMES) == sorted(fo.short_name(g.id) for g in GAMES)
    assert set(fo.NAMES) <= set(pyspiel.registered_names())
    assert fo.register() == fo.NAMES  # a second registration is a no-op


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_game_type_is_declared_truthfully(game: Game[Any]) -> None:
    spiel = fo.load(game.id)
    gt = spiel.get_type()
    info = game.info
    assert gt.short_name == f"fives_{game.id}"
    assert (gt.dynamics == gt.Dynamics.SIMULTANEOUS) == info.simultaneous
    assert (gt.chance_mode == gt.ChanceMode.EXPLICIT_STOCHASTIC) == info.chance
    assert (gt.information == gt.Information.PERFECT_INFORMATION) == (
        not info.hidden_information and not info.simultaneous
    )
    assert (gt.utility == gt.Utility.ZERO_SUM) == (info.max_players > 1)
    assert (gt.min_num_players, gt.max_num_players) == (info.min_players, info.max_players)
    params = gt.parameter_specification
    assert {spec.name for spec in info.all_options()} <= set(params)
    assert spiel.num_players() == game.validate_options({}).get_int("players")


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
@pytest.mark.parametrize("players", ["min", "max"])
def test_openspiel_random_sim_test_passes(game: Game[Any], players: str) -> None:
    count = game.info.min_players if players == "min" else game.info.max_players
    spiel = fo.load(game.id, players=count, **SHORT.get(game.id, {}))
    pyspiel.random_sim_test(spiel, num_sims=2, serialize=True, verbose=False)


def test_random_sim_test_with_chance_setup_and_a_custom_position() -> None:
    pyspiel.random_sim_test(fo.load("cambio", setup="random"), num_sims=2, serialize=False, verbose=False)
    small = fo.load("zahlenpoker", players=2, position=json.dumps(SMALL_ZAHLENPOKER))
    pyspiel.random_sim_test(small, num_sims=3, serialize=False, verbose=False)


def test_parameters_become_our_options() -> None:
    assert (
        fo.load("all_fives", players=3).fives_game.validate_options({"players": 3}).get_int("hand_size") == 7
    )
    state = fo.load("all_fives", players=3).new_initial_state().fives_state
    assert state.hand_size == 7  # the option's default for three players, not the two-player 9
    assert fo.load("all_fives", players=3, hand_size=4).new_initial_state().fives_state.hand_size == 4
    assert fo.load("cambio", players=3).num_players() == 3


def test_actions_are_named_in_our_notation() -> None:
    spiel = fo.load("cambio")
    state = spiel.new_initial_state()
    ours = state.fives_state
    names = {state.action_to_string(state.current_player(), a) for a in state.legal_actions()}
    assert names == set(ours.legal_strings())
    state.apply_action(state.legal_actions()[0])
    assert ours.move_number == 1


def test_chance_outcomes_have_ids_and_exact_probabilities() -> None:
    state = fo.load("torris").new_initial_state()
    assert state.is_chance_node()
    outcomes = state.chance_outcomes()
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    assert [state.action_to_string(pyspiel.PlayerId.CHANCE, a) for a, _ in outcomes] == [
        "a1=dot",
        *[f"a1={s}" for s in ("line", "triangle", "square")],
    ]


@pytest.mark.parametrize("game", [g for g in GAMES if g.info.chance], ids=lambda g: g.id)
def test_chance_outcomes_are_our_outcomes_as_ids_in_order(
    game: Game[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 26: the adapter converts a chance list in one pass (uniform lists by the one shared
    Fraction); along a random game every list is ours, encoded, with float probabilities, in id
    order, and a list in another order or with float probabilities is converted all the same."""
    chance_setup: dict[str, Any] = {"setup": "random"} if game.id == "cambio" else {}  # else no chance
    spiel = fo.load(game.id, players=game.info.max_players, single=True, **chance_setup)
    rng = random.Random(4)
    state = spiel.new_initial_state()
    chance_nodes = 0
    while not state.is_terminal():
        if state.is_chance_node():
            chance_nodes += 1
            ours = state.fives_state
            space = state._box.adapter.spaces.chance
            expected = sorted((space.encode(a, ours), float(p)) for a, p in ours.chance_outcomes())
            assert state.chance_outcomes() == expected
            backwards = [(a, float(p)) for a, p in reversed(ours.chance_outcomes())]
            with monkeypatch.context() as patch:  # backwards, with floats: sorted and converted
                patch.setattr(ours, "chance_outcomes", backwards.copy)
                assert state.chance_outcomes() == expected
            state.apply_action(rng.choice(expected)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    assert chance_nodes > 0


def test_simultaneous_rounds_take_joint_actions_and_wait_for_those_not_playing() -> None:
    spiel = fo.load("zahlenpoker", players=3)
    state = spiel.new_initial_state()
    assert state.current_player() == pyspiel.PlayerId.SIMULTANEOUS
    wait = spiel.num_distinct_actions() - 1
    for player in range(3):
        names = [state.action_to_string(player, a) for a in state.legal_actions(player)]
        assert names == ["empty", "1", "2", "3", "4"]
    four = next(a for a in state.legal_actions(0) if state.action_to_string(0, a) == "4")
    three = next(a for a in state.legal_actions(0) if state.action_to_string(0, a) == "3")
    state.apply_actions([four, three, three])
    # the two 3s cancel: P1's 4 wins
    assert state.fives_state.won == [(4,), (), ()]
    assert wait not in state.legal_actions(0)
    # a player who cannot take part only waits
    position = {"hands": [[0, 0, 0, 0], [1, 0, 0, 0], [0, 1, 0, 0]], "empty_used": [True, False, False]}
    state = fo.load("zahlenpoker", players=3, position=json.dumps(position)).new_initial_state()
    assert state.legal_actions(0) == [wait]
    assert state.action_to_string(0, wait) == "wait"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_ids_mean_our_legal_moves_and_chance_outcomes_in_every_state(game: Game[Any]) -> None:
    spiel = fo.load(game.id, players=game.info.max_players, **SHORT.get(game.id, {}))
    rng = random.Random(7)
    chance = pyspiel.PlayerId.CHANCE
    for _ in range(3):
        state = spiel.new_initial_state()
        ours = state.fives_state
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                expected = {ours.action_to_string(a, -1): float(p) for a, p in ours.chance_outcomes()}
                assert {state.action_to_string(chance, a): p for a, p in outcomes} == pytest.approx(expected)
                state.apply_action(rng.choice(outcomes)[0])
                continue
            joint = []
            for player in range(spiel.num_players()):
                ids = state.legal_actions(player)
                assert ids == sorted(set(ids))
                names = [state.action_to_string(player, a) for a in ids]
                if player in ours.acting_players():
                    assert sorted(names) == sorted(ours.legal_strings(player))
                else:
                    assert names in ([], [fo.WAIT])
                joint.append(rng.choice(ids) if ids else -1)
            if state.is_simultaneous_node():
                state.apply_actions(joint)
            else:
                state.apply_action(joint[state.current_player()])
        assert state.returns() == list(ours.returns())


def _cpp(state: Any, name: str, *args: int) -> Any:
    """pyspiel.State's own (C++) answer, which calls back into the state's Python parts."""
    return getattr(pyspiel.State, name)(state, *args)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_python_queries_answer_as_the_cpp_wrapper_does(game: Game[Any]) -> None:
    """Issue 26 (adapter speed): legal_actions, is_chance_node, is_simultaneous_node,
    is_player_node and is_terminal are answered in Python, without pyspiel's C++ wrapper calling
    back for each part; along random games they give what the wrapper gives, for every player
    (pseudo-players too) and at chance, simultaneous and terminal nodes."""
    spiel = fo.load(game.id, players=game.info.max_players, single=True)
    rng = random.Random(11)
    state = spiel.new_initial_state()
    for kind in (fo.FivesState.legal_actions, fo.FivesState.is_chance_node, fo.FivesState.is_terminal):
        assert kind is not getattr(pyspiel.State, kind.__name__)  # our Python answers them
    while True:
        for name in ("is_chance_node", "is_simultaneous_node", "is_player_node", "is_terminal"):
            assert getattr(state, name)() == _cpp(state, name), name
        assert state.legal_actions() == _cpp(state, "legal_actions")
        for player in [*range(spiel.num_players()), int(pyspiel.PlayerId.SIMULTANEOUS)]:
            if player < 0 and not state.is_simultaneous_node():
                continue  # C++ aborts there; ours raises SpielError too (below)
            assert state.legal_actions(player) == _cpp(state, "legal_actions", player), player
        if state.is_terminal():
            break
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            assert sum(p for _, p in outcomes) == pytest.approx(1.0)
            assert [a for a, _ in outcomes] == sorted(a for a, _ in outcomes)
        state.apply_action(rng.choice(state.legal_actions()))
    if not game.info.simultaneous:
        start = spiel.new_initial_state()
        while start.is_chance_node():
            start.apply_action(start.chance_outcomes()[0][0])
        with pytest.raises(pyspiel.SpielError, match="pseudo-player"):
            start.legal_actions(int(pyspiel.PlayerId.CHANCE))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_random_game_asks_our_state_who_moves_once_per_position(
    game: Game[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 26 (adapter speed): a rollout as OpenSpiel's examples play it asks ``is_terminal``,
    ``is_chance_node``, ``is_simultaneous_node``, ``legal_actions`` and (C++'s ``apply_action``)
    ``current_player`` every step; the adapter asks our state who moves once per position (the
    calls it makes; a game's id table may ask too, as Fünf gewinnt's frame-relative ids do)."""
    spiel = fo.load(game.id, players=game.info.max_players, single=True)
    state = spiel.new_initial_state()
    cls = type(state.fives_state)
    asked = 0
    original = cls.current_player

    def counted(self: Any) -> int:
        nonlocal asked
        asked += sys._getframe(1).f_code.co_filename == fo.__file__
        return original(self)

    monkeypatch.setattr(cls, "current_player", counted)
    rng = random.Random(5)
    positions = 1
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(rng.choices(outcomes, probs)[0])
        elif state.is_simultaneous_node():
            state.apply_actions([rng.choice(state.legal_actions(p)) for p in range(state.num_players())])
        else:
            state.current_player()
            state.apply_action(rng.choice(state.legal_actions()))
        positions += 1
    assert positions > 3
    # a simultaneous round is two pushes (each acting player's part), each asking once more
    assert asked <= positions * (2 if game.info.simultaneous else 1), (asked, positions)


def test_who_moves_is_asked_again_after_any_change_of_our_state() -> None:
    """The remembered player belongs to one history: a push or a pop straight on
    `FivesState.fives_state`, or a pop and the same move again, is seen at once."""
    spiel = fo.load("torris")
    state = spiel.new_initial_state()
    ours = state.fives_state
    rng = random.Random(3)
    changes = 0
    while not state.is_terminal():  # asked (and remembered) before every push
        before = state.current_player()
        action = ours.legal_actions()[0] if ours.is_chance_node() else rng.choice(ours.legal_actions())
        ours.push(action)
        ours.pop()  # the same history again: nothing changed
        assert state.current_player() == before
        ours.push(action)  # the same length and the same move as a moment ago: a new entry
        assert state.current_player() == ours.current_player() == _cpp(state, "current_player")
        assert state.legal_actions() == _cpp(state, "legal_actions")
        changes += before != state.current_player()
    assert changes > 10
    while ours.history:
        state.is_terminal()
        ours.pop()
        assert state.is_terminal() == ours.is_terminal() == _cpp(state, "is_terminal")
        assert state.current_player() == ours.current_player() == _cpp(state, "current_player")


def test_flat_joint_actions_of_a_simultaneous_node() -> None:
    spiel = fo.load("zahlenpoker", players=2)
    state = spiel.new_initial_state()
    per_player = [state.legal_actions(p) for p in range(2)]
    flat = state.legal_actions()  # OpenSpiel's numbering of the joint actions
    assert len(flat) == len(per_player[0]) * len(per_player[1])
    assert state.action_to_string(pyspiel.PlayerId.SIMULTANEOUS, flat[-1]) == "P1: 4, P2: 4"
    assert state.action_to_string(pyspiel.PlayerId.SIMULTANEOUS, flat[1]) == "P1: 1, P2: empty"
    state.apply_action(flat[-1])  # both players' last action: both show a 4, which cancel
    assert [r.shown for r in state.fives_state.rounds] == [(4, 4)]
    assert state.fives_state.won == [(), ()]


def test_a_state_can_start_from_a_snapshot() -> None:
    spiel = fo.load("zahlenpoker", players=2)
    position = {"hands": [[1, 0, 0, 1], [1, 0, 0, 1]]}
    for given in (position, json.dumps(position)):
        state = spiel.new_initial_state(given)
        assert [state.action_to_string(0, a) for a in state.legal_actions(0)] == ["empty", "1", "4"]
    assert str(spiel.new_initial_state()) != str(spiel.new_initial_state(position))


@pytest.mark.parametrize("game", PERFECT, ids=lambda g: g.id)
def test_openspiel_python_mcts_plays_a_full_game(game: Game[Any]) -> None:
    from open_spiel.python.algorithms import mcts

    spiel = fo.load(game.id)  # default options: Make 5 is a whole match of six games
    rng = np.random.RandomState(0)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = mcts.MCTSBot(spiel, 2, 8, evaluator, random_state=rng)
    state = _play(spiel.new_initial_state(), bot.step, rng)
    assert state.fives_state.is_terminal()
    assert state.returns() == list(state.fives_state.returns())


@pytest.mark.parametrize("game", HIDDEN_SEQUENTIAL, ids=lambda g: g.id)
def test_openspiel_ismcts_plays_a_full_game(game: Game[Any]) -> None:
    from open_spiel.python.algorithms import ismcts, mcts

    spiel = fo.load(game.id, **SHORT.get(game.id, {}))
    rng = np.random.RandomState(0)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    bot = ismcts.ISMCTSBot(spiel, evaluator, 2.0, 10, random_state=rng)
    state = _play(spiel.new_initial_state(), bot.step, rng)
    assert state.fives_state.is_terminal()


@pytest.mark.parametrize("game", [g for g in GAMES if g.info.hidden_information], ids=lambda g: g.id)
def test_resample_from_infostate_keeps_what_the_player_knows(game: Game[Any]) -> None:
    spiel = fo.load(game.id, **SHORT.get(game.id, {}))
    rng = random.Random(3)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    state = spiel.new_initial_state()
    changed = 0
    for _ in range(60):
        if state.is_terminal():
            break
        if state.is_chance_node():
            state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()]))
            continue
        for player in range(spiel.num_players()):
            other = state.resample_from_infostate(player, sampler)
            assert other.information_state_string(player) == state.information_state_string(player)
            assert other.observation_tensor(player) == state.observation_tensor(player)
            changed += str(other) != str(state)
        if state.current_player() == pyspiel.PlayerId.SIMULTANEOUS:
            state.apply_actions([rng.choice(state.legal_actions(p)) for p in range(spiel.num_players())])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    if game.info.simultaneous:
        # joint actions are revealed at once: no OpenSpiel state holds a secret choice
        assert changed == 0
    else:
        assert changed > 0  # something really was hidden and redrawn


def test_observation_and_information_state_tensors_have_a_fixed_size() -> None:
    spiel = fo.load("cambio", tensor_size=256, observation="hashed")
    assert spiel.observation_tensor_shape() == [256]
    assert spiel.information_state_tensor_shape() == [256]
    state = spiel.new_initial_state()
    first = state.observation_tensor(0)
    state.apply_action(state.legal_actions()[0])
    assert len(state.observation_tensor(0)) == 256
    assert state.observation_tensor(0) != first
    assert "log" in json.loads(state.information_state_string(0))
    assert "log" not in json.loads(state.observation_string(0))


def test_public_observer_sees_what_a_spectator_sees() -> None:
    spiel = fo.load("all_fives")
    state = spiel.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    public = pyspiel.IIGObservationType(
        perfect_recall=False, public_info=True, private_info=pyspiel.PrivateInfoType.NONE
    )
    observer = spiel.make_py_observer(public)
    assert json.loads(observer.string_from(state, 0))["position"]["hand"] is None
    assert json.loads(state.observation_string(0))["position"]["hand"]  # the player's own hand


def test_fuenf_gewinnt_ids_are_compact_and_name_every_move_of_the_widest_area() -> None:
    """Issue 26: 19,653 ids (not 1,187,011), relative to the stones; the widest area the rules
    allow (32 stones in a line) still has an id for every move, and its strings are ours."""
    spiel = fo.load("fuenf_gewinnt")
    assert spiel.num_distinct_actions() == 19_653
    line = {"stones": [[x, 0, "WB"[x % 2]] for x in range(32)], "in_hand": [0, 0], "to_move": 0}
    state = spiel.new_initial_state(json.dumps(line))
    legal = state.legal_actions()
    assert legal == sorted(set(legal)) and legal[-1] < 19_653
    names = {state.action_to_string(0, a) for a in legal}
    assert names == set(state.fives_state.legal_strings(0))
    assert "0,0>32,0" in names
    named = state.action_to_string(0, legal[-1])
    state.apply_action(legal[-1])
    ours = state.fives_state
    assert ours.action_to_string(ours.history[-1][1], 0) == named  # the id applied is the move named
    with pytest.raises(pyspiel.SpielError, match="radius"):  # the old bound is no parameter any more
        fo.load("fuenf_gewinnt", radius=16)


def test_cfr_on_a_small_zahlenpoker_reduces_exploitability() -> None:
    from open_spiel.python import policy
    from open_spiel.python.algorithms import cfr, exploitability

    spiel = fo.load("zahlenpoker", players=2, position=json.dumps({"hands": [[1, 0, 0, 1], [1, 0, 0, 1]]}))
    turn_based = pyspiel.convert_to_turn_based(spiel)
    uniform = exploitability.exploitability(turn_based, policy.UniformRandomPolicy(turn_based))
    solver = cfr.CFRSolver(turn_based)
    for _ in range(30):
        solver.evaluate_and_update_policy()
    found = exploitability.exploitability(turn_based, solver.average_policy())
    print(f"zahlenpoker {{1,4}} each: exploitability uniform {uniform:.4f}, CFR x30 {found:.4f}")
    assert found < uniform / 4
