"""Three-player Cambio screens with think times counted in CPU time (a loaded machine handicaps all alike).

    .venv/bin/python benchmarks/cambio3_screen.py SPEC_A SPEC_B CPU_SECONDS GAMES SEED [--json FILE]

Plays the arena's games (`fives.ai.arena.jobs`: A in one seat against two copies of B, seats rotated,
seeded) in this one process, with the clock of `fives.ai.budget` reading `time.process_time` instead of
`time.perf_counter`.  Prints A's score with its 95% interval (normal approximation), A's sole wins,
shared wins and losses, the score by seat, and the slowest move of A (CPU seconds).  Used for the
Cambio 3p screens in docs/ai-strength.md.
"""

from __future__ import annotations

import json
import math
import random
import time
from typing import Any

from cpu_screen import count_cpu_time, screen_parser

import fives.games
from fives.ai import act
from fives.ai.arena import jobs, with_seconds
from fives.ai.levels import make_agent
from fives.core import CHANCE, State


def play(job: Any) -> tuple[float, int, float, list[float], list[int]]:
    """A's score, the pushes made, A's slowest move in CPU seconds, the game's returns and its actions."""
    game = fives.games.load(job.game)
    state: State[Any] = game.new_state(job.options, job.seed)
    agents = [make_agent(spec, game, state.num_players) for spec in job.specs]
    rng = random.Random(job.seed)
    slowest = 0.0
    actions: list[int] = []
    while not state.is_terminal():
        player = state.current_player()
        if player == CHANCE:
            state.push(state.sample_chance(), CHANCE)
            continue
        p = state.acting_players()[0]
        start = time.process_time()
        action = act(agents[p], state, p, rng)
        if p in job.a_seats:
            slowest = max(slowest, time.process_time() - start)
        state.push(action, p)
        actions.append(action)
    returns = state.returns()
    mine = returns[job.a_seats[0]]
    score = (mine + 0.5) / 1.5
    return min(1.0, max(0.0, score)), state.move_number, slowest, list(returns), actions


def main() -> None:
    parser = screen_parser(__doc__.splitlines()[0])
    parser.add_argument(
        "--json", help="write every game's seed, seat, score, length and actions here (after each game)"
    )
    args = parser.parse_args()
    count_cpu_time()
    game = fives.games.load("cambio")
    spec_a = with_seconds(args.a, args.seconds, game, 3)
    spec_b = with_seconds(args.b, args.seconds, game, 3)
    total = 0.0
    sole = shared = lost = 0
    by_seat: dict[int, list[float]] = {0: [], 1: [], 2: []}
    slowest = 0.0
    games: list[dict[str, Any]] = []
    for job in jobs("cambio", spec_a, spec_b, args.games, args.seed, {"players": 3}):
        score, moves, slow, returns, actions = play(job)
        seat = job.a_seats[0]
        total += score
        by_seat[seat].append(score)
        slowest = max(slowest, slow)
        sole += score == 1.0
        shared += score == 0.5
        lost += score == 0.0
        games.append(
            {
                "seed": job.seed,
                "seat": seat,
                "score": score,
                "moves": moves,
                "returns": returns,
                "actions": actions,
            }
        )
        if args.json:  # after every game, so that a screen stopped early keeps its games
            with open(args.json, "w") as f:
                json.dump(games, f)
        if score < 0.5:
            print(f"  seed {job.seed} seat {seat}: score {score:.2f} after {moves - 12} pushes", flush=True)
    n = args.games
    mean = total / n
    half = 1.96 * math.sqrt(mean * (1 - mean) / n)
    seats = " ".join(f"P{s + 1} {sum(v) / len(v):.3f}" for s, v in by_seat.items() if v)
    print(
        f"{args.a} vs 2 x {args.b} at {args.seconds} CPU s/move: {total:g}/{n} = {mean:.3f} ± {half:.3f}; "
        f"sole {sole}, shared {shared}, lost {lost}, other {n - sole - shared - lost}; {seats}; "
        f"slowest move of A {slowest:.2f} CPU s"
    )


if __name__ == "__main__":
    main()
