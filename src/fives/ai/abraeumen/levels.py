"""Abräumen: a one-player puzzle, so the strong levels play the exact solver's jumps."""

from __future__ import annotations

from typing import Any

from fives.ai.abraeumen.solver import SolverAgent
from fives.ai.search.agent import Agent
from fives.ai.spec import AgentFactory, AgentParams
from fives.core import Game

LEVELS = {
    "easy": "mcts:seconds=0.15",
    "medium": "mcts:seconds=0.5",
    "hard": "solver",
    "max": "solver",
}


def solver(params: AgentParams, game: Game[Any], players: int) -> Agent:
    return SolverAgent()


AGENTS = {"solver": AgentFactory(solver, description="the exact solver's jumps")}
