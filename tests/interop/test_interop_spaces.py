"""The declared action spaces and the view features (no framework needed)."""

from __future__ import annotations

import random
import subprocess
import sys
import types
from typing import Any

import pytest

import fives.games
from fives.core import CHANCE, Game, State, normalize_notation
from fives.interop.features import canonical, features, hashed, knowledge, slots
from fives.interop.spaces import (
    SUPPORTED,
    ActionSpaceError,
    InteropTable,
    Spaces,
    TableSpace,
    adapter_parameters,
    interop_table,
    spaces,
)

GAMES = fives.games.all()


def _variants(game: Game[Any]) -> list[dict[str, object]]:
    """The smallest and largest player count, and each choice of each choice option."""
    info = game.info
    result: list[dict[str, object]] = [{"players": info.min_players}, {"players": info.max_players}]
    for spec in info.options:
        for choice in spec.choices or ():
            result.append({"players": info.max_players, spec.name: choice})
    return result


def _playouts(game: Game[Any], options: dict[str, object], count: int) -> list[State[Any]]:
    """States met along ``count`` random playouts (every state, not only the last)."""
    result = []
    for seed in range(count):
        state = game.new_state(options, seed)
        rng = random.Random(seed)
        steps = 0
        while not state.is_terminal() and steps < 400:
            result.append(state.clone())
            if state.current_player() == CHANCE:
                state.push(state.sample_chance(rng), CHANCE)
            else:
                player = rng.choice(state.acting_players())
                state.push(rng.choice(state.legal_actions(player)), player)
            steps += 1
    return result


