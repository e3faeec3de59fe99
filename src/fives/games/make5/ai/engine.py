"""Make 5 computer players: an evaluation of a partial board for the sorter and expectimax.

The search works on plain tuples (the board's five runways and the bag's colour counts), not on
`Make5State`, so it is fast enough for a full round of lookahead in Python.

**The evaluation** (`estimate`) is the sorter's expected final score of a board, given the bag:

1. Each scoring row gets a *target colour*, bottom-up: row ``r`` takes the colour (not yet taken
   by a lower row) that lies most often at place ``r`` of the *clean* runways: those whose tokens
   below ``r`` all match their rows' targets.  (Two rows can never both score one colour: 3 + 3 > 5,
   so the scoring rows of a final board always have distinct colours.)
2. A token is *settled* when it and everything below it in its runway match the targets; the
   others are *dirty* (the sorter must move them, and taking a token out lets the tokens above it
   slide down, so a dirty token spoils the places above it).
3. A runway with exactly one wrong token whose removal lets the tokens above it slide into
   their rows is one move from clean: those tokens are *pending* (likely right), the wrong token
   counts as one piece of dirt, and the runway's top place counts as empty.
4. Row ``r`` ends with its ``k`` settled tokens plus each empty place filled right with
   probability ``p_empty``, each pending token right with ``p_pending`` and each dirty place put
   right with ``p_dirty``; the row is worth the expectation of the game's row score (3, 4, 5 or
   0) under those binomials.  ``p_dirty`` and ``p_pending`` fall as the dirt grows against the
   sorter moves left (one per token in the bag, plus the last move); ``p_empty`` grows with the
   number of different heights of clean runways (the places where a drawn token of some colour
   fits at once).

At a full board (the sorter's last move) the value is exact: the best final move's score.  A
board the sorter is about to move on (after the Chaot's roll) is valued by `estimate_to_move`:
the better of the board and of the board after the best *obvious repair* (a token that is not
settled rolled onto a clean runway whose next place belongs to its colour), so the Chaot does not
mistake a token the sorter puts right at once for lasting damage.

**The search** (`Searcher`): expectimax over the sorter's moves (max), the bag's draws (chance,
probabilities from the colour counts) and the Chaot's runway (min: the Chaot minimises the
sorter's expected score).  One *round* is sorter move, draw, Chaot roll.  Identical results are
searched once (many moves give the same board; runways with equal contents are interchangeable
for the Chaot), leaves are memoised.  The sorter's own moves at the root are all searched; the
sorter's moves inside the search (its later moves, and its replies in the Chaot's search) are
narrowed to the ``beam`` best by the evaluation.

**The match.**  A match is six games with swapped roles (a MAKE FIVE wins at once); the agents
play each game for the sorter's score: the sorter maximises its expected score, the Chaot
minimises it.  Maximising one's own sorter score and minimising the opponent's is a proxy for the
match result (it ignores e.g. that a Chaot far behind in the match should gamble); MAKE FIVE is
simply the highest score, so it is valued by its points.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

from fives.ai.search.budget import Budget, Clock, SearchTimeout
from fives.core import State
from fives.games.make5 import (
    COLOURS,
    PASS,
    PLACE,
    PLACE_BASE,
    PLACES,
    RUNWAYS,
    SORT,
    Board,
    Make5State,
    board_score,
    move_action,
)

Bag = tuple[int, ...]

#: How likely an empty place of a row ends up with the row's colour, at best (the Chaot fights it).
P_EMPTY = 0.8
#: How likely a dirty place is put right when the sorter has moves to spare.
P_DIRTY = 0.55
#: How likely tokens above one wrong token end up right (one move takes the wrong one out).
P_PENDING = 0.85


# ---------------------------------------------------------------------------- the model
def sorter_children(board: Board) -> list[tuple[int, Board]]:
    """Every distinct board the sorter can make (``pass`` first), with one action making it."""
    seen: dict[Board, int] = {board: PASS}
    open_lanes = [t for t in range(RUNWAYS) if len(board[t]) < PLACES]
    for r, lane in enumerate(board):
        n = len(lane)
        for k in range(n):
            token = lane[k]
            rest = lane[:k] + lane[k + 1 :]
            for t in open_lanes:
                if t == r:
                    continue
                lanes = list(board)
                lanes[r] = rest
                lanes[t] = (*board[t], token)
                new = tuple(lanes)
                if new not in seen:
                    seen[new] = move_action(r, k, t)
            if k < n - 1:
                lanes = list(board)
                lanes[r] = (*rest, token)
                new = tuple(lanes)
                if new not in seen:
                    seen[new] = move_action(r, k, r)
    return [(action, new) for new, action in seen.items()]


def chaot_children(board: Board, colour: int) -> list[tuple[int, Board]]:
    """The Chaot's distinct results of rolling ``colour`` in (equal runways give equal boards)."""
    seen: dict[tuple[int, ...], int] = {}
    result = []
    for t, lane in enumerate(board):
        if len(lane) >= PLACES or lane in seen:
            continue
        seen[lane] = t
        lanes = list(board)
        lanes[t] = (*lane, colour)
        result.append((PLACE_BASE + t, tuple(lanes)))
    return result


