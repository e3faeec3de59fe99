"""Cambio's MCTS for three players (the levels' agent, spec ``cambio_mcts``).

UCT in which every player maximises its own return (so three players need no paranoia), with the
game's tactics (the tray's bitboards and helpers of `fives.games.cambio.ai.engine`):

- in the tree a player with a winning push plays it (decisive moves), pushes that give another
  player a line are left out while anything else is left, and near the root (``careful_depth``
  plies) so are pushes after which the next player completes a line at once (anti-decisive);
- the playouts are careful too, cheaply: a player completes its own line when it can, and a random
  push that would give somebody else a line is redrawn (up to four times).  Plain UCT's random
  playouts hand lines to other players all the time, so their values are mostly noise;
- the tree assumes careful opponents, but weak ones push lines together for each other.  At the root
  each push's value is therefore blended (weight ``noise``) with what happens if the two players
  after us push uniformly at random (`random_ends`, computed exactly over their 20 x 20 pushes):
  a push after which a careless push hands somebody else a line is worth less.  The same measure
  picks our setup placements when players push before us (P2 and P3): only the squares with the
  least risk are left to the paranoid agent's evaluation;
- once the others' pushes so far look random rather than careful (`randomness`: they handed somebody
  a line or the next player a win, or missed a sole win), the random model also filters the root: only
  the pushes whose chance of losing to two random pushes is within ``risk`` of the least are searched.
  Applied from the start, against careful players too, the filter lost most games to plain UCT
  (docs/ai-strength.md), so it waits for that evidence;
- before that evidence a looser filter, the guard (``guard``, ``doubt``, ``span``), can drop the pushes
  far riskier than the least in one's first pushes; it is off in the levels: it won nearly every game
  against random players but lost twice as many against plain UCT (docs/ai.md);
- with ``prune`` (on in max since the fourth pass of docs/ai/cambio.md), a solver in the tree
  (`_solve`): proven results are carried up, and a push proven lost is left out of its node while
  another may be better, so the pruning near the root holds at every depth;
- with ``leaf`` (on in max likewise), no playout: a new leaf's value is the careful playouts' mean
  return from positions with as many line-making pushes of the next two players (`LEAF_VALUES`, made by
  ``benchmarks/evidence/cambio3_leaf_table.py``), unless its mover can make a line at once.
"""

from __future__ import annotations

import math
import os
import random
from collections.abc import Sequence
from typing import Any

from fives.ai.search.budget import Budget
from fives.core import State, winner_return
from fives.games.cambio import (
    BORDER,
    FILES_AB,
    FILES_DE,
    HAS_LINE,
    PASS,
    PLACE_BASE,
    PUSH_MOVES,
    CambioState,
    holders,
    legal_pushes,
    pushed,
)
from fives.games.cambio.ai.engine import CambioSearchAgent, push_holders, pushes_for, wins_now

#: Whether a disagreement between this engine and the rules module raises `EngineDisagreement`
#: instead of falling back to a random legal move; the tests set ``FIVES_STRICT_ENGINES=1``.
STRICT = os.environ.get("FIVES_STRICT_ENGINES") == "1"


class EngineDisagreement(AssertionError):
    """The engine's move is not among the rules' legal actions."""


#: A push of a node: the action, the boards after it, and who holds a line then (a list, or the empty
#: tuple when nobody does: tuples of ints leave the garbage collector's lists, which matters for a
#: tree of a hundred thousand of them kept between moves).
Move = tuple[int, tuple[int, ...], Sequence[int]]
NOBODY: tuple[int, ...] = ()


class _Node:
    __slots__ = (
        "boards",
        "children",
        "mover",
        "moves",
        "passes",
        "result",
        "spread",
        "totals",
        "visits",
    )

    def __init__(self, boards: tuple[int, ...], mover: int, passes: int, n: int) -> None:
        self.boards = boards
        self.mover = mover
        self.passes = passes
        self.moves: list[Move] | None = None
        self.children: dict[int, _Node] = {}
        self.visits = 0
        #: 1 / sqrt(visits) once visited, the selection's exploration term without a square root
        self.spread = 0.0
        self.totals = [0.0] * n
        self.result: list[float] | None = None


