"""Two-player Cambio: alpha-beta on the tray's bitboards (the levels' agent, spec ``duel``).

The generic alpha-beta (`fives.ai.search.alphabeta`, two players' levels until issue 34) plays through
the rules' protocol: every node pushes and pops a `CambioState`, hashes its features and orders the
moves by pushing each of them and evaluating the result; two thirds of its time went to that ordering
and to the evaluation's line potentials (cProfile of a 1.5 CPU s move: 13,000 nodes, depth 5).  This
search plays the same game on two integers, from the mover's point of view (negamax):

- a push is four bit operations per board (`fives.games.cambio.PUSH_MOVES`), its legality the
  rules' own table (`legal_pushes`), a line the rules' own test (`has_line_of_five`);
- every node generates its pushes once and looks at their results first: a push that makes the
  mover's line alone wins at once (no search), one that makes only the other's line loses, both lines
  draw; at the horizon the same look decides (the mover to play wins with a push: a win, not an
  evaluation), so a search of depth d sees every win within d + 1 plies;
- a transposition table keyed by the two boards (the value depends only on them and on the pushes
  left, which the key leaves out, as a table in one move can), the table's move first, then two killer
  moves a ply, then the history heuristic;
- the evaluation is `fives.games.cambio.ai.evaluation.evaluate` (line potentials, material, border control,
  mobility) on the bitboards, memoised for the move (`evaluate_pair`; the tests check that both agree).

Forced results (`fives.ai.search.forced`, issue 34): the iterative deepening completes depth
`MIN_DEPTH` whatever the budget, so with the horizon's look every push is searched 4 plies deep: the
agent takes a win within 3 plies (its push, any reply, its push) and never plays a push after which
the other forces a win within 3 plies (reply, any push, reply) while another push avoids that.

The repetition rule (option ``repetition``, on by default: the third occurrence of the same tray with
the same player to move draws; `CambioState.seen` counts the occurrences in play, the position after
the setup and after a pass included) is modelled: the search counts the game's occurrences plus the
positions on its own path (`CambioDuelAgent._repeat`), and a push to a position that occurred twice
already is a draw (0), at the root and inside the search.  A value that met such a draw depends on
the path to it, so it is never stored in the transposition table (nor is any value above it: a node
whose search returned a repetition draw anywhere below is not stored); a stored value is one without
repetition, probed only after the node itself was checked, as chess engines do (a repetition deeper
below a probed node can be missed: the graph-history interaction, accepted).

Not modelled inside the search (as in the three-player engine): the ``own_line_rule=forbidden``
option, and a line left on the tray by the setup; with that option, with such a line, and during the
setup the agent plays the generic alpha-beta through the rules
(`fives.ai.search.alphabeta.AlphaBetaAgent`, which plays the repetition rule as the rules do) with
the same budget.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping
from typing import Any

from fives.ai.search.alphabeta import AlphaBetaAgent
from fives.ai.search.budget import Budget, SearchTimeout
from fives.ai.search.evaluation import judged_by
from fives.core import State
from fives.games.cambio import (
    BORDER,
    PASS,
    PUSH_MOVES,
    WIN_LINES,
    CambioState,
    has_line_of_five,
    legal_pushes,
)
from fives.games.cambio.ai.engine import BORDER_CONTROL, MATERIAL, MOBILITY, SCALE, WEIGHTS
from fives.games.cambio.ai.evaluation import evaluate, features, order

WIN = 1000.0
EXACT, LOWER, UPPER = 0, 1, 2
#: the iteration that is always completed (see the module docstring: proofs within 3 plies)
MIN_DEPTH = 3
_MASKS = tuple(mask for _, mask in WIN_LINES[2])
_LINE_WEIGHTS = WEIGHTS[2]


def pair_pushes(mine: int, theirs: int) -> tuple[int, ...]:
    """The mover's legal pushes (``mine`` its board, ``theirs`` the other's), in action order; an
    empty tuple where the mover must pass."""
    return legal_pushes(theirs & BORDER)


def push_pair(mine: int, theirs: int, action: int) -> tuple[int, int]:
    """Both boards after the mover (``mine``) pushes ``action``."""
    mask, ls, rs, entry, _ = PUSH_MOVES[action]
    sm = mine & mask
    st = theirs & mask
    return (mine ^ sm) | (((sm << ls) >> rs) & mask) | entry, (theirs ^ st) | (((st << ls) >> rs) & mask)


def push_result(after_mine: int, after_theirs: int) -> float | None:
    """The result for the mover of a push that left these boards on a tray without a line: 1 its
    line alone, -1 the other's alone, 0 both, None no line."""
    mine = has_line_of_five(after_mine)
    theirs = has_line_of_five(after_theirs)
    if mine:
        return 0.0 if theirs else 1.0
    return -1.0 if theirs else None


