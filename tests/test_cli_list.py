"""`fives list` in a narrow terminal: the id to be typed is never cut (issue 24)."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

import fives.games
from fives.cli.main import main


@pytest.mark.parametrize("width", [60, 80, 100])
def test_fives_list_shows_every_id_whole(width: int) -> None:
    out = io.StringIO()
    assert main(["list"], console=Console(file=out, width=width, color_system=None)) == 0
    text = out.getvalue()
    assert "…" not in text.split("\n", 1)[1]  # nothing cut below the title
    words = text.split()
    for game in fives.games.all():
        assert game.info.id in words, (game.info.id, text)
    assert max(len(line) for line in text.splitlines()) <= width
