"""The pipeline for weights that ship: Torris's learned value (`fives.games.torris.ai.value`)."""
