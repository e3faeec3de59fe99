"""Public replays of finished games (issue 21, item 7): ``/api/finished/{id}``, its
``record.json`` and ``replay?move=N`` replayed the whole game on the event loop for every
request.  Now each is computed once, however many ask at the same time, in a worker thread,
and kept; a finished room loaded from the database is rebuilt off the event loop too.  (The
figures, a ping beside concurrent replays, are in docs/reliability.md: benchmarks/evidence/replay_load.py.)"""

from __future__ import annotations

import asyncio
import json
import random
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

from fives.core import State, record_of
from fives.core.message import english_data
from fives.i18n import localize_view
from fives.server.replays import Replays

from .conftest import create, english_view, hub_room, serve
from .test_api import headers, play_out


def finished_abraeumen(client: Any, seed: int = 5) -> tuple[str, str]:
    data = create(client, "abraeumen", [{"kind": "local", "name": "Solo"}])
    room, token = data["room"]["id"], data["token"][0]
    play_out(client, room, {0: token}, random.Random(seed))
    assert client.get(f"/api/rooms/{room}").json()["status"] == "finished"
    return room, token


@pytest.fixture
def pushes(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The thread of every `State.push` of an Abräumen state from now on (a replay pushes every
    action it replays)."""
    from fives.games.abraeumen import AbraeumenState

    threads: list[int] = []
    real = AbraeumenState.push

    def counted(self: Any, action: Any, player: int | None = None) -> None:
        threads.append(threading.get_ident())
        real(self, action, player)

    monkeypatch.setattr(AbraeumenState, "push", counted)
    return threads


def expected(state: State[Any], move: int) -> dict[str, Any]:
    view = state._prefix_state(move).view(None)
    return {"view": english_data(view), "i18n": localize_view(view)}


def test_replays_are_computed_once_however_many_ask_and_off_the_event_loop(
    client: Any, pushes: list[int]
) -> None:
    room, _token = finished_abraeumen(client)
    live = hub_room(client, room)
    total = live.state.move_number
    truth = {m: expected(live.state, m) for m in (0, total // 2, total)}
    record = record_of(live.state, players=["Solo"]).to_json()
    loop_thread = client.portal.call(threading.get_ident)
    pushes.clear()
    paths = [f"/api/finished/{room}", f"/api/finished/{room}/record.json"]
    paths += [f"/api/finished/{room}/replay?move={m}" for m in truth]
    for _round in range(2):
        with ThreadPoolExecutor(8) as pool:  # each path asked four times at once
            answers = list(pool.map(client.get, paths * 4))
        assert all(a.status_code == 200 for a in answers), [a.text for a in answers]
        for answer in answers:
            data = answer.json()
            if answer.url.path.endswith("/record.json"):
                assert data == record
                assert answer.text == json.dumps(record, indent=1, ensure_ascii=False)
                assert "attachment" in answer.headers["content-disposition"]
            elif "move" in data:
                assert {"view": data["view"], "i18n": data["i18n"]} == truth[data["move"]]
                assert data["room"] == room and data["moves"] == total and data["at"] > 0
            else:
                assert data["record"] == record
                assert data["room"]["id"] == room and data["room"]["status"] == "finished"
        # once: the record replays every action once, each view the actions before it, and
        # asking again (second round) replays nothing
        assert len(pushes) == total + sum(truth), (len(pushes), total)
    assert pushes and loop_thread not in pushes


def test_concurrent_requests_for_one_replay_await_one_computation(sqlite_url: str, pushes: list[int]) -> None:
    with serve(sqlite_url, test_seed=1) as client:
        room, _token = finished_abraeumen(client)
        live = hub_room(client, room)
        replays = client.app.state.replays
        gate = threading.Event()
        from fives.games.abraeumen import AbraeumenState

        counted = AbraeumenState.push

        def held(self: Any, action: Any, player: int | None = None) -> None:
            assert gate.wait(10), "the computation was never released"
            counted(self, action, player)

        async def ask_at_once() -> list[bytes]:
            AbraeumenState.push = held  # type: ignore[method-assign]
            try:
                asking = [asyncio.ensure_future(replays.view(live, 3)) for _ in range(12)]
                await asyncio.sleep(0.2)  # all twelve are waiting for the one computation
                assert not any(task.done() for task in asking)
                gate.set()
                return list(await asyncio.gather(*asking))
            finally:
                AbraeumenState.push = counted  # type: ignore[method-assign]

        pushes.clear()
        before = dict(replays.computed)
        bodies = client.portal.call(ask_at_once)
        assert len(pushes) == 3  # the three actions before move 3, replayed once for all twelve
        assert replays.computed["views"] == before["views"] + 1
        assert len(set(bodies)) == 1
        assert json.loads(bodies[0]) == expected(live.state, 3)


def test_a_finished_room_loaded_from_the_database_is_rebuilt_off_the_event_loop(
    sqlite_url: str, pushes: list[int]
) -> None:
    with serve(sqlite_url, test_seed=1) as client:
        room, _token = finished_abraeumen(client)
        total = hub_room(client, room).state.move_number
        client.app.state.hub.rooms.pop(room)  # as after a restart, or once its last connection left
        loop_thread = client.portal.call(threading.get_ident)
        pushes.clear()
        answer = client.get(f"/api/finished/{room}/replay", params={"move": 1})
        assert answer.status_code == 200
        assert len(pushes) >= total + 1  # the room rebuilt (every move), then the view at move 1
        assert loop_thread not in pushes


def test_a_game_reopened_by_undo_is_replayed_afresh_when_it_ends_again(sqlite_url: str) -> None:
    with serve(sqlite_url, test_seed=1) as client:
        room, token = finished_abraeumen(client, seed=7)
        live = hub_room(client, room)
        first = live.state.move_number
        assert client.get(f"/api/finished/{room}/replay").json()["view"] == english_view(live.state, None)
        old = client.get(f"/api/finished/{room}/record.json").json()
        # take back jumps until another one is possible there, then play on differently
        rng = random.Random(11)
        for number in range(first, 0, -1):
            answer = client.post(
                f"/api/rooms/{room}/undo", json={"move_number": number}, headers=headers(token)
            )
            assert answer.status_code == 200, answer.text
            legal = live.state.legal_strings()
            done = old["actions"][number - 1]
            if len(legal) > 1:
                break
        choice = rng.choice([m for m in legal if m != done])
        number = live.state.move_number
        assert (
            client.post(
                f"/api/rooms/{room}/moves",
                json={"move_number": number, "action": choice},
                headers=headers(token),
            ).status_code
            == 200
        )
        play_out(client, room, {0: token}, rng)
        assert client.get(f"/api/rooms/{room}").json()["status"] == "finished"
        new = client.get(f"/api/finished/{room}/record.json").json()
        assert new != old
        assert new == record_of(live.state, players=["Solo"]).to_json()
        assert client.get(f"/api/finished/{room}").json()["record"] == new
        end = client.get(f"/api/finished/{room}/replay").json()
        assert end["moves"] == live.state.move_number
        assert end["view"] == english_view(live.state, None)


def test_the_kept_replays_stay_bounded_in_entries_and_bytes(sqlite_url: str) -> None:
    with serve(sqlite_url, test_seed=1) as client:
        room, _token = finished_abraeumen(client)
        live = hub_room(client, room)
        total = live.state.move_number
        few, small = Replays(games=2, views=3), Replays(view_bytes=6000)

        async def ask() -> None:
            for move in range(total + 1):
                await few.view(live, move)
                await small.view(live, move)
            await few.record(live)

        try:
            client.portal.call(ask)
            assert len(few._views) == 3  # the three most recent
            assert few.computed == {"records": 1, "views": total + 1}
            assert 0 < small._view_bytes <= 6000
            assert small._view_bytes == sum(len(f.result()) for f in small._views.values())
            again = few.computed["views"]
            client.portal.call(few.view, live, total)  # kept: not computed again
            client.portal.call(few.view, live, 0)  # dropped long ago: computed again
            assert few.computed["views"] == again + 1
        finally:
            few.close()
            small.close()
