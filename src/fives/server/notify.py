"""Turn notifications that reach a player who closed the page (issue 35): Web Push
(`fives.server.push`) and e-mail (`fives.server.mail`), for the accounts' seats of turn-based
games (days per move, `fives.server.turns`).  Both are opt-in (`fives.server.notify_api`).

- **When.** A session stores whose turn it is (`fives.server.session`); `turns_changed` sees a
  seat of an account become *to move* in a turn-based room and hands a `Turn` to the
  `Notifier`, unless a connection holds that seat now (the page is open: its title and its own
  browser notification say it).  Each turn is announced once (per room, seat and start).
- **Never in the game's way.** `Notifier.turn` only puts the turn in a bounded queue
  (`Settings.notify_queue`; when full the turn is dropped and logged).  One thread of its own
  reads the account's choices and subscriptions and sends; a failed delivery is logged and tried
  again after ``notify_retry_seconds`` (doubling) at most ``notify_attempts`` times in all; a
  push service that answers 404 or 410 has forgotten the subscription, which is deleted.
- **Unsubscribe without signing in.** Every message carries a link signed with the server's own
  key (HMAC-SHA256 over the purpose and the account: `token`); it turns that channel off for
  that account only.  The key and the VAPID key are made once and kept in the database
  (`server_keys`), shared by every process.
"""

from __future__ import annotations

import hashlib
import heapq
import hmac
import json
import logging
import queue
import secrets
import threading
import time
import urllib.parse
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import sqlalchemy as sa

from fives.core.registry import load as load_game
from fives.i18n.fluent import render

from . import mail, push
from .room import SEAT_AI, Room
from .store import Store
from .tables import accounts, notify_settings, push_subscriptions, server_keys

log = logging.getLogger("fives.server.notify")

#: what an unsubscribe link turns off
CHANNELS = ("email", "push", "all")
VAPID_KEY = "vapid"
SIGNING_KEY = "unsubscribe"


# ----------------------------------------------------------------------------------- keys
def _key(store: Store, name: str, make: Callable[[], str]) -> str:
    """The server key ``name``, made and stored the first time (a process that loses the race
    to store it reads the winner's)."""
    with store.engine.begin() as conn:
        found = conn.execute(sa.select(server_keys.c.value).where(server_keys.c.name == name)).scalar()
        if found is not None:
            return str(found)
    try:
        with store.engine.begin() as conn:
            value = make()
            conn.execute(server_keys.insert().values(name=name, value=value, created_at=time.time()))
            return value
    except sa.exc.IntegrityError:
        with store.engine.begin() as conn:
            return str(
                conn.execute(sa.select(server_keys.c.value).where(server_keys.c.name == name)).scalar()
            )


@dataclass(frozen=True)
class Keys:
    vapid: push.Vapid
    signing: bytes

    @staticmethod
    def load(store: Store) -> Keys:
        pem = _key(store, VAPID_KEY, lambda: push.Vapid.generate().pem())
        signing = _key(store, SIGNING_KEY, lambda: secrets.token_hex(32))
        return Keys(push.Vapid.from_pem(pem), bytes.fromhex(signing))

    def token(self, purpose: str, account_id: str, extra: str = "") -> str:
        """The signature of a link for ``purpose`` (a channel to turn off, or ``verify`` with the
        address in ``extra``) of one account: nobody without the server's key makes one, and one
        account's does not fit another's."""
        text = f"fives-notify\0{purpose}\0{account_id}\0{extra}".encode()
        return push.b64url(hmac.new(self.signing, text, hashlib.sha256).digest()[:18])

    def check(self, token: str, purpose: str, account_id: str, extra: str = "") -> bool:
        return hmac.compare_digest(token.encode(), self.token(purpose, account_id, extra).encode())


def off_link(keys: Keys, base: str, account_id: str, channel: str) -> str:
    query = urllib.parse.urlencode({"a": account_id, "c": channel, "t": keys.token(channel, account_id)})
    return f"{base}/notifications/off?{query}"


def verify_link(keys: Keys, base: str, account_id: str, email: str) -> str:
    token = keys.token("verify", account_id, email.lower())
    query = urllib.parse.urlencode({"a": account_id, "e": email, "t": token})
    return f"{base}/notifications/verify?{query}"


