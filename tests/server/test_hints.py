"""Hints for every game over HTTP (`fives.server.advice`): who may ask, the answer, busy, and that a
hint in one room holds up no other room; the analysis of a finished game."""

from __future__ import annotations

import threading
import time
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

import pytest

import fives.ai.plugin as plugin_module
from fives.ai.plugin import AIPlugin
from fives.core import Message
from fives.server import advice as server_advice
from fives.server import solo
from fives.server.room import RoomError

from .conftest import create, hub_room, serve


def headers(token: str) -> dict[str, str]:
    return {"X-Seat-Token": token}


def against_computer(client: Any, game: str = "fuenf_gewinnt", level: str = "random") -> tuple[str, str]:
    data = create(client, game, [{"kind": "local"}, {"kind": "ai", "level": level}], options={"first": "1"})
    return data["room"]["id"], data["token"][0]


def past_the_opening(client: Any) -> tuple[str, str]:
    """A Fünf gewinnt room against the computer, the person to move after one move each (the
    first stone has one place only)."""
    room, token = against_computer(client)
    move = client.post(
        f"/api/rooms/{room}/moves", json={"move_number": 0, "action": "0,0"}, headers=headers(token)
    )
    assert move.status_code == 200, move.text
    deadline = time.monotonic() + 30
    while hub_room(client, room).state.current_player() != 0:  # the computer replies
        assert time.monotonic() < deadline
        time.sleep(0.05)
    return room, token


def test_a_hint_against_the_computer_is_a_legal_move_with_a_reason(client: Any) -> None:
    room, token = past_the_opening(client)
    state = hub_room(client, room).state
    answer = client.post(f"/api/rooms/{room}/hint", headers=headers(token))
    assert answer.status_code == 200, answer.text
    data = answer.json()
    assert data["move_number"] == state.move_number and data["seat"] == 0
    assert data["best"] in state.legal_strings(0)
    assert data["reason"]["key"].startswith("advice-") and data["text"]
    granted = client.app.state.hub.scheduler.granted
    hints = [g for g in granted if g.key == f"advice:{room}"]
    assert len(hints) == 1 and hints[0].cost == server_advice.HINT_SECONDS  # charged its budget
    assert client.get(f"/api/rooms/{room}/hint", headers=headers(token)).json() == data  # kept
    assert [g for g in granted if g.key == f"advice:{room}"] == hints  # asking again costs nothing


def test_hints_are_refused_with_another_person_at_the_table(client: Any) -> None:
    for seats in (
        [{"kind": "local"}, {"kind": "local"}],  # a friend on this screen
        [{"kind": "local"}, {"kind": "invite"}],  # a friend by invitation (online)
    ):
        data = create(client, "cambio", seats)
        answer = client.post(f"/api/rooms/{data['room']['id']}/hint", headers=headers(data["token"][0]))
        assert answer.status_code == 409 and answer.json()["error"] == "hint_people", answer.text
        assert answer.json()["i18n"]["de"].startswith("Tipps gibt es nur allein oder gegen den Computer")


def test_a_hint_is_only_for_one_s_own_turn_and_needs_the_seat_token(client: Any) -> None:
    seats = [{"kind": "local"}, {"kind": "ai", "level": "max"}]
    data = create(client, "fuenf_gewinnt", seats, options={"first": "2"})  # the computer starts
    room, token = data["room"]["id"], data["token"][0]
    assert client.post(f"/api/rooms/{room}/hint").status_code == 401
    assert client.post(f"/api/rooms/{room}/hint", headers=headers("wrong")).status_code == 403
    assert hub_room(client, room).state.acting_players() == (1,)  # the computer thinks for seconds
    answer = client.post(f"/api/rooms/{room}/hint", headers=headers(token))
    assert answer.status_code == 409 and answer.json()["error"] == "no_hint", answer.text
    assert "not your turn" in answer.json()["detail"]
    assert answer.json()["i18n"]["de"] == "du bist nicht am Zug: ein Tipp gilt deinem eigenen Zug"


