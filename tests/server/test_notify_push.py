"""Web Push of "Your turn" (issue 35), end to end against a push service run by the test: the
server posts to it, the test checks the VAPID token's signature and decrypts the message with
the subscription's private key (as the browser would); the unsubscribe link works without
signing in and for its own account only; a 404/410 deletes the subscription; a failure is tried
again a bounded number of times; only an account may subscribe or unsubscribe itself."""

from __future__ import annotations

import json
import logging
from typing import Any

import pytest
import sqlalchemy as sa
from cryptography.hazmat.primitives.asymmetric import ec

from fives.server import push
from fives.server.config import Settings
from fives.server.notify import Notifier, Turn
from fives.server.tables import push_subscriptions, server_keys

from .conftest import serve
from .notify_helpers import (
    Browser,
    PushService,
    cheap,
    check_vapid,
    game_of_two,
    move,
    push_service,
    sign_in,
    to_move,
)

RFC = {  # RFC 8291, Appendix A
    "plaintext": b"When I grow up, I want to be a watermelon",
    "as_private": "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
    "ua_public": "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
    "auth": "BTBZMqHH6r4Tts7J_aSIgg",
    "salt": "DGv6ra1nlYgDCS1FRnbzlw",
    "body": "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmY"
    "WAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
}


def test_the_encryption_is_rfc_8291_byte_for_byte() -> None:
    sender = ec.derive_private_key(int.from_bytes(push.unb64url(RFC["as_private"]), "big"), ec.SECP256R1())
    body = push.encrypt(
        RFC["plaintext"],  # type: ignore[arg-type]
        push.unb64url(RFC["ua_public"]),  # type: ignore[arg-type]
        push.unb64url(RFC["auth"]),  # type: ignore[arg-type]
        sender=sender,
        salt=push.unb64url(RFC["salt"]),  # type: ignore[arg-type]
    )
    assert push.b64url(body) == RFC["body"]


def _server(url: str, service: PushService, **extra: Any) -> Any:
    return serve(
        url,
        test_seed=1,
        public_url="https://fives.example.org",
        push_insecure_hosts=("127.0.0.1",),
        notify_retry_seconds=0.05,
        **extra,
    )


def _subscriptions(client: Any) -> list[str]:
    with client.app.state.hub.store.engine.connect() as conn:
        return [r.endpoint for r in conn.execute(sa.select(push_subscriptions.c.endpoint))]


def _bob_moves(client: Any, room: str, tokens: dict[int, str]) -> None:
    """Moves until Bob has moved and it is Ann's turn (Ann's page is closed)."""
    if to_move(client, room) == [0]:
        move(client, room, tokens[0])
    move(client, room, tokens[1])
    assert to_move(client, room) == [0]


def test_a_push_reaches_a_closed_page_encrypted_and_signed(db_url: str) -> None:
    browser = Browser()
    with push_service() as service, _server(db_url, service) as client:
        cheap(client)
        room, tokens, who = game_of_two(client)
        key = client.get("/api/push/key").json()["public_key"]
        endpoint = f"{service.origin}/push/ann-1"
        answer = client.post("/api/me/push", json=browser.subscription(endpoint), headers=who["ann"])
        assert answer.status_code == 200, answer.text
        assert answer.json()["push_devices"] == 1

        _bob_moves(client, room, tokens)
        notifier = client.app.state.notifier
        assert notifier.wait_idle()
        service.wait(1)
        path, headers, body = service.received[-1]
        assert path == "/push/ann-1"
        assert headers["content-encoding"] == "aes128gcm" and int(headers["ttl"]) > 0
        claims = check_vapid(headers["authorization"], service.origin)
        assert claims["k"] == key  # the key the page subscribed with
        assert b"Bob" not in body and b"Your turn" not in body  # encrypted
        payload = json.loads(browser.decrypt(body))
        assert payload["title"] == "Your turn · Make 5"
        assert "Bob" in payload["body"]
        assert payload["url"] == f"https://fives.example.org/#/room/{room}"
        assert payload["tag"] == f"turn-{room}"

        # the message's "Turn these off" works without signing in, for Ann only
        client.cookies.clear()
        off = payload["off"].removeprefix("https://fives.example.org")
        page = client.get(off)
        assert page.status_code == 200 and "notify-confirm" in page.text
        assert _subscriptions(client) == [endpoint]  # GET only asks
        assert client.post(off).status_code == 200
        assert _subscriptions(client) == []


