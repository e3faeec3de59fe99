"""What a new account's password must be (issue 33, as NIST SP 800-63B 5.1.1.2 asks): 8 to 200
characters, not one of the 5,000 most common passwords of 8 or more characters (the list
``common_passwords.txt`` shipped with the package: zxcvbn's frequency list, MIT; compared
case-insensitively), and not the account's own name (case-insensitively, spaces ignored).  No
other composition rule.  Only sign-up checks them: a password chosen before these rules still
signs in."""

from __future__ import annotations

from functools import cache
from importlib.resources import files

from fives.core import Message

from .errors import RoomError

MIN_PASSWORD = 8
MAX_PASSWORD = 200
COMMON_FILE = "common_passwords.txt"


@cache
def common_passwords() -> frozenset[str]:
    """The shipped list, case-folded (lines starting with ``#`` are its header)."""
    text = files("fives.server").joinpath(COMMON_FILE).read_text(encoding="utf-8")
    return frozenset(line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#"))


def _bare(text: str) -> str:
    return "".join(text.split()).casefold()


def check_password(password: str, name: str | None = None) -> None:
    """RoomError 400: ``bad_password`` (the length), ``common_password`` (in the list) or
    ``password_is_name`` (the name, ignoring case and spaces)."""
    if not MIN_PASSWORD <= len(password) <= MAX_PASSWORD:
        raise RoomError(
            "bad_password",
            Message("server-bad-password", least=str(MIN_PASSWORD), most=str(MAX_PASSWORD)),
        )
    if password.casefold() in common_passwords():
        raise RoomError("common_password", Message("server-common-password"))
    if name is not None and _bare(password) == _bare(name):
        raise RoomError("password_is_name", Message("server-password-is-name"))
