"""The same record gives the same analysis (issue 34.1: one move was judged 0.38, 0.10 and 0.22 in
three runs): the analysis's agent thinks in counts (`AIPlugin.analysis_budgets`), never in CPU
seconds, so a slower or busier machine judges alike.  Each game's record is analysed twice, the
second time with the thread clock running four times as fast (what a machine four times slower,
or one shared with other work, looks like to a time budget), and the JSON must be the same."""

from __future__ import annotations

import json
import random
import time

import pytest

import fives.games
from fives.ai.advice import analyse, strongest_spec
from fives.ai.spec import parse_spec
from fives.core import CHANCE, SIMULTANEOUS
from fives.core.record import Record
from fives.games import ids

#: (game, players, actions of random play in the record)
CASES = [
    ("abraeumen", 1, 6),
    ("all_fives", 2, 40),
    ("cambio", 2, 10),
    ("cambio", 3, 10),
    ("fuenf_gewinnt", 2, 10),
    ("huetchenspieler", 2, 14),
    ("make5", 2, 16),
    ("torris", 2, 40),
    ("zahlenpoker", 2, 8),
    ("zahlenpoker", 3, 8),
]


def record_of(game_id: str, players: int, length: int, seed: int = 5) -> Record:
    game = fives.games.load(game_id)
    options = {} if players == game.info.min_players == 1 else {"players": players}
    state = game.new_state(options, seed)
    rng = random.Random(seed)
    texts = []
    while len(texts) < length and not state.is_terminal():
        if state.current_player() == CHANCE:
            action, player = state.sample_chance(), CHANCE
        else:
            player = state.acting_players()[0]
            action = rng.choice(state.legal_actions(player))
        text = state.action_to_string(action, player)
        texts.append(f"{player}:{text}" if state.current_player() == SIMULTANEOUS else text)
        state.push(action, player)
    return Record(game_id, options, seed, texts)


def analysed(record: Record) -> str:
    return json.dumps([j.to_json() for j in analyse(record, seconds=0.05)], sort_keys=True)


def test_the_cases_cover_every_game() -> None:
    assert {game for game, _, _ in CASES} == set(ids())


@pytest.mark.parametrize(("game", "players", "length"), CASES)
def test_the_same_record_gives_the_same_analysis_on_a_slower_machine(
    game: str, players: int, length: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = record_of(game, players, length)
    first = analysed(record)
    assert json.loads(first), "no decision judged"
    real = time.thread_time
    began = real()
    monkeypatch.setattr(time, "thread_time", lambda: began + 4 * (real() - began))
    assert analysed(record) == first


def test_no_analysis_agent_has_a_time_budget() -> None:
    """Every game and player count: the analysis's agent has no ``seconds`` left in its spec."""
    for game_id in ids():
        game = fives.games.load(game_id)
        for players in range(game.info.min_players, game.info.max_players + 1):
            _, params = parse_spec(strongest_spec(game, players, 0.25, analysis=True))
            assert "seconds" not in params, (game_id, players)
