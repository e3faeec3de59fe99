"""The arena's ladder (Elo against think time, the PNG), plain UCT and the levels round robin."""

from __future__ import annotations

import io
import json
import math
import struct
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

import fives.ai.measure.ladder as ladder_module
import fives.games
from fives.ai.levels import make_agent
from fives.ai.measure.arena import (
    GameJob,
    GameResult,
    Summary,
    elo_from_score,
    play_game,
    summarize,
    wilson_interval,
    with_seconds,
)
from fives.ai.measure.ladder import (
    PairResult,
    draw_ladder,
    fit_elo,
    ladder_points,
    level_round_robin,
    run_ladder,
    rung_pairs,
    scale_seconds,
)
from fives.ai.search.evaluation import score_evaluation
from fives.ai.search.mcts import MCTSAgent
from fives.cli.main import main
from fives.core import CHANCE, FivesError

CAMBIO = fives.games.load("cambio")


def rigged(wins: int, draws: int, losses: int) -> Summary:
    scores = [1.0] * wins + [0.5] * draws + [0.0] * losses
    return summarize([GameResult(k, (0,), s, 10) for k, s in enumerate(scores)])


def seconds_of(spec: str) -> float:
    return float(spec.split("seconds=")[1].split(",")[0])


# --- think times in specs ----------------------------------------------------------------------


def test_with_seconds_resolves_a_level_and_replaces_the_time() -> None:
    assert with_seconds("hard", 0.1, CAMBIO, 2) == "duel:seconds=0.1"  # hard is not offered: max
    assert (
        with_seconds("hard", 0.1, CAMBIO, 3) == "cambio_mcts:seconds=0.1,prune=1,c=0.5,leaf=1"
    )  # Cambio with 3: its own MCTS, options kept
    assert with_seconds("mcts:sims=300,c=1.0,plain=1", 0.25, CAMBIO) == "mcts:seconds=0.25,c=1.0,plain=1"
    assert with_seconds("random", 0.3, CAMBIO) == "random"
    with pytest.raises(FivesError):
        with_seconds("mcts", 0.0, CAMBIO)


def test_scale_seconds_multiplies_only_the_time() -> None:
    assert scale_seconds("alphabeta:seconds=1.5", 0.1) == "alphabeta:seconds=0.15"
    assert scale_seconds("mcts:seconds=0.5,c=2", 0.2) == "mcts:seconds=0.1,c=2"
    assert scale_seconds("greedy", 0.1) == "greedy"


# --- plain UCT ---------------------------------------------------------------------------------


def test_plain_mcts_drops_the_game_evaluation_only() -> None:
    plain = make_agent("mcts:sims=30,plain=1", CAMBIO, 2)
    knowing = make_agent("mcts:sims=30", CAMBIO, 2)
    assert isinstance(plain, MCTSAgent) and isinstance(knowing, MCTSAgent)
    assert plain.evaluate is score_evaluation
    assert knowing.evaluate is not score_evaluation  # Cambio has its own evaluation
    assert plain.name == "mcts:sims=30,plain=1"
    off = make_agent("mcts:sims=30,plain=0", CAMBIO, 2)
    assert isinstance(off, MCTSAgent) and off.evaluate is not score_evaluation
    for bad in ("mcts:plain=2", "greedy:plain=1", "alphabeta:depth=2,plain=1", "mcts:plain=1,plain=1"):
        with pytest.raises(FivesError):
            make_agent(bad, CAMBIO, 2)


@pytest.mark.parametrize("game_id", ["cambio", "fuenf_gewinnt", "torris"])
def test_plain_mcts_plays_legal_games_to_the_end(game_id: str) -> None:
    # play_game raises on any illegal action (fives.ai.act checks it)
    result = play_game(GameJob(game_id, {}, ("mcts:sims=8,plain=1", "random"), 3, (0,)))
    assert 0.0 <= result.score <= 1.0
    assert result.moves > 0


