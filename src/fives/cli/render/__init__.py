"""Terminal renderers, one module per game: ``fives.cli.render.<game_id>``, each declaring
``RENDERER = TerminalPlugin(...)`` (see `fives.cli.render.plugin`)."""

from __future__ import annotations

from typing import Any

from rich.console import RenderableType

from .plugin import PLAIN, TerminalPlugin, terminal_plugin


def render(view: dict[str, Any]) -> RenderableType:
    """The view as its game's terminal plugin draws it."""
    return terminal_plugin(str(view["game"])).render(view)


__all__ = ["PLAIN", "TerminalPlugin", "render", "terminal_plugin"]
