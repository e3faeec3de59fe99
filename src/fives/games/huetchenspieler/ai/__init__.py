"""Hütchenspieler's AI: the seeker that follows shuffles, the shuffler and its levels."""