def test_a_hint_that_takes_too_long_answers_busy(client: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(server_advice, "HINT_WAIT", 0.01)
    room, token = past_the_opening(client)
    answer = client.post(f"/api/rooms/{room}/hint", headers=headers(token))
    assert answer.status_code == 503 and answer.json()["error"] == "busy", answer.text


def test_a_hint_holds_up_no_other_room(db_url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """While one room's hint thinks (2 s in the only worker: four times a hint's budget, so that
    it surely thinks while the other room moves), another room's moves go on at once.  The hint is
    two-player Zahlenpoker's with an option the equilibrium does not cover: its strongest level
    there is `best`'s search, whose time is left to a default, so the hint gives it all of the hint's
    budget (the levels with a time of their own think 0.5 s at most, issue 34, and would not fill
    the 2 s)."""
    monkeypatch.setattr(server_advice, "HINT_SECONDS", 2.0)
    with serve(db_url, test_seed=1) as client:
        seats = [{"kind": "local"}, {"kind": "ai", "level": "easy"}]
        data = create(client, "zahlenpoker", seats, options={"empty_without_stones": True})
        room, token = data["room"]["id"], data["token"][0]
        other = create(
            client, "fuenf_gewinnt", [{"kind": "local"}, {"kind": "local"}], options={"first": "1"}
        )
        other_room, other_tokens = other["room"]["id"], other["token"]
        answers: list[Any] = []
        asking = threading.Thread(
            target=lambda: answers.append(client.post(f"/api/rooms/{room}/hint", headers=headers(token)))
        )
        started = time.monotonic()
        asking.start()
        time.sleep(0.3)  # the hint is in the worker
        for number, (seat, action) in enumerate([(0, "0,0"), (1, "1,0"), (0, "0,1")]):
            moved = client.post(
                f"/api/rooms/{other_room}/moves",
                json={"move_number": number, "action": action},
                headers=headers(other_tokens[seat]),
            )
            assert moved.status_code == 200, moved.text
        moves_done = time.monotonic() - started
        asking.join(60)
        assert answers and answers[0].status_code == 200, answers
        assert moves_done < 1.5 < time.monotonic() - started  # the moves did not wait for the hint


#: White (P1) misses the five at 4,0 (plays 0,-1); Black completes -1..3 on y=1
MISSED_WIN = ["0,0", "0,1", "1,0", "1,1", "2,0", "-1,1", "3,0", "3,1", "0,-1", "2,1"]


def test_the_analysis_of_a_finished_game_flags_the_missed_win(client: Any) -> None:
    data = create(client, "fuenf_gewinnt", [{"kind": "local"}, {"kind": "local"}], options={"first": "1"})
    room, tokens = data["room"]["id"], data["token"]
    early = client.get(f"/api/finished/{room}/analysis")
    assert early.status_code == 409 and early.json()["error"] == "not_finished"  # not while it runs
    for number, action in enumerate(MISSED_WIN):
        body = {"move_number": number, "action": action}
        moved = client.post(f"/api/rooms/{room}/moves", json=body, headers=headers(tokens[number % 2]))
        assert moved.status_code == 200, moved.text
    answer = client.get(f"/api/finished/{room}/analysis")
    assert answer.status_code == 200, answer.text
    data = answer.json()
    assert data["players"] == [0, 1] and data["threshold"] == pytest.approx(0.2) and data["complete"]
    judged = {j["index"]: j for j in data["moves"]}
    missed = judged[8]
    assert missed["flagged"] and missed["played"] == "0,-1" and missed["best"] in ("4,0", "-1,0")
    assert missed["reason"]["key"] == "advice-five-completes" and missed["drop"] > 0.2
    assert missed["i18n"]["de"].startswith("vollendet eine Fünferreihe")
    assert not judged[6]["flagged"]  # 3,0: the open four
    assert client.get(f"/api/finished/{room}/analysis").json() == data  # computed once, kept


# ----------------------------------------------------------------------------- exact solvers' hints
@dataclass(frozen=True)
class Solved:
    solvable: bool
    best: int | None
    message: str


def in_process(client: Any, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The server's jobs run here (so a patched AI plugin is seen), the exact hints kept so far
    forgotten; the keys of the jobs run."""
    ran: list[str] = []
    monkeypatch.setattr(solo, "_HINTS", OrderedDict())

    async def run(key: str, urgent: bool, fn: Any, *args: Any, **share: Any) -> Any:
        ran.append(key)
        return fn(*args)

    monkeypatch.setattr(client.app.state.hub.scheduler, "run", run)
    return ran


def test_any_game_whose_plugin_has_a_solver_gets_the_solver_s_hint_with_the_plugin_s_reason(
    client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No game id in the server: a plugin's ``hint`` (here given to Fünf gewinnt) answers, and its
    ``reason`` says why; with a ``hint_key`` the answers are kept by position across rooms."""
    solved: list[Any] = []

    def solver(state: Any) -> Solved:
        solved.append(state.snapshot())
        best = state.legal_actions(0)[0]
        return Solved(True, best, "a win for the first player")

    plugin = AIPlugin(
        hint=solver,
        hint_key=lambda state: state.move_number,
        reason=lambda state, player, action: Message("advice-wins"),
    )
    monkeypatch.setitem(plugin_module._plugins, "fuenf_gewinnt", plugin)
    in_process(client, monkeypatch)
    answers = []
    for _ in range(2):  # two rooms at the same position
        room, token = against_computer(client)
        answer = client.post(f"/api/rooms/{room}/hint", headers=headers(token))
        assert answer.status_code == 200, answer.text
        answers.append(answer.json())
    first = answers[0]
    assert first["solvable"] is True and first["best"] == "0,0" and first["move_number"] == 0
    assert first["message"] == "a win for the first player"
    assert first["reason"] == {"key": "advice-wins", "args": {}} and first["text"] == "wins the game"
    assert first["i18n"]["de"] == Message("advice-wins").render("de")
    assert len(solved) == 1  # the second room's position was known
    assert {k: v for k, v in answers[1].items() if k != "room"} == {
        k: v for k, v in first.items() if k != "room"
    }


def test_without_a_position_key_the_solver_s_answers_are_kept_per_room(
    client: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[int] = []

    def solver(state: Any) -> Solved:
        calls.append(state.move_number)
        return Solved(False, None, "lost")

    monkeypatch.setitem(plugin_module._plugins, "fuenf_gewinnt", AIPlugin(hint=solver))
    in_process(client, monkeypatch)
    first = against_computer(client)
    for (room, token), expected in ((first, 1), (first, 1), (against_computer(client), 2)):
        answer = client.post(f"/api/rooms/{room}/hint", headers=headers(token))
        assert answer.status_code == 200, answer.text
        assert answer.json() == {
            "room": room,
            "move_number": 0,
            "solvable": False,
            "best": None,
            "message": "lost",
        }
        assert len(calls) == expected


def test_the_exact_hint_of_a_game_without_a_solver_is_refused_in_words() -> None:
    import asyncio

    class Row:
        game = "cambio"

    class Room:
        row = Row()

    with pytest.raises(RoomError) as refused:
        asyncio.run(solo.hint(None, Room()))  # type: ignore[arg-type]
    assert refused.value.code == "no_hint"
    assert "cambio" not in str(refused.value.message)
    assert Message("advice-no-solver").render("de").startswith("dieses Spiel hat keinen exakten Löser")


def followed_row(state: Any, seat: int) -> int:
    """The 1-based stone the asked symbol lies under for ``seat``: the row its view showed face
    up, followed through the public shuffle moves with the rules module (never the AI)."""
    from fives.games.huetchenspieler import SYMBOLS, shuffled

    replay = state.game.new_state(state.options, state.seed)
    seen = None
    for who, action in state.history:
        replay.push(action, who)
        shown = replay.view(seat)["position"]
        if shown["phase"] == "memorize" and shown["layout"] is not None:
            seen = tuple(SYMBOLS.index(s) for s in shown["layout"])
    assert seen is not None
    position = state.view(seat)["position"]
    row = seen
    for move in position["moves"]:
        stone, gap = (int(x) for x in move.split(">"))
        row = shuffled(row, stone - 1, gap)
    return row.index(SYMBOLS.index(position["asked"])) + 1


def test_a_hutchenspieler_hint_names_the_stone_the_seat_saw_the_symbol_moved_to(db_url: str) -> None:
    """Issue 34.2: the seeker saw the row face up and every shuffle move; the server's hint
    remembers that for it, for each of its three picks of the computer's turn."""
    with serve(db_url, test_seed=3, timer_scale=0.01) as client:
        seats = [{"kind": "local"}, {"kind": "ai", "level": "random"}]
        data = create(client, "huetchenspieler", seats, options={"first": "2"})
        room, token = data["room"]["id"], data["token"][0]
        for _ in range(3):  # the computer lays out, shuffles and asks; then the person picks
            deadline = time.monotonic() + 30
            state = hub_room(client, room).state
            while state.current_player() != 0 or state.view(0)["position"]["phase"] != "pick":
                assert time.monotonic() < deadline
                time.sleep(0.05)
                state = hub_room(client, room).state
            answer = client.post(f"/api/rooms/{room}/hint", headers=headers(token))
            assert answer.status_code == 200, answer.text
            assert answer.json()["best"] == str(followed_row(state, 0))
            move = client.post(
                f"/api/rooms/{room}/moves",
                json={"move_number": state.move_number, "action": answer.json()["best"]},
                headers=headers(token),
            )
            assert move.status_code == 200, move.text


def test_the_server_s_hutchenspieler_analysis_flags_the_wrong_picks_the_seat_could_have_known() -> None:
    """Issue 34.2: the analysis job (what ``GET /api/finished/{id}/analysis`` runs in a worker)
    flags each pick that missed the stone the seat had followed the symbol to, names that stone,
    and leaves the right picks alone."""
    import random

    import fives.games
    from fives.core import CHANCE
    from fives.games.huetchenspieler import PICK, PICKING

    state = fives.games.load("huetchenspieler").new_state({"players": 2}, 8)
    rng = random.Random(8)
    moves: list[tuple[int, str]] = []
    picks: dict[int, tuple[bool, str]] = {}  # move index -> (a wrong pick, the followed stone)
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            action, player = state.sample_chance(), CHANCE
        else:
            player = state.acting_players()[0]
            action = rng.choice(state.legal_actions(player))
            if state.phase == PICKING and len(state.face_down()) > 1:  # type: ignore[attr-defined]
                best = followed_row(state, player)
                picks[len(moves)] = (action != PICK + best - 1, str(best))
        moves.append((player, state.action_to_string(action, player)))
        state.push(action, player)
    judged = server_advice.analysis_job("huetchenspieler", {"players": 2}, 8, tuple(moves), (0, 1))
    assert judged["complete"]
    by_index = {j["index"]: j for j in judged["moves"]}
    assert sum(wrong for wrong, _ in picks.values()) >= 4
    for index, (wrong, best) in picks.items():
        assert by_index[index]["flagged"] == wrong, by_index[index]
        if wrong:
            assert by_index[index]["best"] == best


def test_a_reasons_texts_name_the_seats_as_the_page_does(client: Any) -> None:
    """The hint's and the analysis' English ``text`` and their translations say the seats' names
    ("puts Anna's cube"), the defaults in the language ("Spieler 1") and a computer by its level,
    not "P1" (issue 35, one name per seat)."""
    data = create(client, "cambio", [{"kind": "local", "name": "Anna"}, {"kind": "ai", "level": "easy"}])
    room = hub_room(client, data["room"]["id"])
    reason = Message("advice-cambio-setup", player=Message("player", n=1))
    said = server_advice._with_names(room, {"reason": reason.to_json()})
    assert said["text"] == "puts Anna's cube where it helps their lines least"
    assert said["i18n"]["de"].startswith("setzt den Würfel von Anna ")
    other = Message("advice-cambio-setup", player=Message("player", n=2)).to_json()
    assert server_advice._with_names(room, {"reason": other})["i18n"]["de"].startswith(
        "setzt den Würfel von Computer (leicht) "
    )
    assert server_advice._with_names(room, {"reason": None}) == {}


def test_seat_names_are_unique_and_in_the_language() -> None:
    from fives.server.names import seat_names

    assert seat_names(["P1", "computer (easy)"], "de") == ["Spieler 1", "Computer (leicht)"]
    twice = ["computer (easy)", "computer (easy)"]
    assert seat_names(twice, "en") == ["computer (easy) 1", "computer (easy) 2"]
    alike = ["Anna 1", "Anna 2 (Player 2)", "Anna 2 (Player 3)"]
    assert seat_names(["Anna", "Anna", "Anna 2"], "en") == alike
