"""An oracle for forced answers that knows nothing but the rules module.

It searches only through the game protocol (`legal_actions`, `push`/`pop`, `returns`), never
through an AI's engine, evaluation or tactics, so the tactical suite (`test_tactics.py`) checks
the agents against an independent judge.

- **win-now**: the player to move has a move after which the game is over and won;
  the right answers are exactly those moves.
- **block-now**: the player to move has no such move, but after some of its moves the opponent
  wins at once; the right answers are the moves after which the opponent cannot.
- **Make 5 endgame** (`make5_last_round`): the last roll of the Chaot and the sorter's last
  move, solved exactly to the end of the game (the sorter's score from the rules' `scores`).

Positions are stored as a game, options, a seed and the actions played from the start
(``[player, action]``, chance outcomes as player -1), so they replay through the rules alone:
``python tests/ai/tactics_oracle.py`` mines them again into ``tests/ai/data/tactics.json``.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import fives.games
from fives.core import CHANCE, TERMINAL, State

DATA = Path(__file__).parent / "data" / "tactics.json"


def encode(action: Any) -> Any:
    return [encode(a) for a in action] if isinstance(action, tuple | list) else action


def decode(action: Any) -> Any:
    return tuple(decode(a) for a in action) if isinstance(action, list) else action


def replay(game_id: str, options: dict[str, Any], seed: int, actions: list[list[Any]]) -> State[Any]:
    state = fives.games.load(game_id).new_state(options, seed)
    for player, action in actions:
        state.apply(decode(action), CHANCE if player == -1 else player)
    return state


def _won(state: State[Any], player: int) -> bool:
    if not state.is_terminal():
        return False
    returns = state.returns()
    return all(returns[player] > r for p, r in enumerate(returns) if p != player)


def wins_now(state: State[Any], player: int) -> list[Any]:
    """The moves of ``player`` after which the game is over and won."""
    result = []
    for action in state.legal_actions(player):
        state.push(action, player)
        try:
            if _won(state, player):
                result.append(action)
        finally:
            state.pop()
    return result


def opponent_wins_next(state: State[Any], player: int) -> bool:
    """After ``player``'s move: the next mover, an opponent, has a move that wins at once."""
    current = state.current_player()
    if current in (TERMINAL, CHANCE) or current == player:
        return False
    return bool(wins_now(state, current))


def not_losing_at_once(state: State[Any], player: int, moves: list[Any] | None = None) -> list[Any]:
    """The moves of ``player`` after which no opponent wins at once."""
    result = []
    for action in state.legal_actions(player) if moves is None else moves:
        state.push(action, player)
        try:
            returns = state.returns() if state.is_terminal() else ()
            lost = bool(returns) and max(returns) > returns[player]
            if not lost and not opponent_wins_next(state, player):
                result.append(action)
        finally:
            state.pop()
    return result


def has_win_now(state: State[Any], player: int) -> bool:
    """Whether ``player``, to move, has a move after which the game is over and won."""
    if state.current_player() != player:
        return False
    for action in state.legal_actions(player):
        state.push(action, player)
        try:
            if _won(state, player):
                return True
        finally:
            state.pop()
    return False


def _lost(state: State[Any], player: int) -> bool:
    if not state.is_terminal():
        return False
    returns = state.returns()
    return max(returns) > returns[player]


def forces_in_two(state: State[Any], player: int, action: Any) -> bool:
    """After ``action`` of ``player`` (to move): the game is won, or the opponent has no win at
    once and after each of its replies ``player`` has one (a double threat, two plies deep)."""
    state.push(action, player)
    try:
        if state.is_terminal():
            return _won(state, player)
        opponent = state.current_player()
        if opponent in (TERMINAL, CHANCE) or opponent == player or has_win_now(state, opponent):
            return False
        for reply in state.legal_actions(opponent):
            state.push(reply, opponent)
            try:
                if not (_won(state, player) or has_win_now(state, player)):
                    return False
            finally:
                state.pop()
        return True
    finally:
        state.pop()


def wins_in_two(state: State[Any], player: int, moves: list[Any] | None = None) -> list[Any]:
    """The moves of ``player`` that win by force within its next move (`forces_in_two`)."""
    moves = state.legal_actions(player) if moves is None else moves
    return [a for a in moves if forces_in_two(state, player, a)]


