"""How much of three-player Cambio's loss against two random players can any agent avoid?

    .venv/bin/python -m benchmarks.evidence.cambio3_random_loss games SCREEN_JSON
    .venv/bin/python -m benchmarks.evidence.cambio3_random_loss endings SCREEN_JSON
    .venv/bin/python -m benchmarks.evidence.cambio3_random_loss bound SETUPS SEED [--seats 0 1 2] [--rounds R]
    .venv/bin/python -m benchmarks.evidence.cambio3_random_loss policy GAMES SEED [--rounds R] [--placer NAME]

The *deficit* of a result is 1 minus the arena's score ``(return + 1/2) / 1.5``: 0 for a sole win, 1/2
for a win shared with one other player, 1 for a loss (and 2/3 for a draw).  `deficit` is an exact
expectimax: the ``root`` player picks the push of the smallest expected deficit, the two others push
uniformly at random (as the arena's ``random`` does: every legal push alike), for ``rounds`` of the
root's decisions; a game not over by then counts 0.  So ``deficit(..., rounds)`` is a **lower bound** of
what the best possible agent concedes from that position, and grows with ``rounds`` towards it.

``games`` replays the lost games of a screen (``python -m benchmarks.evidence.screen cambio ...
--players 3 --json FILE``, which records every game's actions) and prints, for each of A's
pushes, the one-round deficit of the push played against that of the best push, and at the end
of the setup the deficit that no push can avoid.

``bound`` plays SETUPS setups per seat (A's placements by the level's placer or at random, the others' at
random) and prints the mean deficit that no push of A can avoid: before A's first push, within its
first round, and (``--rounds 2``) within two rounds: lower bounds of what any agent concedes, given
such placements.

``endings`` tells how a screen's games ended (A's sole wins, shared wins and losses) by who made the
last push and by A's seat, and for the wins A shared by its own push whether it had a push that ended
nothing and left the next player no winning push.

``policy`` plays GAMES games (seats rotated) of a player that pushes by ``deficit`` (the ``rounds``-round
expectimax, ties by a one-round look at its own next wins) against two random players, with setup
placements by ``--placer`` (``hard``: the level's own placer, ``random``), and prints its loss rate by seat
(an **upper bound** of the best agent's, up to sampling) beside the mean of the unavoidable deficit at the
end of the setup (the lower bound).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys

import fives.games
from fives.ai.search.budget import Budget
from fives.core import winner_return
from fives.games.cambio import PASS, CambioState, holders, pushed
from fives.games.cambio.ai.engine import push_holders, pushes_for, winning_pushes, wins_now
from fives.games.cambio.ai.mcts import CambioMCTSAgent


def deficit_of(winners: list[int], root: int, n: int = 3) -> float:
    """1 - the arena's score of ``root`` for a game won by ``winners``."""
    return 1.0 - (winner_return(winners, root, n) + 0.5) / 1.5


def deficit(boards: tuple[int, ...], mover: int, root: int, rounds: int, cut: float = math.inf) -> float:
    """The expected deficit of ``root`` (see the module docstring); ``boards`` hold no line, ``mover`` is
    to push.  ``cut``: a root node stops as soon as the value is known to be at least ``cut``."""
    n = len(boards)
    nxt = (mover + 1) % n
    legal = pushes_for(boards, mover)
    if mover == root:
        if rounds <= 0:
            return 0.0
        if not legal:
            return deficit(boards, nxt, root, rounds - 1)
        best = 1.0
        quiet = []
        for action in legal:
            after = pushed(boards, mover, action)
            won = push_holders(after, mover, action)
            if won:
                best = min(best, deficit_of(won, root, n))
            else:
                quiet.append(after)
        if best == 0.0:
            return 0.0
        for after in quiet:
            best = min(best, _random_node(after, nxt, root, rounds - 1, best))
            if best == 0.0:
                break
        return best
    return _random_node(boards, mover, root, rounds, cut)


