"""Rating farming (issue 33 item 3): a rated room keeps the standard absence windows, a rated
claim rests on an absence the server saw (the seat was connected and left), a win over a
provisional account raises no rating, and the same two accounts count a few rated results a day;
the farming script's pattern (one account, many throwaway accounts, quick claimed games) stays
bounded.  On SQLite and PostgreSQL."""

from __future__ import annotations

import random
import time
from typing import Any

import pytest
import sqlalchemy as sa

from fives.server import rated, rating
from fives.server.room import DEFAULT_CLAIM_SECONDS
from fives.server.store import RoomRow, SeatRow, Store
from fives.server.tables import rooms

from .conftest import connect, create
from .test_ratings import add_account, rating_of, seed_ratings, store_of
from .test_ratings import rated_room as ratings_room


def headers(token: str) -> dict[str, str]:
    return {"X-Seat-Token": token}


def rated_room(client: Any, ids: tuple[str, str], **extra: Any) -> tuple[str, dict[int, str]]:
    """A rated Fünf gewinnt room between two existing accounts, Ann's seat moving first."""
    return ratings_room(client, ids, options={"first": "1"}, **extra)


def first_move(client: Any, room: str, token: str) -> None:
    """The seat of ``token`` plays its first legal move over HTTP."""
    view = client.get(f"/api/rooms/{room}/me", headers=headers(token)).json()["view"]
    moved = client.post(
        f"/api/rooms/{room}/moves",
        json={"move_number": view["move_number"], "action": view["legal"][0]},
        headers=headers(token),
    )
    assert moved.status_code == 200, moved.text


def away(client: Any, room: str, seat: int) -> None:
    """Wait until the server has seen ``seat``'s connection close."""
    deadline = time.time() + 20
    while str(seat) not in client.get(f"/api/rooms/{room}").json()["away"]:
        assert time.time() < deadline, "the seat never went away"
        time.sleep(0.02)


def claimed_game(client: Any, winner: str, loser: str, *, loser_came: bool = True) -> tuple[str, Any]:
    """The farming script's game: the loser's seat connects and leaves at once (or never comes),
    the standard claim window passes (the server's test clock), the winner claims."""
    room, tokens = rated_room(client, (winner, loser))
    if loser_came:
        with connect(client, room, [tokens[1]]) as gone:
            gone.state()
        away(client, room, 1)
    client.app.state.hub.settings.clock.advance(DEFAULT_CLAIM_SECONDS + 1)
    return room, client.post(f"/api/rooms/{room}/claim", headers=headers(tokens[0]))


def is_rated(client: Any, room: str) -> bool:
    with store_of(client).engine.connect() as conn:
        return bool(conn.execute(sa.select(rooms.c.rated).where(rooms.c.id == room)).scalar())


# ----------------------------------------------------------------- the standard windows
@pytest.mark.parametrize("option", ["claim_win_seconds", "away_grace_seconds"])
def test_a_rated_room_refuses_absence_shortcuts(client: Any, option: str) -> None:
    seats = [{"kind": "local"}, {"kind": "invite"}]
    short = client.post(
        "/api/rooms", json={"game": "fuenf_gewinnt", "seats": seats, "rated": True, option: 1}
    )
    assert short.status_code == 400, short.text
    body = short.json()
    assert body["error"] == "bad_rated" and body["key"] == "ratings-rated-absence"
    assert body["args"]["name"] == option and option in body["detail"] and "Abwesenheit" in body["i18n"]["de"]
    # the standard window or a longer one is no shortcut; an unrated room may still be quick
    longer = {"claim_win_seconds": 600, "away_grace_seconds": 60}
    assert create(client, "fuenf_gewinnt", seats, rated=True, **longer)["room"]["claim_win_seconds"] == 600
    assert create(client, "fuenf_gewinnt", seats, **{option: 1})["room"]["rated"] is False


