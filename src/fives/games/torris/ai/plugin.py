"""Torris's AI plugin: its evaluation for the generic search, its own search agent and its levels."""

from __future__ import annotations

from fives.ai.plugin import AIPlugin
from fives.games.torris.ai.evaluation import evaluate, features, order
from fives.games.torris.ai.explain import reason
from fives.games.torris.ai.judge import judged_values
from fives.games.torris.ai.levels import AGENTS, LEVELS

PLUGIN = AIPlugin(
    evaluate=evaluate,
    order=order,
    features=features,
    agents=AGENTS,
    levels=LEVELS,
    default_search="alphabeta",
    reason=reason,
    analysis_budgets={"torris": ("sims", 7000.0)},
    action_values=judged_values,
)