def _random_node(boards: tuple[int, ...], mover: int, root: int, rounds: int, cut: float) -> float:
    """A random player's node: the mean over its pushes; stops early (returning a value >= ``cut``)
    once the mean is known to reach ``cut`` (all deficits are >= 0)."""
    n = len(boards)
    nxt = (mover + 1) % n
    legal = pushes_for(boards, mover)
    if not legal:
        return deficit(boards, nxt, root, rounds, cut)
    count = len(legal)
    total = 0.0
    limit = cut * count
    for action in legal:
        after = pushed(boards, mover, action)
        won = push_holders(after, mover, action)
        if won:
            total += deficit_of(won, root, n)
        elif nxt == root:
            if rounds > 0:
                total += deficit(after, nxt, root, rounds)
        else:
            total += _random_node(after, nxt, root, rounds, math.inf)
        if total >= limit:
            return total / count
    return total / count


def setup_end_deficit(boards: tuple[int, ...], root: int, rounds: int) -> float:
    """`deficit` from the tray at the end of the setup (P1 to push), which may hold a line: such a line
    counts after the first push (unless that push breaks it)."""
    if not holders(boards):
        return deficit(boards, 0, root, rounds)
    n = len(boards)
    values = []
    for action in pushes_for(boards, 0):
        after = pushed(boards, 0, action)
        won = holders(after)
        if won:
            values.append(deficit_of(won, root, n))
        else:
            values.append(deficit(after, 1, root, rounds - 1 if root == 0 else rounds))
    return min(values) if root == 0 else sum(values) / len(values)


def push_deficits(state: CambioState, player: int, rounds: int) -> dict[int, float]:
    """The expected deficit after each legal push of ``player`` (then random others, ``rounds`` - 1
    more decisions of ``player``)."""
    boards = state.boards
    n = state.num_players
    out: dict[int, float] = {}
    for action in state.legal_actions(player):
        if action == PASS:
            out[action] = deficit(boards, (player + 1) % n, player, rounds - 1)
            continue
        after = pushed(boards, player, action)
        won = push_holders(after, player, action)
        nxt = (player + 1) % n
        out[action] = deficit_of(won, player, n) if won else deficit(after, nxt, player, rounds - 1)
    return out


def _threats(state: CambioState, player: int, action: int) -> int:
    """A tie-break for the policy: a win now first, then the most winning pushes for next turn."""
    if action == PASS:
        return 0
    after = pushed(state.boards, player, action)
    if push_holders(after, player, action) == [player]:
        return 100
    return winning_pushes(after, player)


def replay(args: argparse.Namespace) -> None:
    with open(args.file) as f:
        games = json.load(f)
    game = fives.games.load("cambio")
    for record in games:
        if record["score"] >= 0.5:
            continue
        seat = record["seat"]
        state = game.new_state({"players": 3}, record["seed"])
        assert isinstance(state, CambioState)
        print(f"seed {record['seed']} seat P{seat + 1}: score {record['score']:.2f}")
        pushes = 0
        for action in record["actions"]:
            player = state.current_player()
            if not state.in_setup():
                if pushes == 0:
                    unavoidable = setup_end_deficit(state.boards, seat, 1)
                    print(f"  end of setup: unavoidable deficit within one round {unavoidable:.4f}")
                if player == seat:
                    values = push_deficits(state, seat, 1)
                    best = min(values.values())
                    mark = "  <-- avoidable" if values[action] > best + 1e-9 else ""
                    print(
                        f"  push {pushes + 1} {state.action_to_string(action)}: deficit {values[action]:.4f},"
                        f" best {best:.4f}{mark}"
                    )
                pushes += 1
            state.push(action, player)
        print(f"  ended after {pushes} pushes, returns {state.returns()}")
        sys.stdout.flush()


