"""What one step through the OpenSpiel adapter costs, per game, against one of our own steps.

``python -m benchmarks.suite.adapter_speed [--seconds S]`` plays random games from the start,
once on our states (``legal_actions`` and ``push``, chance by ``sample_chance``) and once on the
pyspiel states of `fives.interop.openspiel` (``legal_actions`` and ``apply_action``, chance
from ``chance_outcomes``; a simultaneous node as one joint ``apply_actions``, counted as one
step per acting player), each for ``S`` seconds of CPU time (``time.process_time``) in
alternating slices (so a change of the shared machine's load falls on both), and prints a
Markdown table: steps per CPU-second of each and their ratio (how many of our own steps one
adapter step costs).  Matches are played as one round or game (``single``).
"""

from __future__ import annotations

import argparse
import random
import time
from dataclasses import dataclass
from typing import Any

import fives.games
from benchmarks.suite.run import random_playout
from fives.core import Game


@dataclass(frozen=True)
class AdapterSpeed:
    game: str
    ours: float  # our steps per CPU-second
    adapter: float  # adapter steps per CPU-second

    @property
    def ratio(self) -> float:
        return self.ours / self.adapter


class _Ours:
    """Random games on our states (a new game whenever one ends), played in slices."""

    def __init__(self, game: Game[Any]) -> None:
        from fives.interop.spaces import single_options

        self.game = game
        self.options = game.validate_options(single_options(game))
        self.rng = random.Random(1)

    def play(self, seconds: float) -> tuple[int, float]:
        """Whole random games for about ``seconds`` of CPU time: (steps, CPU seconds)."""
        steps = 0
        start = time.process_time()
        while time.process_time() - start < seconds:
            state = self.game.new_state(self.options, self.rng.randrange(2**31))
            steps += random_playout(state, self.rng)
        return steps, time.process_time() - start


class _Adapter:
    """Random games on the pyspiel states of `fives.interop.openspiel`, played in slices."""

    def __init__(self, game: Game[Any]) -> None:
        from fives.interop import openspiel

        self.spiel = openspiel.load(game.id, single=True)
        self.wait = self.spiel.num_distinct_actions() - 1 if game.info.simultaneous else -1
        self.rng = random.Random(1)

    def play(self, seconds: float) -> tuple[int, float]:
        rng = self.rng
        steps = 0
        start = time.process_time()
        while time.process_time() - start < seconds:
            state = self.spiel.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    outcomes, probs = zip(*state.chance_outcomes(), strict=True)
                    state.apply_action(rng.choices(outcomes, probs)[0])
                elif state.is_simultaneous_node():
                    joint = [rng.choice(state.legal_actions(p)) for p in range(state.num_players())]
                    state.apply_actions(joint)
                    steps += sum(1 for a in joint if a != self.wait)
                else:
                    legal = state.legal_actions()
                    state.apply_action(legal[rng.randrange(len(legal))])
                    steps += 1
        return steps, time.process_time() - start


#: How many alternating slices a measurement takes (our loop, then the adapter's, and again), so
#: that a change of the machine's load falls on both alike.
SLICES = 10


def measure(game_id: str, seconds: float) -> AdapterSpeed:
    """Steps per CPU-second of our loop and of the adapter's, each given ``seconds`` of CPU time
    in `SLICES` alternating slices."""
    game = fives.games.load(game_id)
    runners: list[_Ours | _Adapter] = [_Ours(game), _Adapter(game)]
    totals = [[0, 0.0], [0, 0.0]]
    for _ in range(SLICES):
        for runner, total in zip(runners, totals, strict=True):
            steps, spent = runner.play(seconds / SLICES)
            total[0] += steps
            total[1] += spent
    (ours, ours_time), (adapter, adapter_time) = totals
    return AdapterSpeed(game.id, ours / ours_time, adapter / adapter_time)


def table(results: list[AdapterSpeed]) -> list[str]:
    lines = [
        "| game | our steps/CPU-s | adapter steps/CPU-s | adapter step in our steps |",
        "|---|---:|---:|---:|",
    ]
    lines += [f"| {r.game} | {r.ours:,.0f} | {r.adapter:,.0f} | {r.ratio:.2f} |" for r in results]
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seconds", type=float, default=2.0, help="CPU seconds per figure (default 2)")
    parser.add_argument("--games", nargs="*", help="game ids (default: all)")
    args = parser.parse_args()
    ids = args.games or fives.games.ids()
    print("\n".join(table([measure(game_id, args.seconds) for game_id in ids])))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
