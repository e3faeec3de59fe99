"""Why Torris's search loses: find the blunder in games it lost, with the exact solver.

    .venv/bin/python benchmarks/torris_blunders.py SPEC_A SPEC_B CPU_SECONDS GAMES SEED
        [--nodes 1000000] [--out games.json] [--recheck 10]

Plays the arena's games (seats rotated, seeded) with CPU-time clocks as `torris_screen.py` does,
recording every move and, for each move of A (a `TorrisAgent`), what its search believed: its
simulations, whether the root solver ran and what it proved, and the visits and mean values of the
root's most visited moves.  For each game A lost, the exact solver (``--nodes`` per position, its
table shared along the game) walks the positions from the end backwards until one is too big; from
there on forward it finds the **blunder**: A's first move from a position A did not lose that leads
to a position A loses.  For the blunder it reports:

- how many nodes the solver needs to prove the position before it (a fresh table), i.e. whether the
  solver could have found the right move within a realistic budget (class ``a``);
- whether A, given ``--recheck`` times the simulations it had (a fresh tree), still plays a losing
  move (class ``b``: the search's values mislead it) or then finds a move that holds (class ``c``:
  too few simulations);
- ``early``: A's position was already lost at the first position the solver could prove (the
  decisive error lies before the solver's horizon).

Used for the analysis in docs/ai-strength.md ("Why hard loses").
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

from cpu_screen import count_cpu_time, screen_parser

import fives.ai.torris.engine
import fives.games
from fives.ai import act
from fives.ai.levels import make_agent
from fives.ai.measure.arena import jobs, with_seconds
from fives.ai.search.budget import Budget
from fives.ai.torris.board import Tower
from fives.ai.torris.engine import SolveBudgetExceeded, Solver, TorrisAgent, to_move
from fives.core import CHANCE
from fives.games.torris import TorrisState, square_name


def move_name(move: int) -> str:
    return f"{square_name(move // 32)}-{square_name(move % 32)}"


@dataclass
class Record:
    """One game after the setup: positions (towers, player to move), the moves, and A's beliefs."""

    seed: int
    a_colour: int
    score: float
    positions: list[tuple[list[Tower], int]] = field(default_factory=list)
    moves: list[int] = field(default_factory=list)
    beliefs: dict[int, dict[str, Any]] = field(default_factory=dict)  # by ply, A's moves only


def beliefs(agent: TorrisAgent) -> dict[str, Any]:
    """What ``agent`` believed at its last move: simulations, the root solver, the root's top moves."""
    found: dict[str, Any] = {"sims": agent.last_simulations, "solved": agent.last_solved}
    tree = agent._tree  # the kept root (not kept after an immediate solver answer)
    if tree is not None:
        root = tree[3]
        top = sorted(range(len(root.legal)), key=lambda k: -root.n[k])[:4]
        found["root"] = [
            (move_name(root.legal[k]), root.n[k], round(root.w[k] / root.n[k], 3) if root.n[k] else None)
            for k in top
        ]
        found["legal"] = len(root.legal)
    return found


def play(spec_a: str, spec_b: str, seed: int, a_seat: int) -> Record:
    game = fives.games.load("torris")
    state = game.new_state({}, seed)
    specs = [spec_a, spec_b] if a_seat == 0 else [spec_b, spec_a]
    agents = [make_agent(spec, game, 2) for spec in specs]
    rng = random.Random(seed)
    record = Record(seed, a_seat, 0.0)
    while not state.is_terminal():
        player = state.current_player()
        if player == CHANCE:
            state.push(state.sample_chance(), CHANCE)
            continue
        assert isinstance(state, TorrisState)
        record.positions.append((list(state.towers), player))
        move = act(agents[player], state, player, rng)
        agent = agents[player]
        if player == a_seat and isinstance(agent, TorrisAgent):
            record.beliefs[len(record.moves)] = beliefs(agent)
        record.moves.append(move)
        state.push(move, player)
    record.score = (state.returns()[a_seat] + 1) / 2
    return record


def solve_for(solver: Solver, towers: list[Tower], player: int, colour: int, nodes: int) -> int | None:
    """The exact value for ``colour`` (None when ``nodes`` do not suffice)."""
    try:
        value, _ = solver.solve(towers, player, nodes)
    except SolveBudgetExceeded:
        return None
    return value if player == colour else -value