def test_the_vapid_key_is_made_once_and_kept(sqlite_url: str) -> None:
    with push_service() as service:
        with _server(sqlite_url, service) as client:
            first = client.get("/api/push/key").json()["public_key"]
        with _server(sqlite_url, service) as client:
            assert client.get("/api/push/key").json()["public_key"] == first
            with client.app.state.hub.store.engine.connect() as conn:
                names = sorted(r.name for r in conn.execute(sa.select(server_keys.c.name)))
            assert names == ["unsubscribe", "vapid"]


def test_gone_subscriptions_are_deleted_and_failures_retried_a_bounded_number_of_times(
    sqlite_url: str,
) -> None:
    browser = Browser()
    with push_service(answers=[503, 201, 410]) as service, _server(sqlite_url, service) as client:
        cheap(client)
        room, tokens, who = game_of_two(client)
        endpoint = f"{service.origin}/push/ann"
        client.post("/api/me/push", json=browser.subscription(endpoint), headers=who["ann"])
        notifier = client.app.state.notifier

        _bob_moves(client, room, tokens)  # 503, then 201 on the second try
        assert notifier.wait_idle()
        assert len(service.received) == 2 and notifier.sent == 1
        assert browser.decrypt(service.received[0][2]) == browser.decrypt(service.received[1][2])

        move(client, room, tokens[0])
        _bob_moves(client, room, tokens)  # 410: the browser dropped it
        assert notifier.wait_idle()
        assert len(service.received) == 3 and notifier.dropped == 1
        assert _subscriptions(client) == []

        service.answers[:] = [500, 500, 500, 500]
        client.post("/api/me/push", json=browser.subscription(endpoint), headers=who["ann"])
        move(client, room, tokens[0])
        _bob_moves(client, room, tokens)
        assert notifier.wait_idle()
        # notify_attempts (3) tries, then it is given up, logged, and the subscription kept
        assert len(service.received) == 6 and notifier.failed == 1
        assert _subscriptions(client) == [endpoint]


def test_no_push_while_the_page_is_open_nor_in_a_live_game(sqlite_url: str) -> None:
    browser = Browser()
    with push_service() as service, _server(sqlite_url, service) as client:
        cheap(client)
        room, tokens, who = game_of_two(client)
        sub = browser.subscription(f"{service.origin}/p") | {"lang": "de"}
        client.post("/api/me/push", json=sub, headers=who["ann"])
        with client.websocket_connect(f"/ws/rooms/{room}") as ws:
            ws.send_json({"type": "hello", "tokens": [tokens[0]]})
            ws.receive_json()
            _bob_moves(client, room, tokens)
            assert client.app.state.notifier.wait_idle()
        assert service.received == []
        # the page closed: the next turn is pushed, in the language the page subscribed in
        move(client, room, tokens[0])
        _bob_moves(client, room, tokens)
        service.wait(1)
        payload = json.loads(browser.decrypt(service.received[0][2]))
        assert payload["title"] == "Du bist dran · Make 5"
        # a live game sends nothing (its pages are open)
        live, live_tokens, _ = game_of_two(client, pace="live", again=True)
        _bob_moves(client, live, live_tokens)
        assert client.app.state.notifier.wait_idle()
        assert len(service.received) == 1


def test_the_service_worker_is_served_from_the_root(sqlite_url: str) -> None:
    with serve(sqlite_url) as client:
        answer = client.get("/sw.js")
        assert answer.status_code == 200 and "javascript" in answer.headers["content-type"]
        assert answer.headers["service-worker-allowed"] == "/"
        assert 'addEventListener("push"' in answer.text


