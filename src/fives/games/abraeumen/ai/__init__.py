"""Abräumen's AI: the exact solver and its levels."""
