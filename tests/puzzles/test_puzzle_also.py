"""Alternatives to a puzzle's last move (issue 38, ``proof["also"]``): a win at once that a few
other moves take as well, as lichess accepts every mate of a mate in one.  The prover re-proves
each alternative through the rules, the checker accepts it and says so; without the field a
second winning move still makes no puzzle."""

from __future__ import annotations

from dataclasses import replace

from fives.core import Record, replay
from fives.core.registry import load
from fives.puzzles import Puzzle, prove, puzzle_plugin
from fives.puzzles.attempt import check
from fives.puzzles.forced import Search, find_forced
from fives.puzzles.generate import selfplay_game
from fives.puzzles.prove import alternatives_hold

#: a self-play game of Fünf gewinnt (seed 7000054) into the afterplay: White to move can win at
#: once on 6,-4 by lifting the stone of 1,-1, of 1,0 or of 3,0 (of its 157 moves)
OPTIONS = {"players": 2, "first": "lot", "afterplay_limit": 100, "reconnect": False, "few_stones_lose": True}
AFTERPLAY = [
    "white starts",
    "0,0",
    "1,0",
    "0,1",
    "0,-1",
    "1,-1",
    "-1,1",
    "-1,0",
    "-2,0",
    "-2,-1",
    "0,2",
    "1,2",
    "2,0",
    "2,1",
    "1,1",
    "-3,0",
    "3,0",
    "3,-1",
    "4,0",
    "5,0",
    "4,1",
    "-3,1",
    "4,-1",
    "4,2",
    "4,-2",
    "4,-3",
    "5,2",
    "2,-1",
    "5,-2",
    "-3,2",
    "-3,3",
    "-4,1",
    "6,-2",
    "-3,2>-3,-1",
    "4,1>-3,-2",
    "-3,-1>3,-2",
    "-2,0>6,-3",
    "1,-1>7,-2",
    "4,0>-2,0",
    "-1,0>4,0",
    "0,-1>6,-1",
    "1,2>6,0",
    "6,-1>1,-1",
    "4,-3>1,2",
    "-1,1>1,-2",
    "0,1>1,-3",
    "1,-2>6,-1",
    "1,2>2,-2",
    "1,1>6,0",
    "3,-2>6,1",
]
#: White four in a row on y = 0 (x 0..3), Black on y = 1 above it, both ends open
ROW = ["white starts", "0,0", "0,1", "1,0", "1,1", "2,0", "2,1", "3,0", "3,1"]


def _afterplay_puzzle() -> Puzzle:
    record = Record("fuenf_gewinnt", dict(OPTIONS), 7000054, list(AFTERPLAY))
    state = replay(record)
    plugin = puzzle_plugin("fuenf_gewinnt")
    assert plugin is not None
    found = plugin.find(state, state.current_player())
    assert found is not None
    return found.puzzle(record, state.current_player(), {})


def test_an_afterplay_win_with_alternatives_is_proved_and_each_is_accepted() -> None:
    puzzle = _afterplay_puzzle()
    assert puzzle.solution == ["1,-1>6,-4"]
    assert puzzle.proof["also"] == ["1,0>6,-4", "3,0>6,-4"]
    assert puzzle.themes[:2] == ["win-in-1", "afterplay"]
    assert not set(puzzle.proof["also"]) & set(puzzle.proof["refutations"])
    assert len(puzzle.proof["refutations"]) == 157 - 3  # every move but the three winning ones
    assert prove(puzzle)
    for move in puzzle.proof["also"]:
        answer = check(puzzle, [move])
        assert (answer["result"], answer["also"], answer["solution"]) == ("solved", move, puzzle.solution)
    assert "also" not in check(puzzle, puzzle.solution)
    other = next(iter(puzzle.proof["refutations"]))
    assert check(puzzle, [other])["result"] == "wrong"


def test_a_tampered_alternative_fails_the_proof() -> None:
    puzzle = _afterplay_puzzle()
    loser = next(iter(puzzle.proof["refutations"]))
    for also in ([loser], [*puzzle.proof["also"], loser], puzzle.solution, ["99,99>98,98"]):
        tampered = replace(puzzle, proof={**puzzle.proof, "also": also})
        assert not alternatives_hold(tampered), also
        assert not prove(tampered)
    without = {key: value for key, value in puzzle.proof.items() if key != "also"}
    assert alternatives_hold(replace(puzzle, proof=without))
    assert not prove(replace(puzzle, proof=without))  # the fresh proof lists them


def test_alternatives_only_where_asked_for() -> None:
    state = load("fuenf_gewinnt").new_state({}, 0)
    for text in ROW:
        state.apply_string(text)
    player = state.current_player()
    assert find_forced(state, player, max_plies=1, others_plies=1, loss_plies=1) is None
    found = find_forced(state, player, max_plies=1, others_plies=1, also=1)
    assert found is not None and found.themes == ["win-in-1"]
    assert {found.solution[0], *found.proof["also"]} == {"-1,0", "4,0"}
    assert find_forced(state, player, max_plies=1, others_plies=1, also=0) is None


def test_the_first_winner_is_fastests_first_move() -> None:
    """The only move's refutation stops at the opponent's first winning reply: the same move as
    the first of all winning moves at the fewest plies."""
    afterplay = replay(Record("fuenf_gewinnt", dict(OPTIONS), 7000054, list(AFTERPLAY)))
    row = load("fuenf_gewinnt").new_state({}, 0)
    for text in ROW:
        row.apply_string(text)
    for state, limit in ((afterplay, 1), (row, 3)):
        player = state.current_player()
        plies, winners = Search().fastest(state, player, limit)
        assert plies == 1 and len(winners) > 1
        assert Search().first_winner(state, player, limit) == winners[0]


def test_self_play_goes_on_with_random_moves_that_do_not_end_it() -> None:
    plugin = puzzle_plugin("fuenf_gewinnt")
    assert plugin is not None and plugin.tail > 0
    cut, _ = selfplay_game("fuenf_gewinnt", replace(plugin, plies=40, tail=0), 7000054)
    final, _ = selfplay_game("fuenf_gewinnt", replace(plugin, plies=40, tail=6), 7000054)
    assert final.history[:40] == cut.history and len(final.history) == 46
    assert not final.is_terminal()
