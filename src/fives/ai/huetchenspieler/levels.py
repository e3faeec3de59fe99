"""Hütchenspieler: a memory game, so the levels are seekers of growing attention.

Generic search sees a redrawn row (the seat may not know the true one) and could only guess;
the seeker of `fives.ai.huetchenspieler.seeker` remembers the face-up row and follows each shuffle move
with a probability its level sets (less for moves that shift more stones).

Spec: ``seeker:attention=0.8,shuffler=smart,model=0.8,seed=0``: ``shuffler`` is how the seat
shuffles when it is the shuffler (``smart``, the default: hard-to-follow moves and questions
against a seeker of assumed attention ``model``; or ``random``).
"""

from __future__ import annotations

from typing import Any

from fives.ai.huetchenspieler.seeker import SHUFFLERS, HuetchenspielerAgent
from fives.ai.search.agent import Agent
from fives.ai.spec import number_param
from fives.core import FivesError, Game

LEVELS = {
    "easy": "seeker:attention=0.5",
    "medium": "seeker:attention=0.8",
    "hard": "seeker:attention=0.97",
    "max": "seeker:attention=0.995",
}


def seeker(spec: str, params: dict[str, str], game: Game[Any], players: int) -> Agent:
    attention = number_param(spec, params, "attention", float)
    seed = number_param(spec, params, "seed", int)
    model = number_param(spec, params, "model", float)
    shuffler = params.pop("shuffler", "smart")
    if shuffler not in SHUFFLERS:
        raise FivesError(f"agent spec {spec!r}: shuffler must be one of {', '.join(SHUFFLERS)}")
    return HuetchenspielerAgent(
        0.8 if attention is None else min(attention, 1.0),
        seed or 0,
        shuffler=shuffler,
        model_attention=0.8 if model is None else min(model, 1.0),
    )


AGENTS = {"seeker": seeker}
