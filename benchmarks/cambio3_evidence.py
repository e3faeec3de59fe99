"""Can Cambio 3p's hard tell random opponents from careful ones in time, and what would it pay to guess?

    .venv/bin/python benchmarks/cambio3_evidence.py rules SCREEN_JSON [...] [--sims N]
    .venv/bin/python benchmarks/cambio3_evidence.py tells SCREEN_JSON [...]
    .venv/bin/python benchmarks/cambio3_evidence.py losses SCREEN_JSON [...]

Both replay the games of screens (``benchmarks/cambio3_screen.py A B ... --json FILE`` records every
game's actions; A is `fives.ai.cambio.mcts.CambioMCTSAgent`).

``rules``: at each push of A made while the log-odds of random play (`randomness`) were below
``evidence`` (the filter off), it searches the position again with a fixed number of simulations
(``--sims``, no filter) and keeps, for every root push, the tree's value ``q`` for A (the
value against careful players), its visits and its chance ``e`` of a loss to two random pushes
(`random_ends`).  Then, for each rule, it counts the decisions on which the rule would overrule the
tree's choice (the most visited push), and sums per game what the change takes off the loss chance
against random players (the gain, if the others push at random) and what it costs in the tree's
value (the loss, if they are careful; in score units, returns / 1.5).  The rules: the filter of
2026-11-30 with a margin that widens as the odds for random play fall (``risk * exp(evidence - L)``,
``--risk``).  (The expected-value choice ``stake=`` it also weighed was measured no better, see
docs/ai-strength.md, and is gone from the agent.)

``tells``: how the others' setup placements and first pushes differ from uniformly random ones: the
share of placements that put three of a symbol in a line (against what random placements would give
in the same positions) and the mean percentile, among the legal choices, of the placer's evaluation
(`evaluate_boards`) after the placement; and for the first 15 pushes, the mean percentile of the
pusher's line potentials (`side_values`, its own against the best other's) after the push; and at
A's decisions the log-odds of random play (`randomness`, for each ``--slips``): how many reach
``evidence`` (the filter on), and their median by the number of pushes made before.

``losses``: for every game A lost, each push of A with the log-odds of random play at that moment and
the exact chance, one round deep, that it loses to the two random players against that of the best push
(`cambio3_random_loss.push_deficits`); and in sum: the games whose last push of A was avoidable in that
sense, and the avoidable pushes made with the filter off (log-odds below ``evidence``).
"""

from __future__ import annotations

import argparse
import json
import math
import random
from typing import Any

from cambio3_random_loss import push_deficits

import fives.games
from fives.ai.cambio.engine import evaluate_boards, pushes_for, side_values
from fives.ai.cambio.mcts import EVIDENCE, RISK, CambioMCTSAgent, _Node, random_ends, randomness
from fives.ai.search.budget import Budget
from fives.games.cambio import HAS_LINE, PASS, PLACE_BASE, CambioState, holders, pushed

GAME = fives.games.load("cambio")


def replay(record: dict[str, Any]) -> Any:
    """Yields (state, player, action) for every action of a recorded game, before it is made."""
    state = GAME.new_state({"players": 3}, record["seed"])
    assert isinstance(state, CambioState)
    for action in record["actions"]:
        player = state.current_player()
        yield state, player, action
        state.push(action, player)


def searched(state: CambioState, seat: int, sims: int, seed: int) -> CambioMCTSAgent | None:
    """An agent after a search of ``sims`` simulations from ``state`` (no filter, no stake), with its
    root in ``root`` and every root push's random-model ends in ``_ends``; None if fewer than two
    root pushes end nothing."""
    agent = CambioMCTSAgent(Budget(nodes=sims), risk=None)
    agent.n = 3
    agent.forbid = state.forbid_other_lines
    agent.pushes_left = state.max_pushes - state.pushes
    root = _Node(state.boards, seat, 0, 3)
    agent._expand(root, 0)
    assert root.moves is not None
    agent._ends = {
        a: random_ends(after, (seat + 1) % 3, 2, seat, agent.forbid, True)
        for a, after, won in root.moves
        if not won
    }
    if len(agent._ends) < 2:
        return None
    rng = random.Random(seed)
    for _ in range(sims):
        agent._simulate(root, rng, HAS_LINE[3])
    agent.root = root  # type: ignore[attr-defined]
    return agent