def random_ends(
    boards: tuple[int, ...],
    mover: int,
    plies: int,
    root: int,
    forbid: bool = False,
    losses_only: bool = False,
) -> tuple[float, float]:
    """If ``mover`` and the players after it push uniformly at random for ``plies`` pushes: the chance
    that one of those pushes ends the game, and ``root``'s return summed over those ends (weighted by
    their chances); with ``losses_only``, only the ends that ``root`` loses (lines of others only) count.
    ``boards`` hold no line.  With ``forbid``, pushes that make only others' lines are not legal
    (``own_line_rule=forbidden``); a player without a push passes."""
    n = len(boards)
    nxt = (mover + 1) % n
    ended = value = 0.0
    count = 0
    for action in pushes_for(boards, mover):
        after = pushed(boards, mover, action)
        won = push_holders(after, mover, action)
        if won:
            if forbid and mover not in won:
                continue
            r = winner_return(won, root, n)
            if r < 0 or not losses_only:
                ended += 1.0
                value += r
        elif plies > 1:
            e, v = random_ends(after, nxt, plies - 1, root, forbid, losses_only)
            ended += e
            value += v
        count += 1
    if not count:  # a pass
        if plies > 1:
            return random_ends(boards, nxt, plies - 1, root, forbid, losses_only)
        return 0.0, 0.0
    return ended / count, value / count


#: The weight of the random model of the others at the root (see `CambioMCTSAgent._select_root`).
NOISE = 1.0
#: The margin of the random model's filter at the root (see `CambioMCTSAgent.choose`): pushes whose
#: chance of a loss to random pushes of the next two players exceeds the smallest by more are dropped,
#: as long as the others' pushes so far look random (`randomness`).
RISK = 0.01
#: The filter is on once the log-odds that the others push at random (`randomness`, from even odds)
#: reach ``EVIDENCE``: only after careless pushes were seen (at the start there is no evidence, and a
#: filter from the start cost much against careful players, see docs/ai-strength.md).
EVIDENCE = 1.0
#: The margin of the filter while the others' pushes tell neither way (see `CambioMCTSAgent.choose`):
#: pushes whose chance of a loss to random pushes of the next two players exceeds the smallest by more
#: than this are dropped (1: never), as long as `randomness` is above ``-DOUBT``.  Looser than
#: ``RISK``: it drops only the pushes that open the game to a careless push.  Applied for the whole
#: game, against careful players too, a margin of 0.04 lost most games to plain UCT (the tree is
#: squeezed into giving the next player a win), so it stops once the others have shown care or after
#: ``SPAN`` pushes.  Off (1) in the levels: even so it lost about twice as many games to plain UCT as
#: without it, though it won 59 of 60 against random players (docs/ai.md, 0.05 CPU s a move).
GUARD = 1.0
#: The guard holds while the log-odds that the others push at random stay above ``-DOUBT``: careful
#: players show their care in a push or two (an avoided hand-over), random ones seldom do.
DOUBT = 0.5
#: The guard holds for one's first ``SPAN`` pushes at most.
SPAN = 2
#: How often a careful player is taken to make a push that a careful player avoids (see `push_evidence`).
SLIP = 0.1


