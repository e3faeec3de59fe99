"""The message catalogs (fives/i18n/locales/*.ftl, Project Fluent): every language has every
key of English with the same variables, every key the code uses exists, and a message says
the same as text and as data."""

from __future__ import annotations

import json
import pickle
import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fast
from fluent.syntax.visitor import Visitor
from hypothesis import given
from hypothesis import strategies as st

import fives
from calls import first_arguments
from fives.core import Message, message_json
from fives.core.message import english
from fives.i18n import LANGUAGES, localize_error, translate
from fives.i18n.fluent import LOCALES, catalog_text, languages, render, render_json

SRC = Path(fives.__file__).parent


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: fast.VariableReference) -> None:
        self.names.add(node.id.name)
        self.generic_visit(node)


def catalog(lang: str) -> dict[str, set[str]]:
    """The keys of a catalog, each with the variables its text uses."""
    resource = FluentParser().parse(catalog_text(lang))
    junk = [entry for entry in resource.body if isinstance(entry, fast.Junk)]
    assert not junk, f"{lang}.ftl does not parse: {junk[0].content[:200]!r}"
    found: dict[str, set[str]] = {}
    for entry in resource.body:
        if isinstance(entry, fast.Message):
            assert entry.id.name not in found, f"{lang}.ftl: {entry.id.name} twice"
            visitor = _Variables()
            visitor.visit(entry)
            found[entry.id.name] = visitor.names
    return found


def test_the_languages_are_the_catalog_files() -> None:
    assert languages()[0] == "en"
    assert "de" in LANGUAGES
    assert set(languages()) == {path.stem for path in LOCALES.glob("*.ftl")}


@pytest.mark.parametrize("lang", [lang for lang in languages() if lang != "en"])
def test_every_catalog_has_every_key_with_the_same_variables(lang: str) -> None:
    english, other = catalog("en"), catalog(lang)
    assert len(english) > 10
    assert sorted(set(english) - set(other)) == [], f"keys missing in {lang}.ftl"
    assert sorted(set(other) - set(english)) == [], f"keys in {lang}.ftl that en.ftl does not have"
    differ = {key: (english[key], other[key]) for key in english if english[key] != other[key]}
    assert differ == {}, f"{lang}.ftl uses other variables than en.ftl"


def _keys(path: Path) -> set[str]:
    resource = FluentParser().parse(path.read_text(encoding="utf-8"))
    return {entry.id.name for entry in resource.body if isinstance(entry, fast.Message)}


def test_each_games_own_catalogs_have_the_same_keys() -> None:
    """A game's ``texts/<id>.<lang>.ftl`` hold the same keys in every language: the joined
    catalogs could agree while a key sat in one game's English file and another's German one."""
    from fives.core.discovery import modules, text_file

    own = 0
    for game_id in sorted(modules()):
        files = {lang: text_file(game_id, f"{game_id}.{lang}.ftl") for lang in languages()}
        if files["en"] is None:
            assert set(files.values()) == {None}, f"{game_id} has catalogs but no English one"
            continue
        english = _keys(files["en"])
        for lang, path in files.items():
            assert path is not None, f"{game_id} has no {lang} catalog"
            assert _keys(path) == english, f"{path.name} and {files['en'].name} differ in their keys"
        own += 1
    assert own >= 8  # the eight built-in games bring their own


def _keys_in_code() -> set[str]:
    return first_arguments(SRC.rglob("*.py"), "Message")


def test_every_key_the_code_uses_is_in_the_catalogs() -> None:
    used = _keys_in_code()
    assert len(used) > 10  # the scan found the messages
    assert sorted(used - set(catalog("en"))) == []


def test_a_message_is_its_english_text_and_its_data() -> None:
    message = Message(
        "core-not-your-turn", current=Message("player", n=1), player=Message("colour-player", colour="white")
    )
    assert str(message) == "it is P1's turn, not White's"
    assert message_json(message) == {
        "key": "core-not-your-turn",
        "args": {
            "current": {"key": "player", "args": {"n": 1}},
            "player": {"key": "colour-player", "args": {"colour": "white"}},
        },
    }
    assert translate(message) == "P1 ist am Zug, nicht Weiß"
    assert localize_error("illegal", message) == {"de": "P1 ist am Zug, nicht Weiß"}
    assert message_json("an old text") is None
    assert pickle.loads(pickle.dumps(message)).to_json() == message.to_json()