# ----------------------------------------------------------------------------------- storage
@dataclass
class Choices:
    """An account's notification choices (`notify_settings`; the defaults when it has no row)."""

    email: str | None = None
    email_verified: bool = False
    email_on: bool = False
    lang: str = "en"
    base_url: str | None = None
    subscriptions: int = 0


def choices(store: Store, account_id: str) -> Choices:
    with store.engine.connect() as conn:
        row = conn.execute(
            sa.select(notify_settings).where(notify_settings.c.account_id == account_id)
        ).first()
        count = conn.execute(
            sa.select(sa.func.count())
            .select_from(push_subscriptions)
            .where(push_subscriptions.c.account_id == account_id)
        ).scalar()
    found = Choices(subscriptions=int(count or 0))
    if row is not None:
        found.email, found.email_verified, found.email_on = (
            row.email,
            bool(row.email_verified),
            bool(row.email_on),
        )
        found.lang, found.base_url = row.lang, row.base_url
    return found


def save_choices(store: Store, account_id: str, values: dict[str, Any], now: float) -> None:
    """Change the account's choices (its row made the first time)."""
    values = {**values, "updated_at": now}
    for _attempt in range(2):
        try:
            with store.engine.begin() as conn:
                done = conn.execute(
                    notify_settings.update()
                    .where(notify_settings.c.account_id == account_id)
                    .values(**values)
                )
                if done.rowcount == 0:
                    conn.execute(notify_settings.insert().values(account_id=account_id, **values))
            return
        except sa.exc.IntegrityError:  # another request made the row meanwhile: update it
            continue


def subscribe(store: Store, account_id: str, sub: push.Subscription, limit: int, now: float) -> None:
    """Keep ``sub`` for the account (a browser subscribing again replaces its old row, whoever's
    it was: the endpoint is that browser's); beyond ``limit`` the account's oldest go."""
    with store.engine.begin() as conn:
        conn.execute(push_subscriptions.delete().where(push_subscriptions.c.endpoint == sub.endpoint))
        conn.execute(
            push_subscriptions.insert().values(
                id=secrets.token_hex(16),
                account_id=account_id,
                endpoint=sub.endpoint,
                p256dh=sub.p256dh,
                auth=sub.auth,
                created_at=now,
            )
        )
        ids = conn.execute(
            sa.select(push_subscriptions.c.id)
            .where(push_subscriptions.c.account_id == account_id)
            .order_by(push_subscriptions.c.created_at.desc(), push_subscriptions.c.id)
        ).scalars()
        old = list(ids)[limit:]
        if old:
            conn.execute(push_subscriptions.delete().where(push_subscriptions.c.id.in_(old)))


def unsubscribe(store: Store, account_id: str, endpoint: str | None = None) -> int:
    """Forget the account's subscription at ``endpoint`` (None: all of them); how many went."""
    query = push_subscriptions.delete().where(push_subscriptions.c.account_id == account_id)
    if endpoint is not None:
        query = query.where(push_subscriptions.c.endpoint == endpoint)
    with store.engine.begin() as conn:
        return int(conn.execute(query).rowcount or 0)


def turn_off(store: Store, account_id: str, channel: str, now: float) -> None:
    """What an unsubscribe link or the settings' "Turn all off" does."""
    if channel in ("push", "all"):
        unsubscribe(store, account_id)
    if channel in ("email", "all"):
        save_choices(store, account_id, {"email_on": False}, now)


def _subscriptions(store: Store, account_id: str) -> list[push.Subscription]:
    with store.engine.connect() as conn:
        rows = conn.execute(
            sa.select(push_subscriptions.c.endpoint, push_subscriptions.c.p256dh, push_subscriptions.c.auth)
            .where(push_subscriptions.c.account_id == account_id)
            .order_by(push_subscriptions.c.created_at)
        ).all()
    return [push.Subscription(r.endpoint, r.p256dh, r.auth) for r in rows]


def account_exists(store: Store, account_id: str) -> bool:
    with store.engine.connect() as conn:
        return conn.execute(sa.select(accounts.c.id).where(accounts.c.id == account_id)).first() is not None


