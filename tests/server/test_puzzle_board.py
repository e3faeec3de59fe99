"""The puzzle leaderboard (issue 38, `fives.server.puzzle_board`), on SQLite and PostgreSQL:
only settled ratings (deviation below 110 and at least 20 rated attempts) are listed, best first,
with what the game leaderboards show of an account (its name) and no more; the signed-in
account sees its own rating and rank; the list is bounded."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
import sqlalchemy as sa
from fastapi.testclient import TestClient

from fives.server.puzzle_board import BOARD_MAX, SETTLED_ATTEMPTS, SETTLED_RD
from fives.server.puzzle_db import solvers
from fives.server.tables import accounts

from .conftest import serve
from .test_accounts import cheap, csrf, engine, sign_in, sign_up
from .test_puzzles import _only, attempt
from .test_puzzles import puzzle_sets as puzzle_sets  # the test sets, not the shipped ones (autouse)


@pytest.fixture
def client(db_url: str) -> Iterator[TestClient]:
    with serve(db_url, test_seed=1) as c:
        c.app.state.passwords = cheap()  # type: ignore[attr-defined]
        yield c


def rate_row(conn: sa.Connection, account_id: str, rating: float, rd: float, attempts: int) -> None:
    """An account's puzzle rating as if it had played (the rule is about the stored row); the
    browser test of the leaderboard writes its players with it too."""
    conn.execute(
        solvers.insert().values(
            account_id=account_id,
            rating=rating,
            rd=rd,
            volatility=0.06,
            attempts=attempts,
            solved=attempts // 2,
            updated_at=time.time(),
        )
    )


def _rate(c: TestClient, account: dict[str, Any], rating: float, rd: float, attempts: int) -> None:
    with engine(c).begin() as conn:
        rate_row(conn, account["account"]["id"], rating, rd, attempts)


def board(c: TestClient, **params: Any) -> dict[str, Any]:
    response = c.get("/api/puzzles/leaderboard", params=params)
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()
    return data


def test_only_settled_ratings_are_listed_best_first(client: TestClient) -> None:
    steady = sign_up(client, "Steady")
    _rate(client, steady, 1700.4, 80.0, 25)
    _rate(client, sign_up(client, "Best"), 1812.0, 60.0, 200)
    # as good as Steady, with more attempts: ranked before it
    _rate(client, sign_up(client, "Twin"), 1700.4, 90.0, 30)
    # not settled: too uncertain however many attempts, or too few attempts however certain
    _rate(client, sign_up(client, "Lucky"), 2400.0, SETTLED_RD + 5, 60)
    _rate(client, sign_up(client, "Fresh"), 2300.0, 90.0, SETTLED_ATTEMPTS - 1)
    _rate(client, sign_up(client, "Edge"), 1500.0, SETTLED_RD - 1, SETTLED_ATTEMPTS)
    sign_up(client, "Never")  # no rated puzzle at all
    found = board(client)
    assert found["rule"] == {"max_rd": 110, "min_attempts": SETTLED_ATTEMPTS}
    assert found["players"] == [
        {"rank": 1, "name": "Best", "rating": 1812, "attempts": 200},
        {"rank": 2, "name": "Twin", "rating": 1700, "attempts": 30},
        {"rank": 3, "name": "Steady", "rating": 1700, "attempts": 25},
        {"rank": 4, "name": "Edge", "rating": 1500, "attempts": SETTLED_ATTEMPTS},
    ]
    # the signed-in account (the last signed up) has no rated puzzle: its start, no rank
    assert found["me"] == {"rating": 1500, "attempts": 0, "settled": False, "rank": None, "needs": 20}
    assert [p["name"] for p in board(client, limit=2)["players"]] == ["Best", "Twin"]
    for bad in (0, BOARD_MAX + 1, "all"):
        assert client.get("/api/puzzles/leaderboard", params={"limit": bad}).status_code == 422
    # signed in as Steady: its own rank is the board's
    assert sign_in(client, "Steady").status_code == 200
    assert board(client)["me"] == {"rating": 1700, "attempts": 25, "settled": True, "rank": 3, "needs": 0}
    client.cookies.clear()
    assert board(client)["me"] is None


def test_a_rated_attempt_counts_towards_the_rule(client: TestClient) -> None:
    puzzle = _only()
    me = sign_up(client, "Newcomer")
    answer = attempt(client, puzzle, puzzle.solution, headers=csrf(me))
    assert answer["rated"] is True
    mine = board(client)["me"]
    assert mine == {
        "rating": answer["rating"]["after"],
        "attempts": 1,
        "settled": False,
        "rank": None,
        "needs": SETTLED_ATTEMPTS - 1,
    }
    assert board(client)["players"] == []


def test_the_board_lists_no_more_than_its_bound(client: TestClient) -> None:
    """`BOARD_MAX` settled accounts and one more: the longest list is `BOARD_MAX` rows."""
    with engine(client).begin() as conn:
        now = time.time()
        conn.execute(
            accounts.insert(),
            [
                {"id": f"a{n}", "name": f"P{n}", "name_key": f"p{n}", "created_at": now}
                for n in range(BOARD_MAX + 1)
            ],
        )
        conn.execute(
            solvers.insert(),
            [
                {
                    "account_id": f"a{n}",
                    "rating": 1000.0 + n,
                    "rd": 70.0,
                    "volatility": 0.06,
                    "attempts": 30,
                    "solved": 15,
                    "updated_at": now,
                }
                for n in range(BOARD_MAX + 1)
            ],
        )
        assert conn.execute(sa.select(sa.func.count()).select_from(solvers)).scalar_one() == BOARD_MAX + 1
    players = board(client, limit=BOARD_MAX)["players"]
    assert len(players) == BOARD_MAX and players[0]["name"] == f"P{BOARD_MAX}"
    assert players[-1]["rank"] == BOARD_MAX
