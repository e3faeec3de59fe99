"""The tactical suite for Abräumen and Hütchenspieler (issue 34): positions with a certain answer,
judged by an oracle that knows nothing but the rules module, checked for the hint, the levels that
are sure to find them, and the analysis (the planted blunder flagged, the right move not).

- Abräumen: a position of a clearing line with jumps that keep the board solvable and jumps that
  break it, judged by an exhaustive search through the rules' own jumps (`legal_actions`,
  `push`/`pop`, `stones`), not the project's solver.  The line was mined once with the solver (it
  is stored as jumps); only ``max`` is sure to keep the board solvable (``hard`` slips one jump in
  ten, ``medium`` and ``easy`` play a rule of thumb).
- Hütchenspieler: a face-up row and shuffle moves, all public, then a question: where the asked
  symbol lies follows from the rules' own `shuffled` applied to the public row.  Only ``max`` (a
  seeker that never lapses) and the hint are sure to pick it; the lower levels lapse by design.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import fives.games
from fives.ai import act
from fives.ai.advice import analyse, hint, remember
from fives.ai.levels import make_agent
from fives.core import State
from fives.core.replay import Record
from fives.games.abraeumen import AbraeumenState
from fives.games.huetchenspieler import SYMBOLS, shuffled

# ------------------------------------------------------------------------------------ Abräumen
#: a clearing line from the start (31 jumps to one stone)
LINE = [
    "d1-f1",
    "b1-d1",
    "d6-f6",
    "b6-d6",
    "a4-a6",
    "a2-a4",
    "c3-a3",
    "a3-a5",
    "a6-a4",
    "e3-c3",
    "d1-d3",
    "c3-e3",
    "f3-d3",
    "d4-d2",
    "f1-f3",
    "f4-f2",
    "f6-f4",
    "f4-d4",
    "c4-e4",
    "a4-c4",
    "d6-d4",
    "b5-d5",
    "d5-d3",
    "d2-d4",
    "b2-d2",
    "e2-c2",
    "e5-e3",
    "c4-e4",
    "e4-e2",
    "f2-d2",
    "c2-e2",
]


def _clearable(state: AbraeumenState, memo: dict[int, bool]) -> bool:
    """Whether one stone can still be left: every jump of the rules, tried exhaustively."""
    key = state.occupied
    if key not in memo:
        if state.is_terminal():
            memo[key] = state.stones() == 1
        else:
            memo[key] = False
            for action in state.legal_actions(0):
                state.push(action, 0)
                found = _clearable(state, memo)
                state.pop()
                if found:
                    memo[key] = True
                    break
    return memo[key]


def _abraeumen(jumps: int) -> tuple[AbraeumenState, set[Any], set[Any]]:
    """The position after the line's first ``jumps`` and its jumps that keep / break it."""
    state = fives.games.load("abraeumen").new_state({}, 1)
    for text in LINE[:jumps]:
        state.apply_string(text)
    assert isinstance(state, AbraeumenState)
    memo: dict[int, bool] = {}
    keep, lose = set(), set()
    for action in state.legal_actions(0):
        state.push(action, 0)
        (keep if _clearable(state, memo) else lose).add(action)
        state.pop()
    return state, keep, lose


@pytest.mark.parametrize("jumps", [19, 21])
def test_abraeumen_hint_max_and_analysis_keep_the_board_solvable(jumps: int) -> None:
    state, keep, lose = _abraeumen(jumps)
    assert keep and lose  # a real choice: 13 and 11 stones left
    assert hint(state, 0).action in keep
    assert act(make_agent("max", state.game, 1), state, 0, random.Random(jumps)) in keep
    good = state.action_to_string(sorted(keep)[0], 0)
    blunder = state.action_to_string(sorted(lose)[0], 0)
    for played, flagged in ((good, False), (blunder, True)):
        (judged,) = analyse(Record("abraeumen", {}, 1, [played], start=state.snapshot()))
        assert judged.flagged is flagged, played


# ------------------------------------------------------------------------------ Hütchenspieler
#: (the face-up row, the shuffle moves, the symbol asked)
SHUFFLES = [
    ("dot line triangle square", ("1>4", "4>0", "2>4"), "triangle"),
    ("square dot line triangle", ("4>0", "1>3", "3>1"), "line"),
]


def _huetchenspieler(row: str, moves: tuple[str, ...], asked: str) -> tuple[State[Any], int]:
    """The seeker's pick after a public row, public moves and a question, and the right pick
    (0-based), followed through the rules' own `shuffled`."""
    state = fives.games.load("huetchenspieler").new_state({"first": "1"}, 5)
    for text in (row, "turn", *moves, f"ask {asked}"):
        state.apply_string(text)
    symbols = tuple(row.split())
    for move in moves:
        stone, gap = map(int, move.split(">"))
        symbols = shuffled(symbols, stone - 1, gap)
    assert set(symbols) == set(SYMBOLS)
    return state, symbols.index(asked)


@pytest.mark.parametrize(("row", "moves", "asked"), SHUFFLES)
def test_huetchenspieler_hint_max_and_analysis_follow_the_shuffle(
    row: str, moves: tuple[str, ...], asked: str
) -> None:
    state, right = _huetchenspieler(row, moves, asked)
    seeker = state.current_player()
    pick = state.legal_actions(seeker)[right]
    assert state.action_to_string(pick, seeker) == str(right + 1)
    assert hint(state, seeker, seed=1).action == pick
    for seed in range(3):
        agent = remember(make_agent("max", state.game, 2), state, seeker)
        assert act(agent, state, seeker, random.Random(seed)) == pick
    wrong = str((right + 1) % 4 + 1)
    for played, flagged in ((str(right + 1), False), (wrong, True)):
        record = Record("huetchenspieler", {"first": "1"}, 5, [row, "turn", *moves, f"ask {asked}", played])
        judged = analyse(record, players=[seeker])
        assert judged[-1].flagged is flagged, played
