"""Zahlenpoker: simultaneous-move MCTS with regret matching on a compact model of the public state
(``rm``), the agent that picks the equilibrium where it applies (``best``), and the baselines that
always show their highest / lowest stone."""

from __future__ import annotations

import random
from typing import Any, NamedTuple

from fives.ai.search.agent import Agent
from fives.ai.search.budget import Budget
from fives.core import State
from fives.games.zahlenpoker import EMPTY, OUT, STEAL, VALUES, Hand, ZahlenpokerState, round_winner
from fives.games.zahlenpoker.ai.solver import EquilibriumAgent


def _steal_highest(state: ZahlenpokerState) -> int:
    assert state.reveal is not None
    victim = max((p for p, v in enumerate(state.reveal) if v > 0), key=lambda p: (state.reveal or ())[p])
    return STEAL + victim


class ExtremeAgent:
    """Always shows the highest (or the lowest) stone it holds."""

    def __init__(self, highest: bool) -> None:
        self.highest = highest
        self.name = "highest" if highest else "lowest"

    def choose(self, observation: State[Any], player: int, rng: random.Random) -> Any:
        assert isinstance(observation, ZahlenpokerState)
        if observation.reveal is not None:
            return _steal_highest(observation)
        legal = observation.legal_actions(player)
        stones = [a for a in legal if a != EMPTY]
        if not stones:
            return legal[0]
        return max(stones) if self.highest else min(stones)


# --------------------------------------------------------------------------- many-player search
# A compact model of the public state: the rules of `fives.games.zahlenpoker` on tuples (all
# options), so that a simulation costs a few microseconds per round.


class Model(NamedTuple):
    hands: tuple[Hand, ...]
    used: tuple[bool, ...]
    stones: tuple[int, ...]  # stones won
    sums: tuple[int, ...]  # their value sum
    reveal: tuple[int, ...] | None = None  # what was shown, while the lone empty hand steals
    thief: int = -1


class Rules(NamedTuple):
    leftover: str
    empty_without_stones: bool

    def acting(self, m: Model) -> tuple[int, ...]:
        """Who chooses now: the thief, the players taking part in the round, or () at the end."""
        if m.reveal is not None:
            return (m.thief,)
        n = len(m.hands)
        able = tuple(
            p for p in range(n) if sum(m.hands[p]) > 0 or (self.empty_without_stones and not m.used[p])
        )
        if self.leftover == "unopposed":
            players, enough = able, len(able) >= 2
        else:
            players, enough = tuple(range(n)), len(able) == n
        if enough and any(sum(m.hands[p]) > 0 for p in players):
            return players
        return ()

    def choices(self, m: Model, p: int) -> list[int]:
        if m.reveal is not None:
            return [STEAL + q for q, v in enumerate(m.reveal) if v > 0]
        actions = [] if m.used[p] else [EMPTY]
        return actions + [v for v in VALUES if m.hands[p][v - 1] > 0]

    def play(self, m: Model, players: tuple[int, ...], actions: list[int]) -> Model:
        if m.reveal is not None:
            return self.resolve(m, m.reveal, m.thief, actions[0] - STEAL)
        n = len(m.hands)
        shown = [OUT] * n
        hands, used = list(m.hands), list(m.used)
        for p, a in zip(players, actions, strict=True):
            shown[p] = a
            if a == EMPTY:
                used[p] = True
            else:
                h = list(hands[p])
                h[a - 1] -= 1
                hands[p] = (h[0], h[1], h[2], h[3])
        empties = [p for p in players if shown[p] == EMPTY]
        after = m._replace(hands=tuple(hands), used=tuple(used))
        if len(empties) == 1:
            return after._replace(reveal=tuple(shown), thief=empties[0])
        return self.resolve(after, tuple(shown), -1, -1)

    @staticmethod
    def resolve(m: Model, shown: tuple[int, ...], thief: int, victim: int) -> Model:
        count, sums = list(m.stones), list(m.sums)
        if thief >= 0:
            count[thief] += 1
            sums[thief] += shown[victim]
        keeper = round_winner({p: v for p, v in enumerate(shown) if v > 0 and p != victim})
        if keeper is not None:
            count[keeper] += 1
            sums[keeper] += shown[keeper]
        return Model(m.hands, m.used, tuple(count), tuple(sums))

    def returns(self, m: Model) -> list[float]:
        """The game's returns at the end (most stones, then the highest sum; leftovers per option)."""
        n = len(m.hands)
        count, sums = list(m.stones), list(m.sums)
        if self.leftover != "void":
            for p in range(n):
                count[p] += sum(m.hands[p])
                sums[p] += sum(v * m.hands[p][v - 1] for v in VALUES)
        best = max(zip(count, sums, strict=True))
        winners = [p for p in range(n) if (count[p], sums[p]) == best]
        k = len(winners)
        if k == n:
            return [0.0] * n
        win, lose = (n - k) / (k * (n - 1)), -1.0 / (n - 1)
        return [win if p in winners else lose for p in range(n)]


def model_of(state: ZahlenpokerState) -> Model:
    """The public part of a state (unrevealed choices are not in it)."""
    return Model(
        tuple(state.hands),
        tuple(state.empty_used),
        tuple(len(w) for w in state.won),
        tuple(sum(w) for w in state.won),
        state.reveal,
        state.thief,
    )


