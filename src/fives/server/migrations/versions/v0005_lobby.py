"""The lobby: whether a room is listed (``visibility``), and when a person last had it open
(``last_seen``), so rooms nobody has had open for a day drop off the lobby.

Existing rooms get the defaults of new ones: ``open`` when they have a lobby seat (kind
``open``), else ``private``; ``last_seen`` is their ``updated_at``.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("rooms", sa.Column("visibility", sa.String(16), nullable=False, server_default="private"))
    op.add_column("rooms", sa.Column("last_seen", sa.Float, nullable=False, server_default="0"))
    op.execute("UPDATE rooms SET last_seen = updated_at")
    op.execute(
        "UPDATE rooms SET visibility = 'open' WHERE id IN (SELECT room_id FROM seats WHERE kind = 'open')"
    )


def downgrade() -> None:
    with op.batch_alter_table("rooms") as batch:
        batch.drop_column("last_seen")
        batch.drop_column("visibility")
