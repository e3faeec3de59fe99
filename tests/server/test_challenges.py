"""Issue 35, challenges: one account challenges another by name; the challenged one accepts (one
room, both seated under their account names) or declines; the challenger cancels; challenges
expire.  And the security around it: accounts only, only the challenged account answers and
only the challenger cancels, no challenge to oneself or to nobody, options checked against the
game's declarations and the rating rules, one room however often (and however concurrently) a
challenge is accepted, per-address and per-account limits against a flood.  On SQLite and
PostgreSQL."""

from __future__ import annotations

import secrets
import threading
from collections.abc import Iterator
from typing import Any

import pytest
import sqlalchemy as sa
from fastapi.testclient import TestClient

from fives.server import challenges as ch
from fives.server.room import RoomError, token_hash
from fives.server.tables import accounts, rooms

from .conftest import serve
from .test_accounts import cheap, sign_up


@pytest.fixture
def client(db_url: str) -> Iterator[TestClient]:
    with serve(db_url, test_seed=1, signups_per_hour=100) as c:
        c.app.state.passwords = cheap()  # type: ignore[attr-defined]
        yield c


class Player:
    """A browser signed in as an account (its changes carry the session's CSRF token)."""

    def __init__(self, app_client: TestClient, name: str) -> None:
        self.http = TestClient(app_client.app)
        self.name = name
        self.csrf = sign_up(self.http, name)["csrf"]

    def call(self, method: str, path: str, body: Any = None, **headers: str) -> Any:
        headers = {"X-CSRF-Token": self.csrf, **headers}
        return self.http.request(method, path, json=body, headers=headers)

    def challenge(self, to: str, status: int = 201, **body: Any) -> dict[str, Any]:
        answer = self.call("POST", "/api/challenges", {"to": to, "game": "make5"} | body)
        assert answer.status_code == status, answer.text
        return dict(answer.json())


def _hub(client: TestClient) -> Any:
    return client.app.state.hub  # type: ignore[attr-defined]


def _engine(client: TestClient) -> sa.Engine:
    found: sa.Engine = _hub(client).store.engine
    return found


def _error(answer: Any, status: int, code: str) -> dict[str, Any]:
    assert answer.status_code == status, answer.text
    body = dict(answer.json())
    assert body["error"] == code, body
    return body


def _join(player: Player, room: str, ticket: str) -> int:
    answer = player.call("POST", f"/api/rooms/{room}/join", {"name": None}, **{"X-Seat-Token": ticket})
    assert answer.status_code == 200, answer.text
    return int(answer.json()["seat"])


def _accounts(client: TestClient, names: list[str]) -> list[str]:
    """Accounts made straight in the database (no sign-in needed): their ids."""
    ids = [secrets.token_hex(8) for _ in names]
    with _engine(client).begin() as conn:
        for account_id, name in zip(ids, names, strict=True):
            conn.execute(
                accounts.insert().values(id=account_id, name=name, name_key=name.casefold(), created_at=0.0)
            )
    return ids


def test_a_challenge_accepted_seats_both_players_under_their_names(client: TestClient) -> None:
    ann, bob = Player(client, "Ann"), Player(client, "Bob")
    sent = ann.challenge("bob", options={"players": 2}, clock_seconds=45, game_clock_seconds=600, rated=True)
    challenge, ticket = sent["challenge"], sent["ticket"]
    assert challenge["status"] == "pending" and challenge["to"] == "Bob" and challenge["mine"]
    assert 0 < challenge["left"] <= ch.LIVE_SECONDS
    incoming = bob.call("GET", "/api/challenges").json()["incoming"]
    assert [(c["id"], c["from"], c["mine"], c["rated"]) for c in incoming] == [
        (challenge["id"], "Ann", False, True)
    ]
    assert ann.call("GET", "/api/challenges").json()["incoming"] == []
    accepted = bob.call("POST", f"/api/challenges/{challenge['id']}/accept").json()
    room, bob_seat = accepted["room"], accepted["seat"]
    assert _join(bob, room, accepted["ticket"]) == bob_seat
    # the challenger's page asks about its challenge and moves in with its own ticket
    seen = ann.call("GET", f"/api/challenges/{challenge['id']}").json()
    assert seen["status"] == "accepted" and seen["room"] == room and seen["seat"] == 1 - bob_seat
    assert _join(ann, room, ticket) == 1 - bob_seat
    info = ann.call("GET", f"/api/rooms/{room}").json()
    names = [s["name"] for s in info["seats"]]
    assert names[bob_seat] == "Bob" and names[1 - bob_seat] == "Ann"
    assert info["status"] == "playing" and info["rated"] is True and info["visibility"] == "private"
    assert info["clock_seconds"] == 45 and info["game_clock_seconds"] == 600
    with _engine(client).connect() as conn:
        held = conn.execute(sa.text("SELECT seat, account_id FROM seats WHERE room_id = :r"), {"r": room})
        owners = {row.seat: row.account_id for row in held}
    me = {p.name: p.call("GET", "/api/me").json()["account"]["id"] for p in (ann, bob)}
    assert owners == {bob_seat: me["Bob"], 1 - bob_seat: me["Ann"]}
    # the ticket opened its seat once: nobody else enters with it
    _error(
        Player(client, "Eve").call("POST", f"/api/rooms/{room}/join", {}, **{"X-Seat-Token": ticket}),
        403,
        "invite_used",
    )