def test_only_the_account_subscribes_and_unsubscribes_itself(sqlite_url: str) -> None:
    browser = Browser()
    with push_service() as service, _server(sqlite_url, service, max_push_subscriptions=3) as client:
        cheap(client)
        _room, _tokens, who = game_of_two(client)
        sub = browser.subscription(f"{service.origin}/ann")
        assert client.post("/api/me/push", json=sub).status_code == 403  # no CSRF token
        client.cookies.clear()
        assert client.post("/api/me/push", json=sub).status_code == 401
        assert client.get("/api/me/notifications").status_code == 401

        sign_in(client, "Ann")
        ann = who["ann"] | sign_in(client, "Ann")
        assert client.post("/api/me/push", json=sub, headers=ann).status_code == 200
        # Bob cannot take Ann's subscription off
        bob = sign_in(client, "Bob")
        gone = client.request("DELETE", "/api/me/push", json={"endpoint": sub["endpoint"]}, headers=bob)
        assert gone.status_code == 200 and gone.json()["push_devices"] == 0
        assert _subscriptions(client) == [sub["endpoint"]]
        # nor with Ann's link made for another account, nor a forged one
        client.cookies.clear()
        store = client.app.state.notifier
        link = push.b64url(b"x" * 18)
        for bad in (
            f"/notifications/off?a={who['bob']['id']}&c=push&t={store.keys.token('push', who['ann']['id'])}",
            f"/notifications/off?a={who['ann']['id']}&c=push&t={link}",
            f"/notifications/off?a={who['ann']['id']}&c=all&t={store.keys.token('push', who['ann']['id'])}",
        ):
            assert client.post(bad).status_code == 400
        assert _subscriptions(client) == [sub["endpoint"]]

        # a push service not on the list (the server posts nowhere a page chooses), bad keys
        ann = sign_in(client, "Ann")
        for endpoint in ("https://evil.example.org/x", "http://10.0.0.1/x", "file:///etc/passwd"):
            answer = client.post("/api/me/push", json=browser.subscription(endpoint), headers=ann)
            assert answer.status_code == 400 and answer.json()["error"] == "bad_subscription"
        broken = browser.subscription(f"{service.origin}/y")
        broken["keys"]["p256dh"] = push.b64url(b"\x04" + b"\x00" * 64)
        assert client.post("/api/me/push", json=broken, headers=ann).status_code == 400
        ok = browser.subscription("https://fcm.googleapis.com/fcm/send/abc")
        assert client.post("/api/me/push", json=ok, headers=ann).status_code == 200

        # at most max_push_subscriptions per account: the oldest go
        for n in range(5):
            client.post("/api/me/push", json=browser.subscription(f"{service.origin}/{n}"), headers=ann)
        assert sorted(_subscriptions(client)) == sorted(f"{service.origin}/{n}" for n in (2, 3, 4))

        # one click turns everything off
        assert client.post("/api/me/notifications/off", headers=ann).json()["push_devices"] == 0
        assert _subscriptions(client) == []


def test_the_game_never_waits_for_a_full_queue(caplog: pytest.LogCaptureFixture) -> None:
    """`Notifier.turn` only puts the turn in the queue: when it is full (a stuck SMTP server,
    a slow push service) the turn is dropped and logged, never waited for; a turn is announced
    once."""
    settings = Settings(database_url="sqlite://", notify_queue=2)
    notifier = Notifier(settings, None, None)  # type: ignore[arg-type]  # no thread: nothing is read
    turns = [Turn(f"room{n}", "make5", 0, "acct", ("Ann", "Bob"), 1.0) for n in range(3)]
    with caplog.at_level(logging.WARNING, logger="fives.server.notify"):
        for turn in [*turns, turns[0]]:
            notifier.turn(turn)
    assert notifier.queue.qsize() == 2
    assert [r.message for r in caplog.records if "queue is full" in r.message] != []
    assert sum("queue is full" in r.message for r in caplog.records) == 1  # the repeat is not queued


def test_the_operator_names_the_push_services(monkeypatch: pytest.MonkeyPatch) -> None:
    from fives.server.cli import push_hosts_from_env

    monkeypatch.delenv("FIVES_PUSH_HOSTS", raising=False)
    assert push_hosts_from_env() == ()
    monkeypatch.setenv("FIVES_PUSH_HOSTS", " push.example.org, FCM.googleapis.com ,")
    assert push_hosts_from_env() == ("push.example.org", "fcm.googleapis.com")
