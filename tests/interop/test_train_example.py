"""examples/train_zahlenpoker_qlearning.py runs end to end with tiny numbers: OpenSpiel's tabular
Q-learning on Zahlenpoker through the adapter, its evaluation against random and the PNG of the curve."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

pytest.importorskip("pyspiel", reason="open-spiel is not installed (pip install fives[research])")
pytest.importorskip("matplotlib")

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "train_zahlenpoker_qlearning.py"


def test_the_training_example_learns_and_draws_its_curve(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("train_zahlenpoker_qlearning", EXAMPLE)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    png = tmp_path / "curve.png"
    curve = module.main(["--episodes", "40", "--every", "20", "--eval", "10", "--png", str(png)])
    assert [episodes for episodes, _ in curve] == [0, 20, 40]
    assert all(0.0 <= score <= 1.0 for _, score in curve)
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    again = module.main(["--episodes", "40", "--every", "20", "--eval", "10", "--png", str(png)])
    assert again == curve  # fixed seeds: the same run twice
