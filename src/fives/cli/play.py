"""Terminal play: people (hot-seat, with privacy for hidden information) and computer seats."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping
from typing import Any

from rich.console import Console
from rich.panel import Panel

import fives.games
from fives.ai import Agent, act, advice
from fives.ai.levels import LEVELS, make_agent, offered_levels
from fives.core import (
    CHANCE,
    SIMULTANEOUS,
    FivesError,
    Game,
    IllegalActionError,
    Record,
    State,
    record_of,
)
from fives.core.message import Text

from .lang import say, text_in
from .render import terminal_plugin
from .render.results import render_result

InputFn = Callable[[str], str]

SEAT_KINDS: tuple[str, ...] = ("human", "random", *LEVELS)


def seat_agent(kind: str, game: Game[Any], players: int) -> Agent | None:
    """None for a person, else the computer player named by ``kind`` (a level or an agent spec)."""
    if kind == "human":
        return None
    try:
        return make_agent(kind, game, players)
    except FivesError as exc:
        raise FivesError(
            f"unknown seat {kind!r}: {exc}. Seats are: {', '.join(SEAT_KINDS)}, or an agent spec"
        ) from None


class QuitGame(Exception):
    """The player typed quit."""


class PlaySession:
    """One game in the terminal.  ``input_fn`` reads a line (``input`` or a test script)."""

    def __init__(
        self,
        game: Game[Any],
        options: Mapping[str, object],
        seats: list[str],
        *,
        seed: int | None,
        console: Console,
        input_fn: InputFn,
        pause: Callable[[float], None] | None = None,
        lang: str = "en",
    ) -> None:
        self.lang = lang
        self.game = game
        self.state: State[Any] = game.new_state(options, seed)
        n = self.state.num_players
        if len(seats) > n:
            raise FivesError(f"{len(seats)} seats given for a {n}-player game")
        self.seats = [*seats, *(["human"] * (n - len(seats)))]
        self.agents = [seat_agent(kind, game, n) for kind in self.seats]
        self.rng = random.Random(self.state.seed)
        self.console = console
        self.input_fn = input_fn
        self.pause = pause
        self.private = game.info.hidden_information and sum(a is None for a in self.agents) > 1
        self.last_human: int | None = None
        self.plugin = terminal_plugin(game.id)
        self.commands = dict(self.plugin.commands)

    # ----------------------------------------------------------------- the loop
    def run(self) -> State[Any] | None:
        """Play to the end; returns the final state, or None when the players quit."""
        info = self.game.info
        title = info.name_de if self.lang == "de" else f"{info.name} ({info.name_de})"
        self.console.print(Panel(say("cli-banner", self.lang, game=title)))
        try:
            while not self.state.is_terminal():
                self.step()
        except QuitGame:
            self.console.print(say("cli-abandoned", self.lang))
            return None
        self.show(self.viewer())
        outcome = self.state.outcome()
        assert outcome is not None
        names = [f"P{p + 1} ({self.seat_name(p)})" for p in range(self.state.num_players)]
        result = render_result(self.game.id, outcome.to_json(), names, self.lang)
        self.console.print(Panel(result, title=say("cli-game-over", self.lang)))
        return self.state

    def step(self) -> None:
        player = self.state.current_player()
        if player == CHANCE:
            self.state.push(self.state.sample_chance(), CHANCE)
            self.after_action()
            return
        acting = self.state.acting_players()
        if player == SIMULTANEOUS:
            humans = [p for p in acting if self.agents[p] is None]
            player = humans[0] if humans else acting[0]
        agent = self.agents[player]
        if agent is None:
            self.human_turn(player)
        else:
            action = act(agent, self.state, player, self.rng)
            text = self.state.action_to_string(action, player)
            self.state.push(action, player)
            name = self.tr(self.state.player_name(player))
            self.console.print(
                say("cli-plays", self.lang, player=name, seat=self.seat_name(player), move=text)
            )
        self.after_action()

    def after_action(self) -> None:
        for p, agent in enumerate(self.agents):
            observe = getattr(agent, "observe", None)
            if observe is not None:
                observe(self.state.view(p))
        if self.plugin.pause_after is not None:
            delay = self.plugin.pause_after(self.state.view(self.viewer()))
            if delay > 0:
                self.show(self.viewer())
                (self.pause or time.sleep)(delay)

    def viewer(self) -> int | None:
        """Whose view the screen shows when no person is acting."""
        humans = [p for p, a in enumerate(self.agents) if a is None]
        if not self.game.info.hidden_information:
            return None
        if len(humans) == 1:
            return humans[0]
        return None

    def show(self, viewer: int | None) -> None:
        view = self.state.view(viewer)
        self.console.print(self.plugin.render(view, self.lang))
        if view["log"]:
            self.console.print(say("cli-last-move", self.lang, move=self.tr(view["log"][-1])), style="cyan")
        scores = view["scores"]
        if any(scores):
            shown = "  ".join(f"{self.tr(self.state.player_name(p))} {s:g}" for p, s in enumerate(scores))
            self.console.print(say("cli-scores", self.lang, scores=shown))

    def handover(self, player: int) -> None:
        """Hide the screen between two people when a game has secrets."""
        if self.private and self.last_human not in (None, player):
            self.clear_screen()
            self.input_fn(
                say("cli-pass-screen", self.lang, player=self.tr(self.state.player_name(player))) + " "
            )
            self.clear_screen()
        self.last_human = player

    def clear_screen(self) -> None:
        """Clear the terminal and its scrollback (ESC [3J: xterm, VTE, iTerm2, Windows Terminal),
        so the last person's screen is not one scroll away from the next."""
        self.console.clear()
        if self.console.is_terminal and not self.console.is_dumb_terminal:
            self.console.file.write("\x1b[3J")
            self.console.file.flush()

    def human_turn(self, player: int) -> None:
        self.handover(player)
        name = self.tr(self.state.player_name(player))
        self.show(player if self.game.info.hidden_information else None)
        while True:
            try:
                text = self.input_fn(f"{name} > ")
            except EOFError:
                raise QuitGame from None
            command, _, argument = text.strip().partition(" ")
            command = command.lower()
            if command in ("quit", "exit"):
                raise QuitGame
            if command in ("help", "?"):
                self.console.print(say("cli-help", self.lang))
                self.console.print(say("cli-notation", self.lang, notation=self.tr(self.game.info.notation)))
                for key, (doc, _fn) in self.commands.items():
                    self.console.print(f"  {key}: {self.tr(doc)}")
                continue
            if command in ("moves", "legal"):
                moves = "  ".join(self.state.legal_strings(player))
                self.console.print(say("cli-legal-moves", self.lang, moves=moves))
                continue
            if command == "undo":
                if self.undo(player):
                    self.show(player if self.game.info.hidden_information else None)
                continue
            if command in self.commands:
                _doc, fn = self.commands[command]
                try:
                    self.console.print(fn(self.state.view(player), argument.strip(), self.lang))
                except (ValueError, KeyError) as exc:
                    self.console.print(f"[red]{exc}[/red]")
                continue
            if command == "hint":
                self.hint(player)
                continue
            try:
                action = self.state.parse_action(text, player)
            except IllegalActionError as exc:
                refusal = say("cli-illegal", self.lang, move=repr(exc.action), reason=self.tr(exc.reason))
                self.console.print(f"[red]{refusal}[/red]")
                if exc.legal:
                    shown = list(exc.legal)[:30]
                    more = "" if len(exc.legal) <= 30 else f" ... ({len(exc.legal)} in all)"
                    self.console.print(say("cli-legal-moves", self.lang, moves="  ".join(shown) + more))
                continue
            self.state.push(action, player)
            return

    def hint(self, player: int) -> None:
        """The strongest level's move for ``player`` and why (`fives.ai.advice.hint`): only for a
        person alone or against the computer, as on the server."""
        if sum(agent is None for agent in self.agents) > 1:
            self.console.print(f"[red]{say('advice-refused-people', self.lang)}[/red]")
            return
        found = advice.hint(self.state, player)
        shown = say("cli-hint", self.lang, move=found.notation, reason=found.reason.render(self.lang))
        self.console.print(shown, markup=False, highlight=False)

    def undo(self, player: int) -> bool:
        """Take back moves up to and including ``player``'s last one (perfect-information games)."""
        if self.game.info.hidden_information:
            self.console.print(f"[red]{say('cli-no-undo-hidden', self.lang)}[/red]")
            return False
        indices = [i for i, (p, _) in enumerate(self.state.history) if p == player]
        if not indices:
            self.console.print(f"[red]{say('server-nothing-to-undo', self.lang)}[/red]")
            return False
        while len(self.state.history) > indices[-1]:
            self.state.pop()
        self.console.print(say("cli-taken-back", self.lang))
        return True

    def seat_name(self, player: int) -> str:
        """Who plays a seat, in the session's language: a person, a level, random, or an agent spec."""
        kind = self.seats[player]
        return say(f"cli-seat-{kind}", self.lang) if kind in SEAT_KINDS else kind

    def tr(self, text: Text) -> str:
        """A text of the rules (a message) in the session's language."""
        return text_in(text, self.lang)

    def record(self) -> Record:
        return record_of(self.state, players=self.seats)


def _number(answer: str) -> int | None:
    """A small number typed in ASCII digits, else None (isdigit() takes '²', which int() refuses)."""
    return int(answer) if answer.isascii() and answer.isdigit() and len(answer) <= 3 else None


def choose_interactively(
    console: Console, input_fn: InputFn, lang: str = "en"
) -> tuple[Game[Any], dict[str, object], list[str]] | None:
    """The menu of `fives play` without arguments: game, players, seats (in ``lang``)."""
    games = fives.games.all()
    console.print(Panel(say("cli-menu-title", lang)))
    for number, game in enumerate(games, start=1):
        info = game.info
        name = info.name_de if lang == "de" else f"{info.name_de} ({info.name})"
        console.print(f"  {number}. {name}: {text_in(info.description, lang)}")
    while True:
        answer = input_fn(say("cli-menu-game", lang) + " ").strip().lower()
        if answer in ("q", "quit"):
            return None
        chosen = _number(answer)
        if chosen is not None and 1 <= chosen <= len(games):
            game = games[chosen - 1]
            break
        console.print(f"[red]{say('cli-menu-number', lang, low=1, high=len(games))}[/red]")
    info = game.info
    players = info.default_players or info.min_players
    if info.min_players != info.max_players:
        while True:
            prompt = say(
                "cli-menu-players", lang, low=info.min_players, high=info.max_players, default=players
            )
            answer = input_fn(prompt + " ").strip()
            if not answer:
                break
            chosen = _number(answer)
            if chosen is not None and info.min_players <= chosen <= info.max_players:
                players = chosen
                break
            console.print(
                f"[red]{say('cli-menu-number', lang, low=info.min_players, high=info.max_players)}[/red]"
            )
    seats = []
    # the levels the game offers with this many players (a game may offer fewer than four)
    kinds = ("human", "random", *offered_levels(game, players))
    for seat in range(players):
        default = "human" if seat == 0 else ("medium" if "medium" in kinds else kinds[2])
        while True:
            answer = input_fn(
                say("cli-menu-seat", lang, seat=seat + 1, kinds=" / ".join(kinds), default=default) + " "
            )
            kind = answer.strip().lower() or default
            if kind in kinds:
                seats.append(kind)
                break
            console.print(f"[red]{say('cli-menu-kind', lang, kinds=', '.join(kinds))}[/red]")
    return game, {"players": players}, seats
