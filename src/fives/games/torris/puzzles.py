"""Torris's puzzles: endgames solved exactly.  Once both sides together have at most
`SOLVE_MOVES` moves, the exact endgame solver (`fives.games.torris.ai.engine.Solver`: negamax
with alpha-beta over the whole rest of the game, checked against the rules module in the tests)
gives the result with best play after every move of the player.  A puzzle is a position where
exactly one move reaches the best of them, a win (theme ``win``) or a draw (``save-the-draw``;
both with ``endgame``),
and every other move is proved worse (a draw or a loss where the solution wins, a loss where it
draws).  ``refutations`` holds, for each other move, the solver's best answer to it (``"end"``:
the move ends the game; ``"pass"``: the opponent is blocked and the player moves again), and
``results`` its exact result for the player (1 win, 0 draw, -1 loss).  The transitions and the
end of the game come from the rules module (`State.push`); only the search below them is the
engine's.  Candidates: self-play of the greedy player and the UCT agent with simulation counts
(deterministic), with a few random opening moves."""

from __future__ import annotations

from typing import Any

from fives.core import State
from fives.games.torris import TorrisState
from fives.games.torris.ai.engine import SolveBudgetExceeded, Solver, moves
from fives.puzzles.plugin import Finding, PuzzlePlugin

#: the most moves both sides may have together for a position to be solved
SOLVE_MOVES = 20
#: solver nodes for one position, all its moves together (beyond it: no puzzle)
NODES = 100_000


def _result(state: TorrisState, player: int) -> int:
    returns = state.returns()
    return (returns[player] > returns[1 - player]) - (returns[player] < returns[1 - player])


def _small(state: State[Any], player: int) -> bool:
    if not isinstance(state, TorrisState) or state.is_terminal() or not state.setup_done():
        return False
    towers = list(state.towers)
    return len(moves(towers, player)) + len(moves(towers, 1 - player)) <= SOLVE_MOVES


def find(state: State[Any], player: int) -> Finding | None:
    if not _small(state, player) or state.current_player() != player:
        return None
    assert isinstance(state, TorrisState)
    solver = Solver(
        state.options.get_str("closing") == "compact", state.options.get_str("tiebreak") == "next"
    )
    left = NODES
    judged: list[tuple[str, int, str]] = []  # (move, result for the player, the best answer)
    position = state.clone()
    try:  # the position's own value first (its table helps every move's): lost, no puzzle
        value, _ = solver.solve(list(state.towers), player, left)
    except SolveBudgetExceeded:
        return None
    left -= solver.nodes
    if value < 0:
        return None
    for action in position.legal_actions(player):
        name = position.action_to_string(action, player)
        position.push(action, player)
        try:
            if position.is_terminal():
                judged.append((name, _result(position, player), "end"))
                continue
            assert isinstance(position, TorrisState)
            mover = position.current_player()
            value, answer = solver.solve(list(position.towers), mover, left)
            left -= solver.nodes
            if mover == player:
                judged.append((name, value, "pass"))
            else:
                reply = position.action_to_string(answer, mover) if answer is not None else "end"
                judged.append((name, -value, reply))
        except SolveBudgetExceeded:
            return None
        finally:
            position.pop()
        if sum(result == value for _, result, _ in judged) > 1:
            return None  # a second move as good as the best
    best = max(result for _, result, _ in judged)
    solutions = [name for name, result, _ in judged if result == best]
    if best < 0 or len(solutions) != 1:
        return None  # lost whatever the player does, or more than one move as good
    claim = "win" if best > 0 else "draw"
    others = [(name, result, reply) for name, result, reply in judged if name != solutions[0]]
    proof = {
        "method": "endgame-solver",
        "claim": claim,
        "refutations": {name: reply for name, _, reply in others},
        "results": {name: result for name, result, _ in others},
    }
    themes = ["win" if best > 0 else "save-the-draw", "endgame"]
    # harder: many moves to choose from, and wrong moves that still draw (where the solution wins)
    near = sum(result == best - 1 for _, result, _ in others)
    difficulty = min(5, 1 + len(judged) // 6 + (near > 0 and best > 0))
    return Finding(solutions, themes, proof, difficulty)


def wants(state: State[Any], player: int) -> bool:
    return _small(state, player)


PUZZLES = PuzzlePlugin(
    find=find,
    wants=wants,
    selfplay=("random", "greedy", "torris:sims=50"),
    opening=4,
    theme_share=1.0,
    method=(
        "the exact endgame solver: only one move wins (or saves the draw), every other move proved worse"
    ),
)
