"""The registry of games: `load` (by id), `all`, `ids` and `GAME_IDS` (as `fives.games` offers them).

Each game lives in its own module (or package) ``fives.games.<id>`` that defines ``GAME``; it is
found by name (`fives.core.plugins.optional_module`), so the protocol imports no game.
"""

from __future__ import annotations

import builtins
from typing import Any

from .errors import UnknownGameError
from .game import Game
from .plugins import optional_module

#: The eight game ids, in the order they are listed to players.
GAME_IDS: tuple[str, ...] = (
    "cambio",
    "abraeumen",
    "fuenf_gewinnt",
    "torris",
    "huetchenspieler",
    "zahlenpoker",
    "all_fives",
    "make5",
)

_cache: dict[str, Game[Any]] = {}


def _import(game_id: str) -> Game[Any] | None:
    if game_id in _cache:
        return _cache[game_id]
    name = f"fives.games.{game_id}"
    module = optional_module(name)
    if module is None:  # not written yet
        return None
    game = module.GAME
    assert isinstance(game, Game) and game.id == game_id, name
    _cache[game_id] = game
    return game


def load(game_id: str) -> Game[Any]:
    """The game with this id; `UnknownGameError` lists the known ones otherwise."""
    key = game_id.strip().lower().replace("-", "_")
    game = _import(key) if key in GAME_IDS else None
    if game is None:
        raise UnknownGameError(game_id, ids())
    return game


def all() -> builtins.list[Game[Any]]:  # noqa: A001 - the registry's documented name
    """Every available game, in the canonical order."""
    return [g for g in (_import(i) for i in GAME_IDS) if g is not None]


def ids() -> builtins.list[str]:
    return [g.id for g in all()]
