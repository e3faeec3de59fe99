"""Fit Torris's learned value (`fives.games.torris.ai.value`) and report held-out log-loss against baselines.

    .venv/bin/python -m benchmarks.training.torris_value_fit DATA.jsonl [--holdout 0.2] [--l2 1.0]
        [--exact-only]

Reads the positions of ``benchmarks/training/torris_value_data.py``; the label of a position is the exact
value from the solver where it was proved, else the game's result (``--exact-only``: proved positions
only), as the mover's win probability (a draw 0.5).  The games whose seeds come last (``--holdout``
of them) are held out.  Fits a logistic regression on `torris_value.features` (cross-entropy with an
L2 penalty ``--l2`` on every weight but the bias; features standardised for the fit, the weights
mapped back), then prints the held-out log-loss and accuracy by ply against a coin, the margin alone
and the margin with the mobility (one model for all phases), and the weights of one model per
`torris_value.phase` (as fitted on the positions of that phase) as a Python tuple for
`torris_value.WEIGHTS`.
"""

from __future__ import annotations

import argparse
import json
import random

import numpy as np
from scipy.optimize import minimize  # type: ignore[import-untyped]

from fives.games.torris.ai.board import Tower
from fives.games.torris.ai.engine import TorrisAgent
from fives.games.torris.ai.value import FEATURE_NAMES, features, phase, value

BUCKETS = ((0, 4), (5, 9), (10, 14), (15, 19), (20, 999))
BOARDS: list[tuple[list[Tower], int]] = []  # the positions of the last `load`, in order


def playouts(
    boards: list[tuple[list[Tower], int]], n: int, cut: int, weights: tuple[tuple[float, ...], ...], seed: int
) -> np.ndarray:
    """The mover's win probability by ``n`` greedy playouts of the search (`TorrisAgent._playout`)
    from each position: to the end (``cut`` 0; wins counted, +1 win and +1 loss added), or cut
    after ``cut`` moves and judged by the model with ``weights`` (its probabilities averaged)."""
    rng = random.Random(seed)
    out = []
    for towers, mover in boards:
        total = 0.0
        for _ in range(n):
            model = None if not cut else (lambda b, m: value(b, m, weights))
            white = TorrisAgent._playout(towers, 1 - mover, False, True, 1.0, 0.0, rng, cut, model)
            total += ((white if mover == 0 else -white) + 1) / 2
        out.append(total / n if cut else (total + 1) / (n + 2))
    return np.array(out)


