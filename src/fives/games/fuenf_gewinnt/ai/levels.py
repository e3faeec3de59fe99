"""Fünf gewinnt: the threat-first agent and the levels.

``fg:seconds=S`` (``nodes=N``, ``greedy=1``, ``miss=P``, ``legacy=1``): `ThreatAgent`.  First the
threats, seen directly
(`fives.games.fuenf_gewinnt.ai.tactics`): a move that wins at once is played; when the opponent could
win at once after some moves, only the moves that prevent it are considered (one: played at
once); then the next tier: a double threat that wins by force (an open four, two fours at
once) is played, and when the opponent has one in reach only the moves that parry it are left
(in the afterplay only with a budget of `DEEP_AFTERPLAY` seconds or more, within `DEEP_SHARE` of
it).  Then the rest is searched within what is left of the CPU budget: alpha-beta over the
remaining moves, or with ``greedy=1`` one ply with the evaluation, the game's ordering's best
moves first, so that a cut-short pass still has judged the likeliest moves.  Never a random move
(but equal moves in the rng's order).  ``miss=P``: on that share of its moves the agent does not
look at the threats at all (one ply over every move: easy, which so can leave a four open).
``legacy=1``: the agent of commit 4283797, the baseline of issue 34 (board scans instead of the
bitboards, transposition keys from the snapshot, the old safe-move shortcut, afterplay double
threats from `LEGACY_DEEP_AFTERPLAY`).  Levels and measurements: docs/ai/fuenf_gewinnt.md.
"""

from __future__ import annotations

import random
from typing import Any

from fives.ai.search.agent import Agent
from fives.ai.search.alphabeta import AlphaBetaAgent
from fives.ai.search.budget import Budget, Clock, cpu_seconds
from fives.ai.search.evaluation import judged_by
from fives.ai.spec import AgentFactory, AgentParams, budget, count_param, fraction, seconds_param
from fives.core import Game, OptionSpec, State
from fives.games.fuenf_gewinnt.ai.evaluation import evaluate as fuenf_evaluate
from fives.games.fuenf_gewinnt.ai.evaluation import features, legacy_evaluate, legacy_order, order
from fives.games.fuenf_gewinnt.ai.tactics import as_state, tactical_moves

LEVELS = {
    "easy": "fg:greedy=1,miss=0.6,seconds=0.05",
    "medium": "fg:greedy=1,seconds=0.08",
    # no hard: at 1.5 s the search scored 0.50 over 8 games against itself at 0.5 s, the starter
    # winning every one (docs/ai/fuenf_gewinnt.md): more time does not see the sequences that decide
    # the games, so the strongest level is the 0.5 s search, offered as max (a seat asking for hard
    # plays it: `fives.ai.levels.level_spec`)
    "max": "fg:seconds=0.5",
}


#: the share of a move's budget that the double threats and parries may take (in the afterplay
#: each candidate costs hundreds of replies; the search gets the rest)
DEEP_SHARE = 0.3
#: the least budget (CPU seconds) with which the double threats are looked for in the afterplay
DEEP_AFTERPLAY = 0.5
#: the same at commit 4283797 (``legacy=1``)
LEGACY_DEEP_AFTERPLAY = 1.0


class ThreatAgent:
    def __init__(
        self,
        budget: Budget,
        *,
        greedy: bool = False,
        miss: float = 0.0,
        legacy: bool = False,
        name: str = "fg",
    ) -> None:
        self.budget = budget
        self.greedy = greedy
        self.miss = miss
        self.legacy = legacy
        self.name = name
        self.evaluate = judged_by(legacy_evaluate if legacy else fuenf_evaluate)
        self.order = legacy_order if legacy else order
        self.deep_afterplay = LEGACY_DEEP_AFTERPLAY if legacy else DEEP_AFTERPLAY
        self.last_tactical = False  # whether the threats alone decided the last move
        self.last_depth = 0

    def choose(self, observation: State[Any], player: int, rng: random.Random) -> Any:
        state = as_state(observation).clone()
        legal = state.legal_actions(player)
        self.last_tactical, self.last_depth = False, 0
        if len(legal) == 1:
            return legal[0]
        began = cpu_seconds()
        clock = self.budget.start()
        if self.miss and rng.random() < self.miss:  # overlooks the threats: one ply, all moves
            return self._greedy(state, player, legal, clock, rng)
        # the double threats and parries: always in the placement (milliseconds); in the
        # afterplay (a candidate costs hundreds of replies) with a budget of `deep_afterplay` or more
        seconds = self.budget.seconds
        deep = not state.afterplay or seconds is None or seconds >= self.deep_afterplay
        deep_clock = self._deep_budget().start()
        moves, decided = tactical_moves(state, player, legal, clock, deep_clock, deep, self.legacy)
        if decided:
            self.last_tactical = True
            return moves[0]
        if self.greedy:
            return self._greedy(state, player, moves, clock, rng)
        left = None if seconds is None else max(seconds - (cpu_seconds() - began), 0.001)
        nodes = None if self.budget.nodes is None else max(self.budget.nodes - clock.count, 1)
        search = AlphaBetaAgent(
            Budget(seconds=left, nodes=nodes),
            evaluate=self.evaluate,
            order=self.order,
            features=None if self.legacy else features,
        )
        move = search.search(state, player, moves, rng)
        self.last_depth = search.last_depth
        return move

    def _deep_budget(self) -> Budget:
        """The share of the budget for the double threats and parries (`DEEP_SHARE`)."""
        seconds, nodes = self.budget.seconds, self.budget.nodes
        return Budget(
            seconds=None if seconds is None else seconds * DEEP_SHARE,
            nodes=None if nodes is None else max(int(nodes * DEEP_SHARE), 1),
        )

    def _greedy(
        self, state: State[Any], player: int, moves: list[Any], clock: Clock, rng: random.Random
    ) -> Any:
        """One ply with the evaluation, best-ordered moves first, until the budget runs out (equal
        moves in the rng's order, as alpha-beta does at its root: games vary)."""
        moves = list(moves)
        if not self.legacy:
            rng.shuffle(moves)
        ordered = self.order(state, player, moves)
        best, best_value = ordered[0], -float("inf")
        for action in ordered:
            state.push(action, player)
            try:
                value = self.evaluate(state, player)
            finally:
                state.pop()
            if value > best_value:
                best, best_value = action, value
            if not clock.tick():
                break
        return best


def threat_agent(params: AgentParams, game: Game[Any], players: int) -> Agent:
    return ThreatAgent(
        budget(params, "nodes"),
        greedy=params.get_bool("greedy"),
        miss=params.get_float("miss"),
        legacy=params.get_bool("legacy"),
    )


AGENTS = {
    "fg": AgentFactory(
        threat_agent,
        (
            seconds_param(),
            count_param("nodes", "nodes a move"),
            OptionSpec(
                "greedy", bool, False, "after the threats, one ply with the evaluation (not alpha-beta)"
            ),
            fraction(
                "miss", 0.0, "the share of moves played without looking at threats (one ply, all moves)"
            ),
            OptionSpec(
                "legacy",
                bool,
                False,
                "the agent of commit 4283797 (board scans, snapshot keys, afterplay double threats from 1 s)",
            ),
        ),
        "threats first, then alpha-beta",
    )
}
