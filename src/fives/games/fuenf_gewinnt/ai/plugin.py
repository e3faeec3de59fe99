"""Fünf gewinnt's AI plugin: the threat-counting evaluation and move ordering for alpha-beta."""

from __future__ import annotations

from fives.ai.fuenf_gewinnt.evaluation import evaluate, features, order
from fives.ai.fuenf_gewinnt.explain import reason
from fives.ai.fuenf_gewinnt.levels import AGENTS, LEVELS
from fives.ai.plugin import AIPlugin
from fives.ai.search.forced import forced_values, winning_move

PLUGIN = AIPlugin(
    evaluate=evaluate,
    order=order,
    features=features,
    agents=AGENTS,
    levels=LEVELS,
    default_search="alphabeta",
    reason=reason,
    analysis_budgets={"fg": ("nodes", 3400.0)},
    action_values=forced_values,
    winning_move=winning_move,
)