_FINAL: dict[Board, int] = {}


def _score_of(colours: tuple[int, ...]) -> int:
    best = max(colours.count(c) for c in set(colours))
    return best if best >= 3 else 0


def final_value(board: Board) -> int:
    """The exact value of the sorter's last move on a full board: the best score it can reach
    (a token rolled to the top of its own runway changes that runway's rows from its place up
    only; results are memoised, the table cleared when it grows large)."""
    value = _FINAL.get(board)
    if value is not None:
        return value
    if any(len(lane) < PLACES for lane in board):
        value = board_score(board)
        for r, lane in enumerate(board):
            for k in range(len(lane) - 1):
                lanes = list(board)
                lanes[r] = lane[:k] + lane[k + 1 :] + (lane[k],)
                value = max(value, board_score(tuple(lanes)))
    else:
        rows = [tuple(lane[row] for lane in board) for row in range(PLACES)]
        base = [_score_of(row) for row in rows]
        value = sum(base)
        for r, lane in enumerate(board):
            for k in range(PLACES - 1):
                moved = lane[:k] + lane[k + 1 :] + (lane[k],)
                total = sum(base[:k])
                for row in range(k, PLACES):
                    colours = rows[row]
                    total += _score_of((*colours[:r], moved[row], *colours[r + 1 :]))
                value = max(value, total)
    if len(_FINAL) > 400_000:
        _FINAL.clear()
    _FINAL[board] = value
    return value


@cache
def _row_value(
    settled: int, empty: int, dirty: int, pending: int, p_empty: float, p_dirty: float, p_pending: float
) -> float:
    """Expected row score with ``settled`` right tokens and binomially many more right ones."""
    dist = [0.0] * (PLACES + 1)
    dist[settled] = 1.0
    for count, p in ((empty, p_empty), (dirty, p_dirty), (pending, p_pending)):
        for _ in range(count):
            new = [0.0] * (PLACES + 1)
            for n, q in enumerate(dist):
                if q:
                    new[n] += q * (1 - p)
                    if n < PLACES:
                        new[n + 1] += q * p
            dist = new
    return sum(q * n for n, q in enumerate(dist) if n >= 3)


def targets(board: Board) -> tuple[list[int], list[int], list[int]]:
    """Bottom-up target colours of the rows, the settled tokens of each row and each runway's
    settled height (see the module docstring)."""
    clean = [len(lane) for lane in board]  # how far each runway is still clean (grows no more)
    settled_height = [0] * RUNWAYS
    used = [False] * COLOURS
    target = [-1] * PLACES
    settled = [0] * PLACES
    alive = list(range(RUNWAYS))
    for r in range(PLACES):
        counts = [0] * COLOURS
        for u in alive:
            if clean[u] > r:
                counts[board[u][r]] += 1
        best, best_n = -1, -1
        for c in range(COLOURS):
            if not used[c] and counts[c] > best_n:
                best, best_n = c, counts[c]
        target[r] = best
        used[best] = True
        settled[r] = best_n
        still = []
        for u in alive:
            if clean[u] > r and board[u][r] == best:
                settled_height[u] = r + 1
                still.append(u)
        alive = still
        if not alive:
            # rows above get whatever colours are left; nothing is settled there
            rest = [c for c in range(COLOURS) if not used[c]]
            for i, rr in enumerate(range(r + 1, PLACES)):
                target[rr] = rest[i]
            break
    return target, settled, settled_height


