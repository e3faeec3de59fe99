"""Alembic migrations of the server's database; `fives.server.store.Store.migrate` runs them."""