class Node:
    """Regret matching for every acting player at one public state of the search tree."""

    __slots__ = ("actions", "children", "counts", "means", "players", "regrets", "totals", "visits")

    def __init__(self, players: tuple[int, ...], actions: list[list[int]]) -> None:
        self.players = players
        self.actions = actions
        self.regrets = [[0.0] * len(a) for a in actions]
        self.totals = [[0.0] * len(a) for a in actions]
        self.counts = [[0] * len(a) for a in actions]
        self.means = [[0.0] * len(a) for a in actions]
        self.visits = 0
        self.children: dict[tuple[int, ...], Node] = {}

    def policy(self, k: int, gamma: float) -> list[float]:
        positive = [r if r > 0 else 0.0 for r in self.regrets[k]]
        total = sum(positive)
        size = len(positive)
        if total <= 0:
            return [1.0 / size] * size
        return [(1 - gamma) * r / total + gamma / size for r in positive]


class RegretSearchAgent:
    """Simultaneous-move MCTS with regret matching at every node (Lanctot et al. 2013, SM-MCTS-RM)
    on the compact model: each acting player samples from its regret-matching mix with
    exploration ``gamma``; a simulation adds one node and plays the rest at random; each player's
    regrets are updated with the importance-weighted return.  It plays a sample of the root's
    average mix (actions under 3% dropped).  Unrevealed choices are not part of the model, so the
    search sees exactly what the seat may know."""

    def __init__(self, budget: Budget, gamma: float = 0.15) -> None:
        self.budget = budget
        self.gamma = gamma
        self.name = "rm"
        self.last_simulations = 0

    def choose(self, observation: State[Any], player: int, rng: random.Random) -> Any:
        assert isinstance(observation, ZahlenpokerState)
        legal = observation.legal_actions(player)
        if len(legal) == 1:
            return legal[0]
        rules = Rules(observation.leftover, observation.empty_without_stones)
        start = model_of(observation)
        players = rules.acting(start)
        root = Node(players, [rules.choices(start, p) for p in players])
        clock = self.budget.start()
        while True:
            self._simulate(root, start, rules, rng)
            if not clock.tick():
                break
        self.last_simulations = clock.count
        k = players.index(player)
        mix = root.totals[k]
        total = sum(mix)
        weights = [w if w >= 0.03 * total else 0.0 for w in mix]
        return rng.choices(root.actions[k], weights=weights)[0]

    def _simulate(self, root: Node, start: Model, rules: Rules, rng: random.Random) -> None:
        gamma = self.gamma
        path: list[tuple[Node, list[int], list[list[float]]]] = []
        node: Node | None = root
        m = start
        while node is not None:
            chosen: list[int] = []
            policies: list[list[float]] = []
            node.visits += 1
            for k in range(len(node.players)):
                policy = node.policy(k, gamma)
                i = rng.choices(range(len(policy)), weights=policy)[0]
                chosen.append(i)
                policies.append(policy)
                totals = node.totals[k]
                for j, q in enumerate(policy):
                    totals[j] += node.visits * q  # linear averaging: later mixes count more
            path.append((node, chosen, policies))
            m = rules.play(m, node.players, [node.actions[k][i] for k, i in enumerate(chosen)])
            players = rules.acting(m)
            if not players:
                node = None
                break
            key = tuple(chosen)
            child = node.children.get(key)
            if child is None:
                node.children[key] = Node(players, [rules.choices(m, p) for p in players])
                node = None
            else:
                node = child
        # random playout to the end
        players = rules.acting(m)
        while players:
            m = rules.play(m, players, [rng.choice(rules.choices(m, p)) for p in players])
            players = rules.acting(m)
        values = rules.returns(m)
        for visited, chosen, policies in path:
            for k, p in enumerate(visited.players):
                i = chosen[k]
                counts, means, regrets = visited.counts[k], visited.means[k], visited.regrets[k]
                counts[i] += 1
                means[i] += (values[p] - means[i]) / counts[i]
                policy = policies[k]
                baseline = sum(q * v for q, v in zip(policy, means, strict=True))
                for j in range(len(regrets)):
                    regret = regrets[j] + means[j] - baseline
                    regrets[j] = regret if regret > 0 else 0.0  # regret matching+


def uses_equilibrium(observation: State[Any]) -> bool:
    """Whether the two-player equilibrium covers this game (two players, default options)."""
    return (
        isinstance(observation, ZahlenpokerState)
        and observation.num_players == 2
        and observation.leftover == "unopposed"
        and not observation.empty_without_stones
    )


class BestAgent:
    """The equilibrium where it applies, else the many-player agent."""

    def __init__(self, many: Agent) -> None:
        self.name = "best"
        self.equilibrium = EquilibriumAgent()
        self.many = many

    def choose(self, observation: State[Any], player: int, rng: random.Random) -> Any:
        if uses_equilibrium(observation):
            return self.equilibrium.choose(observation, player, rng)
        return self.many.choose(observation, player, rng)


def many_player_agent(sims: int | None = None, seconds: float | None = None, default: float = 0.5) -> Agent:
    """The agent for three and four players (and for options the equilibrium does not cover):
    ``sims`` simulations or ``seconds`` a move, ``default`` seconds where neither is given."""
    budget = Budget(seconds=seconds, nodes=sims) if sims or seconds else Budget(seconds=default)
    return RegretSearchAgent(budget)