def side_total(mine: int, theirs: int) -> float:
    """The mover's total minus the other's, as `fives.games.cambio.ai.evaluation` counts them."""
    value = 0.0
    weights = _LINE_WEIGHTS
    for mask in _MASKS:
        m = mine & mask
        if m:
            if not theirs & mask:
                value += weights[m.bit_count()]
        else:
            t = theirs & mask
            if t:
                value -= weights[t.bit_count()]
    value += MATERIAL * (mine.bit_count() - theirs.bit_count())
    value += BORDER_CONTROL * ((mine & BORDER).bit_count() - (theirs & BORDER).bit_count())
    # a player without a push has one legal action, the pass
    value += MOBILITY * (
        max(len(legal_pushes(theirs & BORDER)), 1) - max(len(legal_pushes(mine & BORDER)), 1)
    )
    return value


def near_line(board: int) -> bool:
    """Whether a winning line holds four or more of ``board``'s cubes: no push makes a line of five
    otherwise (a push changes at most one square of a line that crosses the pushed one, and shifts
    the pushed line's cubes along it with one new cube of the mover's entering)."""
    for mask in _MASKS:  # noqa: SIM110 (a loop: any() over a generator is slower in the hot path)
        if (board & mask).bit_count() >= 4:
            return True
    return False


def position_key(mine: int, theirs: int, mover: int) -> int:
    """The rules' key of a two-player position (`CambioState.seen`): the tray and the player to move
    (``mover``, whose board is ``mine``)."""
    if mover:
        return (((1 << 25) | theirs) << 25) | mine
    return (mine << 25) | theirs


def evaluate_pair(mine: int, theirs: int) -> float:
    """The value in (-1, 1) of a tray in play without a line for the player with board ``mine``
    (`fives.games.cambio.ai.evaluation.evaluate`, whoever is to move)."""
    return math.tanh(side_total(mine, theirs) / SCALE)