def test_import_fives_never_imports_the_frameworks() -> None:
    code = (
        "import sys, fives, fives.games, fives.interop, fives.interop.spaces, fives.interop.features\n"
        "fives.games.all()\n"
        "heavy = {'numpy', 'pyspiel', 'open_spiel', 'pettingzoo', 'gymnasium'} & set(sys.modules)\n"
        "print(sorted(heavy))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_each_game_declares_its_table_and_the_generic_code_asks_it() -> None:
    """One typed `InteropTable` per game (``fives.games.<id>.interop``); the game's own adapter
    parameters come from it, and no other parameter is taken silently."""
    for game in GAMES:
        table = interop_table(game.id)
        assert isinstance(table, InteropTable), game.id
        assert adapter_parameters(game) == dict(table.parameters)
    assert interop_table("no_such_game") is None
    fuenf = fives.games.load("fuenf_gewinnt")
    assert adapter_parameters(fuenf) == {}  # its ids need no bound any more (see its table)
    with pytest.raises(
        ActionSpaceError, match=r"cambio: unknown adapter parameter radius \(its parameters: none\)"
    ):
        spaces(fives.games.load("cambio"), radius=2)


def test_a_new_games_table_is_found_by_its_id(monkeypatch: pytest.MonkeyPatch) -> None:
    import fives.interop.spaces as module

    table = InteropTable(
        lambda options, params: Spaces(TableSpace(range(params["width"])), TableSpace(())), {"width": 3}
    )
    asked: list[str] = []
    monkeypatch.setattr(
        module, "optional_module", lambda name: asked.append(name) or types.SimpleNamespace(TABLE=table)
    )
    torris = fives.games.load("torris")
    assert spaces(torris).player.size == 3 and spaces(torris, width=5).player.size == 5
    assert set(asked) == {"fives.games.torris.interop"}  # beside the game's module (discovery)
    monkeypatch.setattr(module, "optional_module", lambda name: types.SimpleNamespace(TABLE=object()))
    with pytest.raises(TypeError, match=r"fives\.games\.torris\.interop must end with TABLE = InteropTable"):
        spaces(torris)


def test_every_registered_game_has_a_declared_space() -> None:
    assert sorted(SUPPORTED) == sorted(fives.games.ids())
    for game in GAMES:
        assert spaces(game).player.size > 0


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_every_legal_action_and_chance_outcome_has_an_id(game: Game[Any]) -> None:
    """Along random games: each legal action has its own id below the space's size, in the
    state it is taken in, and the id names it again (the frameworks' ids are dense)."""
    for options in _variants(game):
        sp = spaces(game, options)
        for state in _playouts(game, options, 4):
            if state.current_player() == CHANCE:
                for outcome, _ in state.chance_outcomes():
                    assert sp.chance.decode(sp.chance.encode(outcome)) == outcome
                continue
            for player in state.acting_players():
                legal = state.legal_actions(player)
                ids = sp.player.encode_all(legal, state)
                assert len(set(ids)) == len(ids), "two legal actions share an id"
                for action, index in zip(legal, ids, strict=True):
                    assert 0 <= index < sp.player.size
                    assert sp.player.encode(action, state) == index
                    assert sp.player.decode(index, state) == action


# Issue 26: every game's id space, measured (docs/research.md, "Action ids", has the table).
SIZES = {
    "cambio": 46,
    "abraeumen": 96,
    "fuenf_gewinnt": 19_653,
    "torris": 320,
    "huetchenspieler": 45,
    "zahlenpoker": 9,  # 4 players: 5 + 4 steals
    "all_fives": 142,
    "make5": 131,
}


def test_every_game_has_a_compact_id_space() -> None:
    for game in GAMES:
        size = spaces(game, {"players": game.info.max_players}).player.size
        assert size == SIZES[game.id], game.id
        assert size <= 100_000, game.id


@pytest.mark.parametrize("game", [g for g in GAMES if g.id != "fuenf_gewinnt"], ids=lambda g: g.id)
def test_ids_are_dense_and_notation_is_unique(game: Game[Any]) -> None:
    options = {"players": game.info.max_players}
    sp = spaces(game, options)
    state = game.new_state(options, 0)
    for space in (sp.player, sp.chance):
        actions = list(space.actions())
        assert [space.encode(a) for a in actions] == list(range(space.size))
    for player in range(game.info.max_players):
        texts = [normalize_notation(state.action_to_string(a, player)) for a in sp.player.actions()]
        assert len(set(texts)) == len(texts)


def test_cambio_chance_outcomes_exist_only_with_a_random_setup() -> None:
    cambio = fives.games.load("cambio")
    assert spaces(cambio, {"setup": "manual"}).chance.size == 0
    assert spaces(cambio, {"setup": "random"}).chance.size == 25


def test_player_count_changes_the_lot_and_steal_ids() -> None:
    assert spaces(fives.games.load("zahlenpoker"), {"players": 2}).player.size == 7
    assert spaces(fives.games.load("zahlenpoker"), {"players": 4}).player.size == 9
    assert spaces(fives.games.load("huetchenspieler"), {"players": 3}).chance.size == 3


def test_table_space_refuses_repeats_and_unknown_actions() -> None:
    with pytest.raises(ValueError, match="once"):
        TableSpace([1, 2, 1])
    space = TableSpace([3, 1])
    assert space.encode(1) == 1
    with pytest.raises(ActionSpaceError):
        space.encode(2)


def test_features_flatten_paths_values_and_characters() -> None:
    found = features({"rows": ["W.", "B"], "n": 3, "none": None})
    assert "rows#len=2" in found
    assert "rows[0]=W." in found
    assert "rows[0]#1=." in found
    assert "n=3" in found
    assert "none=null" in found


def test_hashed_tensor_has_fixed_size_and_depends_on_the_view() -> None:
    cambio = fives.games.load("cambio")
    state = cambio.new_state({}, 0)
    before = hashed(knowledge(state, 0, recall=False), 512)
    state.apply_string("c3")
    after = hashed(knowledge(state, 0, recall=False), 512)
    assert len(before) == len(after) == 512
    assert before != after
    assert set(before) <= {0.0, 1.0}


def test_recall_adds_the_log_and_equal_views_give_equal_strings() -> None:
    game = fives.games.load("zahlenpoker")
    a = game.new_state({"players": 2}, 0)
    b = game.new_state({"players": 2}, 0)
    a.apply_string("4", 0)
    b.apply_string("1", 0)
    # P2 cannot tell which stone P1 chose: equal knowledge, equal strings and tensors
    for recall in (False, True):
        assert canonical(knowledge(a, 1, recall=recall)) == canonical(knowledge(b, 1, recall=recall))
    assert slots(knowledge(a, 1, recall=True)) == slots(knowledge(b, 1, recall=True))
    assert canonical(knowledge(a, 0, recall=False)) != canonical(knowledge(b, 0, recall=False))
    assert "log" in knowledge(a, 1, recall=True)
    assert "log" not in knowledge(a, 1, recall=False)
