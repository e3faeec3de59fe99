"""Issue 28, accounts: sign-up, sign-in and sign-out, the session cookie, CSRF, failed logins
per address and per account (shared by every process through the database), answers that do not
tell whether a name exists, and the seats an account holds (claimed, created, joined).  On SQLite
and PostgreSQL."""

from __future__ import annotations

import asyncio
import hashlib
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import httpx
import pytest
import sqlalchemy as sa
from argon2 import PasswordHasher
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fives.server import accounts as acc
from fives.server.accounts import FAILURE_WINDOW, AccountStore, Passwords
from fives.server.password_rules import common_passwords
from fives.server.room import RoomError
from fives.server.tables import account_sessions, accounts, login_failures, seats

from .conftest import create, serve
from .reliability import loopback_only, thread_server  # noqa: F401

PASSWORD = "correct horse"
AI_GAME = {"game": "make5", "seats": [{"kind": "local"}, {"kind": "ai", "level": "easy"}]}


def cheap() -> Passwords:
    """argon2id with tiny parameters: the tests sign in often on two shared cores."""
    return Passwords(PasswordHasher(time_cost=1, memory_cost=8, parallelism=1))


@pytest.fixture
def client(db_url: str) -> Iterator[TestClient]:
    with serve(db_url, test_seed=1) as c:
        c.app.state.passwords = cheap()  # type: ignore[attr-defined]
        yield c


def engine(client: TestClient) -> sa.Engine:
    found: sa.Engine = client.app.state.hub.store.engine  # type: ignore[attr-defined]
    return found


def sign_up(client: TestClient, name: str, password: str = PASSWORD, **kw: Any) -> dict[str, Any]:
    response = client.post("/api/accounts", json={"name": name, "password": password}, **kw)
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()
    return data


def sign_in(client: TestClient, name: str, password: str = PASSWORD) -> httpx.Response:
    return client.post("/api/session", json={"name": name, "password": password})


def csrf(me: dict[str, Any]) -> dict[str, str]:
    return {"X-CSRF-Token": me["csrf"]}


def count(client: TestClient, table: sa.Table) -> int:
    with engine(client).connect() as conn:
        return int(conn.execute(sa.select(sa.func.count()).select_from(table)).scalar_one())


def seat_accounts(client: TestClient, room: str) -> list[str | None]:
    with engine(client).connect() as conn:
        rows = conn.execute(
            sa.select(seats.c.account_id).where(seats.c.room_id == room).order_by(seats.c.seat)
        )
        return [r.account_id for r in rows]


# --------------------------------------------------------------------- sign-up and the cookie
def test_sign_up_signs_in_with_a_safe_cookie_and_keeps_only_hashes(client: TestClient) -> None:
    assert client.get("/api/me").json() == {"account": None, "csrf": None}
    response = client.post("/api/accounts", json={"name": " Zoë ", "password": PASSWORD})
    assert response.status_code == 201, response.text
    me = response.json()
    assert me["account"]["name"] == "Zoë" and me["csrf"]
    cookie = response.headers["set-cookie"]
    parts = {p.strip().split("=")[0].lower() for p in cookie.split(";")}
    assert {"httponly", "path", "max-age", "samesite"} <= parts, cookie
    assert "samesite=strict" in cookie.lower() and "path=/" in cookie.lower()
    assert "secure" not in parts  # plain HTTP here: a Secure cookie would never come back
    session_id = client.cookies[acc.SESSION_COOKIE]
    assert len(session_id) >= 43  # 32 random bytes
    with engine(client).connect() as conn:
        row = conn.execute(sa.select(account_sessions)).one()
        stored = conn.execute(sa.select(accounts.c.password_hash)).scalar_one()
    assert row.id_hash == hashlib.sha256(session_id.encode()).hexdigest()
    assert row.csrf_hash == hashlib.sha256(me["csrf"].encode()).hexdigest()
    assert row.expires_at - row.created_at == pytest.approx(acc.SESSION_SECONDS)
    assert stored.startswith("$argon2id$") and PASSWORD not in stored
    assert client.get("/api/me").json() == me