def test_a_turn_based_game_of_three_with_the_computer_and_game_options(client: TestClient) -> None:
    ann, bob = Player(client, "Ann"), Player(client, "Bob")
    sent = ann.challenge(
        "Bob", game="cambio", options={"players": 3}, pace="turn_based", clock_seconds=86400, level="easy"
    )
    assert sent["challenge"]["expires_at"] - sent["challenge"]["created_at"] == ch.TURN_SECONDS
    accepted = bob.call("POST", f"/api/challenges/{sent['challenge']['id']}/accept").json()
    info = bob.call("GET", f"/api/rooms/{accepted['room']}").json()
    assert info["pace"] == "turn_based" and info["clock_seconds"] == 86400
    kinds = sorted(s["kind"] for s in info["seats"])
    assert kinds == ["ai", "invite", "invite"]
    assert [s["name"] for s in info["seats"] if s["kind"] == "ai"] == ["computer (easy)"]


def test_declined_cancelled_and_expired_challenges_cannot_be_accepted(client: TestClient) -> None:
    ann, bob = Player(client, "Ann"), Player(client, "Bob")
    first = ann.challenge("Bob")["challenge"]["id"]
    assert bob.call("POST", f"/api/challenges/{first}/decline").json()["status"] == "declined"
    _error(bob.call("POST", f"/api/challenges/{first}/accept"), 409, "challenge_closed")
    outgoing = ann.call("GET", "/api/challenges").json()["outgoing"]
    assert [(c["id"], c["status"]) for c in outgoing] == [(first, "declined")]
    second = ann.challenge("Bob")["challenge"]["id"]
    assert ann.call("DELETE", f"/api/challenges/{second}").json()["status"] == "cancelled"
    body = _error(bob.call("POST", f"/api/challenges/{second}/accept"), 409, "challenge_closed")
    assert body["key"] == "challenge-is-cancelled"
    third = ann.challenge("Bob")["challenge"]["id"]
    _hub(client).settings.clock.advance(ch.LIVE_SECONDS + 1)
    assert ann.call("GET", f"/api/challenges/{third}").json()["status"] == "expired"
    assert bob.call("GET", "/api/challenges").json()["incoming"] == []
    body = _error(bob.call("POST", f"/api/challenges/{third}/accept"), 409, "challenge_closed")
    assert body["key"] == "challenge-is-expired"
    with _engine(client).connect() as conn:
        assert conn.execute(sa.select(sa.func.count()).select_from(rooms)).scalar_one() == 0


def test_only_the_challenged_answers_and_only_the_challenger_cancels(client: TestClient) -> None:
    ann, bob, eve = Player(client, "Ann"), Player(client, "Bob"), Player(client, "Eve")
    cid = ann.challenge("Bob")["challenge"]["id"]
    _error(ann.call("POST", f"/api/challenges/{cid}/accept"), 403, "not_your_challenge")
    _error(ann.call("POST", f"/api/challenges/{cid}/decline"), 403, "not_your_challenge")
    _error(bob.call("DELETE", f"/api/challenges/{cid}"), 403, "not_your_challenge")
    for method, path in (
        ("GET", f"/api/challenges/{cid}"),
        ("POST", f"/api/challenges/{cid}/accept"),
        ("POST", f"/api/challenges/{cid}/decline"),
        ("DELETE", f"/api/challenges/{cid}"),
    ):
        _error(eve.call(method, path), 404, "no_challenge")  # a stranger learns nothing
    # a guest (no session) and a signed-in page without its CSRF token are refused
    guest = TestClient(client.app)
    _error(guest.post("/api/challenges", json={"to": "Bob", "game": "make5"}), 401, "not_signed_in")
    _error(guest.post(f"/api/challenges/{cid}/accept"), 401, "not_signed_in")
    _error(guest.get("/api/challenges"), 401, "not_signed_in")
    _error(bob.http.post(f"/api/challenges/{cid}/accept"), 403, "bad_csrf")
    assert bob.call("GET", f"/api/challenges/{cid}").json()["status"] == "pending"


