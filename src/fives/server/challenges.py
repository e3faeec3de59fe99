"""Challenges (issue 35): one signed-in player asks another, by name, to play a game.

The challenger picks the game and its options (checked against the game's option declarations,
as a new room's are), rated or not, and the pace: a live clock (seconds per move, minutes per
game) or turn-based (days per move).  The challenged player sees it on their home page and
accepts or declines; accepting makes the room with both seated under their account names.

- **Accounts only.** Both sides are accounts: a guest can neither challenge nor be challenged
  (401 ``not_signed_in``); nobody challenges themselves (400 ``bad_challenge``) or a name that
  is no account's (404 ``unknown_player``).
- **Who may act.** Only the challenged account accepts or declines (403 ``not_your_challenge``),
  only the challenger cancels; anyone else is told there is no such challenge (404
  ``no_challenge``), so a challenge's id tells a stranger nothing.
- **One room.** Accepting is a conditional ``UPDATE challenges SET status = 'accepted' WHERE
  status = 'pending' AND expires_at > now`` in the transaction that makes the room (as quick
  play's seeks, `fives.server.seeks`): two accepts at once, in one process or two, make one
  room; the second is told the challenge was answered (409 ``challenge_closed``), as is an
  accept of a declined, cancelled or expired challenge.
- **Seats.** The two people's seats are drawn from the room's seed (who begins is luck); with
  more players the other seats are the computer's at the level the challenger chose.  The
  challenger's seat opens with the one-time ticket the challenger's page received when it sent
  the challenge (only its hash is stored), the challenged player's with a ticket the accept
  answers: each page joins with its own (`fives.server.operations.join`), as after quick play.
- **Expiry.** A live challenge waits `LIVE_SECONDS` (ten minutes: both are online now or never),
  a turn-based one `TURN_SECONDS` (a day).  Old answered or expired challenges are deleted.
- **Limits.** At most `MAX_OUT` open challenges per challenger, `MAX_IN` per challenged player
  and one per pair; at most `PER_HOUR` sent per account in an hour (cancelled ones count), and
  the API counts each address's challenges per minute too (`fives.server.challenges_api`).
  The counts are read after locking the two accounts' rows (a no-op update: a row lock on
  PostgreSQL, the write lock on SQLite), so a flood of concurrent requests cannot pass them.
- **Refusing.** A player may turn challenges off, or block one person's (``challenge_prefs``,
  ``challenge_blocks``); a challenge to them is refused (403 ``challenge_refused``) with the
  same words either way.
"""

from __future__ import annotations

import random
import secrets
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from fives.core import Message

from . import presence, turns
from .accounts import name_key
from .operations import check_level, checked_options, load_game
from .rated import check_create as check_rated
from .room import PRIVATE, SEAT_AI, SEAT_WAITING, WAITING, RoomError, token_hash
from .store import RoomRow, SeatRow, Store
from .tables import accounts, metadata, rooms, seats

PENDING, ACCEPTED, DECLINED, CANCELLED, EXPIRED = "pending", "accepted", "declined", "cancelled", "expired"
#: how long a challenge waits for its answer: a live game's ten minutes, a turn-based game's day
LIVE_SECONDS = 600.0
TURN_SECONDS = 86400.0
#: open challenges per challenger and per challenged player; sent per account within an hour
MAX_OUT = 10
MAX_IN = 20
PER_HOUR = 30
#: answered or expired challenges older than this are deleted
KEEP_SECONDS = 7 * 86400.0
#: challenges a list shows
LIST_LIMIT = 50
#: the computer's level in the other seats of a game of more than two players
DEFAULT_LEVEL = "medium"