def test_names_and_passwords_are_checked_and_a_refusal_changes_nothing(client: TestClient) -> None:
    sign_up(client, "Zoë")
    client.cookies.clear()
    for name in ("ZOË", "zoë", "Ｚｏë", "Zoe\u0308"):  # the same name, case- and form-insensitively
        refused = client.post("/api/accounts", json={"name": name, "password": PASSWORD})
        assert refused.status_code == 409 and refused.json()["error"] == "name_taken", name
        assert refused.json()["i18n"]["de"].startswith("den Namen")
    for name in ("   ", "a\u202eb", "x" * 41):
        refused = client.post("/api/accounts", json={"name": name, "password": PASSWORD})
        assert refused.status_code == 400 and refused.json()["error"] == "bad_name", name
        assert "empty" not in refused.json()["detail"]  # an account cannot take the default name
    empty = client.post("/api/accounts", json={"name": "", "password": PASSWORD})
    assert empty.status_code == 422  # the schema says so (minLength 1)
    for password in ("short", "1234567"):
        refused = client.post("/api/accounts", json={"name": "Max", "password": password})
        assert refused.status_code == 400 and refused.json()["error"] == "bad_password"
    assert client.post("/api/accounts", json={"name": "Max", "password": "x" * 201}).status_code == 422
    assert count(client, accounts) == 1 and count(client, account_sessions) == 1
    assert acc.SESSION_COOKIE not in client.cookies
    sign_up(client, "Max", "tqm4 vzk")  # eight characters not on the list will do


def test_common_passwords_and_the_name_are_refused(client: TestClient) -> None:
    """Issue 33 (NIST SP 800-63B): the most common passwords of 8+ characters (the shipped list,
    compared case-insensitively) and the account's own name (case and spaces ignored) are
    refused with their own codes and messages; nothing is stored."""
    assert len(common_passwords()) == 5000 and "password" in common_passwords()
    for password in ("12345678", "password", "PassWord1", "iloveyou", "QWERTYUIOP", "trustno1"):
        refused = client.post("/api/accounts", json={"name": "Ada Lovelace", "password": password})
        assert refused.status_code == 400, password
        body = refused.json()
        assert body["error"] == "common_password" and body["key"] == "server-common-password"
        assert "most common" in body["detail"] and "häufigsten" in body["i18n"]["de"]
    for password in ("Ada Lovelace", "adalovelace", "ADA  LOVE LACE"):
        refused = client.post("/api/accounts", json={"name": "Ada Lovelace", "password": password})
        assert refused.status_code == 400 and refused.json()["error"] == "password_is_name", password
        assert "nicht dein Name" in refused.json()["i18n"]["de"]
    assert count(client, accounts) == 0
    sign_up(client, "Ada Lovelace", "Ada Lovelace 1815")  # the name inside a longer one is fine


def test_sign_ups_from_one_address_are_limited(client: TestClient) -> None:
    """Issue 33: 44 sign-ups in a burst from one address (before: all 44 made, in 25 s): the
    first ``signups_per_hour`` are made, the rest refused 429 ``too_many_signups`` (Retry-After,
    a clear message in both languages); another address still signs up."""
    limit = client.app.state.hub.settings.signups_per_hour  # type: ignore[attr-defined]
    answers = [
        client.post("/api/accounts", json={"name": f"Bot {n}", "password": PASSWORD}) for n in range(44)
    ]
    made = [a for a in answers if a.status_code == 201]
    refused = [a for a in answers if a.status_code == 429]
    assert len(made) == limit == 10 and len(refused) == 44 - limit
    body = refused[0].json()
    assert body["error"] == "too_many_signups" and "new accounts per address an hour" in body["detail"]
    assert "neue Konten pro Adresse und Stunde" in body["i18n"]["de"]
    assert 3500 <= int(refused[-1].headers["retry-after"]) <= 3601
    assert count(client, accounts) == limit
    # another address signs up; its refused passwords did not use up its allowance
    other = at(client, OWNER)
    for _ in range(limit + 1):
        assert other.post("/api/accounts", json={"name": "Eve", "password": "password"}).status_code == 400
    assert other.post("/api/accounts", json={"name": "Eve", "password": PASSWORD}).status_code == 201


