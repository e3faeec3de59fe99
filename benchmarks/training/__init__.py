"""The pipeline for weights that ship: Torris's learned value (`fives.ai.torris.value`)."""
