"""Simulations per CPU second of Torris searches at the start of dealt games.

    .venv/bin/python -m benchmarks.evidence.torris_speed SPEC [SPEC ...] [--deals 5]

Each SPEC (a `fives.ai.levels.make_agent` spec with a ``sims=`` budget, e.g. ``torris:sims=2000`` or
``mcts:plain=1,sims=2000``) chooses the first move of ``--deals`` seeded deals; the simulations it
reports (``last_simulations``) are divided by the CPU time (`time.process_time`) of those choices.
Used for the simulation rates in docs/ai-strength.md.
"""

from __future__ import annotations

import argparse
import random
import time

import fives.games
from fives.ai.levels import make_agent
from fives.core import CHANCE


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("specs", nargs="+")
    parser.add_argument("--deals", type=int, default=5)
    args = parser.parse_args()
    game = fives.games.load("torris")
    for spec in args.specs:
        agent = make_agent(spec, game, 2)
        simulations, seconds = 0, 0.0
        for seed in range(args.deals):
            state = game.new_state({}, seed)
            while state.current_player() == CHANCE:
                state.push(state.sample_chance(), CHANCE)
            player = state.current_player()
            started = time.process_time()
            agent.choose(state, player, random.Random(seed))
            seconds += time.process_time() - started
            simulations += getattr(agent, "last_simulations", 0)
        print(f"{spec}: {simulations} simulations in {seconds:.2f} CPU s = {simulations / seconds:,.0f}/s")


if __name__ == "__main__":
    main()
