"""Hints' reasons in each game's own words (issue 25): Torris, Zahlenpoker, Hütchenspieler and
Fünf gewinnt's double threats, each checked against the rules (or the AI's own model where the
reason quotes it) in positions where the reason must be a specific key."""

from __future__ import annotations

import random
from typing import Any

import pytest

from fives.ai.advice import explain, hint
from fives.ai.plugin import ai_plugin
from fives.core import State
from fives.games import load
from fives.games.fuenf_gewinnt import FuenfGewinntState
from fives.games.huetchenspieler import ASK, GAPS, LAY, MOVE, PICK, SYMBOLS, TURN, shuffled
from fives.games.huetchenspieler.ai.seeker import _after_move, findability, memories, shifted, smart_question
from fives.games.torris import SQUARES, stone_colour
from fives.games.zahlenpoker import EMPTY, STEAL
from fives.games.zahlenpoker.ai.solver import public_state, solver


def _setup(state: State[Any]) -> None:
    while state.is_chance_node():
        state.push(state.sample_chance())


# ---------------------------------------------------------------------------- Torris
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_torris_reasons_say_what_the_move_does(seed: int) -> None:
    """Over a random game, every move's reason against the rules: a move after which the
    opponent cannot move says so; a move onto an opposing tower takes it (its height); else a
    move of a lone stone with towers behind it closes them up; the points after it are right."""
    state = load("torris").new_state({}, seed)
    rng = random.Random(seed)
    _setup(state)
    kinds: set[str] = set()
    while not state.is_terminal():
        player = state.current_player()
        for action in state.legal_actions(player):
            src, dst = divmod(action, SQUARES)
            target = state.towers[dst]  # type: ignore[attr-defined]
            after = state.clone()
            after.push(action, player)
            message = explain(state, player, action)
            kinds.add(message.key)
            if after.is_terminal():
                continue
            opponent = 1 - player
            if not after.moves_of(opponent):  # type: ignore[attr-defined]
                assert message.key == "advice-torris-no-move"
                continue
            assert message.key != "advice-torris-no-move"
            if stone_colour(target[-1]) == opponent:
                assert message.key == "advice-torris-takes"
                assert message.args["height"] == len(target)
            if message.key.startswith("advice-torris-") and message.key != "advice-torris-no-move":
                points = after.scores()
                assert (message.args["mine"], message.args["theirs"]) == (points[player], points[opponent])
            if message.key == "advice-torris-closes":
                assert len(state.towers[src]) == 1  # type: ignore[attr-defined]
        state.push(rng.choice(state.legal_actions(player)), player)
    assert {"advice-torris-takes", "advice-torris-closes"} <= kinds
    assert all(k.startswith("advice-") for k in kinds)


# ---------------------------------------------------------------------------- Zahlenpoker
def test_zahlenpoker_hint_quotes_the_equilibrium_mix() -> None:
    state = load("zahlenpoker").new_state({"players": "2"}, 4)
    found = hint(state, 0, seconds=0.5, seed=1)
    mix = solver().strategy(public_state(state), 0)
    assert found.reason.key in ("advice-zahlenpoker-mix", "advice-zahlenpoker-always")
    if found.reason.key == "advice-zahlenpoker-mix":
        assert found.reason.args["percent"] == round(100 * mix[found.action])
        assert "%" in found.reason.render("de") and "Gleichgewicht" in found.reason.render("de")
    assert found.reason.args["value"] == found.action


def test_zahlenpoker_steal_names_the_stone() -> None:
    state = load("zahlenpoker").new_state({"players": "2"}, 4)
    state.apply(EMPTY, 0)
    state.apply(4, 1)
    assert state.legal_actions(0) == [STEAL + 1]
    message = explain(state, 0, STEAL + 1)
    assert message.key == "advice-zahlenpoker-steals" and message.args["value"] == 4
    assert message.render("de") == "stiehlt die 4, die P2 gezeigt hat"


def test_zahlenpoker_with_three_players_a_stone_nobody_can_beat() -> None:
    """Both other players' fours cancelled each other twice: P1's 4 can no longer be matched."""
    state = load("zahlenpoker").new_state({"players": "3"}, 4)
    for _ in range(2):
        state.apply(1, 0)
        state.apply(4, 1)
        state.apply(4, 2)
    assert explain(state, 0, 4).key == "advice-zahlenpoker-top"
    assert explain(state, 0, 3).key != "advice-zahlenpoker-top"  # the others still hold threes