# ----------------------------------------------------------------------------------- sending
@dataclass(frozen=True)
class Turn:
    """A seat of an account whose turn began in a turn-based game."""

    room_id: str
    game: str
    seat: int
    account_id: str
    players: tuple[str, ...]
    since: float


@dataclass(frozen=True)
class Confirm:
    """The message that confirms an e-mail address."""

    account_id: str
    email: str
    lang: str
    base: str


@dataclass(order=True)
class _Delivery:
    due: float
    number: int
    kind: str = field(compare=False)  # "push" or "mail"
    account_id: str = field(compare=False)
    target: Any = field(compare=False)  # a push.Subscription, or a mail.EmailMessage
    payload: bytes = field(compare=False, default=b"")
    attempt: int = field(compare=False, default=1)


def game_name(game: str) -> str:
    """A game's name as the pages show it in both languages (its own German name: "Torris")."""
    try:
        return load_game(game).info.name_de
    except Exception:
        return game


class Notifier:
    """The queue and the thread that send turn notifications (see the module's text)."""

    def __init__(self, settings: Any, store: Store, smtp: mail.Smtp | None) -> None:
        self.settings = settings
        self.store = store
        self.smtp = smtp
        self.keys: Keys | None = None
        self.queue: queue.Queue[Turn | Confirm | None] = queue.Queue(maxsize=settings.notify_queue)
        self.thread: threading.Thread | None = None
        self._retries: list[_Delivery] = []
        self._numbers = 0
        self._announced: dict[tuple[str, int], float] = {}
        self._busy = threading.Event()  # set while a job or retry is being handled
        #: deliveries made, failed for good and subscriptions dropped (tests and logs read them)
        self.sent = 0
        self.failed = 0
        self.dropped = 0

    def start(self) -> None:
        self.keys = Keys.load(self.store)
        self.thread = threading.Thread(target=self._run, name="fives-notify", daemon=True)
        self.thread.start()

    def stop(self, timeout: float = 5.0) -> None:
        if self.thread is None:
            return
        try:
            self.queue.put(None, timeout=timeout)
        except queue.Full:
            log.warning("notifications: the queue is full at shutdown; unsent ones are lost")
        self.thread.join(timeout)
        self.thread = None

    def base_url(self, stored: str | None) -> str | None:
        return self.settings.public_url or stored

    # ------------------------------------------------------------------ from the event loop
    def turn(self, turn: Turn) -> None:
        """Queue ``turn`` (never waits); a turn announced before is not announced again."""
        key = (turn.room_id, turn.seat)
        if self._announced.get(key) == turn.since:
            return
        self._announced[key] = turn.since
        if len(self._announced) > 10000:
            self._announced.clear()
        self._put(turn)

    def confirm(self, job: Confirm) -> None:
        self._put(job)

    def _put(self, job: Turn | Confirm) -> None:
        try:
            self.queue.put_nowait(job)
        except queue.Full:
            log.warning("notifications: the queue is full; dropped %r", job)

    def pending(self) -> bool:
        return self.queue.unfinished_tasks > 0 or bool(self._retries) or self._busy.is_set()

    def wait_idle(self, timeout: float = 10.0) -> bool:
        """Tests: wait until nothing is queued, waiting for a retry or being sent."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if not self.pending():
                return True
            time.sleep(0.02)
        return False

    # ------------------------------------------------------------------ the thread
    def _run(self) -> None:
        while True:
            wait = None
            if self._retries:
                wait = max(0.0, self._retries[0].due - time.monotonic())
            job: Turn | Confirm | bool | None
            try:
                job = self.queue.get(timeout=wait)
            except queue.Empty:
                job = False  # only retries are due
            if job is None:
                return
            self._busy.set()
            try:
                if not isinstance(job, bool):
                    self._expand(job)
                while self._retries and self._retries[0].due <= time.monotonic():
                    self._deliver(heapq.heappop(self._retries))
            except Exception:
                log.exception("notifications: a job failed")
            finally:
                self._busy.clear()
                if not isinstance(job, bool):
                    self.queue.task_done()

    def _expand(self, job: Turn | Confirm) -> None:
        """The deliveries of one job, each tried at once."""
        assert self.keys is not None
        if isinstance(job, Confirm):
            if self.smtp is None:
                return
            message = mail.compose(
                self.smtp,
                job.email,
                render("notify-confirm-subject", {}, job.lang),
                render(
                    "notify-confirm-body",
                    {"link": verify_link(self.keys, job.base, job.account_id, job.email)},
                    job.lang,
                ),
                lang=job.lang,
            )
            self._deliver(self._delivery("mail", job.account_id, message))
            return
        found = choices(self.store, job.account_id)
        base = self.base_url(found.base_url)
        if base is None:
            log.warning(
                "notifications: no address for links (--public-url); turn of %s not sent", job.account_id
            )
            return
        lang = found.lang
        name = game_name(job.game)
        others = ", ".join(mail.clean(p, 64) for i, p in enumerate(job.players) if i != job.seat)
        title = render("notify-turn-title", {"game": name}, lang)
        body = render("notify-turn-body", {"game": name, "players": others}, lang)
        link = f"{base}/#/room/{urllib.parse.quote(job.room_id)}"
        for sub in _subscriptions(self.store, job.account_id):
            payload = {
                "title": title,
                "body": body,
                "url": link,
                "tag": f"turn-{job.room_id}",
                "off": off_link(self.keys, base, job.account_id, "push"),
                "offText": render("notify-push-off-action", {}, lang),
            }
            self._deliver(self._delivery("push", job.account_id, sub, json.dumps(payload).encode()))
        if self.smtp is not None and found.email and found.email_on and found.email_verified:
            off = off_link(self.keys, base, job.account_id, "email")
            text = render(
                "notify-turn-mail", {"game": name, "players": others, "link": link, "off": off}, lang
            )
            message = mail.compose(self.smtp, found.email, title, text, unsubscribe=off, lang=lang)
            self._deliver(self._delivery("mail", job.account_id, message))

    def _delivery(self, kind: str, account_id: str, target: Any, payload: bytes = b"") -> _Delivery:
        self._numbers += 1
        return _Delivery(time.monotonic(), self._numbers, kind, account_id, target, payload)

    def _deliver(self, item: _Delivery) -> None:
        assert self.keys is not None
        try:
            if item.kind == "push":
                status = push.send(item.target, item.payload, self.keys.vapid, self._subject())
                if status in (404, 410):
                    unsubscribe(self.store, item.account_id, item.target.endpoint)
                    self.dropped += 1
                    log.info("notifications: a push subscription is gone (%d); deleted", status)
                    return
                if not 200 <= status < 300:
                    raise OSError(f"the push service answered {status}")
            else:
                if self.smtp is None:
                    return
                mail.send(self.smtp, item.target)
            self.sent += 1
        except Exception as exc:
            if item.attempt >= self.settings.notify_attempts:
                self.failed += 1
                log.warning("notifications: %s to %s failed for good: %s", item.kind, item.account_id, exc)
                return
            delay = self.settings.notify_retry_seconds * 2 ** (item.attempt - 1)
            log.info("notifications: %s failed (%s); again in %.0f s", item.kind, exc, delay)
            item.attempt += 1
            item.due = time.monotonic() + delay
            heapq.heappush(self._retries, item)

    def _subject(self) -> str:
        if self.settings.vapid_subject:
            return str(self.settings.vapid_subject)
        if self.smtp is not None:
            return f"mailto:{self.smtp.sender}"
        return str(self.settings.public_url or "mailto:fives@localhost")


# ----------------------------------------------------------------------------------- the hook
def turns_changed(
    services: Any, room: Room, values: dict[int, dict[str, Any]], moved: int | None = None
) -> None:
    """Called after whose turn it is was stored (`fives.server.session`): the seats of accounts
    whose turn just began in a turn-based room are announced, unless a page holds them now."""
    notifier = getattr(services, "notifier", None)
    if notifier is None or room.row.pace != "turn_based":
        return
    held: set[int] | None = None
    for seat, changed in values.items():
        if not changed.get("to_move") or seat == moved:
            continue
        row = room.seats[seat]
        if row.account_id is None or row.status == SEAT_AI or row.turn_since is None:
            continue
        if held is None:
            held = room.held_seats()
        if seat in held:
            continue
        names = tuple(s.name for s in room.seats)
        notifier.turn(Turn(room.id, room.row.game, seat, row.account_id, names, row.turn_since))
