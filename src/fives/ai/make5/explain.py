"""Make 5's advice: the levels that answer within the hint's budget (``max``, two rounds of
expectimax, may think for several seconds)."""

from __future__ import annotations

#: one round of expectimax over every move: well under 2 s
HINT_LEVEL = "hard"
#: an analysis judges every move of a game: the quicker round over the best moves
ANALYSIS_LEVEL = "medium"
