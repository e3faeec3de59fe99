"""Whole games over websockets with computer seats, computer players in worker processes, the
resumption of computer players after a restart, and the outbox limit."""

from __future__ import annotations

import asyncio
import random
from contextlib import ExitStack
from typing import Any

import pytest

import fives.games
from fives.core import CHANCE
from fives.server.ai_worker import Job, think
from fives.server.room import Outbox

from .conftest import Conn, connect, create, english_view, hub_room, hub_session, serve


def check_every_message(live: Any, conns: dict[int, Conn], tokens: list[str]) -> None:
    """Each state message is exactly the seat's view of the position after its move number
    (rebuilt by replay, since the computer moved while messages were on their way)."""
    wanted: dict[int, list[tuple[int, dict[str, Any]]]] = {}
    for seat, conn in conns.items():
        for message in conn.log:
            if message["type"] == "state":
                assert [v["seat"] for v in message["views"]] == [seat]
                wanted.setdefault(message["move_number"], []).append((seat, message["views"][0]["view"]))
    state = live.state._initial()
    for number in range(live.state.move_number + 1):
        for seat, view in wanted.get(number, []):
            assert view == english_view(state, seat), f"message of seat {seat} at move {number}"
        if number < live.state.move_number:
            player, action = live.state.history[number]
            state.push(action, player)
    for conn in conns.values():
        for text in conn.raw:
            assert not any(t in text for t in tokens)
            assert str(live.row.seed) not in text


@pytest.mark.parametrize("game", fives.games.ids())
def test_people_and_a_computer_play_every_game_to_the_end(game: str, sqlite_url: str) -> None:
    info = fives.games.load(game).info
    people = min(2, info.max_players)
    players = min(3, info.max_players)
    seats: list[dict[str, Any]] = [{"kind": "local"} for _ in range(people)]
    seats += [{"kind": "ai", "level": "random"} for _ in range(players - people)]
    rng = random.Random(game)
    with serve(sqlite_url, test_seed=3, timer_scale=0.01) as client:
        data = create(client, game, seats)
        room, tokens = data["room"]["id"], data["token"]
        live = hub_room(client, room)
        with ExitStack() as stack:
            conns: dict[int, Conn] = {
                s: stack.enter_context(connect(client, room, [t])) for s, t in tokens.items()
            }
            done: set[int] = set()
            while len(done) < len(conns):
                for seat, conn in conns.items():
                    if seat in done:
                        continue
                    message = conn.kind("state")
                    view = message["views"][0]["view"]
                    if view["terminal"]:
                        done.add(seat)
                    elif seat in message["acting_seats"] and message["timer"] is None:
                        move = {
                            "type": "move",
                            "move_number": view["move_number"],
                            "action": rng.choice(view["legal"]),
                        }
                        conn.send(move)
        assert live.state.is_terminal() and live.row.status == "finished"
        check_every_message(live, conns, list(tokens.values()))
        assert (
            client.get(f"/api/finished/{room}").json()["record"]["result"] == live.state.outcome().to_json()
        )
        if players > people:
            assert any(p == players - 1 for p, _ in live.moves), "the computer seat played"


@pytest.mark.parametrize("game", fives.games.ids())
def test_the_easy_level_chooses_a_legal_move_of_every_game(game: str) -> None:
    state = fives.games.load(game).new_state(None, 5)
    moves: list[tuple[int, str]] = []
    while state.current_player() == CHANCE:
        outcome = state.sample_chance()
        moves.append((CHANCE, state.action_to_string(outcome, CHANCE)))
        state.push(outcome, CHANCE)
    seat = state.acting_players()[0]
    job = Job(game, state.options.to_json(), 5, tuple(moves), seat, "easy", 1)
    assert think(job) in state.legal_strings(seat)


def test_computer_players_resume_after_a_restart(sqlite_url: str) -> None:
    seats = [{"kind": "local"}, {"kind": "ai", "level": "hard"}]
    with serve(sqlite_url) as client:
        data = create(client, "fuenf_gewinnt", seats, options={"first": "1"})
        room, token = data["room"]["id"], data["token"][0]
        with connect(client, room, [token]) as conn:
            state = conn.state()
            move = {
                "type": "move",
                "move_number": state["move_number"],
                "action": state["views"][0]["view"]["legal"][0],
            }
            conn.send(move)
            conn.kind("ack")
        number = hub_room(client, room).state.move_number
        assert hub_session(client, room).thinking  # stopped while the computer thinks
    with serve(sqlite_url) as client:
        live = hub_room(client, room)
        assert live.state.move_number == number and 1 in hub_session(client, room).thinking
        with connect(client, room, [token]) as conn:
            conn.until(
                lambda m: m["type"] == "state" and m["acting_seats"] == [0] and m["move_number"] > number
            )


def test_a_connection_that_does_not_read_is_cut_off() -> None:
    async def scenario() -> None:
        outbox = Outbox(frozenset({0}), {0: "h"}, 3)
        for n in range(5):
            outbox.send({"n": n})
        assert outbox.closed_reason is not None and "too slow" in outbox.closed_reason
        items = [outbox.queue.get_nowait() for _ in range(outbox.queue.qsize())]
        assert items[-1] is None

    asyncio.run(scenario())
