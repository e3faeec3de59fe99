"""Draw offers and takeback requests (issue 35): a room's pending offer, and when each seat last
made one, so an offer survives a restart and reaches every process (`fives.server.draws`).

Revision ID: 0010_draws
Revises: 0009_resigned
Create Date: 2026-12-05
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0010_draws"
down_revision = "0009_resigned"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("rooms") as batch:
        batch.add_column(sa.Column("offers", sa.JSON, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("rooms") as batch:
        batch.drop_column("offers")
