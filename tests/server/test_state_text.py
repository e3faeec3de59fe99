"""A state message as sent (`Room.state_text`): the same text as encoding `Room.state_message`,
with each view's log encoded from its viewer's `ViewLog` (the JSON of the settled lines kept
between moves, instead of encoding the whole log again with every move)."""

from __future__ import annotations

import random
from typing import Any

import pytest

import fives.games
import fives.server.room as room_module
from fives.core import CHANCE, SIMULTANEOUS
from fives.server.room import Outbox, Room, encode
from fives.server.store import RoomRow, SeatRow

GAMES = [game.info.id for game in fives.games.all()]


def _room(game: str, seed: int) -> Room:
    players = fives.games.load(game).new_state({}, seed).num_players
    seats = [
        SeatRow(s, "local", f"Anna \u00e4\x00\"{s}'", "joined", token_hash=f"h{s}") for s in range(players)
    ]
    room = Room.build(RoomRow("r1", game, {}, seed, "playing"), seats, [])
    while room.state.current_player() == CHANCE:  # as the session settles a new room
        room.resolve_chance()
    return room


def _outboxes(room: Room) -> list[Outbox | None]:
    seats = range(len(room.seats))
    return [
        None,
        Outbox(frozenset(), {}, 10),  # a spectator
        *(Outbox(frozenset({s}), {s: f"h{s}"}, 10) for s in seats),
        Outbox(frozenset(seats), {s: f"h{s}" for s in seats}, 10),  # a shared screen
    ]


def _step(room: Room, rng: random.Random) -> None:
    state = room.state
    player = state.current_player()
    if player == SIMULTANEOUS:
        player = rng.choice(list(state.acting_players()))
    assert player != CHANCE
    room.apply(player, rng.choice(state.legal_strings(player)))


def _same(room: Room) -> None:
    views: dict[int | None, dict[str, Any]] = {}
    for outbox in _outboxes(room):
        text = room.state_text(outbox, views, clock=None, timer={"what": "x\u2028"})
        assert text == encode(room.state_message(outbox, None, clock=None, timer={"what": "x\u2028"}))


@pytest.mark.parametrize("game", GAMES)
def test_the_sent_text_is_the_encoded_state_message(game: str) -> None:
    """In every game, for every kind of connection, at every move, with moves taken back on the
    way (a failed commit's rollback) and played differently."""
    rng = random.Random(5)
    room = _room(game, 5)
    for _ in range(60):
        if room.state.is_terminal():
            break
        length = room.state.move_number
        _step(room, rng)
        _same(room)
        if rng.random() < 0.15 and not room.state.is_terminal():
            room.rollback(length)
            _same(room)
            _step(room, rng)
        _same(room)


def test_a_move_encodes_only_its_new_log_lines(monkeypatch: pytest.MonkeyPatch) -> None:
    """At move 40 a state message encodes its new log lines, not the whole log three times."""
    rng = random.Random(3)
    room = _room("make5", 3)
    outbox = Outbox(frozenset({0}), {0: "h0"}, 10)
    for _ in range(40):
        _step(room, rng)
        room.state_text(outbox, {}, clock=None, timer=None)
    assert not room.state.is_terminal() and len(room.view(0)["log"]) >= 40
    encoded: list[Any] = []
    real = room_module._encode_item

    def counted(value: Any) -> str:
        encoded.append(value)
        return real(value)

    before = len(room.view(0)["log"])
    monkeypatch.setattr(room_module, "_encode_item", counted)
    _step(room, rng)
    room.state_text(outbox, {}, clock=None, timer=None)
    new = len(room.view(0)["log"]) - before  # the move and the chance events after it
    # each new line as text, as message and in German, and the three marks of the logs' places
    assert 1 <= new < 10 and len(encoded) <= 3 * new + 3, encoded
