"""Rated games (issue 28): which rooms may be rated, the one rating update of a finished rated
game, the leaderboards and the public profiles.  The math is in `fives.server.rating`.

- **Creating** (`check_create`): ``rated`` is for online games of two or more players where every
  person sits at their own screen: at most one ``local`` seat (the creator's own), the others
  ``invite``, ``open`` or ``ai`` (a computer seat plays with its level's fixed anchor rating).
- **Anonymous seats** (`confirm`): every person's seat must hold an account (``seats.account_id``,
  set by the sign-in code when a signed-in browser creates or joins a seat), and no account may
  sit twice.  This is checked when the first move is made (by anyone, the computer included):
  a room that fails it becomes unrated for good before that move (``rooms.rated`` false, the
  room's info says so), so an anonymous player can still play, only not for rating.
- **Rating** (`rate_room`): when a rated game ends (by its rules, or by a claimed win), in one
  transaction after the result is stored: the room row and, on PostgreSQL, the accounts' rows are
  locked first (in id order), so two server processes rating at once wait for each other; the
  ``rating_events`` primary key ``(room_id, account_id)`` makes a second update impossible (the
  second writer finds the events, or fails on the key and rolls back).  A crash between the
  result and the rating is caught up at the next start (`rate_pending`).
- **Abandoning**: a person's seat that is ``left`` or played by the computer when the game ends
  (the absence rules or the clock handed it over, and its person did not come back), or the
  absent seat of a claimed win, ranks last: leaving a lost position costs the rating it would.

Against rating farming (issue 33; one account claimed 15 quick wins over throwaway accounts and
reached 2003 and rank 1):

- **Standard absence windows** (`check_create`): a rated room refuses an ``away_grace_seconds``
  or ``claim_win_seconds`` shorter than the server's standard (60 s, 300 s) with 400
  ``bad_rated`` (``ratings-rated-absence``) rather than quietly ignoring it: the creator learns
  at once why, and may choose a longer window (no shortcut) or an unrated room.
- **Real absence** (`fives.server.presence.claim`): a claim in a rated room over a seat that no
  connection of this server ever held (its person never came to the table) ends the game as a
  claim but *unrated*, like a game aborted before it began on lichess: the result says
  ``"unrated": "never_connected"``, nobody's rating moves.
- **Gains need an established opponent**: an account's rating rises from a game only when every
  other person at the table holds an established rating in that game (not provisional:
  `rating.provisional`); the computer's anchors are established.  Otherwise its rating stays as
  it was (the game counts in its games played); a fall always counts.  So a win over a new
  account lifts nobody, and a farmer who beats any number of throwaway accounts stays at the
  start (1000) and provisional; a new account is placed by games against the computer and
  against established players.
- **No gain far above the table** (`rating.MAX_LEAD`): a rise that would lift an account more
  than 400 displayed above the best other player at the table (people or computer anchors) is
  not applied: beating a far weaker opponent again and again (the ``random`` computer, or
  throwaway accounts that lost their way to an established low rating) climbs only so far.
- **A few results per pair a day**: the same two accounts count at most `PAIR_RESULTS_PER_DAY`
  rated results together per game within `PAIR_WINDOW_SECONDS`; a later room between them
  becomes unrated before its first move (`confirm`, the room's info says so), or, if several
  ran at once, when it ends (`rate_room`: it is stored unrated and changes nothing).
"""

from __future__ import annotations

import logging
import time
import unicodedata
from collections import defaultdict
from collections.abc import Callable, Sequence
from typing import Any, Protocol

import sqlalchemy as sa
from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError

from fives.core import FivesError, Message
from fives.games import load

from . import rating
from .accounts import name_key as account_name_key
from .config import Settings
from .room import DEFAULT_CLAIM_SECONDS, DEFAULT_GRACE_SECONDS, FINISHED, OPEN, SEAT_AI, SEAT_LEFT, RoomError
from .store import SeatRow, Store
from .tables import accounts, rating_events, ratings, rooms, seats

log = logging.getLogger("fives.server")

#: finished games a profile lists, and the most a leaderboard shows
PROFILE_GAMES = 50
LEADERBOARD_MAX = 200
#: rated results that count between the same two accounts in one game within the window
PAIR_RESULTS_PER_DAY = 5
PAIR_WINDOW_SECONDS = 86400.0


