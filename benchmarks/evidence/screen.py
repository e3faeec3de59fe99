"""Arena games with think times counted in CPU time, so that a loaded machine handicaps every side alike.

    .venv/bin/python -m benchmarks.evidence.screen GAME SPEC_A SPEC_B CPU_SECONDS GAMES SEED
        [--players N] [--seat S] [--b-seconds T] [--json FILE]

Plays the arena's games (`fives.ai.measure.arena.jobs` and `play_game`: A in one seat against copies of B,
seats rotated, seeded) in this one process.  Since issue 25 every search clock and the arena's timing
of a move count the thinking thread's CPU time anyway (`fives.ai.search.budget.cpu_seconds`), so
`count_cpu_time`, which once patched them, only checks that.  ``--seat S`` plays only the games of the GAMES
in which A sits in seat S (0 = P1), with their seeds in the full run, to look at one seat.
``--b-seconds T`` gives B a think time of its own (time odds; A keeps CPU_SECONDS).  Prints
A's score with its 95% interval (normal approximation), wins, draws (with three players: wins
shared) and losses, the score by seat, the slowest move of A (CPU seconds) and, with more than two
players, A's head-to-head share (`fives.ai.measure.arena.head_to_head`, 1/2 between equals); with ``--json``
every game's seed, seat, score, length, returns and actions, written after each game (as
`cambio3_random_loss` reads them).  Used for the screens in docs/ai-strength.md.
"""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Sequence
from typing import Any

import fives.ai.measure.arena
import fives.ai.search.budget
import fives.games
import fives.games.torris.ai.engine
from fives.ai.measure.arena import GameResult, jobs, play_game, summarize, with_seconds


def count_cpu_time() -> None:
    """Check that the search clocks (`fives.ai.search.budget`, Torris's own in `fives.games.torris.ai.engine`)
    and the arena's timing of each move (`GameResult.slowest`) read the thinking thread's CPU time."""
    cpu = fives.ai.search.budget.cpu_seconds
    modules = (fives.ai.measure.arena, fives.games.torris.ai.engine)
    clocks = [getattr(module, "cpu_seconds", None) for module in modules]
    if any(clock is not cpu for clock in clocks):
        raise RuntimeError("the arena and Torris must count CPU time (fives.ai.search.budget.cpu_seconds)")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("seconds", type=float, help="CPU seconds per move for both")
    parser.add_argument("games", type=int)
    parser.add_argument("seed", type=int)
    parser.add_argument("--players", type=int, help="number of players (default: the game's own)")
    parser.add_argument("--seat", type=int, help="play only the games in which A has this seat (0 = P1)")
    parser.add_argument("--b-seconds", type=float, help="B's CPU seconds per move (default: the same as A's)")
    parser.add_argument("--json", help="write every game's record here (after each game)")
    args = parser.parse_args(argv)
    game_id: str = args.game
    players: int | None = args.players
    count_cpu_time()
    game = fives.games.load(game_id)
    options: dict[str, Any] = {} if players is None else {"players": players}
    n = players or game.new_state(options, 0).num_players
    b_seconds = args.seconds if args.b_seconds is None else args.b_seconds
    spec_a, spec_b = with_seconds(args.a, args.seconds, game, n), with_seconds(args.b, b_seconds, game, n)
    print(f"A: {spec_a}  B: {spec_b}", flush=True)
    by_seat: dict[int, list[float]] = {seat: [] for seat in range(n)}
    slowest = 0.0
    results: list[GameResult] = []
    games: list[dict[str, Any]] = []
    for job in jobs(game_id, spec_a, spec_b, args.games, args.seed, options):
        seat = job.a_seats[0]
        if args.seat is not None and seat != args.seat:
            continue
        result = play_game(job)
        by_seat[seat].append(result.score)
        results.append(result)
        slowest = max(slowest, result.slowest)
        games.append(
            {
                "seed": job.seed,
                "seat": seat,
                "score": result.score,
                "moves": result.moves,
                "returns": list(result.returns),
                "actions": list(result.actions),
            }
        )
        if args.json:  # after every game, so that a screen stopped early keeps its games
            with open(args.json, "w") as f:
                json.dump(games, f)
        if result.score < 0.5:
            print(
                f"  seed {job.seed} seat {seat}: score {result.score:.2f} after {result.moves} actions",
                flush=True,
            )
    scores = [s for seat in by_seat.values() for s in seat]
    played = len(scores)
    total = sum(scores)
    mean = total / played if played else 0.0
    half = 1.96 * math.sqrt(mean * (1 - mean) / played) if played else 0.0
    wins, draws = scores.count(1.0), scores.count(0.5)
    losses = scores.count(0.0)
    seats = " ".join(f"P{s + 1} {sum(v) / len(v):.3f} ({len(v)})" for s, v in by_seat.items() if v)
    against = args.b if n == 2 else f"{n - 1} x {args.b}"
    times = f"{args.seconds}" if b_seconds == args.seconds else f"{args.seconds} (B {b_seconds})"
    print(
        f"{args.a} vs {against} at {times} CPU s/move: {total:g}/{played} = {mean:.3f} ± {half:.3f}; "
        f"{'W-D-L' if n == 2 else 'sole-shared-lost'} {wins}-{draws}-{losses}"
        f"{'' if wins + draws + losses == played else f' (other {played - wins - draws - losses})'}; "
        f"by seat {seats}; slowest move of A {slowest:.2f} CPU s"
    )
    summary = summarize(results)  # the arena's own summary: a head-to-head share with more than two players
    if summary.head_to_head is not None:
        low, high = summary.head_to_head_low, summary.head_to_head_high
        print(f"head to head (equal strength 1/2): {summary.head_to_head:.3f} ({low:.3f}-{high:.3f})")


if __name__ == "__main__":
    main()
