"""Optional accounts (issue 28): a display name and a password, browser sessions in a cookie, CSRF
tokens, failed logins counted across processes, and the seats an account holds.

Play needs no account.  An account has a display name (the rules of seat names,
`fives.server.names`; unique case-insensitively through ``accounts.name_key``) and a password
(the rules of `fives.server.password_rules`: 8 to 200 characters, not a common one, not the
name) kept as an argon2id hash (`Passwords`: argon2-cffi's defaults, the RFC 9106 low-memory
profile; a hash made with other parameters is made again at the next login; sign-ins wait in a
line of their own, served before sign-ups).

Failed logins (issue 33: nobody can lock another person out; as for seat tokens, failures slow
down only the guesser) are counted in the database per hour under the address, the name at
that address, and the name.  A login is refused (429 ``too_many_logins``, Retry-After) without
its password being checked only for that address: after 5 failures for the name from it (2
while the name has 30 failures from everywhere in its hour: a guess from many addresses), or
100 for any names from it; after such a lock-out the next failure locks again for an hour.  So
one address gets 5 guesses at a name in the first hour and about 1 an hour after; the owner
signs in from any other address whatever guessers do (the name's own count refuses nobody);
behind a guesser's NAT, unless the guesser tried the owner's name or failed 100 times.

Sessions: a browser that signs in receives a random 32-byte session id in the cookie
``fives_session`` (HttpOnly, SameSite=Strict, Path=/, Secure when the request came over TLS, 30
days); the database keeps only its SHA-256 (``account_sessions.id_hash``).  Every login issues a
new id and deletes the one the browser sent (no session fixation); logging out deletes it.

CSRF: a request that changes something (POST, PUT, PATCH, DELETE) is the account's only when it
carries the session's CSRF token in the header ``X-CSRF-Token`` (the page reads it from
``GET /api/me``; the database keeps its SHA-256 in ``account_sessions.csrf_hash``), and, as a
second layer, when its ``Origin`` and ``Sec-Fetch-Site`` (when sent) say it comes from this
server's own pages.  Otherwise the cookie is ignored: the request is anonymous, as every request
without a cookie is (seat tokens are headers, never cookies), and a route that needs the account
refuses it (`require_account`: 403 ``bad_csrf``).

Other modules ask `current_account(request)` (a FastAPI dependency) who is signed in.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import secrets
import time
import unicodedata
from collections import deque
from collections.abc import Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa
from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from fastapi import Request, Response
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import IntegrityError

from fives.core import Message
from fives.core.message import Text

from .names import clean_name
from .origin import origin_allowed
from .password_rules import MAX_PASSWORD as MAX_PASSWORD
from .password_rules import MIN_PASSWORD as MIN_PASSWORD
from .password_rules import check_password as check_password
from .room import RoomError, token_hash
from .tables import account_sessions, accounts, login_failures, seats

SESSION_COOKIE = "fives_session"
CSRF_HEADER = "X-CSRF-Token"
#: how long a session lasts (seconds)
SESSION_SECONDS = 30 * 86400.0
#: the longest ``name_key`` the schema stores
MAX_NAME_KEY = 64
UNSAFE_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})

#: failed logins (issue 33), counted in the database (every process sees them) per window of
#: `FAILURE_WINDOW` seconds under three keys: the address, the name asked for at that address
#: (``pair``), and the name from everywhere.  A login is refused (429 ``too_many_logins``, with
#: Retry-After, before its password is checked) only under the first two: after
#: `ADDRESS_FAILURES` failures from the address (any names) or `PAIR_FAILURES` for the name from
#: the address, until the window ends; after such a lock-out the next failure locks again at once
#: for a whole window.  The name's own count never refuses anyone (its owner always gets in from
#: another address); once it reaches `NAME_ALARM` within its window (a guess from many
#: addresses) every address may fail only `PAIR_FAILURES_ALARMED` times for that name.
PAIR_FAILURES = 5
PAIR_FAILURES_ALARMED = 2
ADDRESS_FAILURES = 100
NAME_ALARM = 30
FAILURE_WINDOW = 3600.0
#: failure counts are forgotten a day after their window started, tidied at about one failure
#: in `FORGET_EVERY`
FORGET_AFTER = 86400.0
FORGET_EVERY = 100


@dataclass(frozen=True)
class Account:
    id: str
    name: str
    created_at: float

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "created_at": self.created_at}


# --------------------------------------------------------------------- names and passwords
def name_key(name: str) -> str:
    """The form of a display name that must be unique: NFKC, case-folded (``Zoë``, ``ZOË`` and
    ``Ｚｏë`` are one name)."""
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())


def account_name(raw: str) -> str:
    """A display name as an account may have it (seat-name rules, not empty); RoomError."""
    try:
        name = clean_name(raw)
    except RoomError as exc:  # the seat names' reason, without their "leave it empty" (issue 33)
        reason = getattr(exc.message, "args", {}).get("reason", exc.message)
        raise _bad_account_name(reason) from None
    if name is None:
        raise _bad_account_name(Message("server-account-name-empty"))
    if len(name_key(name)) > MAX_NAME_KEY:
        raise _bad_account_name(Message("server-account-name-long"))
    return name


def _bad_account_name(reason: Text) -> RoomError:
    return RoomError("bad_name", Message("server-bad-account-name", reason=reason))


class Passwords:
    """argon2id hashing off the event loop: at most ``concurrency`` hashes at a time in their own
    threads (a flood of logins waits for them and never takes the threads the games' storage
    uses), in two waiting lines (issue 33): sign-ins (a password checked, or made again) and
    sign-ups (a new hash).  A free thread always takes the next sign-in first, so a flood of
    sign-ups delays a sign-in by at most the hashes running when it came.  At most ``queue``
    sign-ins and ``signup_queue`` sign-ups wait; more are answered 503 ``busy`` (a flood of
    sign-ups fills only its own line)."""

    def __init__(
        self,
        hasher: PasswordHasher | None = None,
        concurrency: int = 1,
        queue: int = 32,
        signup_queue: int = 8,
    ) -> None:
        self.hasher = hasher if hasher is not None else PasswordHasher()
        self.concurrency = concurrency
        self.queue = queue
        self.signup_queue = signup_queue
        self._executor = ThreadPoolExecutor(concurrency, thread_name_prefix="fives-argon2")
        self._running = 0
        #: the waiting lines, sign-ins first; a waiter's future is resolved when a thread is its
        self._lines: tuple[deque[asyncio.Future[None]], deque[asyncio.Future[None]]] = (deque(), deque())
        #: a hash of no one's password: an unknown name is checked against it, so that the answer
        #: takes as long as a wrong password's
        self._dummy: str | None = None
        #: how often the dummy hash was checked (tests: the unknown name costs a hash)
        self.dummy_checks = 0

    async def _turn(self, signin: bool) -> None:
        """Wait until a hashing thread is this caller's (`_done` hands it on)."""
        if self._running < self.concurrency and not any(self._lines):
            self._running += 1
            return
        line = self._lines[0 if signin else 1]
        if len(line) >= (self.queue if signin else self.signup_queue):
            raise RoomError("busy", Message("server-busy-logins"))
        ready: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        line.append(ready)
        try:
            await ready
        except asyncio.CancelledError:
            if ready.done() and not ready.cancelled():
                self._done()  # the thread was handed over as this caller gave up: hand it on
            else:
                ready.cancel()
                with contextlib.suppress(ValueError):
                    line.remove(ready)
            raise

    def _done(self) -> None:
        """A hash ended: its thread goes to the first waiting sign-in, else sign-up."""
        for line in self._lines:
            while line:
                ready = line.popleft()
                if not ready.done():
                    ready.set_result(None)
                    return
        self._running -= 1

    async def _run(self, signin: bool, fn: Any, *args: Any) -> Any:
        await self._turn(signin)
        try:
            return await asyncio.get_running_loop().run_in_executor(self._executor, fn, *args)
        finally:
            self._done()

    async def hash(self, password: str, signin: bool = False) -> str:
        """A new hash of ``password`` (a sign-up's, unless ``signin``: made again at a login)."""
        hashed: str = await self._run(signin, self.hasher.hash, password)
        return hashed

    async def verify(self, stored: str | None, password: str) -> tuple[bool, str | None]:
        """Whether ``password`` matches ``stored`` (None: an unknown name, checked against the
        dummy hash and never matching), and a new hash when the parameters changed."""
        if self._dummy is None:  # made at the first sign-in, whichever name it asks for
            self._dummy = await self.hash(secrets.token_urlsafe(16), signin=True)
        if stored is None:
            self.dummy_checks += 1
            await self._run(True, self._check, self._dummy, password)
            return False, None
        ok: bool = await self._run(True, self._check, stored, password)
        if not ok:
            return False, None
        if self.hasher.check_needs_rehash(stored):
            return True, await self.hash(password, signin=True)
        return True, None

    def _check(self, stored: str, password: str) -> bool:
        try:
            return bool(self.hasher.verify(stored, password))
        except (VerificationError, InvalidHashError):
            return False

    def close(self) -> None:
        self._executor.shutdown(wait=False, cancel_futures=True)