def test_plurals_come_from_the_catalog() -> None:
    assert (
        Message("core-not-legal-here", count=1).render("de")
        == "hier kein erlaubter Zug (es gibt 1 erlaubten Zug)"
    )
    assert (
        Message("core-not-legal-here", count=3).render("de")
        == "hier kein erlaubter Zug (es gibt 3 erlaubte Züge)"
    )


def test_a_missing_key_or_argument_is_an_error() -> None:
    with pytest.raises(KeyError, match="no message 'no-such-key'"):
        str(Message("no-such-key"))  # a message is data: its text, and a missing key, come when shown
    with pytest.raises(ValueError, match="core-not-legal-here"):
        render("core-not-legal-here", {}, "de")
    with pytest.raises(ValueError, match="no language"):
        render("core-game-over", {}, "xx")


@given(
    st.integers(min_value=1, max_value=8),
    st.integers(min_value=0, max_value=500),
    st.sampled_from(languages()),
)
def test_a_message_renders_the_same_from_its_json(n: int, count: int, lang: str) -> None:
    message = Message(
        "core-nothing-to-do",
        player=Message("player", n=n),
        waiting=[Message("chance"), Message("player", n=count)],
    )
    data = message_json(message)
    assert data is not None
    assert render_json(data, lang) == message.render(lang)
    assert render_json(data, "en") == str(message)
    assert f"P{n}" in message.render(lang)


def test_cambio_setup_advice_is_a_message_not_a_line_name_to_parse() -> None:
    import random

    import fives.games

    game = fives.games.load("cambio")
    for seed in range(200):
        state = game.new_state({"players": 2}, seed)
        rng = random.Random(seed)
        while state.in_setup() and not state.warnings():
            state.push(rng.choice(state.legal_actions()))
        if state.in_setup():
            break
    else:
        pytest.fail("no setup with three of a symbol in a line")
    warning = json.loads(json.dumps(state.view(0)["position"]["warnings"][0], default=english))
    assert warning["text"] == (
        f"{warning['count']} {warning['text'].split(' ')[1]} ({warning['symbol']}) in {warning['line']}: "
        "the rulebook advises at most two of a symbol in a line during the setup"
    )
    kind, ends = warning["line"].split(" ")
    german = {"row": "Reihe", "column": "Spalte", "diagonal": "Diagonale"}[kind]
    name = {"O": "Kreis", "A": "Dreieck", "S": "Quadrat"}[warning["symbol"]]
    assert render_json(warning["message"], "de") == (
        f"{warning['count']} × {warning['symbol']} ({name}) in {german} {ends}: "
        "die Spielregel rät beim Aufbau zu höchstens zwei gleichen Symbolen in einer Linie"
    )


WEB = SRC / "web" / "static" / "js"
_T_CALL = re.compile(r"""\bt\(\s*"([A-Za-z_]\w*)"\s*[,)]""")


def _ui_key(key: str) -> str:
    """As ``uiKey`` in js/i18n.js: ``newGame`` -> ``ui-new-game``."""
    return "ui-" + re.sub(r"([A-Z])", r"-\1", key).lower().replace("_", "-")


def test_every_page_text_the_page_uses_is_in_the_catalogs() -> None:
    scripts = [*WEB.rglob("*.js"), *(SRC / "games").glob("*/web/*.js")]  # the games' boards too
    used = {key for path in scripts for key in _T_CALL.findall(path.read_text(encoding="utf-8"))}
    assert len(used) > 50  # the scan found the calls
    english = catalog("en")  # parsed once (it was parsed again for every key: a minute of CI)
    missing = sorted(key for key in used if _ui_key(key) not in english)
    assert missing == [], "page texts not in the catalogs: run scripts/text_to_ftl.py"


def test_a_features_own_file_joins_its_languages_catalog(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from fives.i18n import fluent

    (tmp_path / "en").mkdir()
    (tmp_path / "en.ftl").write_text("shared = Shared\n", encoding="utf-8")
    (tmp_path / "en" / "chat.ftl").write_text("chat-title = Chat\n", encoding="utf-8")
    monkeypatch.setattr(fluent, "LOCALES", tmp_path)
    files = fluent.catalog_files("en")
    assert files[:2] == [tmp_path / "en.ftl", tmp_path / "en" / "chat.ftl"]
    assert fluent.languages() == ("en",)
