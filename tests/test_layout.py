"""The layout of `src/fives`: no import cycles, and the runtime does not load measurement tooling."""

from __future__ import annotations

import ast
import re
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


# ----------------------------------------------------------------------------- the page's scripts
# The same guards for the JavaScript of the web page (src/fives/web/static/js, and each game's own
# scripts in its folder, src/fives/games/<id>/web/*.js, served at /games/<id>/<name>), read from
# the source (no node needed): no import cycles, a size limit per module, an import names only what
# the other module exports, and every game's board module keeps the board contract
# (boards/common.js).  A game's script imports the shared modules by absolute URL
# (/static/js/dom.js): the graph follows those too.

JS = SRC / "fives" / "web" / "static" / "js"
#: the built-in games' folders; their scripts are `<id>/web/*.js`
GAMES = SRC / "fives" / "games"
#: the URL prefixes the server serves the two kinds of script at (fives.server.app, game_scripts)
JS_URL = "/static/js/"
GAMES_URL = "/games/"
JS_MAX_LINES = 400
# boards/ modules that are not a game's board
BOARD_HELPERS = {"common", "generic", "index"}

_JS_COMMENT = re.compile(r"/\*.*?\*/|^\s*//[^\n]*", re.DOTALL | re.MULTILINE)
_JS_IMPORT = re.compile(
    r"^\s*import\s+(?:(?P<what>[\w*{}\s,$]+?)\s+from\s+)?[\"'](?P<path>[^\"']+)[\"']", re.MULTILINE
)
_JS_REEXPORT = re.compile(
    r"^\s*export\s+(?P<what>\*|\{[^}]*\})\s+from\s+[\"'](?P<path>[^\"']+)[\"']", re.MULTILINE
)
_JS_EXPORT_DECL = re.compile(
    r"^\s*export\s+(?:default\s+(?P<default>)|(?:async\s+)?function\s*\*?\s*(?P<fn>[\w$]+)|class\s+(?P<cls>[\w$]+)"
    r"|(?:const|let|var)\s+(?P<var>[\w$]+))",
    re.MULTILINE,
)
_JS_EXPORT_LIST = re.compile(r"^\s*export\s+\{(?P<names>[^}]*)\}(?!\s*from)", re.MULTILINE)


def _js_source(path: Path) -> str:
    return _JS_COMMENT.sub("", path.read_text(encoding="utf-8"))


def _js_names(clause: str, *, side: int) -> set[str]:
    """The names of an import or export list ``{ a, b as c }``: side 0 the names in the other
    module, side 1 the names here."""
    names = set()
    for part in clause.strip().strip("{}").split(","):
        words = part.split()
        if words:
            names.add(words[0] if side == 0 or len(words) < 3 else words[2])
    return names


def js_files(root: Path = JS, games: Path = GAMES) -> list[Path]:
    """The page's modules: those under ``root`` and every game's scripts (``games/<id>/web/*.js``)."""
    return sorted(root.rglob("*.js")) + sorted(games.glob("*/web/*.js"))


def js_modules(root: Path = JS, games: Path = GAMES) -> dict[Path, str]:
    return {p: _js_source(p) for p in js_files(root, games)}


def js_name(path: Path, root: Path = JS, games: Path = GAMES) -> str:
    """A module's name in the reports: its path under ``root``, or a game's script by its URL."""
    path = path.resolve()
    if path.is_relative_to(root.resolve()):
        return path.relative_to(root.resolve()).as_posix()
    if path.is_relative_to(games.resolve()) and len(parts := path.relative_to(games.resolve()).parts) == 3:
        return f"{GAMES_URL}{parts[0]}/{parts[2]}"
    return path.as_posix()


def js_target(path: Path, spec: str, root: Path = JS, games: Path = GAMES) -> Path:
    """The file an import ``spec`` in ``path`` names: relative to it, or an absolute URL the server
    serves from ``root`` (/static/js/...) or from a game's folder (/games/<id>/<name>)."""
    if spec.startswith(JS_URL):
        return (root / spec.removeprefix(JS_URL)).resolve()
    if spec.startswith(GAMES_URL) and len(parts := spec.removeprefix(GAMES_URL).split("/")) == 2:
        return (games / parts[0] / "web" / parts[1]).resolve()
    return (path.parent / spec).resolve()


def js_imports(
    path: Path, source: str, root: Path = JS, games: Path = GAMES
) -> list[tuple[Path, set[str] | None]]:
    """The modules ``path`` imports statically (re-exports too), each with the names it takes
    (None: the whole module, ``import * as``, or only its side effects)."""
    found: list[tuple[Path, set[str] | None]] = []
    for match in [*_JS_IMPORT.finditer(source), *_JS_REEXPORT.finditer(source)]:
        target = js_target(path, match["path"], root, games)
        what = (match["what"] or "").strip()
        names: set[str] | None = None
        if what and what != "*" and "* as" not in what:
            names = set()
            default, _, rest = what.partition("{")
            if default.strip(" ,"):
                names.add("default")
            if rest:
                names |= _js_names(rest, side=0)
        found.append((target, names))
    return found


def js_exports(source: str) -> set[str]:
    names = set()
    for match in _JS_EXPORT_DECL.finditer(source):
        names.add("default" if match["default"] is not None else match["fn"] or match["cls"] or match["var"])
    for match in _JS_EXPORT_LIST.finditer(source):
        names |= _js_names(match["names"], side=1)
    for match in _JS_REEXPORT.finditer(source):
        if match["what"] != "*":
            names |= _js_names(match["what"], side=1)
    return names


