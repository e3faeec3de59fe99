"""All Fives in the terminal: the straight line from its W end to its E end with the spinner
(in braces, ``{6|6}``) and its N and S side arms drawn from it, the open ends and their running
sum, the own hand (the tile that must be played highlighted), the other hands' and the
boneyard's tile counts, the scores (with the traditional tally: a stroke per 5 points, an X per
50), the last moves and rounds."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from .plugin import TerminalPlugin
from .results import Words, all_fives_round, all_fives_tables

TILE_STYLE = "bold black on grey85"
DOUBLE_STYLE = "bold black on khaki1"
SPINNER_STYLE = "bold white on dark_magenta"


def _tile(left: int, right: int, style: str) -> Text:
    return Text(f"[{left}|{right}]", style=style)


def _num(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:g}"


def tally(points: float) -> str:
    """The traditional tally: X per 50 points, | per 5, ½ for a half point left over, and the
    rest written out (scores are kept raw; this is only a picture)."""
    whole = int(points)
    crosses, rest = divmod(whole, 50)
    strokes, odd = divmod(rest, 5)
    text = "X" * crosses + "|" * strokes
    extra = odd + (points - whole)
    if extra:
        text += f" +{_num(extra)}"
    return text or "-"


def straight_line(layout: dict[str, Any]) -> tuple[Text, int]:
    """The straight line, W end on the left, E end on the right, and the column of the spinner
    in it (-1: none).  The spinner is drawn in braces, ``{6|6}``."""
    line = Text()
    if layout["center"] is None:
        return Text("(no tile played yet: the opener plays any tile)", style="dim"), -1
    spinner_at = layout["spinner_at"]
    index = layout["spinner_index"]
    column = -1
    tiles: list[tuple[int, int, bool]] = []
    west = layout["arms"]["W"]
    for i in range(len(west) - 1, -1, -1):
        inner, outer = west[i]
        tiles.append((outer, inner, spinner_at == "W" and i == index))
    lo, hi = layout["center_pips"]
    tiles.append((lo, hi, spinner_at == "middle"))
    for i, (inner, outer) in enumerate(layout["arms"]["E"]):
        tiles.append((inner, outer, spinner_at == "E" and i == index))
    for left, right, spinner in tiles:
        if spinner:
            column = len(line.plain) + 2
            line.append(f"{{{left}|{right}}}", style=SPINNER_STYLE)
        else:
            line.append_text(_tile(left, right, _style(left, right)))
    return line, column


def _style(a: int, b: int) -> str:
    return DOUBLE_STYLE if a == b else TILE_STYLE


def side_arm(layout: dict[str, Any], name: str, column: int) -> Text:
    """A side arm, drawn from the spinner's column upward (N) or downward (S)."""
    arm = layout["arms"][name]
    text = Text(" " * max(column, 2))
    if column >= 0:
        text.append("│ ", style="magenta")
    text.append(f"{name} arm: ", style="bold")
    if layout["spinner"] is None:
        text.append("no spinner yet", style="dim")
    elif not arm:
        closed = "closed until both sides are occupied"
        state = "open, counts 0 until begun" if layout["arms_open"] else closed
        text.append(f"from the spinner {layout['spinner']}: {state}", style="dim")
    else:
        for inner, outer in arm:
            text.append_text(_tile(inner, outer, _style(inner, outer)))
    return text


def ends_line(pos: dict[str, Any]) -> Text:
    ends = pos["layout"]["ends"]
    text = Text("open ends: ", style="bold")
    parts = []
    for name in "WENS":
        if name in ends:
            end = ends[name]
            if not end["begun"]:
                parts.append(f"{name} {end['pips']} (counts 0)")
            elif end["double"]:
                parts.append(f"{name} {end['pips']}+{end['pips']}")
            else:
                parts.append(f"{name} {end['pips']}")
    text.append(" · ".join(parts) if parts else "none")
    total = pos["sum"]
    text.append(f"    sum {total}", style="bold cyan")
    if total > 0 and total % 5 == 0:
        text.append("  (a multiple of five)", style="cyan")
    return text


