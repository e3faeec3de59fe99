"""Tabular Q-learning (OpenSpiel's own `tabular_qlearner`) learns Zahlenpoker against a random player.

End to end through the OpenSpiel adapter, no download: two players, each holding one stone of every
value 1-4 (and the once-per-game empty hand), the simultaneous reveal made into turns by
`pyspiel.convert_to_turn_based` (the second mover's information state does not show the first
mover's choice: docs/research.md, "MCTSBot and the turn-based conversion").  The learner plays
seat 0 (after the conversion: it chooses first each round) against a uniformly random player;
every ``--every`` training episodes its greedy policy plays ``--eval`` games against a random player
with a fixed seed for its choices (the same opponent each time), and the win rate (a draw counts
1/2) is drawn against the episodes trained.

    python examples/train_zahlenpoker_qlearning.py     # draws docs/img/train_zahlenpoker_qlearning.png
    python examples/train_zahlenpoker_qlearning.py --episodes 200 --every 100 --eval 20 --png /tmp/c.png

Needs ``pip install "fives[research]"`` (open_spiel) and matplotlib.  docs/research.md, "Training
against random", has the curve and the CPU time.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python import rl_environment
from open_spiel.python.algorithms import tabular_qlearner

from fives.interop.openspiel import load

HANDS = {"hands": [[1, 1, 1, 1], [1, 1, 1, 1]]}  # one stone of each value 1-4 a player


def make_game() -> Any:
    return pyspiel.convert_to_turn_based(load("zahlenpoker", players=2, position=json.dumps(HANDS)))


def observe(state: Any, player: int) -> rl_environment.TimeStep:
    """What `tabular_qlearner.QLearner` reads, as `rl_environment.Environment` would give it, but
    keyed by the information state string (perfect recall; 25 us) rather than the hashed tensor."""
    last = state.is_terminal()
    info = ["", ""]
    legal: list[list[int]] = [[], []]
    if not last:
        info[player] = state.information_state_string(player)
        legal[player] = state.legal_actions(player)
    return rl_environment.TimeStep(
        observations={"info_state": info, "legal_actions": legal, "current_player": player},
        rewards=state.returns() if last else [0.0, 0.0],
        discounts=[1.0, 1.0],
        step_type=rl_environment.StepType.LAST if last else rl_environment.StepType.MID,
    )


def episode(game: Any, learner: Any, rng: np.random.RandomState, evaluation: bool) -> float:
    """One game of the learner (seat 0) against a random player; seat 0's score (win 1, draw 1/2)."""
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            outcomes, probs = zip(*state.chance_outcomes(), strict=True)
            state.apply_action(int(rng.choice(outcomes, p=probs)))
        elif state.current_player() == 0:
            state.apply_action(learner.step(observe(state, 0), is_evaluation=evaluation).action)
        else:
            state.apply_action(int(rng.choice(state.legal_actions())))
    learner.step(observe(state, 0), is_evaluation=evaluation)
    r = state.returns()[0]
    return 1.0 if r > 0 else 0.5 if r == 0 else 0.0


def win_rate(game: Any, learner: Any, games: int, seed: int) -> float:
    """The learner's greedy policy against a random player, on the same seeds every time."""
    rng = np.random.RandomState(seed)
    return sum(episode(game, learner, rng, evaluation=True) for _ in range(games)) / games


def main(argv: list[str] | None = None) -> list[tuple[int, float]]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--episodes", type=int, default=60000)
    parser.add_argument("--every", type=int, default=5000, help="evaluate every N training episodes")
    parser.add_argument("--eval", type=int, default=1000, help="evaluation games (fixed seeds)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--png", default="docs/img/train_zahlenpoker_qlearning.png")
    args = parser.parse_args(argv)
    game = make_game()
    np.random.seed(args.seed)  # QLearner explores with numpy's global generator
    learner = tabular_qlearner.QLearner(0, game.num_distinct_actions(), step_size=0.1)
    rng = np.random.RandomState(args.seed)
    start = time.process_time()
    curve = [(0, win_rate(game, learner, args.eval, 1000 + args.seed))]
    print(f"0 episodes: win rate {curve[0][1]:.3f} against random", flush=True)
    for done in range(1, args.episodes + 1):
        episode(game, learner, rng, evaluation=False)
        if done % args.every == 0:
            curve.append((done, win_rate(game, learner, args.eval, 1000 + args.seed)))
            print(f"{done} episodes: win rate {curve[-1][1]:.3f} against random", flush=True)
    print(f"{time.process_time() - start:.1f} CPU s, {len(learner._q_values)} information states")
    draw(curve, args.eval, Path(args.png))
    return curve


def draw(curve: list[tuple[int, float]], games: int, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    x, y = zip(*curve, strict=True)
    fig, ax = plt.subplots(figsize=(6, 3.5))
    ax.plot(x, y, marker="o")
    ax.axhline(0.5, color="grey", linestyle="--", linewidth=1, label="even with random")
    ax.set_xlabel("training episodes")
    ax.set_ylabel(f"score against random\n({games} games, fixed seeds)")
    ax.set_ylim(0, 1)
    ax.set_title(
        "Zahlenpoker, 2 players, stones 1-4:\nOpenSpiel's tabular Q-learning against random", fontsize=10
    )
    ax.legend(loc="lower right")
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=100)
    plt.close(fig)
    print(f"learning curve drawn to {path}")


if __name__ == "__main__":
    main()
