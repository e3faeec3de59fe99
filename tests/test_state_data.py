"""A game's state holds data, never rendered text: log lines, notes and refusals are made from
data when they are asked for (`fives.core.Message`, rendered at the edge in each language).
The outcome too (``result``: who won and why) holds its reason as a message's JSON form
(issue 23; tests/games/test_results_are_data.py)."""

from __future__ import annotations

import random
from typing import Any

import pytest

import fives.games
from fives.core import CHANCE, Message

#: fields of a state that are not its position: the game, the options, the move history
_NOT_POSITION = {"game", "options", "history"}


def _texts(value: Any, path: str, found: list[str]) -> None:
    if isinstance(value, str):
        if isinstance(value, Message) or " " in value:  # a rendered sentence, not a code or notation
            found.append(f"{path} = {value!r}")
    elif isinstance(value, dict):
        for key, item in value.items():
            _texts(item, f"{path}[{key!r}]", found)
    elif isinstance(value, list | tuple | set | frozenset):
        for index, item in enumerate(value):
            _texts(item, f"{path}[{index}]", found)
    elif type(value).__module__.startswith("fives.games") and hasattr(value, "__dict__"):
        for key, item in vars(value).items():
            _texts(item, f"{path}.{key}", found)


@pytest.mark.parametrize("game_id", fives.games.ids())
def test_no_state_field_holds_rendered_text(game_id: str) -> None:
    game = fives.games.load(game_id)
    for seed in range(2):
        state = game.new_state(None, seed)
        rng = random.Random(seed)
        for _step in range(1500):
            if state.is_terminal():
                break
            player = state.current_player()
            if player == CHANCE:
                state.push(state.sample_chance(), CHANCE)
            else:
                acting = state.acting_players()[0]
                state.push(rng.choice(state.legal_actions(acting)), acting)
            found: list[str] = []
            for name, value in vars(state).items():
                if name not in _NOT_POSITION:
                    _texts(value, name, found)
            assert found == [], f"{game_id}: state fields hold rendered text"
