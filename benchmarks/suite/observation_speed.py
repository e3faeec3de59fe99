"""What an observation costs, per game, against one of our own steps, and how many agent steps
PettingZoo's environment makes per CPU-second, with the game's own observation and with the
hashed view (issue 37).

``python -m benchmarks.suite.observation_speed [--seconds S] [--games ID ...]``:

- step us: CPU microseconds of one of our own steps in random games from the start (legal moves
  and ``push``, chance by ``sample_chance``; one round or game of a match, ``single``);
- observation us: CPU microseconds of one observation of the player to act, at positions of those
  games: the game's own (`fives.interop.observation`, written into a zeroed vector) and the
  hashed view (`fives.interop.features`, ``observation="hashed"``), and the game's own as a
  multiple of a step;
- PettingZoo agent steps/CPU-s: whole games through ``fives.interop.pettingzoo.env`` (PettingZoo's
  default wrappers) in the loop of its documentation (``agent_iter``, ``last``, a random legal
  id from the mask, ``step``), with each observation.

Every figure takes ``S`` CPU seconds (``time.process_time``) in alternating slices.
"""

from __future__ import annotations

import argparse
import random
import time
from dataclasses import dataclass
from typing import Any

import numpy as np

import fives.games
from benchmarks.suite.run import random_playout
from fives.core import CHANCE, Game, State

SLICES = 4


@dataclass(frozen=True)
class ObservationSpeed:
    game: str
    step_us: float
    own_us: float
    hashed_us: float
    own_size: int
    pz_own: float  # PettingZoo agent steps per CPU-second, the game's own observation
    pz_hashed: float  # the same with the hashed view

    @property
    def in_steps(self) -> float:
        return self.own_us / self.step_us


def _options(game: Game[Any]) -> Any:
    from fives.interop.spaces import single_options

    return game.validate_options(single_options(game))


def step_us(game: Game[Any], seconds: float) -> float:
    options = _options(game)
    rng = random.Random(1)
    steps, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        steps += random_playout(game.new_state(options, rng.randrange(2**31)), rng)
    return (time.process_time() - start) / steps * 1e6


def positions(game: Game[Any], count: int = 300) -> list[tuple[State[Any], int]]:
    """Positions of random games with the player to act (seeded)."""
    options = _options(game)
    rng = random.Random(2)
    found: list[tuple[State[Any], int]] = []
    while len(found) < count:
        state = game.new_state(options, rng.randrange(2**31))
        while not state.is_terminal() and len(found) < count:
            if state.current_player() == CHANCE:
                state.push(state.sample_chance(rng), CHANCE)
                continue
            player = state.acting_players()[0]
            found.append((state.clone(), player))
            state.push(rng.choice(state.legal_actions(player)), player)
    return found


def observation_us(game: Game[Any], seconds: float, hashed: bool) -> tuple[float, int]:
    from fives.interop.features import knowledge, slots
    from fives.interop.observation import encoder

    options = _options(game)
    enc = encoder(game, options)
    assert enc is not None
    size = 2048 if hashed else enc.layout.size
    states = positions(game)
    count, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        for state, player in states:
            out = np.zeros(size, np.float32)
            if hashed:
                out[slots(knowledge(state, player, recall=False), size)] = 1.0
            else:
                enc.write(state, player, out)
        count += len(states)
    return (time.process_time() - start) / count * 1e6, size


def pettingzoo_rate(game: Game[Any], seconds: float, observation: str) -> float:
    from fives.interop.pettingzoo import env

    e = env(game.id, single=True, observation=observation)
    rng = random.Random(3)
    steps, start, seed = 0, time.process_time(), 0
    while time.process_time() - start < seconds:
        e.reset(seed=seed)
        seed += 1
        for _agent in e.agent_iter():
            obs, _reward, termination, truncation, _info = e.last()
            if termination or truncation:
                action = None
            else:
                legal = np.flatnonzero(obs["action_mask"].view(np.bool_))  # nonzero: fast on bools
                action = int(legal[rng.randrange(len(legal))])
                steps += 1
            e.step(action)
    return steps / (time.process_time() - start)


def gym_rate(seconds: float, oracle: bool) -> float:
    """Steps per CPU-second of the Gymnasium environment ``fives/Abraeumen-v0`` in random play
    (random legal jumps from ``info["action_mask"]``), with or without the solver's oracle (its
    cache of verdicts emptied first: the cost of a fresh process)."""
    import fives.interop.gym as fg

    fg._VERDICTS.clear()
    env = fg.AbraeumenEnv(oracle=oracle)
    rng = random.Random(4)
    steps, start = 0, time.process_time()
    while time.process_time() - start < seconds:
        _, info = env.reset()
        done = False
        while not done and time.process_time() - start < seconds:
            legal = np.flatnonzero(info["action_mask"].view(np.bool_))
            _, _, done, _, info = env.step(int(legal[rng.randrange(len(legal))]))
            steps += 1
    return steps / (time.process_time() - start)


def measure(game_id: str, seconds: float) -> ObservationSpeed:
    game = fives.games.load(game_id)
    part = seconds / SLICES
    totals = [0.0] * 5
    size = 0
    for _ in range(SLICES):
        totals[0] += step_us(game, part)
        own, size = observation_us(game, part, hashed=False)
        totals[1] += own
        totals[2] += observation_us(game, part, hashed=True)[0]
        totals[3] += pettingzoo_rate(game, part, "game")
        totals[4] += pettingzoo_rate(game, part, "hashed")
    s, own, hashed, pz_own, pz_hashed = (t / SLICES for t in totals)
    return ObservationSpeed(game.id, s, own, hashed, size, pz_own, pz_hashed)


def table(results: list[ObservationSpeed]) -> list[str]:
    lines = [
        "| game | step us | own observation: entries | own us | own in steps | hashed us | hashed in steps"
        " | PettingZoo agent steps/CPU-s, own | the same, hashed | goals (<= 3 steps, >= 20,000/s) |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ]
    for r in results:
        met = r.in_steps <= 3 and r.pz_own >= 20_000
        lines.append(
            f"| {r.game} | {r.step_us:.1f} | {r.own_size} | {r.own_us:.1f} | {r.in_steps:.2f} | "
            f"{r.hashed_us:.0f} | {r.hashed_us / r.step_us:.0f} | {r.pz_own:,.0f} | {r.pz_hashed:,.0f} | "
            f"{'yes' if met else 'NO'} |"
        )
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seconds", type=float, default=2.0, help="CPU seconds per figure (default 2)")
    parser.add_argument("--games", nargs="*", help="game ids (default: all)")
    args = parser.parse_args()
    ids = args.games or fives.games.ids()
    results = []
    for game_id in ids:
        results.append(measure(game_id, args.seconds))
        print(table(results[-1:])[-1], flush=True)
    print("\n".join(table(results)))
    print(
        f"Gymnasium fives/Abraeumen-v0 steps/CPU-s: default {gym_rate(args.seconds, False):,.0f}, "
        f"oracle=True {gym_rate(args.seconds, True):,.0f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
