"""Hütchenspieler's AI plugin: the seeker and its levels."""

from __future__ import annotations

from fives.ai.huetchenspieler.explain import reason
from fives.ai.huetchenspieler.levels import AGENTS, LEVELS
from fives.ai.plugin import AIPlugin

PLUGIN = AIPlugin(agents=AGENTS, levels=LEVELS, reason=reason)