class CambioDuelAgent:
    """Alpha-beta on two-player Cambio's bitboards (see the module docstring)."""

    def __init__(
        self,
        budget: Budget,
        *,
        max_depth: int = 64,
        min_depth: int = MIN_DEPTH,
        table: bool = True,
        name: str = "duel",
    ) -> None:
        self.budget = budget
        self.max_depth = max_depth
        self.min_depth = min(min_depth, max_depth)
        self.use_table = table
        self.name = name
        self.last_depth = 0
        self.last_nodes = 0
        self.last_value = 0.0
        #: positions that met a repetition draw so far (a node stores its value only if none below did)
        self.repeats = 0
        self._history: dict[int, int] | None = None
        self.counts: dict[int, int] = {}
        self._child: Callable[[int, int, int, int, float, float, int, int], float] = self._node
        self._fallback = AlphaBetaAgent(
            budget, max_depth=max_depth, evaluate=judged_by(evaluate), order=order, features=features
        )

    # ------------------------------------------------------------------ entry
    def choose(self, observation: State[Any], player: int, rng: random.Random) -> Any:
        assert isinstance(observation, CambioState)
        if observation.num_players != 2:
            raise ValueError("the duel search plays two-player Cambio")
        legal = observation.legal_actions(player)
        self.last_depth = self.last_nodes = 0
        if len(legal) == 1:
            return legal[0]
        if observation.in_setup() or observation.forbid_other_lines or observation.dirty:
            return self._fallback.choose(observation, player, rng)
        mine, theirs = observation.boards[player], observation.boards[1 - player]
        self.pushes_left = observation.max_pushes - observation.pushes
        seen = observation.seen if observation.use_repetition else None
        return self.search(mine, theirs, rng, mover=player, seen=seen)

    def search(
        self,
        mine: int,
        theirs: int,
        rng: random.Random,
        *,
        mover: int = 0,
        seen: Mapping[int, int] | None = None,
    ) -> int:
        """The mover's best push (``mine`` its board, ``mover`` its player number) on a tray in play
        without a line.  ``seen``: the game's occurrences of positions (`CambioState.seen`, the
        current one included) where the repetition rule holds, else None."""
        self._start()
        self._mover = mover
        self._history = dict(seen) if seen is not None else None
        self._child = self._node if seen is None else self._repeat
        moves = list(pair_pushes(mine, theirs))
        if not moves:
            return PASS
        rng.shuffle(moves)
        best = moves[0]
        for depth in range(1, self.max_depth + 1):
            self._hard = depth > self.min_depth
            self._partial: tuple[float, int] | None = None
            try:
                value, best_move, moves = self._root(mine, theirs, depth, moves)
            except SearchTimeout:
                if self._partial is not None:
                    self.last_value, best = self._partial
                break
            best, self.last_value, self.last_depth = best_move, value, depth
            if abs(value) >= WIN - 100 or (depth >= self.min_depth and self.clock.out_of_time()):
                break
        self.last_nodes = self.clock.count
        return best

    def _start(self) -> None:
        self.clock = self.budget.start()
        self._hard = False
        self.table: dict[int, tuple[int, float, int, int]] = {}
        self.evals: dict[int, float] = {}
        self.killers: dict[int, list[int]] = {}
        self.history = [0] * 20
        self.repeats = 0

    # ------------------------------------------------------------------ search
    def _root(self, mine: int, theirs: int, depth: int, moves: list[int]) -> tuple[float, int, list[int]]:
        """The best value and push at ``depth``, and the pushes ordered by this pass's values."""
        alpha = -2 * WIN
        scored: list[tuple[float, int]] = []
        best_value, best = -2 * WIN, moves[0]
        if self._history is not None:  # the path's counts are rebuilt (a timeout leaves them behind)
            self.counts = dict(self._history)
        other = 1 - self._mover
        for k, action in enumerate(moves):
            am, at = push_pair(mine, theirs, action)
            result = push_result(am, at)
            if result is not None:
                value = result * (WIN - 1)
            elif self.pushes_left <= 1:
                value = 0.0
            else:
                value = -self._child(at, am, depth - 1, 1, -2 * WIN, -alpha, 0, other)
            scored.append((value, k))
            if value > best_value:
                best_value, best = value, action
                self._partial = (value, action)
            alpha = max(alpha, value)
        scored.sort(key=lambda item: -item[0])  # stable: earlier (better last time) first among ties
        return best_value, best, [moves[k] for _, k in scored]

    def _repeat(
        self, mine: int, theirs: int, depth: int, ply: int, alpha: float, beta: float, passes: int, mover: int
    ) -> float:
        """`_node` under the repetition rule: a draw where this position (the rules' key) occurred
        twice already, in the game or on the search's path; else counted on the path while its
        moves are searched."""
        key = ((((1 << 25) | theirs) << 25) | mine) if mover else ((mine << 25) | theirs)
        counts = self.counts
        count = counts.get(key, 0)
        if count >= 2:
            self.repeats += 1
            return 0.0  # its third occurrence: a draw
        if depth <= 0:
            # the horizon: no push is searched from here (only a pass, to another key), so
            # nothing below can repeat this position
            return self._node(mine, theirs, depth, ply, alpha, beta, passes, mover)
        counts[key] = count + 1
        value = self._node(mine, theirs, depth, ply, alpha, beta, passes, mover)
        if count:
            counts[key] = count
        else:
            del counts[key]
        return value

    def _node(
        self, mine: int, theirs: int, depth: int, ply: int, alpha: float, beta: float, passes: int, mover: int
    ) -> float:
        """The value for the mover (``mine``, player ``mover``) of a tray in play without a line,
        ``ply`` pushes below the root."""
        clock = self.clock
        if not clock.tick() and self._hard:
            raise SearchTimeout
        if ply >= self.pushes_left:
            return 0.0  # the push limit: a draw
        legal = legal_pushes(theirs & BORDER)
        if not legal:
            if passes:
                return 0.0  # both passed: a draw
            return -self._child(theirs, mine, depth, ply, -beta, -alpha, 1, 1 - mover)
        win = WIN - ply - 1
        hot = near_line(mine)
        if depth <= 0:
            # the horizon: a push that wins decides, else the evaluation
            for action in legal if hot else ():
                mask, ls, rs, entry, _ = PUSH_MOVES[action]
                sm = mine & mask
                am = (mine ^ sm) | (((sm << ls) >> rs) & mask) | entry
                if has_line_of_five(am):
                    st = theirs & mask
                    if not (st and has_line_of_five((theirs ^ st) | (((st << ls) >> rs) & mask))):
                        return win
            key = (mine << 25) | theirs
            value = self.evals.get(key)
            if value is None:
                value = self.evals[key] = evaluate_pair(mine, theirs)
            return value
        key = (((mine << 25) | theirs) << 1) | passes
        first = -1
        if self.use_table:
            found = self.table.get(key)
            if found is not None:
                e_depth, e_value, e_flag, first = found
                if e_value > WIN - 200:  # wins are stored as plies from this tray: as from the root
                    e_value -= ply
                elif e_value < 200 - WIN:
                    e_value += ply
                if e_depth >= depth:
                    if e_flag == EXACT:
                        return e_value
                    if e_flag == LOWER and e_value >= beta:
                        return e_value
                    if e_flag == UPPER and e_value <= alpha:
                        return e_value
        repeats = self.repeats
        quiet: list[tuple[int, int, int]] = []
        best_value = -2 * WIN
        cold = not near_line(theirs)
        for action in legal:
            mask, ls, rs, entry_bit, _ = PUSH_MOVES[action]
            sm = mine & mask
            st = theirs & mask
            am = (mine ^ sm) | (((sm << ls) >> rs) & mask) | entry_bit
            at = (theirs ^ st) | (((st << ls) >> rs) & mask)
            line = hot and has_line_of_five(am)
            other = not cold and st != 0 and has_line_of_five(at)
            if line and not other:
                return win  # the mover completes its own line
            if line or other:
                value = 0.0 if line else -win
                if value > best_value:
                    best_value = value
            else:
                quiet.append((action, am, at))
        a0 = alpha
        alpha = max(alpha, best_value)
        best_action = -1
        if quiet and alpha < beta:
            history = self.history
            quiet.sort(key=lambda item: -history[item[0]])
            killers = self.killers.get(ply, ())
            for killer in reversed(killers):
                for k, item in enumerate(quiet):
                    if item[0] == killer:
                        quiet.insert(0, quiet.pop(k))
                        break
            if first >= 0:
                for k, item in enumerate(quiet):
                    if item[0] == first:
                        quiet.insert(0, quiet.pop(k))
                        break
            child = self._child
            replier = 1 - mover
            for action, am, at in quiet:
                value = -child(at, am, depth - 1, ply + 1, -beta, -alpha, 0, replier)
                if value > best_value:
                    best_value, best_action = value, action
                    if value > alpha:
                        alpha = value
                        if alpha >= beta:
                            history[action] += depth * depth
                            slot = self.killers.setdefault(ply, [])
                            if action not in slot:
                                slot.insert(0, action)
                                del slot[2:]
                            break
        if self.use_table and self.repeats == repeats:  # a value that met a repetition is the path's
            flag = EXACT
            if best_value <= a0:
                flag = UPPER
            elif best_value >= beta:
                flag = LOWER
            stored = best_value
            if stored > WIN - 200:
                stored += ply
            elif stored < 200 - WIN:
                stored -= ply
            self.table[key] = (depth, stored, flag, best_action)
        return best_value


def duel_agent(seconds: float | None, nodes: int | None, depth: int | None) -> CambioDuelAgent:
    budget = Budget(seconds=seconds, nodes=nodes) if seconds or nodes else Budget(seconds=1.0)
    return CambioDuelAgent(budget, max_depth=depth or 64)
