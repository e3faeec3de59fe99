"""fives: eight tabletop games with exact rules, computer opponents and play anywhere."""

__version__ = "0.1.0"
