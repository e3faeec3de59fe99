"""Absence rules of a room: the grace time before an away seat may be handed to the computer, and
the absence after which the other player of a two-player game may claim the win (null: the
server's defaults).

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("rooms", sa.Column("away_grace_seconds", sa.Float, nullable=True))
    op.add_column("rooms", sa.Column("claim_win_seconds", sa.Float, nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("rooms") as batch:
        batch.drop_column("claim_win_seconds")
        batch.drop_column("away_grace_seconds")
