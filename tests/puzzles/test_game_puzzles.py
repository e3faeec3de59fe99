"""The puzzles of Torris (exact endgames), Make 5 (the last sort) and All Fives (score the
target), issue 38: a planted position is found with its proof, the claims hold when checked
another way (the rules, the analysis's exact judge), and a tampered solution or refutation
fails the fresh proof."""

from __future__ import annotations

from dataclasses import replace

import pytest

from fives.core.registry import load
from fives.games.all_fives import AllFivesState
from fives.games.make5 import Make5State, board_score
from fives.games.torris.ai.judge import judged_values
from fives.puzzles import Puzzle, prove, puzzle_plugin, shipped


def _tampered(puzzle: Puzzle) -> None:
    """A wrong move as the solution, or a changed refutation, fails the proof."""
    wrong = next(iter(puzzle.proof["refutations"]))
    assert not prove(replace(puzzle, solution=[wrong]))
    refutations = {**puzzle.proof["refutations"], wrong: "end" if puzzle.game == "torris" else "scores 99"}
    if refutations[wrong] == puzzle.proof["refutations"][wrong]:
        refutations[wrong] = "pass"
    assert not prove(replace(puzzle, proof={**puzzle.proof, "refutations": refutations}))


#: a full Make 5 board (runways a-e, lowest place first) at the sorter's last sort: c1-c (the
#: white token of c1 rolled to the top of its own runway) makes rows 1 and 3 score 3 each
BOARD = ["RRYGB", "BWBRY", "WGWWB", "GWYBR", "GYRGY"]


def test_make5_a_planted_last_sort_is_found() -> None:
    plugin = puzzle_plugin("make5")
    assert plugin is not None
    state = load("make5").state_from_snapshot({"runways": BOARD, "phase": "sort", "sorter": 0})
    assert isinstance(state, Make5State)
    found = plugin.find(state, 0)
    assert found is not None
    assert found.solution == ["c1-c"] and found.themes == ["score-the-most"]
    assert found.proof["points"] == 6 and found.proof["margin"] == 3
    scores = found.proof["scores"]
    assert set(scores) | {"c1-c"} == set(state.legal_strings(0)) and "pass" in scores
    assert scores["pass"] == board_score(state.board) and max(scores.values()) == 3
    after = state.clone()
    after.apply_string("c1-c", 0)
    assert isinstance(after, Make5State)  # the game ends: its score is the solution's points
    assert after.results[-1] == (0, 6)


def test_make5_a_last_sort_with_two_best_moves_is_no_puzzle() -> None:
    plugin = puzzle_plugin("make5")
    assert plugin is not None
    # four moves make 6 points each: no single best move
    tied = load("make5").state_from_snapshot(
        {"runways": ["RGWBG", "YYYWY", "GWBRB", "RGBWR", "BYRWG"], "phase": "sort", "sorter": 0}
    )
    assert plugin.find(tied, 0) is None
    # a MAKE FIVE already on the board: passing keeps it, which is no puzzle
    five = load("make5").state_from_snapshot({"runways": ["RYGBW"] * 5, "phase": "sort", "sorter": 0})
    assert plugin.find(five, 0) is None
    # before the last sort (a token still in the bag) there is no puzzle either
    early = load("make5").state_from_snapshot({"runways": [*BOARD[:4], "GYRG"], "phase": "sort", "sorter": 0})
    assert plugin.find(early, 0) is None


@pytest.mark.parametrize("game", ["torris", "make5", "all_fives"])
def test_a_shipped_puzzle_is_found_again_and_tampering_fails(game: str) -> None:
    puzzle = shipped(game)[0]
    assert prove(puzzle)
    _tampered(puzzle)


def test_torris_the_solution_is_the_only_best_move_by_the_judge() -> None:
    puzzle = shipped("torris")[0]
    state = puzzle.position()
    legal = state.legal_actions(puzzle.player)
    values = judged_values(state, puzzle.player, legal)
    assert values is not None
    names = [state.action_to_string(a, puzzle.player) for a in legal]
    best = values[names.index(puzzle.solution[0])]
    assert best >= 0 and sorted(values)[-2] < best
    assert puzzle.themes == ["win" if best > 0 else "save-the-draw", "endgame"]
    assert {n: int(v) for n, v in zip(names, values, strict=True) if n != puzzle.solution[0]} == (
        puzzle.proof["results"]
    )


def test_all_fives_only_the_solution_ends_the_match_by_the_rules() -> None:
    for puzzle in shipped("all_fives")[:5]:
        state = puzzle.position()
        assert isinstance(state, AllFivesState)
        player = puzzle.player
        ended = []
        for action in state.legal_actions(player):
            state.push(action, player)
            outcome = state.outcome()
            if outcome is not None:
                assert outcome.winners == frozenset(state.members(state.side(player)))
                ended.append(action)
            state.pop()
        assert [state.action_to_string(a, player) for a in ended] == puzzle.solution
        assert set(puzzle.proof["refutations"]) == set(state.legal_strings(player)) - set(puzzle.solution)
