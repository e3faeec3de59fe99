"""Terminal renderer of Hütchenspieler: the row on the table, the shuffle moves, everyone's stones.

Face-down stones are drawn as ``?``; the stone moved last is highlighted so a seeker can follow
the shuffle step by step (`pause_after` gives each step time on screen).  The table is drawn as
it lies, face down, on every screen: no view shows the face-down symbols, the shuffler's neither
(in hot-seat play the seekers watch the same screen).
"""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from fives.cli.lang import outcome_reason, say
from fives.cli.render.plugin import TerminalPlugin
from fives.cli.render.results import Outcome, Words

GLYPHS = {"dot": "●", "line": "│", "triangle": "▲", "square": "■"}
COLOURS = ("white", "black")  # players 1 and 3 play white, 2 and 4 black (the set has two colours)

#: Seconds each shuffle move stays on screen before the next one.
SHUFFLE_PAUSE = 1.5
#: Seconds a turned stone stays on screen.
PICK_PAUSE = 1.0


def _name(player: int | None) -> str:
    return "-" if player is None else f"P{player + 1}"


def _moved_to(move: str) -> int:
    """The 0-based position where the stone of ``move`` (``i>g``) lies after it."""
    stone, gap = (int(x) for x in move.split(">"))
    return gap - 1 if gap > stone - 1 else gap


def _symbol(symbol: str, lang: str) -> str:
    return say("term-hs-symbol", lang, symbol=symbol)


def _row(position: dict[str, Any], lang: str) -> Text:
    row = position["row"]
    text = Text()
    if not row:
        text.append(say("term-hs-no-stones", lang), style="dim")
        return text
    moved = _moved_to(position["moves"][-1]) if position["moves"] and position["phase"] != "memorize" else -1
    width = 5  # each stone is drawn as " [x] "
    stone_label, gap_label = say("term-hs-stone", lang), say("term-hs-gap", lang)
    label = max(len(stone_label), len(gap_label)) + 1  # the labels' column
    gaps = [" "] * (label + width * len(row) + 1)
    for gap in range(len(row) + 1):
        gaps[label + width * gap] = str(gap)
    stones = Text(stone_label.ljust(label))
    numbers = Text(" " * label)
    for index, cell in enumerate(row):
        symbol = cell["symbol"]
        if cell["taker"] is not None:
            face = f"[{GLYPHS[symbol]}]" if symbol else "[ ]"
            style = "dim strike"
        elif symbol is None:
            face = "[?]"
            style = "bold yellow"
        else:
            face = f"[{GLYPHS[symbol]}]"
            style = "bold"
        if index == moved:
            style += " reverse"
        stones.append(" ")
        stones.append(face, style=style)
        stones.append(" ")
        numbers.append(f"  {cell['position']}  ")
    text.append(gap_label.ljust(label - 1) + "".join(gaps[label - 1 :]).rstrip(), style="dim")
    text.append("\n")
    text.append_text(stones)
    text.append("\n")
    text.append_text(numbers)
    text.append("\n" + "  ".join(f"{g} {_symbol(s, lang)}" for s, g in GLYPHS.items()), style="dim")
    return text


def _stones(position: dict[str, Any], scores: list[float], lang: str) -> Table:
    table = Table(show_header=True, header_style="bold", box=None, pad_edge=False)
    table.add_column(say("term-hs-player", lang))
    table.add_column(say("term-hs-colour", lang))
    for symbol in GLYPHS:
        table.add_column(GLYPHS[symbol], justify="right")
    table.add_column(say("term-hs-won", lang), justify="right")
    table.add_column(say("term-hs-stones", lang), justify="right")
    for p, info in enumerate(position["stones"]):
        role = " " + say("term-hs-shuffler", lang) if p == position["shuffler"] else ""
        table.add_row(
            f"P{p + 1}{role}",
            say("term-colour", lang, colour=COLOURS[p % 2]),
            *(str(info["own"][s]) for s in GLYPHS),
            str(sum(info["won"])),
            f"{scores[p]:g}",
        )
    return table


