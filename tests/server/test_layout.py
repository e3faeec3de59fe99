"""The server's modules use each other through public names only (issue 23, part 3: the move went
through `hub._after_change`, `hub._settle`, `ops._maybe_start`, `ops._seat_by_token`, ...), and
each stays well under 1,000 lines."""

from __future__ import annotations

import ast
from pathlib import Path

import fives.server

SERVER = Path(fives.server.__file__).parent


def test_no_module_uses_another_s_private_names() -> None:
    found = []
    for path in sorted(SERVER.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Attribute)
                and node.attr.startswith("_")
                and not node.attr.startswith("__")
            ):
                owner = node.value
                if isinstance(owner, ast.Name) and owner.id in ("self", "cls"):
                    continue
                if isinstance(owner, ast.Name) and owner.id == "os" and node.attr == "_exit":
                    continue
                found.append(f"{path.relative_to(SERVER)}:{node.lineno}: {ast.unparse(node)}")
            elif isinstance(node, ast.ImportFrom) and node.level > 0 and node.module is not None:
                found += [
                    f"{path.relative_to(SERVER)}:{node.lineno}: import {alias.name}"
                    for alias in node.names
                    if alias.name.startswith("_")
                ]
    assert not found, "private names used across modules:\n" + "\n".join(found)


def test_modules_stay_well_under_a_thousand_lines() -> None:
    long = {
        path.name: lines
        for path in SERVER.glob("*.py")
        if (lines := len(path.read_text(encoding="utf-8").splitlines())) > 700
    }
    assert not long