def test_secure_cookie_behind_a_tls_proxy(db_url: str) -> None:
    """Behind a proxy that terminates TLS (X-Forwarded-Proto from a trusted address) the cookie
    is Secure."""
    with thread_server(db_url) as server, httpx.Client(base_url=server.url, timeout=30) as http:
        server.app.state.passwords = cheap()
        body = {"name": "Ada", "password": PASSWORD}
        tls = http.post("/api/accounts", json=body, headers={"X-Forwarded-Proto": "https"})
        assert tls.status_code == 201, tls.text
        assert "secure" in {p.strip().lower() for p in tls.headers["set-cookie"].split(";")}
        plain = http.post("/api/session", json=body)
        assert plain.status_code == 200
        assert "secure" not in {p.strip().lower() for p in plain.headers["set-cookie"].split(";")}


# --------------------------------------------------------------------- sessions
def test_every_login_issues_a_new_session_and_ends_the_old_one(client: TestClient) -> None:
    """Session fixation: a cookie the browser had before signing in (planted, or an earlier
    session) does not survive the login; signing out ends the session on the server."""
    first = sign_up(client, "Ada")
    before = client.cookies[acc.SESSION_COOKIE]
    response = sign_in(client, "Ada")
    assert response.status_code == 200, response.text
    after = client.cookies[acc.SESSION_COOKIE]
    assert after != before and response.json()["csrf"] != first["csrf"]
    stale = TestClient(client.app, cookies={acc.SESSION_COOKIE: before})
    assert stale.get("/api/me").json()["account"] is None
    assert count(client, account_sessions) == 1
    # a planted value that is no session at all is not adopted either
    client.cookies.clear()
    client.cookies.set(acc.SESSION_COOKIE, "planted-by-someone-else", domain="testserver.local")
    response = sign_in(client, "Ada")
    assert client.cookies[acc.SESSION_COOKIE] != "planted-by-someone-else"
    me = response.json()
    # signing out deletes the session: the cookie, replayed, signs in nobody
    cookie = client.cookies[acc.SESSION_COOKIE]
    assert count(client, account_sessions) == 2  # `after` (dropped by the test's browser) and this
    assert client.delete("/api/session", headers=csrf(me)).status_code == 200
    assert count(client, account_sessions) == 1
    assert acc.SESSION_COOKIE not in client.cookies
    replay = TestClient(client.app, cookies={acc.SESSION_COOKIE: cookie})
    assert replay.get("/api/me").json()["account"] is None


# --------------------------------------------------------------------- CSRF
def test_a_change_with_the_cookie_needs_the_csrf_token_and_our_origin(client: TestClient) -> None:
    me = sign_up(client, "Ada")
    room = create(client, **AI_GAME)
    token = room["token"][0]
    for headers in (
        {},  # a cross-site form or a fetch without the header
        {"X-CSRF-Token": "0" * 64},
        {**csrf(me), "Origin": "https://evil.example"},
        {**csrf(me), "Sec-Fetch-Site": "cross-site"},
        {**csrf(me), "Sec-Fetch-Site": "same-site"},
    ):
        refused = client.post("/api/me/claim", json={"tokens": [token]}, headers=headers)
        assert refused.status_code == 403 and refused.json()["error"] == "bad_csrf", headers
        assert client.delete("/api/session", headers=headers).status_code == 403
    form = client.post(
        "/api/me/claim",
        content=b"tokens=x",
        headers={"Content-Type": "application/x-www-form-urlencoded", "Origin": "https://evil.example"},
    )
    assert form.status_code == 403
    assert seat_accounts(client, room["room"]["id"]) == [None, None]  # nothing was claimed
    assert client.get("/api/me").json()["account"] is not None  # nor was anyone signed out
    # a change the cookie does not authenticate is anonymous: the room is made, for nobody
    assert seat_accounts(client, room["room"]["id"]) == [None, None]
    ours = client.post("/api/rooms", json=AI_GAME, headers={**csrf(me), "Origin": "http://testserver"})
    assert ours.status_code == 201
    assert seat_accounts(client, ours.json()["room"]["id"]) == [me["account"]["id"], None]
    assert ours.json()["room"]["seats"][0]["name"] == "Ada"  # the account's name by default


