"""Alembic environment: runs on the connection that `Store.migrate` hands over."""

from __future__ import annotations

from alembic import context
from sqlalchemy.engine import Connection

from fives.server.tables import metadata

connection = context.config.attributes.get("connection")
if not isinstance(connection, Connection):  # pragma: no cover - only `Store.migrate` runs migrations
    raise RuntimeError("run migrations through fives.server.store.Store.migrate")
context.configure(connection=connection, target_metadata=metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
