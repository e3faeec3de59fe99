"""A whole game of every game in the German terminal (issue 36, item 5): ``fives play --lang de``
with a person who asks for help, the legal moves, a hint, types a wrong move and then plays to the
end against the computer.  Everything the terminal printed (the banner, prompts, help, the hint,
the refusal, the boards, the log lines and the result) must be German: no English word of the
same session in English may remain."""

from __future__ import annotations

import io
import random
import re
from typing import Any

import pytest
from rich.console import Console

import fives.games
from fives.ai import advice
from fives.ai.advice import Hint
from fives.cli.play import PlaySession
from fives.games import ids

#: words the same in both languages: names of games and roles, the commands typed as they are, and
#: notation (moves are typed as the game's notation says, in either language)
SAME = {
    "Torris", "Make", "Zahlenpoker", "Hütchenspieler", "All", "Fives", "Cambio", "Fünf", "gewinnt",
    "Chaot", "Ordnungsfreak", "Abräumen", "Start", "Total", "neutral", "Hand", "Domino", "fives",
    "help", "hint", "moves", "undo", "quit", "tower", "where", "rounds",  # commands, typed as they are
    "draw", "steal", "dot", "line", "triangle", "square", "empty", "show", "pass",  # notation
    "ask", "turn", "dlts", "white", "black", "starts",  # notation (Torris's draw: 'white starts')
    "xyz",  # the wrong move typed below
}  # fmt: skip
#: an extra command of a game, tried once
COMMANDS = {"torris": "tower a1", "zahlenpoker": "rounds", "fuenf_gewinnt": "where 0,0"}


def _session(game_id: str, lang: str, seed: int) -> str:
    """Play one game in ``lang`` and return everything the terminal showed."""
    game = fives.games.load(game_id)
    players = game.info.default_players or game.info.min_players
    out = io.StringIO()
    console = Console(file=out, width=120, color_system=None)
    script = ["help", "moves", "hint", "xyz", *([COMMANDS[game_id]] if game_id in COMMANDS else [])]
    rng = random.Random(seed)
    holder: list[PlaySession] = []

    def typed(prompt: str) -> str:
        out.write(prompt + "\n")
        if script:
            return script.pop(0)
        session = holder[0]
        acting = [p for p, a in enumerate(session.agents) if a is None]
        return rng.choice(session.state.legal_strings(acting[0]))

    seats = ["human", *["random"] * (players - 1)]
    session = PlaySession(
        game, {}, seats, seed=seed, console=console, input_fn=typed, pause=lambda _s: None, lang=lang
    )
    holder.append(session)
    assert session.run() is not None
    return out.getvalue()


def _words(text: str) -> set[str]:
    return set(re.findall(r"[A-Za-zÄÖÜäöüß]{3,}", text))


@pytest.fixture
def quick_hints(monkeypatch: pytest.MonkeyPatch) -> None:
    """The hint on a small budget: this test reads its words, not its strength."""
    real = advice.hint

    def hint(state: Any, player: int, seconds: float = 0.05, seed: int | None = None) -> Hint:
        return real(state, player, 0.05, seed)

    monkeypatch.setattr(advice, "hint", hint)


@pytest.mark.parametrize("game_id", ids())
def test_a_whole_game_in_the_german_terminal_has_no_english_word(game_id: str, quick_hints: None) -> None:
    english = _session(game_id, "en", 3)
    german = _session(game_id, "de", 3)
    help_text = " ".join(german.split("Befehle", 1)[1].split("Notation", 2)[:2])
    assert "hint" in help_text  # the German help lists every command
    left = {w for w in _words(english) & _words(german) if w not in SAME and set(w) != {"X"}}
    lines = [line for line in german.splitlines() if _words(line) & left]
    assert not left, f"{game_id}: English words in the German terminal: {sorted(left)}\n" + "\n".join(
        lines[:20]
    )


def test_the_menu_of_fives_play_speaks_german(monkeypatch: pytest.MonkeyPatch) -> None:
    """``fives play --lang de`` without a game: the menu, its refusals and prompts in German."""
    from test_cli import run

    typed = ["abc", "1", "9", "", "robot", "", "", "quit"]  # a wrong game, Cambio, a wrong count, seats
    _code, english = run(["play", "--lang", "en"], list(typed), monkeypatch)
    _code, german = run(["play", "--lang", "de"], list(typed), monkeypatch)
    assert (
        "wähle ein Spiel" in german
        and f"Zahl von 1 bis {len(fives.games.all())}" in german
        and "Zahl von 2 bis 3" in german
    )
    left = {w for w in _words(english) & _words(german) if w not in SAME and set(w) != {"X"}}
    left -= {"human", "random", "easy", "medium", "hard", "max", "robot", "abc"}  # what is typed
    assert not left, f"English words in the German menu: {sorted(left)}"
