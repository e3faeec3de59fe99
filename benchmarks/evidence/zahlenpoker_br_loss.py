"""How far an agent's choices are from the exact best response against a random player (two
players, default options; quoted in docs/ai/zahlenpoker.md).

Run: ``.venv/bin/python -m benchmarks.evidence.zahlenpoker_br_loss SPEC GAMES`` (e.g. ``model:sims=1000 15``)

With two players the public-state game is small enough to compute, by backward induction, P1's
exact best response to a uniformly random P2 (its value at the start is printed).  Then P1 is
played by SPEC against a random P2 in GAMES games (seeds 0..GAMES-1); at every choice of P1 the
loss is the best choice's action value minus the chosen one's.  Their sum per game is the value
(on the -1..+1 scale) that the agent's choices give away against random.
"""

from __future__ import annotations

import random
import sys
import time

import fives.games
from fives.ai import act
from fives.ai.levels import make_agent
from fives.games.zahlenpoker.ai.solver import (
    START,
    Public,
    after_choices,
    after_steal,
    choices,
    public_state,
    steals,
    terminal_value,
    thief,
)

memo: dict[Public, float] = {}


def value(pub: Public) -> float:
    """P1's value when P1 best-responds to a uniformly random P2."""
    pub = pub.normal()
    found = memo.get(pub)
    if found is not None:
        return found
    end = terminal_value(pub)
    if end is not None:
        result = end
    elif pub.reveal is not None:
        values = [value(after_steal(pub, s)) for s in steals(pub)]
        result = max(values) if thief(pub) == 0 else sum(values) / len(values)
    else:
        result = max(action_value(pub, a) for a in choices(pub, 0))
    memo[pub] = result
    return result


def action_value(pub: Public, action: int) -> float:
    others = choices(pub, 1)
    return sum(value(after_choices(pub, action, b)) for b in others) / len(others)


def main() -> None:
    spec, games = sys.argv[1], int(sys.argv[2])
    start = value(START)
    print(f"best response to random, P1's value {start:+.4f} (score {(start + 1) / 2:.3f})")
    game = fives.games.load("zahlenpoker")
    agent = make_agent(spec, game, 2)
    losses: list[float] = []
    began = time.process_time()
    for seed in range(games):
        state = game.new_state({"players": 2}, seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            for p in state.acting_players():
                if p == 0:
                    action = act(agent, state, 0, rng)
                    pub = public_state(state)
                    if pub.reveal is None:
                        values = {a: action_value(pub, a) for a in choices(pub, 0)}
                        losses.append(max(values.values()) - values[action])
                else:
                    action = rng.choice(state.legal_actions(p))
                state.apply(action, p)
    seconds = time.process_time() - began
    print(
        f"{spec}: {games} games, {len(losses)} choices, loss per game {sum(losses) / games:.3f} "
        f"(per choice {sum(losses) / len(losses):.4f}), {seconds:.0f} s CPU"
    )


if __name__ == "__main__":
    main()
