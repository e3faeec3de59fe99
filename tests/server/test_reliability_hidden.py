"""Hidden information beyond the views (tests/server/test_hidden.py checks every state message):
error messages, the game lists, room information, the spectator view and the replays and records
of running games.

- The secrets of a position, relative to an observer, are found generically: the parts of the
  true snapshot that differ in states where everything hidden from the observer was drawn anew
  (`State.resample_hidden`): hands, bag order, face-down stones, unrevealed choices.
- An error answer to a seat must be a function of what that seat knows: the server's reason for
  refusing an action is the same in every resampled state (and the action is refused there too).
- No public answer (lobby, finished list, room, spectator view, replay or record requests of a
  running game) holds a secret of the position, the seed, or anything but a refusal for records.
"""

from __future__ import annotations

import json
import random
import time
from typing import Any

import pytest

from fives.core import FivesError

from .conftest import connect, create, english_view, hub_room, hub_session, serve
from .reliability import db_kind, loopback_only, record_figures  # noqa: F401

pytestmark = pytest.mark.usefixtures("loopback_only")

HIDDEN_GAMES = ["all_fives", "zahlenpoker", "huetchenspieler"]


def _differences(true: Any, other: Any, found: list[Any]) -> None:
    """The smallest containers (lists of two or more) of ``true`` that differ from ``other``."""
    if true == other:
        return
    if isinstance(true, dict) and isinstance(other, dict):
        for key in true:
            _differences(true[key], other.get(key), found)
        return
    if isinstance(true, list) and isinstance(other, list) and len(true) == len(other):
        before = len(found)
        for a, b in zip(true, other, strict=True):
            _differences(a, b, found)
        if len(found) == before and len(true) >= 2:
            found.append(true)
        return
    if isinstance(true, list) and len(true) >= 2:
        found.append(true)


def secrets_of(state: Any, observer: int | None, rng: random.Random, draws: int = 4) -> list[Any]:
    """Parts of the true position hidden from ``observer`` (lists of two or more values)."""
    truth = state.snapshot()
    found: list[Any] = []
    for _ in range(draws):
        _differences(truth, state.resample_hidden(observer, rng).snapshot(), found)
    unique: list[Any] = []
    for item in found:
        if item not in unique and any(x is not None for x in item):
            unique.append(item)
    return unique


def contains(data: Any, target: list[Any]) -> bool:
    if isinstance(data, list):
        if data == target:
            return True
        return any(contains(x, target) for x in data)
    if isinstance(data, dict):
        return any(contains(x, target) for x in data.values())
    return False


def refusal(state: Any, action: str, seat: int) -> str | None:
    """How the server words the refusal of ``action`` by ``seat`` in ``state`` (None: legal)."""
    try:
        state.clone().apply_string(action, seat)
    except FivesError as exc:
        return f"{getattr(exc, 'action', action)!r} is not allowed: {getattr(exc, 'reason', str(exc))}"
    return None


def settle(session: Any) -> None:
    for _ in range(2000):
        if session.timer is None:
            return
        time.sleep(0.005)
    raise AssertionError("the rules' timer did not end")


@pytest.mark.parametrize("game", HIDDEN_GAMES)
def test_errors_lists_rooms_and_replays_of_running_games_hold_no_secret(game: str, db_url: str) -> None:
    rng = random.Random(f"hidden-more:{game}")
    figures = {"positions": 0, "refusals_compared": 0, "public_answers_scanned": 0, "secrets_found": 0}
    with serve(db_url, test_seed=21, timer_scale=0.001) as client:
        players = 3
        # open: listed in the lobby, so the lists scanned below hold the room
        data = create(client, game, [{"kind": "local"}] * players, visibility="open")
        room, tokens = data["room"]["id"], data["token"]
        live = hub_room(client, room)
        seed = str(live.row.seed)
        with connect(client, room, [tokens[s] for s in range(players)]) as conn:
            conn.state()
            for _step in range(400):
                settle(hub_session(client, room))
                state = live.state.clone()
                if state.is_terminal():
                    break
                number = state.move_number
                figures["positions"] += 1
                # public answers: no secret of the position (for a spectator), never the seed
                hidden = secrets_of(state, None, rng)
                figures["secrets_found"] += len(hidden)
                public = [
                    client.get("/api/lobby"),
                    client.get("/api/finished"),
                    client.get(f"/api/rooms/{room}"),
                    client.get(f"/api/rooms/{room}/view"),
                    client.get(f"/api/finished/{room}"),
                    client.get(f"/api/finished/{room}/record.json"),
                    client.get(f"/api/finished/{room}/replay", params={"move": max(0, number - 1)}),
                ]
                for answer in public[4:]:  # a running game's record is never published
                    assert answer.status_code == 409 and set(answer.json()) == {
                        "error",
                        "detail",
                        "key",
                        "args",
                        "i18n",
                    }
                assert public[3].json()["view"] == english_view(state, None)
                assert state.resample_hidden(None, rng).view(None) == state.view(None)
                for answer in public:
                    body = answer.json()
                    assert seed not in answer.text and "seed" not in json.dumps(body)
                    for secret in hidden:
                        assert not contains(body, secret), (answer.url, secret)
                    figures["public_answers_scanned"] += 1
                # errors: the refusal a seat gets depends only on what it knows
                acting = list(state.acting_players())
                candidates = sorted(
                    {a for s in acting for a in state.legal_strings(s)} | {"x", "1", "a1", "turn", "pass"}
                )
                for seat in range(players):
                    resampled = [state.resample_hidden(seat, rng) for _ in range(3)]
                    for action in rng.sample(candidates, min(4, len(candidates))):
                        expected = refusal(state, action, seat)
                        if expected is None:
                            continue
                        conn.send({"type": "move", "seat": seat, "move_number": number, "action": action})
                        error = conn.kind("error")
                        if error["code"] == "illegal":
                            assert error["reason"] == expected
                        for other in resampled:
                            assert refusal(other, action, seat) == expected, (seat, action)
                        for secret in secrets_of(state, seat, rng, draws=2):
                            assert not contains(error, secret)
                            assert json.dumps(secret)[1:-1] not in error["reason"]  # nor written out
                        figures["refusals_compared"] += 1
                # then a random legal move
                seat = rng.choice(acting)
                conn.send(
                    {
                        "type": "move",
                        "seat": seat,
                        "move_number": number,
                        "action": rng.choice(state.legal_strings(seat)),
                    }
                )
                assert conn.kind("ack")["move_number"] == number
            settle(hub_session(client, room))
            assert live.state.is_terminal()
        record = client.get(f"/api/finished/{room}")  # once over, the record is published
        assert record.status_code == 200 and record.json()["record"]["actions"]
    assert figures["refusals_compared"] >= 20 and figures["secrets_found"] > 0, figures
    record_figures(f"hidden_{game}_{db_kind(db_url)}", **figures)
