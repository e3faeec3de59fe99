"""The players' rules (games/<id>/texts/rules.en.md and rules.de.md, issue 36): every game has them in both
languages; the German text is German and the English one English (a function-word check); every
sentence of the rulebook has its place (texts/rules.rulebook.txt names, for each sentence of
the game's rulebook section, the rule it belongs to, and each rule is marked in both texts);
every option is described in words in both languages; no implementation talk."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

import fives.games
from fives.core.discovery import text_file
from fives.docs import LANGUAGES, RULE_MARK, rules_markdown, rules_path, strip_marks
from fives.i18n.fluent import bundle, render

ROOT = Path(__file__).resolve().parents[1]
GAME_IDS = [g.id for g in fives.games.all()]
#: the transcribed rulebooks, when this machine has them (the annotated copies hold the text)
RULEBOOKS = Path(os.environ.get("FIVES_RULEBOOKS", "/work/shared/rulebooks"))

GERMAN = {"der", "die", "das", "und", "ist", "nicht", "ein", "eine", "einen", "zu", "mit", "auf",
          "den", "dem", "des", "sich", "von", "für", "wird", "es", "sie", "auch", "oder", "wenn"}  # fmt: skip
ENGLISH = {"the", "and", "is", "of", "to", "on", "with", "for", "it", "that", "you",
           "your", "are", "be", "by", "from", "or", "not", "can", "may", "if", "when"}  # fmt: skip
#: words of implementation talk that a player never needs
DEVELOPER = ("game id", "chance event", "spiel-id", "zufallsereignis", "snapshot", "notation", "`")
LINE = re.compile(r"^\[([a-z0-9-]+|-)\] (.+)$")


def words(text: str) -> list[str]:
    return re.findall(r"[^\W\d_]+", strip_marks(text).lower())


def share(text: str, vocabulary: set[str]) -> float:
    found = words(text)
    return sum(w in vocabulary for w in found) / max(1, len(found))


def annotated(game_id: str) -> tuple[str, list[tuple[str, str]]]:
    """The game's rulebook section as its texts/rules.rulebook.txt has it: the rulebook file and
    (rule id or "-", sentence) for each sentence in the rulebook's order."""
    path = text_file(game_id, "rules.rulebook.txt")
    assert path is not None, f"games/{game_id}/texts/rules.rulebook.txt is missing"
    lines = path.read_text(encoding="utf-8").splitlines()
    head = re.fullmatch(r"# rulebook: (\S+)", lines[0])
    assert head, f"{game_id}.rulebook.txt: the first line names the rulebook file"
    pairs = []
    for number, line in enumerate(lines[1:], start=2):
        found = LINE.match(line)
        assert found, f"{game_id}.rulebook.txt:{number}: expected '[rule-id] sentence' or '[-] heading'"
        pairs.append((found[1], found[2]))
    return head[1], pairs


def text(game_id: str, lang: str) -> str:
    path = rules_path(game_id, lang)
    assert path is not None, f"games/{game_id}/texts/rules.{lang}.md is missing"
    return path.read_text(encoding="utf-8")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_game_has_players_rules_in_english_and_german(game_id: str) -> None:
    english, german = text(game_id, "en"), text(game_id, "de")
    assert english.startswith("# ") and german.startswith("# ")
    assert len(words(german)) > 300 and len(words(english)) > 300
    assert share(german, GERMAN) > 0.15 and share(german, ENGLISH) < 0.01, game_id
    assert share(english, ENGLISH) > 0.12 and share(english, GERMAN) < 0.01, game_id
    for lang, body in (("en", english), ("de", german)):
        low = re.sub(r"(?m)^```$", "", body.lower())  # a picture in a block is fine; `code` is not
        assert not [w for w in DEVELOPER if w in low], (game_id, lang, [w for w in DEVELOPER if w in low])


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_rulebook_sentence_has_its_place_in_both_languages(game_id: str) -> None:
    _book, pairs = annotated(game_id)
    ids = {rule for rule, _sentence in pairs if rule != "-"}
    assert len(ids) >= 5
    for rule, sentence in pairs:  # "-" only for headings: a rule sentence cannot hide there
        assert rule != "-" or len(sentence.split()) <= 6, (game_id, sentence)
    for lang in LANGUAGES:
        marks = {found[2] for found in RULE_MARK.finditer(text(game_id, lang))}
        assert ids - marks == set(), f"{game_id}.{lang}.md states no rule for {sorted(ids - marks)}"
        assert marks - ids == set(), f"{game_id}.{lang}.md marks unknown rules {sorted(marks - ids)}"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_annotated_rulebook_is_the_whole_section_word_for_word(game_id: str) -> None:
    book, pairs = annotated(game_id)
    if not (RULEBOOKS / book).is_file():
        pytest.skip(f"the rulebook {book} is not on this machine (FIVES_RULEBOOKS)")
    plain = " ".join(re.findall(r"\w+", (RULEBOOKS / book).read_text(encoding="utf-8").lower()))
    copy = " ".join(re.findall(r"\w+", " ".join(sentence for _rule, sentence in pairs).lower()))
    assert copy in plain
    after = plain[plain.index(copy) + len(copy) :].split()
    # the whole rulebook, or the game's section up to where the next game's begins
    nexts = ([], ["torris", "strategy"], ["hütchenspieler", "memory"], ["zahlenpoker", "bluffing"])
    assert copy == plain or after[:2] in (*nexts, ["abräumen", "puzzle"]), after[:5]


def catalog(key: str, lang: str) -> str | None:
    return render(key, {}, lang) if bundle(lang).has_message(key) else None


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_option_is_described_in_words_in_both_languages(game_id: str) -> None:
    game = fives.games.load(game_id)
    for lang in LANGUAGES:
        body = strip_marks(text(game_id, lang)).lower()
        for spec in game.info.all_options():
            name = spec.name.replace("_", "-")
            label = catalog(f"option-{game_id}-{name}", lang) or catalog(f"option-{name}", lang)
            assert label is not None, (game_id, spec.name)
            assert label.lower() in body, f"{game_id}.{lang}.md does not name the option {label!r}"
            for choice in spec.choices or ():
                shown = catalog(f"option-choice-{str(choice).replace('_', '-')}", lang)
                if shown is not None and not isinstance(choice, bool):
                    assert shown.lower() in body, f"{game_id}.{lang}.md: {label!r} without {shown!r}"
            if spec.name != "players":  # raw names (closing=compact) are for the command line
                assert f"{spec.name}=" not in body and f"{spec.name}`" not in body, (game_id, spec.name)


def test_the_served_rules_follow_the_language_and_fall_back_to_english() -> None:
    german = rules_markdown("torris", "de")
    assert german is not None and "](#rule:" not in german
    assert german == strip_marks(text("torris", "de"))
    assert rules_markdown("torris", "de-AT") == german
    assert rules_markdown("torris", "fr") == rules_markdown("torris", "en") != german
    assert rules_markdown("torris", "../x") == rules_markdown("torris", "en")
    assert rules_markdown("../torris", "en") is None
