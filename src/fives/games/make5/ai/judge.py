"""Make 5's moves judged in the game's own currency: points of the sorter's final score (the
analysis's `fives.ai.plugin.PointValues`).

- The sorter's move is worth the sorter's expected final score after it, the Chaot's roll the
  same score negated (the Chaot plays to keep it low): the drop of a move is the points it gives
  away.
- Exact at the end: the sorter's last sort is worth the score of the final board it makes (every
  last move is judged, so the best one is always among them), and with at most one token left
  in the bag the search goes to the end of the game at full width (`Searcher` with the whole
  bag's depth, as the levels' ``exact``), so the Chaot's last rolls and the sorter's last two
  sorts are valued exactly as well.
- Earlier: one round of expectimax (sorter move, draw, Chaot roll) with the evaluation
  `fives.games.make5.ai.engine.estimate` at the leaves, as the ``hard`` level searches.

The threshold is in points: a proven loss of one point or more is flagged (scores are whole
numbers, so an exact drop of 1 is a point certainly lost), an estimated one from two points on
(the estimate's row probabilities are tuned constants, and the levels' own choices differ from
the best estimated move by up to about a point; two points is a row of three missed or spoilt in
two games of three).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fives.ai.plugin import PointJudgement
from fives.core import Message, State
from fives.games.make5 import PLACE, PLACE_BASE, SORT, Make5State, board_score, decode_move, remove_and_roll
from fives.games.make5.ai.engine import Searcher, sorter_children

#: a move losing this many points or more against the best is flagged: exact values, estimates
EXACT_THRESHOLD = 1.0
ESTIMATE_THRESHOLD = 2.0
#: tokens left in the bag from which the judgement is exact (the levels' ``exact``)
EXACT_TOKENS = 1
#: the sorter's moves inside the one-round search (the ``hard`` level's beam)
BEAM = 6


def _points(value: float, exact: bool) -> int | float:
    return round(value) if exact else round(value, 1)


def point_values(state: State[Any], player: int, actions: Sequence[Any]) -> PointJudgement | None:
    """The sorter's expected final score after each of ``actions`` (for the Chaot, negated)."""
    if not isinstance(state, Make5State) or state.phase not in (SORT, PLACE):
        return None
    if player != state.current_player():
        return None
    board, bag = state.board, state.bag
    tokens = sum(bag)
    exact = tokens <= EXACT_TOKENS
    searcher = Searcher(tokens + 2, 10**9, 0) if exact else Searcher(1, BEAM)
    judged = list(actions)
    if state.phase == SORT:
        if tokens == 0:  # the last sort: every move, each worth its final board's score
            judged += [a for a, _ in sorter_children(board) if a not in judged]

        def after(action: int) -> Any:
            return board if action == 0 else remove_and_roll(board, *decode_move(action))

        scores = []
        for action in judged:
            new = after(action)
            if tokens == 0:
                scores.append(float(board_score(new)))
            else:
                scores.append(searcher.draw_value(new, bag, searcher.depth))
        values = scores
        word = "advice-make5-could-score" if exact else "advice-make5-could-expect"
    else:
        judged += [a for a in state.legal_actions(player) if a not in judged]  # five runways at most
        scores = []
        for action in judged:
            lanes = list(board)
            lanes[action - PLACE_BASE] = (*board[action - PLACE_BASE], state.drawn)
            scores.append(searcher.sorter_value(tuple(lanes), bag, searcher.depth))
        values = [-v for v in scores]
        word = "advice-make5-could-hold" if exact else "advice-make5-could-hold-about"
    reasons = [
        Message(word, points=_points(score, exact), move=state.action_to_string(action, player))
        for score, action in zip(scores, judged, strict=True)
    ]
    return PointJudgement(judged, values, reasons, EXACT_THRESHOLD if exact else ESTIMATE_THRESHOLD)