challenges = sa.Table(
    "challenges",
    metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column(
        "challenger_id", sa.String(32), sa.ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False
    ),
    sa.Column("target_id", sa.String(32), sa.ForeignKey("accounts.id", ondelete="CASCADE"), nullable=False),
    sa.Column("game", sa.String(40), nullable=False),
    #: the game's options as validated (players included)
    sa.Column("options", sa.JSON, nullable=False),
    sa.Column("pace", sa.String(16), nullable=False),
    sa.Column("clock_seconds", sa.Float, nullable=True),
    sa.Column("game_clock_seconds", sa.Float, nullable=True),
    sa.Column("away_grace_seconds", sa.Float, nullable=True),
    sa.Column("claim_win_seconds", sa.Float, nullable=True),
    #: the computer's level in the seats beyond the two people's
    sa.Column("level", sa.String(40), nullable=True),
    sa.Column("rated", sa.Boolean, nullable=False, server_default=sa.false()),
    #: pending, accepted, declined or cancelled (a pending one past ``expires_at`` is expired)
    sa.Column("status", sa.String(16), nullable=False),
    #: the SHA-256 of the challenger's one-time ticket: it opens the challenger's seat
    sa.Column("ticket_hash", sa.String(64), nullable=False),
    sa.Column("created_at", sa.Float, nullable=False),
    sa.Column("expires_at", sa.Float, nullable=False),
    sa.Column("answered_at", sa.Float, nullable=True),
    #: once accepted: the room, and the seats of the challenger and of the challenged player
    sa.Column("room_id", sa.String(32), nullable=True),
    sa.Column("seat", sa.Integer, nullable=True),
    sa.Column("target_seat", sa.Integer, nullable=True),
    sa.Index("ix_challenges_target", "target_id", "status"),
    sa.Index("ix_challenges_challenger", "challenger_id", "status"),
)

#: an account that takes no challenges at all
challenge_prefs = sa.Table(
    "challenge_prefs",
    metadata,
    sa.Column(
        "account_id", sa.String(32), sa.ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True
    ),
    sa.Column("closed", sa.Boolean, nullable=False, server_default=sa.false()),
    sa.Column("updated_at", sa.Float, nullable=False),
)

#: an account that takes no challenges from another
challenge_blocks = sa.Table(
    "challenge_blocks",
    metadata,
    sa.Column(
        "account_id", sa.String(32), sa.ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True
    ),
    sa.Column(
        "blocked_id", sa.String(32), sa.ForeignKey("accounts.id", ondelete="CASCADE"), primary_key=True
    ),
    sa.Column("at", sa.Float, nullable=False),
)


@dataclass(frozen=True)
class Plan:
    """What a challenge asks for, checked (`plan`)."""

    game: str
    options: dict[str, Any]
    players: int
    pace: str
    clock_seconds: float | None
    game_clock_seconds: float | None
    level: str | None
    rated: bool
    away_grace_seconds: float | None = None
    claim_win_seconds: float | None = None


def plan(
    game_id: str,
    options: dict[str, Any],
    *,
    pace: str | None = None,
    clock_seconds: float | None = None,
    game_clock_seconds: float | None = None,
    level: str | None = None,
    rated: bool = False,
    away_grace_seconds: float | None = None,
    claim_win_seconds: float | None = None,
) -> Plan:
    """Check a challenge's game, options, clocks and rating as a new room's are checked
    (`fives.server.operations.create_room`): RoomError ``unknown_game``, ``bad_options`` (the
    game's own message), ``bad_seats``, ``bad_pace``, ``bad_clock``, ``bad_level``, ``bad_absence``
    or ``bad_rated``."""
    game = load_game(game_id)
    given = dict(options)
    given.setdefault("players", max(2, game.info.min_players))
    opts = checked_options(game, given)
    players = opts.get_int("players")
    if players < 2:
        raise RoomError("bad_seats", Message("challenge-two-players", game=game.id))
    pace = pace or turns.LIVE
    clock = turns.check_pace(pace, clock_seconds, game_clock_seconds)
    if pace == turns.LIVE:
        if clock is not None and not 1 <= clock <= 86400:
            raise RoomError("bad_clock", Message("server-bad-move-clock"))
        if game_clock_seconds is not None and not 1 <= game_clock_seconds <= 604800:
            raise RoomError("bad_clock", Message("server-bad-game-clock"))
    elif away_grace_seconds is not None or claim_win_seconds is not None:
        raise RoomError("bad_absence", Message("challenge-turn-absence"))
    presence.check_rules(away_grace_seconds, claim_win_seconds)
    computer = None
    if players > 2:
        computer = check_level(level or DEFAULT_LEVEL, game.id, players)
    if rated:
        kinds = ["invite", "invite"] + ["ai"] * (players - 2)
        check_rated(players, kinds, away_grace_seconds, claim_win_seconds)
    return Plan(
        game.id,
        opts.to_json(),
        players,
        pace,
        clock,
        game_clock_seconds,
        computer,
        rated,
        away_grace_seconds,
        claim_win_seconds,
    )