#: ``leaf``: the careful playouts' mean returns (the mover, the next player, the one after) from
#: positions where the mover has no winning push, by how many pushes (capped at 3) make a line of the
#: next player's own (first index) and the one after's (second): 2,100 positions of games among
#: ``cambio_mcts:sims=150,prune=1`` and up to three random careful pushes on, 100 playouts each; the
#: cells seen less than 20 times extrapolated from their neighbours.
LEAF_VALUES: tuple[tuple[float, float, float], ...] = (
    (-0.070, 0.044, 0.026),
    (-0.267, -0.085, 0.352),
    (-0.341, -0.203, 0.544),
    (-0.409, -0.192, 0.601),
    (-0.323, 0.610, -0.287),
    (-0.407, 0.528, -0.121),
    (-0.393, 0.409, -0.016),
    (-0.400, 0.400, 0.000),
    (-0.376, 0.736, -0.359),
    (-0.389, 0.643, -0.254),
    (-0.420, 0.600, -0.180),
    (-0.430, 0.550, -0.120),
    (-0.420, 0.812, -0.392),
    (-0.440, 0.700, -0.260),
    (-0.450, 0.650, -0.200),
    (-0.460, 0.600, -0.140),
)


def push_evidence(boards: tuple[int, ...], mover: int, action: int, slip: float = SLIP) -> float:
    """The log-likelihood ratio of ``mover``'s push ``action`` (``boards`` before it, without a line)
    between a uniformly random player and a careful one.  A careful player takes a sole win when it
    has one, and otherwise avoids pushes that hand somebody else a line or leave the next player a
    winning push, each with probability 1 - ``slip``.  A push from a position where every push is
    alike in this respect says nothing (0)."""
    n = len(boards)
    nxt = (mover + 1) % n
    legal = pushes_for(boards, mover)
    wins: set[int] = set()
    safe: set[int] = set()
    for a in legal:
        after = pushed(boards, mover, a)
        won = push_holders(after, mover, a)
        if won == [mover]:
            wins.add(a)
        elif not won and not wins_now(after, nxt):
            safe.add(a)
    good = wins or safe
    if not good or len(good) == len(legal) or action not in legal:
        return 0.0
    careful = (1.0 - slip) / len(good) if action in good else slip / (len(legal) - len(good))
    return math.log(1.0 / len(legal) / careful)


def randomness(state: CambioState, player: int, slip: float = SLIP) -> float:
    """The log-odds (from even odds) that the players other than ``player`` push at random rather
    than carefully, summed over their pushes in ``state``'s history (`push_evidence`)."""
    n = state.num_players
    boards = [0] * n
    step = 0
    total = 0.0
    for mover, action in state.history:
        if step < state.setup_length:
            if PLACE_BASE <= action < PASS:
                boards[state.steps[step]] |= 1 << (action - PLACE_BASE)
                step += 1
            continue
        if action == PASS:
            continue
        before = tuple(boards)
        if mover != player and not holders(before):
            total += push_evidence(before, mover, action, slip)
        boards = list(pushed(before, mover, action))
    return total


def returns_of(winners: Sequence[int], n: int) -> list[float]:
    """Every player's return for a game won by ``winners`` (all players or nobody: a draw)."""
    return [winner_return(winners, q, n) for q in range(n)]


