"""Cambio's three-player MCTS as it was before issue 34's speed-up (spec ``cambio_mcts:legacy=1``).

The baseline of issue 34 item 4 (the hard level at 0.5 CPU s a move against the hard of before at
1.5): the agent of commit 1c74694, kept verbatim, so the old hard can still be named and played
(``cambio_mcts:seconds=1.5,legacy=1``).  `tests/ai/test_cambio_ai.py` checks that it plays today's
recorded moves at fixed simulation counts.  Do not improve it; improve `fives.games.cambio.ai.mcts`.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from fives.ai.search.budget import Budget
from fives.core import State, winner_return
from fives.games.cambio import HAS_LINE, PASS, PLACE_BASE, PUSH_MOVES, CambioState, holders, pushed
from fives.games.cambio.ai.engine import CambioSearchAgent, push_holders, pushes_for, wins_now
from fives.games.cambio.ai.mcts import (
    DOUBT,
    EVIDENCE,
    GUARD,
    NOISE,
    RISK,
    SPAN,
    STRICT,
    EngineDisagreement,
    Move,
    _Node,
    random_ends,
    randomness,
    returns_of,
)


class LegacyCambioMCTSAgent:
    """`fives.games.cambio.ai.mcts.CambioMCTSAgent` as at commit 1c74694 (spec ``cambio_mcts:legacy=1``)."""

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
        name: str = "cambio_mcts_legacy",
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
        self.name = name
        self.last_simulations = 0
        self.last_depth = 0
        self.last_value = 0.0
        self.last_randomness = 0.0
        self._placer = CambioSearchAgent(budget)

    def choose(self, observation: State[Any], player: int, rng: random.Random) -> Any:
        assert isinstance(observation, CambioState)
        legal = observation.legal_actions(player)
        if len(legal) == 1:
            return legal[0]
        if observation.in_setup():
            return self._place(observation, player, legal, rng)
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
        root = _Node(boards, player, 0, n)
        clock = self.budget.start()
        self._ends: dict[int, tuple[float, float]] = {}
        self._filtered = False
        if self.noise > 0 or self.risk is not None:
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
                root.moves = self._least_risky(root.moves, self.risk)
            elif self._ends and self.guards(observation.pushes // n):
                root.moves = self._least_risky(root.moves, self.guard)
        while True:
            self._simulate(root, rng, has_line)
            if not clock.tick():
                break
        self.last_simulations = clock.count
        assert root.moves is not None
        if not root.children:
            return self._disagreement(legal, None, rng)
        best = max(root.children.items(), key=lambda item: (item[1].visits, rng.random()))
        self.last_value = best[1].totals[player] / max(best[1].visits, 1)
        return best[0] if best[0] in legal else self._disagreement(legal, best[0], rng)

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
            won = push_holders(after, mover, action)
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
            if len(node.children) < len(node.moves):
                action, after, won = node.moves[len(node.children)]
                child = self._child(node, action, after, won)
                node.children[action] = child
                path.append(child)
                node = child
                values = child.result
                break
            node = self._select_root(node) if depth == 0 and self._ends else self._select(node)
            path.append(node)
            depth += 1
        if values is None:
            values = self._rollout(node.boards, node.mover, node.passes, rng, has_line, depth)
        for visited in path:
            visited.visits += 1
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
