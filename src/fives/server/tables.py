"""The database schema (SQLAlchemy Core).  Alembic migrations in ``migrations/`` create it.

- ``rooms``: one game: its id, options, seed, status, clocks and result; whether the lobby lists
  it, and when a person last had it open.
- ``seats``: who sits where, and the thinking time used (in the game, and so far in the running
  turn: clocks survive a restart); a person's seat keeps only the SHA-256 of its secret token,
  and an invited seat the SHA-256 of its one-time invitation ticket.
- ``moves``: every applied action of a room in order (chance outcomes included, player -1),
  in notation; ``(room_id, number)`` is the primary key, so no move is stored twice.
"""

from __future__ import annotations

import sqlalchemy as sa

metadata = sa.MetaData()

rooms = sa.Table(
    "rooms",
    metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("game", sa.String(40), nullable=False),
    sa.Column("options", sa.JSON, nullable=False),
    sa.Column("seed", sa.BigInteger, nullable=False),
    sa.Column("status", sa.String(16), nullable=False, index=True),
    sa.Column("clock_seconds", sa.Float, nullable=True),
    sa.Column("game_clock_seconds", sa.Float, nullable=True),
    sa.Column("timeout_level", sa.String(40), nullable=True),
    sa.Column("away_grace_seconds", sa.Float, nullable=True),
    sa.Column("claim_win_seconds", sa.Float, nullable=True),
    sa.Column("rematch_of", sa.String(32), nullable=True),
    sa.Column("rematch", sa.String(32), nullable=True),
    sa.Column("result", sa.JSON, nullable=True),
    sa.Column("created_at", sa.Float, nullable=False),
    sa.Column("updated_at", sa.Float, nullable=False),
    #: ``open`` (listed in the lobby and the finished games) or ``private`` (reached by link only)
    sa.Column("visibility", sa.String(16), nullable=False, server_default="private"),
    #: when a person last had the room open (a seat's connection); a day later it leaves the lobby
    sa.Column("last_seen", sa.Float, nullable=False, server_default="0"),
)

seats = sa.Table(
    "seats",
    metadata,
    sa.Column("room_id", sa.String(32), sa.ForeignKey("rooms.id", ondelete="CASCADE"), primary_key=True),
    sa.Column("seat", sa.Integer, primary_key=True),
    sa.Column("kind", sa.String(16), nullable=False),
    sa.Column("name", sa.String(64), nullable=False),
    sa.Column("status", sa.String(16), nullable=False),
    sa.Column("level", sa.String(40), nullable=True),
    sa.Column("token_hash", sa.String(64), nullable=True, index=True),
    # an invited seat's one-time ticket (SHA-256): joining with it issues the seat's own token
    sa.Column("invite_hash", sa.String(64), nullable=True),
    sa.Column("clock_used", sa.Float, nullable=False, server_default="0"),
    sa.Column("turn_used", sa.Float, nullable=False, server_default="0"),
)

moves = sa.Table(
    "moves",
    metadata,
    sa.Column("room_id", sa.String(32), sa.ForeignKey("rooms.id", ondelete="CASCADE"), primary_key=True),
    sa.Column("number", sa.Integer, primary_key=True),
    sa.Column("player", sa.Integer, nullable=False),
    sa.Column("action", sa.String(200), nullable=False),
    sa.Column("at", sa.Float, nullable=False),
)
