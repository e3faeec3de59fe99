"""Zahlenpoker with three and four players: model the opponents from their revealed choices, play
a best response to the model.

After every reveal the whole state is public (hands, empty hands, stones won); only a choice not
yet revealed is secret.  So every choice an opponent has shown in this game is evidence about how
it plays.  `opponent_model` reads the seat's observation only (the finished rounds and the hands;
the other players' unrevealed choices are not read) and gives each opponent a posterior over a
few *types*:

- ``uniform``: any legal choice alike (a random player);
- ``highest`` / ``lowest``: the highest / lowest stone held (with a small tremble ``EPS``);
- ``frequency``: a mix over the *categories* empty hand / lowest / middle / highest stone held,
  Dirichlet-smoothed counts of the opponent's own choices (prior: the ``TYPICAL`` mix);
- ``strategic``: an adaptive, equilibrium-like player; judged by the ``TYPICAL`` category mix,
  and played inside the search by regret matching (the `rm` search, as a fallback for opponents
  that the fixed types do not explain).

The posterior is Bayes' rule over the shown choices (each type's probability of each choice,
the ``frequency`` type by its predictive probability before the choice was counted).

`ModelSearchAgent` (spec ``model``) then searches the public game tree as a best response: in
every simulation each opponent's type is drawn from its posterior and kept to the end of the
simulation; at every simultaneous node the agent picks its own choice by UCB1 on its mean return,
an opponent of a fixed type samples its modelled choice, a ``strategic`` one its regret-matching
mix (updated from its own returns); after the tree, a playout with the same policies (the agent
at random).  This is sampled expectimax over the opponents' modelled choices.  The agent plays
its root choice with the most visits.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any

from fives.ai.search.budget import Budget
from fives.core import State
from fives.games.zahlenpoker import EMPTY, OUT, STEAL, VALUES, Hand, ZahlenpokerState
from fives.games.zahlenpoker.ai.regret import Model, Node, Rules, model_of

TYPES = ("uniform", "highest", "lowest", "frequency", "strategic")
UNIFORM, HIGHEST, LOWEST, FREQUENCY, STRATEGIC = range(len(TYPES))
PRIOR = (0.2, 0.1, 0.1, 0.3, 0.3)
EPS = 0.03  # the tremble of the highest / lowest types
# categories of a choice, relative to the hand it was chosen from
C_EMPTY, C_LOW, C_MID, C_HIGH = range(4)
#: An equilibrium-like category mix (the two-player equilibrium's first round: empty 13%, 1 28%,
#: 2 and 3 43%, 4 16%): the ``strategic`` type's likelihood and the ``frequency`` type's prior mean.
TYPICAL = (0.13, 0.28, 0.43, 0.16)
PRIOR_STRENGTH = 3.0  # pseudo-counts of the frequency type's Dirichlet prior


def categorized(hand: Hand, used: bool) -> list[tuple[int, int]]:
    """The choices from ``hand`` (with the empty hand unless ``used``) and their categories: the
    highest value held is HIGH (also when it is the only one), the lowest LOW, others MID."""
    held = [v for v in VALUES if hand[v - 1] > 0]
    out = [] if used else [(EMPTY, C_EMPTY)]
    for v in held:
        out.append((v, C_HIGH if v == held[-1] else C_LOW if v == held[0] else C_MID))
    return out


def category_policy(hand: Hand, used: bool, weights: tuple[float, ...] | list[float]) -> dict[int, float]:
    """Category weights spread over the choices: each available category gets its weight
    (renormalised over the categories available), split evenly among its choices."""
    cats = categorized(hand, used)
    sizes = [0, 0, 0, 0]
    for _, c in cats:
        sizes[c] += 1
    total = sum(weights[c] for c in range(4) if sizes[c])
    if total <= 0:
        return {a: 1.0 / len(cats) for a, _ in cats}
    return {a: weights[c] / total / sizes[c] for a, c in cats}


def type_policy(kind: int, hand: Hand, used: bool, weights: list[float] | None = None) -> dict[int, float]:
    """A type's probability of each choice from ``hand`` (``weights``: the frequency type's
    category weights; the strategic type is judged by ``TYPICAL``)."""
    cats = categorized(hand, used)
    if not cats:
        return {}
    uniform = 1.0 / len(cats)
    if kind == UNIFORM:
        return {a: uniform for a, _ in cats}
    if kind in (HIGHEST, LOWEST):
        stones = [a for a, _ in cats if a != EMPTY]
        if not stones:
            return {a: uniform for a, _ in cats}
        pick = max(stones) if kind == HIGHEST else min(stones)
        return {a: EPS * uniform + (1.0 - EPS if a == pick else 0.0) for a, _ in cats}
    if kind == FREQUENCY:
        assert weights is not None
        return category_policy(hand, used, weights)
    return category_policy(hand, used, TYPICAL)


def shown_choices(state: ZahlenpokerState) -> list[tuple[int, Hand, bool, int]]:
    """Every choice shown in the finished rounds, oldest first: (player, the hand and whether the
    empty hand was used before that round, the choice).  Reconstructed backwards from the public
    hands (a chosen stone stays in the hand until the reveal, so the hands are public)."""
    hands = [list(h) for h in state.hands]
    used = list(state.empty_used)
    reveals = [r.shown for r in state.rounds]
    if state.reveal is not None:  # shown, waiting for the steal: not yet a finished round
        reveals.append(state.reveal)
    out: list[tuple[int, Hand, bool, int]] = []
    for shown in reversed(reveals):
        for p, v in enumerate(shown):
            if v == OUT:
                continue
            if v > 0:
                hands[p][v - 1] += 1
            else:
                used[p] = False
            h = hands[p]
            out.append((p, (h[0], h[1], h[2], h[3]), used[p], v))
    out.reverse()
    return out


@dataclass
class OpponentModel:
    """Per player: the posterior over `TYPES` and the frequency type's category weights."""

    posterior: list[list[float]]
    weights: list[list[float]]
    observed: list[int] = field(default_factory=list)

    def policy(self, player: int, hand: Hand, used: bool) -> dict[int, float]:
        """The predicted probability of each choice of ``player`` (the posterior mixture)."""
        mix: dict[int, float] = {}
        for kind, w in enumerate(self.posterior[player]):
            for a, q in type_policy(kind, hand, used, self.weights[player]).items():
                mix[a] = mix.get(a, 0.0) + w * q
        return mix


