"""Cambio's agents and levels.

With three players the levels medium/hard/max are Cambio's own MCTS with tactics
(`fives.ai.cambio.mcts.CambioMCTSAgent`, spec ``cambio_mcts:seconds=1.5``, or ``sims=N``, ``c=``
exploration, ``careful=`` plies with anti-decisive pruning, ``noise=`` the weight of the random model
at the root, ``risk=`` the margin of its filter (``risk=1``: no filter), ``evidence=`` the log-odds
of random opponents, from their pushes, that turn the filter on); ``cambio:seconds=1.5`` (``nodes=``,
``depth=``, ``blunder=``, ``range=``) is its paranoid alpha-beta.  Two players: the generic
alpha-beta.
"""

from __future__ import annotations

from typing import Any

from fives.ai.cambio.engine import (
    cambio_agent,
)
from fives.ai.cambio.mcts import EVIDENCE, NOISE, RISK, CambioMCTSAgent
from fives.ai.search.agent import Agent
from fives.ai.search.budget import Budget
from fives.ai.spec import number_param
from fives.core import Game


def _cambio(spec: str, params: dict[str, str], game: Game[Any], players: int) -> Agent:
    seconds = number_param(spec, params, "seconds", float)
    nodes = number_param(spec, params, "nodes", int)
    depth = number_param(spec, params, "depth", int)
    blunder = number_param(spec, params, "blunder", float)
    eval_range = number_param(spec, params, "range", float)
    return cambio_agent(seconds, nodes, depth, blunder, eval_range)


def _cambio_mcts(spec: str, params: dict[str, str], game: Game[Any], players: int) -> Agent:
    seconds = number_param(spec, params, "seconds", float)
    sims = number_param(spec, params, "sims", int)
    c = number_param(spec, params, "c", float)
    careful = number_param(spec, params, "careful", int)
    noise = number_param(spec, params, "noise", float)
    risk = number_param(spec, params, "risk", float)
    evidence = number_param(spec, params, "evidence", float)
    budget = Budget(seconds=seconds, nodes=sims) if seconds or sims else Budget(seconds=1.0)
    return CambioMCTSAgent(
        budget,
        exploration=c or 0.7,
        careful_depth=careful or 2,
        noise=NOISE if noise is None else noise,
        risk=RISK if risk is None else risk,
        evidence=EVIDENCE if evidence is None else evidence,
    )


AGENTS = {"cambio": _cambio, "cambio_mcts": _cambio_mcts}

LEVELS_BY_PLAYERS = {
    3: {
        "easy": "mcts:seconds=0.15",
        "medium": "cambio_mcts:seconds=0.3",
        "hard": "cambio_mcts:seconds=1.5",
        "max": "cambio_mcts:seconds=5",
    }
}
