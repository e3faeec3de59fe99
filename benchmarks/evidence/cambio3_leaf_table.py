"""The table of three-player Cambio's leaf values (``cambio_mcts:leaf=1``, `LEAF_VALUES` of
`fives.games.cambio.ai.mcts`): the careful playouts' mean returns by the next two players' line-making pushes.

    .venv/bin/python -m benchmarks.evidence.cambio3_leaf_table GAMES PLAYOUTS

Plays GAMES games of three ``cambio_mcts:sims=150,prune=1`` (seeds 1000 on); at each of their pushes it
takes two positions, each up to three random pushes on (pushes that make no line: the kind of position
a tree's leaf holds), and where the mover there has no push that makes its own line, runs PLAYOUTS of
the agent's playouts (`CambioMCTSAgent._rollout3`).  Prints per cell (how many pushes of the next player
and of the one after make a line of their own, capped at 3) the positions, the mean returns of the mover,
the next player and the one after, and how much of the positions' playout means the cells explain
(R², the mover's and the next player's).  The table in the code: ``36 100`` (2,103 positions).
"""

from __future__ import annotations

import random
import statistics
import sys

import fives.games
from fives.ai.levels import make_agent
from fives.ai.search.budget import Budget
from fives.games.cambio import HAS_LINE, PUSH_MOVES, holders, pushed
from fives.games.cambio.ai.engine import pushes_for
from fives.games.cambio.ai.mcts import CambioMCTSAgent

CAP = 3


def line_pushes(boards: tuple[int, ...], q: int) -> int:
    """How many of ``q``'s pushes make a line of its own symbol (its own board alone)."""
    has_line = HAS_LINE[3]
    b = boards[q]
    count = 0
    for action in pushes_for(boards, q):
        mask, ls, rs, entry, _ = PUSH_MOVES[action]
        seg = b & mask
        count += has_line((b ^ seg) | (((seg << ls) >> rs) & mask) | entry)
    return count


def main(games: int, playouts: int) -> None:
    game = fives.games.load("cambio")
    rng = random.Random(5)
    agent = CambioMCTSAgent(Budget(nodes=1))
    agent.n, agent.pushes_left = 3, 10**6
    players = [make_agent("cambio_mcts:sims=150,prune=1", game, 3) for _ in range(3)]
    sums: dict[tuple[int, int], list[float]] = {}
    seen: list[tuple[tuple[int, int], float, float]] = []
    for g in range(games):
        state = game.new_state({"players": 3}, 1000 + g)
        while not state.is_terminal():
            p = state.current_player()
            if not state.in_setup():  # type: ignore[attr-defined]
                for _ in range(2):
                    boards, mover = state.boards, p  # type: ignore[attr-defined]
                    for _ in range(rng.randrange(4)):
                        quiet = [
                            a for a in pushes_for(boards, mover) if not holders(pushed(boards, mover, a))
                        ]
                        if not quiet:
                            break
                        boards, mover = pushed(boards, mover, rng.choice(quiet)), (mover + 1) % 3
                    else:
                        if line_pushes(boards, mover):
                            continue
                        first, second = (mover + 1) % 3, (mover + 2) % 3
                        key = (min(line_pushes(boards, first), CAP), min(line_pushes(boards, second), CAP))
                        total = [0.0, 0.0, 0.0]
                        for _ in range(playouts):
                            values = agent._rollout3(boards, mover, 0, rng, 0)
                            total[0] += values[mover]
                            total[1] += values[first]
                            total[2] += values[second]
                        cell = sums.setdefault(key, [0.0, 0.0, 0.0, 0.0])
                        cell[0] += 1
                        for i in range(3):
                            cell[i + 1] += total[i] / playouts
                        seen.append((key, total[0] / playouts, total[1] / playouts))
            state.apply(players[p].choose(state.clone(), p, rng), p)
    print("positions", len(seen))
    means = {key: [cell[i] / cell[0] for i in (1, 2, 3)] for key, cell in sums.items()}
    for key in sorted(sums):
        print(key, int(sums[key][0]), [round(m, 3) for m in means[key]])
    for index, name in ((1, "mover"), (2, "next player")):
        observed = [(key, mover_mean if index == 1 else next_mean) for key, mover_mean, next_mean in seen]
        total_var = statistics.pvariance([value for _, value in observed])
        within = sum((value - means[key][index - 1]) ** 2 for key, value in observed) / len(observed)
        print(f"{name}: variance {total_var:.4f}, within cells {within:.4f}, R2 {1 - within / total_var:.3f}")


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]))