# --------------------------------------------------------------------- storage
def _sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def csrf_token(session_id: str) -> str:
    """The CSRF token of a session: derived from its secret id (the page reads it from
    ``GET /api/me``, which another site's page cannot read)."""
    return hashlib.sha256(b"fives-csrf\0" + session_id.encode()).hexdigest()


def lock_wait(found: Mapping[str, tuple[int, float]], keys: Sequence[tuple[str, int]], now: float) -> float:
    """Seconds until a login may be tried again under ``keys`` (each with its limit), given the
    counts `AccountStore.failures` found; 0: now."""
    wait = 0.0
    for key, limit in keys:
        count, start = found.get(key, (0, now))
        if count >= limit:
            wait = max(wait, start + FAILURE_WINDOW - now)
    return wait


@dataclass(frozen=True)
class LoginKeys:
    """The keys a login's failures are counted under (see `PAIR_FAILURES`): its address, the name
    at that address, and the name (a digest of its ``name_key``, whether it exists or not)."""

    address: str
    pair: str
    name: str

    @classmethod
    def of(cls, address: str, raw_name: str) -> LoginKeys:
        try:
            key = name_key(account_name(raw_name))
        except RoomError:
            key = raw_name
        digest = hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()
        address_digest = hashlib.sha256(address.encode("utf-8", "surrogatepass")).hexdigest()[:32]
        return cls(f"address:{address}", f"pair:{address_digest}:{digest}", f"name:{digest}")

    def all(self) -> tuple[str, str, str]:
        return self.address, self.pair, self.name

    def limits(self, found: Mapping[str, tuple[int, float]]) -> list[tuple[str, int]]:
        """The keys that refuse a login, with their limits: the pair's is lower while the name
        has `NAME_ALARM` failures or more in its window (from many addresses)."""
        alarmed = found.get(self.name, (0, 0.0))[0] >= NAME_ALARM
        return [
            (self.address, ADDRESS_FAILURES),
            (self.pair, PAIR_FAILURES_ALARMED if alarmed else PAIR_FAILURES),
        ]

    def counted(self, found: Mapping[str, tuple[int, float]]) -> list[tuple[str, int]]:
        """The keys a failure is counted under, with their limits (`AccountStore.fail`)."""
        return [*self.limits(found), (self.name, NAME_ALARM)]


