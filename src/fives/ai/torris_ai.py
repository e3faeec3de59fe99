"""Torris's own search: a fast board engine, UCT with informed playouts, and an exact endgame solver.

The generic agents go through the game protocol (`State.push`/`pop`, a clone per simulation), which
costs far more than the game itself.  Here a position is a plain list of 32 towers (tuples of stones,
bottom first, as in `fives.games.torris`) and the player whose turn it is by alternation; the rules
(moves, climbing, closing up, passing when blocked, scoring with the tie-break) are re-implemented on
that list and checked against the rules module in the tests.

- `solve`: exact win/draw/loss by negamax with alpha-beta and a transposition table, within a node
  budget (`SolveBudgetExceeded` when it runs out).  Torris games are short (about 27 moves after the
  setup, with the move lists shrinking from about 34 to 2), so the rest of a game is solvable from
  roughly its middle on.
- `TorrisAgent`: first tries the solver on part of its budget (when the position is small enough to
  make that likely); a proven win or draw is played at once.  Otherwise UCT: selection by UCB1, one
  node added per simulation, a playout to the end of the game whose moves are chosen by a cheap move
  score (captures of tall opposing towers, climbs onto tall towers) with probability ``greedy`` and at
  random otherwise; the game's result (+1, 0, -1) plus a small share of the point margin is backed up.
"""

from __future__ import annotations

import math
import random
import time
from typing import Any

from fives.core import State
from fives.games.torris import LINES, SQUARES, TorrisState, tower_moves

from .budget import Budget, Clock

Tower = tuple[int, ...]
WHITE, BLACK = 0, 1


# --------------------------------------------------------------------------- the board engine
moves = tower_moves  # the rules module's generator, on the same list of towers


def play(towers: list[Tower], move: int, compact: bool = False) -> list[Tower]:
    """The towers after ``move`` (a new list; ``towers`` is not changed)."""
    src, dst = divmod(move, SQUARES)
    board = list(towers)
    tower = board[src]
    board[dst] = (*board[dst], tower[-1])
    if len(tower) > 1:
        board[src] = tower[:-1]
        return board
    board[src] = ()
    # the line behind the vacated square, away from the direction of the move
    d = dst - src
    behind = LINES[src][(1 if d > 0 else 0) if -8 < d < 8 else (3 if d > 0 else 2)]
    front = src
    if compact:
        rest = [board[j] for j in behind if board[j]]
        for k, j in enumerate((src, *behind)):
            board[j] = rest[k] if k < len(rest) else ()
        return board
    for j in behind:
        if not board[j]:
            break
        board[front] = board[j]
        board[j] = ()
        front = j
    return board


