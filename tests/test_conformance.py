"""A game is a folder: for every game found, the parts its folder holds, step by step.

Each step of README's "Adding a game" is a `Step` here, by the same (bold) name, and reads its
part from the game's folder as discovery finds it (`fives.core.discovery`: ``src/fives/games/<id>/``
for a built-in game, the package of an installed one, e.g. examples/nim's ``fives_nim``).  A
required step the game lacks fails naming the file and what it is for; an optional one it lacks
is reported with what serves instead; any step that is there in part (a module without its
declaration, a how-to without its pictures) fails.  The README's list and `STEPS` are compared
too, so the two cannot drift apart.  The server, the CLI, the interop adapters and the page's
scripts name no game id: they ask the game's declarations (last test).
"""

from __future__ import annotations

import importlib
import re
import shutil
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

import fives
import test_example_game as example
from calls import first_arguments
from fives.cli.render.plugin import PLAIN, terminal_plugin
from fives.core import Game, Message
from fives.core.discovery import folder, modules
from fives.core.plugins import optional_module
from fives.docs import LANGUAGES as RULES_LANGUAGES
from fives.games import ids
from fives.i18n.fluent import catalog_text, languages
from fives.interop.observation import observation_table
from fives.interop.spaces import interop_table

ROOT = Path(__file__).resolve().parents[1]
SRC = Path(fives.__file__).parent
JS = SRC / "web" / "static" / "js"
SEE = "see README 'Adding a game'"


class Broken(Exception):
    """A step that is there in part: fails whether the step is required or optional."""


class Missing(Exception):
    """The game does not have this step (fails for a required step)."""


@dataclass(frozen=True)
class Step:
    """One part of a game, named as README's 'Adding a game' names it."""

    name: str
    required: bool
    #: what the game has for this step (a short text); raises `Missing` or `Broken`
    check: Callable[[str], str]
    #: what serves a game without this optional step
    default: str = ""


@dataclass(frozen=True)
class Place:
    """A game's folder as discovery finds it, and how a message names it."""

    path: Path
    #: ``games/<id>`` for a built-in game, the package's name for an installed one
    shown: str
    built_in: bool

    def file(self, name: str, what: str) -> Path:
        """The folder's file ``name``; `Missing` (naming it and what it is for) where it is not."""
        path = self.path / name
        if not path.is_file() or not path.read_text(encoding="utf-8").strip():
            raise Missing(f"{self.shown}/{name} is missing: {what}")
        return path


def place(game_id: str) -> Place:
    found = folder(game_id)
    if found is None:  # no such game: where a built-in one would be
        return Place(SRC / "games" / game_id, f"games/{game_id}", True)
    built_in = found.parent == SRC / "games"
    return Place(found, f"games/{game_id}" if built_in else found.name, built_in)


def _game(game_id: str) -> Game[object]:
    where = place(game_id)
    name = modules().get(game_id)
    module = optional_module(name) if name else None
    if module is None:
        raise Missing(f"{where.shown}/__init__.py is missing: the rules, ending with GAME = YourGame()")
    game = getattr(module, "GAME", None)
    if not isinstance(game, Game) or game.id != game_id:
        raise Broken(f"{name} must end with GAME = YourGame() whose info.id is {game_id!r}")
    return game


def rules_module(game_id: str) -> str:
    game = _game(game_id)
    return f"{modules()[game_id]}.GAME ({type(game).__name__})"


def rules_tests(game_id: str) -> str:
    if not place(game_id).built_in:
        return "the package's own tests (not checked here)"
    path = ROOT / "tests" / "games" / f"test_{game_id}.py"
    if not path.is_file():
        raise Missing(f"tests/games/test_{game_id}.py is missing: every rule sentence a named test")
    return str(path.relative_to(ROOT))


def rules_as_implemented(game_id: str) -> str:
    if not place(game_id).built_in:
        return "the package's own notes (not checked here)"
    path = ROOT / "docs" / "dev" / "rules" / f"{game_id}.md"
    if not path.is_file() or not path.read_text(encoding="utf-8").strip():
        raise Missing(f"docs/dev/rules/{game_id}.md is missing: the rules as implemented, with the notation")
    return str(path.relative_to(ROOT))


