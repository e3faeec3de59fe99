"""A Fünf gewinnt afterplay puzzle solved by an accepted alternative (issue 38, ``proof["also"]``):
the stone lifted is another than the solution's, the game is won at once just the same; the page
says so and shows the solution."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

from fives.core.discovery import folder
from fives.puzzles.format import Puzzle, read_set

from .conftest import Server, serving
from .test_puzzles import open_puzzle, shot

if TYPE_CHECKING:
    from playwright.sync_api import Browser


def _set() -> str:
    return str(folder("fuenf_gewinnt") / "puzzles.json.gz")  # type: ignore[operator]


@pytest.fixture(scope="module")
def also_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    env = {"FIVES_PUZZLE_SETS": _set(), "FIVES_PUZZLE_SHIPPED": "0"}
    with serving(tmp_path_factory.mktemp("also-puzzles"), ai_workers=1, env=env) as found:
        yield found


def _with_alternative() -> Puzzle:
    return next(p for p in read_set(folder("fuenf_gewinnt") / "puzzles.json.gz")[1] if p.proof.get("also"))  # type: ignore[operator]


def test_an_afterplay_alternative_wins_as_well(browser: Browser, also_server: Server) -> None:
    puzzle = _with_alternative()
    move = puzzle.proof["also"][0]
    source = move.split(">")[0]
    page, errors = open_puzzle(browser, also_server, puzzle)
    page.click(f'#puzzle-board g.fg-stone[data-cell="{source}"]')  # lift the stone, then place it
    page.click(f'#puzzle-board g.fg-target[data-move="{move}"]')
    page.wait_for_selector("#puzzle-also")
    assert page.inner_text("#puzzle-result") == "✓ Solved!"
    also = page.inner_text("#puzzle-also")
    assert "wins as well" in also and "won at once" in also
    assert page.locator("#puzzle-solution li").count() == 2  # the start and the solution's move
    assert "afterplay" in page.inner_text("#puzzle-themes")
    shot(page, "puzzle-fuenf-also")
    assert errors == []
    page.context.close()
