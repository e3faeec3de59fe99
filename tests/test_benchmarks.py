"""The benchmark suite (`make bench`) at a tiny size, so its harness cannot rot unnoticed.

Each part runs through `python -m benchmarks.suite.run` as `make bench` runs it, writing to a temporary file;
the figures themselves are not judged (they depend on the machine), only that each part
produces its section with its command and sane counts.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def script(module: str, *args: str, cwd: Path, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """Run ``python -m benchmarks.<module> ARGS`` in CWD (the repository root on the path, as when it
    is run from there); the test asserts on what it printed."""
    path = os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH", "")) if p)
    return subprocess.run(
        [sys.executable, "-m", f"benchmarks.{module}", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        cwd=cwd,
        env={**os.environ, "PYTHONPATH": path},
    )


def bench(tmp_path: Path, *args: str, timeout: float = 60) -> str:
    output = tmp_path / "benchmarks.md"
    done = script("suite.run", "--output", str(output), *args, cwd=tmp_path, timeout=timeout)
    assert done.returncode == 0, done.stderr[-3000:]
    return output.read_text(encoding="utf-8")


def test_engine_part_writes_a_row_per_game_with_its_command(tmp_path: Path) -> None:
    text = bench(tmp_path, "--only", "engine", "--seconds", "0.05", "--games", "cambio", "torris")
    assert "--only engine --seconds 0.05 --games cambio torris" in text
    assert re.search(r"^\| cambio \| [\d,]+ \|", text, re.M)
    assert re.search(r"^\| torris \| [\d,]+ \|", text, re.M)
    assert "load average before" in text
    assert "bench:side" not in text  # parts not run are not invented


def test_hints_part_measures_hints_and_analyses_per_game_and_player_count(tmp_path: Path) -> None:
    text = bench(
        tmp_path,
        "--only",
        "hints",
        "--hint-positions",
        "2",
        "--hint-decisions",
        "2",
        "--games",
        "huetchenspieler",
    )
    assert "--only hints --hint-positions 2 --hint-decisions 2 --games huetchenspieler" in text
    assert "- code: commit " in text
    for players in (2, 3, 4):  # a hint row (2 hints) and an analysis row (2 decisions) for each
        assert re.search(
            rf"^\| huetchenspieler \| {players} \| 2 \| [\d.]+ \| [\d.]+ \| [\d.]+ \|$", text, re.M
        )
        assert re.search(rf"^\| huetchenspieler \| {players} \| 2 \| [\d.]+ \| [\d.]+ \|$", text, re.M)
    assert "tactical suite" not in text  # it has no Hütchenspieler positions


@pytest.mark.skipif(
    importlib.util.find_spec("pettingzoo") is None,
    reason="pettingzoo is not installed (optional extra fives[research]): no observation part",
)
def test_observation_part_writes_a_row_per_game_with_its_command(tmp_path: Path) -> None:
    text = bench(tmp_path, "--only", "observation", "--observation-seconds", "0.05", "--games", "zahlenpoker")
    assert "--only observation --observation-seconds 0.05 --games zahlenpoker" in text
    assert "- code: commit " in text
    row = re.search(
        r"^\| zahlenpoker \| ([\d.]+) \| 64 \| ([\d.]+) \| [\d.]+ \| [\d,]+ \| [\d,]+ \| ([\d,]+) \|",
        text,
        re.M,
    )
    assert row is not None and float(row.group(1)) > 0 and float(row.group(2)) > 0
    assert int(row.group(3).replace(",", "")) > 0


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


def test_proxy_part_scales_over_one_two_and_three_processes(tmp_path: Path) -> None:
    from fives.server.launch import find_haproxy

    url = os.environ.get("FIVES_TEST_POSTGRES_URL")
    if not url or find_haproxy() is None:
        if os.environ.get("CI"):
            pytest.fail("CI must run the proxy benchmark: .ci/run sets up PostgreSQL and haproxy")
        pytest.skip("the proxy benchmark needs FIVES_TEST_POSTGRES_URL and haproxy")
    text = bench(
        tmp_path,
        *("--only", "proxy", "--load-games", "4", "--load-moves", "6", "--load-limit", "30"),
        *("--proxy-rate", "20", "--postgres", url),
        timeout=240,
    )
    rows = re.findall(
        r"^\| (\d) \| ([a-z0-9/ ]+) \| (\d+) \| [\d.]+ \| [\d,]+ \| [\d.]+ \| [\d.]+ "
        r"\| (\d+) \| ([\d. /]+) \|",
        text,
        re.M,
    )
    assert [(row[0], row[1]) for row in rows] == [
        (str(n), how) for n in (1, 2, 3) for how in ("at once", "paced 20/s")
    ], text
    for processes, _how, moves, errors, shares in rows:
        assert int(moves) == 24 and errors == "0"  # every game made its moves through the proxy
        assert len(shares.split(" / ")) == int(processes)  # a CPU share per process
    assert "URL" in text and "postgresql://" not in text  # the command does not show the password


def test_screens_count_cpu_time_and_report_a_score(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The CPU-time screen (`benchmarks/evidence/screen.py`) reads CPU time and reports a score, with
    a head-to-head share only with more than two players."""
    monkeypatch.syspath_prepend(str(ROOT))
    import fives.games.torris.ai.engine

    screen = importlib.import_module("benchmarks.evidence.screen")
    screen.count_cpu_time()  # the clocks count CPU time already (issue 25): this only checks it
    monkeypatch.setattr(fives.games.torris.ai.engine, "cpu_seconds", lambda: 0.0)
    with pytest.raises(RuntimeError, match="CPU time"):
        screen.count_cpu_time()
    monkeypatch.undo()
    for game, players, games in (("torris", [], 4), ("cambio", ["--players", "3"], 3)):
        arguments = [game, "greedy", "random", "0.01", str(games), "1", *players]
        done = script("evidence.screen", *arguments, cwd=tmp_path, timeout=60)
        assert done.returncode == 0, done.stderr[-3000:]
        found = re.search(rf"at 0.01 CPU s/move: ([\d.]+)/{games} = ([\d.]+)", done.stdout)
        assert found, done.stdout
        assert 0 <= float(found.group(1)) <= games
        assert float(found.group(2)) == pytest.approx(float(found.group(1)) / games, abs=1e-3)
        # the head-to-head share only with three players (Cambio's screen), never for Torris
        assert ("head to head (equal strength 1/2): " in done.stdout) == bool(players)


