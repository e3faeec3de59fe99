"""Nodes and CPU time of Torris's exact solver on middle-game positions.

    .venv/bin/python -m benchmarks.evidence.torris_solver_speed [--positions 12] [--ply 11] [--nodes 400000]

The positions: ``--positions`` seeded deals played ``--ply`` moves on (the move of the highest gain
with probability 0.7, else a random one, as in games between searches), each solved by a fresh
`fives.games.torris.ai.engine.Solver` within ``--nodes`` nodes.  Prints the nodes each proof took (None: not
within the budget), their sum, the CPU seconds and the nodes per CPU second.  Used for the solver
figures in docs/ai-strength.md (run it in another tree to compare versions of the solver).
"""

from __future__ import annotations

import argparse
import random
import time

import fives.games
from fives.core import CHANCE
from fives.games.torris import TorrisState
from fives.games.torris.ai.board import Tower, occupancy
from fives.games.torris.ai.engine import SolveBudgetExceeded, Solver, gain_moves, play, to_move


def positions(count: int, ply: int) -> list[tuple[list[Tower], int]]:
    game = fives.games.load("torris")
    found = []
    for seed in range(count):
        state = game.new_state({}, seed)
        while state.current_player() == CHANCE:
            state.push(state.sample_chance(), CHANCE)
        assert isinstance(state, TorrisState) and state.turn is not None
        board, turn = list(state.towers), state.turn
        rng = random.Random(seed)
        for _ in range(ply + 1):
            mover, legal = to_move(board, turn)
            if mover < 0:
                break
            if _ == ply:
                found.append((board, mover))
                break
            best = gain_moves(board, occupancy(board), mover)[1]
            board = play(board, rng.choice(best if rng.random() < 0.7 else legal))
            turn = 1 - mover
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--ply", type=int, default=11)
    parser.add_argument("--nodes", type=int, default=400_000)
    args = parser.parse_args()
    found = positions(args.positions, args.ply)
    total = 0
    counts: list[int | None] = []
    started = time.process_time()
    for board, mover in found:
        solver = Solver()
        try:
            solver.solve(board, mover, args.nodes)
            counts.append(solver.nodes)
        except SolveBudgetExceeded:
            counts.append(None)
        total += solver.nodes
    seconds = time.process_time() - started
    print(f"nodes per position: {counts}")
    print(f"{total:,} nodes in {seconds:.2f} CPU s = {total / seconds:,.0f} nodes/s")


if __name__ == "__main__":
    main()