def opponent_model(state: ZahlenpokerState) -> OpponentModel:
    """The posterior over each player's type from the choices shown so far in this game."""
    n = state.num_players
    logs = [[math.log(p) for p in PRIOR] for _ in range(n)]
    counts = [[PRIOR_STRENGTH * t for t in TYPICAL] for _ in range(n)]
    observed = [0] * n
    for p, hand, used, shown in shown_choices(state):
        for kind in range(len(TYPES)):
            q = type_policy(kind, hand, used, counts[p]).get(shown, 0.0)
            logs[p][kind] += math.log(max(q, 1e-12))
        category = dict(categorized(hand, used))[shown]
        counts[p][category] += 1.0
        observed[p] += 1
    posterior = []
    for row in logs:
        top = max(row)
        w = [math.exp(x - top) for x in row]
        total = sum(w)
        posterior.append([x / total for x in w])
    weights = [[c / sum(row) for c in row] for row in counts]
    return OpponentModel(posterior, weights, observed)


class ModelSearchAgent:
    """A best response, found by search, to a Bayesian model of each opponent (see the module)."""

    def __init__(self, budget: Budget, c: float = 0.7, gamma: float = 0.15, own: int = UNIFORM) -> None:
        """``own``: the type whose policy the agent itself follows in the playouts (uniform)."""
        self.budget = budget
        self.own = own
        self.c = c
        self.gamma = gamma
        self.name = "model"
        self.last_simulations = 0

    def choose(self, observation: State[Any], player: int, rng: random.Random) -> Any:
        assert isinstance(observation, ZahlenpokerState)
        legal = observation.legal_actions(player)
        if len(legal) == 1:
            return legal[0]
        search = _Search(observation, player, self.c, self.gamma, rng, self.own)
        clock = self.budget.start()
        while True:
            search.simulate()
            if not clock.tick():
                break
        self.last_simulations = clock.count
        root = search.root
        k = root.players.index(player)
        counts, means = root.counts[k], root.means[k]
        best = max(range(len(counts)), key=lambda i: (counts[i], means[i]))
        return root.actions[k][best]


