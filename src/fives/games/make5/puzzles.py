"""Make 5's puzzles: the sorter's last sort of a game.  When the Chaot has placed the last token
(the bag is empty), nothing is left to chance: the sorter's last move makes the final board of
this game, and that board's score (`fives.games.make5.board_score`, the rules' own scoring: a row
with three or more tokens of one colour scores that number) is what the game gives the sorter.
The end of one game inside the match is not the end of the state (the next game follows), so the
game's own board score is the measure, not the match's outcome.  A puzzle is a last sort where
one move scores the most and **every other move scores at least `MARGIN` points fewer** (the
pass included); every move is scored, so the proof is exhaustive: ``scores`` holds each other
move's score, ``refutations`` the same in words (``"scores N"``).  A board that is best as it
stands (the pass would be the solution) is no puzzle.  Themes: ``score-the-most``,
and ``make-five`` where the solution makes 25 (a MAKE FIVE wins the match at once).
Candidates: self-play of the game's expectimax agents (deterministic: depth and beam, no
seconds) and a random player, whose boards leave more to sort."""

from __future__ import annotations

from typing import Any

from fives.core import State
from fives.games.make5 import MAKE_FIVE, PASS, SORT, Make5State, board_score, decode_move, remove_and_roll
from fives.puzzles.plugin import Finding, PuzzlePlugin

#: every other move scores at least this many points fewer than the solution
MARGIN = 2


def _last_sort(state: State[Any], player: int) -> bool:
    return (
        isinstance(state, Make5State)
        and state.phase == SORT
        and sum(state.bag) == 0
        and state.current_player() == player
    )


def find(state: State[Any], player: int) -> Finding | None:
    if not _last_sort(state, player):
        return None
    assert isinstance(state, Make5State)
    board = state.board
    scored: list[tuple[str, int]] = []
    for action in state.legal_actions(player):
        after = board if action == PASS else remove_and_roll(board, *decode_move(action))
        scored.append((state.action_to_string(action, player), board_score(after)))
    best = max(score for _, score in scored)
    solutions = [name for name, score in scored if score == best]
    others = [(name, score) for name, score in scored if name != solutions[0]]
    if len(solutions) != 1 or max(score for _, score in others) > best - MARGIN:
        return None
    if best <= board_score(board):
        return None  # the board is best as it stands: passing is no puzzle
    margin = best - max(score for _, score in others)
    proof = {
        "method": "board-score",
        "claim": "score-most",
        "points": best,
        "margin": margin,
        "scores": dict(others),
        "refutations": {name: f"scores {score}" for name, score in others},
    }
    themes = ["score-the-most"] + (["make-five"] if best == MAKE_FIVE else [])
    # harder: a small margin, and a solution that scores much more than the board before it
    gain = best - board_score(board)
    difficulty = min(5, 1 + (margin < 4) + (gain >= 6) + (gain >= 10) + (best == MAKE_FIVE))
    return Finding(solutions, themes, proof, difficulty)


PUZZLES = PuzzlePlugin(
    find=find,
    wants=_last_sort,
    selfplay=("random", "make5:depth=0", "make5:depth=1,beam=2,width=3"),
    theme_share=1.0,
    games_per_puzzle=1.0,
    method="the game's own board score of every last sort: the solution scores at least 2 points more",
)
