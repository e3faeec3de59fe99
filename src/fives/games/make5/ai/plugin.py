"""Make 5's AI plugin: the expected-score evaluation, the expectimax agent and its levels, and the
analysis in points (`fives.ai.make5.judge`)."""

from __future__ import annotations

from fives.ai.make5.evaluation import evaluate
from fives.ai.make5.explain import ANALYSIS_LEVEL, HINT_LEVEL, reason
from fives.ai.make5.judge import point_values
from fives.ai.make5.levels import AGENTS, LEVELS
from fives.ai.plugin import AIPlugin

PLUGIN = AIPlugin(
    evaluate=evaluate,
    agents=AGENTS,
    levels=LEVELS,
    reason=reason,
    point_values=point_values,
    hint_level=HINT_LEVEL,
    analysis_level=ANALYSIS_LEVEL,
)
