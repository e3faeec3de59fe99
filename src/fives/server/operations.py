"""Room operations behind the HTTP API: create, join, leave, rejoin, take over, rematch, lists.

Tokens: a person's seat gets ``secrets.token_urlsafe(32)`` (256 bits).  Only its SHA-256 is
stored; the token itself is returned once, to the one who asked for it, and never logged.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from fives.ai.levels import LEVELS, PLAY_LEVELS, make_agent, play_level, played_level
from fives.core import FivesError, Game, Message, Options
from fives.games import load

from . import presence, turns
from .ai_sched import person_of, room_kind
from .hub import Hub
from .names import clean_name
from .rated import check_create as check_rated
from .room import (
    FINISHED,
    OPEN,
    PLAYING,
    PRIVATE,
    SEAT_AI,
    SEAT_JOINED,
    SEAT_LEFT,
    SEAT_WAITING,
    WAITING,
    Room,
    RoomError,
    seat_info,
    token_hash,
)
from .store import RoomRow, SeatRow

if TYPE_CHECKING:
    from .accounts import Account


@dataclass(frozen=True)
class SeatRequest:
    kind: str
    name: str | None = None
    level: str | None = None


def new_token() -> str:
    return secrets.token_urlsafe(32)


def load_game(game_id: str) -> Game[Any]:
    """The game ``game_id``; RoomError ``unknown_game`` (404) when there is none."""
    try:
        return load(game_id)
    except FivesError as exc:
        raise RoomError("unknown_game", str(exc)) from None


def checked_options(game: Game[Any], given: Mapping[str, object]) -> Options:
    """``given`` options checked by ``game`` (a new room, a seek, a challenge); RoomError
    ``bad_options`` with the game's own message (a catalog message) when it has one."""
    try:
        return game.validate_options(given)
    except FivesError as exc:
        raise RoomError(
            "bad_options", exc.args[0] if isinstance(exc.args[0], Message) else str(exc)
        ) from None


def check_level(level: str | None, game_id: str, players: int) -> str:
    """A computer seat plays a named level only (`PLAY_LEVELS`): a free agent spec could ask for
    an endless budget and hold a worker for good."""
    if not level:
        raise RoomError("bad_seat", Message("server-seat-level", levels=", ".join(PLAY_LEVELS)))
    try:
        name = play_level(level)
        game = load(game_id)
        if name in LEVELS:  # a level the game leaves out: the seat is named after the one that plays
            name = played_level(game, name, players)
        make_agent(name, game, players)
    except FivesError as exc:
        raise RoomError("bad_level", str(exc)) from None
    return name


@dataclass(frozen=True)
class RoomSettings:
    """What a new room is asked to be: the game and its options, the seats, the clocks, who may
    see it, and whether it is rated (`create_room` checks every field)."""

    game_id: str
    options: dict[str, Any] = field(default_factory=dict)
    seats: tuple[SeatRequest, ...] = ()
    #: the move clock (a live game) in seconds; with ``pace`` turn-based, the days per move
    clock_seconds: float | None = None
    #: the level that plays a seat whose move clock runs out
    timeout_level: str | None = None
    #: each player's clock for the whole game, in seconds
    game_clock_seconds: float | None = None
    #: ``open`` (listed in the lobby and, once over, in the finished games) or ``private``
    #: (reached by its link only); None: ``open`` when a seat is a lobby seat (kind ``open``: the
    #: lobby must offer it), else ``private`` (one screen, the computer, or invited friends)
    visibility: str | None = None
    away_grace_seconds: float | None = None
    claim_win_seconds: float | None = None
    #: ``live`` or turn-based (`fives.server.turns`)
    pace: str | None = None
    #: a rated game (`fives.server.rated`: online, between accounts, no undo or hints)
    rated: bool = False


