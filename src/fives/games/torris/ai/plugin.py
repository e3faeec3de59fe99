"""Torris's AI plugin: its evaluation for the generic search, its own search agent and its levels."""

from __future__ import annotations

from fives.ai.plugin import AIPlugin
from fives.ai.torris.evaluation import evaluate, features, order
from fives.ai.torris.explain import reason
from fives.ai.torris.judge import judged_values
from fives.ai.torris.levels import AGENTS, LEVELS

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
