"""The thinking time of each seat's running turn, so that clocks survive a restart.

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-30
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("seats", sa.Column("turn_used", sa.Float, nullable=False, server_default="0"))


def downgrade() -> None:
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("turn_used")