async def create_room(
    hub: Hub, settings: RoomSettings, account: Account | None = None
) -> tuple[Room, dict[int, str]]:
    """A new room as ``settings`` ask; returns it and the tokens of its local seats and the
    one-time invitation tickets of its invited seats (to pass on).

    ``account``: a signed-in creator's account sits at the room's one local seat (the creator's;
    with several local seats, people share one screen and none of them is the account's), whose
    name defaults to the account's."""
    game_id, options, seat_requests = settings.game_id, settings.options, list(settings.seats)
    clock_seconds, game_clock_seconds = settings.clock_seconds, settings.game_clock_seconds
    timeout_level, pace, rated = settings.timeout_level, settings.pace, settings.rated
    away_grace_seconds, claim_win_seconds = settings.away_grace_seconds, settings.claim_win_seconds
    given = dict(options)
    if seat_requests and "players" not in given:
        given["players"] = len(seat_requests)
    game = load_game(game_id)
    opts = checked_options(game, given)
    players = opts.get_int("players")
    if not seat_requests:
        seat_requests = [SeatRequest("local") for _ in range(players)]
    if len(seat_requests) != players:
        raise RoomError(
            "bad_seats",
            Message("server-bad-seats", game=game.id, players=str(players), seats=str(len(seat_requests))),
        )
    turn_clock = turns.check_pace(pace, clock_seconds, game_clock_seconds)
    if pace == turns.TURN_BASED:
        clock_seconds = turn_clock
    elif clock_seconds is not None and not 1 <= clock_seconds <= 86400:
        raise RoomError("bad_clock", Message("server-bad-move-clock"))
    if game_clock_seconds is not None and not 1 <= game_clock_seconds <= 604800:
        raise RoomError("bad_clock", Message("server-bad-game-clock"))
    if timeout_level is not None:
        timeout_level = check_level(timeout_level, game.id, players)
    names = [clean_name(request.name) or "" for request in seat_requests]
    presence.check_rules(away_grace_seconds, claim_win_seconds)
    if rated:
        check_rated(
            players, [request.kind for request in seat_requests], away_grace_seconds, claim_win_seconds
        )
    rows: list[SeatRow] = []
    tokens: dict[int, str] = {}
    own = [n for n, request in enumerate(seat_requests) if request.kind == "local"]
    if account is not None and len(own) == 1 and not names[own[0]]:
        names[own[0]] = account.name
    for number, request in enumerate(seat_requests):
        name = names[number]
        if request.kind == "ai":
            level = check_level(request.level, game.id, players)
            rows.append(SeatRow(number, "ai", name or f"computer ({level})", SEAT_AI, level))
        elif request.kind == "local":
            token = new_token()
            tokens[number] = token
            name = name or f"P{number + 1}"
            rows.append(SeatRow(number, "local", name, SEAT_JOINED, None, token_hash(token)))
            if account is not None and len(own) == 1:
                rows[-1].account_id = account.id
        elif request.kind == "invite":
            # a one-time ticket for the creator to pass on: `join` with it issues the seat's own
            # token, which only the guest receives (the creator cannot act for the guest)
            ticket = new_token()
            tokens[number] = ticket
            name = name or f"P{number + 1}"
            rows.append(SeatRow(number, "invite", name, SEAT_WAITING, invite_hash=token_hash(ticket)))
        elif request.kind == "open":
            rows.append(SeatRow(number, "open", name or f"P{number + 1}", SEAT_WAITING))
        else:
            raise RoomError("bad_seat", Message("server-seat-kind", kind=repr(request.kind)))
    status = WAITING if any(r.status == SEAT_WAITING for r in rows) else PLAYING
    row = RoomRow(
        secrets.token_urlsafe(9),
        game.id,
        opts.to_json(),
        hub.new_seed(),
        status,
        clock_seconds,
        timeout_level,
        game_clock_seconds=game_clock_seconds,
        visibility=_visibility(settings.visibility, rows),
        away_grace_seconds=away_grace_seconds,
        claim_win_seconds=claim_win_seconds,
        pace=pace or turns.LIVE,
        rated=rated,
    )
    await hub.db(hub.store.create_room, row, rows)
    room = Room.build(row, rows, [], hub.settings.clock.time())
    hub.add(room)
    async with room.lock:
        await hub.session(room).settle()
    return room, tokens


def _visibility(given: str | None, rows: list[SeatRow]) -> str:
    lobby_seat = any(r.kind == "open" for r in rows)
    if given is None:
        return OPEN if lobby_seat else PRIVATE
    if given not in (OPEN, PRIVATE):
        raise RoomError("bad_visibility", Message("server-bad-visibility", given=repr(given)))
    if given == PRIVATE and lobby_seat:
        raise RoomError(
            "bad_visibility",
            Message("server-lobby-not-private"),
        )
    return given


