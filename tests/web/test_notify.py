"""Your turn, outside the page (issue 35), in the browser with two people: the tab's title says
"(1) Your turn · <game>" when the other moves (German on a phone: "(1) Du bist dran"); a browser
notification when the tab is hidden, only after the player switched it on (the permission asked
for by that click, never on page load); the settings page: the switch, Web Push on this device
(the browser's own push service is unreachable here, so its PushManager.subscribe is replaced by
one that returns a subscription made by the test: the page's flow and the server's side are what
is tested; tests/server/test_notify_push.py delivers to a push service run by the test), e-mail
confirmed through a real SMTP server (aiosmtpd) and "Turn all notifications off"."""

from __future__ import annotations

import base64
import re
import secrets
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec

from .conftest import Errors, Server, screen_context, serving, watch
from .test_rated import sign_up
from .test_resign import arrive, invited_pair

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

SHOTS = Path("/tmp/notify35")

#: records every Notification the page makes (window.__notes) and every permission request
RECORD = """
window.__notes = [];
window.__asked = 0;
if (window.Notification) {
  const Real = window.Notification;
  class Recorded extends Real {
    constructor(title, options) {
      super(title, options);
      window.__notes.push({ title, body: options && options.body, tag: options && options.tag });
    }
  }
  Recorded.requestPermission = (...args) => { window.__asked += 1; return Real.requestPermission(...args); };
  window.Notification = Recorded;
}
"""


