"""Typed errors of the `fives` protocol.

Every error carries a message that names what was wrong and why.  An action that is rejected
never changes the state it was offered to.
"""

from __future__ import annotations

from collections.abc import Sequence

from .message import Text


class FivesError(Exception):
    """Base class of every error raised by `fives`."""


class UnknownGameError(FivesError, LookupError):
    """A game id that is not registered."""

    def __init__(self, game_id: str, known: Sequence[str]) -> None:
        self.game_id = game_id
        self.known = tuple(known)
        super().__init__(f"unknown game {game_id!r}; the games are: {', '.join(self.known)}")

    def __str__(self) -> str:  # LookupError would quote the message otherwise
        return str(self.args[0])


class OptionError(FivesError, ValueError):
    """An option name or value that the game does not accept."""


class IllegalActionError(FivesError, ValueError):
    """An action that is not legal in the current state (the state is left unchanged)."""

    def __init__(self, action: str, reason: Text, legal: Sequence[str] | None = None) -> None:
        self.action = action
        self.reason = reason
        self.legal = tuple(legal) if legal is not None else None
        super().__init__(action, reason)

    def __str__(self) -> str:  # the reason becomes text only when the error is shown
        return f"illegal action {self.action!r}: {self.reason}"


class NotationError(IllegalActionError):
    """Text that is not an action in the game's notation at all."""


class FormatError(FivesError, ValueError):
    """A JSON document (state, record, position) that is malformed."""


class RecordError(FivesError, ValueError):
    """A game record that does not replay: names the move number (1-based) and the reason."""

    def __init__(self, move_number: int, action: str, reason: Text) -> None:
        self.move_number = move_number
        self.action = action
        self.reason = reason
        super().__init__(move_number, action, reason)

    def __str__(self) -> str:
        return f"move {self.move_number} ({self.action!r}): {self.reason}"
