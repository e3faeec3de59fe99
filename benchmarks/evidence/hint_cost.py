"""The CPU cost of a hint and of an analysis, in every game and player count (issue 34 item 4).

Hints: for each game and player count, ``--positions`` seeded positions (seed ``s``: a game
played from the start with random legal moves, stopped at one of its decisions drawn at random,
the seat to act has two or more moves), a hint asked as the server asks it (`fives.ai.advice.hint`
within `fives.ai.advice.HINT_SECONDS`, or the exact solver's hint where the game has one:
Abräumen), its CPU time measured on the thinking thread (`fives.ai.search.budget.cpu_seconds`,
the clock every budget counts).  Printed per game and player count: median, p90 and max CPU
seconds.  ``--tactics``: the hint on every position of the tactical suite
(tests/ai/data/tactics.json: win-now, block-now, Fünf gewinnt's double threats and parries, Make
5's exact last rounds, found by the rules-only oracle), how many it gets right and its CPU
seconds, per game and kind.  ``--analysis`` also analyses one random game per game and player
count (`fives.ai.advice.analyse`, count-based, all seats; up to its ``--decisions``-th
decision) and prints its CPU seconds and decisions.  ``--seconds`` sets the
hint's budget (default `fives.ai.advice.HINT_SECONDS`).

    PYTHONPATH=src .venv/bin/python -m benchmarks.evidence.hint_cost --positions 20 --tactics --analysis
    PYTHONPATH=src .venv/bin/python -m benchmarks.evidence.hint_cost --games make5 --analysis
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
from pathlib import Path
from typing import Any

import fives.games
from fives.ai import advice
from fives.ai.plugin import ai_plugin
from fives.ai.search.budget import cpu_seconds
from fives.core import CHANCE, SIMULTANEOUS, Game, State
from fives.core.record import Record

TACTICS = Path(__file__).resolve().parents[2] / "tests" / "ai" / "data" / "tactics.json"


def random_game(game: Game[Any], players: int, seed: int) -> tuple[State[Any], list[int]]:
    """A game played to its end with random legal moves (chance with `sample_chance`), and the
    history lengths at which some player had a decision of two or more moves."""
    state = game.new_state({"players": players}, seed)
    rng = random.Random(seed)
    decisions: list[int] = []
    while not state.is_terminal() and len(state.history) < 400:
        current = state.current_player()
        if current == CHANCE:
            state.push(state.sample_chance(rng), CHANCE)
            continue
        acting = state.acting_players()
        if any(len(state.legal_actions(p)) > 1 for p in acting):
            decisions.append(len(state.history))
        if current == SIMULTANEOUS:
            for p in acting:
                state.push(rng.choice(state.legal_actions(p)), p)
        else:
            state.push(rng.choice(state.legal_actions(current)), current)
    return state, decisions


def position(game: Game[Any], players: int, seed: int) -> tuple[State[Any], int] | None:
    """The seeded position of the module's text and the seat asked for, or None (no decision)."""
    end, decisions = random_game(game, players, seed)
    if not decisions:
        return None
    at = random.Random(seed).choice(decisions)
    state = end._prefix_state(at)
    seats = [p for p in state.acting_players() if len(state.legal_actions(p)) > 1]
    return state, seats[0]


def hint_seconds(state: State[Any], seat: int, seconds: float = advice.HINT_SECONDS) -> tuple[Any, float]:
    """The hint the server gives ``seat`` in ``state`` (its action) and its CPU seconds."""
    solver = ai_plugin(state.game.id).hint
    began = cpu_seconds()
    action = solver(state).best if solver is not None else advice.hint(state, seat, seconds).action
    return action, cpu_seconds() - began


def _decode(action: Any) -> Any:
    return tuple(_decode(a) for a in action) if isinstance(action, list) else action