def estimate(board: Board, bag: Bag) -> float:
    """The sorter's expected final score of ``board`` with ``bag`` left (see the docstring)."""
    left = sum(bag)
    if left == 0:
        return float(final_value(board))
    target, settled, heights = targets(board)
    filled = [0] * PLACES
    pending = [0] * PLACES
    dirt = 0
    offered = set()
    for u, lane in enumerate(board):
        n = len(lane)
        h = heights[u]
        for r in range(n):
            filled[r] += 1
        if h == n:
            if n < PLACES:
                offered.add(n)
            continue
        # one wrong token whose removal lets the tokens above slide into their rows: one move
        # settles them all (they are *pending*), and the runway's top place becomes free
        if all(lane[r + 1] == target[r] for r in range(h, n - 1)):
            for r in range(h, n - 1):
                pending[r] += 1
            filled[n - 1] -= 1
            dirt += 1
            if n - 1 < PLACES:
                offered.add(n - 1)
        else:
            dirt += n - h
    moves = left + 1
    p_dirty = round(P_DIRTY * min(1.0, moves / (2.0 * dirt + 1.0)), 2)
    p_pending = round(P_PENDING * min(1.0, moves / (dirt + 1.0)), 2)
    # a drawn token fits where a settled runway's next place belongs to its colour: the more
    # different heights the settled runways offer, the easier the Chaot's tokens find a place
    p_empty = round(P_EMPTY * (0.7 + 0.3 * min(1.0, len(offered) / 2.0)), 2)
    total = 0.0
    for r in range(PLACES):
        wrong = filled[r] - settled[r] - pending[r]
        total += _row_value(settled[r], PLACES - filled[r], wrong, pending[r], p_empty, p_dirty, p_pending)
    return total


def fixing_moves(board: Board) -> list[Board]:
    """The sorter's obvious repairs: a token that is not settled rolls onto a clean runway
    whose next place belongs to its colour."""
    target, _, heights = targets(board)
    wanted: dict[int, list[int]] = {}
    for t, lane in enumerate(board):
        n = len(lane)
        if heights[t] == n < PLACES:
            wanted.setdefault(target[n], []).append(t)
    result = []
    for u, lane in enumerate(board):
        for k in range(heights[u], len(lane)):
            for t in wanted.get(lane[k], ()):
                if t != u:
                    lanes = list(board)
                    lanes[u] = lane[:k] + lane[k + 1 :]
                    lanes[t] = (*board[t], lane[k])
                    result.append(tuple(lanes))
    return result


def estimate_to_move(board: Board, bag: Bag) -> float:
    """`estimate` of a board the sorter is about to move on: the better of the board as it is
    and the board after the best obvious repair (`fixing_moves`)."""
    if sum(bag) == 0:
        return float(final_value(board))
    return max([estimate(board, bag)] + [estimate(new, bag) for new in fixing_moves(board)])


# ---------------------------------------------------------------------------- the search
class Searcher:
    """Expectimax over (sorter move, draw, Chaot roll) rounds with the evaluation at the leaves."""

    def __init__(
        self, depth: int = 1, beam: int = 6, full_depth: int | None = None, clock: Clock | None = None
    ) -> None:
        self.depth = depth
        #: counts the search's sorter nodes; `SearchTimeout` when it runs out
        self.clock = clock
        self.beam = beam
        #: sorter nodes with this much lookahead or more are searched in full width
        self.full_depth = depth if full_depth is None else full_depth
        self._static: dict[tuple[Board, Bag], float] = {}
        self._to_move: dict[tuple[Board, Bag], float] = {}
        self._sorter: dict[tuple[Board, Bag, int], float] = {}
        self.nodes = 0

    def leaf(self, board: Board, bag: Bag) -> float:
        """The evaluation of a board the Chaot acts on next (after the sorter's move)."""
        key = (board, bag)
        value = self._static.get(key)
        if value is None:
            self.nodes += 1
            value = self._static[key] = estimate(board, bag)
        return value

    def leaf_to_move(self, board: Board, bag: Bag) -> float:
        """The evaluation of a board the sorter moves on next (after the Chaot's roll)."""
        key = (board, bag)
        value = self._to_move.get(key)
        if value is None:
            self.nodes += 1
            value = self._to_move[key] = estimate_to_move(board, bag)
        return value

    def sorter_value(self, board: Board, bag: Bag, depth: int) -> float:
        """The sorter to move with ``depth`` rounds of lookahead."""
        if sum(bag) == 0:
            return float(final_value(board))
        if depth <= 0:
            return self.leaf_to_move(board, bag)
        key = (board, bag, depth)
        value = self._sorter.get(key)
        if value is not None:
            return value
        self.nodes += 1
        if self.clock is not None and not self.clock.tick():
            raise SearchTimeout
        children = [new for _, new in sorter_children(board)]
        if depth < self.full_depth and len(children) > self.beam:
            children.sort(key=lambda b: -self.leaf(b, bag))
            children = children[: self.beam]
        value = self._sorter[key] = max(self.draw_value(new, bag, depth) for new in children)
        return value

    def draw_value(self, board: Board, bag: Bag, depth: int) -> float:
        total = sum(bag)
        value = 0.0
        for colour, n in enumerate(bag):
            if n:
                rest = (*bag[:colour], n - 1, *bag[colour + 1 :])
                value += n / total * self.place_value(board, rest, colour, depth)
        return value

    def place_value(self, board: Board, bag: Bag, colour: int, depth: int) -> float:
        """The Chaot rolls ``colour`` in (``bag`` already without it): the sorter's worst case."""
        return min(self.sorter_value(new, bag, depth - 1) for _, new in chaot_children(board, colour))


