"""Make 5's AI plugin: the expected-score evaluation, the expectimax agent and its levels, and the
analysis in points (`fives.games.make5.ai.judge`)."""

from __future__ import annotations

from fives.ai.plugin import AIPlugin
from fives.games.make5.ai.evaluation import evaluate
from fives.games.make5.ai.explain import ANALYSIS_LEVEL, HINT_LEVEL, reason
from fives.games.make5.ai.judge import point_values
from fives.games.make5.ai.levels import AGENTS, LEVELS

PLUGIN = AIPlugin(
    evaluate=evaluate,
    agents=AGENTS,
    levels=LEVELS,
    reason=reason,
    point_values=point_values,
    hint_level=HINT_LEVEL,
    analysis_level=ANALYSIS_LEVEL,
)
