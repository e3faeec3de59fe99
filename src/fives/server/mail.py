"""E-mail (issue 35): the operator's SMTP server, and the messages "Your turn" and "Confirm your
address" (`fives.server.notify` sends them from its own thread; never on the event loop).

Names in a message come from players (seat and account names): they go in the body and the
subject only after every control character (a line break above all) is removed, and the
headers are written by `email.message.EmailMessage` with the SMTP policy, which refuses a line
break in a header anyway: no header can be injected.
"""

from __future__ import annotations

import os
import re
import smtplib
import ssl
from dataclasses import dataclass
from email.message import EmailMessage
from email.utils import formataddr, make_msgid

#: control characters (C0, DEL, C1) and the Unicode line and paragraph separators
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")
#: an e-mail address as accounts may give it: one @, no spaces, quotes or angle brackets
_ADDRESS = re.compile(r"^[^@\s\"<>(),;:\\\[\]]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$")
MAX_ADDRESS = 254


@dataclass(frozen=True)
class Smtp:
    """The operator's SMTP settings (docs/server.md, "Turn notifications"): from the environment
    ``FIVES_SMTP_HOST``, ``FIVES_SMTP_PORT``, ``FIVES_SMTP_USER``, ``FIVES_SMTP_PASSWORD``,
    ``FIVES_SMTP_FROM`` and ``FIVES_SMTP_SECURITY`` (``starttls``, ``tls`` or ``none``)."""

    host: str
    port: int = 587
    sender: str = "fives@localhost"
    user: str | None = None
    password: str | None = None
    security: str = "starttls"
    timeout: float = 20.0

    @staticmethod
    def from_env(env: dict[str, str] | None = None) -> Smtp | None:
        values = dict(os.environ if env is None else env)
        host = values.get("FIVES_SMTP_HOST", "").strip()
        if not host:
            return None
        security = values.get("FIVES_SMTP_SECURITY", "starttls").strip().lower() or "starttls"
        if security not in ("starttls", "tls", "none"):
            raise ValueError(f"FIVES_SMTP_SECURITY {security!r}: use starttls, tls or none")
        default_port = {"starttls": 587, "tls": 465, "none": 25}[security]
        sender = values.get("FIVES_SMTP_FROM", "").strip() or f"fives@{host}"
        if not valid_address(sender):
            raise ValueError(f"FIVES_SMTP_FROM {sender!r} is not an e-mail address")
        return Smtp(
            host=host,
            port=int(values.get("FIVES_SMTP_PORT", "") or default_port),
            sender=sender,
            user=values.get("FIVES_SMTP_USER") or None,
            password=values.get("FIVES_SMTP_PASSWORD") or None,
            security=security,
        )


def valid_address(address: str) -> bool:
    return len(address) <= MAX_ADDRESS and _ADDRESS.match(address) is not None


def clean(text: str, limit: int = 200) -> str:
    """A player's text made safe for a header or a line: no control characters, not too long."""
    return _CONTROL.sub(" ", text).strip()[:limit]


def compose(
    smtp: Smtp,
    to: str,
    subject: str,
    body: str,
    unsubscribe: str | None = None,
    lang: str = "en",
) -> EmailMessage:
    """A plain-text message; ``unsubscribe``: the signed link that turns these e-mails off,
    also as the one-click ``List-Unsubscribe`` headers (RFC 8058)."""
    if not valid_address(to):
        raise ValueError("not an e-mail address")
    message = EmailMessage()
    message["From"] = formataddr(("Fives", smtp.sender))
    message["To"] = to
    message["Subject"] = clean(subject)
    message["Message-ID"] = make_msgid(domain=smtp.sender.rpartition("@")[2] or None)
    message["Auto-Submitted"] = "auto-generated"
    if unsubscribe is not None:
        message["List-Unsubscribe"] = f"<{unsubscribe}>"
        message["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click"
    message.set_content(body)
    message["Content-Language"] = "de" if lang == "de" else "en"  # after set_content, which drops Content-*
    return message


def send(smtp: Smtp, message: EmailMessage) -> None:
    """Deliver ``message`` (raises `smtplib.SMTPException` or `OSError` on failure)."""
    context = ssl.create_default_context()
    client: smtplib.SMTP
    if smtp.security == "tls":
        client = smtplib.SMTP_SSL(smtp.host, smtp.port, timeout=smtp.timeout, context=context)
    else:
        client = smtplib.SMTP(smtp.host, smtp.port, timeout=smtp.timeout)
    with client:
        if smtp.security == "starttls":
            client.starttls(context=context)
        if smtp.user and smtp.password:
            client.login(smtp.user, smtp.password)
        client.send_message(message)
