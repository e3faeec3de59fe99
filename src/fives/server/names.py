"""What a seat name may hold.

Names are shown to every player and spectator, so they must not be able to break the page or
pass for another name, and every database must be able to store them (PostgreSQL refuses NUL in
text; SQLite stored it).  A name is NFC-normalised (so ``"Zoe\\u0308"`` and ``"Zoë"`` are the same
name) and stripped, and then:

- empty means the default name (``P1``, ``computer (easy)``);
- it holds at most `MAX_NAME` characters;
- it holds no character of Unicode category C: control characters (NUL, line feeds, escape),
  format characters (the bidi overrides such as U+202E, which let ``"\\u202eevil"`` read as
  ``"live"``, zero-width joiners and spaces), surrogates, private-use and unassigned characters;
  and no line or paragraph separator;
- it is not blank: at least one character that is not a space, a combining mark or an
  invisible filler (Hangul fillers, the blank braille pattern).

Anything else is refused with 400 ``bad_name``, saying which character and where.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from fives.core import Message

from .room import RoomError

#: the longest name, in characters (Unicode code points after NFC normalisation)
MAX_NAME = 40
#: letters and symbols that are drawn as nothing
INVISIBLE = frozenset("\u115f\u1160\u3164\uffa0\u2800")


def clean_name(raw: str | None) -> str | None:
    """The name to store, or None for the default name; raises RoomError ``bad_name`` (400)."""
    if raw is None:
        return None
    for index, char in enumerate(raw):  # before normalising: it cannot handle lone surrogates
        if unicodedata.category(char) == "Cs":
            raise _refuse(
                Message(
                    "server-name-character", kind="Cs", code=f"U+{ord(char):04X}", position=str(index + 1)
                )
            )
    name = unicodedata.normalize("NFC", raw).strip()
    if not name:
        return None
    if len(name) > MAX_NAME:
        raise _refuse(Message("server-name-long", most=str(MAX_NAME), length=str(len(name))))
    for index, char in enumerate(name):
        category = unicodedata.category(char)
        if category[0] == "C" or category in ("Zl", "Zp"):
            kind = category if category in ("Cc", "Cf", "Co", "Cn") else "break"
            raise _refuse(
                Message(
                    "server-name-character", kind=kind, code=f"U+{ord(char):04X}", position=str(index + 1)
                )
            )
    if all(c.isspace() or c in INVISIBLE or unicodedata.category(c)[0] == "M" for c in name):
        raise _refuse(Message("server-name-invisible"))
    return name


_UNNAMED = re.compile(r"P(\d+)")
_COMPUTER = re.compile(r"computer \((\w+)\)")


def seat_name(name: str, lang: str) -> str:
    """A seat's name in ``lang``: an unnamed seat (``P1``) "Player 1" ("Spieler 1"), a computer
    seat "computer (easy)" in the language (English keeps the server's words); the page's
    i18n.js `seatName`."""
    unnamed = _UNNAMED.fullmatch(name)
    if unnamed:
        return Message("ui-default-seat-name", n=int(unnamed[1])).render(lang)
    computer = _COMPUTER.fullmatch(name)
    if computer and lang != "en":
        return f"{Message('ui-computer').render(lang)} ({Message('ui-' + computer[1]).render(lang)})"
    return name


def seat_names(names: Sequence[str | None], lang: str) -> list[str]:
    """The display names of a room's seats in ``lang``, each unique (two that read alike get the
    seat's number: "computer (easy) 2"): what the page's names.js `seatNames` shows, so a text
    the server writes names the seats as the page does."""
    raw = [seat_name(name or f"P{p + 1}", lang) for p, name in enumerate(names)]
    numbered = [f"{name} {p + 1}" if raw.count(name) > 1 else name for p, name in enumerate(raw)]
    return [
        f"{name} ({seat_name(f'P{p + 1}', lang)})" if numbered.count(name) > 1 else name
        for p, name in enumerate(numbered)
    ]


def _refuse(reason: Message) -> RoomError:
    return RoomError("bad_name", Message("server-bad-name", reason=reason))