# ----------------------------------------------------------------------------- policy
def check_create(
    players: int, kinds: Sequence[str], grace: float | None = None, claim: float | None = None
) -> None:
    """Refuse a rated room that cannot be one, or that would shorten the standard absence
    windows (RoomError ``bad_rated``)."""
    if players < 2:
        raise RoomError("bad_rated", Message("ratings-rated-alone"))
    people = [kind for kind in kinds if kind != "ai"]
    if not people or kinds.count("local") > 1:
        raise RoomError("bad_rated", Message("ratings-rated-one-screen"))
    for name, value, least in (
        ("away_grace_seconds", grace, DEFAULT_GRACE_SECONDS),
        ("claim_win_seconds", claim, DEFAULT_CLAIM_SECONDS),
    ):
        if value is not None and value < least:
            raise RoomError("bad_rated", Message("ratings-rated-absence", name=name, least=f"{least:.0f}"))


def eligible(rows: Sequence[SeatRow]) -> bool:
    """Whether every person's seat holds an account, and no account sits twice."""
    held = [row.account_id for row in rows if row.kind != "ai"]
    return all(held) and len(set(held)) == len(held)


def confirm(store: Store, room_id: str, now: float | None = None) -> bool:
    """Whether the rated room stays rated (its seats as stored now: `eligible`, and no two of
    its accounts at their day's limit together: `pair_limited`); when not, it becomes unrated
    in the database.  Runs in a worker thread."""
    now = time.time() if now is None else now
    with store.engine.begin() as conn:
        rows = _seats(conn, [room_id])[room_id]
        if eligible(rows):
            game = conn.execute(sa.select(rooms.c.game).where(rooms.c.id == room_id)).scalar_one()
            people = [row.account_id for row in rows if row.account_id]
            if not pair_limited(conn, game, people, now):
                return True
        conn.execute(rooms.update().where(rooms.c.id == room_id).values(rated=False, updated_at=time.time()))
        return False


def pair_limited(conn: Connection, game: str, people: Sequence[str], now: float) -> bool:
    """Whether two of ``people`` have had `PAIR_RESULTS_PER_DAY` rated results together in
    ``game`` within `PAIR_WINDOW_SECONDS` before ``now``."""
    if len(set(people)) < 2:
        return False
    mine, theirs = rating_events.alias("mine"), rating_events.alias("theirs")
    query = (
        sa.select(mine.c.account_id, theirs.c.account_id)
        .select_from(mine.join(theirs, theirs.c.room_id == mine.c.room_id))
        .where(
            mine.c.account_id.in_(people),
            theirs.c.account_id.in_(people),
            mine.c.account_id < theirs.c.account_id,
            mine.c.game == game,
            mine.c.at > now - PAIR_WINDOW_SECONDS,
        )
        .group_by(mine.c.account_id, theirs.c.account_id)
        .having(sa.func.count() >= PAIR_RESULTS_PER_DAY)
        .limit(1)
    )
    return conn.execute(query).first() is not None


# ----------------------------------------------------------------------------- the update
def rate_room(store: Store, room_id: str, now: float | None = None) -> list[dict[str, Any]]:
    """Rate a finished rated room once; returns what it did to each account (nothing when the
    room is not rated, not over, or rated already).  Runs in a worker thread."""
    now = time.time() if now is None else now
    try:
        with store.engine.begin() as conn:
            return _rate(conn, store.postgres, room_id, now)
    except IntegrityError:  # another process wrote this room's events first
        return []


def rate_pending(store: Store) -> int:
    """Rate the finished rated rooms that have no rating events yet (a crash after the result was
    stored and before its rating); returns how many were rated."""
    with store.engine.connect() as conn:
        done = sa.select(rating_events.c.room_id).where(rating_events.c.room_id == rooms.c.id)
        pending = conn.execute(
            sa.select(rooms.c.id).where(rooms.c.rated.is_(True), rooms.c.status == FINISHED, ~sa.exists(done))
        ).all()
    done_now = 0
    for (room_id,) in pending:
        try:
            done_now += bool(rate_room(store, room_id))
        except Exception:  # one room's trouble neither stops the start nor the other rooms
            log.exception("room %s: the rated game could not be rated", room_id)
    return done_now