def endings(args: argparse.Namespace) -> None:
    """How the games of a screen ended: A's result by who made the last push (A, the next player after
    A, the one before A) and by A's seat, and whether A could have ended the game alone just before."""
    with open(args.file) as f:
        games = json.load(f)
    game = fives.games.load("cambio")
    table: dict[tuple[str, str], int] = {}
    by_seat: dict[tuple[str, int], int] = {}
    lengths: dict[str, list[int]] = {}
    alternatives: list[int] = []  # for the wins A shared by its own push: its safe pushes then
    for record in games:
        seat = record["seat"]
        state = game.new_state({"players": 3}, record["seed"])
        assert isinstance(state, CambioState)
        last = -1
        pushes = 0
        safe = 0
        for action in record["actions"]:
            player = state.current_player()
            if not state.in_setup():
                last = player
                pushes += 1
                if player == seat:  # A's pushes that end nothing and leave the next player no win
                    nxt = (seat + 1) % 3
                    safe = sum(
                        not holders(after) and not wins_now(after, nxt)
                        for after in (pushed(state.boards, seat, a) for a in pushes_for(state.boards, seat))
                    )
            state.push(action, player)
        returns = state.returns()
        kind = {1.0: "sole win", 0.25: "shared win", -0.5: "loss"}.get(returns[seat], "no winner")
        if kind == "loss" and max(returns) == 0.25:
            kind = "loss (shared by the others)"
        who = "A" if last == seat else ("next" if last == (seat + 1) % 3 else "previous")
        table[(kind, who)] = table.get((kind, who), 0) + 1
        if who == "A" and kind == "shared win":
            alternatives.append(safe)
        by_seat[(kind, seat)] = by_seat.get((kind, seat), 0) + 1
        lengths.setdefault(kind, []).append(pushes)
    kinds = sorted({k for k, _ in table})
    print(f"{len(games)} games; A's result by who made the last push / by A's seat / mean pushes")
    for kind in kinds:
        cells = " ".join(f"{who} {table.get((kind, who), 0):3d}" for who in ("A", "next", "previous"))
        seats = " ".join(f"P{s + 1} {by_seat.get((kind, s), 0):3d}" for s in range(3))
        mean = sum(lengths[kind]) / len(lengths[kind])
        print(f"  {kind:28s} {cells} | {seats} | {mean:.1f} pushes")
    if alternatives:
        print(
            f"  wins A shared by its own push: {len(alternatives)}; with another push that ends nothing and"
            f" leaves the next player no win: {sum(a > 0 for a in alternatives)} (such pushes on average"
            f" {_avg(alternatives)})"
        )


def bound(args: argparse.Namespace) -> None:
    """The unavoidable deficit at the end of the setup over many setups: A's placements by the level's
    placer (or at random), the others' at random."""
    game = fives.games.load("cambio")
    placer = CambioMCTSAgent(Budget(seconds=args.place_seconds))
    for seat in args.seats:
        before: list[float] = []
        first: list[float] = []
        second: list[float] = []
        for k in range(args.setups):
            seed = args.seed + k
            state = game.new_state({"players": 3}, seed)
            assert isinstance(state, CambioState)
            rng = random.Random(seed * 7 + seat)
            while state.in_setup():
                player = state.current_player()
                if player == seat and args.placer == "hard":
                    action = placer.choose(state, player, rng)
                else:
                    action = rng.choice(state.legal_actions(player))
                state.push(action, player)
            before.append(setup_end_deficit(state.boards, seat, 0) if seat else 0.0)
            first.append(setup_end_deficit(state.boards, seat, 1))
            if args.rounds >= 2:
                second.append(setup_end_deficit(state.boards, seat, 2))
        parts = [f"before A's first push {_mean(before)}", f"within A's first round {_mean(first)}"]
        if second:
            parts.append(f"within two rounds {_mean(second)}")
        print(f"P{seat + 1}, {args.setups} setups (placer {args.placer}): " + "; ".join(parts), flush=True)


