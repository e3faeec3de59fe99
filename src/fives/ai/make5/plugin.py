"""Make 5's AI plugin: the expected-score evaluation, the expectimax agent and its levels."""

from __future__ import annotations

from fives.ai.make5.evaluation import evaluate
from fives.ai.make5.levels import AGENTS, LEVELS
from fives.ai.plugin import AIPlugin

PLUGIN = AIPlugin(evaluate=evaluate, agents=AGENTS, levels=LEVELS)
