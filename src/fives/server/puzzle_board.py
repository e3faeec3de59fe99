"""The puzzle leaderboard (issue 38): the best settled puzzle ratings and an account's own rank
(`fives.server.puzzle_db` keeps the ratings; docs/server.md, "Puzzles").

**Settled** (the rule of the board): an account is listed once its Glicko-2 deviation is below
`SETTLED_RD` (110, lichess's line between a provisional and an established rating) **and** it has
had at least `SETTLED_ATTEMPTS` rated attempts.  So one lucky streak does not top the board: a new
solver (RD 350) needs some 15 to 25 rated puzzles before both hold.

Only what the site shows of an account elsewhere is listed: its display name (the game leaderboards
and the public profiles show it), its rounded puzzle rating and its number of rated attempts; never
its id, its deviation, its solved count, its puzzles or when it played.  Both reads are bounded:
the board is one ``ORDER BY ... LIMIT`` (at most `BOARD_MAX` rows), the own rank one ``COUNT``.
"""

from __future__ import annotations

from typing import Any

import sqlalchemy as sa

from fives.puzzles import glicko

from .puzzle_db import solvers
from .store import Store
from .tables import accounts

#: the deviation below which a puzzle rating is settled (lichess: a rating with RD over 110 is provisional)
SETTLED_RD = 110.0
#: and the fewest rated attempts
SETTLED_ATTEMPTS = 20
#: the most rows the board lists
BOARD_MAX = 100


def _settled() -> sa.ColumnElement[bool]:
    return sa.and_(solvers.c.rd < SETTLED_RD, solvers.c.attempts >= SETTLED_ATTEMPTS)


def rule() -> dict[str, Any]:
    """The board's rule, for the page to say."""
    return {"max_rd": round(SETTLED_RD), "min_attempts": SETTLED_ATTEMPTS}


def leaderboard(store: Store, limit: int) -> list[dict[str, Any]]:
    """The settled puzzle ratings, best first (ties: more attempts first, then by name):
    ``{rank, name, rating, attempts}``."""
    query = (
        sa.select(accounts.c.name, solvers.c.rating, solvers.c.attempts)
        .join(accounts, accounts.c.id == solvers.c.account_id)
        .where(_settled())
        .order_by(solvers.c.rating.desc(), solvers.c.attempts.desc(), accounts.c.name_key)
        .limit(max(1, min(limit, BOARD_MAX)))
    )
    with store.engine.connect() as conn:
        rows = conn.execute(query).all()
    return [
        {"rank": index + 1, "name": row.name, "rating": round(row.rating), "attempts": row.attempts}
        for index, row in enumerate(rows)
    ]


def standing(store: Store, account_id: str) -> dict[str, Any]:
    """An account's own place: ``{rating, attempts, settled, rank, needs}`` (``rank``: its place on
    the board, the board's order, None while not settled; ``needs``: the rated attempts still
    missing for the attempts' part of the rule)."""
    with store.engine.connect() as conn:
        me = conn.execute(
            sa.select(solvers.c.rating, solvers.c.rd, solvers.c.attempts, accounts.c.name_key)
            .join(accounts, accounts.c.id == solvers.c.account_id)
            .where(solvers.c.account_id == account_id)
        ).first()
        if me is None:
            start = glicko.Rating()
            return {
                "rating": round(start.rating),
                "attempts": 0,
                "settled": False,
                "rank": None,
                "needs": SETTLED_ATTEMPTS,
            }
        settled = me.rd < SETTLED_RD and me.attempts >= SETTLED_ATTEMPTS
        rank = None
        if settled:
            ahead = sa.or_(
                solvers.c.rating > me.rating,
                sa.and_(solvers.c.rating == me.rating, solvers.c.attempts > me.attempts),
                sa.and_(
                    solvers.c.rating == me.rating,
                    solvers.c.attempts == me.attempts,
                    accounts.c.name_key < me.name_key,
                ),
            )
            before = conn.execute(
                sa.select(sa.func.count())
                .select_from(solvers.join(accounts, accounts.c.id == solvers.c.account_id))
                .where(_settled(), ahead)
            ).scalar_one()
            rank = int(before) + 1
    return {
        "rating": round(me.rating),
        "attempts": me.attempts,
        "settled": settled,
        "rank": rank,
        "needs": max(0, SETTLED_ATTEMPTS - me.attempts),
    }