def rules(args: argparse.Namespace) -> None:
    for name in args.files:
        with open(name) as f:
            games = json.load(f)
        found: list[tuple[CambioMCTSAgent, float, int]] = []
        for record in games:
            seat = record["seat"]
            for state, player, action in replay(record):
                if state.in_setup() or player != seat or action == PASS:
                    continue
                if holders(pushed(state.boards, seat, action)):
                    continue
                odds = randomness(state, seat)
                if odds >= args.evidence:
                    continue
                agent = searched(state, seat, args.sims, record["seed"])
                if agent is not None:
                    agent.last_randomness = odds
                    found.append((agent, odds, seat))
        n = len(games)
        print(f"{name}: {n} games, {len(found)} decisions of A with log-odds below {args.evidence}")
        for value in (args.risk,):
            changed = 0
            gain = cost = 0.0
            for agent, odds, seat in found:
                root = agent.root  # type: ignore[attr-defined]
                ends = agent._ends
                kids = {a: c for a, c in root.children.items() if c.visits}
                best = max(kids.items(), key=lambda item: item[1].visits)
                margin = value * math.exp(min(args.evidence - odds, 10.0))
                least = min(e for e, _ in ends.values())
                allowed = [
                    item for item in kids.items() if item[0] not in ends or ends[item[0]][0] <= least + margin
                ]
                other = max(allowed, key=lambda item: item[1].visits)
                if other[0] == best[0]:
                    continue
                changed += 1
                gain += ends.get(best[0], (0.0, 0.0))[0] - ends.get(other[0], (0.0, 0.0))[0]
                cost += best[1].totals[seat] / best[1].visits - other[1].totals[seat] / other[1].visits
            label = f"filter risk={value} (margin risk*exp(evidence-L))"
            print(
                f"  {label}: changes {changed} decisions; per game the loss chance to random pushes falls by"
                f" {gain / n:.4f}, the tree's value falls by {cost / 1.5 / n:.4f} (score units)"
            )


def percentile(values: list[float], value: float) -> float:
    below = sum(v < value for v in values) + 0.5 * (sum(v == value for v in values) - 1)
    return below / max(len(values) - 1, 1)


def placed_value(state: CambioState, player: int, action: int) -> float:
    """The placer's evaluation of the tray after the placement ``action``."""
    owner = state.steps[state.step]
    square = 1 << (action - PLACE_BASE)
    return evaluate_boards(tuple(b | square if q == owner else b for q, b in enumerate(state.boards)), player)


def edge(state: CambioState, player: int, action: int) -> float:
    """The pusher's line potentials after its push, against the best other player's."""
    v = side_values(pushed(state.boards, player, action))
    return v[player] - max(v[q] for q in range(3) if q != player)


