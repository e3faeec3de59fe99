"""The games: ``fives.games.load("cambio")``, ``fives.games.all()``, ``fives.games.ids()``.

Each game lives in its own module ``fives.games.<id>`` (a package where it has helper modules)
that defines ``GAME``; it imports nothing but the standard library and `fives.core`.  The registry
itself is `fives.core.registry`, so that `fives.core.replay` can load a record's game without
importing this package.
"""

from __future__ import annotations

from fives.core.registry import all, ids, load, modules  # noqa: A004 - the registry's documented names

__all__ = ["all", "ids", "load", "modules"]