# ---------------------------------------------------------------------------- Hütchenspieler
@pytest.mark.parametrize("seed", [1, 2])
def test_huetchenspieler_reasons_follow_the_seat_s_knowledge(seed: int) -> None:
    """The layout: any order; a shuffle move: the stones it shifts and what a seeker of 80%
    attention then finds (the seeker model's own count); a question: the symbol; a pick: the
    symbol asked, the face-down stones left, the shuffle moves to follow (no secret told)."""
    state = load("huetchenspieler").new_state({"players": "2"}, seed)
    rng = random.Random(seed)
    seen: set[str] = set()
    while not state.is_terminal():
        if state.is_chance_node():
            state.push(state.sample_chance())
            continue
        player = state.acting_players()[0]
        legal = state.legal_actions(player)
        action = rng.choice(legal)
        message = explain(state, player, action)
        seen.add(message.key)
        after = state.clone()
        after.push(action, player)
        if after.is_terminal():
            pass  # the generic words: how the game ends
        elif action >= PICK:
            # the seat saw the row face up: the stone the symbol was followed to is named as
            # such (issue 34.2), any other as a guess
            right = state.row()[action - PICK] == state.asked  # type: ignore[attr-defined]
            assert message.key == ("advice-huetchen-found" if right else "advice-huetchen-follow")
            if not right:
                assert message.args["count"] == len(state.face_down())  # type: ignore[attr-defined]
            assert message.args["moves"] == len(state.moves)  # type: ignore[attr-defined]
            assert message.args["position"] == action - PICK + 1
        elif action >= ASK:
            if action == smart_question(state, 0.8, random.Random(0)):  # type: ignore[arg-type]
                assert message.key == "advice-huetchen-ask"
                assert message.args["symbol"].args["symbol"] == SYMBOLS[action - ASK]
            else:  # not the question the seekers find hardest: no such claim
                assert message.key != "advice-huetchen-ask"
        elif action >= MOVE:
            stone0, gap = divmod(action - MOVE, GAPS)
            dist = _after_move(memories(state.layout, state.moves, 0.8), action, 0.8)  # type: ignore[attr-defined]
            row = shuffled(state.row(), stone0, gap)  # type: ignore[attr-defined]
            assert message.key == "advice-huetchen-shuffle"
            assert message.args["stones"] == len(shifted(stone0, gap))
            assert message.args["found"] == round(findability(dist, row, [0, 1, 2, 3], [0, 1, 2, 3]), 1)
        elif action != TURN and action >= LAY:
            assert message.key == "advice-huetchen-lay"
        state.push(action, player)
    assert {"advice-huetchen-follow", "advice-huetchen-shuffle", "advice-huetchen-lay"} <= seen


# ---------------------------------------------------------------------------- Fünf gewinnt
def _five(*cells: tuple[int, int]) -> FuenfGewinntState:
    state = load("fuenf_gewinnt").new_state({"first": "1"}, 1)
    for cell in cells:
        state.apply(cell, state.current_player())
    assert isinstance(state, FuenfGewinntState)
    return state


def test_fuenf_gewinnt_hint_makes_the_open_four_and_says_so() -> None:
    state = _five((0, 0), (0, 1), (1, 0), (0, -1), (2, 0), (-1, 1))
    found = hint(state, 0, seconds=0.5)
    assert found.action in [(-1, 0), (3, 0)]
    assert found.reason.key == "advice-five-open-four"
    cells = {"-1,0": "-2,0 / 3,0", "3,0": "-1,0 / 4,0"}[found.notation]
    assert found.reason.args["cells"] == cells
    assert "Fünferreihe" in found.reason.render("de")


def test_fuenf_gewinnt_hint_parries_the_open_three_and_says_so() -> None:
    state = _five((0, 0), (0, 1), (1, 0), (0, -1), (2, 0))
    found = hint(state, 1, seconds=0.5)
    assert found.action in [(-1, 0), (3, 0)]
    assert found.reason.key == "advice-five-parries"
    assert "Doppeldrohung" in found.reason.render("de")


# ---------------------------------------------------------------------------- hidden information
@pytest.mark.parametrize("game", ["zahlenpoker", "huetchenspieler"])
def test_the_own_reasons_use_nothing_the_player_could_not_see(game: str) -> None:
    """With the real strongest levels (Zahlenpoker's equilibrium table, the seeker): two deals that
    look the same to the player (the opponent's secret choice, the face-down row drawn anew) get
    the same hint, and the game's own reason, handed the true positions themselves (not a
    position drawn from the player's information, as `explain` does), says the same of every
    legal move: it reads nothing the player could not see."""
    checked = 0
    for seed in range(6):
        state = load(game).new_state({"players": "2"}, seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(3, 30)):
            if state.is_terminal():
                break
            if state.is_chance_node():
                state.push(state.sample_chance())
                continue
            player = state.acting_players()[-1]  # Zahlenpoker: P2 chooses first (a secret)
            state.push(rng.choice(state.legal_actions(player)), player)
        while state.is_chance_node():
            state.push(state.sample_chance())
        if state.is_terminal():
            continue
        player = state.acting_players()[0]
        other = state.resample_hidden(player, random.Random(seed + 100))
        assert other.view(player) == state.view(player)
        assert hint(state, player, seconds=0.2, seed=7) == hint(other, player, seconds=0.2, seed=7)
        own = ai_plugin(game).reason
        assert own is not None
        for action in state.legal_actions(player):  # the reason itself, given the true positions
            assert own(state, player, action) == own(other, player, action)
        checked += 1
    assert checked >= 3