# ----------------------------------------------------------------- real absence
def test_a_rated_claim_over_a_seat_that_never_connected_ends_the_game_unrated(client: Any) -> None:
    store = store_of(client)
    ann, bob = add_account(store, "Ann"), add_account(store, "Bob")
    room, claim = claimed_game(client, ann, bob, loser_came=False)
    assert claim.status_code == 200, claim.text
    info = client.get(f"/api/rooms/{room}").json()
    assert info["status"] == "finished" and info["rated"] is False
    assert info["result"]["ended"] == "claimed" and info["result"]["unrated"] == "never_connected"
    assert not is_rated(client, room)
    assert rating_of(store, ann, "fuenf_gewinnt") is None and rating_of(store, bob, "fuenf_gewinnt") is None


def test_a_rated_claim_over_a_seat_that_came_and_left_is_rated(client: Any) -> None:
    store = store_of(client)
    ann, bob = add_account(store, "Ann"), add_account(store, "Bob")
    room, claim = claimed_game(client, ann, bob)
    assert claim.status_code == 200, claim.text
    assert client.get(f"/api/rooms/{room}").json()["rated"] is True
    winner, loser = rating_of(store, ann, "fuenf_gewinnt"), rating_of(store, bob, "fuenf_gewinnt")
    assert winner.games == loser.games == 1 and loser.mu < rating.START_MU


@pytest.mark.parametrize("came", [False, True])
def test_a_seat_that_never_came_handed_to_the_computer_unrates_the_room(client: Any, came: bool) -> None:
    """The other way to an absent seat's loss: after the grace time the other player lets the
    computer play it (and beats the computer, or not: an abandoned seat ranks last).  Over a seat
    whose person never came the room becomes unrated; over one that came and left it stays rated."""
    store = store_of(client)
    room, tokens = rated_room(client, (add_account(store, "Ann"), add_account(store, "Bob")))
    if came:
        with connect(client, room, [tokens[1]]) as gone:
            gone.state()
        away(client, room, 1)
    client.app.state.hub.settings.clock.advance(61)  # the standard grace time
    taken = client.post(
        f"/api/rooms/{room}/seats/1/takeover", json={"level": "random"}, headers=headers(tokens[0])
    )
    assert taken.status_code == 200, taken.text
    assert client.get(f"/api/rooms/{room}").json()["rated"] is came
    assert is_rated(client, room) is came


def test_a_seat_that_never_came_and_ran_out_of_time_unrates_the_room(client: Any) -> None:
    store = store_of(client)
    room, tokens = rated_room(
        client, (add_account(store, "Ann"), add_account(store, "Bob")), clock_seconds=30
    )
    first_move(client, room, tokens[0])
    client.app.state.hub.settings.clock.advance(31)  # Bob's move clock runs out: the computer plays
    deadline = time.time() + 20
    while client.get(f"/api/rooms/{room}").json()["seats"][1]["status"] != "ai":
        assert time.time() < deadline, "the clock never handed the seat over"
        time.sleep(0.02)
    assert client.get(f"/api/rooms/{room}").json()["rated"] is False and not is_rated(client, room)


# ----------------------------------------------------------------- the farming script's pattern
def test_farming_with_throwaway_accounts_lifts_no_rating(client: Any) -> None:
    """One account claims 15 quick rated wins over fresh throwaway accounts (each connects and
    leaves): before, it reached 2003 and rank 1; now a win over a provisional account raises
    nothing: the farmer stays at the start (1000), provisional, below an established player."""
    store = store_of(client)
    seed_ratings(store, "fuenf_gewinnt", {"Steady": (25.0, 2.0, 30)})  # shows 1760
    farmer = add_account(store, "Farmer")
    for n in range(15):
        _room, claim = claimed_game(client, farmer, add_account(store, f"Throwaway{n}"))
        assert claim.status_code == 200, claim.text
    found = rating_of(store, farmer, "fuenf_gewinnt")
    assert found.games == 15
    assert rating.display(found.mu, found.sigma) <= rating.DISPLAY_BASE
    board = client.get("/api/leaderboard/fuenf_gewinnt").json()["players"]
    assert board[0]["name"] == "Steady"
    mine = next(p for p in board if p["name"] == "Farmer")
    assert mine["rating"] <= 1000 and mine["provisional"] is True