def _account_by_name(conn: Connection, name: str) -> Any:
    row = conn.execute(
        sa.select(accounts.c.id, accounts.c.name).where(accounts.c.name_key == name_key(name[:64]))
    ).first()
    if row is None:
        raise RoomError("unknown_player", Message("ratings-unknown-player", name=name[:64]))
    return row


def _lock(conn: Connection, account_ids: list[str]) -> None:
    """Hold the accounts' rows until the transaction ends (a no-op update: a row lock on
    PostgreSQL; on SQLite the first write takes the database's write lock), in id order."""
    for account_id in sorted(set(account_ids)):
        conn.execute(
            accounts.update().where(accounts.c.id == account_id).values(name_key=accounts.c.name_key)
        )


def _count(conn: Connection, *where: sa.ColumnElement[bool]) -> int:
    return int(conn.execute(sa.select(sa.func.count()).select_from(challenges).where(*where)).scalar_one())


def refuses(conn: Connection, target_id: str, challenger_id: str) -> bool:
    """Whether ``target_id`` takes no challenges, or none from ``challenger_id``."""
    closed = conn.execute(
        sa.select(challenge_prefs.c.closed).where(challenge_prefs.c.account_id == target_id)
    ).scalar()
    if closed:
        return True
    blocked = conn.execute(
        sa.select(challenge_blocks.c.at).where(
            challenge_blocks.c.account_id == target_id, challenge_blocks.c.blocked_id == challenger_id
        )
    ).first()
    return blocked is not None


def create(
    store: Store, challenger_id: str, target_name: str, chosen: Plan, ticket_hash: str, now: float
) -> dict[str, Any]:
    """Send a challenge (see the module for the checks and limits); returns it as listed."""
    with store.engine.begin() as conn:
        target = _account_by_name(conn, target_name)
        if target.id == challenger_id:
            raise RoomError("bad_challenge", Message("challenge-yourself"))
        _lock(conn, [challenger_id, target.id])
        conn.execute(
            challenges.delete().where(
                challenges.c.challenger_id == challenger_id, challenges.c.expires_at < now - KEEP_SECONDS
            )
        )
        if refuses(conn, target.id, challenger_id):
            raise RoomError("challenge_refused", Message("challenge-refused", name=target.name))
        open_ = [challenges.c.status == PENDING, challenges.c.expires_at > now]
        pair = [challenges.c.challenger_id == challenger_id, challenges.c.target_id == target.id]
        if _count(conn, *pair, *open_):
            raise RoomError("challenge_pending", Message("challenge-pending", name=target.name))
        if _count(conn, challenges.c.challenger_id == challenger_id, *open_) >= MAX_OUT:
            raise RoomError("too_many_challenges", Message("challenge-too-many-out", limit=str(MAX_OUT)))
        recent = [challenges.c.challenger_id == challenger_id, challenges.c.created_at > now - 3600]
        if _count(conn, *recent) >= PER_HOUR:
            raise RoomError("too_many_challenges", Message("challenge-too-many-hour", limit=str(PER_HOUR)))
        if _count(conn, challenges.c.target_id == target.id, *open_) >= MAX_IN:
            raise RoomError("too_many_challenges", Message("challenge-too-many-in", name=target.name))
        wait = TURN_SECONDS if chosen.pace == turns.TURN_BASED else LIVE_SECONDS
        values = {
            "id": secrets.token_urlsafe(12),
            "challenger_id": challenger_id,
            "target_id": target.id,
            "game": chosen.game,
            "options": chosen.options,
            "pace": chosen.pace,
            "clock_seconds": chosen.clock_seconds,
            "game_clock_seconds": chosen.game_clock_seconds,
            "away_grace_seconds": chosen.away_grace_seconds,
            "claim_win_seconds": chosen.claim_win_seconds,
            "level": chosen.level,
            "rated": chosen.rated,
            "status": PENDING,
            "ticket_hash": ticket_hash,
            "created_at": now,
            "expires_at": now + wait,
        }
        conn.execute(challenges.insert().values(**values))
        found = _select(conn, challenges.c.id == values["id"])
    return _listed(found[0], challenger_id, now)


