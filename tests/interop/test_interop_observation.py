"""Each game's own observation (issue 37): declared in the game's folder, a fixed layout within its
bounds, what the views show, never what the seat may not know (against the per-player views and
`resample_hidden`), and the same tensors through OpenSpiel and PettingZoo."""

from __future__ import annotations

import random
from typing import Any

import pytest

np = pytest.importorskip("numpy", reason="numpy is not installed (pip install fives[research])")

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

import fives.games  # noqa: E402
from fives.core import CHANCE, Game, State  # noqa: E402
from fives.interop.observation import Encoder, Layout, encoder, observe  # noqa: E402
from fives.interop.spaces import single_options  # noqa: E402

GAMES = fives.games.all()
HIDDEN = [g for g in GAMES if g.info.hidden_information]
SETTINGS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _encoder(game: Game[Any], players: int | None = None) -> tuple[Encoder, Any]:
    given_options: dict[str, object] = dict(single_options(game))
    if players is not None:
        given_options["players"] = players
    options = game.validate_options(given_options)
    enc = encoder(game, options)
    assert enc is not None
    return enc, options


def _played(game: Game[Any], options: Any, seed: int, steps: int) -> State[Any]:
    """A state after up to ``steps`` random actions (chance drawn too) from a seeded start."""
    rng = random.Random(seed)
    state = game.new_state(options, seed)
    for _ in range(steps):
        if state.is_terminal():
            break
        if state.current_player() == CHANCE:
            state.push(state.sample_chance(rng), CHANCE)
        else:
            player = state.acting_players()[0]
            state.push(rng.choice(state.legal_actions(player)), player)
    return state


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_every_game_declares_a_layout_of_named_fields(game: Game[Any]) -> None:
    enc, _ = _encoder(game)
    offset = 0
    for field in enc.layout:
        assert field.offset == offset and field.size > 0 and field.text and field.low < field.high
        offset = field.end
    assert offset == enc.layout.size
    data = enc.layout.as_data()
    assert [d["name"] for d in data] == [f.name for f in enc.layout]
    # the information state adds a recall exactly where the game hides something
    assert (enc.recall is not None) == game.info.hidden_information
    if enc.recall is not None:
        assert enc.recall.fields[0].offset == enc.layout.size
        assert enc.info_size == enc.layout.size + enc.recall.size


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
@SETTINGS
@given(seed=st.integers(0, 2**31), steps=st.integers(0, 150))
def test_the_observation_has_its_size_and_stays_within_its_bounds(
    game: Game[Any], seed: int, steps: int
) -> None:
    enc, options = _encoder(game)
    state = _played(game, options, seed, steps)
    low, high = enc.layout.bounds()
    for player in [None, *range(state.num_players)]:
        vector = observe(enc, state, player)
        assert vector.shape == (enc.layout.size,) and vector.dtype == np.float32
        assert (vector >= low).all() and (vector <= high).all()
        info = observe(enc, state, player, recall=True)
        assert info.shape == (enc.info_size,)
        assert np.array_equal(info[: enc.layout.size], vector)  # the observation, then the recall
        assert (info >= 0).all() and (info <= max(1.0, float(high.max()))).all()


@pytest.mark.parametrize("game", HIDDEN, ids=lambda g: g.id)
@pytest.mark.parametrize("players", [2, 3])
@SETTINGS
@given(seed=st.integers(0, 2**31), steps=st.integers(0, 120))
def test_what_the_seat_cannot_see_changes_nothing_it_observes(
    game: Game[Any], players: int, seed: int, steps: int
) -> None:
    """A state that differs only in what ``seat`` cannot see (its view is the same: the other
    hands, the face-down symbols, the others' secret choices redrawn by `resample_hidden`) gives
    the seat the same observation and the same information state (observation and recall)."""
    enc, options = _encoder(game, players)
    state = _played(game, options, seed, steps)
    rng = random.Random(seed)
    for seat in [None, *range(players)]:
        other = state.resample_hidden(seat, rng)
        assert other.view(seat) == state.view(seat)  # the reference: the seat cannot tell them apart
        assert np.array_equal(observe(enc, other, seat), observe(enc, state, seat))
        if game.id != "huetchenspieler":  # its recall is the row the seat saw laid out (below)
            assert np.array_equal(
                observe(enc, other, seat, recall=True), observe(enc, state, seat, recall=True)
            )


@pytest.mark.parametrize("game", HIDDEN, ids=lambda g: g.id)
def test_hidden_facts_really_change_between_the_states_compared(game: Game[Any]) -> None:
    """The test above compares states that differ (not the same state twice), and a seat that sees
    the hidden fact (its own hand or choice) tells them apart."""
    enc, options = _encoder(game, 2)
    differ = told = 0
    for seed in range(30):
        state = _played(game, options, seed, 2 * seed + 1)
        other = state.resample_hidden(1, random.Random(seed))  # seat 0's hand or choice redrawn
        differ += other.snapshot() != state.snapshot()
        told += not np.array_equal(observe(enc, other, 0), observe(enc, state, 0))
    assert differ > 0
    if game.id != "huetchenspieler":  # there the hidden symbols are hidden from everyone's view
        assert told > 0


