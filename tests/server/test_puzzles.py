"""Puzzles on the server (issue 38): the answer checked here and never sent before it, the forced
reply of a longer line, the reason of a wrong move, the daily puzzle, the one rated attempt per
account and puzzle (on SQLite and PostgreSQL), and mistakes made puzzles only where proved.

The puzzles are tests/data/puzzles/*.json, made by the generator (`fives.puzzles.generate`,
the command is in each set's ``made_by``), not by hand."""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from fives.core import Record, replay
from fives.core.registry import load
from fives.puzzles import glicko
from fives.puzzles import store as puzzle_store
from fives.puzzles.format import Puzzle, read_set
from fives.puzzles.prove import prove
from fives.server.puzzles import mistake_puzzles_job

from .conftest import serve
from .test_accounts import cheap, csrf, sign_up

DATA = Path(__file__).resolve().parents[1] / "data" / "puzzles"
SETS = sorted(DATA.glob("*.json"))


def _all() -> list[Puzzle]:
    return [p for path in SETS for p in read_set(path)[1]]


def _line() -> Puzzle:
    """The set's puzzle with a forced reply (a line of three own moves)."""
    return next(p for p in _all() if len(p.solution) > 1 and p.proof.get("loses"))


def _only() -> Puzzle:
    return next(p for p in _all() if p.proof["claim"] == "only-move")


