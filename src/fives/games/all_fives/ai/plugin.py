"""All Fives' AI plugin: the greedy-points baseline and the determinized search."""

from __future__ import annotations

from fives.ai.plugin import AIPlugin
from fives.games.all_fives.ai.explain import reason
from fives.games.all_fives.ai.levels import AGENTS, LEVELS, LEVELS_BY_PLAYERS

PLUGIN = AIPlugin(
    agents=AGENTS,
    levels=LEVELS,
    levels_by_players=LEVELS_BY_PLAYERS,
    reason=reason,
    analysis_budgets={"pimc": ("dets", 500.0)},
)