def load(path: str, exact_only: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Features, labels (the mover's win probability), plies, seeds and phases."""
    rows, labels, plies, seeds, phases = [], [], [], [], []
    BOARDS.clear()
    with open(path, encoding="utf-8") as data:
        for line in data:
            d = json.loads(line)
            if exact_only and d["exact"] is None:
                continue
            white = d["exact"] if d["exact"] is not None else d["result"]
            mover_value = white if d["turn"] == 0 else -white
            towers = [tuple(t) for t in d["towers"]]
            rows.append(features(towers, d["turn"]))
            labels.append((mover_value + 1) / 2)
            plies.append(d["ply"])
            seeds.append(d["seed"])
            phases.append(phase(towers))
            BOARDS.append((towers, d["turn"]))
    return np.array(rows), np.array(labels), np.array(plies), np.array(seeds), np.array(phases)


def fit(x: np.ndarray, y: np.ndarray, l2: float) -> np.ndarray:
    """Logistic regression weights (column 0 of ``x`` is the bias)."""
    mean = x[:, 1:].mean(axis=0)
    std = x[:, 1:].std(axis=0)
    std[std == 0] = 1.0
    z = np.hstack([x[:, :1], (x[:, 1:] - mean) / std])
    n = len(y)

    def loss(w: np.ndarray) -> tuple[float, np.ndarray]:
        s = z @ w
        p = 1 / (1 + np.exp(-s))
        eps = 1e-12
        value = -np.sum(y * np.log(p + eps) + (1 - y) * np.log(1 - p + eps)) / n + l2 * np.sum(w[1:] ** 2) / n
        grad = z.T @ (p - y) / n
        grad[1:] += 2 * l2 * w[1:] / n
        return float(value), grad

    w: np.ndarray = minimize(loss, np.zeros(z.shape[1]), jac=True, method="L-BFGS-B").x
    raw = np.empty_like(w)
    raw[1:] = w[1:] / std
    raw[0] = w[0] - np.sum(w[1:] * mean / std)
    return raw


def log_loss(p: np.ndarray, y: np.ndarray) -> float:
    p = np.clip(p, 1e-6, 1 - 1e-6)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def accuracy(p: np.ndarray, y: np.ndarray) -> float:
    decided = y != 0.5
    return float(np.mean((p[decided] > 0.5) == (y[decided] > 0.5)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data")
    parser.add_argument("--holdout", type=float, default=0.2)
    parser.add_argument("--l2", type=float, default=1.0)
    parser.add_argument("--exact-only", action="store_true")
    parser.add_argument("--playouts", type=int, default=0, help="also judge by N greedy playouts")
    parser.add_argument("--cut", type=int, default=8, help="... and by N playouts cut after CUT moves")
    args = parser.parse_args()
    x, y, plies, seeds, phases = load(args.data, args.exact_only)
    games = np.unique(seeds)
    cut = games[int(len(games) * (1 - args.holdout))]
    train, test = seeds < cut, seeds >= cut
    print(f"{len(games)} games, {len(y)} positions: {train.sum()} to fit, {test.sum()} held out")
    models = {
        "margin": [0, 1],
        "margin+mobility": [0, 1, 2, 3],
        "all features": list(range(len(FEATURE_NAMES))),
    }
    predictions = {"coin": np.full(test.sum(), 0.5)}
    weights: dict[str, np.ndarray] = {}
    for name, columns in models.items():
        w = fit(x[train][:, columns], y[train], args.l2)
        weights[name] = w
        predictions[name] = 1 / (1 + np.exp(-(x[test][:, columns] @ w)))
    by_phase = []
    phased = np.empty(test.sum())
    for k in range(3):
        w = fit(x[train & (phases == k)], y[train & (phases == k)], args.l2)
        by_phase.append(w)
        here = phases[test] == k
        phased[here] = 1 / (1 + np.exp(-(x[test][here] @ w)))
    predictions["by phase"] = phased
    if args.playouts:
        held = [board for board, keep in zip(BOARDS, test, strict=True) if keep]
        fitted = tuple(tuple(float(v) for v in w) for w in by_phase)
        predictions[f"{args.playouts} playouts"] = playouts(held, args.playouts, 0, fitted, 1)
        predictions[f"{args.playouts} cut {args.cut}"] = playouts(held, args.playouts, args.cut, fitted, 1)
    yt, pt = y[test], plies[test]
    header = (
        "model".ljust(18) + "".join(f"ply {a}-{b if b < 999 else ''}".ljust(18) for a, b in BUCKETS) + "all"
    )
    print("held-out log-loss / accuracy (decided positions)")
    print(header)
    for name, p in predictions.items():
        cells = []
        for a, b in BUCKETS:
            sel = (pt >= a) & (pt <= b)
            cells.append(f"{log_loss(p[sel], yt[sel]):.3f} / {accuracy(p[sel], yt[sel]):.2f}".ljust(18))
        print(name.ljust(18) + "".join(cells) + f"{log_loss(p, yt):.3f} / {accuracy(p, yt):.2f}")
    counts = [int(((pt >= a) & (pt <= b)).sum()) for a, b in BUCKETS]
    print("positions".ljust(18) + "".join(str(c).ljust(18) for c in counts))
    print("WEIGHTS = (")
    for k, w in enumerate(by_phase):
        print(f"    (  # phase {k}")
        for name, weight in zip(FEATURE_NAMES, w, strict=True):
            print(f"        {weight:.6f},  # {name}")
        print("    ),")
    print(")")


if __name__ == "__main__":
    main()
