"""The terminal layer: each game's ``terminal`` module (beside its rules) declares one typed
`TerminalPlugin` (``RENDERER``), found by `terminal_plugin(game_id)`; a game without one is shown
plain."""

from __future__ import annotations

import io
import types
from typing import Any

import pytest
from rich.console import Console
from rich.text import Text

import fives.games
from fives.cli.play import PlaySession
from fives.cli.render import render
from fives.cli.render.plugin import PLAIN, TerminalPlugin, terminal_plugin
from fives.core.discovery import folder
from fives.games import ids


@pytest.mark.parametrize("game_id", ids())
def test_every_renderer_module_declares_a_terminal_plugin(game_id: str) -> None:
    plugin = terminal_plugin(game_id)
    place = folder(game_id)
    if place is not None and (place / "terminal.py").exists():
        assert isinstance(plugin, TerminalPlugin) and plugin is not PLAIN
        view = fives.games.load(game_id).new_state({}, seed=1).view(None)
        assert plugin.render(view) is not None
    else:
        assert plugin is PLAIN


def test_a_game_without_a_renderer_is_shown_as_its_plain_view(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("fives.cli.render.plugin.optional_module", lambda name: None)
    assert terminal_plugin("torris") is PLAIN
    view = fives.games.load("torris").new_state({}, seed=1).view(None)
    out = io.StringIO()
    Console(file=out, width=100).print(render(view))
    assert all(f'"{key}"' in out.getvalue() for key in view["position"])


def test_the_renderer_is_found_beside_the_games_module(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game in its own package brings its ``terminal`` module the same way (found by discovery)."""
    asked: list[str] = []
    plugin = TerminalPlugin(render=lambda view, lang="en": Text("NIM"))

    def found(name: str) -> types.SimpleNamespace:
        asked.append(name)
        return types.SimpleNamespace(RENDERER=plugin)

    monkeypatch.setattr("fives.cli.render.plugin.modules", lambda: {"nim": "fives_nim"})
    monkeypatch.setattr("fives.cli.render.plugin.optional_module", found)
    assert terminal_plugin("nim") is plugin and asked == ["fives_nim.terminal"]
    assert terminal_plugin("no_such_game") is PLAIN and asked == ["fives_nim.terminal"]


def test_a_renderer_module_without_its_declaration_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    module = types.ModuleType("fives.games.torris.terminal")
    module.render = lambda view: Text("old style")  # type: ignore[attr-defined]
    monkeypatch.setattr("fives.cli.render.plugin.optional_module", lambda name: module)
    with pytest.raises(TypeError, match=r"fives\.games\.torris\.terminal.*RENDERER = TerminalPlugin"):
        terminal_plugin("torris")


def test_play_takes_render_commands_and_pauses_from_the_plugin(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []

    def shout(view: dict[str, Any], argument: str, lang: str = "en") -> Text:
        calls.append(argument)
        return Text(f"shout {argument}")

    plugin = TerminalPlugin(
        render=lambda view, lang="en": Text("MY BOARD"),
        commands={"shout": ("say it loud", shout)},
        pause_after=lambda view: 0.25,
    )
    module = types.SimpleNamespace(RENDERER=plugin)
    monkeypatch.setattr("fives.cli.render.plugin.optional_module", lambda name: module)
    lines = iter(["help", "shout hello", "quit"])
    pauses: list[float] = []
    out = io.StringIO()
    session = PlaySession(
        fives.games.load("abraeumen"),
        {},
        ["human"],
        seed=1,
        console=Console(file=out, width=100),
        input_fn=lambda prompt: next(lines),
        pause=pauses.append,
    )
    assert session.run() is None
    text = out.getvalue()
    assert "MY BOARD" in text and "shout: say it loud" in text and "shout hello" in text
    assert calls == ["hello"]
    session.after_action()
    assert pauses == [0.25]
