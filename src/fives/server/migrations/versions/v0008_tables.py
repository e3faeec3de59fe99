"""Turn-based play and quick play (issue 28, part "tables"): whether a seat's person must act now
and since when (the "Your turn" list and the turn-based clocks read them from the database,
without replaying any game), and when a quick-play seek's page last asked about it (stale seeks
are never matched).

Revision ID: 0008_tables
Revises: 0007
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008_tables"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("seats") as batch:
        batch.add_column(sa.Column("to_move", sa.Boolean, nullable=False, server_default=sa.false()))
        batch.add_column(sa.Column("turn_since", sa.Float, nullable=True))
        batch.create_index("ix_seats_to_move", ["to_move", "token_hash"])
    op.add_column("seeks", sa.Column("seen_at", sa.Float, nullable=False, server_default="0"))


def downgrade() -> None:
    with op.batch_alter_table("seeks") as batch:
        batch.drop_column("seen_at")
    with op.batch_alter_table("seats") as batch:
        batch.drop_index("ix_seats_to_move")
        batch.drop_column("turn_since")
        batch.drop_column("to_move")