@pytest.fixture(autouse=True)
def puzzle_sets(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv(puzzle_store.ENV, os.pathsep.join(map(str, SETS)))
    monkeypatch.setenv(puzzle_store.SHIPPED_ENV, "0")  # the test sets only
    puzzle_store.pool.cache_clear()
    yield
    puzzle_store.pool.cache_clear()


@pytest.fixture
def client(db_url: str) -> Iterator[TestClient]:
    with serve(db_url, test_seed=1) as c:
        c.app.state.passwords = cheap()  # type: ignore[attr-defined]
        yield c


def attempt(client: TestClient, puzzle: Puzzle, moves: list[str], **kw: Any) -> dict[str, Any]:
    response = client.post(f"/api/puzzles/{puzzle.id}/attempt", json={"moves": moves}, **kw)
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()
    return data


def test_the_page_gets_the_position_not_the_answer(client: TestClient) -> None:
    puzzle = _line()
    shown = client.get(f"/api/puzzles/{puzzle.id}").json()
    assert not {"solution", "proof", "themes", "line", "source", "actions"} & set(shown)
    assert shown["player"] == puzzle.player and shown["moves"] == 3 and shown["mistake"] is None
    assert shown["view"]["viewer"] == puzzle.player
    state = puzzle.position()
    assert shown["view"]["legal"] == state.legal_strings(puzzle.player)
    assert client.get("/api/puzzles/cambio-000000000000").status_code == 404
    listing = client.get("/api/puzzles").json()
    assert listing["total"] == len({p.id for p in _all()})
    assert {"cambio", "fuenf_gewinnt", "zahlenpoker", "huetchenspieler"} <= set(listing["provers"])


def test_a_line_is_played_with_its_forced_replies_then_solved(client: TestClient) -> None:
    puzzle = _line()
    first = attempt(client, puzzle, puzzle.solution[:1])
    assert first["result"] == "continue" and first["reply"] == puzzle.solution[1]
    assert "solution" not in first
    second = attempt(client, puzzle, [puzzle.solution[0], puzzle.solution[2]])
    assert second["result"] == "continue" and second["reply"] == puzzle.solution[3]
    done = attempt(client, puzzle, puzzle.solution[::2])
    assert done["result"] == "solved" and done["solution"] == puzzle.solution
    assert done["claim"] == "win" and done["moves"] == 3 and done["rated"] is False
    assert [step["move"] for step in done["line"]] == puzzle.solution
    assert done["line"][-1]["view"]["terminal"] is True


def test_a_wrong_move_says_why_and_shows_the_solution(client: TestClient) -> None:
    puzzle = _line()
    losing = puzzle.proof["loses"][0]
    wrong = attempt(client, puzzle, [losing])
    assert wrong["result"] == "wrong" and wrong["played"] == losing
    assert wrong["refutation"] == {"kind": "loses"} and wrong["solution"] == puzzle.solution
    only = _only()
    other, reply = next((m, r) for m, r in only.proof["refutations"].items() if r != "end")
    answer = attempt(client, only, [other])
    assert answer["refutation"] == {"kind": "opponent-wins", "reply": reply}
    assert answer["claim"] == "only-move" and answer["plies"] == only.proof["plies"]
    # the position after the wrong move and the opponent's winning reply: they won
    assert answer["after"]["view"]["terminal"] is True
    bad = client.post(f"/api/puzzles/{puzzle.id}/attempt", json={"moves": ["z9?"]})
    assert bad.status_code == 400 and bad.json()["error"] == "bad_move"
    over = client.post(
        f"/api/puzzles/{only.id}/attempt", json={"moves": [only.solution[0], only.solution[0]]}
    )
    assert over.status_code == 400


def test_one_rated_attempt_per_account_and_puzzle(client: TestClient) -> None:
    puzzle = _only()
    me = sign_up(client, "Solver")
    wrong = next(iter(puzzle.proof["refutations"]))
    # without the session's CSRF token the answer is refused: it would be an unrated look at
    # the solution before the rated answer
    refused = client.post(f"/api/puzzles/{puzzle.id}/attempt", json={"moves": [wrong]})
    assert refused.status_code == 403 and refused.json()["error"] == "bad_csrf"
    first = attempt(client, puzzle, [wrong], headers=csrf(me))
    assert first["rated"] is True and first["rating"]["before"] == 1500
    assert first["rating"]["after"] < 1500 and first["rating"]["change"] < 0
    again = attempt(client, puzzle, puzzle.solution, headers=csrf(me))
    assert again["result"] == "solved" and again["rated"] is False
    mine = client.get("/api/puzzles/mine").json()
    assert mine["rating"]["attempts"] == 1 and mine["rating"]["solved"] == 0
    assert mine["rating"]["rating"] == first["rating"]["after"]
    assert client.get(f"/api/puzzles/{puzzle.id}").json()["attempted"] is True
    # the next puzzle is one the account has not tried
    for _ in range(5):
        assert client.get("/api/puzzles/next").json()["id"] != puzzle.id
    # another account is rated on its own, against the puzzle's new rating (it won once)
    other = sign_up(client, "Other")
    solved = attempt(client, puzzle, puzzle.solution, headers=csrf(other))
    assert solved["rated"] is True and solved["rating"]["after"] > 1500
    assert client.get("/api/puzzles/mine").json()["rating"]["attempts"] == 1


def test_anonymous_play_is_unrated_and_mine_needs_an_account(client: TestClient) -> None:
    puzzle = _only()
    assert attempt(client, puzzle, puzzle.solution)["rated"] is False
    assert client.get("/api/puzzles/mine").status_code == 401
    shown = client.get(f"/api/puzzles/{puzzle.id}").json()
    assert "attempted" not in shown and shown["rated"] is True


def test_the_daily_puzzle_is_the_same_for_everyone_on_a_day(client: TestClient) -> None:
    one = client.get("/api/puzzles/daily").json()
    assert one["id"] == client.get("/api/puzzles/daily").json()["id"]
    assert one["date"] == dt.datetime.now(dt.UTC).date().isoformat()
    pool = puzzle_store.pool()
    days = {pool.daily(dt.date(2026, 1, 1) + dt.timedelta(days=n)).id for n in range(30)}  # type: ignore[union-attr]
    assert len(days) > 1  # it changes from day to day


def test_next_of_a_game_stays_in_that_game(client: TestClient) -> None:
    for game in puzzle_store.pool().games():
        for _ in range(3):
            assert client.get(f"/api/puzzles/next?game={game}").json()["game"] == game
    assert client.get("/api/puzzles/next?game=nim").status_code == 404


def test_glicko_moves_solver_and_puzzle_apart() -> None:
    solver, puzzle = glicko.Rating(), glicko.puzzle_start(3)
    won = glicko.rate(solver, puzzle, True)
    lost = glicko.rate(solver, puzzle, False)
    assert won[0].rating > 1500 > lost[0].rating
    assert won[1].rating < puzzle.rating < lost[1].rating
    assert won[0].rd < solver.rd
    # Glickman's worked example (2013): 1500 (RD 200) against 1400 (RD 30) expects 0.639
    assert glicko.expected(glicko.Rating(1500, 200), glicko.Rating(1400, 30)) == pytest.approx(
        0.639, abs=1e-3
    )


def _mistakes(puzzle: Puzzle, played: str, flagged: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """`mistake_puzzles_job` on a finished room's game: the puzzle's game with ``played`` made at
    its position (a self-play game of the generator, not a hand-made one), its moves as a room
    keeps them (seat, notation)."""
    state = load(puzzle.game).new_state(dict(puzzle.options), puzzle.seed)
    moves = []
    for text in [*puzzle.actions, played]:
        player = state.current_player()
        action = state.parse_action(text, player)
        moves.append((player, state.action_to_string(action, player)))
        state.push(action, player)
    return mistake_puzzles_job(puzzle.game, dict(puzzle.options), puzzle.seed, tuple(moves), "room1", flagged)


def test_a_flagged_move_becomes_a_puzzle_only_where_the_better_move_is_proved() -> None:
    puzzle = _only()
    played = next(iter(puzzle.proof["refutations"]))
    flagged = [{"index": len(puzzle.actions), "player": puzzle.player, "played": played, "move_number": 9}]
    made = _mistakes(puzzle, played, flagged)
    assert len(made) == 1
    found = made[0]["puzzle"]
    assert found.solution == puzzle.solution and found.source["kind"] == "mistake"
    assert prove(found).holds  # a fresh proof of the game's exact method
    # the move played was the proved one: nothing to learn; a seat not to move there: nothing
    solved = puzzle.solution[0]
    assert _mistakes(puzzle, solved, [{**flagged[0], "played": solved}]) == []
    assert _mistakes(puzzle, played, [{**flagged[0], "player": 1 - puzzle.player}]) == []


def test_a_finished_games_mistakes_are_kept_for_the_account_of_that_seat(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A finished room (the generator's self-play game, then a move the proof refutes) whose
    analysis flags that move: the puzzle is made and kept for the account that sat there."""
    from fives.server import puzzles as routes
    from fives.server.store import RoomRow, SeatRow

    puzzle = _only()
    played = next(iter(puzzle.proof["refutations"]))
    me = sign_up(client, "Learner")
    account_id = me["account"]["id"]
    state = replay(Record(puzzle.game, dict(puzzle.options), puzzle.seed, [*puzzle.actions, played]))
    initial = load(puzzle.game).new_state(dict(puzzle.options), puzzle.seed)
    entries = []
    for player, action in state.history:
        entries.append((player, initial.action_to_string(action, player)))
        initial.push(action, player)
    store = client.app.state.hub.store  # type: ignore[attr-defined]
    room = RoomRow("mistakes1", puzzle.game, dict(puzzle.options), puzzle.seed, "finished")
    seats = [SeatRow(p, "local", f"P{p}", "joined") for p in range(2)]
    seats[puzzle.player].account_id = account_id
    store.create_room(room, seats)
    store.append_moves(room.id, 0, entries)
    flagged = {
        "index": len(puzzle.actions),
        "player": puzzle.player,
        "played": played,
        "move_number": 7,
        "flagged": True,
    }

    async def analysis(hub: Any, room: Any, person: Any = None) -> dict[str, Any]:
        return {"moves": [flagged, {**flagged, "index": 1, "flagged": False}]}

    monkeypatch.setattr(routes, "room_analysis", analysis)
    # the server offers no set here: the position is only this game's mistake (an offered puzzle
    # of the same position and solution has the same id, and is that puzzle)
    monkeypatch.setenv(puzzle_store.ENV, "")
    puzzle_store.pool.cache_clear()
    made = client.post(f"/api/finished/{room.id}/mistakes", headers=csrf(me)).json()
    assert [p["played"] for p in made["puzzles"]] == [played] and made["saved"] == 1
    found = made["puzzles"][0]["id"]
    mine = client.get("/api/puzzles/mine").json()["mistakes"]
    assert [m["id"] for m in mine] == [found]
    shown = client.get(f"/api/puzzles/{found}").json()
    assert shown["rated"] is False and "solution" not in shown
    assert shown["mistake"] == {"room": room.id, "played": played}
    # a mistake puzzle is for learning: solving it rates nothing
    solved = client.post(
        f"/api/puzzles/{found}/attempt", json={"moves": puzzle.solution}, headers=csrf(me)
    ).json()
    assert solved["result"] == "solved" and solved["rated"] is False


def test_a_one_player_line_is_all_the_players_moves(client: TestClient) -> None:
    """Abräumen's "keep the board solvable": every jump of the line is the player's own, and a
    wrong one leaves a board the exact solver proved unsolvable."""
    puzzle = next(p for p in _all() if p.game == "abraeumen" and len(p.solution) > 1)
    assert client.get(f"/api/puzzles/{puzzle.id}").json()["moves"] == len(puzzle.solution)
    first = attempt(client, puzzle, puzzle.solution[:1])
    assert first["result"] == "continue" and first["reply"] is None
    assert first["view"]["legal"]  # the player's next jump
    done = attempt(client, puzzle, puzzle.solution)
    assert done["result"] == "solved" and done["claim"] == "only-solvable"
    wrong = attempt(client, puzzle, [puzzle.solution[0], puzzle.proof["refutations"][1][0]])
    assert wrong["result"] == "wrong" and wrong["step"] == 1 and wrong["refutation"] == {"kind": "unsolvable"}
    too_long = client.post(f"/api/puzzles/{puzzle.id}/attempt", json={"moves": [*puzzle.solution, "a1-a3"]})
    assert too_long.status_code == 400


def test_a_signed_in_solver_gets_a_puzzle_near_their_rating(client: TestClient) -> None:
    """Every offered puzzle is drawn (fewer than the sample): the nearest to 1500 is the only
    one of difficulty 3 (a puzzle starts at 1500 + 200 per step of difficulty from 3)."""
    sign_up(client, "Near")
    near = [p.id for p in _all() if p.difficulty == 3]
    assert len(near) == 1
    assert client.get("/api/puzzles/next").json()["id"] == near[0]
    assert client.get("/api/puzzles/next?game=fuenf_gewinnt").json()["game"] == "fuenf_gewinnt"


def test_an_abraeumen_jump_that_lost_the_board_becomes_a_keep_solvable_puzzle() -> None:
    puzzle = next(p for p in _all() if p.game == "abraeumen")
    played = puzzle.proof["refutations"][0][0]
    flagged = [{"index": len(puzzle.actions), "player": 0, "played": played, "move_number": 3}]
    made = _mistakes(puzzle, played, flagged)
    assert [m["puzzle"].solution for m in made] == [puzzle.solution]
    assert prove(made[0]["puzzle"]).holds
