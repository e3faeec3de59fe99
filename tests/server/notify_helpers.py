"""What the turn-notification tests share: a push service run in the test process (it checks
the VAPID token and decrypts each message with the subscription's private key, as a browser
does), a real SMTP server (aiosmtpd), two accounts in one turn-based game."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import socket
import struct
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from email import message_from_bytes, policy
from email.message import EmailMessage
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from argon2 import PasswordHasher
from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import encode_dss_signature
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF, HKDFExpand

from fives.server.accounts import Passwords

PASSWORD = "correct horse battery"


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


class Browser:
    """A browser's side of a push subscription: its key pair and auth secret."""

    def __init__(self) -> None:
        self.private = ec.generate_private_key(ec.SECP256R1())
        self.auth = bytes(range(16))
        self.public = self.private.public_key().public_bytes(
            serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint
        )

    def subscription(self, endpoint: str) -> dict[str, Any]:
        return {
            "endpoint": endpoint,
            "expirationTime": None,
            "keys": {"p256dh": b64(self.public), "auth": b64(self.auth)},
        }

    def decrypt(self, body: bytes) -> bytes:
        """RFC 8291 section 3.4 and RFC 8188, the receiving side."""
        salt, (rs, idlen) = body[:16], struct.unpack("!IB", body[16:21])
        sender_public = body[21 : 21 + idlen]
        assert rs >= 18 and idlen == 65
        sender = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), sender_public)
        shared = self.private.exchange(ec.ECDH(), sender)
        info = b"WebPush: info\x00" + self.public + sender_public
        ikm = HKDF(hashes.SHA256(), 32, self.auth, info).derive(shared)
        prk = hmac.new(salt, ikm, hashlib.sha256).digest()  # HKDF-Extract
        cek = HKDFExpand(hashes.SHA256(), 16, b"Content-Encoding: aes128gcm\x00").derive(prk)
        nonce = HKDFExpand(hashes.SHA256(), 12, b"Content-Encoding: nonce\x00").derive(prk)
        plain = AESGCM(cek).decrypt(nonce, body[21 + idlen :], None)
        assert plain.endswith(b"\x02") or b"\x02" in plain, "no last-record delimiter"
        return plain[: plain.rindex(b"\x02")]


def check_vapid(authorization: str, audience: str) -> dict[str, Any]:
    """The claims of a ``vapid t=..., k=...`` header whose ES256 signature verifies with ``k``."""
    scheme, _, rest = authorization.partition(" ")
    assert scheme == "vapid", authorization
    params = dict(part.strip().split("=", 1) for part in rest.split(","))
    header, claims, signature = params["t"].split(".")
    key = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), unb64(params["k"]))
    raw = unb64(signature)
    der = encode_dss_signature(int.from_bytes(raw[:32], "big"), int.from_bytes(raw[32:], "big"))
    try:
        key.verify(der, f"{header}.{claims}".encode(), ec.ECDSA(hashes.SHA256()))
    except InvalidSignature:
        raise AssertionError("the VAPID signature does not verify") from None
    assert json.loads(unb64(header)) == {"typ": "JWT", "alg": "ES256"}
    found: dict[str, Any] = json.loads(unb64(claims))
    assert found["aud"] == audience
    assert time.time() < found["exp"] <= time.time() + 24 * 3600
    assert found["sub"].startswith(("mailto:", "https:", "http:"))
    found["k"] = params["k"]
    return found


@dataclass
class PushService:
    """A push service at http://127.0.0.1:<port>: it keeps every POST and answers with the next
    of ``answers`` (then 201)."""

    answers: list[int] = field(default_factory=list)
    received: list[tuple[str, dict[str, str], bytes]] = field(default_factory=list)
    port: int = 0

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def wait(self, count: int, timeout: float = 10.0) -> None:
        end = time.monotonic() + timeout
        while len(self.received) < count and time.monotonic() < end:
            time.sleep(0.02)
        assert len(self.received) >= count, f"{len(self.received)} pushes arrived, not {count}"


