"""Agent specs: ``name`` or ``name:key=value,key=value`` (see `fives.ai.levels`), and the checks of
their numeric parameters that the games' agent factories share."""

from __future__ import annotations

import math
from typing import Any

from fives.core import FivesError


def parse_spec(spec: str) -> tuple[str, dict[str, str]]:
    name, _, rest = spec.strip().lower().partition(":")
    params: dict[str, str] = {}
    if rest:
        for item in rest.split(","):
            key, sep, value = item.partition("=")
            if not sep or not key.strip():
                raise FivesError(f"agent spec {spec!r}: write parameters as key=value")
            if key.strip() in params:
                raise FivesError(f"agent spec {spec!r}: {key.strip()} is given twice")
            params[key.strip()] = value.strip()
    return name, params


def number_param(spec: str, params: dict[str, str], key: str, kind: type) -> Any:
    if key not in params:
        return None
    try:
        value = kind(params.pop(key))
    except ValueError:
        raise FivesError(f"agent spec {spec!r}: {key} must be a {kind.__name__}") from None
    if not math.isfinite(value) or value <= 0:  # nan and inf would make an endless budget
        raise FivesError(f"agent spec {spec!r}: {key} must be positive and finite")
    return value
