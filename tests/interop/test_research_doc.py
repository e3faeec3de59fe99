"""Every Python example in docs/research.md runs as written (each in a fresh interpreter)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

import fives.games

pytest.importorskip("pyspiel", reason="open-spiel is not installed (pip install fives[research])")
pytest.importorskip("pettingzoo", reason="pettingzoo is not installed (pip install fives[research])")

DOC = Path(__file__).resolve().parents[2] / "docs" / "research.md"
BLOCKS = re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.DOTALL)


def test_the_document_has_examples_for_both_frameworks() -> None:
    text = "\n".join(BLOCKS)
    assert len(BLOCKS) >= 5
    assert "pyspiel" in text
    assert "pettingzoo" in text


@pytest.mark.parametrize("code", BLOCKS, ids=[f"example{i + 1}" for i in range(len(BLOCKS))])
def test_example_runs(code: str) -> None:
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-3000:]
    assert result.stdout.strip()  # every example prints what it found


def _doc_value(text: str) -> object:
    if text.startswith('"'):
        return text.strip('"')
    if text in ("true", "false"):
        return text == "true"
    return int(text)


def test_the_parameter_list_is_the_adapters() -> None:
    from fives.interop.openspiel import parameters

    listed = dict(re.findall(r"^- `fives_(\w+)`: (.*)$", DOC.read_text(encoding="utf-8"), flags=re.MULTILINE))
    assert sorted(listed) == sorted(fives.games.ids())
    for game in fives.games.all():
        pairs = re.findall(r"`(\w+)=([^`]*)`", listed[game.id])
        expected = {
            k: v
            for k, v in parameters(game).items()
            if k not in ("position", "observation", "tensor_size", "single")
        }
        assert {name: _doc_value(value) for name, value in pairs} == expected


def test_the_observation_layouts_are_the_code() -> None:
    """The tables of docs/research.md's "The layouts" are each game's `encoder.layout` (and recall)."""
    from fives.interop.observation import encoder

    text = DOC.read_text(encoding="utf-8")
    for game in fives.games.all():
        enc = encoder(game, game.validate_options({}))
        assert enc is not None
        section = text.split(f"(`{game.id}`)\n", 1)[1].split("\n\n", 2)[1]
        rows = re.findall(r"^\| (recall )?`(\w+)` \| ([\dx]+) \| (\d+) \| ", section, flags=re.MULTILINE)
        fields = [("", f) for f in enc.layout] + [("recall ", f) for f in enc.recall_layout()]
        assert rows == [(r, f.name, "x".join(map(str, f.shape)), str(f.offset)) for r, f in fields]
