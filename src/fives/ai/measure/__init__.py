"""Measurement tooling: the arena (agents against each other) and the Elo ladder over think time.

Players never run these (the server and ``fives play`` do not import them; the ladder draws with
matplotlib)."""
