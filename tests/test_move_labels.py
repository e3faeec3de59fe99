"""Move labels (`State.action_label`): what a move button and the log say for a move.  In English
a label is the notation itself; in German no word of the notation ("pass", "steal P2", "d2=line",
"ask line") is left, and the view gives one label per legal move."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fives.core.message import Message, message_from_json
from fives.core.nodes import CHANCE, TERMINAL
from fives.games import ids, load

#: the English words of the games' notations (a German label holds none of them)
NOTATION_WORDS = re.compile(r"\b(?:pass|draw|empty|steal|ask|turn|dot|line|triangle|square)\b")


def _labels_along(game_id: str, seed: int) -> list[tuple[str, Message | str]]:
    """Every legal move's notation and label along one random game."""
    state = load(game_id).new_state(None, seed)
    rng = random.Random(seed)
    seen: list[tuple[str, Message | str]] = []
    for _ in range(300):
        current = state.current_player()
        if current == TERMINAL:
            break
        player = CHANCE if current == CHANCE else state.acting_players()[0]
        legal = state.legal_actions(None if current == CHANCE else player)
        seen += [(state.action_to_string(a, player), state.action_label(a, player)) for a in legal]
        state.apply(rng.choice(legal), None if current == CHANCE else player)
    for line in state.view(None)["messages"]:
        if line and line["key"] in ("core-move", "core-chance-move"):
            move = message_from_json(line["args"]["move"])
            seen.append((str(move), move))
    return seen


@settings(max_examples=16, deadline=None)
@given(game_id=st.sampled_from(sorted(ids())), seed=st.integers(0, 10_000))
def test_a_label_reads_as_the_notation_in_english_and_has_no_english_word_in_german(
    game_id: str, seed: int
) -> None:
    for notation, label in _labels_along(game_id, seed):
        assert str(label) == notation
        if isinstance(label, Message):
            german = label.render("de")
            assert not NOTATION_WORDS.search(german), (game_id, notation, german)


@pytest.mark.parametrize(
    ("game_id", "notation", "german"),
    [
        ("zahlenpoker", "empty", "leere Hand"),
        ("zahlenpoker", "steal P2", "P2 bestehlen"),
        ("torris", "d2=line", "d2 = Strich"),
        ("huetchenspieler", "ask line", "nach dem Strich fragen"),
        ("huetchenspieler", "turn", "Steine umdrehen"),
        ("huetchenspieler", "dot line triangle square", "Punkt Strich Dreieck Quadrat"),
        ("all_fives", "draw", "ziehen"),
        ("all_fives", "pass", "passen"),
        ("make5", "pass", "passen"),
        ("cambio", "pass", "passen"),
    ],
)
def test_the_words_of_each_game_have_a_german_label(game_id: str, notation: str, german: str) -> None:
    state = load(game_id).new_state(None, 1)
    player = CHANCE if notation == "d2=line" else 0
    # the notation's own parser (not parse_action: the move need not be legal at the start)
    action = state._parse_syntax(notation.lower(), player) if player != CHANCE else _torris_draw(notation)
    assert action is not None
    label = state.action_label(action, player)
    assert isinstance(label, Message)
    assert str(label) == notation
    assert label.render("de") == german


def _torris_draw(notation: str) -> int:
    from fives.games.torris import SYMBOL_BASE, SYMBOLS, square_index

    square, symbol = notation.split("=")
    return SYMBOL_BASE + square_index(square) * 4 + SYMBOLS.index(symbol)


def test_the_view_gives_the_label_of_each_legal_move_with_words() -> None:
    state = load("zahlenpoker").new_state(None, 3)
    view = state.view(0)
    assert view["legal"] == ["empty", "1", "2", "3", "4"]
    assert view["labels"] == {"empty": {"key": "move-empty", "args": {}}}
    assert state.view(None)["labels"] == {}
