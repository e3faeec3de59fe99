"""Adapters that put the `fives` games into research frameworks (optional extra ``fives[research]``).

- `fives.interop.spaces`: a dense integer id for every action and chance outcome of every game
  (pure Python, no dependencies).
- `fives.interop.observation`: each game's own observation (named planes and features, declared in
  the game's folder, ``observation.py``) and, with hidden information, its recall (numpy).
- `fives.interop.features`: the generic hashed encoding of a player's view (pure Python).
- `fives.interop.openspiel`: every game as a Python game of OpenSpiel (``pyspiel``).
- `fives.interop.pettingzoo`: every game as a PettingZoo AEC environment (``raw_env``, ``env``)
  and as a parallel environment (``parallel_env``, `fives.interop.parallel`, for Zahlenpoker).
- `fives.interop.gym`: Abräumen as the Gymnasium environment ``fives/Abraeumen-v0``.

Nothing here is imported by ``import fives``; the framework modules import their framework
(and numpy) only when they are imported themselves.  See docs/research.md.
"""
