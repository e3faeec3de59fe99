"""The layout of `src/fives`: no import cycles, and the runtime does not load measurement tooling."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parent.parent / "src"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _type_checking_only(node: ast.AST) -> bool:
    """``if TYPE_CHECKING:`` blocks are never run, so their imports make no cycle."""
    if not isinstance(node, ast.If):
        return False
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement, inside functions and classes too, but not under TYPE_CHECKING."""
    found: list[ast.Import | ast.ImportFrom] = []
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
        for child in ast.iter_child_nodes(node):
            if not _type_checking_only(child):
                stack.append(child)
    return found


def import_graph(root: Path = SRC / "fives") -> dict[str, set[str]]:
    """Module -> the modules of the project it imports (relative imports resolved; ``from a import
    b`` counts as importing ``a.b`` where that is a module, else ``a``)."""
    paths = {module_name(p): p for p in root.rglob("*.py")}
    graph: dict[str, set[str]] = {name: set() for name in paths}
    for name, path in paths.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in _imports(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                if node.level:
                    base_parts = package.split(".")
                    base_parts = base_parts[: len(base_parts) - (node.level - 1)]
                    base = ".".join([*base_parts, *([node.module] if node.module else [])])
                else:
                    base = node.module or ""
                targets = []
                for alias in node.names:
                    sub = f"{base}.{alias.name}"
                    targets.append(sub if sub in paths else base)
            for target in targets:
                # ``import a.b.c`` names a module; fall back to the nearest enclosing one we have
                while target and target not in paths:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    graph[name].add(target)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    counter = 0

    def visit(start: str) -> None:
        nonlocal counter
        work: list[tuple[str, list[str]]] = [(start, sorted(graph[start]))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, todo = work[-1]
            if todo:
                nxt = todo.pop()
                if nxt not in index:
                    index[nxt] = low[nxt] = counter
                    counter += 1
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, sorted(graph[nxt])))
                elif nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))

    for name in sorted(graph):
        if name not in index:
            visit(name)
    return sorted(found)


def test_the_cycle_finder_finds_a_cycle_through_imports_in_functions(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from . import b\n")
    (package / "b.py").write_text("def f():\n    from pkg.c import x\n")
    (package / "c.py").write_text("from .a import y\n")
    (package / "d.py").write_text("import typing\nif typing.TYPE_CHECKING:\n    from .a import y\n")
    (package / "e.py").write_text("import pkg.d\n")
    global SRC
    saved, SRC = SRC, tmp_path
    try:
        graph = import_graph(package)
    finally:
        SRC = saved
    assert graph["pkg.e"] == {"pkg.d"}
    assert graph["pkg.d"] == set()
    assert cycles(graph) == [["pkg.a", "pkg.b", "pkg.c"]]


def test_no_import_cycles_in_src() -> None:
    found = cycles(import_graph())
    assert not found, "import cycles (each a set of modules importing each other):\n" + "\n".join(
        " <-> ".join(c) for c in found
    )


RUNTIME = {
    "server": "import fives.server.app, fives.server.ai_worker; fives.server.app.create_app",
    "cli play": "import fives.cli.main, fives.cli.play, fives.ai.levels as lv, fives.games as g; "
    "[lv.make_agent(level, game) for game in g.all() for level in lv.LEVELS]",
}


@pytest.mark.parametrize("part", sorted(RUNTIME))
def test_the_runtime_does_not_import_matplotlib(part: str) -> None:
    check = (
        f"import sys; {RUNTIME[part]}; "
        "loaded = [m for m in sys.modules if m.split('.')[0] == 'matplotlib']; "
        "assert not loaded, f'{len(loaded)} matplotlib modules loaded'"
    )
    result = subprocess.run([sys.executable, "-c", check], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
