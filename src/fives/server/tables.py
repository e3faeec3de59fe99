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
    #: ``live`` (seconds per move) or ``turn_based`` (days per move; the game waits for you)
    sa.Column("pace", sa.String(16), nullable=False, server_default="live"),
    #: a rated game: online, between accounts (or an account and computer anchors), no undo or hints
    sa.Column("rated", sa.Boolean, nullable=False, server_default=sa.false()),
    #: the pending draw offer or takeback request, and when each seat last made one (`fives.server.draws`)
    sa.Column("offers", sa.JSON, nullable=True),
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
    #: the account that sits here (null: an anonymous player, the computer or a local seat)
    sa.Column("account_id", sa.String(32), nullable=True, index=True),
    #: the seat's person must act now (turn-based play's "Your turn"; updated with every move)
    sa.Column("to_move", sa.Boolean, nullable=False, server_default=sa.false()),
    #: when the seat's running turn began (wall time; a turn-based clock runs from it)
    sa.Column("turn_since", sa.Float, nullable=True),
    #: the seat's person resigned; the computer plays it on and it counts as lost (`fives.server.resign`)
    sa.Column("resigned", sa.Boolean, nullable=False, server_default=sa.false()),
    sa.Index("ix_seats_to_move", "to_move", "token_hash"),
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

# Players (issue 28) ------------------------------------------------------------------------------

#: an optional account: a display name (``name_key`` is its case-folded form, unique) and an
#: argon2id hash of its password
accounts = sa.Table(
    "accounts",
    metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("name", sa.String(64), nullable=False),
    sa.Column("name_key", sa.String(64), nullable=False, unique=True),
    sa.Column("password_hash", sa.String(200), nullable=True),
    sa.Column("created_at", sa.Float, nullable=False),
)

#: a signed-in browser: the SHA-256 of its session cookie and of its CSRF token
account_sessions = sa.Table(
    "account_sessions",
    metadata,
    sa.Column("id_hash", sa.String(64), primary_key=True),
    sa.Column("account_id", sa.String(32), sa.ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False),
    sa.Column("csrf_hash", sa.String(64), nullable=False),
    sa.Column("created_at", sa.Float, nullable=False),
    sa.Column("expires_at", sa.Float, nullable=False),
    sa.Index("ix_account_sessions_account", "account_id"),
)

#: failed logins per key (an address or an account), in a window: shared by every server process
login_failures = sa.Table(
    "login_failures",
    metadata,
    sa.Column("key", sa.String(160), primary_key=True),
    sa.Column("count", sa.Integer, nullable=False),
    sa.Column("window_start", sa.Float, nullable=False),
)

#: an account's rating in one game (OpenSkill: mean and uncertainty)
ratings = sa.Table(
    "ratings",
    metadata,
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

#: what one rated game did to one account's rating (the history a rating graph draws);
#: the primary key makes rating a finished room twice impossible
rating_events = sa.Table(
    "rating_events",
    metadata,
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

#: quick play: a player waiting for an opponent in one game and player count; when the seek is
#: met, ``room_id``/``seat`` say where, and ``ticket_hash`` is the seat's one-time invitation
#: ticket (the seeker holds the ticket and joins with it, as an invited guest does)
seeks = sa.Table(
    "seeks",
    metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("game", sa.String(40), nullable=False),
    sa.Column("players", sa.Integer, nullable=False),
    sa.Column("options", sa.JSON, nullable=False),
    sa.Column("account_id", sa.String(32), sa.ForeignKey("accounts.id", ondelete="CASCADE"), nullable=True),
    sa.Column("name", sa.String(64), nullable=False),
    sa.Column("ticket_hash", sa.String(64), nullable=False),
    sa.Column("rating", sa.Float, nullable=True),
    sa.Column("created_at", sa.Float, nullable=False),
    sa.Column("room_id", sa.String(32), nullable=True),
    sa.Column("seat", sa.Integer, nullable=True),
    #: when the seeker's page last asked about the seek: an unmatched seek not asked about for
    #: `Settings.seek_stale_seconds` is stale (a closed tab) and is never matched
    sa.Column("seen_at", sa.Float, nullable=False, server_default="0"),
    sa.Index("ix_seeks_game", "game", "players"),
)

#: the chat of a room (`fives.server.chat`): the players' channel and the spectators', each line
#: numbered in its channel (the last ones kept), with the move number it was written at
chat = sa.Table(
    "chat",
    metadata,
    sa.Column("room_id", sa.String(32), sa.ForeignKey("rooms.id", ondelete="CASCADE"), primary_key=True),
    sa.Column("channel", sa.String(16), primary_key=True),
    sa.Column("number", sa.Integer, primary_key=True),
    sa.Column("seat", sa.Integer, nullable=True),
    sa.Column("author", sa.String(40), nullable=False),
    sa.Column("name", sa.String(64), nullable=True),
    sa.Column("text", sa.Text, nullable=False),
    sa.Column("move_number", sa.Integer, nullable=False),
    sa.Column("at", sa.Float, nullable=False),
)

# Turn notifications (issue 35: `fives.server.notify`) ---------------------------------------------

#: an account's choices: e-mail (an address, confirmed by a link sent to it, and whether "Your
#: turn" goes there), the language of its messages and the address of the site its links open
notify_settings = sa.Table(
    "notify_settings",
    metadata,
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

#: a browser's Web Push subscription (one per browser profile and site), for one account
push_subscriptions = sa.Table(
    "push_subscriptions",
    metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("account_id", sa.String(32), sa.ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False),
    sa.Column("endpoint", sa.String(1000), nullable=False, unique=True),
    sa.Column("p256dh", sa.String(100), nullable=False),
    sa.Column("auth", sa.String(40), nullable=False),
    sa.Column("created_at", sa.Float, nullable=False),
    sa.Index("ix_push_subscriptions_account", "account_id"),
)

#: the server's own secrets, made once: the VAPID key (PEM) and the key that signs unsubscribe links
server_keys = sa.Table(
    "server_keys",
    metadata,
    sa.Column("name", sa.String(40), primary_key=True),
    sa.Column("value", sa.Text, nullable=False),
    sa.Column("created_at", sa.Float, nullable=False),
)
