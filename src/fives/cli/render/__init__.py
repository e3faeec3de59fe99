"""The terminal's drawing: each game's renderer is its folder's ``terminal`` module
(``fives.games.<game_id>.terminal``), declaring ``RENDERER = TerminalPlugin(...)`` (see
`fives.cli.render.plugin`); `fives.cli.render.results` draws the end screen."""

from __future__ import annotations

from typing import Any

from rich.console import RenderableType

from .plugin import PLAIN, TerminalPlugin, terminal_plugin


def render(view: dict[str, Any]) -> RenderableType:
    """The view as its game's terminal plugin draws it."""
    return terminal_plugin(str(view["game"])).render(view)


__all__ = ["PLAIN", "TerminalPlugin", "render", "terminal_plugin"]
