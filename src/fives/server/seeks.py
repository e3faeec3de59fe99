"""Quick play (issue 28): "Play someone now".

A player asks for a game and a player count (`seek`).  When enough others wait for the same
(the player count less one), the one who asks meets them: a new private room is made with one
invited seat per player, and each player holds the one-time invitation ticket of their seat, as
an invited guest does (`fives.server.operations.join` turns it into the seat's own token).
Otherwise the asker's seek waits in the list (table ``seeks``) and its page asks about it every
few seconds (`look`), which keeps it fresh; a seek not asked about for
`Settings.seek_stale_seconds` (a closed tab) is never matched, and old ones are deleted.

- **Close ratings first.** Among the waiting seeks, those closest to the asker's rating are met
  first (a rating is the account's mean in the ``ratings`` table for that game: `rating_of`;
  without an account or rating, `DEFAULT_RATING`, the middle of the scale), then the oldest.
- **One seek, one room.** Meeting a seek is a conditional ``UPDATE seeks SET room_id ... WHERE
  id = ... AND room_id IS NULL`` in the transaction that makes the room: two processes (or two
  askers) that pick the same seek cannot both meet it; the one whose update finds it taken
  rolls back everything (no room) and looks again.
- **More than two players** fill up seat by seat: each asker's seek waits beside the others'
  (the page shows how many are waiting) until the last seat's asker arrives and meets them
  all at once.  The seats are dealt in an order drawn from the room's seed (who begins is luck,
  not who asked first).
"""

from __future__ import annotations

import hmac
import random
import secrets
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa

from fives.core import Message

from .hub import Hub
from .names import clean_name
from .operations import checked_options, load_game, new_token
from .room import PRIVATE, SEAT_WAITING, WAITING, Room, RoomError, token_hash
from .store import RoomRow, Store
from .tables import ratings, rooms, seats
from .tables import seeks as seeks_table

#: the rating of a player without one (OpenSkill's default mean)
DEFAULT_RATING = 25.0
#: waiting seeks considered per ask
CANDIDATES = 200
#: tries when another asker met a chosen seek first
TRIES = 10
#: an unmatched seek this many stale periods old is deleted
PURGE_FACTOR = 20


class Taken(Exception):
    """Another asker met one of the chosen seeks first: nothing was stored."""


@dataclass(frozen=True)
class Ask:
    """One player's ask, and the room that is made if it meets the others."""

    seek_id: str
    game: str
    players: int
    options: dict[str, Any]
    name: str
    account_id: str | None
    rating: float | None
    ticket_hash: str
    room: RoomRow


def rating_of(store: Store, account_id: str | None, game: str) -> float | None:
    """The account's rating in ``game`` (its mean), or None (no account, or not rated yet)."""
    if account_id is None:
        return None
    with store.engine.connect() as conn:
        value = conn.execute(
            sa.select(ratings.c.mu).where(ratings.c.account_id == account_id, ratings.c.game == game)
        ).scalar()
    return None if value is None else float(value)


def _fresh(game: str, players: int, since: float) -> list[sa.ColumnElement[bool]]:
    return [
        seeks_table.c.game == game,
        seeks_table.c.players == players,
        seeks_table.c.room_id.is_(None),
        seeks_table.c.seen_at >= since,
    ]


def meet_or_wait(store: Store, ask: Ask, now: float, stale: float) -> dict[str, Any]:
    """Meet the waiting seeks closest in rating, or wait (the ask's seek is stored).  Returns
    ``{"status": "matched", "room", "seat", "seats"}`` (``seats``: the matched seek ids by
    seat) or ``{"status": "waiting", "waiting"}`` (seekers waiting, this one included)."""
    for _try in range(TRIES):
        try:
            return _meet_or_wait(store, ask, now, stale)
        except Taken:
            continue
    raise RoomError("conflict", Message("server-conflict"))


