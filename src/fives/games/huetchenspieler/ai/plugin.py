"""Hütchenspieler's AI plugin: the seeker and its levels.

Hints and the analysis ask a seeker of perfect attention (``seeker:attention=1``): it is shown the
seat's view after every action of the game (`fives.ai.advice.remember`), so it knows the row the
seat saw face up and follows every public shuffle move without a lapse; the analysis judges a pick
on positions drawn from that memory (its ``recall``), in stones won or given away (`pick_values`)."""

from __future__ import annotations

from fives.ai.plugin import AIPlugin
from fives.games.huetchenspieler.ai.explain import pick_values, reason
from fives.games.huetchenspieler.ai.levels import AGENTS, LEVELS, LEVELS_BY_PLAYERS

#: the seeker of the hints and the analysis: the seat's memory, never a lapse
ADVICE_SPEC = "seeker:attention=1"

PLUGIN = AIPlugin(
    agents=AGENTS,
    levels=LEVELS,
    levels_by_players=LEVELS_BY_PLAYERS,
    reason=reason,
    action_values=pick_values,
    hint_level=ADVICE_SPEC,
    analysis_level=ADVICE_SPEC,
)
