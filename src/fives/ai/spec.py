"""Agent specs: ``name`` or ``name:key=value,key=value`` (see `fives.ai.levels`), and the one check
of their parameters.

Every agent declares its parameters as `OptionSpec`s (like a game's options: name, kind, bounds or
choices, default, description) in an `AgentFactory`; `validate_params` checks the text of a spec's
parameters against them and turns them into typed values (`AgentParams`), with a `FivesError` that
names the spec, the parameter and the values it allows.  No agent parses its parameters by hand.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from fives.ai.search.agent import Agent
from fives.ai.search.budget import Budget
from fives.core import FivesError, Game, OptionSpec, OptionValue
from fives.core.errors import OptionError
from fives.core.message import Text


def parse_spec(spec: str) -> tuple[str, dict[str, str]]:
    """The agent's name and its parameters as text (lower-cased); `FivesError` for a malformed spec."""
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


def describe(option: OptionSpec) -> Text:
    """The values ``option`` allows, in words."""
    if (
        option.kind is int
        and option.choices is None
        and option.maximum is None
        and option.minimum is not None
    ):
        return f"a whole number of at least {int(option.minimum)}"
    return option.describe_values()


@dataclass(frozen=True)
class AgentParams:
    """The validated parameters of one agent spec: what was given (typed), and the declarations
    whose defaults stand for what was not."""

    spec: str
    declared: Mapping[str, OptionSpec]
    given: Mapping[str, OptionValue]

    def _value(self, name: str, *, default: bool) -> OptionValue | None:
        if name not in self.declared:
            raise KeyError(f"{name!r} is not a declared parameter of {self.spec!r}")
        if name in self.given:
            return self.given[name]
        return self.declared[name].default_for(self.given) if default else None

    def get_int(self, name: str) -> int:
        """The given value of ``name``, or its declared default."""
        value = self._value(name, default=True)
        assert isinstance(value, int) and not isinstance(value, bool), name
        return value

    def get_float(self, name: str) -> float:
        value = self._value(name, default=True)
        assert isinstance(value, int | float) and not isinstance(value, bool), name
        return float(value)

    def get_bool(self, name: str) -> bool:
        value = self._value(name, default=True)
        assert isinstance(value, bool), name
        return value

    def get_str(self, name: str) -> str:
        value = self._value(name, default=True)
        assert isinstance(value, str), name
        return value

    def given_int(self, name: str) -> int | None:
        """The given value of ``name``; None where the spec does not give it."""
        return self.get_int(name) if self._value(name, default=False) is not None else None

    def given_float(self, name: str) -> float | None:
        return self.get_float(name) if self._value(name, default=False) is not None else None


def validate_params(
    spec: str, name: str, declared: tuple[OptionSpec, ...], raw: Mapping[str, str]
) -> AgentParams:
    """Check the text of ``spec``'s parameters against the agent ``name``'s declarations."""
    by_name = {option.name: option for option in declared}
    unknown = sorted(set(raw) - set(by_name))
    if unknown:
        takes = ", ".join(by_name) or "no parameters"
        raise FivesError(
            f"agent spec {spec!r}: unknown parameter(s) {', '.join(unknown)}; {name} takes: {takes}"
        )
    given: dict[str, OptionValue] = {}
    for key, text in raw.items():
        option = by_name[key]
        try:
            given[key] = option.coerce(text)
        except OptionError:
            raise FivesError(f"agent spec {spec!r}: {key} must be {describe(option)}, not {text!r}") from None
    return AgentParams(spec, by_name, given)


#: what builds an agent from its validated parameters, for a game and a player count
Build = Callable[[AgentParams, Game[Any], int], Agent]


@dataclass(frozen=True)
class AgentFactory:
    """One kind of agent a spec may name: its parameters and how it is built."""

    build: Build
    params: tuple[OptionSpec, ...] = ()
    description: str = ""

    def make(self, spec: str, name: str, raw: Mapping[str, str], game: Game[Any], players: int) -> Agent:
        return self.build(validate_params(spec, name, self.params, raw), game, players)


# --- parameters that many agents share -------------------------------------------------------


def seconds_param(default: float = 1.0) -> OptionSpec:
    return OptionSpec(
        "seconds",
        float,
        default,
        "think time a move in seconds (wall clock); the budget when no count is given",
        minimum=0,
        exclusive_minimum=True,
    )


def count_param(name: str, description: str) -> OptionSpec:
    """A count budget (simulations, nodes): none unless given."""
    return OptionSpec(name, int, 0, description, minimum=1, default_text="none")


def positive(name: str, default: float, description: str) -> OptionSpec:
    return OptionSpec(name, float, default, description, minimum=0, exclusive_minimum=True)


def fraction(name: str, default: float, description: str) -> OptionSpec:
    return OptionSpec(name, float, default, description, minimum=0, maximum=1)


def budget(params: AgentParams, count: str = "sims") -> Budget:
    """The given time and count budgets; the default ``seconds`` where neither is given."""
    seconds, nodes = params.given_float("seconds"), params.given_int(count)
    if seconds is None and nodes is None:
        return Budget(seconds=params.get_float("seconds"))
    return Budget(seconds=seconds, nodes=nodes)
