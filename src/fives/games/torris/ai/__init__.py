"""Torris's AI: evaluation, the MCTS engine with its solver, the learned value and its levels."""
