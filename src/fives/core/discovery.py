"""Where the games are, found without importing one: the modules of ``fives.games`` and the
entry points of the group ``fives.games`` (`fives.core.registry` loads them; the catalogs,
`fives.i18n.fluent`, find each game's own texts beside it). It imports nothing of the project.
"""

from __future__ import annotations

import importlib.util
import pkgutil
from functools import cache
from importlib import metadata
from pathlib import Path

#: the package of the built-in games
BUILT_IN = "fives.games"
#: the entry-point group of games installed as their own packages
ENTRY_POINTS = "fives.games"


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


def own_file(game_id: str, part: str, name: str) -> Path | None:
    """The file ``<game folder>/<part>/<name>`` of a game (``texts``: its catalogs, players'
    rules and how-to; ``web``: its page scripts), or None where the game brings no such file
    (or there is no game ``game_id``)."""
    place = folder(game_id)
    path = place / part / name if place is not None else None
    return path if path is not None and path.is_file() else None


def text_file(game_id: str, name: str) -> Path | None:
    """The file ``name`` of a game's own texts (``<game folder>/texts/<name>``), or None."""
    return own_file(game_id, "texts", name)
