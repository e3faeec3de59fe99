"""The generation driver: candidate positions from the records given and from self-play with
the game's deterministic agents, each proved by the game's plugin; the puzzles kept, distinct
positions only, in a deterministic order for a seed."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from fives.ai.levels import make_agent
from fives.ai.search.agent import Agent, act
from fives.core import FivesError, Record, State, replay
from fives.core.registry import load

from .format import Puzzle, read_set
from .plugin import PuzzlePlugin, is_choice, puzzle_plugin

Progress = Callable[[str], None]


def plugin_of(game_id: str) -> PuzzlePlugin:
    plugin = puzzle_plugin(game_id)
    if plugin is None:
        from .plugin import puzzle_games

        raise FivesError(f"no puzzles for {game_id!r}; puzzles exist for: {', '.join(puzzle_games())}")
    return plugin


def _positions(
    final: State[Any], first: int = 0, simultaneous: bool = False
) -> Iterator[tuple[State[Any], int, int]]:
    """Every position of a played game where one player alone is to move (with ``simultaneous``
    also each player of a position where several choose at once), with that player and the
    number of actions that reach it (rebuilt from the start, so each replays exactly)."""
    history = list(final.history)
    state = final._initial()
    for index, (player, action) in enumerate(history):
        if index >= first and not state.is_terminal() and not state.is_chance_node():
            acting = state.acting_players()
            if len(acting) == 1 or simultaneous:
                for mover in acting:
                    yield state, mover, index
        state.push(action, player)


def selfplay_game(game_id: str, plugin: PuzzlePlugin, seed: int) -> tuple[State[Any], list[str]]:
    """One self-play game for candidates: each seat's agent drawn from ``plugin.selfplay`` by
    ``seed``, which also seeds the game, its random opening and every agent's choices."""
    game = load(game_id)
    if plugin.fresh is not None:
        plugin.fresh()
    rng = random.Random(seed)
    options, choices = plugin.options, plugin.selfplay
    if plugin.variants:  # the kind of game drawn first (a plugin without variants draws nothing)
        variant = plugin.variants[rng.randrange(len(plugin.variants))]
        options, choices = variant.options, variant.selfplay
    state = game.new_state(dict(options), seed)
    specs = [rng.choice(choices) for _ in range(state.num_players)]
    agents: list[Agent] = [make_agent(spec, game, state.num_players) for spec in specs]
    plies = 0
    opening = rng.randint(0, plugin.opening)
    while not state.is_terminal() and plies < plugin.plies:
        if state.is_chance_node():
            state.apply(state.sample_chance(rng))
        else:
            player = state.acting_players()[0]
            if plies < opening:
                state.apply(rng.choice(state.legal_actions(player)), player)
            else:
                state.apply(act(agents[player], state, player, rng), player)
        plies += 1
    for _ in range(plugin.tail):  # random moves that do not end the game (drawn by the seed)
        if state.is_terminal() or state.is_chance_node() or not _on(state, rng):
            break
    return state, specs


def _on(state: State[Any], rng: random.Random) -> bool:
    """Play a random move of the one to move at ``state`` that does not end the game; False
    where every move does."""
    player = state.acting_players()[0]
    moves = state.legal_actions(player)
    rng.shuffle(moves)
    for action in moves:
        state.push(action, player)
        if not state.is_terminal():
            return True
        state.pop()
    return False


def _record_games(paths: Iterable[str], game_id: str) -> Iterator[tuple[State[Any], dict[str, Any]]]:
    for path in paths:
        text = Path(path).read_text(encoding="utf-8")
        data = json.loads(text)
        items = data if isinstance(data, list) else [data]
        for number, item in enumerate(items):
            record = Record.from_json(item)
            if record.game != game_id:
                continue
            yield replay(record), {"kind": "record", "file": Path(path).name, "index": number}