def test_another_site_cannot_sign_a_visitor_in(client: TestClient) -> None:
    """Login CSRF: a form on another site that posts someone's credentials is refused, so a
    visitor is never signed in to an account of another's choosing."""
    sign_up(client, "Mallory")
    client.cookies.clear()
    body = {"name": "Mallory", "password": PASSWORD}
    for headers in ({"Origin": "https://evil.example"}, {"Sec-Fetch-Site": "cross-site"}):
        for path in ("/api/session", "/api/accounts"):
            refused = client.post(path, json={**body, "name": "Mallory"}, headers=headers)
            assert refused.status_code == 403 and refused.json()["error"] == "bad_csrf", (path, headers)
            assert acc.SESSION_COOKIE not in client.cookies
    ours = {"Origin": "http://testserver", "Sec-Fetch-Site": "same-origin"}
    assert client.post("/api/session", json=body, headers=ours).status_code == 200


def test_seat_tokens_work_beside_the_cookie_without_a_csrf_token(client: TestClient) -> None:
    """A move with a seat token while signed in (the cookie goes with every request, the CSRF
    token is not needed for it) is made as always."""
    sign_up(client, "Ada")
    room = create(
        client, "fuenf_gewinnt", [{"kind": "local"}, {"kind": "ai", "level": "easy"}], options={"first": "1"}
    )
    rid, token = room["room"]["id"], {"X-Seat-Token": room["token"][0]}
    view = client.get(f"/api/rooms/{rid}/me", headers=token).json()["view"]
    moved = client.post(
        f"/api/rooms/{rid}/moves",
        json={"move_number": view["move_number"], "action": view["legal"][0]},
        headers=token,
    )
    assert moved.status_code == 200, moved.text


# --------------------------------------------------------------------- failed logins
GUESSER = ("203.0.113.7", 40000)
OWNER = ("198.51.100.9", 40001)


def at(client: TestClient, address: tuple[str, int]) -> TestClient:
    """Another browser on the same server, at ``address``."""
    return TestClient(client.app, client=address)


def test_a_guesser_cannot_lock_the_owner_out(db_url: str) -> None:
    """Issue 33: 100 wrong passwords for a public name from one address (before: 5 locked the
    name for 900 s for everyone).  The guesser has its password checked `PAIR_FAILURES` times,
    then is refused (429, Retry-After) without a check, even with the right password; the owner
    signs in from another address, in another process on the database, at once."""
    with serve(db_url) as one, serve(db_url) as two:
        one.app.state.passwords = two.app.state.passwords = cheap()  # type: ignore[attr-defined]
        sign_up(one, "Ada")
        guesser = at(one, GUESSER)
        answers = [sign_in(guesser, "ada", f"guess {n}") for n in range(100)]
        statuses = [a.status_code for a in answers]
        assert statuses == [401] * acc.PAIR_FAILURES + [429] * (100 - acc.PAIR_FAILURES)
        owner = sign_in(at(two, OWNER), "Ada")
        assert owner.status_code == 200, owner.text
        refused = answers[-1]
        assert refused.json()["error"] == "too_many_logins"
        assert 0 < int(refused.headers["retry-after"]) <= acc.FAILURE_WINDOW + 1
        assert sign_in(guesser, "Ada").status_code == 429  # the right password no longer helps it
        assert sign_in(at(one, ("192.0.2.1", 1)), "ADA").status_code == 200  # any other address
        assert sign_in(guesser, "Ada").status_code == 429  # the owner's login forgives no guesser