def seat_by_token(room: Room, token: str | None) -> SeatRow:
    """The seat whose token this is: 401 without a token, 403 for an invitation or a wrong one."""
    if not token:
        raise RoomError("no_token", Message("server-no-token"))
    seat = room.seat_of(token)
    if seat is None:
        if room.invited_by(token) is not None:
            raise RoomError(
                "invitation",
                Message("server-invitation"),
            )
        raise RoomError("bad_token", Message("server-bad-token"))
    return seat


def _invited_seat(room: Room, ticket: str) -> SeatRow:
    """The seat an invitation ticket opens, while it is unused; 403 otherwise."""
    seat = room.invited_by(ticket)
    if seat is None:
        raise RoomError("bad_token", Message("server-bad-token"))
    if seat.token_hash is not None:
        raise RoomError(
            "invite_used",
            Message("server-invite-used", seat=str(seat.seat)),
        )
    return seat


async def join(
    hub: Hub,
    room: Room,
    seat_number: int | None,
    name: str | None,
    token: str | None,
    account: Account | None = None,
) -> tuple[int, str]:
    """Take a seat: an invited seat with its invitation ticket (the first time: the guest receives
    the seat's own token, and the ticket is spent), or a free seat of the lobby.  Returns the seat
    and its token.  A signed-in ``account`` sits there (its name by default) unless the seat is
    another account's or the account already has a seat in the room (one seat per table)."""
    async with room.lock:
        if room.row.status == FINISHED:
            raise RoomError("finished", Message("server-finished"))
        values: dict[str, Any] = {}
        cleaned = clean_name(name)
        if cleaned:
            values["name"] = cleaned
        if account is not None and all(s.account_id != account.id for s in room.seats):
            values["account_id"] = account.id
            values.setdefault("name", account.name)
        if token:
            seat = room.seat_of(token) or _invited_seat(room, token)
            shared = seat.kind == "local" and sum(s.kind == "local" for s in room.seats) > 1
            if seat.account_id is not None or shared:  # another's already, or one screen's
                values.pop("account_id", None)
            if "account_id" not in values and cleaned is None:
                values.pop("name", None)
            if seat.status == SEAT_AI:
                raise RoomError("taken_over", Message("server-played-by-computer", seat=str(seat.seat)))
            if seat.token_hash is None:  # an unused invitation: the seat's own token, for the guest only
                given = new_token()
                values["token_hash"] = token_hash(given)
                await hub.session(room).set_seat(seat.seat, status=SEAT_JOINED, **values)
            else:  # the seat's own token (joining again changes nothing but the name)
                given = token
                await hub.session(room).set_seat(seat.seat, status=SEAT_JOINED, **values)
        else:
            free = [s for s in room.seats if s.kind == "open" and s.status == SEAT_WAITING]
            if seat_number is not None:
                free = [s for s in free if s.seat == seat_number]
            if not free:
                which = "server-seat-not-free" if seat_number is not None else "server-no-free-seat"
                raise RoomError("no_free_seat", Message(which, room=room.id))
            seat = free[0]
            given = new_token()
            await hub.session(room).set_seat(
                seat.seat, status=SEAT_JOINED, token_hash=token_hash(given), **values
            )
        await hub.session(room).start_if_ready()
        hub.session(room).broadcast(info=True)
        return seat.seat, given


async def leave(
    hub: Hub, room: Room, token: str | None, takeover_level: str | None, client: str | None = None
) -> int:
    """Leave a seat.  With ``takeover_level`` the computer plays it on (and the token ends);
    ``client``: the address that asks (`_handover`)."""
    async with room.lock:
        seat = seat_by_token(room, token)
        if seat.resigned:  # the computer plays a resigned seat to the end (`fives.server.resign`)
            raise RoomError("resigned", Message("server-seat-resigned", seat=str(seat.seat)))
        if takeover_level:
            level = check_level(takeover_level, room.row.game, room.state.num_players)
            _handover(hub, room, seat.seat, client)
            await hub.session(room).set_seat(seat.seat, status=SEAT_AI, level=level, token_hash=None)
        elif room.row.status == WAITING and seat.kind == "open":
            await hub.session(room).set_seat(seat.seat, status=SEAT_WAITING, token_hash=None)
        elif room.row.status == WAITING:
            await hub.session(room).set_seat(seat.seat, status=SEAT_WAITING)
        else:
            await hub.session(room).set_seat(seat.seat, status=SEAT_LEFT)
        await hub.session(room).start_if_ready()
        hub.session(room).resume(broadcast=False)
        hub.session(room).broadcast(info=True)
        return seat.seat


