"""Monte Carlo tree search (UCT) that serves every game through the protocol.

- Chance nodes are sampled (open loop: the tree is keyed by the players' actions, chance
  outcomes are drawn afresh in every simulation).
- Simultaneous nodes use decoupled UCT: each acting player selects from statistics of their own
  choices only, so nobody's selection depends on another's secret choice; the child is keyed by
  the joint action.
- Hidden information: every simulation starts from a fresh `resample_hidden` determinization of
  the observation (information-set MCTS with availability counts, since the legal actions of
  other players differ between determinizations).
- The root plays its most visited move (ties: the higher mean value); when the simulations did
  not try every move, the static evaluation's best (never a random move).
- Leaves are judged by a random playout of at most ``rollout_depth`` actions, then by the
  evaluation function (the true returns when the game ended).
- Small games are solved first (``solve``: positions an exact alpha-beta to the end may visit,
  within a third of the move's seconds or 4 per simulation, `fives.ai.search.solve`): in a
  two-player position of perfect information whose tree is that small, the move with the best
  proven result is played (the playouts alone found the winning move of one-heap Nim 2 times
  of 5).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any

from fives.core import CHANCE, SIMULTANEOUS, TERMINAL, State

from .alphabeta import static_best
from .budget import Budget
from .evaluation import Evaluate, score_evaluation
from .solve import solved_move

#: positions the exact solve of a small game may visit before the search (0: no solve)
SOLVE_NODES = 20_000
#: the share of a move's seconds the solve may take, and its positions per simulation of a
#: budget counted in simulations (one simulation plays up to ``rollout_depth`` actions)
SOLVE_SHARE = 1 / 3
SOLVE_PER_SIM = 4


@dataclass
class Stats:
    visits: int = 0
    total: float = 0.0
    available: int = 0


@dataclass
class Node:
    # sequential node: per action statistics of the acting player
    stats: dict[Any, Stats] = field(default_factory=dict)
    children: dict[Any, Node] = field(default_factory=dict)
    # simultaneous node: per player, per action
    joint: dict[int, dict[Any, Stats]] = field(default_factory=dict)
    visits: int = 0


class MCTSAgent:
    """UCT with a budget of simulations (``Budget.nodes``) and/or seconds."""

    def __init__(
        self,
        budget: Budget,
        *,
        exploration: float = 1.4,
        rollout_depth: int = 200,
        evaluate: Evaluate = score_evaluation,
        name: str = "mcts",
        solve: int = SOLVE_NODES,
    ) -> None:
        self.budget = budget
        self.solve = solve
        self.exploration = exploration
        self.rollout_depth = rollout_depth
        self.evaluate = evaluate
        self.name = name
        self.last_simulations = 0

    def choose(self, observation: State[Any], player: int, rng: random.Random) -> Any:
        legal = observation.legal_actions(player)
        if len(legal) == 1:
            self.last_simulations = 0
            return legal[0]
        clock = self.budget.start()
        if self.solve:
            seconds = None if self.budget.seconds is None else self.budget.seconds * SOLVE_SHARE
            nodes = (
                self.solve
                if self.budget.nodes is None
                else min(self.solve, SOLVE_PER_SIM * self.budget.nodes)
            )
            solved = solved_move(observation, player, Budget(seconds=seconds, nodes=nodes).start())
            if solved is not None:
                self.last_simulations = 0
                return solved
        root = Node()
        hidden = observation.game.info.hidden_information
        while True:
            state = observation.resample_hidden(player, rng) if hidden else observation.clone()
            self._simulate(root, state, rng)
            if not clock.tick():
                break
        self.last_simulations = clock.count
        return self._best(root, observation, player, legal, rng)

    def _best(
        self, root: Node, observation: State[Any], player: int, legal: list[Any], rng: random.Random
    ) -> Any:
        if observation.current_player() == SIMULTANEOUS:
            table = root.joint.get(player, {})
            weights = [table[a].visits if a in table else 0 for a in legal]
            if sum(weights) == 0:
                return rng.choice(legal)
            return rng.choices(legal, weights=weights)[0]
        if any(a not in root.stats or root.stats[a].visits == 0 for a in legal):
            # too few simulations to have tried every move: the evaluation's best, never a random one
            return static_best(observation.clone(), player, legal, self.evaluate, None)
        most = max(root.stats[a].visits for a in legal)
        tied = [a for a in legal if root.stats[a].visits == most]
        return max(tied, key=lambda a: root.stats[a].total / most)

    def _simulate(self, root: Node, state: State[Any], rng: random.Random) -> None:
        # selection and expansion
        path: list[tuple[Node, list[tuple[int, Any]], bool]] = []
        node = root
        expanded = False
        while not expanded:
            current = state.current_player()
            if current == TERMINAL:
                break
            if current == CHANCE:
                state.push(state.sample_chance(rng), CHANCE)
                continue
            if current == SIMULTANEOUS:
                chosen: list[tuple[int, Any]] = []
                for p in state.acting_players():
                    table = node.joint.setdefault(p, {})
                    action, new = self._select(table, state.legal_actions(p), rng)
                    expanded = expanded or new
                    chosen.append((p, action))
                for p, action in chosen:
                    state.push(action, p)
                key: Any = tuple(chosen)
            else:
                action, expanded = self._select(node.stats, state.legal_actions(current), rng)
                chosen = [(current, action)]
                state.push(action, current)
                key = action
            path.append((node, chosen, current == SIMULTANEOUS))
            child = node.children.get(key)
            if child is None:
                child = node.children[key] = Node()
            node = child
        # rollout
        depth = 0
        while depth < self.rollout_depth:
            current = state.current_player()
            if current == TERMINAL:
                break
            if current == CHANCE:
                state.push(state.sample_chance(rng), CHANCE)
            elif current == SIMULTANEOUS:
                for p in state.acting_players():
                    state.push(rng.choice(state.legal_actions(p)), p)
            else:
                state.push(rng.choice(state.legal_actions(current)), current)
            depth += 1
        values = self._values(state)
        # backpropagation
        for visited, chosen, simultaneous in path:
            visited.visits += 1
            for p, action in chosen:
                stats = (visited.joint[p] if simultaneous else visited.stats)[action]
                stats.visits += 1
                stats.total += values[p]

    def _values(self, state: State[Any]) -> list[float]:
        if state.is_terminal():
            return list(state.returns())
        return [self.evaluate(state, p) for p in range(state.num_players)]

    def _select(self, table: dict[Any, Stats], legal: list[Any], rng: random.Random) -> tuple[Any, bool]:
        """UCB1 over the available actions; an untried action first (at random)."""
        untried = [a for a in legal if a not in table]
        for action in legal:
            if action in table:
                table[action].available += 1
        if untried:
            action = rng.choice(untried)
            table[action] = Stats(available=1)
            return action, True
        c = self.exploration
        best_value = -math.inf
        best: Any = legal[0]
        for action in legal:
            stats = table[action]
            if stats.visits == 0:
                return action, False
            value = stats.total / stats.visits + c * math.sqrt(
                math.log(max(stats.available, 1)) / stats.visits
            )
            if value > best_value:
                best_value = value
                best = action
        return best, False