def test_a_guesser_behind_a_nat_locks_out_only_the_names_it_guessed(db_url: str) -> None:
    """Issue 33: failures from one address for other names (before: 10 locked every account
    behind that address).  The owner behind the same address signs in; the address is refused
    only after `ADDRESS_FAILURES` failures within the window (password spraying), and then only
    that address."""
    with serve(db_url) as c:
        c.app.state.passwords = cheap()  # type: ignore[attr-defined]
        sign_up(c, "Ada")
        nat = at(c, GUESSER)
        for n in range(30):
            assert sign_in(nat, f"name{n}", "wrong password").status_code == 401
        mine = sign_in(nat, "Ada")
        assert mine.status_code == 200, mine.text
        for n in range(30, acc.ADDRESS_FAILURES):
            assert sign_in(nat, f"name{n}", "wrong password").status_code == 401
        assert sign_in(nat, "Ada").status_code == 429  # a sprayer's address, for an hour
        assert sign_in(at(c, OWNER), "Ada").status_code == 200


def test_a_guess_from_many_addresses_tightens_every_address_but_never_locks_the_owner(
    db_url: str,
) -> None:
    """A distributed guesser: once the name has `NAME_ALARM` failures in its window, each
    address may fail only `PAIR_FAILURES_ALARMED` times for it; the owner, from an address of
    its own, still signs in with the right password."""
    with serve(db_url) as c:
        c.app.state.passwords = cheap()  # type: ignore[attr-defined]
        sign_up(c, "Ada")
        for n in range(acc.NAME_ALARM):
            assert sign_in(at(c, (f"10.0.{n}.1", 1)), "Ada", "wrong password").status_code == 401
        bot = at(c, ("10.1.0.1", 1))
        answers = [sign_in(bot, "Ada", "wrong password").status_code for _ in range(4)]
        assert answers == [401] * acc.PAIR_FAILURES_ALARMED + [429] * (4 - acc.PAIR_FAILURES_ALARMED)
        assert sign_in(at(c, OWNER), "Ada").status_code == 200
        assert sign_in(at(c, ("10.1.0.2", 1)), "Bob", "wrong password").status_code == 401


def test_a_lock_ends_with_its_window_and_the_next_failure_locks_again(db_url: str) -> None:
    with serve(db_url) as c:
        store = AccountStore(engine(c))
        key = [("account:x", 2)]
        t = 1000.0
        store.fail(key, t)
        assert store.locked(key, t) == 0
        store.fail(key, t + 1)
        assert store.locked(key, t + 2) == pytest.approx(FAILURE_WINDOW - 2)
        assert store.locked(key, t + FAILURE_WINDOW) == 0  # the window is over
        store.fail(key, t + FAILURE_WINDOW + 5)  # one failure after a lock-out locks again
        assert store.locked(key, t + FAILURE_WINDOW + 6) > 0
        store.forgive("account:x")  # a successful login
        assert store.locked(key, t + FAILURE_WINDOW + 6) == 0
        with engine(c).connect() as conn:
            assert conn.execute(sa.select(login_failures)).all() == []
        # counts older than a day are tidied away
        store.fail([("address:old", 10)], t)
        store.fail([("address:new", 10)], t + acc.FORGET_AFTER)
        with engine(c).begin() as conn:
            AccountStore.forget(conn, t + acc.FORGET_AFTER + 1)
            assert [r.key for r in conn.execute(sa.select(login_failures))] == ["address:new"]