def js_graph(root: Path = JS, games: Path = GAMES) -> dict[str, set[str]]:
    """Module (its `js_name`) -> the page's modules it imports statically, through relative and
    absolute URLs (a dynamic ``import()`` runs later and makes no cycle at load)."""
    modules = js_modules(root, games)
    name = {p.resolve(): js_name(p, root, games) for p in modules}
    return {
        name[p.resolve()]: {
            name[t] for t, _ in js_imports(p, s, root, games) if t in name and name[t] != name[p.resolve()]
        }
        for p, s in modules.items()
    }


def js_import_problems(root: Path = JS, games: Path = GAMES) -> list[str]:
    """Imports of a file that is not there, or of a name the other module does not export."""
    modules = js_modules(root, games)
    exports = {p.resolve(): js_exports(s) for p, s in modules.items()}
    problems = []
    for path, source in modules.items():
        here = js_name(path, root, games)
        for target, names in js_imports(path, source, root, games):
            if not target.exists():
                problems.append(f"{here} imports {target.name}, which is not there")
            elif names and target in exports:
                for missing in sorted(names - exports[target]):
                    there = js_name(target, root, games)
                    problems.append(f"{here} imports {missing!r} from {there}, which does not export it")
    return problems


def js_too_long(root: Path = JS, limit: int = JS_MAX_LINES, games: Path = GAMES) -> list[str]:
    return [
        f"{js_name(p, root, games)}: {n} lines"
        for p in js_files(root, games)
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > limit
    ]


def board_contract_problems(root: Path = JS, games: Path = GAMES) -> list[str]:
    """Every game's board module (``games/<id>/web/board.js``) exports `render` and `picture`,
    and no game's board is left among the shared modules of boards/."""
    problems = [
        f"boards/{path.name} is not a shared module: a game's board is its folder's web/board.js"
        for path in sorted((root / "boards").glob("*.js"))
        if path.stem not in BOARD_HELPERS
    ]
    for path in sorted(games.glob("*/web/board.js")):
        missing = {"render", "picture"} - js_exports(_js_source(path))
        if missing:
            problems.append(f"{js_name(path, root, games)} does not export {', '.join(sorted(missing))}")
    return problems


def _plant(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    return root


def test_the_js_checks_find_what_was_planted(tmp_path: Path) -> None:
    games = tmp_path / "games"
    root = _plant(
        tmp_path / "js",
        {
            "a.js": '// import { nothing } from "./gone.js";\n'
            + 'import { b } from "./b.js";\nexport const a = 1;\n',
            "b.js": 'import {\n  c,\n  hidden as shown,\n} from "./sub/c.js";\nexport function b() {}\n',
            "sub/c.js": 'import * as all from "../a.js";\nconst hidden = 2;\nexport async function c() {}\n',
            "d.js": 'import later from "./e.js";\nimport { x } from "./missing.js";\n'
            + "const f = () => import(`./a.js`);\nexport { later as e, f };\n",
            "e.js": "export default 3;\n" + "// padding\n" * 10,
            "boards/index.js": "export function boardOf() {}\n",
            "boards/common.js": 'import { board } from "/games/good/board.js";\nexport const k = 1;\n',
            "boards/left.js": "export function render() {}\nexport function picture() {}\n",
        },
    )
    _plant(
        games,
        {
            # a game's scripts import the shared modules by absolute URL
            "good/web/board.js": 'import { k } from "/static/js/boards/common.js";\n'
            + 'import { b, gone } from "/static/js/b.js";\nexport function render() {}\n'
            + "export function picture() {}\n",
            "bad/web/board.js": "export function render() {}\nfunction picture() {}\n",
            "bad/web/results.js": 'import "/static/js/nothing.js";\nimport "/games/good/board.js";\n',
        },
    )
    graph = js_graph(root, games)
    # a.js -> b.js -> sub/c.js -> a.js (over lines, `import * as`); d.js's dynamic import is no edge;
    # a game's board and the shared module it imports by absolute URL
    assert cycles(graph) == [["/games/good/board.js", "boards/common.js"], ["a.js", "b.js", "sub/c.js"]]
    assert graph["d.js"] == {"e.js"}
    assert graph["/games/bad/results.js"] == {"/games/good/board.js"}
    assert js_exports(_js_source(root / "d.js")) == {"e", "f"}
    assert js_import_problems(root, games) == [
        "b.js imports 'hidden' from sub/c.js, which does not export it",
        "boards/common.js imports 'board' from /games/good/board.js, which does not export it",
        "d.js imports missing.js, which is not there",
        "/games/bad/results.js imports nothing.js, which is not there",
        "/games/good/board.js imports 'gone' from b.js, which does not export it",
    ]
    assert js_too_long(root, limit=10, games=games) == ["e.js: 11 lines"]
    assert board_contract_problems(root, games) == [
        "boards/left.js is not a shared module: a game's board is its folder's web/board.js",
        "/games/bad/board.js does not export picture",
    ]


def test_no_import_cycles_in_the_page_scripts() -> None:
    graph = js_graph()
    assert graph.get("game.js"), "no page scripts found"
    found = cycles(graph)
    assert not found, "import cycles in static/js:\n" + "\n".join(" <-> ".join(c) for c in found)


def test_the_page_scripts_import_only_what_is_exported() -> None:
    problems = js_import_problems()
    assert not problems, "\n".join(problems)


def test_every_page_script_is_short() -> None:
    long = js_too_long()
    assert not long, f"modules over {JS_MAX_LINES} lines (split them by concern):\n" + "\n".join(long)


def test_every_board_keeps_the_board_contract() -> None:
    assert len(list(GAMES.glob("*/web/board.js"))) >= 8, "no boards found"
    problems = board_contract_problems()
    assert not problems, "the board contract (boards/common.js) asks for render and picture:\n" + "\n".join(
        problems
    )