async def rejoin(hub: Hub, room: Room, token: str | None) -> int:
    """Come back to one's seat (after a reconnect, a leave, or a time-out that the computer covered)."""
    async with room.lock:
        seat = seat_by_token(room, token)
        if seat.resigned:
            raise RoomError("resigned", Message("server-seat-resigned", seat=str(seat.seat)))
        if seat.status != SEAT_JOINED:
            await hub.session(room).set_seat(seat.seat, status=SEAT_JOINED, level=None)
            await hub.session(room).start_if_ready()
            hub.session(room).resume(broadcast=False)
            hub.session(room).broadcast(info=True)
        return seat.seat


async def takeover(
    hub: Hub, room: Room, seat_number: int, level: str, token: str | None, client: str | None = None
) -> None:
    """A player of the room hands a vacant seat (left, or never taken), or one that has been away
    for the grace time, to the computer; the seat's person keeps the token to come back.
    ``client``: the address that asks (`_handover`)."""
    async with room.lock:
        seat_by_token(room, token)
        if not 0 <= seat_number < len(room.seats):
            raise RoomError("no_seat", Message("server-no-seat", seat=str(seat_number)))
        hub.session(room).presence.check_takeover(seat_number)
        checked = check_level(level, room.row.game, room.state.num_players)
        _handover(hub, room, seat_number, client)
        await hub.session(room).unrate_if_never_here(seat_number)
        # the seat's token stays: its person may come back (`rejoin`, or simply reconnect)
        await hub.session(room).set_seat(seat_number, status=SEAT_AI, level=checked)
        await hub.session(room).start_if_ready()
        hub.session(room).resume(broadcast=False)
        hub.session(room).broadcast(info=True)


def _handover(hub: Hub, room: Room, seat_number: int, client: str | None) -> None:
    """429 when handing ``seat_number`` to the computer puts the room's creator beyond the caps
    of games of the computer (`fives.server.ai_sched.ComputerRooms`).  A room whose creator is
    not known (made by the seeks, or resumed after a restart) becomes the room of ``client``, the
    authenticated player who hands the seat over: counted against their caps, its computer's time
    taken from their share."""
    if client is not None:
        hub.computer_rooms.adopt(room.id, client)
        if room.id not in hub.scheduler.payers:
            hub.scheduler.bill(room.id, person_of(client))
    statuses = [SEAT_AI if s.seat == seat_number else s.status for s in room.seats]
    hub.computer_rooms.handover(room.id, room_kind(statuses, SEAT_AI))


def rematch_plan(game_id: str, options: dict[str, Any], players: int) -> tuple[dict[str, Any], list[int]]:
    """The rematch's options and, for each new seat, the old seat whose person takes it.

    A game with a ``first`` option set to a player passes the start to the next player (with
    ``lot`` the lot decides again); a game whose first seat always begins says so
    (`GameInfo.rotate_seats_between_games`, e.g. Cambio) and everybody moves one seat on (the
    second player begins, the first plays last); in the other games the rules say who opens
    (All Fives: the lot or the highest tile; Zahlenpoker: everybody at once; Abräumen: one
    player), so the seats stay.
    """
    options = dict(options)
    first = options.get("first")
    if isinstance(first, str) and first.isdigit():
        options["first"] = str(int(first) % players + 1)
    if load(game_id).info.rotate_seats_between_games and players > 1:
        return options, [(seat + 1) % players for seat in range(players)]
    return options, list(range(players))


def _rematch_seat(number: int, old: SeatRow, joined: bool) -> SeatRow:
    if old.kind == "ai" or (old.token_hash is None and old.status == SEAT_AI):
        # a computer seat, or a person who left it to the computer: the computer at that level
        return SeatRow(number, old.kind, old.name, SEAT_AI, old.level, account_id=old.account_id)
    if old.token_hash is None:  # a lobby seat nobody took
        return SeatRow(number, old.kind, old.name, SEAT_WAITING)
    status = SEAT_JOINED if joined else SEAT_WAITING
    return SeatRow(number, old.kind, old.name, status, None, old.token_hash, account_id=old.account_id)