def scores_line(view: dict[str, Any]) -> Text:
    pos = view["position"]
    text = Text("scores: ", style="bold")
    scores = pos["side_scores"]
    if pos["teams"]:
        names = ["+".join(f"P{p + 1}" for p in team) for team in pos["teams"]]
    else:
        names = [f"P{p + 1}" for p in range(len(scores))]
    text.append("   ".join(f"{n} {_num(s)} [{tally(s)}]" for n, s in zip(names, scores, strict=True)))
    text.append(f"   (target {pos['target']}", style="dim")
    text.append(", scores divided by five)" if pos["divide_by_five"] else ")", style="dim")
    return text


def hands_line(pos: dict[str, Any]) -> RenderableType:
    lines: list[RenderableType] = []
    viewer = pos["viewer"]
    if pos["hand"] is not None:
        hand = Text(f"your hand (P{viewer + 1}): ", style="bold")
        for name in pos["hand"]:
            a, b = (int(x) for x in name.split("-"))
            style = "bold white on red" if name == pos["must_play"] else _style(a, b)
            hand.append_text(_tile(a, b, style))
            hand.append(" ")
        if not pos["hand"]:
            hand.append("(empty)", style="dim")
        if pos["must_play"]:
            hand.append(f"  you must play {pos['must_play']}", style="red")
        lines.append(hand)
    counts = Text("tiles in hand: ", style="bold")
    counts.append(
        " · ".join(
            f"P{p + 1} {c}" + (" (you)" if p == viewer else "") for p, c in enumerate(pos["hand_counts"])
        )
    )
    counts.append(f"    boneyard {pos['boneyard']}", style="bold")
    if pos["drawable"] != pos["boneyard"]:
        counts.append(f" ({pos['drawable']} may be drawn)", style="dim")
    lines.append(counts)
    return Group(*lines)


def render(view: dict[str, Any]) -> RenderableType:
    pos: dict[str, Any] = view["position"]
    layout = pos["layout"]
    head = Text(f"All Fives · round {pos['round']}", style="bold")
    if view.get("terminal"):
        head.append("   the match is over", style="bold green")
    elif pos["phase"] == "play" and pos["to_move"] is not None:
        head.append(f"   P{pos['to_move'] + 1} to play", style="bold cyan")
    else:
        head.append(f"   ({pos['phase']})", style="dim")
    parts: list[RenderableType] = [head, scores_line(view), Text("")]
    west = ends_label(layout, "W")
    east = ends_label(layout, "E")
    line = Text(f"  W {west} ◀ ", style="bold")
    straight, column = straight_line(layout)
    if column >= 0:
        column += len(line.plain)
    line.append_text(straight)
    line.append(f" ▶ E {east}", style="bold")
    parts.extend([side_arm(layout, "N", column), line, side_arm(layout, "S", column)])
    parts.append(ends_line(pos))
    parts.append(Text(""))
    parts.append(hands_line(pos))
    log = view.get("log") or []
    if log:
        parts.append(Text("last moves:", style="bold"))
        parts.extend(Text(f"  {entry}", style="dim") for entry in log[-6:])
    if pos["rounds"]:
        names = [f"P{p + 1}" for p in range(int(pos["players"]))]
        words = Words(names)
        parts.append(Text(f"last round: {all_fives_round(pos['rounds'][-1], words)}", style="italic"))
    outcome = view.get("outcome")
    if outcome:
        parts.append(Text(f"result: {outcome['reason']}", style="bold green"))
    elif view.get("legal"):
        parts.append(Text("legal: " + ", ".join(view["legal"]), style="green"))
    return Group(*parts)


def ends_label(layout: dict[str, Any], name: str) -> str:
    end = layout["ends"].get(name)
    return "·" if end is None else str(end["pips"])


RENDERER = TerminalPlugin(render=render, result=all_fives_tables)
