"""`fives play`'s menu offers the levels a game offers with the chosen player count (issue 34:
two-player Zahlenpoker offers easy and max only)."""

from __future__ import annotations

import io

from rich.console import Console

import fives.games
from fives.cli.play import choose_interactively


def test_the_menu_lists_only_the_offered_levels() -> None:
    number = [g.id for g in fives.games.all()].index("zahlenpoker") + 1
    answers = iter([str(number), "2", "", "hard", "max"])
    prompts: list[str] = []

    def ask(prompt: str) -> str:
        prompts.append(prompt)
        return next(answers)

    console = Console(file=io.StringIO(), width=120)
    chosen = choose_interactively(console, ask)
    assert chosen is not None
    game, options, seats = chosen
    assert game.id == "zahlenpoker" and options == {"players": 2}
    assert seats == ["human", "max"]  # "hard" is not offered: asked again
    assert prompts[2] == "seat P1: human / random / easy / max [human]: "
    assert "choose one of human, random, easy, max" in console.file.getvalue()  # type: ignore[attr-defined]
