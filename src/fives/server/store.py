"""Durable storage of rooms, seats and moves (SQLAlchemy 2 Core; SQLite or PostgreSQL).

Every method is synchronous and runs one transaction; the server calls them from worker
threads.  `append_moves` commits the moves of one step before the server acknowledges or
broadcasts them; `append_many` commits the steps of several rooms in one transaction (the
server's group commit, `fives.server.commit`: one fsync for all of them).  The primary key
``(room_id, number)`` makes a second writer of the same move number fail with `Conflict`
instead of storing it twice.  On PostgreSQL each change also sends
``NOTIFY fives, '<room id>'`` in the same transaction, so other server processes learn of it.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from alembic import command
from alembic.config import Config
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import IntegrityError

from .config import ConfigError
from .tables import moves, rooms, seats

CHANNEL = "fives"
MIGRATIONS = Path(__file__).resolve().parent / "migrations"


class Conflict(Exception):
    """Another writer stored a move with the same number first."""


@dataclass
class RoomRow:
    id: str
    game: str
    options: dict[str, Any]
    seed: int
    status: str
    clock_seconds: float | None = None
    timeout_level: str | None = None
    rematch_of: str | None = None
    rematch: str | None = None
    result: dict[str, Any] | None = None
    created_at: float = field(default_factory=time.time)
    updated_at: float = field(default_factory=time.time)
    game_clock_seconds: float | None = None
    #: ``open``: listed in the lobby and the finished games; ``private``: reached by its link only
    visibility: str = "private"
    #: absence rules (`fives.server.presence`): seconds away before the others may hand the seat
    #: to the computer, and before the other player of a two-player game may claim the win
    away_grace_seconds: float | None = None
    claim_win_seconds: float | None = None
    #: ``live`` (seconds per move) or ``turn_based`` (days per move: `fives.server.turns`)
    pace: str = "live"
    #: a rated game (`fives.server.rated`): between accounts, no undo or hints
    rated: bool = False
    #: the pending draw offer or takeback request, and when each seat last made one
    #: (`fives.server.draws`)
    offers: dict[str, Any] | None = None


@dataclass
class SeatRow:
    seat: int
    kind: str
    name: str
    status: str
    level: str | None = None
    token_hash: str | None = None
    clock_used: float = 0.0
    #: thinking time of the seat's running turn, as of the last move or clock checkpoint (0 when
    #: it is not on turn): after a restart its clock goes on from there
    turn_used: float = 0.0
    #: an invited seat's one-time ticket: `join` with it issues the seat's own token (only the
    #: joiner receives that); the ticket authenticates nothing else, and once used, no more joins
    invite_hash: str | None = None
    #: the account that sits here (`fives.server.accounts`; None: an anonymous player, the
    #: computer, or people sharing one screen)
    account_id: str | None = None
    #: the seat's person must act now, since ``turn_since`` (wall time), as stored (the "Your
    #: turn" list reads them; `fives.server.turns`)
    to_move: bool = False
    turn_since: float | None = None
    #: the seat's person resigned (three or more players: the computer plays it on, and it counts
    #: as lost at the end; `fives.server.resign`)
    resigned: bool = False


@dataclass(frozen=True)
class MoveAppend:
    """One step of one room for `Store.append_many`: the arguments of `Store.append_moves`."""

    room_id: str
    first: int
    entries: tuple[tuple[int, str], ...]
    room_values: dict[str, Any] | None = None
    seat_values: dict[int, dict[str, Any]] | None = None


@dataclass(frozen=True)
class MoveRow:
    number: int
    player: int
    action: str


_ROOM_FIELDS = tuple(RoomRow.__dataclass_fields__)
_SEAT_FIELDS = tuple(SeatRow.__dataclass_fields__)


class Store:
    def __init__(self, url: str) -> None:
        self.url = url
        try:
            parsed = sa.engine.make_url(url)
        except sa.exc.ArgumentError as exc:
            raise ConfigError(f"bad database URL: {exc}") from None
        self.postgres = parsed.get_backend_name() == "postgresql"
        connect_args: dict[str, Any] = {}
        if parsed.get_backend_name() == "sqlite":
            database = parsed.database
            if database and database != ":memory:":
                try:
                    Path(database).expanduser().parent.mkdir(parents=True, exist_ok=True)
                except OSError as exc:
                    raise ConfigError(f"cannot create the folder of {database}: {exc.strerror}") from None
            connect_args = {"timeout": 30}
        elif parsed.get_backend_name() != "postgresql":
            raise ConfigError(
                f"database {parsed.get_backend_name()!r} is not supported; use SQLite or PostgreSQL"
            )
        try:
            self.engine: Engine = sa.create_engine(url, connect_args=connect_args, pool_pre_ping=True)
        except (sa.exc.ArgumentError, ImportError) as exc:
            raise ConfigError(f"bad database URL: {exc}") from None
        #: PostgreSQL backend process ids of this store's own open connections: a NOTIFY sent
        #: by one of them is a change this process made itself (`fives.server.listen` skips it)
        self.own_backends: set[int] = set()
        if parsed.get_backend_name() == "sqlite":
            sa.event.listen(self.engine, "connect", _sqlite_pragmas)
        else:
            sa.event.listen(self.engine, "connect", self._backend_opened)
            sa.event.listen(self.engine, "close", self._backend_closed)

    def _backend_opened(self, dbapi_connection: Any, record: Any) -> None:
        pid = getattr(getattr(dbapi_connection, "info", None), "backend_pid", None)
        if isinstance(pid, int):
            record.info["backend_pid"] = pid
            self.own_backends.add(pid)

    def _backend_closed(self, _dbapi_connection: Any, record: Any) -> None:
        pid = record.info.pop("backend_pid", None)
        if pid is not None:
            self.own_backends.discard(pid)

    # ----------------------------------------------------------------- set-up
    def migrate(self) -> None:
        """Bring the schema up to date (Alembic); `ConfigError` when the database cannot be used."""
        cfg = Config()
        cfg.set_main_option("script_location", str(MIGRATIONS))
        try:
            with self.engine.begin() as conn:
                cfg.attributes["connection"] = conn
                command.upgrade(cfg, "head")
        except sa.exc.OperationalError as exc:
            reason = str(exc.orig).strip().splitlines()[0] if exc.orig is not None else str(exc)
            raise ConfigError(f"cannot open the database {self.safe_url()}: {reason}") from None
        except sa.exc.DBAPIError as exc:
            raise ConfigError(f"cannot use the database {self.safe_url()}: {exc.orig}") from None

    def safe_url(self) -> str:
        """The URL with any password hidden."""
        return sa.engine.make_url(self.url).render_as_string(hide_password=True)

    def dispose(self) -> None:
        self.engine.dispose()

    @contextmanager
    def _tx(self) -> Iterator[Connection]:
        with self.engine.begin() as conn:
            yield conn

    def _notify(self, conn: Connection, room_id: str) -> None:
        if self.postgres:
            conn.execute(
                sa.text("SELECT pg_notify(:channel, :payload)"), {"channel": CHANNEL, "payload": room_id}
            )

    # ----------------------------------------------------------------- writing
    def create_room(self, room: RoomRow, seat_rows: Sequence[SeatRow]) -> None:
        with self._tx() as conn:
            conn.execute(rooms.insert().values(**_room_values(room), last_seen=room.created_at))
            conn.execute(
                seats.insert(),
                [{"room_id": room.id, **{k: getattr(s, k) for k in _SEAT_FIELDS}} for s in seat_rows],
            )
            self._notify(conn, room.id)

    def update_room(self, room_id: str, **values: Any) -> None:
        values["updated_at"] = time.time()
        with self._tx() as conn:
            conn.execute(rooms.update().where(rooms.c.id == room_id).values(**values))
            self._notify(conn, room_id)

    def update_seat(
        self, room_id: str, seat: int, room_values: dict[str, Any] | None = None, **values: Any
    ) -> None:
        with self._tx() as conn:
            conn.execute(
                seats.update().where(seats.c.room_id == room_id, seats.c.seat == seat).values(**values)
            )
            conn.execute(
                rooms.update()
                .where(rooms.c.id == room_id)
                .values(updated_at=time.time(), **(room_values or {}))
            )
            self._notify(conn, room_id)

    def append_moves(
        self,
        room_id: str,
        first: int,
        entries: Sequence[tuple[int, str]],
        room_values: dict[str, Any] | None = None,
        seat_values: dict[int, dict[str, Any]] | None = None,
    ) -> None:
        """Store ``entries`` as moves ``first, first+1, ...`` in one transaction (with changes
        of the room and of seats, e.g. the thinking time used)."""
        step = MoveAppend(room_id, first, tuple(entries), room_values, seat_values)
        try:
            with self._tx() as conn:
                self._write_moves(conn, [step], time.time())
        except IntegrityError:
            raise Conflict(f"room {room_id}: move {first} was stored by another writer") from None

    def touch_rooms(self, room_ids: Sequence[str], when: float) -> None:
        """Note that a person had these rooms open at ``when`` (never moves the time back; no
        NOTIFY: only the lobby reads it)."""
        if not room_ids:
            return
        with self._tx() as conn:
            conn.execute(
                rooms.update()
                .where(rooms.c.id.in_(list(room_ids)), rooms.c.last_seen < when)
                .values(last_seen=when)
            )

    def save_turns(self, room_id: str, used: dict[int, float]) -> None:
        """Store the thinking time of seats' running turns (a clock checkpoint; no NOTIFY)."""
        with self._tx() as conn:
            for seat, value in used.items():
                conn.execute(
                    seats.update()
                    .where(seats.c.room_id == room_id, seats.c.seat == seat)
                    .values(turn_used=value)
                )

    def delete_moves(self, room_id: str, first: int, room_values: dict[str, Any]) -> None:
        """Delete the moves ``first, first+1, ...`` of a room and change the room, in one
        transaction (an undo: `fives.server.solo`)."""
        with self._tx() as conn:
            conn.execute(moves.delete().where(moves.c.room_id == room_id, moves.c.number >= first))
            conn.execute(rooms.update().where(rooms.c.id == room_id).values(**room_values))
            self._notify(conn, room_id)

    def append_many(self, steps: Sequence[MoveAppend]) -> list[Exception | None]:
        """Store the steps of several rooms in one transaction (one commit, so one fsync, for all);
        returns the outcome of each: None (stored) or its exception (`Conflict`, a database
        error).  When the shared transaction fails, e.g. because one step conflicts, nothing of
        it was stored and each step is tried again in its own transaction, so one room's
        failure does not fail the others."""
        if len(steps) > 1:
            try:
                with self._tx() as conn:
                    self._write_moves(conn, steps, time.time())
                return [None] * len(steps)
            except sa.exc.SQLAlchemyError:
                pass
        outcomes: list[Exception | None] = []
        for step in steps:
            try:
                self.append_moves(step.room_id, step.first, step.entries, step.room_values, step.seat_values)
            except Exception as exc:
                outcomes.append(exc)
            else:
                outcomes.append(None)
        return outcomes

    def _write_moves(self, conn: Connection, steps: Sequence[MoveAppend], now: float) -> None:
        """Write ``steps`` with a few statements for all of them (not a few per step)."""
        rows = [
            {"room_id": step.room_id, "number": step.first + i, "player": player, "action": action, "at": now}
            for step in steps
            for i, (player, action) in enumerate(step.entries)
        ]
        conn.execute(moves.insert(), rows)
        _update_seats(conn, [(step.room_id, step.seat_values) for step in steps if step.seat_values])
        for step in steps:
            if step.room_values:
                conn.execute(
                    rooms.update()
                    .where(rooms.c.id == step.room_id)
                    .values(updated_at=now, **step.room_values)
                )
        plain = [step.room_id for step in steps if not step.room_values]
        if plain:
            conn.execute(rooms.update().where(rooms.c.id.in_(plain)).values(updated_at=now))
        if self.postgres:
            conn.execute(
                sa.text("SELECT pg_notify(:channel, room) FROM unnest(CAST(:rooms AS text[])) AS room"),
                {"channel": CHANNEL, "rooms": [step.room_id for step in steps]},
            )

    # ----------------------------------------------------------------- reading
    def load_room(self, room_id: str) -> tuple[RoomRow, list[SeatRow], list[MoveRow]] | None:
        with self.engine.connect() as conn:
            row = conn.execute(sa.select(rooms).where(rooms.c.id == room_id)).mappings().first()
            if row is None:
                return None
            seat_rows = conn.execute(
                sa.select(seats).where(seats.c.room_id == room_id).order_by(seats.c.seat)
            ).mappings()
            move_rows = conn.execute(
                sa.select(moves.c.number, moves.c.player, moves.c.action)
                .where(moves.c.room_id == room_id)
                .order_by(moves.c.number)
            )
            return (
                _room(row),
                [_seat(s) for s in seat_rows],
                [MoveRow(m.number, m.player, m.action) for m in move_rows],
            )

    def moves_from(self, room_id: str, first: int) -> list[MoveRow]:
        with self.engine.connect() as conn:
            result = conn.execute(
                sa.select(moves.c.number, moves.c.player, moves.c.action)
                .where(moves.c.room_id == room_id, moves.c.number >= first)
                .order_by(moves.c.number)
            )
            return [MoveRow(m.number, m.player, m.action) for m in result]

    def room_ids(self, statuses: Sequence[str]) -> list[str]:
        with self.engine.connect() as conn:
            result = conn.execute(sa.select(rooms.c.id).where(rooms.c.status.in_(statuses)))
            return [r.id for r in result]

    def list_rooms(
        self,
        statuses: Sequence[str],
        limit: int,
        visibility: str | None = None,
        seen_since: float | None = None,
        keep: Sequence[str] = (),
    ) -> list[tuple[RoomRow, list[SeatRow], int, int]]:
        """Rooms with one of ``statuses`` (and ``visibility``), newest first, with their seats
        and move counts (every action, and the players' moves without chance events); with
        ``seen_since`` only those a person had open since then, or whose
        ids are in ``keep`` (rooms open in this process right now)."""
        query = sa.select(rooms).where(rooms.c.status.in_(statuses))
        if visibility is not None:
            query = query.where(rooms.c.visibility == visibility)
        if seen_since is not None:
            recent = rooms.c.last_seen >= seen_since
            query = query.where(sa.or_(recent, rooms.c.id.in_(list(keep))) if keep else recent)
        with self.engine.connect() as conn:
            room_rows = conn.execute(query.order_by(rooms.c.updated_at.desc()).limit(limit)).mappings().all()
            ids = [r["id"] for r in room_rows]
            seat_map: dict[str, list[SeatRow]] = {i: [] for i in ids}
            counts: dict[str, int] = dict.fromkeys(ids, 0)
            played: dict[str, int] = dict.fromkeys(ids, 0)
            if ids:
                for s in conn.execute(
                    sa.select(seats).where(seats.c.room_id.in_(ids)).order_by(seats.c.seat)
                ).mappings():
                    seat_map[s["room_id"]].append(_seat(s))
                by_player = sa.func.sum(sa.case((moves.c.player >= 0, 1), else_=0))
                for room_id, count, players in conn.execute(
                    sa.select(moves.c.room_id, sa.func.count(), by_player)
                    .where(moves.c.room_id.in_(ids))
                    .group_by(moves.c.room_id)
                ):
                    counts[room_id] = count
                    played[room_id] = int(players or 0)
            return [(_room(r), seat_map[r["id"]], counts[r["id"]], played[r["id"]]) for r in room_rows]