def _select(conn: Connection, *where: sa.ColumnElement[bool], limit: int = LIST_LIMIT) -> list[Any]:
    challenger, target = accounts.alias("challenger"), accounts.alias("target")
    query = (
        sa.select(challenges, challenger.c.name.label("challenger"), target.c.name.label("target"))
        .select_from(
            challenges.join(challenger, challenger.c.id == challenges.c.challenger_id).join(
                target, target.c.id == challenges.c.target_id
            )
        )
        .where(*where)
        .order_by(challenges.c.created_at.desc(), challenges.c.id)
        .limit(limit)
    )
    return list(conn.execute(query).all())


def status_of(row: Any, now: float) -> str:
    return EXPIRED if row.status == PENDING and row.expires_at <= now else str(row.status)


def _listed(row: Any, viewer: str, now: float) -> dict[str, Any]:
    """A challenge as its two players see it (the room and the viewer's seat once accepted)."""
    mine = row.challenger_id == viewer
    return {
        "id": row.id,
        "from": row.challenger,
        "to": row.target,
        "mine": mine,
        "game": row.game,
        "options": row.options,
        "players": int(row.options.get("players", 2)),
        "pace": row.pace,
        "clock_seconds": row.clock_seconds,
        "game_clock_seconds": row.game_clock_seconds,
        "level": row.level,
        "rated": bool(row.rated),
        "status": status_of(row, now),
        "created_at": row.created_at,
        "expires_at": row.expires_at,
        "left": max(0.0, row.expires_at - now),
        "room": row.room_id,
        "seat": (row.seat if mine else row.target_seat) if row.room_id else None,
    }


def listing(store: Store, account_id: str, now: float) -> dict[str, Any]:
    """The account's challenges: those waiting for its answer (``incoming``: pending, newest
    first) and those it sent within the last day (``outgoing``, with their state)."""
    with store.engine.connect() as conn:
        incoming = _select(
            conn,
            challenges.c.target_id == account_id,
            challenges.c.status == PENDING,
            challenges.c.expires_at > now,
        )
        outgoing = _select(
            conn, challenges.c.challenger_id == account_id, challenges.c.created_at > now - TURN_SECONDS
        )
        prefs = settings_of(conn, account_id)
    return {
        "now": now,
        "incoming": [_listed(row, account_id, now) for row in incoming],
        "outgoing": [_listed(row, account_id, now) for row in outgoing],
        **prefs,
    }


def one(store: Store, challenge_id: str, account_id: str, now: float) -> dict[str, Any]:
    """One challenge, for its two players only (anyone else: 404 ``no_challenge``)."""
    with store.engine.connect() as conn:
        return _listed(_party(conn, challenge_id, account_id), account_id, now)