def _meet_or_wait(store: Store, ask: Ask, now: float, stale: float) -> dict[str, Any]:
    with store.engine.begin() as conn:
        conn.execute(
            seeks_table.delete().where(
                seeks_table.c.room_id.is_(None), seeks_table.c.seen_at < now - stale * PURGE_FACTOR
            )
        )
        waiting = conn.execute(
            sa.select(seeks_table)
            .where(*_fresh(ask.game, ask.players, now - stale))
            .order_by(seeks_table.c.created_at, seeks_table.c.id)
            .limit(CANDIDATES)
        ).all()
        if ask.account_id is not None:  # never oneself
            waiting = [w for w in waiting if w.account_id != ask.account_id]
        mine = DEFAULT_RATING if ask.rating is None else ask.rating

        def distance(row: Any) -> float:
            return abs(float(DEFAULT_RATING if row.rating is None else row.rating) - mine)

        own = {
            "id": ask.seek_id,
            "game": ask.game,
            "players": ask.players,
            "options": ask.options,
            "account_id": ask.account_id,
            "name": ask.name,
            "ticket_hash": ask.ticket_hash,
            "rating": ask.rating,
            "created_at": now,
            "seen_at": now,
        }
        order = list(range(ask.players))
        random.Random(ask.room.seed).shuffle(order)
        chosen: list[Any] = []
        missed = False
        if len(waiting) >= ask.players - 1:
            for row in sorted(waiting, key=distance):
                if len(chosen) == ask.players - 1:
                    break
                taken = conn.execute(
                    seeks_table.update()
                    .where(seeks_table.c.id == row.id, seeks_table.c.room_id.is_(None))
                    .values(room_id=ask.room.id, seat=order[len(chosen)])
                )
                if taken.rowcount == 1:
                    chosen.append(row)
                else:  # another asker met it first: the next closest
                    missed = True
        if len(chosen) < ask.players - 1:
            if missed:
                raise Taken  # the transaction rolls back (the seeks met here too): look again
            conn.execute(seeks_table.insert().values(**own))
            return {"status": "waiting", "waiting": len(waiting) + 1, "players": ask.players}
        members: list[Any] = [*chosen, None]  # None: the asker
        seat_of = dict(enumerate(order))
        my_seat = seat_of[len(chosen)]
        conn.execute(seeks_table.insert().values(**own, room_id=ask.room.id, seat=my_seat))
        seat_rows: list[dict[str, Any]] = []
        for index, row in enumerate(members):
            seat = seat_of[index]
            name = (ask.name if row is None else row.name) or f"P{seat + 1}"
            invite = ask.ticket_hash if row is None else row.ticket_hash
            account = ask.account_id if row is None else row.account_id
            seat_rows.append(
                {
                    "room_id": ask.room.id,
                    "seat": seat,
                    "kind": "invite",
                    "name": name,
                    "status": SEAT_WAITING,
                    "invite_hash": invite,
                    "account_id": account,
                }
            )
        seat_rows.sort(key=lambda r: int(r["seat"]))
        values = {k: getattr(ask.room, k) for k in RoomRow.__dataclass_fields__}
        conn.execute(rooms.insert().values(**values, last_seen=now))
        conn.execute(seats.insert(), seat_rows)
        if store.postgres:
            conn.execute(sa.text("SELECT pg_notify('fives', :room)"), {"room": ask.room.id})
        return {"status": "matched", "room": ask.room.id, "seat": my_seat}


def look(store: Store, seek_id: str, ticket: str, now: float, stale: float) -> dict[str, Any]:
    """What became of a seek (its ticket proves it is the asker's): ``waiting`` (how many wait,
    this one included; being asked keeps it fresh) or ``matched`` (room and seat).  404
    ``no_seek`` for an unknown seek or a wrong ticket alike."""
    with store.engine.begin() as conn:
        row = _own(conn, seek_id, ticket)
        if row.room_id is not None:
            return {"status": "matched", "room": row.room_id, "seat": row.seat}
        conn.execute(seeks_table.update().where(seeks_table.c.id == seek_id).values(seen_at=now))
        count = conn.execute(
            sa.select(sa.func.count())
            .select_from(seeks_table)
            .where(*_fresh(row.game, row.players, now - stale))
        ).scalar_one()
        return {"status": "waiting", "waiting": int(count), "players": row.players}


def cancel(store: Store, seek_id: str, ticket: str) -> dict[str, Any]:
    """Stop looking: the seek is deleted unless it was met meanwhile (then the answer says where
    the seat is, and the page moves in)."""
    with store.engine.begin() as conn:
        _own(conn, seek_id, ticket)
        deleted = conn.execute(
            seeks_table.delete().where(seeks_table.c.id == seek_id, seeks_table.c.room_id.is_(None))
        )
        if deleted.rowcount == 1:
            return {"status": "cancelled"}
        met = conn.execute(sa.select(seeks_table).where(seeks_table.c.id == seek_id)).first()
        if met is None:
            return {"status": "cancelled"}
        return {"status": "matched", "room": met.room_id, "seat": met.seat}


def _own(conn: sa.Connection, seek_id: str, ticket: str | None) -> Any:
    row = conn.execute(sa.select(seeks_table).where(seeks_table.c.id == seek_id)).first()
    digest = token_hash(ticket or "")
    if row is None or not ticket or not hmac.compare_digest(row.ticket_hash, digest):
        raise RoomError("no_seek", Message("server-no-seek"))
    return row


async def seek(
    hub: Hub,
    game_id: str,
    players: int | None,
    name: str | None,
    account_id: str | None,
    account_name: str | None = None,
) -> dict[str, Any]:
    """Ask for a game: meet the waiting seekers or wait.  The answer carries the seek's id and
    its one-time ticket (the asker's only: only its hash is stored) and what `meet_or_wait`
    says.  A signed-in player (``account_id``) sits under the account's name (``account_name``),
    whatever name the page sent: the name its rating and profile go by (issue 35)."""
    game = load_game(game_id)
    opts = checked_options(game, {} if players is None else {"players": players})
    count = opts.get_int("players")
    if count < 2:
        raise RoomError("bad_seats", Message("server-seek-alone", game=game.id))
    ticket = new_token()
    now = hub.settings.clock.time()
    row = RoomRow(
        secrets.token_urlsafe(9),
        game.id,
        opts.to_json(),
        hub.new_seed(),
        WAITING,
        visibility=PRIVATE,
        created_at=now,
        updated_at=now,
    )
    rating = await hub.db(rating_of, hub.store, account_id, game.id)
    ask = Ask(
        secrets.token_urlsafe(12),
        game.id,
        count,
        {"players": count},
        (account_name if account_id is not None and account_name else clean_name(name)) or "",
        account_id,
        rating,
        token_hash(ticket),
        row,
    )
    answer = await hub.db(meet_or_wait, hub.store, ask, now, hub.settings.seek_stale_seconds)
    if answer["status"] == "matched":
        await _load(hub, row)
    return {"seek": ask.seek_id, "ticket": ticket, **answer}


async def _load(hub: Hub, row: RoomRow) -> Room:
    """The room just made, live in this process (its seats wait for the tickets)."""
    return await hub.room(row.id)
