"""All Fives' AI plugin: the greedy-points baseline and the determinized search."""

from __future__ import annotations

from fives.ai.all_fives.explain import reason
from fives.ai.all_fives.levels import AGENTS, LEVELS, LEVELS_BY_PLAYERS
from fives.ai.plugin import AIPlugin

PLUGIN = AIPlugin(
    agents=AGENTS,
    levels=LEVELS,
    levels_by_players=LEVELS_BY_PLAYERS,
    reason=reason,
    analysis_budgets={"pimc": ("dets", 500.0)},
)
