"""Fünf gewinnt's AI: the threat-counting evaluation and move ordering."""
