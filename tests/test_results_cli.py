"""The end of a game in words in the terminal (issue 24, `fives.cli.render.results`): who won
and why with the players' names, the rounds as tables, in English and German, from the data of
the outcome; no seat numbers, no raw data."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from rich.console import Console

import fives.games
from fives.cli.render.results import headline, named, reason, render_result
from fives.core import Message
from fives.core.playout import random_playout

NAMES = ["Alice", "Bruno", "Cleo", "Dana"]

#: game: (options, words of its round table in English and German)
GAMES: dict[str, tuple[dict[str, Any], tuple[str, str]]] = {
    "all_fives": ({"target": 60, "round_limit": 3}, ("Hand points", "Handpunkte")),
    "make5": ({"games": 2}, ("Sorter", "Ordnungsfreak")),
    "zahlenpoker": ({}, ("wins the round", "gewinnt die Runde")),
    "huetchenspieler": ({}, ("Took the stone", "Den Stein erhält")),
    "cambio": ({"max_pushes": 30, "setup": "random"}, ("push", "Sch")),
    "torris": ({}, ("towers", "Türme")),
    "fuenf_gewinnt": ({"afterplay_limit": 6}, ("Stones on the board", "Steine auf dem Brett")),
    "abraeumen": ({}, ("", "")),
}


def text_of(game_id: str, outcome: dict[str, Any], names: list[str], lang: str) -> str:
    console = Console(width=200, record=True, color_system=None)
    console.print(render_result(game_id, outcome, names, lang))
    return console.export_text()


@pytest.mark.parametrize("game_id", list(GAMES))
@pytest.mark.parametrize("seed", [1, 2])
def test_the_terminal_says_who_won_and_why_with_names(game_id: str, seed: int) -> None:
    options, (english, german) = GAMES[game_id]
    game = fives.games.load(game_id)
    state = random_playout(game.new_state(options, seed=seed), random.Random(seed))
    outcome = state.outcome()
    assert outcome is not None
    data = outcome.to_json()
    names = NAMES[: state.num_players]
    for lang, word in (("en", english), ("de", german)):
        text = text_of(game_id, data, names, lang)
        assert not re.search(r"\bP\d\b", text), text
        assert not re.search(r"\b(True|False|true|false|None|null)\b", text), text
        assert "{" not in text and "[" not in text, text
        assert word in text, (lang, text)
        winners = [names[w] for w in sorted(outcome.winners)]
        if game_id != "abraeumen" and 0 < len(winners) < len(names):
            assert all(w in headline(game_id, data, names, lang) for w in winners)
    if game_id == "abraeumen":
        left = int(outcome.details["stones_left"])
        assert headline(game_id, data, names) == ("Solved!" if left == 1 else f"{left} stones left")
        assert headline(game_id, data, names, "de") == ("Gelöst!" if left == 1 else f"{left} Steine übrig")


def test_names_replace_players_and_colours_in_a_reason() -> None:
    message = Message("torris-points", player=Message("colour-player", colour="black"), won=20, lost=12)
    outcome = {"reason": str(message), "reason_message": message.to_json(), "details": {}}
    assert reason(outcome, ["Alice", "Bruno"]) == "Bruno (Black) wins on points, 20 to 12"
    assert reason(outcome, ["Alice", "Bruno"], "de") == "Bruno (Schwarz) gewinnt nach Punkten, 20 zu 12"
    listed = Message("list-and", items=[Message("player", n=1), Message("player", n=3)])
    assert named(listed.to_json(), NAMES) == {"key": "list-and", "args": {"items": ["Alice", "Cleo"]}}
    # a player beyond the seats stays a player
    assert named(Message("player", n=9).to_json(), NAMES) == {"key": "player", "args": {"n": 9}}


def test_all_fives_rounds_carry_running_totals_that_end_at_the_score() -> None:
    game = fives.games.load("all_fives")
    for seed in range(6):
        state = random_playout(game.new_state({"target": 250}, seed=seed), random.Random(seed))
        outcome = state.outcome()
        assert outcome is not None
        rounds = outcome.details["rounds"]
        totals = [0.0, 0.0]
        for r in rounds:
            # a round's total grows by its hand points and the points scored in play
            assert all(t >= before + p for t, before, p in zip(r["totals"], totals, r["points"], strict=True))
            totals = r["totals"]
        final = outcome.details["side_scores"]
        assert all(f >= t for f, t in zip(final, totals, strict=True))
        if outcome.details["ended_by"] == "limit":
            assert totals == final


def test_details_of_older_results_still_render() -> None:
    """Rooms finished before issue 24 keep their stored result: Cambio's lines by label,
    Zahlenpoker's round count, All Fives' rounds without running totals."""
    older = {
        "cambio": {"lines": {"P1 (O)": ["row a1-e1"]}, "pushes": 3},
        "zahlenpoker": {"stones": [1, 2], "sums": [3, 4], "won": [[3], [1, 3]], "left_in_hand": [[], []],
                        "leftover": "void", "rounds": 4},
        "all_fives": {"side_scores": [15.0, 5.0], "ended_by": "limit", "rounds": [
            {"round": 1, "end": "blocked", "domino_by": None, "winners": [0], "points": [10.0, 0.0],
             "group": 10, "hands": [[], []], "pips": [0, 10], "text": "round 1 won by P1"}]},
    }  # fmt: skip
    for game_id, details in older.items():
        outcome = {"winners": [0], "reason": "old", "reason_message": None, "details": details}
        text = text_of(game_id, outcome, ["Alice", "Bruno"], "en")
        assert "Alice" in text and "old" in text