LANGUAGE_NAMES = {"en": "English", "de": "German"}


def players_rules(game_id: str) -> str:
    where = place(game_id)
    for lang in RULES_LANGUAGES:
        where.file(f"texts/rules.{lang}.md", f"the players' rules in {LANGUAGE_NAMES.get(lang, lang)}")
    return f"{where.shown}/texts/rules.({', '.join(RULES_LANGUAGES)}).md"


def rulebook_map(game_id: str) -> str:
    where = place(game_id)
    path = where.file("texts/rules.rulebook.txt", "the rulebook's sentences, each with its rule")
    if not path.read_text(encoding="utf-8").startswith("# rulebook: "):
        raise Broken(f"{where.shown}/texts/rules.rulebook.txt does not begin with '# rulebook: <file>'")
    return f"{where.shown}/texts/rules.rulebook.txt"


def how_to_play(game_id: str) -> str:
    where = place(game_id)
    names = [f"howto.{lang}.md" for lang in RULES_LANGUAGES] + ["howto.json"]
    missing = [n for n in names if not (where.path / "texts" / n).is_file()]
    if len(missing) == len(names):
        raise Missing(f"{where.shown}/texts/howto.* is missing: the how-to text and its pictures")
    if missing:
        raise Broken(f"{where.shown}/texts lacks {', '.join(missing)}")
    return f"{where.shown}/texts/howto.(en.md, de.md, json)"


def _message_keys(game_id: str) -> set[str]:
    """The keys of every ``Message("key", ...)`` in the game's folder (rules and its other parts)."""
    return first_arguments(sorted(place(game_id).path.rglob("*.py")), "Message")


def _catalog_keys(lang: str) -> set[str]:
    """The keys of a language's whole catalog: the shared file and every game's own."""
    return set(re.findall(r"^([A-Za-z][\w-]*)\s*=", catalog_text(lang), re.M))


def _option_keys(game: Game[object], keys: set[str]) -> list[str]:
    absent = []
    for spec in game.info.all_options():
        name = spec.name.replace("_", "-")
        if f"option-{game.id}-{name}" not in keys and f"option-{name}" not in keys:
            absent.append(f"option-{game.id}-{name}")
        absent += [
            f"option-choice-{c.replace('_', '-')}"
            for c in spec.choices or ()
            if isinstance(c, str) and not c.isdigit() and f"option-choice-{c.replace('_', '-')}" not in keys
        ]
    return absent


def catalogs(game_id: str) -> str:
    """Every message of the folder, the game's description and notation, and a label for each
    option, in every language's catalog (the game's own ``texts/<id>.<lang>.ftl``)."""
    game = _game(game_id)
    needed = _message_keys(game_id)
    for field in ("description", "notation"):
        text = getattr(game.info, field)
        if not isinstance(text, Message):
            raise Missing(f"GameInfo.{field} is not a Message: a catalog key game-{game_id}-{field}")
        needed.add(text.key)
    for lang in languages():
        keys = _catalog_keys(lang)
        absent = sorted(needed - keys) + sorted(set(_option_keys(game, keys)))
        if absent:
            own = f"{place(game_id).shown}/texts/{game_id}.{lang}.ftl"
            raise Missing(f"the {lang} catalog lacks {', '.join(absent)}: add them to {own}")
    return f"{len(needed)} keys and {len(game.info.all_options())} option labels in every catalog"


def ai(game_id: str) -> str:
    from fives.ai.plugin import DEFAULT_PLUGIN, ai_plugin
    from fives.core.discovery import modules

    where = place(game_id)
    own = where.path / "ai" / "plugin.py"
    try:
        plugin = ai_plugin(game_id)  # a module without PLUGIN = AIPlugin(...) raises TypeError
    except TypeError as exc:
        raise Broken(str(exc)) from None
    if plugin is DEFAULT_PLUGIN:
        if own.is_file():
            raise Broken(f"{where.shown}/ai/plugin.py declares the default plugin, not its own")
        raise Missing(f"{where.shown}/ai/plugin.py is missing: the game's own AI")
    return (
        f"{where.shown}/ai/plugin.py (PLUGIN)"
        if own.is_file()
        else f"{modules()[game_id]}.ai.plugin (PLUGIN)"
    )


