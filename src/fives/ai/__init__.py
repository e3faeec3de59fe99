"""Computer opponents.  They work only through the protocol, and only on what their seat may know.

An `Agent` chooses an action for ``player`` in an *observation*: a state drawn by
`State.resample_hidden(player, rng)` from the true one, so every fact hidden from the seat is
random in it and an agent cannot read a secret even by mistake.  `act` is the one way the
CLI and the server ask an agent for a move.  An agent that remembers (e.g. follows a shuffle)
implements `observe`, which is called with the seat's view after every action.

Layout: `fives.ai.search` holds what knows no game (the agent protocol, budgets, MCTS,
alpha-beta, greedy, evaluation and Zobrist hashing); `fives.games.<game_id>.ai` (the ``ai`` folder
beside a game's rules) everything one game's AI owns (its evaluation, agents, levels, engines,
models and solvers), declared as one typed ``PLUGIN = AIPlugin(...)`` in its ``plugin``
module and found by `fives.ai.plugin.ai_plugin`; `fives.ai.levels` turns agent specs and level
names into agents, `fives.ai.spec` checks their parameters; `fives.ai.measure` is tooling (arena,
Elo ladder) that players never run.
"""

from __future__ import annotations

from fives.ai.search.agent import Agent, RandomAgent, act

__all__ = ["Agent", "RandomAgent", "act"]
