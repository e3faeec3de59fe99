"""Cambio's bitboard helpers and paranoid alpha-beta for three players (the MCTS is in `cambio_mcts`).

Three-player Cambio (lines of four, 28 lines) is decided by tactics: a push completes a line,
or it lets the next player complete one, or it pushes a line together for somebody else (who
then wins: ``own_line_rule=opponent_wins``).  The generic MCTS with Cambio's evaluation was
barely better than plain UCT there.  The helpers here (`pushes_for`, `wins_now`, ...) work on the
tray's bitboards directly with the rules' own bitboard functions (`fives.games.cambio.pushed`,
`legal_pushes`, `holders`), not through the protocol; `fives.games.cambio.ai.mcts.CambioMCTSAgent` (the
levels' agent, spec ``cambio_mcts``) is built on them.

**`CambioSearchAgent`** (spec ``cambio``): paranoid alpha-beta (the root player maximises its
value, both others minimise it) with iterative deepening, a transposition table and a history
heuristic.  Opponents are *rational about lines*: an opponent takes its own win, and a push that
gives somebody else the sole win (directly, or by leaving the other opponent a winning push) is a
blunder that it makes with probability ``blunder`` each; at the horizon the player to move is
checked for a winning push.  The evaluation (`evaluate_boards`) counts line potentials, material,
border control, pushes that give nobody a line, and winning pushes, the root's total against
the strongest opponent's.  It lost to the MCTS agent in the measurements (docs/ai-strength.md)
and stays as an agent of its own.  Setup placements (also for the MCTS agent): the square after
which the evaluation is best; the setup's last placement is searched.

Repetition is not modelled inside either search; the push limit is.  Both agents also play two
players, but the two-player levels use the generic alpha-beta.
"""

from __future__ import annotations

import math
import random
from typing import Any

from fives.ai.search.budget import Budget, SearchTimeout
from fives.core import State, winner_return
from fives.games.cambio import (
    BORDER,
    HAS_LINE,
    PASS,
    PLACE_BASE,
    PUSH_MOVES,
    WIN_LINES,
    CambioState,
    holders,
    legal_pushes,
    pushed,
)

WIN = 1000.0
#: Values of terminal results for the root player, by its return (1, 1/4, 0, -1/2) times WIN; the
#: evaluation stays inside +-EVAL_RANGE (below a sole win and above a loss; a clear advantage is
#: worth more than a win shared with another player).
EVAL_RANGE = 100.0
EXACT, LOWER, UPPER = 0, 1, 2
#: How likely an opponent is to make each push that loses for itself (handing somebody the line).
BLUNDER = 0.03


#: A winning line holding only one player's symbols is worth WEIGHTS[players][its count of them].  A full
#: line can only be on the tray during the setup (a push that makes one ends the game); it is worth the
#: most, since the first push must break it (worth nothing, it once made the first player of two place
#: all five of the other's cubes in one line).
WEIGHTS = {2: (0.0, 0.5, 2.0, 6.0, 24.0, 60.0), 3: (0.0, 0.5, 3.0, 12.0, 30.0)}
MATERIAL = 0.3
BORDER_CONTROL = 0.6
MOBILITY = 0.4
THREAT = 8.0
SAFE = 0.6
NO_SAFE = 6.0
SCALE = 30.0
LINE_MASKS = {n: tuple(mask for _, mask in lines) for n, lines in WIN_LINES.items()}


def pushes_for(boards: tuple[int, ...], player: int) -> tuple[int, ...]:
    others = 0
    for q, b in enumerate(boards):
        if q != player:
            others |= b
    return legal_pushes(others & BORDER)


def push_holders(after: tuple[int, ...], mover: int, action: int) -> list[int]:
    """`holders` of ``after``, the boards after ``mover`` pushed ``action`` on a tray without a line:
    only the mover's board and the boards with a cube on the pushed line can hold one."""
    has_line = HAS_LINE[len(after)]
    mask = PUSH_MOVES[action][0]
    return [q for q, b in enumerate(after) if (q == mover or b & mask) and has_line(b)]