# --------------------------------------------------------------------- enumeration
def test_unknown_names_and_wrong_passwords_get_the_same_answer(client: TestClient) -> None:
    sign_up(client, "Ada")
    client.cookies.clear()
    passwords: Passwords = client.app.state.passwords  # type: ignore[attr-defined]
    before = passwords.dummy_checks
    wrong = sign_in(client, "Ada", "wrong password")
    assert passwords.dummy_checks == before  # a real hash was checked
    unknown = sign_in(client, "Nobody", "wrong password")
    assert passwords.dummy_checks == before + 1  # the unknown name cost a hash too
    invalid = sign_in(client, "\u202e", "wrong password")
    assert passwords.dummy_checks == before + 2
    for answer in (wrong, unknown, invalid):
        assert answer.status_code == 401
        assert answer.json() == wrong.json()
        assert "set-cookie" not in answer.headers
    assert wrong.json()["error"] == "bad_login"


def test_a_hash_with_old_parameters_is_made_again_at_login(client: TestClient) -> None:
    sign_up(client, "Ada")
    stronger = Passwords(PasswordHasher(time_cost=2, memory_cost=16, parallelism=1))
    client.app.state.passwords = stronger  # type: ignore[attr-defined]
    assert sign_in(client, "Ada").status_code == 200
    with engine(client).connect() as conn:
        stored = conn.execute(sa.select(accounts.c.password_hash)).scalar_one()
    assert not stronger.hasher.check_needs_rehash(stored)
    assert sign_in(client, "Ada").status_code == 200


def test_hashing_runs_one_at_a_time_off_the_event_loop() -> None:
    """A flood of logins: at most `concurrency` hashes at once, in the hashing thread (never the
    event loop's), and beyond the queue 503 busy; the loop stays free meanwhile."""
    running = 0
    most = 0
    threads: set[int] = set()
    lock = threading.Lock()

    class Slow(PasswordHasher):
        def hash(self, password: str | bytes, *, salt: bytes | None = None) -> str:
            nonlocal running, most
            with lock:
                running += 1
                most = max(most, running)
                threads.add(threading.get_ident())
            time.sleep(0.02)
            with lock:
                running -= 1
            return "x"

    async def flood() -> tuple[list[Any], float]:
        passwords = Passwords(Slow(), concurrency=1, queue=8)
        ticks = 0

        async def ticker() -> None:
            nonlocal ticks
            while True:
                ticks += 1
                await asyncio.sleep(0.005)

        task = asyncio.create_task(ticker())
        results = await asyncio.gather(*(passwords.hash("p") for _ in range(12)), return_exceptions=True)
        task.cancel()
        passwords.close()
        return results, ticks

    results, ticks = asyncio.run(flood())
    assert most == 1 and threading.get_ident() not in threads
    busy = [r for r in results if isinstance(r, RoomError)]
    assert len(busy) == 3 and all(r.code == "busy" for r in busy)  # 1 running, 8 waiting
    assert ticks >= 10  # the loop ran on while 9 hashes of 20 ms ran one after another


def test_a_free_hashing_thread_takes_the_next_sign_in_first() -> None:
    """The two waiting lines of `Passwords`: with sign-ups queued, a sign-in that comes later is
    hashed next; each line refuses only its own overflow (``busy``)."""
    order: list[str] = []

    class Recording(PasswordHasher):
        def hash(self, password: str | bytes, *, salt: bytes | None = None) -> str:
            time.sleep(0.01)
            order.append(str(password))
            return "x"

    async def run() -> list[Any]:
        passwords = Passwords(Recording(), concurrency=1, queue=1, signup_queue=3)
        signups = [asyncio.create_task(passwords.hash(f"up{n}")) for n in range(5)]
        await asyncio.sleep(0)  # the first runs, three wait, the fifth is refused
        signin = asyncio.create_task(passwords.hash("in", signin=True))
        another = asyncio.create_task(passwords.hash("in2", signin=True))  # its line holds one
        results = await asyncio.gather(*signups, signin, another, return_exceptions=True)
        passwords.close()
        return results

    results = asyncio.run(run())
    assert order == ["up0", "in", "up1", "up2", "up3"]
    busy = [n for n, r in enumerate(results) if isinstance(r, RoomError) and r.code == "busy"]
    assert busy == [4, 6]