def shot(page: Page, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def play_first_legal(page: Page, room: str) -> None:
    """The page's seat plays its first legal move (through the API, with the page's own token)."""
    status = page.evaluate(
        """async (room) => {
          const [token] = Object.values(JSON.parse(localStorage.getItem("fives.seats." + room) || "{}"));
          const seat = { headers: { "X-Seat-Token": token } };
          const me = await (await fetch(`/api/rooms/${room}/me`, seat)).json();
          const answer = await fetch(`/api/rooms/${room}/moves`, {
            method: "POST",
            headers: { "Content-Type": "application/json", "X-Seat-Token": token },
            body: JSON.stringify({ move_number: me.view.move_number, action: me.view.legal[0] }),
          });
          return answer.status;
        }""",
        room,
    )
    assert status == 200


def title_is(page: Page, pattern: str) -> None:
    page.wait_for_function("(p) => new RegExp(p).test(document.title)", arg=pattern)


def test_the_title_and_a_hidden_tab_say_it_is_your_turn(page: Page, server: Server, browser: Browser) -> None:
    page.context.grant_permissions(["notifications"], origin=server.base)
    page.context.add_init_script(RECORD)
    room, tickets = invited_pair(server)
    bob_context = screen_context(browser, "de", phone=True)  # Bob: German, on a phone
    try:
        bob_context.add_init_script(RECORD)
        bob = watch(bob_context.new_page(), Errors())
        ann = arrive(page, server, room, tickets[0])
        arrive(bob, server, room, tickets[1])
        if server.get(f"/api/rooms/{room}")["to_move"] == [1]:
            play_first_legal(bob, room)
        title_is(ann, r"^\(1\) Your turn · Fünf gewinnt$")
        title_is(bob, r"^Fünf gewinnt · Fives$")
        assert ann.evaluate("() => window.__asked") == 0  # nothing asked on page load

        # Ann switches browser notifications on (the browser allows them in this context)
        ann.click("#prefs summary")
        ann.check("#pref-notify")
        assert ann.is_checked("#pref-notify")
        assert ann.get_attribute("#notify-more", "href") == "#/settings"  # push and e-mail live there
        shot(ann, "game-prefs-notify-en")

        play_first_legal(ann, room)  # the title follows: Bob's turn now
        title_is(ann, r"^Fünf gewinnt · Fives$")
        title_is(bob, r"^\(1\) Du bist dran · Fünf gewinnt$")
        shot(bob, "game-your-turn-de-phone")

        # Ann's tab goes to the background; Bob moves: one notification, in Ann's words
        ann.evaluate(
            """() => {
              Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
              document.dispatchEvent(new Event("visibilitychange"));
            }"""
        )
        play_first_legal(bob, room)
        title_is(ann, r"^\(1\) Your turn · Fünf gewinnt$")
        ann.wait_for_function("() => window.__notes.length === 1")
        note = ann.evaluate("() => window.__notes[0]")
        assert note == {
            "title": "Your turn · Fünf gewinnt",
            "body": "Fünf gewinnt: it is your move",
            "tag": f"turn-{room}",
        }
        # Bob's page (visible, never switched on) made none
        assert bob.evaluate("() => window.__notes.length") == 0

        # switched off: no notification on the next turn
        ann.uncheck("#pref-notify")
        play_first_legal(ann, room)
        play_first_legal(bob, room)
        title_is(ann, r"^\(1\) Your turn")
        assert ann.evaluate("() => window.__notes.length") == 1
    finally:
        bob_context.close()


#: an init script whose PushManager hands out one subscription made by the test, kept across
#: pages as the browser keeps it (the browser's own push service cannot be reached from here)
FAKE_PUSH = """
(() => {
  if (!window.PushManager) return;
  const keys = { p256dh: "P256DH", auth: "AAECAwQFBgcICQoLDA0ODw" };
  const made = { endpoint: "ENDPOINT", expirationTime: null, keys };
  const drop = async () => {
    localStorage.removeItem("test.push");
    return true;
  };
  const sub = { endpoint: made.endpoint, toJSON: () => made, unsubscribe: drop };
  PushManager.prototype.subscribe = async function (options) {
    window.__subscribedWith = options && options.applicationServerKey && options.applicationServerKey.length;
    localStorage.setItem("test.push", "1");
    return sub;
  };
  PushManager.prototype.getSubscription = async function () {
    return localStorage.getItem("test.push") ? sub : null;
  };
})();
"""


def _fake_push(key: ec.EllipticCurvePrivateKey) -> str:
    public = key.public_key().public_bytes(
        serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint
    )
    b64 = base64.urlsafe_b64encode(public).rstrip(b"=").decode()
    endpoint = f"https://fcm.googleapis.com/fcm/send/test-{secrets.token_hex(4)}"
    return FAKE_PUSH.replace("ENDPOINT", endpoint).replace("P256DH", b64)


def _settings(page: Page, server_base: str) -> None:
    page.goto(f"{server_base}/#/settings")
    page.wait_for_selector("#settings-page")


def test_the_settings_page_opt_ins(browser: Browser, tmp_path: Path) -> None:
    from tests.server.notify_helpers import smtp_server

    with smtp_server() as (port, received):
        env = {
            "FIVES_SMTP_HOST": "127.0.0.1",
            "FIVES_SMTP_PORT": str(port),
            "FIVES_SMTP_SECURITY": "none",
            "FIVES_SMTP_FROM": "fives@example.org",
        }
        with serving(tmp_path, ai_workers=1, env=env) as mailing:
            for lang, phone in (("en", False), ("de", True)):
                context = screen_context(browser, lang, phone)
                try:
                    context.add_init_script(RECORD)
                    context.add_init_script(_fake_push(ec.generate_private_key(ec.SECP256R1())))
                    _settings_flow(watch(context.new_page(), Errors()), mailing, received, lang, phone)
                finally:
                    context.close()


def _settings_flow(page: Page, server: Server, received: list[Any], lang: str, phone: bool) -> None:
    de = lang == "de"
    where = f"{lang}{'-phone' if phone else ''}"
    page.goto(f"{server.base}/")
    page.wait_for_selector("#sign-up")
    assert page.locator("#nav-settings").count() == 0  # signed out: the game's Settings link there
    _settings(page, server.base)
    # signed out: the switch of this tab, and what signing in would add
    assert page.locator("#pref-notify").count() == 1
    page.wait_for_selector("#notify-sign-in")
    assert page.evaluate("() => window.__asked") == 0
    page.check("#pref-notify")  # this browser refuses (no permission given): the switch says so
    page.wait_for_function("() => document.querySelector('#notify-note').textContent.length > 0")
    assert page.evaluate("() => window.__asked") == 1
    assert not page.is_checked("#pref-notify")
    assert ("blockiert" if de else "blocks notifications") in page.inner_text("#notify-note")
    shot(page, f"settings-signed-out-{where}")

    name = f"{'Anna' if de else 'Ann'} {secrets.token_hex(3)}"
    sign_up(page, server, name)
    page.click("#nav-settings")  # the header's gear
    page.wait_for_selector("#settings-page")
    page.wait_for_selector("#notify-push")
    width = page.evaluate("() => window.innerWidth")
    assert page.evaluate("() => document.documentElement.scrollWidth") <= width  # the header fits
    assert page.inner_text("h1") == ("Benachrichtigungen" if de else "Notifications")
    assert not page.is_checked("#notify-push") and not page.is_checked("#notify-email-on")

    # push on this device: subscribed with the server's key, registered for this account
    page.check("#notify-push")
    page.wait_for_function("() => document.querySelector('#notify-devices').textContent.endsWith(': 1')")
    assert page.evaluate("() => window.__subscribedWith") == 65
    assert page.evaluate("() => navigator.serviceWorker.getRegistration('/').then((r) => Boolean(r))")

    # e-mail: a confirmation link first
    address = f"{name.split()[0].lower()}-{secrets.token_hex(2)}@example.org"
    page.fill("#notify-email", address)
    page.check("#notify-email-on")
    before = len(received)
    page.click("#notify-save")
    page.wait_for_selector("#notify-email-state")
    assert ("Noch nicht bestätigt" if de else "Not confirmed yet") in page.inner_text("#notify-email-state")
    shot(page, f"settings-signed-in-{where}")
    for _ in range(200):
        if len(received) > before:
            break
        page.wait_for_timeout(50)
    message = received[-1]
    assert message["To"] == address
    link = re.search(r"http://\S+/notifications/verify\?\S+", message.get_content())
    assert link
    page.goto(link.group(0))
    shot(page, f"verify-page-{where}")
    page.click("#notify-confirm")
    page.wait_for_selector("#notify-message")
    assert address in page.inner_text("#notify-message")
    _settings(page, server.base)
    page.wait_for_selector("#notify-email-state.ok")
    assert page.is_checked("#notify-email-on") and page.is_checked("#notify-push")

    # one click turns everything off
    page.click("#notify-all-off")
    page.wait_for_function("() => document.querySelector('#notify-email-on')?.checked === false")
    page.wait_for_function("() => document.querySelector('#notify-devices')?.textContent.endsWith(': 0')")
    assert not page.is_checked("#notify-push")
    assert ("Alle Benachrichtigungen sind aus" if de else "Every notification is off") in page.inner_text(
        "#notify-status"
    )
    shot(page, f"settings-all-off-{where}")
