"""`make bench`: engine and search speed of every game, written to docs/benchmarks.md.

Figures (single core, one process):
- gen+apply/s: legal-move generations each followed by one apply (`push`), during random
  playouts from the start (chance outcomes drawn with `sample_chance`);
- playouts/s: whole random games from the start position;
- MCTS sims/s: simulations of the generic MCTS from the start position;
- alpha-beta nodes/s: nodes of the alpha-beta search (two-player perfect-information games).
"""

from __future__ import annotations

import argparse
import datetime
import platform
import random
import sys
import time
from pathlib import Path
from typing import Any

import fives.games
from fives.ai.alphabeta import AlphaBetaAgent
from fives.ai.budget import Budget
from fives.ai.evaluation import evaluator_for, order_for
from fives.ai.levels import ALPHABETA_GAMES
from fives.ai.mcts import MCTSAgent
from fives.core import CHANCE, SIMULTANEOUS, Game, State


def engine(game: Game[Any], seconds: float) -> tuple[float, float]:
    root = game.new_state({}, 1)
    rng = random.Random(1)
    steps = playouts = 0
    start = time.perf_counter()
    end = start + seconds
    while time.perf_counter() < end:
        state = root.clone()
        while True:
            player = state.current_player()
            if player == CHANCE:
                state.push(state.sample_chance(rng), CHANCE)
            elif player == SIMULTANEOUS:
                for p in state.acting_players():
                    state.push(rng.choice(state.legal_actions(p)), p)
                    steps += 1
            elif player >= 0:
                legal = state.legal_actions(player)
                state.push(legal[rng.randrange(len(legal))], player)
                steps += 1
            else:
                break
        playouts += 1
    elapsed = time.perf_counter() - start
    return steps / elapsed, playouts / elapsed


def first_decision(game: Game[Any]) -> tuple[State[Any], int]:
    state = game.new_state({}, 1)
    rng = random.Random(1)
    while state.current_player() < 0 or len(state.legal_actions(state.acting_players()[0])) < 2:
        if state.current_player() == CHANCE:
            state.push(state.sample_chance(rng), CHANCE)
        else:
            p = state.acting_players()[0]
            state.push(rng.choice(state.legal_actions(p)), p)
    return state, state.acting_players()[0]


def mcts_rate(game: Game[Any], seconds: float) -> float:
    state, player = first_decision(game)
    agent = MCTSAgent(Budget(seconds=seconds), evaluate=evaluator_for(game.id))
    start = time.perf_counter()
    agent.choose(state, player, random.Random(1))
    return agent.last_simulations / (time.perf_counter() - start)


def alphabeta_rate(game: Game[Any], seconds: float) -> float | None:
    if game.id not in ALPHABETA_GAMES:
        return None
    state, player = first_decision(game)
    agent = AlphaBetaAgent(Budget(seconds=seconds), evaluate=evaluator_for(game.id), order=order_for(game.id))
    start = time.perf_counter()
    agent.choose(state, player, random.Random(1))
    return agent.last_nodes / (time.perf_counter() - start)


def machine() -> str:
    model = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{model}; Python {platform.python_version()} ({platform.python_implementation()})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=3.0, help="time per figure (default 3)")
    parser.add_argument("--output", default="docs/benchmarks.md")
    parser.add_argument("--games", nargs="*", help="game ids (default: all)")
    args = parser.parse_args()
    games = [fives.games.load(g) for g in args.games] if args.games else fives.games.all()
    rows = []
    for game in games:
        gen, playouts = engine(game, args.seconds)
        sims = mcts_rate(game, args.seconds)
        nodes = alphabeta_rate(game, args.seconds)
        row = (game.id, gen, playouts, sims, nodes)
        rows.append(row)
        text = f"{game.id:16} {gen:12,.0f} gen+apply/s {playouts:10,.1f} playouts/s {sims:9,.0f} sims/s"
        print(text + ("" if nodes is None else f" {nodes:9,.0f} ab nodes/s"), flush=True)
    command = "make bench  # = python benchmarks/run.py --seconds " + f"{args.seconds:g}"
    lines = [
        "# Benchmarks",
        "",
        "Written by `make bench` (benchmarks/run.py); every figure below comes from that command.",
        "",
        f"- date: {datetime.datetime.now(datetime.UTC).strftime('%Y-%m-%d %H:%M UTC')}",
        f"- machine: {machine()}, {sys.platform}",
        f"- command: `{command}`",
        "",
        "## Engine and search speed (one core, one process)",
        "",
        "| game | gen+apply/s | random playouts/s | MCTS simulations/s | alpha-beta nodes/s |",
        "|---|---:|---:|---:|---:|",
    ]
    for game_id, gen, playouts, sims, nodes in rows:
        ab = "-" if nodes is None else f"{nodes:,.0f}"
        lines.append(f"| {game_id} | {gen:,.0f} | {playouts:,.1f} | {sims:,.0f} | {ab} |")
    lines += [
        "",
        "gen+apply/s counts legal-move generations each followed by one apply, during random playouts",
        "from the start position (chance outcomes are drawn from their exact probabilities).",
        "MCTS and alpha-beta are measured from the first position with a real choice, using the game's",
        "heuristics where it has them.",
        "",
    ]
    extra = Path(args.output).with_name("benchmarks-notes.md")
    if extra.exists():
        lines += [extra.read_text(encoding="utf-8")]
    Path(args.output).write_text("\n".join(lines), encoding="utf-8")
    print(f"written to {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