@contextmanager
def push_service(answers: list[int] | None = None) -> Iterator[PushService]:
    service = PushService(list(answers or []))

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            service.received.append((self.path, {k.lower(): v for k, v in self.headers.items()}, body))
            status = service.answers.pop(0) if service.answers else 201
            self.send_response(status)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    service.port = server.server_address[1]
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield service
    finally:
        server.shutdown()
        server.server_close()


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def smtp_server() -> Iterator[tuple[int, list[EmailMessage]]]:
    """A real SMTP server (aiosmtpd) on a free port; the messages it received."""
    from aiosmtpd.controller import Controller

    received: list[EmailMessage] = []

    class Handler:
        async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
            message = message_from_bytes(envelope.content, policy=policy.SMTP)
            assert isinstance(message, EmailMessage)
            message["X-Envelope-To"] = ", ".join(envelope.rcpt_tos)
            received.append(message)
            return "250 OK"

    port = free_port()
    controller = Controller(Handler(), hostname="127.0.0.1", port=port)
    controller.start()
    try:
        yield port, received
    finally:
        controller.stop()


def cheap(client: Any) -> None:
    client.app.state.passwords = Passwords(PasswordHasher(time_cost=1, memory_cost=8, parallelism=1))


def sign_up(client: Any, name: str) -> dict[str, str]:
    """Sign up ``name`` (the client's cookie is theirs now); the CSRF header."""
    client.cookies.clear()
    answer = client.post("/api/accounts", json={"name": name, "password": PASSWORD})
    assert answer.status_code == 201, answer.text
    return {"X-CSRF-Token": answer.json()["csrf"], "id": answer.json()["account"]["id"]}


def sign_in(client: Any, name: str) -> dict[str, str]:
    client.cookies.clear()
    answer = client.post("/api/session", json={"name": name, "password": PASSWORD})
    assert answer.status_code == 200, answer.text
    return {"X-CSRF-Token": answer.json()["csrf"]}


def game_of_two(
    client: Any, pace: str = "turn_based", again: bool = False
) -> tuple[str, dict[int, str], dict[str, dict[str, str]]]:
    """Ann (seat 0) and Bob (seat 1), both signed up, in a turn-based Five in a Row; the client
    ends signed in as Ann.  The room, the seats' tokens, each account's CSRF header and id."""
    enter = sign_in if again else sign_up  # ``again``: the two have accounts already
    ann = enter(client, "Ann")
    seats = [{"kind": "local"}, {"kind": "invite"}]
    answer = client.post(
        "/api/rooms",
        json={"game": "make5", "seats": seats, "pace": pace},
        headers={"X-CSRF-Token": ann["X-CSRF-Token"]},
    )
    assert answer.status_code == 201, answer.text
    made = {s["seat"]: s["token"] for s in answer.json()["tokens"]}
    room = answer.json()["room"]["id"]
    bob = enter(client, "Bob")
    joined = client.post(
        f"/api/rooms/{room}/join",
        json={},
        headers={"X-Seat-Token": made[1], "X-CSRF-Token": bob["X-CSRF-Token"]},
    )
    assert joined.status_code == 200, joined.text
    assert [s["name"] for s in joined.json()["room"]["seats"]] == ["Ann", "Bob"]
    ann.update(sign_in(client, "Ann"))
    return room, {0: made[0], 1: joined.json()["token"]}, {"ann": ann, "bob": bob}


def move(client: Any, room: str, token: str) -> None:
    view = client.get(f"/api/rooms/{room}/me", headers={"X-Seat-Token": token}).json()["view"]
    answer = client.post(
        f"/api/rooms/{room}/moves",
        json={"move_number": view["move_number"], "action": view["legal"][0]},
        headers={"X-Seat-Token": token},
    )
    assert answer.status_code == 200, answer.text


def to_move(client: Any, room: str) -> list[int]:
    return list(client.get(f"/api/rooms/{room}").json()["to_move"])
