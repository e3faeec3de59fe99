"""Cambio's AI: evaluation, the paranoid alpha-beta engine, Cambio's own MCTS for three players, levels."""
