"""The pooled level round robin (benchmarks.evidence.levels_pool) adds up batches as one run would."""

from __future__ import annotations

import json
from pathlib import Path

from benchmarks.evidence.levels_pool import pool, table


def _write(directory: Path, a: str, b: str, batch: int, scores: list[float], slowest: float) -> None:
    results = [{"score": s, "slowest": slowest} for s in scores]
    data = {"games": len(scores), "score": sum(scores) / len(scores), "results": results}
    (directory / f"cambio_2p_{a}_{b}_b{batch}.json").write_text(json.dumps(data), encoding="utf-8")


def test_batches_of_a_pairing_are_pooled_and_the_stronger_level_rates_higher(tmp_path: Path) -> None:
    levels = ["easy", "medium", "hard"]
    _write(tmp_path, "easy", "medium", 1, [0.0, 0.5], 0.1)
    _write(tmp_path, "easy", "medium", 2, [0.0, 0.0], 0.2)
    _write(tmp_path, "easy", "hard", 1, [0.0, 0.0], 0.1)
    _write(tmp_path, "medium", "hard", 1, [1.0, 0.0], 0.3)
    (tmp_path / "torris_2p_easy_medium_b1.json").write_text("{}", encoding="utf-8")  # another game: ignored
    pooled = pool(tmp_path, "cambio", 2, levels)
    assert pooled[(0, 1)].games == 4 and pooled[(0, 1)].score == 0.5 and pooled[(0, 1)].batches == 2
    assert pooled[(0, 1)].slowest == 0.2
    text = table("cambio", 2, levels, pooled)
    rows = {line.split(" | ")[0].strip("| "): line for line in text.splitlines() if line.startswith("| ")}
    assert "0.12 (4)" in rows["easy"] and "0.88 (4)" in rows["medium"]
    elo = {name: float(rows[name].split(" | ")[1].split(" ")[0]) for name in levels}
    assert elo["easy"] == 0 and elo["medium"] > 0 and elo["hard"] > 0
    assert "8 games in 3 pairings" in text and "0.30 CPU s" in text