def _party(conn: Connection, challenge_id: str, account_id: str) -> Any:
    found = _select(conn, challenges.c.id == challenge_id[:32], limit=1)
    if not found or account_id not in (found[0].challenger_id, found[0].target_id):
        raise RoomError("no_challenge", Message("challenge-none"))
    return found[0]


def _closed(row: Any, now: float) -> RoomError:
    state = status_of(row, now)
    return RoomError("challenge_closed", Message(f"challenge-is-{state}"))


@dataclass(frozen=True)
class Accepted:
    """An accepted challenge: its room, and the challenged player's seat and one-time ticket."""

    room_id: str
    seat: int
    ticket: str


def accept(store: Store, challenge_id: str, account_id: str, seed: int, now: float) -> Accepted:
    """Accept a challenge and make its room in one transaction (see the module: one room, even
    when two accepts race)."""
    with store.engine.begin() as conn:
        row = _party(conn, challenge_id, account_id)
        if row.target_id != account_id:
            raise RoomError("not_your_challenge", Message("challenge-not-yours"))
        if status_of(row, now) != PENDING:
            raise _closed(row, now)
        room_id = secrets.token_urlsafe(9)
        players = int(row.options.get("players", 2))
        order = list(range(players))
        random.Random(seed).shuffle(order)
        mine, theirs = order[0], order[1]
        taken = conn.execute(
            challenges.update()
            .where(challenges.c.id == row.id, challenges.c.status == PENDING, challenges.c.expires_at > now)
            .values(status=ACCEPTED, answered_at=now, room_id=room_id, seat=mine, target_seat=theirs)
        )
        if taken.rowcount != 1:  # answered meanwhile (another accept, a cancel): nothing is made
            raise _closed(conn.execute(sa.select(challenges).where(challenges.c.id == row.id)).one(), now)
        ticket = secrets.token_urlsafe(32)
        seat_rows: list[SeatRow] = []
        for number in range(players):
            if number == mine:
                seat_rows.append(
                    SeatRow(
                        number,
                        "invite",
                        row.challenger,
                        SEAT_WAITING,
                        invite_hash=row.ticket_hash,
                        account_id=row.challenger_id,
                    )
                )
            elif number == theirs:
                seat_rows.append(
                    SeatRow(
                        number,
                        "invite",
                        row.target,
                        SEAT_WAITING,
                        invite_hash=token_hash(ticket),
                        account_id=row.target_id,
                    )
                )
            else:
                level = row.level or DEFAULT_LEVEL
                seat_rows.append(SeatRow(number, "ai", f"computer ({level})", SEAT_AI, level))
        room = RoomRow(
            room_id,
            row.game,
            dict(row.options),
            seed,
            WAITING,
            row.clock_seconds,
            game_clock_seconds=row.game_clock_seconds,
            visibility=PRIVATE,
            away_grace_seconds=row.away_grace_seconds,
            claim_win_seconds=row.claim_win_seconds,
            pace=row.pace,
            rated=bool(row.rated),
            created_at=now,
            updated_at=now,
        )
        values = {k: getattr(room, k) for k in RoomRow.__dataclass_fields__}
        conn.execute(rooms.insert().values(**values, last_seen=now))
        conn.execute(
            seats.insert(),
            [
                {"room_id": room_id, **{k: getattr(s, k) for k in SeatRow.__dataclass_fields__}}
                for s in seat_rows
            ],
        )
        if store.postgres:
            conn.execute(sa.text("SELECT pg_notify('fives', :room)"), {"room": room_id})
    return Accepted(room_id, theirs, ticket)


def decline(store: Store, challenge_id: str, account_id: str, now: float) -> dict[str, Any]:
    """The challenged player says no (a pending challenge only)."""
    return _answer(store, challenge_id, account_id, now, DECLINED)


