"""Move the page texts still in ``TEXT`` (src/fives/web/static/js/i18n.js) into the Fluent catalogs.

The page reads its texts from the catalogs (``t("newGame")`` renders ``ui-new-game``); ``TEXT``
is only a fallback for texts added on a branch before the move.  This script appends every
entry of ``TEXT`` that the catalogs lack to ``en.ftl`` and ``de.ftl`` (``{name}`` becomes
``{ $name }``) and removes the moved entries from ``TEXT``.  Run it after a merge:

    python scripts/text_to_ftl.py          # move
    python scripts/text_to_ftl.py --check  # exit 1 if TEXT still holds entries

A key only in ``en`` goes to ``de.ftl`` in English with a warning (translate it there).
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
I18N_JS = ROOT / "src/fives/web/static/js/i18n.js"
LOCALES = ROOT / "src/fives/i18n/locales"
LANGS = ("en", "de")
SECTION = "## Page texts (moved from TEXT in js/i18n.js by scripts/text_to_ftl.py)"

_ENTRY = re.compile(
    r'^\s*(?P<q>"?)(?P<key>[A-Za-z_][\w]*)(?P=q):\s*"(?P<value>(?:[^"\\]|\\.)*)",?\s*(?://.*)?$'
)
_ID = re.compile(r"^([a-zA-Z][\w-]*)\s*=", re.MULTILINE)
_PLACEHOLDER = re.compile(r"\{([A-Za-z_]\w*)\}")


def ftl_id(key: str) -> str:
    """The catalog key of a ``TEXT`` key: ``newGame`` -> ``ui-new-game`` (as ``uiKey`` in i18n.js)."""
    return "ui-" + re.sub(r"([A-Z])", r"-\1", key).lower().replace("_", "-")


def _block(source: str, lang: str) -> tuple[int, int]:
    """The line range (start, end) of ``TEXT.<lang>``'s entries in i18n.js."""
    lines = source.split("\n")
    start = next(i for i, line in enumerate(lines) if line.startswith("const TEXT = {"))
    head = next(i for i in range(start, len(lines)) if lines[i].strip() == f"{lang}: {{")
    end = next(i for i in range(head, len(lines)) if lines[i].strip() == "},")
    return head + 1, end


def read_text(source: str) -> dict[str, dict[str, str]]:
    """``TEXT`` as ``{lang: {key: text}}`` (a key given twice: the later, as in JavaScript)."""
    lines = source.split("\n")
    found: dict[str, dict[str, str]] = {}
    for lang in LANGS:
        start, end = _block(source, lang)
        entries: dict[str, str] = {}
        for line in lines[start:end]:
            match = _ENTRY.match(line)
            if match:
                entries[match["key"]] = json.loads(f'"{match["value"]}"')
            elif line.strip() and not line.strip().startswith("//"):
                raise SystemExit(f'i18n.js: cannot read this TEXT entry (one line `key: "text",`): {line!r}')
        found[lang] = entries
    return found


def ftl_value(text: str) -> str:
    """A text as a Fluent pattern: ``{name}`` as a variable, other braces and edge spaces quoted."""
    out = []
    last = 0
    for match in _PLACEHOLDER.finditer(text):
        out.append(_literal(text[last : match.start()]))
        out.append(f"{{ ${match[1]} }}")
        last = match.end()
    out.append(_literal(text[last:]))
    value = "".join(out)
    if value[:1] in (" ", "[", "*", "."):
        value = f'{{"{value[0]}"}}' + value[1:]
    if value.endswith(" "):
        value = value[:-1] + '{" "}'
    if "\n" in text:
        raise SystemExit(f"a page text with a line break cannot be moved: {text!r}")
    return value


def _literal(text: str) -> str:
    return re.sub(r"[{}]", lambda brace: f'{{"{brace[0]}"}}', text)


def catalog_keys(lang: str) -> set[str]:
    """The keys a language has: its shared file's and every game's own (a page text a game's
    catalog has already is not added to the shared one: a key twice is an error)."""
    from fives.i18n.fluent import catalog_files  # the games' files, found as the server finds them

    files = [LOCALES / f"{lang}.ftl", *catalog_files(lang)[1:]]
    return {key for path in files for key in _ID.findall(path.read_text(encoding="utf-8"))}


def move(check: bool = False) -> int:
    source = I18N_JS.read_text(encoding="utf-8")
    text = read_text(source)
    keys = list(text["en"]) + [key for key in text["de"] if key not in text["en"]]
    if check:
        if keys:
            print(f"TEXT still holds {len(keys)} entries: {', '.join(keys)}; run scripts/text_to_ftl.py")
        return 1 if keys else 0
    ids: dict[str, str] = {}
    for key in keys:
        other = ids.setdefault(ftl_id(key), key)
        if other != key:
            raise SystemExit(f"TEXT keys {other!r} and {key!r} both become {ftl_id(key)}: rename one")
    for lang in LANGS:
        have = catalog_keys(lang)
        path = LOCALES / f"{lang}.ftl"
        new = []
        for key in keys:
            if ftl_id(key) in have:
                continue
            value = text[lang].get(key)
            if value is None:
                value = text["en"].get(key) or text["de"][key]
                print(f"warning: {key} has no {lang} text in TEXT; {lang}.ftl gets {value!r}: translate it")
            new.append(f"{ftl_id(key)} = {ftl_value(value)}")
        if new:
            body = path.read_text(encoding="utf-8").rstrip("\n") + "\n"
            if SECTION not in body:
                body += f"\n{SECTION}\n"
            path.write_text(body + "\n".join(new) + "\n", encoding="utf-8")
            print(f"{path.relative_to(ROOT)}: {len(new)} texts added")
    lines = source.split("\n")
    for lang in reversed(LANGS):  # de comes after en: remove it first, the line numbers of en stay
        start, end = _block(source, lang)
        lines[start:end] = []
    I18N_JS.write_text("\n".join(lines), encoding="utf-8")
    print(f"{I18N_JS.relative_to(ROOT)}: TEXT emptied ({len(keys)} keys)")
    return 0


if __name__ == "__main__":
    sys.exit(move(check="--check" in sys.argv[1:]))