def _reveals(position: dict[str, Any], lang: str) -> Text:
    text = Text()
    reveals = position["reveals"]
    if not reveals:
        return text
    turn = reveals[-1]["turn"]
    for r in reveals:
        if r["turn"] != turn:
            continue
        right = r["taker"] == r["seeker"]
        line = say(
            "term-hs-asked",
            lang,
            player=_name(r["seeker"]),
            asked=r["asked"],
            stone=r["position"],
            glyph=GLYPHS[r["symbol"]],
            symbol=r["symbol"],
        )
        if r["last"] is not None:
            last = r["last"]
            line += " " + say(
                "term-hs-and-stone", lang, stone=last["position"], symbol=_symbol(last["symbol"], lang)
            )
        line += f" -> {_name(r['taker'])}\n"
        text.append(line, style="green" if right else "red")
    return text


def render(view: dict[str, Any], lang: str = "en") -> RenderableType:
    position = view["position"]
    phase = position["phase"]
    if phase in ("lot", "over"):
        head = "Hütchenspieler" if phase == "lot" else "Hütchenspieler: " + say("term-game-over", lang)
    else:
        head = "Hütchenspieler  " + say(
            "term-hs-head",
            lang,
            round=position["round"],
            turn=position["turn"],
            turns=position["turns"],
            player=_name(position["shuffler"]),
        )
    parts: list[RenderableType] = []
    status = say(
        "term-hs-status",
        lang,
        phase=phase,
        seconds=position["memorize_seconds"] or 0,
        moves=len(position["moves"]),
        required=position["moves_required"] or 0,
        seeker=_name(position["seeker"]),
        asked=str(position["asked"]),
    )
    parts.append(Text(status, style="bold cyan"))
    parts.append(_row(position, lang))
    if position["moves"]:
        moves = Text(say("term-hs-moves", lang) + " ")
        for i, move in enumerate(position["moves"]):
            last = i == len(position["moves"]) - 1
            moves.append(move + " ", style="bold reverse" if last else "")
        parts.append(moves)
    parts.append(_reveals(position, lang))
    parts.append(_stones(position, view["scores"], lang))
    if view.get("outcome"):
        parts.append(Text(outcome_reason(view["outcome"], lang), style="bold green"))
    if view.get("legal"):
        shown = view["legal"] if len(view["legal"]) <= 12 else [*view["legal"][:12], "..."]
        parts.append(Text(say("term-your-moves", lang, moves="  ".join(shown)), style="dim"))
    return Panel(Group(*parts), title=head)


#: No extra commands: there is no look under the stones (the seekers watch the same screen).
COMMANDS: dict[str, Any] = {}


def pause_after(view: dict[str, Any]) -> float:
    """The memorising time after the layout, a pause after each shuffle move and each turned stone."""
    position = view["position"]
    last = position["last"]
    if last == "lay" and position["phase"] == "memorize":
        return float(position["memorize_seconds"])
    if last == "move":
        return SHUFFLE_PAUSE
    if last == "pick":
        return PICK_PAUSE
    return 0.0


# ----------------------------------------------------------------------------- end screen


def _symbol_word(symbol: str, w: Words) -> str:
    return w("symbol", symbol=symbol)


def result_tables(d: Outcome, w: Words) -> list[RenderableType]:
    header = [
        w("results-round"),
        w("results-hs-shuffler"),
        w("results-hs-seeker"),
        w("results-hs-asked"),
        w("results-hs-turned"),
        w("results-hs-took"),
    ]
    rows = []
    for t in d.get("turns", []):
        turned = w("results-hs-turned-stone", position=t["position"], symbol=_symbol_word(t["symbol"], w))
        if t.get("last"):
            last = t["last"]
            turned += ", " + w(
                "results-hs-turned-stone", position=last["position"], symbol=_symbol_word(last["symbol"], w)
            )
        rows.append(
            [
                str(t["round"]),
                w.name(t["shuffler"]),
                w.name(t["seeker"]),
                _symbol_word(t["asked"], w),
                turned,
                w.name(t["taker"]),
            ]
        )
    return [w.table(header, rows)]


RENDERER = TerminalPlugin(render=render, commands=COMMANDS, pause_after=pause_after, result=result_tables)