def tactics(seconds: float, games: list[str]) -> list[str]:
    """The hint on the tactical suite's positions of ``games``: right answers and CPU seconds per
    game and kind (no lines where the suite has none of them)."""
    rows: dict[tuple[str, str], tuple[int, list[float]]] = {}
    for item in json.loads(TACTICS.read_text(encoding="utf-8")):
        if item["game"] not in games:
            continue
        state = fives.games.load(item["game"]).new_state(item["options"], item["seed"])
        for player, action in item["actions"]:
            state.apply(_decode(action), CHANCE if player == -1 else player)
        action, spent = hint_seconds(state, item["player"], seconds)
        right, times = rows.get((item["mine"], item["kind"]), (0, []))
        rows[item["mine"], item["kind"]] = (
            right + (action in map(_decode, item["answers"])),
            [*times, spent],
        )
    if not rows:
        return []
    lines = [
        "| suite | kind | positions | hint right | median CPU s | max CPU s |",
        "|---|---|---|---:|---:|---:|",
    ]
    for (mine, kind), (right, times) in rows.items():
        median = statistics.median(times)
        lines.append(f"| {mine} | {kind} | {len(times)} | {right} | {median:.3f} | {max(times):.3f} |")
    return lines


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def analysis_cost(game: Game[Any], players: int, seed: int, decisions: int) -> tuple[float, int]:
    """The CPU seconds and the decisions judged of the analysis of a random game up to its
    ``decisions``-th decision (a seat with two or more moves)."""
    end, found = random_game(game, players, seed)
    cut = found[decisions] if len(found) > decisions else len(end.history)
    texts = [_text(end, i) for i in range(cut)]
    record = Record(game.id, {"players": players}, seed, texts)
    began = cpu_seconds()
    judged = advice.analyse(record)
    return cpu_seconds() - began, len(judged)


def _text(end: State[Any], index: int) -> str:
    before = end._prefix_state(index)
    who, action = end.history[index]
    text = before.action_to_string(action, who)
    return f"{who}:{text}" if before.current_player() == SIMULTANEOUS else text


def hints(games: list[str], positions: int, seed: int, seconds: float, log: str | None = None) -> list[str]:
    """The table of hint costs per game and player count (see the module's text)."""
    lines = [
        "| game | players | hints | median CPU s | p90 CPU s | max CPU s |",
        "|---|---|---:|---:|---:|---:|",
    ]
    for game_id in games:
        game = fives.games.load(game_id)
        for players in range(game.info.min_players, game.info.max_players + 1):
            times: list[float] = []
            for k in range(positions):
                found = position(game, players, seed + k)
                if found is None:
                    continue
                state, seat = found
                _, spent = hint_seconds(state, seat, seconds)
                times.append(spent)
                if log:
                    with open(log, "a") as out:
                        row = {"game": game_id, "players": players, "seed": seed + k, "cpu": spent}
                        out.write(json.dumps(row) + "\n")
            if times:
                figures = f"{statistics.median(times):.3f} | {quantile(times, 0.9):.3f} | {max(times):.3f}"
                lines.append(f"| {game_id} | {players} | {len(times)} | {figures} |")
                print(lines[-1], flush=True)
    return lines


def analyses(games: list[str], seed: int, decisions: int) -> list[str]:
    """The table of analysis costs per game and player count (see the module's text)."""
    lines = [
        "| game | players | decisions judged | analysis CPU s | CPU s per decision |",
        "|---|---|---:|---:|---:|",
    ]
    for game_id in games:
        game = fives.games.load(game_id)
        for players in range(game.info.min_players, game.info.max_players + 1):
            spent, judged = analysis_cost(game, players, seed, decisions)
            per = spent / judged if judged else 0.0
            lines.append(f"| {game_id} | {players} | {judged} | {spent:.2f} | {per:.3f} |")
            print(lines[-1], flush=True)
    return lines


def report(
    games: list[str],
    positions: int,
    seed: int = 1,
    seconds: float = advice.HINT_SECONDS,
    with_tactics: bool = True,
    decisions: int = 20,
    log: str | None = None,
) -> list[str]:
    """All the tables (the analysis's with ``decisions`` > 0), as Markdown lines."""
    lines = [f"Hint budget: {seconds:g} CPU s.", "", *hints(games, positions, seed, seconds, log), ""]
    suite = tactics(seconds, games) if with_tactics else []
    if suite:
        lines += ["The hint on the tactical suite (tests/ai/data/tactics.json):", "", *suite, ""]
    if decisions > 0:
        lines += [
            "The analysis (`fives.ai.advice.analyse`, all seats):",
            "",
            *analyses(games, seed, decisions),
            "",
        ]
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", nargs="*", default=list(fives.games.ids()))
    parser.add_argument("--positions", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seconds", type=float, default=advice.HINT_SECONDS, help="the hint's budget")
    parser.add_argument("--tactics", action="store_true", help="the hint on the tactical suite as well")
    parser.add_argument("--analysis", action="store_true", help="analyse one random game as well")
    parser.add_argument("--decisions", type=int, default=20, help="decisions of each analysed game")
    parser.add_argument("--json", help="append each hint's measurement to this file (JSON lines)")
    args = parser.parse_args()
    decisions = args.decisions if args.analysis else 0
    lines = report(args.games, args.positions, args.seed, args.seconds, args.tactics, decisions, args.json)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
