"""OpenSpiel's C++ solvers on our Python Zahlenpoker, against its Python algorithms (issue 26).

``python -m benchmarks.suite.spiel_fast_path [--iterations N] [--hand 1 3 4]`` loads a small
two-player Zahlenpoker position (each player holds the stones of ``--hand`` and the
once-per-game empty hand; the full game is far too large for tabular CFR), converts it to turns
with ``pyspiel.convert_to_turn_based`` (CFR needs a sequential game: the C++ solvers refuse the
simultaneous one with "CFR requires sequential games"), runs each solver for ``N`` iterations
and prints a Markdown table: CPU seconds (``time.process_time``) for the iterations, the
exploitability of the average policy, and CPU seconds of the exploitability computation.

Solvers: ``pyspiel.CFRSolver``, ``pyspiel.CFRPlusSolver`` and
``pyspiel.ExternalSamplingMCCFRSolver`` (C++) and ``open_spiel.python.algorithms.cfr.CFRSolver``
and ``external_sampling_mccfr.ExternalSamplingSolver`` (Python).  Exploitability: the C++
``pyspiel.exploitability`` for every policy (a Python policy converted with
``policy.python_policy_to_pyspiel_policy``) and the Python
``open_spiel.python.algorithms.exploitability.exploitability`` for the Python CFR's, to time
both.  The C++ solvers call back into Python for every step of our game (clone, apply,
information state): their loop is C++, our rules are not.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

#: Each player's hand: counts of the stones 1, 2, 3 and 4.
DEFAULT_HAND = (1, 4)


@dataclass(frozen=True)
class Result:
    solver: str
    iterations: int
    seconds: float  # CPU seconds for the iterations
    exploitability: float
    exploitability_seconds: float  # CPU seconds of pyspiel.exploitability (C++)
    python_exploitability_seconds: float | None = None  # of the Python exploitability, where run


def game(hand: tuple[int, ...] = DEFAULT_HAND) -> Any:
    """The turn-based two-player Zahlenpoker where each player holds ``hand`` (values 1-4)."""
    import pyspiel  # type: ignore[import-not-found]

    from fives.interop.openspiel import load

    counts = [hand.count(v) for v in (1, 2, 3, 4)]
    position = {"hands": [counts, list(counts)]}
    return pyspiel.convert_to_turn_based(load("zahlenpoker", players=2, position=json.dumps(position)))


def _cpu(work: Callable[[], Any]) -> tuple[Any, float]:
    start = time.process_time()
    result = work()
    return result, time.process_time() - start


def run(turn_based: Any, iterations: int, solvers: tuple[str, ...] | None = None) -> list[Result]:
    """Each solver (all when ``solvers`` is None) for ``iterations`` iterations on ``turn_based``."""
    import pyspiel
    from open_spiel.python import policy  # type: ignore[import-untyped]
    from open_spiel.python.algorithms import (  # type: ignore[import-untyped]
        cfr,
        exploitability,
        external_sampling_mccfr,
    )

    def cpp(make: Callable[[Any], Any], step: str) -> Callable[[], Any]:
        def solve() -> Any:
            solver = make(turn_based)
            for _ in range(iterations):
                getattr(solver, step)()
            return solver, solver.average_policy()

        return solve

    def python_cfr() -> Any:
        solver = cfr.CFRSolver(turn_based)
        for _ in range(iterations):
            solver.evaluate_and_update_policy()
        return solver, solver.average_policy()

    def python_mccfr() -> Any:
        solver = external_sampling_mccfr.ExternalSamplingSolver(turn_based)
        for _ in range(iterations):
            solver.iteration()
        return solver, policy.tabular_policy_from_callable(turn_based, solver.average_policy())

    table: dict[str, tuple[Callable[[], Any], bool]] = {
        "C++ pyspiel.CFRSolver": (cpp(pyspiel.CFRSolver, "evaluate_and_update_policy"), False),
        "C++ pyspiel.CFRPlusSolver": (cpp(pyspiel.CFRPlusSolver, "evaluate_and_update_policy"), False),
        "C++ pyspiel.ExternalSamplingMCCFRSolver": (
            cpp(lambda g: pyspiel.ExternalSamplingMCCFRSolver(g, seed=1), "run_iteration"),
            False,
        ),
        "Python cfr.CFRSolver": (python_cfr, True),
        "Python ExternalSamplingSolver": (python_mccfr, True),
    }
    results = []
    for name, (solve, is_python) in table.items():
        if solvers is not None and name not in solvers:
            continue
        # the solver stays alive while its average policy is used: the C++ solvers' average
        # policy refers to the solver's tables (freed with the solver: a segmentation fault)
        (solver, average), seconds = _cpu(solve)
        python_seconds = None
        if is_python:
            _, python_seconds = _cpu(partial(exploitability.exploitability, turn_based, average))
            average = policy.python_policy_to_pyspiel_policy(average)
        value, exp_seconds = _cpu(partial(pyspiel.exploitability, turn_based, average))
        results.append(Result(name, iterations, seconds, float(value), exp_seconds, python_seconds))
        del solver
    return results


def table(results: list[Result]) -> list[str]:
    lines = [
        "| solver | iterations | CPU s | exploitability | pyspiel.exploitability CPU s "
        "| Python exploitability CPU s |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for r in results:
        python = "" if r.python_exploitability_seconds is None else f"{r.python_exploitability_seconds:.2f}"
        lines.append(
            f"| {r.solver} | {r.iterations} | {r.seconds:.2f} | {r.exploitability:.4f} "
            f"| {r.exploitability_seconds:.2f} | {python} |"
        )
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--iterations", type=int, default=100, help="iterations per solver (default 100)")
    parser.add_argument(
        "--hand", type=int, nargs="+", default=list(DEFAULT_HAND), help="each player's stones (default 1 4)"
    )
    args = parser.parse_args()
    turn_based = game(tuple(args.hand))
    print(f"Zahlenpoker, two players holding {args.hand} each, turn-based:")
    print("\n".join(table(run(turn_based, args.iterations))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
