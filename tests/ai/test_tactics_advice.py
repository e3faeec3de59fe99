"""The tactical suite for the computer's advice (issue 34): on one position of every kind of the
suite (``tests/ai/data/tactics.json``, answers proved by `tactics_oracle` through the rules), the
hint plays a forced answer, and the analysis leaves that answer alone and flags a planted blunder
(a move after which the opponent wins at once, proved through the rules; in Make 5's last rounds
the move that gives away the most points, by the exact expectimax of the oracle)."""

from __future__ import annotations

from typing import Any

import pytest
from tactics_oracle import decode, make5_exact, opponent_wins_next, replay, wins_in_two, wins_now
from test_tactics import POSITIONS, _id

from fives.ai import advice
from fives.core import State
from fives.core.record import Record

#: the games whose kinds this file knows how to plant a blunder in
KNOWN = {"fuenf_gewinnt", "cambio", "torris", "make5"}


def _two_of_each_kind() -> list[dict[str, Any]]:
    """The two narrowest positions of every kind (the afterplay's are wide: 200 moves and more)."""
    chosen: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for position in sorted(POSITIONS, key=lambda p: p["legal"]):
        kind = chosen.setdefault((position["mine"], position["kind"]), [])
        if position["game"] in KNOWN and len(kind) < 2:
            kind.append(position)
    return [p for kind in chosen.values() for p in kind]


SAMPLE = _two_of_each_kind()


def _position(position: dict[str, Any]) -> tuple[State[Any], int, list[Any]]:
    state = replay(position["game"], position["options"], position["seed"], position["actions"])
    return state, position["player"], [decode(a) for a in position["answers"]]


def _judged(state: State[Any], player: int, action: Any) -> advice.MoveJudgement:
    """The analysis of one decision: a record that starts at the position and plays ``action``."""
    record = Record(
        state.game.id,
        dict(state.options),
        state.seed,
        [state.action_to_string(action, player)],
        start=state.snapshot(),
    )
    judged = advice.analyse(record, players=[player], seconds=0.1)
    assert len(judged) == 1
    return judged[0]


def _blunder(state: State[Any], player: int, answers: list[Any]) -> Any | None:
    """A move that is proved bad: the opponent then wins at once (perfect information), or in
    Make 5 the move that gives away the most points, when that loses at least the threshold."""
    if state.game.id == "make5":
        sorter: int = state.sorter  # type: ignore[attr-defined]
        sign = 1.0 if player == sorter else -1.0
        values = {}
        for action in state.legal_actions(player):
            state.push(action, player)
            try:
                values[action] = sign * make5_exact(state, sorter)
            finally:
                state.pop()
        worst = min(values, key=lambda a: values[a])
        return worst if max(values.values()) - values[worst] >= 2.0 else None
    if not _holds(state, player, answers[0]):
        return None  # the answer, too, may lose by force: no move is proved worse than it
    for action in state.legal_actions(player)[:40]:
        if action in answers:
            continue
        state.push(action, player)
        try:
            if opponent_wins_next(state, player):
                return action
        finally:
            state.pop()
    return None


def _holds(state: State[Any], player: int, action: Any) -> bool:
    """After ``action`` no opponent wins within its next two moves (proved through the rules)."""
    state.push(action, player)
    try:
        if state.is_terminal():
            return True
        opponent = state.current_player()
        return not wins_now(state, opponent) and not wins_in_two(state, opponent)
    finally:
        state.pop()


def test_the_sample_has_a_position_of_every_kind() -> None:
    kinds = {(p["mine"], p["kind"]) for p in POSITIONS if p["game"] in KNOWN}
    assert {(p["mine"], p["kind"]) for p in SAMPLE} == kinds


@pytest.mark.parametrize("position", SAMPLE, ids=_id)
def test_the_hint_plays_the_forced_answer(position: dict[str, Any]) -> None:
    state, player, answers = _position(position)
    found = advice.hint(state, player, seed=position["seed"])
    assert found.action in answers, f"the hint played {found.notation}"


def _certain(position: dict[str, Any], answers: list[Any]) -> bool:
    """Whether the stored answer is certainly the best move: a win now, the only move that does
    not lose, or Make 5's exact best (other parries of a double threat may be better moves)."""
    return position["kind"] == "win" or len(answers) == 1 or position["game"] == "make5"


#: the wide afterplay (200 moves and more) costs the analysis and the blunder's proof seconds each
NARROW = [p for p in SAMPLE if p["legal"] < 100]


@pytest.mark.parametrize("position", NARROW, ids=_id)
def test_the_analysis_leaves_the_answer_alone_and_flags_a_planted_blunder(position: dict[str, Any]) -> None:
    state, player, answers = _position(position)
    good = _judged(state, player, answers[0])
    if _certain(position, answers):
        assert not good.flagged, f"the forced answer {good.played} was flagged (better: {good.best})"
    blunder = _blunder(state, player, answers)
    if blunder is None:
        pytest.skip("no move here is proved to lose at once while the answer holds")
    if good.value_best <= -1.0 + 1e-9:
        pytest.skip("the analysis proves every move lost here (Torris's exact endgame): nothing to flag")
    bad = _judged(state, player, blunder)
    assert bad.flagged, (
        f"the blunder {bad.played} was not flagged ({bad.value_played} against {bad.value_best})"
    )
    assert bad.best != bad.played


def test_every_game_has_planted_blunders() -> None:
    """The skip above is the exception: every game of the sample has blunders planted."""
    planted: dict[str, int] = {}
    for position in NARROW:
        state, player, answers = _position(position)
        planted[position["game"]] = planted.get(position["game"], 0) + (
            _blunder(state, player, answers) is not None
        )
    assert all(planted.get(game, 0) >= 1 for game in KNOWN), planted