class SlowSignUps(PasswordHasher):
    """Cheap argon2id whose new hashes take `SLOW` seconds more (a sign-up's cost, without the
    CPU: the tests share two cores); checking a password stays cheap."""

    SLOW = 0.3

    def __init__(self) -> None:
        super().__init__(time_cost=1, memory_cost=8, parallelism=1)

    def hash(self, password: str | bytes, *, salt: bytes | None = None) -> str:
        time.sleep(self.SLOW)
        return super().hash(password, salt=salt)


def test_a_sign_up_flood_does_not_hold_up_logins(db_url: str) -> None:
    """Issue 33: 40 sign-ups at once (before: logins meanwhile were answered 503 busy, then
    waited behind every queued sign-up).  Sign-ins have their own waiting line, served first:
    each login is answered 200 within about one hash, while the flood is still hashing."""
    with thread_server(db_url) as server, httpx.Client(base_url=server.url, timeout=60) as http:
        server.app.state.passwords = Passwords(SlowSignUps())
        assert http.post("/api/accounts", json={"name": "Ada", "password": PASSWORD}).status_code == 201
        assert http.post("/api/session", json={"name": "Ada", "password": PASSWORD}).status_code == 200

        def signup(n: int) -> int:
            with httpx.Client(base_url=server.url, timeout=60) as own:
                body = {"name": f"Flood {n}", "password": PASSWORD}
                return own.post("/api/accounts", json=body).status_code

        with ThreadPoolExecutor(40) as pool:
            flood = pool.map(signup, range(40))
            time.sleep(3 * SlowSignUps.SLOW)  # the flood is queued and hashing
            logins = []
            for _ in range(3):
                started = time.monotonic()
                answer = http.post("/api/session", json={"name": "Ada", "password": PASSWORD})
                logins.append((answer.status_code, time.monotonic() - started))
            flooded = list(flood)
        assert [status for status, _ in logins] == [200, 200, 200], logins
        assert max(took for _, took in logins) < 6 * SlowSignUps.SLOW, logins  # under load too
        assert flooded.count(201) >= 2 and set(flooded) <= {201, 503}, flooded


# --------------------------------------------------------------------- seats of an account
def test_the_anonymous_games_of_a_browser_move_into_its_new_account(client: TestClient) -> None:
    mine = create(client, **AI_GAME)
    shared = create(client, "make5", [{"kind": "local"}, {"kind": "local"}])  # two people, one screen
    me = sign_up(client, "Ada")
    tokens = [mine["token"][0], *shared["token"].values(), "no-such-token"]
    claimed = client.post("/api/me/claim", json={"tokens": tokens}, headers=csrf(me))
    assert claimed.status_code == 200, claimed.text
    assert claimed.json() == {"claimed": [{"room": mine["room"]["id"], "seat": 0}], "refused": 2}
    assert seat_accounts(client, mine["room"]["id"]) == [me["account"]["id"], None]
    assert seat_accounts(client, shared["room"]["id"]) == [None, None]
    games = client.get("/api/me/games").json()
    assert [(g["id"], g["seat"]) for g in games] == [(mine["room"]["id"], 0)]
    # claiming again changes nothing
    again = client.post("/api/me/claim", json={"tokens": tokens}, headers=csrf(me))
    assert again.json()["claimed"] == []


def test_another_accounts_seat_cannot_be_claimed(client: TestClient) -> None:
    ada = sign_up(client, "Ada")
    made = client.post("/api/rooms", json=AI_GAME, headers=csrf(ada))  # signed in: Ada's seat
    room = {"room": made.json()["room"], "token": {t["seat"]: t["token"] for t in made.json()["tokens"]}}
    assert seat_accounts(client, room["room"]["id"])[0] == ada["account"]["id"]
    client.cookies.clear()
    bob = sign_up(client, "Bob")
    stolen = client.post("/api/me/claim", json={"tokens": [room["token"][0]]}, headers=csrf(bob))
    assert stolen.json() == {"claimed": [], "refused": 1}
    assert seat_accounts(client, room["room"]["id"])[0] == ada["account"]["id"]
    client.cookies.clear()
    assert client.get("/api/me/games").status_code == 401
    refused = client.post("/api/me/claim", json={"tokens": [room["token"][0]]})
    assert refused.status_code == 401 and refused.json()["error"] == "not_signed_in"


