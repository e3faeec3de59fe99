"""A scan of the sources for the tests: the constant first arguments of calls by name (the keys
of ``Message("key", ...)``, the codes of ``RoomError("code", ...)``)."""

from __future__ import annotations

import ast
from collections.abc import Iterable
from pathlib import Path


def first_arguments(paths: Iterable[Path], name: str) -> set[str]:
    """The constant first argument of every call of ``name(...)`` in the files."""
    found = set()
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", None) == name
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                found.add(str(node.args[0].value))
    return found