def _rate(conn: Connection, postgres: bool, room_id: str, now: float) -> list[dict[str, Any]]:
    # the first statement writes: SQLite takes its write lock now (every read below is current),
    # PostgreSQL locks the room's row (two raters of one room wait for each other)
    locked = conn.execute(
        rooms.update().where(rooms.c.id == room_id, rooms.c.rated.is_(True)).values(rated=True)
    )
    if locked.rowcount == 0:
        return []
    room = conn.execute(sa.select(rooms).where(rooms.c.id == room_id)).mappings().one()
    if room["status"] != FINISHED or not room["result"]:
        return []
    rows = _seats(conn, [room_id])[room_id]
    if not eligible(rows):  # e.g. claimed before any move: it was never rated (`confirm`)
        conn.execute(rooms.update().where(rooms.c.id == room_id).values(rated=False))
        return []
    people = sorted({row.account_id for row in rows if row.account_id})
    if postgres:  # games that end at once and share an account are rated one after the other
        conn.execute(
            sa.select(accounts.c.id)
            .where(accounts.c.id.in_(people))
            .order_by(accounts.c.id)
            .with_for_update()
        )
    if conn.execute(sa.select(rating_events.c.room_id).where(rating_events.c.room_id == room_id)).first():
        return []  # rated already
    game = room["game"]
    if pair_limited(conn, game, people, now):  # rooms between them that ran at once: the later end
        conn.execute(rooms.update().where(rooms.c.id == room_id).values(rated=False))
        return []
    current = {
        r.account_id: r
        for r in conn.execute(
            sa.select(ratings).where(ratings.c.account_id.in_(people), ratings.c.game == game)
        )
    }
    sides = _sides(game, room["options"], len(rows))
    ranks = outcome_ranks(room["result"], rows, sides)

    def skill(row: SeatRow) -> rating.Skill:
        if row.account_id is None:
            return rating.anchor(game, row.level)
        found = current.get(row.account_id)
        return (
            rating.Skill(found.mu, found.sigma)
            if found
            else rating.Skill(rating.START_MU, rating.START_SIGMA)
        )

    def established(row: SeatRow) -> bool:
        found = current.get(row.account_id) if row.account_id else None
        return row.account_id is None or (
            found is not None and not rating.provisional(found.games, found.sigma)
        )

    before = [[skill(rows[s]) for s in side] for side in sides]
    after = rating.rate(before, ranks)
    for side, old_side, new_side in zip(sides, before, after, strict=True):
        for index, seat in enumerate(side):
            new, old = new_side[index], old_side[index]
            if rating.ordinal(new) <= rating.ordinal(old):
                continue  # a fall always counts
            others = [row for row in rows if row.seat != seat]
            best = max(rating.ordinal(skill(row)) for row in others)
            if not all(established(row) for row in others) or rating.ordinal(new) > best + rating.MAX_LEAD:
                new_side[index] = old  # no gain from a provisional player, nor far above the table
    events: list[dict[str, Any]] = []
    for side, old_side, new_side in zip(sides, before, after, strict=True):
        for seat, old, new in zip(side, old_side, new_side, strict=True):
            account = rows[seat].account_id
            if account is None:
                continue  # an anchor never moves
            events.append(
                {
                    "room_id": room_id,
                    "account_id": account,
                    "game": game,
                    "mu_before": old.mu,
                    "sigma_before": old.sigma,
                    "mu": new.mu,
                    "sigma": new.sigma,
                    "at": now,
                }
            )
            if account in current:
                conn.execute(
                    ratings.update()
                    .where(ratings.c.account_id == account, ratings.c.game == game)
                    .values(mu=new.mu, sigma=new.sigma, games=ratings.c.games + 1, updated_at=now)
                )
            else:
                conn.execute(
                    ratings.insert().values(
                        account_id=account, game=game, mu=new.mu, sigma=new.sigma, games=1, updated_at=now
                    )
                )
    conn.execute(rating_events.insert(), events)
    return events


def _sides(game: str, options: dict[str, Any], players: int) -> list[list[int]]:
    """The game's sides (All Fives with four players: two partnerships), else one per seat."""
    try:
        found = load(game)
        return [list(side) for side in found.teams(found.validate_options(options))]
    except FivesError:
        return [[seat] for seat in range(players)]


def abandoned_seats(result: dict[str, Any], rows: Sequence[SeatRow]) -> frozenset[int]:
    """The people's seats abandoned at the end: left, or played by the computer; a claimed
    win's absent seat; and the resigned seats."""
    gone = {row.seat for row in rows if row.kind != "ai" and row.status in (SEAT_AI, SEAT_LEFT)}
    absent = result.get("absent")
    if result.get("ended") == "claimed" and isinstance(absent, int):
        gone.add(absent)
    # a resigned seat (`fives.server.resign`) ranks last: a resignation is a loss
    gone.update(s for s in result.get("resigned") or [] if isinstance(s, int) and 0 <= s < len(rows))
    return frozenset(gone)


