"""Resigning (issue 35): a seat whose person resigned a game of three or more players, which the
computer plays on to the end and which counts as lost then (`fives.server.resign`).

Revision ID: 0009_resigned
Revises: 0008_tables
Create Date: 2026-12-05
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0009_resigned"
down_revision = "0008_tables"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("seats") as batch:
        batch.add_column(sa.Column("resigned", sa.Boolean, nullable=False, server_default=sa.false()))


def downgrade() -> None:
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("resigned")
