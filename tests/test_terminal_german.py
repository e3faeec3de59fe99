"""The terminal boards in German (issue 23): ``fives play --lang de`` draws every game's board
(headers, legends, status lines, line names, the prompts' hints) and its extra commands from the
catalogs.  Each game's start, middle and end are drawn in English and in German; no English word
of the English drawing may remain in the German one (like the page's German scan,
tests/web/test_german.py)."""

from __future__ import annotations

import io
import random
import re
from typing import Any

import pytest
from rich.console import Console, RenderableType

import fives.games
from fives.cli.render.plugin import terminal_plugin
from fives.core import CHANCE, State, random_step
from fives.games import ids

#: words that are the same in both languages: names of games and roles, notation, the colours'
#: letters, and German words that English has too
SAME = {
    "Torris", "Make", "Zahlenpoker", "Hütchenspieler", "All", "Fives", "Cambio", "Fünf", "gewinnt",
    "Chaot", "Ordnungsfreak", "Abräumen", "Start", "Total", "neutral",
    "tower", "where", "rounds", "hint",  # commands, typed as they are
    "draw",  # a move in the log (All Fives: "P1: draw"), notation
}  # fmt: skip
#: extra commands to try, with their argument
COMMANDS = {"torris": ("tower", "a1"), "zahlenpoker": ("rounds", ""), "fuenf_gewinnt": ("where", "0,0")}


def _text(renderable: RenderableType) -> str:
    out = io.StringIO()
    Console(file=out, width=160, color_system=None, legacy_windows=False).print(renderable)
    return out.getvalue()


def _english_words(text: str) -> set[str]:
    return {w for w in re.findall(r"[A-Za-z]{3,}", text) if w not in SAME and set(w) != {"X"}}  # X: a tally


def _positions(game_id: str, seed: int) -> list[State[Any]]:
    """The start, a position in the middle and the end of a random game (copies)."""
    game = fives.games.load(game_id)
    state = game.new_state(None, seed)
    rng = random.Random(seed)
    seen = [state.clone()]
    steps = 0
    while not state.is_terminal():
        random_step(state, rng)
        steps += 1
        if steps in (4, 12, 30):
            seen.append(state.clone())
    seen.append(state)
    return seen


def _views(state: State[Any]) -> list[dict[str, Any]]:
    """The views to draw, without their legal moves: those are notation, typed as they are
    (``steal P2``, ``dot line triangle square``); the label before them is checked alone."""
    acting = [p for p in state.acting_players() if p != CHANCE] if not state.is_terminal() else []
    views = [state.view(p) for p in {0, *acting}]
    return [{**view, "legal": ["1"] if view.get("legal") else []} for view in views]


@pytest.mark.parametrize("game_id", ids())
def test_every_board_is_drawn_in_german(game_id: str) -> None:
    plugin = terminal_plugin(game_id)
    left: dict[str, set[str]] = {}
    for seed in (1, 2):
        for state in _positions(game_id, seed):
            for view in _views(state):
                english = _text(plugin.render(view, "en"))
                german = _text(plugin.render(view, "de"))
                words = re.findall(r"[A-Za-zÄÖÜäöüß]+", german)
                for word in _english_words(english) & set(words):
                    left.setdefault(word, set()).add(english.strip().splitlines()[0][:60])
                command = COMMANDS.get(game_id)
                if command is not None:
                    name, argument = command
                    function = plugin.commands[name][1]
                    try:
                        english = _text(function(view, argument, "en"))
                        german = _text(function(view, argument, "de"))
                    except ValueError:  # a command's refusal (a stone that cannot move)
                        continue
                    for word in _english_words(english) & set(re.findall(r"[A-Za-zÄÖÜäöüß]+", german)):
                        left.setdefault(word, set()).add(f"{name} {argument}")
    assert not left, f"{game_id}: English words on the German board: {sorted(left)}"


def test_the_english_board_is_unchanged_by_default() -> None:
    view = fives.games.load("torris").new_state(None, 1).view(0)
    plugin = terminal_plugin("torris")
    assert _text(plugin.render(view)) == _text(plugin.render(view, "en"))
    assert "points" in _text(plugin.render(view))
