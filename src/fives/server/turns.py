"""Turn-based play (issue 28): days per move, and "Your turn" without replaying any game.

A room's ``pace`` is ``live`` (seconds per move, as always) or ``turn_based``: a per-move clock
of one, three or seven days (`TURN_CLOCKS`) and no game clock.  What differs from live play:

- **Whose turn, stored.** Every seat row says whether its person must act now (``to_move``) and
  since when (``turn_since``, wall time).  They are written with the move that changes them (in
  the move's transaction: `fives.server.session.Session._charge`) and, after any other change
  (a seat handed to the computer, a player back, a game that starts or ends), by the session
  (`Session.resume`).  The "Your turn" list (`my_turn`) is one indexed query over them.
- **The clock runs from stored times.** A turn-based turn's deadline is ``turn_since`` plus the
  room's clock: after a restart, in another process, or in a room rebuilt from the database it
  is the same deadline (`fives.server.room.Room.restore_turns`); the time the server was down
  counts (days, not seconds of thinking).  A turn-based room without a connection may leave
  memory although its clock runs: `due_rooms`, looked up every `Settings.turn_sweep_seconds`,
  brings back the rooms whose clock ran out, which then time out.
- **Absence is the clock.** A player who closes the tab is not *away* (nobody is: the game waits
  for you); nobody may hand a seat to the computer or claim a win for absence.  When a person's
  days run out: in a two-player game that player loses (``"ended": "timeout"``: abandoning a
  game is a loss, as in correspondence chess); with three or more players the computer at the
  room's ``timeout_level`` takes the seat over, as in live play (the others play on; the person
  comes back with the seat's token).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import sqlalchemy as sa

from fives.core import Message

from .room import PLAYING, SEAT_AI, Room, RoomError
from .store import Store
from .tables import rooms, seats

LIVE = "live"
TURN_BASED = "turn_based"
PACES = (LIVE, TURN_BASED)
DAY = 86400.0
#: the per-move clocks of turn-based play: one, three or seven days
TURN_CLOCKS = (DAY, 3 * DAY, 7 * DAY)
DEFAULT_TURN_CLOCK = 3 * DAY


def check_pace(
    pace: str | None, clock_seconds: float | None, game_clock_seconds: float | None
) -> float | None:
    """The per-move clock of a new room of ``pace`` (RoomError ``bad_pace`` or ``bad_clock``):
    a turn-based room has one of `TURN_CLOCKS` (three days when none is given) and no game clock;
    a live room keeps its clock as given."""
    if pace is None or pace == LIVE:
        return clock_seconds
    if pace != TURN_BASED:
        raise RoomError("bad_pace", Message("server-bad-pace", given=repr(pace)))
    if game_clock_seconds is not None:
        raise RoomError("bad_clock", Message("server-turn-no-game-clock"))
    if clock_seconds is None:
        return DEFAULT_TURN_CLOCK
    if clock_seconds not in TURN_CLOCKS:
        raise RoomError("bad_clock", Message("server-turn-clock", days="1, 3, 7"))
    return clock_seconds


def turn_based(room: Room) -> bool:
    return room.row.pace == TURN_BASED


def turn_start(room: Room, seat: int, now: float) -> float:
    """When ``seat``'s turn, which runs now, began: its stored start in a turn-based room (the
    same in every process and after a restart), else now."""
    row = room.seats[seat]
    if turn_based(room) and row.to_move and row.turn_since is not None:
        return row.turn_since
    return now


def seat_values(room: Room, now: float, moved: int | None = None) -> dict[int, dict[str, Any]]:
    """The ``to_move``/``turn_since`` of each seat where they differ from the stored ones: a
    person who must act now is to move (since the start of the turn: now for a new turn, and
    for ``moved``, the seat that just moved and must act again); nobody is when the game is over
    or waits."""
    acting: frozenset[int] = frozenset()
    if room.row.status == PLAYING and room.state.outcome() is None:
        acting = room.human_acting()
    values: dict[int, dict[str, Any]] = {}
    for s in room.seats:
        if s.seat in acting and s.status != SEAT_AI:
            if s.to_move and s.turn_since is not None and s.seat != moved:
                continue
            since = now if s.seat == moved else room.turn_started.get(s.seat, now)
            values[s.seat] = {"to_move": True, "turn_since": since}
        elif s.to_move or s.turn_since is not None:
            values[s.seat] = {"to_move": False, "turn_since": None}
    return values


def keep(room: Room, values: dict[int, dict[str, Any]]) -> None:
    """Stored: the seats' rows in memory say the same."""
    for seat, changed in values.items():
        row = room.seats[seat]
        if "to_move" in changed:
            row.to_move = bool(changed["to_move"])
        if "turn_since" in changed:
            row.turn_since = changed["turn_since"]


