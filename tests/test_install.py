"""A player's install (issue 27): `pip install` of the wheel, not editable, into a fresh virtual
environment with the runtime dependencies only, then `fives serve` from an unrelated directory.

The wheel must carry everything the server reads from disk: the page (static files), the
migrations and their template, the rules texts and the how-to-play files.  The installed package
must be the one that runs (no source tree on the path, no PYTHONPATH), and `fives --version` and
`python -m fives` must work.  Needs pip's index or its cache for the runtime dependencies (about
30-60 s with the cache on the 2-core machine).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import subprocess
import sys
import time
import tomllib
import venv
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

import fives
import fives.games
from fives.docs import rules_markdown
from fives.server.launch import free_port

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.slow


def _env() -> dict[str, str]:
    """The environment without anything that points Python at the source tree."""
    drop = {"PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "FIVES_DATABASE_URL", "PYTHONSTARTUP"}
    return {k: v for k, v in os.environ.items() if k not in drop}


def _run(*cmd: str | Path, cwd: Path, timeout: float) -> str:
    done = subprocess.run(
        [str(c) for c in cmd], cwd=cwd, env=_env(), capture_output=True, text=True, timeout=timeout
    )
    assert done.returncode == 0, (
        f"{cmd} exited {done.returncode}:\n{done.stdout[-2000:]}\n{done.stderr[-3000:]}"
    )
    return done.stdout


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv (no system site-packages) with the wheel of this tree and its runtime
    dependencies; yields its bin directory."""
    base = tmp_path_factory.mktemp("install")
    # a copy of the tree without build/ or *.egg-info left by an earlier build (pip builds in
    # the tree it is given, and setuptools would reuse their files); the rules link stays a link
    tree = base / "tree"
    junk = shutil.ignore_patterns(
        ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", "test-artifacts"
    )
    shutil.copytree(ROOT, tree, symlinks=True, ignore=junk)
    wheels = base / "wheels"
    _run(sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", wheels, tree, cwd=base, timeout=120)
    (wheel,) = wheels.glob("fives-*.whl")
    venv.EnvBuilder(with_pip=True, system_site_packages=False).create(base / "venv")
    bin_dir = base / "venv" / "bin"
    _run(bin_dir / "python", "-m", "pip", "install", "-q", wheel, cwd=base, timeout=240)
    return bin_dir


def test_the_installed_package_runs_from_the_venv_not_the_source_tree(
    installed: Path, tmp_path: Path
) -> None:
    where = _run(installed / "python", "-c", "import fives; print(fives.__file__)", cwd=tmp_path, timeout=60)
    assert Path(where.strip()).is_relative_to(installed.parent), where
    assert not Path(where.strip()).resolve().is_relative_to(ROOT), where
    dev_tools = _run(
        installed / "python",
        "-c",
        "import importlib.util as u; print([m for m in ('pytest', 'mypy', 'playwright', 'matplotlib',"
        " 'pyspiel', 'pettingzoo', 'gymnasium') if u.find_spec(m)])",
        cwd=tmp_path,
        timeout=60,
    )
    assert dev_tools.strip() == "[]", f"a player's install pulled in dev tools: {dev_tools}"


def test_version_and_python_m_fives(installed: Path, tmp_path: Path) -> None:
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert "version" not in declared and "version" in declared["dynamic"]  # one place: fives.__version__
    expected = f"fives {fives.__version__}"
    assert _run(installed / "fives", "--version", cwd=tmp_path, timeout=60).strip() == expected
    assert (
        _run(installed / "python", "-m", "fives", "--version", cwd=tmp_path, timeout=60).strip() == expected
    )
    listed = _run(installed / "python", "-m", "fives", "list", cwd=tmp_path, timeout=60)
    assert "cambio" in listed
    rules = _run(installed / "fives", "rules", "abraeumen", cwd=tmp_path, timeout=60)
    assert "not installed" not in rules and "Abräumen" in rules


@contextlib.contextmanager
def _serving(bin_dir: Path, cwd: Path) -> Iterator[str]:
    port = free_port()
    database = f"sqlite:///{cwd / 'fives.db'}"
    log = (cwd / "serve.log").open("wb")
    proc = subprocess.Popen(
        [str(bin_dir / "fives"), "serve", "--host", "127.0.0.1", "--port", str(port), "--database", database],
        cwd=cwd,
        env=_env(),
        stdout=log,
        stderr=log,
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            assert proc.poll() is None, (cwd / "serve.log").read_text(errors="replace")[-3000:]
            assert time.monotonic() < deadline, "the installed fives serve did not come up in 60 s"
            with contextlib.suppress(httpx.TransportError):
                if httpx.get(f"{url}/api/games", timeout=2).status_code == 200:
                    break
            time.sleep(0.2)
        yield url
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(timeout=10)
        log.close()


def test_fives_serve_from_another_directory_serves_the_page_the_api_and_the_rules(
    installed: Path, tmp_path: Path
) -> None:
    with _serving(installed, tmp_path) as url, httpx.Client(base_url=url, timeout=30) as http:
        page = http.get("/")
        assert page.status_code == 200 and "<html" in page.text.lower(), page.text[:300]
        script = http.get("/static/js/api.js")
        assert script.status_code == 200 and "export class Connection" in script.text
        assert "javascript" in script.headers["content-type"]
        board = http.get("/games/torris/board.js")  # a game's own script: package data of its folder
        assert board.status_code == 200 and "export function render" in board.text
        assert board.headers["content-type"] == script.headers["content-type"]
        games = http.get("/api/games")
        assert games.status_code == 200
        assert {g["id"] for g in games.json()} == set(fives.games.ids())
        for game_id in fives.games.ids():
            rules = http.get(f"/api/games/{game_id}/rules")
            assert rules.status_code == 200, (game_id, rules.text[:200])
            assert rules.text == rules_markdown(game_id, "en")  # each game's texts/ is package data
            assert http.get(f"/api/games/{game_id}/rules?lang=de").text == rules_markdown(game_id, "de")
            howto = http.get(f"/api/games/{game_id}/howto")  # its how-to too
            assert howto.status_code == 200, (game_id, howto.text[:200])
            expected = (ROOT / "src" / "fives" / "games" / game_id / "texts" / "howto.de.md").read_text(
                encoding="utf-8"
            )
            assert howto.json()["text"]["de"] == expected
        created = http.post(
            "/api/rooms",
            json={"game": "fuenf_gewinnt", "seats": [{"kind": "local"}, {"kind": "local"}]},
        )
        assert created.status_code == 201, created.text
        room = created.json()["room"]["id"]
        token = created.json()["tokens"][0]["token"]
        me = http.get(f"/api/rooms/{room}/me", headers={"X-Seat-Token": token})
        assert me.status_code == 200, me.text
    assert (tmp_path / "fives.db").is_file()  # the migrations ran on the given database