def winning_pushes(boards: tuple[int, ...], player: int, limit: int = 20) -> int:
    """How many of ``player``'s pushes (up to ``limit``) make a line of its own symbol only."""
    has_line = HAS_LINE[len(boards)]
    b = boards[player]
    count = 0
    for action in pushes_for(boards, player):
        mask, ls, rs, entry, _ = PUSH_MOVES[action]
        seg = b & mask
        if not has_line((b ^ seg) | (((seg << ls) >> rs) & mask) | entry):
            continue  # the cheap test first: the mover's own board alone
        after = pushed(boards, player, action)
        if not any(has_line(o) for q, o in enumerate(after) if q != player):
            count += 1
            if count >= limit:
                break
    return count


def wins_now(boards: tuple[int, ...], player: int) -> bool:
    """Whether ``player`` has a push that makes a line of its own symbol only."""
    return winning_pushes(boards, player, 1) > 0


def push_profile(boards: tuple[int, ...], player: int) -> tuple[int, int]:
    """``player``'s pushes that would make a line of its own only (wins), and those that would
    make no line at all (safe: the others give somebody a line)."""
    has_line = HAS_LINE[len(boards)]
    wins = safe = 0
    for action in pushes_for(boards, player):
        mask = PUSH_MOVES[action][0]
        after = pushed(boards, player, action)
        other = False
        for q, b in enumerate(after):
            if q != player and b & mask and has_line(b):
                other = True
                break
        if has_line(after[player]):
            wins += not other
        elif not other:
            safe += 1
    return wins, safe


def side_values(
    boards: tuple[int, ...], threats: list[int] | None = None, safe: list[int] | None = None
) -> list[float]:
    n = len(boards)
    weights = WEIGHTS[n]
    everyone = 0
    for b in boards:
        everyone |= b
    values = [0.0] * n
    for mask in LINE_MASKS[n]:
        occupied = everyone & mask
        if not occupied:
            continue
        for p, b in enumerate(boards):
            mine = b & mask
            if mine == occupied:
                values[p] += weights[mine.bit_count()]
                break
    for p, b in enumerate(boards):
        values[p] += MATERIAL * b.bit_count() + BORDER_CONTROL * (b & BORDER).bit_count()
        if safe is None:
            values[p] += MOBILITY * len(pushes_for(boards, p))
        else:  # pushes that give nobody a line: running out of them is zugzwang
            values[p] += SAFE * safe[p] - (NO_SAFE if safe[p] == 0 else 0.0)
        if threats is not None:
            values[p] += THREAT * min(threats[p], 2)
    return values


def evaluate_boards(
    boards: tuple[int, ...], player: int, threats: list[int] | None = None, safe: list[int] | None = None
) -> float:
    """The value of a tray for ``player`` in (-1, 1): its total against the best other's."""
    values = side_values(boards, threats, safe)
    best_other = max(v for p, v in enumerate(values) if p != player)
    return math.tanh((values[player] - best_other) / SCALE)