def test_joining_signed_in_gives_the_seat_once_per_table(client: TestClient) -> None:
    room = create(client, "make5", [{"kind": "open"}, {"kind": "open"}])["room"]["id"]
    me = sign_up(client, "Ada")
    first = client.post(f"/api/rooms/{room}/join", json={}, headers=csrf(me))
    assert first.status_code == 200, first.text
    second = client.post(f"/api/rooms/{room}/join", json={}, headers=csrf(me))
    assert second.status_code == 200
    assert seat_accounts(client, room) == [me["account"]["id"], None]  # one seat per account
    info = client.get(f"/api/rooms/{room}").json()
    assert [s["name"] for s in info["seats"]] == ["Ada", "P2"]


#: any text, lone surrogates included, and names whose case-folded form grows (ß, ﬃ, ŉ)
ANY_NAME = st.one_of(
    st.text(st.characters(exclude_categories=()), max_size=45),
    st.text(st.sampled_from("ßﬃŉİΐǅẞ\u0345aZ "), min_size=1, max_size=40),
)


@given(raw=ANY_NAME)
@settings(max_examples=60, deadline=None, database=None, suppress_health_check=list(HealthCheck))
def test_any_name_is_refused_or_stored_and_found_again(client: TestClient, raw: str) -> None:
    """Any text as an account name is refused with 400 ``bad_name`` and nothing is stored, or it
    is stored (its case-folded key fits its column on both databases) and found again by itself,
    by its upper- and lower-case forms (when they are valid names), and never twice."""
    store = AccountStore(engine(client))
    try:
        name = acc.account_name(raw)
    except RoomError as exc:
        refused = exc.code
    else:
        refused = None
    if refused is not None:
        assert refused == "bad_name"
        return
    assert len(acc.name_key(name)) <= acc.MAX_NAME_KEY
    found = store.by_name(name)
    if found is None:
        account = store.create(name, "x", time.time())
        found = store.by_name(name)
        assert found is not None and found[0] == account and found[0].name == name
        with pytest.raises(acc.NameTaken):
            store.create(name, "x", time.time())
    for variant in (name.upper(), name.lower(), name.casefold()):
        try:
            other = acc.account_name(variant)
        except RoomError:
            continue
        if acc.name_key(other) == acc.name_key(name):
            assert store.by_name(other) == found


def test_a_rematch_keeps_each_seat_account(client: TestClient) -> None:
    me = sign_up(client, "Ada")
    made = client.post(
        "/api/rooms",
        json={"game": "fuenf_gewinnt", "seats": [{"kind": "local"}, {"kind": "ai", "level": "random"}]},
        headers=csrf(me),
    ).json()
    rid, token = made["room"]["id"], {"X-Seat-Token": made["tokens"][0]["token"]}
    for _ in range(200):  # play to the end with the first legal move
        view = client.get(f"/api/rooms/{rid}/me", headers=token).json()
        if view["room"]["status"] == "finished":
            break
        if 0 in view["view"].get("to_move", []) and view["view"]["legal"]:
            client.post(
                f"/api/rooms/{rid}/moves",
                json={"move_number": view["view"]["move_number"], "action": view["view"]["legal"][0]},
                headers=token,
            )
        else:
            time.sleep(0.05)
    assert client.get(f"/api/rooms/{rid}").json()["status"] == "finished"
    again = client.post(f"/api/rooms/{rid}/rematch", headers=token)
    assert again.status_code == 200, again.text
    assert seat_accounts(client, again.json()["room"]["id"]) == [me["account"]["id"], None]
