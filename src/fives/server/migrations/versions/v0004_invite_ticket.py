"""Invitations become one-time tickets: an invited seat keeps its ticket's hash apart from the
seat token, which only the person who joins receives (the room's creator must not be able to act
for the guest).

Invited seats nobody has joined yet move their hash from ``token_hash`` to ``invite_hash``, so
links already sent still work, once.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("seats", sa.Column("invite_hash", sa.String(64), nullable=True))
    seats = sa.table(
        "seats",
        sa.column("kind", sa.String),
        sa.column("status", sa.String),
        sa.column("token_hash", sa.String),
        sa.column("invite_hash", sa.String),
    )
    waiting = sa.and_(seats.c.kind == "invite", seats.c.status == "waiting", seats.c.token_hash.is_not(None))
    # one statement: SET reads the old values on both databases
    op.execute(seats.update().where(waiting).values(invite_hash=seats.c.token_hash, token_hash=None))


def downgrade() -> None:
    seats = sa.table("seats", sa.column("token_hash", sa.String), sa.column("invite_hash", sa.String))
    op.execute(
        seats.update()
        .where(seats.c.token_hash.is_(None), seats.c.invite_hash.is_not(None))
        .values(token_hash=seats.c.invite_hash)
    )
    with op.batch_alter_table("seats") as batch:
        batch.drop_column("invite_hash")
