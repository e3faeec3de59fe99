"""The layers of `src/fives` as rules on the imports (issue 39 item 4).

- a game's rules import only the standard library and `fives.core`;
- `fives.core` imports no game, and nothing of the project outside itself (not even the catalogs:
  a message is data there);
- interop, the how-to pictures, the terminal and the server reach a game's AI only through its
  declared plug (`fives.ai.plugin.ai_plugin`), never by importing ``fives.games.<game>.ai``;
- the server imports nothing from the command line (not even in a string that a child runs).

Each rule is a function of an import map, so the tests also show that each one catches a planted
breach.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import fives.games
from test_layout import SRC, _imports, module_name

GAME_IDS = frozenset(fives.games.ids())
#: parts of a game's folder that are not its rules (issue 39 moves the AI, the terminal renderer
#: and the interop table into the game's folder; they may import the rest of the project)
NOT_RULES = frozenset({"ai", "terminal", "interop", "web", "texts", "puzzles"})
#: where the project's parts reach a game's AI only through `fives.ai.plugin`
AI_CLIENTS = ("fives.interop", "fives.howto", "fives.cli", "fives.server", "fives.docs")

ImportMap = dict[str, set[str]]


def _absolute(node: ast.Import | ast.ImportFrom, package: str) -> Iterator[str]:
    """The absolute names an import statement imports (``from a import b`` gives ``a.b``)."""
    if isinstance(node, ast.Import):
        yield from (alias.name for alias in node.names)
        return
    base = node.module or ""
    if node.level:
        parts = package.split(".")
        parts = parts[: len(parts) - (node.level - 1)]
        base = ".".join([*parts, *([node.module] if node.module else [])])
    for alias in node.names:
        yield f"{base}.{alias.name}" if alias.name != "*" else base


def _strings(tree: ast.AST) -> Iterator[str]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            yield node.value


def import_map(root: Path = SRC / "fives") -> ImportMap:
    """Module -> every absolute name it imports (the project's and others'), in functions too."""
    found: ImportMap = {}
    for path in root.rglob("*.py"):
        name = module_name(path)
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        found[name] = {
            t for node in _imports(ast.parse(path.read_text("utf-8"))) for t in _absolute(node, package)
        }
    return found


def strings_map(root: Path = SRC / "fives") -> dict[str, list[str]]:
    return {module_name(p): list(_strings(ast.parse(p.read_text("utf-8")))) for p in root.rglob("*.py")}


def _within(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


def _is_rules(module: str, game_ids: frozenset[str]) -> bool:
    parts = module.split(".")
    if len(parts) < 3 or parts[:2] != ["fives", "games"] or parts[2] not in game_ids:
        return False
    return not (len(parts) > 3 and parts[3] in NOT_RULES)


def rules_breaches(imports: ImportMap, game_ids: frozenset[str] = GAME_IDS) -> list[str]:
    """Imports by a game's rules of anything but the standard library, `fives.core` and the game's
    own rules modules."""
    stdlib = sys.stdlib_module_names
    bad = []
    for module, targets in sorted(imports.items()):
        if not _is_rules(module, game_ids):
            continue
        own = ".".join(module.split(".")[:3])
        for target in sorted(targets):
            top = target.split(".")[0]
            if top in stdlib or top == "__future__" or _within(target, "fives.core"):
                continue
            if _within(target, own) and _is_rules(target, game_ids):
                continue
            bad.append(f"{module} imports {target}")
    return bad


def core_breaches(imports: ImportMap) -> list[str]:
    bad = []
    for module, targets in sorted(imports.items()):
        if not _within(module, "fives.core"):
            continue
        for target in sorted(targets):
            if _within(target, "fives") and not _within(target, "fives.core"):
                bad.append(f"{module} imports {target}")
    return bad


def _ai_of(target: str, game_ids: frozenset[str]) -> str | None:
    """The game whose own AI ``target`` is (``fives.games.<game>.ai…``; the shared AI,
    ``fives.ai…``, is no game's)."""
    parts = target.split(".")
    if parts[:2] == ["fives", "games"] and len(parts) > 3 and parts[2] in game_ids and parts[3] == "ai":
        return parts[2]
    return None


def _room_of(module: str, game_ids: frozenset[str]) -> str | None:
    """The game whose own part ``module`` is: a module of its folder ``fives.games.<game>``."""
    parts = module.split(".")
    if parts[:2] == ["fives", "games"] and len(parts) > 2 and parts[2] in game_ids:
        return parts[2]
    return None


def ai_plug_breaches(imports: ImportMap, game_ids: frozenset[str] = GAME_IDS) -> list[str]:
    """Imports of a game's own AI from the project's other parts (a game's own parts may)."""
    bad = []
    for module, targets in sorted(imports.items()):
        if not any(_within(module, client) for client in AI_CLIENTS):
            continue
        room = _room_of(module, game_ids)
        for target in sorted(targets):
            game = _ai_of(target, game_ids)
            if game is not None and game != room:
                bad.append(f"{module} imports {target}")
    return bad


def server_cli_breaches(imports: ImportMap, strings: dict[str, list[str]]) -> list[str]:
    bad = []
    for module, targets in sorted(imports.items()):
        if not _within(module, "fives.server"):
            continue
        bad += [f"{module} imports {t}" for t in sorted(targets) if _within(t, "fives.cli")]
        bad += [f"{module} names fives.cli in {s!r}" for s in strings.get(module, []) if "fives.cli" in s]
    return bad


# ----------------------------------------------------------------------------- the rules hold
IMPORTS = import_map()


def test_a_games_rules_import_only_the_standard_library_and_core() -> None:
    assert rules_breaches(IMPORTS) == []


def test_core_imports_no_game_and_nothing_outside_core() -> None:
    assert core_breaches(IMPORTS) == []


def test_the_project_reaches_a_games_ai_only_through_its_plug() -> None:
    assert ai_plug_breaches(IMPORTS) == []


def test_the_server_does_not_import_the_command_line() -> None:
    assert server_cli_breaches(IMPORTS, strings_map(SRC / "fives" / "server")) == []


# ------------------------------------------------------------------- and each catches a breach
@pytest.mark.parametrize(
    ("module", "target", "rule"),
    [
        ("fives.games.cambio", "fives.ai.search.mcts", "rules"),
        ("fives.games.all_fives.layout", "numpy", "rules"),
        ("fives.games.torris", "fives.i18n", "rules"),
        ("fives.games.cambio", "fives.games.cambio.ai.levels", "rules"),
        ("fives.core.game", "fives.games.cambio", "core"),
        ("fives.core.message", "fives.i18n.fluent", "core"),
        ("fives.core.replay", "fives.server.store", "core"),
        ("fives.server.api", "fives.games.cambio.ai.levels", "ai"),
        ("fives.interop.openspiel", "fives.games.torris.ai.judge", "ai"),
        ("fives.server.app", "fives.cli.main", "server"),
    ],
)
def test_a_planted_breach_is_caught(module: str, target: str, rule: str) -> None:
    planted = {name: set(targets) for name, targets in IMPORTS.items()}
    planted.setdefault(module, set()).add(target)
    found = {
        "rules": rules_breaches(planted),
        "core": core_breaches(planted),
        "ai": ai_plug_breaches(planted),
        "server": server_cli_breaches(planted, {}),
    }[rule]
    assert found == [f"{module} imports {target}"]


def test_a_command_line_started_from_a_string_is_caught() -> None:
    strings = {"fives.server.launch": ["import sys; from fives.cli.main import main; sys.exit(main())"]}
    assert server_cli_breaches({"fives.server.launch": set()}, strings) != []


def test_the_ai_and_a_games_folder_may_use_the_games_ai() -> None:
    allowed = {
        "fives.ai.levels": {"fives.games.cambio.ai.levels"},
        "fives.games.cambio.ai.levels": {"fives.ai.search.mcts", "fives.games.cambio.ai.engine"},
        "fives.games.cambio.terminal": {"fives.cli.render.plugin", "fives.games.cambio.ai.explain"},
        "fives.games.abraeumen.terminal": {"fives.games.abraeumen.ai.solver"},
    }
    assert rules_breaches(allowed) == [] and ai_plug_breaches(allowed) == []