def test_no_challenge_to_oneself_nobody_or_with_bad_options(client: TestClient) -> None:
    ann = Player(client, "Ann")
    Player(client, "Bob")
    _error(ann.call("POST", "/api/challenges", {"to": "ANN", "game": "make5"}), 400, "bad_challenge")
    _error(ann.call("POST", "/api/challenges", {"to": "Nobody", "game": "make5"}), 404, "unknown_player")
    _error(ann.call("POST", "/api/challenges", {"to": "Bob", "game": "chess"}), 404, "unknown_game")
    body = _error(
        ann.call("POST", "/api/challenges", {"to": "Bob", "game": "make5", "options": {"colour": "red"}}),
        400,
        "bad_options",
    )
    assert "colour" in body["detail"]
    _error(
        ann.call("POST", "/api/challenges", {"to": "Bob", "game": "make5", "options": {"players": 7}}),
        400,
        "bad_options",
    )
    _error(
        ann.call("POST", "/api/challenges", {"to": "Bob", "game": "abraeumen", "options": {"players": 1}}),
        400,
        "bad_seats",
    )
    for extra, code in (
        ({"pace": "turn_based", "clock_seconds": 5 * 86400}, "bad_clock"),
        ({"clock_seconds": 0.5}, "bad_clock"),
        ({"pace": "turn_based", "claim_win_seconds": 600}, "bad_absence"),
        ({"options": {"players": 2}, "level": "grandmaster"}, None),  # two players: no computer
        ({"rated": True, "claim_win_seconds": 10}, "bad_rated"),  # the rating rules' standard
        ({"rated": True, "away_grace_seconds": 5}, "bad_rated"),
    ):
        answer = ann.call("POST", "/api/challenges", {"to": "Bob", "game": "make5", **extra})
        if code is None:
            assert answer.status_code == 201, answer.text
            ann.call("DELETE", f"/api/challenges/{answer.json()['challenge']['id']}")
        else:
            _error(answer, 400, code)
    _error(
        ann.call(
            "POST",
            "/api/challenges",
            {"to": "Bob", "game": "cambio", "options": {"players": 3}, "level": "grandmaster"},
        ),
        400,
        "bad_level",
    )
    # the schema: an option's value is a string, a number or a yes/no; the name is bounded
    assert (
        ann.call("POST", "/api/challenges", {"to": "Bob", "game": "make5", "options": {"x": [1]}}).status_code
        == 422
    )
    assert ann.call("POST", "/api/challenges", {"to": "B" * 201, "game": "make5"}).status_code == 422


def test_blocking_and_turning_challenges_off(client: TestClient) -> None:
    ann, bob = Player(client, "Ann"), Player(client, "Bob")
    waiting = ann.challenge("Bob")["challenge"]["id"]
    settings = bob.call("POST", "/api/challenge-blocks", {"name": "ann"}).json()
    assert settings == {"accepting": True, "blocked": ["Ann"]}
    assert ann.call("GET", f"/api/challenges/{waiting}").json()["status"] == "declined"
    body = _error(
        ann.call("POST", "/api/challenges", {"to": "Bob", "game": "make5"}), 403, "challenge_refused"
    )
    assert body["detail"] == "Bob does not take challenges now"
    assert bob.call("DELETE", "/api/challenge-blocks/Ann").json()["blocked"] == []
    ann.challenge("Bob")
    assert bob.call("PUT", "/api/challenge-settings", {"accepting": False}).json()["accepting"] is False
    assert bob.call("GET", "/api/challenges").json()["accepting"] is False
    cleo = Player(client, "Cleo")
    _error(cleo.call("POST", "/api/challenges", {"to": "Bob", "game": "make5"}), 403, "challenge_refused")
    bob.call("PUT", "/api/challenge-settings", {"accepting": True})
    cleo.challenge("Bob")


