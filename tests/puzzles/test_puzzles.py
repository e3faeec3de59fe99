"""The puzzle generator and its proof (issue 38): a planted unique win is found and proved, a
position with two winning moves is no puzzle, a tampered solution or refutation fails the fresh
proof, and generation is deterministic for a seed."""

from __future__ import annotations

import json
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from fives.cli.main import main
from fives.core import FormatError, record_of
from fives.core.registry import load
from fives.puzzles import Puzzle, generate, prove, puzzle_games, puzzle_plugin
from fives.puzzles.format import dumps_set, loads_set
from fives.puzzles.generate import selfplay_game

#: White four in a row on y = 0 (x 0..3), Black on y = 1 above it
ROW = ["white starts", "0,0", "0,1", "1,0", "1,1", "2,0", "2,1", "3,0"]


def _puzzle(actions: list[str]) -> Puzzle | None:
    """The puzzle the generator's proof makes of the Fünf gewinnt position ``actions`` reach."""
    game = load("fuenf_gewinnt")
    state = game.new_state({}, 0)
    for text in actions:
        state.apply_string(text)
    plugin = puzzle_plugin("fuenf_gewinnt")
    assert plugin is not None
    found = plugin.find(state, state.current_player())
    if found is None:
        return None
    options = state.options.to_json()
    return Puzzle(
        "fuenf_gewinnt",
        options,
        0,
        actions,
        state.current_player(),
        found.solution,
        found.themes,
        found.proof,
        found.difficulty,
    )


def test_a_planted_unique_win_is_found_and_proved() -> None:
    puzzle = _puzzle([*ROW, "-1,0"])  # Black closes the left end: only 4,0 wins
    assert puzzle is not None
    assert puzzle.solution == ["4,0"]
    assert puzzle.themes == ["win-in-1"]
    assert puzzle.proof["claim"] == "win" and puzzle.proof["others_plies"] == 3
    assert "4,0" not in puzzle.proof["refutations"]
    assert prove(puzzle)


def test_two_winning_moves_make_no_puzzle() -> None:
    assert _puzzle([*ROW, "3,1"]) is None  # both ends open: -1,0 and 4,0 win


def test_the_only_block_is_found() -> None:
    # Black four on y = 1 (x 0..3), closed on the left by White's -1,1: White must take 4,1
    puzzle = _puzzle([*ROW[:7], "-1,1", "3,1"])
    assert puzzle is not None
    assert (puzzle.solution, puzzle.themes, puzzle.proof["claim"]) == (["4,1"], ["only-move"], "only-move")
    assert puzzle.proof["refutations"]["3,0"] == "4,1"  # the four of one's own does not help
    assert prove(puzzle)


def test_a_tampered_solution_or_refutation_fails_the_proof() -> None:
    puzzle = _puzzle([*ROW, "-1,0"])
    assert puzzle is not None
    assert not prove(replace(puzzle, solution=["4,1"]))
    refutations = dict(puzzle.proof["refutations"])
    first = next(iter(refutations))
    refutations[first] = "99,99"
    assert not prove(replace(puzzle, proof={**puzzle.proof, "refutations": refutations}))
    assert not prove(replace(puzzle, actions=[*ROW, "3,1"]))  # the position has two wins
    assert not prove(replace(puzzle, player=1))


def test_a_puzzle_round_trips_and_its_id_is_checked() -> None:
    puzzle = _puzzle([*ROW, "-1,0"])
    assert puzzle is not None
    data = json.loads(json.dumps(puzzle.to_json()))
    assert Puzzle.from_json(data) == puzzle
    data["solution"] = ["4,1"]
    with pytest.raises(FormatError, match="does not match"):
        Puzzle.from_json(data)
    head, again = loads_set(dumps_set("fuenf_gewinnt", [puzzle], {"seed": 1}))
    assert again == [puzzle] and head["made_by"] == {"seed": 1}


