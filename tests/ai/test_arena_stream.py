"""The arena and self-play, streamed: JSON lines as games end, resumable, chunked, and the same results
in one process, on a process pool and on a real Dask cluster of two worker processes (issue 37)."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

import fives.games
from fives.ai.measure.arena import run_arena
from fives.ai.measure.selfplay import run_selfplay
from fives.ai.measure.stream import json_default
from fives.cli.main import main
from fives.core import CHANCE, FivesError


def rows(path: Path) -> list[dict[str, Any]]:
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    for row in lines[1:]:
        row.pop("slowest", None)  # CPU time of a move: the one figure that differs between runs
    return lines


def plain(results: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{k: v for k, v in json.loads(json.dumps(r)).items() if k != "slowest"} for r in results]


def test_an_arena_streams_its_games_and_resumes_where_it_stopped(tmp_path: Path) -> None:
    whole, part = tmp_path / "whole.jsonl", tmp_path / "part.jsonl"
    full = run_arena("cambio", "greedy", "random", games=8, seed=3, jobs_count=1, out=whole)
    run_arena("cambio", "greedy", "random", games=5, seed=3, jobs_count=1, out=part)
    text = part.read_text()
    part.write_text(text + text.splitlines()[-1][:20])  # a line cut off by a killed run
    with pytest.raises(FivesError, match="--resume"):
        run_arena("cambio", "greedy", "random", games=8, seed=3, jobs_count=1, out=part)
    with pytest.raises(FivesError, match="another run"):
        run_arena("cambio", "greedy", "random", games=8, seed=4, jobs_count=1, out=part, resume=True)
    resumed = run_arena("cambio", "greedy", "random", games=8, seed=3, jobs_count=1, out=part, resume=True)
    assert rows(part) == rows(whole)
    assert rows(whole)[0] == {"arena": "cambio", "a": "greedy", "b": "random", "seed": 3, "options": {}}
    assert [r["index"] for r in rows(whole)[1:]] == list(range(8))
    assert (
        plain(resumed.results)
        == plain(full.results)
        == [{k: v for k, v in r.items() if k != "index"} for r in rows(whole)[1:]]
    )
    assert (resumed.games, resumed.score, resumed.score_low) == (full.games, full.score, full.score_low)


def test_chunks_on_a_process_pool_give_the_single_process_results() -> None:
    one = run_arena("cambio", "random", "random", games=10, seed=1, jobs_count=1)
    pool = run_arena("cambio", "random", "random", games=10, seed=1, jobs_count=2, chunk=3, keep_results=True)
    assert plain(pool.results) == plain(one.results)
    lean = run_arena("cambio", "random", "random", games=10, seed=1, jobs_count=1, keep_results=False)
    assert lean.results == [] and (lean.wins, lean.draws, lean.score) == (one.wins, one.draws, one.score)


def test_self_play_records_every_decision_and_the_returns(tmp_path: Path) -> None:
    out = tmp_path / "play.jsonl"
    console = Console(file=io.StringIO())
    argv = ["selfplay", "zahlenpoker", "--games", "3", "--seed", "7", "--out", str(out), "--quiet"]
    assert main(argv, console) == 0
    header, *games = [json.loads(line) for line in out.read_text().splitlines()]
    assert header == {"selfplay": "zahlenpoker", "agents": ["random"], "seed": 7, "options": {}}
    game = fives.games.load("zahlenpoker")
    for k, record in enumerate(games):
        assert (record["index"], record["seed"]) == (k, 7 + k)
        state = game.new_state({}, record["seed"])
        for decision in record["decisions"]:
            while state.current_player() == CHANCE:
                state.push(state.sample_chance(), CHANCE)
            seat = decision["seat"]
            assert seat in state.acting_players() and decision["move"] == state.move_number
            assert decision["view"] == json.loads(
                json.dumps(state.view(seat)["position"], default=json_default)
            )
            assert decision["legal"] == json.loads(json.dumps(state.legal_actions(seat)))
            assert decision["action"] in decision["legal"]
            state.push(_action(state, seat, decision), seat)
        while state.current_player() == CHANCE:
            state.push(state.sample_chance(), CHANCE)
        assert state.is_terminal() and list(state.returns()) == record["returns"]
    assert main([*argv, "--resume", "--games", "4"], console) == 0
    assert len(out.read_text().splitlines()) == 5


def _action(state: Any, seat: int, decision: dict[str, Any]) -> Any:
    """The legal action whose JSON is the recorded one."""
    return next(a for a in state.legal_actions(seat) if json.loads(json.dumps(a)) == decision["action"])


def test_a_local_dask_cluster_of_two_workers_gives_the_single_process_results(tmp_path: Path) -> None:
    """A real `LocalCluster` (two worker processes, one thread each): the arena's games and the
    self-play records equal those of one process with the same seeds."""
    distributed = pytest.importorskip("distributed")
    one = run_arena("cambio", "greedy", "random", games=24, seed=2, jobs_count=1)
    run_selfplay("cambio", ["greedy", "random"], games=12, seed=2, out=tmp_path / "one.jsonl")
    with (
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        spread = run_arena("cambio", "greedy", "random", games=24, seed=2, client=client, chunk=4)
        run_selfplay(
            "cambio",
            ["greedy", "random"],
            games=12,
            seed=2,
            out=tmp_path / "two.jsonl",
            client=client,
            chunk=3,
        )
        assert len(client.nthreads()) == 2
    assert plain(spread.results) == plain(one.results)
    assert (spread.wins, spread.draws, spread.losses, spread.score) == (
        one.wins,
        one.draws,
        one.losses,
        one.score,
    )
    assert rows(tmp_path / "two.jsonl") == rows(tmp_path / "one.jsonl")
