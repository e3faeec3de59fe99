"""Bytes a replay buffer keeps per state, by form: at the end of random games of every game.

``python -m benchmarks.suite.position_sizes [--games N] [--seed S]`` plays N random games of each game
(seeds S, S+1, ...) and prints, at the end of each game, the median and the largest size of: the
state's pickle, its record as JSON (`State.to_json`, the history and a snapshot), OpenSpiel's
``state.serialize()`` through the adapter (where open_spiel is installed), the position-only form
(`State.position` as compact JSON) and the pickle of a state rebuilt from it (`Game.from_position`).
Docs: docs/research.md, "Positions for replay buffers".
"""

from __future__ import annotations

import argparse
import json
import pickle
import random
import statistics
from typing import Any

import fives.games
from fives.core import CHANCE, State
from fives.core.registry import modules


def play(game_id: str, seed: int) -> State[Any]:
    state = fives.games.load(game_id).new_state({}, seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.push(state.sample_chance(rng), CHANCE)
        else:
            player = state.acting_players()[0]
            state.push(rng.choice(state.legal_actions(player)), player)
    return state


def serialized(state: State[Any]) -> int | None:
    """The length of OpenSpiel's serialization of the state's record, replayed through the adapter."""
    try:
        from fives.interop import openspiel
    except ImportError:
        return None
    game = openspiel.load(state.game.id)
    spiel = game.new_initial_state()
    ours = spiel.fives_state
    for player, action in state.history:
        ours.push(action, player)
    return len(spiel.serialize())


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    columns = ("moves", "pickle", "record JSON", "serialize()", "position JSON", "pickle from position")
    print("| game | " + " | ".join(columns) + " |")
    print("|---|" + "---:|" * len(columns))
    for game_id in sorted(modules()):
        sizes: dict[str, list[int]] = {c: [] for c in columns}
        for k in range(args.games):
            state = play(game_id, args.seed + k)
            position = json.dumps(state.position(), separators=(",", ":"))
            rebuilt = state.game.from_position(json.loads(position))
            sizes["moves"].append(state.move_number)
            sizes["pickle"].append(len(pickle.dumps(state)))
            sizes["record JSON"].append(len(json.dumps(state.to_json(), separators=(",", ":"), default=str)))
            spiel = serialized(state)
            if spiel is not None:
                sizes["serialize()"].append(spiel)
            sizes["position JSON"].append(len(position))
            sizes["pickle from position"].append(len(pickle.dumps(rebuilt)))
        cells = [
            f"{int(statistics.median(v))} (max {max(v)})" if v else "-" for v in (sizes[c] for c in columns)
        ]
        print(f"| {game_id} | " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
