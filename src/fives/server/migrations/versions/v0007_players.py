"""Players (issue 28): optional accounts and their browser sessions, failed logins counted
across processes, ratings per game with their history, a room's pace (live or turn-based) and
whether it is rated, a seat's account, and the quick-play seek list.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "accounts",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("name_key", sa.String(64), nullable=False, unique=True),
        sa.Column("password_hash", sa.String(200), nullable=True),
        sa.Column("created_at", sa.Float, nullable=False),
    )
    op.create_table(
        "account_sessions",
        sa.Column("id_hash", sa.String(64), primary_key=True),
        sa.Column(
            "account_id", sa.String(32), sa.ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("csrf_hash", sa.String(64), nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Column("expires_at", sa.Float, nullable=False),
        sa.Index("ix_account_sessions_account", "account_id"),
    )
    op.create_table(
        "login_failures",
        sa.Column("key", sa.String(160), primary_key=True),
        sa.Column("count", sa.Integer, nullable=False),
        sa.Column("window_start", sa.Float, nullable=False),
    )
    op.create_table(
        "ratings",
        sa.Column(
            "account_id", sa.String(32), sa.ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True
        ),
        sa.Column("game", sa.String(40), primary_key=True),
        sa.Column("mu", sa.Float, nullable=False),
        sa.Column("sigma", sa.Float, nullable=False),
        sa.Column("games", sa.Integer, nullable=False, server_default="0"),
        sa.Column("updated_at", sa.Float, nullable=False),
        sa.Index("ix_ratings_game", "game"),
    )
    op.create_table(
        "rating_events",
        sa.Column("room_id", sa.String(32), sa.ForeignKey("rooms.id", ondelete="CASCADE"), primary_key=True),
        sa.Column(
            "account_id", sa.String(32), sa.ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True
        ),
        sa.Column("game", sa.String(40), nullable=False),
        sa.Column("mu_before", sa.Float, nullable=False),
        sa.Column("sigma_before", sa.Float, nullable=False),
        sa.Column("mu", sa.Float, nullable=False),
        sa.Column("sigma", sa.Float, nullable=False),
        sa.Column("at", sa.Float, nullable=False),
        sa.Index("ix_rating_events_account", "account_id", "game"),
    )
    op.create_table(
        "seeks",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("game", sa.String(40), nullable=False),
        sa.Column("players", sa.Integer, nullable=False),
        sa.Column("options", sa.JSON, nullable=False),
        sa.Column(
            "account_id", sa.String(32), sa.ForeignKey("accounts.id", ondelete="CASCADE"), nullable=True
        ),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("ticket_hash", sa.String(64), nullable=False),
        sa.Column("rating", sa.Float, nullable=True),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Column("room_id", sa.String(32), nullable=True),
        sa.Column("seat", sa.Integer, nullable=True),
        sa.Index("ix_seeks_game", "game", "players"),
    )
    with op.batch_alter_table("seats") as batch:
        batch.add_column(sa.Column("account_id", sa.String(32), nullable=True))
        batch.create_index("ix_seats_account", ["account_id"])
    op.add_column("rooms", sa.Column("pace", sa.String(16), nullable=False, server_default="live"))
    op.add_column("rooms", sa.Column("rated", sa.Boolean, nullable=False, server_default=sa.false()))


def downgrade() -> None:
    with op.batch_alter_table("rooms") as batch:
        batch.drop_column("rated")
        batch.drop_column("pace")
    with op.batch_alter_table("seats") as batch:
        batch.drop_index("ix_seats_account")
        batch.drop_column("account_id")
    for table in ("seeks", "rating_events", "ratings", "login_failures", "account_sessions", "accounts"):
        op.drop_table(table)
