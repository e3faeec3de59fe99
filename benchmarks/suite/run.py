"""`make bench`: the benchmark suite, written to docs/benchmarks.md.

Four parts; ``--only PART ...`` runs some of them and replaces only their sections of the
document (the others are kept as they were, each with its own date and command).

engine (single core, one process), per game:
- gen+apply/s: legal-move generations each followed by one apply (`push`), during random
  playouts from the start (chance outcomes drawn with `sample_chance`);
- playouts/s: whole random games from the start position;
- MCTS sims/s: simulations of the generic MCTS from the start position;
- alpha-beta nodes/s: nodes of the alpha-beta search (two-player perfect-information games).

side: our MCTS against OpenSpiel's Python MCTSBot at equal time per move (benchmarks/suite/side_by_side.py).

server: a bounded websocket load test of a real `fives serve` on 127.0.0.1 (benchmarks/suite/server_load.py),
on a temporary SQLite database and, given a URL (``--postgres`` or FIVES_TEST_POSTGRES_URL), on PostgreSQL;
each twice: as fast as the games can move (the most moves/s), and paced to ``--load-rate`` moves/s
(the latency at that load).

proxy: the same load through HAProxy (`deploy/haproxy.cfg`) in front of 1, 2 and 3 `fives serve`
processes on PostgreSQL, with each process's CPU share (docs/deploy.md).

observation: what each game's own observation costs against one of its steps, and PettingZoo agent
steps per CPU-second with it and with the hashed view (benchmarks/suite/observation_speed.py, issue 37).

hints: the CPU seconds of a hint at seeded positions of every game and player count (median, p90,
max), the hint on the tactical suite, and the analysis's cost per decision
(benchmarks/evidence/hint_cost.py).
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import random
import re
import shlex
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import fives.games
from fives.ai.plugin import ai_plugin
from fives.ai.search.alphabeta import AlphaBetaAgent
from fives.ai.search.budget import Budget
from fives.ai.search.mcts import MCTSAgent
from fives.core import CHANCE, SIMULTANEOUS, Game, State


def random_playout(state: State[Any], rng: random.Random) -> int:
    """Play ``state`` to its end with random legal moves (chance drawn with `sample_chance`);
    the number of moves made (each generation of legal moves followed by one ``push``)."""
    steps = 0
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
            return steps


def engine(game: Game[Any], seconds: float) -> tuple[float, float]:
    root = game.new_state({}, 1)
    rng = random.Random(1)
    steps = playouts = 0
    start = time.perf_counter()
    end = start + seconds
    while time.perf_counter() < end:
        steps += random_playout(root.clone(), rng)
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
    agent = MCTSAgent(Budget(seconds=seconds), evaluate=ai_plugin(game.id).evaluator())
    start = time.perf_counter()
    agent.choose(state, player, random.Random(1))
    return agent.last_simulations / (time.perf_counter() - start)


def alphabeta_rate(game: Game[Any], seconds: float) -> float | None:
    plugin = ai_plugin(game.id)
    if plugin.default_search != "alphabeta":
        return None
    state, player = first_decision(game)
    agent = AlphaBetaAgent(
        Budget(seconds=seconds), evaluate=plugin.evaluator(), order=plugin.order, features=plugin.features
    )
    start = time.perf_counter()
    agent.choose(state, player, random.Random(1))
    return agent.last_nodes / (time.perf_counter() - start)


PARTS = ("engine", "side", "server", "proxy", "hints", "observation")
TITLE = "# Benchmarks"
CAMBIO_GEN, CAMBIO_PLAYOUTS, OTHER_GEN = 250_000, 5_000, 50_000
SERVER_MOVES, SERVER_P99_MS = 1_000, 50.0


def machine() -> str:
    model = "unknown CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    cores = os.cpu_count() or 0
    python = f"Python {platform.python_version()} ({platform.python_implementation()})"
    return f"{model}, {cores} logical cores; {python}"


def load_average() -> str:
    try:
        one, five, fifteen = os.getloadavg()
    except OSError:
        return "unknown"
    return f"{one:.2f} / {five:.2f} / {fifteen:.2f} (1 / 5 / 15 min)"


def now() -> str:
    return datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")


def header(title: str, command: str, load_before: str) -> list[str]:
    return [
        f"## {title}",
        "",
        f"- date: {now()}",
        f"- machine: {machine()}, {sys.platform}",
        f"- load average before: {load_before}; after: {load_average()}",
        f"- command: `{command}`",
        "",
    ]


def run_engine(args: argparse.Namespace, command: str) -> list[str]:
    load_before = load_average()
    games = [fives.games.load(g) for g in args.games] if args.games else fives.games.all()
    rows = []
    for game in games:
        cpu, wall = time.process_time(), time.perf_counter()
        gen, playouts = engine(game, args.seconds)
        share = (time.process_time() - cpu) / (time.perf_counter() - wall)
        sims = mcts_rate(game, args.seconds)
        nodes = alphabeta_rate(game, args.seconds)
        rows.append((game.id, gen, playouts, sims, nodes, share))
        text = f"{game.id:16} {gen:12,.0f} gen+apply/s {playouts:10,.1f} playouts/s {sims:9,.0f} sims/s"
        print(text + ("" if nodes is None else f" {nodes:9,.0f} ab nodes/s"), flush=True)
    lines = header("Engine and search speed (one core, one process)", command, load_before)
    lines += [
        "| game | gen+apply/s | random playouts/s | MCTS simulations/s | alpha-beta nodes/s | CPU share "
        "| gen+apply per CPU-s | goal | met (wall clock / per CPU-s) |",
        "|---|---:|---:|---:|---:|---:|---:|---|---|",
    ]
    for game_id, gen, playouts, sims, nodes, share in rows:
        ab = "-" if nodes is None else f"{nodes:,.0f}"
        share = max(share, 1e-9)
        if game_id == "cambio":
            goal = f">= {CAMBIO_GEN:,} gen+apply/s, >= {CAMBIO_PLAYOUTS:,} playouts/s"
            met = gen >= CAMBIO_GEN and playouts >= CAMBIO_PLAYOUTS
            met_cpu = gen / share >= CAMBIO_GEN and playouts / share >= CAMBIO_PLAYOUTS
        else:
            goal = f">= {OTHER_GEN:,} gen+apply/s"
            met = gen >= OTHER_GEN
            met_cpu = gen / share >= OTHER_GEN
        figures = f"{gen:,.0f} | {playouts:,.1f} | {sims:,.0f} | {ab} | {share:.2f} | {gen / share:,.0f}"
        verdict = f"{'yes' if met else 'NO'} / {'yes' if met_cpu else 'NO'}"
        lines.append(f"| {game_id} | {figures} | {goal} | {verdict} |")
    lines += [
        "",
        "gen+apply/s counts legal-move generations each followed by one apply, during random playouts",
        "from the start position (chance outcomes are drawn from their exact probabilities).",
        "MCTS and alpha-beta are measured from the first position with a real choice, using the game's",
        "heuristics where it has them. CPU share = the process's CPU seconds per wall-clock second while",
        "gen+apply/s was measured (1.00 = a whole core): on a shared, loaded machine the wall-clock",
        "figures are lower by that factor; gen+apply per CPU-s is what one idle core would give.",
        "",
    ]
    return lines


def run_side(args: argparse.Namespace, command: str) -> list[str]:
    load_before = load_average()
    try:
        from benchmarks.suite import side_by_side
        from fives.interop import openspiel  # noqa: F401  (is OpenSpiel there?)
    except ImportError as error:
        return [
            *header("Our MCTS against OpenSpiel's MCTSBot", command, load_before),
            f"Not run: {error}.",
            "",
        ]
    results = []
    for game_id in side_by_side.GAMES:
        r = side_by_side.match(
            game_id, games=args.side_games, seconds=args.side_seconds, workers=args.workers
        )
        results.append(r)
        print(
            f"{game_id:16} ours {r.score:.3f} [{r.low:.3f}, {r.high:.3f}] over {r.games} games "
            f"(+{r.wins} ={r.draws} -{r.losses}); OpenSpiel count {r.their_sims}, "
            f"mean {r.their_mean_sims:.1f}; sims/s ours "
            f"{r.ours_sims_per_second:,.0f} theirs {r.theirs_sims_per_second:,.0f}; s/move ours "
            f"{r.ours_seconds_per_move:.3f} theirs {r.theirs_seconds_per_move:.3f}; {r.wall_seconds:.0f} s",
            flush=True,
        )
    lines = header("Our MCTS against OpenSpiel's MCTSBot, equal time per move", command, load_before)
    lines += [
        f"Each game: {args.side_games} games, seats alternated, {args.workers} worker processes. Ours:",
        f"`mcts:seconds={args.side_seconds:g}` (`fives.ai.search.mcts`: the game's evaluation after",
        "rollouts of at most 200 actions). OpenSpiel's: `open_spiel.python.algorithms.mcts.MCTSBot`",
        "(uct_c 2, `RandomRolloutEvaluator` with one rollout, solve on) through `fives.interop.openspiel`.",
        "It takes",
        "a simulation count: before the match the count is **calibrated** (in every worker at once, on",
        "positions of random games) to its simulations/s times our agent's measured thinking time per",
        "move at this budget; during the match, before each of its moves, the count is set again to its",
        "simulations/s so far times our mean thinking time so far (per worker), so that both sides get",
        "the same time per move on average. The thinking times of the match itself are in the table.",
        "Score = our share (win 1, draw 1/2, loss 0); 95% interval by the normal approximation",
        "(`fives.ai.measure.arena.summarize`).",
        "",
        "| game | games | our score [95% CI] | ours +/=/- | OpenSpiel count: calibrated; mean in match "
        "| sims/s ours | sims/s OpenSpiel | s/move ours | s/move OpenSpiel | actions/game | wall s |",
        "|---|---:|---|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for r in results:
        lines.append(
            f"| {r.game} | {r.games} | {r.score:.3f} [{r.low:.3f}, {r.high:.3f}] | "
            f"{r.wins}/{r.draws}/{r.losses} | {r.their_sims} ({r.calibrated_rate:,.0f} sims/s x "
            f"{r.calibrated_ours_seconds:.3f} s); {r.their_mean_sims:.1f} | {r.ours_sims_per_second:,.0f} | "
            f"{r.theirs_sims_per_second:,.0f} | {r.ours_seconds_per_move:.3f} | "
            f"{r.theirs_seconds_per_move:.3f} | {r.mean_moves:.1f} | {r.wall_seconds:.0f} |"
        )
    lines += [
        "",
        "Simulations/s are measured in the match (all simulations of a side / its thinking time),",
        f"with {args.workers} games running at once. Forced moves (one legal action) are played",
        "without asking either side and are not counted.",
        "",
    ]
    return lines


def run_server(args: argparse.Namespace, command: str) -> list[str]:
    from benchmarks.suite import server_load

    lines = header("Server load test (websockets on 127.0.0.1)", command, load_average())
    lines += [
        "A real `fives serve` (subprocess, `--log-level warning`) on a free port of 127.0.0.1, fresh",
        f"database; {args.load_games} games of `{args.load_game}` at once, each with its two seats driven",
        "by two websocket clients (`websockets`, asyncio, all in the benchmark process, so client and",
        f"server share the machine), each sending random legal moves from its view, {args.load_moves}",
        f"moves per game, at most {args.load_limit:g} s. moves/s = acknowledged moves / time from the",
        "start signal (every client connected) until the last game finished. Latency = from sending a",
        "move to the `state` message with the new position arriving at the other seat's websocket.",
        "Each database twice: *at once* = every client moves the moment its turn comes (the most",
        "moves/s the server sustains; its latency is then games / moves/s by Little's law, whatever",
        f"the server does), and *paced* = the games together offer {args.load_rate:,.0f} moves/s (each game",
        "moves at most every games / rate seconds), which gives the latency at that load.",
        "CPU share = CPU seconds per second of the run (1.00 = a whole core) of the server process and",
        "of the client process; moves per server CPU-s = what the server does per second of its own CPU.",
        "The goal (>= 1,000 moves/s with p99 < 50 ms) is met when the run at once reaches 1,000 moves/s",
        "and the paced run at 1,000 moves/s keeps up (at least 95% of the offered moves/s) with p99 < 50 ms.",
        "",
        "| database | load | games | moves | seconds | moves/s | p50 ms | p99 ms | max ms | errors | server "
        "CPU share | client CPU share | moves per server CPU-s | load average before |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ]
    databases: list[str | None] = [None]
    if args.postgres:
        databases.append(args.postgres)
    verdicts = []
    for database in databases:
        results = []
        for rate in (0.0, args.load_rate):
            before = load_average()
            r = server_load.run_load(
                database,
                games=args.load_games,
                moves=args.load_moves,
                limit=args.load_limit,
                game=args.load_game,
                rate=rate,
            )
            results.append(r)
            how = "at once" if rate == 0 else f"paced {rate:,.0f}/s"
            print(
                f"{r.database:10} {how:13} {r.moves} moves in {r.seconds:.1f} s = {r.moves_per_second:,.0f} "
                f"moves/s, p50 {r.p50_ms:.1f} ms, p99 {r.p99_ms:.1f} ms, errors {r.errors}, load {before}",
                flush=True,
            )
            cells = [
                r.database,
                how,
                str(r.games),
                f"{r.moves:,}",
                f"{r.seconds:.1f}",
                f"{r.moves_per_second:,.0f}",
                *(f"{ms:.1f}" for ms in (r.p50_ms, r.p99_ms, r.max_ms)),
                str(r.errors),
                f"{r.server_cpu_share:.2f}",
                f"{r.client_cpu_share:.2f}",
                f"{r.moves_per_server_cpu_second:,.0f}",
                before,
            ]
            lines.append("| " + " | ".join(cells) + " |")
        fastest, paced = results
        met = (
            fastest.moves_per_second >= SERVER_MOVES
            and args.load_rate >= SERVER_MOVES
            and paced.moves_per_second >= 0.95 * args.load_rate
            and paced.p99_ms < SERVER_P99_MS
        )
        verdicts.append(
            f"- {fastest.database}: goal {'met' if met else 'NOT met'} (at once "
            f"{fastest.moves_per_second:,.0f} moves/s; paced {paced.moves_per_second:,.0f} of "
            f"{args.load_rate:,.0f} offered, p99 {paced.p99_ms:.1f} ms)"
        )
    lines += ["", *verdicts]
    if not args.postgres:
        lines += ["", "PostgreSQL: not run (no `--postgres URL` and no FIVES_TEST_POSTGRES_URL)."]
    lines.append("")
    return lines


def run_proxy(args: argparse.Namespace, command: str) -> list[str]:
    from benchmarks.suite import server_load
    from fives.server.launch import find_haproxy, postgres_schema

    lines = header("Server through the proxy (1, 2 and 3 processes on PostgreSQL)", command, load_average())
    haproxy = find_haproxy()
    if not args.postgres or haproxy is None:
        missing = "no haproxy" if args.postgres else "no PostgreSQL URL (--postgres, FIVES_TEST_POSTGRES_URL)"
        return [*lines, f"Not run: {missing}.", ""]
    lines += [
        "The production layout of [deploy.md](deploy.md): HAProxy with `deploy/haproxy.cfg` in front of",
        "1, 2 and 3 `fives serve` processes on one PostgreSQL database (a fresh schema per run), the",
        f"same clients as the server load test ({args.load_games} games of `{args.load_game}`, two websocket",
        f"clients each, {args.load_moves} moves per game) connecting to the proxy only. Each process count",
        f"twice: at once (the most moves/s) and paced at {args.proxy_rate:,.0f} moves/s (the latency at",
        "that load).",
        "CPU share per process = its CPU seconds per second of the run (1.00 = a whole core): on a",
        "machine with fewer free cores than processes, more processes cannot add throughput.",
        "",
        "| processes | load | moves | seconds | moves/s | p50 ms | p99 ms | errors | CPU share of each "
        "process | clients' CPU share | load average before |",
        "|---:|---|---:|---:|---:|---:|---:|---:|---|---:|---|",
    ]
    for processes in (1, 2, 3):
        for rate in (0.0, args.proxy_rate):
            before = load_average()
            with postgres_schema(args.postgres, prefix="bench_") as url:
                out = server_load.run_proxied(
                    url,
                    processes,
                    haproxy,
                    games=args.load_games,
                    moves=args.load_moves,
                    limit=args.load_limit,
                    game=args.load_game,
                    rate=rate,
                )
            r = out.load
            how = "at once" if rate == 0 else f"paced {rate:,.0f}/s"
            shares = " / ".join(f"{share:.2f}" for share in out.process_cpu_shares)
            print(
                f"{processes} processes {how:13} {r.moves_per_second:,.0f} moves/s, p99 {r.p99_ms:.1f} ms, "
                f"CPU {shares}, errors {r.errors}",
                flush=True,
            )
            cells = [
                str(processes),
                how,
                f"{r.moves:,}",
                f"{r.seconds:.1f}",
                f"{r.moves_per_second:,.0f}",
                f"{r.p50_ms:.1f}",
                f"{r.p99_ms:.1f}",
                str(r.errors),
                shares,
                f"{r.client_cpu_share:.2f}",
                before,
            ]
            lines.append("| " + " | ".join(cells) + " |")
    lines.append("")
    return lines


def run_hints(args: argparse.Namespace, command: str) -> list[str]:
    from benchmarks.evidence import hint_cost

    load_before = load_average()
    games = args.games or list(fives.games.ids())
    body = hint_cost.report(games, args.hint_positions, decisions=args.hint_decisions)
    lines = header("Hints and analyses: CPU seconds (issue 34)", command, load_before)
    lines.insert(-1, f"- code: commit {commit()}")
    return [
        *lines,
        "CPU seconds of the thinking thread (`fives.ai.search.budget.cpu_seconds`, what every budget",
        "counts; load on the machine does not change them). Positions: a random game from seed s,",
        "stopped at one of its decisions drawn at random; the hint the server gives there (Abräumen:",
        "its exact solver). The first Zahlenpoker hint of a process loads the equilibrium table.",
        "",
        *body,
    ]


def run_observation(args: argparse.Namespace, command: str) -> list[str]:
    load_before = load_average()
    try:
        from benchmarks.suite import observation_speed
        from fives.interop import pettingzoo  # noqa: F401  (is PettingZoo there?)
    except ImportError as error:
        return [
            *header("Observations and PettingZoo steps (issue 37)", command, load_before),
            f"Not run: {error}.",
            "",
        ]
    ids = args.games or fives.games.ids()
    results = []
    for game_id in ids:
        results.append(observation_speed.measure(game_id, args.observation_seconds))
        print(observation_speed.table(results[-1:])[-1], flush=True)
    lines = header("Observations and PettingZoo steps (issue 37)", command, load_before)
    lines.insert(-1, f"- code: commit {commit()}")
    return [
        *lines,
        "CPU time (`time.process_time`), one process, one round or game of a match (`single`). step us:",
        "one of our own steps in random games (legal moves and `push`). own: the game's own observation",
        "(`fives.interop.observation`, written straight from the state into a zeroed float32 vector) of",
        "the player to act at positions of random games; hashed: the hashed view of 2,048 slots (the",
        'adapters\' `observation="hashed"`, their only observation before issue 37). PettingZoo agent',
        "steps/CPU-s: whole games through `fives.interop.pettingzoo.env` (PettingZoo's default wrappers)",
        "in its documented loop (`agent_iter`, `last`, a random legal id from the mask, `step`); the",
        "loop's own choice is counted (the mask's legal ids: `np.flatnonzero(mask.view(bool))`; numpy's",
        "nonzero is 60 times faster on booleans than on the int8 mask, which is 19,653 entries long in",
        "Fünf gewinnt). Goals: an observation within 3 steps, >= 20,000 agent steps per CPU-second.",
        "",
        *observation_speed.table(results),
        "",
        *gym_lines(args.observation_seconds),
    ]


def gym_lines(seconds: float) -> list[str]:
    """The Gymnasium environment's steps per CPU-second, without and with the solver's oracle."""
    from benchmarks.suite import observation_speed

    default = observation_speed.gym_rate(seconds, oracle=False)
    oracle = observation_speed.gym_rate(seconds, oracle=True)
    return [
        "The Gymnasium environment `fives/Abraeumen-v0` in random play (random legal jumps), steps per",
        "CPU-second: by default (no solver in the loop) and with `oracle=True` (the exact solver's",
        "verdict in `info`, its cache of verdicts emptied first).",
        "",
        "| env | steps/CPU-s |",
        "|---|---:|",
        f"| default | {default:,.0f} |",
        f"| oracle=True | {oracle:,.0f} |",
        "",
    ]


def commit() -> str:
    try:
        found = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True
        )
        dirty = subprocess.run(
            ["git", "status", "--porcelain", "--untracked-files=no"], capture_output=True, text=True
        )
        return found.stdout.strip() + (" (with uncommitted changes)" if dirty.stdout.strip() else "")
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def sections(text: str) -> dict[str, str]:
    found = {}
    for match in re.finditer(r"<!-- bench:(\w+) -->\n(.*?)<!-- /bench:\1 -->\n", text, re.S):
        found[match.group(1)] = match.group(2)
    return found


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--only", nargs="+", choices=PARTS, help="run only these parts (default: all)")
    parser.add_argument("--output", default="docs/benchmarks.md")
    parser.add_argument("--seconds", type=float, default=3.0, help="engine: time per figure (default 3)")
    parser.add_argument("--games", nargs="*", help="engine: game ids (default: all)")
    parser.add_argument("--side-games", type=int, default=100, help="side: games per game id (default 100)")
    parser.add_argument(
        "--side-seconds", type=float, default=0.1, help="side: seconds per move (default 0.1)"
    )
    parser.add_argument("--workers", type=int, default=2, help="side: worker processes (default 2)")
    parser.add_argument(
        "--hint-positions", type=int, default=10, help="hints: positions per game (default 10)"
    )
    parser.add_argument(
        "--hint-decisions", type=int, default=20, help="hints: decisions of each analysed game (default 20)"
    )
    parser.add_argument("--load-games", type=int, default=200, help="server: concurrent games (default 200)")
    parser.add_argument("--load-moves", type=int, default=60, help="server: moves per game (default 60)")
    parser.add_argument("--load-limit", type=float, default=120.0, help="server: time limit, s (default 120)")
    parser.add_argument("--load-game", default="make5", help="server: the game played (default make5)")
    parser.add_argument(
        "--load-rate", type=float, default=1000.0, help="server: moves/s of the paced run (default 1000)"
    )
    parser.add_argument(
        "--proxy-rate", type=float, default=500.0, help="proxy: moves/s of the paced runs (default 500)"
    )
    parser.add_argument(
        "--postgres",
        default=os.environ.get("FIVES_TEST_POSTGRES_URL") or None,
        help="server: also on this PostgreSQL URL (default: FIVES_TEST_POSTGRES_URL)",
    )
    parser.add_argument(
        "--observation-seconds",
        type=float,
        default=2.0,
        help="observation: CPU seconds per figure (default 2)",
    )
    parser.add_argument(
        "--notes-only",
        action="store_true",
        help="measure nothing: rewrite the document from its sections and benchmarks-notes.md",
    )
    args = parser.parse_args()
    parts = [] if args.notes_only else args.only or list(PARTS)
    base = ".venv/bin/python -m benchmarks.suite.run"  # what `make bench` runs
    commands = {
        "engine": f"{base} --only engine --seconds {args.seconds:g}"
        + (f" --games {' '.join(args.games)}" if args.games else ""),
        "side": f"{base} --only side --side-games {args.side_games} --side-seconds {args.side_seconds:g}"
        f" --workers {args.workers}",
        "server": f"{base} --only server --load-games {args.load_games} --load-moves {args.load_moves}"
        f" --load-limit {args.load_limit:g} --load-game {args.load_game} --load-rate {args.load_rate:g}"
        + (" --postgres URL" if args.postgres else ""),
        "proxy": f"{base} --only proxy --load-games {args.load_games} --load-moves {args.load_moves}"
        f" --load-limit {args.load_limit:g} --load-game {args.load_game} --proxy-rate {args.proxy_rate:g}"
        " --postgres URL",
        "hints": f"{base} --only hints --hint-positions {args.hint_positions}"
        f" --hint-decisions {args.hint_decisions}"
        + (f" --games {' '.join(args.games)}" if args.games else ""),
        "observation": f"{base} --only observation --observation-seconds {args.observation_seconds:g}"
        + (f" --games {' '.join(args.games)}" if args.games else ""),
    }
    runners = {
        "engine": run_engine,
        "side": run_side,
        "server": run_server,
        "proxy": run_proxy,
        "hints": run_hints,
        "observation": run_observation,
    }
    output = Path(args.output)
    old = sections(output.read_text(encoding="utf-8")) if output.exists() else {}
    began = time.perf_counter()
    for part in parts:
        old[part] = "\n".join(runners[part](args, shlex.join(shlex.split(commands[part])))) + "\n"
    lines = [
        TITLE,
        "",
        "Written by `make bench` (= `.venv/bin/python -m benchmarks.suite.run`: every part at its default",
        "size; one part alone: `--only PART`, sizes as in its command).",
        "Each section gives the date, the machine, the load average and the command of its figures.",
        "The machine is shared: compare figures only with the load average next to them.",
        "",
    ]
    for part in PARTS:
        if part in old:
            lines += [f"<!-- bench:{part} -->", old[part].rstrip("\n"), f"<!-- /bench:{part} -->", ""]
    extra = output.with_name("benchmarks-notes.md")
    if extra.exists():
        lines += [extra.read_text(encoding="utf-8")]
    output.write_text("\n".join(lines), encoding="utf-8")
    print(f"written to {output} in {time.perf_counter() - began:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
