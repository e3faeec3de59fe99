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

from .plugin import TerminalPlugin
from .results import huetchenspieler_tables

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


def _row(position: dict[str, Any]) -> Text:
    row = position["row"]
    text = Text()
    if not row:
        text.append("(no stones on the table)", style="dim")
        return text
    moved = _moved_to(position["moves"][-1]) if position["moves"] and position["phase"] != "memorize" else -1
    width = 5  # each stone is drawn as " [x] "
    gaps = [" "] * (6 + width * len(row) + 1)
    for gap in range(len(row) + 1):
        gaps[6 + width * gap] = str(gap)
    stones = Text("stone ")
    numbers = Text("      ")
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
    text.append("gap  " + "".join(gaps[5:]).rstrip(), style="dim")
    text.append("\n")
    text.append_text(stones)
    text.append("\n")
    text.append_text(numbers)
    text.append("\n" + "  ".join(f"{g} {s}" for s, g in GLYPHS.items()), style="dim")
    return text


def _stones(position: dict[str, Any], scores: list[float]) -> Table:
    table = Table(show_header=True, header_style="bold", box=None, pad_edge=False)
    table.add_column("player")
    table.add_column("colour")
    for symbol in GLYPHS:
        table.add_column(GLYPHS[symbol], justify="right")
    table.add_column("won", justify="right")
    table.add_column("stones", justify="right")
    for p, info in enumerate(position["stones"]):
        role = " (shuffler)" if p == position["shuffler"] else ""
        table.add_row(
            f"P{p + 1}{role}",
            COLOURS[p % 2],
            *(str(info["own"][s]) for s in GLYPHS),
            str(sum(info["won"])),
            f"{scores[p]:g}",
        )
    return table


def _reveals(position: dict[str, Any]) -> Text:
    text = Text()
    reveals = position["reveals"]
    if not reveals:
        return text
    turn = reveals[-1]["turn"]
    for r in reveals:
        if r["turn"] != turn:
            continue
        right = r["taker"] == r["seeker"]
        line = (
            f"{_name(r['seeker'])} asked for the {r['asked']}, turned stone {r['position']}: "
            f"{GLYPHS[r['symbol']]} {r['symbol']}"
        )
        if r["last"] is not None:
            line += f" (and stone {r['last']['position']}: {r['last']['symbol']})"
        line += f" -> {_name(r['taker'])}\n"
        text.append(line, style="green" if right else "red")
    return text


def render(view: dict[str, Any]) -> RenderableType:
    position = view["position"]
    phase = position["phase"]
    if phase in ("lot", "over"):
        head = "Hütchenspieler" if phase == "lot" else "Hütchenspieler: game over"
    else:
        head = (
            f"Hütchenspieler  round {position['round']}  turn {position['turn']}/{position['turns']}  "
            f"shuffler {_name(position['shuffler'])}"
        )
    parts: list[RenderableType] = []
    status = {
        "lot": "drawing the starting player",
        "lay": "the shuffler lays out four stones",
        "memorize": f"memorise the row! ({position['memorize_seconds']} seconds)",
        "shuffle": f"shuffling: {len(position['moves'])} of {position['moves_required']} moves",
        "ask": f"the shuffler asks {_name(position['seeker'])} for a symbol",
        "pick": f"{_name(position['seeker'])}: where is the {position['asked']}?",
        "over": "every player has been shuffler twice",
    }[phase]
    parts.append(Text(status, style="bold cyan"))
    parts.append(_row(position))
    if position["moves"]:
        moves = Text("shuffle moves: ")
        for i, move in enumerate(position["moves"]):
            last = i == len(position["moves"]) - 1
            moves.append(move + " ", style="bold reverse" if last else "")
        parts.append(moves)
    parts.append(_reveals(position))
    parts.append(_stones(position, view["scores"]))
    if view.get("outcome"):
        parts.append(Text(view["outcome"]["reason"], style="bold green"))
    if view.get("legal"):
        shown = view["legal"] if len(view["legal"]) <= 12 else [*view["legal"][:12], "..."]
        parts.append(Text("your moves: " + "  ".join(shown), style="dim"))
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


RENDERER = TerminalPlugin(
    render=render, commands=COMMANDS, pause_after=pause_after, result=huetchenspieler_tables
)
