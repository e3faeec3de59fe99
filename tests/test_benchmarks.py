"""The benchmark suite (`make bench`) at a tiny size, so its harness cannot rot unnoticed.

Each part runs through benchmarks/run.py as `make bench` runs it, writing to a temporary file;
the figures themselves are not judged (they depend on the machine), only that each part
produces its section with its command and sane counts.
"""

from __future__ import annotations

import importlib
import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RUN = ROOT / "benchmarks" / "run.py"


def bench(tmp_path: Path, *args: str, timeout: float = 60) -> str:
    output = tmp_path / "benchmarks.md"
    done = subprocess.run(
        [sys.executable, str(RUN), "--output", str(output), *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return output.read_text(encoding="utf-8")


def script(name: str, *args: str, cwd: Path, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """Run benchmarks/NAME with ARGS in CWD; the test asserts on what it printed."""
    return subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / name), *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=cwd,
    )


def test_engine_part_writes_a_row_per_game_with_its_command(tmp_path: Path) -> None:
    text = bench(tmp_path, "--only", "engine", "--seconds", "0.05", "--games", "cambio", "torris")
    assert "--only engine --seconds 0.05 --games cambio torris" in text
    assert re.search(r"^\| cambio \| [\d,]+ \|", text, re.M)
    assert re.search(r"^\| torris \| [\d,]+ \|", text, re.M)
    assert "load average before" in text
    assert "bench:side" not in text  # parts not run are not invented


@pytest.mark.skipif(
    importlib.util.find_spec("open_spiel") is None,
    reason="open_spiel is not installed (optional extra fives[research]): no side-by-side match",
)
def test_side_by_side_part_plays_both_games_with_calibrated_opponent(tmp_path: Path) -> None:
    text = bench(tmp_path, "--only", "side", "--side-games", "2", "--side-seconds", "0.02")
    for game in ("cambio", "fuenf_gewinnt"):
        row = re.search(
            rf"^\| {game} \| 2 \| ([\d.]+) \[([\d.]+), ([\d.]+)\] \| (\d+)/(\d+)/(\d+) \|", text, re.M
        )
        assert row, text
        score, low, high = (float(row.group(i)) for i in (1, 2, 3))
        assert 0 <= low <= score <= high <= 1
        assert sum(int(row.group(i)) for i in (4, 5, 6)) == 2
    assert "calibrated" in text


def test_server_part_plays_moves_and_keeps_other_sections(tmp_path: Path) -> None:
    bench(tmp_path, "--only", "engine", "--seconds", "0.05", "--games", "torris")
    text = bench(
        tmp_path,
        *("--only", "server", "--load-games", "5", "--load-moves", "6", "--load-limit", "20"),
        *("--load-rate", "25"),
    )
    rows = re.findall(
        r"^\| sqlite \| ([a-z0-9/ ]+) \| 5 \| (\d+) \| ([\d.]+) \| [\d,]+ \| ([\d.]+) \| ([\d.]+) "
        r"\| [\d.]+ \| (\d+) \|",
        text,
        re.M,
    )
    assert [row[0] for row in rows] == ["at once", "paced 25/s"], text
    for _how, moves, _seconds, p50, p99, errors in rows:
        assert int(moves) == 30  # every game made its 6 moves
        assert float(p50) <= float(p99)
        assert errors == "0"  # no move was refused
    assert float(rows[1][2]) >= 1.0  # paced: 30 moves at 25 moves/s take more than a second
    assert re.search(r"^- sqlite: goal NOT met", text, re.M)  # paced below the goal's 1,000 moves/s
    assert re.search(r"^\| torris \|", text, re.M)  # the engine section is kept


def test_screens_count_cpu_time_and_report_a_score(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The CPU-time screens (`benchmarks/cpu_screen.py` and its users) run and report a score."""
    monkeypatch.syspath_prepend(str(ROOT / "benchmarks"))
    import time

    import fives.ai.measure.arena
    import fives.ai.search.budget
    import fives.ai.torris.engine

    monkeypatch.setattr(fives.ai.measure.arena, "time", fives.ai.measure.arena.time)  # restored afterwards
    monkeypatch.setattr(fives.ai.search.budget, "time", fives.ai.search.budget.time)
    monkeypatch.setattr(fives.ai.torris.engine, "time", fives.ai.torris.engine.time)
    cpu_screen = importlib.import_module("cpu_screen")
    cpu_screen.count_cpu_time()
    assert fives.ai.measure.arena.time.perf_counter is time.process_time
    assert fives.ai.search.budget.time.perf_counter is time.process_time
    assert fives.ai.torris.engine.time.perf_counter is time.process_time
    for script, games in (("torris_screen.py", 4), ("cambio3_screen.py", 3)):
        done = subprocess.run(
            [sys.executable, str(ROOT / "benchmarks" / script), "greedy", "random", "0.01", str(games), "1"],
            capture_output=True,
            text=True,
            timeout=60,
            cwd=tmp_path,
        )
        assert done.returncode == 0, done.stderr[-3000:]
        found = re.search(rf"at 0.01 CPU s/move: ([\d.]+)/{games} = ([\d.]+)", done.stdout)
        assert found, done.stdout
        assert 0 <= float(found.group(1)) <= games
        assert float(found.group(2)) == pytest.approx(float(found.group(1)) / games, abs=1e-3)
        # the head-to-head share only with three players (Cambio's screen), never for Torris
        assert ("head to head (equal strength 1/2): " in done.stdout) == (script == "cambio3_screen.py")


def test_the_generic_screen_plays_one_seat_when_asked(tmp_path: Path) -> None:
    """benchmarks/screen.py GAME ... --seat 0 plays only the games of the run in which A is P1, with
    their seeds in the full run (game k of the arena has seed S + k // 2), and records them."""
    import json

    record = tmp_path / "games.json"
    arguments = ["cambio", "greedy", "random", "0.01", "6", "5", "--seat", "0", "--json", str(record)]
    done = script("screen.py", *arguments, cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    games = json.loads(record.read_text())
    assert [(g["seed"], g["seat"]) for g in games] == [(5, 0), (6, 0), (7, 0)]
    wins = sum(g["score"] == 1.0 for g in games)
    assert "/3 = " in done.stdout and f"W-D-L {wins}-" in done.stdout
    assert re.search(r"by seat P1 [\d.]+ \(3\);", done.stdout), done.stdout


def test_the_generic_screen_gives_b_its_own_time_when_asked(tmp_path: Path) -> None:
    """benchmarks/screen.py ... --b-seconds T: B thinks T CPU seconds a move and A the screen's time
    (time odds); the resolved specs are printed first."""
    arguments = ["cambio", "mcts:plain=1", "mcts:plain=1", "0.02", "2", "5", "--b-seconds", "0.01"]
    done = script("screen.py", *arguments, cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.startswith("A: mcts:seconds=0.02,plain=1  B: mcts:seconds=0.01,plain=1\n"), done.stdout
    assert "at 0.02 (B 0.01) CPU s/move" in done.stdout


def test_the_cambio3_evidence_tool_reads_a_screens_games(tmp_path: Path) -> None:
    """benchmarks/cambio3_evidence.py on a tiny screen's JSON: every mode reports on the games it read."""
    games = tmp_path / "games.json"
    arguments = ["cambio_mcts:sims=40", "random", "0.01", "6", "1", "--json", str(games)]
    done = script("cambio3_screen.py", *arguments, cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    tool = str(ROOT / "benchmarks" / "cambio3_evidence.py")
    for mode, extra, expected in (
        (
            "rules",
            ["--sims", "40"],
            r"6 games, \d+ decisions of A.*\n\s+filter risk=[\d.]+ .*: changes \d+",
        ),
        ("tells", [], r"the others' placements 4\d: three in a line [\d.]+"),
        ("losses", [], r"\d+ games lost, \d+ before A's first push; A's last push avoidable in \d+"),
    ):
        done = subprocess.run(
            [sys.executable, tool, mode, str(games), *extra], capture_output=True, text=True, timeout=120
        )
        assert done.returncode == 0, done.stderr[-3000:]
        assert re.search(expected, done.stdout), done.stdout


def test_the_torris_value_tools_make_labelled_positions_and_fit_weights(tmp_path: Path) -> None:
    """benchmarks/torris_value_data.py writes one labelled line per position of its games, and
    benchmarks/torris_value_fit.py fits them into weights of the shape `torris_value.WEIGHTS` has."""
    import ast
    import json

    from fives.ai.torris.value import FEATURE_NAMES, WEIGHTS

    data = tmp_path / "positions.jsonl"
    command = [sys.executable, str(ROOT / "benchmarks" / "torris_value_data.py"), "4", "7", str(data)]
    done = subprocess.run(
        [*command, "--sims", "20", "--nodes", "2000"], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-3000:]
    lines = [json.loads(line) for line in data.read_text().splitlines()]
    assert f"4 games, {len(lines)} positions" in done.stdout
    assert {line["seed"] for line in lines} == {7, 8, 9, 10}
    for line in lines:
        assert len(line["towers"]) == 32 and line["turn"] in (0, 1) and line["result"] in (-1, 0, 1)
        assert line["exact"] in (-1, 0, 1, None)
    assert any(line["exact"] is not None for line in lines)  # the ends of the games are proved
    assert sum(len(t) for t in lines[-1]["towers"]) == 32
    fit = [sys.executable, str(ROOT / "benchmarks" / "torris_value_fit.py"), str(data)]
    done = subprocess.run(fit, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    assert re.search(r"^coin +0\.693", done.stdout, re.M)
    weights = ast.literal_eval(done.stdout[done.stdout.index("WEIGHTS = (") + len("WEIGHTS = ") :])
    assert len(weights) == len(WEIGHTS) == 3
    assert all(len(row) == len(FEATURE_NAMES) for row in weights)
