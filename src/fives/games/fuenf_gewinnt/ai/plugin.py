"""Fünf gewinnt's AI plugin: the threat-counting evaluation and move ordering for alpha-beta."""

from __future__ import annotations

from fives.ai.plugin import AIPlugin
from fives.ai.search.forced import forced_values, winning_move
from fives.games.fuenf_gewinnt.ai.evaluation import evaluate, features, order
from fives.games.fuenf_gewinnt.ai.explain import reason
from fives.games.fuenf_gewinnt.ai.levels import AGENTS, LEVELS

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