def test_accepting_twice_or_at_once_makes_one_room(client: TestClient) -> None:
    ann, bob = Player(client, "Ann"), Player(client, "Bob")
    cid = ann.challenge("Bob")["challenge"]["id"]
    room = bob.call("POST", f"/api/challenges/{cid}/accept").json()["room"]
    body = _error(bob.call("POST", f"/api/challenges/{cid}/accept"), 409, "challenge_closed")
    assert body["key"] == "challenge-is-accepted"
    # cancelling an accepted challenge changes nothing: the answer says where the game is
    assert ann.call("DELETE", f"/api/challenges/{cid}").json()["room"] == room
    # two accepts at the same moment (two tabs, two server processes): one room
    store, now = _hub(client).store, _hub(client).settings.clock.time()
    bob_id = bob.call("GET", "/api/me").json()["account"]["id"]
    again = ann.challenge("Bob")["challenge"]["id"]
    start = threading.Barrier(2)
    results: list[Any] = []

    def accept(seed: int) -> None:
        start.wait()
        try:
            results.append(ch.accept(store, again, bob_id, seed, now))
        except RoomError as exc:
            results.append(exc.code)

    threads = [threading.Thread(target=accept, args=(seed,)) for seed in (1, 2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    made = [r for r in results if isinstance(r, ch.Accepted)]
    assert len(made) == 1 and results.count("challenge_closed") == 1, results
    with _engine(client).connect() as conn:
        assert conn.execute(sa.select(sa.func.count()).select_from(rooms)).scalar_one() == 2
        assert ann.call("GET", f"/api/challenges/{again}").json()["room"] == made[0].room_id


def test_a_flood_from_one_address_is_cut_at_the_address_limit(client: TestClient) -> None:
    """A script sends 1,000 challenges to 1,000 players: the address's minute allows
    `rooms_per_minute` of them, the challenger's account `MAX_OUT` open ones; nothing else is
    stored."""
    ann = Player(client, "Ann")
    names = [f"target{n}" for n in range(1000)]
    _accounts(client, names)
    answers = [ann.call("POST", "/api/challenges", {"to": name, "game": "make5"}) for name in names]
    codes = [a.status_code for a in answers]
    assert codes.count(201) == ch.MAX_OUT and codes.count(429) == 1000 - ch.MAX_OUT
    errors = {a.json()["error"] for a in answers if a.status_code == 429}
    assert errors == {"too_many_challenges"}
    refusals = [a.json()["key"] for a in answers if a.status_code == 429]
    per_minute = _hub(client).settings.rooms_per_minute
    assert refusals.count("challenge-too-many-out") == per_minute - ch.MAX_OUT
    assert refusals.count("challenge-rate") == 1000 - per_minute
    with _engine(client).connect() as conn:
        stored = conn.execute(sa.select(sa.func.count()).select_from(ch.challenges)).scalar_one()
    assert stored == ch.MAX_OUT


def test_per_account_bounds_open_sent_an_hour_and_per_target(db_url: str) -> None:
    with serve(db_url, test_seed=1, signups_per_hour=100, rooms_per_minute=10_000) as client:
        client.app.state.passwords = cheap()  # type: ignore[attr-defined]
        ann = Player(client, "Ann")
        names = [f"t{n}" for n in range(40)]
        _accounts(client, names)
        sent = [ann.call("POST", "/api/challenges", {"to": name, "game": "make5"}) for name in names[:15]]
        assert [a.status_code for a in sent] == [201] * ch.MAX_OUT + [429] * 5
        assert sent[-1].json()["key"] == "challenge-too-many-out"
        # one open challenge per pair
        again = ann.call("POST", "/api/challenges", {"to": names[0], "game": "make5"})
        assert again.json()["error"] == "challenge_pending"
        # cancelling frees a place, but at most PER_HOUR are sent in an hour
        count = ch.MAX_OUT
        for answer in sent[: ch.MAX_OUT]:
            ann.call("DELETE", f"/api/challenges/{answer.json()['challenge']['id']}")
        for name in names[ch.MAX_OUT :]:
            answer = ann.call("POST", "/api/challenges", {"to": name, "game": "make5"})
            if answer.status_code != 201:
                break
            count += 1
            ann.call("DELETE", f"/api/challenges/{answer.json()['challenge']['id']}")
        assert count == ch.PER_HOUR and answer.json()["key"] == "challenge-too-many-hour"
        # the challenged side: at most MAX_IN open challenges wait for one player
        store, now = client.app.state.hub.store, 0.0  # type: ignore[attr-defined]
        target = "Popular"
        _accounts(client, [target])
        challengers = _accounts(client, [f"fan{n}" for n in range(ch.MAX_IN + 2)])
        chosen = ch.plan("make5", {})
        outcomes = []
        for fan in challengers:
            try:
                ch.create(store, fan, target, chosen, token_hash(secrets.token_hex(8)), now)
                outcomes.append("sent")
            except RoomError as exc:
                outcomes.append(str(exc.message.key))  # type: ignore[union-attr]
        assert outcomes == ["sent"] * ch.MAX_IN + ["challenge-too-many-in"] * 2


def test_the_migration_goes_up_and_down(db_url: str) -> None:
    """0012_challenges adds the three tables to a database of the revision before and takes them
    away again."""
    from alembic import command

    from .conftest import database_at, migrations_config

    with database_at(db_url, "0011_chat") as (store, _conn):
        pass
    try:
        store.migrate()
        with store.engine.connect() as conn:
            names = set(sa.inspect(conn).get_table_names())
        assert {"challenges", "challenge_prefs", "challenge_blocks"} <= names
        cfg = migrations_config()
        with store.engine.begin() as conn:
            cfg.attributes["connection"] = conn
            command.downgrade(cfg, "0011_chat")
        with store.engine.connect() as conn:
            names = set(sa.inspect(conn).get_table_names())
        assert not {"challenges", "challenge_prefs", "challenge_blocks"} & names
    finally:
        store.dispose()
