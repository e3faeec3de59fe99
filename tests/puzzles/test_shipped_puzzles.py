"""Every shipped puzzle holds (issue 38): its position replays through the rules and a fresh
proof gives its solution line and every refutation again (`fives.puzzles.prove`).

The default suite proves a deterministic sample of each game's set (every `STRIDE`-th puzzle,
the first included); ``FIVES_PUZZLES_ALL=1`` proves every puzzle (docs/puzzles.md gives the
time it takes)."""

from __future__ import annotations

import os

import pytest

from fives.puzzles import prove, puzzle_games, shipped
from fives.puzzles.format import read_set
from fives.puzzles.generate import shipped_path

#: the default suite proves every STRIDE-th shipped puzzle
STRIDE = 1 if os.environ.get("FIVES_PUZZLES_ALL") == "1" else 10


def _sample() -> list[tuple[str, int]]:
    return [(game, index) for game in puzzle_games() for index in range(0, len(shipped(game)), STRIDE)]


@pytest.mark.parametrize("game", puzzle_games())
def test_each_game_with_puzzles_ships_a_set(game: str) -> None:
    path = shipped_path(game)
    assert path is not None and path.is_file(), f"{game} has puzzles but ships none"
    head, puzzles = read_set(path)
    assert head["game"] == game and "command" in head["made_by"]
    assert len(puzzles) >= 50
    assert len({p.id for p in puzzles}) == len(puzzles)  # no puzzle twice
    assert all(p.game == game for p in puzzles)


@pytest.mark.parametrize(("game", "index"), _sample())
def test_a_shipped_puzzle_is_proved_afresh(game: str, index: int) -> None:
    puzzle = shipped(game)[index]
    verdict = prove(puzzle)
    assert verdict, f"{puzzle.id}: {verdict.reason}"
