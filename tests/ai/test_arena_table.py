"""The mixed table (`fives.ai.measure.table`): every seed in all seatings, Elo and Plackett-Luce columns."""

from __future__ import annotations

import io
from itertools import permutations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rich.console import Console

from fives.ai.measure.table import (
    TableGame,
    plackett_luce,
    ranks,
    run_table,
    summarize_table,
    table_jobs,
)
from fives.cli.main import main
from fives.core import FivesError

SOLE, SHARED, NOBODY = (1.0, -0.5, -0.5), (0.25, 0.25, -0.5), (0.0, 0.0, 0.0)


def test_ranks_share_ties() -> None:
    assert ranks(SOLE) == [1, 2, 2]
    assert ranks(SHARED) == [1, 1, 3]
    assert ranks(NOBODY) == [1, 1, 1]
    assert ranks((-0.5, 0.25, 0.25)) == [3, 1, 1]


def test_plackett_luce_orders_an_obvious_result_list() -> None:
    """Agent 2 always first, agent 0 always second, agent 1 always last: the ratings keep that order."""
    rated = plackett_luce(3, [[2, 3, 1]] * 8)
    assert rated[2].mu > rated[0].mu > rated[1].mu
    assert rated[2].ordinal > rated[0].ordinal > rated[1].ordinal
    assert all(r.sigma < 25 / 3 for r in rated)  # every game told something about everybody


def test_plackett_luce_of_ties_and_of_nothing_rates_everybody_alike() -> None:
    for rated in (plackett_luce(3, [[1, 1, 1]] * 5), plackett_luce(3, [])):
        assert rated[0].mu == pytest.approx(rated[1].mu) == pytest.approx(rated[2].mu)
    assert plackett_luce(3, [])[0].mu == pytest.approx(25.0)


def test_plackett_luce_counts_a_sole_win_over_two_as_more_than_a_shared_one() -> None:
    sole = plackett_luce(3, [[1, 2, 2]] * 4)
    shared = plackett_luce(3, [[1, 1, 3]] * 4)
    assert sole[0].mu - sole[1].mu > shared[0].mu - shared[1].mu


def test_plackett_luce_refuses_a_ranking_of_the_wrong_size() -> None:
    with pytest.raises(ValueError, match="3 agents"):
        plackett_luce(3, [[1, 2]])


def test_every_seed_is_played_in_all_seatings() -> None:
    todo = list(table_jobs("cambio", ["a", "b", "c"], 2, 5, {"players": 3}))
    assert len(todo) == 12
    for seed in (5, 6):
        seatings = [seating for seating, job in todo if job.seed == seed]
        assert sorted(seatings) == sorted(permutations(range(3)))
    for seating, job in todo:
        assert job.specs == tuple("abc"[a] for a in seating)
        assert job.a_seats == (seating.index(0),)
    with pytest.raises(FivesError, match="3 players needs 3 agents"):
        list(table_jobs("cambio", ["a", "b"], 1, 0, {"players": 3}))


def games_won_by(winner: int, seeds: int = 2) -> list[TableGame]:
    """``winner`` wins alone in every seating; of the other two, agent 1 shares no win."""
    out = []
    for seed in range(seeds):
        for seating in permutations(range(3)):
            returns = tuple(1.0 if agent == winner else -0.5 for agent in seating)
            out.append(TableGame(seed, seating, returns, 10, 0.0))
    return out


def test_a_table_where_one_agent_always_wins() -> None:
    table = summarize_table(["x", "y", "z"], ["x", "y", "z"], games_won_by(1))
    x, y, z = table.rows
    assert y.head_to_head == 1.0 and y.by_seat == [1.0, 1.0, 1.0]
    assert x.head_to_head == z.head_to_head == 0.25  # lost to y, level with each other
    assert y.score == 1.0 and x.score == 0.0
    assert y.elo > 0 and x.elo == 0 and z.elo == pytest.approx(0, abs=1e-6)
    assert y.pl_mu > x.pl_mu and y.pl_mu > z.pl_mu
    assert table.header()[-1].startswith("Plackett-Luce")
    assert len(table.table()) == 3


@given(st.lists(st.sampled_from([SOLE, SHARED, NOBODY, (-0.5, 1.0, -0.5)]), min_size=1, max_size=12))
def test_head_to_head_shares_of_a_table_sum_to_one_a_pair(results: list[tuple[float, ...]]) -> None:
    """However the games went, the three agents' head-to-head shares sum to 3/2 (one point per pair)."""
    games = [TableGame(0, (k % 3, (k + 1) % 3, (k + 2) % 3), r, 1, 0.0) for k, r in enumerate(results)]
    rows = summarize_table(["a", "b", "c"], ["a", "b", "c"], games).rows
    assert sum(r.head_to_head for r in rows) == pytest.approx(1.5)


def test_run_table_plays_cambio_with_three_agents() -> None:
    table = run_table("cambio", ["random", "greedy", "random"], seeds=1, seed=3, options={"players": 3})
    assert len(table.games) == 6
    assert {g.seating for g in table.games} == set(permutations(range(3)))
    assert sum(r.head_to_head for r in table.rows) == pytest.approx(1.5)


def test_the_cli_prints_the_table_with_both_ratings() -> None:
    out = io.StringIO()
    console = Console(file=out, width=250)
    argv = ["arena", "cambio", "--players", "3", "--table", "random", "--table", "greedy"]
    assert main([*argv, "--table", "random", "--seeds", "1", "--quiet"], console=console) == 0
    text = out.getvalue()
    assert "Plackett-Luce" in text and "Elo vs random" in text and "6 games" in text
    assert main([*argv, "--quiet"], console=console) == 2
    assert "needs 3 --table agents, not 2" in out.getvalue()
