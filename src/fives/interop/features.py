"""Fixed-size encodings of what a player knows, shared by the framework adapters.

Strings: the canonical JSON of a view (keys sorted, no blanks), so equal knowledge gives equal
strings.  The *observation* leaves out the move log (what the player sees now); the
*information state* keeps it (everything the player has seen, in order: perfect recall).

Tensors: one generic encoding for every game, by feature hashing (the "hashing trick"): the
view is flattened into categorical features ``path=value`` (list positions are part of the
path, e.g. ``position.rows[2]=..W.B``), every string value of up to 64 characters outside the
move log also gives one feature per character (``position.rows[2]#3=W``, so a board drawn as
text becomes one feature per square; a log line is one feature), and each feature sets a 1.0
in slot ``crc32(feature) % size`` of a vector of ``size`` floats (default 2048).  The
encoding is stable across processes and machines (crc32, not Python's salted ``hash``), has a
fixed length for every game and state, and loses information only where two features share a
slot (more likely with a small ``size`` or a long log).  It is meant as a ready-made input
for generic learners; a game-specific encoder with hand-made planes will do better for
serious work.
"""

from __future__ import annotations

import json
import zlib
from typing import Any

from fives.core import JSON, Message, State
from fives.core.message import english

#: The default length of the hashed tensors.
DEFAULT_SIZE = 2048
#: Strings up to this length also give one feature per character.
CHAR_LIMIT = 64

#: Fields of a view that are the same for every state of a game (left out of the features).
_CONSTANT = ("game", "options")


def knowledge(state: State[Any], player: int | None, *, recall: bool) -> JSON:
    """The view of ``player`` (None: a spectator), without the log unless ``recall``."""
    view = state.view(player)
    for key in _CONSTANT:
        view.pop(key, None)
    if not recall:
        view.pop("log", None)
    return view


def canonical(data: JSON) -> str:
    """The canonical JSON text of ``data``."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=english)


def features(data: object, path: str = "") -> list[str]:
    """The categorical features of a JSON value (see the module docstring)."""
    out: list[str] = []
    _walk(data, path, out)
    return out


def _walk(data: object, path: str, out: list[str]) -> None:
    if isinstance(data, dict):
        if not data:
            out.append(f"{path}={{}}")
        for key, value in data.items():
            _walk(value, f"{path}.{key}" if path else str(key), out)
    elif isinstance(data, list):
        out.append(f"{path}#len={len(data)}")
        for i, value in enumerate(data):
            _walk(value, f"{path}[{i}]", out)
    elif isinstance(data, Message):  # a log line: its English text, as the player reads it
        _walk(str(data), path, out)
    elif isinstance(data, str):
        out.append(f"{path}={data}")
        if len(data) <= CHAR_LIMIT and not path.startswith("log["):
            out.extend(f"{path}#{i}={ch}" for i, ch in enumerate(data))
    else:
        out.append(f"{path}={json.dumps(data)}")


def slots(data: JSON, size: int = DEFAULT_SIZE) -> list[int]:
    """The slots set to 1.0 in the hashed tensor of ``data`` (sorted, without repeats)."""
    return sorted({zlib.crc32(f.encode()) % size for f in features(data)})


def hashed(data: JSON, size: int = DEFAULT_SIZE) -> list[float]:
    """The hashed tensor of ``data`` as a list of ``size`` floats (0.0 or 1.0)."""
    vector = [0.0] * size
    for i in slots(data, size):
        vector[i] = 1.0
    return vector
