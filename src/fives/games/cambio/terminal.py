"""Cambio in the terminal: the 5 x 5 tray (rank 5 at the top) with the legal pushes as arrows
around it, the setup progress and warnings, the spare cube and the push count."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from fives.cli.lang import outcome_reason, said, say
from fives.cli.render.plugin import TerminalPlugin
from fives.cli.render.results import Outcome, Words
from fives.core import Message

FILES = "abcde"
GLYPHS = {"O": "●", "A": "▲", "S": "■"}
STYLES = {"O": "bold red", "A": "bold blue", "S": "bold green"}
NAMES = {"O": "circle", "A": "triangle", "S": "square"}


def _cube(ch: str) -> Text:
    if ch in GLYPHS:
        return Text(GLYPHS[ch], style=STYLES[ch])
    if ch == ".":
        return Text("·", style="dim")
    return Text(" ")  # a free square during the setup


def _symbol(ch: str, lang: str) -> Text:
    text = _cube(ch) if ch in GLYPHS else Text(say("term-cambio-neutral", lang), style="dim")
    if ch in GLYPHS:
        text.append(" " + say("term-cambio-symbol", lang, letter=ch, symbol=NAMES[ch]), style=STYLES[ch])
    return text


def _player(symbols: list[str], player: int, lang: str) -> Text:
    text = Text(f"P{player + 1} ")
    text.append_text(_symbol(symbols[player], lang))
    return text


def _line(name: str, lang: str) -> str:
    """A line's name (``row a2-e2``) in ``lang``."""
    kind, _, ends = name.partition(" ")
    return Message("cambio-line-name", kind=kind, ends=ends).render(lang)


def render(view: dict[str, Any], lang: str = "en") -> RenderableType:
    pos: dict[str, Any] = view["position"]
    rows: list[str] = pos["rows"]
    symbols: list[str] = pos["symbols"]
    legal = set(pos.get("legal_pushes") or [])

    def arrow(name: str, glyph: str) -> Text:
        return Text(glyph, style="bold yellow") if name in legal else Text(" ")

    lines: list[RenderableType] = []
    top = Text("       ")
    bottom = Text("       ")
    for f in FILES:
        top.append_text(arrow(f"{f}5v", "v"))
        top.append("  ")
        bottom.append_text(arrow(f"{f}1^", "^"))
        bottom.append("  ")
    lines.append(top)
    for rank in range(5, 0, -1):
        line = Text(f"  {rank}  ", style="dim")
        line.append_text(arrow(f"a{rank}>", ">"))
        line.append(" ")
        for ch in rows[rank - 1]:
            line.append_text(_cube(ch))
            line.append("  ")
        line.append_text(arrow(f"e{rank}<", "<"))
        lines.append(line)
    lines.append(bottom)
    lines.append(Text("       " + "  ".join(FILES), style="dim"))
    lines.append(Text(""))

    legend = Text(say("term-cambio-wins", lang, length=pos["line_length"]) + "  ")
    for p in range(len(symbols)):
        legend.append_text(_player(symbols, p, lang))
        legend.append("   ")
    lines.append(legend)

    phase = pos["phase"]
    if phase == "setup":
        setup = pos["setup"]
        who = said(Message("chance") if setup["placer"] == "chance" else f"P{setup['placer'] + 1}", lang)
        text = Text(say("term-cambio-setup", lang, player=who) + " ")
        text.append_text(_symbol(setup["symbol"], lang))
        text.append(say("term-cambio-setup-left", lang, left=setup["left"], all=setup["placements_left"]))
        lines.append(text)
        for warning in pos["warnings"]:
            lines.append(
                Text(
                    say("term-warning", lang, text=said(warning.get("message") or warning["text"], lang)),
                    style="yellow",
                )
            )
    elif phase == "play":
        text = _player(symbols, pos["to_move"], lang)
        text.append(" " + say("term-cambio-to-push", lang))
        if not legal:
            text.append(" " + say("term-cambio-pass", lang), style="yellow")
        lines.append(text)
    elif phase == "over":
        lines.append(Text(say("term-cambio-over", lang, pushes=pos["pushes"]), style="dim"))
    spare = Text(say("term-cambio-spare", lang) + " ")
    spare.append_text(_symbol(pos["spare"], lang))
    if pos.get("last"):
        spare.append("   " + say("cli-last-move", lang, move=pos["last"]))
    lines.append(spare)
    if phase == "play":
        counts = say(
            "term-cambio-pushes", lang, pushes=pos["pushes"], most=pos["max_pushes"], seen=pos["repetition"]
        )
        lines.append(Text(counts, style="dim"))
    for symbol, names in pos.get("lines", {}).items():
        text = Text(say("term-cambio-line", lang) + " ")
        text.append_text(_symbol(symbol, lang))
        text.append(" " + ", ".join(_line(name, lang) for name in names))
        lines.append(text)
    outcome = view.get("outcome")
    if outcome:
        lines.append(Text(outcome_reason(outcome, lang), style="bold"))
    return Group(*lines)


# ----------------------------------------------------------------------------- end screen


def result_tables(d: Outcome, w: Words) -> list[RenderableType]:
    parts: list[RenderableType] = []
    every = d.get("lines")
    for p, lines in enumerate(every if isinstance(every, list) else []):
        if isinstance(lines, list) and lines:
            text = ", ".join(w("cambio-line-name", kind=x["kind"], ends=x["ends"]) for x in lines)
            parts.append(Text(w("results-cambio-lines", player=w.name(p), lines=text)))
    parts.append(Text(w("results-cambio-pushes", pushes=int(d.get("pushes", 0)))))
    return parts


RENDERER = TerminalPlugin(render=render, result=result_tables)
