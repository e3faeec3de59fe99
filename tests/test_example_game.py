"""A game in its own package (examples/nim), found the way an installation finds it: through a
distribution's entry point of the group ``fives.games``. No shared file of the project names it;
it brings its texts; the protocol, the catalog, the generic AI and the server serve it (issue 39
item 1). Without the entry point it is not found: the site lists only installed games.
"""

from __future__ import annotations

import importlib
import random
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import test_protocol as protocol
from fives.ai.levels import make_agent
from fives.ai.plugin import ai_plugin
from fives.ai.search.agent import act
from fives.core import UnknownGameError, registry
from fives.core.record import record_of
from fives.core.replay import replay
from fives.games import ids, load
from fives.i18n import fluent

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "nim"


def forget_installed() -> None:
    """Drop what the registry and the catalogs found, so the next look sees the path as it is."""
    registry.modules.cache_clear()
    registry._cache.pop("nim", None)
    fluent.catalog_text.cache_clear()
    fluent.bundle.cache_clear()
    for name in [n for n in sys.modules if n == "fives_nim" or n.startswith("fives_nim.")]:
        del sys.modules[name]
    importlib.invalidate_caches()


def install_example(site: Path) -> list[Path]:
    """examples/nim as pip would install it into ``site``: a distribution whose
    ``entry_points.txt`` declares the game (the file `importlib.metadata` reads); returns the
    folders to put on the path (``site`` and the example's code)."""
    dist = site / "fives_nim-0.1.0.dist-info"
    dist.mkdir(parents=True)
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: fives-nim\nVersion: 0.1.0\n")
    declared = (EXAMPLE / "pyproject.toml").read_text()
    assert 'nim = "fives_nim"' in declared, "the example declares its entry point"
    (dist / "entry_points.txt").write_text("[fives.games]\nnim = fives_nim\n")
    return [site, EXAMPLE / "src"]


@pytest.fixture
def installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    for folder in install_example(tmp_path):
        monkeypatch.syspath_prepend(str(folder))
    forget_installed()
    yield
    monkeypatch.undo()
    forget_installed()


def test_without_its_entry_point_the_game_is_not_found() -> None:
    assert "nim" not in ids()
    with pytest.raises(UnknownGameError):
        load("nim")


def test_an_installed_game_is_found_and_listed_after_the_built_in_ones(installed: None) -> None:
    found = ids()
    assert found[-1] == "nim" and len(found) == 9
    game = load("nim")
    assert game.info.name == "Nim" and registry.modules()["nim"] == "fives_nim"
    # its texts come from its own catalogs, in both languages
    assert str(game.info.description).startswith("Take one, two or three counters")
    assert fluent.render("game-nim-description", {}, "de").startswith("Nehmt abwechselnd")
    assert "nim-takes" in fluent.catalog_text("de")


def test_an_installed_game_passes_the_protocols_checks(installed: None) -> None:
    game = load("nim")
    for options in ({}, {"heap": 7, "most": 2}):
        # the generic checks every built-in game passes (tests/test_protocol.py), called directly
        protocol.test_state_json_round_trip(game, options)
        protocol.test_clones_are_independent_and_pop_undoes_push(game, options)
        protocol.test_illegal_actions_raise_and_change_nothing(game, options)
        protocol.test_views_reveal_nothing_hidden(game, options)
        protocol.test_views_with_a_kept_log_equal_views_described_afresh(game, options)
    state = game.new_state({}, 3)
    rng = random.Random(3)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions(state.current_player())))
    assert replay(record_of(state)).snapshot() == state.snapshot()


def test_an_installed_game_without_an_ai_gets_the_generic_search_which_solves_it(installed: None) -> None:
    game = load("nim")
    agent = make_agent(ai_plugin("nim").level_specs(2)["medium"], game, 2)
    state = game.new_state({"heap": 21, "most": 3}, 1)
    assert act(agent, state, 0, random.Random(1)) == 1  # leaves 20, a multiple of 4


def test_the_server_offers_and_plays_an_installed_game(installed: None, tmp_path: Path) -> None:
    from fastapi.testclient import TestClient

    from fives.server.app import create_app
    from fives.server.config import Settings

    settings = Settings(database_url=f"sqlite:///{tmp_path}/fives.sqlite3", ai_workers=0, test_seed=1)
    with TestClient(create_app(settings)) as client:
        games = {g["id"]: g for g in client.get("/api/games").json()}
        assert "nim" in games and games["nim"]["options"][1]["name"] == "heap"
        # which texts each game has: Nim its rules and no how-to, the built-in games both
        assert (games["nim"]["has_rules"], games["nim"]["has_howto"]) == (True, False)
        assert games["cambio"]["has_rules"] and games["cambio"]["has_howto"]
        assert "nim-takes" in client.get("/locales/de.ftl").text
        # its players' rules come from its own folder (texts/rules.<lang>.md)
        assert "Wer das letzte Hölzchen nimmt, gewinnt" in client.get("/api/games/nim/rules?lang=de").text
        seats = [{"kind": "local"}, {"kind": "local"}]
        created = client.post("/api/rooms", json={"game": "nim", "seats": seats, "options": {"heap": 5}})
        assert created.status_code == 201, created.text
        room = created.json()["room"]["id"]
        tokens = {t["seat"]: t["token"] for t in created.json()["tokens"]}
        for number, (seat, take) in enumerate([(0, "2"), (1, "3")]):
            moved = client.post(
                f"/api/rooms/{room}/moves",
                json={"move_number": number, "action": take},
                headers={"X-Seat-Token": tokens[seat]},
            )
            assert moved.status_code == 200, moved.text
        info = client.get(f"/api/rooms/{room}").json()
        assert info["status"] == "finished"
