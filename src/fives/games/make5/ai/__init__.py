"""Make 5's AI: the expectimax engine, its evaluation and levels."""
