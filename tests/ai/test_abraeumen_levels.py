"""The Abräumen hint's fast paths (level search, beam search) against exhaustive searches.

Each path is forced in turn (by emptying the stages before it), so every one of them is checked on
the same positions: positions reached by random jumps from the start, and custom positions that
the start does not reach (a stone moved to a random empty square, often of another class).
The references are a plain memoised search over every jump (no symmetry, no invariants, no shared
tables) and the solver's old depth-first search without a budget.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import numpy as np
import pytest

from fives.games.abraeumen import FULL, START
from fives.games.abraeumen.ai import solver


def exhaustive(occupied: int, memo: dict[int, bool]) -> bool:
    """Whether some sequence of jumps leaves one stone, trying every jump."""
    if occupied.bit_count() == 1:
        return True
    if occupied not in memo:
        memo[occupied] = any(exhaustive(occupied ^ m, memo) for _, m in solver.legal_masks(occupied))
    return memo[occupied]


def reached(rng: random.Random, stones: int) -> int:
    occupied = START
    while occupied.bit_count() > stones:
        options = solver.legal_masks(occupied)
        if not options:
            break
        occupied ^= rng.choice(options)[1]
    return occupied


def custom(rng: random.Random, stones: int) -> int:
    """A reached position with one stone moved to a random empty square."""
    occupied = reached(rng, stones)
    stone = rng.choice([i for i in range(36) if occupied >> i & 1])
    hole = rng.choice([i for i in range(36) if not occupied >> i & 1])
    return occupied ^ (1 << stone) ^ (1 << hole)


def sample() -> list[int]:
    rng = random.Random(2026)
    positions = [reached(rng, rng.randint(11, 15)) for _ in range(14)]
    positions += [custom(rng, rng.randint(11, 15)) for _ in range(14)]
    return positions


SAMPLE = sample()
MODES = {
    "default": {},
    "beam": {"_DIVE_BUDGETS": (), "_BEAM_WIDTHS": (30,)},
    "levels": {"_DIVE_BUDGETS": (), "_BEAM_WIDTHS": (), "_LEVEL_MAX_STONES": 36},
    "fallback": {"_DIVE_BUDGETS": (), "_BEAM_WIDTHS": (), "_LEVEL_LIMIT": 1},
}


@pytest.fixture(params=sorted(MODES))
def mode(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    for name, value in MODES[request.param].items():
        monkeypatch.setattr(solver, name, value)
    solver.clear_tables()
    yield request.param
    solver.clear_tables()


def test_the_sample_has_solvable_unsolvable_and_unreachable_positions() -> None:
    memo: dict[int, bool] = {}
    answers = [exhaustive(p, memo) for p in SAMPLE]
    assert any(answers) and not all(answers)
    assert any(not solver.candidate_end_squares(p) for p in SAMPLE)  # a class no square has


def test_hints_agree_with_the_exhaustive_search(mode: str) -> None:
    memo: dict[int, bool] = {}
    for occupied in SAMPLE:
        solver.clear_tables()
        h = solver.hint(occupied)
        assert h.solvable == exhaustive(occupied, memo), (mode, occupied)
        if h.solvable:
            assert h.best is not None
            legal = dict(solver.legal_masks(occupied))
            assert h.best in legal
            assert exhaustive(occupied ^ legal[h.best], memo)
            solution = solver.solve(occupied)
            assert solution is not None
            assert solver.replay_occupancy(occupied, solution).bit_count() == 1
        else:
            assert h.best is None and h.message == "no longer solvable"


def test_the_level_search_agrees_with_the_exhaustive_search() -> None:
    memo: dict[int, bool] = {}
    for occupied in SAMPLE:
        masks = solver._level_search(occupied)
        assert (masks is not None) == exhaustive(occupied, memo)
        if masks is not None:
            assert len(masks) == occupied.bit_count() - 1
            after = occupied
            for m in masks:
                assert any(m == legal for _, legal in solver.legal_masks(after))
                after ^= m
            assert after.bit_count() == 1


def test_beam_solutions_are_real_solutions() -> None:
    found = 0
    for occupied in SAMPLE:
        if not solver.candidate_end_squares(occupied):
            continue
        masks = solver._beam(occupied, 20)
        if masks is not None:
            found += 1
            assert solver.replay_occupancy(occupied, solver._to_actions(occupied, masks)).bit_count() == 1
    assert found > 0


def test_children_are_exactly_the_positions_one_jump_away() -> None:
    level = np.array(sorted(set(SAMPLE)), dtype=np.uint64)
    expected = sorted({p ^ m for p in SAMPLE for _, m in solver.legal_masks(p)})
    assert [int(c) for c in solver._children(level)] == expected


def test_a_full_board_has_no_jump_and_its_children_are_empty() -> None:
    assert len(solver._children(np.array([FULL], dtype=np.uint64))) == 0


@pytest.mark.parametrize("seed", [3, 11])
def test_hints_on_twenty_stone_positions_agree_with_the_old_depth_first_search(seed: int) -> None:
    rng = random.Random(seed)
    for occupied in (reached(rng, 20), custom(rng, 20)):
        solver.clear_tables()
        targets = solver.candidate_end_squares(occupied)
        old = targets and solver._dive(occupied, targets, None) is not None
        solver.clear_tables()
        for settings in ({}, MODES["levels"]):
            saved = {name: getattr(solver, name) for name in settings}
            for name, value in settings.items():
                setattr(solver, name, value)
            try:
                solver.clear_tables()
                h = solver.hint(occupied)
            finally:
                for name, value in saved.items():
                    setattr(solver, name, value)
            assert h.solvable == bool(old)
            if h.best is not None:
                after = solver.replay_occupancy(occupied, [h.best])
                solver.clear_tables()
                assert solver._dive(after, targets, None) is not None