@pytest.mark.parametrize("game_id", ["cambio", "torris"])
def test_a_game_result_keeps_the_actions_that_replay_it(game_id: str) -> None:
    """`GameResult` records the players' actions (chance's come from the seed), every return and
    A's slowest move: replaying the actions on the same seed ends the same way."""
    job = GameJob(game_id, {}, ("greedy", "random"), 5, (1,))
    result = play_game(job)
    state = fives.games.load(game_id).new_state({}, job.seed)
    actions = iter(result.actions)
    while not state.is_terminal():
        if state.current_player() == CHANCE:
            state.push(state.sample_chance(), CHANCE)
        else:
            state.push(next(actions), state.acting_players()[0])
    assert next(actions, None) is None
    assert state.move_number == result.moves
    assert result.returns == tuple(state.returns())
    assert len(result.returns) == 2
    assert result.slowest >= 0.0
    written = json.loads(json.dumps(summarize([result]).to_json()))["results"][0]  # the arena's --json
    assert written["actions"] == list(result.actions)
    assert written["returns"] == list(result.returns)


def test_a_clean_sweep_has_a_wilson_interval_not_a_point() -> None:
    summary = rigged(20, 0, 0)
    assert summary.score == 1.0
    assert summary.score_low == pytest.approx(wilson_interval(1.0, 20)[0])
    assert summary.score_low == pytest.approx(20 / (20 + 1.96**2))  # Wilson at p = 1
    assert summary.elo_low < summary.elo


# --- the ladder --------------------------------------------------------------------------------


def test_rung_pairs_and_bad_times() -> None:
    assert rung_pairs([0.1, 0.2, 0.4], "base") == [(0.2, 0.1), (0.4, 0.1)]
    assert rung_pairs([0.1, 0.2, 0.4], "adjacent") == [(0.2, 0.1), (0.4, 0.2)]
    for bad in ([0.1], [0.2, 0.1], [0.1, 0.1], [0.0, 0.1]):
        with pytest.raises(FivesError):
            rung_pairs(bad, "base")


def test_ladder_elo_from_rigged_results_base_pairing(monkeypatch: pytest.MonkeyPatch) -> None:
    # rigged: the longer time wins 3 of every 4 games against 0.05 s at 0.1 s, 9 of 10 at 0.2 s
    results = {0.1: rigged(75, 0, 25), 0.2: rigged(90, 0, 10)}
    calls: list[tuple[str, str]] = []

    def fake_arena(game: str, a: str, b: str, **kwargs: Any) -> Summary:
        calls.append((a, b))
        assert seconds_of(b) == 0.05
        return results[seconds_of(a)]

    monkeypatch.setattr(ladder_module, "run_arena", fake_arena)
    ladder = run_ladder("cambio", "hard", [0.05, 0.1, 0.2], games=100)
    assert calls == [
        ("duel:seconds=0.1", "duel:seconds=0.05"),
        ("duel:seconds=0.2", "duel:seconds=0.05"),
    ]
    elos = [p.elo for p in ladder.points]
    assert elos[0] == 0.0
    assert elos[1] == pytest.approx(400 * math.log10(3))  # 75% is +191 Elo
    assert elos[2] == pytest.approx(400 * math.log10(9))  # 90% is +382 Elo
    for point, summary in zip(ladder.points[1:], results.values(), strict=True):
        assert (point.low, point.high) == (summary.elo_low, summary.elo_high)
        assert point.low < point.elo < point.high


def test_ladder_elo_from_rigged_results_adjacent_pairing_adds_up() -> None:
    first, second = rigged(75, 0, 25), rigged(60, 10, 30)
    points = ladder_points([0.1, 0.2, 0.4], [first, second], "adjacent")
    assert points[1].elo == pytest.approx(elo_from_score(0.75))
    assert points[2].elo == pytest.approx(elo_from_score(0.75) + elo_from_score(0.65))
    below = math.hypot(first.elo - first.elo_low, second.elo - second.elo_low)
    above = math.hypot(first.elo_high - first.elo, second.elo_high - second.elo)
    assert points[2].low == pytest.approx(points[2].elo - below)
    assert points[2].high == pytest.approx(points[2].elo + above)
    with pytest.raises(ValueError, match="summaries"):
        ladder_points([0.1, 0.2, 0.4], [first], "adjacent")


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert data[12:16] == b"IHDR"
    assert data[-8:-4] == b"IEND"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_a_tiny_ladder_of_random_agents_draws_a_valid_png(tmp_path: Path) -> None:
    ladder = run_ladder("cambio", "random", [0.01, 0.02, 0.04], games=2, jobs_count=1, seed=5)
    assert [r.summary.games for r in ladder.rungs] == [2, 2]
    out = draw_ladder(ladder, tmp_path / "ladder.png")
    width, height = png_size(out)
    assert width > 100 and height > 100
    assert json.loads(json.dumps(ladder.to_json()))["points"][0]["elo"] == 0.0


