"""Puzzles (issue 38): the solvers' and the puzzles' Glicko-2 ratings, each account's one rated
attempt per puzzle, and the puzzles made from an account's own mistakes
(`fives.server.puzzle_db`).

Revision ID: 0014_puzzles
Revises: 0013_notifications
Create Date: 2026-12-05
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0014_puzzles"
down_revision = "0013_notifications"
branch_labels = None
depends_on = None


def _account() -> sa.Column[str]:
    return sa.Column(
        "account_id", sa.String(32), sa.ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True
    )


def upgrade() -> None:
    op.create_table(
        "puzzle_solvers",
        _account(),
        sa.Column("rating", sa.Float, nullable=False),
        sa.Column("rd", sa.Float, nullable=False),
        sa.Column("volatility", sa.Float, nullable=False),
        sa.Column("attempts", sa.Integer, nullable=False, server_default="0"),
        sa.Column("solved", sa.Integer, nullable=False, server_default="0"),
        sa.Column("updated_at", sa.Float, nullable=False),
    )
    op.create_table(
        "puzzle_ratings",
        sa.Column("puzzle_id", sa.String(80), primary_key=True),
        sa.Column("rating", sa.Float, nullable=False),
        sa.Column("rd", sa.Float, nullable=False),
        sa.Column("volatility", sa.Float, nullable=False),
        sa.Column("attempts", sa.Integer, nullable=False, server_default="0"),
        sa.Column("solved", sa.Integer, nullable=False, server_default="0"),
    )
    op.create_table(
        "puzzle_attempts",
        _account(),
        sa.Column("puzzle_id", sa.String(80), primary_key=True),
        sa.Column("solved", sa.Boolean, nullable=False),
        sa.Column("rating_before", sa.Float, nullable=False),
        sa.Column("rating_after", sa.Float, nullable=False),
        sa.Column("at", sa.Float, nullable=False),
    )
    op.create_table(
        "puzzle_mistakes",
        _account(),
        sa.Column("puzzle_id", sa.String(80), primary_key=True),
        sa.Column("room_id", sa.String(32), nullable=False),
        sa.Column("puzzle", sa.JSON, nullable=False),
        sa.Column("at", sa.Float, nullable=False),
        sa.Index("ix_puzzle_mistakes_puzzle", "puzzle_id"),
    )


def downgrade() -> None:
    for name in ("puzzle_mistakes", "puzzle_attempts", "puzzle_ratings", "puzzle_solvers"):
        op.drop_table(name)
