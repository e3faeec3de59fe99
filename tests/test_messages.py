"""Messages as data (issue 39 item 2): a `Message` is a key and its arguments, compared as such;
it becomes text only where text leaves the system, and the rules never need a catalog."""

from __future__ import annotations

import json
import pickle
import subprocess
import sys
import textwrap

import pytest

import fives.games
from fives.core import Message
from fives.core.message import english, english_data, message_from_json


def test_a_message_is_its_key_and_arguments_not_its_text() -> None:
    turn = Message("core-not-your-turn", current=Message("player", n=1), player=Message("player", n=2))
    same = Message("core-not-your-turn", player=Message("player", n=2), current=Message("player", n=1))
    assert turn == same and hash(turn) == hash(same)  # the arguments' order does not matter
    assert turn != Message(
        "core-not-your-turn", current=Message("player", n=2), player=Message("player", n=1)
    )
    assert not isinstance(turn, str)
    assert turn != str(turn)  # no text stands for a message: compare messages, or read str()
    assert str(turn) == "it is P1's turn, not P2's"
    assert turn.render("de") == "P1 ist am Zug, nicht P2"
    assert repr(Message("player", n=1)) == "Message('player', n=1)"


def test_a_message_travels_as_data() -> None:
    moved = Message("core-move", player=Message("player", n=1), move="c3")
    assert pickle.loads(pickle.dumps(moved)) == moved
    assert message_from_json(json.loads(json.dumps(moved.to_json()))) == moved
    assert moved.to_json() == {
        "key": "core-move",
        "args": {"player": {"key": "player", "args": {"n": 1}}, "move": "c3"},
    }


def test_json_leaves_in_english_only_where_asked() -> None:
    data = {"log": [Message("player", n=2), "plain"], "n": 3, "nested": (Message("player", n=1),)}
    with pytest.raises(TypeError, match="Message is not JSON serializable"):
        json.dumps(data)  # a view holds messages: no edge may write one by accident
    assert json.loads(json.dumps(data, default=english)) == {"log": ["P2", "plain"], "n": 3, "nested": ["P1"]}
    assert english_data(data) == {"log": ["P2", "plain"], "n": 3, "nested": ["P1"]}
    with pytest.raises(TypeError, match="object is not JSON serializable"):
        json.dumps({"x": object()}, default=english)


PLAY_WITHOUT_CATALOGS = textwrap.dedent(
    """
    import importlib.abc, random, sys

    class NoCatalogs(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name == "fives.i18n" or name.startswith(("fives.i18n.", "fluent")):
                raise ImportError(f"the rules asked for the catalogs: {name}")
            return None

    sys.meta_path.insert(0, NoCatalogs())
    import fives.games
    from fives.core import CHANCE, SIMULTANEOUS

    for game_id in fives.games.ids():
        game = fives.games.load(game_id)
        rng = random.Random(1)
        state = game.new_state({**dict(game.info.quick_options)}, 1)
        for _ in range(60):
            if state.is_terminal():
                break
            player = state.current_player()
            if player == CHANCE:
                state.push(state.sample_chance(rng), player)
                continue
            if player == SIMULTANEOUS:
                player = rng.choice(state.acting_players())
            state.push(rng.choice(state.legal_actions(player)), player)
            for viewer in [None, *range(state.num_players)]:
                state.view(viewer)
        try:
            state.apply_string("no such move")
        except Exception as error:  # an error says why as a message, made text only when shown
            assert error.reason.key, game_id
    print(sorted(name for name in sys.modules if name.startswith(("fives.i18n", "fluent"))))
    """
)


def test_the_rules_play_without_the_catalogs() -> None:
    """Every game imports, plays, describes its log for every viewer and refuses a move with the
    catalogs unimportable: the rules say what they say as data."""
    assert fives.games.ids()
    found = subprocess.run(
        [sys.executable, "-c", PLAY_WITHOUT_CATALOGS],
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    assert found.returncode == 0, found.stderr[-3000:]
    assert found.stdout.strip() == "[]"
