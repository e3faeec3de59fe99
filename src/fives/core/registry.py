"""The registry of games: `load` (by id), `all`, `ids` and `modules` (as `fives.games` offers them).

Games are **found, not listed**:

- the built-in games are the modules and packages inside ``fives.games`` (a game's id is its
  module's name, and the module defines ``GAME``);
- a game in its own installed package declares an entry point of the group ``fives.games``
  (``nim = "fives_nim"``: the id, and the module that defines ``GAME``), e.g. ``examples/nim``.

Adding a game therefore touches no shared file. The listing order is each game's
`GameInfo.order` (then its id). Games are imported on first use, one at a time (`load`), and the
protocol imports no game by name.
"""

from __future__ import annotations

import builtins
from typing import Any

from .discovery import BUILT_IN, ENTRY_POINTS, folder, modules
from .errors import UnknownGameError
from .game import Game
from .plugins import optional_module

__all__ = ["BUILT_IN", "ENTRY_POINTS", "all", "folder", "ids", "load", "modules"]

_cache: dict[str, Game[Any]] = {}


def _import(game_id: str) -> Game[Any] | None:
    if game_id in _cache:
        return _cache[game_id]
    name = modules().get(game_id)
    module = optional_module(name) if name else None
    game = getattr(module, "GAME", None)
    if not isinstance(game, Game):  # a helper module of the package, not a game
        return None
    if game.id != game_id:
        raise ValueError(
            f"{name} defines the game {game.id!r}: its id must be the name it is found by, {game_id!r}"
        )
    _cache[game_id] = game
    return game


def load(game_id: str) -> Game[Any]:
    """The game with this id; `UnknownGameError` lists the known ones otherwise."""
    key = game_id.strip().lower().replace("-", "_")
    game = _import(key) if key in modules() else None
    if game is None:
        raise UnknownGameError(game_id, ids())
    return game


def all() -> builtins.list[Game[Any]]:  # noqa: A001 - the registry's documented name
    """Every game found, in the order the games declare (`GameInfo.order`, then the id)."""
    games = [g for g in (_import(i) for i in modules()) if g is not None]
    return sorted(games, key=lambda game: (game.info.order, game.id))


def ids() -> builtins.list[str]:
    return [g.id for g in all()]
