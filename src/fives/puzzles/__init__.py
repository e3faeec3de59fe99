"""Puzzles whose answers are proved (issue 38): the format (`Puzzle`), the games' plugins
(`PuzzlePlugin`, in each game's folder as ``puzzles.py``), the fresh proof (`prove`) and the
generator (`generate`); docs/puzzles.md says how they are made and proved."""

from .format import Puzzle, puzzle_id, read_set, write_set
from .generate import generate, shipped, shipped_path
from .plugin import Finding, PuzzlePlugin, Variant, is_choice, puzzle_games, puzzle_plugin
from .prove import Verdict, prove

__all__ = [
    "Finding",
    "Puzzle",
    "PuzzlePlugin",
    "Variant",
    "Verdict",
    "generate",
    "is_choice",
    "prove",
    "puzzle_games",
    "puzzle_id",
    "puzzle_plugin",
    "read_set",
    "shipped",
    "shipped_path",
    "write_set",
]
