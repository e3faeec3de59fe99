"""The arena's head-to-head share for games of more than two players (`measure.arena.head_to_head`)."""

from __future__ import annotations

import io

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rich.console import Console

from fives.ai.measure.arena import GameResult, head_to_head, summarize
from fives.cli.main import main

SOLE, SHARED, LOST_TO_ONE, LOST_TO_TWO, NOBODY = (
    (1.0, -0.5, -0.5),
    (0.25, 0.25, -0.5),
    (-0.5, 1.0, -0.5),
    (-0.5, 0.25, 0.25),
    (0.0, 0.0, 0.0),
)


def result(returns: tuple[float, ...], seat: int = 0) -> GameResult:
    score = (returns[seat] + 0.5) / 1.5
    return GameResult(seed=0, a_seats=(seat,), score=score, moves=1, returns=returns)


@pytest.mark.parametrize(
    ("returns", "share"),
    [(SOLE, 1.0), (SHARED, 0.75), (LOST_TO_ONE, 0.25), (LOST_TO_TWO, 0.0), (NOBODY, 0.5)],
)
def test_three_player_results_read_like_two_player_scores(returns: tuple[float, ...], share: float) -> None:
    assert head_to_head(result(returns)) == pytest.approx(share)


@given(st.lists(st.sampled_from([-0.5, 0.0, 0.25, 1.0]), min_size=3, max_size=4))
def test_every_pair_of_seats_shares_one_point(returns: list[float]) -> None:
    """Summed over the seats, the head-to-head shares give each pair of players one point between
    them, so between equals the expected share is 1/2."""
    n = len(returns)
    total = sum(head_to_head(result(tuple(returns), seat)) * (n - 1) for seat in range(n))
    assert total == pytest.approx(n * (n - 1) / 2)


def test_summaries_carry_it_for_three_players_only() -> None:
    """A rigged three-player match: one sole win, one shared, one loss to a sole winner (mean 2/3);
    a two-player summary has none."""
    summary = summarize([result(SOLE), result(SHARED, 1), result(LOST_TO_ONE, 2)])
    assert summary.head_to_head == pytest.approx(2 / 3)
    assert summary.head_to_head_low is not None and summary.head_to_head_high is not None
    assert summary.head_to_head_low < summary.head_to_head < summary.head_to_head_high
    two = summarize([GameResult(seed=0, a_seats=(0,), score=1.0, moves=1, returns=(1.0, -1.0))])
    assert two.head_to_head is None


def test_the_arena_prints_it_for_three_players() -> None:
    out = io.StringIO()
    args = ["arena", "cambio", "random", "random", "--players", "3", "--games", "3", "--jobs", "1", "--quiet"]
    assert main(args, Console(file=out, width=200)) == 0
    assert "head to head (A against each B seat" in out.getvalue()