def test_the_same_two_accounts_count_a_few_rated_results_a_day(client: Any) -> None:
    """Two established accounts playing each other again and again: the first
    `rated.PAIR_RESULTS_PER_DAY` results within a day count, the later ones are not rated (their
    rooms say so); a day later they count again."""
    store = store_of(client)
    seed_ratings(store, "cambio", {"Ann": (25.0, 4.0, 20), "Bob": (25.0, 4.0, 20)})
    ann, bob = "acc-ann", "acc-bob"
    now = time.time()
    counted = []
    for n in range(rated.PAIR_RESULTS_PER_DAY + 3):
        room = finished_rooms_between(store, ann, bob, n)
        counted.append(len(rated.rate_room(store, room, now=now + n)))
        assert is_rated(client, room) is bool(counted[-1])
    assert counted == [2] * rated.PAIR_RESULTS_PER_DAY + [0] * 3
    assert rating_of(store, ann, "cambio").games == 20 + rated.PAIR_RESULTS_PER_DAY
    later = finished_rooms_between(store, ann, bob, 99)
    assert len(rated.rate_room(store, later, now=now + rated.PAIR_WINDOW_SECONDS + 10)) == 2


def test_a_rated_room_between_a_pair_at_its_limit_is_unrated_before_its_first_move(client: Any) -> None:
    store = store_of(client)
    seed_ratings(store, "fuenf_gewinnt", {"Ann": (25.0, 4.0, 20), "Bob": (25.0, 4.0, 20)})
    ann, bob = "acc-ann", "acc-bob"
    for n in range(rated.PAIR_RESULTS_PER_DAY):  # the day's rated results between them so far
        assert rated.rate_room(store, finished_rooms_between(store, ann, bob, n, "fuenf_gewinnt"))
    room, tokens = rated_room(client, (ann, bob))
    first_move(client, room, tokens[0])
    assert client.get(f"/api/rooms/{room}").json()["rated"] is False


def finished_rooms_between(store: Store, ann: str, bob: str, n: int, game: str = "cambio") -> str:
    """A finished rated room of ``game`` that ``ann`` won over ``bob``."""
    row = RoomRow(f"pair{n}x{random.getrandbits(30)}", game, {"players": 2}, 1, "finished", rated=True)
    row.result = {"winners": [0], "scores": [0, 0], "reason": "", "details": {}}
    store.create_room(
        row,
        [
            SeatRow(0, "invite", "A", "joined", account_id=ann),
            SeatRow(1, "invite", "B", "joined", account_id=bob),
        ],
    )
    return row.id


def test_beating_the_random_computer_again_and_again_lifts_a_rating_only_so_far(client: Any) -> None:
    """Wins over a much weaker opponent (here the computer's `random` anchor, displayed 1080):
    40 of them took a new account to 1733 before; a win lifts a rating at most
    `rating.MAX_LEAD` (400 displayed) above the best other player at the table."""
    store = store_of(client)
    ann = add_account(store, "Ann")
    now = time.time()
    for n in range(40):
        row = RoomRow(f"rnd{n}x{random.getrandbits(30)}", "torris", {"players": 2}, 1, "finished", rated=True)
        row.result = {"winners": [0], "scores": [0, 0], "reason": "", "details": {}}
        store.create_room(
            row,
            [SeatRow(0, "local", "Ann", "joined", account_id=ann), SeatRow(1, "ai", "c", "ai", "random")],
        )
        assert rated.rate_room(store, row.id, now=now + n)
    found = rating_of(store, ann, "torris")
    shown = rating.display(found.mu, found.sigma)
    assert found.games == 40 and 1400 < shown <= 1480  # random's 1080 + 400
