"""Turn notifications (issue 35): an account's e-mail and notification choices, its browsers'
Web Push subscriptions, and the server's own keys (VAPID, the signing key of unsubscribe links).

Revision ID: 0013_notifications
Revises: 0012_challenges
Create Date: 2026-12-05
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0013_notifications"
down_revision = "0012_challenges"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "notify_settings",
        sa.Column(
            "account_id", sa.String(32), sa.ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True
        ),
        sa.Column("email", sa.String(254), nullable=True),
        sa.Column("email_verified", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("email_on", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("lang", sa.String(8), nullable=False, server_default="en"),
        sa.Column("base_url", sa.String(300), nullable=True),
        sa.Column("updated_at", sa.Float, nullable=False),
    )
    op.create_table(
        "push_subscriptions",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column(
            "account_id", sa.String(32), sa.ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("endpoint", sa.String(1000), nullable=False, unique=True),
        sa.Column("p256dh", sa.String(100), nullable=False),
        sa.Column("auth", sa.String(40), nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Index("ix_push_subscriptions_account", "account_id"),
    )
    op.create_table(
        "server_keys",
        sa.Column("name", sa.String(40), primary_key=True),
        sa.Column("value", sa.Text, nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
    )


def downgrade() -> None:
    for table in ("server_keys", "push_subscriptions", "notify_settings"):
        op.drop_table(table)
