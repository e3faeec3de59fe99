"""Positions for Torris's learned value (`fives.games.torris.ai.value`): self-play with varied
openings, labelled.

    .venv/bin/python -m benchmarks.training.torris_value_data GAMES SEED OUT.jsonl [--sims 300]
        [--random-plies 6] [--epsilon 0.3] [--nodes 30000]

Plays GAMES games of `TorrisAgent` (``--sims`` simulations per move, its root solver on) against
itself on random deals (the seed of game k is SEED + k).  In the first ``--random-plies`` plies each
move is a uniformly random legal move with probability ``--epsilon``, so the positions vary beyond
the deal.  Every position after the setup (and before the end) becomes one line of OUT.jsonl:
``{"towers": [[stone, ...] x 32], "turn": 0|1, "ply": k, "result": r, "exact": e, "seed": s}``
with ``r`` the game's result for White (1, 0, -1) and ``e`` the exact value for White from the
solver (``--nodes`` per position, its table shared along the game, walking back from the end until a
position is too big), or null where it was not proved.
"""

from __future__ import annotations

import argparse
import json
import random
import time

from fives.ai.search.budget import Budget
from fives.core import CHANCE
from fives.games import load
from fives.games.torris import TorrisState
from fives.games.torris.ai.board import Tower
from fives.games.torris.ai.engine import SolveBudgetExceeded, Solver, TorrisAgent


def play_one(
    seed: int, sims: int, random_plies: int, epsilon: float
) -> tuple[list[tuple[list[Tower], int]], int]:
    """One self-play game: the positions after the setup (towers, player to move) and White's result."""
    game = load("torris")
    state = game.new_state({}, seed)
    rng = random.Random(seed)
    agents = [TorrisAgent(Budget(nodes=sims)), TorrisAgent(Budget(nodes=sims))]
    positions: list[tuple[list[Tower], int]] = []
    ply = 0
    while not state.is_terminal():
        player = state.current_player()
        if player == CHANCE:
            state.push(state.sample_chance(rng), CHANCE)
            continue
        assert isinstance(state, TorrisState)
        positions.append((list(state.towers), player))
        legal = state.legal_actions(player)
        if ply < random_plies and rng.random() < epsilon:
            action = rng.choice(legal)
        else:
            action = agents[player].choose(state, player, rng)
        state.push(action, player)
        ply += 1
    returns = state.returns()
    white = 0 if returns[0] == returns[1] else (1 if returns[0] > returns[1] else -1)
    return positions, white


def label_exact(positions: list[tuple[list[Tower], int]], nodes: int) -> list[int | None]:
    """White's exact value of each position, from the end backwards until one is too big."""
    solver = Solver()
    exact: list[int | None] = [None] * len(positions)
    for i in range(len(positions) - 1, -1, -1):
        towers, turn = positions[i]
        try:
            value, _ = solver.solve(towers, turn, nodes)
        except SolveBudgetExceeded:
            break
        exact[i] = value if turn == 0 else -value
    return exact


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", type=int)
    parser.add_argument("seed", type=int)
    parser.add_argument("out")
    parser.add_argument("--sims", type=int, default=300)
    parser.add_argument("--random-plies", type=int, default=6)
    parser.add_argument("--epsilon", type=float, default=0.3)
    parser.add_argument("--nodes", type=int, default=30000)
    args = parser.parse_args()
    started = time.process_time()
    count = 0
    with open(args.out, "w", encoding="utf-8") as out:
        for k in range(args.games):
            seed = args.seed + k
            positions, white = play_one(seed, args.sims, args.random_plies, args.epsilon)
            exact = label_exact(positions, args.nodes)
            for ply, ((towers, turn), value) in enumerate(zip(positions, exact, strict=True)):
                line = {"towers": [list(t) for t in towers], "turn": turn, "ply": ply}
                line |= {"result": white, "exact": value, "seed": seed}
                out.write(json.dumps(line, separators=(",", ":")) + "\n")
                count += 1
            out.flush()
            if (k + 1) % 50 == 0:
                print(
                    f"{k + 1} games, {count} positions, {time.process_time() - started:.0f} CPU s", flush=True
                )
    print(f"{args.games} games, {count} positions, {time.process_time() - started:.0f} CPU s")


if __name__ == "__main__":
    main()