class NameTaken(Exception):
    pass


def _account(row: Any) -> Account:
    return Account(row.id, row.name, row.created_at)


class AccountStore:
    """The accounts' tables; every method is synchronous, one transaction (run it in a thread)."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def create(self, name: str, password_hash: str, now: float) -> Account:
        account = Account(secrets.token_hex(16), name, now)
        try:
            with self.engine.begin() as conn:
                conn.execute(
                    accounts.insert().values(
                        id=account.id,
                        name=name,
                        name_key=name_key(name),
                        password_hash=password_hash,
                        created_at=now,
                    )
                )
        except IntegrityError:
            raise NameTaken(name) from None
        return account

    def by_name(self, name: str) -> tuple[Account, str | None] | None:
        with self.engine.connect() as conn:
            row = conn.execute(sa.select(accounts).where(accounts.c.name_key == name_key(name))).first()
        return None if row is None else (_account(row), row.password_hash)

    def set_hash(self, account_id: str, password_hash: str) -> None:
        with self.engine.begin() as conn:
            conn.execute(
                accounts.update().where(accounts.c.id == account_id).values(password_hash=password_hash)
            )

    def start_session(self, account_id: str, old_id: str | None, now: float) -> str:
        """A new session of the account (its secret id); the browser's old session (any
        account's) and the account's expired ones are deleted in the same transaction."""
        session_id = secrets.token_urlsafe(32)
        with self.engine.begin() as conn:
            if old_id:
                conn.execute(account_sessions.delete().where(account_sessions.c.id_hash == _sha(old_id)))
            conn.execute(
                account_sessions.delete().where(
                    account_sessions.c.account_id == account_id, account_sessions.c.expires_at <= now
                )
            )
            conn.execute(
                account_sessions.insert().values(
                    id_hash=_sha(session_id),
                    account_id=account_id,
                    csrf_hash=_sha(csrf_token(session_id)),
                    created_at=now,
                    expires_at=now + SESSION_SECONDS,
                )
            )
        return session_id

    def session(self, session_id: str, now: float) -> tuple[Account, str] | None:
        """The account of a live session and its CSRF hash."""
        with self.engine.connect() as conn:
            row = conn.execute(
                sa.select(accounts.c.id, accounts.c.name, accounts.c.created_at, account_sessions.c.csrf_hash)
                .join(accounts, accounts.c.id == account_sessions.c.account_id)
                .where(account_sessions.c.id_hash == _sha(session_id), account_sessions.c.expires_at > now)
            ).first()
        return None if row is None else (_account(row), row.csrf_hash)

    def end_session(self, session_id: str) -> None:
        with self.engine.begin() as conn:
            conn.execute(account_sessions.delete().where(account_sessions.c.id_hash == _sha(session_id)))

    # failed logins ------------------------------------------------------------------------
    def failures(self, keys: Sequence[str], now: float) -> dict[str, tuple[int, float]]:
        """The failures counted under ``keys`` in windows still open: ``(count, window_start)``."""
        with self.engine.connect() as conn:
            query = sa.select(login_failures).where(login_failures.c.key.in_(list(keys)))
            return {
                r["key"]: (int(r["count"]), float(r["window_start"]))
                for r in conn.execute(query).mappings()
                if now < r["window_start"] + FAILURE_WINDOW
            }

    def locked(self, keys: Sequence[tuple[str, int]], now: float) -> float:
        """Seconds until a login may be tried again under ``keys`` (each with its limit); 0: now."""
        return lock_wait(self.failures([key for key, _ in keys], now), keys, now)

    def fail(self, keys: Sequence[tuple[str, int]], now: float) -> None:
        """Count a failed login under each key (a new window when the last one is over; after a
        lock-out it starts full, so the next failure locks again)."""
        for _ in range(3):  # two processes may insert the same key at once: try again
            try:
                with self.engine.begin() as conn:
                    for key, limit in keys:
                        self._fail(conn, key, limit, now)
                    if secrets.randbelow(FORGET_EVERY) == 0:  # the table stays small
                        self.forget(conn, now)
                return
            except IntegrityError:
                continue

    @staticmethod
    def forget(conn: Connection, now: float) -> None:
        """Drop the counts of windows that started more than `FORGET_AFTER` seconds ago (names
        guessed once by someone are not kept for good; a name forgotten starts afresh)."""
        conn.execute(login_failures.delete().where(login_failures.c.window_start < now - FORGET_AFTER))

    def _fail(self, conn: Connection, key: str, limit: int, now: float) -> None:
        query = sa.select(login_failures).where(login_failures.c.key == key)
        row = conn.execute(query.with_for_update()).mappings().first()
        if row is None:
            conn.execute(login_failures.insert().values(key=key, count=1, window_start=now))
        elif now >= row["window_start"] + FAILURE_WINDOW:
            # after a lock-out this failure locks again at once (until a login succeeds)
            count = limit if row["count"] >= limit else 1
            conn.execute(
                login_failures.update()
                .where(login_failures.c.key == key)
                .values(count=count, window_start=now)
            )
        else:
            conn.execute(
                login_failures.update()
                .where(login_failures.c.key == key)
                .values(count=login_failures.c.count + 1)
            )

    def forgive(self, key: str) -> None:
        with self.engine.begin() as conn:
            conn.execute(login_failures.delete().where(login_failures.c.key == key))

    # seats ----------------------------------------------------------------------------------
    def claim(self, account_id: str, tokens: Sequence[str]) -> tuple[list[tuple[str, int]], int]:
        """Give the account the seats these tokens open: ``(claimed seats, refused count)``.

        A seat another account holds is refused; so is a second seat of one room (an account
        sits at most once at a table) and a seat of a room played by several people on one
        screen (more than one local seat: nobody's in particular)."""
        hashes = sorted({token_hash(t) for t in tokens})
        if not hashes:
            return [], 0
        claimed: list[tuple[str, int]] = []
        refused = 0
        with self.engine.begin() as conn:
            found = conn.execute(
                sa.select(seats.c.room_id, seats.c.seat, seats.c.account_id)
                .where(seats.c.token_hash.in_(hashes))
                .order_by(seats.c.room_id, seats.c.seat)
            ).all()
            room_ids = sorted({r.room_id for r in found})
            if not room_ids:
                return [], 0
            everyone = conn.execute(
                sa.select(seats.c.room_id, seats.c.seat, seats.c.kind, seats.c.account_id).where(
                    seats.c.room_id.in_(room_ids)
                )
            ).all()
            locals_in = {
                rid: sum(1 for s in everyone if s.room_id == rid and s.kind == "local") for rid in room_ids
            }
            held = {s.room_id for s in everyone if s.account_id == account_id}
            for row in found:
                if row.account_id == account_id:
                    continue  # already the account's
                if row.account_id is not None or row.room_id in held or locals_in[row.room_id] > 1:
                    refused += 1
                    continue
                done = conn.execute(
                    seats.update()
                    .where(
                        seats.c.room_id == row.room_id, seats.c.seat == row.seat, seats.c.account_id.is_(None)
                    )
                    .values(account_id=account_id)
                )
                if done.rowcount == 1:
                    claimed.append((row.room_id, row.seat))
                    held.add(row.room_id)
                else:
                    refused += 1
        return claimed, refused


# --------------------------------------------------------------------- requests
def account_store(request: Request) -> AccountStore:
    state = request.app.state
    found = getattr(state, "accounts", None)
    if not isinstance(found, AccountStore):
        found = AccountStore(state.hub.store.engine)
        state.accounts = found
    return found


def passwords_of(request: Request) -> Passwords:
    state = request.app.state
    found = getattr(state, "passwords", None)
    if not isinstance(found, Passwords):
        found = Passwords()
        state.passwords = found
    return found


def client_address(request: Request) -> str:
    return request.client.host if request.client is not None else "?"


def same_site(request: Request) -> bool:
    """Whether a request that changes something comes from this server's own pages, as far as
    the browser says: ``Sec-Fetch-Site`` (when sent) is ``same-origin`` (or ``none``: typed by
    the user), and ``Origin`` (when sent) is this server or an allowed origin."""
    fetch_site = request.headers.get("sec-fetch-site")
    if fetch_site is not None and fetch_site not in ("same-origin", "none"):
        return False
    origin = request.headers.get("origin")
    if origin is None:
        return True
    allowed = request.app.state.hub.settings.allowed_origins
    return origin_allowed(origin, request.headers.get("host"), allowed)


@dataclass(frozen=True)
class Signed:
    """Who a request's cookie signs in: the account (None: none, or ignored) and why not."""

    account: Account | None
    session_id: str | None
    #: ``no_session`` (no cookie, or not a live session) or ``bad_csrf`` (a change without the
    #: CSRF token, or from another site); None when signed in
    problem: str | None


async def signed(request: Request) -> Signed:
    """The request's account, looked up once per request."""
    cached = getattr(request.state, "signed", None)
    if isinstance(cached, Signed):
        return cached
    result = await _lookup(request)
    request.state.signed = result
    return result


async def _lookup(request: Request) -> Signed:
    session_id = request.cookies.get(SESSION_COOKIE)
    if not session_id or len(session_id) > 100:
        return Signed(None, None, "no_session")
    found = await asyncio.to_thread(account_store(request).session, session_id, time.time())
    if found is None:
        return Signed(None, session_id, "no_session")
    account, csrf_hash = found
    if request.method in UNSAFE_METHODS:
        given = request.headers.get(CSRF_HEADER.lower(), "")
        if not (given and secrets.compare_digest(_sha(given), csrf_hash) and same_site(request)):
            return Signed(None, session_id, "bad_csrf")
    return Signed(account, session_id, None)


async def current_account(request: Request) -> Account | None:
    """The signed-in account of a request (a FastAPI dependency), or None: no session cookie, an
    expired or ended session, or a change (POST, PUT, PATCH, DELETE) without the session's CSRF
    token or from another site's page, whose cookie is ignored."""
    return (await signed(request)).account


async def require_account(request: Request) -> Account:
    """The signed-in account; 401 ``not_signed_in`` or 403 ``bad_csrf`` otherwise."""
    found = await signed(request)
    if found.account is not None:
        return found.account
    if found.problem == "bad_csrf":
        raise RoomError("bad_csrf", Message("server-bad-csrf"))
    raise RoomError("not_signed_in", Message("server-not-signed-in"))


def set_session_cookie(request: Request, response: Response, session_id: str) -> None:
    response.set_cookie(
        SESSION_COOKIE,
        session_id,
        max_age=int(SESSION_SECONDS),
        path="/",
        secure=request.url.scheme == "https",
        httponly=True,
        samesite="strict",
    )


def clear_session_cookie(request: Request, response: Response) -> None:
    response.delete_cookie(
        SESSION_COOKIE, path="/", secure=request.url.scheme == "https", httponly=True, samesite="strict"
    )