def generate(
    game_id: str,
    count: int,
    seed: int = 1,
    records: Iterable[str] = (),
    progress: Progress | None = None,
    skip: Iterable[Puzzle] = (),
) -> list[Puzzle]:
    """Up to ``count`` proved puzzles of ``game_id``: first from the games in ``records`` (record
    files: one record or a JSON list of them), then from self-play games seeded ``seed``,
    ``seed + 1``, ...; distinct positions only (and none of ``skip``'s), none where the player
    has a single legal move, none inside an earlier puzzle's line."""
    plugin = plugin_of(game_id)
    puzzles: list[Puzzle] = []
    seen = {_seen_key(plugin, p.position(), p.player) for p in skip}
    themes: Counter[str] = Counter()
    ids = {p.id for p in skip}
    cap = max(1, round(plugin.theme_share * count))

    def consider(final: State[Any], source: dict[str, Any]) -> None:
        for state, player, index in _positions(final, simultaneous=plugin.simultaneous):
            if len(puzzles) >= count:
                return
            if not is_choice(state, player) or not plugin.wants(state, player):
                continue
            key = _seen_key(plugin, state, player)
            if key in seen:
                continue
            seen.add(key)
            if plugin.fresh is not None:
                plugin.fresh()
            finding = plugin.find(state, player)
            if finding is None or themes[finding.themes[0]] >= cap:
                continue
            record = Record.from_json(_prefix_record(final, index))
            puzzle = finding.puzzle(record, player, {**source, "ply": index})
            if puzzle.id in ids:
                # the id names the position and the solution, not the seat: in a simultaneous
                # round the other seat's puzzle with the same answer is left out
                continue
            ids.add(puzzle.id)
            themes[finding.themes[0]] += 1
            seen.update(_inside(plugin, state, finding.solution))
            puzzles.append(puzzle)

    for final, source in _record_games(records, game_id):
        consider(final, source)
    games = 0
    limit = max(1, round(plugin.games_per_puzzle * count))
    while len(puzzles) < count and games < limit:
        game_seed = seed * 1_000_003 + games
        final, specs = selfplay_game(game_id, plugin, game_seed)
        consider(final, {"kind": "selfplay", "seed": game_seed, "agents": specs})
        games += 1
        if progress is not None and games % 10 == 0:
            progress(f"{game_id}: {games} games, {len(puzzles)} puzzles")
    return puzzles


def _inside(plugin: PuzzlePlugin, state: State[Any], solution: list[str]) -> Iterator[tuple[str, int]]:
    """The positions inside a puzzle's line (after its first move, before its last), each with
    the player to move there: a later position of the same game may be one of them (Abräumen's
    line of three jumps from ply 24 holds ply 25's puzzle as its tail), and is no new puzzle."""
    position = state.clone()
    for move in solution[:-1]:
        position.apply_string(move, position.current_player())
        if position.is_terminal() or position.current_player() < 0:
            return
        yield _seen_key(plugin, position, position.current_player())


def _key(state: State[Any]) -> str:
    return json.dumps(state.snapshot(), sort_keys=True)


def _seen_key(plugin: PuzzlePlugin, state: State[Any], player: int) -> tuple[str, int]:
    """What makes a position (for ``player``) the same puzzle as another: the plugin's ``key``
    where it has one, else the snapshot and the player."""
    if plugin.key is not None:
        return plugin.key(state, player), -1
    return _key(state), player


def _prefix_record(final: State[Any], index: int) -> dict[str, Any]:
    from fives.core import record_from

    return record_from(final._initial(), final.history[:index]).to_json()


def shipped_path(game_id: str) -> Path | None:
    """Where a game's shipped set lives: ``puzzles.json.gz`` in its folder."""
    from fives.core.discovery import folder

    place = folder(game_id)
    return None if place is None else place / "puzzles.json.gz"


def shipped(game_id: str) -> list[Puzzle]:
    """The shipped puzzles of ``game_id`` (none where it has no set)."""
    path = shipped_path(game_id)
    if path is None or not path.is_file():
        return []
    return read_set(path)[1]
