"""The tactical regression suite: positions with a forced answer, mined and judged by an oracle
that searches through the rules module only (`tactics_oracle`), never through an AI's engine.

Every level from medium up gets every win-now and block-now right (and Make 5's last rounds,
solved exactly to the end of the game), and in Fünf gewinnt's placement the next tier: a double
threat that wins by force within one's next move, and the parry of the opponent's.  The
positions replay from a seed and the actions played (``tests/ai/data/tactics.json``;
``python tests/ai/tactics_oracle.py`` mines them again).
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from tactics_oracle import DATA, classify, decode, make5_answers, replay

import fives.games
from fives.ai import act
from fives.ai.levels import make_agent
from fives.ai.measure.arena import with_seconds

POSITIONS: list[dict[str, Any]] = json.loads(DATA.read_text(encoding="utf-8"))


def _id(position: dict[str, Any]) -> str:
    return f"{position['mine'].replace(' ', '-')}-{position['kind']}-{position['seed']}"


def test_the_suite_covers_every_kind() -> None:
    kinds = {(p["mine"], p["kind"]) for p in POSITIONS}
    for mine in ("fuenf_gewinnt placement", "fuenf_gewinnt afterplay", "cambio", "torris"):
        assert (mine, "win") in kinds and (mine, "block") in kinds
    assert ("make5", "endgame-sorter") in kinds and ("make5", "endgame-chaot") in kinds
    assert ("fuenf_gewinnt threats", "double") in kinds and ("fuenf_gewinnt threats", "parry") in kinds
    afterplay = [p for p in POSITIONS if p["mine"] == "fuenf_gewinnt afterplay"]
    assert min(p["legal"] for p in afterplay) > 200  # the wide positions of the issue


# a block-now in the wide afterplay costs the oracle seconds (every move, every reply): one of them
WIDE_BLOCKS = [p for p in POSITIONS if p["legal"] >= 100 and p["kind"] == "block"]
CHECKED = [p for p in POSITIONS if p not in WIDE_BLOCKS[1:]]


@pytest.mark.parametrize(
    "position",
    [pytest.param(p, marks=[] if p["legal"] < 100 else [pytest.mark.slow], id=_id(p)) for p in CHECKED],
)
def test_the_oracle_agrees_with_the_stored_answers(position: dict[str, Any]) -> None:
    """The stored answers are the oracle's (all but the wide afterplay's block-nows, one of them)."""
    state = replay(position["game"], position["options"], position["seed"], position["actions"])
    player = position["player"]
    assert state.current_player() == player
    if position["game"] == "make5":
        answers = make5_answers(state, player, state.sorter)  # type: ignore[attr-defined]
    else:
        deep = position["kind"] in ("double", "parry")  # the next tier: double threats
        verdict = classify(state, player, random.Random(0), deep)
        if verdict is None:  # the cheap look may miss a block-now; the stored kind decides
            pytest.fail("the oracle finds no forced answer here")
        assert verdict[0] == position["kind"]
        answers = verdict[1]
    assert sorted(map(repr, answers)) == sorted(repr(decode(a)) for a in position["answers"])


def _check(position: dict[str, Any], level: str, seconds: float | None = None) -> None:
    """``level`` (with ``seconds``: its own spec, the think time cut to that) plays the position."""
    game = fives.games.load(position["game"])
    state = replay(position["game"], position["options"], position["seed"], position["actions"])
    player = position["player"]
    spec = level if seconds is None else with_seconds(level, seconds, game, state.num_players)
    agent = make_agent(spec, game, state.num_players)
    action = act(agent, state, player, random.Random(position["seed"]))
    answers = [decode(a) for a in position["answers"]]
    assert action in answers, f"{level} played {state.action_to_string(action, player)}; right: " + ", ".join(
        state.action_to_string(a, player) for a in answers[:8]
    )


@pytest.mark.parametrize("position", POSITIONS, ids=_id)
def test_medium_finds_the_forced_answer(position: dict[str, Any]) -> None:
    _check(position, "medium")


@pytest.mark.slow
@pytest.mark.parametrize("level", ["hard", "max"])
@pytest.mark.parametrize("position", POSITIONS, ids=_id)
def test_hard_and_max_find_the_forced_answer(position: dict[str, Any], level: str) -> None:
    """Their own searches and tactics, the think time cut to medium's 0.3 s CPU so that the file
    stays short (the threats are found before the search and do not depend on its time;
    docs/ai.md gives the rates at the full budgets)."""
    _check(position, level, seconds=0.3)