def test_generation_is_deterministic_for_a_seed() -> None:
    first = generate("abraeumen", 2, seed=5)
    assert [p.id for p in first] == [p.id for p in generate("abraeumen", 2, seed=5)]
    assert len(first) == 2 and all(prove(p) for p in first)
    assert [p.id for p in generate("abraeumen", 2, seed=6)] != [p.id for p in first]


def test_the_command_writes_and_checks_a_set(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "set.json.gz"
    assert main(["puzzles", "abraeumen", "--count", "2", "--seed", "3", "--out", str(out)]) == 0
    assert main(["puzzles", "abraeumen", "--check", str(out)]) == 0
    assert "2 of 2 puzzles hold" in capsys.readouterr().out
    # every game has puzzles now: a game without a plugin stands in for one that has none
    monkeypatch.setattr(sys.modules["fives.puzzles.generate"], "puzzle_plugin", lambda game_id: None)
    assert main(["puzzles", "make5", "--count", "1"]) == 2  # no plugin: a clear error
    monkeypatch.undo()
    assert main(["puzzles", "cambio", "--check", str(tmp_path / "missing.json.gz")]) == 2


def test_games_with_puzzles_are_found_by_discovery() -> None:
    assert {"cambio", "fuenf_gewinnt", "torris", "make5", "all_fives"} <= set(puzzle_games())
    assert {"zahlenpoker", "huetchenspieler"} <= set(puzzle_games())  # the hidden-information games too


def test_positions_of_stored_records_come_first(tmp_path: Path) -> None:
    plugin = puzzle_plugin("abraeumen")
    assert plugin is not None
    final, _ = selfplay_game("abraeumen", plugin, 4)
    path = tmp_path / "games.json"
    path.write_text(json.dumps([record_of(final).to_json()]), encoding="utf-8")
    puzzles = generate("abraeumen", 1, seed=9, records=[str(path)])
    assert puzzles and puzzles[0].source["kind"] == "record"
    assert puzzles[0].actions == record_of(final).actions[: puzzles[0].source["ply"]]
    assert prove(puzzles[0])


#: an Abräumen position (seed 1000097) where the player has a single legal jump, a1-c1
SINGLE = (
    "a3-a1 a5-a3 d1-f1 b1-d1 d6-f6 b6-d6 c4-a4 e3-e1 e4-c4 a3-a5 d6-d4 c3-e3"
    " f3-d3 c4-e4 c2-e2 f1-f3 f5-d5 f3-f5 c5-e5 f6-f4 a5-c5 e1-e3 e4-e2 b3-b1"
)


def test_a_single_legal_move_is_no_puzzle() -> None:
    """The plugin's line is right (the one jump keeps the board solvable, and two more jumps are
    again the only ones), but the first move is forced: the proof refuses it."""
    plugin = puzzle_plugin("abraeumen")
    assert plugin is not None
    puzzle = Puzzle("abraeumen", {"players": 1}, 1000097, SINGLE.split(), 0, ["a1-c1"], [], {}, 1)
    state = puzzle.position()
    assert state.legal_strings(0) == ["a1-c1"]
    found = plugin.find(state, 0)
    assert found is not None and found.solution[0] == "a1-c1"
    verdict = prove(replace(puzzle, solution=found.solution, themes=found.themes, proof=found.proof))
    assert not verdict and "single legal move" in verdict.reason


def test_the_generator_skips_single_moves_and_positions_inside_a_line() -> None:
    puzzles = generate("abraeumen", 12, seed=1)
    assert all(len(p.position().legal_actions(p.player)) > 1 for p in puzzles)
    for earlier in puzzles:  # no later puzzle's position lies inside an earlier line
        position = earlier.position()
        inside = []
        for move in earlier.solution[:-1]:
            position.apply_string(move, 0)
            inside.append(position.snapshot())
        assert not any(p.position().snapshot() in inside for p in puzzles)