async def rematch(hub: Hub, room: Room, token: str | None) -> tuple[Room, dict[int, int]]:
    """Offer (or, asked again, join) a rematch of a finished game: the same game, options and
    people, a new seed; every person keeps their token.  The one who asks (with every seat on
    the same screen, for a local seat) is in at once; the other people's seats wait until they
    accept with one click (their page receives a ``rematch`` message).  Returns the new room
    and where each old seat sits in it."""
    async with room.lock:
        asking = seat_by_token(room, token)
        if room.row.status != FINISHED:
            raise RoomError("not_finished", Message("server-rematch-not-finished"))
        options, order = rematch_plan(room.row.game, dict(room.row.options), len(room.seats))
        moved = {old: new for new, old in enumerate(order)}
        if room.row.rematch is not None:
            return await hub.room(room.row.rematch), moved
        rows = []
        for number, old_number in enumerate(order):
            old = room.seats[old_number]
            here = old.seat == asking.seat or (asking.kind == "local" and old.kind == "local")
            rows.append(_rematch_seat(number, old, here))
        status = WAITING if any(r.status == SEAT_WAITING for r in rows) else PLAYING
        row = RoomRow(
            secrets.token_urlsafe(9),
            room.row.game,
            options,
            hub.new_seed(),
            status,
            room.row.clock_seconds,
            room.row.timeout_level,
            rematch_of=room.id,
            game_clock_seconds=room.row.game_clock_seconds,
            visibility=room.row.visibility,
            away_grace_seconds=room.row.away_grace_seconds,
            claim_win_seconds=room.row.claim_win_seconds,
            pace=room.row.pace,
            rated=room.row.rated,
        )
        await hub.db(hub.store.create_room, row, rows)
        await hub.db(hub.store.update_room, room.id, rematch=row.id)
        room.row.rematch = row.id
        new = Room.build(row, rows, [])
        hub.add(new)
        async with new.lock:
            await hub.session(new).settle()
        message = {
            "type": "rematch",
            "room": room.id,
            "rematch": row.id,
            "by": asking.seat,
            "seats": {str(old): seat for old, seat in moved.items()},
        }
        for outbox in room.outboxes:
            outbox.send(message)
        hub.session(room).broadcast(info=True)
        return new, moved


# --------------------------------------------------------------------- lists and records
def summary(
    row: RoomRow, seats: list[SeatRow], moves: int, player_moves: int | None = None
) -> dict[str, Any]:
    if player_moves is None:
        player_moves = moves
    return {
        "id": row.id,
        "game": row.game,
        "options": row.options,
        "status": row.status,
        "seats": [seat_info(s) for s in seats],
        "free_seats": [s.seat for s in seats if s.kind == "open" and s.status == SEAT_WAITING],
        "move_number": moves,  # every action, chance events too (the record's length)
        "moves": player_moves,  # the players' moves: what the lobby shows
        "visibility": row.visibility,
        "result": row.result,
        "created_at": row.created_at,
        "updated_at": row.updated_at,
    }


async def lobby(hub: Hub) -> dict[str, list[dict[str, Any]]]:
    """The open rooms that a person had open within a day (`fives.server.seen`): those with free
    lobby seats, and those being played (to watch).  Private rooms are never listed."""
    listed = await hub.db(
        hub.store.list_rooms,
        (WAITING, PLAYING),
        hub.settings.list_limit,
        visibility=OPEN,
        seen_since=hub.seen.since(),
        keep=hub.seen.open_rooms(hub.rooms.values()),
    )
    rooms = [summary(*item) for item in listed]
    return {
        "open": [r for r in rooms if r["status"] == WAITING and r["free_seats"]],
        "playing": [r for r in rooms if r["status"] == PLAYING],
    }


async def finished(hub: Hub) -> list[dict[str, Any]]:
    listed = await hub.db(hub.store.list_rooms, (FINISHED,), hub.settings.list_limit, visibility=OPEN)
    return [summary(*item) for item in listed]


async def finished_room(hub: Hub, room_id: str) -> Room:
    """A finished room: its record may be published (a running game's never is)."""
    room = await hub.room(room_id)
    if room.row.status != FINISHED:
        raise RoomError("not_finished", Message("server-record-not-finished"))
    return room


def replay_head(room: Room, move: int | None) -> dict[str, Any]:
    """The answer to a replay of a finished game after ``move`` actions (default: the end) but
    its ``view`` and ``i18n``, which `fives.server.replays` computes off the event loop."""
    total = room.state.move_number
    if move is None:
        move = total
    if not 0 <= move <= total:
        raise RoomError("bad_move", Message("server-replay-move", total=str(total)))
    return {"room": room.id, "move": move, "moves": total, "at": time.time()}