def outcome_ranks(
    result: dict[str, Any], rows: Sequence[SeatRow], sides: Sequence[Sequence[int]]
) -> list[int]:
    """Each side's rank in a finished rated game (`rating.side_ranks`)."""
    winners = [w for w in result.get("winners") or [] if isinstance(w, int) and 0 <= w < len(rows)]
    returns = rating.seat_returns(winners, len(rows))
    return rating.side_ranks(returns, sides, abandoned_seats(result, rows))


# ----------------------------------------------------------------------------- reading
def name_key(name: str) -> str | None:
    """How a display name is looked up: the accounts' own key (`fives.server.accounts.name_key`)
    of the stripped name; None for a text no name can be (a control character such as NUL,
    which PostgreSQL refuses, or a lone surrogate)."""
    if any(unicodedata.category(char) in ("Cc", "Cs") for char in name):
        return None
    return account_name_key(name.strip())


def leaderboard(store: Store, game: str, limit: int) -> list[dict[str, Any]]:
    """The accounts with rated games in ``game``, best displayed rating first (provisional ones
    marked: the conservative rating already keeps an uncertain one low)."""
    ordinal = ratings.c.mu - 3.0 * ratings.c.sigma
    query = (
        sa.select(accounts.c.name, ratings.c.mu, ratings.c.sigma, ratings.c.games)
        .join(accounts, accounts.c.id == ratings.c.account_id)
        .where(ratings.c.game == game, ratings.c.games > 0)
        .order_by(ordinal.desc(), ratings.c.games.desc(), accounts.c.name_key)
        .limit(limit)
    )
    with store.engine.connect() as conn:
        found = conn.execute(query).all()
    return [
        {
            "rank": index + 1,
            "name": row.name,
            "rating": rating.display(row.mu, row.sigma),
            "games": row.games,
            "provisional": rating.provisional(row.games, row.sigma),
        }
        for index, row in enumerate(found)
    ]


def profile(store: Store, name: str, viewer: str | None = None) -> dict[str, Any] | None:
    """An account's profile (None: no such account).  Of a private table's game it shows others
    the game, the date, the result and the rating change only: no room id (it opens the replay),
    no seat names; the account itself (``viewer``, the signed-in account) sees its own private
    games as fully as the open ones: it sat at those tables."""
    key = name_key(name)
    if key is None:
        return None
    with store.engine.connect() as conn:
        account = conn.execute(
            sa.select(accounts.c.id, accounts.c.name).where(accounts.c.name_key == key)
        ).first()
        if account is None:
            return None
        own = account.id
        per_game = conn.execute(
            sa.select(ratings).where(ratings.c.account_id == own).order_by(ratings.c.game)
        ).all()
        events = conn.execute(
            sa.select(rating_events, rooms.c.visibility)
            .join(rooms, rooms.c.id == rating_events.c.room_id)
            .where(rating_events.c.account_id == own)
            .order_by(rating_events.c.at, rating_events.c.room_id)
        ).all()
        played = (
            conn.execute(
                sa.select(rooms, seats.c.seat.label("own_seat"))
                .join(seats, seats.c.room_id == rooms.c.id)
                .where(seats.c.account_id == own, rooms.c.status == FINISHED)
                .order_by(rooms.c.updated_at.desc(), rooms.c.id)
                .limit(PROFILE_GAMES)
            )
            .mappings()
            .all()
        )
        seat_map = _seats(conn, [row["id"] for row in played])
        names = _account_names(
            conn, {s.account_id for rows in seat_map.values() for s in rows if s.account_id}
        )
    by_room = {event.room_id: event for event in events}
    history: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for event in events:
        points = history[event.game]
        if not points:
            points.append({"at": None, "rating": rating.display(event.mu_before, event.sigma_before)})
        shown = event.visibility == OPEN or viewer == own
        points.append(
            {
                "at": event.at,
                "rating": rating.display(event.mu, event.sigma),
                "room": event.room_id if shown else None,
            }
        )
    games = [
        _game_entry(row, seat_map[row["id"]], names, by_room.get(row["id"]), viewer == own) for row in played
    ]
    return {
        "name": account.name,
        "ratings": [
            {
                "game": r.game,
                "rating": rating.display(r.mu, r.sigma),
                "mu": round(r.mu, 3),
                "sigma": round(r.sigma, 3),
                "games": r.games,
                "provisional": rating.provisional(r.games, r.sigma),
            }
            for r in per_game
        ],
        "games": games,
        "history": dict(history),
    }