def terminal(game_id: str) -> str:
    where = place(game_id)
    try:
        plugin = terminal_plugin(game_id)
    except TypeError as exc:
        raise Broken(str(exc)) from None
    if plugin is PLAIN:
        raise Missing(f"{where.shown}/terminal.py is missing: the terminal's board")
    return f"{where.shown}/terminal.py (RENDERER)"


def interop(game_id: str) -> str:
    where = place(game_id)
    try:
        table = interop_table(game_id)
    except TypeError as exc:
        raise Broken(str(exc)) from None
    if table is None:
        raise Missing(f"{where.shown}/interop.py is missing: the action ids for OpenSpiel and PettingZoo")
    return f"{where.shown}/interop.py (TABLE)" + (f" {dict(table.parameters)}" if table.parameters else "")


def observation(game_id: str) -> str:
    where = place(game_id)
    try:
        table = observation_table(game_id)
    except TypeError as exc:
        raise Broken(str(exc)) from None
    if table is None:
        raise Missing(f"{where.shown}/observation.py is missing: the game's own observation for learners")
    return f"{where.shown}/observation.py (OBSERVATION)"


def _script(game_id: str, name: str) -> tuple[Path, str] | None:
    """A game's own page script ``name`` (board.js, results.js): ``<game folder>/web/<name>``."""
    where = place(game_id)
    path = where.path / "web" / name
    return (path, f"{where.shown}/web/{name}") if path.is_file() else None


def _served_script(game_id: str, name: str, exports: tuple[str, ...]) -> str:
    """The game's script ``name``: there, exporting ``exports``, and served (`/api/games` lists it)."""
    from fives.server.game_scripts import SCRIPTS, script_urls

    found = _script(game_id, name)
    if found is None:
        raise Missing(f"{place(game_id).shown}/web/{name} is missing")
    path, shown = found
    text = path.read_text(encoding="utf-8")
    for export in exports:
        if not re.search(rf"^export function {export}\(", text, re.M):
            raise Broken(f"{shown} does not export function {export}")
    url = script_urls(game_id)[SCRIPTS[name]]
    if url is None:
        raise Broken(f"{shown} is not served (fives.server.game_scripts does not find it)")
    return f"{shown} ({', '.join(exports)}) at {url}"


def board_script(game_id: str) -> str:
    if (JS / "boards" / f"{game_id}.js").is_file():
        raise Broken(f"js/boards/{game_id}.js: a game's board is its folder's web/board.js")
    try:
        return _served_script(game_id, "board.js", ("render", "picture"))
    except Missing:
        raise Missing(f"{place(game_id).shown}/web/board.js is missing: the page's board") from None


def end_screen(game_id: str) -> str:
    tables = terminal_plugin(game_id).result
    if _script(game_id, "results.js") is None:
        if tables is None:
            raise Missing(f"{place(game_id).shown}/web/results.js is missing: the end screen in words")
        raise Broken(
            f"the terminal has the end screen's tables, but {place(game_id).shown}/web/results.js is missing"
        )
    page = _served_script(game_id, "results.js", ("details",))
    if tables is None:
        raise Broken(f"the terminal plugin of {game_id} has no result (its end screen's tables)")
    return f"{page} and the terminal plugin's result"


#: Every step, in README's order.
STEPS: tuple[Step, ...] = (
    Step("Rules module", True, rules_module),
    Step("Rules tests", True, rules_tests),
    Step("Rules as implemented", True, rules_as_implemented),
    Step("Rules for players", True, players_rules),
    Step("Rulebook map", False, rulebook_map, "the players' rules alone"),
    Step("How to play", False, how_to_play, "no how-to (the page offers the rules only)"),
    Step("Catalogs", True, catalogs),
    Step("AI plugin", False, ai, "the generic search"),
    Step("Terminal", False, terminal, "the view as JSON"),
    Step("Interop table", False, interop, "not offered to OpenSpiel and PettingZoo"),
    Step("Observation", False, observation, "the hashed view of its JSON view"),
    Step("Board script", False, board_script, "the move buttons and a blank picture"),
    Step("End screen", False, end_screen, "the headline and the reason alone"),
)
AI_STEP = next(step for step in STEPS if step.name == "AI plugin")
WITHOUT_AI = tuple(step for step in STEPS if step is not AI_STEP)