def test_the_generic_screen_plays_one_seat_when_asked(tmp_path: Path) -> None:
    """benchmarks/evidence/screen.py GAME ... --seat 0 plays only the games of the run in which A is P1, with
    their seeds in the full run (game k of the arena has seed S + k // 2), and records them."""
    import json

    record = tmp_path / "games.json"
    arguments = ["cambio", "greedy", "random", "0.01", "6", "5", "--seat", "0", "--json", str(record)]
    done = script("evidence.screen", *arguments, cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    games = json.loads(record.read_text())
    assert [(g["seed"], g["seat"]) for g in games] == [(5, 0), (6, 0), (7, 0)]
    wins = sum(g["score"] == 1.0 for g in games)
    assert "/3 = " in done.stdout and f"W-D-L {wins}-" in done.stdout
    assert re.search(r"by seat P1 [\d.]+ \(3\);", done.stdout), done.stdout


def test_the_generic_screen_gives_b_its_own_time_when_asked(tmp_path: Path) -> None:
    """benchmarks/evidence/screen.py ... --b-seconds T: B thinks T CPU seconds a move and A the screen's time
    (time odds); the resolved specs are printed first."""
    arguments = ["cambio", "mcts:plain=1", "mcts:plain=1", "0.02", "2", "5", "--b-seconds", "0.01"]
    done = script("evidence.screen", *arguments, cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.startswith("A: mcts:seconds=0.02,plain=1  B: mcts:seconds=0.01,plain=1\n"), done.stdout
    assert "at 0.02 (B 0.01) CPU s/move" in done.stdout


def test_the_torris_value_tools_make_labelled_positions_and_fit_weights(tmp_path: Path) -> None:
    """benchmarks/training/torris_value_data.py writes one labelled line per position of its games, and
    benchmarks/training/torris_value_fit.py fits them into weights of the shape `torris_value.WEIGHTS` has."""
    import ast
    import json

    from fives.games.torris.ai.value import FEATURE_NAMES, WEIGHTS

    data = tmp_path / "positions.jsonl"
    done = script(
        "training.torris_value_data", "4", "7", str(data), "--sims", "20", "--nodes", "2000", cwd=tmp_path
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
    done = script("training.torris_value_fit", str(data), cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    assert re.search(r"^coin +0\.693", done.stdout, re.M)
    weights = ast.literal_eval(done.stdout[done.stdout.index("WEIGHTS = (") + len("WEIGHTS = ") :])
    assert len(weights) == len(WEIGHTS) == 3
    assert all(len(row) == len(FEATURE_NAMES) for row in weights)


KINDS = ("suite", "evidence", "training")  # make bench; figures quoted in docs; weights that ship


def test_benchmarks_is_a_package_of_three_kinds_with_package_imports() -> None:
    """benchmarks/ holds only the three kinds as subpackages (every folder with an __init__.py), and
    no module imports a sibling by its bare name (``from screen import main``): each import is the
    standard library, an installed package, ``fives`` or ``benchmarks``."""
    import ast

    folder = ROOT / "benchmarks"
    assert (folder / "__init__.py").is_file()
    loose = sorted(p.name for p in folder.glob("*.py") if p.name != "__init__.py")
    assert loose == [], f"modules outside {KINDS}: {loose}"
    kinds = sorted(p.name for p in folder.iterdir() if p.is_dir() and not p.name.startswith(("_", ".")))
    assert kinds == sorted(KINDS)
    stems = {p.stem for p in folder.rglob("*.py")}
    for path in sorted(folder.rglob("*.py")):
        assert (path.parent / "__init__.py").is_file(), f"{path.parent} is not a package"
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            for name in names:
                top = name.split(".")[0]
                where = f"{path.relative_to(ROOT)}:{node.lineno}"
                assert top not in stems, f"{where}: bare import of a benchmark module {name!r}"
                if top not in ("fives", "benchmarks", "open_spiel", "pyspiel"):
                    assert importlib.util.find_spec(top) is not None, f"{where}: no module {name!r}"


def test_every_benchmark_named_in_the_docs_exists() -> None:
    """Every benchmark the docs, the Makefile and the tests name (``benchmarks/<kind>/<name>.py`` or
    ``-m benchmarks.<kind>.<name>``) is a module of the package, so a quoted command is not left behind."""
    named: set[tuple[str, Path]] = set()
    files = [ROOT / "README.md", ROOT / "Makefile", *ROOT.glob("docs/**/*.md"), *ROOT.glob("tests/**/*.py")]
    for path in files:
        text = path.read_text(encoding="utf-8")
        for found in re.finditer(r"(?<![\w/.:])benchmarks/([\w/]+\.py)", text):
            named.add((path.name, ROOT / "benchmarks" / found.group(1)))
        for found in re.finditer(r"-m (benchmarks(?:\.\w+)+)", text):
            named.add((path.name, ROOT / (found.group(1).replace(".", "/") + ".py")))
    assert named
    missing = sorted(
        f"{where}: {module.relative_to(ROOT)}" for where, module in named if not module.is_file()
    )
    assert missing == []


def test_mypy_strict_covers_src_and_benchmarks() -> None:
    """The type check (pyproject's [tool.mypy] files, the Makefile's typecheck target) covers the
    benchmarks as well as src, so a benchmark cannot drift from the APIs it measures (and the
    example game of examples/ too)."""
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert config["strict"] is True
    assert {"src", "benchmarks"} <= set(config["files"])
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    typecheck = re.search(r"^typecheck:.*\n\t(.*)$", makefile, re.M)
    assert typecheck, makefile
    words = typecheck.group(1).split()
    assert words[words.index("--strict") + 1 :][:2] == ["src", "benchmarks"]