def parrying(state: State[Any], player: int, moves: list[Any] | None = None) -> list[Any]:
    """The moves of ``player`` after which the opponent neither wins at once nor has a move that
    wins by force within its next move."""
    result = []
    for action in state.legal_actions(player) if moves is None else moves:
        state.push(action, player)
        try:
            opponent = state.current_player()
            if _lost(state, player):
                continue
            over = state.is_terminal() or opponent in (CHANCE, player)
            if over or not (
                has_win_now(state, opponent)
                or any(forces_in_two(state, opponent, reply) for reply in state.legal_actions(opponent))
            ):
                result.append(action)
        finally:
            state.pop()
    return result


def classify(
    state: State[Any], player: int, rng: random.Random, deep: bool = False
) -> tuple[str, list[Any]] | None:
    """``("win", answers)``, ``("block", answers)`` or None for a position with no forced answer;
    with ``deep`` also the next tier: ``("double", answers)``, the moves that win by force within
    one's next move (a double threat: an open four, two fours), and ``("parry", answers)``, the
    moves after which the opponent has no such move (nor a win at once), when some moves leave it
    one.  A cheap look at a few moves first: a block-now (parry) position is only searched in
    full when one of three moves lets the opponent win (force a win)."""
    wins = wins_now(state, player)
    legal = state.legal_actions(player)
    if wins:
        return ("win", wins) if len(wins) < len(legal) else None
    sample = rng.sample(legal, min(3, len(legal)))
    if len(not_losing_at_once(state, player, sample)) < len(sample):
        safe = not_losing_at_once(state, player)
        if safe and len(safe) < len(legal):
            return ("block", safe)
        return None
    if not deep:
        return None
    if len(not_losing_at_once(state, player)) < len(legal):
        return None  # a block-now the sample missed: not a next-tier position
    double = wins_in_two(state, player)
    if double:
        return ("double", double) if len(double) < len(legal) else None
    if len(parrying(state, player, sample)) == len(sample):
        return None
    parries = parrying(state, player)
    if parries and len(parries) < len(legal):
        return ("parry", parries)
    return None


# ---------------------------------------------------------------------------- Make 5
def make5_exact(state: State[Any], sorter: int) -> float:
    """The sorter's exact expected final score (sorter maximises, Chaot minimises, draws averaged)."""
    current = state.current_player()
    if current == TERMINAL:
        return sorter_points(state, sorter)
    if current == CHANCE:
        total = 0.0
        for outcome, probability in state.chance_outcomes():
            state.push(outcome, CHANCE)
            total += float(probability) * make5_exact(state, sorter)
            state.pop()
        return total
    values = []
    for action in state.legal_actions(current):
        state.push(action, current)
        values.append(make5_exact(state, sorter))
        state.pop()
    return max(values) if current == sorter else min(values)


def sorter_points(state: State[Any], sorter: int) -> float:
    return float(state.scores()[sorter])


def make5_answers(state: State[Any], player: int, sorter: int) -> list[Any]:
    """The moves of ``player`` that keep the exact value (the sorter's best, the Chaot's worst for
    the sorter)."""
    scored = []
    for action in state.legal_actions(player):
        state.push(action, player)
        scored.append((make5_exact(state, sorter), action))
        state.pop()
    best = max(v for v, _ in scored) if player == sorter else min(v for v, _ in scored)
    if all(abs(v - best) <= 1e-9 for v, _ in scored):
        return []  # every move is as good: nothing to test
    return [a for v, a in scored if abs(v - best) <= 1e-9]


# ---------------------------------------------------------------------------- mining
def _play(game_id: str, options: dict[str, Any], seed: int) -> tuple[State[Any], list[list[Any]]]:
    state = fives.games.load(game_id).new_state(options, seed)
    return state, []