class CambioSearchAgent:
    """Paranoid alpha-beta over Cambio's bitboards (see the module docstring)."""

    def __init__(
        self,
        budget: Budget,
        *,
        max_depth: int = 32,
        blunder: float = BLUNDER,
        eval_range: float = EVAL_RANGE,
        name: str = "cambio",
    ) -> None:
        self.budget = budget
        self.eval_range = eval_range
        self.blunder = blunder
        self.max_depth = max_depth
        self.name = name
        self.last_depth = 0
        self.last_nodes = 0
        self.last_value = 0.0

    # ------------------------------------------------------------------ entry
    def choose(self, observation: State[Any], player: int, rng: random.Random) -> Any:
        assert isinstance(observation, CambioState)
        legal = observation.legal_actions(player)
        self.last_depth = self.last_nodes = 0
        if len(legal) == 1:
            return legal[0]
        if observation.in_setup():
            return self._place(observation, player, legal, rng)
        self._start(observation, player)
        boards = observation.boards
        shuffled = list(legal)
        rng.shuffle(shuffled)
        best = shuffled[0]
        for depth in range(1, self.max_depth + 1):
            try:
                value, move = self._root(boards, shuffled, depth, best)
            except SearchTimeout:
                break
            if value <= -0.5 * WIN + 100 and depth > 1:
                break  # every push loses against perfect paranoia: keep the shallower choice
            best, self.last_value, self.last_depth = move, value, depth
            if value >= WIN - 100 or self.clock.out_of_time():
                break  # a result is forced (or no time for a deeper pass)
        self.last_nodes = self.clock.count
        return best

    def _place(self, state: CambioState, player: int, legal: list[int], rng: random.Random) -> int:
        """A setup placement: the square after which the evaluation is best; the last placement
        of the setup is searched (the first pushes follow it at once)."""
        owner = state.steps[state.step]
        candidates: list[tuple[float, int, tuple[int, ...]]] = []
        for action in legal:
            sq = action - PLACE_BASE
            boards = tuple(b | (1 << sq) if q == owner else b for q, b in enumerate(state.boards))
            value = EVAL_RANGE * evaluate_boards(boards, player) + 1e-6 * rng.random()
            candidates.append((value, action, boards))
        candidates.sort(key=lambda item: -item[0])
        best = candidates[0][1]
        if state.step + 1 < state.setup_length:
            return best
        self._start(state, player)
        for depth in range(1, self.max_depth + 1):
            try:
                scored = [
                    (
                        self._terminal(lines, 1)  # a line left by the setup counts after the first push
                        if (lines := holders(boards))
                        else self._search(boards, 0, depth, 0, -2 * WIN, 2 * WIN, 0),
                        action,
                        boards,
                    )
                    for _, action, boards in candidates
                ]
            except SearchTimeout:
                break
            scored.sort(key=lambda item: -item[0])  # stable: the evaluation breaks ties
            candidates = scored
            best, self.last_value, self.last_depth = candidates[0][1], candidates[0][0], depth
            if self.clock.out_of_time():
                break
        self.last_nodes = self.clock.count
        return best

    def _start(self, state: CambioState, player: int) -> None:
        self.n = state.num_players
        self.root = player
        self.forbid = state.forbid_other_lines
        self.pushes_left = state.max_pushes - state.pushes
        self.table: dict[tuple[tuple[int, ...], int, int], tuple[int, float, int, int]] = {}
        self.history: dict[tuple[int, int], int] = {}
        self.clock = self.budget.start()

    # ------------------------------------------------------------------ search
    def _children(self, boards: tuple[int, ...], mover: int) -> tuple[list[tuple[int, tuple[int, ...]]], Any]:
        """The mover's pushes split into those that end the game (with their winners) and the rest."""
        quiet: list[tuple[int, tuple[int, ...]]] = []
        ending: list[tuple[int, list[int]]] = []
        for action in pushes_for(boards, mover):
            after = pushed(boards, mover, action)
            won = push_holders(after, mover, action)
            if won:
                if self.forbid and mover not in won:
                    continue
                ending.append((action, won))
            else:
                quiet.append((action, after))
        return quiet, ending

    def _terminal(self, winners: list[int], ply: int) -> float:
        r = winner_return(winners, self.root, self.n)
        if r > 0:
            return r * WIN - ply
        if r < 0:
            return r * WIN + ply
        return 0.0

    def _root(self, boards: tuple[int, ...], legal: list[int], depth: int, first: int) -> tuple[float, int]:
        root = self.root
        nxt = (root + 1) % self.n
        order = [first, *(a for a in legal if a != first)]
        alpha = -2 * WIN
        best_value, best = -2 * WIN, order[0]
        has_line = HAS_LINE[self.n]
        for action in order:
            if action == PASS:
                value = self._search(boards, nxt, depth - 1, 1, alpha, 2 * WIN, 1)
            else:
                after = pushed(boards, root, action)
                won = [q for q, b in enumerate(after) if has_line(b)]
                if won:
                    value = self._terminal(won, 1)
                elif self.pushes_left <= 1:
                    value = 0.0
                else:
                    value = self._search(after, nxt, depth - 1, 1, alpha, 2 * WIN, 0)
            if value > best_value:
                best_value, best = value, action
                alpha = max(alpha, value)
        return best_value, best

    def _search(
        self,
        boards: tuple[int, ...],
        mover: int,
        depth: int,
        ply: int,
        alpha: float,
        beta: float,
        passes: int,
    ) -> float:
        if not self.clock.tick():
            raise SearchTimeout
        n = self.n
        if ply >= self.pushes_left:
            return 0.0  # the push limit: a draw
        key = (boards, mover, passes)
        entry = self.table.get(key)
        first = -1
        if entry is not None:
            e_depth, e_value, e_flag, first = entry
            if e_depth >= depth:
                if e_flag == EXACT:
                    return e_value
                if e_flag == LOWER and e_value >= beta:
                    return e_value
                if e_flag == UPPER and e_value <= alpha:
                    return e_value
        root = self.root
        maximizing = mover == root
        quiet, ending = self._children(boards, mover)
        nxt = (mover + 1) % n
        if not quiet and not ending:
            if passes + 1 >= n:
                return 0.0  # nobody can push: a draw
            return self._search(boards, nxt, depth, ply, alpha, beta, passes + 1)
        # results one push away decide before any search.  An opponent is rational about lines:
        # a push that gives somebody else the sole win (now, or to the other opponent with its
        # very next push) is a loss for it too, so it is chosen only when nothing else is left
        # (pure paranoia would have it hand the other opponent the game just to hurt us)
        best_end: float | None = None
        blunders: list[float] = []  # the opponent's pushes that lose for itself
        for _, won in ending:
            value = self._terminal(won, ply + 1)
            if won == [mover]:
                return value  # the mover completes its own line
            if not maximizing and mover not in won and len(won) < n:
                blunders.append(value)
                continue
            if best_end is None or (value > best_end if maximizing else value < best_end):
                best_end = value
        careful = not maximizing and nxt != root
        if depth <= 0:
            if quiet:
                value = self._leaf(boards, mover, len(quiet))
                if best_end is not None:
                    value = max(value, best_end) if maximizing else min(value, best_end)
                return self._fallible(value, blunders)
            return best_end if best_end is not None else sum(blunders) / len(blunders)
        a0, b0 = alpha, beta
        if best_end is not None:
            if maximizing:
                alpha = max(alpha, best_end)
            else:
                beta = min(beta, best_end)
            best_value = best_end
        else:
            best_value = -2 * WIN if maximizing else 2 * WIN
        history = self.history
        quiet.sort(key=lambda item: -history.get((mover, item[0]), 0))
        if first >= 0:
            for k, (action, _) in enumerate(quiet):
                if action == first:
                    quiet.insert(0, quiet.pop(k))
                    break
        best_action = quiet[0][0] if quiet else -1
        searched = 0
        if alpha < beta:
            for action, after in quiet:
                if careful and wins_now(after, nxt):
                    blunders.append(self._terminal([nxt], ply + 2))
                    continue
                searched += 1
                value = self._search(after, nxt, depth - 1, ply + 1, alpha, beta, 0)
                if maximizing:
                    if value > best_value:
                        best_value, best_action = value, action
                    alpha = max(alpha, value)
                else:
                    if value < best_value:
                        best_value, best_action = value, action
                    beta = min(beta, value)
                if alpha >= beta:
                    history[(mover, action)] = history.get((mover, action), 0) + depth * depth
                    break
        if not maximizing and blunders:
            if best_end is None and not searched:
                if alpha < beta:
                    # every push loses for the mover: any of them, as far as it cares
                    best_value = sum(blunders) / len(blunders)
            else:
                best_value = self._fallible(best_value, blunders)
        flag = EXACT
        if best_value <= a0:
            flag = UPPER
        elif best_value >= b0:
            flag = LOWER
        self.table[key] = (depth, best_value, flag, best_action)
        return best_value

    def _fallible(self, value: float, blunders: list[float]) -> float:
        """An opponent's value when it plays its best push but blunders into each push that loses
        for itself with probability ``blunder`` (at most half of the time in all)."""
        if not blunders:
            return value
        share = min(self.blunder * len(blunders), 0.5)
        return (1.0 - share) * value + share * sum(blunders) / len(blunders)

    def _leaf(self, boards: tuple[int, ...], mover: int, quiet: int) -> float:
        """The evaluation; the mover is known to have no winning push (it was just checked) and
        ``quiet`` pushes that make no line."""
        threats = [0] * self.n
        safe = [quiet] * self.n
        for q in range(self.n):
            if q != mover:
                threats[q], safe[q] = push_profile(boards, q)
        return self.eval_range * evaluate_boards(boards, self.root, threats, safe)


def cambio_agent(
    seconds: float | None,
    nodes: int | None,
    depth: int | None,
    blunder: float | None = None,
    eval_range: float | None = None,
) -> CambioSearchAgent:
    budget = Budget(seconds=seconds, nodes=nodes) if seconds or nodes else Budget(seconds=1.0)
    return CambioSearchAgent(
        budget,
        max_depth=depth or 32,
        blunder=BLUNDER if blunder is None else blunder,
        eval_range=eval_range or EVAL_RANGE,
    )