def _room_values(room: RoomRow) -> dict[str, Any]:
    return {k: getattr(room, k) for k in _ROOM_FIELDS}


def _room(row: Any) -> RoomRow:
    return RoomRow(**{k: row[k] for k in _ROOM_FIELDS})


def _seat(row: Any) -> SeatRow:
    return SeatRow(**{k: row[k] for k in _SEAT_FIELDS})


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def _update_seats(conn: Connection, changes: Sequence[tuple[str, dict[int, dict[str, Any]]]]) -> None:
    """Write the seats' changed columns (``(room id, {seat: {column: value}})``) with one
    executemany per set of columns, not one statement per seat: every move changes whose turn
    it is in two seat rows (`fives.server.turns`), so a batch of a hundred rooms' moves would
    otherwise cost two hundred statements."""
    groups: dict[tuple[str, ...], list[dict[str, Any]]] = {}
    for room_id, by_seat in changes:
        for seat, values in by_seat.items():
            columns = tuple(sorted(values))
            groups.setdefault(columns, []).append({"b_room": room_id, "b_seat": seat, **values})
    for columns, params in groups.items():
        statement = (
            seats.update()
            .where(seats.c.room_id == sa.bindparam("b_room"), seats.c.seat == sa.bindparam("b_seat"))
            .values({column: sa.bindparam(column) for column in columns})
        )
        conn.execute(statement, params)