def test_the_ladder_command_prints_and_draws(tmp_path: Path) -> None:
    out = io.StringIO()
    png, data = tmp_path / "c.png", tmp_path / "c.json"
    args = ["arena", "cambio", "random", "--ladder", "--times", "0.01,0.02", "--games", "2"]
    code = main(
        [*args, "--jobs", "1", "--png", str(png), "--json", str(data), "--quiet"],
        Console(file=out, width=200),
    )
    assert code == 0
    png_size(png)
    assert json.loads(data.read_text())["rungs"][0]["spec"] == "random"
    assert "Elo of the time" in out.getvalue()
    assert main(["arena", "cambio", "random", "random", "--ladder"], Console(file=io.StringIO())) == 2


# --- the levels round robin --------------------------------------------------------------------


def test_fit_elo_recovers_known_ratings() -> None:
    truth = [0.0, 150.0, 400.0]
    n = 100_000

    def share(d: float) -> float:
        return 1 / (1 + 10 ** (-d / 400))

    pairs = [PairResult(i, j, n, n * share(truth[i] - truth[j])) for i, j in ((0, 1), (0, 2), (1, 2))]
    fitted = fit_elo(3, pairs)
    for (elo, se), want in zip(fitted, truth, strict=True):
        assert elo == pytest.approx(want, abs=1.0)
        assert se < 5
    # a clean sweep stays finite thanks to the virtual draw
    sweep = fit_elo(2, [PairResult(0, 1, 20, 0.0)])
    assert 300 < sweep[1][0] < 1200


def test_level_round_robin_table_shape(monkeypatch: pytest.MonkeyPatch) -> None:
    strength = {"greedy": 0, "torris:seconds=0.005,vmix=1": 1, "torris:seconds=0.05,vmix=1": 2}

    def fake_arena(game: str, a: str, b: str, **kwargs: Any) -> Summary:
        # the stronger level wins 8 of 10
        return rigged(8, 0, 2) if strength[a] > strength[b] else rigged(2, 0, 8)

    monkeypatch.setattr(ladder_module, "run_arena", fake_arena)
    robin = level_round_robin("torris", ("easy", "medium", "hard"), games=10, scale=0.1)
    assert [r.spec for r in robin.ratings] == list(strength)
    header, rows = robin.header(), robin.table()
    assert header[:3] == ["level", "spec", "Elo vs easy (95% CI)"]
    assert len(header) == 6 and len(rows) == 3 and all(len(row) == 6 for row in rows)
    assert [row[0] for row in rows] == ["easy", "medium", "hard"]
    assert [rows[i][3 + i] for i in range(3)] == ["-", "-", "-"]
    assert rows[2][3] == "0.80" and rows[0][5] == "0.20"
    elos = [r.elo for r in robin.ratings]
    assert elos[0] == 0.0 and 0 < elos[1] < elos[2]
    assert all(r.low <= r.elo <= r.high for r in robin.ratings)
    assert robin.ratings[1].low < robin.ratings[1].elo < robin.ratings[1].high


def test_the_levels_command_runs_a_tiny_round_robin() -> None:
    out = io.StringIO()
    args = ["arena", "torris", "--levels", "--level-list", "random,greedy", "--games", "2", "--jobs", "1"]
    assert main([*args, "--quiet"], Console(file=out, width=160)) == 0
    assert "Elo vs random" in out.getvalue()