def _game_entry(
    row: Any, rows: list[SeatRow], names: dict[str, str], event: Any | None, own_view: bool = False
) -> dict[str, Any]:
    own = int(row["own_seat"])
    result = row["result"] or {}
    sides = _sides(row["game"], row["options"], len(rows))
    if row["rated"]:
        ranks = outcome_ranks(result, rows, sides)
    else:
        winners = [w for w in result.get("winners") or [] if isinstance(w, int) and 0 <= w < len(rows)]
        ranks = rating.side_ranks(rating.seat_returns(winners, len(rows)), sides)
    mine = next(i for i, side in enumerate(sides) if own in side)
    outcome = "draw" if len(set(ranks)) == 1 else "win" if ranks[mine] == 1 else "loss"
    shown = row["visibility"] == OPEN or own_view
    entry: dict[str, Any] = {
        "game": row["game"],
        "at": row["updated_at"],
        "seat": own,
        "result": outcome,
        "ended": result.get("ended"),
        "rated": bool(row["rated"]),
        "private": row["visibility"] != OPEN,
        "room": row["id"] if shown else None,
        "players": [],
        "rating_before": None,
        "rating_after": None,
    }
    if shown:
        entry["players"] = [
            {
                "seat": s.seat,
                "name": s.name,
                "account": names.get(s.account_id) if s.account_id else None,
                "computer": s.kind == "ai",
                "partner": s.seat != own and any(own in side and s.seat in side for side in sides),
            }
            for s in rows
            if s.seat != own
        ]
    if event is not None:
        entry["rating_before"] = rating.display(event.mu_before, event.sigma_before)
        entry["rating_after"] = rating.display(event.mu, event.sigma)
    return entry


def room_changes(store: Store, room_id: str) -> list[dict[str, Any]]:
    """The rating change of each seat of a rated room, once it is rated (the end screen, issue 35):
    ``{seat, before, after}`` as displayed ratings; none before (or without) the rating."""
    query = (
        sa.select(seats.c.seat, rating_events)
        .join(
            rating_events,
            sa.and_(
                rating_events.c.room_id == seats.c.room_id, rating_events.c.account_id == seats.c.account_id
            ),
        )
        .where(seats.c.room_id == room_id)
        .order_by(seats.c.seat)
    )
    with store.engine.connect() as conn:
        found = conn.execute(query).all()
    return [
        {
            "seat": row.seat,
            "before": rating.display(row.mu_before, row.sigma_before),
            "after": rating.display(row.mu, row.sigma),
        }
        for row in found
    ]


def _seats(conn: Connection, room_ids: list[str]) -> dict[str, list[SeatRow]]:
    found: dict[str, list[SeatRow]] = {room_id: [] for room_id in room_ids}
    if not room_ids:
        return found
    for s in conn.execute(
        sa.select(seats).where(seats.c.room_id.in_(room_ids)).order_by(seats.c.room_id, seats.c.seat)
    ).mappings():
        found[s["room_id"]].append(
            SeatRow(s["seat"], s["kind"], s["name"], s["status"], s["level"], account_id=s["account_id"])
        )
    return found


def _account_names(conn: Connection, ids: set[str | None]) -> dict[str, str]:
    wanted = [i for i in ids if i]
    if not wanted:
        return {}
    return {
        r.id: r.name
        for r in conn.execute(sa.select(accounts.c.id, accounts.c.name).where(accounts.c.id.in_(wanted)))
    }


# ----------------------------------------------------------------------------- the hooks
class _Services(Protocol):
    store: Store
    settings: Settings

    async def db(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any: ...


async def rate_finished(services: _Services, room_id: str) -> None:
    """Rate a rated room that has just ended (its result is stored); a failure is logged, and the
    next start catches it up (`rate_pending`)."""
    try:
        await services.db(rate_room, services.store, room_id, services.settings.clock.time())
    except Exception:
        log.exception("room %s: the rated game could not be rated now; the next start rates it", room_id)
