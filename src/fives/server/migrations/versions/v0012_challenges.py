"""Challenges (issue 35): one account challenges another by name (`fives.server.challenges`);
an account may take no challenges, or none from a person.

Revision ID: 0012_challenges
Revises: 0011_chat
Create Date: 2026-12-05
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0012_challenges"
down_revision = "0011_chat"
branch_labels = None
depends_on = None


def _account(name: str, primary_key: bool = False) -> sa.Column[str]:
    return sa.Column(
        name,
        sa.String(32),
        sa.ForeignKey("accounts.id", ondelete="CASCADE"),
        primary_key=primary_key,
        nullable=False,
    )


def upgrade() -> None:
    op.create_table(
        "challenges",
        sa.Column("id", sa.String(32), primary_key=True),
        _account("challenger_id"),
        _account("target_id"),
        sa.Column("game", sa.String(40), nullable=False),
        sa.Column("options", sa.JSON, nullable=False),
        sa.Column("pace", sa.String(16), nullable=False),
        sa.Column("clock_seconds", sa.Float, nullable=True),
        sa.Column("game_clock_seconds", sa.Float, nullable=True),
        sa.Column("away_grace_seconds", sa.Float, nullable=True),
        sa.Column("claim_win_seconds", sa.Float, nullable=True),
        sa.Column("level", sa.String(40), nullable=True),
        sa.Column("rated", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("ticket_hash", sa.String(64), nullable=False),
        sa.Column("created_at", sa.Float, nullable=False),
        sa.Column("expires_at", sa.Float, nullable=False),
        sa.Column("answered_at", sa.Float, nullable=True),
        sa.Column("room_id", sa.String(32), nullable=True),
        sa.Column("seat", sa.Integer, nullable=True),
        sa.Column("target_seat", sa.Integer, nullable=True),
        sa.Index("ix_challenges_target", "target_id", "status"),
        sa.Index("ix_challenges_challenger", "challenger_id", "status"),
    )
    op.create_table(
        "challenge_prefs",
        _account("account_id", primary_key=True),
        sa.Column("closed", sa.Boolean, nullable=False, server_default=sa.false()),
        sa.Column("updated_at", sa.Float, nullable=False),
    )
    op.create_table(
        "challenge_blocks",
        _account("account_id", primary_key=True),
        _account("blocked_id", primary_key=True),
        sa.Column("at", sa.Float, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("challenge_blocks")
    op.drop_table("challenge_prefs")
    op.drop_table("challenges")
