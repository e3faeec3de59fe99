"""Modules found by name: a game's rules, renderer or heuristics may simply not exist yet."""

from __future__ import annotations

import importlib
from types import ModuleType


def optional_module(name: str) -> ModuleType | None:
    """Import ``name``; None when that module or its package does not exist (an error inside it,
    or a missing dependency of it, still raises)."""
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name is not None and (exc.name == name or name.startswith(f"{exc.name}.")):
            return None
        raise