def mine(
    game_id: str,
    options: dict[str, Any],
    seeds: range,
    per_kind: int,
    rng: random.Random,
    where: Callable[[State[Any]], bool] | None = None,
    kinds: tuple[str, ...] = ("win", "block"),
) -> list[dict[str, Any]]:
    """Random games from ``seeds``; every position (that ``where`` accepts) is classified by the
    oracle (the next tier too when ``kinds`` asks for it); at most ``per_kind`` of each of
    ``kinds``, at most one position per game and kind."""
    found: list[dict[str, Any]] = []
    counts = dict.fromkeys(kinds, 0)
    deep = not set(kinds) <= {"win", "block"}
    for seed in seeds:
        state, actions = _play(game_id, options, seed)
        kinds_here: set[str] = set()
        while not state.is_terminal() and min(counts.values()) < per_kind:
            player = state.current_player()
            if player == CHANCE:
                outcome = state.sample_chance(rng)
                state.apply(outcome, CHANCE)
                actions.append([-1, encode(outcome)])
                continue
            verdict = classify(state, player, rng, deep) if where is None or where(state) else None
            if (
                verdict is not None
                and verdict[0] in counts
                and verdict[0] not in kinds_here
                and counts[verdict[0]] < per_kind
            ):
                kind, answers = verdict
                kinds_here.add(kind)
                counts[kind] += 1
                found.append(
                    {
                        "game": game_id,
                        "options": options,
                        "seed": seed,
                        "actions": list(actions),
                        "player": player,
                        "kind": kind,
                        "answers": [encode(a) for a in answers],
                        "legal": len(state.legal_actions(player)),
                    }
                )
            action = rng.choice(state.legal_actions(player))
            state.apply(action, player)
            actions.append([player, encode(action)])
        if min(counts.values()) >= per_kind:
            break
    return found


def mine_make5(seeds: range, per_kind: int, rng: random.Random) -> list[dict[str, Any]]:
    """Single games of Make 5 played at random up to the Chaot's last roll and the sorter's last
    move, solved exactly by `make5_exact`."""
    options = {"games": 1}
    found: list[dict[str, Any]] = []
    counts = {"sorter": 0, "chaot": 0}
    for seed in seeds:
        state, actions = _play("make5", options, seed)
        while not state.is_terminal():
            player = state.current_player()
            if player == CHANCE:
                outcome = state.sample_chance(rng)
                state.apply(outcome, CHANCE)
                actions.append([-1, encode(outcome)])
                continue
            sorter: int = state.sorter  # type: ignore[attr-defined]
            left = sum(state.bag)  # type: ignore[attr-defined]
            role = "sorter" if player == sorter else "chaot"
            if left <= 1 and counts[role] < per_kind:
                answers = make5_answers(state, player, sorter)
                if answers:
                    counts[role] += 1
                    found.append(
                        {
                            "game": "make5",
                            "options": options,
                            "seed": seed,
                            "actions": list(actions),
                            "player": player,
                            "kind": f"endgame-{role}",
                            "answers": [encode(a) for a in answers],
                            "legal": len(state.legal_actions(player)),
                        }
                    )
            action = rng.choice(state.legal_actions(player))
            state.apply(action, player)
            actions.append([player, encode(action)])
        if min(counts.values()) >= per_kind:
            break
    return found


#: what `main` mines: (name, how); each with its own random source seeded 25
MINES: dict[str, Callable[[random.Random], list[dict[str, Any]]]] = {
    "fuenf_gewinnt placement": lambda rng: mine(
        "fuenf_gewinnt",
        {},
        range(1, 400),
        5,
        rng,
        lambda s: not s.afterplay,  # type: ignore[attr-defined]
    ),
    "fuenf_gewinnt afterplay": lambda rng: mine(
        "fuenf_gewinnt",
        {},
        range(1000, 1400),
        5,
        rng,
        lambda s: s.afterplay,  # type: ignore[attr-defined]
    ),
    "fuenf_gewinnt threats": lambda rng: mine(
        "fuenf_gewinnt",
        {},
        range(2000, 2400),
        6,
        rng,
        lambda s: not s.afterplay and len(s.board) >= 12,  # type: ignore[attr-defined]
        ("double", "parry"),
    ),
    "cambio": lambda rng: mine("cambio", {}, range(1, 400), 5, rng),
    "torris": lambda rng: mine("torris", {}, range(1, 400), 5, rng),
    "make5": lambda rng: mine_make5(range(1, 400), 5, rng),
}


def main() -> None:
    """Mine every kind (or only those named on the command line) into `DATA`."""
    chosen = sys.argv[1:] or list(MINES)
    kept = [] if not sys.argv[1:] else json.loads(DATA.read_text(encoding="utf-8"))
    kept = [p for p in kept if p["mine"] not in chosen]
    for name in chosen:
        for position in MINES[name](random.Random(25)):
            kept.append({"mine": name, **position})
    kept.sort(key=lambda p: list(MINES).index(p["mine"]))
    DATA.parent.mkdir(exist_ok=True)
    DATA.write_text(json.dumps(kept, indent=1) + "\n", encoding="utf-8")
    for name in chosen:
        print(name, sum(1 for p in kept if p["mine"] == name), file=sys.stderr)


if __name__ == "__main__":
    main()
