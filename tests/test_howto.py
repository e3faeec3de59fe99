"""How to play (each game's texts/howto.*): every game's texts in both languages within the word limit, every
declared picture replayed through the rules, and every guided first game checked step by step
against the legal moves, with each taught claim checked in the resulting state."""

from __future__ import annotations

import copy
import re
from typing import Any

import pytest

import fives.games
from fives.howto import (
    LANGUAGES,
    MAX_WORDS,
    PICTURES,
    HowtoError,
    declaration,
    guide,
    picture,
    text,
    words,
)

GAMES = [g.id for g in fives.games.all()]


def _declared(game_id: str) -> dict[str, Any]:
    found = declaration(game_id)
    assert found is not None, f"games/{game_id}/texts/howto.json is missing"
    return found


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_game_has_a_short_how_to_play_text_in_each_language(game_id: str, lang: str) -> None:
    found = text(game_id, lang)
    assert found is not None, f"games/{game_id}/texts/howto.{lang}.md is missing"
    assert found.startswith("# ")
    assert fives.games.load(game_id).info.name_de in found.splitlines()[0]
    assert words(found) <= MAX_WORDS, f"{game_id}.{lang}: {words(found)} words"
    assert re.findall(r"^\[\[picture:(\w+)\]\]$", found, re.MULTILINE) == list(PICTURES)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_declared_picture_replays_through_the_rules(game_id: str) -> None:
    pictures = _declared(game_id)["pictures"]
    assert set(pictures) == set(PICTURES)
    start, move, end = (picture(game_id, pictures[name]) for name in PICTURES)
    assert not start.is_terminal() and not move.is_terminal()
    assert len(move.history) > len(start.history)
    assert end.is_terminal(), f"{game_id}: the end picture is not the end of a game"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_guide_step_is_legal_and_every_claim_holds(game_id: str) -> None:
    spec = _declared(game_id).get("guide")
    assert spec is not None, f"{game_id}: no guided first game"
    found = guide(game_id, spec)
    assert 3 <= len(found["steps"]) <= 5
    clicks = [step for step in found["steps"] if step["move"] is not None]
    assert len(clicks) >= 3, f"{game_id}: the learner makes fewer than three moves"
    for step in found["steps"]:
        assert step["view"]["viewer"] == found["seat"]
        assert all(step["text"][lang].strip() for lang in LANGUAGES)
    for step in clicks:
        assert step["move"].lower() in [m.lower() for m in step["view"]["legal"]]
        assert all(step["wrong"][lang].strip() for lang in LANGUAGES)
    assert all(found["end"]["text"][lang].strip() for lang in LANGUAGES)


def test_words_do_not_count_picture_lines() -> None:
    assert words("# Title\n\n[[picture:start]]\n\nOne two, three.\n") == 4


def _cambio() -> dict[str, Any]:
    return copy.deepcopy(_declared("cambio")["guide"])


def test_a_guide_step_that_is_not_legal_is_refused() -> None:
    spec = _cambio()
    spec["steps"][0]["move"] = "c5v"  # would push the triangle on c1 off the tray
    with pytest.raises(HowtoError, match="step 1: 'c5v' is not a legal move"):
        guide("cambio", spec)


def test_a_false_claim_is_refused() -> None:
    spec = _cambio()
    spec["steps"][1]["claim"] = "wins"  # four circles are not five
    with pytest.raises(HowtoError, match="step 2: the step claims the move wins"):
        guide("cambio", spec)


def test_a_reply_that_is_not_legal_is_refused() -> None:
    spec = _cambio()
    spec["steps"][0]["then"] = ["c3>"]
    with pytest.raises(HowtoError, match="step 1, reply 'c3>'"):
        guide("cambio", spec)


def test_a_step_without_german_is_refused() -> None:
    spec = _cambio()
    del spec["steps"][2]["wrong"]["de"]
    with pytest.raises(HowtoError, match="'wrong' needs a text in each of en, de"):
        guide("cambio", spec)


def test_a_step_that_names_a_seat_p2_is_refused_and_one_written_braced_is_kept() -> None:
    """One name per seat (issue 35): a guide writes a seat "{P2}", which the page fills with the
    name its board shows; a bare "P2" would be a second name for the seat."""
    spec = _cambio()
    spec["steps"][0]["text"]["de"] = "P2 hat geschoben."
    with pytest.raises(HowtoError, match=r"'text' \(de\) names a seat as P1, P2"):
        guide("cambio", spec)
    spec["steps"][0]["text"]["de"] = "{P2} hat geschoben."
    assert guide("cambio", spec)["steps"][0]["text"]["de"] == "{P2} hat geschoben."


def test_a_picture_that_does_not_replay_is_refused() -> None:
    with pytest.raises(HowtoError, match="picture does not replay"):
        picture("cambio", {"seed": 1, "actions": ["b3", "b3"]})
