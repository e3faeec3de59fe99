"""Zahlenpoker's AI: the two-player equilibrium (solver), regret-matching search, the opponent model,
levels."""
