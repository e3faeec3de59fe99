"""A clock per game: each seat's thinking-time bank.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-30
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("rooms", sa.Column("game_clock_seconds", sa.Float, nullable=True))
    op.add_column("seats", sa.Column("clock_used", sa.Float, nullable=False, server_default="0"))


def downgrade() -> None:
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("clock_used")
    with op.batch_alter_table("rooms") as batch:
        batch.drop_column("game_clock_seconds")