def table(game_id: str, steps: tuple[Step, ...] = STEPS) -> tuple[dict[str, str], list[str]]:
    """What the game's folder has for each step, and the failures (each naming its step)."""
    rows: dict[str, str] = {}
    failures: list[str] = []
    for step in steps:
        number = STEPS.index(step) + 1
        try:
            rows[step.name] = step.check(game_id)
        except Missing as exc:
            if step.required:
                failures.append(f"{game_id}: step {number} '{step.name}': {exc}, {SEE}")
                rows[step.name] = f"MISSING: {exc}"
            else:
                rows[step.name] = f"optional, not there: {step.default}"
        except Broken as exc:
            failures.append(f"{game_id}: step {number} '{step.name}' is half done: {exc}, {SEE}")
            rows[step.name] = f"BROKEN: {exc}"
    return rows, failures


def show(game_id: str, rows: dict[str, str]) -> None:
    print("\n".join(f"{game_id:16} {name:22} {what}" for name, what in rows.items()))


@pytest.mark.parametrize("game_id", ids())
def test_every_game_has_every_required_step(game_id: str) -> None:
    rows, failures = table(game_id, WITHOUT_AI)
    show(game_id, rows)
    assert failures == []


@pytest.mark.parametrize("game_id", ids())
def test_the_ai_layer(game_id: str) -> None:
    rows, failures = table(game_id, (AI_STEP,))
    assert failures == []
    assert rows


@pytest.fixture
def package_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of examples/nim installed as pip would (its entry point found by discovery); the
    test may take parts out of its folder before it asks for the table."""
    site, _ = example.install_example(tmp_path / "site")
    code = tmp_path / "src"
    shutil.copytree(example.EXAMPLE / "src" / "fives_nim", code / "fives_nim")
    for path in (site, code):
        monkeypatch.syspath_prepend(str(path))
    example.forget_installed()
    importlib.invalidate_caches()
    yield code / "fives_nim"
    monkeypatch.undo()
    example.forget_installed()


def test_a_game_in_its_own_package_is_checked_in_its_folder(package_game: Path) -> None:
    assert folder("nim") == package_game
    rows, failures = table("nim")
    show("nim", rows)
    assert failures == []
    assert rows["Rules for players"] == "fives_nim/texts/rules.(en, de).md"
    assert rows["Rules tests"] == "the package's own tests (not checked here)"
    optional = [step for step in STEPS if not step.required]
    assert {step.name: rows[step.name] for step in optional} == {
        step.name: f"optional, not there: {step.default}" for step in optional
    }


def test_a_missing_part_fails_naming_its_file_and_step(package_game: Path) -> None:
    (package_game / "texts" / "rules.de.md").unlink()
    (package_game / "texts" / "howto.en.md").write_text("# Nim\n")  # a how-to without the rest
    _, failures = table("nim")
    number = {step.name: STEPS.index(step) + 1 for step in STEPS}
    players, howto = number["Rules for players"], number["How to play"]
    assert failures == [
        f"nim: step {players} 'Rules for players': fives_nim/texts/rules.de.md is missing: "
        f"the players' rules in German, {SEE}",
        f"nim: step {howto} 'How to play' is half done: fives_nim/texts lacks howto.de.md, howto.json, {SEE}",
    ]


def test_a_game_without_its_steps_fails_naming_each_one() -> None:
    rows, failures = table("no_such_game", WITHOUT_AI)
    assert [f.split("'")[1] for f in failures] == [s.name for s in STEPS if s.required]
    assert failures[0] == (
        "no_such_game: step 1 'Rules module': games/no_such_game/__init__.py is missing: the rules, ending "
        f"with GAME = YourGame(), {SEE}"
    )
    assert rows["Terminal"] == "optional, not there: the view as JSON"
    assert rows["Board script"] == "optional, not there: the move buttons and a blank picture"


def test_a_half_done_optional_step_fails(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / "web").mkdir()
    (tmp_path / "web" / "board.js").write_text("export function render(view, ctx) {}\n", encoding="utf-8")
    shown = "games/torris/web/board.js"
    monkeypatch.setattr(f"{__name__}._script", lambda game_id, name: (tmp_path / "web" / name, shown))
    board = next(step for step in STEPS if step.name == "Board script")
    _, failures = table("torris", (board,))
    assert failures == [
        f"torris: step {STEPS.index(board) + 1} 'Board script' is half done: {shown} does not "
        f"export function picture, {SEE}"
    ]


def test_the_game_scripts_are_served_from_the_folder_and_loaded_by_no_list() -> None:
    """The loaders (boards/index.js, results/index.js) and the shared modules beside them name no
    game: every game's scripts come from its folder, listed by /api/games."""
    names = "|".join(ids())
    quoted = re.compile(rf"""(["'`/])({names})(\1|\.js)""")
    shared = [*sorted((JS / "boards").glob("*.js")), *sorted((JS / "results").glob("*.js"))]
    assert {p.name for p in shared} >= {"index.js", "common.js", "generic.js", "words.js", "tally.js"}
    lines = [
        f"{path.relative_to(JS)}:{n}: {line.strip()}"
        for path in shared
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if quoted.search(line)
    ]
    assert lines == []
    web = tuple(step for step in STEPS if step.name in ("Board script", "End screen"))
    tables = {game_id: table(game_id, web) for game_id in ids()}
    assert [f for _, failures in tables.values() for f in failures] == []
    served = [game_id for game_id, (rows, _) in tables.items() if " at /games/" in rows["Board script"]]
    assert len(served) >= 8, tables


