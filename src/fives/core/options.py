"""Game options declared as data, validated with clear errors."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from .errors import OptionError
from .message import Message, Text, message_json

OptionValue = int | float | bool | str
DefaultFn = Callable[[Mapping[str, OptionValue]], OptionValue]


@dataclass(frozen=True)
class OptionSpec:
    """One option of a game.

    ``default`` is a value, or a function of the options validated before this one (options are
    validated in declaration order), for defaults that depend on e.g. the number of players.
    ``kind`` is ``int``, ``float``, ``bool`` or ``str``; ``choices`` restricts a value to a fixed
    set; ``minimum``/``maximum`` bound an ``int`` or a ``float`` (``exclusive_minimum``: the value
    must be greater than ``minimum``, e.g. a positive time).  A ``float`` is always finite.
    """

    name: str
    kind: type
    default: OptionValue | DefaultFn
    description: Text
    choices: tuple[OptionValue, ...] | None = None
    minimum: float | None = None
    maximum: float | None = None
    default_text: Text | None = None
    exclusive_minimum: bool = False

    def default_for(self, earlier: Mapping[str, OptionValue]) -> OptionValue:
        if callable(self.default):
            return self.default(earlier)
        return self.default

    def describe_values(self) -> Text:
        if self.choices is not None:
            return Message("option-expected-choices", choices=", ".join(_show(c) for c in self.choices))
        if self.kind is bool:
            return Message("option-expected-bool")
        if self.kind is int:
            lo = "" if self.minimum is None else str(self.minimum)
            hi = "" if self.maximum is None else str(self.maximum)
            if lo or hi:
                return Message("option-expected-range", low=lo or "-inf", high=hi or "inf")
            return Message("option-expected-int")
        if self.kind is float:
            if self.minimum is not None and self.maximum is not None:
                return Message(
                    "option-expected-number-range", low=_show(self.minimum), high=_show(self.maximum)
                )
            if self.minimum is not None:
                key = (
                    "option-expected-number-above" if self.exclusive_minimum else "option-expected-number-min"
                )
                return Message(key, low=_show(self.minimum))
            if self.maximum is not None:
                return Message("option-expected-number-max", high=_show(self.maximum))
            return Message("option-expected-number")
        return Message("option-expected-text")

    def coerce(self, value: object) -> OptionValue:
        """Turn ``value`` (a typed value or the text of one) into a valid option value."""
        result: OptionValue
        if self.kind is bool:
            if isinstance(value, bool):
                result = value
            elif isinstance(value, str) and value.strip().lower() in _TRUE | _FALSE:
                result = value.strip().lower() in _TRUE
            else:
                raise self._error(value)
        elif self.kind is int:
            if isinstance(value, bool):
                raise self._error(value)
            if isinstance(value, int):
                result = value
            elif isinstance(value, str):
                try:
                    result = int(value.strip())
                except ValueError:
                    raise self._error(value) from None
            else:
                raise self._error(value)
            if not self._in_range(result):
                raise self._error(value)
        elif self.kind is float:
            if isinstance(value, bool) or not isinstance(value, int | float | str):
                raise self._error(value)
            try:
                number = float(value.strip() if isinstance(value, str) else value)
            except (ValueError, OverflowError):
                raise self._error(value) from None
            if not math.isfinite(number) or not self._in_range(number):
                raise self._error(value)
            result = number
        elif isinstance(value, str):
            result = value.strip()
        else:
            raise self._error(value)
        if self.choices is not None and result not in self.choices:
            # allow an int choice given as text, e.g. "first=1"
            raise self._error(value)
        return result

    def _in_range(self, number: float) -> bool:
        if self.minimum is not None and (
            number < self.minimum or (self.exclusive_minimum and number == self.minimum)
        ):
            return False
        return self.maximum is None or number <= self.maximum

    def _error(self, value: object) -> OptionError:
        return OptionError(
            Message(
                "option-invalid", name=repr(self.name), value=repr(value), expected=self.describe_values()
            )
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "type": self.kind.__name__,
            "default": str(self.default_text) if callable(self.default) else self.default,
            "description": str(self.description),
            # the texts as catalog messages ({key, args}), which the page renders in its language
            "description_message": message_json(self.description),
            "default_message": message_json(self.default_text)
            if callable(self.default) and self.default_text
            else None,
            "choices": list(self.choices) if self.choices is not None else None,
            "minimum": self.minimum,
            "maximum": self.maximum,
        }


_TRUE = {"true", "yes", "on", "1"}
_FALSE = {"false", "no", "off", "0"}


def _show(value: OptionValue) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


class Options(Mapping[str, OptionValue]):
    """A validated, immutable set of option values, with typed accessors."""

    __slots__ = ("_values",)

    def __init__(self, values: Mapping[str, OptionValue]) -> None:
        self._values = dict(values)

    def __getitem__(self, key: str) -> OptionValue:
        return self._values[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._values)

    def __len__(self) -> int:
        return len(self._values)

    def __repr__(self) -> str:
        return f"Options({self._values!r})"

    def __hash__(self) -> int:
        return hash(tuple(sorted(self._values.items())))

    def get_int(self, key: str) -> int:
        value = self._values[key]
        assert isinstance(value, int) and not isinstance(value, bool), key
        return value

    def get_bool(self, key: str) -> bool:
        value = self._values[key]
        assert isinstance(value, bool), key
        return value

    def get_float(self, key: str) -> float:
        value = self._values[key]
        assert isinstance(value, int | float) and not isinstance(value, bool), key
        return float(value)

    def get_str(self, key: str) -> str:
        value = self._values[key]
        assert isinstance(value, str), key
        return value

    def to_json(self) -> dict[str, OptionValue]:
        return dict(self._values)


def validate_options(
    specs: tuple[OptionSpec, ...], given: Mapping[str, object] | None, game_id: str
) -> Options:
    """Validate ``given`` against ``specs``: unknown names and bad values raise `OptionError`."""
    given = dict(given or {})
    known = {spec.name for spec in specs}
    unknown = sorted(set(given) - known)
    if unknown:
        valid = ", ".join(spec.name for spec in specs) or "(none)"
        raise OptionError(
            Message("option-unknown", game=game_id, names=", ".join(map(repr, unknown)), valid=valid)
        )
    values: dict[str, OptionValue] = {}
    for spec in specs:
        if spec.name in given:
            values[spec.name] = spec.coerce(given[spec.name])
        else:
            values[spec.name] = spec.default_for(values)
    return Options(values)


def parse_option_assignments(items: list[str]) -> dict[str, str]:
    """Parse ``["name=value", ...]`` (command-line form) into a dict; values stay text."""
    result: dict[str, str] = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            raise OptionError(Message("option-assignment", item=repr(item)))
        result[name.strip()] = value
    return result
