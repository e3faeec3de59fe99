"""Who acts at a node besides a player: chance, several players at once, or nobody (the game is over)."""

CHANCE = -1
SIMULTANEOUS = -2
TERMINAL = -4
