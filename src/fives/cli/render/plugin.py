"""What a game gives the terminal: one typed `TerminalPlugin`, found by `terminal_plugin`.

A game's ``terminal`` module beside its rules (``<game module>.terminal``, e.g.
``fives.games.torris.terminal``, found by discovery, so a game in its own package brings one the
same way) ends with ``RENDERER = TerminalPlugin(...)``:

- ``render(view, lang="en") -> rich renderable``, where ``view`` is what `State.view(player)`
  returned (the game's own part is ``view["position"]``), every label in ``lang`` (the
  catalogs' ``term-*`` keys: ``fives play --lang de``);
- ``commands``: ``{name: (help, function(view, argument, lang="en") -> renderable)}``, extra
  commands a player can type at the prompt (e.g. ``tower c3`` in Torris);
- ``pause_after(view) -> float``: seconds to pause after an action is shown (e.g. each
  shuffle step of Hütchenspieler), 0 for none;
- ``result(details, words) -> [renderable]``: the game's tables of its end screen (rounds,
  points) from its outcome's details (`fives.cli.render.results`), None for none;
- ``headline(details, words) -> str | None``: the end screen's first line where "who won" does
  not say it (Abräumen: solved, or how many stones are left); None (or no function) for that.

A game without such a module is shown as its view's JSON (`PLAIN`).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from rich.console import RenderableType
from rich.syntax import Syntax

from fives.core.discovery import modules
from fives.core.message import Text, english
from fives.core.plugins import optional_module

if TYPE_CHECKING:
    from .results import Words

View = dict[str, Any]


class Renderer(Protocol):
    """Draws a view with its labels in a language."""

    def __call__(self, view: View, lang: str = "en", /) -> RenderableType: ...


class CommandFn(Protocol):
    """An extra prompt command: its answer for a view and the argument typed, in a language."""

    def __call__(self, view: View, argument: str, lang: str = "en", /) -> RenderableType: ...


Command = tuple[Text, CommandFn]
ResultTables = Callable[[Mapping[str, Any], "Words"], list[RenderableType]]
ResultHeadline = Callable[[Mapping[str, Any], "Words"], "str | None"]


@dataclass(frozen=True)
class TerminalPlugin:
    """A game's renderer, extra prompt commands and pauses for the terminal."""

    render: Renderer
    commands: Mapping[str, Command] = field(default_factory=dict)
    pause_after: Callable[[View], float] | None = None
    result: ResultTables | None = None
    headline: ResultHeadline | None = None


def plain(view: View, lang: str = "en") -> RenderableType:
    """The game's part of the view as JSON: the terminal view of a game without a renderer."""
    return Syntax(json.dumps(view["position"], indent=1, ensure_ascii=False, default=english), "json")


#: The plugin of a game without a renderer module.
PLAIN = TerminalPlugin(render=plain)


def terminal_plugin(game_id: str) -> TerminalPlugin:
    """The `TerminalPlugin` of ``game_id``: its ``terminal`` module's ``RENDERER``, else `PLAIN`
    (a game without that module, or an id no game has)."""
    game_module = modules().get(game_id)
    if game_module is None:
        return PLAIN
    name = f"{game_module}.terminal"
    module = optional_module(name)
    if module is None:
        return PLAIN
    plugin = getattr(module, "RENDERER", None)
    if not isinstance(plugin, TerminalPlugin):
        raise TypeError(f"{name} must end with RENDERER = TerminalPlugin(render=..., ...)")
    return plugin
