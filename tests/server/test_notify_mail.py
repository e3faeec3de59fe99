"""Turn e-mails (issue 35) through a real SMTP server started by the test (aiosmtpd): an address
is confirmed by the link sent to it before anything else goes there; "Your turn" carries the
game's link and an unsubscribe link (and the one-click List-Unsubscribe headers) that works
without signing in; the address is shown to its account alone; no header can be injected."""

from __future__ import annotations

import re
from typing import Any

import pytest

from fives.server import mail

from .conftest import serve
from .notify_helpers import cheap, game_of_two, move, sign_in, smtp_server, to_move

BASE = "https://fives.example.org"


def _link(text: str, path: str) -> str:
    found = re.search(re.escape(BASE + path) + r"\?\S+", text)
    assert found, text
    return found.group(0).removeprefix(BASE)


def _wait(client: Any, received: list[Any], count: int) -> None:
    assert client.app.state.notifier.wait_idle()
    assert len(received) == count, [m["Subject"] for m in received]


def test_turn_e_mails_confirmed_sent_and_unsubscribed(db_url: str) -> None:
    with smtp_server() as (port, received):
        smtp = mail.Smtp("127.0.0.1", port, sender="fives@example.org", security="none")
        with serve(db_url, test_seed=1, public_url=BASE, smtp=smtp) as client:
            cheap(client)
            room, tokens, who = game_of_two(client)
            ann = who["ann"]
            changed = client.put(
                "/api/me/notifications", json={"email": "ann@example.org", "email_on": True}, headers=ann
            )
            assert changed.status_code == 200, changed.text
            assert changed.json()["email"] == "ann@example.org" and not changed.json()["email_verified"]
            _wait(client, received, 1)
            confirm = received[0]
            assert confirm["To"] == "ann@example.org" and confirm["X-Envelope-To"] == "ann@example.org"
            assert confirm["From"] == "Fives <fives@example.org>"
            verify = _link(confirm.get_content(), "/notifications/verify")

            # not confirmed yet: Ann's turn sends nothing
            if to_move(client, room) == [0]:
                move(client, room, tokens[0])
            move(client, room, tokens[1])
            _wait(client, received, 1)

            client.cookies.clear()  # the link works without signing in; GET only asks
            assert "notify-confirm" in client.get(verify).text
            assert client.post(verify).status_code == 200
            ann = sign_in(client, "Ann")
            mine = client.get("/api/me/notifications").json()
            assert mine["email_verified"] and mine["email_on"] and mine["email_available"]

            move(client, room, tokens[0])
            move(client, room, tokens[1])
            _wait(client, received, 2)
            turn = received[1]
            assert turn["Subject"] == "Your turn · Make 5"
            assert turn["To"] == "ann@example.org"
            text = turn.get_content()
            assert f"{BASE}/#/room/{room}" in text and "Bob" in text
            off = _link(text, "/notifications/off")
            assert turn["List-Unsubscribe"] == f"<{BASE}{off}>"
            assert turn["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"

            # Bob never sees Ann's address
            sign_in(client, "Bob")
            assert client.get("/api/me/notifications").json()["email"] is None
            assert "ann@example.org" not in client.get(f"/api/rooms/{room}").text

            # the one-click unsubscribe (a mail program's POST), without signing in
            client.cookies.clear()
            done = client.post(off, content=b"List-Unsubscribe=One-Click")
            assert done.status_code == 200 and "no more e-mails" in done.text
            move(client, room, tokens[0])
            move(client, room, tokens[1])
            _wait(client, received, 2)
            sign_in(client, "Ann")
            assert client.get("/api/me/notifications").json()["email_on"] is False


def test_a_confirmation_link_fits_one_account_and_one_address(sqlite_url: str) -> None:
    with smtp_server() as (port, received):
        smtp = mail.Smtp("127.0.0.1", port, sender="fives@example.org", security="none")
        with serve(sqlite_url, test_seed=1, public_url=BASE, smtp=smtp) as client:
            cheap(client)
            _room, _tokens, who = game_of_two(client)
            client.put("/api/me/notifications", json={"email": "ann@example.org"}, headers=who["ann"])
            _wait(client, received, 1)
            verify = _link(received[0].get_content(), "/notifications/verify")
            client.cookies.clear()
            for bad in (
                verify.replace(who["ann"]["id"], who["bob"]["id"]),
                verify.replace("ann%40example.org", "eve%40example.org"),
                verify[:-3],
            ):
                assert client.post(bad).status_code == 400, bad
            ann = sign_in(client, "Ann")
            assert client.put("/api/me/notifications", json={"email": "x@"}, headers=ann).status_code == 400
            # a link to an address the account changed since confirms nothing
            client.put("/api/me/notifications", json={"email": "ann2@example.org"}, headers=ann)
            client.cookies.clear()
            assert client.post(verify).status_code == 400
            sign_in(client, "Ann")
            assert client.get("/api/me/notifications").json()["email_verified"] is False


def test_without_smtp_no_e_mail_is_offered(sqlite_url: str) -> None:
    with serve(sqlite_url, test_seed=1) as client:
        cheap(client)
        game_of_two(client)
        assert client.get("/api/me/notifications").json()["email_available"] is False


@pytest.mark.parametrize("name", ["Eve\r\nBcc: victim@example.org", "Eve\nSubject: win", "Eve\u2028x"])
def test_no_header_can_be_injected_from_a_name(name: str) -> None:
    smtp = mail.Smtp("127.0.0.1", 25, sender="fives@example.org")
    message = mail.compose(smtp, "ann@example.org", f"Your turn · {name}", f"against {name}")
    headers = message.as_bytes().split(b"\n\n", 1)[0]
    assert b"\nBcc:" not in headers and headers.count(b"\nSubject:") == 1
    assert sorted(message.keys()) == sorted(
        [
            "From",
            "To",
            "Subject",
            "Message-ID",
            "Content-Language",
            "Auto-Submitted",
            "Content-Type",
            "Content-Transfer-Encoding",
            "MIME-Version",
        ]
    )
    assert "\n" not in message["Subject"] and "\r" not in message["Subject"]
    with pytest.raises(ValueError, match="e-mail address"):
        mail.compose(smtp, "ann@example.org\r\nBcc: x@example.org", "s", "b")