def analyse(record: Record, nodes: int, recheck: int) -> dict[str, Any]:
    colour = record.a_colour
    solver = Solver()
    values: dict[int, int] = {}  # ply -> A's exact value of the position before that ply's move
    for ply in range(len(record.positions) - 1, -1, -1):
        towers, player = record.positions[ply]
        value = solve_for(solver, towers, player, colour, nodes)
        if value is None:
            break
        values[ply] = value
    horizon = min(values) if values else len(record.positions)
    found: dict[str, Any] = {
        "seed": record.seed,
        "a_colour": "White" if colour == 0 else "Black",
        "plies": len(record.moves),
        "horizon": horizon,
        "value_at_horizon": values.get(horizon),
    }
    blunder = None
    for ply in sorted(values):
        towers, player = record.positions[ply]
        after = values.get(ply + 1)
        if player == colour and values[ply] >= 0 and after is not None and after < values[ply]:
            blunder = ply
            break
    if blunder is None:
        found["class"] = "early" if values.get(horizon, 0) < 0 else "none"
        return found
    towers, player = record.positions[blunder]
    fresh = Solver()
    needed: int | None
    try:
        fresh.solve(towers, player, nodes)
        needed = fresh.nodes
    except SolveBudgetExceeded:
        needed = None
    belief = record.beliefs.get(blunder, {})
    found.update(
        blunder=blunder,
        played=move_name(record.moves[blunder]),
        value_before=values[blunder],
        value_after=values[blunder + 1],
        solver_nodes_needed=needed,
        legal=len(to_move(towers, player)[1]),
        belief=belief,
    )
    # the holding moves (those that keep A's value), by the solver
    holding = []
    for move in to_move(towers, player)[1]:
        board = fives.ai.torris.engine.play(towers, move)
        nxt, _ = to_move(board, 1 - player)
        if nxt < 0:
            result = fives.ai.torris.engine.result(board)
            value = result if colour == 0 else -result
        else:
            found_value = solve_for(solver, board, nxt, colour, nodes)
            if found_value is None:
                continue
            value = found_value
        if value >= values[blunder]:
            holding.append(move_name(move))
    found["holding"] = holding
    sims = max(int(belief.get("sims") or 0), 200) * recheck
    agent = TorrisAgent(Budget(nodes=sims))
    state = positions_state(towers, player)
    choice = agent.choose(state, player, random.Random(record.seed))
    found["recheck"] = {"sims": sims, "played": move_name(choice), "holds": move_name(choice) in holding}
    if needed is not None and needed <= 60_000:
        found["class"] = "a"
    elif found["recheck"]["holds"]:
        found["class"] = "c"
    else:
        found["class"] = "b"
    return found


def positions_state(towers: list[Tower], player: int) -> TorrisState:
    """A rules-module state for ``towers`` with ``player`` to move."""
    game = fives.games.load("torris")
    rows = [
        ["".join("WB"[s // 4] + "dlts"[s % 4] for s in towers[8 * r + f]) for f in range(8)] for r in range(4)
    ]
    state = game.state_from_snapshot({"board": rows, "turn": "white" if player == 0 else "black"}, {})
    assert isinstance(state, TorrisState)
    return state


def main() -> None:
    parser = screen_parser(__doc__.splitlines()[0])
    parser.add_argument("--nodes", type=int, default=1_000_000, help="solver nodes per position")
    parser.add_argument("--recheck", type=int, default=10, help="times the simulations for the recheck")
    parser.add_argument("--out", default="", help="write the games and findings as JSON here")
    args = parser.parse_args()
    count_cpu_time()
    game = fives.games.load("torris")
    spec_a, spec_b = with_seconds(args.a, args.seconds, game), with_seconds(args.b, args.seconds, game)
    total = 0.0
    findings = []
    games = []
    for job in jobs("torris", spec_a, spec_b, args.games, args.seed, {}):
        record = play(spec_a, spec_b, job.seed, job.a_seats[0])
        total += record.score
        games.append(
            {"seed": record.seed, "a_colour": record.a_colour, "score": record.score, "moves": record.moves}
        )
        if record.score < 0.5:
            found = analyse(record, args.nodes, args.recheck)
            findings.append(found)
            print(json.dumps(found), flush=True)
    classes = [f["class"] for f in findings]
    print(
        f"A scored {total:g}/{args.games}; lost {len(findings)}: "
        + ", ".join(f"{c} {classes.count(c)}" for c in ("a", "b", "c", "early", "none"))
    )
    if args.out:
        with open(args.out, "w") as handle:
            json.dump({"games": games, "findings": findings}, handle, indent=1)


if __name__ == "__main__":
    main()
