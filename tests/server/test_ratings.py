"""Rated games (issue 28): the rating math, the one update of a finished rated room, abandoning,
no undo or hints, anonymous seats, the leaderboard and the public profile with its privacy; on
SQLite and PostgreSQL."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Sequence
from typing import Any
from urllib.parse import quote

import pytest
import sqlalchemy as sa
from hypothesis import given
from hypothesis import strategies as st

from fives.server import rated, rating
from fives.server.rating import Skill
from fives.server.store import RoomRow, SeatRow, Store
from fives.server.tables import accounts, rating_events, ratings, rooms, seats

from .conftest import connect, create, hub_room, serve
from .test_api import headers, me, move, play_out


# ----------------------------------------------------------------- helpers
def store_of(client: Any) -> Store:
    found: Store = client.app.state.hub.store
    return found


def add_account(store: Store, name: str) -> str:
    account = f"acc-{name.lower()}"
    with store.engine.begin() as conn:
        conn.execute(
            accounts.insert().values(id=account, name=name, name_key=name.casefold(), created_at=time.time())
        )
    return account


def sit(store: Store, room: str, seat: int, account: str | None) -> None:
    """What the sign-in code does when a signed-in browser takes a seat."""
    with store.engine.begin() as conn:
        conn.execute(
            seats.update().where(seats.c.room_id == room, seats.c.seat == seat).values(account_id=account)
        )


def rating_of(store: Store, account: str, game: str) -> Any:
    with store.engine.connect() as conn:
        return conn.execute(
            sa.select(ratings).where(ratings.c.account_id == account, ratings.c.game == game)
        ).first()


def establish(store: Store, ids: list[str], game: str, mu: float = rating.START_MU) -> None:
    """Give the accounts an established rating in ``game`` (10 games, sigma 5): a win over a
    provisional account raises nothing (`fives.server.rated`, issue 33)."""
    with store.engine.begin() as conn:
        for account in ids:
            conn.execute(
                ratings.insert().values(
                    account_id=account, game=game, mu=mu, sigma=5.0, games=10, updated_at=1.0
                )
            )


def rating_soon(store: Store, account: str, game: str, games: int = 1) -> Any:
    """The account's rating once the game that the computer's move ended is rated (the room says
    `finished` a moment before: the rating follows the stored result, before the broadcast)."""
    deadline = time.time() + 20
    while (
        (found := rating_of(store, account, game)) is None or found.games < games
    ) and time.time() < deadline:
        time.sleep(0.02)
    return found


def rated_room(
    client: Any, ids: Sequence[str], game: str = "fuenf_gewinnt", **extra: Any
) -> tuple[str, dict[int, str]]:
    """A rated room between two existing accounts: the creator's seat and an invited one, each
    with its account (set as the sign-in code sets it), the guest joined over HTTP (not
    connected): the game runs."""
    store = store_of(client)
    data = create(client, game, [{"kind": "local"}, {"kind": "invite"}], rated=True, **extra)
    room, tokens = data["room"]["id"], data["token"]
    assert data["room"]["rated"] is True
    for seat, account in enumerate(ids):
        sit(store, room, seat, account)
        hub_room(client, room).seats[seat].account_id = account  # as the sign-in code's set_seat
    joined = client.post(f"/api/rooms/{room}/join", json={}, headers=headers(tokens[1]))
    assert joined.status_code == 200, joined.text
    tokens[1] = joined.json()["token"]
    return room, tokens


def rated_pair(
    client: Any, game: str = "fuenf_gewinnt", names: tuple[str, str] = ("Ann", "Bob"), **extra: Any
) -> tuple[str, dict[int, str], list[str]]:
    """A rated room between two new accounts (`rated_room`), and their ids."""
    ids = [add_account(store_of(client), name) for name in names]
    room, tokens = rated_room(client, ids, game, **extra)
    return room, tokens, ids


# ----------------------------------------------------------------- the math
def test_a_two_player_win_raises_the_winner_and_lowers_the_loser() -> None:
    start = Skill(rating.START_MU, rating.START_SIGMA)
    [[winner], [loser]] = rating.rate([[start], [start]], [1, 2])
    assert winner.mu > start.mu > loser.mu
    assert rating.display(winner.mu, winner.sigma) > rating.display(start.mu, start.sigma)


def test_partners_of_a_four_player_all_fives_game_move_together() -> None:
    sides = rated._sides("all_fives", {"players": 4}, 4)
    assert sides == [[0, 2], [1, 3]]
    ranks = rating.side_ranks(rating.seat_returns([0, 2], 4), sides)
    assert ranks == [1, 2]
    ann, bob, cid, dan = Skill(25, 8), Skill(30, 5), Skill(25, 8), Skill(20, 6)
    [[a, c], [b, d]] = rating.rate([[ann, cid], [bob, dan]], ranks)
    assert a.mu - ann.mu == pytest.approx(c.mu - cid.mu) and a.mu > ann.mu
    assert b.mu < bob.mu and d.mu < dan.mu


def test_a_draw_is_a_tie_and_leaves_equal_players_where_they_were() -> None:
    assert rating.side_ranks(rating.seat_returns([0, 1], 2), [[0], [1]]) == [1, 1]
    start = Skill(25, 8)
    [[a], [b]] = rating.rate([[start], [start]], [1, 1])
    assert a.mu == pytest.approx(25) and b.mu == pytest.approx(25)
    assert a.sigma < start.sigma  # a game was still played: less uncertain


def test_an_abandoned_seat_ranks_last_whatever_the_computer_made_of_it() -> None:
    assert rating.side_ranks(rating.seat_returns([1], 2), [[0], [1]], frozenset({1})) == [1, 2]
    rows = [SeatRow(0, "invite", "A", "joined"), SeatRow(1, "invite", "B", "ai")]
    assert rated.abandoned_seats({"winners": [1]}, rows) == frozenset({1})
    assert rated.outcome_ranks({"winners": [1]}, rows, [[0], [1]]) == [1, 2]


def test_anchors_are_fixed_per_level_and_ordered() -> None:
    levels = ["random", "easy", "medium", "hard", "max"]
    mus = [rating.anchor("cambio", level).mu for level in levels]
    assert mus == sorted(mus) and len(set(mus)) == len(mus)
    assert rating.anchor("cambio", "hard") == rating.anchor("cambio", "hard")


@given(
    st.lists(st.sampled_from([-1.0, -0.5, 0.0, 0.5, 1.0]), min_size=2, max_size=6),
    st.frozensets(st.integers(0, 5)),
)
def test_ranks_follow_returns_and_ties_are_ties(returns: list[float], gone: frozenset[int]) -> None:
    sides = [[p] for p in range(len(returns))]
    ranks = rating.side_ranks(returns, sides, gone)
    value = [-99.0 if p in gone else r for p, r in enumerate(returns)]
    assert min(ranks) == 1
    for a in range(len(returns)):
        for b in range(len(returns)):
            if value[a] == value[b]:
                assert ranks[a] == ranks[b]
            elif value[a] > value[b]:
                assert ranks[a] < ranks[b]


@given(st.floats(10, 40), st.floats(1, 8.5), st.floats(10, 40), st.floats(1, 8.5))
def test_the_winner_of_two_never_loses_and_the_loser_never_gains(
    m1: float, s1: float, m2: float, s2: float
) -> None:
    [[a], [b]] = rating.rate([[Skill(m1, s1)], [Skill(m2, s2)]], [1, 2])
    assert a.mu >= m1 and b.mu <= m2


# ----------------------------------------------------------------- creating
def test_a_rated_room_is_online_for_two_or_more(client: Any) -> None:
    two_here = client.post(
        "/api/rooms", json={"game": "cambio", "seats": [{"kind": "local"}] * 2, "rated": True}
    )
    assert two_here.status_code == 400 and two_here.json()["error"] == "bad_rated"
    assert two_here.json()["key"] == "ratings-rated-one-screen" and "i18n" in two_here.json()
    alone = client.post("/api/rooms", json={"game": "abraeumen", "seats": [{"kind": "local"}], "rated": True})
    assert alone.status_code == 400 and alone.json()["key"] == "ratings-rated-alone"
    computers = client.post(
        "/api/rooms",
        json={"game": "cambio", "seats": [{"kind": "ai", "level": "easy"}] * 2, "rated": True},
    )
    assert computers.status_code == 400
    plain = create(client, "cambio", [{"kind": "local"}] * 2)
    assert plain["room"]["rated"] is False


def test_an_anonymous_seat_makes_the_room_unrated_before_its_first_move(client: Any) -> None:
    store = store_of(client)
    data = create(
        client, "fuenf_gewinnt", [{"kind": "local"}, {"kind": "invite"}], rated=True, options={"first": "1"}
    )
    room, tokens = data["room"]["id"], data["token"]
    sit(store, room, 0, add_account(store, "Ann"))  # the guest joins without an account
    tokens[1] = client.post(f"/api/rooms/{room}/join", json={}, headers=headers(tokens[1])).json()["token"]
    assert client.get(f"/api/rooms/{room}").json()["rated"] is True
    view = me(client, room, tokens[0])["view"]
    assert move(client, room, tokens[0], view["move_number"], view["legal"][0]).status_code == 200
    assert client.get(f"/api/rooms/{room}").json()["rated"] is False
    with store.engine.connect() as conn:
        assert conn.execute(sa.select(rooms.c.rated).where(rooms.c.id == room)).scalar() is False


def test_one_account_in_two_seats_is_not_rated(client: Any) -> None:
    store = store_of(client)
    data = create(
        client, "fuenf_gewinnt", [{"kind": "local"}, {"kind": "invite"}], rated=True, options={"first": "1"}
    )
    room, tokens = data["room"]["id"], data["token"]
    ann = add_account(store, "Ann")
    sit(store, room, 0, ann)
    sit(store, room, 1, ann)  # farming one's own rating with a second browser
    tokens[1] = client.post(f"/api/rooms/{room}/join", json={}, headers=headers(tokens[1])).json()["token"]
    view = me(client, room, tokens[0])["view"]
    move(client, room, tokens[0], view["move_number"], view["legal"][0])
    assert client.get(f"/api/rooms/{room}").json()["rated"] is False


# ----------------------------------------------------------------- no help in a rated game
def test_a_rated_game_against_the_computer_refuses_undo_and_hints(client: Any) -> None:
    store = store_of(client)
    data = create(
        client,
        "fuenf_gewinnt",
        [{"kind": "local"}, {"kind": "ai", "level": "easy"}],
        rated=True,
        options={"first": "1"},
    )
    room, token = data["room"]["id"], data["token"][0]
    sit(store, room, 0, add_account(store, "Ann"))
    hint = client.post(f"/api/rooms/{room}/hint", headers=headers(token))
    assert hint.status_code == 409 and hint.json()["error"] == "hint_rated"
    assert hint.json()["key"] == "ratings-no-hint-rated" and hint.json()["i18n"]["de"]
    view = me(client, room, token)["view"]
    assert move(client, room, token, view["move_number"], view["legal"][0]).status_code == 200
    for _ in range(200):  # the computer replies
        view = me(client, room, token)["view"]
        if view["legal"]:
            break
        time.sleep(0.05)
    undo = client.post(
        f"/api/rooms/{room}/undo", json={"move_number": view["move_number"]}, headers=headers(token)
    )
    assert undo.status_code == 409 and undo.json()["error"] == "no_undo"
    assert "rated" in undo.json()["detail"] and undo.json()["args"]["why"]
    with connect(client, room, [token]) as conn:
        conn.state()
        conn.send({"type": "undo", "seat": 0, "move_number": view["move_number"]})
        assert conn.kind("error")["code"] == "no_undo"
    assert client.get(f"/api/rooms/{room}").json()["rated"] is True


def test_a_rated_game_against_the_computer_rates_the_person_against_a_fixed_anchor(client: Any) -> None:
    store = store_of(client)
    data = create(
        client,
        "torris",
        [{"kind": "local"}, {"kind": "ai", "level": "random"}],
        rated=True,
        options={"first": "1"},
    )
    room, token = data["room"]["id"], data["token"][0]
    ann = add_account(store, "Ann")
    sit(store, room, 0, ann)
    play_alone(client, room, token, random.Random(2))
    after = rating_soon(store, ann, "torris")
    assert after is not None and after.games == 1
    with store.engine.connect() as conn:
        events = conn.execute(sa.select(rating_events).where(rating_events.c.room_id == room)).all()
    assert [e.account_id for e in events] == [ann]  # the computer has no rating to change
    assert rating.anchor("torris", "random") == Skill(rating.ANCHORS["random"], rating.ANCHOR_SIGMA)
    assert events[0].mu_before == rating.START_MU and events[0].mu == after.mu


# ----------------------------------------------------------------- the update, once
def test_a_finished_rated_game_rates_both_accounts_once(client: Any) -> None:
    store = store_of(client)
    room, tokens, (ann, bob) = rated_pair(client, "cambio")
    establish(store, [ann, bob], "cambio")
    play_out(client, room, tokens, random.Random(5))
    result = client.get(f"/api/rooms/{room}").json()["result"]
    a, b = rating_of(store, ann, "cambio"), rating_of(store, bob, "cambio")
    assert a.games == b.games == 11
    if len(result["winners"]) == 1:
        winner, loser = (a, b) if result["winners"] == [0] else (b, a)
        assert winner.mu > rating.START_MU > loser.mu
    assert rated.rate_room(store, room) == []  # a second update changes nothing
    assert rated.rate_pending(store) == 0
    assert rating_of(store, ann, "cambio") == a


def finished_rated_room(
    store: Store, game: str, winners: list[int], names: tuple[str, ...], visibility: str = "private"
) -> tuple[str, list[str]]:
    ids = [add_account(store, name) for name in names]
    row = RoomRow(f"r{random.getrandbits(40)}", game, {"players": len(names)}, 1, "finished", rated=True)
    row.visibility = visibility
    row.result = {"winners": winners, "scores": [0] * len(names), "reason": "", "details": {}}
    store.create_room(
        row, [SeatRow(n, "invite", name, "joined", account_id=ids[n]) for n, name in enumerate(names)]
    )
    return row.id, ids


def test_raters_in_parallel_update_a_room_once(db_url: str) -> None:
    """Two server processes (here: threads with their own connections) rating one room at once:
    one rates it, the others find it rated; the ratings count one game."""
    with serve(db_url) as client:
        store = store_of(client)
        room, (ann, bob) = finished_rated_room(store, "cambio", [0], ("Ann", "Bob"))
        outcomes: list[int] = []
        errors: list[BaseException] = []

        def rate() -> None:
            try:
                outcomes.append(len(rated.rate_room(store, room)))
            except BaseException as exc:  # pragma: no cover - reported below
                errors.append(exc)

        threads = [threading.Thread(target=rate) for _ in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert not errors and sorted(outcomes) == [0, 0, 0, 2]
        assert rating_of(store, ann, "cambio").games == 1 and rating_of(store, bob, "cambio").games == 1


def test_a_rated_room_left_unrated_by_a_crash_is_rated_at_the_next_start(db_url: str) -> None:
    with serve(db_url) as client:
        room, (ann, _bob) = finished_rated_room(store_of(client), "cambio", [0], ("Ann", "Bob"))
    with serve(db_url) as client:  # the start catches it up
        assert rating_of(store_of(client), ann, "cambio").games == 1
        assert rated.rate_room(store_of(client), room) == []


def test_one_room_that_cannot_be_rated_stops_neither_the_catch_up_nor_the_others(
    client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = store_of(client)
    broken, _ = finished_rated_room(store, "cambio", [0], ("Ann", "Bob"))
    _fine, (cid, _dan) = finished_rated_room(store, "cambio", [0], ("Cid", "Dan"))
    real = rated.rate_room

    def rate_room(store: Store, room_id: str, now: float | None = None) -> list[dict[str, Any]]:
        if room_id == broken:
            raise RuntimeError("a broken room")
        return real(store, room_id, now)

    monkeypatch.setattr(rated, "rate_room", rate_room)
    assert rated.rate_pending(store) == 1
    assert rating_of(store, cid, "cambio").games == 1


def test_a_four_player_team_game_updates_partners_equally(client: Any) -> None:
    store = store_of(client)
    room, (ann, bob, cid, dan) = finished_rated_room(store, "all_fives", [1, 3], ("Ann", "Bob", "Cid", "Dan"))
    establish(store, [ann, bob, cid, dan], "all_fives")
    assert len(rated.rate_room(store, room)) == 4
    a, b, c, d = (rating_of(store, x, "all_fives") for x in (ann, bob, cid, dan))
    assert b.mu == pytest.approx(d.mu) and a.mu == pytest.approx(c.mu)
    assert b.mu > rating.START_MU > a.mu


def test_a_profile_names_partners_and_opponents_of_an_open_team_game(client: Any) -> None:
    store = store_of(client)
    room, _ids = finished_rated_room(store, "all_fives", [1, 3], ("Ann", "Bob", "Cid", "Dan"), "open")
    rated.rate_room(store, room)
    [game] = client.get("/api/players/Bob").json()["games"]
    assert game["result"] == "win" and game["room"] == room
    others = {p["account"]: p["partner"] for p in game["players"]}
    assert others == {"Ann": False, "Cid": False, "Dan": True}
    assert client.get("/api/players/Cid").json()["games"][0]["result"] == "loss"


def test_a_rematch_of_a_rated_game_is_rated_with_the_same_accounts(client: Any) -> None:
    store = store_of(client)
    room, tokens, (ann, bob) = rated_pair(client, "cambio")
    play_out(client, room, tokens, random.Random(5))
    offer = client.post(f"/api/rooms/{room}/rematch", headers=headers(tokens[0]))
    assert offer.status_code == 200, offer.text
    new = offer.json()["room"]
    assert new["rated"] is True
    with store.engine.connect() as conn:
        held = conn.execute(
            sa.select(seats.c.account_id).where(seats.c.room_id == new["id"]).order_by(seats.c.seat)
        ).scalars()
        assert sorted(held) == sorted([ann, bob])


def test_a_rated_room_claimed_before_any_move_by_an_anonymous_player_is_not_rated(client: Any) -> None:
    store = store_of(client)
    room, (ann, _bob) = finished_rated_room(store, "cambio", [0], ("Ann", "Bob"))
    sit(store, room, 1, None)  # nobody checked the seats: no move was made
    assert rated.rate_room(store, room) == []
    assert rating_of(store, ann, "cambio") is None
    with store.engine.connect() as conn:
        assert conn.execute(sa.select(rooms.c.rated).where(rooms.c.id == room)).scalar() is False
    assert rated.rate_pending(store) == 0


# ----------------------------------------------------------------- abandoning
def test_leaving_a_lost_position_costs_rating_after_the_claim(db_url: str) -> None:
    with serve(db_url, test_seed=1) as client:
        store = store_of(client)
        room, tokens, (ann, bob) = rated_pair(client, options={"first": "1"})
        establish(store, [ann, bob], "fuenf_gewinnt")
        with connect(client, room, [tokens[0]]) as a:
            state = a.state()
            with connect(client, room, [tokens[1]]) as b:  # Bob comes, and leaves for good
                b.state()
            action = state["views"][0]["view"]["legal"][0]
            a.send({"type": "move", "move_number": state["move_number"], "action": action})
            a.kind("ack")
            a.until(lambda m: m["type"] == "presence" and m["connected"] == [0])
            client.app.state.hub.settings.clock.advance(301)  # the standard claim window
            claimed = client.post(f"/api/rooms/{room}/claim", headers=headers(tokens[0]))
            assert claimed.status_code == 200, claimed.text
        winner, loser = rating_of(store, ann, "fuenf_gewinnt"), rating_of(store, bob, "fuenf_gewinnt")
        assert loser is not None and loser.games == 11 and loser.mu < rating.START_MU < winner.mu


def test_a_seat_handed_to_the_computer_loses_whatever_the_computer_makes_of_it(client: Any) -> None:
    store = store_of(client)
    room, tokens, (ann, bob) = rated_pair(client, "cambio")
    establish(store, [ann, bob], "cambio")
    gone = client.post(
        f"/api/rooms/{room}/leave", json={"takeover_level": "random"}, headers=headers(tokens[1])
    )
    assert gone.status_code == 200
    play_alone(client, room, tokens[0], random.Random(1))
    assert (
        rating_soon(store, bob, "cambio", 11).mu < rating.START_MU < rating_soon(store, ann, "cambio", 11).mu
    )


def play_alone(client: Any, room: str, token: str, rng: random.Random) -> None:
    """Play one seat to the end against the computer (which moves in its own time)."""
    deadline = time.time() + 120
    while time.time() < deadline:
        if client.get(f"/api/rooms/{room}").json()["status"] != "playing":
            return
        view = me(client, room, token)["view"]
        if view["legal"]:
            move(client, room, token, view["move_number"], rng.choice(view["legal"]))
        else:
            time.sleep(0.02)
    raise AssertionError("the game did not end")


# ----------------------------------------------------------------- leaderboard and profile
def seed_ratings(store: Store, game: str, table: dict[str, tuple[float, float, int]]) -> None:
    ids = {name: add_account(store, name) for name in table}
    with store.engine.begin() as conn:
        for name, (mu, sigma, games) in table.items():
            account = ids[name]
            conn.execute(
                ratings.insert().values(
                    account_id=account, game=game, mu=mu, sigma=sigma, games=games, updated_at=1.0
                )
            )


def test_the_leaderboard_orders_by_the_conservative_rating(client: Any) -> None:
    store = store_of(client)
    seed_ratings(
        store,
        "cambio",
        {"Sure": (30.0, 2.0, 40), "Lucky": (38.0, 7.5, 2), "Mid": (26.0, 3.0, 12), "Low": (20.0, 2.0, 30)},
    )
    seed_ratings(store, "make5", {"Other": (50.0, 1.0, 9)})
    board = client.get("/api/leaderboard/cambio").json()
    names = [p["name"] for p in board["players"]]
    assert names == ["Sure", "Mid", "Lucky", "Low"]  # mu - 3 sigma: 24, 17, 15.5, 14
    assert [p["rank"] for p in board["players"]] == [1, 2, 3, 4]
    lucky = board["players"][2]
    assert lucky["provisional"] is True and lucky["games"] == 2
    assert (
        board["players"][0]["rating"] == rating.display(30.0, 2.0) and not board["players"][0]["provisional"]
    )
    assert [p["name"] for p in client.get("/api/leaderboard/cambio?limit=1").json()["players"]] == ["Sure"]
    assert client.get("/api/leaderboard/chess").status_code == 404


def test_the_profile_shows_ratings_games_and_history(client: Any) -> None:
    room, tokens, _ids = rated_pair(client, "cambio", visibility="open")
    play_out(client, room, tokens, random.Random(5))
    result = client.get(f"/api/rooms/{room}").json()["result"]
    profile = client.get("/api/players/ann").json()  # names are looked up case-blind
    assert profile["name"] == "Ann"
    [entry] = profile["ratings"]
    assert entry["game"] == "cambio" and entry["games"] == 1 and entry["provisional"] is True
    [game] = profile["games"]
    assert game["room"] == room and game["rated"] is True and game["private"] is False
    expected = "win" if result["winners"] == [0] else "draw" if len(result["winners"]) == 2 else "loss"
    assert game["result"] == expected
    assert [(p["name"], p["account"]) for p in game["players"]] == [("P2", "Bob")]
    assert game["rating_after"] == entry["rating"]
    points = profile["history"]["cambio"]
    assert [p["rating"] for p in points] == [game["rating_before"], game["rating_after"]]
    assert points[1]["room"] == room
    missing = client.get("/api/players/nobody")
    assert missing.status_code == 404 and missing.json()["error"] == "unknown_player"


def test_any_name_asked_for_is_a_profile_or_a_404_never_a_server_error(client: Any) -> None:
    add_account(store_of(client), "Ann")
    odd = ["a\x00b", "%00", "A" * 500, "ÄNN", "\u202eAnn", "../../etc", "Ann\n", "Ann\x7f"]
    paths = [quote(name, safe="") for name in odd] + ["%ED%A0%80", "%FF", "a%00b"]  # a surrogate, not UTF-8
    for path in paths:
        answer = client.get(f"/api/players/{path}")
        assert answer.status_code == 404, (path, answer.text)
        assert answer.json()["error"] in ("unknown_player", "not_found")  # a slash: no such route
    assert client.get("/api/players/%20Ann%20").status_code == 200  # stripped, case-blind
    assert client.get("/api/leaderboard/%00").status_code == 404
    assert client.get("/api/leaderboard/cambio?limit=0").status_code == 422


def test_a_private_table_shows_in_a_profile_without_its_room_or_players(client: Any) -> None:
    room, tokens, _ids = rated_pair(client, "cambio", names=("Ann", "Secretbob"))
    play_out(client, room, tokens, random.Random(5))
    assert client.get(f"/api/rooms/{room}").json()["visibility"] == "private"
    answer = client.get("/api/players/Ann")
    [game] = answer.json()["games"]
    assert game["private"] is True and game["room"] is None and game["players"] == []
    assert game["result"] in ("win", "loss", "draw") and game["rating_after"] is not None
    assert room not in answer.text and "Secretbob" not in answer.text
    assert all(p.get("room") is None for p in answer.json()["history"]["cambio"])


def test_the_player_sees_their_own_private_games_in_full(client: Any) -> None:
    """A private table's game in a profile: others see no room and no names (above); the account
    itself, signed in, sees the room (its replay) and the other players: it sat at that table."""
    from fives.server import rated as rated_module

    room, tokens, (ann, _bob) = rated_pair(client, "cambio", names=("Ann", "Secretbob"))
    play_out(client, room, tokens, random.Random(5))
    store = store_of(client)
    rating_soon(store, ann, "cambio")
    mine = rated_module.profile(store, "Ann", viewer=ann)
    assert mine is not None
    [game] = mine["games"]
    assert game["private"] is True and game["room"] == room
    assert game["players"]  # the others at the table, by the names they sat under
    assert [p.get("room") for p in mine["history"]["cambio"]][-1] == room
    other = rated_module.profile(store, "Ann", viewer=_bob)
    assert other is not None and other["games"][0]["room"] is None and other["games"][0]["players"] == []
    anonymous = client.get("/api/players/Ann").json()
    assert anonymous["games"][0]["room"] is None
