"""Terminal renderers, one module per game: ``fives.cli.render.<game_id>``.

A renderer module defines ``render(view) -> rich renderable``, where ``view`` is what
`State.view(player)` returned (the game's own part is ``view["position"]``).  It may also
define:

- ``COMMANDS``: ``{name: (help, function(view, argument) -> renderable)}``, extra commands a
  player can type at the prompt (e.g. ``tower c3`` in Torris);
- ``pause_after(view) -> float``: seconds to pause after an action is shown (e.g. each
  shuffle step of Hütchenspieler), 0 for none.

Games without a renderer are shown as their view's JSON.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from types import ModuleType
from typing import Any

from rich.console import RenderableType
from rich.syntax import Syntax

from fives.core.plugins import optional_module

Renderer = Callable[[dict[str, Any]], RenderableType]


def renderer_module(game_id: str) -> ModuleType | None:
    return optional_module(f"{__name__}.{game_id}")


def render(view: dict[str, Any]) -> RenderableType:
    module = renderer_module(str(view["game"]))
    if module is not None:
        result: RenderableType = module.render(view)
        return result
    return Syntax(json.dumps(view["position"], indent=1, ensure_ascii=False), "json")