class _Search:
    def __init__(
        self, state: ZahlenpokerState, me: int, c: float, gamma: float, rng: random.Random, own: int
    ) -> None:
        self.me = me
        self.own = own
        self.c = c
        self.gamma = gamma
        self.rng = rng
        self.rules = Rules(state.leftover, state.empty_without_stones)
        self.start = model_of(state)
        self.model = opponent_model(state)
        players = self.rules.acting(self.start)
        self.root = Node(players, [self.rules.choices(self.start, p) for p in players])
        n = state.num_players
        self.cum_types = []
        for p in range(n):
            acc, cum = 0.0, []
            for w in self.model.posterior[p]:
                acc += w
                cum.append(acc)
            self.cum_types.append(cum)
        self._cache: dict[tuple[int, int, Hand, bool], tuple[list[int], list[float]]] = {}

    def _sample_type(self, p: int) -> int:
        x = self.rng.random() * self.cum_types[p][-1]
        for kind, edge in enumerate(self.cum_types[p]):
            if x < edge:
                return kind
        return len(TYPES) - 1

    def _modelled(self, m: Model, p: int, kind: int) -> int:
        """A choice of opponent ``p`` of type ``kind`` (a steal: the highest stone, or any for
        the uniform type)."""
        if m.reveal is not None:
            options = [q for q, v in enumerate(m.reveal) if v > 0]
            if kind == UNIFORM:
                return STEAL + self.rng.choice(options)
            return STEAL + max(options, key=lambda q: (m.reveal or ())[q])
        key = (p, kind, m.hands[p], m.used[p])
        entry = self._cache.get(key)
        if entry is None:
            policy = type_policy(kind, m.hands[p], m.used[p], self.model.weights[p])
            actions = list(policy)
            acc, cum = 0.0, []
            for a in actions:
                acc += policy[a]
                cum.append(acc)
            entry = (actions, cum)
            self._cache[key] = entry
        actions, cum = entry
        x = self.rng.random() * cum[-1]
        for a, edge in zip(actions, cum, strict=True):
            if x < edge:
                return a
        return actions[-1]

    def simulate(self) -> None:
        rng, rules, me = self.rng, self.rules, self.me
        kinds = [self._sample_type(p) if p != me else self.own for p in range(len(self.start.hands))]
        path: list[tuple[Node, list[int], list[list[float]]]] = []
        node: Node | None = self.root
        m = self.start
        while node is not None:
            node.visits += 1
            chosen: list[int] = []
            policies: list[list[float]] = []
            for k, p in enumerate(node.players):
                actions = node.actions[k]
                policy: list[float] = []
                if p == me:
                    i = self._ucb(node, k)
                elif kinds[p] == STRATEGIC and m.reveal is None:
                    policy = node.policy(k, self.gamma)
                    i = rng.choices(range(len(policy)), weights=policy)[0]
                    totals = node.totals[k]
                    for j, q in enumerate(policy):
                        totals[j] += q
                else:
                    i = actions.index(self._modelled(m, p, kinds[p]))
                chosen.append(i)
                policies.append(policy)
            path.append((node, chosen, policies))
            m = rules.play(m, node.players, [node.actions[k][i] for k, i in enumerate(chosen)])
            players = rules.acting(m)
            if not players:
                break
            key = tuple(chosen)
            child = node.children.get(key)
            if child is None:
                node.children[key] = Node(players, [rules.choices(m, p) for p in players])
                break
            node = child
        players = rules.acting(m)
        while players:
            actions = [self._modelled(m, p, kinds[p]) for p in players]
            m = rules.play(m, players, actions)
            players = rules.acting(m)
        values = rules.returns(m)
        for visited, chosen, policies in path:
            for k, p in enumerate(visited.players):
                if p != me and not policies[k]:
                    continue
                i = chosen[k]
                counts, means = visited.counts[k], visited.means[k]
                counts[i] += 1
                means[i] += (values[p] - means[i]) / counts[i]
                if p != me:
                    regrets = visited.regrets[k]
                    baseline = sum(q * v for q, v in zip(policies[k], means, strict=True))
                    for j in range(len(regrets)):
                        regret = regrets[j] + means[j] - baseline
                        regrets[j] = regret if regret > 0 else 0.0

    def _ucb(self, node: Node, k: int) -> int:
        counts, means = node.counts[k], node.means[k]
        unvisited = [i for i, n in enumerate(counts) if n == 0]
        if unvisited:
            return self.rng.choice(unvisited)
        log_n = math.log(sum(counts))
        c = self.c
        return max(range(len(counts)), key=lambda i: means[i] + c * math.sqrt(log_n / counts[i]))
