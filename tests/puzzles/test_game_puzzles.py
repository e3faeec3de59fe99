"""The puzzles of Torris (exact endgames), Make 5 (the last sort) and All Fives (score the
target), issue 38: a planted position is found with its proof, the claims hold when checked
another way (the rules, the analysis's exact judge), and a tampered solution or refutation
fails the fresh proof."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from fives.core import State
from fives.core.registry import load
from fives.games.all_fives import AllFivesState
from fives.games.make5 import Make5State, board_score
from fives.games.torris.ai.judge import judged_values
from fives.puzzles import Puzzle, prove, puzzle_plugin, shipped
from fives.puzzles.attempt import check
from fives.puzzles.forced import Search


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
    assert puzzle.themes[:2] == ["win" if best > 0 else "save-the-draw", "endgame"]
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


def _torris_lines() -> list[Puzzle]:
    return [p for p in shipped("torris") if len(p.solution) > 1]


def _resists_longest(state: State[Any], player: int, reply: str, proved: dict[str, Any]) -> None:
    """Through the rules module (`fives.puzzles.forced`, push and pop): after every other reply
    the player forces the won end within its ``loses_in`` plies and not one ply sooner; after
    ``reply`` not within ``resists``."""
    opponent = 1 - player
    for action in state.legal_actions(opponent):
        name = state.action_to_string(action, opponent)
        search = Search(2_000_000)
        if name == reply:
            assert not search.after(state, opponent, action, player, proved["resists"])
            continue
        fewest = proved["loses_in"][name]
        assert fewest <= proved["resists"] and search.after(state, opponent, action, player, fewest)
        assert fewest == 0 or not search.after(state, opponent, action, player, fewest - 1)


def test_torris_every_lines_replies_are_forced_and_its_moves_the_only_best() -> None:
    """Along every shipped Torris line, by the analysis's exact judge: each reply of the opponent
    is their only best by its result (every other does worse) or, where every reply loses, the
    one that resists longest (checked through the rules), and each later own move is the only
    one that keeps the solution's result; the step proofs hold the other moves' results.  Both
    kinds of forced reply occur in the set."""
    lines = _torris_lines()
    steps = [step for p in lines for step in p.proof["steps"]]
    assert any("resists" in step for step in steps) and any("resists" not in step for step in steps)
    for puzzle in lines:
        _check_line(puzzle)


def _check_line(puzzle: Puzzle) -> None:
    assert puzzle.themes[1:] == ["endgame", "line"]
    best = 1 if puzzle.proof["claim"] == "win" else 0
    state = puzzle.position()
    state.apply_string(puzzle.solution[0], puzzle.player)
    for step, index in enumerate(range(1, len(puzzle.solution), 2)):
        opponent, reply = 1 - puzzle.player, puzzle.solution[index]
        assert state.current_player() == opponent
        legal = state.legal_actions(opponent)
        values = judged_values(state, opponent, legal)
        assert values is not None
        names = [state.action_to_string(a, opponent) for a in legal]
        kept = values[names.index(reply)]
        proved = puzzle.proof["steps"][step]
        if "resists" in proved:  # every reply loses: the line's reply resists longest
            assert set(values) == {-1.0}
            _resists_longest(state, puzzle.player, reply, proved)
        else:
            assert all(v < kept for n, v in zip(names, values, strict=True) if n != reply)
        assert proved["reply"] == reply
        assert proved["replies"] == {n: int(v) for n, v in zip(names, values, strict=True) if n != reply}
        state.apply_string(reply, opponent)
        move = puzzle.solution[index + 1]
        legal = state.legal_actions(puzzle.player)
        assert len(legal) > 1  # a choice at every own move
        values = judged_values(state, puzzle.player, legal)
        assert values is not None
        names = [state.action_to_string(a, puzzle.player) for a in legal]
        assert values[names.index(move)] == best
        assert sorted(values)[-2] < best
        assert proved["results"] == {n: int(v) for n, v in zip(names, values, strict=True) if n != move}
        state.apply_string(move, puzzle.player)


def test_torris_a_tampered_line_fails_and_a_wrong_later_move_says_why() -> None:
    puzzle = _torris_lines()[0]
    assert prove(puzzle)
    cut = replace(puzzle, solution=puzzle.solution[:1])  # the line's end is proved too
    assert not prove(cut)
    steps = [{**puzzle.proof["steps"][0], "results": {}}, *puzzle.proof["steps"][1:]]
    assert not prove(replace(puzzle, proof={**puzzle.proof, "steps": steps}))
    # the second own move answered wrongly: the solver's result of that move, from the step's proof
    step = puzzle.proof["steps"][0]
    played = next(iter(step["results"]))
    answer = check(puzzle, [puzzle.solution[0], played])
    assert answer["result"] == "wrong" and answer["step"] == 1
    kind = "endgame-loses" if step["results"][played] < 0 else "endgame-draws"
    assert answer["refutation"]["kind"] == kind
    done = check(puzzle, puzzle.solution[::2])
    assert done["result"] == "solved" and done["claim"] == f"endgame-{puzzle.proof['claim']}"