def heights(towers: list[Tower], colour: int) -> list[int]:
    return sorted((len(t) for t in towers if t and t[-1] // 4 == colour), reverse=True)


def result(towers: list[Tower], tiebreak_next: bool = True) -> int:
    """The result of a finished game for White: 1 win, 0 draw, -1 loss (points, then the highest
    towers: all of them in turn with ``tiebreak_next``, only the highest otherwise)."""
    white, black = heights(towers, WHITE), heights(towers, BLACK)
    margin = sum(white) - sum(black)
    if margin:
        return 1 if margin > 0 else -1
    if not tiebreak_next:
        white, black = white[:1], black[:1]
    if white != black:
        return 1 if white > black else -1
    return 0


def margin(towers: list[Tower]) -> int:
    """White's points minus Black's."""
    total = 0
    for t in towers:
        if t:
            total += len(t) if t[-1] < 4 else -len(t)
    return total


def to_move(towers: list[Tower], turn: int) -> tuple[int, list[int]]:
    """Who moves (``turn``, or the other player when ``turn`` is blocked) and their moves;
    ``(-1, [])`` when neither can move (the game is over)."""
    mine = moves(towers, turn)
    if mine:
        return turn, mine
    theirs = moves(towers, 1 - turn)
    if theirs:
        return 1 - turn, theirs
    return -1, theirs


def move_score(towers: list[Tower], move: int, colour: int) -> int:
    """How much ``move`` changes ``colour``'s point margin (closing up changes no tower): landing on
    an own tower gains 1, taking an opposing tower of height h gains 2h + 1; leaving a tower of
    height h whose stone below is the opponent's hands it over (2h - 1), one's own costs 1."""
    src, dst = divmod(move, SQUARES)
    target = towers[dst]
    gain = 1 if target[-1] // 4 == colour else 2 * len(target) + 1
    below = towers[src]
    if len(below) > 1:
        gain -= 1 if below[-2] // 4 == colour else 2 * len(below) - 1
    return gain


# --------------------------------------------------------------------------- the exact solver
class SolveBudgetExceeded(Exception):
    pass


EXACT, LOWER, UPPER = 0, 1, 2


class Solver:
    """Exact win/draw/loss of positions, negamax with alpha-beta and a transposition table."""

    def __init__(self, compact: bool = False, tiebreak_next: bool = True) -> None:
        self.compact = compact
        self.tiebreak_next = tiebreak_next
        self.table: dict[tuple[Any, ...], tuple[int, int, int]] = {}
        self.nodes = 0
        self.limit = 0
        self.clock: Clock | None = None

    def solve(
        self, towers: list[Tower], turn: int, nodes: int = 10**9, clock: Clock | None = None
    ) -> tuple[int, int | None]:
        """The value for the player to move (1 win, 0 draw, -1 loss) and a best move (None when
        the game is over).  Raises `SolveBudgetExceeded` after ``nodes`` nodes or when ``clock``
        runs out."""
        self.nodes = 0
        self.limit = nodes
        self.clock = clock
        mover, legal = to_move(towers, turn)
        if mover < 0:
            value = result(towers, self.tiebreak_next)
            return (value if turn == WHITE else -value), None
        best_value, best_move = -2, legal[0]
        alpha = -1
        for move in self._ordered(towers, legal, mover, None):
            value = self._child(towers, move, mover, alpha, 1)
            if value > best_value:
                best_value, best_move = value, move
                alpha = max(alpha, value)
                if value == 1:
                    break
        return best_value, best_move

    def value(self, towers: list[Tower], mover: int, legal: list[int], nodes: int) -> int:
        """The exact value for ``mover`` (to move, with moves ``legal``) within ``nodes`` nodes;
        `SolveBudgetExceeded` otherwise."""
        self.nodes = 0
        self.limit = nodes
        self.clock = None
        return self._search(towers, mover, legal, -1, 1)

    def _ordered(self, towers: list[Tower], legal: list[int], colour: int, first: int | None) -> list[int]:
        ordered = sorted(legal, key=lambda m: -move_score(towers, m, colour))
        if first is not None and first in legal:
            ordered.remove(first)
            ordered.insert(0, first)
        return ordered

    def _child(self, towers: list[Tower], move: int, mover: int, alpha: int, beta: int) -> int:
        """The value for ``mover`` after ``mover`` plays ``move``, searched in (alpha, beta)."""
        board = play(towers, move, self.compact)
        nxt, legal = to_move(board, 1 - mover)
        if nxt < 0:
            value = result(board, self.tiebreak_next)
            return value if mover == WHITE else -value
        if nxt == mover:  # the opponent is blocked and passes
            return self._search(board, nxt, legal, alpha, beta)
        return -self._search(board, nxt, legal, -beta, -alpha)

    def _search(self, towers: list[Tower], mover: int, legal: list[int], alpha: int, beta: int) -> int:
        self.nodes += 1
        if self.nodes >= self.limit or (
            self.clock is not None and not self.nodes & 255 and self.clock.out_of_time()
        ):
            raise SolveBudgetExceeded
        key = (*towers, mover)
        entry = self.table.get(key)
        first = None
        if entry is not None:
            value, flag, first = entry
            if flag == EXACT or (flag == LOWER and value >= beta) or (flag == UPPER and value <= alpha):
                return value
        a0 = alpha
        best_value, best_move = -2, legal[0]
        for move in self._ordered(towers, legal, mover, first):
            value = self._child(towers, move, mover, alpha, beta)
            if value > best_value:
                best_value, best_move = value, move
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        flag = EXACT
        if best_value <= a0:
            flag = UPPER
        elif best_value >= beta:
            flag = LOWER
        self.table[key] = (best_value, flag, best_move)
        return best_value


# --------------------------------------------------------------------------- UCT
class _Node:
    __slots__ = ("children", "legal", "mover", "n", "prior", "solved", "untried", "visits", "w")

    def __init__(self, mover: int, legal: list[int], board: list[Tower], rng: random.Random) -> None:
        self.mover = mover
        self.legal = legal
        #: Each move's gain in points (`move_score`): the best are tried first and get a bonus
        #: that fades with their visits (progressive bias).
        self.prior = [move_score(board, m, mover) for m in legal]
        order = list(range(len(legal)))
        rng.shuffle(order)
        order.sort(key=lambda k: self.prior[k])
        self.untried = order  # popped from the end: the highest gain first
        self.n = [0] * len(legal)
        self.w = [0.0] * len(legal)
        self.children: list[_Node | None] = [None] * len(legal)
        self.visits = 0
        #: White's exact value once the solver has proved it.
        self.solved: float | None = None


class TorrisAgent:
    """Solver first where it can finish, else UCT with informed playouts (see the module doc).

    ``budget`` counts simulations (``nodes``) and/or seconds.  ``solve_share`` of the time (or
    ``solve_nodes`` nodes with a count budget) goes to the solver at the root when the two sides
    have at most ``solve_moves`` moves together.  Inside the tree, a new node whose position has at
    most ``leaf_moves`` moves (both sides) is solved with at most ``leaf_nodes`` nodes; a solved
    node is not played out again.  The solver's table is kept from move to move."""

    TABLE_LIMIT = 400_000

    def __init__(
        self,
        budget: Budget,
        *,
        exploration: float = 0.7,
        greedy: float = 1.0,
        margin_weight: float = 0.02,
        solve_moves: int = 22,
        solve_share: float = 0.4,
        solve_nodes: int = 20000,
        leaf_moves: int = 16,
        leaf_nodes: int = 300,
        bias: float = 0.15,
        name: str = "torris",
    ) -> None:
        self.budget = budget
        self.exploration = exploration
        self.greedy = greedy
        self.margin_weight = margin_weight
        self.solve_moves = solve_moves
        self.solve_share = solve_share
        self.solve_nodes = solve_nodes
        self.leaf_moves = leaf_moves
        self.leaf_nodes = leaf_nodes
        self.bias = bias
        self.name = name
        self.last_simulations = 0
        self.last_solved: int | None = None
        self._solver: Solver | None = None

    def solver(self, compact: bool, tiebreak_next: bool) -> Solver:
        """The solver for these options, with its table kept between moves (up to a size)."""
        solver = self._solver
        if (
            solver is None
            or (solver.compact, solver.tiebreak_next) != (compact, tiebreak_next)
            or len(solver.table) > self.TABLE_LIMIT
        ):
            solver = self._solver = Solver(compact, tiebreak_next)
        return solver

    def choose(self, observation: State[Any], player: int, rng: random.Random) -> Any:
        assert isinstance(observation, TorrisState)
        legal = observation.legal_actions(player)
        self.last_simulations = 0
        self.last_solved = None
        if len(legal) == 1:
            return legal[0]
        towers = list(observation.towers)
        compact = observation.options.get_str("closing") == "compact"
        solver = self.solver(compact, observation.options.get_str("tiebreak") == "next")
        started = time.perf_counter()
        opponent = len(moves(towers, 1 - player))
        if len(legal) + opponent <= self.solve_moves:
            seconds = self.budget.seconds
            clock = None if seconds is None else Budget(seconds=seconds * self.solve_share).start()
            limit = self.solve_nodes if self.budget.nodes is not None else 10**9
            try:
                value, move = solver.solve(towers, player, limit, clock)
            except SolveBudgetExceeded:
                pass
            else:
                self.last_solved = value
                if value >= 0 or move is None:
                    return move if move is not None else legal[0]
                # a proven loss: let the search pick the move that makes the opponent work hardest
        budget = self.budget
        if budget.seconds is not None:  # the search gets what the solver left of the time
            left = max(budget.seconds - (time.perf_counter() - started), 0.01)
            budget = Budget(seconds=left, nodes=budget.nodes)
        return self._search(towers, player, legal, compact, solver, budget, rng)

    def _search(
        self,
        towers: list[Tower],
        player: int,
        legal: list[int],
        compact: bool,
        solver: Solver,
        budget: Budget,
        rng: random.Random,
    ) -> int:
        root = _Node(player, list(legal), towers, rng)
        clock = budget.start()
        c = self.exploration
        greedy = self.greedy
        weight = self.margin_weight
        bias = self.bias
        leaf_moves, leaf_nodes = self.leaf_moves, self.leaf_nodes
        tiebreak_next = solver.tiebreak_next
        while True:
            board = towers
            node = root
            path: list[tuple[_Node, int]] = []
            white: float | None = None
            # selection and expansion
            while True:
                if node.untried:
                    k = node.untried.pop()
                    path.append((node, k))
                    mover = node.mover
                    board = play(board, node.legal[k], compact)
                    nxt, nxt_legal = to_move(board, 1 - mover)
                    if nxt < 0:
                        white = result(board, tiebreak_next)
                        break
                    child = node.children[k] = _Node(nxt, nxt_legal, board, rng)
                    if len(nxt_legal) + len(moves(board, 1 - nxt)) <= leaf_moves:
                        try:
                            value = solver.value(board, nxt, nxt_legal, leaf_nodes)
                        except SolveBudgetExceeded:
                            pass
                        else:
                            white = child.solved = float(value if nxt == WHITE else -value)
                    break
                log_n = math.log(node.visits)
                best_k, best_u = 0, -math.inf
                prior = node.prior
                for k, n in enumerate(node.n):
                    u = node.w[k] / n + c * math.sqrt(log_n / n) + bias * prior[k] / (n + 1)
                    if u > best_u:
                        best_k, best_u = k, u
                path.append((node, best_k))
                board = play(board, node.legal[best_k], compact)
                found = node.children[best_k]
                if found is None:  # the game ended here
                    white = result(board, tiebreak_next)
                    break
                if found.solved is not None:
                    white = found.solved
                    break
                node = found
            if white is not None:  # an exact value: a win for the player who chose it solves their node
                last, k_last = path[-1]
                if white == (1.0 if last.mover == WHITE else -1.0):
                    if last is root:
                        self.last_simulations = clock.count + 1
                        return root.legal[k_last]
                    last.solved = white
            else:
                white = self._playout(board, path[-1][0].mover, compact, tiebreak_next, greedy, weight, rng)
            for visited, k in path:
                visited.visits += 1
                visited.n[k] += 1
                visited.w[k] += white if visited.mover == WHITE else -white
            if not clock.tick():
                break
        self.last_simulations = clock.count
        best = max(range(len(root.legal)), key=lambda k: (root.n[k], root.w[k]))
        return root.legal[best]

    @staticmethod
    def _playout(
        board: list[Tower],
        last_mover: int,
        compact: bool,
        tiebreak_next: bool,
        greedy: float,
        weight: float,
        rng: random.Random,
    ) -> float:
        """Play to the end from ``board`` (``last_mover`` just moved); White's value."""
        turn = 1 - last_mover
        while True:
            mover, legal = to_move(board, turn)
            if mover < 0:
                break
            if len(legal) == 1:
                move = legal[0]
            elif rng.random() < greedy:
                best = -1000
                ties: list[int] = []
                for m in legal:
                    score = move_score(board, m, mover)
                    if score > best:
                        best, ties = score, [m]
                    elif score == best:
                        ties.append(m)
                move = ties[0] if len(ties) == 1 else ties[rng.randrange(len(ties))]
            else:
                move = legal[rng.randrange(len(legal))]
            board = play(board, move, compact)
            turn = 1 - mover
        return result(board, tiebreak_next) + weight * margin(board)
