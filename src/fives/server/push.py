"""Web Push (issue 35): VAPID (RFC 8292) and message encryption (RFC 8291, ``aes128gcm`` of
RFC 8188), written on `cryptography` alone.

Why not pywebpush: it brings aiohttp, requests, py-vapid and http_ece (the last without a wheel),
for what is about a hundred lines here: one ECDH, two HKDFs, one AES-GCM record and an ES256
JSON Web Token.  The encryption is checked byte for byte against RFC 8291's Appendix A, and a
push service run by the tests decrypts what the server sends (tests/server/test_notify_push.py).

Sending (`send`) is a plain blocking HTTP POST (urllib): it runs in the notifier's own thread
(`fives.server.notify`), never on the event loop.
"""

from __future__ import annotations

import base64
import json
import os
import struct
import time
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass

from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import decode_dss_signature
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.hmac import HMAC

#: the record size written in the header (one record: a push message is at most 4 kB)
RECORD_SIZE = 4096
#: the most bytes of payload a push message carries (push services take 4096 bytes of body)
MAX_PAYLOAD = 3000
#: how long a push service keeps an undelivered message (a turn-based game waits days)
TTL_SECONDS = 86400
#: the JWT's lifetime (RFC 8292: at most 24 hours)
JWT_SECONDS = 12 * 3600


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def unb64url(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _hkdf_extract(salt: bytes, ikm: bytes) -> bytes:
    mac = HMAC(salt, hashes.SHA256())
    mac.update(ikm)
    return mac.finalize()


def _hkdf_expand(prk: bytes, info: bytes, length: int) -> bytes:
    mac = HMAC(prk, hashes.SHA256())
    mac.update(info + b"\x01")
    return mac.finalize()[:length]


def public_bytes(key: ec.EllipticCurvePublicKey) -> bytes:
    """A P-256 public key as the 65 bytes of an uncompressed point."""
    return key.public_bytes(serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)


def encrypt(
    payload: bytes,
    p256dh: bytes,
    auth: bytes,
    *,
    sender: ec.EllipticCurvePrivateKey | None = None,
    salt: bytes | None = None,
) -> bytes:
    """``payload`` encrypted for the subscription whose keys are ``p256dh`` (65 bytes) and
    ``auth`` (16 bytes): the body of a push message (RFC 8291 section 3.4, one aes128gcm record).
    ``sender`` and ``salt`` are fresh for every message; tests give fixed ones."""
    if len(payload) > MAX_PAYLOAD:
        raise ValueError(f"a push payload is at most {MAX_PAYLOAD} bytes")
    if len(p256dh) != 65 or len(auth) != 16:
        raise ValueError("a subscription's p256dh key is 65 bytes and its auth secret 16")
    receiver = ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), p256dh)
    sender = sender or ec.generate_private_key(ec.SECP256R1())
    salt = salt if salt is not None else os.urandom(16)
    as_public = public_bytes(sender.public_key())
    shared = sender.exchange(ec.ECDH(), receiver)
    ikm = _hkdf_expand(_hkdf_extract(auth, shared), b"WebPush: info\x00" + p256dh + as_public, 32)
    prk = _hkdf_extract(salt, ikm)
    cek = _hkdf_expand(prk, b"Content-Encoding: aes128gcm\x00", 16)
    nonce = _hkdf_expand(prk, b"Content-Encoding: nonce\x00", 12)
    sealed = AESGCM(cek).encrypt(nonce, payload + b"\x02", None)  # 0x02: the last record
    return salt + struct.pack("!IB", RECORD_SIZE, len(as_public)) + as_public + sealed


# ------------------------------------------------------------------------------------- VAPID
@dataclass(frozen=True)
class Vapid:
    """The server's VAPID key pair (P-256), made once and kept in the database
    (`fives.server.notify.vapid_keys`)."""

    private: ec.EllipticCurvePrivateKey

    @staticmethod
    def generate() -> Vapid:
        return Vapid(ec.generate_private_key(ec.SECP256R1()))

    @staticmethod
    def from_pem(pem: str) -> Vapid:
        key = serialization.load_pem_private_key(pem.encode("ascii"), password=None)
        if not isinstance(key, ec.EllipticCurvePrivateKey):
            raise ValueError("the stored VAPID key is not an EC key")
        return Vapid(key)

    def pem(self) -> str:
        return self.private.private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        ).decode("ascii")

    @property
    def public_key(self) -> str:
        """The application server key the page gives ``pushManager.subscribe`` (base64url)."""
        return b64url(public_bytes(self.private.public_key()))

    def jwt(self, endpoint: str, subject: str, now: float | None = None) -> str:
        """The ES256 token for a push to ``endpoint`` (its origin is the audience)."""
        parts = urllib.parse.urlsplit(endpoint)
        claims = {
            "aud": f"{parts.scheme}://{parts.netloc}",
            "exp": int((time.time() if now is None else now) + JWT_SECONDS),
            "sub": subject,
        }
        header = b64url(json.dumps({"typ": "JWT", "alg": "ES256"}, separators=(",", ":")).encode())
        body = b64url(json.dumps(claims, separators=(",", ":")).encode())
        signing_input = f"{header}.{body}".encode("ascii")
        r, s = decode_dss_signature(self.private.sign(signing_input, ec.ECDSA(hashes.SHA256())))
        return f"{header}.{body}.{b64url(r.to_bytes(32, 'big') + s.to_bytes(32, 'big'))}"

    def authorization(self, endpoint: str, subject: str) -> str:
        return f"vapid t={self.jwt(endpoint, subject)}, k={self.public_key}"


@dataclass(frozen=True)
class Subscription:
    """A browser's push subscription (``PushSubscription.toJSON()``)."""

    endpoint: str
    p256dh: str
    auth: str


def check_keys(p256dh: str, auth: str) -> bool:
    """Whether a subscription's keys are a P-256 point and a 16-byte secret."""
    try:
        point, secret = unb64url(p256dh), unb64url(auth)
        ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), point)
    except (ValueError, TypeError):
        return False
    return len(point) == 65 and len(secret) == 16


def send(sub: Subscription, payload: bytes, vapid: Vapid, subject: str, timeout: float = 10.0) -> int:
    """POST one encrypted message to the subscription's push service; its HTTP status (201 is
    success; 404 and 410 say the subscription is gone).  Network failures raise `OSError`."""
    body = encrypt(payload, unb64url(sub.p256dh), unb64url(sub.auth))
    request = urllib.request.Request(
        sub.endpoint,
        data=body,
        method="POST",
        headers={
            "Content-Type": "application/octet-stream",
            "Content-Encoding": "aes128gcm",
            "TTL": str(TTL_SECONDS),
            "Urgency": "normal",
            "Authorization": vapid.authorization(sub.endpoint, subject),
        },
    )
    try:
        with urllib.request.urlopen(request, timeout=timeout) as answer:
            return int(answer.status)
    except urllib.error.HTTPError as exc:
        return int(exc.code)
