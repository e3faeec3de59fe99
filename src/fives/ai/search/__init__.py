"""Generic search: the agent protocol, budgets, evaluation, Zobrist keys, MCTS, alpha-beta and greedy play.

Nothing here knows a game; a game's own knowledge comes from ``fives.games.<game_id>.ai.evaluation``."""
