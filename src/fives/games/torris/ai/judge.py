"""How good a Torris move is, exactly, once the endgame is small enough to solve: the analysis's
`fives.ai.plugin.ActionValues`.

After each candidate move the exact endgame `Solver` (`fives.games.torris.ai.engine`: negamax with
alpha-beta over the whole rest of the game) gives the result with best play: +1 a win, 0 a draw,
-1 a loss for the mover.  A position is judged this way when both sides together have at most
`SOLVE_MOVES` moves (as the levels' own root solve) and every candidate is solved within the node
budget (`NODES` for the whole decision, the transposition table shared between the candidates);
otherwise the answer is None and the analysis's look-ahead judges, as in the middle game.  So a
move from a won to a lost endgame drops by 2 and is flagged, and of two winning moves neither is.
The transitions and the end of the game come from the rules module (`State.push`); only the
search below them is the engine's, which the tests check against the rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fives.core import State
from fives.games.torris import TorrisState
from fives.games.torris.ai.engine import SolveBudgetExceeded, Solver, moves

#: the most moves both sides may have together for the endgame to be solved
SOLVE_MOVES = 20
#: solver nodes for one decision, all its candidates together
NODES = 100_000


def _result(state: TorrisState, player: int) -> float:
    returns = state.returns()
    return float((returns[player] > returns[1 - player]) - (returns[player] < returns[1 - player]))


def judged_values(state: State[Any], player: int, actions: Sequence[Any]) -> list[float] | None:
    """The exact results with best play for ``player`` after each of ``actions``; None where the
    endgame is not (yet) small enough to solve within the budget."""
    if not isinstance(state, TorrisState) or state.is_terminal() or not state.setup_done():
        return None
    towers = list(state.towers)
    if len(moves(towers, player)) + len(moves(towers, 1 - player)) > SOLVE_MOVES:
        return None
    solver = Solver(
        state.options.get_str("closing") == "compact", state.options.get_str("tiebreak") == "next"
    )
    left = NODES
    values = []
    for action in actions:
        state.push(action, player)
        try:
            if state.is_terminal():
                values.append(_result(state, player))
                continue
            mover = state.current_player()
            value, _ = solver.solve(list(state.towers), mover, left)
            left -= solver.nodes
            values.append(float(value if mover == player else -value))
        except SolveBudgetExceeded:
            return None
        finally:
            state.pop()
    return values
