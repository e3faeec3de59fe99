"""Puzzle ratings and the puzzles of an account's mistakes in the database (issue 38; the tables
come from migration ``0014_puzzles``).  Every function is synchronous, one transaction (run it
with ``hub.db``).

**One rated attempt per puzzle per account** (`rate`): the attempt's row, keyed
``(account_id, puzzle_id)``, is written in the same transaction as both ratings; a second
attempt finds it (or fails on the key and rolls back) and changes nothing.  The solver's and the
puzzle's rows are locked (``FOR UPDATE`` on PostgreSQL) so two attempts at once rate in turn.
"""

from __future__ import annotations

import time
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError

from fives.puzzles import glicko
from fives.puzzles.format import Puzzle

from .store import Store
from .tables import metadata

solvers = sa.Table(
    "puzzle_solvers",
    metadata,
    sa.Column("account_id", sa.String(32), primary_key=True),
    sa.Column("rating", sa.Float, nullable=False),
    sa.Column("rd", sa.Float, nullable=False),
    sa.Column("volatility", sa.Float, nullable=False),
    sa.Column("attempts", sa.Integer, nullable=False),
    sa.Column("solved", sa.Integer, nullable=False),
    sa.Column("updated_at", sa.Float, nullable=False),
)
ratings = sa.Table(
    "puzzle_ratings",
    metadata,
    sa.Column("puzzle_id", sa.String(80), primary_key=True),
    sa.Column("rating", sa.Float, nullable=False),
    sa.Column("rd", sa.Float, nullable=False),
    sa.Column("volatility", sa.Float, nullable=False),
    sa.Column("attempts", sa.Integer, nullable=False),
    sa.Column("solved", sa.Integer, nullable=False),
)
attempts = sa.Table(
    "puzzle_attempts",
    metadata,
    sa.Column("account_id", sa.String(32), primary_key=True),
    sa.Column("puzzle_id", sa.String(80), primary_key=True),
    sa.Column("solved", sa.Boolean, nullable=False),
    sa.Column("rating_before", sa.Float, nullable=False),
    sa.Column("rating_after", sa.Float, nullable=False),
    sa.Column("at", sa.Float, nullable=False),
)
mistakes = sa.Table(
    "puzzle_mistakes",
    metadata,
    sa.Column("account_id", sa.String(32), primary_key=True),
    sa.Column("puzzle_id", sa.String(80), primary_key=True),
    sa.Column("room_id", sa.String(32), nullable=False),
    sa.Column("puzzle", sa.JSON, nullable=False),
    sa.Column("at", sa.Float, nullable=False),
)


def _locked(conn: Connection, query: sa.Select[Any], postgres: bool) -> Any:
    return conn.execute(query.with_for_update() if postgres else query).first()


def _rating(row: Any, default: glicko.Rating) -> glicko.Rating:
    return default if row is None else glicko.Rating(row.rating, row.rd, row.volatility)


def solver(store: Store, account_id: str) -> dict[str, Any]:
    """An account's puzzle rating: ``{rating, rd, attempts, solved}`` (the start before any)."""
    with store.engine.connect() as conn:
        row = conn.execute(sa.select(solvers).where(solvers.c.account_id == account_id)).first()
    start = glicko.Rating()
    if row is None:
        return {"rating": round(start.rating), "rd": round(start.rd), "attempts": 0, "solved": 0}
    return {"rating": round(row.rating), "rd": round(row.rd), "attempts": row.attempts, "solved": row.solved}


def attempted(store: Store, account_id: str, puzzle_ids: list[str] | None = None) -> set[str]:
    """The puzzles the account has had its rated attempt at (of ``puzzle_ids``, or all)."""
    query = sa.select(attempts.c.puzzle_id).where(attempts.c.account_id == account_id)
    if puzzle_ids is not None:
        query = query.where(attempts.c.puzzle_id.in_(puzzle_ids))
    with store.engine.connect() as conn:
        return {row.puzzle_id for row in conn.execute(query)}


