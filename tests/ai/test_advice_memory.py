"""Hints and the analysis remember what the seat saw (issue 34.2): Hütchenspieler's seeker saw the
row face up and watched every shuffle move, so the hint names the stone the asked symbol lies
under, and the analysis flags a wrong pick where the right one was knowable.  The oracle follows
the row the seat's view showed face up through the public moves with the rules module's
`shuffled`; it never asks the AI."""

from __future__ import annotations

import random
from typing import Any

import pytest

import fives.games
from fives.ai.advice import analyse, hint
from fives.core import CHANCE, State
from fives.core.record import Record
from fives.games.huetchenspieler import PICK, PICKING, SYMBOLS, shuffled


def followed(state: State[Any], seat: int) -> int | None:
    """Where (0-based) the asked symbol lies for a seat that saw this turn's row face up and
    followed every public shuffle move: replayed through the rules from the start, the row taken
    from the seat's own view while it lay face up; None when the seat never saw it."""
    replay = state.game.new_state(state.options, state.seed)
    seen: list[str] | None = None
    for who, action in state.history:
        replay.push(action, who)
        position = replay.view(seat)["position"]
        if position["phase"] == "memorize" and position["layout"] is not None:
            seen = list(position["layout"])
    position = state.view(seat)["position"]
    if seen is None or position["phase"] != "pick":
        return None
    row = tuple(SYMBOLS.index(s) for s in seen)
    for move in position["moves"]:
        stone, gap = (int(x) for x in move.split(">"))
        row = shuffled(row, stone - 1, gap)
    return row.index(SYMBOLS.index(position["asked"]))


def ends(state: State[Any], player: int, action: int) -> bool:
    after = state.clone()
    after.push(action, player)
    return after.is_terminal()


def random_game(seed: int, players: int) -> tuple[State[Any], list[tuple[State[Any], int, int]]]:
    """A game of random moves; each pick with a choice as (the position, the seeker, its pick)."""
    state = fives.games.load("huetchenspieler").new_state({"players": players}, seed)
    rng = random.Random(seed)
    picks = []
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.push(state.sample_chance(), CHANCE)
            continue
        player = state.acting_players()[0]
        action = rng.choice(state.legal_actions(player))
        if getattr(state, "phase", None) == PICKING and len(state.legal_actions(player)) > 1:
            picks.append((state.clone(), player, action))
        state.push(action, player)
    return state, picks


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (2, 3)])
def test_the_hint_names_the_stone_the_seat_followed_the_symbol_to(seed: int, players: int) -> None:
    _, picks = random_game(seed, players)
    assert len(picks) >= 6
    for position, seeker, _ in picks:
        answer = followed(position, seeker)
        assert answer is not None
        given = hint(position, seeker)
        assert given.action == PICK + answer, position.view(seeker)["position"]
        if not ends(position, seeker, given.action):  # the last pick: how the game ends
            assert given.reason.key == "advice-huetchen-found"
            assert f"stone {answer + 1}" in str(given.reason)


def test_the_analysis_flags_a_wrong_pick_where_the_right_one_was_knowable() -> None:
    final, picks = random_game(4, 2)
    texts = [final.action_to_string(a, p) for p, a in final.history]
    judged = {j.index: j for j in analyse(Record("huetchenspieler", {"players": 2}, 4, texts))}
    wrong = right = 0
    for position, seeker, action in picks:
        answer = followed(position, seeker)
        assert answer is not None
        judgement = judged[position.move_number]
        if action == PICK + answer:
            right += 1
            assert not judgement.flagged, judgement
        else:
            wrong += 1
            assert judgement.flagged, judgement
            assert judgement.best == str(answer + 1)
            if not ends(position, seeker, PICK + answer):
                assert judgement.reason is not None and judgement.reason.key == "advice-huetchen-found"
    assert wrong >= 4 and right >= 1
