"""Every level on the tactical suite (tests/ai/data/tactics.json), at its real budget, and each
level's CPU time per move where the budgets are tight.

    nice -n 10 .venv/bin/python -m benchmarks.evidence.tactics_suite

Part 1, the suite: for every mined kind (game and phase) and level, how many of its forced
answers (win-now, block-now, Make 5's exact last rounds; found by the rules-only oracle of
tests/ai/tactics_oracle.py) the level gets right, and its slowest move in CPU seconds.

Part 2, budgets: the slowest move (CPU seconds of the thinking thread) of each level on
positions drawn by random play where the issue found budgets broken: the Fünf gewinnt afterplay
(more than 250 moves), Make 5 sorter moves early in the game (bag 20, 15 and 10), Make 5 with two
tokens left in the bag (max searches exactly there), both roles, and Zahlenpoker's first move
(two players) in a fresh process (the shipped table).
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import fives.games
from fives.ai import act
from fives.ai.levels import LEVELS, make_agent
from fives.ai.search.budget import cpu_seconds
from fives.core import CHANCE, State

DATA = Path(__file__).resolve().parents[2] / "tests" / "ai" / "data" / "tactics.json"


def _decode(action: Any) -> Any:
    return tuple(_decode(a) for a in action) if isinstance(action, list) else action


def replay(position: dict[str, Any]) -> State[Any]:
    state = fives.games.load(position["game"]).new_state(position["options"], position["seed"])
    for player, action in position["actions"]:
        state.apply(_decode(action), CHANCE if player == -1 else player)
    return state


def timed(level: str, state: State[Any], player: int, seed: int) -> tuple[Any, float]:
    agent = make_agent(level, state.game, state.num_players)
    began = cpu_seconds()
    action = act(agent, state, player, random.Random(seed))
    return action, cpu_seconds() - began


def suite(levels: list[str], mines: list[str] | None = None) -> None:
    positions = json.loads(DATA.read_text(encoding="utf-8"))
    if mines:
        positions = [p for p in positions if p["mine"] in mines]
    kinds = sorted({(p["mine"], p["kind"]) for p in positions}, key=lambda k: (k[0], k[1]))
    print("| positions | " + " | ".join(levels) + " |")
    print("|---|" + "---|" * len(levels))
    for mine, kind in kinds:
        chosen = [p for p in positions if (p["mine"], p["kind"]) == (mine, kind)]
        cells = []
        for level in levels:
            right, slowest = 0, 0.0
            for p in chosen:
                action, cpu = timed(level, replay(p), p["player"], p["seed"])
                right += action in [_decode(a) for a in p["answers"]]
                slowest = max(slowest, cpu)
            cells.append(f"{right}/{len(chosen)} ({slowest:.2f} s)")
        print(f"| {mine}, {kind} | " + " | ".join(cells) + " |", flush=True)


def random_position(game_id: str, seed: int, stop: Any) -> State[Any]:
    rng = random.Random(seed)
    game = fives.games.load(game_id)
    while True:
        state = game.new_state({"games": 1} if game_id == "make5" else {}, seed)
        while not state.is_terminal():
            player = state.current_player()
            if player == CHANCE:
                state.apply(state.sample_chance(rng), CHANCE)
                continue
            if stop(state):
                return state
            state.apply(rng.choice(state.legal_actions(player)), player)
        seed += 1000


def budgets(levels: list[str], count: int, only: str | None = None) -> None:
    cases = {
        "Fünf gewinnt placement, 14 or more stones": (
            "fuenf_gewinnt",
            lambda s: not s.afterplay and len(s.board) >= 14 + 2 * (s.seed % 5),
        ),
        "Fünf gewinnt afterplay": (
            "fuenf_gewinnt",
            lambda s: s.afterplay and s.turns >= 2 and len(s.legal_actions(s.current_player())) > 250,
        ),
        "Make 5 sorter, bag 20/15/10": ("make5", None),
    }
    print("| positions | " + " | ".join(levels) + " |")
    print("|---|" + "---|" * len(levels))
    for name, (game_id, stop) in cases.items():
        if only is not None and only not in name:
            continue
        states = []
        for k in range(count):
            if stop is None:
                bag = (20, 15, 10)[k % 3]
                states.append(
                    random_position(
                        game_id,
                        100 + k,
                        lambda s, b=bag: sum(s.bag) == b and s.current_player() == s.sorter,
                    )
                )
            else:
                states.append(random_position(game_id, 100 + k, stop))
        _row(f"{name} ({count})", levels, states)
    if only is not None:
        return
    for role in ("sorter", "Chaot"):
        states = [
            random_position(
                "make5",
                200 + k,
                lambda s, r=role: sum(s.bag) == 2 and (s.current_player() == s.sorter) == (r == "sorter"),
            )
            for k in range(count)
        ]
        _row(f"Make 5 {role}, 2 tokens left ({count})", levels, states)
    cells = []
    for level in levels:
        code = (
            "import random, fives.games; from fives.ai import act; from fives.ai.levels import make_agent;"
            "from fives.ai.search.budget import cpu_seconds; g = fives.games.load('zahlenpoker');"
            "s = g.new_state({'players': 2}, 1); t = cpu_seconds();"
            f"act(make_agent('{level}', g, 2), s, s.acting_players()[0], random.Random(1));"
            "print(cpu_seconds() - t)"
        )
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
        cells.append(f"{float(out.stdout):.2f} s")
    print("| Zahlenpoker, first move of a fresh process | " + " | ".join(cells) + " |", flush=True)


def _row(name: str, levels: list[str], states: list[State[Any]]) -> None:
    cells = []
    for level in levels:
        slowest = max(timed(level, s, s.current_player(), 1)[1] for s in states)
        cells.append(f"{slowest:.2f} s")
    print(f"| {name}, slowest move | " + " | ".join(cells) + " |", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--part", choices=("suite", "budgets", "both"), default="both")
    parser.add_argument("--positions", type=int, default=6, help="random positions per budget case")
    parser.add_argument("--mines", help="only these mines of the suite (comma-separated)")
    parser.add_argument("--only", help="only the budget cases whose name holds this text")
    args = parser.parse_args()
    levels = args.levels.split(",")
    if args.part in ("suite", "both"):
        suite(levels, args.mines.split(",") if args.mines else None)
    if args.part in ("budgets", "both"):
        budgets(levels, args.positions, args.only)


if __name__ == "__main__":
    main()