def rate(store: Store, account_id: str, puzzle: Puzzle, solved: bool) -> dict[str, Any] | None:
    """The account's one rated attempt at ``puzzle``: both ratings updated, ``{before, after}``
    of the solver; None when the account had its attempt already (nothing changes)."""
    now = time.time()
    try:
        with store.engine.begin() as conn:
            if conn.execute(
                sa.select(attempts.c.puzzle_id).where(
                    attempts.c.account_id == account_id, attempts.c.puzzle_id == puzzle.id
                )
            ).first():
                return None
            me_row = _locked(
                conn, sa.select(solvers).where(solvers.c.account_id == account_id), store.postgres
            )
            it_row = _locked(conn, sa.select(ratings).where(ratings.c.puzzle_id == puzzle.id), store.postgres)
            me = _rating(me_row, glicko.Rating())
            it = _rating(it_row, glicko.puzzle_start(puzzle.difficulty))
            me_after, it_after = glicko.rate(me, it, solved)
            conn.execute(
                attempts.insert().values(
                    account_id=account_id,
                    puzzle_id=puzzle.id,
                    solved=solved,
                    rating_before=me.rating,
                    rating_after=me_after.rating,
                    at=now,
                )
            )
            mine = {
                "rating": me_after.rating,
                "rd": me_after.rd,
                "volatility": me_after.volatility,
                "updated_at": now,
            }
            if me_row is None:
                conn.execute(
                    solvers.insert().values(account_id=account_id, attempts=1, solved=int(solved), **mine)
                )
            else:
                conn.execute(
                    solvers.update()
                    .where(solvers.c.account_id == account_id)
                    .values(attempts=me_row.attempts + 1, solved=me_row.solved + int(solved), **mine)
                )
            its = {"rating": it_after.rating, "rd": it_after.rd, "volatility": it_after.volatility}
            if it_row is None:
                conn.execute(
                    ratings.insert().values(puzzle_id=puzzle.id, attempts=1, solved=int(solved), **its)
                )
            else:
                conn.execute(
                    ratings.update()
                    .where(ratings.c.puzzle_id == puzzle.id)
                    .values(attempts=it_row.attempts + 1, solved=it_row.solved + int(solved), **its)
                )
    except IntegrityError:
        return None  # another request of the same account rated it first
    return {
        "before": round(me.rating),
        "after": round(me_after.rating),
        "change": round(me_after.rating) - round(me.rating),
    }


def puzzle_rating(store: Store, puzzle: Puzzle) -> int:
    with store.engine.connect() as conn:
        row = conn.execute(sa.select(ratings.c.rating).where(ratings.c.puzzle_id == puzzle.id)).first()
    return round(row.rating if row is not None else glicko.puzzle_start(puzzle.difficulty).rating)


def puzzle_ratings(store: Store, puzzles: list[Puzzle]) -> dict[str, float]:
    """The ratings of ``puzzles`` by id (a puzzle never tried: its start by its difficulty)."""
    ids = [p.id for p in puzzles]
    with store.engine.connect() as conn:
        rows = conn.execute(
            sa.select(ratings.c.puzzle_id, ratings.c.rating).where(ratings.c.puzzle_id.in_(ids))
        )
        found = {row.puzzle_id: float(row.rating) for row in rows}
    return {p.id: found.get(p.id, glicko.puzzle_start(p.difficulty).rating) for p in puzzles}


def save_mistakes(store: Store, account_id: str, room_id: str, puzzles: list[Puzzle]) -> None:
    """Keep the puzzles of an account's mistakes (once each)."""
    now = time.time()
    with store.engine.begin() as conn:
        have = {
            row.puzzle_id
            for row in conn.execute(
                sa.select(mistakes.c.puzzle_id).where(mistakes.c.account_id == account_id)
            )
        }
        rows = [
            {
                "account_id": account_id,
                "puzzle_id": p.id,
                "room_id": room_id,
                "puzzle": p.to_json(),
                "at": now,
            }
            for p in puzzles
            if p.id not in have
        ]
        if rows:
            conn.execute(mistakes.insert(), rows)


def my_mistakes(store: Store, account_id: str, limit: int = 100) -> list[dict[str, Any]]:
    """The account's mistake puzzles, newest first: ``{id, game, room, at, solved}``."""
    with store.engine.connect() as conn:
        rows = conn.execute(
            sa.select(mistakes.c.puzzle_id, mistakes.c.room_id, mistakes.c.puzzle, mistakes.c.at)
            .where(mistakes.c.account_id == account_id)
            .order_by(mistakes.c.at.desc(), mistakes.c.puzzle_id)
            .limit(limit)
        ).all()
    return [{"id": r.puzzle_id, "game": r.puzzle["game"], "room": r.room_id, "at": r.at} for r in rows]


def mistake(store: Store, puzzle_id: str) -> Puzzle | None:
    """A mistake puzzle by its id (any account's: a puzzle is a position and its proof)."""
    with store.engine.connect() as conn:
        row = conn.execute(
            sa.select(mistakes.c.puzzle).where(mistakes.c.puzzle_id == puzzle_id).limit(1)
        ).first()
    return None if row is None else Puzzle.from_json(row.puzzle)
