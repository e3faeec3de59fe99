"""Replaying records: `replay` checks a record move by move; `state_from_json` rebuilds a state."""

from __future__ import annotations

from typing import Any

from .errors import FivesError, FormatError, IllegalActionError, RecordError
from .game import Game, State
from .nodes import SIMULTANEOUS
from .record import Record
from .registry import load


def replay(record: Record, game: Game[Any] | None = None) -> State[Any]:
    """Replay ``record`` move by move, checking each; `RecordError` names the first bad move."""
    if game is None:
        game = load(record.game)
    elif game.id != record.game:
        raise FormatError(f"record is of game {record.game!r}, not {game.id!r}")
    try:
        if record.start is not None:
            state = game.state_from_snapshot(record.start, record.options, record.seed)
        else:
            state = game.new_state(record.options, record.seed)
    except FivesError as exc:
        raise RecordError(0, "setup", str(exc)) from None
    for number, entry in enumerate(record.actions, start=1):
        player: int | None = None
        text = entry
        if state.current_player() == SIMULTANEOUS:
            head, sep, rest = entry.partition(":")
            head = head.strip()
            # ASCII digits, and few: isdigit() takes '²', which int() refuses
            if not sep or not (head.isascii() and head.isdigit() and len(head) <= 3):
                raise RecordError(
                    number, entry, "several players act here: the entry must be 'player:action'"
                )
            player, text = int(head), rest
        try:
            state.apply_string(text, player)
        except IllegalActionError as exc:
            raise RecordError(number, entry, exc.reason) from None
    if record.result is not None:
        outcome = state.outcome()
        if outcome is None:
            raise RecordError(
                len(record.actions), "result", "the record claims a result but the game is not over"
            )
        actual = outcome.to_json()
        for key in ("winners", "scores"):
            if key in record.result and record.result[key] != actual[key]:
                raise RecordError(
                    len(record.actions),
                    "result",
                    f"the record's {key} {record.result[key]!r} differ from the replayed {actual[key]!r}",
                )
    return state


def state_from_json(data: object) -> State[Any]:
    """Rebuild a state from `State.to_json` output (replays it and checks the snapshot)."""
    record = Record.from_json(data)
    state = replay(record)
    assert isinstance(data, dict)
    position = data.get("position")
    if position is not None and position != state.snapshot():
        raise FormatError("the position in the JSON does not match the replayed actions")
    return state