# ---------------------------------------------------------------------------- agents
def _pick(scored: list[tuple[float, int]], rng: random.Random, maximise: bool) -> int:
    best = max(v for v, _ in scored) if maximise else min(v for v, _ in scored)
    return rng.choice([a for v, a in scored if abs(v - best) <= 1e-9])


class Make5Agent:
    """Plays either role.  ``depth`` 0 is greedy (one ply with the evaluation); ``depth`` d >= 1
    searches d rounds of expectimax after its own move (the Chaot: after its roll, d rounds
    starting with the sorter's reply), the sorter's moves inside the search narrowed to the
    ``beam`` best by the evaluation; ``width`` > 0 searches only that many of its own moves
    (best first by the evaluation).  With at most ``exact`` tokens left in the bag the search
    goes to the end of the game at full width (exact).  ``seconds`` caps the CPU time of a
    search deeper than one round: one round is searched first, and its choice stands when the
    deeper search runs out of time."""

    def __init__(
        self,
        depth: int = 1,
        beam: int = 6,
        width: int = 0,
        name: str = "make5",
        *,
        exact: int = 0,
        seconds: float | None = None,
    ) -> None:
        self.depth = depth
        self.beam = beam
        #: how many of its own moves (best first by the evaluation) it searches; 0: all
        self.width = width
        self.exact = exact
        self.seconds = seconds
        self.name = name
        self.last_nodes = 0
        self.last_depth = 0

    def choose(self, observation: State[Any], player: int, rng: random.Random) -> Any:
        assert isinstance(observation, Make5State)
        legal = observation.legal_actions(player)
        if len(legal) == 1:
            return legal[0]
        if observation.phase not in (SORT, PLACE):
            return legal[0]
        tokens = sum(observation.bag)
        if tokens <= self.exact:  # to the end of the game, every move: exact
            return self._choose(observation, player, legal, rng, tokens + 2, 10**9, 0, None, exact=True)
        if self.depth <= 1 or self.seconds is None:
            return self._choose(observation, player, legal, rng, self.depth, self.beam, self.width, None)
        choice = self._choose(observation, player, legal, rng, 1, self.beam, self.width, None)
        clock = Budget(seconds=self.seconds).start()
        try:
            return self._choose(observation, player, legal, rng, self.depth, self.beam, self.width, clock)
        except SearchTimeout:
            self.last_depth = 1
            return choice

    def _choose(
        self,
        observation: Make5State,
        player: int,
        legal: list[int],
        rng: random.Random,
        depth: int,
        beam: int,
        width: int,
        clock: Clock | None,
        *,
        exact: bool = False,
    ) -> int:
        board, bag = observation.board, observation.bag
        if observation.phase == SORT:
            searcher = Searcher(depth, beam, 0 if exact else None, clock)
            children = sorter_children(board)
            if width and depth > 0 and sum(bag) > 0 and len(children) > width:
                children.sort(key=lambda child: -searcher.leaf(child[1], bag))
                children = children[:width]
            scored = [(self.sorter_move_value(searcher, new, bag, depth), a) for a, new in children]
            choice = _pick(scored, rng, maximise=True)
        else:
            # the sorter's replies are searched by the beam: the best few by the evaluation
            searcher = Searcher(depth, beam, 0 if exact else depth + 1, clock)
            colour = observation.drawn
            options = []
            for t in range(RUNWAYS):
                if PLACE_BASE + t in legal:
                    lanes = list(board)
                    lanes[t] = (*board[t], colour)
                    options.append((tuple(lanes), PLACE_BASE + t))
            if width and depth > 0 and len(options) > width:
                options.sort(key=lambda option: searcher.leaf_to_move(option[0], bag))
                options = options[:width]
            scored = [(searcher.sorter_value(new, bag, depth), a) for new, a in options]
            choice = _pick(scored, rng, maximise=False)
        self.last_nodes = searcher.nodes
        self.last_depth = depth
        return choice

    def sorter_move_value(
        self, searcher: Searcher, board: Board, bag: Bag, depth: int | None = None
    ) -> float:
        depth = self.depth if depth is None else depth
        if sum(bag) == 0:
            return float(board_score(board))  # the last move: the board is final
        if depth <= 0:
            return searcher.leaf(board, bag)
        return searcher.draw_value(board, bag, depth)


__all__ = [
    "Make5Agent",
    "Searcher",
    "chaot_children",
    "estimate",
    "estimate_to_move",
    "final_value",
    "fixing_moves",
    "sorter_children",
    "targets",
]
