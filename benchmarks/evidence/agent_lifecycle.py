"""A level's agent kept for the whole game (the server's workers now) against one built again for
every move (the server before issue 23), through the server's own worker code
(`fives.server.ai_worker.think`).

    .venv/bin/python -m benchmarks.evidence.agent_lifecycle torris --games 24 --level hard
    nice -n 10 .venv/bin/python -m benchmarks.evidence.agent_lifecycle torris --games 40 --seconds 0.25 --cpu

Seeds are paired: game k has the seed ``first_seed + k // n`` (n players) and the kept agent in
seat ``k % n``, so each seed is played with the kept agent in every seat (as `fives arena` pairs
its seeds).  ``--seconds T`` gives the level's spec T seconds a move (`with_seconds`), and
``--cpu`` makes the search clocks read CPU time (`benchmarks.evidence.screen.count_cpu_time`), so
that both lifecycles get the same CPU budget however loaded the machine is.  Prints one line per
game and a summary: the kept agent's score (1 win, 0.5 draw, 0 loss, from its returns) with its
95% interval and by seat, the seeds it did better / equal / worse on over its seats, and the CPU
time (`time.process_time`, this process) per move of each, the rebuilt one's replay included.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from typing import Any

import fives.games
from fives.ai.measure.arena import with_seconds
from fives.core import CHANCE
from fives.server import ai_worker
from fives.server.ai_worker import Job, think


def play(game_id: str, seed: int, kept_seat: int, level: str) -> tuple[float, int, list[float], list[float]]:
    """One game: the kept agent's score, the moves, and the CPU seconds of each side's moves."""
    state = fives.games.load(game_id).new_state(None, seed)
    options = state.options.to_json()
    rng = random.Random(seed)
    moves: list[tuple[int, str]] = []
    cpu: dict[bool, list[float]] = {True: [], False: []}
    room = f"{game_id}-{seed}"
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            outcome = state.sample_chance()
            moves.append((CHANCE, state.action_to_string(outcome, CHANCE)))
            state.push(outcome, CHANCE)
            continue
        seat = state.acting_players()[0]
        kept = seat == kept_seat
        job = Job(
            game_id, options, seed, tuple(moves), seat, level, rng.getrandbits(62), room if kept else ""
        )
        start = time.process_time()
        text = think(job)
        cpu[kept].append(time.process_time() - start)
        moves.append((seat, text))
        state.push(state.parse_action(text, seat), seat)
    returns = state.returns()
    mine, theirs = returns[kept_seat], max(r for p, r in enumerate(returns) if p != kept_seat)
    score = 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
    ai_worker.forget(room)
    return score, state.move_number, cpu[True], cpu[False]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=24)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--seconds", type=float, help="think time a move (default: the level's own)")
    parser.add_argument("--cpu", action="store_true", help="the search clocks read CPU time")
    args = parser.parse_args(argv)
    game = fives.games.load(args.game)
    players = game.new_state(None, 0).num_players
    level: str = args.level if args.seconds is None else with_seconds(args.level, args.seconds, game, players)
    if args.cpu:
        from benchmarks.evidence.screen import count_cpu_time

        count_cpu_time()
    print(f"{args.game}: kept against rebuilt, both {level}{' (CPU time)' if args.cpu else ''}", flush=True)
    scores: list[float] = []
    by_seat: dict[int, list[float]] = {seat: [] for seat in range(players)}
    by_seed: dict[int, list[float]] = {}
    kept_cpu: list[float] = []
    rebuilt_cpu: list[float] = []
    for number in range(args.games):
        seed, seat = args.first_seed + number // players, number % players
        score, length, mine, theirs = play(args.game, seed, seat, level)
        scores.append(score)
        by_seat[seat].append(score)
        by_seed.setdefault(seed, []).append(score)
        kept_cpu += mine
        rebuilt_cpu += theirs
        print(
            f"{args.game} seed {seed} kept seat {seat}: score {score} in {length} moves; "
            f"cpu/move kept {statistics.fmean(mine or [0]):.3f} s, "
            f"rebuilt {statistics.fmean(theirs or [0]):.3f} s",
            flush=True,
        )
    mean = statistics.fmean(scores)
    half = 1.96 * math.sqrt(statistics.pvariance(scores) / len(scores)) if len(scores) > 1 else 0.0
    paired = [sum(s) / len(s) for s in by_seed.values() if len(s) == players]
    report: dict[str, Any] = {
        "game": args.game,
        "level": level,
        "cpu_clocks": args.cpu,
        "games": len(scores),
        "kept_score": round(mean, 3),
        "kept_score_95": [round(mean - half, 3), round(mean + half, 3)],
        "kept_by_seat": [round(statistics.fmean(s), 3) if s else None for s in by_seat.values()],
        "seeds_better_equal_worse": [
            sum(1 for p in paired if p > 0.5),
            sum(1 for p in paired if p == 0.5),
            sum(1 for p in paired if p < 0.5),
        ],
        "kept_cpu_per_move": round(statistics.fmean(kept_cpu or [0]), 3),
        "rebuilt_cpu_per_move": round(statistics.fmean(rebuilt_cpu or [0]), 3),
        "kept_cpu_max": round(max(kept_cpu or [0]), 3),
        "rebuilt_cpu_max": round(max(rebuilt_cpu or [0]), 3),
    }
    print(report, flush=True)


if __name__ == "__main__":
    main()
