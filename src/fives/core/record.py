"""Game records: ``{game, options, seed, players, actions, result}`` as JSON (replay: `fives.core.replay`).

``actions`` lists every action in notation, chance outcomes included, in the order applied.
Where several players act at once (a SIMULTANEOUS node) an entry names its player, 0-based:
``"1:3"`` is player 1 (shown as P2) choosing ``3``.  An optional ``start`` holds a position
snapshot for games set up from a custom position.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .errors import FormatError
from .nodes import SIMULTANEOUS

if TYPE_CHECKING:
    from .game import State

FORMAT = "fives-record/1"


@dataclass
class Record:
    game: str
    options: dict[str, Any]
    seed: int
    actions: list[str]
    players: list[str] = field(default_factory=list)
    result: dict[str, Any] | None = None
    start: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT,
            "game": self.game,
            "options": self.options,
            "seed": self.seed,
            "players": self.players,
            "actions": self.actions,
            "result": self.result,
        }
        if self.start is not None:
            data["start"] = self.start
        return data

    def dumps(self) -> str:
        return json.dumps(self.to_json(), indent=1, ensure_ascii=False)

    @classmethod
    def from_json(cls, data: object) -> Record:
        if not isinstance(data, dict):
            raise FormatError("a record must be a JSON object")
        fmt = data.get("format", FORMAT)
        if fmt != FORMAT:
            raise FormatError(f"unknown record format {fmt!r}; expected {FORMAT!r}")
        game = _field(data, "game", str)
        options = _field(data, "options", dict, default={})
        seed = _field(data, "seed", int)
        actions = _field(data, "actions", list)
        if not all(isinstance(a, str) for a in actions):
            raise FormatError("record field 'actions' must be a list of strings")
        players = _field(data, "players", list, default=[])
        if not all(isinstance(p, str) for p in players):
            raise FormatError("record field 'players' must be a list of strings")
        result = data.get("result")
        if result is not None and not isinstance(result, dict):
            raise FormatError("record field 'result' must be an object or null")
        start = data.get("start")
        if start is not None and not isinstance(start, dict):
            raise FormatError("record field 'start' must be an object")
        return cls(game, options, seed, actions, players, result, start)

    @classmethod
    def loads(cls, text: str) -> Record:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise FormatError(f"not valid JSON: {exc}") from None
        except RecursionError:
            raise FormatError("not valid JSON here: nested too deeply") from None
        except ValueError as exc:  # e.g. an integer of more than 4300 digits
            raise FormatError(f"not valid JSON here: {str(exc)[:100]}") from None
        return cls.from_json(data)


def _field(data: dict[str, Any], name: str, kind: type, default: Any = None) -> Any:
    if name not in data:
        if default is not None:
            return default
        raise FormatError(f"record field {name!r} is missing")
    value = data[name]
    if kind is int and isinstance(value, bool):
        raise FormatError(f"record field {name!r} must be of type int")
    if not isinstance(value, kind):
        raise FormatError(f"record field {name!r} must be of type {kind.__name__}")
    return value


def record_of(state: State[Any], players: list[str] | None = None) -> Record:
    """The record that replays ``state`` (result filled once it is over)."""
    return record_from(state._initial(), state.history, players)


def record_from(
    initial: State[Any], history: Sequence[tuple[int, Any]], players: list[str] | None = None
) -> Record:
    """The record of the game that plays ``history`` (player, action) from ``initial`` (a fresh
    state, which this plays forward: it need not be the state the game is played in, so a
    record can be made in another thread from a copy of the history)."""
    replay_state = initial
    actions: list[str] = []
    for player, action in history:
        text = replay_state.action_to_string(action, player)
        if replay_state.current_player() == SIMULTANEOUS:
            text = f"{player}:{text}"
        actions.append(text)
        replay_state.push(action, player)
    outcome = replay_state.outcome()
    return Record(
        game=replay_state.game.id,
        options=replay_state.options.to_json(),
        seed=replay_state.seed,
        actions=actions,
        players=list(players or []),
        result=outcome.to_json() if outcome is not None else None,
        start=replay_state.start,
    )
