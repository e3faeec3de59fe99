"""Cambio's AI plugin: its evaluation for the generic search (alpha-beta with two players), its
own agents, and its levels for three players."""

from __future__ import annotations

from fives.ai.plugin import AIPlugin
from fives.ai.search.forced import forced_values, winning_move
from fives.games.cambio.ai.evaluation import evaluate, features, order
from fives.games.cambio.ai.explain import reason
from fives.games.cambio.ai.levels import AGENTS, LEVELS_BY_PLAYERS

PLUGIN = AIPlugin(
    evaluate=evaluate,
    order=order,
    features=features,
    agents=AGENTS,
    levels_by_players=LEVELS_BY_PLAYERS,
    default_search="alphabeta",
    reason=reason,
    analysis_budgets={"cambio_mcts": ("sims", 12000.0), "duel": ("nodes", 120000.0)},
    action_values=forced_values,
    winning_move=winning_move,
)