def test_a_secret_choice_is_seen_by_its_chooser_only() -> None:
    game = fives.games.load("zahlenpoker")
    enc, options = _encoder(game, 3)
    states = []
    for value in (1, 4):
        state = game.new_state(options, 1)
        state.apply(value, 0)
        states.append(state)
    assert np.array_equal(observe(enc, states[0], 1), observe(enc, states[1], 1))
    assert np.array_equal(observe(enc, states[0], None), observe(enc, states[1], None))
    assert not np.array_equal(observe(enc, states[0], 0), observe(enc, states[1], 0))
    chosen = enc.layout.split(observe(enc, states[0], 1))["chosen"]
    assert chosen.tolist() == [0.0, 0.0, 1.0]  # seen from seat 1: player 0 is two seats on


def test_huetchenspieler_recall_is_public_the_shuffle_moves_of_the_turn() -> None:
    game = fives.games.load("huetchenspieler")
    enc, options = _encoder(game, 3)
    assert enc.recall is not None
    for seed in range(20):
        state = _played(game, options, seed, 4 + seed)
        recalls = [observe(enc, state, p, recall=True)[enc.layout.size :] for p in [None, 0, 1, 2]]
        assert all(np.array_equal(recalls[0], r) for r in recalls)  # the same for every seat
        assert recalls[0].sum() == len(state.moves)  # one entry per shuffle move of this turn


@pytest.mark.parametrize("seed", range(4))
def test_the_planes_show_what_the_views_show(seed: int) -> None:
    """Board planes against the per-player views (their orientation and colours)."""
    torris = fives.games.load("torris")
    enc, options = _encoder(torris)
    state = _played(torris, options, seed, 60)
    for seat in (0, 1):
        board = state.view(seat)["position"]["board"]
        fields = enc.layout.split(observe(enc, state, seat))
        mine = "WB"[seat]
        for r, row in enumerate(board):
            for c, tower in enumerate(row):
                top = fields["top"][:, r, c]
                if not tower or tower.endswith("?"):
                    assert top.sum() == 0
                    continue
                kind = int(top.argmax())
                assert top.sum() == 1 and (kind < 4) == (tower[-2] == mine)
                assert "dlts"[kind % 4] == tower[-1]
                assert fields["height"][r, c] * 32 == len(tower) // 2
    cambio = fives.games.load("cambio")
    enc, options = _encoder(cambio)
    state = _played(cambio, options, seed, 12 + seed)
    for seat in (0, 1):
        rows = state.view(seat)["position"]["rows"]
        symbols = enc.layout.split(observe(enc, state, seat))["symbols"]
        for r, row in enumerate(rows):
            for c, ch in enumerate(row):
                owner = "OA".find(ch)
                expected = [0.0, 0.0] if owner < 0 else [float(owner == seat), float(owner != seat)]
                assert symbols[:, r, c].tolist() == expected
    all_fives = fives.games.load("all_fives")
    enc, options = _encoder(all_fives)
    state = _played(all_fives, options, seed, 30 + seed)
    from fives.games.all_fives.layout import tile_name

    for seat in (0, 1):
        hand = enc.layout.split(observe(enc, state, seat))["hand"]
        assert sorted(tile_name(int(t)) for t in np.flatnonzero(hand)) == sorted(
            state.view(seat)["position"]["hand"]
        )
    assert enc.layout.split(observe(enc, state, None))["hand"].sum() == 0  # a spectator holds no hand


def test_layouts_split_a_vector_into_shaped_views() -> None:
    layout = Layout([("a", (2, 3), "six"), ("b", (1,), "one", -1.0, 2.0)])
    vector = np.arange(7, dtype=np.float32)
    parts = layout.split(vector)
    assert parts["a"].shape == (2, 3) and parts["b"].tolist() == [6.0]
    low, high = layout.bounds()
    assert low.tolist() == [0.0] * 6 + [-1.0] and high.tolist() == [1.0] * 6 + [2.0]
    with pytest.raises(ValueError, match="repeat"):
        Layout([("a", (1,), "x"), ("a", (1,), "y")])


