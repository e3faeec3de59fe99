"""scripts/text_to_ftl.py moves the page texts left in TEXT (js/i18n.js) into the catalogs."""

from __future__ import annotations

import importlib.util
import shutil
import sys
from pathlib import Path
from types import ModuleType

import pytest
from fluent.runtime import FluentBundle, FluentResource

ROOT = Path(__file__).resolve().parent.parent


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("text_to_ftl", ROOT / "scripts" / "text_to_ftl.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["text_to_ftl"] = module
    spec.loader.exec_module(module)
    return module


def _render(path: Path, key: str, **args: object) -> str:
    bundle = FluentBundle(["en"], use_isolating=False)
    bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    text, errors = bundle.format_pattern(bundle.get_message(key).value, args)
    assert errors == []
    return str(text)


JS = """import { x } from "./messages.js";

const TEXT = {
  en: {
    newGame: "New game",
    // a comment
    roundNow: "Now: round {n}",
    "status_joined": "here",
    odd: " {braces} and {not a var} [x] ",
    onlyEnglish: "Only \\"English\\"",
  },
  de: {
    newGame: "Neues Spiel",
    roundNow: "Jetzt: Runde {n}",
    status_joined: "da",
    odd: " {braces} und {not a var} [x] ",
  },
};

export const OTHER = { a: "b" };
"""


def test_the_script_moves_text_into_the_catalogs_and_empties_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    script = _script()
    (tmp_path / "locales").mkdir()
    for lang in ("en", "de"):
        shutil.copy(ROOT / "src/fives/i18n/locales" / f"{lang}.ftl", tmp_path / "locales")
    js = tmp_path / "i18n.js"
    js.write_text(JS, encoding="utf-8")
    monkeypatch.setattr(script, "I18N_JS", js)
    monkeypatch.setattr(script, "LOCALES", tmp_path / "locales")
    monkeypatch.setattr(script, "ROOT", tmp_path)
    assert script.move(check=True) == 1
    assert script.move() == 0
    en, de = tmp_path / "locales/en.ftl", tmp_path / "locales/de.ftl"
    assert _render(en, "ui-new-game") == "New game"
    assert _render(de, "ui-new-game") == "Neues Spiel"
    assert "ui-round-now" not in de.read_text(encoding="utf-8")  # Zahlenpoker's own catalog has it
    assert _render(de, "ui-status-joined") == "da"
    assert _render(en, "ui-odd", braces="B") == " B and {not a var} [x] "
    assert _render(en, "ui-only-english") == 'Only "English"'
    assert _render(de, "ui-only-english") == 'Only "English"'  # with a warning to translate it
    assert "onlyEnglish has no de text" in capsys.readouterr().out
    text = js.read_text(encoding="utf-8")
    assert "newGame" not in text and "const TEXT = {\n  en: {\n  },\n  de: {\n  },\n};" in text
    assert 'export const OTHER = { a: "b" };' in text
    assert script.move(check=True) == 0
    assert script.move() == 0  # nothing left: the catalogs stay as they are
    assert en.read_text(encoding="utf-8").count("ui-new-game =") == 1


def test_the_page_keys_match_the_scripts() -> None:
    script = _script()
    assert script.ftl_id("newGame") == "ui-new-game"
    assert script.ftl_id("status_joined") == "ui-status-joined"
    assert script.move(check=True) == 0  # the real TEXT holds nothing the catalogs lack
