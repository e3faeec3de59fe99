"""All Fives: the greedy baseline and the determinized Monte Carlo search of `fives.ai.all_fives.engine`.

Generic MCTS would judge rounds by random playouts of the whole match; `pimc` samples the hidden
tiles from what public play revealed and plays each round out greedily instead.
"""

from __future__ import annotations

from typing import Any

from fives.ai.all_fives.engine import GreedyPointsAgent, PimcAgent
from fives.ai.search.agent import Agent
from fives.ai.spec import number_param
from fives.core import FivesError, Game

LEVELS = {
    "easy": "greedy_points",
    "medium": "pimc:dets=20,seconds=0.3",
    "hard": "pimc:dets=100,seconds=1.5",
    "max": "pimc:seconds=5",
}


def greedy_points(spec: str, params: dict[str, str], game: Game[Any], players: int) -> Agent:
    return GreedyPointsAgent()


def pimc(spec: str, params: dict[str, str], game: Game[Any], players: int) -> Agent:
    """``pimc:dets=N`` (determinizations per move), ``seconds=S`` (either or both; default one
    second), ``noise=X`` (share of random moves in the playouts, 0 to 1, default 0.1)."""
    dets = number_param(spec, params, "dets", int)
    seconds = number_param(spec, params, "seconds", float)
    noise = 0.1
    if "noise" in params:
        try:
            noise = float(params.pop("noise"))
        except ValueError:
            raise FivesError(f"agent spec {spec!r}: noise must be a number") from None
        if not 0.0 <= noise <= 1.0:
            raise FivesError(f"agent spec {spec!r}: noise must be between 0 and 1")
    return PimcAgent(dets=dets, seconds=seconds, noise=noise)


AGENTS = {"greedy_points": greedy_points, "pimc": pimc}
