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
(deterministic), with a few random opening moves.

Lines (theme ``line``, up to `LINE_MOVES` own moves): after the solution the line goes on while
the opponent's reply is forced (`_forced_reply`: the only reply that keeps their best exact
result, or where every reply loses, the only one that resists longest) and the player then has a
choice with exactly one move that keeps the solution's result; ``steps`` holds each later step's
proof (docs/puzzles.md, "Torris")."""

from __future__ import annotations

from typing import Any

from fives.core import State
from fives.games.torris import TorrisState
from fives.games.torris.ai.board import Tower, occupancy
from fives.games.torris.ai.engine import (
    WHITE,
    SolveBudgetExceeded,
    Solver,
    moves,
    ordered_moves,
    play_in_place,
)
from fives.games.torris.ai.engine import (
    result as final_result,
)
from fives.puzzles.plugin import Finding, PuzzlePlugin, is_choice

#: the most moves both sides may have together for a position to be solved
SOLVE_MOVES = 20
#: solver nodes for one position, all its moves together (beyond it: no puzzle) and its line
#: (beyond it: the line ends)
NODES = 100_000
#: the most own moves of a line (the first included)
LINE_MOVES = 3
#: a reply that resists longest: looked for within this many plies after it
RESIST_PLIES = 12
#: positions of that search for one reply of a line (beyond it: the line ends)
RESIST_NODES = 50_000


def _result(state: TorrisState, player: int) -> int:
    returns = state.returns()
    return (returns[player] > returns[1 - player]) - (returns[player] < returns[1 - player])


def _small(state: State[Any], player: int) -> bool:
    if not isinstance(state, TorrisState) or state.is_terminal() or not state.setup_done():
        return False
    towers = list(state.towers)
    return len(moves(towers, player)) + len(moves(towers, 1 - player)) <= SOLVE_MOVES


def _solver(state: TorrisState) -> Solver:
    return Solver(state.options.get_str("closing") == "compact", state.options.get_str("tiebreak") == "next")


class _Budget:
    """The solver nodes left for one position (all its moves and its line together)."""

    def __init__(self, solver: Solver) -> None:
        self.solver = solver
        self.left = NODES

    def solve(self, position: TorrisState, mover: int) -> tuple[int, Any]:
        found = self.solver.solve(list(position.towers), mover, self.left)
        self.left -= self.solver.nodes
        return found


def _judge(
    budget: _Budget, position: TorrisState, player: int, value: int
) -> list[tuple[str, int, str]] | None:
    """Each legal move of ``player`` (to move at ``position``) with its exact result for the
    player and the solver's best answer to it; None as soon as a second move reaches ``value``
    (the position's value: no unique best move).  `SolveBudgetExceeded` past the budget."""
    judged: list[tuple[str, int, str]] = []
    for action in position.legal_actions(player):
        name = position.action_to_string(action, player)
        position.push(action, player)
        try:
            if position.is_terminal():
                judged.append((name, _result(position, player), "end"))
                continue
            mover = position.current_player()
            found, answer = budget.solve(position, mover)
            if mover == player:
                judged.append((name, found, "pass"))
            else:
                reply = position.action_to_string(answer, mover) if answer is not None else "end"
                judged.append((name, -found, reply))
        finally:
            position.pop()
        if sum(result == value for _, result, _ in judged) > 1:
            return None  # a second move as good as the best
    return judged


class _Resist:
    """Whether ``player`` forces the end of the game with a win within ``h`` plies (moves, a
    blocked side's passes not counted): an AND/OR search to that depth on the engine's board
    (`play_in_place`, `ordered_moves`, `result`: the rules, checked against the rules module in
    the engine's tests), with a table, within `RESIST_NODES` positions per reply choice."""

    def __init__(self, state: TorrisState) -> None:
        self.compact = state.options.get_str("closing") == "compact"
        self.tiebreak_next = state.options.get_str("tiebreak") == "next"
        self.table: dict[tuple[Any, ...], bool] = {}
        self.nodes = 0

    def wins(self, towers: list[Tower], mover: int, player: int, plies: int) -> bool:
        return self._wins(towers, occupancy(towers), mover, player, plies)

    def _wins(self, towers: list[Tower], occupied: int, mover: int, player: int, plies: int) -> bool:
        legal = ordered_moves(towers, occupied, mover)
        if not legal:  # blocked: the other side moves on, or the game is over
            mover = 1 - mover
            legal = ordered_moves(towers, occupied, mover)
            if not legal:
                white = final_result(towers, self.tiebreak_next)
                return (white if player == WHITE else -white) > 0
        if plies <= 0:
            return False
        key = (*towers, mover, plies)
        known = self.table.get(key)
        if known is not None:
            return known
        self.nodes += 1
        if self.nodes > RESIST_NODES:
            raise SolveBudgetExceeded
        attacker = mover == player
        found = not attacker
        for move in legal:
            board = list(towers)
            after = play_in_place(board, occupied, move, self.compact)
            if self._wins(board, after, 1 - mover, player, plies - 1) == attacker:
                found = attacker
                break
        self.table[key] = found
        return found


def _forced_reply(budget: _Budget, position: TorrisState, opponent: int) -> tuple[str, dict[str, Any]] | None:
    """The opponent's forced reply at ``position`` (docs/puzzles.md, "Torris") and its proof:

    1. by the solver's exact result for the opponent: the only reply that reaches the best of
       them (their only legal move, or every other reply gives them a strictly worse result);
    2. where every reply loses alike: the only one that resists longest, by the fewest plies
       within which the player then forces the won end of the game (`_Resist`, up to
       `RESIST_PLIES`): every other reply loses within ``resists`` plies (``loses_in``: each
       one's fewest), this one does not.

    None where two or more replies are as good (two draws; two losses as long, or longer than
    `RESIST_PLIES`), or the search runs out of positions."""
    player = 1 - opponent
    results: list[tuple[str, int, list[Tower], int]] = []  # (reply, result, towers, who moves)
    for action in position.legal_actions(opponent):
        name = position.action_to_string(action, opponent)
        position.push(action, opponent)
        try:
            towers = list(position.towers)
            if position.is_terminal():
                results.append((name, _result(position, opponent), towers, player))
                continue
            mover = position.current_player()
            found, _ = budget.solve(position, mover)
            results.append((name, found if mover == opponent else -found, towers, mover))
        finally:
            position.pop()
    best = max(result for _, result, _, _ in results)
    top = [(name, towers, mover) for name, result, towers, mover in results if result == best]
    proof: dict[str, Any] = {}
    if len(top) > 1:
        if best >= 0:
            return None  # two replies hold a draw: nothing tells them apart
        resist = _Resist(position)
        loses_in: dict[str, int] = {}
        plies = 0
        try:
            while len(top) > 1 and plies <= RESIST_PLIES:
                for name, towers, mover in top:
                    if resist.wins(towers, mover, player, plies):
                        loses_in[name] = plies
                top = [entry for entry in top if entry[0] not in loses_in]
                plies += 1
        except SolveBudgetExceeded:
            return None
        if len(top) != 1:
            return None
        proof = {"loses_in": loses_in, "resists": plies - 1}
    reply = top[0][0]
    return reply, {
        "replies": {name: result for name, result, _, _ in results if name != reply},
        **proof,
    }


def _line(
    budget: _Budget, state: TorrisState, player: int, solution: str, value: int
) -> tuple[list[str], list[dict[str, Any]]]:
    """The line after ``solution`` while the opponent's reply is forced and after it the player
    again has a choice and one move alone keeps ``value`` (at most `LINE_MOVES` own moves): the
    moves after the first, and each later step's proof.  It ends where the game ends, a side is
    blocked (a pass), the reply or the next move is not unique, or the budget runs out."""
    position = state.clone()
    position.apply_string(solution, player)
    line: list[str] = []
    steps: list[dict[str, Any]] = []
    try:
        while 1 + len(steps) < LINE_MOVES:
            if position.is_terminal() or position.current_player() != 1 - player:
                break
            forced = _forced_reply(budget, position, 1 - player)
            if forced is None:
                break
            reply, replied = forced
            position.apply_string(reply, 1 - player)
            if position.is_terminal() or position.current_player() != player:
                break
            if not is_choice(position, player):
                break
            judged = _judge(budget, position, player, value)
            if judged is None:
                break
            best = [name for name, result, _ in judged if result == value]
            if len(best) != 1:
                break
            others = [(name, result, answer) for name, result, answer in judged if name != best[0]]
            steps.append(
                {
                    "reply": reply,
                    **replied,
                    "refutations": {name: answer for name, _, answer in others},
                    "results": {name: result for name, result, _ in others},
                }
            )
            line += [reply, best[0]]
            position.apply_string(best[0], player)
    except SolveBudgetExceeded:
        pass  # the line proved so far stands (the node count is the same on every run)
    return line, steps


def find(state: State[Any], player: int) -> Finding | None:
    if not _small(state, player) or state.current_player() != player:
        return None
    assert isinstance(state, TorrisState)
    budget = _Budget(_solver(state))
    position = state.clone()
    try:  # the position's own value first (its table helps every move's): lost, no puzzle
        value, _ = budget.solve(position, player)
        if value < 0:
            return None
        judged = _judge(budget, position, player, value)
    except SolveBudgetExceeded:
        return None
    if judged is None:
        return None
    best = max(result for _, result, _ in judged)
    solutions = [name for name, result, _ in judged if result == best]
    if best < 0 or len(solutions) != 1:
        return None  # lost whatever the player does, or more than one move as good
    claim = "win" if best > 0 else "draw"
    others = [(name, result, reply) for name, result, reply in judged if name != solutions[0]]
    proof: dict[str, Any] = {
        "method": "endgame-solver",
        "claim": claim,
        "refutations": {name: reply for name, _, reply in others},
        "results": {name: result for name, result, _ in others},
    }
    themes = ["win" if best > 0 else "save-the-draw", "endgame"]
    line, steps = _line(budget, state, player, solutions[0], best)
    if steps:  # a line: the opponent's forced replies and the player's next only moves
        proof["steps"] = steps
        themes.append("line")
    # harder: many moves to choose from, wrong moves that still draw (where the solution wins),
    # and each further move of a line
    near = sum(result == best - 1 for _, result, _ in others)
    difficulty = min(5, 1 + len(judged) // 6 + (near > 0 and best > 0) + len(steps))
    return Finding([solutions[0], *line], themes, proof, difficulty)


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
