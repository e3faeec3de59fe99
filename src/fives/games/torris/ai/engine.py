"""Torris's own search: a fast board engine, UCT with informed playouts, and an exact endgame solver.

The generic agents go through the game protocol (`State.push`/`pop`, a clone per simulation), which
costs far more than the game itself.  Here a position is a plain list of 32 towers (tuples of stones,
bottom first, as in `fives.games.torris`) and the player whose turn it is by alternation; the rules
(moves, climbing, closing up, passing when blocked, scoring with the tie-break) are re-implemented on
that list and checked against the rules module in the tests.

- `Solver`: exact win/draw/loss by negamax with alpha-beta and a transposition table, within a node
  budget (`SolveBudgetExceeded` when it runs out); moves from the occupancy tables, highest gain
  first (`ordered_moves`).  Torris games are short (about 27 moves after the
  setup, with the move lists shrinking from about 34 to 2), so the rest of a game is solvable from
  roughly its middle on.
- `TorrisAgent`: first tries the solver on part of its budget (when the position is small enough to
  make that likely); a proven win or draw is played at once.  Otherwise UCT: selection by UCB1, one
  node added per simulation, a playout to the end of the game whose moves are chosen by a cheap move
  score (captures of tall opposing towers, climbs onto tall towers) with probability ``greedy`` and at
  random otherwise; the game's result (+1, 0, -1) plus a small share of the point margin is backed up.
  The tree is kept from move to move; near the root, moves are ordered by their gain net of the
  opponent's best answer.  Exact values (finished games, solved leaves) are backed up as in an
  MCTS-Solver: proved wins and losses move up the tree, proved losses are never chosen.
  The playouts look landing squares up in tables indexed by occupancy bits
  (`gain_moves`) and play in place (`play_in_place`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from fives.ai.search.budget import Budget, Clock, cpu_seconds
from fives.core import State
from fives.games.torris import LINES, SQUARES, TorrisState, close_gap, tower_moves
from fives.games.torris.ai.board import FILE_MASK, FILE_TARGETS, RANK_TARGETS, Tower, occupancy
from fives.games.torris.ai.value import scan, scanned_value
from fives.games.torris.ai.value import value as learned_value

WHITE, BLACK = 0, 1


# --------------------------------------------------------------------------- the board engine
moves = tower_moves  # the rules module's generator, on the same list of towers


def play(towers: list[Tower], move: int, compact: bool = False) -> list[Tower]:
    """The towers after ``move`` (a new list; ``towers`` is not changed)."""
    board = list(towers)
    play_in_place(board, 0, move, compact)
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
    """``move``'s gain for ``colour``: the change of the point margin (closing up changes no
    tower), except that a single stone's point counts as going with it: landing on an own tower
    gains 1, taking an opposing tower of height h gains 2h + 1; leaving a tower of height h whose
    stone below is the opponent's hands it over (2h - 1), one's own costs 1, a single stone's
    empty square costs nothing (the margin itself changes by 1 less)."""
    src, dst = divmod(move, SQUARES)
    target = towers[dst]
    gain = 1 if target[-1] // 4 == colour else 2 * len(target) + 1
    below = towers[src]
    if len(below) > 1:
        gain -= 1 if below[-2] // 4 == colour else 2 * len(below) - 1
    return gain


def gain_moves(
    towers: list[Tower], occupied: int, colour: int, keys: list[int] | None = None
) -> tuple[list[int], list[int]]:
    """``colour``'s moves (as `moves`) and, among them, those of the highest `move_score`, in one
    pass with the landing squares looked up by the occupancy bits ``occupied`` (for the playouts).
    With ``keys``, every move is also appended to it as ``(128 - gain) << 10 | move`` (for
    `ordered_moves`)."""
    every: list[int] = []
    best: list[int] = []
    top_gain = -1000
    low = 4 * colour
    high = low + 4
    i = -1
    for tower in towers:
        i += 1
        if not tower:
            continue
        top = tower[-1]
        if not low <= top < high:
            continue
        height = len(tower)
        loss = 0 if height == 1 else (1 if tower[-2] >> 2 == colour else 2 * height - 1)
        k = 4 * i + top - low
        base = i * SQUARES
        for j in (
            *RANK_TARGETS[k][occupied >> (i & 24) & 255],
            *FILE_TARGETS[k][occupied >> (i & 7) & FILE_MASK],
        ):
            landing = towers[j]
            size = len(landing)
            if size >= height:
                move = base + j
                every.append(move)
                gain = (1 if landing[-1] >> 2 == colour else 2 * size + 1) - loss
                if keys is not None:
                    keys.append((128 - gain) << 10 | move)
                if gain > top_gain:
                    top_gain = gain
                    best = [move]
                elif gain == top_gain:
                    best.append(move)
    return every, best


def play_in_place(board: list[Tower], occupied: int, move: int, compact: bool) -> int:
    """`play` on ``board`` itself; returns the new occupancy bits (``occupied`` before)."""
    src, dst = divmod(move, SQUARES)
    tower = board[src]
    board[dst] = (*board[dst], tower[-1])
    if len(tower) > 1:
        board[src] = tower[:-1]
        return occupied
    board[src] = ()
    # the line behind the vacated square, away from the direction of the move
    d = dst - src
    behind = LINES[src][(1 if d > 0 else 0) if -8 < d < 8 else (3 if d > 0 else 2)]
    front = close_gap(board, src, behind, compact)
    return occupancy(board) if compact else occupied & ~(1 << front)


def net_gains(towers: list[Tower], legal: list[int], colour: int, compact: bool) -> list[int]:
    """Each move's gain (`move_score`) less the highest gain of the opponent's answer (none when
    the opponent is then blocked)."""
    other = 1 - colour
    gains = []
    for move in legal:
        after = play(towers, move, compact)
        best = gain_moves(after, occupancy(after), other)[1]
        gains.append(move_score(towers, move, colour) - (move_score(after, best[0], other) if best else 0))
    return gains


def ordered_moves(towers: list[Tower], occupied: int, colour: int) -> list[int]:
    """``colour``'s moves (as `moves`) ordered by their `move_score`, highest first (ties in square
    order); for the solver."""
    keys: list[int] = []
    gain_moves(towers, occupied, colour, keys)
    keys.sort()
    return [key & 1023 for key in keys]


# --------------------------------------------------------------------------- the exact solver
class SolveBudgetExceeded(Exception):
    pass


EXACT, LOWER, UPPER = 0, 1, 2


class Solver:
    """Exact win/draw/loss of positions, negamax with alpha-beta and a transposition table.

    Moves come from the occupancy tables (`ordered_moves`, highest gain first), the table's best
    move is tried first, and the occupancy bits travel with the position (`play_in_place`)."""

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
        occupied = occupancy(towers)
        mover, legal = turn, ordered_moves(towers, occupied, turn)
        if not legal:
            mover, legal = 1 - turn, ordered_moves(towers, occupied, 1 - turn)
            if not legal:
                value = result(towers, self.tiebreak_next)
                return (value if turn == WHITE else -value), None
        value = self._search(towers, occupied, mover, legal, -1, 1)
        entry = self.table.get((*towers, mover))
        move = entry[2] if entry is not None else legal[0]
        return (value if mover == turn else -value), move

    def value(self, towers: list[Tower], mover: int, legal: list[int], nodes: int) -> int:
        """The exact value for ``mover`` (to move, with moves ``legal``) within ``nodes`` nodes;
        `SolveBudgetExceeded` otherwise."""
        self.nodes = 0
        self.limit = nodes
        self.clock = None
        occupied = occupancy(towers)
        return self._search(towers, occupied, mover, ordered_moves(towers, occupied, mover), -1, 1)

    def _search(
        self, towers: list[Tower], occupied: int, mover: int, legal: list[int], alpha: int, beta: int
    ) -> int:
        """The value for ``mover`` (to move, with ``legal`` moves, best first), searched in
        (alpha, beta)."""
        self.nodes += 1
        if self.nodes >= self.limit or (
            self.clock is not None and not self.nodes & 255 and self.clock.out_of_time()
        ):
            raise SolveBudgetExceeded
        key = (*towers, mover)
        entry = self.table.get(key)
        if entry is not None:
            value, flag, first = entry
            if flag == EXACT or (flag == LOWER and value >= beta) or (flag == UPPER and value <= alpha):
                return value
            if legal[0] != first:
                legal = [first, *(m for m in legal if m != first)]
        a0 = alpha
        best_value, best_move = -2, legal[0]
        compact = self.compact
        other = 1 - mover
        for move in legal:
            board = list(towers)
            occ = play_in_place(board, occupied, move, compact)
            nxt_legal = ordered_moves(board, occ, other)
            if nxt_legal:
                value = -self._search(board, occ, other, nxt_legal, -beta, -alpha)
            else:  # the opponent is blocked and passes, or the game is over
                nxt_legal = ordered_moves(board, occ, mover)
                if nxt_legal:
                    value = self._search(board, occ, mover, nxt_legal, alpha, beta)
                else:
                    value = result(board, self.tiebreak_next)
                    if mover != WHITE:
                        value = -value
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
    __slots__ = (
        "any_proven",
        "children",
        "legal",
        "mover",
        "n",
        "prior",
        "proven",
        "solved",
        "untried",
        "visits",
        "w",
    )

    def __init__(
        self,
        mover: int,
        legal: list[int],
        board: list[Tower],
        rng: random.Random,
        compact: bool = False,
        reply: bool = False,
        gains: list[int] | None = None,
    ) -> None:
        self.mover = mover
        self.legal = legal
        #: Each move's gain in points (`move_score`, or ``gains`` when the caller has them; with
        #: ``reply``, less the best gain of the opponent's answer): the best are tried first and
        #: get a bonus that fades with their visits (progressive bias).
        self.prior = (
            net_gains(board, legal, mover, compact)
            if reply
            else gains
            if gains is not None
            else [move_score(board, m, mover) for m in legal]
        )
        size = len(legal)
        if gains is None:  # as commit 4283797: ties in a shuffled order
            order = list(range(size))
            rng.shuffle(order)
        else:  # ties in square order from a random start (one draw instead of one a move)
            start = int(rng.random() * size)
            order = [*range(start, size), *range(start)]
        order.sort(key=self.prior.__getitem__)
        self.untried = order  # popped from the end: the highest gain first
        self.n = [0] * len(legal)
        self.w = [0.0] * len(legal)
        self.children: list[_Node | None] = [None] * len(legal)
        #: White's exact value after each move, once proved (the game ended, the solver proved
        #: the child, or the child's own moves proved it).
        self.proven: list[float | None] = [None] * len(legal)
        #: Whether any move is proved (else the selection need not look for proved losses).
        self.any_proven = False
        self.visits = 0
        #: White's exact value of this node once proved.
        self.solved: float | None = None

    def settle(self) -> bool:
        """Prove this node from its children's proven values where that suffices (a move that
        wins for the mover, or every move proved: the best of them); True when it is proved."""
        sign = 1.0 if self.mover == WHITE else -1.0
        best = -2.0
        unproved = False
        for value in self.proven:
            if value is None:
                unproved = True
            elif value * sign > 0:
                self.solved = value
                return True
            else:
                best = max(best, value * sign)
        if unproved:
            return False
        self.solved = best * sign
        return True


class TorrisAgent:
    """Solver first where it can finish, else UCT with informed playouts (see the module doc).

    ``budget`` counts simulations (``nodes``) and/or seconds.  ``solve_share`` of the time (or
    ``solve_nodes`` nodes with a count budget) goes to the solver at the root when the two sides
    have at most ``solve_moves`` moves together.  Inside the tree, a new node whose position has at
    most ``leaf_moves`` moves (both sides) is solved with at most ``leaf_nodes`` nodes, as long as
    these leaf solves have used at most ``leaf_ratio`` solver nodes per simulation so far (a failed
    solve costs as much as a dozen playouts); a solved node is not played out again.  Proved values
    are backed up as in an MCTS-Solver: a node is proved when one of its moves wins for its mover
    or when all its moves are proved (`_Node.settle`); a move proved to lose is never selected,
    and the root plays a proved win at once and never a proved loss when it has another move.
    The solver's table is kept from move to move, and with
    ``reuse`` the search tree too (`_reused`).  Nodes less than ``reply_depth`` levels below the
    root order and bias their moves by the gain net of the opponent's best answer (`net_gains`)."""

    TABLE_LIMIT = 400_000
    REUSE_DEPTH = 3

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
        leaf_ratio: float = 6.0,
        bias: float = 0.15,
        reuse: bool = True,
        reply_depth: int = 2,
        value_mix: float = 0.0,
        value_cut: int = 0,
        legacy: bool = False,
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
        self.leaf_ratio = leaf_ratio
        self.bias = bias
        self.reuse = reuse
        self.reply_depth = reply_depth
        self.value_mix = value_mix
        self.value_cut = value_cut
        #: Expand new nodes as commit 4283797 did (the baseline of issue 34's measurements): a
        #: move generation by the rules module's `moves`, the priors by `move_score` and the
        #: learned value's own two scans; otherwise one `scan` of each side gives all of these.
        self.legacy = legacy
        self._value: Callable[[list[Tower], int], float] | None = None
        if value_mix or value_cut:
            self._value = learned_value
        self.name = name
        self.last_simulations = 0
        self.last_solved: int | None = None
        self._solver: Solver | None = None
        #: The last search tree kept for the next move (``reuse``): its root's position, options
        #: and root node.
        self._tree: tuple[list[Tower], bool, bool, _Node] | None = None
        self.last_reused = 0

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
        self.last_reused = 0
        if len(legal) == 1:
            return legal[0]
        winning = [a for a in legal if _ends(observation, player, a) > 0] if self.solve_moves else []
        if winning:  # the solver's first case: a win now before any proven later one
            self.last_solved = 1
            return winning[0]
        towers = list(observation.towers)
        compact = observation.options.get_str("closing") == "compact"
        solver = self.solver(compact, observation.options.get_str("tiebreak") == "next")
        started = cpu_seconds()
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
                # a proven loss: never one that lets the opponent win at once when another does
                # not; among those, the search picks the move that makes the opponent work hardest
                holding = [a for a in legal if not _loses_next(observation, player, a)]
                if holding and len(holding) < len(legal):
                    budget = self.budget
                    if budget.seconds is not None:
                        left = max(budget.seconds - (cpu_seconds() - started), 0.01)
                        budget = Budget(seconds=left, nodes=budget.nodes)
                    choice = self._search(towers, player, legal, compact, solver, budget, rng)
                    return choice if choice in holding else holding[0]
        budget = self.budget
        if budget.seconds is not None:  # the search gets what the solver left of the time
            left = max(budget.seconds - (cpu_seconds() - started), 0.01)
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
        clock = budget.start()
        root = self._reused(towers, player, legal, compact, solver.tiebreak_next)
        if root is None:
            root = _Node(player, list(legal), towers, rng, compact, self.reply_depth > 0)
        self.last_reused = root.visits
        c = self.exploration
        greedy = self.greedy
        weight = self.margin_weight
        bias = self.bias
        reply_depth = self.reply_depth
        leaf_moves, leaf_nodes = self.leaf_moves, self.leaf_nodes
        tiebreak_next = solver.tiebreak_next
        leaf_ratio = self.leaf_ratio
        leaf_spent = 0
        mix, cut, model = self.value_mix, self.value_cut, self._value
        fast = not self.legacy and model in (None, learned_value)
        while root.solved is None:
            board = towers
            node = root
            path: list[tuple[_Node, int]] = []
            white: float | None = None
            exact = False
            estimate: float | None = None  # the learned value of the new node, for its mover
            opposing = 0  # the moves of the new node's other side
            # selection and expansion
            while True:
                if node.untried:
                    k = node.untried.pop()
                    path.append((node, k))
                    mover = node.mover
                    board = play(board, node.legal[k], compact)
                    if fast:  # one scan of each side: moves, priors, the value's features
                        occupied = occupancy(board)
                        own, other = scan(board, occupied, 1 - mover), scan(board, occupied, mover)
                        nxt = 1 - mover
                        if not own[0]:
                            own, other, nxt = other, own, (mover if other[0] else -1)
                        if nxt >= 0:
                            nxt_legal = own[0]
                            child = node.children[k] = _Node(
                                nxt, nxt_legal, board, rng, compact, len(path) < reply_depth, own[1]
                            )
                            if mix:
                                estimate = scanned_value(own[2], other[2])
                            opposing = len(other[0])
                    else:
                        nxt, nxt_legal = to_move(board, 1 - mover)
                        if nxt >= 0:
                            child = node.children[k] = _Node(
                                nxt, nxt_legal, board, rng, compact, len(path) < reply_depth
                            )
                    if nxt < 0:
                        white = node.proven[k] = float(result(board, tiebreak_next))
                        node.any_proven = True
                        exact = True
                        break
                    if (not leaf_ratio or leaf_spent <= leaf_ratio * clock.count) and len(nxt_legal) + (
                        opposing if fast else len(moves(board, 1 - nxt))
                    ) <= leaf_moves:
                        try:
                            value = solver.value(board, nxt, nxt_legal, leaf_nodes)
                        except SolveBudgetExceeded:
                            pass
                        else:
                            white = child.solved = node.proven[k] = float(value if nxt == WHITE else -value)
                            node.any_proven = True
                            exact = True
                        leaf_spent += solver.nodes
                    break
                best_k, best_u = -1, -math.inf
                prior = node.prior
                w = node.w
                proven = node.proven
                sign = 1.0 if node.mover == WHITE else -1.0
                if fast:  # UCB1 with c * sqrt(log N) once a node and no proved value to skip
                    spread = c * math.sqrt(math.log(node.visits))
                    if node.any_proven:
                        for k, n in enumerate(node.n):
                            exact_k = proven[k]
                            if exact_k is not None and exact_k * sign < 0:
                                continue  # a proved loss for the mover is never chosen
                            u = w[k] / n + spread / math.sqrt(n) + bias * prior[k] / (n + 1)
                            if u > best_u:
                                best_k, best_u = k, u
                    else:
                        for k, n in enumerate(node.n):
                            u = w[k] / n + spread / math.sqrt(n) + bias * prior[k] / (n + 1)
                            if u > best_u:
                                best_k, best_u = k, u
                else:
                    log_n = math.log(node.visits)
                    for k, n in enumerate(node.n):
                        exact_k = proven[k]
                        if exact_k is not None and exact_k * sign < 0:
                            continue  # a proved loss for the mover is never chosen
                        u = w[k] / n + c * math.sqrt(log_n / n) + bias * prior[k] / (n + 1)
                        if u > best_u:
                            best_k, best_u = k, u
                assert best_k >= 0  # an unsettled node has a move not proved to lose
                path.append((node, best_k))
                board = play(board, node.legal[best_k], compact)
                white = proven[best_k]
                if white is not None:
                    exact = True
                    break
                found = node.children[best_k]
                assert found is not None  # unproved moves tried before have their node
                node = found
            if exact:  # prove what the exact value settles, from the leaf up
                for depth in range(len(path) - 1, -1, -1):
                    visited = path[depth][0]
                    if not visited.settle():
                        break
                    if depth:
                        parent, k = path[depth - 1]
                        parent.proven[k] = visited.solved
                        parent.any_proven = True
            assert white is not None or not exact
            if white is None:
                last = path[-1][0].mover
                if mix < 1.0:
                    white = self._playout(
                        board, last, compact, tiebreak_next, greedy, weight, rng, cut, model
                    )
                if mix:  # the learned value of the leaf, mixed in (alone with ``value_mix`` 1)
                    assert model is not None
                    leaf, k = path[-1]
                    grown = leaf.children[k]
                    mover = grown.mover if grown is not None else 1 - last
                    if estimate is None:
                        estimate = model(board, mover)
                    estimate = estimate if mover == WHITE else -estimate
                    white = estimate if white is None else (1.0 - mix) * white + mix * estimate
            assert white is not None
            for visited, k in path:
                visited.visits += 1
                visited.n[k] += 1
                visited.w[k] += white if visited.mover == WHITE else -white
            if not clock.tick():
                break
        self.last_simulations = clock.count
        if self.reuse:
            self._tree = (towers, compact, solver.tiebreak_next, root)
        return root.legal[self._best(root)]

    @staticmethod
    def _best(root: _Node) -> int:
        """The root's move: a proved win, else the most visited move not proved to lose (all of
        them when every move loses), ties to the higher value."""
        sign = 1.0 if root.mover == WHITE else -1.0
        proven = root.proven
        wins = [k for k, value in enumerate(proven) if value is not None and value * sign > 0]
        if wins:
            return wins[0]
        keep = [k for k, value in enumerate(proven) if value is None or value * sign >= 0]
        return max(keep or range(len(root.legal)), key=lambda k: (root.n[k], root.w[k]))

    def _reused(
        self, towers: list[Tower], player: int, legal: list[int], compact: bool, tiebreak_next: bool
    ) -> _Node | None:
        """The node of the kept tree for this position (``player`` to move), searched up to
        `REUSE_DEPTH` moves below the kept root (our move, then the opponent's moves: more than
        one when we were blocked); None when there is none."""
        kept, self._tree = self._tree, None
        if kept is None or kept[1:3] != (compact, tiebreak_next):
            return None
        frontier = [(kept[0], kept[3])]
        for depth in range(self.REUSE_DEPTH):
            deeper: list[tuple[list[Tower], _Node]] = []
            for board, node in frontier:
                if depth and node.mover == player:  # after our move, only the opponent's
                    continue
                for k, child in enumerate(node.children):
                    if child is None:
                        continue
                    after = play(board, node.legal[k], compact)
                    if after == towers and child.mover == player and child.legal == legal:
                        return child
                    deeper.append((after, child))
            frontier = deeper
        return None

    @staticmethod
    def _playout(
        board: list[Tower],
        last_mover: int,
        compact: bool,
        tiebreak_next: bool,
        greedy: float,
        weight: float,
        rng: random.Random,
        cut: int = 0,
        model: Callable[[list[Tower], int], float] | None = None,
    ) -> float:
        """Play to the end from ``board`` (``last_mover`` just moved); White's value.  With ``cut``
        and a ``model`` (the mover's value of a position), stop after ``cut`` moves and return the
        model's value instead."""
        turn = 1 - last_mover
        random_ = rng.random
        board = list(board)
        occupied = occupancy(board)
        left = cut if model is not None and cut > 0 else -1
        while True:
            every, best = gain_moves(board, occupied, turn)
            if not every:
                turn = 1 - turn
                every, best = gain_moves(board, occupied, turn)
                if not every:
                    break
            if not left and model is not None:
                estimate = model(board, turn)
                return estimate if turn == WHITE else -estimate
            left -= 1
            if random_() >= greedy:
                best = every
            move = best[0] if len(best) == 1 else best[int(random_() * len(best))]
            occupied = play_in_place(board, occupied, move, compact)
            turn = 1 - turn
        return result(board, tiebreak_next) + weight * margin(board)


def _ends(state: TorrisState, player: int, action: int) -> int:
    """+1 when ``action`` ends the game won for ``player``, -1 lost, 0 otherwise (by the rules)."""
    state.push(action, player)
    try:
        if not state.is_terminal():
            return 0
        mine = state.returns()[player]
        other = state.returns()[1 - player]
        return 1 if mine > other else -1 if mine < other else 0
    finally:
        state.pop()


def _loses_next(state: TorrisState, player: int, action: int) -> bool:
    """Whether after ``action`` the game is lost or the opponent, to move, can win at once."""
    state.push(action, player)
    try:
        if state.is_terminal():
            return state.returns()[player] < state.returns()[1 - player]
        opponent = state.current_player()
        if opponent != 1 - player:
            return False
        return any(_ends(state, opponent, reply) > 0 for reply in state.legal_actions(opponent))
    finally:
        state.pop()