def cancel(store: Store, challenge_id: str, account_id: str, now: float) -> dict[str, Any]:
    """The challenger takes it back (a pending challenge only: one accepted meanwhile answers
    with its room, and the page moves in)."""
    return _answer(store, challenge_id, account_id, now, CANCELLED)


def _answer(store: Store, challenge_id: str, account_id: str, now: float, status: str) -> dict[str, Any]:
    with store.engine.begin() as conn:
        row = _party(conn, challenge_id, account_id)
        own = row.challenger_id if status == CANCELLED else row.target_id
        if own != account_id:
            raise RoomError("not_your_challenge", Message("challenge-not-yours"))
        done = conn.execute(
            challenges.update()
            .where(challenges.c.id == row.id, challenges.c.status == PENDING, challenges.c.expires_at > now)
            .values(status=status, answered_at=now)
        )
        if done.rowcount != 1 and status == DECLINED:
            raise _closed(conn.execute(sa.select(challenges).where(challenges.c.id == row.id)).one(), now)
        found = _party(conn, challenge_id, account_id)
    return _listed(found, account_id, now)


# ----------------------------------------------------------------------------- refusing
def settings_of(conn: Connection, account_id: str) -> dict[str, Any]:
    """Whether the account takes challenges, and whose it does not."""
    closed = conn.execute(
        sa.select(challenge_prefs.c.closed).where(challenge_prefs.c.account_id == account_id)
    ).scalar()
    blocked = conn.execute(
        sa.select(accounts.c.name)
        .select_from(challenge_blocks.join(accounts, accounts.c.id == challenge_blocks.c.blocked_id))
        .where(challenge_blocks.c.account_id == account_id)
        .order_by(accounts.c.name_key)
    ).all()
    return {"accepting": not closed, "blocked": [row.name for row in blocked]}


def set_accepting(store: Store, account_id: str, accepting: bool, now: float) -> dict[str, Any]:
    with store.engine.begin() as conn:
        conn.execute(challenge_prefs.delete().where(challenge_prefs.c.account_id == account_id))
        conn.execute(
            challenge_prefs.insert().values(account_id=account_id, closed=not accepting, updated_at=now)
        )
        return settings_of(conn, account_id)


#: the most people one account may block
MAX_BLOCKS = 500


def block(store: Store, account_id: str, name: str, now: float) -> dict[str, Any]:
    """No more challenges from ``name`` (their open ones to this account are declined)."""
    with store.engine.begin() as conn:
        other = _account_by_name(conn, name)
        if other.id == account_id:
            raise RoomError("bad_challenge", Message("challenge-yourself"))
        mine = challenge_blocks.c.account_id == account_id
        pair = [mine, challenge_blocks.c.blocked_id == other.id]
        if conn.execute(sa.select(challenge_blocks.c.at).where(*pair)).first() is None:
            count = conn.execute(
                sa.select(sa.func.count()).select_from(challenge_blocks).where(mine)
            ).scalar_one()
            if int(count) >= MAX_BLOCKS:
                raise RoomError(
                    "too_many_challenges", Message("challenge-too-many-blocks", limit=str(MAX_BLOCKS))
                )
            conn.execute(challenge_blocks.insert().values(account_id=account_id, blocked_id=other.id, at=now))
        conn.execute(
            challenges.update()
            .where(
                challenges.c.target_id == account_id,
                challenges.c.challenger_id == other.id,
                challenges.c.status == PENDING,
            )
            .values(status=DECLINED, answered_at=now)
        )
        return settings_of(conn, account_id)


def unblock(store: Store, account_id: str, name: str) -> dict[str, Any]:
    with store.engine.begin() as conn:
        other = _account_by_name(conn, name)
        conn.execute(
            challenge_blocks.delete().where(
                challenge_blocks.c.account_id == account_id, challenge_blocks.c.blocked_id == other.id
            )
        )
        return settings_of(conn, account_id)