def readme_steps() -> list[tuple[str, bool]]:
    """README's 'Adding a game': each numbered step's bold name, and whether it says optional."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = re.search(r"^## Adding a game\n(.*?)(?=^## |\Z)", text, re.M | re.S)
    assert section, "README.md has no '## Adding a game' section"
    items = re.findall(r"^\d+\. \*\*(.+?)\*\*( \(optional\))?", section.group(1), re.M)
    return [(name, not optional) for name, optional in items]


def test_the_readme_lists_every_step_the_test_checks() -> None:
    assert readme_steps() == [(step.name, step.required) for step in STEPS]


# ------------------------------------------------------------------ no game ids outside the plugins
#: The layers that must not name a game: each asks the game's declarations instead.  A game's own
#: parts (its folder; the web boards/<id>.js until they move there) and the lists that are the
#: registry (boards/index.js) are not scanned.
SCANNED = [
    *sorted((SRC / "server").rglob("*.py")),
    *sorted((SRC / "cli").glob("*.py")),
    *sorted((SRC / "cli" / "render").glob("*.py")),
    *sorted((SRC / "interop").glob("*.py")),
    *sorted(JS.glob("*.js")),
    JS / "boards" / "common.js",
    JS / "boards" / "generic.js",
]

#: Ids still named: a usage example, and what other engineers' branches remove (the lead deletes
#: each such entry at their merge).
STILL_NAMED = {
    ("interop/pettingzoo.py", "cambio"): "the usage example of the module's docstring",
    ("interop/parallel.py", "zahlenpoker"): "the usage example of the module's docstring",
    ("interop/gym.py", "abraeumen"): "the Gymnasium environment of the one-player puzzle (issue 26)",
}


def test_the_server_cli_interop_and_page_name_no_game_id() -> None:
    names = "|".join(ids())
    quoted = re.compile(rf"""(["'`])({names})\1""")
    found = set()
    lines = []
    for path in SCANNED:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            for match in quoted.finditer(line):
                where = str(path.relative_to(SRC))
                found.add((where, match.group(2)))
                if (where, match.group(2)) not in STILL_NAMED:
                    lines.append(f"{where}:{number}: {line.strip()}")
    assert lines == []
    assert set(STILL_NAMED) <= found, "an exception below is no longer needed: delete it"