def save_seat_values(store: Store, room_id: str, values: dict[int, dict[str, Any]]) -> None:
    """Store seats' ``to_move``/``turn_since`` (no NOTIFY: no other process needs to follow)."""
    with store.engine.begin() as conn:
        for seat, changed in values.items():
            conn.execute(
                seats.update().where(seats.c.room_id == room_id, seats.c.seat == seat).values(**changed)
            )


def timeout_result(room: Room, seat: int, scores: list[Any]) -> dict[str, Any]:
    """A two-player turn-based game lost on time by ``seat``: the other player wins."""
    other = 1 - seat
    name = room.seats[seat].name
    return {
        "winners": [other],
        "scores": scores,
        "reason": f"{name} did not move within {room.row.clock_seconds or 0:.0f} s",
        "details": {},
        "ended": "timeout",
        "by": other,
        "absent": seat,
        "clock_seconds": room.row.clock_seconds,
    }


def due_rooms(store: Store, now: float, limit: int = 500) -> list[str]:
    """Turn-based rooms being played in which a person's move clock has run out."""
    query = (
        sa.select(rooms.c.id)
        .distinct()
        .select_from(rooms.join(seats, seats.c.room_id == rooms.c.id))
        .where(
            rooms.c.pace == TURN_BASED,
            rooms.c.status == PLAYING,
            seats.c.to_move.is_(True),
            seats.c.status != SEAT_AI,
            seats.c.turn_since + rooms.c.clock_seconds <= now,
        )
        .limit(limit)
    )
    with store.engine.connect() as conn:
        return [row.id for row in conn.execute(query)]


def my_turn(
    store: Store, token_hashes: Sequence[str], account_id: str | None, now: float, limit: int
) -> list[dict[str, Any]]:
    """The games in which one of the given seats (by the SHA-256 of its token, or sitting there
    with ``account_id``) must act now, the longest waiting first, at most ``limit``: per game the
    room, game, seat, the players' names, the pace, since when the seat is to move and when its
    move clock runs out (None without a per-move clock).  Only about those seats: a hash that
    is no seat's finds nothing."""
    mine: list[sa.ColumnElement[bool]] = []
    if token_hashes:
        mine.append(seats.c.token_hash.in_(list(token_hashes)))
    if account_id is not None:
        mine.append(seats.c.account_id == account_id)
    if not mine:
        return []
    query = (
        sa.select(
            rooms.c.id,
            rooms.c.game,
            rooms.c.pace,
            rooms.c.clock_seconds,
            seats.c.seat,
            seats.c.turn_since,
        )
        .select_from(rooms.join(seats, seats.c.room_id == rooms.c.id))
        .where(
            seats.c.to_move.is_(True),
            seats.c.status != SEAT_AI,
            rooms.c.status == PLAYING,
            sa.or_(*mine),
        )
        .order_by(seats.c.turn_since, rooms.c.id, seats.c.seat)
        .limit(limit)
    )
    with store.engine.connect() as conn:
        found = conn.execute(query).all()
        ids = sorted({row.id for row in found})
        names: dict[str, list[str]] = {room_id: [] for room_id in ids}
        if ids:
            for seat_row in conn.execute(
                sa.select(seats.c.room_id, seats.c.name)
                .where(seats.c.room_id.in_(ids))
                .order_by(seats.c.room_id, seats.c.seat)
            ):
                names[seat_row.room_id].append(seat_row.name)
    games = []
    for row in found:
        deadline = None
        if row.clock_seconds and row.turn_since is not None:
            deadline = row.turn_since + row.clock_seconds
        games.append(
            {
                "room": row.id,
                "game": row.game,
                "seat": row.seat,
                "players": names[row.id],
                "pace": row.pace,
                "since": row.turn_since,
                "deadline": deadline,
                "left": None if deadline is None else max(0.0, deadline - now),
            }
        )
    return games