class CambioMCTSAgent:
    """UCT with Cambio's tactics in the tree and in the playouts (see the module docstring)."""

    def __init__(
        self,
        budget: Budget,
        *,
        exploration: float = 0.7,
        careful_depth: int = 2,
        noise: float = NOISE,
        risk: float | None = RISK,
        evidence: float = EVIDENCE,
        guard: float = GUARD,
        doubt: float = DOUBT,
        span: int = SPAN,
        losses_only: bool = True,
        rollout_pushes: int = 60,
        reuse: bool = True,
        prune: bool = False,
        leaf: bool = False,
        name: str = "cambio_mcts",
    ) -> None:
        self.budget = budget
        self.exploration = exploration
        self.careful_depth = careful_depth
        self.noise = noise
        self.risk = risk
        self.evidence = evidence
        self.guard = guard
        self.doubt = doubt
        self.span = span
        self.losses_only = losses_only
        self.rollout_pushes = rollout_pushes
        self.prune = prune
        self.leaf = leaf
        #: whether the last playout's first push was a win of its mover alone (`_rollout3`)
        self._won_at_once = False
        self.name = name
        self.last_simulations = 0
        self.last_depth = 0
        self.last_value = 0.0
        self.last_randomness = 0.0
        self._placer = CambioSearchAgent(budget)
        self.reuse = reuse
        self.last_reused = 0
        #: the last search: the history it saw, the player, its choice, and the tree's root
        self._tree: tuple[tuple[Any, ...], int, int, _Node] | None = None

    def choose(self, observation: State[Any], player: int, rng: random.Random) -> Any:
        assert isinstance(observation, CambioState)
        legal = observation.legal_actions(player)
        if len(legal) == 1:
            return legal[0]
        if observation.in_setup():
            return self._place(observation, player, legal, rng)
        # The objects alive before the search (the tree kept from the last move, the other seats'
        # trees in a game among computers) are out of the collector's passes while it runs: `act`
        # (fives.ai.search.agent) freezes them for every decision; a full pass over them took
        # 40 ms and, straddling the deadline, made a 0.5 CPU s move last 0.55-0.6.
        return self._search(observation, player, legal, rng)

    def _search(self, observation: CambioState, player: int, legal: list[int], rng: random.Random) -> Any:
        """`choose` for a push (see the module docstring)."""
        n = observation.num_players
        self.n = n
        self.forbid = observation.forbid_other_lines
        self.pushes_left = observation.max_pushes - observation.pushes
        has_line = HAS_LINE[n]
        boards = observation.boards
        # a line left over from the setup counts after this push: let the rules' legal list decide
        for action in legal:
            if action != PASS and holders(pushed(boards, player, action)) == [player]:
                return action
        clock = self.budget.start()
        root = self._reused(observation, player)
        if root is None:
            root = _Node(boards, player, 0, n)
        self._ends: dict[int, tuple[float, float]] = {}
        self._filtered = False
        if self.noise > 0 or self.risk is not None:
            if root.moves is None:
                self._expand(root, 0)
            assert root.moves is not None
            for action, after, won in root.moves:
                if not won:
                    self._ends[action] = random_ends(
                        after, (player + 1) % n, n - 1, player, self.forbid, self.losses_only
                    )
            self._filtered = bool(self._ends) and self.filters(observation, player)
            if self._filtered:
                assert self.risk is not None
                _keep(root, self._least_risky(root.moves, self.risk))
            elif self._ends and self.guards(observation.pushes // n):
                _keep(root, self._least_risky(root.moves, self.guard))
        while True:
            self._simulate(root, rng, has_line)
            if not clock.tick():
                break
        self.last_simulations = clock.count
        assert root.moves is not None
        if not root.children:
            return self._disagreement(legal, None, rng)
        best = max(root.children.items(), key=lambda item: (item[1].visits, rng.random()))
        for action, child in root.children.items():
            if child.result is not None and child.result[player] >= 1.0:
                best = (action, child)  # a proven win
                break
        self.last_value = best[1].totals[player] / max(best[1].visits, 1)
        if self.reuse:
            self._tree = (tuple(observation.history), player, best[0], root)
        return best[0] if best[0] in legal else self._disagreement(legal, best[0], rng)

    def _reused(self, state: CambioState, player: int) -> _Node | None:
        """The node of the last search's tree that ``state`` is in (after our push there and the
        others' pushes since), its statistics kept; None when there is none (another game, a
        position the tree did not reach, or ``reuse`` off)."""
        tree, self._tree = self._tree, None
        self.last_reused = 0
        if tree is None:
            return None
        prefix, mover, action, node = tree
        history = state.history
        k = len(prefix)
        if len(history) <= k or tuple(history[:k]) != prefix or history[k] != (mover, action):
            return None
        found: _Node | None = node
        for _, later in history[k:]:
            found = found.children.get(later) if found is not None else None
        if (
            found is None
            or found.boards != state.boards
            or found.mover != player
            or found.passes != state.passes
            or found.result is not None
        ):
            return None
        # the tree near the root avoids the next player's wins (``careful_depth``): expanded deeper
        # down before, these nodes are expanded again, the children of the pushes still there kept
        for child in found.children.values():
            if child.moves is not None and child.result is None and self.careful_depth > 1:
                _refresh(self, child, 1)
        _refresh(self, found, 0)
        self.last_reused = found.visits
        return found

    def _disagreement(self, legal: list[int], chosen: int | None, rng: random.Random) -> int:
        """The engine found no move, or one the rules do not list: a bug of the engine's copy of
        the rules.  `STRICT` (the tests) raises; in play a random legal move keeps the game going."""
        if STRICT:
            found = "no move" if chosen is None else f"move {chosen}"
            raise EngineDisagreement(f"Cambio's MCTS found {found}; the rules list {legal}")
        return rng.choice(legal)

    def filters(self, state: CambioState, player: int) -> bool:
        """Whether the random model's filter applies (see ``risk`` and ``evidence``): only once the
        others' pushes so far make random players likelier than careful ones (`randomness`)."""
        self.last_randomness = randomness(state, player)
        if self.risk is None:
            return False
        return self.last_randomness >= self.evidence

    def guards(self, round_: int = 0) -> bool:
        """Whether the looser filter (``guard``) applies to one's push in round ``round_`` (0: the
        first) where `filters` found no evidence of random players: in the first ``span`` rounds, as
        long as the others' pushes so far (`randomness`, as `filters` found it) have not shown them
        careful either (log-odds above ``-doubt``)."""
        return self.guard < 1 and round_ < self.span and self.last_randomness > -self.doubt

    def _least_risky(self, moves: list[Move], margin: float) -> list[Move]:
        """The root's pushes without those whose chance of a loss, if the next two players push at
        random, is more than ``margin`` above the smallest (pushes that end the game stay)."""
        ends = self._ends
        least = min(ends.values(), key=lambda end: end[0])[0]
        return [m for m in moves if m[2] or ends[m[0]][0] <= least + margin]

    def _place(self, state: CambioState, player: int, legal: list[int], rng: random.Random) -> Any:
        """A setup placement, by the paranoid agent's evaluation (the setup's last placement is
        searched); with ``noise``, only among the squares after which the pushes before ours are
        least likely to end the game against us if they are made at random (the squares still
        empty counted as neutral)."""
        plies = player % state.num_players  # P1 pushes first
        if self.noise <= 0 or not plies:
            return self._placer.choose(state, player, rng)
        owner = state.steps[state.step]
        scored = []
        for action in legal:
            square = action - PLACE_BASE
            boards = tuple(b | (1 << square) if q == owner else b for q, b in enumerate(state.boards))
            if lines := holders(boards):  # a line left by the setup (it counts after the first push)
                value = winner_return(lines, player, state.num_players)
            else:
                value = random_ends(boards, 0, plies, player, state.forbid_other_lines)[1]
            scored.append((value, action))
        top = max(value for value, _ in scored)
        kept = [action for value, action in scored if value >= top - 0.01]
        if len(kept) == 1:
            return kept[0]
        return self._placer._place(state, player, kept, rng)

    def _expand(self, node: _Node, depth: int) -> None:
        n = self.n
        mover = node.mover
        boards = node.boards
        wins: list[Move] = []
        good: list[Move] = []
        bad: list[Move] = []
        for action in pushes_for(boards, mover):
            after = pushed(boards, mover, action)
            won = push_holders(after, mover, action) or NOBODY
            if won == [mover]:
                wins.append((action, after, won))
            elif won and mover not in won:
                if not self.forbid:
                    bad.append((action, after, won))
            else:
                good.append((action, after, won))
        if wins:
            node.moves = wins[:1]
            return
        if good and depth < self.careful_depth:
            nxt = (mover + 1) % n
            safe = [m for m in good if m[2] or not wins_now(m[1], nxt)]
            if safe:
                good = safe
        node.moves = good or bad
        if not node.moves:
            node.moves = [(PASS, boards, [])]

    def _simulate(self, root: _Node, rng: random.Random, has_line: Any) -> None:
        n = self.n
        c = self.exploration
        log = math.log
        sqrt = math.sqrt
        path = [root]
        node = root
        depth = 0
        values: list[float] | None = None
        while True:
            if node.result is not None:
                values = node.result
                break
            if node.moves is None:
                self._expand(node, depth)
                assert node.moves is not None
                if self.prune and depth and node.moves[0][2] == [node.mover]:
                    # its mover wins at once: a proven result
                    node.result = values = returns_of(node.moves[0][2], n)
                    _solve(path)
                    break
            if len(node.children) < len(node.moves):
                action, after, won = node.moves[len(node.children)]
                child = self._child(node, action, after, won)
                node.children[action] = child
                path.append(child)
                node = child
                values = child.result
                if values is not None and self.prune:
                    _solve(path)
                break
            if depth == 0 and self._ends:
                node = self._select_root(node)
            else:  # `_select`, inline
                mover = node.mover
                k = c * sqrt(log(node.visits))
                best_value = -math.inf
                best = node
                for child in node.children.values():
                    value = child.totals[mover] / child.visits + k * child.spread
                    if value > best_value:
                        best_value, best = value, child
                node = best
            path.append(node)
            depth += 1
        if n == 3:
            if values is None:
                if self.leaf:
                    values = self._leaf3(node.boards, node.mover, depth)
                else:
                    values = self._rollout3(node.boards, node.mover, node.passes, rng, depth)
                if self._won_at_once and self.prune:
                    node.result = values  # the first push of the playout won: proven
                    _solve(path)
            v0, v1, v2 = values
            for visited in path:
                visited.visits = v = visited.visits + 1
                visited.spread = 1.0 / sqrt(v)
                totals = visited.totals
                totals[0] += v0
                totals[1] += v1
                totals[2] += v2
            return
        if values is None:
            values = self._rollout(node.boards, node.mover, node.passes, rng, has_line, depth)
        for visited in path:
            visited.visits = v = visited.visits + 1
            visited.spread = 1.0 / sqrt(v)
            totals = visited.totals
            for q in range(n):
                totals[q] += values[q]

    def _child(self, node: _Node, action: int, after: tuple[int, ...], won: Sequence[int]) -> _Node:
        n = self.n
        passes = node.passes + 1 if action == PASS else 0
        child = _Node(after, (node.mover + 1) % n, passes, n)
        if won:
            child.result = returns_of(won, n)
        elif passes >= n:
            child.result = [0.0] * n
        return child

    def _select(self, node: _Node) -> _Node:
        mover = node.mover
        log_n = math.log(node.visits)
        c = self.exploration
        best_value = -math.inf
        best = node
        for child in node.children.values():
            v = child.visits
            value = child.totals[mover] / v + c * math.sqrt(log_n / v)
            if value > best_value:
                best_value, best = value, child
        return best

    def _select_root(self, node: _Node) -> _Node:
        """`_select` at the root, the value of a push blended with what happens if the next players
        push at random (weight ``noise``): a push after which a careless push hands somebody else a
        line is worth less (unless ``losses_only``, one after which a careless push hands us the game
        is worth more)."""
        mover = node.mover
        log_n = math.log(node.visits)
        c = self.exploration
        noise = self.noise
        ends = self._ends
        best_value = -math.inf
        best = node
        for action, child in node.children.items():
            v = child.visits
            q = child.totals[mover] / v
            end = ends.get(action)
            if end is not None:
                q += noise * (end[1] - end[0] * q)
            value = q + c * math.sqrt(log_n / v)
            if value > best_value:
                best_value, best = value, child
        return best

    def _rollout(
        self,
        boards: tuple[int, ...],
        mover: int,
        passes: int,
        rng: random.Random,
        has_line: Any,
        depth: int,
    ) -> list[float]:
        n = self.n
        limit = min(self.rollout_pushes, self.pushes_left - depth)
        for _ in range(max(limit, 0)):
            legal = pushes_for(boards, mover)
            if not legal:
                passes += 1
                if passes >= n:
                    return [0.0] * n
                mover = (mover + 1) % n
                continue
            passes = 0
            own = boards[mover]
            # a careful player completes its own line when it can
            for action in legal:
                mask, ls, rs, entry, _ = PUSH_MOVES[action]
                seg = own & mask
                if has_line((own ^ seg) | (((seg << ls) >> rs) & mask) | entry):
                    return returns_of(holders(pushed(boards, mover, action)), n)
            # and does not push a line together for somebody else, if it can help it
            nxt = (mover + 1) % n
            for _ in range(4):
                action = legal[rng.randrange(len(legal))]
                after = pushed(boards, mover, action)
                mask = PUSH_MOVES[action][0]
                if not any(q != mover and b & mask and has_line(b) for q, b in enumerate(after)):
                    break
            else:
                won = holders(after)
                if won:
                    return returns_of(won, n)
            boards = after
            mover = nxt
        return [0.0] * n

    def _rollout3(
        self, boards: tuple[int, ...], mover: int, passes: int, rng: random.Random, depth: int
    ) -> list[float]:
        """`_rollout` for three players with the pushes and the line tests inline (the rules'
        `pushed` and `has_line_of_four`, unrolled): the same playout, draw for draw (the tests
        check it against the recorded games of before)."""
        moves = PUSH_MOVES
        randrange = rng.randrange
        b0, b1, b2 = boards
        self._won_at_once = False
        first = True
        for _ in range(max(min(self.rollout_pushes, self.pushes_left - depth), 0)):
            if mover == 0:
                own, o1, o2 = b0, b1, b2
            elif mover == 1:
                own, o1, o2 = b1, b2, b0
            else:
                own, o1, o2 = b2, b0, b1
            legal = legal_pushes((o1 | o2) & BORDER)
            if not legal:
                passes += 1
                if passes >= 3:
                    return [0.0, 0.0, 0.0]
                mover = mover + 1 if mover < 2 else 0
                continue
            passes = 0
            # a careful player completes its own line when it can
            for action in legal:
                mask, ls, rs, entry, _ = moves[action]
                seg = own & mask
                b = (own ^ seg) | (((seg << ls) >> rs) & mask) | entry
                h = b & (b >> 1)
                v = b & (b >> 5)
                u = b & (b >> 6)
                d = b & (b >> 4)
                if (
                    (h & (h >> 2) & FILES_AB)
                    | (v & (v >> 10))
                    | (u & (u >> 12) & FILES_AB)
                    | (d & (d >> 8) & FILES_DE)
                ):
                    won = holders(pushed((b0, b1, b2), mover, action))
                    self._won_at_once = first and won == [mover]
                    return returns_of(won, 3)
            first = False
            # and does not push a line together for somebody else, if it can help it
            for _ in range(4):
                action = legal[randrange(len(legal))]
                mask, ls, rs, entry, _ = moves[action]
                given = False
                for b in (o1, o2):
                    seg = b & mask
                    if seg:
                        b = (b ^ seg) | (((seg << ls) >> rs) & mask)
                        h = b & (b >> 1)
                        v = b & (b >> 5)
                        u = b & (b >> 6)
                        d = b & (b >> 4)
                        if (
                            (h & (h >> 2) & FILES_AB)
                            | (v & (v >> 10))
                            | (u & (u >> 12) & FILES_AB)
                            | (d & (d >> 8) & FILES_DE)
                        ):
                            given = True
                            break
                if not given:
                    break
            else:
                return returns_of(holders(pushed((b0, b1, b2), mover, action)), 3)
            s0 = b0 & mask
            s1 = b1 & mask
            s2 = b2 & mask
            b0 = (b0 ^ s0) | (((s0 << ls) >> rs) & mask)
            b1 = (b1 ^ s1) | (((s1 << ls) >> rs) & mask)
            b2 = (b2 ^ s2) | (((s2 << ls) >> rs) & mask)
            if mover == 0:
                b0 |= entry
                mover = 1
            elif mover == 1:
                b1 |= entry
                mover = 2
            else:
                b2 |= entry
                mover = 0
        return [0.0, 0.0, 0.0]

    def _leaf3(self, boards: tuple[int, ...], mover: int, depth: int) -> list[float]:
        """The leaf's value without a playout (``leaf``): the mover's winning push as the playout
        finds it, else what the careful playouts return on average from positions with as many
        line-making pushes of the next two players (`LEAF_VALUES`, capped at 3)."""
        if self.pushes_left - depth <= 0:
            return [0.0, 0.0, 0.0]
        self._won_at_once = False
        counts = [0, 0, 0]
        order = (mover, (mover + 1) % 3, (mover + 2) % 3)
        moves = PUSH_MOVES
        b0, b1, b2 = boards
        for i, q in enumerate(order):
            if q == 0:
                own, others = b0, b1 | b2
            elif q == 1:
                own, others = b1, b0 | b2
            else:
                own, others = b2, b0 | b1
            found = 0
            for action in legal_pushes(others & BORDER):
                mask, ls, rs, entry, _ = moves[action]
                seg = own & mask
                b = (own ^ seg) | (((seg << ls) >> rs) & mask) | entry
                h = b & (b >> 1)
                v = b & (b >> 5)
                u = b & (b >> 6)
                d = b & (b >> 4)
                if (
                    (h & (h >> 2) & FILES_AB)
                    | (v & (v >> 10))
                    | (u & (u >> 12) & FILES_AB)
                    | (d & (d >> 8) & FILES_DE)
                ):
                    if not i:  # the mover completes its line, as the playout's first push does
                        won = holders(pushed(boards, mover, action))
                        self._won_at_once = won == [mover]
                        return returns_of(won, 3)
                    found += 1
                    if found >= 3:
                        break
            counts[i] = found
        mine, first, second = LEAF_VALUES[counts[1] * 4 + counts[2]]
        values = [0.0, 0.0, 0.0]
        values[order[0]] = mine
        values[order[1]] = first
        values[order[2]] = second
        return values


def _solve(path: list[_Node]) -> None:
    """The last node of ``path`` (from the root) has just got a proven result: carry the proofs up
    (the solver of MCTS-Solver, for every player maximising its own return).  A push after which
    the pusher wins alone proves the pusher's node; a push proven to give the pusher less than its
    best is left out while the node has a push not proven so (a push that lets the next player win
    at once, as the careful pruning near the root does, here found by the search itself); a node
    all of whose pushes are proven takes the best of them for its mover.  The root is never proven
    (its pushes are pruned only)."""
    for i in range(len(path) - 1, 0, -1):
        node, parent = path[i], path[i - 1]
        result = node.result
        if result is None or parent.result is not None or parent.moves is None:
            return
        mover = parent.mover
        if result[mover] >= 1.0:
            if i == 1:
                return
            parent.result = result
            continue
        children = parent.children
        unproven = len(children) < len(parent.moves) or any(c.result is None for c in children.values())
        if result[mover] < 0 and (
            unproven
            or any(c.result is not None and c.result[mover] > result[mover] for c in children.values())
        ):  # a loss while another push may be better: left out
            action = next(a for a, child in children.items() if child is node)
            del children[action]
            parent.moves = [m for m in parent.moves if m[0] != action]
        if unproven or i == 1:
            return
        parent.result = max(children.values(), key=lambda c: c.result[mover] if c.result else -1.0).result


def _keep(node: _Node, moves: list[Move]) -> None:
    """Make ``moves`` a node's moves, those already tried first (the expansion takes the moves in
    order) and the children of the others dropped."""
    tried = [m for m in moves if m[0] in node.children]
    node.children = {m[0]: node.children[m[0]] for m in tried}
    node.moves = tried + [m for m in moves if m[0] not in node.children]


def _refresh(agent: CambioMCTSAgent, node: _Node, depth: int) -> None:
    """Expand a kept node again as at ``depth`` (see `CambioMCTSAgent._reused`)."""
    node.moves = None
    agent._expand(node, depth)
    assert node.moves is not None
    _keep(node, node.moves)