def tells(args: argparse.Namespace) -> None:
    for name in args.files:
        with open(name) as f:
            games = json.load(f)
        placements = breaches = 0
        expected = placed = 0.0
        pushes: dict[int, list[float]] = {}
        odds: dict[float, dict[int, list[tuple[float, bool]]]] = {slip: {} for slip in args.slips}
        for record in games:
            seat = record["seat"]
            count = 0
            for state, player, action in replay(record):
                if player == seat and action != PASS and not state.in_setup():
                    for slip in args.slips:
                        by_push = odds[slip].setdefault(min(state.pushes // 3, 5), [])
                        quiet = not holders(pushed(state.boards, seat, action))
                        by_push.append((randomness(state, seat, slip), quiet))
                if player == seat or action == PASS:
                    continue
                if state.in_setup():
                    owner = state.steps[state.step]
                    legal = state.legal_actions(player)
                    breach = [bool(state._advice_breaches(owner, a - PLACE_BASE)) for a in legal]
                    placements += 1
                    breaches += breach[legal.index(action)]
                    expected += sum(breach) / len(breach)

                    placed += percentile(
                        [placed_value(state, player, a) for a in legal], placed_value(state, player, action)
                    )
                    continue
                count += 1
                if count > 15 or holders(state.boards):
                    continue

                values = [edge(state, player, a) for a in pushes_for(state.boards, player)]
                pushes.setdefault((count - 1) // 5, []).append(
                    percentile(values, edge(state, player, action))
                )
        print(
            f"{name}: the others' placements {placements}: three in a line {breaches / placements:.3f}"
            f" (uniformly random in the same positions: {expected / placements:.3f}); mean percentile of the"
            f" placer's evaluation {placed / placements:.3f} (random: 0.5)"
        )
        shown = ", ".join(
            f"pushes {5 * k + 1}-{5 * k + 5}: {sum(v) / len(v):.3f} ({len(v)})"
            for k, v in sorted(pushes.items())
        )
        print(f"  the others' pushes, mean percentile of the pusher's line potentials (random: 0.5): {shown}")
        for slip, by_push in odds.items():
            every = [v for values in by_push.values() for v in values]
            on = sum(v >= args.evidence for v, _ in every)
            quiet = [v for v, q in every if q]
            medians = ", ".join(
                f"{3 * k}{'+' if k == 5 else f'-{3 * k + 2}'}: {sorted(v)[len(v) // 2][0]:+.2f}"
                for k, v in sorted(by_push.items())
            )
            print(
                f"  slip {slip}: A's decisions with log-odds >= {args.evidence}: {on} of {len(every)}"
                f" ({sum(v >= args.evidence for v in quiet)} of the {len(quiet)} whose push ends nothing);"
                f" median log-odds by pushes made before: {medians}"
            )


def losses(args: argparse.Namespace) -> None:
    for name in args.files:
        with open(name) as f:
            games = json.load(f)
        lost = last_avoidable = early = 0
        avoidable: list[tuple[float, float]] = []  # (log-odds, excess) of each avoidable push in a lost game
        for record in games:
            if record["score"] > 0.0:
                continue
            lost += 1
            seat = record["seat"]
            rows = []
            last = False
            for state, player, action in replay(record):
                if state.in_setup() or player != seat or action == PASS:
                    continue
                values = push_deficits(state, seat, 1)
                best = min(values.values())
                odds = randomness(state, seat)
                rows.append(f"#{state.pushes + 1} L={odds:+.1f} {values[action]:.3f}/{best:.3f}")
                excess = values[action] - best
                if excess > 1e-9:
                    avoidable.append((odds, excess))
                last = excess > 1e-9
            last_avoidable += last
            early += not rows
            print(f"  seed {record['seed']} P{seat + 1}: " + ", ".join(rows), flush=True)
        off = [e for odds, e in avoidable if odds < args.evidence]
        print(
            f"{name}: {lost} games lost, {early} before A's first push; A's last push avoidable in"
            f" {last_avoidable}; avoidable pushes"
            f" {len(avoidable)} (excess chance {sum(e for _, e in avoidable):.2f}), of which {len(off)}"
            f" with the filter off (log-odds < {args.evidence}; excess {sum(off):.2f})"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="mode", required=True)
    r = sub.add_parser("rules")
    r.add_argument("files", nargs="+")
    r.add_argument("--sims", type=int, default=1500)
    r.add_argument("--risk", type=float, default=RISK)
    r.add_argument("--evidence", type=float, default=EVIDENCE)
    t = sub.add_parser("tells")
    t.add_argument("files", nargs="+")
    t.add_argument("--slips", type=float, nargs="+", default=[0.1, 0.02])
    t.add_argument("--evidence", type=float, default=EVIDENCE)
    lo = sub.add_parser("losses")
    lo.add_argument("files", nargs="+")
    lo.add_argument("--evidence", type=float, default=EVIDENCE)
    args = parser.parse_args()
    if args.mode == "rules":
        rules(args)
    elif args.mode == "losses":
        losses(args)
    else:
        tells(args)


if __name__ == "__main__":
    main()