def _mean(values: list[float]) -> str:
    mean = sum(values) / len(values)
    sd = math.sqrt(sum((v - mean) ** 2 for v in values) / max(len(values) - 1, 1))
    return f"{mean:.4f} ± {1.96 * sd / math.sqrt(len(values)):.4f}"


def _avg(values: list[int]) -> str:
    return f"{sum(values) / len(values):.1f}"


def policy(args: argparse.Namespace) -> None:
    game = fives.games.load("cambio")
    placer = CambioMCTSAgent(Budget(seconds=args.place_seconds))
    by_seat: dict[int, list[float]] = {0: [], 1: [], 2: []}
    bound: dict[int, list[float]] = {0: [], 1: [], 2: []}
    for k in range(args.games):
        seat = k % 3
        seed = args.seed + k // 3
        state = game.new_state({"players": 3}, seed)
        assert isinstance(state, CambioState)
        rng = random.Random(seed * 7 + seat)
        pushes = 0
        while not state.is_terminal():
            player = state.current_player()
            legal = state.legal_actions(player)
            if state.in_setup():
                if player == seat and args.placer == "hard":
                    action = placer.choose(state, player, rng)
                else:
                    action = rng.choice(legal)
            else:
                if pushes == 0:
                    bound[seat].append(setup_end_deficit(state.boards, seat, 1))
                if player == seat:
                    values = push_deficits(state, seat, args.rounds)
                    best = min(values.values())
                    kept = [a for a, v in values.items() if v <= best + 1e-9]
                    action = max(kept, key=lambda a: (_threats(state, seat, a), rng.random()))
                else:
                    action = rng.choice(legal)
                pushes += 1
            state.push(action, player)
        d = 1.0 - (state.returns()[seat] + 0.5) / 1.5
        by_seat[seat].append(d)
        if d > 0:
            print(f"  game {k} seed {seed} seat P{seat + 1}: deficit {d:.2f}, {pushes} pushes", flush=True)
    total = [d for v in by_seat.values() for d in v]
    bounds = [d for v in bound.values() for d in v]
    mean = sum(total) / len(total)
    half = 1.96 * math.sqrt(max(mean * (1 - mean), 0.0) / len(total))
    print(
        f"policy (rounds={args.rounds}, placer={args.placer}) vs 2 x random, {len(total)} games: "
        f"deficit {mean:.4f} ± {half:.4f} (score {1 - mean:.4f}); by seat "
        + " ".join(f"P{s + 1} {sum(v) / len(v):.4f}" for s, v in by_seat.items() if v)
    )
    print(
        "unavoidable within the first round after the setup (lower bound, these setups): "
        f"{sum(bounds) / len(bounds):.4f}; "
        + " ".join(f"P{s + 1} {sum(v) / len(v):.4f}" for s, v in bound.items() if v)
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="mode", required=True)
    g = sub.add_parser("games")
    g.add_argument("file")
    b = sub.add_parser("bound")
    b.add_argument("setups", type=int)
    b.add_argument("seed", type=int)
    b.add_argument("--seats", type=int, nargs="+", default=[0, 1, 2])
    b.add_argument("--rounds", type=int, default=1)
    b.add_argument("--placer", choices=("hard", "random"), default="hard")
    b.add_argument("--place-seconds", type=float, default=0.2)
    e = sub.add_parser("endings")
    e.add_argument("file")
    p = sub.add_parser("policy")
    p.add_argument("games", type=int)
    p.add_argument("seed", type=int)
    p.add_argument("--rounds", type=int, default=1)
    p.add_argument("--placer", choices=("hard", "random"), default="hard")
    p.add_argument("--place-seconds", type=float, default=0.2)
    args = parser.parse_args()
    if args.mode == "games":
        replay(args)
    elif args.mode == "bound":
        bound(args)
    elif args.mode == "endings":
        endings(args)
    else:
        policy(args)


if __name__ == "__main__":
    main()
