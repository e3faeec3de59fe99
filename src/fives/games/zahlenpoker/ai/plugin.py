"""Zahlenpoker's AI plugin: its agents, levels and ``fives solve zahlenpoker``."""

from __future__ import annotations

from fives.ai.plugin import AIPlugin, SolveRequest
from fives.games.zahlenpoker.ai.explain import reason
from fives.games.zahlenpoker.ai.judge import judged_values
from fives.games.zahlenpoker.ai.levels import AGENTS, LEVELS, LEVELS_BY_PLAYERS
from fives.games.zahlenpoker.ai.solver import solve_report


def _solve_report(request: SolveRequest) -> str:
    """The two-player game value and first-round equilibrium (from the start: a position is not asked)."""
    return solve_report()


PLUGIN = AIPlugin(
    agents=AGENTS,
    levels=LEVELS,
    levels_by_players=LEVELS_BY_PLAYERS,
    solve_report=_solve_report,
    reason=reason,
    analysis_budgets={"model": ("sims", 7000.0), "rm": ("sims", 7000.0), "best": ("sims", 7000.0)},
    action_values=judged_values,
)
