"""Hidden information: whole seeded games of every game played through the server with random
moves; every message to every connection is collected and checked.

- every ``state`` message carries exactly the views of the connection's own seats (or the
  public view), equal to ``state.view(seat)`` of the true state at that moment;
- each such view is the same for a state in which everything hidden from that seat was drawn
  anew (`State.resample_hidden`), so it carries no secret;
- other players' hands from the true snapshot never appear; no seat token and not the seed
  appear in any message.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from fives.games import ids, load

from .conftest import Conn, connect, create, english_view, entry, hub_room, postgres_schema, serve
from .reliability import record_figures


def contains_list(data: Any, target: list[Any]) -> bool:
    if isinstance(data, list):
        if data == target or sorted(map(str, data)) == sorted(map(str, target)):
            return True
        return any(contains_list(x, target) for x in data)
    if isinstance(data, dict):
        return any(contains_list(x, target) for x in data.values())
    return False


class Replica:
    """The room's state at any move number, replayed from its seed and its stored moves.

    Each message is checked against the position it was sent at, not against the live room: the
    server moves on by itself (it ends Hütchenspieler's memorising time), so the live state may be
    a move ahead of a message still being read (this race made an extra seed fail under load)."""

    def __init__(self, live: Any) -> None:
        self.live = live
        self.states = [load(live.row.game).new_state(live.row.options, live.row.seed)]

    def at(self, number: int) -> Any:
        while len(self.states) <= number:
            state = self.states[-1].clone()
            player, text = self.live.moves[state.move_number]
            state.push(state.parse_action(text, player), player)
            self.states.append(state)
        return self.states[number]


def check(seat: int | None, replica: Replica, message: dict[str, Any], rng: random.Random) -> None:
    """``message`` carries exactly the view of ``seat`` at its move, and no secret."""
    state = replica.at(message["move_number"])
    assert message["views"] == [entry(state, seat)]
    view = message["views"][0]["view"]
    assert english_view(state.resample_hidden(seat, rng), seat) == view
    snapshot = state.snapshot()
    if replica.live.row.game == "all_fives" and not state.is_terminal():
        # hands shown at the end of earlier rounds are public: a current hand may equal one by chance
        shown = [sorted(map(str, h)) for r in snapshot.get("results", []) for h in r.get("hands", [])]
        for other, hand in enumerate(snapshot["hands"]):
            if other != seat and len(hand) >= 2 and sorted(map(str, hand)) not in shown:
                assert not contains_list(view, hand), f"seat {seat} sees the hand of P{other + 1}"


def last_state(conn: Conn) -> dict[str, Any]:
    """The last state message ``conn`` received ({"move_number": -1} before the first)."""
    return next((m for m in reversed(conn.log) if m["type"] == "state"), {"move_number": -1})


def drain(conn: Conn, target: int, checker: Callable[[dict[str, Any]], None]) -> dict[str, Any]:
    """Check every state message up to the first one at move ``target`` or later."""
    while True:
        latest = last_state(conn)
        if latest["move_number"] >= target:
            return latest
        message = conn.recv()
        assert message["type"] in ("welcome", "room", "state", "ack", "presence"), message
        if message["type"] == "state":
            checker(message)


#: several seeded games of the games with hidden information (Hütchenspieler's memorising runs in
#: real time, scaled down to 0.15 s: the server plays the turn when it is over), one of every other
HIDDEN = ("all_fives", "zahlenpoker", "huetchenspieler")
#: every game also on PostgreSQL (its first seed: what is sent does not depend on the database)
CASES = [
    *[(game, seed, "sqlite") for game in ids() for seed in ((7, 8, 9, 10, 11) if game in HIDDEN else (7,))],
    *[(game, 7, "postgresql") for game in ids()],
]


@contextmanager
def database(kind: str, tmp_path: Path) -> Iterator[str]:
    if kind == "sqlite":
        yield f"sqlite:///{tmp_path}/fives.sqlite3"
    else:
        with postgres_schema() as url:
            yield url


@pytest.mark.parametrize(("game", "seed", "db"), CASES)
def test_no_secret_reaches_another_seat(game: str, seed: int, db: str, tmp_path: Path) -> None:
    rng = random.Random(f"hidden:{game}" if seed == 7 else f"hidden:{game}:{seed}")
    with database(db, tmp_path) as url, serve(url, test_seed=seed, timer_scale=0.01) as client:
        players = client.get(f"/api/games/{game}").json()["options"][0]["default"]
        if game == "huetchenspieler":
            players = 3
        data = create(client, game, [{"kind": "local", "name": f"N{i}"} for i in range(players)])
        room, tokens = data["room"]["id"], data["token"]
        live = hub_room(client, room)
        replica = Replica(live)
        target = len(live.moves)
        with ExitStack() as stack:
            conns: dict[int | None, Conn] = {
                seat: stack.enter_context(connect(client, room, [tokens[seat]])) for seat in range(players)
            }
            conns[None] = stack.enter_context(connect(client, room, spectate=True))
            checkers = {seat: partial(check, seat, replica, rng=rng) for seat in conns}
            for seat, conn in conns.items():
                drain(conn, target, checkers[seat])
            for seat, conn in conns.items():  # later connections were announced to earlier ones
                conn.send({"type": "ping"})
                while (message := conn.recv())["type"] != "pong":
                    if message["type"] == "state":
                        checkers[seat](message)
            for _ in range(5000):
                # the position every connection has seen last (the spectator's is the latest)
                latest = max((last_state(c) for c in conns.values()), key=lambda m: m["move_number"])
                number = latest["move_number"]
                state = replica.at(number)
                if state.is_terminal():
                    break
                acting = state.acting_players()
                assert acting, "the server left a chance node unresolved"
                if latest["timer"] is not None:  # the server ends the memorising time itself
                    for other, c in conns.items():
                        drain(c, number + 1, checkers[other])
                    continue
                seat = rng.choice(acting)
                conn = conns[seat]
                legal = drain(conn, number, checkers[seat])["views"][0]["view"]["legal"]
                assert legal == state.view(seat)["legal"]
                conn.send({"type": "move", "move_number": number, "action": rng.choice(legal)})
                while (ack := conn.recv())["type"] == "presence":  # arrivals, coalesced
                    pass
                assert ack["type"] == "ack" and ack["move_number"] == number and not ack["duplicate"], ack
                for other, c in conns.items():
                    drain(c, ack["now"], checkers[other])
            assert replica.at(len(live.moves)).is_terminal(), "the game did not end"
            assert live.row.status == "finished"
        secrets = [*tokens.values(), str(live.row.seed)]
        for conn in conns.values():
            for text in conn.raw:
                for secret in secrets:
                    assert secret not in text
            states = [m for m in conn.log if m["type"] == "state"]
            assert states[-1]["views"][0]["view"]["terminal"]
    record_figures(
        f"hidden_messages_{game}_seed{seed}_{db}",
        connections=len(conns),
        messages_scanned=sum(len(c.raw) for c in conns.values()),
        state_messages_checked=sum(1 for c in conns.values() for m in c.log if m["type"] == "state"),
        actions=len(live.moves),
    )


@pytest.mark.parametrize("game", ["zahlenpoker", "all_fives", "huetchenspieler"])
def test_hot_seat_connection_gets_exactly_the_views_of_its_seats(game: str, sqlite_url: str) -> None:
    """A connection holding several seats gets each seat's view and, last, the public view (what
    the page shows while the screen passes between people); one holding a single seat, its view."""
    rng = random.Random(f"hot-seat:{game}")
    with serve(sqlite_url, test_seed=5, timer_scale=0.01) as client:
        data = create(client, game, [{"kind": "local"}] * 3)
        room, tokens = data["room"]["id"], data["token"]
        live = hub_room(client, room)
        replica = Replica(live)
        seen = 0

        def checker(seats: tuple[int, ...], message: dict[str, Any]) -> None:
            nonlocal seen
            state = replica.at(message["move_number"])
            public = [entry(state, None)] if len(seats) > 1 else []
            assert message["views"] == [entry(state, s) for s in seats] + public
            assert message["acting_seats"] == [s for s in seats if s in state.acting_players()]
            for s in seats:
                view = message["views"][seats.index(s)]["view"]
                assert english_view(state.resample_hidden(s, rng), s) == view
            seen += 1

        with (
            connect(client, room, [tokens[0], tokens[1]]) as both,
            connect(client, room, [tokens[2]]) as third,
        ):
            conns = {(0, 1): both, (2,): third}
            target = len(live.moves)
            for _ in range(5000):
                latest = [drain(c, target, partial(checker, seats)) for seats, c in conns.items()]
                number = max(m["move_number"] for m in latest)
                state = replica.at(number)
                if state.is_terminal():
                    break
                if latest[-1]["timer"] is not None:  # the server ends the memorising time itself
                    target = number + 1
                    continue
                seat = rng.choice(state.acting_players())
                conn = both if seat in (0, 1) else third
                legal = state.view(seat)["legal"]
                conn.send({"type": "move", "seat": seat, "move_number": number, "action": rng.choice(legal)})
                ack = conn.kind("ack")
                assert ack["seat"] == seat and ack["move_number"] == number
                target = ack["now"]
            assert replica.at(len(live.moves)).is_terminal()
            assert seen > 10
