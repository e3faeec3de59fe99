"""Game-specific evaluation and move ordering, one module per game id (see fives.ai.evaluation)."""
