"""Abräumen's AI plugin: the exact solver's levels and agent, its hint and ``fives solve abraeumen``."""

from __future__ import annotations

from fives.ai.abraeumen.levels import AGENTS, LEVELS
from fives.ai.abraeumen.solver import hint, solve_report
from fives.ai.plugin import AIPlugin

PLUGIN = AIPlugin(agents=AGENTS, levels=LEVELS, hint=hint, solve_report=solve_report)
