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
import importlib.util
import pkgutil
from functools import cache
from importlib import metadata
from pathlib import Path
from typing import Any

from .errors import UnknownGameError
from .game import Game
from .plugins import optional_module

#: the package of the built-in games
BUILT_IN = "fives.games"
#: the entry-point group of games installed as their own packages
ENTRY_POINTS = "fives.games"

_cache: dict[str, Game[Any]] = {}


@cache
def modules() -> dict[str, str]:
    """Every game found: its id and the module that defines its ``GAME`` (not imported yet).
    A built-in game wins over an installed one of the same id."""
    found: dict[str, str] = {}
    for entry in metadata.entry_points(group=ENTRY_POINTS):
        found[entry.name.strip().lower()] = entry.value.partition(":")[0].strip()
    spec = importlib.util.find_spec(BUILT_IN)
    locations = list(spec.submodule_search_locations or ()) if spec is not None else []
    for info in pkgutil.iter_modules(locations):
        if not info.name.startswith("_"):
            found[info.name] = f"{BUILT_IN}.{info.name}"
    return found


def folder(game_id: str) -> Path | None:
    """The folder of a game's package (its texts, catalogs and scripts live there), found
    without importing it; None for a game that is a single module."""
    name = modules().get(game_id)
    spec = importlib.util.find_spec(name) if name else None
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)))


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