# ------------------------------------------------------------------ through the frameworks
pyspiel = pytest.importorskip("pyspiel", reason="open_spiel is not installed (pip install fives[research])")


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_openspiel_tensors_are_the_games_own(game: Game[Any]) -> None:
    from fives.interop import openspiel as fo

    spiel = fo.load(game.id, single=True)
    enc, _ = _encoder(game)
    assert spiel.observation_tensor_shape() == [enc.layout.size]
    assert spiel.information_state_tensor_shape() == [enc.info_size]
    state = spiel.new_initial_state()
    rng = random.Random(1)
    public = spiel.make_py_observer(
        pyspiel.IIGObservationType(perfect_recall=False, private_info=pyspiel.PrivateInfoType.NONE)
    )
    for _ in range(25):
        if state.is_terminal():
            break
        ours = state.fives_state
        for p in range(spiel.num_players()):
            assert state.observation_tensor(p) == observe(enc, ours, p).tolist()
            assert state.information_state_tensor(p) == observe(enc, ours, p, recall=True).tolist()
        public.set_from(state, 0)
        assert public.tensor.tolist() == observe(enc, ours, None).tolist()
        if state.is_chance_node():
            state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()]))
        elif state.is_simultaneous_node():
            state.apply_actions([rng.choice(state.legal_actions(p)) for p in range(spiel.num_players())])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    observer = spiel.make_py_observer()
    assert list(observer.dict) == [f.name for f in enc.layout]
    assert observer.dict[enc.layout.fields[0].name].shape == enc.layout.fields[0].shape


def test_openspiel_keeps_the_hashed_view_as_an_option() -> None:
    from fives.interop import openspiel as fo

    spiel = fo.load("torris", observation="hashed")
    assert spiel.observation_tensor_shape() == [2048]
    assert list(spiel.make_py_observer().dict) == ["hashed_view"]


pettingzoo = pytest.importorskip(
    "pettingzoo", reason="pettingzoo is not installed (pip install fives[research])"
)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_pettingzoo_observes_the_games_own_observation(game: Game[Any]) -> None:
    from fives.interop.pettingzoo import env

    e = env(game.id, single=True)
    enc, _ = _encoder(game)
    e.reset(seed=2)
    space = e.observation_space("player_0")["observation"]
    assert space.shape == (enc.layout.size,)
    for _ in range(20):
        agent = e.agent_selection
        obs, _, term, trunc, _ = e.last()
        if term or trunc:
            break
        assert space.contains(obs["observation"])
        player = int(agent.split("_")[1])
        assert np.array_equal(obs["observation"], observe(enc, e.unwrapped.fives_state, player))
        e.step(int(np.flatnonzero(obs["action_mask"])[0]))


def test_pettingzoo_keeps_the_hashed_view_as_an_option() -> None:
    from fives.interop.pettingzoo import env, parallel_env

    e = env("cambio", observation="hashed", tensor_size=512)
    e.reset(seed=0)
    assert e.last()[0]["observation"].shape == (512,)
    observations, _ = parallel_env("zahlenpoker", observation="hashed").reset(seed=0)
    assert all(o["observation"].shape == (2048,) for o in observations.values())
    with pytest.raises(ValueError, match="observation"):
        env("cambio", observation="pixels")


def test_pettingzoo_step_trusts_only_its_own_mask_of_the_same_position() -> None:
    """`step` skips listing the legal moves again only where `observe` made the mask at this very
    position; the caller's copy of the mask changes nothing."""
    from fives.core import IllegalActionError
    from fives.interop.pettingzoo import raw_env

    e = raw_env("cambio")
    e.reset(seed=0)
    mask = e.observe("player_0")["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    mask[illegal] = 1  # the caller's own copy
    with pytest.raises(IllegalActionError):
        e.step(illegal)
    legal = int(np.flatnonzero(e.observe("player_0")["action_mask"])[0])
    e.step(legal)
    assert e.fives_state.move_number == 1
    stale = e.observe(e.agent_selection)["action_mask"]
    e.fives_state.push(e.fives_state.legal_actions()[0], e.fives_state.current_player())  # moved on
    wrong = int(np.flatnonzero(stale)[0])
    if e.fives_state.current_player() >= 0 and wrong not in e.spaces.player.encode_all(
        e.fives_state.legal_actions(), e.fives_state
    ):
        with pytest.raises(IllegalActionError):
            e.step(wrong)


def test_the_gymnasium_board_is_abraeumens_stones_field() -> None:
    pytest.importorskip("gymnasium", reason="gymnasium is not installed (pip install fives[research])")
    import fives.interop.gym as fg

    env = fg.AbraeumenEnv()
    board, info = env.reset()
    enc, _ = _encoder(fives.games.load("abraeumen"))
    rng = random.Random(2)
    for _ in range(10):
        stones = enc.layout.split(observe(enc, env.fives_state, 0))["stones"]
        assert np.array_equal(board, stones.astype(np.int8))
        board, _, done, _, info = env.step(int(rng.choice(np.flatnonzero(info["action_mask"]))))
        if done:
            break
