"""What one step through the OpenSpiel adapter costs, per game, against one of our own steps.

``python -m benchmarks.suite.adapter_speed [--seconds S]`` plays random games from the start,
once on our states (``legal_actions`` and ``push``, chance by ``sample_chance``) and once on the
pyspiel states of `fives.interop.openspiel` (``legal_actions`` and ``apply_action``, chance
from ``chance_outcomes``; a simultaneous node as one joint ``apply_actions``, counted as one
step per acting player), each for ``S`` seconds of CPU time (``time.process_time``) in
alternating slices (so a change of the shared machine's load falls on both), and prints a
Markdown table: steps per CPU-second of each and their ratio (how many of our own steps one
adapter step costs).  Matches are played as one round or game (``single``).

``--breakdown`` measures two more loops through the adapter, only to tell where its time goes
(neither is how OpenSpiel is used): "Python apply", the same loop with the adapter's Python
``_apply_action`` called directly instead of pyspiel's C++ ``apply_action`` (which calls back
into Python for ``current_player`` and ``_apply_action`` and keeps OpenSpiel's history), and
"chance drawn", the same loop with chance drawn as our loop draws it (``sample_chance`` and
the outcome's id) instead of listing every outcome with ``chance_outcomes``.
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
    python_apply: float | None = None  # `--breakdown`: adapter steps/CPU-s, Python _apply_action
    sampled_chance: float | None = None  # `--breakdown`: adapter steps/CPU-s, chance sampled

    @property
    def ratio(self) -> float:
        return self.ours / self.adapter

    @property
    def cpp_share(self) -> float | None:
        """The share of an adapter step's time in pyspiel's C++ ``apply_action`` and its two
        callbacks (against applying by the adapter's Python ``_apply_action``)."""
        return None if self.python_apply is None else 1 - self.adapter / self.python_apply

    @property
    def chance_share(self) -> float | None:
        """The share of an adapter step's time in listing chance outcomes and drawing from the
        list (against drawing one as our loop does)."""
        return None if self.sampled_chance is None else 1 - self.adapter / self.sampled_chance


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
    """Random games on the pyspiel states of `fives.interop.openspiel`, played in slices.

    ``variant`` (for `--breakdown` only): "python_apply" applies by the adapter's Python
    ``_apply_action`` (not through pyspiel's C++), "sampled_chance" draws chance with our
    ``sample_chance``; "" is the fair loop of an OpenSpiel user."""

    def __init__(self, game: Game[Any], variant: str = "") -> None:
        from fives.interop import openspiel

        self.variant = variant
        self.spiel = openspiel.load(game.id, single=True)
        self.wait = self.spiel.num_distinct_actions() - 1 if game.info.simultaneous else -1
        self.spiel_chance = self.spiel.new_initial_state()._box.adapter.spaces.chance
        self.rng = random.Random(1)

    def play(self, seconds: float) -> tuple[int, float]:
        rng = self.rng
        steps = 0
        python_apply = self.variant == "python_apply"
        sampled_chance = self.variant == "sampled_chance"
        start = time.process_time()
        while time.process_time() - start < seconds:
            state = self.spiel.new_initial_state()
            apply = state._apply_action if python_apply else state.apply_action
            while not state.is_terminal():
                if state.is_chance_node():
                    if sampled_chance:
                        ours = state.fives_state
                        apply(self.spiel_chance.encode(ours.sample_chance(rng), ours))
                    else:
                        outcomes, probs = zip(*state.chance_outcomes(), strict=True)
                        apply(rng.choices(outcomes, probs)[0])
                elif state.is_simultaneous_node():
                    joint = [rng.choice(state.legal_actions(p)) for p in range(state.num_players())]
                    if python_apply:
                        state._apply_actions(joint)
                    else:
                        state.apply_actions(joint)
                    steps += sum(1 for a in joint if a != self.wait)
                else:
                    legal = state.legal_actions()
                    apply(legal[rng.randrange(len(legal))])
                    steps += 1
        return steps, time.process_time() - start


#: How many alternating slices a measurement takes (our loop, then the adapter's, and again), so
#: that a change of the machine's load falls on both alike.
SLICES = 10


def measure(game_id: str, seconds: float, breakdown: bool = False) -> AdapterSpeed:
    """Steps per CPU-second of our loop and of the adapter's, each given ``seconds`` of CPU time
    in `SLICES` alternating slices (with ``breakdown`` also the two variants of `_Adapter`)."""
    game = fives.games.load(game_id)
    runners: list[_Ours | _Adapter] = [_Ours(game), _Adapter(game)]
    if breakdown:
        runners += [_Adapter(game, "python_apply"), _Adapter(game, "sampled_chance")]
    totals = [[0, 0.0] for _ in runners]
    for _ in range(SLICES):
        for runner, total in zip(runners, totals, strict=True):
            steps, spent = runner.play(seconds / SLICES)
            total[0] += steps
            total[1] += spent
    rates = [steps / spent for steps, spent in totals]
    return AdapterSpeed(game.id, *rates)


def table(results: list[AdapterSpeed]) -> list[str]:
    if all(r.python_apply is None for r in results):
        lines = [
            "| game | our steps/CPU-s | adapter steps/CPU-s | adapter step in our steps |",
            "|---|---:|---:|---:|",
        ]
        return lines + [f"| {r.game} | {r.ours:,.0f} | {r.adapter:,.0f} | {r.ratio:.2f} |" for r in results]
    lines = [
        "| game | our steps/CPU-s | adapter steps/CPU-s | adapter step in our steps"
        " | with Python apply: in our steps | with chance drawn: in our steps"
        " | share in pyspiel's apply_action | share in listing chance |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for r in results:
        direct = r.ours / r.python_apply if r.python_apply else float("nan")
        drawn = r.ours / r.sampled_chance if r.sampled_chance else float("nan")
        lines.append(
            f"| {r.game} | {r.ours:,.0f} | {r.adapter:,.0f} | {r.ratio:.2f} | {direct:.2f} | {drawn:.2f}"
            f" | {r.cpp_share or 0:.0%} | {r.chance_share or 0:.0%} |"
        )
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seconds", type=float, default=2.0, help="CPU seconds per figure (default 2)")
    parser.add_argument("--games", nargs="*", help="game ids (default: all)")
    parser.add_argument(
        "--breakdown", action="store_true", help="also the two variants that show where the time goes"
    )
    args = parser.parse_args()
    ids = args.games or fives.games.ids()
    print("\n".join(table([measure(game_id, args.seconds, args.breakdown) for game_id in ids])))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
